"""The board from the keyboard alone (widgets/keys.js), on the table page of every game, one page per game:

- Tab reaches the board's legal targets (a bounded number of Tabs), and the focused target shows a ring at least
  3 px wide; ArrowRight moves to another target; Enter plays the focused one exactly as a click does (one click
  sent, the board redrawn, nothing refused) and focus stays on the board afterwards;
- Shift with the arrows also visits the targets the rules refuse now, named "Not allowed now: …";
- where a spot stands for several moves (Blue Moon City, Via Nebula), Enter on it narrows the choice and Escape brings
  every legal target back, and says so;
- the targets are named in the page's language (the accessibility tree: a group of buttons), each with the preview of
  what choosing it does (the "▶" line of its hover), in English and, after the language switch, in Japanese;
- on a phone the buttons follow the phone drawing: each sits on its target's drawn point.

Screenshots of a focused target at both widths go to test-output/screenshots/keys-*.png."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from kernel_games import GAMES
from kernel_games.core import Match
from widgets.boards import board_for
from widgets.links import build_query

from .conftest import STEP_TIMEOUT_MS, LoadedTable, VoilaServer, open_table
from .pages import JAPANESE, TablePage, set_language
from .test_touch import first_board_decision

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}
DESKTOP = {"width": 1366, "height": 900}
MAX_TABS = 150  # Tabs from the top of the page to the table's board: every control before it, once
MULTI_PART = {"blue_moon_city", "via_nebula"}  # a spot there stands for several moves: Enter narrows, Escape undoes
ENGLISH_WORDS = ("Board", "choices", "Enter")  # the group's name on ?lang=en; none of them on the Japanese page
LAYER = ".kg-table .kg-keys"

# the focused element: which key, whether it is a target of the table's board, or the layer itself, and its ring
FOCUS_JS = """
() => {
  const a = document.activeElement;
  const s = getComputedStyle(a);
  const px = (v) => parseFloat(v) || 0;
  const shadow = [...(s.boxShadow || "").matchAll(/(-?[\\d.]+)px/g)].map((m) => Number(m[1]));
  return {key: a.dataset ? a.dataset.key || "" : "", target: a.classList.contains("kg-target"),
          layer: a.classList.contains("kg-keys"), table: Boolean(a.closest(".kg-table")),
          label: a.getAttribute("aria-label") || "", outline: s.outlineStyle === "none" ? 0 : px(s.outlineWidth),
          shadow: shadow.length ? Math.max(...shadow) : 0, body: a === document.body};
}
"""
# each button of the table's layer beside where its key's point is drawn now (pixels from the plot's corner)
RING_PX = 44  # the ring round a focused target (widgets/keys.js, KEY_RING_PX)
PLACES_JS = """
() => {
  const gd = document.querySelector(".kg-table .kg-board .js-plotly-plot");
  const layer = document.querySelector(".kg-table .kg-keys");
  const fl = gd._fullLayout, i = gd._fullData.findIndex((t) => t.name === "targets"), tr = gd._fullData[i];
  const at = new Map();
  Array.from(tr.x, (x, k) => at.has(String(tr.customdata[k])) || at.set(String(tr.customdata[k]),
    [fl.xaxis.d2p(x) + fl._size.l, fl.yaxis.d2p(tr.y[k]) + fl._size.t]));
  const gb = gd.getBoundingClientRect();
  return {layout: gd.dataset.layout, size: [gb.width, gb.height],
          buttons: [...layer.querySelectorAll(".kg-target")].map((b) => {
            const r = b.getBoundingClientRect();
            return {key: b.dataset.key, x: r.left + r.width / 2 - gb.left, y: r.top + r.height / 2 - gb.top,
                    drawn: at.get(b.dataset.key)};
          })};
}
"""


def keyboard_position(gid: str, seed: int = 3) -> tuple[str, str | None]:
    """A classroom link's query opening the table where the learner (seat 0) chooses on the board: a seeded random
    game played until then; for a game with multi-part moves, until a spot there stands for several legal moves,
    whose key comes with the query (else None)."""
    def several(keys: dict, legal: set) -> str | None:
        return next((k for k, acts in keys.items() if sum(a in legal for a in acts) > 1), None)

    def wanted(_match: Match, keys: dict, legal: set) -> bool:
        ok = any(a in legal for acts in keys.values() for a in acts)
        return ok and (gid not in MULTI_PART or several(keys, legal) is not None)

    match = first_board_decision(gid, seed, wanted)
    assert match is not None, f"{gid}: a whole game and the learner was never asked anything on the board"
    game, legal = GAMES[gid], set(match.legal_actions(0))
    _, keys = board_for(gid).figure(game.view(match.state, 0), "en", game.tries(match.state, 0), legal)
    return build_query(lang="en", game=match.to_json()), several(keys, legal) if gid in MULTI_PART else None
    raise AssertionError(f"{gid}: a whole game and the learner was never asked anything on the board")


@pytest.fixture(scope="module", params=sorted(GAMES))
def keyed(request: pytest.FixtureRequest, voila: VoilaServer, browser: Browser,
          browser_context_args: dict) -> Iterator[tuple[str, LoadedTable, str | None]]:
    """The table page of one game in English at desktop width, where the learner chooses on the board, and the key
    of a spot there that stands for several moves (multi-part games only)."""
    gid = request.param
    args = {**browser_context_args, "viewport": DESKTOP}
    query, several = keyboard_position(gid)
    context, loaded = open_table(voila, browser, args, f"{gid}.ipynb", f"keys-{gid}-load-failed.png", query=query)
    yield gid, loaded, several
    context.close()


def focus(page: Page) -> dict:
    return dict(page.evaluate(FOCUS_JS))


def legal(table: TablePage) -> list[str]:
    return sorted(table.page.evaluate(f"() => (document.querySelector('{table.plot}').dataset.legal || '')"
                                      ".split(' ').filter(Boolean)"))


def clicks(table: TablePage) -> int:
    return int(table.page.evaluate(f"() => Number(document.querySelector('{table.plot}').dataset.clicks || 0)"))


def tab_to_the_board(page: Page, where: str) -> int:
    """Tab from the top of the page until a target of the table's board has focus; how many Tabs it took."""
    page.locator("body").evaluate("(b) => { document.activeElement && document.activeElement.blur(); }")
    for tabs in range(1, MAX_TABS + 1):
        page.keyboard.press("Tab")
        now = focus(page)
        if now["target"] and now["table"]:
            return tabs
    raise AssertionError(f"{where}: {MAX_TABS} Tabs and no target of the table's board had focus")


def assert_ring(page: Page, where: str) -> None:
    now = focus(page)
    assert now["outline"] >= 3, f"{where}: the focused target's ring is {now['outline']} px: {now}"
    assert now["shadow"] >= 3, f"{where}: the focused target has no halo around its ring: {now}"


def assert_focus_kept(page: Page, where: str) -> None:
    now = focus(page)
    assert not now["body"] and now["table"] and (now["target"] or now["layer"]), f"{where}: focus left the board: {now}"


def assert_named(table: TablePage, lang: str, where: str) -> None:
    """The layer in the accessibility tree: a group named in ``lang``, a button per legal target, each named with
    what it is and, for at least one, the preview of what choosing it does."""
    tree = table.page.locator(LAYER).aria_snapshot()
    labels = table.page.locator(f"{LAYER} .kg-target").evaluate_all("(bs) => bs.map((b) => b.getAttribute('aria-label'))")
    assert re.match(r"- '?group ", tree), f"{where}: the layer is not a group: {tree[:200]}"
    buttons = table.page.locator(LAYER).get_by_role("button").count()  # the tries are hidden until visited
    assert buttons == len(labels) == len(legal(table)), f"{where}: {buttons} buttons, {len(labels)} labels: {tree[:400]}"
    assert all(labels) and any("▶" in t for t in labels), f"{where}: targets without a name or preview: {labels}"
    for text in [tree.splitlines()[0], *labels]:
        if lang == "ja":
            assert JAPANESE.search(text), f"{where}: not named in Japanese: {text!r}"
        else:
            assert not JAPANESE.search(text), f"{where}: Japanese on the English page: {text!r}"
    head = tree.splitlines()[0]
    assert all((w in head) == (lang == "en") for w in ENGLISH_WORDS[:2]), f"{where}: {head!r}"


def move_to(page: Page, keys: list[str], where: str) -> str:
    """ArrowRight until one of ``keys`` has focus (never more than once round)."""
    for _ in range(60):
        if focus(page)["key"] in keys:
            return focus(page)["key"]
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"{where}: ArrowRight never reached any of {keys}")


def visit_a_try(table: TablePage, where: str) -> None:
    """Shift+ArrowRight also visits the targets the rules refuse now, named as such; a plain arrow goes back to the
    legal ones."""
    page = table.page
    tries = page.locator(f"{LAYER} .kg-try").count()
    if not tries:
        return
    for _ in range(tries + len(legal(table)) + 1):
        page.keyboard.press("Shift+ArrowRight")
        now = focus(page)
        if not now["target"]:
            break
    assert now["key"] and now["label"].startswith("Not allowed now: "), f"{where}: Shift+ArrowRight found {now}"
    page.keyboard.press("ArrowRight")
    assert focus(page)["target"], f"{where}: ArrowRight from a try did not go back to a legal target"


def narrow_and_cancel(table: TablePage, key: str, where: str) -> None:
    """Enter on a spot that stands for several moves narrows the choice; Escape brings every target back."""
    page, everything = table.page, legal(table)
    move_to(page, [key], where)
    rev, sent = table.revision(), clicks(table)
    page.keyboard.press("Enter")
    rev = table.wait_revision_above(rev, STEP_TIMEOUT_MS)
    assert clicks(table) == sent + 1 and legal(table) != everything, f"{where}: Enter on {key} did not narrow"
    assert_focus_kept(page, f"{where}, narrowed")
    page.keyboard.press("Escape")
    table.wait_revision_above(rev, STEP_TIMEOUT_MS)
    assert legal(table) == everything, f"{where}: Escape did not outline every legal target again"
    assert "cancelled" in table.message(), f"{where}: Escape said {table.message()!r}"
    assert_focus_kept(page, f"{where}, after Escape")


def test_the_board_is_played_by_keyboard(keyed: tuple[str, LoadedTable, str | None], screenshots: Path) -> None:
    gid, table, several = keyed
    page = table.page
    where = f"{gid} (English, desktop)"
    tabs = tab_to_the_board(page, where)
    assert_ring(page, where)
    page.screenshot(path=str(screenshots / f"keys-{gid}-en-1366.png"))
    assert_named(table, "en", where)
    first = focus(page)["key"]
    if len(legal(table)) > 1:
        page.keyboard.press("ArrowRight")
        now = focus(page)
        assert now["target"] and now["key"] != first, f"{where}: ArrowRight from {first} went to {now}"
    visit_a_try(table, where)
    if several:
        narrow_and_cancel(table, several, where)
    rev, sent, key = table.revision(), clicks(table), focus(page)["key"]
    page.keyboard.press("Enter")
    table.wait_revision_above(rev, STEP_TIMEOUT_MS)
    assert clicks(table) == sent + 1, f"{where}: Enter on {key} sent {clicks(table) - sent} clicks"
    assert "✖" not in table.message(), f"{where}: Enter on {key} was refused: {table.message()!r}"
    assert_focus_kept(page, f"{where}, after Enter on {key} ({tabs} Tabs to the board)")

    rev = table.revision()
    set_language(page, "日本語")
    table.wait_revision_above(rev, STEP_TIMEOUT_MS)
    if legal(table):
        assert_named(table, "ja", f"{gid} (Japanese, desktop)")

    page.set_viewport_size(PHONE)
    page.wait_for_function(f"() => document.querySelector('{table.plot}').dataset.layout === 'narrow'")
    if legal(table):
        where = f"{gid} (Japanese, phone)"
        tab_to_the_board(page, where)
        assert_ring(page, where)
        page.screenshot(path=str(screenshots / f"keys-{gid}-ja-400.png"))
        places = page.evaluate(PLACES_JS)
        assert places["layout"] == "narrow"
        half = RING_PX / 2  # a ring stays whole inside the plot: one at its edge moves in just enough
        for b in places["buttons"]:
            want = [min(max(v, half), size - half) for v, size in zip(b["drawn"], places["size"], strict=True)]
            dx, dy = b["x"] - want[0], b["y"] - want[1]
            assert abs(dx) < 2 and abs(dy) < 2, f"{where}: {b['key']} sits {dx:.0f}, {dy:.0f} px off its point"
            assert abs(b["x"] - b["drawn"][0]) <= half and abs(b["y"] - b["drawn"][1]) <= half, \
                f"{where}: {b['key']}'s ring does not hold its point"
