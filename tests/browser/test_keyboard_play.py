"""Every game by keyboard only, in a real chromium: on each game's page (one page a game), the first walkthrough
chapter done step by step (every task solved on the board or with the buttons and controls, every question answered,
Next pressed), then a whole game at the table (set up with the learner at seat 1 and the quickest bots, no bot delay),
played to its end with a seeded random choice among the legal moves. Only ``page.keyboard`` reaches the page; the
test reads the page to decide which keys to press, and the focus must never fall to the page's body after an action
nor rest anywhere without a visible ring (``keyboard.Keys``).

Where the game's choices are made: the board's keyboard layer (board.js: ``.kg-keys .kg-target``) when it offers
targets, else the action buttons and the board's controls (dropdowns, toggles, sliders and their button). The
walkthrough's solving choice is computed in Python, from a walkthrough kept in step with the page (the same steps, the
same scenarios): the board key, button or control setting that meets the step's task (``judge``)."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import ipywidgets as w
import pytest
from playwright.sync_api import Browser
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from kernel_games import GAMES
from kernel_games.core import Action
from kernel_games.core.game_record import HUMAN
from kernel_games.core.lesson import judge, solutions
from widgets.i18n import Language
from widgets.lesson import Walkthrough

from .conftest import FIRST_PAGE_TIMEOUT_MS, STEP_TIMEOUT_MS, LoadedTable, VoilaServer, open_table
from .keyboard import Gone, Keys, pick, within
from .pages import TablePage

pytestmark = pytest.mark.browser

# The quickest table to the end of a game, per game (measured with a random learner): players and the bots' kind.
# Blue Moon City ends when the city is rebuilt: with two players and a learner walking at random that takes ~480 moves;
# four seats with its planner bots, who build, end it in ~50.
TABLES = {"blue_moon_city": (4, "planner"), "buru": (2, "greedy"), "noli": (2, "greedy"), "vaalbara": (2, "greedy"),
          "via_nebula": (3, "planner")}
LANGS = {"blue_moon_city": "en", "buru": "ja", "noli": "en", "vaalbara": "ja", "via_nebula": "en"}  # both are played
MAX_DECISIONS = 300
MAX_SECONDS = 240

OVER_JS = ("(root) => { const gd = document.querySelector(root + ' .kg-board .js-plotly-plot');"
           " return !!(gd && gd.data && gd.data.some((t) => t.meta && t.meta.final_score !== undefined)); }")
SOLVED_JS = "(r) => !!document.querySelector(r + ' .kg-message .kg-msg-ok')"
COUNTER_JS = "([r, old]) => { const c = document.querySelector(r + ' .kg-lesson-counter'); return c && c.innerText !== old; }"
CONTROLS_JS = """
(root) => {
  const box = document.querySelector(root + " .kg-actions");
  const shown = (e) => e.offsetParent !== null;
  if (!box) return null;
  return {
    buttons: Array.from(box.querySelectorAll("button.kg-action"), (b) => shown(b) && !b.disabled ? b.innerText.trim() : null),
    selects: Array.from(box.querySelectorAll("select"), (s) => shown(s) && !s.disabled ? s.options.length : 0),
    toggles: Array.from(box.querySelectorAll(".widget-toggle-buttons"), (g) => g.querySelectorAll("button").length),
    sliders: Array.from(box.querySelectorAll(".widget-slider .noUi-handle"), (h) => h.getAttribute("aria-disabled") === "true"
                        ? null : [Number(h.getAttribute("aria-valuemin")), Number(h.getAttribute("aria-valuemax")),
                                  Number(h.getAttribute("aria-valuenow"))]),
    go: Array.from(box.querySelectorAll("button:not(.kg-action)"), (b) => !b.closest(".widget-toggle-buttons")
                   && shown(b) && !b.disabled).filter(Boolean).length,
  };
}
"""


@dataclass
class Setting:
    """A choice made on the board's controls: option ``selects[i]`` of each list, button ``toggles[i]`` of each row of
    toggles, value ``sliders[i]`` of each slider (None: left as it is), then the ``go``-th of their buttons."""

    selects: dict[int, int]
    toggles: dict[int, int]
    sliders: dict[int, int]
    go: int


# ---- the page ---------------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module", params=sorted(GAMES))
def game_page(request: pytest.FixtureRequest, voila: VoilaServer, browser: Browser,
              browser_context_args: dict) -> Iterator[tuple[str, LoadedTable]]:
    gid = request.param
    args = {**browser_context_args, "viewport": {"width": 1366, "height": 900}}
    context, loaded = open_table(voila, browser, args, f"{gid}.ipynb", f"keyboard-{gid}-load-failed.png",
                                 query=f"lang={LANGS[gid]}")
    TablePage(loaded.page, ".kg-walkthrough").wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    yield gid, loaded
    context.close()


# Something came back from the kernel: the board drawn again (a new revision), or the answer line (board.js) said
# something (a pick that leaves the drawing as it was is answered there all the same). The count of the answers is
# kept by a watcher the test puts on the page (reading it, never pressing anything).
ANSWERS_JS = """
() => {
  if (window.__kgAnswersSeen === undefined) {
    window.__kgAnswersSeen = 0;
    new MutationObserver((ms) => {
      // a new answer writes the line's text (its hiding later only fades it)
      if (ms.some((m) => m.type === "childList" && m.target.id === "kg-answer")) window.__kgAnswersSeen += 1;
    }).observe(document.body, {subtree: true, childList: true});
  }
  return window.__kgAnswersSeen;
}
"""
BACK_JS = f"""
([root, rev, answers]) => {{
  const gd = document.querySelector(root + " .kg-board .js-plotly-plot");
  return (gd && Number(gd.dataset.revision || -1) > rev) || ({ANSWERS_JS})() > answers;
}}
"""


def revision(board: TablePage) -> tuple[int, int]:
    """Where the page is now: the board's revision and how often the answer line has changed (see ``settle``)."""
    return board.revision(), int(board.page.evaluate(ANSWERS_JS))


def settle(board: TablePage, keys: Keys, before: tuple[int, int], what: str, timeout: float = STEP_TIMEOUT_MS,
           until: tuple[str, Any] | None = None) -> bool:
    """After a press: wait for the kernel's answer (the board drawn again, or the answer line changed), or for the JS
    condition ``until`` (function, argument); False if it did not come. Then note where focus rests."""
    try:
        if until is None:
            keys.page.wait_for_function(BACK_JS, arg=[board.root, *before], timeout=timeout)
        else:
            keys.page.wait_for_function(until[0], arg=until[1], timeout=timeout)
        drawn = True
    except PlaywrightTimeout:
        drawn = False
    keys.look(what)  # the panel's buttons may be replaced just after the board: look gives focus time to come back
    return drawn


def apply_setting(keys: Keys, root: str, s: Setting) -> None:
    """Set the controls as ``s`` says, by keys, and press their button."""
    box = f"{root} .kg-actions"
    for i, k in s.selects.items():
        keys.choose_option(within(box, "select", i), k, f"list {i} of the controls")
    for i, k in s.toggles.items():
        keys.activate(f"() => {{ const g = document.querySelectorAll({box + ' .widget-toggle-buttons'!r})[{i}];"
                      f" return g ? g.querySelectorAll('button')[{k}] : null; }}", f"toggle {k} of row {i}", key="Space")
    for i, v in s.sliders.items():
        handle = f"() => document.querySelectorAll({box + ' .widget-slider .noUi-handle'!r})[{i}] || null"
        keys.tab_to(handle, what=f"slider {i}")
        for _ in range(60):
            now = int(float(keys.page.evaluate("() => document.activeElement.getAttribute('aria-valuenow')")))
            if now == v:
                break
            keys.press("ArrowRight" if now < v else "ArrowLeft")
    go = (f"() => Array.from(document.querySelectorAll({box + ' button:not(.kg-action)'!r})).filter((b) =>"
          f" !b.closest('.widget-toggle-buttons') && b.offsetParent !== null && !b.disabled)[{s.go}] || null")
    keys.activate(go, f"button {s.go} of the controls")


# ---- the table: a whole game --------------------------------------------------------------------------------------------
def set_up(keys: Keys, gid: str) -> None:
    """Players, the seats (the learner at seat 1, bots elsewhere), no bot delay, then New game: by keys."""
    game, (players, bot) = GAMES[gid], TABLES[gid]
    page, root = keys.page, ".kg-table"
    counts = list(game.facts.player_counts)
    keys.choose_option(within(root, ".widget-dropdown select", 0), counts.index(players), "the player count")
    page.wait_for_function("([r, n]) => document.querySelectorAll(r + ' .kg-seat select').length === n",
                           arg=[root, players])
    kinds = [HUMAN, *game.facts.bots]
    for seat in range(1, players):
        keys.choose_option(within(root, ".kg-seat select", seat), kinds.index(bot), f"seat {seat + 1}")
    keys.type_into(within(root, ".kg-speed .widget-readout"), "0", "the bot delay")
    page.wait_for_function("(sel) => { const h = document.querySelector(sel);"
                           " return h && Number(h.getAttribute('aria-valuenow')) === 0; }",
                           arg=f"{root} .kg-speed .noUi-handle")
    board = TablePage(page, root)
    before = revision(board)
    keys.activate(within(root, ".kg-new-game"), "New game")
    settle(board, keys, before, "New game")


def random_setting(rng: random.Random, c: dict[str, Any]) -> Setting:
    """Any setting of the controls the page shows: each list and row of toggles at random, each slider a little up
    (a bid: the kernel keeps the bids within the bank), then one of their buttons."""
    selects = {i: rng.randrange(n) for i, n in enumerate(c["selects"]) if n}
    toggles = {i: rng.randrange(n) for i, n in enumerate(c["toggles"]) if n}
    sliders = {i: min(s[1], s[2] + rng.randrange(3)) for i, s in enumerate(c["sliders"]) if s}
    return Setting(selects, toggles, sliders, rng.randrange(c["go"]))


def play_one(keys: Keys, rng: random.Random, board: TablePage) -> str | None:
    """One decision of the learner by keys, at random among the board's targets, else the buttons and the controls;
    None when there is nothing to choose."""
    root, page = board.root, keys.page
    targets = keys.board_keys(root)
    before = revision(board)
    if targets:
        key = pick(rng, targets)
        keys.choose_target(root, key)
        what = f"choosing {key} on the board"
    else:
        c = page.evaluate(CONTROLS_JS, root)
        buttons = [b for b in (c or {}).get("buttons", []) if b]
        ways = len(buttons) + (1 if c and c["go"] else 0)
        if not ways:
            return None
        k = rng.randrange(ways)
        if k < len(buttons):
            keys.activate(within(root, "button.kg-action", text=buttons[k]), f"button {buttons[k]!r}")
            what = f"the button {buttons[k]!r}"
        else:
            s = random_setting(rng, c)
            apply_setting(keys, root, s)
            what = f"the controls {s}"
            if not settle(board, keys, before, what, timeout=3000):  # a bid of nothing is asked again: say yes
                keys.press("Enter")
    settle(board, keys, before, what)
    return what


def test_a_whole_game_by_keyboard(game_page: tuple[str, LoadedTable]) -> None:
    gid, loaded = game_page
    page = loaded.page
    keys = Keys(page)
    board = TablePage(page, ".kg-table")
    rng = random.Random(32)
    start = time.monotonic()
    set_up(keys, gid)
    decisions = idle = 0
    slowest: list[tuple[float, str]] = []
    while not page.evaluate(OVER_JS, board.root):
        assert decisions < MAX_DECISIONS and time.monotonic() - start < MAX_SECONDS, \
            f"{gid}: not over after {decisions} decisions in {time.monotonic() - start:.0f} s"
        began = time.monotonic()
        try:
            done = play_one(keys, rng, board)
        except Gone:  # the page moved on between reading it and reaching the choice: read it again
            continue
        if done is None:
            idle += 1
            assert idle < 20, f"{gid}: the learner has nothing to choose and the game does not move on"
            try:
                board.wait_revision_above(board.revision(), timeout=3000)
            except PlaywrightTimeout:
                pass
        else:
            decisions += 1
            slowest.append((time.monotonic() - began, done))
    print(f"{gid}: a whole game by keyboard in {time.monotonic() - start:.1f} s, {decisions} decisions, "
          f"{keys.presses} key presses; slowest: " + "; ".join(f"{t:.1f} s {what}" for t, what in sorted(slowest)[-3:]))
    keys.assert_no_lapses()


# ---- the walkthrough: the first chapter -------------------------------------------------------------------------------
def mirror(gid: str) -> Walkthrough:
    """The page's walkthrough kept in step in this process, in the page's language: it says which choice solves."""
    language = Language()
    language.lang = LANGS[gid]
    return Walkthrough(GAMES[gid], language=language)


def widgets_of(widget: Any, kind: type) -> list[Any]:
    """The widgets of ``kind`` inside ``widget``, in page order."""
    if isinstance(widget, kind):
        return [widget]
    return [x for child in getattr(widget, "children", ()) for x in widgets_of(child, kind)]


def solving_setting(walk: Walkthrough, act: int) -> tuple[Setting, list[Action]] | None:
    """A setting of the mirror's controls whose button submits a choice that meets act ``act`` (``judge``): every
    combination when there are few, else one list, row or slider at a time."""
    ctl = walk.panel._controls[1]
    if ctl is None:
        return None
    lists = widgets_of(ctl, w.Dropdown)
    rows = widgets_of(ctl, w.ToggleButtons)
    sliders = [s for s in widgets_of(ctl, w.IntSlider) if not s.disabled]
    buttons = widgets_of(ctl, w.Button)
    got: list[list[Action]] = []
    submit = walk.panel.submit
    walk.panel.submit = got.append
    try:
        axes = ([("select", i, v) for v in range(len(d.options))] for i, d in enumerate(lists))
        axes = [*axes, *([("toggle", i, v) for v in range(len(r.options))] for i, r in enumerate(rows)),
                *([("slider", i, v) for v in range(s.min, s.max + 1)] for i, s in enumerate(sliders))]
        size = 1
        for a in axes:
            size *= len(a)
        combos = itertools.product(*axes) if size <= 400 else ((x,) for a in axes for x in a)
        initial = ([d.index for d in lists], [r.index for r in rows], [s.value for s in sliders])
        for combo in [(), *combos]:
            for d, k in zip(lists, initial[0], strict=True):
                d.index = k
            for r, k in zip(rows, initial[1], strict=True):
                r.index = k
            for s, v in zip(sliders, initial[2], strict=True):
                s.value = v
            for kind, i, v in combo:
                if kind == "select":
                    lists[i].index = v
                elif kind == "toggle":
                    rows[i].index = v
                else:
                    sliders[i].value = v
            for g, b in enumerate(buttons):
                got.clear()
                b.click()
                if not got:
                    b.click()  # a bid of nothing asks first
                if got and judge(walk.game, walk.lesson, walk.state, got[0], act).met:
                    return Setting({i: v for kind, i, v in combo if kind == "select"},
                                   {i: v for kind, i, v in combo if kind == "toggle"},
                                   {i: v for kind, i, v in combo if kind == "slider"}, g), got[0]
    finally:
        walk.panel.submit = submit
    return None


def board_key(walk: Walkthrough, answers: list[Action]) -> str | None:
    """The board key that leads to a solving action soonest: one that stands for a solving action alone, else the one
    that narrows the choice most (never one that leaves the narrowed choice as it is)."""
    narrow = walk.panel.narrowed
    found = []
    for key, acts in walk.panel.clicks.items():
        left = [a for a in acts if narrow is None or a in narrow] or acts  # as BoardPanel.click narrows
        if any(a in answers for a in left) and (narrow is None or len(left) == 1 or set(left) != set(narrow)):
            found.append((len(left), key))
    return min(found)[1] if found else None


def solve_act(keys: Keys, walk: Walkthrough, board: TablePage, act: int) -> str:
    """Meet act ``act`` of the step by keys: on the board (a key standing for a solving action; a key that narrows
    first, then the one left), else its button, else the controls. Returns what was pressed."""
    root = board.root
    answers = solutions(walk.game, walk.lesson, walk.state, act)
    assert answers, f"{walk.lesson.key}: act {act + 1} cannot be met"
    if keys.board_keys(root):
        key = board_key(walk, answers)
        if key is not None:
            before = revision(board)
            keys.choose_target(root, key)
            settle(board, keys, before, f"choosing {key} on the board")
            walk.panel.click(key)
            if walk.panel.narrowed is not None:
                return f"{key}, then " + solve_act(keys, walk, board, act)
            return key
    button = next((walk.panel._buttons[a] for a in answers if a in walk.panel._buttons), None)
    before = revision(board)
    if button is not None:
        keys.activate(within(root, "button.kg-action", text=button.description), f"button {button.description!r}")
        settle(board, keys, before, f"the button {button.description!r}")
        button.click()
        return button.description
    found = solving_setting(walk, act)
    assert found is not None, f"{walk.lesson.key}: no board target, button or control meets act {act + 1}"
    s, actions = found
    apply_setting(keys, root, s)
    if not settle(board, keys, before, f"the controls {s}", timeout=3000):
        keys.press("Enter")  # a bid of nothing is asked again: say yes
        settle(board, keys, before, "saying yes to a bid of nothing")
    walk.panel.pick(actions)  # the mirror makes the same choice
    return f"the controls {s}"


def test_the_first_chapter_by_keyboard(game_page: tuple[str, LoadedTable]) -> None:
    gid, loaded = game_page
    page = loaded.page
    keys = Keys(page)
    root = ".kg-walkthrough"
    board = TablePage(page, root)
    walk = mirror(gid)
    start = time.monotonic()
    try:
        chapter = walk.chapters[0]
        for i, lesson in enumerate(chapter.steps):
            where = f"{gid} step {i + 1} ({lesson.key})"
            assert time.monotonic() - start < MAX_SECONDS, f"{where}: still in the chapter after {MAX_SECONDS} s"
            counter = page.locator(f"{root} .kg-lesson-counter").first.inner_text()
            assert f"{i + 1}" in counter, f"{where}: the page shows {counter!r}"
            q = lesson.question
            if q is not None:
                right = next(k for k, (_l, v) in enumerate(q.choices) if v == q.answer)
                before = revision(board)
                keys.activate(within(root, f".kg-choice-{right}"), f"{where}: the right answer")
                settle(board, keys, before, f"{where}: answering", until=(SOLVED_JS, root))
                walk.answer(q.answer)
            for act in range(len(lesson.acts)):
                solve_act(keys, walk, board, act)
            if q is not None or lesson.acts:
                assert walk.solved, f"{where}: the mirror is not solved"
                try:
                    page.wait_for_function(SOLVED_JS, arg=root)
                except PlaywrightTimeout:
                    raise AssertionError(f"{where}: the page does not say the step is done: "
                                         f"{board.message()!r} (the mirror: {walk.message.value})") from None
            if i + 1 < len(chapter.steps):
                before = revision(board)
                keys.activate(within(root, ".kg-lesson-next"), f"{where}: Next")
                settle(board, keys, before, f"{where}: Next", until=(COUNTER_JS, [root, counter]))
                walk.next()
                notice = page.locator(f"{root} .kg-lesson-notice").first.inner_text()
                assert "✖" not in notice and not page.locator(f"{root} .kg-skipped-count").count(), \
                    f"{where}: Next says a task was skipped: {notice!r}"
    finally:
        walk.close()
    print(f"{gid}: the first chapter ({len(chapter.steps)} steps) by keyboard in {time.monotonic() - start:.1f} s, "
          f"{keys.presses} key presses")
    keys.assert_no_lapses()
