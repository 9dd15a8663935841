"""Where a board's texts lie, in pixels: each text's box estimated from its characters (``words.width_of``: CJK
characters and symbols square, others 0.6 of the font), its anchor (plotly's ``textposition``) and its lines, on a
board drawn a given number of pixels wide. The "what changed" marks place themselves by these boxes
(``widgets/lesson_parts.py``), and the board tests check with them that no two texts run into each other."""

from __future__ import annotations

import html
import re
from typing import Any, NamedTuple

from .words import width_of

WIDE_PX, NARROW_PX = 1245, 370  # a board's width on a 1280-pixel laptop page and on a 400-pixel phone
LINE = 1.15  # a line's height, in fonts


class Box(NamedTuple):
    """A text's box in pixels from the board's bottom-left corner, and the text."""

    left: float
    right: float
    bottom: float
    top: float
    text: str

    def meets(self, other: tuple[float, float, float, float, Any], tol: float = 0.0) -> bool:
        """Whether the two boxes overlap by more than ``tol`` pixels both ways."""
        return (min(self.right, other[1]) - max(self.left, other[0]) > tol
                and min(self.top, other[3]) - max(self.bottom, other[2]) > tol)


class Scale(NamedTuple):
    """A drawing's pixels per unit (x, y) and its axes' lower ends, on a board ``width_px`` wide."""

    kx: float
    ky: float
    x0: float
    y0: float

    @classmethod
    def of(cls, drawing: dict, width_px: float) -> Scale:
        layout = drawing["layout"]
        (x0, x1), (y0, y1) = layout["xaxis"]["range"], layout["yaxis"]["range"]
        return cls(width_px / (x1 - x0), layout["height"] / (y1 - y0), x0, y0)

    def px(self, x: float, y: float) -> tuple[float, float]:
        """A point of the drawing in pixels."""
        return (x - self.x0) * self.kx, (y - self.y0) * self.ky


def line_size(line: str, size: float) -> float:
    """A line's font size: the trace's, or a span's own (``<span style='font-size:10px'>``)."""
    m = re.search(r"font-size:\s*(\d+(?:\.\d+)?)px", line)
    return float(m.group(1)) if m else size


def extent(s: str, size: float) -> tuple[float, float]:
    """The width and height in pixels of a text written at ``size`` px (``<br>`` between its lines)."""
    lines = [(html.unescape(re.sub(r"<[^>]+>", "", line)), line_size(line, size))
             for line in re.split(r"<br\s*/?>", str(s or ""))]
    if not "".join(t for t, _ in lines).strip():
        return 0.0, 0.0
    return max(width_of(t, f) for t, f in lines), sum(LINE * f for _, f in lines)


def placed(px: float, py: float, w: float, h: float, where: str, s: str) -> Box:
    """The box of a text ``w``×``h`` pixels whose point is (px, py), written ``where`` (plotly's textposition) of it."""
    vertical, horizontal = (where or "middle center").split()
    left = {"right": px, "left": px - w}.get(horizontal, px - w / 2)
    bottom = {"top": py, "bottom": py - h}.get(vertical, py - h / 2)
    return Box(left, left + w, bottom, bottom + h, s)


def texts(drawing: dict) -> list[tuple[float, float, str, float, str]]:
    """Every text the drawing's text traces write: (x, y, text, font size, textposition)."""
    out = []
    for trace in drawing.get("data", []):
        if "text" not in str(trace.get("mode", "")) or not trace.get("text") or "x" not in trace:
            continue
        n = len(trace["x"])
        sizes = (trace.get("textfont") or {}).get("size", 12)
        sizes = sizes if isinstance(sizes, list) else [sizes] * n
        where = trace.get("textposition") or "middle center"
        where = where if isinstance(where, list) else [where] * n
        for x, y, s, size, pos in zip(trace["x"], trace["y"], trace["text"], sizes, where, strict=True):
            out.append((x, y, str(s if s is not None else ""), float(size or 12), pos))
    return out


def text_boxes(drawing: dict, width_px: float) -> list[Box]:
    """The estimated box of every text the drawing's text traces write, on a board ``width_px`` wide."""
    scale, out = Scale.of(drawing, width_px), []
    for x, y, s, size, pos in texts(drawing):
        w, h = extent(s, size)
        if w:
            out.append(placed(*scale.px(x, y), w, h, pos, s))
    return out
