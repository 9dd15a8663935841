"""On a phone every text can be read and every click target can be hit with a finger (widgets/boards/spec.py,
"Phone width"): measured on each game's narrow drawing, on a board ``NARROW_PX`` wide, at the positions of the seeded
random play-outs (``tests/playouts.py``, their first seed) that ``tests/drawings.py`` samples, drawn for the player
due with the targets the table offers.

- Every text is at least ``MIN_FONT_PX`` (11) pixels: the text traces' fonts, a span's own size and the annotations'.
- Every click target owns a square of ``MIN_TARGET_PX`` (44) pixels: plotly answers a tap with the target closest to
  it within its hover distance (20 pixels, plotly's default, which no board changes) of the marker's edge, so a
  target reaches at least 22 pixels around its point, and that square is its own when no other target's point lies
  within 44 pixels of it both across and down.

The browser test ``tests/browser/test_phone_width.py`` measures the drawn page (fonts as rendered, the buttons'
boxes) on the deal a fresh page gets.
"""

from __future__ import annotations

import itertools
import re

import pytest

from kernel_games import GAMES
from tests.board_checks import NARROW_PX
from tests.drawings import drawn, sampled
from tests.playouts import FIRST_PLAYOUTS, playout
from widgets.boards.boxes import Scale, line_size
from widgets.boards.spec import MIN_FONT_PX, MIN_TARGET_PX

SAMPLES = 8  # positions per play-out
HOVER_PX = 20  # plotly's default hover distance
CROWDED = {  # games whose phone layout still puts targets closer than a fingertip, and why (left for a layout of its own)
    "via_nebula": "the hex map fits the phone's width: its hexes are about 29 px apart",
    "buru": "an area's spaces are rows about 21 px tall, the explorers' discs about 30 px apart, altars beside elders",
    "blue_moon_city": "the dragons' slots sit inside a tile, beside its boxes, about 25 px apart",
}


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


def crowded_targets(drawing: dict, width_px: float) -> list[str]:
    """Pairs of click targets (of different keys) whose points are closer than ``MIN_TARGET_PX`` both ways."""
    scale, targets = Scale.of(drawing, width_px), drawing["data"][1]
    assert drawing["layout"].get("hoverdistance", HOVER_PX) >= HOVER_PX, "a tap reaches less far than plotly's default"
    points = [(scale.px(x, y), key) for x, y, key in zip(targets["x"], targets["y"], targets["customdata"], strict=True)
              if key]
    return [f"{ka} and {kb} {abs(a[0] - b[0]):.0f}×{abs(a[1] - b[1]):.0f} px apart"
            for (a, ka), (b, kb) in itertools.combinations(points, 2)
            if ka != kb and abs(a[0] - b[0]) < MIN_TARGET_PX - 1 and abs(a[1] - b[1]) < MIN_TARGET_PX - 1]


def test_the_checks_see_small_text_and_crowded_targets() -> None:
    layout = {"height": 100, "xaxis": {"range": [0, 100]}, "yaxis": {"range": [0, 100]}}
    texts = {"mode": "text", "x": [10, 50], "y": [10, 50], "textfont": {"size": [11, 12]},
             "text": ["fish 6/20", "<span style='font-size:9px'>★1</span><br>B1"]}
    targets = {"mode": "markers", "x": [10, 40, 10], "y": [10, 20, 70], "customdata": ["hex:1", "hex:2", "hex:3"]}
    fig = {"layout": layout, "data": [texts, targets]}
    assert small_texts(fig) == ["\"<span style='font-size:9px'>★1</span>\" at 9.0 px"]
    assert crowded_targets(fig, 100) == ["hex:1 and hex:2 30×10 px apart"]
    assert crowded_targets(fig, 200) == []  # twice as far apart across on a board twice as wide


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_phone_texts_are_at_least_11_px(gid: str) -> None:
    for where, drawing in _narrow_drawings(gid):
        found = small_texts(drawing)
        assert not found, f"{where}: {found[:5]}"


@pytest.mark.parametrize("gid", [pytest.param(g, marks=pytest.mark.xfail(reason=CROWDED[g], strict=True))
                                 if g in CROWDED else g for g in sorted(GAMES)])
def test_phone_targets_own_a_fingertip(gid: str) -> None:
    for where, drawing in _narrow_drawings(gid):
        found = crowded_targets(drawing, NARROW_PX)
        assert not found, f"{where}: {len(found)} pairs, {found[:5]}"
