"""The notebooks in JupyterLab: each run top to bottom in a real Chromium, every board draws.

In JupyterLab the boards cannot fetch plotly.js over HTTP as under Voila; they ask the kernel for it over
their comm (widgets/board.py). This test proves that path and the notebook's JupyterLab use.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Page

from widgets.serve import checkout_env, free_port, stop

from .conftest import FIRST_PAGE_TIMEOUT_MS, REPO, ErrorWatch

pytestmark = pytest.mark.browser
NOTEBOOKS = ("vaalbara.ipynb", "noli.ipynb")


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory):
    """JupyterLab on a copy of the notebooks (running cells in the browser must not touch the repository's)."""
    root = tmp_path_factory.mktemp("lab")
    for name in NOTEBOOKS:
        shutil.copy(REPO / "notebooks" / name, root)
    port = free_port()
    log = open(root / "lab.log", "wb")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", str(root), "--no-browser", f"--ServerApp.port={port}",
         "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=",
         "--ServerApp.allow_root=True", "--ServerApp.disable_check_xsrf=True", "--LabApp.news_url=None"],
        cwd=root, env=checkout_env(), stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"{url}/api", timeout=5).close()
            break
        except (urllib.error.URLError, OSError):
            assert proc.poll() is None, (root / "lab.log").read_text(errors="replace")[-3000:]
            time.sleep(0.5)
    try:
        yield url
    finally:
        stop(proc)
        log.close()


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_jupyterlab_and_every_board_draws(lab: str, name: str, page: Page, page_errors: ErrorWatch,
                                                           screenshots: Path) -> None:
    page.goto(f"{lab}/lab/workspaces/{name.removesuffix('.ipynb')}/tree/{name}?reset", timeout=FIRST_PAGE_TIMEOUT_MS)
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()  # Run ▸ Run All Cells, as a user would
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    boards = page.locator(".kg-board")
    boards.first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
    page.wait_for_function(
        "() => { const b = document.querySelectorAll('.kg-board'); return b.length >= 3 && "
        "Array.from(b).every((x) => x.querySelector('.js-plotly-plot .scatterlayer, .js-plotly-plot .barlayer')); }",
        timeout=FIRST_PAGE_TIMEOUT_MS)
    assert boards.count() >= 3, "walkthrough, table and analysis each show a board"
    assert "ラウンド" in page.locator(".kg-table").inner_text(), "the table speaks Japanese by default"
    page.keyboard.press("Control+s")  # leave nothing unsaved behind in the temporary copy
    page.screenshot(path=str(screenshots / f"{name.removesuffix('.ipynb')}-jupyterlab.png"))
