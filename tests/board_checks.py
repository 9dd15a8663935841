"""Checks the boards' own tests share: which actions a player can reach by clicking a board; which of its texts run
into each other, or under the "what changed" marks (their boxes estimated from their characters,
``widgets/boards/boxes.py``)."""

from __future__ import annotations

import itertools

from kernel_games.core import Action
from widgets.boards.boxes import NARROW_PX, WIDE_PX, Box, Scale, extent, placed, text_boxes
from widgets.boards.spec import BoardSpec

__all__ = ["NARROW_PX", "WIDE_PX", "boxes", "mark_boxes", "problems", "reachable"]
MARKED = "kg-changed"  # the name of every "what changed" mark (widgets/lesson_parts.py)
TOLERANCE_PX = 1.0  # a rounding pixel is no overlap


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


def boxes(drawing: dict, width_px: float) -> list[Box]:
    """The estimated box of every text the drawing's text traces write, on a board ``width_px`` wide."""
    return text_boxes(drawing, width_px)


def mark_boxes(drawing: dict, width_px: float) -> tuple[list[Box], list[Box]]:
    """The "what changed" marks (``widgets/lesson_parts.py``) in pixels: the frames drawn around changed texts (sized
    in pixels from their text's point), and the notes "old → new" (annotations, their boxes estimated from their
    characters and padding)."""
    scale = Scale.of(drawing, width_px)
    frames, notes = [], []
    for sh in drawing["layout"].get("shapes", []):
        if sh.get("name") == MARKED and sh.get("xsizemode") == "pixel":
            px, py = scale.px(sh["xanchor"], sh["yanchor"])
            frames.append(Box(px + sh["x0"], px + sh["x1"], py + sh["y0"], py + sh["y1"], "frame"))
    for a in drawing["layout"].get("annotations", []):
        if a.get("name") == MARKED:
            w, h = extent(a["text"], a["font"]["size"])
            pad = 2 * a.get("borderpad", 1) + 2
            px, py = scale.px(a["x"], a["y"])
            side = {"left": "right", "right": "left"}.get(a.get("xanchor", "center"), "center")
            level = {"bottom": "top", "top": "bottom"}.get(a.get("yanchor", "middle"), "middle")
            notes.append(placed(px + a.get("xshift", 0), py + a.get("yshift", 0), w + pad, h + pad,
                                f"{level} {side}", f"note {a['text']}"))
    return frames, notes


def problems(drawing: dict, width_px: float) -> list[str]:
    """Texts that run into each other on a board ``width_px`` wide; a note of the "what changed" marks that covers a
    text or another note; a frame whose line runs through a text (a text wholly inside a frame is the one it marks)."""
    texts = boxes(drawing, width_px)
    frames, notes = mark_boxes(drawing, width_px)
    found = [f"{a.text!r} runs into {b.text!r}" for a, b in itertools.combinations(texts, 2) if a.meets(b, TOLERANCE_PX)]
    found += [f"{a.text!r} covers {b.text!r}" for a, b in itertools.combinations(notes, 2) if a.meets(b, TOLERANCE_PX)]
    found += [f"{n.text!r} covers {t.text!r}" for n in notes for t in texts if n.meets(t, TOLERANCE_PX)]
    found += [f"a frame runs through {t.text!r}" for f in frames for t in texts
              if f.meets(t, TOLERANCE_PX) and not _within(t, f)]
    return found


def _within(t: Box, f: Box) -> bool:
    return t.left >= f.left - TOLERANCE_PX and t.right <= f.right + TOLERANCE_PX \
        and t.bottom >= f.bottom - TOLERANCE_PX and t.top <= f.top + TOLERANCE_PX
