"""The Blue Moon City page in a real chromium: it renders in Japanese, switches to English and back; on a known deal a
walk too far is refused with the rule it breaks and nothing changes, a legal walk plays, a box is paid by clicking it
and then a card, and the marker lands on it; the walkthrough renders, and in its first payment a card of a colour no
box takes is refused at the first click with its rule; ``?lang=en`` opens the page in English.
Screenshots go to test-output/screenshots/blue_moon_city-*.png."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from kernel_games import GAMES

from .conftest import (
    FIRST_PAGE_TIMEOUT_MS,
    STEP_TIMEOUT_MS,
    ErrorWatch,
    LoadedTable,
    VoilaServer,
    require_notebook,
    table_fixture,
)
from .pages import JAPANESE, TARGETS_JS, TablePage, set_language
from .pages import shoot as shoot_page

pytestmark = pytest.mark.browser

GAME = GAMES["blue_moon_city"]
NOTEBOOK = "blue_moon_city.ipynb"
LAPTOP = {"width": 1366, "height": 900}
SEED = 2  # three players: Orange (you) starts on the Courtyard with Vulca 2 and 3, two Khind, no Flit 1
FAR, NORTH = "cell:0", "cell:5"  # three steps from the Courtyard; the Fire Temple, one step north
STEPS_RULE = "blue_moon_city.move.steps"


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "blue_moon_city-load-failed.png")


def shoot(page: Page, screenshots: Path, name: str, element: str | None = None) -> Path:
    return shoot_page(page, screenshots, f"blue_moon_city-{name}", element)


def new_game(table: LoadedTable, seed: int) -> None:
    """Type the seed into the set-up row and play that deal (Replay this deal)."""
    seed_box = table.loc(".widget-text").filter(has_text=re.compile("シード|Seed")).locator("input").first
    seed_box.fill(str(seed))
    rev = table.revision()
    table.loc(".kg-replay").first.click()
    table.wait_revision_above(rev)
    table.page.wait_for_function(f"() => (({_keys_js()})() || []).includes('{NORTH}')", timeout=STEP_TIMEOUT_MS)


def settle(table: LoadedTable) -> int:
    """Wait until the board has stopped redrawing (a click during Plotly.react is lost); its revision then."""
    last, since = table.revision(), 0
    while since < 3:
        table.page.wait_for_timeout(200)
        now = table.revision()
        last, since = now, since + 1 if now == last else 0
    return last


def _keys_js() -> str:
    return f"() => ((({TARGETS_JS})('.kg-table')) || []).map((t) => t.key)"


def test_renders_in_japanese_by_default(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    expect(page.locator(".kg-lang button", has_text="日本語")).to_have_class(re.compile(r"mod-active"))
    assert JAPANESE.search(table.status()), f"status not in Japanese: {table.status()!r}"
    board = table.board_text()
    for word in ("中庭", "火の神殿", "王宮", "オベリスク", "あなたの手札"):
        assert word in board, f"{word} missing from the board: {board[:400]!r}"
    shoot(page, screenshots, "ja")


def test_language_switch_to_english_and_back(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    before = table.revision()
    set_language(page, "English")
    table.wait_revision_above(before)
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE)
    board = table.board_text()
    for word in ("Courtyard", "Fire Temple", "Royal Palace", "Obelisk", "Your hand"):
        assert word in board, f"{word} missing from the English board: {board[:400]!r}"
    assert not JAPANESE.search(board.replace("日本語", "")), f"Japanese left on the English board: {board[:300]!r}"
    shoot(page, screenshots, "table-en", ".kg-table")
    before = table.revision()
    set_language(page, "日本語")
    table.wait_revision_above(before)
    expect(table.loc(".kg-status")).to_contain_text(JAPANESE)


def test_a_walk_too_far_is_explained_and_a_box_is_paid_by_clicks(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    new_game(table, SEED)
    keys = table.target_keys()
    assert FAR in keys and NORTH in keys, keys
    shoot(page, screenshots, "start-ja", ".kg-table")

    # three steps away: refused with the rule's title (its id in the tooltip); nothing changes
    log, actions = table.log_size(), table.actions()
    settle(table)
    table.click_target(FAR)
    expect(table.loc(".kg-message")).to_contain_text(GAME.rule(STEPS_RULE).title.ja)
    expect(table.loc(".kg-message .kg-rule")).to_have_attribute("title", STEPS_RULE)
    expect(table.loc(".kg-message")).to_contain_text("3歩")
    assert table.log_size() == log and table.actions() == actions
    page.mouse.move(1, 1)
    page.screenshot(path=str(screenshots / "blue_moon_city-refused-1366x900.png"))

    # one step north: the figure walks to the Fire Temple; the log says so
    rev = settle(table)
    table.click_target(NORTH)
    table.wait_revision_above(rev)
    page.wait_for_function("(n) => document.querySelectorAll('.kg-table .kg-log li').length > n", arg=log)
    expect(table.loc(".kg-log")).to_contain_text("火の神殿")
    page.wait_for_function(f"() => (({_keys_js()})() || []).includes('box:2')", timeout=STEP_TIMEOUT_MS)

    # the 3 box, then Vulca 3 from the hand: the box is paid and carries a marker (the log says so)
    rev = settle(table)
    table.click_target("box:2")
    table.wait_revision_above(rev)
    expect(table.loc(".kg-message")).to_contain_text("候補")  # the box narrows the choice to the cards for it
    rev = settle(table)
    table.click_target("hand:3")
    table.wait_revision_above(rev)
    expect(table.loc(".kg-log")).to_contain_text("マーカー")
    assert "box:2" not in table.target_keys(), "the paid box is still offered"
    expect(table.loc(".kg-message .kg-msg-error")).to_have_count(0)
    shoot(page, screenshots, "paid-ja", ".kg-table")


def test_walkthrough_section(table: LoadedTable, screenshots: Path) -> None:
    walk = table.page.locator(".kg-walkthrough")
    expect(walk.first).to_be_visible()
    walk.first.scroll_into_view_if_needed()
    expect(walk.first.locator(".kg-rule-title").first).to_contain_text(JAPANESE)
    shoot(table.page, screenshots, "walkthrough-ja", ".kg-walkthrough")
    title = walk.first.locator(".kg-rule-title").first.inner_text()
    walk.first.locator(".kg-lesson-next").first.click()
    expect(walk.first.locator(".kg-rule-title").first).not_to_have_text(title)


def test_walkthrough_refuses_a_card_of_the_wrong_colour_at_once(table: LoadedTable, screenshots: Path) -> None:
    """The first payment step: a click on a card no box here takes is answered at once with the rule it breaks, and
    no message asks for outlined choices; a card that fits narrows to the boxes, outlined."""
    page = table.page
    step = next(i for i, lesson in enumerate(GAME.lessons()) if lesson.key == "contribute")
    lesson = GAME.lessons()[step]
    state = lesson.scenario()
    legal = GAME.legal_actions(state, lesson.viewer)
    hand = sorted(set(state.hands[lesson.viewer]))
    wrong = next(c for c in hand if not any(getattr(a, "card", None) == c for a in legal))
    walk = TablePage(page, ".kg-walkthrough")
    keys = [[s.key for s in c.steps] for c in GAME.chapters()]
    chapter = next(k for k, c in enumerate(keys) if "contribute" in c)
    walk.loc(".kg-chapter select").first.select_option(index=chapter)  # the chapter, then the step in its list
    walk.loc(".kg-step select").first.select_option(index=keys[chapter].index("contribute"))
    page.wait_for_function(f"() => ((({TARGETS_JS})('.kg-walkthrough')) || []).some((t) => t.key === 'hand:{wrong}')",
                           timeout=STEP_TIMEOUT_MS)
    settle(walk)
    walk.click_target(f"hand:{wrong}")
    expect(walk.loc(".kg-message .kg-msg-error")).to_have_count(1)
    expect(walk.loc(".kg-message .kg-rule")).to_have_attribute("title", "blue_moon_city.contribute.pay")
    expect(walk.loc(".kg-message")).not_to_contain_text("候補")
    page.mouse.move(1, 1)
    shoot(page, screenshots, "walkthrough-wrong-colour-ja", ".kg-walkthrough")
    rev = settle(walk)
    walk.click_target(f"hand:{next(c for c in hand if c != wrong and any(getattr(a, 'card', None) == c for a in legal))}")
    walk.wait_revision_above(rev)
    expect(walk.loc(".kg-message")).to_contain_text("候補")
    assert any(k.startswith("box:") for k in walk.target_keys())


def test_shared_link_with_lang_en_opens_in_english(voila: VoilaServer, page: Page, page_errors: ErrorWatch) -> None:
    require_notebook(voila, NOTEBOOK)
    page.goto(voila.render_url(NOTEBOOK, "lang=en"), timeout=FIRST_PAGE_TIMEOUT_MS)
    loaded = TablePage(page)
    loaded.wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    expect(page.locator(".kg-lang button", has_text="English")).to_have_class(re.compile(r"mod-active"),
                                                                              timeout=STEP_TIMEOUT_MS)
    expect(loaded.loc(".kg-status")).not_to_contain_text(JAPANESE, timeout=STEP_TIMEOUT_MS)
    page.wait_for_function("() => Array.from(document.querySelectorAll('.kg-table .js-plotly-plot text'), "
                           "(t) => t.textContent).join(' ').includes('Courtyard')", timeout=STEP_TIMEOUT_MS)
