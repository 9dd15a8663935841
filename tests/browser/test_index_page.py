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
