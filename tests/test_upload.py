"""The save-file picker without a browser: what each message from the page does (widgets/upload.py, widgets/files.py).

The page never sends a file over the cap; a message claiming one (or a crafted one) is refused before any parsing,
with a message in both languages. Nothing of a loaded file stays in the widget state synced to the browser.
"""

from __future__ import annotations

from pathlib import Path

from kernel_games import GAMES
from kernel_games.core import Text
from widgets.files import MAX_SAVE_BYTES, SaveLoad
from widgets.i18n import Language
from widgets.upload import FilePicker

UPLOAD_JS = Path(__file__).resolve().parents[1] / "widgets" / "upload.js"


class Owner:
    """What a GameTable gives a SaveLoad: on_save, on_load and (optionally) on_error."""

    def __init__(self) -> None:
        self.loaded: list[str | None] = []
        self.errors: list[Text] = []

    def save(self) -> str:
        return "{}"

    def load(self, text: str | None) -> bool:
        self.loaded.append(text)
        return True

    def error(self, text: Text) -> None:
        self.errors.append(text)


def send(picker: FilePicker, content: dict) -> None:
    """As if the page sent this custom message (the path ipywidgets takes for ``model.send``)."""
    picker._handle_custom_msg(content, [])


def make(with_on_error: bool = True) -> tuple[SaveLoad, Owner]:
    owner = Owner()
    files = SaveLoad("vaalbara.json", owner.save, owner.load, Language(),
                     on_error=owner.error if with_on_error else None)
    return files, owner


def test_the_cap_is_2_mib_and_set_on_the_picker() -> None:
    assert MAX_SAVE_BYTES == 2 * 1024 * 1024
    files, _owner = make()
    assert isinstance(files.upload, FilePicker)
    assert files.upload.max_bytes == MAX_SAVE_BYTES
    assert files.upload.accept == ".json"
    assert files.upload.get_state()["max_bytes"] == MAX_SAVE_BYTES  # synced: the page checks before sending


def test_too_big_never_loads_and_says_both_sizes_in_both_languages() -> None:
    files, owner = make()
    size = int(12.3 * 1024 * 1024)
    send(files.upload, {"type": "too_big", "size": size, "name": "huge.json"})
    assert owner.loaded == []
    assert len(owner.errors) == 1
    ja, en = owner.errors[0]("ja"), owner.errors[0]("en")
    assert "12.3 MB" in en and "2 MB" in en and "huge.json" in en, en
    assert "12.3 MB" in ja and "2 MB" in ja and "huge.json" in ja, ja
    assert ja != en and any("\u3040" <= c <= "\u30ff" for c in ja), ja


def test_just_over_the_cap_does_not_read_as_the_cap() -> None:
    files, owner = make()
    send(files.upload, {"type": "too_big", "size": MAX_SAVE_BYTES + 1, "name": "a.json"})
    en = owner.errors[0]("en")
    assert "2.1 MB" in en and "at most 2 MB" in en, en


def test_too_big_without_on_error_is_shown_inside_saveload_and_follows_the_language() -> None:
    files, owner = make(with_on_error=False)
    send(files.upload, {"type": "too_big", "size": 3 * 1024 * 1024, "name": "big.json"})
    assert owner.loaded == []
    assert "3 MB" in files.error.value and "2 MB" in files.error.value
    assert "ファイル" in files.error.value  # the page starts in Japanese
    files.language.lang = "en"
    files.relabel()
    assert "at most 2 MB" in files.error.value
    send(files.upload, {"type": "file", "name": "ok.json", "text": "{}"})
    assert files.error.value == "", "a good pick clears the old message"


def test_a_long_or_html_name_is_cut_and_escaped() -> None:
    files, owner = make(with_on_error=False)
    name = "<b>x</b>" + "y" * 500
    send(files.upload, {"type": "too_big", "size": 5 * 1024 * 1024, "name": name})
    assert "<b>x</b>" not in files.error.value and "&lt;b&gt;" in files.error.value
    assert owner.loaded == []
    assert "y" * 72 in files.error.value and "y" * 73 not in files.error.value, "the name is cut to 80 characters"


def test_a_file_within_the_cap_calls_on_load_with_its_text() -> None:
    files, owner = make()
    text = '{"game": "vaalbara", "note": "日本語も"}'
    send(files.upload, {"type": "file", "name": "save.json", "text": text})
    assert owner.loaded == [text]
    assert owner.errors == []


def test_a_crafted_oversize_file_message_is_refused_unparsed() -> None:
    files, owner = make()
    text = "a" * (MAX_SAVE_BYTES + 1)
    send(files.upload, {"type": "file", "name": "crafted.json", "text": text})
    assert owner.loaded == []
    assert len(owner.errors) == 1 and "at most 2 MB" in owner.errors[0]("en")


def test_the_cap_counts_utf8_bytes_not_characters() -> None:
    files, owner = make()
    text = "あ" * (MAX_SAVE_BYTES // 3 + 1)  # fewer characters than the cap, more bytes
    assert len(text) < MAX_SAVE_BYTES < len(text.encode("utf-8"))
    send(files.upload, {"type": "file", "name": "kana.json", "text": text})
    assert owner.loaded == [] and len(owner.errors) == 1


def test_malformed_messages_load_nothing() -> None:
    files, owner = make()
    for content in ({"type": "file", "name": "x.json"}, {"type": "file", "text": 12}, {"type": "click"},
                    {"type": "too_big", "size": "big"}, {}):
        send(files.upload, content)
    assert owner.loaded == []


def test_not_text_is_refused_with_a_message() -> None:
    files, owner = make()
    send(files.upload, {"type": "not_text", "name": "photo.png"})
    assert owner.loaded == []
    assert len(owner.errors) == 1 and "photo.png" in owner.errors[0]("en")


def test_nothing_of_a_loaded_file_stays_in_the_synced_state() -> None:
    files, owner = make()
    marker = "SECRET-SAVE-CONTENT-1234"
    send(files.upload, {"type": "file", "name": "mine.json", "text": f'{{"x": "{marker}"}}'})
    assert owner.loaded and marker in owner.loaded[0]
    state = files.upload.get_state()
    assert marker not in repr(state)
    assert "mine.json" not in repr(state)
    assert not hasattr(files.upload, "value") or not files.upload.value


def test_the_label_follows_the_language() -> None:
    files, _owner = make()
    assert files.upload.description == "ファイルから読む"
    files.language.lang = "en"
    files.relabel()
    assert files.upload.description == "Load a file"


def test_upload_esm_is_upload_js_read_once() -> None:
    assert isinstance(FilePicker._esm, str)
    assert FilePicker._esm == UPLOAD_JS.read_text(encoding="utf-8")
    js = FilePicker._esm
    for needle in ('"too_big"', '"file"', "max_bytes", 'value = ""'):
        assert needle in js, needle


def test_the_table_still_loads_a_file_sent_by_the_picker() -> None:
    from widgets.table import GameTable

    game = GAMES["vaalbara"]
    t = GameTable(game, players=3, seats=["human", "greedy", "greedy"], seed=7, bot_delay=0, language=Language())
    t.play(t.match.legal_actions(0)[0])
    saved = t.save()
    view = t.match.view(0)
    t.new_game()
    send(t.upload, {"type": "file", "name": "vaalbara.json", "text": saved})
    assert t.match.view(0) == view
