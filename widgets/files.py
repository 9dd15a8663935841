"""SaveLoad: a game saved as text and as a download link; loaded from pasted text or a picked file.

A picked file goes through a FilePicker (upload.py): one over ``MAX_SAVE_BYTES`` is not even sent to the kernel,
and the player is told its size and the cap.
"""

from __future__ import annotations

import base64
import math
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Text
from kernel_games.core.match import MAX_SAVE_BYTES

from .i18n import LANGUAGE, Language
from .ui import LINK_BUTTON, Labelled, esc, message_html
from .upload import FilePicker

# A save of the longest legal game is far smaller; the server's WebSocket message limit (tornado: 10 MiB) larger.

T = {"save": Text("保存", "Save"), "load": Text("貼り付けた文字列を読む", "Load the pasted text"),
     "paste": Text("保存した文字列をここに貼り付け", "Paste a saved game here"),
     "download": Text("↓ ファイルをダウンロード", "↓ Download the file"),
     "open_file": Text("ファイルから読む", "Load a file"),
     "help": Text("「保存」でこのゲームのファイルとリンクができます。読み込むには、保存ファイルを選ぶ（「ファイルから読む」）か、"
                  "保存した文字列を下の欄に貼り付けて「貼り付けた文字列を読む」を押します。",
                  "Save makes a file and a link of this game. To load one, pick a save file (Load a file), or paste a "
                  "saved game's text in the box below and press Load the pasted text."),
     "too_big": Text("ファイル「{name}」は {size} あります。保存ファイルは {max} までです。読み込みませんでした。",
                     "The file “{name}” is {size}; a save file can be at most {max}. Nothing was loaded."),
     "not_text": Text("ファイル「{name}」は文字のファイルとして読めませんでした。保存ファイルを選んでください。",
                      "The file “{name}” could not be read as text: choose a save file. Nothing was loaded.")}


def size_text(n: int, up: bool = False) -> str:
    """``n`` bytes in MB, KB or B with at most one decimal; ``up`` rounds up (a file just over the cap never
    reads as the cap itself)."""
    for unit, scale in (("MB", 1024 * 1024), ("KB", 1024)):
        if n >= scale:
            tenths = n * 10 / scale
            return f"{(math.ceil(tenths) if up else math.floor(tenths)) / 10:g} {unit}"
    return f"{n} B"


class SaveLoad(w.VBox, Labelled):
    """Save and Load buttons, a file picker, a download link and the text box a saved game is shown in.

    Save calls ``on_save()``; Load calls ``on_load(None)`` (the owner reads ``text()``); a picked file calls
    ``on_load(its text)``. The owner shows what it saved with ``show(data)``. A file over ``MAX_SAVE_BYTES`` (or not
    text) calls ``on_error(message)`` instead; without ``on_error`` the message is shown in a line below.
    """

    def __init__(self, file_name: str, on_save: Callable[[], Any], on_load: Callable[[str | None], Any],
                 language: Language = LANGUAGE, on_error: Callable[[Text], Any] | None = None) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.file_name = file_name
        self._data = ""
        self.save_button = self.label(w.Button(), T["save"])
        self.save_button.add_class("kg-save")
        self.save_button.on_click(lambda _b: on_save())
        self.load_button = self.label(w.Button(), T["load"])
        self.load_button.add_class("kg-load")
        self.load_button.on_click(lambda _b: on_load(None))
        self.save_text = self.label(w.Textarea(layout={"width": "100%", "height": "60px"}), T["paste"], "placeholder")
        self.save_text.add_class("kg-save-text")
        self.upload = self.label(FilePicker(accept=".json", max_bytes=MAX_SAVE_BYTES), T["open_file"])
        self.upload.on_file(lambda _name, text: self._picked(text, on_load))
        self.upload.on_too_big(lambda name, size: self._refuse(T["too_big"].format(
            name=name, size=size_text(size, up=True), max=size_text(self.upload.max_bytes))))
        self.upload.on_not_text(lambda name: self._refuse(T["not_text"].format(name=name)))
        self._on_error = on_error
        self._error: Text | None = None
        self.error = w.HTML()  # the refusal, when the owner gave no on_error
        self.error.add_class("kg-upload-error")
        self.download = w.HTML()
        self.download.add_class("kg-download")
        self.help = w.HTML()
        self.help.add_class("kg-files-help")
        buttons = w.HBox([self.save_button, self.download, self.upload, self.load_button],
                         layout={"flex_flow": "row wrap", "align_items": "center"})  # on a phone: whole buttons wrap
        self.children = [buttons, self.help, self.save_text, self.error]
        self._help()

    def text(self) -> str:
        """What the text box holds (a pasted game)."""
        return self.save_text.value

    def show(self, data: str) -> None:
        """A saved game in the text box and as a download link."""
        self._data = data
        self.save_text.value = data
        self._link()

    def _link(self) -> None:
        b64 = base64.b64encode(self._data.encode()).decode()
        self.download.value = (f'<a download="{esc(self.file_name)}" href="data:application/json;base64,{b64}" '
                               f'style="{LINK_BUTTON}">{esc(T["download"](self.lang))}</a>') if self._data else ""

    def _help(self) -> None:
        self.help.value = f"<div style='font-size:13px;color:#444;margin:2px 0'>{esc(T['help'](self.lang))}</div>"

    def _picked(self, text: str, on_load: Callable[[str | None], Any]) -> None:
        self._show_error(None)
        on_load(text)

    def _refuse(self, message: Text) -> None:
        if self._on_error is not None:
            self._on_error(message)
        else:
            self._show_error(message)

    def _show_error(self, message: Text | None) -> None:
        self._error = message
        self.error.value = message_html(esc(message(self.lang)), "error") if message is not None else ""

    def relabel(self) -> None:
        super().relabel()
        self._link()
        self._help()
        self._show_error(self._error)
