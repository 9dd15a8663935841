"""The static site (``make site``, docs/static_site.md): built here, served by a plain static server, opened in
chromium with every request that leaves the site refused — the learner's browser runs the notebooks' Python.

From the gallery to the Vaalbara page and the Noli page in both languages: the board draws, a legal board click plays,
an illegal one is refused with the rule it breaks, ``?lang=en`` opens the page in English. Screenshots go to
test-output/screenshots/site-*.png.

``KG_SITE`` names an already built site to test instead of building one (the build takes minutes the first time).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from kernel_games import GAMES
from widgets import serve

from .conftest import REPO, SCREENSHOTS, STEP_TIMEOUT_MS, ErrorWatch, log_file, require_chromium
from .pages import JAPANESE, REVISION_JS, TARGETS_JS, TablePage, screenshot_whole_page, set_language
from .test_vaalbara_page import LAPTOP, ROW1_Y, ROW2_Y, RULE_LAND, _reach_land_step

pytestmark = pytest.mark.browser

BUILD_TIMEOUT_S = 40 * 60  # a cold build downloads Pyodide and the wheels; a cached one takes about a minute
FIRST_BOARD_MS = 240_000  # Pyodide starts in the page: slower than a Voila kernel on two busy cores
PAGES = "voici/render"  # where the site puts each notebook's page


@pytest.fixture(scope="module")
def site() -> Path:
    require_chromium()
    given = os.environ.get("KG_SITE")
    if given:
        return Path(given).resolve()
    out = REPO / "test-output" / "site"
    done = subprocess.run([sys.executable, str(REPO / "scripts" / "build_site.py"), "--out", str(out)], cwd=REPO,
                          capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
    assert done.returncode == 0, f"the site did not build:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return out


@pytest.fixture(scope="module")
def site_url(site: Path) -> Iterator[str]:
    proc, url = serve.start_static(site, log_file("static-site"))
    try:
        yield url
    finally:
        serve.stop(proc)


class Offline:
    """A browser context that lets only the site's own requests through, and remembers the others."""

    def __init__(self, browser: Browser, context_args: dict, url: str) -> None:
        self.host = urlsplit(url).netloc
        self.refused: list[str] = []
        self.failed: list[str] = []
        self.context: BrowserContext = browser.new_context(**{**context_args, "viewport": LAPTOP})
        self.context.route("**/*", self._route)
        self.watch = ErrorWatch()

    def _route(self, route) -> None:  # noqa: ANN001 - playwright Route
        if urlsplit(route.request.url).netloc == self.host or route.request.url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.refused.append(route.request.url)
            route.abort()

    def page(self) -> Page:
        page = self.context.new_page()
        page.set_default_timeout(STEP_TIMEOUT_MS)
        self.watch.attach(page)
        page.on("requestfailed", lambda r: self.failed.append(f"{r.url} ({r.failure})"))
        page.on("response", lambda r: r.status >= 400 and self.failed.append(f"{r.url} (HTTP {r.status})"))
        return page

    def check(self) -> None:
        """Nothing asked of the outside world, nothing on the site missing."""
        assert self.refused == [], f"requests leaving the site: {self.refused[:10]}"
        assert self.failed == [], f"failed requests: {self.failed[:10]}"


@pytest.fixture
def offline(browser: Browser, browser_context_args: dict, site_url: str) -> Iterator[Offline]:
    net = Offline(browser, browser_context_args, site_url)
    yield net
    net.context.close()


def opened(page: Page, url: str, shot: str) -> TablePage:
    """``url`` opened and its table's board drawn (a screenshot if it never draws)."""
    page.goto(url, timeout=FIRST_BOARD_MS)
    table = TablePage(page)
    try:
        table.wait_drawn(FIRST_BOARD_MS)
    except Exception:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        screenshot_whole_page(page, str(SCREENSHOTS / shot))
        raise AssertionError(f"{url} did not draw its board (see {SCREENSHOTS / shot})") from None
    page.wait_for_timeout(2000)  # the bots' first moves redraw it meanwhile: the board must stay on the page
    box = table.loc(".kg-board .js-plotly-plot").first.bounding_box()
    assert box and box["height"] > 300, f"the board collapsed after drawing: {box}"
    return table


def test_the_gallery_opens_a_game_page_in_its_language(offline: Offline, site_url: str, screenshots: Path) -> None:
    page = offline.page()
    page.goto(f"{site_url}/{PAGES}/index.html?lang=en", timeout=FIRST_BOARD_MS)
    link = page.locator("a.kg-open[href*='vaalbara']").first
    link.wait_for(state="visible", timeout=FIRST_BOARD_MS)
    expect(link).to_have_attribute("href", "vaalbara.html?lang=en", timeout=STEP_TIMEOUT_MS)
    expect(page.locator(".kg-gallery")).to_contain_text("Vaalbara")
    screenshot_whole_page(page, str(screenshots / "site-gallery-en.png"))
    target = urljoin(page.url, link.get_attribute("href") or "")
    table = opened(page, target, "site-gallery-link-failed.png")
    expect(page.locator(".kg-lang button", has_text="English")).to_have_class(re.compile(r"mod-active"))
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE)
    summary = page.locator("a.kg-summary").first
    summary_url = urljoin(page.url, summary.get_attribute("href") or "")
    assert page.request.get(summary_url).ok, f"the rules summary is not on the site: {summary_url}"
    offline.check()


def test_vaalbara_plays_and_explains_in_japanese(offline: Offline, site_url: str, screenshots: Path) -> None:
    page = offline.page()
    table = opened(page, f"{site_url}/{PAGES}/vaalbara.html", "site-vaalbara-failed.png")
    expect(page.locator(".kg-lang button", has_text="日本語")).to_have_class(re.compile(r"mod-active"))
    assert "1列目" in table.board_text()
    _reach_land_step(table, screenshots)  # legal clicks: a hand card, then the character's decisions
    row1, row2 = table.lands_in_row(ROW1_Y), table.lands_in_row(ROW2_Y)
    log, actions = table.log_size(), table.actions()
    table.click_target(row2[0])  # illegal: refused with the rule, nothing changes
    expect(table.loc(".kg-message")).to_contain_text(GAMES["vaalbara"].rule(RULE_LAND).title.ja)
    expect(table.loc(".kg-message .kg-rule")).to_have_attribute("title", RULE_LAND)
    assert table.log_size() == log and table.actions() == actions
    page.screenshot(path=str(screenshots / "site-vaalbara-refused-ja.png"))
    rev = table.revision()
    table.click_target(row1[0])  # legal: taken
    table.wait_revision_above(rev)
    page.wait_for_function("(n) => document.querySelectorAll('.kg-table .kg-log li').length > n", arg=log)
    assert row1[0] not in table.lands_in_row(ROW1_Y)
    offline.check()


def test_a_shared_link_opens_vaalbara_in_english(offline: Offline, site_url: str, screenshots: Path) -> None:
    page = offline.page()
    table = opened(page, f"{site_url}/{PAGES}/vaalbara.html?lang=en&step=2", "site-vaalbara-en-failed.png")
    expect(page.locator(".kg-lang button", has_text="English")).to_have_class(re.compile(r"mod-active"),
                                                                              timeout=STEP_TIMEOUT_MS)
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE, timeout=STEP_TIMEOUT_MS)
    page.wait_for_function("() => Array.from(document.querySelectorAll('.kg-table .js-plotly-plot text'), "
                           "(t) => t.textContent).join(' ').includes('Row 1')", timeout=STEP_TIMEOUT_MS)
    expect(page.locator(".kg-walkthrough .kg-lesson-counter").first).to_contain_text("Step 2 of")
    page.screenshot(path=str(screenshots / "site-vaalbara-en.png"), full_page=False)
    offline.check()


def test_noli_plays_in_both_languages(offline: Offline, site_url: str, screenshots: Path) -> None:
    page = offline.page()
    table = opened(page, f"{site_url}/{PAGES}/noli.html", "site-noli-failed.png")
    assert JAPANESE.search(table.status()), table.status()
    before = table.revision()
    set_language(page, "English")
    table.wait_revision_above(before)
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE)
    handle = table.loc(".kg-bid-mason .noUi-handle").first  # a bid of one coin on the Mason, from the keyboard
    handle.scroll_into_view_if_needed()
    handle.focus()
    page.keyboard.press("ArrowRight")
    expect(handle).to_have_attribute("aria-valuenow", re.compile(r"^1(\.0+)?$"))
    log, rev = table.log_size(), table.revision()
    table.loc(".kg-bid-submit").first.click()
    table.wait_revision_above(rev)
    page.wait_for_function("(n) => document.querySelectorAll('.kg-table .kg-log li').length > n", arg=log,
                           timeout=STEP_TIMEOUT_MS)
    expect(table.loc(".kg-log")).to_contain_text("Mason")
    page.screenshot(path=str(screenshots / "site-noli-en.png"))
    set_language(page, "日本語")
    expect(table.loc(".kg-status")).to_contain_text(JAPANESE)
    offline.check()


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_game_teaches_and_plays_in_english_offline(offline: Offline, site_url: str, screenshots: Path,
                                                         gid: str) -> None:
    """Each registered game's page: its board, its walkthrough a step on, and the first thing its board (or its
    buttons) offers, clicked (Noli's first move is a bid from its sliders: above)."""
    page = offline.page()
    table = opened(page, f"{site_url}/{PAGES}/{gid}.html?lang=en", f"site-{gid}-failed.png")
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE, timeout=STEP_TIMEOUT_MS)
    walk = page.locator(".kg-walkthrough").first
    expect(walk.locator(".kg-lesson-counter")).to_contain_text("Step 1 of")
    walk.locator(".kg-lesson-next").click()
    expect(walk.locator(".kg-lesson-counter")).to_contain_text("Step 2 of")
    if gid != "noli":
        page.wait_for_function(f"() => document.querySelectorAll('.kg-table .kg-action').length > 0 || "
                               f"(({TARGETS_JS})('.kg-table') || []).length > 0", timeout=STEP_TIMEOUT_MS)
        rev, said, targets = table.revision(), table.message(), table.target_keys()
        if targets:
            table.click_target(targets[0])  # the first thing the board offers
        else:
            table.loc(".kg-action").first.click()
        # the click went through the browser's Python and came back: a move drawn, or why it is not one
        page.wait_for_function(f"([rev, said, root]) => ({REVISION_JS})(root) > rev || "
                               "document.querySelector(root + ' .kg-message').innerText !== said",
                               arg=[rev, said, ".kg-table"], timeout=STEP_TIMEOUT_MS)
    page.screenshot(path=str(screenshots / f"site-{gid}-en.png"))
    offline.check()
