"""Contrast checks on the boards' and charts' Plotly figures (WCAG 2.1: text 1.4.3, graphical objects 1.4.11, colour
never the only cue 1.4.1), on the figure dicts alone: no browser.

- The colour arithmetic (``rgba``, ``over``, ``ratio``) is the boards' own (``widgets/boards/contrast.py``).
- ``behind(layout, x, y, upto)``: the colour seen at a point of the drawing: the plot's background, then every
  shape (of the first ``upto``) whose area holds the point, each composited over the one before (its fill's alpha
  and the shape's ``opacity``). So where shapes overlap, the topmost shape holding the point decides, seen through
  when it is semi-transparent. A shape's outline is not part of its area, and a text is judged by its centre only: a
  text that straddles two fills is judged on the one under its middle.
- ``text_problems(drawing, width_px)``: every text run (a trace's text, a ``<span style='color:…'>`` inside it, an
  annotation) whose colour falls short of 4.5:1 (3:1 for large text: 24 px, or 18.66 px bold) against what lies
  behind its centre.
- ``mark_problems(drawing, marks, width_px)``: graphical objects (a legal target's outline, a player's piece) that
  fall short of 3:1 against what they sit on.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from typing import Any

from widgets.boards.boxes import Scale, extent, placed
from widgets.boards.contrast import GRAPHIC, LARGE, RGBA, TEXT, hex_of, over, ratio, rgba


# ---- what lies where --------------------------------------------------------------------------------------------------
def _points(path: str) -> list[list[tuple[float, float]]]:
    """The closed polygons of an SVG path of M/L/Z commands (the only ones the boards draw)."""
    polys: list[list[tuple[float, float]]] = []
    for cmd, xs, ys in re.findall(r"([MLZ])\s*(?:(-?[\d.]+),(-?[\d.]+))?", path):
        if cmd == "M":
            polys.append([(float(xs), float(ys))])
        elif cmd == "L" and polys:
            polys[-1].append((float(xs), float(ys)))
    return polys


def closed(shape: dict) -> bool:
    """Whether the shape has an area (a rect, a circle, a path that closes); an open path is a line only."""
    return shape["type"] in ("rect", "circle") or (shape["type"] == "path" and "Z" in shape.get("path", ""))


def bounds(shape: dict) -> tuple[float, float, float, float]:
    """The shape's box (x0, y0, x1, y1) in data units."""
    if shape["type"] == "path":
        pts = [p for poly in _points(shape["path"]) for p in poly]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return min(xs), min(ys), max(xs), max(ys)
    x0, x1 = sorted((shape["x0"], shape["x1"]))
    y0, y1 = sorted((shape["y0"], shape["y1"]))
    return x0, y0, x1, y1


def holds(shape: dict, x: float, y: float) -> bool:
    """Whether (x, y) lies inside the shape's area (even-odd rule for paths)."""
    if not closed(shape) or shape.get("xsizemode") == "pixel" or shape.get("ysizemode") == "pixel":
        return False
    x0, y0, x1, y1 = bounds(shape)
    if not (x0 <= x <= x1 and y0 <= y <= y1):
        return False
    if shape["type"] == "rect":
        return True
    if shape["type"] == "circle":
        cx, cy, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 or 1e-9, (y1 - y0) / 2 or 1e-9
        return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
    inside = False
    for poly in _points(shape["path"]):
        for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1], strict=True):
            if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
                inside = not inside
    return inside


def paper(layout: dict) -> RGBA:
    return over(layout.get("plot_bgcolor") or "#FFFFFF", over(layout.get("paper_bgcolor") or "#FFFFFF", (255, 255, 255, 1)))


def behind(layout: dict, x: float, y: float, upto: int | None = None) -> RGBA:
    """The colour seen at (x, y) under the texts: the background, then each shape (of the first ``upto``, drawn below
    the traces) holding the point composited over it; where shapes overlap the topmost one holding the point decides,
    seen through as far as it is transparent."""
    seen = paper(layout)
    for shape in layout.get("shapes", [])[:upto]:
        if shape.get("layer", "above") == "below" and shape.get("visible", True) and holds(shape, x, y):
            seen = over(shape.get("fillcolor") or "rgba(0,0,0,0)", seen, shape.get("opacity", 1.0))
    return seen


# ---- texts ------------------------------------------------------------------------------------------------------------
def runs(text: str, ink: str, size: float) -> list[tuple[str, str, float, bool]]:
    """The runs of a plotly text: (characters, colour, font size, bold), a ``<span style='color:…;font-size:…'>``
    or ``<b>`` changing them until it closes."""
    out, stack = [], [(ink, size, False)]
    for part in re.split(r"(<[^>]+>)", str(text or "")):
        tag = re.fullmatch(r"<\s*(/?)\s*(\w+)([^>]*)>", part)
        if tag:
            closing, name, attrs = tag.groups()
            if closing and name.lower() in ("span", "b") and len(stack) > 1:
                stack.pop()
            elif not closing and name.lower() in ("span", "b"):
                c, s, b = stack[-1]
                m = re.search(r"color:\s*([^;'\"]+)", attrs)
                f = re.search(r"font-size:\s*([\d.]+)px", attrs)
                stack.append((m[1].strip() if m else c, float(f[1]) if f else s, b or name.lower() == "b"))
            continue
        words = html.unescape(part).strip()
        if words:
            out.append((words, *stack[-1]))
    return out


def needed(size: float, bold: bool) -> float:
    """The ratio a text needs: 3:1 when large (24 px, or 18.66 px bold), else 4.5:1."""
    return LARGE if size >= 24 or (bold and size >= 18.66) else TEXT


def _listed(value: Any, n: int, default: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [default if value is None else value] * n


def text_problems(drawing: dict, width_px: float) -> list[str]:
    """Each text run of the drawing whose contrast with what lies behind its centre falls short; its markers'
    fills count as behind a text when the marker trace is drawn before the text's trace."""
    layout, found = drawing["layout"], []
    scale = Scale.of(drawing, width_px)
    dots: list[tuple[float, float, float, str]] = []  # markers drawn so far: x, y (pixels), radius, colour
    for trace in drawing.get("data", []):
        mode, n = str(trace.get("mode", "")), len(trace.get("x") or [])
        font = trace.get("textfont") or {}
        if "text" in mode and trace.get("text") is not None:
            inks = _listed(font.get("color"), n, (layout.get("font") or {}).get("color", "#444444"))
            sizes = _listed(font.get("size"), n, 12)
            where = _listed(trace.get("textposition"), n, "middle center")
            for x, y, s, ink, size, pos in zip(trace["x"], trace["y"], trace["text"], inks, sizes, where, strict=True):
                w, h = extent(s, float(size or 12))
                if not w:
                    continue
                box = placed(*scale.px(x, y), w, h, pos or "middle center", str(s))
                cx, cy = (box.left + box.right) / 2, (box.bottom + box.top) / 2
                under = behind(layout, scale.x0 + cx / scale.kx, scale.y0 + cy / scale.ky)
                for px, py, r, fill in dots:
                    if (px - cx) ** 2 + (py - cy) ** 2 <= r * r:
                        under = over(fill, under)
                found += _judge(runs(s, ink, float(size or 12)), under, f"{s!r}")
        if "markers" in mode and trace.get("visible", True) is True:
            marker = trace.get("marker") or {}
            fills = _listed(marker.get("color"), n, "rgba(0,0,0,0)")
            radii = _listed(marker.get("size"), n, 6)
            for x, y, fill, size in zip(trace["x"], trace["y"], fills, radii, strict=True):
                if isinstance(fill, str) and rgba(fill)[3] > 0:
                    dots.append((*scale.px(x, y), float(size) / 2, fill))
    for note in layout.get("annotations", []):
        if note.get("xref", "x") != "x" or note.get("yref", "y") != "y" or not note.get("text"):
            continue
        under = behind(layout, note["x"], note["y"])
        if note.get("bgcolor"):
            under = over(note["bgcolor"], under)
        font = note.get("font") or {}
        ink = font.get("color") or (layout.get("font") or {}).get("color", "#444444")
        found += _judge(runs(note["text"], ink, float(font.get("size", 12))), under, f"note {note['text']!r}")
    return found


def _judge(parts: Iterable[tuple[str, str, float, bool]], under: RGBA, what: str) -> list[str]:
    found = []
    for words, ink, size, bold in parts:
        r = ratio(over(ink, under), under)
        if r < needed(size, bold):
            found.append(f"{what}: {words!r} in {ink} on {hex_of(under)} is {r:.2f}:1 (needs {needed(size, bold)}:1)")
    return found


# ---- graphical objects ------------------------------------------------------------------------------------------------
def seen_against(layout: dict, index: int) -> float:
    """How well shape ``index`` stands out from what it sits on: its fill against what lies under its middle, or its
    outline against that or against what lies just outside its box (each side's colour, the worst counts)."""
    shapes = layout["shapes"]
    shape = shapes[index]
    x0, y0, x1, y1 = bounds(shape)
    opacity = shape.get("opacity", 1.0)
    line = shape.get("line") or {}
    best = 1.0
    if closed(shape):
        under = behind(layout, (x0 + x1) / 2, (y0 + y1) / 2, index)
        best = ratio(over(shape.get("fillcolor") or "rgba(0,0,0,0)", under, opacity), under)
        if line.get("width", 1) >= 1 and line.get("color"):
            best = max(best, ratio(over(line["color"], under, opacity), under))
            dx, dy = (x1 - x0) * 0.05 + 1e-6, (y1 - y0) * 0.05 + 1e-6
            outside = [behind(layout, x, y, index) for x, y in (((x0 + x1) / 2, y0 - dy), ((x0 + x1) / 2, y1 + dy),
                                                                 (x0 - dx, (y0 + y1) / 2), (x1 + dx, (y0 + y1) / 2))]
            best = max(best, min(ratio(over(line["color"], c, opacity), c) for c in outside))
    elif line.get("color"):
        pts = [p for poly in _points(shape["path"]) for p in poly]
        mids = [((ax + bx) / 2, (ay + by) / 2) for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False)] or pts
        best = min(ratio(over(line["color"], c, opacity), c) for c in (behind(layout, x, y, index) for x, y in mids))
    return best


def mark_problems(drawing: dict, marks: Iterable[int], what: str) -> list[str]:
    """The shapes (indices into the layout's shapes) that fall short of 3:1 against what they sit on."""
    layout, found = drawing["layout"], []
    for i in marks:
        r = seen_against(layout, i)
        if r < GRAPHIC:
            s = layout["shapes"][i]
            found.append(f"{what} {s.get('name', s['type'])} ({s.get('fillcolor')}, edge "
                         f"{(s.get('line') or {}).get('color')}) stands out {r:.2f}:1")
    return found


# ---- charts -----------------------------------------------------------------------------------------------------------
def chart_problems(figure: dict) -> list[str]:
    """A chart's texts that fall short of 4.5:1: its font (axes, legend, title) on its paper and plot, an annotation
    on its box (or the plot), a bar's own text colour inside the bar; and its named series told apart by colour only
    (two bar series with one hatching, two line or marker series with one symbol and dash)."""
    layout, found = figure.get("layout", {}), []
    ground = paper(layout)
    ink = (layout.get("font") or {}).get("color", "#444444")
    for where, colour in (("the chart's font", ink), ("the legend", ((layout.get("legend") or {}).get("font") or {})
                                                       .get("color", ink))):
        if ratio(over(colour, ground), ground) < TEXT:
            found.append(f"{where} in {colour} on {hex_of(ground)}")
    for note in layout.get("annotations", []):
        under = over(note["bgcolor"], ground) if note.get("bgcolor") else ground
        found += _judge(runs(note.get("text", ""), (note.get("font") or {}).get("color", ink),
                             float((note.get("font") or {}).get("size", 12))), under, f"note {note.get('text')!r}")
    bars, lines = [], []
    for t in figure.get("data", []):
        marker, mode = t.get("marker") or {}, str(t.get("mode", "lines+markers"))
        if t.get("type") == "bar":
            if t.get("name") and t.get("showlegend", True) is not False:
                bars.append((t["name"], (marker.get("pattern") or {}).get("shape", "")))
            colour = (t.get("insidetextfont") or t.get("textfont") or {}).get("color")
            if colour and t.get("textposition") in ("inside", "auto", None) and (t.get("text") or t.get("texttemplate")):
                fills = marker.get("color")
                for fill in (fills if isinstance(fills, list) else [fills]):
                    for c in (colour if isinstance(colour, list) else [colour]):
                        if isinstance(fill, str) and ratio(over(c, over(fill, ground)), over(fill, ground)) < TEXT:
                            found.append(f"{t.get('name')!r}: text {c} inside a bar of {fill}")
        elif t.get("type", "scatter") == "scatter" and t.get("name") and ("lines" in mode or "markers" in mode):
            lines.append((t["name"], str(marker.get("symbol")), str((t.get("line") or {}).get("dash"))))
    bars, lines = list(dict.fromkeys(bars)), list(dict.fromkeys(lines))  # the traces of one series: one look
    if len({h for _, h in bars}) < len({name for name, _ in bars}) or len(bars) > len({name for name, _ in bars}):
        found.append(f"bar series told apart by colour only: {bars}")
    if len({(symbol, dash) for _, symbol, dash in lines}) < len({name for name, *_ in lines}):
        found.append(f"line series told apart by colour only: {lines}")
    return found
