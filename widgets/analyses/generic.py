"""The chart every game gets, when it says something: where the points come from (scoring rule by rule).

A game that scores by one rule only (Noli's floors) would get a single bar, so it gets none. Charts that only
restate the rules (the winner is decided by "the winner" rule, a phase happens once a round) are not drawn.
"""

from __future__ import annotations

from kernel_games.core import Lang, Text

from ..boards.palettes import palette_for
from .chart import Chart, Run, axis, layout, title
from .colours import BAR

GENERIC = ("points",)

T = {
    "label": Text("点はどこから来るか（得点の種類別）", "Where the points come from (by scoring rule)"),
    "title": Text("1人が1ゲームで得る平均点（得点の種類別）", "Average points a player gains in a game, by scoring rule"),
    "sub": Text("{g}ゲーム・全プレイヤーの平均。奪われた点は引かない", "Mean over {g} games and every player; points stolen "
                "away are not subtracted"),
    "x": Text("1人・1ゲームあたりの平均点", "Average points per player per game"),
    "y": Text("得点の種類（ルール）", "Scoring rule"),
    "takeaway": Text("いちばん多くの点をもたらすのは「{r}」: 1人1ゲーム平均{v:.1f}点（得た点全体の{s:.0%}）。次は「{r2}」{v2:.1f}点",
                     "Most points come from “{r}”: {v:.1f} per player per game ({s:.0%} of all points gained); next "
                     "“{r2}”, {v2:.1f}"),
}


def points_per_player(run: Run) -> dict[str, float]:
    """Scoring rule -> the points one player gains by it in an average game (``Summary.points`` / games / players)."""
    per = run.summary.games * run.players or 1
    return {rule: v / per for rule, v in run.summary.points.items()}


def charts(run: Run) -> list[Chart]:
    """The generic charts that say something for this run's game (none if it scores by one rule)."""
    points = points_per_player(run)
    if len(points) < 2:
        return []
    items = sorted(points.items(), key=lambda kv: kv[1])
    (second, value2), (best, value) = items[-2:]
    share = value / sum(points.values())
    takeaway = T["takeaway"].format(r=run.game.rule(best).title, v=value, s=share, r2=run.game.rule(second).title,
                                    v2=value2)

    palette = palette_for(run.game.id)  # a land's rule in the land's colour, as on the board and the score chart
    colours = [palette.rules[r].colour if r in palette.rules else BAR for r, _ in items]

    def draw(lang: Lang) -> dict:
        data = [{"type": "bar", "orientation": "h", "y": [run.game.rule(r).title(lang) for r, _ in items],
                 "x": [v for _, v in items], "marker": {"color": colours}, "texttemplate": "%{x:.1f}",
                 "textposition": "outside", "cliponaxis": False, "hovertemplate": "%{y}: %{x:.2f}<extra></extra>"}]
        return {"data": data, "layout": layout(
            title(T["title"], lang, T["sub"].format(g=run.summary.games)), axis(T["x"], lang, rangemode="tozero"),
            axis(T["y"], lang, ticksuffix="  "), height=max(340, 26 * len(items) + 150),
            margin={"l": 230, "r": 50, "t": 90, "b": 60})}

    return [Chart("points", T["label"], draw, takeaway)]
