"""The coach, the annotated example game and the bots' strength table on every game's page, in a real chromium.

On each game's Voila page: "What would a strong player do?" lists up to three moves with their chance to win and
their rules; the example game's replay draws its board, shows the opening comment, steps to the end (the result and
the closing comment), and "Play on from here" loads a position of it into the table; the strength table shows
measured win rates. Screenshots go to test-output/screenshots/<game>-coach.png and <game>-replay.png.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from kernel_games import GAMES
from kernel_games.examples import example_record

from .conftest import FIRST_PAGE_TIMEOUT_MS, VoilaServer, open_table
from .pages import TablePage, open_section, set_language, shoot

pytestmark = pytest.mark.browser
ASK_AGAIN_MS = 8_000  # then the learner presses again
COACH_TIMEOUT_MS = 60_000  # the coach's search, on a slow shared CI core


def ask_until_advised(page: Page, ask: Locator, advice: Locator) -> None:
    """Press the coach's button until its advice shows, as a learner would press again: advice is wiped when the
    position changes, and a table just opened may still see the bots' first moves (Noli's bots bid one by one)."""
    deadline = time.monotonic() + COACH_TIMEOUT_MS / 1000
    while True:
        ask.click()
        try:
            expect(advice.first).to_be_visible(timeout=ASK_AGAIN_MS)
            return
        except AssertionError:
            if time.monotonic() > deadline:
                raise


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_coach_replay_and_strength_on_the_page(gid: str, voila: VoilaServer, browser: Browser,
                                               browser_context_args: dict, screenshots: Path) -> None:
    context, table = open_table(voila, browser, browser_context_args, f"{gid}.ipynb", f"{gid}-coach-load-failed.png")
    page = table.page
    try:
        set_language(page, "English")
        # the coach, once the human seat is due (bots may move first)
        ask = page.locator(".kg-table .kg-coach-ask")
        expect(ask).to_be_visible(timeout=FIRST_PAGE_TIMEOUT_MS)
        advice = page.locator(".kg-table .kg-coach-advice li")
        ask_until_advised(page, ask, advice)
        items = advice.all_inner_texts()
        assert 1 <= len(items) <= 3, items
        assert all(re.search(r"chance to win \d+%", t) for t in items), items
        assert any("rules:" in t for t in items), items
        shoot(page, screenshots, f"{gid}-coach", ".kg-table .kg-coach")

        # the annotated example game
        replay = TablePage(page, ".kg-viewer")
        replay.wait_drawn(FIRST_PAGE_TIMEOUT_MS)
        comments = json.loads(example_record(gid))["comments"]
        first = page.locator(".kg-viewer .kg-viewer-comment")
        expect(first).to_contain_text(comments[0]["en"][:40])
        before = replay.revision()
        page.locator(".kg-viewer .kg-viewer-last").click()
        replay.wait_revision_above(before)
        expect(first).to_contain_text(comments[-1]["en"][:40])
        expect(page.locator(".kg-viewer .kg-viewer-status")).to_contain_text(re.compile(r"wins|win|tie", re.I))
        shoot(page, screenshots, f"{gid}-replay", ".kg-viewer")

        # play on from the second commented position
        position = comments[1]["move"]
        page.locator(".kg-viewer .kg-viewer-first").click()
        for _ in range(position):
            page.locator(".kg-viewer .kg-viewer-next").click()
        expect(first).to_contain_text(comments[1]["en"][:40])
        table_header = page.locator(".kg-section-table .kg-section-open")
        table_header.click()  # the learner closed the table's section: playing on opens it again
        expect(table_header).to_have_attribute("aria-expanded", "false")
        page.locator(".kg-viewer .kg-viewer-play-on").click()
        expect(table_header).to_have_attribute("aria-expanded", "true")
        expect(page.locator(".kg-table .kg-message")).to_contain_text("Loaded", timeout=COACH_TIMEOUT_MS)

        # how strong the bots are
        open_section(page, "analysis", ".kg-strength", FIRST_PAGE_TIMEOUT_MS)
        expect(page.locator(".kg-strength table")).to_be_visible()
        assert re.search(r"\d+%", page.locator(".kg-strength").inner_text())
        table.errors_watch.check()
    finally:
        context.close()
