"""Buru's own analysis charts: what power conquers each area, what a totem is worth, which islanders pay; then the
Lawan's (``lawan.py``), Ukam's (``ukam.py``), the Ambelau region's (``ambelau.py``), the Great Persons' (``persons.py``)
and the Lawan's on the Ambelau cards (``lawan_ambelau.py``): one file per module, named by its key.

Every number of the first three comes from the page's one simulation (``Run``), watched move by move by
``kernel_games.buru.analysis.Watcher``; the Lawan's, Ukam's, the region's and the persons' need games with their
option set: their studies are played by the same ``simulate`` as the page's, with the page's one cache
(``run.cache``). The figures are rebuilt for each language; every
title says that the cards, the action spaces' benefits and the altars are reconstructed (cards.py, components.py). An
area and a spirit wear their board colours (``widgets/boards/palettes.py``).
"""

from __future__ import annotations

from kernel_games.buru.analysis import POWER_BINS, Watcher
from kernel_games.buru.cards import ISLANDERS
from kernel_games.buru.components import AREA_NAMES, KIND_NAMES, KINDS, SPIRIT_NAMES, SPIRITS, TOTEM_AREA
from kernel_games.core import Game, Lang, Text
from kernel_games.core.text import plural

from ...boards.palettes import BURU_KIND_KEYS as KIND_KEYS
from ...boards.palettes import BURU_SPIRIT_KEYS as SPIRIT_KEYS
from ...boards.palettes import palette_for
from ..chart import Chart, GameCharts, Run, axis, layout, noted_title, seat_names
from ..colours import BAR, GUIDE, INK
from . import ambelau, persons
from .ambelau import region_charts
from .lawan import lawan_charts, lawan_games
from .lawan_ambelau import ambelau_lawan_charts, ambelau_lawan_games
from .persons import persons_charts
from .ukam import ukam_charts, ukam_games

INTRO = Text("各地域の征服に、どれだけのパワーが要るか。精霊の象徴はどれほど得か。どの島民を雇うと得点が高いか。\n"
             "ラワン（ルールが動かすライバル）はどれくらい強いか。その得点はどこから来るか。計画カードで動きはどう決まるか。\n"
             "拡張のウカムでは、エスティームはどこから来るか。アウトローは雇う価値があるか。ウカムと長いゲームで、"
             "勝者の得点とゲームの長さはどう変わるか。\n"
             "アンベラウの地域では、カヌーはどこに止まり、何を使うか。ガイドは取る価値があるか。イブの供物カードと象徴はどれほど得か。\n"
             "偉人は、どれを持つと得点が高いか。そのアクションはいつ、どこで使われるか。\n"
             "ラワン・ウカム・アンベラウの地域・偉人は、それぞれ別のゲームでシミュレーションします。",
             "How much power conquers each area? What is a spirit's totem worth? Which islanders do their hirers score "
             "most with?\n"
             "How strong are the Lawan, the rivals the rules play? Where does their esteem come from? How do their plot "
             "cards steer them?\n"
             "With the expansion's Ukam: where does esteem come from? Is an outlaw worth hiring? How do Ukam and the "
             "longer game change the winner's score and the game's length?\n"
             "In the Ambelau region: where do canoes stop, and what do players use there? Is a guide worth taking? What "
             "are Ibu's cards and totem worth?\n"
             "The Great Persons: which one scores most? When and where is its action used?\n"
             "The Lawan, Ukam, the region and the persons are simulated in games of their own.")

L = {
    "areas": Text("各地域の征服に要るパワー", "What power conquers each area?"),
    "totems": Text("精霊の象徴はどれほど得か", "What is a totem worth?"),
    "islanders": Text("どの島民を雇うと勝てるか", "Which islanders pay?"),
}
AREA_LINES = ("#555555", "#E69F00", "#CC79A7", "#56B4E9")  # Forest, Shore, Village, Sacred Lake: colours no player wears
MOST_TOTEMS = 2  # the totems chart's last bar: this many totems or more at the end
MIN_HIRES, SHOWN = 8, 5  # islanders hired fewer times are left out (if enough are not); the top and bottom shown
T = {
    "note": Text("※島民・森・長老・指令・供物のカード、アクションスペースの利益、祭壇のコストは公開情報がないため再構成したデータです",
                 "Note: the cards (islanders, forest, elders, decrees, offerings), the action spaces' benefits and the "
                 "altars' costs are reconstructed data"),
    "games": Text("{g}ゲーム・{n}人（{s}）", "{g} games of {n} players ({s})"),
    "nothing": Text("このシミュレーションでは数えるものがありませんでした", "This simulation had nothing to count"),
    "even": Text("互角<br>{p:.0%}", "even<br>chance<br>{p:.0%}"),
    # areas
    "areas_title": Text("地域ごとの、征服者とほかのプレイヤーが送ったパワーと、パワー別の征服率",
                        "Power sent to each area by its conqueror and by the others, and how often a total conquered"),
    "areas_sub": Text("パワー: 1人がその地域に置いた探索者のパワーの合計。左: 平均。右: その合計で征服した割合",
                      "Power: the total of the explorers one player placed in an area. Left: the mean; right: the "
                      "share of such totals that conquered"),
    "areas_x": Text("地域", "Area"),
    "areas_y": Text("1人が送ったパワー（平均）", "Power a player sent (mean)"),
    "rates_x": Text("1人が送ったパワーの合計", "A player's total power there"),
    "rates_y": Text("征服した割合", "Share that conquered"),
    "conqueror": Text("征服者", "Conqueror"),
    "others": Text("ほかのプレイヤー", "The others there"),
    "areas_takeaway": Text("征服にいちばんパワーが要ったのは{a}：平均{p:.1f}（ほかのプレイヤーは{o:.1f}）。いちばん少なかったのは"
                           "{b}：{q:.1f}（ほかは{r:.1f}）",
                           "The {a} took the most power to conquer: {p:.1f} on average (the others there sent {o:.1f}); "
                           "the {b} the least: {q:.1f} (the others {r:.1f})"),
    # totems
    "totems_title": Text("象徴の価値：持ち主が1ラウンドに得たエスティームと、最後に持っていた象徴の数別の勝率",
                         "What a totem is worth: esteem its holder gained per round held, and win rate by totems held "
                         "at the end"),
    "totems_sub": Text("象徴のボーナス：ほかのプレイヤーがその精霊に供物をするたびに持ち主が1エスティーム。夕暮れに持っていた"
                       "ラウンドを数える。点線は互角",
                       "Totem bonus: 1 esteem to its holder each time another player offers to its spirit; a round "
                       "counts if held at dusk. Dotted line: even chance"),
    "totems_x": Text("精霊の象徴（手に入る地域）", "Spirit totem (the area that wins it)"),
    "totems_y": Text("1ラウンドあたりのエスティーム", "Esteem per round held"),
    "held_x": Text("最後に持っていた象徴の数", "Totems held at the end"),
    "held_y": Text("勝率", "Win rate"),
    "spirit": Text("{s}（{a}）", "{s} ({a})"),
    "rounds": Text("{k}ラウンド", "{k} rounds"),
    "totems_takeaway": Text("いちばん得になった象徴は{s}：持っている1ラウンドあたり{v:.2f}エスティーム。最後に{j}プレイヤーの勝率は"
                            "{a:.0%}、{k}プレイヤー（{n}）は{b:.0%}",
                            "{s}'s totem paid its holder most: {v:.2f} esteem a round held; players who ended holding "
                            "{j} won {a:.0%}, those holding {k} ({n}), {b:.0%}"),
    "held": Text("象徴を{k}つ持っていた", "{k} totems"),
    "held_more": Text("象徴を{k}つ以上持っていた", "{k} or more totems"),
    "held_none": Text("象徴を持っていなかった", "no totem"),
    "held_one": Text("象徴を1つ持っていた", "1 totem"),
    # islanders
    "islanders_title": Text("雇ったプレイヤーの平均得点が高い島民・低い島民（上位と下位{k}人ずつ）",
                            "Islanders whose hirers scored most and least (the top and bottom {k})"),
    "islanders_sub": Text("{m}回以上雇われた島民。棒の横: 雇った人の勝率・雇われた回数・1回の雇用あたりの任務の回数。"
                          "点線: 全員の平均得点",
                          "Islanders hired at least {m} times. Beside a bar: the hirers' win rate, times hired, tasks "
                          "per hire. Dotted line: all players' mean"),
    "islanders_x": Text("雇ったプレイヤーの最終得点（平均）", "Final score of the players who hired it (mean)"),
    "islanders_y": Text("島民", "Islander"),
    "hired": Text("勝率{w:.0%}・{k}回雇用・任務{t:.1f}回", "wins {w:.0%}, hired {k}×, tasked {t:.1f}× each"),
    "mean": Text("平均 {v:.1f}", "all players {v:.1f}"),
    "islanders_takeaway": Text("雇ったプレイヤーの得点がいちばん高かった島民は{a}（平均{p:.1f}点、勝率{w:.0%}、{k}回雇用）、"
                               "いちばん低かったのは{b}（{q:.1f}点）。上位の島民は1回の雇用あたり{t:.1f}回、下位は{u:.1f}回"
                               "任務を与えられた",
                               "Hirers of the {a} scored most ({p:.1f} on average, winning {w:.0%}; hired {k} times), "
                               "those of the {b} least ({q:.1f}); the top islanders were tasked {t:.1f} times per hire, "
                               "the bottom ones {u:.1f}"),
}


def _watched(run: Run) -> Watcher:
    if not isinstance(run.watched, Watcher):
        raise TypeError("Buru's charts need the page's simulation to be watched (watcher)")
    return run.watched


def _component(game: Game, key: str, default: str) -> str:
    return palette_for(game.id).components.get(key, default)


def _even(p: float, lang: Lang, axis_x: str, axis_y: str) -> tuple[dict, dict]:
    """A dotted line at an even chance ``p`` across one subplot, and its note in the margin on its right."""
    shape = {"type": "line", "xref": f"{axis_x} domain", "x0": 0, "x1": 1, "yref": axis_y, "y0": p, "y1": p,
             "line": {"color": GUIDE, "dash": "dot", "width": 1}}
    note = {"xref": f"{axis_x} domain", "x": 1.01, "xanchor": "left", "yref": axis_y, "y": p, "yanchor": "middle",
            "text": T["even"].format(p=p)(lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
    return shape, note


def _count(k: int) -> str:
    return f"{k}+" if k == MOST_TOTEMS else str(k)


def _players(n: int) -> Text:
    return Text(f"{n}人", plural(n, "player"))


def _held(k: int) -> Text:
    """Totems held at the end, as the chart groups them (``MOST_TOTEMS`` or more in one bar)."""
    if k == 0:
        return T["held_none"]
    if k == MOST_TOTEMS:
        return T["held_more"].format(k=k)
    return T["held_one"] if k == 1 else T["held"].format(k=k)


def _bin(lo: int, hi: int) -> str:
    return f"{lo}+" if hi == POWER_BINS[-1][1] else f"{lo}–{hi}"


# ---- what power conquers each area ----------------------------------------------------------------------------------
def areas_chart(game: Game, run: Run, who: Text) -> Chart:
    w = _watched(run)
    power, rates = w.area_power(), w.conquest_rates()
    keys = sorted(power)
    if keys:
        most = max(keys, key=lambda a: power[a][0])
        least = min(keys, key=lambda a: power[a][0])
        takeaway = T["areas_takeaway"].format(a=AREA_NAMES[most], p=power[most][0], o=power[most][1],
                                              b=AREA_NAMES[least], q=power[least][0], r=power[least][1])
    else:
        takeaway = T["nothing"]

    def draw(lang: Lang) -> dict:
        names = [AREA_NAMES[a](lang) for a in keys]
        # one colour a series, so the legend's swatch is each bar's (the area is the axis' label)
        data = [{"type": "bar", "name": T["conqueror"](lang), "x": names, "y": [power[a][0] for a in keys],
                 "marker": {"color": BAR, "line": {"color": INK, "width": 1}}, "texttemplate": "%{y:.1f}",
                 "textposition": "outside", "cliponaxis": False, "customdata": [power[a][2] for a in keys],
                 "hovertemplate": "%{x}, " + T["conqueror"](lang) + ": %{y:.2f} (%{customdata})<extra></extra>"},
                {"type": "bar", "name": T["others"](lang), "x": names, "y": [power[a][1] for a in keys],
                 "marker": {"color": "#FFFFFF", "line": {"color": INK, "width": 1},
                            "pattern": {"shape": "/", "fgcolor": BAR, "solidity": 0.25}},
                 "texttemplate": "%{y:.1f}", "textposition": "outside", "cliponaxis": False,
                 "hovertemplate": "%{x}, " + T["others"](lang) + ": %{y:.2f}<extra></extra>"}]
        for a in keys:
            rows = rates[a]
            data.append({"type": "scatter", "mode": "lines+markers", "name": AREA_NAMES[a](lang), "xaxis": "x2",
                         "yaxis": "y2", "x": [_bin(*b) for b, _, _ in rows], "y": [r for _, r, _ in rows],
                         "line": {"color": AREA_LINES[a], "width": 2}, "marker": {"size": 7},
                         "customdata": [k for *_, k in rows],
                         "hovertemplate": AREA_NAMES[a](lang) + ", %{x}: %{y:.0%} (%{customdata})<extra></extra>"})
        bins = [_bin(*b) for b in POWER_BINS]
        return {"data": data, "layout": layout(
            noted_title(T["areas_title"], who, T["areas_sub"], T["note"], lang), axis(T["areas_x"], lang, domain=[0, 0.44]),
            axis(T["areas_y"], lang, rangemode="tozero"), height=520, barmode="group",
            xaxis2=axis(T["rates_x"], lang, domain=[0.56, 1], anchor="y2", type="category", categoryorder="array",
                        categoryarray=bins),
            yaxis2=axis(T["rates_y"], lang, anchor="x2", tickformat=".0%", range=[0, 1.05]),
            legend={"orientation": "h", "y": -0.2, "yanchor": "top", "x": 0},
            margin={"l": 70, "r": 30, "t": 170, "b": 120})}

    return Chart("areas", L["areas"], draw, takeaway)


# ---- what a totem is worth ----------------------------------------------------------------------------------------
def totems_chart(game: Game, run: Run, who: Text) -> Chart:
    w = _watched(run)
    bonus, held = w.totem_bonus(), w.totem_wins(MOST_TOTEMS)
    spirits = [k for k in SPIRITS if k in bonus]
    counts = sorted(held)
    if spirits and len(counts) >= 2:
        best = max(spirits, key=lambda k: bonus[k][0])
        takeaway = T["totems_takeaway"].format(s=SPIRIT_NAMES[best], v=bonus[best][0], j=_held(counts[0]),
                                               a=held[counts[0]][0], k=_held(counts[-1]),
                                               n=_players(held[counts[-1]][1]), b=held[counts[-1]][0])
    else:
        takeaway = T["nothing"]
    names = [T["spirit"].format(s=SPIRIT_NAMES[k], a=AREA_NAMES[TOTEM_AREA[k]]) for k in spirits]

    def draw(lang: Lang) -> dict:
        data = [{"type": "bar", "x": [n(lang) for n in names], "y": [bonus[k][0] for k in spirits], "width": 0.6,
                 "marker": {"color": [_component(game, SPIRIT_KEYS[k], "#CCCCCC") for k in spirits],
                            "line": {"color": INK, "width": 1}},
                 "text": [f"{bonus[k][0]:.2f}" for k in spirits], "textposition": "outside", "cliponaxis": False,
                 "customdata": [T["rounds"].format(k=bonus[k][1])(lang) for k in spirits], "showlegend": False,
                 "hovertemplate": "%{x}: %{y:.2f} (%{customdata})<extra></extra>"},
                {"type": "bar", "xaxis": "x2", "yaxis": "y2", "x": [_count(k) for k in counts],
                 "y": [held[k][0] for k in counts], "width": 0.6, "marker": {"color": BAR}, "showlegend": False,
                 "texttemplate": "%{y:.0%}", "textposition": "outside", "cliponaxis": False,
                 "customdata": [_players(held[k][1])(lang) for k in counts],
                 "hovertemplate": "%{x}: %{y:.1%} (%{customdata})<extra></extra>"}]
        shape, note = _even(1 / run.players, lang, "x2", "y2")
        return {"data": data, "layout": layout(
            noted_title(T["totems_title"], who, T["totems_sub"], T["note"], lang), axis(T["totems_x"], lang, domain=[0, 0.5]),
            axis(T["totems_y"], lang, rangemode="tozero"), height=480,
            xaxis2=axis(T["held_x"], lang, domain=[0.62, 1], anchor="y2", type="category", tickmode="array",
                        tickvals=[_count(k) for k in counts],
                        ticktext=[f"{_count(k)}<br>({_players(held[k][1])(lang)})" for k in counts]),
            yaxis2=axis(T["held_y"], lang, anchor="x2", tickformat=".0%", range=[0, 1]),
            shapes=[shape], annotations=[note], margin={"l": 70, "r": 80, "t": 170, "b": 90})}

    return Chart("totems", L["totems"], draw, takeaway)


# ---- which islanders pay ----------------------------------------------------------------------------------------------
def shown_islanders(w: Watcher) -> tuple[list[int], int]:
    """The islanders drawn, lowest mean score first (the bottom and the top ``SHOWN``), and the fewest hires counted."""
    rows = w.islanders()
    least = MIN_HIRES
    pool = [c for c, v in rows.items() if v[3] >= least]
    if len(pool) < 2 * SHOWN:
        least, pool = 1, list(rows)
    pool.sort(key=lambda c: (rows[c][1], rows[c][0], -c))
    return (pool if len(pool) <= 2 * SHOWN else pool[:SHOWN] + pool[-SHOWN:]), least


def islanders_chart(game: Game, run: Run, who: Text) -> Chart:
    w = _watched(run)
    rows, mean = w.islanders(), w.mean_score()
    shown, least = shown_islanders(w)
    half = len(shown) // 2
    bottom, top = shown[:half], shown[len(shown) - half:]
    if bottom and top:
        a, b = top[-1], bottom[0]
        takeaway = T["islanders_takeaway"].format(
            a=ISLANDERS[a].name, p=rows[a][1], w=rows[a][0], k=rows[a][3], b=ISLANDERS[b].name, q=rows[b][1],
            t=sum(rows[c][2] for c in top) / len(top), u=sum(rows[c][2] for c in bottom) / len(bottom))
    else:
        takeaway = T["nothing"]
    top_score = max((rows[c][1] for c in shown), default=1.0)

    def draw(lang: Lang) -> dict:
        order = [ISLANDERS[c].name(lang) for c in shown]
        data = []
        for kind in KINDS:
            cards = [c for c in shown if ISLANDERS[c].kind == kind]
            if not cards:
                continue
            data.append({"type": "bar", "orientation": "h", "name": KIND_NAMES[kind](lang).capitalize(),
                         "y": [ISLANDERS[c].name(lang) for c in cards], "x": [rows[c][1] for c in cards],
                         "marker": {"color": _component(game, KIND_KEYS[kind], BAR), "line": {"color": INK, "width": 1}},
                         "text": [T["hired"].format(w=rows[c][0], k=rows[c][3], t=rows[c][2])(lang) for c in cards],
                         "textposition": "outside", "cliponaxis": False,
                         "hovertemplate": "%{y}: %{x:.1f} (%{text})<extra></extra>"})
        shape = {"type": "line", "xref": "x", "x0": mean, "x1": mean, "yref": "y domain", "y0": 0, "y1": 1,
                 "line": {"color": GUIDE, "dash": "dot", "width": 1}}
        note = {"xref": "x", "x": mean, "xanchor": "center", "yref": "y domain", "y": 1.0, "yanchor": "bottom",
                "text": T["mean"].format(v=mean)(lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
        return {"data": data, "layout": layout(
            noted_title(T["islanders_title"].format(k=SHOWN), who, T["islanders_sub"].format(m=least), T["note"], lang),
            axis(T["islanders_x"], lang, range=[0, top_score * 1.6]),
            axis(T["islanders_y"], lang, categoryorder="array", categoryarray=order, ticksuffix="  "),
            height=max(420, 34 * len(shown) + 260), shapes=[shape], annotations=[note], barmode="overlay",
            legend={"orientation": "h", "y": -0.15, "yanchor": "top", "x": 0, "traceorder": "normal"},
            margin={"l": 190, "r": 40, "t": 170, "b": 110})}

    return Chart("islanders", L["islanders"], draw, takeaway)


def watcher(game: Game, players: int) -> Watcher:
    """What the charts read from the page's simulation."""
    return Watcher(players)


def charts(game: Game, run: Run) -> list[Chart]:
    """Buru's charts for the Analysis picker (widgets/analyses/__init__.py): three from the page's simulation, then
    the Lawan's four, Ukam's three, the Ambelau region's three and the Great Persons' two from games of their own
    (lawan.py, ukam.py, ambelau.py, persons.py, lawan_ambelau.py: each module's games played with the page's cache)."""
    who = T["games"].format(g=run.summary.games, n=run.players, s=seat_names(run.game, run.seats))
    return [areas_chart(game, run, who), totems_chart(game, run, who), islanders_chart(game, run, who),
            *lawan_charts(game, run), *ukam_charts(game, run), *region_charts(game, run),
            *persons_charts(game, run), *ambelau_lawan_charts(game, run)]


def studies(players: int, games: int) -> int:
    """The games the modules' studies play, beside the page's (the progress bar's total)."""
    return lawan_games() + ukam_games() + ambelau.REGION_GAMES + persons.PERSONS_GAMES + ambelau_lawan_games()


ANALYSIS = GameCharts(INTRO, charts, watcher, studies)
