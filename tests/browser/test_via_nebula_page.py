"""The Via Nebula page in a real chromium: it renders in Japanese, switches to English and back; on a known deal a
click on a token places a craftsman (the log says so), a second click there is refused with the rule it breaks and
changes nothing, and a few more clicks play into the middle of a game; on a phone the board draws its narrow layout
inside the window. Screenshots go to test-output/screenshots/via_nebula-*.png."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from kernel_games import GAMES
from kernel_games.via_nebula.maps import BOARDS, MEADOW

from .conftest import STEP_TIMEOUT_MS, LoadedTable, table_fixture
from .pages import JAPANESE, TARGETS_JS, set_language
from .pages import shoot as shoot_page

pytestmark = pytest.mark.browser

GAME = GAMES["via_nebula"]
NOTEBOOK = "via_nebula.ipynb"
LAPTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
SEED = 1  # two players: Blue (you) starts; B1 (hex 0) holds a token
TOKEN = "hex:0"
MEADOWS = {f"hex:{h}" for h in BOARDS["beginner"].of(MEADOW)}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "via_nebula-load-failed.png")


def shoot(page: Page, screenshots: Path, name: str, element: str | None = None) -> Path:
    return shoot_page(page, screenshots, f"via_nebula-{name}", element)


def _keys_js() -> str:
    return f"() => ((({TARGETS_JS})('.kg-table')) || []).map((t) => t.key)"


def settle(table: LoadedTable) -> int:
    """Wait until the board has stopped redrawing (a click during Plotly.react is lost); its revision then."""
    last, since = table.revision(), 0
    while since < 3:
        table.page.wait_for_timeout(200)
        now = table.revision()
        last, since = now, since + 1 if now == last else 0
    return last


def my_turn(table: LoadedTable) -> list[str]:
    """Wait until the board offers the human something to click; its keys then."""
    table.page.wait_for_function(f"() => (({_keys_js()})() || []).some((k) => k.startsWith('hex:') || "
                                 "k.startsWith('site:') || k.startsWith('card:') || k === 'skip' || k === 'pass')",
                                 timeout=STEP_TIMEOUT_MS)
    settle(table)
    return table.target_keys()


def outlined(table: LoadedTable) -> list[str]:
    """The keys whose hover begins with a preview (a legal move): the board's ▶ lines."""
    hovers = table.page.evaluate(
        "() => { const gd = document.querySelector('.kg-table .kg-board .js-plotly-plot');"
        " const t = gd._fullData.find((d) => d.name === 'targets');"
        " return Array.from(t.customdata || [], (k, i) => [String(k), String(t.hovertext[i] || '')]); }")
    return [k for k, h in hovers if k and h.startswith("<b>▶")]


def new_game(table: LoadedTable, seed: int) -> None:
    """Type the seed into the set-up row and play that deal (Replay this deal)."""
    seed_box = table.loc(".widget-text").filter(has_text=re.compile("シード|Seed")).locator("input").first
    seed_box.fill(str(seed))
    rev = table.revision()
    table.loc(".kg-replay").first.click()
    table.wait_revision_above(rev)
    table.page.wait_for_function(f"() => (({_keys_js()})() || []).includes('{TOKEN}')", timeout=STEP_TIMEOUT_MS)


def test_renders_in_japanese_by_default(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    expect(page.locator(".kg-lang button", has_text="日本語")).to_have_class(re.compile(r"mod-active"))
    assert JAPANESE.search(table.status()), f"status not in Japanese: {table.status()!r}"
    board = table.board_text()
    for word in ("草原", "霧", "化石の森", "禁止区域", "遺跡", "ストック", "中立契約", "あなたの個人契約", "B1"):
        assert word in board, f"{word} missing from the board: {board[:400]!r}"
    shoot(page, screenshots, "ja")


def test_language_switch_to_english_and_back(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    before = table.revision()
    set_language(page, "English")
    table.wait_revision_above(before)
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE)
    board = table.board_text()
    for word in ("meadow", "fog", "forest", "forbidden", "ruin", "Stock", "Neutral contracts", "Your contracts"):
        assert word in board, f"{word} missing from the English board: {board[:400]!r}"
    assert not JAPANESE.search(board), f"Japanese left on the English board: {board[:300]!r}"
    shoot(page, screenshots, "table-en", ".kg-table")
    before = table.revision()
    set_language(page, "日本語")
    table.wait_revision_above(before)
    expect(table.loc(".kg-status")).to_contain_text(JAPANESE)


def test_a_click_on_a_token_places_a_craftsman_and_play_goes_on(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    new_game(table, SEED)
    keys = my_turn(table)
    assert TOKEN in keys, keys
    shoot(page, screenshots, "start-ja", ".kg-table")

    log = table.log_size()
    rev = settle(table)
    # the token on B1: a craftsman goes there and the token's resources come out (the log says so)
    table.click_target(TOKEN)
    table.wait_revision_above(rev)
    page.wait_for_function("(n) => document.querySelectorAll('.kg-table .kg-log li').length > n", arg=log)
    expect(table.loc(".kg-log")).to_contain_text(re.compile("B1.*職人"))
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)

    # the same hex again: its token is gone, so the try is refused with the rule it breaks, and nothing changes
    log = table.log_size()
    rev = settle(table)
    table.click_target(TOKEN)
    expect(table.loc(".kg-message")).to_contain_text(GAME.rule("via_nebula.action.craftsman").title.ja)
    expect(table.loc(".kg-message .kg-rule")).to_have_attribute("title", "via_nebula.action.craftsman")
    assert table.log_size() == log
    page.mouse.move(1, 1)
    shoot(page, screenshots, "refused-ja", ".kg-table")

    # a few more moves (tokens first, then whatever the board offers) and the planner's replies: a game in progress
    for _ in range(10):
        keys = my_turn(table)
        legal = outlined(table)
        pick = next((k for k in legal if k in MEADOWS), None) or next(iter(legal))
        rev = settle(table)
        table.click_target(pick)
        table.wait_revision_above(rev)
    my_turn(table)
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
    shoot(page, screenshots, "midgame-ja", ".kg-table")
    set_language(page, "English")
    settle(table)
    shoot(page, screenshots, "midgame-en", ".kg-table")
    set_language(page, "日本語")
    settle(table)


def test_the_board_draws_its_narrow_layout_on_a_phone(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    page.set_viewport_size(PHONE)
    try:
        page.wait_for_function("() => { const gd = document.querySelector('.kg-table .kg-board .js-plotly-plot');"
                               " return gd && gd.dataset.layout === 'narrow'; }", timeout=STEP_TIMEOUT_MS)
        page.wait_for_timeout(500)
        right = page.evaluate("() => document.querySelector('.kg-table .kg-board .main-svg').getBoundingClientRect()"
                              ".right")
        assert right <= page.evaluate("() => document.documentElement.clientWidth") + 1, "the board is wider than a phone"
        shoot(page, screenshots, "phone-ja", ".kg-table")
        set_language(page, "English")
        settle(table)
        shoot(page, screenshots, "phone-en", ".kg-table")
        set_language(page, "日本語")
        settle(table)
    finally:
        page.set_viewport_size(LAPTOP)


def test_the_expert_side_is_dealt_from_the_set_up_row(table: LoadedTable, screenshots: Path) -> None:
    """The board option: a new game on the expert side draws its map (meadows in the centre)."""
    page = table.page
    side = table.loc("select").filter(has=page.locator("option", has_text="上級者ボード")).first
    side.select_option(label=side.locator("option", has_text="上級者ボード").first.inner_text())
    rev = table.revision()
    table.loc(".kg-new-game").first.click()
    table.wait_revision_above(rev)
    my_turn(table)
    for _ in range(6):
        legal = outlined(table)
        pick = next((k for k in legal if k.startswith("hex:")), None) or next(iter(legal))
        rev = settle(table)
        table.click_target(pick)
        table.wait_revision_above(rev)
        my_turn(table)
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
    shoot(page, screenshots, "expert-ja", ".kg-table")
    page.set_viewport_size(PHONE)
    try:
        page.wait_for_function("() => { const gd = document.querySelector('.kg-table .kg-board .js-plotly-plot');"
                               " return gd && gd.dataset.layout === 'narrow'; }", timeout=STEP_TIMEOUT_MS)
        page.wait_for_timeout(500)
        set_language(page, "English")
        settle(table)
        shoot(page, screenshots, "expert-phone-en", ".kg-table")
        set_language(page, "日本語")
        settle(table)
    finally:
        page.set_viewport_size(LAPTOP)
