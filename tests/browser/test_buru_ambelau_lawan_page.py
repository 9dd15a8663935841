"""The Buru page with two Lawan, Ukam and the Ambelau region in a real chromium (the Ambelau Lawan): the plot panel
shows the Ambelau plot cards (numbers above 12, their Ambelau bonus line); the person places from the board until a
Lawan's canoe ties between spaces of the same rating; exactly the tied canoe spaces are clickable, a click on one
breaks the tie and the Lawan's canoe is there. Screenshots at 1366×900 and 400×800, in Japanese and English."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Done, Task
from kernel_games.buru.lawan.plots import PLOTS
from kernel_games.core import Action

from .conftest import LoadedTable, table_fixture
from .pages import set_language
from .test_buru_five_page import dropdown
from .test_buru_lawan_page import lawan_option, play, replay, seats
from .test_buru_page import LAPTOP, NOTEBOOK, PHONE, click, my_turn, settle, shoot, wait_narrow

pytestmark = pytest.mark.browser

OPTIONS = {"lawan": 2, "ambelau": 1, "ukam": 1}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "buru-ambelau-lawan-load-failed.png")


def plan(seed: int) -> tuple[list[tuple[Action, dict]], object]:
    """Seat 0's moves (seeded, never a Task or Done while something else is legal) up to a Lawan's canoe tie."""
    s, rng, moves = G.setup(3, seed, OPTIONS), random.Random(seed), []
    while not G.is_over(s) and not (s.step == "pick" and s.pick == "canoe") and len(moves) < 40:
        ok = [a for a in G.legal_actions(s, 0) if not isinstance(a, (Done, Task))]
        a = rng.choice(ok) if ok else Done()
        moves.append((a, G.view(s, 0)))
        s, _ = G.apply(s, 0, a)
    return moves, s


def shortest() -> tuple[int, list[tuple[Action, dict]], object]:
    plans = [(seed, *plan(seed)) for seed in range(1, 160)]
    return min((p for p in plans if p[2].pick == "canoe"), key=lambda p: len(p[1]))


def test_a_lawan_canoe_tie_is_broken_on_the_track(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    dropdown(table, "人数|Players").select_option("3")
    page.wait_for_function("() => document.querySelectorAll('.kg-table .kg-seat select').length === 3")
    lawan_option(table)
    dropdown(table, "アンベラウの地域|The Ambelau region").select_option(label="あり")
    dropdown(table, "ウカム|Ukam").select_option(label="あり")
    seed, moves, tie = shortest()
    replay(table, seed)
    assert [s[1] for s in seats(table)] == [False, True, True]
    board = table.board_text()
    assert re.search(r"ラワンの計画カード（山札\d+枚）", board), board[:400]
    for action, view in moves:
        play(table, action, view)
    keys = my_turn(table)
    tied = [f"canoe:{i}" for i in tie.picks]
    assert sorted(k for k in keys if k.startswith("canoe:")) == sorted(tied) and len(keys) == len(tied), keys
    board = table.board_text()
    card = PLOTS[tie.plots[tie.automata.index(tie.actor)]]
    assert card.number > 12 and f"計画カード{card.number}" in board, board[:600]
    assert "アンベラウに2体" in board
    shoot(page, screenshots, "ambelau-lawan-tie-ja")
    set_language(page, "English")
    settle(table)
    assert "Two at Ambelau" in table.board_text()
    shoot(page, screenshots, "ambelau-lawan-tie-en")
    page.set_viewport_size(PHONE)
    try:
        wait_narrow(page)
        shoot(page, screenshots, "ambelau-lawan-tie-en-400")
        set_language(page, "日本語")
        settle(table)
        wait_narrow(page)
        shoot(page, screenshots, "ambelau-lawan-tie-ja-400")
    finally:
        page.set_viewport_size(LAPTOP)
    settle(table)
    click(table, tied[-1])
    expect(table.loc(".kg-log")).to_contain_text("のために選びます")
    expect(table.loc(".kg-log")).to_contain_text(f"{tie.picks[-1] + 1}番のスペース")
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
