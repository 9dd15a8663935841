"""Board: a Plotly figure in the page, redrawn with Plotly.react, clicks sent back to Python.

Unlike plotly's FigureWidget, which ships the 5 MB plotly.js with every instance, a Board asks for
plotly.js once per browser page: the first Board to render requests it over its comm, every other Board
on the page waits for that copy (see ../shared/reference/jupyter_stack.md, pitfall 1).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

_ESM = r"""
function evalPlotly(src) {
  const mod = { exports: {} };
  new Function("module", "exports", "define", src)(mod, mod.exports, undefined);
  return mod.exports;
}

function staticUrl() {
  // Voila serves /voila/render/<dir>/<notebook>; the copy the kernel wrote is /voila/files/<dir>/_static/.
  const m = window.location.pathname.match(/^(.*\/voila\/)render\/(.*\/)?[^\/]+$/);
  return m ? m[1] + "files/" + (m[2] || "") + "_static/plotly-basic.min.js" : null;
}

async function fetchPlotly() {
  const url = staticUrl();
  if (!url) return null;
  try {
    const res = await fetch(url);
    return res.ok ? evalPlotly(await res.text()) : null;
  } catch (e) {
    return null;
  }
}

function loadPlotly(model) {
  start();
  // Under Voila a view can render before its comm is connected, and a message sent then is lost:
  // ask again until plotly.js has arrived (the kernel ignores repeats that come too soon).
  if (!window.__kgPlotlyAsked) {
    window.__kgPlotlyAsked = true;
    const ask = () => {
      if (window.__kgPlotlyLoaded) return;
      model.send({ type: "need_plotly" });
      setTimeout(ask, 1500);
    };
    window.__kgPlotlyHttp.then((P) => { if (!P) ask(); });
  }
  return window.__kgPlotly;
}

function receive(msg) {
  if (msg && msg.type === "plotly" && window.__kgPlotlyResolve && !window.__kgPlotlyLoaded) {
    window.__kgPlotlyLoaded = true;
    window.__kgPlotlyResolve(evalPlotly(msg.src));
  }
}

function start() {
  if (!window.__kgPlotly) {
    window.__kgPlotly = new Promise((resolve) => {
      window.__kgPlotlyResolve = resolve;
    });
    // Over HTTP first (cached by the browser); through the kernel only if that fails (JupyterLab).
    window.__kgPlotlyHttp = fetchPlotly().then((P) => {
      if (P && !window.__kgPlotlyLoaded) {
        window.__kgPlotlyLoaded = true;
        window.__kgPlotlyResolve(P);
      }
      return P;
    });
  }
}
start();

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


PLOTLY_JS = "plotly-basic.min.js"  # plotly.js basic bundle (scatter, bar): see widgets/static/README.md


def _plotly_path() -> str:
    return str(Path(__file__).with_name("static") / PLOTLY_JS)


@cache
def _plotly_source() -> str:
    return Path(_plotly_path()).read_text(encoding="utf-8")


def write_static_copy(folder: Path) -> bool:
    """Put plotly.js in ``folder/_static/`` for Voila to serve over HTTP; False if the folder is read-only."""
    target = folder / "_static" / PLOTLY_JS
    source = Path(_plotly_path())
    try:
        if not target.exists() or target.stat().st_size != source.stat().st_size:
            target.parent.mkdir(exist_ok=True)
            tmp = target.with_suffix(".tmp")
            tmp.write_bytes(source.read_bytes())
            tmp.replace(target)
        return True
    except OSError:
        return False


@cache
def _static_copy_once() -> bool:
    """Under Voila the kernel runs in the notebook's folder: leave plotly.js there for the page to fetch."""
    return write_static_copy(Path.cwd()) if os.environ.get("VOILA_KERNEL_ID") or os.environ.get("VOILA_PREHEAT") else False


class Board(anywidget.AnyWidget):
    """A plotly figure given as a plain dict (``{"data": [...], "layout": {...}}``).

    ``on_click(callback)`` calls ``callback(key)`` with the point's ``customdata`` when it is clicked.
    """

    _esm = _ESM
    figure = traitlets.Dict().tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        _static_copy_once()
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
