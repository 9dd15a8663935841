"""Via Nebula's own analysis charts: which contracts score best, which openings win, how much exploring pays.

Every number comes from the page's one simulation (``Run``), watched move by move by
``kernel_games.via_nebula.analysis.Watcher``. The figures are rebuilt for each language; every title says that the
maps, the token split and the contract list are reconstructed (components.py, maps.py).
"""

from __future__ import annotations

from kernel_games.core import Game, Lang, Text
from kernel_games.core.text import join, plural
from kernel_games.via_nebula.analysis import Watcher
from kernel_games.via_nebula.components import CONTRACTS

from ..boards.palettes import palette_for
from .chart import Chart, GameCharts, Run, axis, layout, noted_title, seat_names
from .colours import GUIDE

MIN_BUILT = 5  # a contract built fewer times than this in the games is not named the best scorer

INTRO = Text("どの契約がいちばん点になるか、最初の一手は何がよいか、探検はどれほど得か（シミュレーション）。",
             "Which contracts score best, which first move wins most, and how much exploring pays (simulated).")

L = {
    "contracts": Text("どの契約がいちばん点になるか", "Which contracts score best?"),
    "openings": Text("最初の一手は何がよいか", "Which first move wins most?"),
    "exploring": Text("探検はどれほど得か", "How much does exploring pay?"),
}
KIND_NAMES = {
    "craftsman": Text("職人を置く", "Craftsman"), "site": Text("建設現場を置く", "Building site"),
    "explore": Text("探検する", "Explore"), "transport": Text("運ぶ", "Transport"), "build": Text("建てる", "Build"),
    "none": Text("（なし）", "(none)"),
}
T = {
    "note": Text("※マップ・開拓トークンの内訳・契約カードの一覧は公開情報がないため再構成したデータです",
                 "Note: the maps, the token split and the contract list are reconstructed data"),
    "games": Text("{g}ゲーム・{n}人（{s}）", "{g} games of {n} players ({s})"),
    "contracts_title": Text("建てた契約1枚がゲーム終了時にもたらした点（契約の種類別）",
                            "Points one contract built gave at the end, by kind of contract"),
    "contracts_sub": Text("印刷された点と、得点カード（建築家・市長・商人・怠け者の探検家）のボーナス。棒の横の数字は建てられた回数。"
                          "効果のない契約は、必要な資源の数が同じものを1行にまとめています",
                          "Printed points plus the scoring cards' bonus (Architect, Mayor, Merchant, Lazy Explorer); "
                          "the number beside a bar is how often it was built; contracts without an effect that ask as "
                          "many resources share a row"),
    "contracts_x": Text("1枚あたりの点（平均）", "Points per contract built (mean)"),
    "contracts_y": Text("契約", "Contract"),
    "times": Text("{k}回", "×{k}"),
    "contracts_takeaway": Text("1枚あたり最も点になったのは{a}（平均{p:.1f}点、{k}回建設）。効果なしの契約は資源2個で2点、4個で4点",
                               "The best scorer per building was the {a} ({p:.1f} points on average, built {times}); "
                               "contracts without an effect give 2 points for 2 resources, 4 for 4"),
    "openings_title": Text("最初のアクション別の勝率", "Win rate by a player's first action"),
    "openings_sub": Text("そのゲームで最初に行ったアクション。点線は互角（人数で割った勝率）",
                         "The first action the player took in the game; the dotted line is an even chance"),
    "openings_x": Text("最初のアクション", "First action"),
    "openings_y": Text("勝率", "Win rate"),
    "even": Text("互角<br>{p:.0%}", "even<br>chance<br>{p:.0%}"),
    "openings_takeaway": Text("最初に「{a}」をしたプレイヤーの勝率がいちばん高く{p:.0%}（{k}人、互角は{e:.0%}）",
                              "Players who opened with {a} won most often: {p:.0%} ({k} players; even: {e:.0%})"),
    "exploring_title": Text("1ゲームで置いた草原タイルの枚数別の、平均得点と勝率",
                            "Mean score and win rate by meadow tiles a player laid in a game"),
    "exploring_sub": Text("草原タイル: 霧・化石の森の探検と、冒険・工房の効果で置いたもの。棒: 平均得点、数字: 勝率",
                          "Meadow tiles: fog and petrified forests explored, and those laid by Adventures and Workshop. "
                          "Bars: mean score; labels: win rate"),
    "exploring_x": Text("置いた草原タイルの枚数", "Meadow tiles laid in the game"),
    "exploring_y": Text("平均得点", "Mean score"),
    "win": Text("勝率{p:.0%}", "wins {p:.0%}"),
    "exploring_takeaway": Text("草原タイルを{a}枚置いたプレイヤーの平均は{s:.1f}点、{b}枚では{t:.1f}点",
                               "Players who laid {a} meadow tiles scored {s:.1f} on average; those who laid {b}, {t:.1f}"),
    "nothing": Text("このシミュレーションでは何も建てられていない", "Nothing was built in this simulation"),
}


def _name(key: str) -> Text:
    """A contract by its name; the contracts without an effect, grouped by how many resources they ask, by theirs."""
    if key.startswith("plain"):
        return join([c.name for c in CONTRACTS if c.effect == "neutral.plain" and c.size == int(key[5:])], "・")
    return next(c.name for c in CONTRACTS if c.key == key)


def _colour(game: Game, i: int, default: str) -> str:
    series = palette_for(game.id).series
    return series[i] if i < len(series) else default


def _watched(run: Run) -> Watcher:
    if not isinstance(run.watched, Watcher):
        raise TypeError("Via Nebula's charts need the page's simulation to be watched (watcher)")
    return run.watched


def contracts_chart(game: Game, run: Run, who: Text) -> Chart:
    rows = sorted(_watched(run).contract_points().items(), key=lambda kv: kv[1][0])
    if rows:  # the best among those built often enough to say so; a contract built once or twice ranks nothing
        often = [r for r in rows if r[1][1] >= MIN_BUILT] or [max(rows, key=lambda r: r[1][1])]
        best, (pts, k) = max(often, key=lambda r: r[1][0])
        takeaway = T["contracts_takeaway"].format(a=_name(best), p=pts, k=k, times=plural(k, "time"))
    else:
        takeaway = T["nothing"]
    colour = _colour(game, 1, "#0072B2")

    def draw(lang: Lang) -> dict:
        data = [{"type": "bar", "orientation": "h", "y": [_name(k)(lang) for k, _ in rows], "x": [v[0] for _, v in rows],
                 "marker": {"color": colour}, "text": [T["times"].format(k=v[1])(lang) for _, v in rows],
                 "textposition": "outside", "cliponaxis": False,
                 "hovertemplate": "%{y}: %{x:.2f} (%{text})<extra></extra>"}]
        return {"data": data, "layout": layout(
            noted_title(T["contracts_title"], who, T["contracts_sub"], T["note"], lang),
            axis(T["contracts_x"], lang, rangemode="tozero"),
            axis(T["contracts_y"], lang, ticksuffix="  "), height=max(420, 28 * len(rows) + 220),
            margin={"l": 170, "r": 60, "t": 160, "b": 70})}

    return Chart("contracts", L["contracts"], draw, takeaway)


def openings_chart(game: Game, run: Run, who: Text) -> Chart:
    rates = _watched(run).openings()
    keys = [k for k in KIND_NAMES if k in rates]
    best = max(keys, key=lambda k: (rates[k][0], rates[k][1])) if keys else "none"
    takeaway = T["openings_takeaway"].format(a=KIND_NAMES[best], p=rates.get(best, (0, 0))[0],
                                             k=rates.get(best, (0, 0))[1], e=1 / run.players)
    colour = _colour(game, 2, "#D55E00")

    def draw(lang: Lang) -> dict:
        data = [{"type": "bar", "x": [KIND_NAMES[k](lang) for k in keys], "y": [rates[k][0] for k in keys], "width": 0.5,
                 "marker": {"color": colour}, "texttemplate": "%{y:.0%} (%{customdata})", "textposition": "outside",
                 "cliponaxis": False, "customdata": [Text(f"{rates[k][1]}人", plural(rates[k][1], "player"))(lang)
                                                      for k in keys],
                 "hovertemplate": "%{x}: %{y:.1%} (%{customdata})<extra></extra>"}]
        even = 1 / run.players
        shape = {"type": "line", "xref": "paper", "x0": 0, "x1": 1, "yref": "y", "y0": even, "y1": even,
                 "line": {"color": GUIDE, "dash": "dot", "width": 1}}
        note = {"xref": "paper", "x": 1.01, "xanchor": "left", "yref": "y", "y": even, "yanchor": "middle",
                "text": T["even"].format(p=even)(lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
        return {"data": data, "layout": layout(
            noted_title(T["openings_title"], who, T["openings_sub"], T["note"], lang), axis(T["openings_x"], lang),
            axis(T["openings_y"], lang, tickformat=".0%", range=[0, 1]), height=460, shapes=[shape],
            annotations=[note], margin={"l": 70, "r": 90, "t": 160, "b": 70})}

    return Chart("openings", L["openings"], draw, takeaway)


def exploring_chart(game: Game, run: Run, who: Text) -> Chart:
    rows = _watched(run).exploring()
    labels = [f"{lo}–{hi}" if hi < 99 else f"{lo}+" for (lo, hi), *_ in rows]
    if len(rows) >= 2:
        takeaway = T["exploring_takeaway"].format(a=labels[0], s=rows[0][1], b=labels[-1], t=rows[-1][1])
    else:
        takeaway = T["nothing"]
    colour = _colour(game, 1, "#0072B2")

    def draw(lang: Lang) -> dict:
        data = [{"type": "bar", "x": labels, "y": [r[1] for r in rows], "width": 0.6, "marker": {"color": colour},
                 "text": [T["win"].format(p=r[2])(lang) for r in rows], "textposition": "outside", "cliponaxis": False,
                 "customdata": [r[3] for r in rows], "hovertemplate": "%{x}: %{y:.1f} (%{customdata})<extra></extra>"}]
        return {"data": data, "layout": layout(
            noted_title(T["exploring_title"], who, T["exploring_sub"], T["note"], lang), axis(T["exploring_x"], lang, type="category"),
            axis(T["exploring_y"], lang, rangemode="tozero"), height=460, margin={"l": 70, "r": 40, "t": 160, "b": 70})}

    return Chart("exploring", L["exploring"], draw, takeaway)


def watcher(game: Game, players: int) -> Watcher:
    return Watcher(players)


def charts(game: Game, run: Run) -> list[Chart]:
    """Via Nebula's three charts for the Analysis picker (widgets/analyses/__init__.py)."""
    who = T["games"].format(g=run.summary.games, n=run.players, s=seat_names(run.game, run.seats))
    return [contracts_chart(game, run, who), openings_chart(game, run, who), exploring_chart(game, run, who)]


ANALYSIS = GameCharts(INTRO, charts, watcher)
