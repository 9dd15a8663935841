"""The Buru page at five seats (Ambelau's fifth player) in a real chromium: five seats offered and named (Black the
fifth), five forest cards on the board, the person's placement clicked and the four others placing after it;
a Lawan at five seats plays the 20 Ambelau plot cards. Screenshots at 1366×900 and 400×800, in
Japanese and English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from kernel_games.buru import BURU as G
from kernel_games.buru.components import FOREST

from .conftest import STEP_TIMEOUT_MS, LoadedTable, table_fixture
from .pages import BOARD_TEXT_JS, set_language
from .test_buru_page import LAPTOP, NOTEBOOK, PHONE, click, my_turn, new_game, settle, shoot, wait_narrow

pytestmark = pytest.mark.browser
SEED = 6  # Red, the person, is the messenger: the first to place


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "buru-five-load-failed.png")


def dropdown(table: LoadedTable, words: str):
    return table.loc(".widget-dropdown").filter(has_text=re.compile(words)).locator("select").first


def test_five_seats_are_set_up_and_played_from_the_board(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    dropdown(table, "人数|Players").select_option("5")
    page.wait_for_function("() => document.querySelectorAll('.kg-table .kg-seat select').length === 5")
    expect(table.loc(".kg-seat").nth(4)).to_contain_text("黒")
    new_game(table, SEED)
    state = G.setup(5, SEED)
    five = "(root) => { const t = (%s)(root); return t.includes('黒') && t.split('森カード1枚を取る').length > 5; }"
    try:  # the new deal's drawing may come a redraw after the first one (a bot of the old game drawing last)
        page.wait_for_function(five % BOARD_TEXT_JS, arg=table.root, timeout=STEP_TIMEOUT_MS)
    except PlaywrightTimeout:
        raise AssertionError(f"the five seats' board is not drawn: {table.board_text()[:300]}") from None
    keys = my_turn(table)
    assert f"area:{FOREST}" in keys
    log = table.log_size()
    click(table, f"area:{FOREST}")
    click(table, "power:5")
    my_turn(table)  # the four bots have placed after Red, clockwise
    assert table.log_size() >= log + 5, "Red's placement and the four others' are in the log"
    assert len(state.display) == 5
    shoot(page, screenshots, "five-ja")
    set_language(page, "English")
    settle(table)
    board = table.board_text()
    assert "Black" in board and "Red (you)" in board, board[:300]
    shoot(page, screenshots, "five-en")
    page.set_viewport_size(PHONE)
    try:
        wait_narrow(page)
        shoot(page, screenshots, "five-en-400")
        set_language(page, "日本語")
        settle(table)
        wait_narrow(page)
        shoot(page, screenshots, "five-ja-400")
    finally:
        page.set_viewport_size(LAPTOP)
    settle(table)


def test_lawan_at_five_seats_play_the_ambelau_plot_cards(table: LoadedTable) -> None:
    dropdown(table, "人数|Players").select_option("5")
    table.page.wait_for_function("() => document.querySelectorAll('.kg-table .kg-seat select').length === 5")
    dropdown(table, "ラワン|Lawan").select_option(label="1人")
    table.page.wait_for_function("() => Array.from(document.querySelectorAll('.kg-table .kg-seat select'))"
                                 ".filter((s) => s.disabled).length === 1")
    new_game(table, SEED)
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
    board = table.board_text()
    assert "ラワンの計画カード（山札20枚）" in board and "黒（ラワンA）" in board, board[:400]
    dropdown(table, "ラワン|Lawan").select_option(label="なし")
