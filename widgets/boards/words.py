"""Text on a board laid out by its estimated width: a canvas whose texts may be anchored at their left or right end
(plotly's per-point ``textposition``, so rows of words line up at their start whatever the font draws), and
``width_of``/``put``/``fit`` to write and wrap words by about how wide they are. Shared by the boards drawn as
panels of words (Via Nebula's, Buru's)."""

from __future__ import annotations

import re
from typing import Any

from .common import Canvas
from .palettes import INK

CENTRE, LEFT, RIGHT = "middle center", "middle right", "middle left"  # where the text lies from its point


class VCanvas(Canvas):
    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.anchors: list[str] = []

    def text(self, x: float, y: float, s: str, size: int = 12, color: str = "#222222", anchor: str = CENTRE) -> None:
        super().text(x, y, s, size, color)
        self.anchors.append(anchor)

    def place(self, src: Canvas, dx: float = 0, dy: float = 0, kx: float = 1, ky: float = 1,
              box: tuple[float, float, float, float] | None = None) -> None:
        """As ``Canvas.place`` (everything moved), the texts keeping their anchors; no ``box``: all of ``src``."""
        assert box is None, "a VCanvas copies a whole canvas"
        super().place(src, dx, dy, kx, ky)
        self.anchors += getattr(src, "anchors", [CENTRE] * len(src.texts["x"]))

    def figure(self, height_px: int = 640) -> dict[str, Any]:
        fig = super().figure(height_px)
        fig["data"][0]["textposition"] = list(self.anchors)
        return fig


def width_of(s: str, font: float) -> float:
    """About how many pixels ``s`` takes at ``font`` px (CJK characters and symbols such as ★ → are square, others
    about half)."""
    plain = s.replace("<b>", "").replace("</b>", "")
    return sum(font if ord(ch) >= 0x2000 else font * 0.6 for ch in plain)


def put(cv: Canvas, x: float, y: float, s: str, font: int, px: float, colour: str = INK, right: bool = False) -> float:
    """``s`` written from ``x`` rightwards (``right``: ending at ``x``); returns where it ends (starts), by its
    estimated width."""
    w = width_of(s, font) / px
    cv.text(x, y, s, font, colour, anchor=RIGHT if right else LEFT)
    return x - w if right else x + w


def fit(s: str, font: int, width_px: float) -> str:
    """``s`` wrapped into lines that fit ``width_px`` (``<br>`` between them): at a space or after Japanese punctuation
    when one is near the end of a line, else where the line is full."""
    lines, line = [], ""
    for word in _pieces(s):
        if line and width_of(line + word, font) > width_px:
            lines.append(line.rstrip())
            line = word.lstrip()
        else:
            line += word
        while width_of(line, font) > width_px:  # one piece longer than a line: cut it
            k = max(1, next(i for i in range(len(line), 0, -1) if width_of(line[:i], font) <= width_px))
            lines.append(line[:k])
            line = line[k:]
    return "<br>".join([*lines, line] if line else lines)


CLOSING, OPENING = "）」』、。・：", "（「『"


def fit_kinsoku(s: str, font: int, width_px: float) -> str:
    """``s`` wrapped as ``fit`` does, then no line starting with a closing bracket or Japanese punctuation and none
    ending with an opening bracket (kinsoku: the rule of Japanese line breaking)."""
    lines = fit(s, font, width_px).split("<br>")
    for i in range(1, len(lines)):
        while lines[i] and lines[i][0] in CLOSING:
            lines[i - 1], lines[i] = lines[i - 1] + lines[i][0], lines[i][1:]
        while lines[i - 1] and lines[i - 1][-1] in OPENING:
            lines[i - 1], lines[i] = lines[i - 1][:-1], lines[i - 1][-1] + lines[i]
    return "<br>".join(ln for ln in lines if ln)


def _pieces(s: str) -> list[str]:
    """``s`` cut where a line may break: before a space, after Japanese punctuation, between CJK characters in runs
    of at most six (so a line breaks near its end, not only at punctuation)."""
    out: list[str] = []
    for m in re.finditer(r" ?[^ 、。・：]*[、。・：]?", s):
        piece = m.group(0)
        if not piece:
            continue
        if any(ord(c) > 0x2E80 for c in piece) and len(piece) > 6:
            out += [piece[i:i + 6] for i in range(0, len(piece), 6)]
        else:
            out.append(piece)
    return out
