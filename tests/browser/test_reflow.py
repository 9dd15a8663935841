"""Reflow (WCAG 1.4.10): the gallery and every game page at 320 CSS px wide (a 1280 px window zoomed to 400 %) and at
683 (1366 at 200 %), in Japanese and English, lose nothing and never scroll sideways: the page's scrolling box is no
wider than the window, no box inside it scrolls or clips sideways, every button, label, field and link lies inside
the window, and every board draws itself inside the window too (its phone layout below 720 px)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError

from tests.option_sets import DEEP

from .a11y import gallery_pages, game_page_fixture, switch
from .conftest import STEP_TIMEOUT_MS, LoadedTable, VoilaServer

pytestmark = pytest.mark.browser

NARROW = {"width": 320, "height": 800}  # 1280 × 1024 at 400 %: 320 × 256 CSS px; taller, to see more of the page
ZOOMED = {"width": 683, "height": 450}  # 1366 × 900 at 200 %
BOARDS = (".kg-table", ".kg-walkthrough", ".kg-viewer")
TOLERANCE_PX = 1

# What does not fit the window's width: the scrolling boxes wider than they are (the page's own, or any box inside
# that scrolls or clips sideways), and the controls and boards that reach past the window's edges.
OVERFLOW_JS = """
(tol) => {
  const vw = document.documentElement.clientWidth;
  const name = (e) => {
    const cls = typeof e.className === "string" ? e.className.trim().split(/\\s+/).slice(0, 3).join(".") : "";
    const text = (e.getAttribute("aria-label") || e.textContent || e.title || "").trim().slice(0, 40);
    return `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}${cls ? "." + cls : ""} "${text}"`;
  };
  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 &&
                         getComputedStyle(e).visibility !== "hidden"; };
  const sideways = [];
  for (const e of document.querySelectorAll("body, body *")) {
    if (e.closest(".js-plotly-plot") || !shown(e) && e !== document.body) continue;  // a board is checked below
    // a data table may scroll sideways in a box of its own that Tab reaches and that is named (WCAG 1.4.10's exception)
    if (e.matches('[role="region"][tabindex="0"][aria-label]') && e.querySelector("table")) continue;
    const x = getComputedStyle(e).overflowX;
    const scrolls = e === document.body || e === document.scrollingElement || x === "auto" || x === "scroll" ||
                    x === "hidden" || x === "clip";
    // a box 1 px wide is hidden for sight alone (a file input under its button)
    if (scrolls && e.clientWidth > 1 && e.scrollWidth > e.clientWidth + tol) {
      sideways.push(`${name(e)} ${e.scrollWidth} > ${e.clientWidth}`);
    }
  }
  const root = document.scrollingElement;
  if (root.scrollWidth > root.clientWidth + tol) sideways.push(`the page ${root.scrollWidth} > ${root.clientWidth}`);
  const outside = Array.from(document.querySelectorAll(
      "button, .jupyter-button, .widget-toggle-button, label, .widget-label, select, input, textarea, a[href]"))
    .filter((e) => shown(e) && !e.closest(".js-plotly-plot"))
    .map((e) => ({e, r: e.getBoundingClientRect()}))
    .filter(({r}) => r.left < -tol || r.right > vw + tol)
    .map(({e, r}) => `${name(e)} ${Math.round(r.left)}..${Math.round(r.right)}`);
  const boards = Array.from(document.querySelectorAll(".kg-board .main-svg"))
    .filter((s) => !s.closest(".hoverlayer") && shown(s))
    .map((s) => s.getBoundingClientRect())
    .filter((r) => r.left < -tol || r.right > vw + tol)
    .map((r) => `a board ${Math.round(r.left)}..${Math.round(r.right)}`);
  return {vw, sideways, outside, boards};
}
"""


def check_fits(page: Page, where: str, screenshots: Path) -> None:
    page.mouse.move(1, 1)
    found = page.evaluate(OVERFLOW_JS, TOLERANCE_PX)
    shot = f"reflow-{where.replace(' ', '-')}.png"
    page.screenshot(path=str(screenshots / shot))
    problems = [*found["sideways"], *found["outside"], *found["boards"]]
    assert not problems, (f"{where} ({found['vw']} CSS px): content wider than the window (see {shot}):\n  "
                          + "\n  ".join(problems[:25]))


def wait_boards(page: Page, layout: str) -> None:
    """Every board of the page redrawn in ``layout`` for the window's width (board.js sets data-layout), then given
    the time plotly's responsive resize takes to fit it (on a loaded machine; what still does not fit is reported)."""
    page.wait_for_function(
        "([roots, layout]) => roots.every((root) => { const gd = document.querySelector(root + ' .kg-board .js-plotly-plot');"
        " return !gd || gd.dataset.layout === layout; })", arg=[list(BOARDS), layout], timeout=STEP_TIMEOUT_MS)
    try:
        page.wait_for_function(
            "(tol) => Array.from(document.querySelectorAll('.kg-board .main-svg')).every((s) =>"
            " s.getBoundingClientRect().right <= document.documentElement.clientWidth + tol)",
            arg=TOLERANCE_PX, timeout=10_000, polling=200)
    except PlaywrightError:
        pass  # measured and reported by check_fits


game_page = game_page_fixture(NARROW, "reflow")


def test_game_page_reflows(game_page: tuple[str, LoadedTable], screenshots: Path) -> None:
    """320 and 683 CSS px wide, Japanese and English (both at 683 px in make test-deep): nothing scrolls sideways or
    leaves the window."""
    gid, table = game_page
    page = table.page
    wait_boards(page, "narrow")
    check_fits(page, f"{gid} ja 320", screenshots)
    switch(table, "English")
    wait_boards(page, "narrow")
    check_fits(page, f"{gid} en 320", screenshots)
    page.set_viewport_size(ZOOMED)
    wait_boards(page, "narrow")
    check_fits(page, f"{gid} en 683", screenshots)
    if DEEP:  # make test: each language at 320 px, English at 683 px; make test-deep: Japanese at 683 px too
        switch(table, "日本語")
        wait_boards(page, "narrow")
        check_fits(page, f"{gid} ja 683", screenshots)


def test_gallery_reflows(voila: VoilaServer, browser: Browser, browser_context_args: dict, screenshots: Path) -> None:
    for page, lang, size in gallery_pages(voila, browser, browser_context_args, (NARROW, ZOOMED)):
        check_fits(page, f"gallery {lang} {size['width']}", screenshots)
