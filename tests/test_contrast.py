"""Every board reads for a learner with low vision or colour-blindness (WCAG 2.1 AA), wide and narrow, in both
languages, in every game's palette (``widgets/boards/palettes.py``, Okabe–Ito):

- each text 4.5:1 against what lies behind its centre (3:1 when large), a coloured glyph inside a text too;
- the outlines of the legal targets, and the players' pieces, 3:1 against what they sit on (WCAG 1.4.11);
- colour is never the only cue: two players' pieces of one kind differ in shape or in the glyph written on them.

The helpers are ``tests/contrast.py``; the positions are the start, the middle and the end of each game's seeded
random play-out with its default options (``tests/playouts.py``), seen by the player due, with the targets the table
would offer, and by a spectator at the end.
"""

from __future__ import annotations

import itertools
import json
import re

import pytest

from kernel_games import GAMES
from kernel_games.core import LANGS
from tests.contrast import bounds, chart_problems, mark_problems, text_problems
from tests.drawings import drawn
from tests.option_sets import is_default
from tests.playouts import FIRST_PLAYOUTS, playout, playout_id
from widgets.analyses.chart import told_apart
from widgets.analysis import Analysis
from widgets.boards import board_for
from widgets.boards.boxes import NARROW_PX, WIDE_PX, Scale
from widgets.boards.contrast import GRAPHIC, TEXT, ratio
from widgets.boards.kit import Seat
from widgets.boards.palettes import PAPER, palette_for
from widgets.i18n import Language

CASES = [case for case in FIRST_PLAYOUTS if is_default(GAMES[case[0]], dict(case[2]))]
CASE_IDS = [playout_id(case) for case in CASES]
PIECE_PX = 64  # a player's shape at most this big both ways is a piece (bigger: their seat's box or sheet)


def positions(gid: str, n: int, key: tuple, seed: int) -> list[tuple[int, int | None]]:
    """(position, viewer): the start, the middle and the last move, seen by the player due; the end by a spectator."""
    po = playout(gid, n, key, seed)
    last = len(po.states) - 1
    out = []
    for i in sorted({0, last // 2, last - 1}):
        due = GAMES[gid].to_act(po.states[i])
        out.append((i, due[0] if due else None))
    return [*out, (last, None)]


def drawings(fig: dict) -> list[tuple[str, dict, float]]:
    return [("wide", fig, WIDE_PX), ("narrow", fig["narrow"], NARROW_PX)]


# ---- the checks themselves --------------------------------------------------------------------------------------------
LAYOUT = {"height": 100, "xaxis": {"range": [0, 100]}, "yaxis": {"range": [0, 100]}, "plot_bgcolor": "#FFFFFF"}


def _texts(*items: tuple[float, float, str, str]) -> dict:
    xs, ys, texts, inks = zip(*items, strict=True)
    return {"mode": "text", "x": list(xs), "y": list(ys), "text": list(texts), "textfont": {"size": 12, "color": list(inks)}}


def test_the_check_sees_pale_text_and_reads_what_is_behind_it() -> None:
    """Grey on white fails and ink passes; on a dark rect white passes; a half-transparent black over white is
    composited to mid grey; where two rects overlap the topmost holding the text's centre decides; a span's own
    colour is judged apart; large text needs only 3:1."""
    shapes = [{"type": "rect", "x0": 40, "x1": 60, "y0": 0, "y1": 20, "fillcolor": "#003366", "layer": "below"},
              {"type": "rect", "x0": 40, "x1": 60, "y0": 10, "y1": 20, "fillcolor": "#FFFFFF", "layer": "below"},
              {"type": "circle", "x0": 70, "x1": 90, "y0": 70, "y1": 90, "fillcolor": "rgba(0,0,0,0.5)", "layer": "below"}]
    trace = _texts((10, 50, "pale", "#AAAAAA"), (10, 30, "ink", "#222222"), (50, 5, "on navy", "#FFFFFF"),
                   (50, 15, "white on white", "#FFFFFF"), (80, 80, "grey on grey", "#777777"),
                   (10, 70, "ok <span style='color:#FFEE00'>yellow</span>", "#222222"))
    found = text_problems({"layout": {**LAYOUT, "shapes": shapes}, "data": [trace]}, 1000)
    assert [re.search(r": '([^']*)' in #", f)[1] for f in found] == ["pale", "white on white", "grey on grey", "yellow"]
    big = {**trace, "textfont": {"size": 24, "color": "#949494"}, "x": [10], "y": [50], "text": ["large"]}
    assert text_problems({"layout": LAYOUT, "data": [big]}, 1000) == []  # 3.03:1, large
    assert text_problems({"layout": LAYOUT, "data": [{**big, "textfont": {"size": 14, "color": "#949494"}}]}, 1000)


def test_the_check_sees_a_faint_outline_and_a_piece_lost_on_its_ground() -> None:
    shapes = [{"type": "rect", "x0": 0, "x1": 50, "y0": 0, "y1": 50, "fillcolor": "#F0E442", "layer": "below"},
              {"type": "rect", "x0": 10, "x1": 20, "y0": 10, "y1": 20, "fillcolor": "rgba(0,0,0,0)",
               "line": {"color": "#000000", "width": 3}, "layer": "below"},
              {"type": "rect", "x0": 30, "x1": 40, "y0": 10, "y1": 20, "fillcolor": "rgba(0,0,0,0)",
               "line": {"color": "#E69F00", "width": 3}, "layer": "below"},
              {"type": "circle", "x0": 30, "x1": 40, "y0": 30, "y1": 40, "fillcolor": "#F0E442",
               "line": {"color": "#FFFFFF", "width": 1}, "layer": "below", "name": "player:3"}]
    found = mark_problems({"layout": {**LAYOUT, "shapes": shapes}}, [1, 2, 3], "mark")
    assert len(found) == 2 and "rect" in found[0] and "player:3" in found[1]


# ---- every game's boards ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("gid", "n", "key", "seed"), CASES, ids=CASE_IDS)
def test_every_text_reads_on_what_lies_behind_it(gid: str, n: int, key: tuple, seed: int) -> None:
    for i, viewer in positions(gid, n, key, seed):
        for lang in LANGS:
            fig, _ = drawn(gid, n, key, seed, i, viewer, lang)
            for layout, drawing, width_px in drawings(fig):
                found = text_problems(drawing, width_px)
                assert not found, f"{gid} {n}p state {i}, {layout}, {lang}, viewer {viewer}: {found[:4]}"


def _legal_marks(gid: str, n: int, key: tuple, seed: int, i: int, viewer: int) -> list[tuple[str, dict, list[int]]]:
    """The shapes a drawing adds when its targets are legal (their outlines), wide and narrow."""
    po = playout(gid, n, key, seed)
    state, game = po.states[i], po.game
    view, tries, legal = game.view(state, viewer), game.tries(state, viewer), set(game.legal_actions(state, viewer))
    fig, _ = board_for(gid).figure(view, "en", tries, legal)
    plain, _ = board_for(gid).figure(view, "en", tries, set())
    out = []
    for (layout, drawing, _), (_, bare, _) in zip(drawings(fig), drawings(plain), strict=True):
        seen = {json.dumps(s, sort_keys=True) for s in bare["layout"]["shapes"]}
        marks = [k for k, s in enumerate(drawing["layout"]["shapes"]) if json.dumps(s, sort_keys=True) not in seen]
        out.append((layout, drawing, marks))
    return out


def pieces(drawing: dict, width_px: float) -> list[int]:
    """The shapes standing for a player ("player:p") that are small enough to be pieces."""
    scale, out = Scale.of(drawing, width_px), []
    for k, s in enumerate(drawing["layout"]["shapes"]):
        if s.get("name", "").startswith("player:"):
            x0, y0, x1, y1 = bounds(s)
            if (x1 - x0) * scale.kx <= PIECE_PX and (y1 - y0) * scale.ky <= PIECE_PX:
                out.append(k)
    return out


@pytest.mark.parametrize(("gid", "n", "key", "seed"), CASES, ids=CASE_IDS)
def test_legal_outlines_and_pieces_stand_out(gid: str, n: int, key: tuple, seed: int) -> None:
    checked = 0
    for i, viewer in positions(gid, n, key, seed):
        if viewer is not None:
            for layout, drawing, marks in _legal_marks(gid, n, key, seed, i, viewer):
                found = mark_problems(drawing, marks, "legal mark")
                assert not found, f"{gid} {n}p state {i}, {layout}: {found[:4]}"
                checked += len(marks)
        fig, _ = drawn(gid, n, key, seed, i, viewer, "en")
        for layout, drawing, width_px in drawings(fig):
            found = mark_problems(drawing, pieces(drawing, width_px), "piece")
            assert not found, f"{gid} {n}p state {i}, {layout}: {found[:4]}"
    assert checked, f"{gid}: no legal target was outlined in the positions looked at"


def _form(s: dict, box: tuple[float, float, float, float]) -> tuple:
    """A shape's kind, and a path's corners relative to ``box``."""
    x0, y0, x1, y1 = box
    pts = re.findall(r"(-?[\d.]+),(-?[\d.]+)", s.get("path", ""))
    return (s["type"], *((round((float(x) - x0) / ((x1 - x0) or 1), 1), round((float(y) - y0) / ((y1 - y0) or 1), 1))
                         for x, y in pts))


def _cue(drawing: dict, k: int) -> tuple:
    """What tells a piece apart besides its colour: its shape, the shapes drawn on it after it (a glyph's shape) and
    the texts written on it."""
    shapes = drawing["layout"]["shapes"]
    box = x0, y0, x1, y1 = bounds(shapes[k])

    def on(s: dict) -> bool:
        bx0, by0, bx1, by1 = bounds(s)
        return x0 <= (bx0 + bx1) / 2 <= x1 and y0 <= (by0 + by1) / 2 <= y1

    marks = tuple(_form(s, box) for s in shapes[k + 1:] if not s.get("name") and on(s))
    words = tuple(sorted(re.sub(r"<[^>]+>", "", str(t)) for tr in drawing["data"] if "text" in str(tr.get("mode", ""))
                         for x, y, t in zip(tr["x"], tr["y"], tr["text"], strict=True)
                         if x0 <= x <= x1 and y0 <= y <= y1))
    return _form(shapes[k], box), marks, words


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_two_players_pieces_differ_in_more_than_colour(gid: str) -> None:
    """At the middle and the end of the game with the most players, two players' pieces of the same kind and size
    differ in shape, in a shape drawn on them or in the glyph written on them; a board that draws no pieces (Vaalbara:
    cards and seats only) writes each player's glyph in every shape of their colour."""
    case = max((c for c in CASES if c[0] == gid), key=lambda c: c[1])
    compared, boxes = 0, []
    for i, viewer in positions(*case)[1:]:
        fig, _ = drawn(*case, i, viewer, "en")
        for layout, drawing, width_px in drawings(fig):
            shapes = drawing["layout"]["shapes"]
            by = [(int(shapes[k]["name"].split(":")[1]), k) for k in pieces(drawing, width_px)]
            boxes += [(int(s["name"].split(":")[1]), _cue(drawing, k)[2]) for k, s in enumerate(shapes)
                      if s.get("name", "").startswith("player:")]
            for (p, a), (q, b) in itertools.combinations(by, 2):
                size = [round(v * 2) for v in (bounds(shapes[a])[2] - bounds(shapes[a])[0],
                                               bounds(shapes[b])[2] - bounds(shapes[b])[0])]
                if p == q or shapes[a]["type"] != shapes[b]["type"] or size[0] != size[1]:
                    continue
                compared += 1
                assert _cue(drawing, a) != _cue(drawing, b), \
                    f"{gid} state {i}, {layout}: players {p} and {q} have pieces alike but for colour: {_cue(drawing, a)}"
    if not compared:
        glyphs = [m.glyph for m in (palette_for(gid).seat(case[1], p) for p in range(case[1]))]
        assert boxes and all(any(glyphs[p] in w for w in words) for p, words in boxes), \
            f"{gid}: no pieces, and a shape of a player's colour without their glyph: {boxes[:4]}"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_seat_writes_and_draws_readably(gid: str) -> None:
    """In the game's palette, a seat's ink reads on its pieces' fill and its pen (its glyph's colour) on the paper."""
    for n in GAMES[gid].facts.player_counts:
        for p in range(n):
            m = palette_for(gid).seat(n, p)
            s = Seat(m.colour, m.glyph, name=None)  # type: ignore[arg-type]
            assert ratio(s.ink, s.fill) >= TEXT and ratio(s.pen(), PAPER) >= TEXT, f"{gid} seat {p}: {s}"
            assert ratio(s.pen("#FFFFFF"), "#FFFFFF") >= max(TEXT, GRAPHIC)


# ---- the analyses' charts ---------------------------------------------------------------------------------------------
def test_the_chart_check_sees_series_alike_but_for_colour() -> None:
    """Two bar series of one hatching, or two lines of one symbol and dash, are found; ``told_apart`` parts them."""
    fig = {"layout": {"paper_bgcolor": "#FBF8F0"}, "data": [
        {"type": "bar", "name": "a", "marker": {"color": "#0072B2"}}, {"type": "bar", "name": "b", "marker": {"color": "#E69F00"}},
        {"type": "scatter", "mode": "lines", "name": "c"}, {"type": "scatter", "mode": "lines", "name": "d"}]}
    assert len(chart_problems(fig)) == 2
    assert chart_problems(told_apart(fig)) == []
    assert chart_problems({"layout": {"font": {"color": "#AAAAAA"}}, "data": []})


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_analysis_charts_read_and_tell_series_apart(gid: str) -> None:
    game = GAMES[gid]
    a = Analysis(game, players=game.max_players, seats=["greedy"] * game.max_players, games=3, language=Language())
    a.analyse()
    try:
        assert a.charts, f"{gid}: no chart"
        for chart in a.charts:
            for lang in LANGS:
                found = chart_problems(chart.figure(lang))
                assert not found, f"{gid} {chart.key} {lang}: {found[:3]}"
    finally:
        a.close()
