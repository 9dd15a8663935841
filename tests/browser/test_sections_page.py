"""A game page's sections (widgets/sections.py) in a real chromium, on a phone with a touch screen (400×800):

- at load the page shows the walkthrough, and the table, the annotated game, the analysis and the data note as
  headers only: real buttons, closed (aria-expanded="false"), named in the page language; none of them is built;
- scrolling the table's header near the view builds the table, with no press (and a press in the moment after
  that still means "open": the learner saw the header closed);
- the header closes and opens the section again by keyboard (Enter, Space; the focus ring shows) and by a tap, and
  the table shown again is the one built first (the same view, not a new build);
- the header follows the language switch;
- axe finds no serious or critical violation on the page with its sections closed (when axe-core is installed).

Screenshots go to test-output/screenshots/sections-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from .conftest import FIRST_PAGE_TIMEOUT_MS, ErrorWatch, VoilaServer, require_notebook
from .pages import SECTION_OPEN, TablePage, set_language, shoot
from .test_axe import AXE, LANG_RULES, audit, report

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}
KEYS = ("table", "replay", "analysis", "data")
CONTENTS = (".kg-table", ".kg-viewer", ".kg-analysis", ".kg-data-note")
NAMES_EN = ("The game table", "The annotated game")
# the focus ring of widgets/focus.js: at least 3 px of outline on the focused header
RING_JS = "(b) => document.activeElement === b && parseFloat(getComputedStyle(b).outlineWidth) >= 3"


def test_sections_are_headers_until_opened_by_scroll_keyboard_or_tap(voila: VoilaServer, browser: Browser,
                                                                    browser_context_args: dict,
                                                                    screenshots: Path) -> None:
    require_notebook(voila, "vaalbara.ipynb")
    context = browser.new_context(**{**browser_context_args, "viewport": PHONE, "has_touch": True})
    page = context.new_page()
    watch = ErrorWatch()
    watch.attach(page)
    try:
        page.goto(voila.render_url("vaalbara.ipynb", "lang=en"), timeout=FIRST_PAGE_TIMEOUT_MS)
        TablePage(page, ".kg-walkthrough").wait_drawn(FIRST_PAGE_TIMEOUT_MS)
        headers = [page.locator(SECTION_OPEN.format(key=key)) for key in KEYS]
        for header in headers:
            expect(header).to_have_count(1)
            assert header.evaluate("(b) => b.tagName") == "BUTTON"
            expect(header).to_have_attribute("aria-expanded", "false")
        for header, name in zip(headers, NAMES_EN, strict=False):
            expect(header).to_contain_text(name)
        for content in CONTENTS:
            expect(page.locator(content)).to_have_count(0)  # nothing below the walkthrough is built at load
        shoot(page, screenshots, "sections-closed-en")
        if AXE.exists():  # `make axe-deps`: the page with its sections closed, audited as test_axe audits it open
            found = [v for v in audit(page, "sections closed") if v["id"] not in LANG_RULES]
            assert not found, "axe found serious or critical violations:\n" + report(found)

        # scrolled near the view, the table's section builds itself
        table_header = headers[0]
        table_header.scroll_into_view_if_needed()
        expect(table_header).to_have_attribute("aria-expanded", "true", timeout=FIRST_PAGE_TIMEOUT_MS)
        table = TablePage(page, ".kg-table")
        table.wait_drawn(FIRST_PAGE_TIMEOUT_MS)
        expect(page.locator(".kg-table")).to_have_count(1)
        page.locator(".kg-table").evaluate("(e) => { e.dataset.kgFirst = 'yes'; }")  # the view built first
        # a press just after the section opened by itself still means "open"; once that moment is over, a press closes
        page.wait_for_function("(b) => !b.dataset.kgGrace", arg=table_header.element_handle())

        # the keyboard: Enter closes, Space opens; the focus ring shows on the header
        table_header.focus()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")
        page.wait_for_function(RING_JS, arg=table_header.element_handle())
        page.keyboard.press("Enter")
        expect(table_header).to_have_attribute("aria-expanded", "false")
        expect(page.locator(".kg-table")).to_be_hidden()
        page.keyboard.press("Space")
        expect(table_header).to_have_attribute("aria-expanded", "true")
        expect(page.locator(".kg-table")).to_be_visible()

        # a tap closes it and a tap opens it again
        table_header.tap()
        expect(table_header).to_have_attribute("aria-expanded", "false")
        table_header.tap()
        expect(table_header).to_have_attribute("aria-expanded", "true")
        expect(page.locator(".kg-table")).to_have_count(1)
        assert page.locator(".kg-table").get_attribute("data-kg-first") == "yes", "the table was built once"

        # the header follows the page language
        set_language(page, "日本語")
        expect(table_header).to_contain_text("対局の卓")
        table_header.scroll_into_view_if_needed()
        shoot(page, screenshots, "sections-table-open-ja")
        watch.check()
    finally:
        context.close()
