"""The notebooks in JupyterLab: each run top to bottom in a real Chromium, every board draws.

In JupyterLab, as under Voila, boards fetch plotly.js over HTTP, once per page, from the copy installed in the
environment: Voila's server extension serves the ``kernel-games`` template's static files in any Jupyter
server (widgets/board.js, tests/test_static_serving.py). Nothing comes over the boards' comms but figures and
clicks. This test proves that path and the notebooks' JupyterLab use.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, Response

from kernel_games import GAMES
from widgets.serve import start_lab, stop

from .conftest import FIRST_PAGE_TIMEOUT_MS, REPO, ErrorWatch
from .pages import JAPANESE, open_section

pytestmark = pytest.mark.browser
NOTEBOOKS = tuple(f"{gid}.ipynb" for gid in sorted(GAMES))  # every registered game's notebook
PLOTLY_URL = "/voila/templates/kernel-games/static/plotly-basic.min.js"
KERNEL_IDLE = re.compile(r"^(?!No Kernel).+ \| Idle$")  # the status bar's kernel item, e.g. "Python 3 (ipykernel) | Idle"


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """JupyterLab on a copy of the notebooks (running cells in the browser must not touch the repository's)."""
    root = tmp_path_factory.mktemp("lab")
    for name in NOTEBOOKS:
        shutil.copy(REPO / "notebooks" / name, root)
    proc, url = start_lab(root, root / "lab.log")
    try:
        yield url
    finally:
        stop(proc)


def run_all_cells(page: Page) -> None:
    """Run ▸ Run All Cells, as a user would, once the notebook's kernel is connected: clicked while the status
    bar still says "Initializing" or "Connecting" (a busy machine, e.g. Voila preheating its kernels), JupyterLab
    runs nothing."""
    page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE).first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_jupyterlab_and_every_board_draws(lab: str, name: str, page: Page, page_errors: ErrorWatch,
                                                           screenshots: Path) -> None:
    plotly: list[Response] = []
    page.on("response", lambda r: plotly.append(r) if PLOTLY_URL in r.url else None)
    page.goto(f"{lab}/lab/workspaces/{name.removesuffix('.ipynb')}/tree/{name}?reset", timeout=FIRST_PAGE_TIMEOUT_MS)
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
    run_all_cells(page)
    boards = page.locator(".kg-board")
    try:
        boards.first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
        if name != "index.ipynb":  # a game page's table and analysis are built when their sections are opened
            open_section(page, "table", ".kg-table", FIRST_PAGE_TIMEOUT_MS)
            open_section(page, "analysis", ".kg-analysis", FIRST_PAGE_TIMEOUT_MS)
        run = page.locator(".kg-analysis .kg-analysis-run")  # the analysis simulates only when asked
        run.scroll_into_view_if_needed(timeout=FIRST_PAGE_TIMEOUT_MS)
        run.click()
        page.wait_for_function(
            "() => { const b = document.querySelectorAll('.kg-board'); return b.length >= 3 && "
            "Array.from(b).every((x) => x.querySelector('.js-plotly-plot .scatterlayer, .js-plotly-plot .barlayer')); }",
            timeout=FIRST_PAGE_TIMEOUT_MS)
    except Exception:
        page.screenshot(path=str(screenshots / f"{name.removesuffix('.ipynb')}-jupyterlab-FAILED.png"))
        raise
    assert boards.count() >= 3, "walkthrough, table and analysis each show a board"
    assert [(r.url.startswith(lab + PLOTLY_URL), r.status) for r in plotly] == [(True, 200)], \
        "plotly.js came over HTTP from the installed template, once for all the boards of the page"
    assert page.locator(".kg-board-error").count() == 0
    # text_content, not inner_text: JupyterLab's windowed notebook hides cells far out of view (the table's, once the
    # analysis at the bottom was scrolled to), and a hidden element has no rendered text
    status = page.locator(".kg-table .kg-status").first.text_content() or ""
    assert JAPANESE.search(status), f"the table speaks Japanese by default: {status!r}"
    page.keyboard.press("Control+s")  # leave nothing unsaved behind in the temporary copy
    page.screenshot(path=str(screenshots / f"{name.removesuffix('.ipynb')}-jupyterlab.png"))
