"""The gallery page (notebooks/index.ipynb) renders and links to the Vaalbara notebook, and the link works."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urljoin

import pytest
from playwright.sync_api import Page, expect

from .conftest import FIRST_PAGE_TIMEOUT_MS, ErrorWatch, VoilaServer, require_notebook
from .pages import TablePage, screenshot_whole_page

pytestmark = pytest.mark.browser


def test_index_renders_and_links_to_vaalbara(voila: VoilaServer, page: Page, page_errors: ErrorWatch,
                                             screenshots: Path) -> None:
    require_notebook(voila, "index.ipynb")
    page.goto(voila.render_url("index.ipynb"), timeout=FIRST_PAGE_TIMEOUT_MS)
    link = page.locator('a[href*="vaalbara"]').first
    link.wait_for(state="visible", timeout=FIRST_PAGE_TIMEOUT_MS)
    expect(page.locator("body")).to_contain_text(re.compile(r"Vaalbara|ヴァールバラ|バールバラ", re.I))
    screenshot_whole_page(page, str(screenshots / "index.png"))

    href = link.get_attribute("href") or ""
    target = urljoin(page.url, href)
    assert re.search(r"/voila/render/.*vaalbara\.ipynb", target), f"the link does not open the notebook in Voila: {target}"
    require_notebook(voila, "vaalbara.ipynb")
    page.goto(target, timeout=FIRST_PAGE_TIMEOUT_MS)
    TablePage(page).wait_drawn(FIRST_PAGE_TIMEOUT_MS)


# Each card's actions as the browser lays them out: the filled ones (a background of their own) and their sizes.
CARD_ACTIONS_JS = """
() => Array.from(document.querySelectorAll(".kg-card"), (card) => {
  const filled = (e) => { const c = getComputedStyle(e).backgroundColor; return c !== "rgba(0, 0, 0, 0)" && c !== "transparent"; };
  const box = (e) => { const r = e.getBoundingClientRect(); return {w: r.width, h: r.height, filled: filled(e),
                       text: e.textContent.trim(), cls: e.className}; };
  return Array.from(card.querySelectorAll("a"), box);
})
"""


@pytest.mark.parametrize("width,height,lang", [(1366, 900, "en"), (400, 800, "ja")])
def test_each_card_has_one_primary_action_a_finger_can_hit(voila: VoilaServer, browser, width: int, height: int,  # noqa: ANN001
                                                           lang: str, screenshots: Path) -> None:
    """One clear primary action per card: "Open ▶" is the only filled link (a button 44 px high at least); the
    summary is a secondary link, just as easy to tap; "Learn and play" is a status, not a link."""
    require_notebook(voila, "index.ipynb")
    page = browser.new_page(viewport={"width": width, "height": height})
    try:
        page.goto(voila.render_url("index.ipynb", f"lang={lang}"), timeout=FIRST_PAGE_TIMEOUT_MS)
        page.locator(".kg-open").first.wait_for(state="visible", timeout=FIRST_PAGE_TIMEOUT_MS)
        cards = page.evaluate(CARD_ACTIONS_JS)
        screenshot_whole_page(page, str(screenshots / f"index-cards-{width}-{lang}.png"))
    finally:
        page.close()
    assert len(cards) >= 5, "a card per game"
    for links in cards:
        primary = [a for a in links if a["filled"]]
        assert [a["cls"] for a in primary] == ["kg-open"], f"one filled action per card, the notebook's: {links}"
        assert primary[0]["h"] >= 44 and primary[0]["w"] >= 44, f"the primary action is a finger's target: {primary}"
        assert all(a["h"] >= 44 for a in links), f"every link of a card is 44 px high to tap: {links}"
        assert not any("Learn and play" in a["text"] or "学べる" in a["text"] for a in links), "the status is no link"
