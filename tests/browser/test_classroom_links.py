"""What a teacher shares, in a real chromium (widgets/links.py, widgets/serve.py, the kernel-games template):
a ?step=&lang= link opens the walkthrough at that step in English; ?seed= deals that seed; the server's root address
shows the gallery, whose language carries into the game it opens; the printable summaries are served and fill one A4
page; and with every request that would leave 127.0.0.1 blocked, the gallery and a game page load with nothing failed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from kernel_games import GAMES
from kernel_games.core import Match
from kernel_games.core.text import LANGS
from kernel_games.summary import file_name, sheets
from widgets.boards import board_for

from .conftest import FIRST_PAGE_TIMEOUT_MS, ErrorWatch, VoilaServer, require_notebook
from .pages import TablePage, screenshot_whole_page

pytestmark = pytest.mark.browser

LOCAL = {"127.0.0.1"}


class Offline:
    """A browser context in which every request to another host is aborted and written down, as are failures."""

    def __init__(self, context: BrowserContext) -> None:
        self.blocked: list[str] = []
        self.failed: list[str] = []
        context.route("**/*", self._route)
        context.on("requestfailed", self._failed)

    def _failed(self, request) -> None:  # noqa: ANN001 - playwright Request
        if "/voila/api/shutdown/" in request.url:
            return  # the beacon a Voila page sends as it is left, cut off by the navigation itself
        self.failed.append(f"{request.url} ({request.failure})")

    def check(self) -> None:
        assert self.blocked == [], f"requests that would leave 127.0.0.1: {self.blocked}"
        assert self.failed == [], f"failed requests: {self.failed}"

    def _route(self, route, request) -> None:  # noqa: ANN001 - playwright Route, Request
        if urlsplit(request.url).hostname in LOCAL:
            route.continue_()
        else:
            self.blocked.append(request.url)
            route.abort()


@pytest.fixture
def offline_page(browser: Browser, browser_context_args: dict) -> Iterator[tuple[Page, Offline, ErrorWatch]]:
    context = browser.new_context(**browser_context_args)
    offline = Offline(context)
    page = context.new_page()
    watch = ErrorWatch()
    watch.attach(page)
    yield page, offline, watch
    context.close()
    watch.check()


def open_game(page: Page, url: str) -> TablePage:
    page.goto(url, timeout=FIRST_PAGE_TIMEOUT_MS)
    table = TablePage(page)
    table.wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    TablePage(page, ".kg-walkthrough").wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    return table


def walkthrough_text(page: Page) -> str:
    return page.locator(".kg-walkthrough").first.inner_text()


def test_step_and_lang_open_the_walkthrough_there_in_english(voila: VoilaServer, offline_page, screenshots: Path) -> None:
    page, offline, _watch = offline_page
    require_notebook(voila, "vaalbara.ipynb")
    open_game(page, voila.render_url("vaalbara.ipynb", "step=3&lang=en"))
    steps = len(GAMES["vaalbara"].chapters()[0].steps)  # step 3 is in the first chapter; the counter counts its steps
    expect(page.locator(".kg-walkthrough")).to_contain_text(f"Step 3 of {steps}", timeout=FIRST_PAGE_TIMEOUT_MS)
    expect(page.locator(".kg-lang button", has_text="English")).to_have_class(re.compile(r"mod-active"))
    lesson = GAMES["vaalbara"].lessons()[2]
    assert GAMES["vaalbara"].rule(lesson.rules[0]).title.en in walkthrough_text(page)
    screenshot_whole_page(page, str(screenshots / "link-step3-en.png"))
    offline.check()


def test_seed_deals_that_seed(voila: VoilaServer, offline_page, screenshots: Path) -> None:
    page, offline, _watch = offline_page
    require_notebook(voila, "vaalbara.ipynb")
    open_game(page, voila.render_url("vaalbara.ipynb", "seed=42&lang=en"))
    expect(page.locator(".kg-table .kg-message")).to_contain_text("Dealt from the link's seed")
    game = GAMES["vaalbara"]
    expected = board_for("vaalbara").text(Match(game, 3, 42).view(0), "en").splitlines()
    dealt = [line for line in expected if line.startswith(("Row 1", "Row 2", "Your hand"))]
    assert len(dealt) == 3, expected
    shown = page.locator(".kg-table .kg-board-text").first.text_content() or ""
    for line in dealt:
        assert line in shown, f"{line!r} not on the board of the seed-42 deal:\n{shown}"
    screenshot_whole_page(page, str(screenshots / "link-seed42.png"))
    offline.check()


def test_the_root_address_shows_the_gallery_whose_language_carries_on(voila: VoilaServer, offline_page,
                                                                       screenshots: Path) -> None:
    page, offline, _watch = offline_page
    require_notebook(voila, "index.ipynb")
    page.goto(f"{voila.url}/", timeout=FIRST_PAGE_TIMEOUT_MS)
    gallery = page.locator(".kg-gallery")
    gallery.wait_for(state="visible", timeout=FIRST_PAGE_TIMEOUT_MS)
    assert urlsplit(page.url).path == "/voila/render/index.ipynb"
    page.locator(".kg-lang button", has_text="English").first.click()
    expect(gallery).to_contain_text("Rules summary")
    open_link = page.locator("a.kg-open[href*='vaalbara']").first
    expect(open_link).to_have_attribute("href", re.compile(r"vaalbara\.ipynb\?lang=en$"))
    screenshot_whole_page(page, str(screenshots / "gallery-root-en.png"))
    open_link.click()
    TablePage(page).wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    expect(page.locator(".kg-walkthrough")).to_contain_text("Step 1 of", timeout=FIRST_PAGE_TIMEOUT_MS)
    screenshot_whole_page(page, str(screenshots / "gallery-to-vaalbara-en.png"))
    offline.check()


def test_the_summaries_are_served_and_print_on_their_sheets(voila: VoilaServer, offline_page, screenshots: Path) -> None:
    page, offline, _watch = offline_page
    for gid in sorted(GAMES):
        for lang in LANGS:
            name = file_name(gid, lang)
            require_notebook(voila, f"summaries/{name}")
            response = page.goto(voila.render_url(f"summaries/{name}"))  # as the gallery's relative link resolves
            assert response is not None and response.ok, name
            assert urlsplit(page.url).path == f"/voila/files/summaries/{name}"
            expect(page.locator("h1").first).to_contain_text(GAMES[gid].name(lang))
            pdf = page.pdf(format="A4", prefer_css_page_size=True)
            pages = [int(n) for n in re.findall(rb"/Count (\d+)", pdf)]
            expected = len(sheets(GAMES[gid], lang))  # one page, or the base game's and one per module (Buru)
            assert pages == [expected], f"{name} prints on {pages} pages, not {expected}"
            if gid in ("noli", "buru"):
                page.emulate_media(media="print")
                page.set_viewport_size({"width": 794, "height": 1123})
                page.screenshot(path=str(screenshots / f"summary-{gid}-{lang}.png"), full_page=True)
                page.emulate_media(media="no-override")  # page.pdf() uses print media again
    offline.check()
