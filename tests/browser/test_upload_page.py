"""Loading a save file in a real chromium (widgets/upload.py + upload.js): a file over the cap is not sent, the
player is told why in both languages and the page stays alive; a real save, picked as a file, loads."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from widgets.files import MAX_SAVE_BYTES

from .conftest import LoadedTable, VoilaServer, open_table
from .pages import screenshot_element, set_language

pytestmark = pytest.mark.browser

NOTEBOOK = "vaalbara.ipynb"
PICKER = ".kg-upload input[type=file]"
TOO_BIG_JA = re.compile(r"3(\.0)? MB.*2 MB")
TOO_BIG_EN = re.compile(r"is 3(\.0)? MB; a save file can be at most 2 MB")


@pytest.fixture(scope="module")
def table(voila: VoilaServer, browser: Browser, browser_context_args: dict) -> Iterator[LoadedTable]:
    """One game page for the module (a page load costs a kernel on two slow cores)."""
    context, loaded = open_table(voila, browser, browser_context_args, NOTEBOOK, "upload-load-failed.png")
    yield loaded
    context.close()


def test_a_file_over_the_cap_is_refused_in_both_languages_and_the_page_lives_on(
        table: LoadedTable, screenshots: Path, tmp_path: Path) -> None:
    page = table.page
    big = tmp_path / "huge-save.json"
    big.write_bytes(b'{"pad": "' + b"x" * (3 * 1024 * 1024 - 11) + b'"}')
    assert big.stat().st_size == 3 * 1024 * 1024 > MAX_SAVE_BYTES

    picker = table.loc(PICKER).first
    expect(picker).to_have_attribute("accept", ".json")
    expect(table.loc(".kg-upload")).to_contain_text("ファイルから読む")
    save, chooser = (table.loc(s).first.bounding_box() for s in (".kg-save", ".kg-upload-button"))
    assert save and chooser  # the chooser looks like the Save button beside it
    assert abs(save["y"] - chooser["y"]) <= 1 and abs(save["height"] - chooser["height"]) <= 1, (save, chooser)
    picker.set_input_files(str(big))
    expect(table.page.locator(".kg-table")).to_contain_text(TOO_BIG_JA)
    expect(table.page.locator(".kg-table")).to_contain_text("huge-save.json")
    assert picker.input_value() == "", "the input is reset, so the same file can be picked again"
    screenshot_element(page, ".kg-table", str(screenshots / "upload-too-big-ja.png"))

    set_language(page, "English")
    expect(table.loc(".kg-upload")).to_contain_text("Load a file")
    expect(table.page.locator(".kg-table")).to_contain_text(TOO_BIG_EN)
    screenshot_element(page, ".kg-table", str(screenshots / "upload-too-big-en.png"))

    # the same file again: refused again (the message is written anew), and the kernel still answers clicks
    picker.set_input_files(str(big))
    expect(table.page.locator(".kg-table")).to_contain_text(TOO_BIG_EN)
    table.loc(".kg-save").first.click()
    expect(table.loc(".kg-message")).to_contain_text("Saved")
    expect(table.loc(".kg-save-text textarea")).to_have_value(re.compile(r"vaalbara"))


def test_a_saved_game_picked_as_a_file_loads(table: LoadedTable, screenshots: Path, tmp_path: Path) -> None:
    page = table.page
    set_language(page, "English")
    table.loc(".kg-save").first.click()
    box = table.loc(".kg-save-text textarea").first
    expect(box).to_have_value(re.compile(r"vaalbara"))
    saved = box.input_value()
    assert len(saved.encode()) < MAX_SAVE_BYTES
    path = tmp_path / "vaalbara.json"
    path.write_text(saved, encoding="utf-8")

    table.loc(PICKER).first.set_input_files(str(path))
    expect(table.loc(".kg-message")).to_contain_text("Loaded.")
    expect(table.page.locator(".kg-table")).not_to_contain_text(TOO_BIG_EN)
    screenshot_element(page, ".kg-table", str(screenshots / "upload-loaded-en.png"))

    # the same file once more: the input was reset, so picking it fires again
    table.loc(".kg-save").first.click()
    expect(table.loc(".kg-message")).to_contain_text("Saved")
    table.loc(PICKER).first.set_input_files(str(path))
    expect(table.loc(".kg-message")).to_contain_text("Loaded.")
    set_language(page, "日本語")
