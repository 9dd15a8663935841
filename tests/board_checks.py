"""Checks the boards' own tests share: which actions a player can reach by clicking a board; which of its texts run
into each other (their boxes estimated from their characters)."""

from __future__ import annotations

import html
import itertools
import re

from kernel_games.core import Action
from widgets.boards.spec import BoardSpec
from widgets.boards.words import width_of

TOLERANCE_PX = 1.0  # a rounding pixel is no overlap
WIDE_PX, NARROW_PX = 1245, 370  # a board's width on a 1280-pixel laptop page and on a 400-pixel phone


def reachable(board: BoardSpec, view: dict, legal: list[Action], tried: list[Action], lang: str = "en") -> set[Action]:
    """The actions a player can play by clicking ``board`` (``tried``: what the table offers, ``Game.tries``): a key
    standing for one action plays it; one standing for several narrows the choice (widgets/panel.py) and the board
    is drawn again with only those."""
    got: set[Action] = set()
    seen: set[frozenset] = set()

    def explore(narrowed: frozenset | None, depth: int) -> None:
        tries = [a for a in tried if narrowed is None or a in narrowed]
        _, clicks = board.figure(view, lang, tries, set(legal))
        for key, actions in clicks.items():
            assert key and set(actions) <= set(tries), f"target {key} stands for actions not tried: {actions}"
            acts = [a for a in actions if narrowed is None or a in narrowed] or actions
            if len(acts) == 1:
                got.add(acts[0])
            elif frozenset(acts) not in seen and depth < 3:
                seen.add(frozenset(acts))
                explore(frozenset(acts), depth + 1)

    explore(None, 0)
    return got


Box = tuple[float, float, float, float, str]  # left, right, bottom, top (pixels), the text


def boxes(drawing: dict, width_px: float) -> list[Box]:
    """The estimated box of every text the drawing's text traces write, on a board ``width_px`` wide."""
    layout = drawing["layout"]
    (x0, x1), (y0, y1) = layout["xaxis"]["range"], layout["yaxis"]["range"]
    kx, ky = width_px / (x1 - x0), layout["height"] / (y1 - y0)
    out = []
    for trace in drawing["data"]:
        if "text" not in trace.get("mode", "") or not trace.get("text"):
            continue
        n = len(trace["x"])
        sizes = trace["textfont"]["size"]
        sizes = sizes if isinstance(sizes, list) else [sizes] * n
        where = trace.get("textposition") or "middle center"
        where = where if isinstance(where, list) else [where] * n
        for x, y, s, size, pos in zip(trace["x"], trace["y"], trace["text"], sizes, where, strict=True):
            lines = [(html.unescape(re.sub(r"<[^>]+>", "", line)), _size(line, size))
                     for line in re.split(r"<br\s*/?>", str(s or ""))]
            if not "".join(t for t, _ in lines).strip():
                continue
            w, h = max(width_of(t, f) for t, f in lines), sum(1.15 * f for _, f in lines)
            vertical, horizontal = pos.split()
            left = {"right": (x - x0) * kx, "left": (x - x0) * kx - w}.get(horizontal, (x - x0) * kx - w / 2)
            bottom = {"top": (y - y0) * ky, "bottom": (y - y0) * ky - h}.get(vertical, (y - y0) * ky - h / 2)
            out.append((left, left + w, bottom, bottom + h, str(s)))
    return out


def _size(line: str, size: float) -> float:
    """A line's font size: the trace's, or a span's own (``<span style='font-size:10px'>``)."""
    m = re.search(r"font-size:\s*(\d+(?:\.\d+)?)px", line)
    return float(m.group(1)) if m else size


def problems(drawing: dict, width_px: float) -> list[str]:
    """Texts that run into each other on a board ``width_px`` wide."""
    return [f"{s0!r} runs into {s1!r}" for (l0, r0, b0, t0, s0), (l1, r1, b1, t1, s1)
            in itertools.combinations(boxes(drawing, width_px), 2)
            if min(r0, r1) - max(l0, l1) > TOLERANCE_PX and min(t0, t1) - max(b0, b1) > TOLERANCE_PX]
