"""Board: a Plotly figure in the page, redrawn with Plotly.react, clicks sent back to Python.

Unlike plotly's FigureWidget, which ships the 5 MB plotly.js with every instance, a Board asks for
plotly.js once per browser page: the first Board to render requests it over its comm, every other Board
on the page waits for that copy (see ../shared/reference/jupyter_stack.md, pitfall 1).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

_ESM = r"""
function loadPlotly(model) {
  if (!window.__kgPlotly) {
    window.__kgPlotly = new Promise((resolve) => {
      window.__kgPlotlyResolve = resolve;
    });
  }
  // Under Voila a view can render before its comm is connected, and a message sent then is lost:
  // ask again until plotly.js has arrived (the kernel ignores repeats that come too soon).
  if (!window.__kgPlotlyAsked) {
    window.__kgPlotlyAsked = true;
    const ask = () => {
      if (window.__kgPlotlyLoaded) return;
      model.send({ type: "need_plotly" });
      setTimeout(ask, 1500);
    };
    ask();
  }
  return window.__kgPlotly;
}

function receive(msg) {
  if (msg && msg.type === "plotly" && window.__kgPlotlyResolve && !window.__kgPlotlyLoaded) {
    window.__kgPlotlyLoaded = true;
    const mod = { exports: {} };
    new Function("module", "exports", "define", msg.src)(mod, mod.exports, undefined);
    window.__kgPlotlyResolve(mod.exports);
  }
}

async function render({ model, el }) {
  el.classList.add("kg-board-inner");
  const div = document.createElement("div");
  div.style.width = "100%";
  el.appendChild(div);
  model.on("msg:custom", receive);
  const Plotly = await loadPlotly(model);
  const draw = () => {
    const fig = model.get("figure") || {};
    const t0 = performance.now();
    Plotly.react(div, fig.data || [], fig.layout || {}, { displayModeBar: false, responsive: true })
      .then(() => {
        div.dataset.revision = String(model.get("revision"));
        div.dataset.drawMs = String(Math.round(performance.now() - t0));
      });
  };
  draw();
  if (!div.__kgClick) {
    div.__kgClick = true;
    div.on("plotly_click", (ev) => {
      const pt = ev && ev.points && ev.points[0];
      if (pt && pt.customdata !== undefined && pt.customdata !== null && pt.customdata !== "") {
        model.send({ type: "click", key: String(pt.customdata) });
      }
    });
  }
  model.on("change:figure", draw);
  return () => model.off("change:figure", draw);
}
export default { render };
"""


@cache
def _plotly_source() -> str:
    import plotly

    return (Path(plotly.__file__).parent / "package_data" / "plotly.min.js").read_text(encoding="utf-8")


class Board(anywidget.AnyWidget):
    """A plotly figure given as a plain dict (``{"data": [...], "layout": {...}}``).

    ``on_click(callback)`` calls ``callback(key)`` with the point's ``customdata`` when it is clicked.
    """

    _esm = _ESM
    figure = traitlets.Dict().tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._click_handlers: list[Callable[[str], None]] = []
        self._plotly_sent = -1e9
        self.on_msg(self._on_custom_msg)
        self.add_class("kg-board")

    def show(self, figure: dict) -> None:
        """Draw a new figure (the browser diffs it with Plotly.react)."""
        self.revision += 1
        self.figure = figure

    def on_click(self, callback: Callable[[str], None]) -> None:
        self._click_handlers.append(callback)

    def click(self, key: str) -> None:
        """Act as if the point with this key were clicked (used by tests and keyboard controls)."""
        for handler in self._click_handlers:
            handler(key)

    def _on_custom_msg(self, _widget: Any, content: dict, _buffers: Any) -> None:
        if content.get("type") == "need_plotly":
            now = time.monotonic()
            if now - self._plotly_sent > 5:
                self._plotly_sent = now
                self.send({"type": "plotly", "src": _plotly_source()})
        elif content.get("type") == "click":
            self.click(str(content.get("key", "")))
