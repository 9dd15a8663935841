"""The same notebook in JupyterLab: run top to bottom in a real Chromium, every board draws.

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


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory):
    """JupyterLab on a copy of the notebooks (running cells in the browser must not touch the repository's)."""
    root = tmp_path_factory.mktemp("lab")
    shutil.copy(REPO / "notebooks" / "vaalbara.ipynb", root)
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


def test_notebook_runs_in_jupyterlab_and_every_board_draws(lab: str, page: Page, page_errors: ErrorWatch,
                                                           screenshots: Path) -> None:
    page.goto(f"{lab}/lab/tree/vaalbara.ipynb", timeout=FIRST_PAGE_TIMEOUT_MS)
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()  # Run ▸ Run All Cells, as a user would
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    boards = page.locator(".kg-board")
    boards.first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
    page.wait_for_function(
        "() => { const b = document.querySelectorAll('.kg-board'); return b.length >= 3 && "
        "document.querySelectorAll('.kg-board .js-plotly-plot .scatterlayer, .kg-board .js-plotly-plot .barlayer')"
        ".length >= b.length; }", timeout=FIRST_PAGE_TIMEOUT_MS)
    assert boards.count() >= 3, "walkthrough, table and analysis each show a board"
    assert "ラウンド" in page.locator(".kg-table").inner_text(), "the table speaks Japanese by default"
    page.screenshot(path=str(screenshots / "vaalbara-jupyterlab.png"))
