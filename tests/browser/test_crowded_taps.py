"""A tap among crowded targets asks which one (board.js, "Crowded targets"), on a phone (400×800, chromium's touch
emulation, real taps) at the table of the games whose phone boards put targets closer than a fingertip from the
start: Via Nebula's hex map and Buru's power chips.

- A tap between two targets closer than 44 px opens the chooser inside the window: a dialog labelled in the page's
  language, at least two buttons of at least 44×44 px, the tapped target's first, each labelled with what hovering
  its target shows, and Cancel; keyboard focus on its first button; nothing reaches the kernel yet.
- Escape closes it without a click, focus back on the board; so does a tap elsewhere.
- A tap on a button sends exactly that target's click (data-clicks counts one) and the move is made.

Screenshots go to test-output/screenshots/crowded-*.png."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from widgets.boards.spec import MIN_TARGET_PX

from .conftest import FIRST_PAGE_TIMEOUT_MS, STEP_TIMEOUT_MS, VoilaServer, open_table
from .pages import CHOOSER, JAPANESE, PLOT, TablePage, Target
from .test_touch import NOT_NOW, PHONE, clicks, legal, reach_legal_target

pytestmark = pytest.mark.browser

CROWD_PX = MIN_TARGET_PX  # how close is too close for a finger, as the board figures say (layout.meta.kgCrowdPx)
CHOOSER_JS = """
(sel) => {
  const box = document.querySelector(sel);
  if (!box) return null;
  const r = (e) => { const b = e.getBoundingClientRect(); return {left: b.left, top: b.top, right: b.right, bottom: b.bottom,
    width: b.width, height: b.height}; };
  return {box: r(box), role: box.getAttribute("role"), label: box.getAttribute("aria-label") || "",
          vw: document.documentElement.clientWidth, vh: window.innerHeight,
          picks: Array.from(box.querySelectorAll(".kg-chooser-pick"), (b) => ({key: b.dataset.key, legal: b.dataset.legal,
            text: b.textContent, first: b.firstElementChild ? b.firstElementChild.className : "",
            names: b.querySelectorAll(".kg-chooser-name").length,
            // in the hover's order: what a click would do ("▶" lines) first, then what the target is
            hoverOrder: [...b.querySelectorAll(".kg-chooser-effect"), ...b.querySelectorAll(".kg-chooser-name")]
              .map((e) => e.textContent).join(""), ...r(b)})),
          cancel: Array.from(box.querySelectorAll(".kg-chooser-cancel"), r),
          focused: document.activeElement && document.activeElement.classList.contains("kg-chooser-pick")
            ? document.activeElement.dataset.key : null};
}
"""
HOVER_JS = "(root) => Array.from(document.querySelectorAll(root + ' .kg-board .hoverlayer .hovertext'), (h) => h.textContent).join('')"
# a point of the board, in the window, outside the chooser and farther than 60 px from every target: a tap there is on
# nothing (plotly reaches 20 px beyond a marker's edge)
EMPTY_SPOT_JS = """
([root, sel]) => {
  const gd = document.querySelector(root + " .kg-board .js-plotly-plot");
  const tr = gd._fullData.find((t) => t.name === "targets");
  const fl = gd._fullLayout, box = gd.getBoundingClientRect();
  const pts = Array.from(tr.x, (x, k) => [fl.xaxis.d2p(x) + fl._size.l + box.left, fl.yaxis.d2p(tr.y[k]) + fl._size.t + box.top]);
  const chooser = document.querySelector(sel);
  const c = chooser && chooser.getBoundingClientRect();
  // a finger's width clear of the chooser too: the browser moves a tap that lands beside a button onto it
  const nearChooser = (x, y) => c && x > c.left - 30 && x < c.right + 30 && y > c.top - 30 && y < c.bottom + 30;
  for (let y = 20; y < window.innerHeight - 20; y += 10) for (let x = 20; x < window.innerWidth - 20; x += 10) {
    const el = document.elementFromPoint(x, y);
    if (!el || !gd.contains(el) || nearChooser(x, y)) continue;
    if (pts.every(([px, py]) => Math.hypot(px - x, py - y) > 60)) return [x, y];
  }
  return null;
}
"""
FOCUS_ON_BOARD_JS = "(root) => document.activeElement === document.querySelector(root + ' .kg-board .js-plotly-plot')"


@pytest.fixture(scope="module", params=["via_nebula", "buru"])
def phone(request: pytest.FixtureRequest, voila: VoilaServer, browser: Browser,
          browser_context_args: dict) -> Iterator[tuple[str, TablePage]]:
    """A game's table on a phone with a touch screen (Japanese, the page's default), one kernel per game."""
    args = {**browser_context_args, "viewport": PHONE, "has_touch": True, "is_mobile": True}
    context, loaded = open_table(voila, browser, args, f"{request.param}.ipynb", f"crowded-{request.param}-failed.png")
    loaded.wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    yield request.param, loaded
    context.close()


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def crowded_pair(board: TablePage) -> tuple[Target, Target]:
    """A target outlined as legal and the nearest target of another key closer than 44 px both ways, as drawn."""
    board.page.wait_for_function(f"(root) => document.querySelector(root + ' {PLOT}').dataset.layout === 'narrow'",
                                 arg=board.root, timeout=STEP_TIMEOUT_MS)  # the phone drawing, once the width is known
    outlined, targets = set(legal(board)), board.targets()
    pairs = sorted((abs(a.sx - b.sx) + abs(a.sy - b.sy), a.key, b.key) for a in targets for b in targets
                    if a.key in outlined and b.key != a.key
                    and abs(a.sx - b.sx) < CROWD_PX and abs(a.sy - b.sy) < CROWD_PX)
    assert pairs, f"no crowded legal target on the phone board: {[(t.key, t.sx, t.sy) for t in targets]}"
    _, ka, kb = pairs[0]
    a = board.target_in_view(ka)  # scrolled into the window's middle; b is within 44 px of it
    b = next(t for t in board.targets() if t.key == kb)
    return a, b


def hover_text(board: TablePage, t: Target) -> str:
    """What hovering the target shows (plotly's hover label), the mouse moved away after."""
    board.page.mouse.move(t.sx, t.sy)
    board.page.wait_for_function(f"(root) => ({HOVER_JS})(root).length > 0", arg=board.root, timeout=STEP_TIMEOUT_MS)
    text = str(board.page.evaluate(HOVER_JS, board.root))
    board.page.mouse.move(1, 1)
    return text


def tap_between(board: TablePage, a: Target, b: Target) -> dict:
    """Tap the middle of two crowded targets: the chooser opens, and nothing is sent yet."""
    sent = clicks(board)
    board.page.touchscreen.tap((a.sx + b.sx) / 2, (a.sy + b.sy) / 2)
    board.chooser().wait_for(state="attached", timeout=STEP_TIMEOUT_MS)
    board.page.wait_for_timeout(1200)  # the tap's echo, if any, would come now
    assert clicks(board) == sent, f"a tap among crowded targets sent {clicks(board) - sent} clicks before the choice"
    return dict(board.page.evaluate(CHOOSER_JS, CHOOSER))


def test_a_tap_among_crowded_targets_asks_which_one(phone: tuple[str, TablePage], screenshots: Path) -> None:
    gid, board = phone
    reach_legal_target(board)
    a, b = crowded_pair(board)
    shown = hover_text(board, a)

    found = tap_between(board, a, b)
    board.page.screenshot(path=str(screenshots / f"crowded-{gid}-chooser.png"))
    assert found["role"] == "dialog" and JAPANESE.search(found["label"]), f"{gid}: the chooser is no dialog named in Japanese: {found}"
    box = found["box"]
    assert box["left"] >= 0 and box["top"] >= 0 and box["right"] <= found["vw"] and box["bottom"] <= found["vh"], \
        f"{gid}: the chooser leaves the window: {found}"
    picks = found["picks"]
    keys = [p["key"] for p in picks]
    assert len(picks) >= 2 and {a.key, b.key} <= set(keys) and len(set(keys)) == len(keys), f"{gid}: the chooser offers {keys}"
    assert found["focused"] == keys[0], f"{gid}: keyboard focus is not on the chooser's first button: {found['focused']}"
    for p in picks + found["cancel"]:
        assert p["width"] >= CROWD_PX and p["height"] >= CROWD_PX, f"{gid}: a chooser button is smaller than 44×44 px: {p}"
    assert len(found["cancel"]) == 1, f"{gid}: the chooser has no Cancel"
    mine = next(p for p in picks if p["key"] == a.key)
    assert squeeze(mine["hoverOrder"]) == squeeze(shown), f"{gid}: {a.key}'s button says {mine['text']!r}, its hover {shown!r}"
    assert all(p["first"] == "kg-chooser-name" for p in picks if p["names"]), \
        f"{gid}: a button does not start with what its target is: {picks}"
    assert mine["legal"] == "1", f"{gid}: {a.key} is outlined as legal but its button is not marked so"

    board.page.keyboard.press("Escape")
    assert not board.chooser().count(), f"{gid}: Escape left the chooser open"
    assert board.page.evaluate(FOCUS_ON_BOARD_JS, board.root), f"{gid}: focus did not come back to the board"

    sent = clicks(board)
    tap_between(board, a, b)
    spot = board.page.evaluate(EMPTY_SPOT_JS, [board.root, CHOOSER])
    assert spot, f"{gid}: no empty spot of the board in the window"
    board.page.touchscreen.tap(*spot)  # a tap elsewhere
    board.page.wait_for_timeout(1200)
    assert not board.chooser().count(), f"{gid}: a tap elsewhere left the chooser open"
    assert clicks(board) == sent, f"{gid}: closing the chooser sent {clicks(board) - sent} clicks"

    sent, rev = clicks(board), board.revision()
    tap_between(board, a, b)
    button = board.chooser().locator(f'.kg-chooser-pick[data-key="{a.key}"]')
    button.tap()
    board.wait_revision_above(rev, STEP_TIMEOUT_MS)
    board.page.wait_for_timeout(1200)  # the tap's echo, if any, would come now
    assert clicks(board) == sent + 1, f"{gid}: a tap on {a.key}'s button sent {clicks(board) - sent} clicks"
    assert not board.chooser().count(), f"{gid}: the chooser stayed open after a choice"
    message = board.message()
    assert "✖" not in message and not any(n in message for n in NOT_NOW), f"{gid}: {a.key} was refused: {message!r}"
    board.page.screenshot(path=str(screenshots / f"crowded-{gid}-chosen.png"))
