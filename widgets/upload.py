"""FilePicker: a file chooser that sends the kernel one small text file, and never a file over its cap.

ipywidgets' FileUpload sends every chosen file whole, in the widget's synced state: a file over the server's
WebSocket message limit (tornado: 10 MiB) makes the page reconnect silently, and an accepted file stays in the
state synced to the browser. A FilePicker's front end (``upload.js``) checks the size first: over ``max_bytes`` it
sends only ``{"type": "too_big", "size", "name"}``; within it, the file's text as one custom message
``{"type": "file", "name", "text"}``; a file with control characters (not a text file; escaped in JSON they
would grow sixfold on the wire) only ``{"type": "not_text", "name"}``. Python checks the size again (a crafted
message is refused the same way) and keeps nothing of the file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

# The module's text, not its Path (no file watcher, see board.py): read once, at import.
_ESM = Path(__file__).with_name("upload.js").read_text(encoding="utf-8")

NAME_CHARS = 80  # a file name as reported, at most (the page cuts it too)


def short_name(name: Any) -> str:
    return str(name)[:NAME_CHARS] if isinstance(name, str) else ""


class FilePicker(anywidget.AnyWidget):
    """A button-like file chooser (``description`` is its label, ``accept`` its file types).

    ``on_file(callback)`` calls ``callback(name, text)`` for a file of at most ``max_bytes`` (UTF-8) bytes;
    ``on_too_big(callback)`` calls ``callback(name, size)`` for one over it (it was not sent);
    ``on_not_text(callback)`` calls ``callback(name)`` for a file that is not text (it was not sent).
    """

    _esm = _ESM
    description = traitlets.Unicode("").tag(sync=True)
    accept = traitlets.Unicode("").tag(sync=True)
    max_bytes = traitlets.Int(1024 * 1024, min=0).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._file_handlers: list[Callable[[str, str], Any]] = []
        self._too_big_handlers: list[Callable[[str, int], Any]] = []
        self._not_text_handlers: list[Callable[[str], Any]] = []
        self.on_msg(self._on_custom_msg)
        self.add_class("kg-upload")

    def on_file(self, callback: Callable[[str, str], Any]) -> None:
        self._file_handlers.append(callback)

    def on_too_big(self, callback: Callable[[str, int], Any]) -> None:
        self._too_big_handlers.append(callback)

    def on_not_text(self, callback: Callable[[str], Any]) -> None:
        self._not_text_handlers.append(callback)

    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind, name = content.get("type"), short_name(content.get("name"))
        if kind == "file" and isinstance(content.get("text"), str):
            text: str = content["text"]
            size = len(text.encode("utf-8", errors="surrogatepass"))
            if size > self.max_bytes:
                self._too_big(name, size)
                return
            for handler in self._file_handlers:
                handler(name, text)
        elif kind == "too_big" and isinstance(content.get("size"), int) and not isinstance(content["size"], bool):
            self._too_big(name, content["size"])
        elif kind == "not_text":
            for not_text in self._not_text_handlers:
                not_text(name)

    def _too_big(self, name: str, size: int) -> None:
        for handler in self._too_big_handlers:
            handler(name, size)
