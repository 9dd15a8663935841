"""The canvas every board draws on (shapes, texts, click targets, final scores, then the plotly figure) and hover texts
(``wrap``, ``with_previews``)."""

from __future__ import annotations

import html
import math
import re
from typing import Any

from kernel_games.core import Action

from .spec import final_score_meta

HIGHLIGHT = "#000000"
_POINT = re.compile(r"(-?[\d.]+),(-?[\d.]+)")  # a point of a shape's path: "x,y"
Box = tuple[float, float, float, float]  # (x0, y0, x1, y1)


def around(cx: float, cy: float, rx: float, ry: float | None = None) -> Box:
    """The box of an ellipse centred on (cx, cy) with radii ``rx`` and ``ry`` (a circle: ``rx`` both ways)."""
    ry = rx if ry is None else ry
    return cx - rx, cy - ry, cx + rx, cy + ry


def outline_of(glyph: str, cx: float, cy: float, r: float, ky: float = 1.0) -> list[tuple[float, float]] | None:
    """The corners of a player's glyph drawn as a shape (■ ▲ ▼ ◆ ★) of radius ``r`` around (cx, cy); None for ● (a
    circle) or a glyph that has no shape here. ``ky``: units of height per unit of width, when they differ."""
    turns = {"■": (4, 45), "◆": (4, 90), "▲": (3, 90), "▼": (3, -90), "★": (10, 90)}.get(glyph)
    if turns is None:
        return None
    k, start = turns
    return [(cx + (r if glyph != "★" or i % 2 == 0 else r * 0.45) * math.cos(math.radians(start + 360 * i / k)),
             cy + ky * (r if glyph != "★" or i % 2 == 0 else r * 0.45) * math.sin(math.radians(start + 360 * i / k)))
            for i in range(k)]


def _path(points: list[tuple[float, float]], close: bool) -> str:
    head, *rest = points
    return f"M {head[0]:.2f},{head[1]:.2f} " + " ".join(f"L {x:.2f},{y:.2f}" for x, y in rest) + (" Z" if close else "")


def wrap(s: str, width: int = 40) -> str:
    """Break a hover text into lines of about ``width`` characters (at a space or Japanese punctuation)."""
    out, line = [], ""
    for ch in s:
        line += ch
        if (len(line) >= width and ch in " 、。,") or len(line) >= width + 12:
            out.append(line)
            line = ""
    return "<br>".join(out + [line])


def with_previews(hover: str, tips: list[str]) -> str:
    """A target's hover text: the previews of its legal actions first (what a click would do), then ``hover``."""
    if not tips:
        return hover
    lines = "<br>".join(f"<b>▶ {wrap(html.escape(t, quote=False), 44)}</b>" for t in tips)
    return f"{lines}<br>{hover}" if hover else lines


class Canvas:
    """Collects shapes, text and click targets, then builds the plotly figure dict."""

    def __init__(self, width: float, height: float) -> None:
        self.width, self.height = width, height
        self.shapes: list[dict[str, Any]] = []
        self.texts: dict[str, list[Any]] = {"x": [], "y": [], "text": [], "size": [], "color": []}
        self.targets: dict[str, list[Any]] = {"x": [], "y": [], "key": [], "hover": [], "size": [], "legal": []}
        self.click: dict[str, list[Action]] = {}
        self.finals: list[dict[str, Any]] = []  # one text trace per final score (widgets/boards/spec.py)

    def shape(self, kind: str, geometry: dict[str, Any], fill: str, line: str = "#444444", width: float = 1,
              dash: str | None = "solid", name: str = "") -> None:
        """A plotly shape of ``kind`` ("rect", "circle", "path", "line") where ``geometry`` puts it, filled and outlined;
        ``dash=None`` leaves the line's dash unsaid; ``name`` says what it stands for ("player:2", "land:meadow"), for the
        palette tests."""
        stroke = {"color": line, "width": width} if dash is None else {"color": line, "width": width, "dash": dash}
        shape = {"type": kind, **geometry, "fillcolor": fill, "line": stroke, "layer": "below"}
        if name:
            shape["name"] = name
        self.shapes.append(shape)

    def rect(self, box: Box, fill: str, line: str = "#444444", width: float = 1, dash: str = "solid",
             name: str = "") -> None:
        """A rectangle over ``box`` = (x0, y0, x1, y1)."""
        x0, y0, x1, y1 = box
        self.shape("rect", {"x0": x0, "y0": y0, "x1": x1, "y1": y1}, fill, line, width, dash, name)

    def circle(self, box: Box, fill: str, line: str = "#444444", width: float = 1, dash: str = "solid",
               name: str = "") -> None:
        """An ellipse filling ``box`` = (x0, y0, x1, y1) (``around`` gives the box of a centre and radii)."""
        x0, y0, x1, y1 = box
        self.shape("circle", {"x0": x0, "x1": x1, "y0": y0, "y1": y1}, fill, line, width, dash, name)

    def mark(self, glyph: str, at: tuple[float, float, float], fill: str, line: str, width: float = 1,
             name: str = "") -> None:
        """A player's glyph as a shape of radius r at ``at`` = (cx, cy, r) (``outline_of``; a circle for ●): their mark
        beside their colour on a piece."""
        cx, cy, r = at
        points = outline_of(glyph, cx, cy, r)
        if points is None:
            self.circle(around(cx, cy, r), fill, line, width, name=name)
        else:
            self.polygon(points, fill, line, width, name=name)

    def polygon(self, points: list[tuple[float, float]], fill: str, line: str = "#444444", width: float = 1,
                dash: str | None = "solid", name: str = "") -> None:
        """A closed path through ``points``."""
        self.shape("path", {"path": _path(points, True)}, fill, line, width, dash, name)

    def polyline(self, points: list[tuple[float, float]], colour: str, width: float = 1, dash: str | None = "solid",
                 opacity: float = 1.0) -> None:
        """An open line through ``points`` (``opacity`` below 1: seen through)."""
        self.shape("path", {"path": _path(points, False)}, "rgba(0,0,0,0)", colour, width, dash)
        if opacity < 1:
            self.shapes[-1]["opacity"] = opacity

    def text(self, x: float, y: float, s: str, size: int = 12, color: str = "#222222") -> None:
        for k, v in zip(("x", "y", "text", "size", "color"), (x, y, s, size, color), strict=True):
            self.texts[k].append(v)

    def target(self, x: float, y: float, key: str, hover: str, legal: bool, size: float = 40) -> None:
        """A clickable point (invisible); a legal one is outlined where it is drawn. With ``key=""`` it only explains
        what lies under it on hover (a building's rewards, a rule): clicking it plays nothing."""
        for k, v in zip(("x", "y", "key", "hover", "size", "legal"), (x, y, key, hover, size, legal), strict=True):
            self.targets[k].append(v)

    def final_score(self, x: float, y: float, player: int, points: int, s: str, size: int = 12,
                    color: str = "#222222") -> None:
        """Text showing ``player``'s final score ``points`` (from ``Result.scores``), marked by the convention of
        ``widgets/boards/spec.py``; ``s`` must show ``points``."""
        self.finals.append({"type": "scatter", "mode": "text", "name": "final score", "x": [x], "y": [y], "text": [s],
                            "textfont": {"size": size, "color": color}, "meta": final_score_meta(player, points),
                            "hoverinfo": "skip", "showlegend": False})

    def place(self, src: Canvas, dx: float = 0, dy: float = 0, kx: float = 1, ky: float = 1,
              box: tuple[float, float, float, float] | None = None) -> None:
        """Copy what ``src`` drew, each point moved to ``(dx + kx·x, dy + ky·y)``; with ``box = (x0, x1, y0, y1)`` only
        the items whose middle lies inside it. Text and marker sizes stay in pixels: a narrow board lays the
        sections of the wide one out again without redrawing them (widgets/boards/spec.py, "Phone width")."""
        def inside(x: float, y: float) -> bool:
            return box is None or (box[0] <= x <= box[1] and box[2] <= y <= box[3])

        for sh in src.shapes:
            if "path" in sh:
                parts = _POINT.split(sh["path"])  # text, x, y, text, x, y, …, text
                xs, ys = [float(v) for v in parts[1::3]], [float(v) for v in parts[2::3]]
                if inside((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2):
                    for i, (x, y) in enumerate(zip(xs, ys, strict=True)):
                        parts[3 * i + 1] = f"{dx + kx * x:.3f},"
                        parts[3 * i + 2] = f"{dy + ky * y:.3f}"
                    self.shapes.append({**sh, "path": "".join(parts)})
            elif inside((sh["x0"] + sh["x1"]) / 2, (sh["y0"] + sh["y1"]) / 2):
                self.shapes.append({**sh, "x0": dx + kx * sh["x0"], "x1": dx + kx * sh["x1"],
                                    "y0": dy + ky * sh["y0"], "y1": dy + ky * sh["y1"]})
        for items, keys in ((src.texts, ("text", "size", "color")), (src.targets, ("key", "hover", "size", "legal"))):
            mine = self.texts if items is src.texts else self.targets
            for i, (x, y) in enumerate(zip(items["x"], items["y"], strict=True)):
                if inside(x, y):
                    mine["x"].append(dx + kx * x)
                    mine["y"].append(dy + ky * y)
                    for k in keys:
                        mine[k].append(items[k][i])
        for f in src.finals:
            if inside(f["x"][0], f["y"][0]):
                self.finals.append({**f, "x": [dx + kx * f["x"][0]], "y": [dy + ky * f["y"][0]]})
        for key, actions in src.click.items():
            if key not in self.click:
                self.click[key] = list(actions)

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
