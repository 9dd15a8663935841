"""Buru's Ambelau Lawan chart (the Ambelau expansion): how strong the Lawan are on the Ambelau plot cards, where their
esteem comes from, and what their canoes bring them in the Ambelau region (buru.ambelau.lawan*).

The page's own simulation has no Lawan, so this chart rests on games of its own at a solo table of three seats (two
Lawan, one person's seat played by the game's planner and greedy bots in turn), played when the learner presses Run
(``kernel_games.buru.lawan.analysis_ambelau.ambelau_lawan_study``), once per kernel like the region's:
``AMBELAU_LAWAN_GAMES`` games on the base plot cards and as many on the Ambelau cards with Ukam and the region, on the
same deals — about 1 s on one core. The plot cards of both decks are reconstructed (kernel_games/buru/lawan/plots.py,
plots_ambelau.py), like the rest of the cards.
"""

from __future__ import annotations

from kernel_games.buru.ambelau.cards import AMBELAU
from kernel_games.buru.components import AREA_KEYS, AREA_NAMES
from kernel_games.buru.lawan.analysis_ambelau import (
    GIFTS,
    PARTS,
    ROWS,
    SOURCES,
    VARIANTS,
    AmbelauLawanStudy,
    ambelau_lawan_study,
)
from kernel_games.core import Game, Lang, Text

from ...boards.palettes import palette_for
from ..chart import Chart, Run, axis, capital, layout, noted_title, seat_names
from ..colours import BAR, INK
from .persons import REGION_AREA

AMBELAU_LAWAN_GAMES = 50  # per set-up (measured: about 1.0 s for both)


def ambelau_lawan_games() -> int:
    """The games ``ambelau_lawan_charts`` plays: as many on each set-up."""
    return len(VARIANTS) * AMBELAU_LAWAN_GAMES

L = {"ambelau_lawan": Text("アンベラウの計画カードでラワンはどれくらい強く、エスティームはどこから来るか",
                           "How strong are the Lawan on the Ambelau plot cards, and where does their esteem come from?")}
VARIANT_NAMES = {"base": Text("基本の計画カード<br>（1〜12）", "Base plot cards<br>(1–12)"),
                 "ambelau": Text("アンベラウの計画カード<br>（13〜32、ウカムと地域あり）",
                                 "Ambelau plot cards (13–32)<br>with Ukam and the region")}
PART_NAMES = {"esteem": Text("エスティームトラック", "the esteem track"), "offerings": Text("供物カード", "offering cards"),
              "elders": Text("長老", "elders"), "sets": Text("島民のセット", "islander sets")}
GIFT_NAMES = {"ibu": Text("イブのカード", "Ibu card"), "guide": Text("ガイド", "Guide"),
              "task": Text("任務の代わりの<br>エスティーム", "Esteem in place<br>of tasks")}
SOURCE_NAMES = {"space": Text("止まったスペースから", "From the canoe space"),
                "bonus": Text("2体置いたボーナスから", "From the two-explorer bonus")}
T = {
    "note": Text("※基本とアンベラウの計画カード、イブのカード、カヌーのスペースの評価、そのほかのカードとアクションスペースの"
                 "利益は再構成したデータです",
                 "Note: both plot decks, Ibu's cards, the canoe spaces' ratings, the other cards and the action "
                 "spaces' benefits are reconstructed data"),
    "who": Text("3席（ラワン2人と、{s}が交代で座る人の席）で、計画カードの種類ごとに{g}ゲーム。"
                "このページの対戦とは別にシミュレーション",
                "{g} games per plot deck at 3 seats: 2 Lawan and a person's seat taken in turn by {s}; simulated apart "
                "from the page's games"),
    "nothing": Text("このシミュレーションでは数えるものがありませんでした", "This simulation had nothing to count"),
    "title": Text("ラワンの最終得点の内訳と勝率：基本の計画カードとアンベラウの計画カード",
                  "A Lawan's final score by source and how often the Lawan win: base plot cards against Ambelau ones"),
    "sub": Text("左：ラワン1人の1ゲーム平均（棒の上は合計と、ラワンのどちらかが人の席に勝ったゲームの割合。3席中2席なので互角は67%）、"
                "◆は人の席。中と右はアンベラウのカードだけ：カヌーが止まって得たもの（止まった{k}回中）と、地域ごとの探索者。"
                "地域がないために引き直した計画カード：{r}枚",
                "Left: a Lawan's mean per game; above a bar its total and the share of games a Lawan beat the person's "
                "seat (2 seats of 3: even is 67%); ◆ the person's seat. Middle and right, the Ambelau cards only: what "
                "the {k} canoe stops gave, and where the explorers went. Plot cards redrawn for a missing region: {r}"),
    "sources_x": Text("ラワンの計画カード", "The Lawan's plot cards"),
    "sources_y": Text("ラワン1人の最終得点（1ゲームの平均）", "A Lawan's final score (mean per game)"),
    "person": Text("人の席（ボット）", "The person's seat (a bot)"),
    "bar_top": Text("計{v:.1f}<br>勝率{w:.0%}", "total {v:.1f}<br>won {w:.0%}"),
    "gifts_x": Text("カヌーが止まって得たもの", "What a canoe stop gave"),
    "gifts_y": Text("ラワンのカヌーが止まった回数に対する割合", "Share of the Lawan's canoe stops"),
    "areas_x": Text("地域", "Area"),
    "areas_y": Text("ラワン1人が1ゲームに置いた探索者", "A Lawan's explorers per game"),
    "placed": Text("{k}体", "{k} explorers"),
    "takeaway": Text(
        "アンベラウの計画カード（ウカムと地域あり）ではラワン1人の得点は1ゲーム平均{b:.1f}点で、基本のカードの{a:.1f}点から"
        "いちばん変わったのは{p}（{d:+.1f}）。ラワンが人の席に勝ったのは{wb:.0%}のゲーム（基本のカードでは{wa:.0%}）、人の席は"
        "{pb:.1f}点（{pa:.1f}点）。カヌーが止まると{i:.0%}でイブのカード、{g:.0%}でガイド、{t:.0%}で任務の代わりのエスティームを"
        "得て、1ゲームに置いた探索者{n:.1f}体のうち{x:.1f}体がアンベラウの地域へ行った",
        "On the Ambelau plot cards with Ukam and the region a Lawan scored {b:.1f} a game against {a:.1f} on the base "
        "cards, {p} changing most ({d:+.1f}); the Lawan beat the person's seat in {wb:.0%} of games against {wa:.0%} "
        "(the person's seat scored {pb:.1f} against {pa:.1f}). A canoe stop gave an Ibu card {i:.0%} of the time, a "
        "guide {g:.0%} and esteem for tasks {t:.0%}; {x:.1f} of a Lawan's {n:.1f} explorers a game went to the Ambelau "
        "region"),
}


def ambelau_lawan_chart(game: Game, s: AmbelauLawanStudy, who: Text) -> Chart:
    variants = [v for v in VARIANTS if s.of(v)]
    means = {v: s.sources(v) for v in variants}
    per, stops = s.per_lawan(), s.stops()
    if len(variants) == len(VARIANTS) and stops:
        a, b = means["base"], means["ambelau"]
        moved = max(PARTS, key=lambda k: (abs(b[k] - a[k]), -PARTS.index(k)))
        takeaway = T["takeaway"].format(
            b=s.lawan_score("ambelau"), a=s.lawan_score("base"), p=PART_NAMES[moved], d=b[moved] - a[moved],
            wb=s.lawan_wins("ambelau"), wa=s.lawan_wins("base"), pb=s.person_score("ambelau"), pa=s.person_score("base"),
            i=s.share("ibu"), g=s.share("guide"), t=s.share("task"), n=sum(per.values()), x=per.get(AMBELAU, 0.0))
    else:
        takeaway = T["nothing"]
    palette = palette_for(game.id)
    gifts = s.gifts()
    areas = sorted(per)
    placed = s.areas()

    def draw(lang: Lang) -> dict:
        x = [VARIANT_NAMES[v](lang) for v in variants]
        data = []
        for k in PARTS:
            look = palette.rules.get(ROWS[k][0])
            marker = {"color": look.colour if look else palette.series[-1], "line": {"color": INK, "width": 1}}
            if look and look.pattern:
                marker["pattern"] = {"shape": look.pattern, "fgcolor": "#FFFFFF", "solidity": 0.3}
            name = capital(PART_NAMES[k](lang))
            data.append({"type": "bar", "name": name, "x": x, "y": [means[v][k] for v in variants], "marker": marker,
                         "legendgroup": "parts", "texttemplate": "%{y:.1f}", "textposition": "inside",
                         "insidetextanchor": "middle", "hovertemplate": "%{x}: %{y:.2f}<extra>" + name + "</extra>"})
        data.append({"type": "scatter", "mode": "markers", "name": T["person"](lang), "x": x,
                     "y": [s.person_score(v) for v in variants], "legendgroup": "parts",
                     "marker": {"symbol": "diamond", "size": 12, "color": INK},
                     "hovertemplate": "%{x}: %{y:.1f}<extra>" + T["person"](lang) + "</extra>"})
        for src in SOURCES:
            marker = {"color": BAR, "line": {"color": INK, "width": 1}}  # one colour: the legend's swatch is the bars'
            if src == "bonus":
                marker["pattern"] = {"shape": "/", "fgcolor": "#FFFFFF", "solidity": 0.4}
            name = SOURCE_NAMES[src](lang)
            data.append({"type": "bar", "xaxis": "x2", "yaxis": "y2", "name": name, "legendgroup": "sources",
                         "x": [GIFT_NAMES[k](lang) for k in GIFTS], "y": [gifts[k, src] for k in GIFTS],
                         "marker": marker, "hovertemplate": "%{x}: %{y:.1%}<extra>" + name + "</extra>"})
        data.append({"type": "bar", "xaxis": "x3", "yaxis": "y3", "x": [AREA_NAMES[a](lang) for a in areas],
                     "y": [per[a] for a in areas], "showlegend": False, "texttemplate": "%{y:.1f}",
                     "textposition": "outside", "cliponaxis": False,
                     "customdata": [T["placed"].format(k=placed[a])(lang) for a in areas],
                     "marker": {"color": [palette.components.get(AREA_KEYS[a], BAR) if a != AMBELAU else REGION_AREA
                                          for a in areas], "line": {"color": INK, "width": 1}},
                     "hovertemplate": "%{x}: %{y:.2f} (%{customdata})<extra></extra>"})
        totals = [sum(means[v].values()) for v in variants]
        notes = [{"xref": "x", "x": n, "yref": "y", "y": v, "yanchor": "bottom", "showarrow": False,
                  "text": T["bar_top"].format(v=v, w=s.lawan_wins(var))(lang), "font": {"size": 12, "color": INK}}
                 for n, v, var in zip(x, totals, variants, strict=True)]
        top = max(totals + [s.person_score(v) for v in variants], default=1.0)
        return {"data": data, "layout": layout(
            noted_title(T["title"], who, T["sub"].format(k=len(stops), r=sum(s.redrawn(v) for v in variants)), T["note"], lang),
            axis(T["sources_x"], lang, domain=[0, 0.4], type="category", tickangle=0),
            axis(T["sources_y"], lang, range=[0, top * 1.25]), height=600, barmode="stack", annotations=notes,
            xaxis2=axis(T["gifts_x"], lang, domain=[0.5, 0.72], anchor="y2", type="category", tickangle=0),
            yaxis2=axis(T["gifts_y"], lang, anchor="x2", tickformat=".0%", rangemode="tozero"),
            xaxis3=axis(T["areas_x"], lang, domain=[0.8, 1], anchor="y3", type="category"),
            yaxis3=axis(T["areas_y"], lang, anchor="x3", range=[0, max(per.values(), default=1.0) * 1.2]),
            legend={"orientation": "h", "y": -0.3, "yanchor": "top", "x": 0, "traceorder": "grouped"},
            margin={"l": 70, "r": 30, "t": 190, "b": 150})}

    return Chart("ambelau_lawan", L["ambelau_lawan"], draw, takeaway)


def ambelau_lawan_charts(game: Game, run: Run) -> list[Chart]:
    """The Ambelau Lawan chart, from games of their own at three seats (played on the first call)."""
    s = ambelau_lawan_study(game, AMBELAU_LAWAN_GAMES, run.seed, cache=run.cache)
    who = T["who"].format(g=len(s.kinds), s=seat_names(game, tuple(dict.fromkeys(s.kinds))))
    return [ambelau_lawan_chart(game, s, who)]
