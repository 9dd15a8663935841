"""Drawing helpers shared by every board: cards as rectangles, labels, click targets."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action

from .spec import final_score_meta

HIGHLIGHT = "#000000"


def wrap(s: str, width: int = 40) -> str:
    """Break a hover text into lines of about ``width`` characters (at a space or Japanese punctuation)."""
    out, line = [], ""
    for ch in s:
        line += ch
        if (len(line) >= width and ch in " 、。,") or len(line) >= width + 12:
            out.append(line)
            line = ""
    return "<br>".join(out + [line])


class Canvas:
    """Collects shapes, text and click targets, then builds the plotly figure dict."""

    def __init__(self, width: float, height: float) -> None:
        self.width, self.height = width, height
        self.shapes: list[dict[str, Any]] = []
        self.texts: dict[str, list[Any]] = {"x": [], "y": [], "text": [], "size": [], "color": []}
        self.targets: dict[str, list[Any]] = {"x": [], "y": [], "key": [], "hover": [], "size": [], "legal": []}
        self.click: dict[str, list[Action]] = {}
        self.finals: list[dict[str, Any]] = []  # one text trace per final score (widgets/boards/spec.py)

    def rect(self, x0: float, y0: float, x1: float, y1: float, fill: str, line: str = "#444444",
             width: float = 1, dash: str = "solid") -> None:
        self.shapes.append({"type": "rect", "x0": x0, "y0": y0, "x1": x1, "y1": y1, "fillcolor": fill,
                            "line": {"color": line, "width": width, "dash": dash}, "layer": "below"})

    def text(self, x: float, y: float, s: str, size: int = 12, color: str = "#222222") -> None:
        for k, v in zip(("x", "y", "text", "size", "color"), (x, y, s, size, color), strict=True):
            self.texts[k].append(v)

    def target(self, x: float, y: float, key: str, hover: str, legal: bool, size: float = 40) -> None:
        """A clickable point (invisible); a legal one is outlined where it is drawn."""
        for k, v in zip(("x", "y", "key", "hover", "size", "legal"), (x, y, key, hover, size, legal), strict=True):
            self.targets[k].append(v)

    def final_score(self, x: float, y: float, player: int, points: int, s: str, size: int = 12,
                    color: str = "#222222") -> None:
        """Text showing ``player``'s final score ``points`` (from ``Result.scores``), marked by the convention of
        ``widgets/boards/spec.py``; ``s`` must show ``points``."""
        self.finals.append({"type": "scatter", "mode": "text", "name": "final score", "x": [x], "y": [y], "text": [s],
                            "textfont": {"size": size, "color": color}, "meta": final_score_meta(player, points),
                            "hoverinfo": "skip", "showlegend": False})

    def bind(self, key: str, actions: list[Action]) -> None:
        self.click.setdefault(key, []).extend(actions)

    def figure(self, height_px: int = 640) -> dict[str, Any]:
        t, g = self.texts, self.targets
        data = [
            {"type": "scatter", "mode": "text", "name": "labels", "x": t["x"], "y": t["y"], "text": t["text"],
             "textfont": {"size": t["size"], "color": t["color"]}, "hoverinfo": "skip", "showlegend": False},
            {"type": "scatter", "mode": "markers", "name": "targets", "x": g["x"], "y": g["y"], "customdata": g["key"],
             "hovertext": g["hover"], "hoverinfo": "text", "showlegend": False,
             "marker": {"size": g["size"], "symbol": "square", "color": "rgba(0,0,0,0)",
                        "line": {"width": 0}}},
            *self.finals,  # after the targets: data[1] stays the click targets
        ]
        layout = {
            "height": height_px, "margin": {"l": 4, "r": 4, "t": 4, "b": 4}, "shapes": self.shapes,
            "xaxis": {"range": [0, self.width], "visible": False, "fixedrange": True},
            "yaxis": {"range": [0, self.height], "visible": False, "fixedrange": True},
            "plot_bgcolor": "#FBF8F0", "paper_bgcolor": "#FBF8F0", "hovermode": "closest", "dragmode": False,
            "font": {"family": "Noto Sans CJK JP, IPAGothic, sans-serif"},
        }
        return {"data": data, "layout": layout}
