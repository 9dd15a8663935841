"""The Buru page with two Lawan in a real chromium: the Lawan option set to two turns seats 2 and 3 into seats run by
the rules (disabled) at once; a deal is started and played by the one person from the board up to a Lawan's tie; the
plot-card panel and the Lawan's names are on the board; a click beside the tie is refused with the tie rule, a tied
option breaks it. Screenshots at 1366×900 and 400×800, in Japanese and English, go to /tmp/shots/ (KG_SHOTS)."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Done, Place, Task
from kernel_games.core import Action
from widgets.boards import board_for

from .conftest import LoadedTable, table_fixture
from .pages import set_language
from .pages import shoot as shoot_page
from .test_buru_page import LAPTOP, NOTEBOOK, PHONE, click, my_turn, settle, wait_narrow

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("KG_SHOTS", "/tmp/shots"))
DONE_JA = "アクションを終える"
BOARD = board_for("buru")


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "buru-lawan-load-failed.png")


def shoot(page: Page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return shoot_page(page, SHOTS, f"buru-lawan-{name}", ".kg-table")


def plan(seed: int) -> tuple[list[tuple[Action, dict]], object]:
    """The person's moves in seat 0 against two Lawan (seeded, never a Task: its menus are tested elsewhere) up to
    the first Lawan tie, each with the view it is played from; and the state then."""
    s, rng, moves = G.setup(3, seed, {"lawan": 2}), random.Random(seed), []
    while not G.is_over(s) and s.step != "pick" and len(moves) < 40:
        legal = G.legal_actions(s, 0)
        ok = [a for a in legal if not isinstance(a, (Done, Task))]
        a = rng.choice(ok) if ok else Done()
        moves.append((a, G.view(s, 0)))
        s, _ = G.apply(s, 0, a)
    return moves, s


def beside(tie: object) -> list[str]:
    """The board's spots of the tie's kind that are not tied (tries the rules refuse)."""
    view, legal = G.view(tie, 0), set(G.legal_actions(tie, 0))
    _, clicks = BOARD.figure(view, "ja", G.tries(tie, 0), legal)
    return [k for k, acts in clicks.items() if acts[0] not in legal]


def shortest_plan() -> tuple[int, list[tuple[Action, dict]], object]:
    """The seed (of the first hundred) whose tie comes after the fewest moves of the person, with a spot beside it."""
    plans = [(seed, *plan(seed)) for seed in range(1, 100)]
    return min((p for p in plans if p[2].step == "pick" and beside(p[2])), key=lambda p: len(p[1]))


def lawan_option(table: LoadedTable) -> None:
    box = table.loc(".widget-dropdown").filter(has_text=re.compile("ラワン|Lawan")).locator("select").first
    box.select_option(label="2人（A・B）")


def seats(table: LoadedTable) -> list[tuple[str, bool]]:
    """Each seat's shown kind and whether it is disabled."""
    boxes = table.loc(".kg-seat select")
    return [(boxes.nth(i).evaluate("(s) => s.options[s.selectedIndex].text"), boxes.nth(i).is_disabled())
            for i in range(boxes.count())]


def replay(table: LoadedTable, seed: int) -> None:
    seed_box = table.loc(".widget-text").filter(has_text=re.compile("シード|Seed")).locator("input").first
    seed_box.fill(str(seed))
    rev = table.revision()
    table.loc(".kg-replay").first.click()
    table.wait_revision_above(rev)


def play(table: LoadedTable, action: Action, view: dict) -> None:
    """``action`` played as a person would: an area then an explorer, a spot, or Done's button."""
    my_turn(table)
    if isinstance(action, Place):
        click(table, f"area:{action.area}")
        click(table, f"power:{action.power}")
    elif isinstance(action, Done):
        rev = settle(table)
        table.click_action(DONE_JA)
        table.wait_revision_above(rev)
    else:
        click(table, ":".join(map(str, action.place(view))))


def test_two_lawan_are_set_up_played_against_and_their_tie_broken_from_the_board(table: LoadedTable) -> None:
    page = table.page
    lawan_option(table)
    page.wait_for_function("() => Array.from(document.querySelectorAll('.kg-table .kg-seat select'))"
                           ".filter((s) => s.disabled).length === 2")
    assert seats(table)[1:] == [("ルールが動かす", True), ("ルールが動かす", True)]
    expect(table.loc(".kg-seat").nth(1)).to_contain_text("ラワンA")

    seed, moves, tie = shortest_plan()
    replay(table, seed)
    assert seats(table)[0][1] is False and [s[1] for s in seats(table)[1:]] == [True, True]
    for action, view in moves:
        play(table, action, view)
    keys = my_turn(table)
    tied = [":".join(map(str, a.place(G.view(tie, 0)))) for a in G.legal_actions(tie, 0)]
    assert sorted(keys) == sorted(tied), (keys, tied)
    board = table.board_text()
    for words in ("ラワンの計画カード", "青（ラワンA）", "緑（ラワンB）", "計画カード", "このラウンドの朝の計画カード", "同点"):
        assert words in board, f"{words} missing from the board"
    assert "赤" in table.status(), table.status()  # the person's turn: the Lawan's tie is theirs to break

    # beside the tie: refused with the rule, nothing played
    log = table.log_size()
    other = beside(tie)[0]
    assert other in table.target_keys()
    settle(table)
    table.click_target(other)
    expect(table.loc(".kg-message")).to_contain_text(G.rule("buru.lawan.tie").title.ja)
    assert table.log_size() == log
    shoot(page, "tie-ja-1366")
    set_language(page, "English")
    settle(table)
    board = table.board_text()
    for words in ("Lawan plot cards", "Blue (Lawan A)", "Green (Lawan B)", "break", "This round's morning plot cards"):
        assert words in board, f"{words} missing from the English board"
    shoot(page, "tie-en-1366")

    page.set_viewport_size(PHONE)
    try:
        wait_narrow(page)
        right = page.evaluate("() => document.querySelector('.kg-table .kg-board .main-svg').getBoundingClientRect()"
                              ".right")
        assert right <= page.evaluate("() => document.documentElement.clientWidth") + 1
        shoot(page, "tie-en-400")
        set_language(page, "日本語")
        settle(table)
        wait_narrow(page)
        shoot(page, "tie-ja-400")
    finally:
        page.set_viewport_size(LAPTOP)
    settle(table)

    # a tied option: the Lawan's action goes on
    click(table, tied[0])
    expect(table.loc(".kg-log")).to_contain_text("のために選びます")
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
