"""Buru's Ukam charts (the Ambelau expansion): where Ukam's esteem comes from, whether an outlaw is worth hiring, and
what Ukam and the longer game do to the winner's score and the game's length (buru.ukam.*, buru.longer.*).

The page's own simulation has no Ukam, so these charts rest on games of their own at the page's table size, played
when the learner presses Run (``kernel_games.buru.ukam.analysis.ukam_study``), once per kernel like the Lawan's:
``UKAM_GAMES`` games with Ukam and, to compare, ``BASE_GAMES`` of the base game and ``LONGER_GAMES`` of the longer
game, the game's planner and greedy bots seated in turn — about 1 s for four players on one core. The outlaws and
Ukam's cards are reconstructed (kernel_games/buru/ukam/cards.py), like the rest of the cards.
"""

from __future__ import annotations

from kernel_games.buru.cards import ISLANDERS
from kernel_games.buru.narration import bundle_text
from kernel_games.buru.ukam.analysis import FATES, PARTS, VARIANTS, UkamStudy, ukam_study
from kernel_games.core import Game, Lang, Text

from ...boards.palettes import palette_for
from ..chart import Chart, Run, axis, capital, layout, noted_title, seat_names
from ..colours import BAR, GUIDE, INK, MUTED

UKAM_GAMES, BASE_GAMES, LONGER_GAMES = 30, 12, 12  # measured: about 1 s for four players


def ukam_games() -> int:
    """The games ``ukam_charts`` plays: with Ukam, of the base game and of the longer game."""
    return UKAM_GAMES + BASE_GAMES + LONGER_GAMES
MOST_DISCARDED = 2  # the outlaws chart's last bar: this many outlaws discarded or more

L = {
    "ukam_sources": Text("ウカムのエスティームはどこから来るか", "Where does Ukam's esteem come from?"),
    "ukam_outlaws": Text("アウトローは雇う価値があるか", "Is an outlaw worth hiring?"),
    "ukam_variants": Text("ウカムと長いゲームで、勝者の得点とゲームの長さは変わるか",
                          "Do Ukam and the longer game change the winner's score and the game's length?"),
}
PART_NAMES = {"cards": Text("ウカムの供物カード", "Ukam's offering cards"),
              "totem": Text("ウカムの象徴のボーナス", "Ukam's totem bonus"),
              "justice": Text("正義の長老", "the Elder of justice"), "exile": Text("追放の長老", "the Elder of exile")}
PART_RULES = {"cards": "buru.lake.offer", "totem": "buru.end.scoring", "justice": "buru.end.elders",
              "exile": "buru.end.elders"}
WHO_NAMES = {"all": Text("全プレイヤー", "All players"), "winners": Text("勝者", "Winners"),
             "others": Text("勝者以外", "The others")}
FATE_NAMES = {"tasked": Text("村で任務を与えて捨てた", "Tasked in the Village, so discarded"),
              "banished": Text("ウカムへの供物のコストとして捨てた", "Discarded to pay an offering to Ukam"),
              "kept": Text("最後までタブローに残った", "Still in a tableau at the end")}
VARIANT_NAMES = {"base": Text("基本ゲーム", "Base game"), "ukam": Text("ウカムあり", "With Ukam"),
                 "longer": Text("長いゲーム", "Longer game")}
T = {
    "note": Text("※アウトロー、ウカムの供物カード・長老・指令、ほかのカード、アクションスペースの利益、"
                 "祭壇のコストは再構成したデータです",
                 "Note: the outlaws, Ukam's offering cards, elders and decree, the other cards, the action spaces' "
                 "benefits and the altars' costs are reconstructed data"),
    "who": Text("ウカムありの{u}ゲーム、基本ゲーム{b}ゲーム、長いゲーム{l}ゲーム・{n}人（{s}）。"
                "このページの対戦とは別にシミュレーション",
                "{u} games with Ukam, {b} of the base game and {l} of the longer game, {n} players ({s}); simulated "
                "apart from the page's games"),
    "nothing": Text("このシミュレーションでは数えるものがありませんでした", "This simulation had nothing to count"),
    # where Ukam's esteem comes from
    "sources_title": Text("ウカムが1ゲームにもたらしたエスティーム（1人あたりの平均）と、最終得点に占める割合",
                          "Ukam's esteem per player and game (mean), and its share of the final score"),
    "sources_sub": Text("ウカムの供物カード、象徴（ほかの人がウカムに供物をするたび1）、正義と追放の長老。"
                        "アウトローのボーナスは資源なので数えない",
                        "Ukam's offering cards, its totem (1 per offering to Ukam by another player) and its two "
                        "elders. Outlaws' bonuses pay resources"),
    "sources_x": Text("1ゲームあたりのエスティーム（1人の平均）", "Esteem per player and game (mean)"),
    "sources_y": Text("プレイヤー", "Players"),
    "total": Text("計{v:.1f}（最終得点{t:.1f}の{s:.0%}）", "total {v:.1f} ({s:.0%} of {t:.1f})"),
    "sources_takeaway": Text("ウカムは1人に1ゲーム平均{v:.1f}エスティームをもたらした（最終得点{t:.1f}の{s:.0%}）。いちばん大きいのは"
                             "{a}の{x:.1f}、次は{b}の{y:.1f}。勝者は{w:.1f}（得点の{ws:.0%}）、勝者以外は{o:.1f}",
                             "Ukam brought a player {v:.1f} esteem a game on average ({s:.0%} of their {t:.1f}): most "
                             "from {a} ({x:.1f}), then {b} ({y:.1f}); winners took {w:.1f} ({ws:.0%} of their score), "
                             "the others {o:.1f}"),
    # the outlaws
    "outlaws_title": Text("雇われたアウトローのゆくえと、1ゲームに捨てたアウトローの数別の最終得点",
                          "What became of the outlaws hired, and final score by outlaws a player discarded"),
    "outlaws_sub": Text("左：アウトローごとの雇われた回数とそのゆくえ。右：最終得点の平均（棒の上は勝率）。"
                        "ほかの島民も{o}人がウカムのために捨てられた",
                        "Left: each outlaw's hires, by what became of them. Right: mean final score (win rate above a "
                        "bar). {o} other islanders were also discarded for Ukam"),
    "outlaws_x": Text("アウトロー", "Outlaw"),
    "outlaws_y": Text("雇われた回数", "Times hired"),
    "discards_x": Text("1ゲームに捨てたアウトロー", "Outlaws a player discarded in a game"),
    "discards_y": Text("最終得点（平均）", "Final score (mean)"),
    "tick": Text("{c}<br>魚{k}<br>→{g}", "{c}<br>{k} fish<br>→ {g}"),  # a cost, then a bonus a line per part
    "guide": Text("ガイド", "a guide"),
    "players": Text("{k}人", "{k} players"),
    "wins": Text("勝率{w:.0%}", "wins {w:.0%}"),
    "mean": Text("平均 {v:.1f}", "all {v:.1f}"),
    "none": Text("捨てなかった", "none"),
    "some": Text("{k}人", "{k}"),
    "more": Text("{k}人以上", "{k} or more"),
    "outlaws_takeaway": Text("雇われたアウトロー{h}人のうち{d:.0%}が捨てられ（任務で{t}人、ウカムへの供物のコストで{b}人）、"
                             "捨てるたびにボーナスのほかウカムの供物カード（平均{c:.1f}エスティーム）を得た。アウトローを{k}捨てた"
                             "プレイヤーは平均{p:.1f}点・勝率{w:.0%}、1人も捨てなかったプレイヤーは{q:.1f}点・勝率{x:.0%}",
                             "Of the {h} outlaws hired, {d:.0%} were discarded ({t} by a task, {b} to pay an offering to "
                             "Ukam), each bringing an offering card of Ukam worth {c:.1f} esteem on average besides its "
                             "bonus; players who discarded {k} scored {p:.1f} and won {w:.0%}, those who discarded none "
                             "{q:.1f} and won {x:.0%}"),
    # the variants
    "variants_title": Text("基本ゲーム・ウカムあり・長いゲームの、勝者と全員の平均得点と1ゲームの手数",
                           "The base game, Ukam and the longer game: the winner's and everyone's mean score, and moves "
                           "per game"),
    "variants_sub": Text("手数：全プレイヤーの選択（探索者を置く、利益を使うなど）の数。長いゲームはウカムありで指令を12枚積む",
                         "Moves: every choice of every player (placing an explorer, using a benefit…). The longer game: "
                         "with Ukam, 12 decrees"),
    "variants_x": Text("ゲーム", "Game"),
    "variants_y": Text("最終得点（平均）", "Final score (mean)"),
    "moves_x": Text("ゲーム", "Game"),
    "moves_y": Text("1ゲームの手数（平均）", "Moves per game (mean)"),
    "rounds": Text("{r:.0f}ラウンド", "{r:.0f} rounds"),
    "winner": Text("勝者", "Winner"),
    "everyone": Text("全プレイヤー", "All players"),
    "games": Text("{k}ゲーム", "{k} games"),
    "variants_takeaway": Text("ウカムありの勝者の得点は平均{u:.1f}点で、基本ゲームの{b:.1f}点より{d:+.1f}点。"
                              "{r:.0f}ラウンドの長いゲームでは{l:.1f}点（1ラウンドあたり{lr:.1f}点、ウカムありは{ur:.1f}点）。"
                              "1ゲームの手数はウカムありで{mu:.0f}、基本ゲームで{mb:.0f}、長いゲームで{ml:.0f}",
                              "With Ukam the winner scored {u:.1f} on average, {d:+.1f} on the base game's {b:.1f}; in "
                              "the {r:.0f}-round longer game {l:.1f} ({lr:.1f} a round, against {ur:.1f} with Ukam). A "
                              "game took {mu:.0f} moves with Ukam, {mb:.0f} in the base game and {ml:.0f} in the longer "
                              "game"),
}


def _discarded(k: int) -> Text:
    """Outlaws discarded, as the chart groups them (``MOST_DISCARDED`` or more in one bar)."""
    if k == 0:
        return T["none"]
    return T["more"].format(k=k) if k == MOST_DISCARDED else T["some"].format(k=k)


# ---- where Ukam's esteem comes from ---------------------------------------------------------------------------------
def sources_chart(game: Game, s: UkamStudy, who: Text) -> Chart:
    groups = [g for g in WHO_NAMES if s.sources(g)]
    sums = {g: sum(s.sources(g).values()) for g in groups}
    scores = {g: s.mean_score(g) for g in groups}
    if "all" in groups and scores["all"] > 0 and sums["all"] > 0:
        means = s.sources()
        a, b = sorted(PARTS, key=lambda k: -means[k])[:2]
        won = s.mean_score("winners")
        takeaway = T["sources_takeaway"].format(
            v=sums["all"], t=scores["all"], s=sums["all"] / scores["all"], a=PART_NAMES[a], x=means[a],
            b=PART_NAMES[b], y=means[b], w=sums.get("winners", 0.0),
            ws=sums.get("winners", 0.0) / won if won else 0.0, o=sums.get("others", 0.0))
    else:
        takeaway = T["nothing"]
    palette = palette_for(game.id)

    def draw(lang: Lang) -> dict:
        names = [WHO_NAMES[g](lang) for g in groups]
        data = []
        for k in PARTS:
            look = palette.rule(PART_RULES[k])
            marker = {"color": look.colour, "line": {"color": INK, "width": 1}}
            if k == "exile":  # the second elder: the elders' colour, hatched
                marker["pattern"] = {"shape": "/", "fgcolor": "#FFFFFF", "bgcolor": look.colour, "solidity": 0.3}
            label = PART_NAMES[k](lang)
            data.append({"type": "bar", "orientation": "h", "name": capital(label), "y": names,
                         "x": [s.sources(g)[k] for g in groups], "marker": marker, "texttemplate": "%{x:.1f}",
                         "textposition": "inside", "insidetextanchor": "middle",
                         "hovertemplate": "%{y}: %{x:.2f}<extra>" + label + "</extra>"})
        notes = [{"xref": "x", "x": sums[g], "xanchor": "left", "yref": "y", "y": n, "showarrow": False,
                  "text": " " + T["total"].format(v=sums[g], t=scores[g], s=sums[g] / scores[g] if scores[g] else 0)(lang),
                  "font": {"size": 12, "color": INK}} for g, n in zip(groups, names, strict=True)]
        return {"data": data, "layout": layout(
            noted_title(T["sources_title"], who, T["sources_sub"], T["note"], lang),
            axis(T["sources_x"], lang, range=[0, max(sums.values(), default=1.0) * 1.45]),
            axis(T["sources_y"], lang, categoryorder="array", categoryarray=names[::-1], ticksuffix="  "),
            height=440, barmode="stack", annotations=notes,
            legend={"orientation": "h", "y": -0.25, "yanchor": "top", "x": 0, "traceorder": "normal"},
            margin={"l": 140, "r": 40, "t": 170, "b": 110})}

    return Chart("ukam_sources", L["ukam_sources"], draw, takeaway)


# ---- is an outlaw worth hiring --------------------------------------------------------------------------------------
def outlaws_chart(game: Game, s: UkamStudy, who: Text) -> Chart:
    rows, totals, by = s.outlaws(), s.fate_totals(), s.by_discards(MOST_DISCARDED)
    card, _ = s.discard_card()
    counts = sorted(by)
    if totals["hired"] and 0 in by and len(counts) >= 2:
        top = counts[-1]
        takeaway = T["outlaws_takeaway"].format(
            h=totals["hired"], d=(totals["tasked"] + totals["banished"]) / totals["hired"], t=totals["tasked"],
            b=totals["banished"], c=card, k=_discarded(top), p=by[top][0], w=by[top][1], q=by[0][0], x=by[0][1])
    else:
        takeaway = T["nothing"]
    cards = sorted(rows, key=lambda c: (ISLANDERS[c].cost, c))
    mean = s.mean_score()
    palette = palette_for(game.id)
    colours = {"tasked": palette.series[0], "banished": palette.series[1], "kept": MUTED}

    def tick(c: int, lang: Lang) -> str:
        isl = ISLANDERS[c]
        bonus = T["guide"] if isl.guide else bundle_text(isl.banish)
        return T["tick"].format(c=isl.name, k=isl.cost, g=bonus)(lang).replace(", ", ",<br>").replace("・", "<br>")

    def draw(lang: Lang) -> dict:
        x = [tick(c, lang) for c in cards]
        data = [{"type": "bar", "name": FATE_NAMES[f](lang), "x": x, "y": [rows[c][f] for c in cards],
                 "marker": {"color": colours[f], "line": {"color": INK, "width": 1}},
                 "hovertemplate": "%{x}: %{y}<extra>" + FATE_NAMES[f](lang) + "</extra>"} for f in FATES]
        data.append({"type": "bar", "xaxis": "x2", "yaxis": "y2", "x": [_discarded(k)(lang) for k in counts],
                     "y": [by[k][0] for k in counts], "width": 0.6, "marker": {"color": BAR}, "showlegend": False,
                     "text": [T["wins"].format(w=by[k][1])(lang) for k in counts], "textposition": "outside",
                     "cliponaxis": False, "customdata": [T["players"].format(k=by[k][2])(lang) for k in counts],
                     "hovertemplate": "%{x}: %{y:.1f}, %{text} (%{customdata})<extra></extra>"})
        shape = {"type": "line", "xref": "x2 domain", "x0": 0, "x1": 1, "yref": "y2", "y0": mean, "y1": mean,
                 "line": {"color": GUIDE, "dash": "dot", "width": 1}}
        note = {"xref": "x2 domain", "x": 1.01, "xanchor": "left", "yref": "y2", "y": mean, "yanchor": "middle",
                "text": T["mean"].format(v=mean)(lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
        top = max([by[k][0] for k in counts], default=1.0)
        return {"data": data, "layout": layout(
            noted_title(T["outlaws_title"], who, T["outlaws_sub"].format(o=s.others_banished()), T["note"], lang),
            axis(T["outlaws_x"], lang, domain=[0, 0.6], tickangle=0, tickfont={"size": 10}),
            axis(T["outlaws_y"], lang, rangemode="tozero"), height=560, barmode="stack",
            xaxis2=axis(T["discards_x"], lang, domain=[0.7, 1], anchor="y2", type="category"),
            yaxis2=axis(T["discards_y"], lang, anchor="x2", range=[0, top * 1.2]),
            shapes=[shape], annotations=[note],
            legend={"orientation": "h", "y": -0.3, "yanchor": "top", "x": 0, "traceorder": "normal"},
            margin={"l": 70, "r": 80, "t": 170, "b": 130})}

    return Chart("ukam_outlaws", L["ukam_outlaws"], draw, takeaway)


# ---- Ukam and the longer game against the base game -----------------------------------------------------------------
def variants_chart(game: Game, s: UkamStudy, who: Text) -> Chart:
    rows = s.variants()
    keys = [v for v in VARIANTS if v in rows]
    if len(keys) == len(VARIANTS):
        b, u, g = rows["base"], rows["ukam"], rows["longer"]
        takeaway = T["variants_takeaway"].format(
            u=u.winner_score, b=b.winner_score, d=u.winner_score - b.winner_score, r=g.rounds, l=g.winner_score,
            lr=g.winner_score / g.rounds, ur=u.winner_score / u.rounds, mu=u.moves, mb=b.moves, ml=g.moves)
    else:
        takeaway = T["nothing"]
    palette = palette_for(game.id)

    def draw(lang: Lang) -> dict:
        x = [f"{VARIANT_NAMES[v](lang)}<br>{T['rounds'].format(r=rows[v].rounds)(lang)}" for v in keys]
        games = [T["games"].format(k=rows[v].games)(lang) for v in keys]
        data = [{"type": "bar", "name": name(lang), "x": x, "y": [getattr(rows[v], field) for v in keys],
                 "marker": {"color": colour, "line": {"color": INK, "width": 1}}, "texttemplate": "%{y:.1f}",
                 "textposition": "outside", "cliponaxis": False, "customdata": games,
                 "hovertemplate": "%{x}: %{y:.1f} (%{customdata})<extra>" + name(lang) + "</extra>"}
                for name, field, colour in ((T["winner"], "winner_score", palette.series[0]),
                                            (T["everyone"], "mean_score", MUTED))]
        data.append({"type": "bar", "xaxis": "x2", "yaxis": "y2", "x": x, "y": [rows[v].moves for v in keys],
                     "width": 0.6, "marker": {"color": BAR}, "showlegend": False, "texttemplate": "%{y:.0f}",
                     "textposition": "outside", "cliponaxis": False, "customdata": games,
                     "hovertemplate": "%{x}: %{y:.1f} (%{customdata})<extra></extra>"})
        top = max([rows[v].winner_score for v in keys], default=1.0)
        moves = max([rows[v].moves for v in keys], default=1.0)
        return {"data": data, "layout": layout(
            noted_title(T["variants_title"], who, T["variants_sub"], T["note"], lang),
            axis(T["variants_x"], lang, domain=[0, 0.56], type="category"),
            axis(T["variants_y"], lang, range=[0, top * 1.15]), height=500, barmode="group",
            xaxis2=axis(T["moves_x"], lang, domain=[0.66, 1], anchor="y2", type="category", tickangle=0),
            yaxis2=axis(T["moves_y"], lang, anchor="x2", range=[0, moves * 1.15]),
            legend={"orientation": "h", "y": -0.25, "yanchor": "top", "x": 0},
            margin={"l": 70, "r": 30, "t": 170, "b": 120})}

    return Chart("ukam_variants", L["ukam_variants"], draw, takeaway)


def ukam_charts(game: Game, run: Run) -> list[Chart]:
    """The three Ukam charts, from the Ukam games at the page's table size (played on the first call)."""
    sizes = {"ukam": UKAM_GAMES, "base": BASE_GAMES, "longer": LONGER_GAMES}
    s = ukam_study(game, run.players, sizes, run.seed, run.cache)
    n = s.counts()
    who = T["who"].format(u=n["ukam"], b=n["base"], l=n["longer"], n=s.players, s=seat_names(game, s.seats))
    return [sources_chart(game, s, who), outlaws_chart(game, s, who), variants_chart(game, s, who)]
