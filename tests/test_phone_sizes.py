"""On a phone every text can be read and every click target can be hit with a finger (widgets/boards/spec.py,
"Phone width"): measured on each game's narrow drawing, on a board ``NARROW_PX`` wide, at the positions of the seeded
random play-outs (``tests/playouts.py``, their first seed) that ``tests/drawings.py`` samples, drawn for the player
due with the targets the table offers.

- Every text is at least ``MIN_FONT_PX`` (11) pixels: the text traces' fonts, a span's own size and the annotations'.
- Every click target can be hit with a finger: plotly answers a tap with the target closest to it within its hover
  distance (20 pixels, plotly's default, which no board changes) of the marker's edge, so a target reaches at least
  22 pixels around its point, and that square is its own when no other target's point lies within 44 pixels
  (``MIN_TARGET_PX``) of it both across and down. Where targets crowd closer (Via Nebula's hex map, Buru's area rows,
  Blue Moon City's dragon slots), a tap asks which one (``widgets/board.js``, "Crowded targets"): the figure says
  how close is too close (``layout.meta.kgCrowdPx``), and ``chooser`` below is board.js's rule — the targets of
  other keys within that distance of the tapped one both ways, one button each, labelled with its hover text. So
  every target either owns its square or is a button of its own, with a label, on the chooser a tap on it opens.

The browser test ``tests/browser/test_phone_width.py`` measures the drawn page (fonts as rendered, the buttons'
boxes) on the deal a fresh page gets.
"""

from __future__ import annotations

import html
import itertools
import math
import re
from pathlib import Path

import pytest

from kernel_games import GAMES
from tests.board_checks import NARROW_PX
from tests.drawings import drawn, sampled
from tests.playouts import FIRST_PLAYOUTS, playout
from widgets.boards.boxes import Scale, line_size
from widgets.boards.spec import MIN_FONT_PX, MIN_TARGET_PX

SAMPLES = 8  # positions per play-out
HOVER_PX = 20  # plotly's default hover distance
CHOOSER_ROOM_PX = 800 - 2 * 8  # a phone's window (400×800) less the chooser's margins


def _narrow_drawings(gid: str):
    """Each sampled position's narrow drawing, for the player due (English), with where it comes from."""
    for g, n, key, seed in FIRST_PLAYOUTS:
        if g != gid:
            continue
        game, po = GAMES[gid], playout(gid, n, key, seed)
        grid = sampled(gid, n, key, seed)
        for i in grid[::max(1, len(grid) // SAMPLES)]:
            due = game.to_act(po.states[i])
            viewer = due[0] if due else None
            for lang in ("ja", "en"):
                yield f"{gid} {n}p {key} state {i} {lang}", drawn(gid, n, key, seed, i, viewer, lang)[0]["narrow"]


def small_texts(drawing: dict) -> list[str]:
    """The texts of a drawing written under ``MIN_FONT_PX``: each line at its own size (a span's, else the trace's)."""
    out = []
    for trace in drawing["data"]:
        if "text" not in str(trace.get("mode", "")) or not trace.get("text"):
            continue
        sizes = trace["textfont"]["size"]
        sizes = sizes if isinstance(sizes, list) else [sizes] * len(trace["text"])
        for s, size in zip(trace["text"], sizes, strict=True):
            for line in re.split(r"<br\s*/?>", str(s or "")):
                if re.sub(r"<[^>]+>", "", line).strip() and line_size(line, size) < MIN_FONT_PX:
                    out.append(f"{line!r} at {line_size(line, size)} px")
    out += [f"{a['text']!r} at {a['font']['size']} px" for a in drawing["layout"].get("annotations", [])
            if a.get("font", {}).get("size", 12) < MIN_FONT_PX]
    return out


def _points(drawing: dict, width_px: float) -> list[tuple[tuple[float, float], str, str]]:
    """The click targets (with a key) of a drawing: each one's point in pixels, key and hover text."""
    scale, targets = Scale.of(drawing, width_px), drawing["data"][1]
    assert targets["name"] == "targets"
    assert drawing["layout"].get("hoverdistance", HOVER_PX) >= HOVER_PX, "a tap reaches less far than plotly's default"
    return [(scale.px(x, y), key, hover) for x, y, key, hover
            in zip(targets["x"], targets["y"], targets["customdata"], targets["hovertext"], strict=True) if key]


def crowded_targets(drawing: dict, width_px: float, px: float = MIN_TARGET_PX) -> list[str]:
    """Pairs of click targets (of different keys) whose points are closer than ``px`` both ways."""
    points = [(p, key) for p, key, _ in _points(drawing, width_px)]
    return [f"{ka} and {kb} {abs(a[0] - b[0]):.0f}×{abs(a[1] - b[1]):.0f} px apart"
            for (a, ka), (b, kb) in itertools.combinations(points, 2)
            if ka != kb and abs(a[0] - b[0]) < px and abs(a[1] - b[1]) < px]


def label(hover: str) -> str:
    """A chooser button's label: the hover text as plotly shows it, tags stripped (board.js, ``plainLines``)."""
    lines = (html.unescape(re.sub(r"<[^>]*>", "", line)) for line in re.split(r"<br\s*/?>", hover or "", flags=re.I))
    return "\n".join(line for line in lines if line.strip())


def chooser(drawing: dict, width_px: float, tapped: int) -> list[tuple[str, str]]:
    """board.js's rule: the buttons (key, label) of the chooser a tap on the ``tapped``-th target opens — the tapped
    one first, then one per key within ``kgCrowdPx`` of it both ways, nearest first — or [] when the figure asks for
    no chooser or the tap has no neighbour (its click is sent at once)."""
    crowd = drawing["layout"].get("meta", {}).get("kgCrowdPx", 0)
    points = _points(drawing, width_px)
    (mx, my), key, hover = points[tapped]
    near = sorted((math.hypot(x - mx, y - my), k, h) for (x, y), k, h in points
                  if abs(x - mx) < crowd and abs(y - my) < crowd)
    buttons = {key: label(hover)}
    for _, k, h in near:
        buttons.setdefault(k, label(h))
    return list(buttons.items()) if len(buttons) > 1 else []


def unreachable(drawing: dict, width_px: float) -> list[str]:
    """The click targets a finger cannot hit: a target with another key's point closer than ``MIN_TARGET_PX`` both
    ways that is not a button of its own, with a label, on the chooser a tap on it opens; and choosers with more
    buttons than a phone's window holds."""
    out, points = [], _points(drawing, width_px)
    for i, ((x, y), key, _) in enumerate(points):
        if not any(k != key and abs(a - x) < MIN_TARGET_PX and abs(b - y) < MIN_TARGET_PX for (a, b), k, _ in points):
            continue  # it owns its square
        buttons = chooser(drawing, width_px, i)
        keys = [k for k, _ in buttons]
        if not buttons or keys[0] != key or len(set(keys)) != len(keys):
            out.append(f"{key}: crowded, and a tap on it asks {keys or 'nothing'}")
        out += [f"{key}: the chooser's button for {k} has no label" for k, text in buttons if not text.strip()]
        if (len(buttons) + 2) * MIN_TARGET_PX > CHOOSER_ROOM_PX:  # its title and Cancel too
            out.append(f"{key}: a chooser of {len(buttons)} buttons is taller than a phone's window")
    return out


def test_the_checks_see_small_text_and_crowded_targets() -> None:
    layout = {"height": 100, "xaxis": {"range": [0, 100]}, "yaxis": {"range": [0, 100]}}
    texts = {"mode": "text", "x": [10, 50], "y": [10, 50], "textfont": {"size": [11, 12]},
             "text": ["fish 6/20", "<span style='font-size:9px'>★1</span><br>B1"]}
    targets = {"name": "targets", "mode": "markers", "x": [10, 40, 10, 80], "y": [10, 20, 70, 80],
               "customdata": ["hex:1", "hex:2", "hex:3", "pass"],
               "hovertext": ["<b>▶ Craftsman</b><br>B1 — meadow &amp; more", "<b></b>", "C3", "Pass"]}
    fig = {"layout": layout, "data": [texts, targets]}
    assert small_texts(fig) == ["\"<span style='font-size:9px'>★1</span>\" at 9.0 px"]
    assert crowded_targets(fig, 100) == ["hex:1 and hex:2 30×10 px apart"]
    assert crowded_targets(fig, 200) == []  # twice as far apart across on a board twice as wide
    # a figure that asks for no chooser: the crowded pair cannot be told apart by a finger
    assert unreachable(fig, 100) == ["hex:1: crowded, and a tap on it asks nothing", "hex:2: crowded, and a tap on it asks nothing"]
    fig["layout"] = {**layout, "meta": {"kgCrowdPx": MIN_TARGET_PX}}
    assert chooser(fig, 100, 0) == [("hex:1", "▶ Craftsman\nB1 — meadow & more"), ("hex:2", "")]
    assert chooser(fig, 100, 2) == []  # alone: sent at once
    assert unreachable(fig, 100) == ["hex:1: the chooser's button for hex:2 has no label",
                                     "hex:2: the chooser's button for hex:2 has no label"]


def test_the_board_asks_which_one_with_the_same_distance() -> None:
    """board.js reads the distance from the figure, which takes it from spec.py: one constant for both."""
    js = (Path(__file__).parents[1] / "widgets" / "board.js").read_text(encoding="utf-8")
    assert "meta.kgCrowdPx" in js and "crowdAround(div, pt, crowd)" in js
    drawing = next(_narrow_drawings("via_nebula"))[1]
    assert drawing["layout"]["meta"]["kgCrowdPx"] == MIN_TARGET_PX


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_phone_texts_are_at_least_11_px(gid: str) -> None:
    for where, drawing in _narrow_drawings(gid):
        found = small_texts(drawing)
        assert not found, f"{where}: {found[:5]}"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_phone_targets_can_be_hit_with_a_finger(gid: str) -> None:
    crowded = 0
    for where, drawing in _narrow_drawings(gid):
        found = unreachable(drawing, NARROW_PX)
        assert not found, f"{where}: {len(found)} targets, {found[:5]}"
        crowded += bool(crowded_targets(drawing, NARROW_PX))
    print(f"{gid}: {crowded} drawings with crowded targets")
