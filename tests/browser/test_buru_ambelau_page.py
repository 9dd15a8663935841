"""The Buru page with the Ambelau region in a real chromium: two people at one device (the pass screen between their
turns), the region switched on in the set-up bar. Both send their strongest explorers to Ambelau and the rest to the
Sacred Lake, so the afternoon opens on Ambelau: the board shows the region between the Village and the Lake and its
canoe track, no two of its texts overlapping at either width; Red (power 5) sees exactly the five spaces within
reach outlined, clicks one, then the guide chip.
Screenshots at 1366×900 and 400×800, in Japanese and English, go to test-output/screenshots/buru-ambelau-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Place
from kernel_games.buru.ambelau.cards import AMBELAU
from kernel_games.buru.components import LAKE

from .conftest import LoadedTable, table_fixture
from .pages import set_language
from .test_buru_five_page import dropdown
from .test_buru_lawan_page import play, replay
from .test_buru_page import LAPTOP, NOTEBOOK, PHONE, click, my_turn, settle, shoot, wait_narrow
from .test_phone_width import LAYOUT_JS, TOLERANCE_PX

pytestmark = pytest.mark.browser

PLAYERS = 2
SEED = 2  # Red, player 0, is the messenger: the first to place
OPTIONS = {"ambelau": 1}
PLANS = {0: [(AMBELAU, 5), (LAKE, 4), (LAKE, 3), (LAKE, 2)], 1: [(AMBELAU, 4), (LAKE, 5), (LAKE, 3), (LAKE, 2)]}
TO = 3  # Red's canoe goes to the 4th space: 1 clay, and the guide


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "buru-ambelau-load-failed.png")


def morning() -> tuple[list[tuple[int, Place, dict]], object]:
    """Each placement in turn (player, action, the view it is played from), and the state when they are done."""
    s, moves, left = G.setup(PLAYERS, SEED, OPTIONS), [], {p: list(v) for p, v in PLANS.items()}
    while str(s.phase) == "morning":
        p = s.current
        a = Place(*left[p].pop(0))
        moves.append((p, a, G.view(s, p)))
        s, _ = G.apply(s, p, a)
    return moves, s


def fits(table: LoadedTable, layout: str) -> None:
    """The board is drawn ``layout`` (wide or narrow) and no two of its texts overlap, none cut off at its edge."""
    got = table.page.evaluate(LAYOUT_JS, [".kg-table", TOLERANCE_PX])
    assert got and got["layout"] == layout, got and got["layout"]
    assert not got["overlaps"] and not got["clipped"], (got["overlaps"][:8], got["clipped"][:8])


def pass_device(table: LoadedTable) -> None:
    """When the pass screen hides the board, the person asked for says they hold the device."""
    settle(table)
    ready = table.loc(".kg-pass-ready")
    if ready.count() and ready.first.is_visible():
        rev = table.revision()
        ready.first.click()
        table.wait_revision_above(rev)


def test_the_canoe_track_offers_the_spaces_within_reach_and_a_click_moves_the_canoe(table: LoadedTable,
                                                                                   screenshots: Path) -> None:
    page = table.page
    dropdown(table, "人数|Players").select_option(str(PLAYERS))
    page.wait_for_function("() => document.querySelectorAll('.kg-table .kg-seat select').length === 2")
    seat = table.loc(".kg-seat select").nth(1)
    seat.select_option(label=seat.locator("option", has_text="人間").first.inner_text())
    dropdown(table, "アンベラウの地域|The Ambelau region").select_option(label="あり")
    replay(table, SEED)
    moves, afternoon = morning()
    assert afternoon.area == AMBELAU and G.to_act(afternoon) == (0,)
    pass_device(table)
    board = table.board_text()
    for words in ("4. アンベラウ", "5. 聖なる湖", "征服: イブの象徴（ここにある）", "アンベラウのカヌー・トラック", "スタート"):
        assert words in board, f"{words} missing from the board"
    for _p, action, view in moves:
        pass_device(table)
        play(table, action, view)
    pass_device(table)
    keys = my_turn(table)
    within = [f"canoe:{i}" for i in range(5)]
    assert sorted(keys) == sorted(within), keys  # power 5 from the start: spaces 1 to 5, and only those
    board = table.board_text()
    assert "アンベラウを解決中" in board and "カヌーを時計回りに1〜5マス" in board, board[:400]
    fits(table, "wide")
    shoot(page, screenshots, "ambelau-canoe-ja")
    set_language(page, "English")
    settle(table)
    board = table.board_text()
    for words in ("resolving the Ambelau region", "clockwise 1 to 5 spaces", "Ambelau's canoe track", "Ibu's altar"):
        assert words in board, f"{words} missing from the English board"
    fits(table, "wide")
    shoot(page, screenshots, "ambelau-canoe-en")
    page.set_viewport_size(PHONE)
    try:
        wait_narrow(page)
        right = page.evaluate("() => document.querySelector('.kg-table .kg-board .main-svg').getBoundingClientRect()"
                              ".right")
        assert right <= page.evaluate("() => document.documentElement.clientWidth") + 1
        fits(table, "narrow")
        shoot(page, screenshots, "ambelau-canoe-en-400")
        set_language(page, "日本語")
        settle(table)
        wait_narrow(page)
        fits(table, "narrow")
        shoot(page, screenshots, "ambelau-canoe-ja-400")
    finally:
        page.set_viewport_size(LAPTOP)
    settle(table)

    click(table, f"canoe:{TO}")
    expect(table.loc(".kg-log")).to_contain_text(f"カヌーを{TO + 1}番のスペースへ進めます")
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
    keys = my_turn(table)
    assert "guide" in keys, keys
    assert "カヌーが止まったマスの利益" in table.board_text()
    shoot(page, screenshots, "ambelau-guide-ja")
    click(table, "guide")
    expect(table.loc(".kg-log")).to_contain_text("ガイドを得ます")
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
