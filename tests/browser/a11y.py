"""What the accessibility tests (test_axe.py, test_reflow.py) share: one page per game opened at a size, the gallery
opened, and the page's language switched, each waiting for the redraw it causes."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page

from kernel_games import GAMES

from .conftest import FIRST_PAGE_TIMEOUT_MS, STEP_TIMEOUT_MS, LoadedTable, VoilaServer, open_table, require_notebook
from .pages import TablePage, open_every_section, set_language

LANGUAGES = (("ja", "日本語"), ("en", "English"))  # ?lang= and the switch's button


def game_page_fixture(size: dict, name: str, query: Callable[[str], str] = lambda _gid: "",
                      before: Callable[[], None] = lambda: None):  # noqa: ANN201 - a pytest fixture
    """A module's ``game_page`` fixture: each game's page opened at ``size`` (one kernel per game for the module),
    with ``query(gid)`` (a classroom link's), its table and walkthrough drawn; ``before()`` runs first (a skip)."""
    @pytest.fixture(scope="module", params=sorted(GAMES))
    def game_page(request: pytest.FixtureRequest, voila: VoilaServer, browser: Browser,
                  browser_context_args: dict) -> Iterator[tuple[str, LoadedTable]]:
        before()
        gid = request.param
        context, loaded = open_table(voila, browser, {**browser_context_args, "viewport": size}, f"{gid}.ipynb",
                                     f"{name}-{gid}-load-failed.png", query=query(gid))
        TablePage(loaded.page, ".kg-walkthrough").wait_drawn(FIRST_PAGE_TIMEOUT_MS)
        open_every_section(loaded.page, FIRST_PAGE_TIMEOUT_MS)  # the whole page is checked
        yield gid, loaded
        context.close()
    return game_page


def switch(table: TablePage, label: str) -> None:
    """The page's language switch, until the table's board has redrawn."""
    before = table.revision()
    set_language(table.page, label)
    table.wait_revision_above(before, STEP_TIMEOUT_MS)


def gallery_pages(voila: VoilaServer, browser: Browser, context_args: dict, sizes: tuple[dict, ...]
                  ) -> Iterator[tuple[Page, str, dict]]:
    """The gallery (index.ipynb) opened once, then shown in each language (its switch) at each size: yields the page,
    the language and the size at each stop."""
    require_notebook(voila, "index.ipynb")
    context = browser.new_context(**{**context_args, "viewport": sizes[0]})
    page = context.new_page()
    try:
        page.goto(voila.render_url("index.ipynb", "lang=ja"), timeout=FIRST_PAGE_TIMEOUT_MS)
        page.locator(".kg-card").first.wait_for(state="visible", timeout=FIRST_PAGE_TIMEOUT_MS)
        for lang, label in LANGUAGES:
            if lang != "ja":  # the cards' links carry the language: wait until they are redrawn
                before = page.locator(".kg-open").first.get_attribute("href")
                set_language(page, label)
                page.wait_for_function("(old) => { const a = document.querySelector('.kg-open');"
                                       " return a && a.getAttribute('href') !== old; }", arg=before)
            for size in sizes:
                page.set_viewport_size(size)
                yield page, lang, size
    finally:
        context.close()
