"""The walkthrough's chapters in a real chromium (Buru, the game with most): the chapter list holds every chapter and
opens the one picked; Next on an unfinished task says, where the learner looks, that it was skipped, the step list and
the counter mark it, and a button returns to it; at laptop and phone width, in Japanese and English. Screenshots go to
test-output/screenshots/walkthrough-chapters-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from kernel_games import GAMES

from .conftest import STEP_TIMEOUT_MS, LoadedTable, table_fixture
from .pages import set_language

pytestmark = pytest.mark.browser

GAME = GAMES["buru"]
SIZES = {"laptop": {"width": 1366, "height": 900}, "phone": {"width": 400, "height": 800}}
WORDS = {"ja": ("日本語", "課題を飛ばしました", "飛ばした課題: 1", "ステップ {i}／全{n}"),
         "en": ("English", "You skipped the task", "1 skipped", "Step {i} of {n}")}

table = table_fixture("buru.ipynb", "walkthrough-chapters-load-failed.png")


def _shot(page: Page, screenshots: Path, name: str, open_list: bool = False) -> None:
    """The viewport with the walkthrough's navigation at the top; ``open_list`` shows the chapter list opened (a
    native select cannot be photographed open, so it is drawn as a list box for the shot)."""
    nav = page.locator(".kg-walkthrough .kg-chapter").first
    nav.scroll_into_view_if_needed()
    page.evaluate("() => document.querySelector('.kg-walkthrough .kg-chapter').scrollIntoView({block: 'start'})")
    select = page.locator(".kg-walkthrough .kg-chapter select").first
    if open_list:
        select.evaluate("(s) => { s.size = s.options.length; s.style.height = 'auto'; "
                        "s.parentElement.style.height = 'auto'; }")
    page.mouse.move(1, 1)
    page.screenshot(path=str(screenshots / f"walkthrough-chapters-{name}.png"))
    if open_list:
        select.evaluate("(s) => { s.size = 0; s.style.height = ''; s.parentElement.style.height = ''; }")


@pytest.mark.parametrize("size", list(SIZES))
def test_chapters_and_a_skipped_task(table: LoadedTable, screenshots: Path, size: str) -> None:
    page = table.page
    page.set_viewport_size(SIZES[size])
    walk = page.locator(".kg-walkthrough").first
    chapters = GAME.chapters()
    base = chapters[0].steps
    task = next(i for i, ls in enumerate(base) if ls.acts or ls.question is not None)
    for lang in ("ja", "en"):
        button, skipped, count, step = WORDS[lang]
        set_language(page, button)
        chapter = walk.locator(".kg-chapter select")
        expect(chapter.locator("option")).to_have_count(len(chapters), timeout=STEP_TIMEOUT_MS)
        expect(chapter.locator("option").nth(len(chapters) - 1)).to_contain_text(chapters[-1].title(lang))
        chapter.select_option(index=0)
        walk.locator(".kg-step select").select_option(index=task)
        expect(walk.locator(".kg-lesson-counter")).to_contain_text(step.format(i=task + 1, n=len(base)),
                                                                   timeout=STEP_TIMEOUT_MS)
        _shot(page, screenshots, f"list-{size}-{lang}", open_list=True)
        walk.locator(".kg-lesson-next").click()
        note = walk.locator(".kg-lesson-notice .kg-msg-note").first
        expect(note).to_contain_text(skipped, timeout=STEP_TIMEOUT_MS)
        expect(walk.locator(".kg-lesson-counter")).to_contain_text(count)
        expect(walk.locator(".kg-step select option").nth(task)).to_contain_text("飛ばした" if lang == "ja" else "skipped")
        back = walk.locator(".kg-lesson-return")
        expect(back).to_be_visible()
        _shot(page, screenshots, f"skipped-{size}-{lang}")
        box, height = note.bounding_box(), SIZES[size]["height"]
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= height, f"the skip is said out of sight: {box}"
        back.click()
        expect(note).to_have_count(0)
        expect(walk.locator(".kg-lesson-counter")).to_contain_text(step.format(i=task + 1, n=len(base)),
                                                                   timeout=STEP_TIMEOUT_MS)
        expect(back).to_be_hidden()
        expect(walk.locator(".kg-rule-title")).to_contain_text(GAME.rule(base[task].rules[0]).title(lang))
