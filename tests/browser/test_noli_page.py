"""The Noli page in a real chromium: it renders in Japanese, switches to English and back; a bid is drafted on the
sliders and placed with one button; the reveal, the simulated regatta and the fishing season's cards then show on the
board; a live regatta is rowed by clicking your own dice while the bots roll; the walkthrough takes a bid from the
sliders; the data note says the data is reconstructed. Screenshots go to test-output/screenshots/noli-*.png."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from kernel_games import GAMES

from .conftest import FIRST_PAGE_TIMEOUT_MS, SCREENSHOTS, STEP_TIMEOUT_MS, ErrorWatch, VoilaServer, require_notebook
from .pages import JAPANESE, TablePage, open_section, screenshot_whole_page, set_language, shoot

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1366, "height": 900}  # a school laptop's screen
DECISION_TARGET = re.compile(r"^(sym|tower|boats|rowers|area):")  # board spots that resolve a decision
REVEALED = "衝立を外して入札を公開"


class NoliTable(TablePage):
    def __init__(self, page: Page, watch: ErrorWatch, root: str = ".kg-table") -> None:
        super().__init__(page, root)
        self.errors_watch = watch

    # ---- the bid draft ----------------------------------------------------------------------------
    def slider_value(self, key: str) -> int:
        handle = self.loc(f".kg-bid-{key} .noUi-handle").first
        return round(float(handle.get_attribute("aria-valuenow") or 0))

    def set_slider(self, key: str, value: int) -> None:
        """Move the slider with the keyboard, as a person without a mouse would (arrow keys, one coin a press)."""
        handle = self.loc(f".kg-bid-{key} .noUi-handle").first
        handle.scroll_into_view_if_needed()
        handle.focus()
        for _ in range(50):
            now = self.slider_value(key)
            if now == value:
                return
            self.page.keyboard.press("ArrowRight" if now < value else "ArrowLeft")
            self.page.wait_for_function("([sel, v]) => { const h = document.querySelector(sel); "
                                        "return h && Math.round(Number(h.getAttribute('aria-valuenow'))) !== v; }",
                                        arg=[f"{self.root} .kg-bid-{key} .noUi-handle", now], timeout=STEP_TIMEOUT_MS)
        raise AssertionError(f"the {key} slider never reached {value}")

    def push_slider(self, key: str, presses: int) -> None:
        """Press the right arrow on a slider ``presses`` times, a little apart (the kernel may hold it back)."""
        handle = self.loc(f".kg-bid-{key} .noUi-handle").first
        handle.focus()
        for _ in range(presses):
            self.page.keyboard.press("ArrowRight")
            self.page.wait_for_timeout(150)

    def wait_slider(self, key: str, value: int) -> None:
        self.page.wait_for_function("([sel, v]) => { const h = document.querySelector(sel); "
                                    "return h && Math.round(Number(h.getAttribute('aria-valuenow'))) === v; }",
                                    arg=[f"{self.root} .kg-bid-{key} .noUi-handle", value], timeout=STEP_TIMEOUT_MS)

    def left_text(self) -> str:
        return self.loc(".kg-bid-left").first.inner_text()

    def submit_bids(self) -> None:
        self.loc(".kg-bid-submit").first.click()

    # ---- the game's progress, read from the page ---------------------------------------------------------------
    def my_rolls(self) -> int:
        """Màina's roll count, from the board read as text (the log keeps only its newest lines)."""
        text = str(self.loc(".kg-board-text").first.evaluate("(e) => e.textContent"))
        found = re.search(r"マイナ（あなた）: .*?（(\d+)回）", text)
        return int(found.group(1)) if found else -1

    def log_text(self) -> str:
        return self.loc(".kg-log").first.inner_text()

    def wait_board_text(self, pattern: str, timeout: float = STEP_TIMEOUT_MS) -> None:
        self.page.wait_for_function(
            "([root, p]) => { const gd = document.querySelector(root + ' .kg-board .js-plotly-plot'); "
            "return gd && new RegExp(p).test(Array.from(gd.querySelectorAll('text'), (t) => t.textContent).join('\\n')); }",
            arg=[self.root, pattern], timeout=timeout)

    def decide_once(self) -> bool:
        """Answer whatever the game asks of us (double up, a rower, a symbol, a raid or wreck target): a board spot
        if there is one, else the first button. False when nothing is asked."""
        spots = [k for k in self.target_keys() if DECISION_TARGET.match(k)]
        buttons = self.actions()
        if not spots and not buttons:
            return False
        rev = self.revision()
        if spots:
            self.click_target(spots[0])
        else:
            self.loc(".kg-action").first.click()
        try:  # the bots play on meanwhile: what we read may already be gone, and the click then does nothing
            self.wait_revision_above(rev, timeout=5000)
        except PlaywrightTimeout:
            pass
        return True


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    """This module's page opens on a school laptop's screen."""
    return {**browser_context_args, "viewport": LAPTOP}


@pytest.fixture(scope="module")
def table(voila: VoilaServer, browser: Browser, browser_context_args: dict) -> Iterator[NoliTable]:
    """One Noli page for the whole module (each page load costs a kernel on two slow cores)."""
    require_notebook(voila, "noli.ipynb")
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    page.set_default_timeout(STEP_TIMEOUT_MS)
    watch = ErrorWatch()
    watch.attach(page)
    page.goto(voila.render_url("noli.ipynb"), timeout=FIRST_PAGE_TIMEOUT_MS)
    loaded = NoliTable(page, watch)
    try:
        loaded.wait_drawn(FIRST_PAGE_TIMEOUT_MS)
        loaded.loc(".kg-bid-controls").first.wait_for(state="visible", timeout=FIRST_PAGE_TIMEOUT_MS)
    except Exception:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        screenshot_whole_page(page, str(SCREENSHOTS / "noli-load-failed.png"))
        raise AssertionError(f"the Noli page did not draw its table (see {SCREENSHOTS}/noli-load-failed.png)"
                             f"\npage errors: {watch.errors}\nVoila log:\n{voila.log_tail()}") from None
    yield loaded
    context.close()


def new_game(table: NoliTable, seed: int, regatta_label: str | None = None) -> None:
    """Set the seed (and the regatta option) in the set-up row and play that seed's deal (Replay this deal)."""
    page = table.page
    if regatta_label is not None:
        table.loc("select").filter(has=page.locator("option", has_text=regatta_label)).first.select_option(
            label=regatta_label)
    seed_box = table.loc(".widget-text").filter(has_text=re.compile("シード|Seed")).locator("input").first
    seed_box.fill(str(seed))
    rev = table.revision()
    table.loc(".kg-replay").first.click()
    table.wait_revision_above(rev)
    table.wait_board_text("ラウンド 1|Round 1")
    table.loc(".kg-bid-controls").first.wait_for(state="visible")


def test_renders_in_japanese_by_default(table: NoliTable, screenshots: Path) -> None:
    page = table.page
    expect(page.locator(".kg-lang button", has_text="日本語")).to_have_class(re.compile(r"mod-active"))
    assert JAPANESE.search(table.status()), f"status not in Japanese: {table.status()!r}"
    board = table.board_text()
    for word in ("支持トラック", "ノーリの町", "海域1", "マイナ", "ブルグ", "ポルテッル", "シアッサ", "ノーリの紋章"):
        assert word in board, f"{word} missing from the board: {board[:400]!r}"
    # the bid draft replaces the 29 bid buttons: four sliders and one button
    assert table.loc(".kg-bid-controls .widget-slider").count() == 4
    expect(table.loc(".kg-bid-submit")).to_have_text("入札する")
    assert not any("入札" in a for a in table.actions()), table.actions()
    expect(table.loc("select").filter(has=page.locator("option", has_text="自動（ダイスは自動で振る）"))).to_have_count(1)
    shoot(page, screenshots, "noli-ja")
    shoot(page, screenshots, "noli-table-ja", ".kg-table")


def test_language_switch_to_english_and_back(table: NoliTable, screenshots: Path) -> None:
    page = table.page
    before = table.revision()
    set_language(page, "English")
    table.wait_revision_above(before)
    expect(table.loc(".kg-status")).not_to_contain_text(JAPANESE)
    board = table.board_text()
    for word in ("Support track", "The town of Noli", "Area 1", "Màina", "Portellu", "Noli's crest"):
        assert word in board, f"{word} missing from the English board: {board[:400]!r}"
    assert not JAPANESE.search(board.replace("日本語", "")), f"Japanese left on the English board: {board[:400]!r}"
    expect(table.loc(".kg-bid-submit")).to_have_text("Place bids")
    expect(table.loc(".kg-bid-controls")).to_contain_text("Shipwright")
    expect(table.loc("select").filter(has=page.locator("option", has_text="Live (roll your own dice)"))).to_have_count(1)
    shoot(page, screenshots, "noli-table-en", ".kg-table")
    before = table.revision()
    set_language(page, "日本語")
    table.wait_revision_above(before)
    expect(table.loc(".kg-status")).to_contain_text(JAPANESE)
    expect(table.loc(".kg-bid-submit")).to_have_text("入札する")


def test_bids_from_the_sliders_then_the_reveal_regatta_and_catch_on_the_board(table: NoliTable, screenshots: Path) -> None:
    page = table.page
    new_game(table, seed=20)
    expect(table.loc(".kg-pace-note")).to_be_hidden()  # no note on the delay in the simulated regatta
    assert "7" in table.left_text(), table.left_text()  # Màina starts with 7 coins
    table.set_slider("mason", 3)
    table.set_slider("courtier", 2)
    expect(table.loc(".kg-bid-left")).to_contain_text("2コイン")
    table.push_slider("rower", 4)  # more than the bank holds: held at what is left
    table.page.wait_for_timeout(800)
    table.wait_slider("rower", 2)  # the draft may not exceed the bank
    expect(table.loc(".kg-bid-left")).to_contain_text("0コイン")
    table.set_slider("rower", 0)
    shoot(page, screenshots, "noli-draft-ja", ".kg-table")
    rev = table.revision()
    table.submit_bids()
    table.wait_revision_above(rev)
    expect(table.loc(".kg-log")).to_contain_text("石工に3コインを入札しました")
    # the bots finish bidding at their pace; then the round plays out (we answer any question it asks us)
    for _ in range(40):
        if REVEALED in table.log_text() and "ラウンド2の投資フェイズ" in table.log_text():
            break
        if not table.decide_once():
            page.wait_for_timeout(500)
    log = table.log_text()
    assert REVEALED in log and "拍目" in log and "カードを引きました" in log, log[:2000]
    # the board keeps the round's story: revealed bids, the regatta's result and the cards fished in each area
    table.wait_board_text("ラウンド1の結果")
    board = table.board_text()
    assert "前回の入札" in board and re.search(r"前回 \d着・\d+回", board), board[:600]
    drawn = re.findall(r"海域(\d)から漁船\d隻分のカードを引きました: ([^（]+)（", log)
    assert drawn, log[:2000]
    for _area, first_card in drawn:
        assert first_card in board, f"{first_card} (drawn this season) is not on the board"
    assert table.loc(".kg-bid-controls").count() == 1, "round 2: a fresh draft"
    shoot(page, screenshots, "noli-after-round-ja", ".kg-table")


def test_live_regatta_roll_by_clicking_your_dice_while_bots_roll(table: NoliTable, screenshots: Path) -> None:
    page = table.page
    new_game(table, seed=7, regatta_label="ライブ（自分で振る）")
    expect(table.loc(".kg-pace-note")).to_be_visible()  # the bot delay sets the race's difficulty
    expect(table.loc(".kg-pace-note")).to_contain_text("難しく")
    rev = table.revision()
    table.submit_bids()  # no coins bid: the page asks first
    expect(table.loc(".kg-bid-submit")).to_have_text("はい、何も入札しません")
    expect(table.loc(".kg-bid-note")).to_contain_text("0コイン")
    assert table.revision() == rev, "the first press on 0/0/0/0 plays nothing"
    shoot(page, screenshots, "noli-bid-nothing-ja", ".kg-table")
    table.submit_bids()  # yes, bid nothing: ready at once
    table.wait_revision_above(rev)
    for _ in range(40):  # the bots bid, the development may ask us something, then the regatta starts
        if "dice:0" in table.target_keys():
            break
        if not table.decide_once():
            page.wait_for_timeout(400)
    assert "dice:0" in table.target_keys(), "our dice are not clickable in the live regatta"
    assert "クリックで振る" in table.board_text()
    rolls = 0
    while "dice:0" in table.target_keys() and rolls < 60:
        before = table.my_rolls()
        for attempt in range(3):  # a click during a bot's redraw can be lost: a person clicks the dice again
            table.click_target("dice:0")
            try:
                page.wait_for_function("([n]) => { const m = document.querySelector('.kg-table .kg-board-text')"
                                       ".textContent.match(/マイナ（あなた）: .*?（(\\d+)回）/); return m && Number(m[1]) > n; }",
                                       arg=[before], timeout=STEP_TIMEOUT_MS // 3)
                break
            except PlaywrightTimeout:
                if attempt == 2 or "dice:0" not in table.target_keys():
                    raise
        rolls += 1
        if rolls == 2:
            shoot(page, screenshots, "noli-live-regatta-ja", ".kg-table")
            page.mouse.move(1, 1)
            page.screenshot(path=str(screenshots / "noli-live-regatta-1366x900.png"))  # what the player sees
    log = table.log_text()
    assert rolls >= 1 and re.search(r"(ブルグ|ポルテッル|シアッサ)が振りました", log), "the bots rolled too"
    for _ in range(60):  # the bots row on, then the fishing season; answer what we are asked
        if "ラウンド2の投資フェイズ" in table.log_text():
            break
        if not table.decide_once():
            page.wait_for_timeout(400)
    assert "ラウンド2の投資フェイズ" in table.log_text()
    table.wait_board_text("ラウンド1の結果")
    shoot(page, screenshots, "noli-live-after-ja", ".kg-table")


def test_walkthrough_takes_a_bid_from_the_sliders(table: NoliTable, screenshots: Path) -> None:
    page = table.page
    walk = NoliTable(page, table.errors_watch, ".kg-walkthrough")
    walk.page.locator(".kg-walkthrough").first.scroll_into_view_if_needed()
    expect(walk.loc(".kg-rule-title").first).to_contain_text(JAPANESE)
    steps = walk.loc(".kg-step select").first
    steps.select_option(index=[ls.key for ls in GAMES["noli"].lessons()].index("bid"))  # the bidding step
    expect(walk.loc(".kg-bid-controls")).to_have_count(1)
    walk.set_slider("mason", 2)
    walk.submit_bids()
    expect(walk.loc(".kg-message .kg-msg-ok")).to_have_count(1)
    box, height = walk.loc(".kg-message .kg-msg-ok").first.bounding_box(), page.viewport_size["height"]
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= height, f"the feedback is out of sight: {box}"
    shoot(page, screenshots, "noli-walkthrough-ja", ".kg-walkthrough")


def test_data_note_says_reconstructed(table: NoliTable, screenshots: Path) -> None:
    open_section(table.page, "data", ".kg-data-note")
    note = table.page.locator(".kg-data-note").first
    note.scroll_into_view_if_needed()
    expect(note).to_contain_text("再構成")
    expect(note).to_contain_text("海域4")
    shoot(table.page, screenshots, "noli-data-ja", ".kg-data-note")
