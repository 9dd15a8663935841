"""Plotly figure dicts for results and analysis, built from kernel Results only."""

from __future__ import annotations

from kernel_games.core import Game, Lang, Result

from .boards.palettes import OKABE_ITO, palette_for
from .boards.spec import final_score_meta

# Okabe-Ito in order: for charts of no particular game; a game's charts take its palette (widgets/boards/palettes.py)
PALETTE = [OKABE_ITO[c] for c in ("orange", "sky", "green", "yellow", "blue", "vermillion", "purple", "grey")]


def score_breakdown(game: Game, result: Result, names: list[str], lang: Lang) -> dict:
    """A stacked bar per player: each scoring category (named by its rule) in the game's colour for it (a land rule in
    its land's colour, as on the board), the player's shape and colour left of the bar, and the final score
    (``result.scores``, ★ for a winner) written after the bar, marked as ``widgets/boards/spec.py`` says."""
    pal = palette_for(game.id)
    rules: list[str] = []
    for rows in result.breakdown.values():
        for row in rows:
            if row.rule not in rules:
                rules.append(row.rule)
    data = []
    for i, rule in enumerate(rules):
        pts = [sum(r.points for r in result.breakdown[p] if r.rule == rule) for p in range(len(names))]
        data.append({"type": "bar", "orientation": "h", "name": game.rule(rule).title(lang), "y": names, "x": pts,
                     "marker": {"color": (look := pal.rule(rule, i)).colour, "line": {"color": "#444444", "width": 0.5},
                                "pattern": {"shape": look.pattern, "fgcolor": "#333333", "fillmode": "overlay"}},
                     "hovertemplate": "%{y}: %{x}<extra>" + game.rule(rule).title(lang) + "</extra>"})
    # a bar runs from its negative parts (left of 0) to the sum of its positive ones: the total is written past it
    ends = [sum(max(r.points, 0) for r in result.breakdown[p]) for p in range(len(names))]
    lows = [sum(min(r.points, 0) for r in result.breakdown[p]) for p in range(len(names))]
    for p, name in enumerate(names):
        total = f"\u2002= {result.scores[p]}" + (" ★" if p in result.winners else "")
        data.append({"type": "scatter", "mode": "text", "name": total, "x": [ends[p]], "y": [name], "text": [total],
                     "textposition": "middle right", "textfont": {"size": 14, "color": "#222222"},
                     "meta": final_score_meta(p, result.scores[p]), "hoverinfo": "skip", "showlegend": False})
    span = max([*ends, 1]) - min([*lows, 0])
    marks = [pal.seat(len(names), p) for p in range(len(names))]
    data.append({"type": "scatter", "mode": "markers", "name": "players", "x": [min([*lows, 0]) - span * 0.035] * len(names),
                 "y": names, "marker": {"color": [m.colour for m in marks], "symbol": [m.marker for m in marks], "size": 15,
                                        "line": {"color": "#222222", "width": 1}},
                 "meta": {"players": list(range(len(names)))}, "hoverinfo": "skip", "showlegend": False,
                 "cliponaxis": False})
    layout = {"barmode": "relative", "height": 420, "margin": {"l": 120, "r": 20, "t": 60, "b": 40},
              "title": {"text": result.reason(lang)},
              "xaxis": {"range": [min([*lows, 0]) - span * 0.07, max([*ends, 1]) + span * 0.14]},
              "legend": {"orientation": "h", "y": -0.15}, "plot_bgcolor": "#FBF8F0", "paper_bgcolor": "#FBF8F0"}
    return {"data": data, "layout": layout}
