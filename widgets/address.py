"""The page's address, told by the browser: how a link's ``?lang=`` reaches a kernel that has no request to read.

Voila hands its kernel the page's query string (``QUERY_STRING``, ``widgets/links.py``). A kernel running in the
visitor's browser (the static site: JupyterLite and Voici, ``docs/static_site.md``) or behind JupyterLab has no such
thing: there the notebook's last cell shows a ``PageAddress``, whose front end sends ``window.location.search`` once,
as a message (not synced state), when it is first drawn. The kernel applies it then, once per page; what the link
asked for that the page cannot do is shown in the widget itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

_ESM = """
const sent = new WeakSet();
export default {
  render({ model, el }) {
    el.className = "kg-link-note";
    el.style.whiteSpace = "pre-line";
    const show = () => { el.textContent = model.get("note"); };
    model.on("change:note", show);
    show();
    if (!sent.has(model)) {  // once per page, however many views the cell has
      sent.add(model);
      model.send({ type: "query", query: String(window.location.search || "") });
    }
    return () => model.off("change:note", show);
  },
};
"""

MAX_QUERY_CHARS = 100_000  # a longer query is not read (links.MAX_GAME_CHARS bounds the longest useful one)


class PageAddress(anywidget.AnyWidget):
    """Calls ``on_query`` with the page's query string the first time the browser draws it; shows ``note``."""

    _esm = _ESM
    note = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_query: Callable[[str], str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_query = on_query
        self.answered = False
        self.on_msg(self._message)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if self.answered or not isinstance(content, dict) or content.get("type") != "query":
            return
        query = content.get("query")
        if not isinstance(query, str) or len(query) > MAX_QUERY_CHARS:
            query = ""
        self.answered = True
        self.note = self._on_query(query)
