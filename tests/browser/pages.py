"""Driving a GameTable page in chromium: where the board's click targets are, clicking them like a person."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

PLOT = ".kg-board .js-plotly-plot"  # inside a root such as ".kg-table" (the page has other boards too)
CHOOSER = "#kg-chooser"  # the page's one chooser of crowded targets (board.js), in document.body
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

# The clickable points of the board's targets trace, with each one's screen position (viewport pixels):
# x = xaxis.d2p(px) + margin left + the plot div's left edge, likewise y. A point with an empty key only explains
# itself on hover (a card's text, a building's cost): clicking it does nothing, so it is not a target here.
TARGETS_JS = """
(root) => {
  const gd = document.querySelector(root + " .kg-board .js-plotly-plot");
  if (!gd || !gd._fullLayout || !gd._fullData) return null;
  const i = gd._fullData.findIndex((t) => t.name === "targets");
  if (i < 0) return [];
  const tr = gd._fullData[i];
  const keys = tr.customdata || (gd.data[i] && gd.data[i].customdata) || [];
  const fl = gd._fullLayout;
  const box = gd.getBoundingClientRect();
  return Array.from(tr.x, (px, k) => ({
    key: String(keys[k] ?? ""), x: px, y: tr.y[k],
    sx: fl.xaxis.d2p(px) + fl._size.l + box.left,
    sy: fl.yaxis.d2p(tr.y[k]) + fl._size.t + box.top,
  })).filter((t) => t.key !== "");
}
"""

REVISION_JS = """
(root) => {
  const gd = document.querySelector(root + " .kg-board .js-plotly-plot");
  return gd && gd.dataset.revision ? Number(gd.dataset.revision) : -1;
}
"""

BOARD_TEXT_JS = """
(root) => {
  const gd = document.querySelector(root + " .kg-board .js-plotly-plot");
  return gd ? Array.from(gd.querySelectorAll("text"), (t) => t.textContent).join("\\n") : "";
}
"""


# Scroll the board's page by this many pixels: the nearest scrolling box around the plot (Voila's #rendered_cells,
# JupyterLab's notebook panel), else the window.
SCROLL_BY_JS = """
([plot, dy]) => {
  let e = document.querySelector(plot);
  for (e = e && e.parentElement; e; e = e.parentElement) {
    const y = getComputedStyle(e).overflowY;
    if ((y === "auto" || y === "scroll") && e.scrollHeight > e.clientHeight + 1) { e.scrollBy(0, dy); return; }
  }
  window.scrollBy(0, dy);
}
"""


# A game page's sections (widgets/sections.py): each shows a header until opened. The section each widget's root lives in.
SECTION_OF = {".kg-table": "table", ".kg-viewer": "replay", ".kg-analysis": "analysis", ".kg-strength": "analysis",
              ".kg-data-note": "data"}
SECTION_OPEN = ".kg-section-{key} .kg-section-open"
RETRY_MS = 20_000  # a press of a header not taken within this long is pressed again
# A section just opened draws its widgets over several messages: true once its height has held for 15 frames in a row
# (a control the test looks for holds still by then; before, a press could land where it had just moved from).
SETTLED_JS = """
(sel) => {
  const e = document.querySelector(sel);
  if (!e) return true;
  const s = (window.kgSettle ??= {});
  const h = e.offsetHeight;
  s[sel] = s[sel] && s[sel].h === h ? {h, n: s[sel].n + 1} : {h, n: 0};
  return s[sel].n >= 15;
}
"""


def section_of(root: str) -> str | None:
    """The section that holds the widget ``root`` (``.kg-table`` → ``table``), None for one shown at load."""
    return next((key for cls, key in SECTION_OF.items() if root.split()[0].startswith(cls)), None)


def open_section(page: Page, key: str, root: str | None = None, timeout: float | None = None) -> None:
    """Open the page's section ``key`` as a learner does, by a click on its header, if the header is there and closed
    (a page without sections, or a section opened already, is left as it is); then wait for ``root``, if given, inside
    it. Waits first until the page shows the header or ``root``."""
    button = SECTION_OPEN.format(key=key)
    page.wait_for_function("([b, r]) => !!(document.querySelector(b) || (r && document.querySelector(r)))",
                           arg=[button, root], timeout=timeout)
    header = page.locator(button).first
    expanded = "(b) => document.querySelector(b).getAttribute('aria-expanded') === 'true'"
    if header.count() and header.get_attribute("aria-expanded") == "false":
        header.click(timeout=timeout)
        try:
            page.wait_for_function(expanded, arg=button, timeout=RETRY_MS)
        except PlaywrightTimeout:  # JupyterLab once let a click on a cell it was making active go (a person clicks again)
            if header.get_attribute("aria-expanded") == "false":
                header.click(timeout=timeout)
        page.wait_for_function(expanded, arg=button, timeout=timeout)
    if root:
        page.locator(root).first.wait_for(state="attached", timeout=timeout)


def open_every_section(page: Page, timeout: float | None = None) -> None:
    """Open each section of a game page, top to bottom, and wait for its widget: the whole page, as a learner who
    opened everything sees it (before sections, all of it was built at load)."""
    for root, key in SECTION_OF.items():
        if root != ".kg-strength":
            open_section(page, key, root, timeout)


@dataclass(frozen=True)
class Target:
    key: str
    x: float  # data coordinates
    y: float
    sx: float  # viewport pixels
    sy: float


class TablePage:
    """A widget with a board inside a Voila page: by default the GameTable (``.kg-table``).

    Every selector is scoped to ``root``: the Vaalbara page also has a walkthrough and an analysis, each with
    its own board, actions and message.
    """

    def __init__(self, page: Page, root: str = ".kg-table") -> None:
        self.page = page
        self.root = root
        self.plot = f"{root} {PLOT}"

    def loc(self, selector: str) -> Locator:
        return self.page.locator(f"{self.root} {selector}")

    # ---- waiting ---------------------------------------------------------------------------------
    def wait_drawn(self, timeout: float) -> None:
        """Until the widget is shown and plotly has drawn its board once (data-revision is set after a draw); a widget
        in a section of the page that is not open yet is opened first (``open_section``)."""
        key = section_of(self.root)
        if key is not None:
            open_section(self.page, key, self.root, timeout)
        self.page.locator(self.root).first.wait_for(state="visible", timeout=timeout)
        self.page.locator(f"{self.plot} .scatterlayer").first.wait_for(state="attached", timeout=timeout)
        self.page.wait_for_function(f"(root) => ({REVISION_JS})(root) >= 0", arg=self.root, timeout=timeout)
        if key is not None:  # a section built just now: until its widgets hold still
            self.page.wait_for_function(SETTLED_JS, arg=f".kg-section-{key}", polling="raf", timeout=timeout)

    def wait_revision_above(self, revision: int, timeout: float | None = None) -> int:
        self.page.wait_for_function(f"([root, r]) => ({REVISION_JS})(root) > r", arg=[self.root, revision],
                                    timeout=timeout)
        return self.revision()

    # ---- reading -----------------------------------------------------------------------------------
    def revision(self) -> int:
        return int(self.page.evaluate(REVISION_JS, self.root))

    def targets(self) -> list[Target]:
        data: list[dict[str, Any]] | None = self.page.evaluate(TARGETS_JS, self.root)
        return [Target(**d) for d in (data or [])]

    def target_keys(self) -> list[str]:
        return [t.key for t in self.targets()]

    def lands_in_row(self, y: float, tol: float = 1.0) -> list[str]:
        """The ``land:N`` keys drawn at height ``y`` (Vaalbara: row 1 at 43.5, row 2 at 56.5)."""
        return [t.key for t in self.targets() if t.key.startswith("land:") and abs(t.y - y) < tol]

    def board_text(self) -> str:
        return str(self.page.evaluate(BOARD_TEXT_JS, self.root))

    def status(self) -> str:
        return self.loc(".kg-status").first.inner_text()

    def message(self) -> str:
        return self.loc(".kg-message").first.inner_text()

    def actions(self) -> list[str]:
        return [s.strip() for s in self.loc(".kg-action").all_inner_texts()]

    def log_size(self) -> int:
        return self.loc(".kg-log li").count()

    # ---- acting ------------------------------------------------------------------------------------
    def click_target(self, key: str) -> Target:
        """A real mouse click on the board point ``key`` (plotly listens on its drag layer, not on the point), once the
        board is scrolled into view and holds still (a page still drawing other outputs can move it meanwhile); where
        targets crowd the point and the board asks which one (``CHOOSER``), the click on its button for ``key``."""
        t = self.target_in_view(key)
        self.page.mouse.move(t.sx, t.sy)
        self.page.mouse.click(t.sx, t.sy)
        self.choose(key, with_touch=False)
        return t

    def tap_target(self, key: str) -> Target:
        """A real tap (the context made with ``has_touch=True``) on the board point ``key``, placed as ``click_target``,
        and the tap on its button if the board asks which target was meant."""
        t = self.target_in_view(key)
        self.page.touchscreen.tap(t.sx, t.sy)
        self.choose(key, with_touch=True)
        return t

    def chooser(self) -> Locator:
        """The chooser a press among crowded targets opens (board.js), if one is open."""
        return self.page.locator(CHOOSER)

    def choose(self, key: str, with_touch: bool) -> None:
        """If the last press opened the chooser, press its button for ``key`` (a tap, or a click)."""
        self.page.wait_for_timeout(60)  # the chooser opens as plotly hands the press over
        if not self.chooser().count():
            return
        button = self.chooser().locator(f'.kg-chooser-pick[data-key="{key}"]')
        assert button.count() == 1, f"the chooser opened for {key} has no button for it: {self.chooser().inner_text()!r}"
        box = button.bounding_box()
        assert box is not None, f"the chooser's button for {key} is not drawn"
        x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 20)
        if with_touch:
            self.page.touchscreen.tap(x, y)
        else:
            self.page.mouse.click(x, y)

    def target_in_view(self, key: str) -> Target:
        """The board point ``key`` once the board is scrolled to put it in the middle of the window and holds still."""
        viewport = self.page.viewport_size or {"width": 1280, "height": 900}
        last: Target | None = None
        for _ in range(20):
            found = [t for t in self.targets() if t.key == key]
            assert found, f"no board target {key!r}; targets: {self.target_keys()}"
            if not (0 <= found[0].sy < viewport["height"]):  # a board taller than the window: scroll the point to its middle
                self.page.evaluate(SCROLL_BY_JS, [self.plot, found[0].sy - viewport["height"] / 2])
            found = [t for t in self.targets() if t.key == key]
            assert found, f"no board target {key!r}; targets: {self.target_keys()}"
            t = found[0]
            if t == last and 0 <= t.sx < viewport["width"] and 0 <= t.sy < viewport["height"]:
                break
            last = t
            self.page.wait_for_timeout(100)
        assert 0 <= t.sx < viewport["width"] and 0 <= t.sy < viewport["height"], f"{key} is off screen: {t}"
        return t

    def click_action(self, text: str | re.Pattern[str]) -> None:
        self.loc(".kg-action").filter(has_text=text).first.click()

    def set_bot_delay(self, seconds: float) -> None:
        """The bots' delay typed into its slider's readout, as a person can, then confirmed with Enter."""
        readout = self.loc(".kg-speed .widget-readout").first
        readout.click()
        self.page.keyboard.press("ControlOrMeta+A")
        self.page.keyboard.type(f"{seconds:.1f}")
        self.page.keyboard.press("Enter")
        self.page.wait_for_function(
            "([sel, v]) => { const h = document.querySelector(sel); return h && Number(h.getAttribute('aria-valuenow')) === v; }",
            arg=[f"{self.root} .kg-speed .noUi-handle", seconds])


def set_language(page: Page, label: str) -> None:
    """Click 日本語 or English on the page's language switch."""
    page.locator(".kg-lang button", has_text=label).first.click()


def screenshot_whole_page(page: Page, path: str, width: int = 1280) -> None:
    """A screenshot of the whole Voila page.

    Voila's page does not scroll the document but an inner panel (``#rendered_cells``), so ``full_page=True``
    alone shows only the viewport: make the viewport as tall as the content for the shot, then restore it.
    """
    size = page.viewport_size or {"width": width, "height": 900}
    page.mouse.move(1, 1)  # no hover label over the board
    height = int(page.evaluate(
        "() => Math.max(document.documentElement.scrollHeight, "
        "...Array.from(document.querySelectorAll('#rendered_cells, .jp-LabShell, body'), (e) => e.scrollHeight))"))
    page.set_viewport_size({"width": size["width"], "height": min(max(height + 40, size["height"]), 16000)})
    try:
        page.wait_for_timeout(400)  # plotly's responsive resize
        page.screenshot(path=path, full_page=True)
    finally:
        page.set_viewport_size(size)
        page.wait_for_timeout(200)


def screenshot_element(page: Page, selector: str, path: str) -> None:
    """A screenshot of one element, the viewport first made tall enough to hold all of it."""
    size = page.viewport_size or {"width": 1280, "height": 900}
    page.mouse.move(1, 1)  # no hover label over the board
    box_height = int(page.locator(selector).first.evaluate("(e) => e.getBoundingClientRect().height"))
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], box_height + 80)})
    try:
        page.wait_for_timeout(400)
        page.locator(selector).first.scroll_into_view_if_needed()
        page.locator(selector).first.screenshot(path=path)
    finally:
        page.set_viewport_size(size)
        page.wait_for_timeout(200)


def shoot(page: Page, screenshots: Path, name: str, element: str | None = None) -> Path:
    """The whole page, or one element of it (e.g. ``.kg-table``), into test-output/screenshots/NAME.png."""
    path = screenshots / f"{name}.png"
    if element:
        screenshot_element(page, element, str(path))
    else:
        screenshot_whole_page(page, str(path))
    return path
