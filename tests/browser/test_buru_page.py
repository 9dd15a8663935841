"""The Buru page in a real chromium: it renders in Japanese, switches to English and back; on a known deal the
morning's placement is two clicks (an area, then one of your explorers), an explorer already placed is refused with
the rule it breaks and changes nothing; the afternoon is played from the board up to the Sacred Lake's benefits and
the elders drawn; on a phone the board draws its narrow layout; bots play a game to its end, whose final scores the
board shows. Screenshots go to test-output/screenshots/buru-*.png."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from kernel_games import GAMES

from .conftest import STEP_TIMEOUT_MS, LoadedTable, table_fixture
from .pages import JAPANESE, TARGETS_JS, set_language
from .pages import shoot as shoot_page

pytestmark = pytest.mark.browser

GAME = GAMES["buru"]
NOTEBOOK = "buru.ipynb"
LAPTOP = {"width": 1366, "height": 900}
PHONE = {"width": 400, "height": 800}
SEED = 6  # three players: Red (you) is the messenger and places first
PLAN = ((0, 3), (3, 5), (2, 4), (1, 2))  # (area, power): the Forest, the Lake, the Village, the Shore; 1 fishes
LAKE_SPACES = ("space:3:0", "space:3:2", "space:3:4")  # the Lake's spaces that draw an elder
BOT_DELAY = 0.1  # seconds between two bot moves while the bots play a game out (the page's default is 0.6)
END_TIMEOUT_MS = 240_000  # three bots, a move each BOT_DELAY, the board redrawn after each


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "buru-load-failed.png")


def shoot(page: Page, screenshots: Path, name: str, element: str | None = ".kg-table") -> Path:
    return shoot_page(page, screenshots, f"buru-{name}", element)


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


def outlined(table: LoadedTable) -> list[str]:
    """The keys whose hover begins with a preview (a legal move): the board's ▶ lines."""
    hovers = table.page.evaluate(
        "() => { const gd = document.querySelector('.kg-table .kg-board .js-plotly-plot');"
        " const t = gd._fullData.find((d) => d.name === 'targets');"
        " return Array.from(t.customdata || [], (k, i) => [String(k), String(t.hovertext[i] || '')]); }")
    return [k for k, h in hovers if k and h.startswith("<b>▶")]


def my_turn(table: LoadedTable) -> list[str]:
    """Wait until the human may act (a target outlined or a Done button); the outlined keys then."""
    table.page.wait_for_function(
        "() => { const gd = document.querySelector('.kg-table .kg-board .js-plotly-plot');"
        " const t = gd && gd._fullData && gd._fullData.find((d) => d.name === 'targets');"
        " const legal = t && Array.from(t.hovertext || []).some((h) => String(h).startsWith('<b>▶'));"
        " return legal || document.querySelectorAll('.kg-table .kg-action').length > 0; }", timeout=STEP_TIMEOUT_MS)
    settle(table)
    return outlined(table)


def click(table: LoadedTable, key: str) -> None:
    rev = settle(table)
    table.click_target(key)
    table.wait_revision_above(rev)


def wait_narrow(page: Page) -> None:
    """Until the table's board is drawn narrow, at its full height."""
    page.wait_for_function("() => { const gd = document.querySelector('.kg-table .kg-board .js-plotly-plot');"
                           " const svg = gd && gd.querySelector('.main-svg');"
                           " return gd && gd.dataset.layout === 'narrow' && svg && svg.getBoundingClientRect().height"
                           " > 600; }", timeout=STEP_TIMEOUT_MS)
    page.wait_for_timeout(500)


def new_game(table: LoadedTable, seed: int) -> None:
    """Type the seed into the set-up row and play that deal (Replay this deal)."""
    seed_box = table.loc(".widget-text").filter(has_text=re.compile("シード|Seed")).locator("input").first
    seed_box.fill(str(seed))
    rev = table.revision()
    table.loc(".kg-replay").first.click()
    table.wait_revision_above(rev)
    table.page.wait_for_function(f"() => (({_keys_js()})() || []).includes('power:3')", timeout=STEP_TIMEOUT_MS)


def test_renders_in_japanese_by_default(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    expect(page.locator(".kg-lang button", has_text="日本語")).to_have_class(re.compile(r"mod-active"))
    board = table.board_text()
    for word in ("森", "海岸", "村", "聖なる湖", "荒野", "雇用の列", "精霊の祭壇", "長老の山札"):
        assert word in board, f"{word} missing from the board: {board[:400]!r}"
    shoot(page, screenshots, "ja")


def test_language_switch_to_english_and_back(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    before = table.revision()
    set_language(page, "English")
    table.wait_revision_above(before)
    board = table.board_text()
    for word in ("Forest", "Shore", "Village", "Sacred Lake", "Wilderness", "Hiring row", "Spirit altars"):
        assert word in board, f"{word} missing from the English board: {board[:400]!r}"
    assert not JAPANESE.search(board), f"Japanese left on the English board: {board[:300]!r}"
    shoot(page, screenshots, "table-en")
    before = table.revision()
    set_language(page, "日本語")
    table.wait_revision_above(before)


def test_a_morning_placement_is_an_area_then_an_explorer(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    new_game(table, SEED)
    keys = my_turn(table)
    assert {"area:0", "power:3"} <= set(keys), keys
    shoot(page, screenshots, "morning-ja")
    click(table, "area:0")  # the Forest: the choice narrows to its five placements
    expect(table.loc(".kg-message")).to_contain_text("続けて")
    log = table.log_size()
    click(table, "power:3")
    page.wait_for_function("(n) => document.querySelectorAll('.kg-table .kg-log li').length > n", arg=log)
    expect(table.loc(".kg-log")).to_contain_text(re.compile("森に探索者を伏せて置きます"))
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)

    # the same explorer again, once the bots have placed: it is on the island, so the try is refused, nothing changes
    my_turn(table)
    log = table.log_size()
    settle(table)
    table.click_target("power:3")  # refused: the board is not drawn again, the message line says why
    expect(table.loc(".kg-message")).to_contain_text(GAME.rule("buru.morning.place").title.ja)
    expect(table.loc(".kg-message .kg-rule")).to_have_attribute("title", "buru.morning.place")
    assert table.log_size() == log
    page.mouse.move(1, 1)
    shoot(page, screenshots, "refused-ja")


def test_the_afternoon_is_played_from_the_board_up_to_the_lakes_elders(table: LoadedTable, screenshots: Path) -> None:
    """The rest of the plan placed (the explorer first, then the area), then every decision clicked on the board
    (Done by its button) until the Sacred Lake's benefits, where the elders are drawn and one is kept."""
    page = table.page
    for area, power in PLAN[1:]:
        my_turn(table)
        click(table, f"power:{power}")
        click(table, f"area:{area}")
    for _ in range(30):
        keys = my_turn(table)
        text = table.board_text()
        if "elders" in keys and "聖なる湖を解決中" in text:
            break
        pick = next((k for k in LAKE_SPACES if k in keys), None) or next(
            (k for k in keys if k.split(":")[0] in ("forest", "space", "row", "islander", "altar")), None)
        if pick is None:
            rev = settle(table)
            table.click_action("アクションを終える")
            table.wait_revision_above(rev)
        else:
            click(table, pick)
    else:
        pytest.fail("the Sacred Lake's benefits never came")
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
    shoot(page, screenshots, "lake-ja")
    set_language(page, "English")
    settle(table)
    shoot(page, screenshots, "lake-en")
    set_language(page, "日本語")
    click(table, "elders")
    keys = my_turn(table)
    drawn = [k for k in keys if k.startswith("drawn:")]
    assert len(drawn) == 2, keys
    shoot(page, screenshots, "elders-ja")
    log = table.log_size()
    click(table, drawn[0])
    page.wait_for_function("(n) => document.querySelectorAll('.kg-table .kg-log li').length > n", arg=log)
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)


def test_the_board_draws_its_narrow_layout_on_a_phone(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    page.set_viewport_size(PHONE)
    try:
        wait_narrow(page)
        right = page.evaluate("() => document.querySelector('.kg-table .kg-board .main-svg').getBoundingClientRect()"
                              ".right")
        assert right <= page.evaluate("() => document.documentElement.clientWidth") + 1, "the board is wider than a phone"
        shoot(page, screenshots, "phone-ja")
        set_language(page, "English")
        settle(table)
        wait_narrow(page)
        shoot(page, screenshots, "phone-en")
        set_language(page, "日本語")
        settle(table)
    finally:
        page.set_viewport_size(LAPTOP)


def test_bots_play_to_the_end_and_the_board_shows_the_final_scores(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    seat = table.loc(".kg-seat select").first
    seat.select_option(label=seat.locator("option", has_text="計画派").first.inner_text())
    table.set_bot_delay(BOT_DELAY)
    rev = table.revision()
    table.loc(".kg-new-game").first.click()
    table.wait_revision_above(rev)
    page.wait_for_function("() => { const gd = document.querySelector('.kg-table .kg-board .js-plotly-plot');"
                           " return gd && Array.from(gd.querySelectorAll('text')).some((t) =>"
                           " t.textContent.includes('ゲーム終了')); }", timeout=END_TIMEOUT_MS)
    settle(table)
    assert table.board_text().count("最終得点") == 3
    shoot(page, screenshots, "end-ja")
    set_language(page, "English")
    settle(table)
    assert table.board_text().count("Final score") == 3
    shoot(page, screenshots, "end-en")
    page.set_viewport_size(PHONE)
    try:
        wait_narrow(page)
        shoot(page, screenshots, "end-phone-en")
        set_language(page, "日本語")
        settle(table)
        wait_narrow(page)
        shoot(page, screenshots, "end-phone-ja")
    finally:
        page.set_viewport_size(LAPTOP)
