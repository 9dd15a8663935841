"""The Buru page with Ambelau's Ukam module in a real chromium: the set-up bar offers Ukam and the longer game, and the
longer game without Ukam is refused with its rule, nothing changed; with both on (two seats, one of them a Lawan, so
that the deal plays out the same every time), the board shows Ukam's altar, its totem on the Sacred Lake's conquest
reward and six rounds; the person plays from the board up to an offering to Ukam, clicks its altar, then the islander
of their tableau to discard (their islanders the only targets outlined). Screenshots at 1366×900 and 400×800, in
Japanese and English, go to test-output/screenshots/buru-ukam-*.png."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Done, Offer, Place, Task
from kernel_games.buru.ukam.actions import Banish
from kernel_games.buru.ukam.cards import OUTLAW_IDS, UKAM
from kernel_games.core import Action

from .conftest import LoadedTable, table_fixture
from .pages import set_language
from .test_buru_five_page import dropdown
from .test_buru_lawan_page import play, replay
from .test_buru_page import LAPTOP, NOTEBOOK, PHONE, click, my_turn, settle, shoot, wait_narrow

pytestmark = pytest.mark.browser

PLAYERS = 2
OPTIONS = {"lawan": 1, "ukam": 1, "rounds": 6}
LABELS = {"ukam": ("ウカムとアウトロー|Ukam and the outlaws", "あり"),
          "rounds": ("ラウンド数|Rounds", "6（長いゲーム、ウカムかアンベラウが必要）"),
          "lawan": ("ラワン|Lawan", "1人")}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "buru-ukam-load-failed.png")


def plan(seed: int) -> tuple[list[tuple[Action, dict]], object]:
    """The person's moves in seat 0 against one Lawan (seeded; an offering to Ukam whenever it is legal; no task but
    an outlaw's, whose benefit is never a menu) up to the step that asks which islander to discard, each with the view
    it is played from; and the state then."""
    s, rng, moves = G.setup(PLAYERS, seed, OPTIONS), random.Random(seed), []
    while not G.is_over(s) and s.step != "banish" and len(moves) < 40:
        legal = G.legal_actions(s, 0)
        ok = [a for a in legal if not isinstance(a, Done) and not (isinstance(a, Task) and a.card not in OUTLAW_IDS)]
        a = Offer(UKAM) if Offer(UKAM) in legal else rng.choice(ok) if ok else Done()
        moves.append((a, G.view(s, 0)))
        s, _ = G.apply(s, 0, a)
    return moves, s


def clicks(moves: list[tuple[Action, dict]]) -> int:
    return sum(2 if isinstance(a, Place) else 1 for a, _ in moves)


def shortest_plan() -> tuple[int, list[tuple[Action, dict]], object]:
    """The seed (of the first hundred) reaching the discard in the fewest clicks, an outlaw among the islanders."""
    plans = [(seed, *plan(seed)) for seed in range(1, 100)]
    return min((p for p in plans if p[2].step == "banish" and p[2].actor == 0
                and any(c in OUTLAW_IDS for c in p[2].tableau[0])), key=lambda p: clicks(p[1]))


def choose(table: LoadedTable, key: str, value: str | None = None) -> None:
    words, label = LABELS[key]
    dropdown(table, words).select_option(label=value or label)


def test_the_longer_game_without_ukam_is_refused_with_its_rule(table: LoadedTable) -> None:
    log, rev = table.log_size(), table.revision()
    choose(table, "rounds")
    table.loc(".kg-new-game").first.click()
    expect(table.loc(".kg-message")).to_contain_text("ウカムかアンベラウの地域を入れてください")
    assert table.revision() == rev and table.log_size() == log, "the game on the table goes on unchanged"
    choose(table, "rounds", "5（基本）")


def test_an_offering_to_ukam_is_played_from_its_altar_and_the_islander_discarded(table: LoadedTable,
                                                                                 screenshots: Path) -> None:
    page = table.page
    dropdown(table, "人数|Players").select_option(str(PLAYERS))
    for key in ("lawan", "ukam", "rounds"):
        choose(table, key)
    seed, moves, banish = shortest_plan()
    replay(table, seed)
    my_turn(table)
    board = table.board_text()
    for words in ("ウカム", "コスト: 島民1人", "征服: ウカムの象徴（ここにある）", "第1/6ラウンド", "捨てたアウトロー 0人"):
        assert words in board, f"{words} missing from the board"
    for action, view in moves[:-1]:
        play(table, action, view)
    assert moves[-1][0] == Offer(UKAM)
    assert "altar:3" in my_turn(table)
    click(table, "altar:3")
    keys = my_turn(table)
    tableau = [f"islander:{c}" for c in banish.tableau[0]]
    assert sorted(keys) == sorted(tableau), (keys, tableau)
    board = table.board_text()
    assert "ウカムへの供物: 捨てる島民を" in board and "☠" in board, board[:300]
    shoot(page, screenshots, "ukam-banish-ja")
    set_language(page, "English")
    settle(table)
    board = table.board_text()
    for words in ("Offering to Ukam: click the islander", "cost: 1 islander", "Round ", "/6", "outlaws discarded"):
        assert words in board, f"{words} missing from the English board"
    shoot(page, screenshots, "ukam-banish-en")
    page.set_viewport_size(PHONE)
    try:
        wait_narrow(page)
        right = page.evaluate("() => document.querySelector('.kg-table .kg-board .main-svg').getBoundingClientRect()"
                              ".right")
        assert right <= page.evaluate("() => document.documentElement.clientWidth") + 1
        shoot(page, screenshots, "ukam-banish-en-400")
        set_language(page, "日本語")
        settle(table)
        wait_narrow(page)
        shoot(page, screenshots, "ukam-banish-ja-400")
    finally:
        page.set_viewport_size(LAPTOP)
    settle(table)

    outlaw = next(c for c in banish.tableau[0] if c in OUTLAW_IDS)
    after, _ = G.apply(banish, 0, Banish(outlaw))
    click(table, f"islander:{outlaw}")
    expect(table.loc(".kg-log")).to_contain_text(re.compile("ウカムの供物カードを伏せて取ります"))
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
    board = table.board_text()
    mine = G.view(after, 0)
    offered, banished = len(mine["my_offerings"][UKAM]), mine["banished"][0]
    assert f"ウカム {offered}枚" in board and f"捨てたアウトロー {banished}人" in board, board[-600:]
    assert banished >= 1 and offered >= 1
