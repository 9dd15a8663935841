"""When the kernel of a game page goes away, the page says so (widgets/board.js's heartbeat, widgets/board.py's pong).

In Voila: the kernel shut down through the server's REST API (``DELETE /api/kernels/<id>``, the websocket then
closes) and the kernel process killed (the server restarts it at once under the same id, so the connection looks
fine: only the missing pongs tell). A kernel stopped with SIGSTOP is a kernel too busy to answer: the banner shows,
and goes away once it answers again (SIGCONT). In JupyterLab: the notebook's kernel shut down through the REST API.
The heartbeat is shortened for the tests with ``window.__kgHeartbeat`` (an init script, before any board renders).
Screenshots: test-output/screenshots/kernel-lost-*.png.
"""

from __future__ import annotations

import os
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from widgets.serve import start_lab, stop

from .conftest import (
    FIRST_PAGE_TIMEOUT_MS,
    REPO,
    SCREENSHOTS,
    STEP_TIMEOUT_MS,
    ErrorWatch,
    LoadedTable,
    VoilaServer,
    open_table,
)
from .test_jupyterlab import run_all_cells

pytestmark = pytest.mark.browser

EVERY_MS, TIMEOUT_MS = 1000, 4000
HEARTBEAT = f"window.__kgHeartbeat = {{every: {EVERY_MS}, timeout: {TIMEOUT_MS}}};"
OVERLAY = ".kg-kernel-lost"
LOST_WAIT_MS = 4 * TIMEOUT_MS + 10_000  # the first ping's grace (twice the timeout) and a slow machine
JA_TITLE, EN_TITLE = "ゲームのカーネルとの接続が切れました", "The connection to the game's kernel was lost"
RELOAD = "再読み込み / Reload"
ANSWERED_JS = "() => !!window.__kgKernelWatch && window.__kgKernelWatch.pongs > 0"

KERNEL_ID_JS = "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
# DELETE /api/kernels/<id> from the page itself, with the server's XSRF cookie. A Voila page opened at
# /voila/render/... gets no _xsrf cookie; Voila's tree page sets one.
DELETE_KERNEL_JS = """
async (path) => {
  const cfg = JSON.parse(document.getElementById('jupyter-config-data').textContent);
  const base = cfg.baseUrl || '/';
  const xsrf = () => document.cookie.match(/(?:^|; )_xsrf=([^;]*)/);
  if (!xsrf() && document.body.dataset.voila) await fetch(base + 'voila/tree', {credentials: 'same-origin'});
  const m = xsrf();
  const headers = m ? {'X-XSRFToken': decodeURIComponent(m[1])} : {};
  const r = await fetch(base + path, {method: 'DELETE', headers, credentials: 'same-origin'});
  return r.status;
}
"""


def open_game(voila: VoilaServer, browser: Browser, browser_context_args: dict, name: str) -> LoadedTable:
    """``name`` open in Voila with the short heartbeat, its board drawn and its kernel answering pings."""
    _, game = open_table(voila, browser, browser_context_args, name, "kernel-lost-load-failed.png", HEARTBEAT)
    try:
        game.page.wait_for_function(ANSWERED_JS, timeout=STEP_TIMEOUT_MS)
    except Exception:
        raise AssertionError(f"{name}: its kernel never answered a ping\npage errors: {game.errors_watch.errors}"
                             f"\nVoila log:\n{voila.log_tail()}") from None
    return game


def kernel_pid(kernel_id: str) -> int:
    """The process of the kernel ``kernel_id`` (Voila starts it on this machine): a forked kernel is called
    ``kg-<first 8 characters of its id>`` (its launcher, which names the id in its command line, only stands for it:
    a stopped launcher leaves the kernel running); a kernel started the usual way names its connection file."""
    usual = None
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            name = (proc / "comm").read_text().strip()
            cmdline = (proc / "cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        if name == f"kg-{kernel_id[:8]}":
            return int(proc.name)
        if kernel_id in cmdline and "ipykernel" in cmdline:
            usual = int(proc.name)
    if usual is None:
        raise AssertionError(f"no kernel process for {kernel_id}")
    return usual


def assert_banner(page: Page, in_voila: bool = True) -> None:
    banner = page.locator(OVERLAY)
    expect(banner).to_be_visible(timeout=LOST_WAIT_MS)
    expect(banner).to_have_count(1)  # one per page, though the page has several boards
    expect(banner).to_contain_text(JA_TITLE)
    expect(banner).to_contain_text(EN_TITLE)
    expect(banner).to_contain_text("最初から始めて" if in_voila else "カーネルを再起動")
    expect(banner).to_contain_text("Reload the page to start again" if in_voila else "run all cells again")
    expect(banner.get_by_role("button", name=RELOAD)).to_be_visible()
    box = banner.bounding_box()
    assert box and box["y"] <= 1 and box["x"] <= 1, f"the banner is not at the top of the viewport: {box}"


def shoot_banner(page: Page, name: str) -> None:
    """The viewport as the player sees it, wide and at 400 px; the banner must hold at both widths."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size or {"width": 1280, "height": 900}
    page.mouse.move(1, 1)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
    page.set_viewport_size({"width": 400, "height": 800})
    try:
        page.wait_for_timeout(300)
        banner = page.locator(OVERLAY)
        width = banner.evaluate("(e) => [e.scrollWidth, e.clientWidth]")
        assert width[0] <= width[1] + 1, f"the banner overflows at 400 px: {width}"
        button = banner.get_by_role("button", name=RELOAD).bounding_box()
        assert button and button["x"] + button["width"] <= 400, f"the Reload button is off screen: {button}"
        page.screenshot(path=str(SCREENSHOTS / f"{name}-400px.png"))
    finally:
        page.set_viewport_size(size)


def test_voila_kernel_shut_down_shows_the_banner_and_reload_starts_again(
        voila: VoilaServer, browser: Browser, browser_context_args: dict) -> None:
    game = open_game(voila, browser, browser_context_args, "vaalbara.ipynb")
    page = game.page
    try:
        assert page.locator(".kg-board").count() >= 2, "several boards, so the one-banner rule is tested"
        page.wait_for_timeout(2 * TIMEOUT_MS)  # a live kernel, pinged all along, never shows the banner
        expect(page.locator(OVERLAY)).to_have_count(0)

        kernel_id = page.evaluate(KERNEL_ID_JS)
        status = page.evaluate(DELETE_KERNEL_JS, f"api/kernels/{kernel_id}")
        assert status == 204, f"DELETE /api/kernels/{kernel_id} answered {status}"
        assert_banner(page)
        shoot_banner(page, "kernel-lost-voila")

        page.locator(OVERLAY).get_by_role("button", name=RELOAD).click()
        game.wait_drawn(FIRST_PAGE_TIMEOUT_MS)  # a new kernel, the game from the start
        page.wait_for_function(ANSWERED_JS, timeout=STEP_TIMEOUT_MS)
        assert page.evaluate(KERNEL_ID_JS) != kernel_id
        expect(page.locator(OVERLAY)).to_have_count(0)
        game.errors_watch.check()  # nothing the page threw, before or after the kernel went
    finally:
        page.context.close()


def test_voila_busy_kernel_recovers_and_a_killed_kernel_is_noticed(
        voila: VoilaServer, browser: Browser, browser_context_args: dict) -> None:
    game = open_game(voila, browser, browser_context_args, "vaalbara.ipynb")
    page = game.page
    pid = kernel_pid(page.evaluate(KERNEL_ID_JS))
    try:
        os.kill(pid, signal.SIGSTOP)  # a kernel that cannot answer for a while, like one stuck in a long move
        try:
            assert_banner(page)
        finally:
            os.kill(pid, signal.SIGCONT)
        expect(page.locator(OVERLAY)).to_have_count(0, timeout=STEP_TIMEOUT_MS)  # it answered: no more banner

        os.kill(pid, signal.SIGKILL)  # the server restarts it under the same id: only the silence tells
        assert_banner(page)
        page.screenshot(path=str(SCREENSHOTS / "kernel-lost-voila-killed.png"))
        game.errors_watch.check()  # nothing the page threw, before or after the kernel went
    finally:
        page.context.close()


# ---- JupyterLab ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """JupyterLab on a copy of one notebook, as tests/browser/test_jupyterlab.py starts it."""
    root = tmp_path_factory.mktemp("lab-lost")
    shutil.copy(REPO / "notebooks" / "vaalbara.ipynb", root)
    proc, url = start_lab(root, root / "lab.log")
    try:
        yield url
    finally:
        stop(proc)


def test_jupyterlab_kernel_shut_down_shows_the_banner(lab: str, browser: Browser, browser_context_args: dict) -> None:
    context = browser.new_context(**browser_context_args)
    context.add_init_script(HEARTBEAT)
    page = context.new_page()
    watch = ErrorWatch()
    watch.attach(page)
    try:
        page.goto(f"{lab}/lab/workspaces/lost/tree/vaalbara.ipynb?reset", timeout=FIRST_PAGE_TIMEOUT_MS)
        page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
        run_all_cells(page)
        page.locator(".kg-board .js-plotly-plot .scatterlayer").first.wait_for(timeout=FIRST_PAGE_TIMEOUT_MS)
        page.wait_for_function(ANSWERED_JS, timeout=FIRST_PAGE_TIMEOUT_MS)
        page.wait_for_timeout(2 * TIMEOUT_MS)
        expect(page.locator(OVERLAY)).to_have_count(0)

        kernels = page.evaluate("async () => (await (await fetch('/api/kernels')).json()).map((k) => k.id)")
        assert len(kernels) == 1, kernels
        assert page.evaluate(DELETE_KERNEL_JS, f"api/kernels/{kernels[0]}") == 204
        assert_banner(page, in_voila=False)
        shoot_banner(page, "kernel-lost-jupyterlab")

        page.locator(OVERLAY).get_by_role("button", name="閉じる / Close").click()  # the Kernel menu is free again
        expect(page.locator(OVERLAY)).to_have_count(0)
        assert watch.errors == [], watch.errors
    finally:
        context.close()
