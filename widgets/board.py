"""Board: a Plotly figure in the page, redrawn with Plotly.react, clicks sent back to Python.

Unlike plotly's FigureWidget, which ships the 5 MB plotly.js with every instance, a Board's front end
(``board.js``) fetches plotly.js once per browser page over HTTP, from the copy installed in the environment
(the ``kernel-games`` Voila template, see static/README.md); every other Board on the page shares that copy.
The kernel never sends it and never writes it anywhere.

A board figure may carry a phone layout under ``"narrow"`` (``widgets/boards/spec.py``, "Phone width"): the browser
draws it while the board is narrower than ``narrow["below"]`` pixels and switches as the width crosses that line.

A tap is one click: plotly hears a tap and then the browser's compatibility mouse events for it, and board.js drops
that echo. The answer to a pick is also shown where the learner looks (``answer``; ``widgets/answer.py``).

The page also checks that the kernel is still there: board.js pings, ``Board`` answers, and when the answers stop
the page says so in Japanese and English with a Reload button (see the heartbeat in ``board.js``).

The board can be played from the keyboard (``keys.js``, "Keys: the board from the keyboard"): a layer of focusable
buttons, one per legal target, over the drawn points; Enter sends the same click a mouse would, Escape sends
``{"type": "cancel"}``, which calls the ``on_cancel`` handlers (the panel forgets a part-made choice).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

# The module's text, not its Path: given a Path, anywidget may watch the file for hot reloading
# (ANYWIDGET_HMR=1); a Board reads it once, at import. anywidget takes one ES module: the keyboard layer (keys.js,
# plain functions, no import or export of its own) is appended to board.js, whose render() calls it; focus.js (focus
# always visible, never lost to the page's body) too, and runs once per page, whichever board loads first; shapes.js
# (joinShapes: the board's shapes drawn alike in fewer plotly shapes) is board.js's own.
ESM_FILES = ("board.js", "shapes.js", "keys.js", "focus.js")  # joined in this order into the one module anywidget loads
_ESM = "\n".join(Path(__file__).with_name(name).read_text(encoding="utf-8") for name in ESM_FILES)


def figure_bytes(figure: dict, _widget: Any = None) -> memoryview:
    """The figure as it goes to the page: compact JSON in one binary buffer. ipywidgets sends a buffer as it is,
    without looking for buffers in every value of a large dict, and Jupyter's server passes it on without decoding
    and encoding it again; board.js parses it once (``figureOf``)."""
    return memoryview(json.dumps(figure, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode())


class Board(anywidget.AnyWidget):
    """A plotly figure given as a plain dict (``{"data": [...], "layout": {...}}``).

    ``on_click(callback)`` calls ``callback(key)`` with the point's ``customdata`` when it is clicked.
    """

    _esm = _ESM
    figure = traitlets.Dict().tag(sync=True, to_json=figure_bytes)  # sent as JSON in a binary buffer
    revision = traitlets.Int(0).tag(sync=True)
    # the click keys outlined as legal moves now (what the board shows anyway), kept on the plot as data-legal
    legal = traitlets.List(traitlets.Unicode()).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._click_handlers: list[Callable[[str], None]] = []
        self._cancel_handlers: list[Callable[[], None]] = []
        self.on_msg(self._on_custom_msg)
        self.add_class("kg-board")

    def show(self, figure: dict, legal: list[str] | None = None) -> None:
        """Draw a new figure (the browser diffs it with Plotly.react) whose targets ``legal`` are outlined as legal."""
        with self.hold_sync():
            self.legal = sorted(legal or [])
            self.revision += 1
            self.figure = figure

    def answer(self, kind: str, text: str, lang: str = "") -> None:
        """Show ``text`` (one short line, a message's ``kind``: info, ok, error, note) for a few seconds where the
        learner looks: beside the point just tapped on this board, else at the window's bottom (board.js). Sent as a
        message, not synced state: a page opened later does not replay old answers. ``lang``: the text's language."""
        self.send({"type": "answer", "kind": kind, "text": text, "lang": lang})

    def say(self, text: str, lang: str) -> None:
        """Have the page's polite voice (board.js, "Announce") speak ``text``, in the language ``lang``."""
        self.send({"type": "say", "text": text, "lang": lang})

    def on_click(self, callback: Callable[[str], None]) -> None:
        self._click_handlers.append(callback)

    def on_cancel(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` when the player cancels a part-made choice (Escape on the board)."""
        self._cancel_handlers.append(callback)

    def cancel(self) -> None:
        """Act as if Escape were pressed on the board."""
        for handler in self._cancel_handlers:
            handler()

    def click(self, key: str) -> None:
        """Act as if the point with this key were clicked (used by tests and keyboard controls)."""
        for handler in self._click_handlers:
            handler(key)

    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Messages from the page: a click on a point (``{"type": "click", "key": customdata}``), Escape on the board
        (``{"type": "cancel"}``), and the page's
        heartbeat (``{"type": "ping"}``), answered at once with ``{"type": "pong"}`` and nothing else: a page that
        hears no pong for a while tells its player the kernel is gone (board.js). Anything else is ignored."""
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "ping":
            self.send({"type": "pong"})
        elif kind == "click":
            self.click(str(content.get("key", "")))
        elif kind == "cancel":
            self.cancel()
