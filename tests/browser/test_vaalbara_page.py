"""The Vaalbara page in a real chromium: it renders in Japanese, switches to English and back, and the
board answers real mouse clicks (a legal land is taken; a row-2 land is refused with the rule it breaks)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from kernel_games import GAMES

from .conftest import FIRST_PAGE_TIMEOUT_MS, STEP_TIMEOUT_MS, ErrorWatch, LoadedTable, VoilaServer, open_table, require_notebook
from .pages import JAPANESE, TARGETS_JS, TablePage, set_language, shoot

pytestmark = pytest.mark.browser

ROW1_Y, ROW2_Y = 43.5, 56.5  # widgets/boards/vaalbara.py: the lower row is row 1 (the one you take from)
TAKE_LAND = re.compile(r"領域に加える|into your realm")
CHOOSE = re.compile(r"】.*を選ぶ|^Choose \[")
RULE_LAND = "vaalbara.resolution.land"
LAPTOP = {"width": 1366, "height": 900}  # a school laptop's screen: the feedback must show beside the board


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    """This module's pages open on a school laptop's screen (the feedback must show beside the board there)."""
    return {**browser_context_args, "viewport": LAPTOP}


@pytest.fixture(scope="module")
def table(voila: VoilaServer, browser: Browser, browser_context_args: dict) -> Iterator[LoadedTable]:
    """One Vaalbara page for the whole module (each page load costs a kernel on two slow cores)."""
    context, loaded = open_table(voila, browser, browser_context_args, "vaalbara.ipynb", "vaalbara-load-failed.png")
    yield loaded
    context.close()


def test_renders_in_japanese_by_default(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    expect(page.locator(".kg-lang button", has_text="日本語")).to_have_class(re.compile(r"mod-active"))
    assert JAPANESE.search(table.status()), f"status not in Japanese: {table.status()!r}"
    board = table.board_text()
    assert "1列目" in board and "あなたの手札" in board, f"board labels not in Japanese: {board[:300]!r}"
    assert table.actions(), "no legal-action buttons at the start"
    assert all(JAPANESE.search(a) for a in table.actions()), table.actions()
    shoot(page, screenshots, "vaalbara-ja")


def test_language_switch_to_english_and_back(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    before = table.revision()
    set_language(page, "English")
    table.wait_revision_above(before)  # the board is redrawn with English labels
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE)
    expect(table.loc(".kg-status")).to_contain_text(re.compile(r"to act|Bots|Pass|wins|points", re.I))
    board = table.board_text()
    assert "Row 1 (take one)" in board and "Your hand" in board, board[:300]
    assert not JAPANESE.search(board.replace("日本語", "")), f"Japanese left on the English board: {board[:300]!r}"
    assert any(a.startswith("Choose") or "Take" in a for a in table.actions()), table.actions()
    shoot(page, screenshots, "vaalbara-en")
    shoot(page, screenshots, "vaalbara-table-en", ".kg-table")

    before = table.revision()
    set_language(page, "日本語")
    table.wait_revision_above(before)
    expect(table.loc(".kg-status")).to_contain_text(JAPANESE)
    assert "1列目" in table.board_text()
    shoot(page, screenshots, "vaalbara-table-ja", ".kg-table")


def _reach_land_step(table: LoadedTable, screenshots: Path) -> None:
    """Allocation by a click on a hand card, then whatever the character asks, until TakeLand is offered."""
    page = table.page
    hand = [k for k in table.target_keys() if k.startswith("hand:")]
    assert hand, f"no hand card on the board: {table.target_keys()}"
    assert any(CHOOSE.search(a) for a in table.actions()), table.actions()
    rev, log = table.revision(), table.log_size()
    table.click_target(hand[0])
    table.wait_revision_above(rev)
    card = hand[0].split(":")[1]
    # the chosen card leaves the hand; the log tells the player what they chose
    page.wait_for_function(
        "(k) => !Array.from(document.querySelectorAll('.kg-table .kg-action')).some((b) => /を選ぶ|^Choose/.test(b.innerText))",
        timeout=STEP_TIMEOUT_MS * 2)
    expect(table.loc(".kg-log li")).not_to_have_count(log)  # the log's update may reach the page just after
    assert table.log_size() > log
    assert f"hand:{card}" not in table.target_keys()
    for _ in range(8):  # resolve the character, if it needs a decision, until the land step
        page.wait_for_function("() => document.querySelectorAll('.kg-table .kg-action').length > 0", timeout=STEP_TIMEOUT_MS * 2)
        actions = table.actions()
        if any(TAKE_LAND.search(a) for a in actions):
            return
        old = actions
        table.loc(".kg-action").first.click()
        page.wait_for_function("(old) => JSON.stringify(Array.from(document.querySelectorAll('.kg-table .kg-action'), "
                               "(b) => b.innerText.trim())) !== JSON.stringify(old)", arg=old, timeout=STEP_TIMEOUT_MS * 2)
    shoot(page, screenshots, "vaalbara-no-land-step")
    pytest.fail(f"never reached the land step; actions: {table.actions()}")


def test_board_clicks_play_the_allocation_and_the_land_step(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    _reach_land_step(table, screenshots)
    row1, row2 = table.lands_in_row(ROW1_Y), table.lands_in_row(ROW2_Y)
    assert row1 and row2, f"rows not found among the targets: {table.target_keys()}"
    shoot(page, screenshots, "vaalbara-land-step-ja", ".kg-table")

    # a row-2 land: refused, with the rule's title (its id in the tooltip); nothing changes
    log, actions = table.log_size(), table.actions()
    assert page.viewport_size == LAPTOP
    clicked = table.click_target(row2[0])
    expect(table.loc(".kg-message")).to_contain_text(GAMES["vaalbara"].rule(RULE_LAND).title.ja)
    expect(table.loc(".kg-message")).not_to_contain_text(RULE_LAND)
    expect(table.loc(".kg-message .kg-rule")).to_have_attribute("title", RULE_LAND)
    expect(table.loc(".kg-message")).to_contain_text("2列目")
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(1)
    box = table.loc(".kg-message .kg-msg-error").first.bounding_box()
    assert box and 0 <= box["y"] and box["y"] + box["height"] <= LAPTOP["height"], f"feedback off screen: {box}"
    assert 0 <= clicked.sy <= LAPTOP["height"], "the clicked card and the feedback are on screen together"
    board = table.loc(".kg-board").first.bounding_box()
    assert board and board["height"] > 300, f"the board is still drawn beside its feedback: {board}"
    assert abs(box["y"] - (board["y"] + board["height"])) < 20, "the feedback sits right under the board"
    page.mouse.move(1, 1)
    page.screenshot(path=str(screenshots / "vaalbara-refused-1366x900.png"))  # what the player sees, unscrolled
    assert table.lands_in_row(ROW1_Y) == row1 and table.lands_in_row(ROW2_Y) == row2
    assert table.log_size() == log and table.actions() == actions
    shoot(page, screenshots, "vaalbara-refused-ja", ".kg-table")

    # a row-1 land (a legal TakeLand): taken; the board is redrawn, the land leaves row 1, the log grows
    assert any(TAKE_LAND.search(a) for a in table.actions())
    rev = table.revision()
    taken = row1[0]
    table.click_target(taken)
    table.wait_revision_above(rev)
    page.wait_for_function(
        f"(k) => !({_row_keys_js(ROW1_Y)})().includes(k)", arg=taken, timeout=STEP_TIMEOUT_MS)
    assert taken not in table.lands_in_row(ROW1_Y)
    page.wait_for_function("(n) => document.querySelectorAll('.kg-table .kg-log li').length > n", arg=log)
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
    shoot(page, screenshots, "vaalbara-after-take-ja", ".kg-table")


def _row_keys_js(y: float) -> str:
    return (f"() => (({TARGETS_JS})('.kg-table') || []).filter((t) => t.key.startsWith('land:') && Math.abs(t.y - {y}) < 1)"
            ".map((t) => t.key)")


def test_walkthrough_section(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    walk = page.locator(".kg-walkthrough")
    if walk.count() == 0:
        if os.environ.get("KG_REQUIRE_WALKTHROUGH"):
            pytest.fail("no .kg-walkthrough on the page")
        pytest.skip("the page has no .kg-walkthrough (yet)")
    walk.first.scroll_into_view_if_needed()
    expect(walk.first).to_be_visible()
    expect(walk.first.locator(".kg-rule-title").first).to_contain_text(JAPANESE)
    shoot(page, screenshots, "vaalbara-walkthrough-ja", ".kg-walkthrough")
    nxt = walk.first.locator(".kg-lesson-next")
    if nxt.count():
        title = walk.first.locator(".kg-rule-title").first.inner_text()
        nxt.first.click()
        expect(walk.first.locator(".kg-rule-title").first).not_to_have_text(title)
        shoot(page, screenshots, "vaalbara-walkthrough-ja-step2", ".kg-walkthrough")


def test_shared_link_with_lang_en_opens_in_english(voila: VoilaServer, page: Page, page_errors: ErrorWatch) -> None:
    """``?lang=en`` (a shared link) opens the page in English, preheated kernel or not."""
    require_notebook(voila, "vaalbara.ipynb")
    page.goto(voila.render_url("vaalbara.ipynb", "lang=en"), timeout=FIRST_PAGE_TIMEOUT_MS)
    table = TablePage(page)
    table.wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    expect(page.locator(".kg-lang button", has_text="English")).to_have_class(re.compile(r"mod-active"),
                                                                              timeout=STEP_TIMEOUT_MS)
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE, timeout=STEP_TIMEOUT_MS)
    page.wait_for_function(f"() => ({TARGETS_JS})('.kg-table') !== null")
    page.wait_for_function("() => Array.from(document.querySelectorAll('.kg-table .js-plotly-plot text'), "
                           "(t) => t.textContent).join(' ').includes('Row 1')", timeout=STEP_TIMEOUT_MS)
