"""SaveLoad: a game saved as text and as a download link; loaded from pasted text or an uploaded file."""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Text

from .i18n import LANGUAGE, Language
from .ui import Labelled, esc

T = {"save": Text("保存", "Save"), "load": Text("読み込む", "Load"),
     "paste": Text("保存した文字列をここに貼り付け", "Paste a saved game here"),
     "download": Text("ファイルをダウンロード", "Download the file"), "open_file": Text("ファイルから読む", "Load a file")}


class SaveLoad(w.VBox, Labelled):
    """Save and Load buttons, a file upload, a download link and the text box a saved game is shown in.

    Save calls ``on_save()``; Load calls ``on_load(None)`` (the owner reads ``text()``); an uploaded file calls
    ``on_load(its text)``. The owner shows what it saved with ``show(data)``.
    """

    def __init__(self, file_name: str, on_save: Callable[[], Any], on_load: Callable[[str | None], Any],
                 language: Language = LANGUAGE) -> None:
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
        self.upload = self.label(w.FileUpload(accept=".json", multiple=False), T["open_file"])
        self.upload.observe(lambda _c: self._uploaded(on_load), names="value")
        self.download = w.HTML()
        self.children = [w.HBox([self.save_button, self.upload, self.load_button, self.download]), self.save_text]

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
        self.download.value = (f'<a download="{esc(self.file_name)}" href="data:application/json;base64,{b64}">'
                               f"{esc(T['download'](self.lang))}</a>") if self._data else ""

    def _uploaded(self, on_load: Callable[[str | None], Any]) -> None:
        files = self.upload.value
        if files:
            on_load(bytes(files[0]["content"]).decode("utf-8", errors="replace"))

    def relabel(self) -> None:
        super().relabel()
        self._link()
