"""What a screen reader finds on a game page, in chromium (one page: Vaalbara's, with its walkthrough and its table
against two bots):

- the page's ``<html lang>`` follows the 日本語 / English switch, from the link's ``?lang=`` on;
- after a pick, the answer region (``#kg-answer``) says ✔/✖ in the page's language and carries its ``lang``;
- the bots' moves and a walkthrough step change reach the page's polite voice (``#kg-say``: role status, polite,
  atomic, visually hidden), with its ``lang``, and the same words twice are heard twice;
- the accessibility tree (Playwright's ARIA snapshot: ``page.accessibility`` is gone from Playwright) names the board
  drawing and points to its text, and the board as text opens with a real button under the board.

Screenshots: test-output/screenshots/screen-reader-walkthrough-text-{1366,400}.png (the board as text opened)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .conftest import STEP_TIMEOUT_MS, LoadedTable, VoilaServer, open_table
from .pages import TablePage, set_language, shoot

pytestmark = pytest.mark.browser

# every text the polite voice said, in order, with its lang (recorded as the page changes it)
RECORD_SAID = """
window.__kgSaid = [];
new MutationObserver(() => {
  const box = document.getElementById("kg-say");
  const text = box ? box.textContent : "";
  const last = window.__kgSaid[window.__kgSaid.length - 1];
  if (text && !(last && last.n === box.dataset.said)) window.__kgSaid.push({text, lang: box.lang, n: box.dataset.said});
}).observe(document, {childList: true, subtree: true, characterData: true, attributes: true});
"""
SAID_JS = "() => window.__kgSaid"
LEGAL_JS = ("(root) => (document.querySelector(root + ' .kg-board .js-plotly-plot').dataset.legal || '')"
            ".split(' ').filter(Boolean)")
WALK = ".kg-walkthrough"


@pytest.fixture(scope="module")
def vaalbara(voila: VoilaServer, browser: Browser, browser_context_args: dict) -> Iterator[LoadedTable]:
    args = {**browser_context_args, "viewport": {"width": 1366, "height": 900}}
    context, loaded = open_table(voila, browser, args, "vaalbara.ipynb", "screen-reader-load-failed.png",
                                 init_script=RECORD_SAID, query="lang=ja")
    TablePage(loaded.page, WALK).wait_drawn(STEP_TIMEOUT_MS)
    yield loaded
    context.close()


def html_lang(page) -> str:  # noqa: ANN001 - playwright Page
    return str(page.evaluate("() => document.documentElement.lang"))


def said(page) -> list[dict]:  # noqa: ANN001
    return list(page.evaluate(SAID_JS))


def test_the_pages_lang_follows_the_switch(vaalbara: LoadedTable) -> None:
    page = vaalbara.page
    page.wait_for_function("() => document.documentElement.lang === 'ja'")  # the link's ?lang=ja
    set_language(page, "English")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    set_language(page, "日本語")
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    set_language(page, "English")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    assert page.locator("html[lang]").count() == 1 and html_lang(page) == "en"


def test_a_walkthrough_step_change_is_said_in_the_pages_language(vaalbara: LoadedTable) -> None:
    page = vaalbara.page
    set_language(page, "English")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    before = len(said(page))
    counter = page.locator(f"{WALK} .kg-lesson-counter").first.inner_text()
    page.locator(f"{WALK} .kg-lesson-next").first.click()
    page.wait_for_function("(n) => window.__kgSaid.length > n", arg=before)
    new = said(page)[before:]
    shown = page.locator(f"{WALK} .kg-lesson-counter").first.inner_text()
    assert shown != counter and new[-1]["lang"] == "en", new
    assert new[-1]["text"].startswith(shown.split(" · ")[0] + ": "), (new, shown)
    heading = page.locator(f"{WALK} .kg-rule-title h3").first.inner_text()  # "<chapter> · <the rule's title>"
    assert f": {heading.split(' · ')[-1]}." in new[-1]["text"], (new, heading)
    again = len(said(page))
    restart = page.locator(f"{WALK} button", has_text="Start this step again").first
    restart.click()
    page.wait_for_function("(n) => window.__kgSaid.length > n", arg=again)
    restart.click()
    page.wait_for_function("(n) => window.__kgSaid.length > n + 1", arg=again)
    assert [s["text"] for s in said(page)[again:]] == [new[-1]["text"]] * 2, "the same words twice are heard twice"
    box = page.locator("#kg-say")
    assert box.get_attribute("role") == "status" and box.get_attribute("aria-live") == "polite"
    assert box.get_attribute("aria-atomic") == "true"
    size = box.evaluate("(b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height, "
                        "getComputedStyle(b).display]")
    assert size[0] <= 1 and size[1] <= 1 and size[2] != "none", "visually hidden, yet read"


def test_the_board_is_named_and_its_text_opens_with_a_button_under_it(vaalbara: LoadedTable,
                                                                       screenshots: Path) -> None:
    page = vaalbara.page
    set_language(page, "English")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    walk = TablePage(page, WALK)
    walk.wait_revision_above(-1)
    tree = page.locator(WALK).first.aria_snapshot()
    assert re.search(r'img "The Vaalbara board, drawn as a picture\. To read it as text, press “Read the board as '
                     r'text” below the board\."', tree), tree
    assert re.search(r'button "Read the board as text"', tree), tree
    page.locator(f"{WALK} .kg-board-text-toggle").first.click()
    page.wait_for_function(f"() => document.querySelector('{WALK} .kg-board-text').offsetHeight > 0")
    tree = page.locator(WALK).first.aria_snapshot()
    text = page.locator(f"{WALK} .kg-board-text").first.inner_text()
    assert text.startswith("Round ") and text.splitlines()[0] in tree, tree
    plot = page.locator(f"{WALK} .kg-board .js-plotly-plot").first
    assert plot.get_attribute("role") == "img" and plot.get_attribute("lang") == "en"
    shoot(page, screenshots, "screen-reader-walkthrough-text-1366", element=f"{WALK} .kg-board-text-box")
    page.set_viewport_size({"width": 400, "height": 800})
    try:
        page.wait_for_function(f"() => document.querySelector('{WALK} .kg-board .js-plotly-plot').dataset.layout "
                               "=== 'narrow'")
        shoot(page, screenshots, "screen-reader-walkthrough-text-400", element=f"{WALK} .kg-board-text-box")
        assert page.locator(f"{WALK} .kg-board .js-plotly-plot").first.get_attribute("aria-label") == \
            plot.get_attribute("aria-label"), "the phone drawing is named too"
    finally:
        page.set_viewport_size({"width": 1366, "height": 900})


def test_a_pick_is_answered_and_the_bots_moves_are_said(vaalbara: LoadedTable) -> None:
    page = vaalbara.page
    set_language(page, "English")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    table = vaalbara
    before = len(said(page))
    answered = False
    for _ in range(8):  # until the bots have moved and the learner is due again
        page.wait_for_function(f"() => ({LEGAL_JS})('.kg-table').length > 0", timeout=60_000)
        key = page.evaluate(LEGAL_JS, ".kg-table")[0]
        revision = table.revision()
        table.click_target(key)
        table.wait_revision_above(revision)
        if not answered:
            page.wait_for_function("() => document.getElementById('kg-answer')?.dataset.shown === '1'")
            answer = page.locator("#kg-answer")
            assert answer.get_attribute("lang") == "en" and re.match("[✔✖➜]", answer.text_content() or ""), \
                answer.text_content()
            answered = True
        try:
            page.wait_for_function("(n) => window.__kgSaid.some((s, i) => i >= n && !s.text.startsWith('Step '))",
                                   arg=before, timeout=15_000)
            break
        except PlaywrightTimeout:  # the learner acted before every bot: play on
            continue
    bots = [s for s in said(page)[before:] if not s["text"].startswith("Step ")]
    assert bots, "the bots' moves were said"
    page.wait_for_function(f"() => ({LEGAL_JS})('.kg-table').length > 0", timeout=60_000)
    status = table.status().strip()
    log = [t.strip() for t in table.loc(".kg-log li").all_inner_texts()]
    last = bots[-1]
    assert last["lang"] == "en" and last["text"].endswith(status), (last, status)
    assert any(line and line in last["text"] for line in log), "in the log's words"
    assert re.search("Sky clan|Green clan", last["text"]), "what the bots (Sky, Green; the learner is Orange) did"
