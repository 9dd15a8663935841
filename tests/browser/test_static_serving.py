"""A Voila page gets plotly.js over HTTP from the environment, once for all its boards; if it cannot, every
board says so in both languages instead of staying blank. (tests/test_static_serving.py checks the server side.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, Response, Route, expect

from .conftest import FIRST_PAGE_TIMEOUT_MS, ErrorWatch, VoilaServer
from .pages import open_every_section

pytestmark = pytest.mark.browser
PLOTLY_URL = "/voila/templates/kernel-games/static/plotly-basic.min.js"
NOTEBOOK = "vaalbara.ipynb"
EVERY_BOARD_DRAWN = (
    "() => { const b = document.querySelectorAll('.kg-board'); return b.length >= 3 && "
    "Array.from(b).every((x) => x.querySelector('.js-plotly-plot[data-revision]')); }"
)


def test_boards_draw_with_plotly_fetched_once_from_the_environment(voila: VoilaServer, page: Page,
                                                                    page_errors: ErrorWatch) -> None:
    plotly: list[Response] = []
    page.on("response", lambda r: plotly.append(r) if PLOTLY_URL in r.url else None)
    page.goto(voila.render_url(NOTEBOOK), timeout=FIRST_PAGE_TIMEOUT_MS)
    open_every_section(page, FIRST_PAGE_TIMEOUT_MS)  # the table's and the analysis's boards too
    page.wait_for_function(EVERY_BOARD_DRAWN, timeout=FIRST_PAGE_TIMEOUT_MS)
    assert [(r.url.startswith(voila.url + PLOTLY_URL), r.status) for r in plotly] == [(True, 200)], \
        "one HTTP request for plotly.js, whatever the number of boards"
    assert not (voila.root / "_static").exists(), "nothing is written next to the notebooks"


def test_a_board_says_so_when_plotly_cannot_be_loaded(voila: VoilaServer, page: Page, page_errors: ErrorWatch,
                                                      screenshots: Path) -> None:
    def missing(route: Route) -> None:
        route.fulfill(status=404, body="not here")

    page.route(f"**{PLOTLY_URL}*", missing)
    page.goto(voila.render_url(NOTEBOOK), timeout=FIRST_PAGE_TIMEOUT_MS)
    errors = page.locator(".kg-board .kg-board-error")
    errors.first.wait_for(state="visible", timeout=FIRST_PAGE_TIMEOUT_MS)
    expect(errors.first).to_contain_text("plotly.js を読み込めませんでした")
    expect(errors.first).to_contain_text("plotly.js could not be loaded")
    expect(errors.first).to_contain_text(PLOTLY_URL)
    open_every_section(page, FIRST_PAGE_TIMEOUT_MS)
    page.wait_for_function(
        "() => { const b = document.querySelectorAll('.kg-board'); return b.length >= 3 && "
        "Array.from(b).every((x) => x.querySelector('.kg-board-error')); }", timeout=FIRST_PAGE_TIMEOUT_MS)
    assert page.locator(".kg-board .js-plotly-plot").count() == 0
    errors.first.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / "board-without-plotly.png"))
