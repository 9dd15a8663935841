"""Every game page with a touch screen (chromium's touch emulation, real taps), on a phone (400×800), a tablet
(820×1180) and a laptop (1366×900, clicked with the mouse):

- one tap is one action: a tap on a target outlined as legal, in the table and in the walkthrough, sends the kernel
  exactly one click, makes the move (or narrows the choice, and a second tap then makes it) and no "✖" appears; a
  second tap right after the first counts too;
- the answer lands where the learner looks: after each click, a legal one or one the rules refuse, the short answer
  line (✔/✖, with the rule's name) is shown inside the window, while the full message stays on its line.

Screenshots go to test-output/screenshots/touch-*.png."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from kernel_games import GAMES
from kernel_games.core import Match
from widgets.boards import board_for
from widgets.links import build_query

from .conftest import FIRST_PAGE_TIMEOUT_MS, STEP_TIMEOUT_MS, LoadedTable, VoilaServer, open_table
from .pages import TablePage

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}
TABLET = {"width": 820, "height": 1180}
LAPTOP = {"width": 1366, "height": 900}
ROOTS = (".kg-table", ".kg-walkthrough")
NOT_NOW = ("cannot be chosen now", "今は選べません")  # a click on no target (panel.py, T["not_target"])

PLOT_JS = "(root) => document.querySelector(root + ' .kg-board .js-plotly-plot')"
# the keys the board outlines as legal moves, and how many clicks the board sent to the kernel (board.js)
LEGAL_JS = f"(root) => (({PLOT_JS})(root).dataset.legal || '').split(' ').filter(Boolean)"
CLICKS_JS = f"(root) => Number(({PLOT_JS})(root).dataset.clicks || 0)"
# the answer line (board.js, "The answer where the learner looks"): its text, kind, whether it shows, and its box
ANSWER_JS = """
() => {
  const b = document.getElementById("kg-answer");
  if (!b) return null;
  const r = b.getBoundingClientRect();
  return {text: b.textContent, kind: b.dataset.kind || "", shown: b.dataset.shown === "1", live: b.getAttribute("aria-live"),
          left: r.left, top: r.top, right: r.right, bottom: r.bottom,
          vw: document.documentElement.clientWidth, vh: window.innerHeight,
          lines: document.querySelectorAll("[aria-live]:not(#kg-say)").length};  // #kg-say: the polite voice for the rest
}
"""


def a_board_decision(gid: str, seed: int = 7) -> str:
    """A classroom link's query opening the table where the learner (seat 0) decides on the board: a seeded random
    game played until then. (Noli opens on a bid drafted on sliders, and a learner who never wins a bid is never asked
    anything on the board.)"""
    found = first_board_decision(gid, seed, lambda match, keys, legal: any(a in legal for acts in keys.values()
                                                                           for a in acts))
    if found is None:
        raise AssertionError(f"{gid}: a whole game and the learner was never asked anything on the board")
    return build_query(game=found.to_json())


def first_board_decision(gid: str, seed: int, wanted: Callable[[Match, dict, set], bool]) -> Match | None:
    """A seeded random 4-player game played until the learner (seat 0) is due with board targets for which
    ``wanted(match, keys, legal)`` holds; None if the game ends first."""
    game, spec, rng = GAMES[gid], board_for(gid), random.Random(seed)
    match = Match(game, 4, seed, None)
    while (due := game.to_act(match.state)):
        if 0 in due:
            legal = set(match.legal_actions(0))
            _, keys = spec.figure(game.view(match.state, 0), "en", game.tries(match.state, 0), legal)
            if wanted(match, keys, legal):
                return match
        match.play_all(due[0], [rng.choice(match.legal_actions(due[0]))])
    return None


OPENS_ON_A_BID = {"noli"}  # the table's board asks nothing at first: the page opens on a position that does


@dataclass
class TouchPage:
    """A game page in a browser with a touch screen, and how to open its table again where it asks for a tap."""

    gid: str
    table: LoadedTable
    reopen: Callable[[], None] | None


@pytest.fixture(scope="module", params=sorted(GAMES))
def touch(request: pytest.FixtureRequest, voila: VoilaServer, browser: Browser,
          browser_context_args: dict) -> Iterator[TouchPage]:
    """A game page in a browser with a touch screen (one kernel per game for the whole module)."""
    gid = request.param
    args = {**browser_context_args, "viewport": PHONE, "has_touch": True, "is_mobile": True}
    query = a_board_decision(gid) if gid in OPENS_ON_A_BID else ""
    context, loaded = open_table(voila, browser, args, f"{gid}.ipynb", f"touch-{gid}-load-failed.png", query=query)
    TablePage(loaded.page, ".kg-walkthrough").wait_drawn(FIRST_PAGE_TIMEOUT_MS)

    def reopen() -> None:
        loaded.page.goto(voila.render_url(f"{gid}.ipynb", query), timeout=FIRST_PAGE_TIMEOUT_MS)
        for root in ROOTS:
            TablePage(loaded.page, root).wait_drawn(FIRST_PAGE_TIMEOUT_MS)

    yield TouchPage(gid, loaded, reopen if query else None)
    context.close()


def legal(board: TablePage) -> list[str]:
    return list(board.page.evaluate(LEGAL_JS, board.root))


def clicks(board: TablePage) -> int:
    return int(board.page.evaluate(CLICKS_JS, board.root))


def reach_legal_target(board: TablePage, reopen: Callable[[], None] | None = None) -> list[str]:
    """The keys outlined as legal on this board, once there are some: the walkthrough's Next until a step asks for a
    click on the board; at the table, the first button until the game asks for one, or, for a table that opens on a
    bid, the page opened again where it asks."""
    if reopen is not None and board.root == ".kg-table" and not legal(board):
        reopen()
    for _ in range(25):
        keys = legal(board)
        if keys:
            return keys
        rev = board.revision()
        if board.root == ".kg-walkthrough":
            board.loc(".kg-lesson-next").first.click()
        elif board.loc(".kg-bid-submit").count():
            board.loc(".kg-bid-submit").first.click()
        elif board.loc(".kg-action").count():
            board.loc(".kg-action").first.click()
        try:
            board.wait_revision_above(rev, timeout=5000)
        except PlaywrightTimeout:
            pass  # the bots play on meanwhile: look again
    raise AssertionError(f"{board.root}: no target outlined as legal after 25 steps")


def answer(board: TablePage, since: dict | None = None) -> dict:
    """The answer line once it shows a new answer (another text or kind than ``since``, or shown again)."""
    old = [since["text"], since["kind"]] if since else None
    board.page.wait_for_function(
        "(old) => { const b = document.getElementById('kg-answer');"
        " return b && b.dataset.shown === '1' && (!old || b.textContent !== old[0] || b.dataset.kind !== old[1]); }",
        arg=old, timeout=3 * STEP_TIMEOUT_MS)  # a bot that thinks long holds the kernel meanwhile
    return dict(board.page.evaluate(ANSWER_JS))


def assert_in_view(found: dict, where: str) -> None:
    """The answer line inside the window, all of it."""
    assert found["left"] >= 0 and found["top"] >= 0, f"{where}: the answer starts outside the window: {found}"
    assert found["right"] <= found["vw"] and found["bottom"] <= found["vh"], f"{where}: the answer leaves the window: {found}"
    assert found["live"] == "polite" and found["lines"] == 1, f"{where}: the answer is not the page's one live region for answers"


def hide_answer(board: TablePage) -> None:
    """The answer line hidden again, so that the next one is told from it."""
    board.page.evaluate("() => { const b = document.getElementById('kg-answer'); if (b) { delete b.dataset.shown;"
                        " b.textContent = ''; } }")


def press(board: TablePage, key: str, with_touch: bool) -> None:
    board.page.mouse.move(1, 1)
    (board.tap_target if with_touch else board.click_target)(key)


def play_a_legal_target(board: TablePage, where: str, with_touch: bool) -> dict:
    """Tap (or click) a target outlined as legal: one click reaches the kernel and nothing is refused; a choice it
    narrows is finished by a second tap. Returns the last answer."""
    pressed: list[str] = []
    for _ in range(3):  # a first tap may narrow the choice; the second picks (a third for two narrowings)
        keys = reach_legal_target(board)
        fresh = [k for k in keys if k not in pressed] or keys  # a narrowed choice keeps the first target outlined too
        key = fresh[len(fresh) // 2]
        pressed.append(key)
        hide_answer(board)
        sent = clicks(board)
        press(board, key, with_touch)
        found = answer(board)
        board.page.wait_for_timeout(1200)  # the tap's echo, if any, would come now
        assert clicks(board) == sent + 1, f"{where}: one tap on {key} sent {clicks(board) - sent} clicks"
        message = board.message()
        assert not any(n in message for n in NOT_NOW), f"{where}: a tap on {key} was also refused: {message!r}"
        assert found["kind"] != "error" and "✖" not in message, f"{where}: a legal tap on {key} was refused: {message!r}"
        assert_in_view(found, f"{where}, after a tap on {key}")
        if found["kind"] != "info":  # info: the choice narrowed, a second tap picks
            return found
    raise AssertionError(f"{where}: three taps on outlined targets and still no move")


def tap_again_at_once(board: TablePage, where: str) -> None:
    """A second deliberate tap right after a first one counts: tap an outlined target, and as soon as the board is
    redrawn, another (when the move leaves one: two actions a turn, a walk then a card); each sends one click."""
    keys = legal(board)
    if not keys:
        return
    sent, rev = clicks(board), board.revision()
    press(board, keys[0], True)
    board.wait_revision_above(rev, STEP_TIMEOUT_MS)
    again = legal(board)
    if again:
        press(board, again[0], True)
    board.page.wait_for_timeout(1200)
    assert clicks(board) == sent + 1 + bool(again), f"{where}: two taps sent {clicks(board) - sent} clicks"
    assert not any(n in board.message() for n in NOT_NOW), f"{where}: a second tap was refused: {board.message()!r}"


def refuse_a_target(board: TablePage, where: str, with_touch: bool) -> dict | None:
    """Tap (or click) a target the rules refuse (a plausible try): ✖ and the rule, inside the window. None when the
    board offers no such target now."""
    outlined = set(legal(board))
    tries = [k for k in board.target_keys() if k not in outlined]
    if not tries:
        return None
    hide_answer(board)
    press(board, tries[0], with_touch)
    found = answer(board)
    assert found["kind"] == "error" and found["text"].startswith("✖"), f"{where}: a refused tap answered {found}"
    assert "✖" in board.message(), f"{where}: the full message is gone from its line: {board.message()!r}"
    assert_in_view(found, f"{where}, after a refused tap on {tries[0]}")
    return found


def run_size(touch: TouchPage, size: dict, with_touch: bool, screenshots: Path) -> None:
    page, gid = touch.table.page, touch.gid
    page.set_viewport_size(size)
    for root in ROOTS:
        board = TablePage(page, root)
        where = f"{gid} {root} at {size['width']}×{size['height']}"
        name = f"touch-{gid}-{root.removeprefix('.kg-')}-{size['width']}"
        reach_legal_target(board, touch.reopen)
        refused = refuse_a_target(board, where, with_touch)
        if refused:
            page.screenshot(path=str(screenshots / f"{name}-refused.png"))
        play_a_legal_target(board, where, with_touch)
        page.screenshot(path=str(screenshots / f"{name}-played.png"))
        if with_touch and size == PHONE:
            tap_again_at_once(board, where)


@pytest.mark.parametrize("size", [PHONE, TABLET], ids=["phone", "tablet"])
def test_one_tap_is_one_move_and_answered_in_view(touch: TouchPage, size: dict, screenshots: Path) -> None:
    run_size(touch, size, True, screenshots)


def test_a_mouse_click_on_a_laptop_is_answered_in_view(touch: TouchPage, screenshots: Path) -> None:
    """The same on a laptop with the mouse: a click long after a tap is never taken for its echo."""
    run_size(touch, LAPTOP, False, screenshots)
