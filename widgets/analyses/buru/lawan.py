"""Buru's Lawan charts: how strong the automated rivals are, where their esteem comes from, and how the plot cards
steer them (buru.lawan.*).

The page's own simulation has no Lawan, so these charts rest on games of their own, played with the option set when
the learner presses Run (``kernel_games.buru.lawan.analysis.lawan_study``), once per kernel: ``LAWAN_GAMES`` games per table
and kind of bot with the Lawan and ``BASE_GAMES`` without, about 1.1 s on one core (the page's 100 four-player games
take about 1.4 s). The plot cards are reconstructed (kernel_games/buru/lawan/plots.py), like the rest of the cards.
"""

from __future__ import annotations

from kernel_games.buru.components import (
    AREA_NAMES,
    AREAS,
    KIND_NAMES,
    KINDS,
    SPIRIT_NAMES,
    SPIRITS,
)
from kernel_games.buru.lawan.analysis import LAWAN_TABLES, PARTS, RIVALS, LawanStudy, lawan_study
from kernel_games.buru.lawan.common import card_text
from kernel_games.buru.lawan.plots import PLOTS
from kernel_games.core import Game, Lang, Text
from kernel_games.core.bots import bot_kinds

from ...boards.palettes import BURU_KIND_KEYS as KIND_KEYS
from ...boards.palettes import BURU_SPIRIT_KEYS as SPIRIT_KEYS
from ...boards.palettes import palette_for
from ..chart import Chart, Run, axis, layout, noted_title
from ..colours import GUIDE, INK, MUTED

LAWAN_GAMES, BASE_GAMES = 12, 6  # per table and kind of bot, with the Lawan and without (measured: about 1.1 s)


def lawan_games() -> int:
    """The games ``lawan_charts`` plays: at each table, against each kind of bot, with the Lawan and without."""
    return len(LAWAN_TABLES) * len(RIVALS) * (LAWAN_GAMES + BASE_GAMES)
PART_RULES = {"esteem": "buru.end.scoring", "offerings": "buru.lake.offer", "elders": "buru.end.elders"}
CLOSE = 0.10  # a Lawan "scores about like" a bot whose mean is within this share of its own

L = {
    "lawan": Text("ラワンはどれくらい強いか", "How strong are the Lawan?"),
    "lawan_sources": Text("ラワンのエスティームはどこから来るか", "Where does a Lawan's esteem come from?"),
    "lawan_plots": Text("計画カードはラワンの午後をどう決めるか", "How do the plot cards steer a Lawan's afternoon?"),
    "lawan_morning": Text("朝の計画カードはラワンの探索者をどこへ送るか", "Where do the morning plot cards send the Lawan?"),
}
TABLES = {(2, 1): Text("2席・ラワン1人", "2 seats, 1 Lawan"), (3, 2): Text("3席・ラワン2人（ソロ）", "3 seats, 2 Lawan (solo)"),
          (4, 1): Text("4席・ラワン1人", "4 seats, 1 Lawan")}
PART_NAMES = {"esteem": Text("エスティームトラック", "the esteem track"), "offerings": Text("供物カード", "offering cards"),
              "elders": Text("長老", "elders"), "sets": Text("島民セット", "islander sets")}
T = {
    "note": Text("※計画カードと、島民・森・長老・指令・供物のカード、アクションスペースの利益、祭壇のコストは再構成したデータです",
                 "Note: the plot cards, the other cards, the action spaces' benefits and the altars' costs are "
                 "reconstructed data"),
    "who": Text("ラワンありの対戦を卓とボットの種類ごとに{g}ゲーム、ラワンなしを{b}ゲーム（このページの対戦とは別にシミュレーション）",
                "{g} games with Lawan per table and kind of bot, {b} without (simulated apart from the page's games)"),
    "nothing": Text("このシミュレーションでは数えるものがありませんでした", "This simulation had nothing to count"),
    "bot": Text("{b}ボット", "{b} bot"),
    # strength
    "strength_title": Text("ラワンの席の平均得点と勝率、同じ席にボットが座った場合との比較",
                           "A Lawan's mean score and win rate, beside a bot in the same seat"),
    "strength_sub": Text("上：ラワンの席の得点と、全席が同じボットの対戦での1席の得点。下：ラワンの勝率と互角の線。"
                         "ソロでは2人のラワンをそれぞれ数える",
                         "Top: a Lawan's seat, beside a seat of games with that bot in every seat. Bottom: the Lawan's "
                         "win rate against an even chance. Solo: each Lawan counts"),
    "strength_x": Text("卓とほかの席のボット", "Table, and the bot in the other seats"),
    "score_y": Text("最終得点（平均）", "Final score (mean)"),
    "wins_y": Text("勝率", "Win rate"),
    "lawan_bar": Text("ラワンの席", "A Lawan's seat"),
    "bot_bar": Text("ラワンの代わりに同じボット", "The same bot instead of the Lawan"),
    "even": Text("互角（1/席数）", "Even chance (1 / seats)"),
    "seats": Text("{k}席分", "{k} seats"),
    "about": Text("とほぼ同じ", "about like"),
    "more": Text("より多い", "more than"),
    "less": Text("より少ない", "less than"),
    "strength_takeaway": Text(
        "ラワンの得点は同じ席の{k}{r}：1ゲーム平均{l:.1f}点（{k}は{b:.1f}点、卓の平均）。{k}相手の勝率は{w:.0%}（互角なら"
        "{v:.0%}）。{k2}相手では{l2:.1f}点（{k2}は{b2:.1f}点）、{k3}相手では{l3:.1f}点（{k3}は{b3:.1f}点）",
        "A Lawan scores {r} a {k} in its seat: {l:.1f} points a game against {b:.1f} (mean of the tables), and wins "
        "{w:.0%} of its games against {k}s (even chance: {v:.0%}); against {k2}s it scores {l2:.1f} ({b2:.1f} for a "
        "{k2}), against {k3}s {l3:.1f} ({b3:.1f})"),
    # sources
    "sources_title": Text("ラワンの最終得点の内訳（1ゲームの平均）", "Where a Lawan's final score comes from (mean per game)"),
    "sources_sub": Text("ほかの席のボット（ランダム・貪欲・計画派）の対戦をまとめた平均。島民セットはラワンだけの得点",
                        "Averaged over the games against every kind of bot (random, greedy, planner); islander sets "
                        "score for a Lawan only"),
    "sources_x": Text("1ゲームあたりのエスティーム（平均）", "Esteem per game (mean)"),
    "sources_y": Text("卓", "Table"),
    "total": Text("計{v:.1f}", "total {v:.1f}"),
    "sources_takeaway": Text("ラワンの得点でいちばん大きいのは{a}：1ゲーム平均{v:.1f}（{s:.0%}、卓の平均）。次は{b}{v2:.1f}、"
                             "{c}{v3:.1f}、{d}{v4:.1f}",
                             "Most of a Lawan's score comes from {a}: {v:.1f} a game ({s:.0%}; mean of the tables), then "
                             "{b} {v2:.1f}, {c} {v3:.1f} and {d} {v4:.1f}"),
    # plot cards in the afternoon
    "plots_title": Text("昼に配られた計画カード別の、ラワンの午後：雇った島民と供物",
                        "A Lawan's afternoon by the plot card dealt it at noon: islanders hired, offerings made"),
    "plots_sub": Text("ラワンがそのカードを持った午後1回あたりの平均。雇用はカードの雇用の行の種類、供物は供物の行の精霊を左から選ぶ",
                      "Mean per afternoon a Lawan held the card. It hires the kinds its card's recruit line names and "
                      "offers along its offering line, leftmost first"),
    "plots_x": Text("昼に持っていた計画カード（番号）", "Plot card held that afternoon (number)"),
    "hires_y": Text("雇った島民<br>（午後1回あたり）", "Islanders hired<br>per afternoon"),
    "offers_y": Text("供物<br>（午後1回あたり）", "Offerings<br>per afternoon"),
    "held": Text("{k}回の午後", "{k} afternoons"),
    "hires_group": Text("雇った島民の種類", "Islanders hired"),
    "offers_group": Text("供物をした精霊", "Offerings to"),
    "plots_takeaway": Text("計画カードがラワンの午後を決める：雇った島民の{h:.0%}はカードの雇用の行の先頭の種類、"
                           "供物の{o:.0%}は供物の行の先頭の精霊へ。いちばん多く雇ったのはカード{n}（午後1回あたり{x:.1f}人）、いちばん多く供物をしたのはカード"
                           "{m}（{y:.1f}回）",
                           "The plot card steers the Lawan: {h:.0%} of the islanders it hired were its card's first "
                           "kind and {o:.0%} of its offerings went to its card's first spirit. It hired most with card "
                           "{n} ({x:.1f} islanders an afternoon) and offered most with card {m} ({y:.1f})"),
    # the morning
    "morning_title": Text("朝の計画カードがラワンの探索者を送った地域", "Where the morning plot cards sent the Lawan's explorers"),
    "morning_sub": Text("そのラワンの朝の探索者のうち、引いたカードが各地域へ送った割合（棒の上は体数）。点線は均等な1/4："
                        "どの地域もAの行き先として12枚中3枚、Bとして3枚",
                        "The share of a Lawan's morning explorers the drawn card sent to each area (above a bar: how "
                        "many). Dotted line: an even quarter, as each area is A's on 3 of the 12 cards and B's on 3"),
    "morning_x": Text("地域", "Area"),
    "morning_y": Text("探索者の割合", "Share of the explorers"),
    "letter": Text("ラワン{x}", "Lawan {x}"),
    "quarter": Text("均等<br>25%", "even<br>25%"),
    "morning_takeaway": Text("朝のカードはラワンAの探索者を各地域へ{lo:.0%}〜{hi:.0%}ずつ送った（設計上は25%ずつ）{b}。"
                             "置いた{t}体のうち{m}体（{s:.1%}）は、その地域にもう2体いたので次の地域へ置かれた",
                             "The morning cards sent Lawan A's explorers to each area {lo:.0%}–{hi:.0%} of the time (25% "
                             "by design){b}; {m} of the {t} explorers placed ({s:.1%}) went on to the next area, their "
                             "Lawan already having two there"),
    "morning_b": Text("、ラワンBは{lo:.0%}〜{hi:.0%}", ", Lawan B's {lo:.0%}–{hi:.0%}"),
}


def _component(game: Game, key: str) -> str:
    return palette_for(game.id).components.get(key, MUTED)


def bot_name(game: Game, kind: str) -> Text:
    """"a greedy bot" in a sentence: the bot's own name, lower case in English."""
    name = bot_kinds(game)[kind].name
    return T["bot"].format(b=Text(name.ja, name.en.lower()))


# ---- how strong the Lawan are ---------------------------------------------------------------------------------------
def closest(s: LawanStudy) -> str | None:
    """The bot kind whose mean score in a Lawan's seat is nearest the Lawan's against it (relative to the bot's)."""
    pooled = {k: s.pooled(k) for k in RIVALS}
    kinds = [k for k, v in pooled.items() if v is not None and v.bot_score > 0]
    return min(kinds, key=lambda k: abs(pooled[k].lawan_score - pooled[k].bot_score) / pooled[k].bot_score,
               default=None)


def strength_chart(game: Game, s: LawanStudy, who: Text) -> Chart:
    rows = s.strength()
    keys = [k for k in ((t, kind) for t in LAWAN_TABLES for kind in RIVALS) if k in rows]
    best = closest(s)
    if best is not None and len({k for _, k in keys}) == len(RIVALS):
        p = s.pooled(best)
        gap = (p.lawan_score - p.bot_score) / p.bot_score
        rel = T["about"] if abs(gap) <= CLOSE else T["more"] if gap > 0 else T["less"]
        others = [k for k in RIVALS if k != best]
        o2, o3 = s.pooled(others[0]), s.pooled(others[1])
        takeaway = T["strength_takeaway"].format(
            r=rel, k=bot_name(game, best), l=p.lawan_score, b=p.bot_score, w=p.lawan_wins, v=p.bot_wins,
            k2=bot_name(game, others[0]), l2=o2.lawan_score, b2=o2.bot_score,
            k3=bot_name(game, others[1]), l3=o3.lawan_score, b3=o3.bot_score)
    else:
        takeaway = T["nothing"]

    def draw(lang: Lang) -> dict:
        x = [[TABLES[t](lang) for t, _ in keys], [bot_kinds(game)[k].name(lang) for _, k in keys]]
        lawan = {"color": palette_for(game.id).series[0], "line": {"color": INK, "width": 1}}
        bot = {"color": MUTED, "line": {"color": INK, "width": 1}}
        data = []
        # a bot's win rate in games of that bot alone is the even chance: the bottom panel shows the Lawan's only
        for axes, field, fmt, bars in ((("x2", "y2"), "score", "%{y:.1f}", ((T["lawan_bar"], lawan, True),
                                                                            (T["bot_bar"], bot, False))),
                                       (("x", "y"), "wins", "%{y:.0%}", ((T["lawan_bar"], lawan, True),))):
            for name, marker, mine in bars:
                ys = [getattr(rows[k], ("lawan_" if mine else "bot_") + field) for k in keys]
                seats = [getattr(rows[k], "lawan_seats" if mine else "bot_seats") for k in keys]
                data.append({"type": "bar", "name": name(lang), "x": x, "y": ys, "xaxis": axes[0], "yaxis": axes[1],
                             "marker": marker, "texttemplate": fmt, "textposition": "outside", "cliponaxis": False,
                             "legendgroup": name.en, "showlegend": field == "score",
                             **({"width": 0.4} if field == "wins" else {}),
                             "customdata": [T["seats"].format(k=n)(lang) for n in seats],
                             "hovertemplate": "%{x}: " + fmt + " (%{customdata})<extra>"
                                              + name(lang) + "</extra>"})
        data.append({"type": "scatter", "mode": "markers", "name": T["even"](lang), "x": x,
                     "y": [1 / t[0] for t, _ in keys], "marker": {"symbol": "line-ew", "size": 40,
                                                                   "line": {"color": GUIDE, "width": 2}},
                     "hovertemplate": "%{x}: %{y:.0%}<extra>" + T["even"](lang) + "</extra>"})
        top = max([max(r.lawan_score, r.bot_score) for r in rows.values()], default=1.0)
        return {"data": data, "layout": layout(
            noted_title(T["strength_title"], who, T["strength_sub"], T["note"], lang),
            axis(T["strength_x"], lang, type="multicategory", anchor="y"),
            axis(T["wins_y"], lang, domain=[0, 0.4], tickformat=".0%", range=[0, 1.12]),
            height=680, barmode="group",
            xaxis2=axis(Text("", ""), lang, type="multicategory", anchor="y2", matches="x", showticklabels=False),
            yaxis2=axis(T["score_y"], lang, domain=[0.52, 1], anchor="x2", range=[0, top * 1.15]),
            legend={"orientation": "h", "y": -0.22, "yanchor": "top", "x": 0},
            margin={"l": 70, "r": 30, "t": 170, "b": 120})}

    return Chart("lawan", L["lawan"], draw, takeaway)


# ---- where a Lawan's esteem comes from ------------------------------------------------------------------------------
def sources_chart(game: Game, s: LawanStudy, who: Text) -> Chart:
    tables = [t for t in LAWAN_TABLES if s.sources(t)]
    means = s.sources()
    if means and sum(means.values()):
        order = sorted(PARTS, key=lambda k: -means[k])
        total = sum(means.values())
        takeaway = T["sources_takeaway"].format(
            a=PART_NAMES[order[0]], v=means[order[0]], s=means[order[0]] / total, b=PART_NAMES[order[1]],
            v2=means[order[1]], c=PART_NAMES[order[2]], v3=means[order[2]], d=PART_NAMES[order[3]], v4=means[order[3]])
    else:
        takeaway = T["nothing"]
    palette = palette_for(game.id)
    looks = {k: palette.rules[r] for k, r in PART_RULES.items() if r in palette.rules}

    def draw(lang: Lang) -> dict:
        names = [TABLES[t](lang) for t in tables]
        data = []
        for k in PARTS:
            look = looks.get(k)
            marker = {"color": look.colour if look else palette.series[-1], "line": {"color": INK, "width": 1}}
            if look and look.pattern:
                marker["pattern"] = {"shape": look.pattern, "fgcolor": "#FFFFFF", "solidity": 0.3}
            label = PART_NAMES[k](lang)
            data.append({"type": "bar", "orientation": "h", "name": label[:1].upper() + label[1:], "y": names,
                         "x": [s.sources(t)[k] for t in tables], "marker": marker, "texttemplate": "%{x:.1f}",
                         "textposition": "inside", "insidetextanchor": "middle",
                         "hovertemplate": "%{y}: %{x:.2f}<extra>" + label + "</extra>"})
        sums = [sum(s.sources(t).values()) for t in tables]
        notes = [{"xref": "x", "x": v, "xanchor": "left", "yref": "y", "y": n, "text": " " + T["total"].format(v=v)(lang),
                  "showarrow": False, "font": {"size": 12, "color": INK}} for n, v in zip(names, sums, strict=True)]
        return {"data": data, "layout": layout(
            noted_title(T["sources_title"], who, T["sources_sub"], T["note"], lang),
            axis(T["sources_x"], lang, range=[0, max(sums, default=1) * 1.18]),
            axis(T["sources_y"], lang, categoryorder="array", categoryarray=names[::-1], ticksuffix="  "),
            height=440, barmode="stack", annotations=notes,
            legend={"orientation": "h", "y": -0.25, "yanchor": "top", "x": 0, "traceorder": "normal"},
            margin={"l": 190, "r": 40, "t": 170, "b": 110})}

    return Chart("lawan_sources", L["lawan_sources"], draw, takeaway)


# ---- how the plot cards steer a Lawan's afternoon -------------------------------------------------------------------
def plots_chart(game: Game, s: LawanStudy, who: Text) -> Chart:
    w = s.watched
    cards = [c.number for c in PLOTS if w.held[c.number]]
    hires, offers = w.per_afternoon(w.hires), w.per_afternoon(w.offers)

    def total(per: dict, c: int) -> float:
        return sum(v for (n, _), v in per.items() if n == c)

    if cards and (hires or offers):
        n = max(cards, key=lambda c: total(hires, c))
        m = max(cards, key=lambda c: total(offers, c))
        takeaway = T["plots_takeaway"].format(h=w.first_share("hires"), o=w.first_share("offers"), n=n,
                                              x=total(hires, n), m=m, y=total(offers, m))
    else:
        takeaway = T["nothing"]

    def draw(lang: Lang) -> dict:
        x = [str(c) for c in cards]
        lines = [card_text(PLOTS[c - 1])(lang) + "<br>" + T["held"].format(k=w.held[c])(lang) for c in cards]
        data = []
        for group, per, keys, names, colours, axes in (
                ("hires_group", hires, KINDS, KIND_NAMES, KIND_KEYS, ("x2", "y2")),
                ("offers_group", offers, SPIRITS, SPIRIT_NAMES, SPIRIT_KEYS, ("x", "y"))):
            for k in keys:
                name = names[k](lang)
                data.append({"type": "bar", "name": name[:1].upper() + name[1:], "x": x, "xaxis": axes[0],
                             "yaxis": axes[1], "y": [per.get((c, k), 0.0) for c in cards], "legendgroup": group,
                             "legendgrouptitle": {"text": T[group](lang)},
                             "marker": {"color": _component(game, colours[k]), "line": {"color": INK, "width": 1}},
                             "customdata": lines,
                             "hovertemplate": name + ": %{y:.2f}<br>%{customdata}<extra>%{x}</extra>"})
        tallest = max([total(hires, c) for c in cards] + [total(offers, c) for c in cards], default=1.0)
        return {"data": data, "layout": layout(
            noted_title(T["plots_title"], who, T["plots_sub"], T["note"], lang),
            axis(T["plots_x"], lang, type="category", anchor="y"),
            axis(T["offers_y"], lang, domain=[0, 0.44], range=[0, tallest * 1.1]),
            height=640, barmode="stack",
            xaxis2=axis(Text("", ""), lang, type="category", anchor="y2", matches="x", showticklabels=False),
            yaxis2=axis(T["hires_y"], lang, domain=[0.54, 1], anchor="x2", range=[0, tallest * 1.1]),
            legend={"orientation": "h", "y": -0.14, "yanchor": "top", "x": 0, "traceorder": "grouped"},
            margin={"l": 90, "r": 30, "t": 170, "b": 110})}

    return Chart("lawan_plots", L["lawan_plots"], draw, takeaway)


# ---- where the morning cards send the Lawan -------------------------------------------------------------------------
def morning_chart(game: Game, s: LawanStudy, who: Text) -> Chart:
    w = s.watched
    letters = [k for k in (0, 1) if w.shares(k)]
    if letters and w.placed:
        a = w.shares(0)
        b = w.shares(1)
        extra = T["morning_b"].format(lo=min(b.values()), hi=max(b.values())) if b else Text("", "")
        takeaway = T["morning_takeaway"].format(lo=min(a.values()), hi=max(a.values()), b=extra, m=w.moved,
                                                t=w.placed, s=w.moved / w.placed)
    else:
        takeaway = T["nothing"]
    colours = palette_for(game.id).series[:2]  # Lawan A and B: colours no player wears

    def draw(lang: Lang) -> dict:
        names = [AREA_NAMES[a](lang) for a in AREAS]
        data = []
        for k in letters:
            shares = w.shares(k)
            data.append({"type": "bar", "name": T["letter"].format(x="AB"[k])(lang), "x": names,
                         "y": [shares[a] for a in AREAS], "text": [str(w.sent[k, a]) for a in AREAS],
                         "textposition": "outside", "cliponaxis": False,
                         "marker": {"color": colours[k], "line": {"color": INK, "width": 1}},
                         "hovertemplate": "%{x}: %{y:.1%} (%{text})<extra>" + T["letter"].format(x="AB"[k])(lang)
                                          + "</extra>"})
        shape = {"type": "line", "xref": "x domain", "x0": 0, "x1": 1, "yref": "y", "y0": 0.25, "y1": 0.25,
                 "line": {"color": GUIDE, "dash": "dot", "width": 1}}
        note = {"xref": "x domain", "x": 1.01, "xanchor": "left", "yref": "y", "y": 0.25, "yanchor": "middle",
                "text": T["quarter"](lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
        top = max([max(w.shares(k).values()) for k in letters], default=0.25)
        return {"data": data, "layout": layout(
            noted_title(T["morning_title"], who, T["morning_sub"], T["note"], lang), axis(T["morning_x"], lang),
            axis(T["morning_y"], lang, tickformat=".0%", range=[0, max(top, 0.25) * 1.3]), height=460,
            barmode="group", shapes=[shape], annotations=[note],
            legend={"orientation": "h", "y": -0.2, "yanchor": "top", "x": 0},
            margin={"l": 70, "r": 70, "t": 170, "b": 100})}

    return Chart("lawan_morning", L["lawan_morning"], draw, takeaway)


def lawan_charts(game: Game, run: Run) -> list[Chart]:
    """The four Lawan charts, from the Lawan games (played once with the page's cache)."""
    s = lawan_study(game, LAWAN_GAMES, BASE_GAMES, run.seed, run.cache)
    who = T["who"].format(g=s.games, b=s.base_games)
    return [strength_chart(game, s, who), sources_chart(game, s, who), plots_chart(game, s, who),
            morning_chart(game, s, who)]
