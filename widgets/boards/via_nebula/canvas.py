"""The canvas Via Nebula's board draws on: the shared ``Canvas`` with text that may be anchored at its left or right
end (plotly's per-point ``textposition``), so rows of words line up at their start whatever the font draws."""

from __future__ import annotations

from typing import Any

from ..common import Canvas

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
