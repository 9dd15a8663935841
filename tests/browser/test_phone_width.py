"""Every game page on a phone (a 400×800 viewport) and on a laptop (1280 wide), in Japanese and English: the
table's, the walkthrough's and the annotated example game's boards lay themselves out for the width
(widgets/boards/spec.py, "Phone width"), and no two texts of a board overlap and none is cut off at the board's
edge. On the phone every text of a board is drawn at 11 px at least and every button, toggle and drop-down of the page
is 44 px at least each way (the fingertip the kernel's check, tests/test_phone_sizes.py, counts for the boards'
targets). Screenshots of every board go to test-output/screenshots/phone-*.png."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError

from kernel_games import GAMES

from .conftest import FIRST_PAGE_TIMEOUT_MS, STEP_TIMEOUT_MS, LoadedTable, VoilaServer, open_table
from .pages import TablePage, set_language

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}
LAPTOP = {"width": 1280, "height": 900}
BOARDS = (".kg-table", ".kg-walkthrough", ".kg-viewer")  # the viewer: the annotated example game
TOLERANCE_PX = 1.0  # a rounding pixel is no overlap
FINGER_PX, LEAST_FONT_PX = 44, 11  # on a phone: a button's least height and width; a board text's least font

# Every button, toggle and drop-down shown in the page, with its box when smaller than a fingertip either way.
BUTTONS_JS = """
(least) => Array.from(document.querySelectorAll(
    ".jupyter-button, .widget-toggle-button, .widget-dropdown select"))
  .map((b) => ({b, r: b.getBoundingClientRect()}))
  .filter(({b, r}) => r.width > 0 && r.height > 0 && getComputedStyle(b).visibility !== "hidden")
  .filter(({r}) => r.width < least - 0.5 || r.height < least - 0.5)
  .map(({b, r}) => `${(b.textContent || b.title || b.tagName).trim().slice(0, 30)} ${Math.round(r.width)}×${Math.round(r.height)}`)
"""

# Every text plotly drew on the board under ``root`` (not the hover label), with its box in page pixels; which two
# overlap; which stick out of the board (its plot's SVG) or the window; and which layout the board drew.
LAYOUT_JS = """
([root, tol]) => {
  const gd = document.querySelector(root + " .kg-board .js-plotly-plot");
  if (!gd) return null;
  const svg = gd.querySelector(".main-svg").getBoundingClientRect();
  const texts = Array.from(gd.querySelectorAll("svg text"))
    .filter((t) => !t.closest(".hoverlayer") && t.textContent.trim())
    .map((t) => { const r = t.getBoundingClientRect(); return {text: t.textContent, l: r.left, r: r.right, t: r.top, b: r.bottom}; })
    .filter((x) => x.r - x.l > 0);
  const overlaps = [], clipped = [];
  const small = Array.from(gd.querySelectorAll("svg text, svg tspan"))
    .filter((t) => !t.closest(".hoverlayer") && t.textContent.trim() && t.getBoundingClientRect().width > 0)
    .map((t) => ({text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize)}))
    .filter((x) => x.px < 11 - 0.01).map((x) => `${x.text} (${x.px} px)`);
  const right = Math.min(svg.right, document.documentElement.clientWidth);
  for (let i = 0; i < texts.length; i++) {
    const a = texts[i];
    if (a.l < svg.left - tol || a.r > right + tol || a.t < svg.top - tol || a.b > svg.bottom + tol) clipped.push(a.text);
    for (let j = i + 1; j < texts.length; j++) {
      const b = texts[j];
      const w = Math.min(a.r, b.r) - Math.max(a.l, b.l), h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
      if (w > tol && h > tol) overlaps.push(`${a.text} | ${b.text}`);
    }
  }
  return {layout: gd.dataset.layout || "", texts: texts.length, overlaps, clipped, small,
          boardRight: svg.right, windowWidth: document.documentElement.clientWidth};
}
"""


@pytest.fixture(scope="module", params=sorted(GAMES))
def phone(request: pytest.FixtureRequest, voila: VoilaServer, browser: Browser,
          browser_context_args: dict) -> Iterator[tuple[str, LoadedTable]]:
    """A game page opened on a phone-sized window (one kernel per game for the whole module)."""
    gid = request.param
    context, loaded = open_table(voila, browser, {**browser_context_args, "viewport": PHONE}, f"{gid}.ipynb",
                                 f"phone-{gid}-load-failed.png")
    TablePage(loaded.page, ".kg-walkthrough").wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    TablePage(loaded.page, ".kg-viewer").wait_drawn(FIRST_PAGE_TIMEOUT_MS)  # opens the annotated game's section
    yield gid, loaded
    context.close()


def wait_layout(page: Page, root: str, layout: str) -> None:
    page.wait_for_function(
        "([root, layout]) => { const gd = document.querySelector(root + ' .kg-board .js-plotly-plot');"
        " return gd && gd.dataset.layout === layout; }", arg=[root, layout], timeout=STEP_TIMEOUT_MS)


def check_boards(page: Page, gid: str, lang: str, layout: str, screenshots: Path) -> None:
    """Both boards of the page drawn in ``layout``, none of their texts overlapping or cut off; a screenshot each."""
    page.mouse.move(1, 1)  # no hover label
    for root in BOARDS:
        wait_layout(page, root, layout)
        try:  # plotly's responsive resize and the page's re-wrapping settle (slower on a loaded machine)
            page.wait_for_function(
                "([root, tol]) => { const svg = document.querySelector(root + ' .kg-board .main-svg');"
                " return svg && svg.getBoundingClientRect().right <= document.documentElement.clientWidth + tol; }",
                arg=[root, TOLERANCE_PX], timeout=10_000, polling=200)
        except PlaywrightError:
            pass  # measured below, and reported with the numbers
        page.wait_for_timeout(300)
        found = page.evaluate(LAYOUT_JS, [root, TOLERANCE_PX])
        width = (page.viewport_size or {}).get("width")
        where = f"{gid} {root} {lang} at {width} px"
        name = f"phone-{gid}-{root.removeprefix('.kg-')}-{lang}-{width}.png"
        try:  # the picture is for people to look at; a board caught mid-redraw is taken whole-page instead
            page.locator(f"{root} .kg-board").first.screenshot(path=str(screenshots / name), timeout=10_000)
        except PlaywrightError:
            page.screenshot(path=str(screenshots / name))
        assert found is not None, f"{where}: no board"
        assert found["texts"] > 10, f"{where}: the board shows almost no text: {found}"
        assert found["boardRight"] <= found["windowWidth"] + TOLERANCE_PX, f"{where}: the board is wider than the window"
        assert not found["overlaps"], f"{where}: texts overlap (see {name}): {found['overlaps'][:10]}"
        assert not found["clipped"], f"{where}: texts cut off at the board's edge (see {name}): {found['clipped'][:10]}"
        if layout == "narrow":
            assert not found["small"], f"{where}: texts under {LEAST_FONT_PX} px (see {name}): {found['small'][:10]}"


def switch(table: LoadedTable, label: str) -> None:
    """The page's language switch; waits until the table's board is redrawn."""
    before = table.revision()
    set_language(table.page, label)
    table.wait_revision_above(before, STEP_TIMEOUT_MS)


def test_boards_fit_a_phone_in_both_languages(phone: tuple[str, LoadedTable], screenshots: Path) -> None:
    gid, table = phone
    page = table.page
    page.set_viewport_size(PHONE)
    check_boards(page, gid, "ja", "narrow", screenshots)
    switch(table, "English")
    check_boards(page, gid, "en", "narrow", screenshots)
    small = page.evaluate(BUTTONS_JS, FINGER_PX)
    assert not small, f"{gid}: buttons smaller than {FINGER_PX} px on a phone: {small[:10]}"
    switch(table, "日本語")


def test_boards_go_wide_on_a_laptop_and_back(phone: tuple[str, LoadedTable], screenshots: Path) -> None:
    """Widening the window redraws the boards wide without the kernel's help; narrowing it again, narrow."""
    gid, table = phone
    page = table.page
    page.set_viewport_size(LAPTOP)
    check_boards(page, gid, "ja", "wide", screenshots)
    switch(table, "English")
    check_boards(page, gid, "en", "wide", screenshots)
    page.set_viewport_size(PHONE)
    for root in BOARDS:
        wait_layout(page, root, "narrow")
    switch(table, "日本語")
