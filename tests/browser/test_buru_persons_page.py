"""The Buru page with the Great Persons in a real chromium: at set-up, before the first Dawn, the two Great Persons
dealt to the person shown as chips of the prompt box, one kept with a click, everyone's cards turned up together, the
kept one named on the person's panel and round 1 begun. Screenshots at 1366×900 (both languages, before and after)
and 400×800 (once kept)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from kernel_games.buru import BURU as G
from kernel_games.buru.persons.cards import PERSONS

from .conftest import STEP_TIMEOUT_MS, LoadedTable, table_fixture
from .pages import set_language
from .test_buru_page import LAPTOP, NOTEBOOK, PHONE, _keys_js, click, outlined, settle, shoot, wait_narrow

pytestmark = pytest.mark.browser
SEED = 3


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": LAPTOP}


table = table_fixture(NOTEBOOK, "buru-persons-load-failed.png")


def dropdown(table: LoadedTable, words: str):
    return table.loc(".widget-dropdown").filter(has_text=re.compile(words)).locator("select").first


def test_a_great_person_is_kept_from_the_board(table: LoadedTable, screenshots: Path) -> None:
    page = table.page
    dropdown(table, "偉人|Great Persons").select_option(label="あり")
    table.loc(".widget-text").filter(has_text=re.compile("シード|Seed")).locator("input").first.fill(str(SEED))
    rev = table.revision()
    table.loc(".kg-replay").first.click()
    table.wait_revision_above(rev)
    page.wait_for_function(f"() => (({_keys_js()})() || []).some((k) => k.startsWith('person:'))", timeout=STEP_TIMEOUT_MS)
    settle(table)
    dealt = G.setup(2, SEED, {"persons": 1}).dealt[0]
    keys = outlined(table)
    assert sorted(k for k in keys if k.startswith("person:")) == sorted(f"person:{c}" for c in dealt), keys
    board = table.board_text()
    assert "偉人を選んでいる" in board and PERSONS[dealt[0]].name.ja in board, board[:400]
    assert "準備（第1ラウンドの前）" in board and "指令: " not in board, "chosen at set-up, before the first Dawn"
    shoot(page, screenshots, "persons-choose-ja")
    set_language(page, "English")
    settle(table)
    shoot(page, screenshots, "persons-choose-en")
    click(table, f"person:{dealt[1]}")
    page.wait_for_function(f"() => !(({_keys_js()})() || []).some((k) => k.startsWith('person:'))", timeout=STEP_TIMEOUT_MS)
    settle(table)
    board = table.board_text()
    assert f"Great Person: the {PERSONS[dealt[1]].name.en}" in board, board[:600]
    assert "Round 1/5" in board and "Decree: " in board, "everyone has chosen: the first Dawn has revealed round 1"
    expect(table.loc(".kg-log")).to_contain_text(re.compile("Great Person is the"))
    shoot(page, screenshots, "persons-kept-en")
    set_language(page, "日本語")
    settle(table)
    page.set_viewport_size(PHONE)
    try:
        wait_narrow(page)
        shoot(page, screenshots, "persons-kept-ja-400")
    finally:
        page.set_viewport_size(LAPTOP)
    settle(table)
