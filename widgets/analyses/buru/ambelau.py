"""Buru's Ambelau region charts (the Ambelau expansion): where canoes stop and what players use there, whether a
guide is worth taking, and what Ibu's cards and totem are worth (buru.ambelau.*).

The page's own simulation has no region, so these charts rest on games of their own with ``{"ambelau": 1}`` at the
page's table size, played when the learner presses Run (``kernel_games.buru.ambelau.analysis.region_study``), once per
kernel (the page's cache) like Ukam's: ``REGION_GAMES`` games, the game's planner and greedy bots seated in turn — about 1 s for four
players on one core. Ibu's card values, elder and decrees are reconstructed (kernel_games/buru/ambelau/cards.py), like
the rest of the cards.
"""

from __future__ import annotations

from kernel_games.buru.ambelau.analysis import CHOICES, USES, RegionStudy, region_study
from kernel_games.buru.ambelau.cards import AMBELAU, IBU, TRACK
from kernel_games.buru.components import AREA_NAMES, LAKE, SPIRIT_NAMES, TOTEM_AREA
from kernel_games.buru.narration import bundle_text
from kernel_games.buru.ukam.cards import UKAM
from kernel_games.core import Game, Lang, Text

from ...boards.palettes import palette_for
from ..chart import Chart, Run, axis, layout, noted_title, seat_names
from ..colours import BAR, GUIDE, INK, MUTED

REGION_GAMES = 40  # measured: about 0.8 s for four players
MOST_GUIDES, MOST_IBU = 3, 4  # the last bar of the guides' and of Ibu's panel: this many or more
SPIRIT_KEYS = ("banyu", "gunung", "manuk", "ukam", "ibu")  # a spirit's colour in the palette's components
SPIRIT_AREA = {**TOTEM_AREA, UKAM: LAKE, IBU: AMBELAU}  # where each totem is won

L = {
    "ambelau_spaces": Text("カヌーはどのスペースに止まり、そこで何を使うか",
                           "Which canoe spaces do players stop on, and what do they use there?"),
    "ambelau_guides": Text("ガイドは取る価値があるか", "Is a guide worth taking?"),
    "ambelau_ibu": Text("イブの供物カードと象徴はどれほど得か", "What are Ibu's cards and totem worth?"),
}
CHOICE_NAMES = {"ibu": Text("イブへの供物", "an offering to Ibu"), "guide": Text("ガイド", "a guide"),
                "task": Text("任務", "a task")}
CHOICE_TICKS = {"ibu": Text("イブ", "Ibu"), "guide": Text("ガイド", "guide"), "task": Text("任務", "task")}
CHOICE_BARS = {"ibu": Text("イブへの供物", "Offering to Ibu"), "guide": Text("ガイド", "Guide"), "task": Text("任務", "Task")}
USE_NAMES = {"ibu": Text("イブに供物をした", "Offered to Ibu"), "guide": Text("ガイドを取った", "Took their guide"),
             "task": Text("任務を与えた", "Tasked an islander"), "two": Text("2つとも使った", "Used both choices"),
             "resources": Text("資源だけ受け取った", "Took only the resources"),
             "nothing": Text("何も使わなかった", "Used nothing")}
T = {
    "note": Text("※イブの供物カードの値・長老・指令、カヌーのスペースの評価、ほかのカード、アクションスペースの利益、"
                 "祭壇のコストは再構成したデータです",
                 "Note: Ibu's card values, elder and decrees, the canoe spaces' ratings, the other cards, the action "
                 "spaces' benefits and the altars' costs are reconstructed data"),
    "who": Text("アンベラウの地域ありの{g}ゲーム・{n}人（{s}）。このページの対戦とは別にシミュレーション",
                "{g} games with the Ambelau region, {n} players ({s}); simulated apart from the page's games"),
    "nothing": Text("このシミュレーションでは数えるものがありませんでした", "This simulation had nothing to count"),
    "players": Text("{k}人", "{k} players"),
    "wins": Text("勝率{w:.0%}", "wins {w:.0%}"),
    "mean": Text("平均 {v:.1f}", "all {v:.1f}"),
    # the canoe spaces
    "spaces_title": Text("カヌーが止まったスペースと、そこで使ったもの・使えるときに使った割合",
                         "Where canoes stopped and what their players used there, and how often a choice was taken"),
    "spaces_sub": Text("左：スペースごとの止まった回数（資源と魚は止まれば必ず受け取る）。右：使えたとき（イブの山札が残り、"
                       "任務を与えられる島民がいた）に使った割合",
                       "Left: stops per space (its resources and fish come with every stop). Right: how often a choice "
                       "was used when open (Ibu's deck not empty, an islander free)"),
    "spaces_x": Text("カヌーのスペース（出発から時計回り、1回の移動は平均{d:.1f}スペース）と得られるもの",
                     "Canoe space, clockwise from the start (a move: {d:.1f} spaces on average), and what it gives"),
    "spaces_y": Text("止まった回数", "Stops"),
    "rates_x": Text("スペースの選べる利益", "A space's choice"),
    "rates_y": Text("使えたときに使った割合", "Share of stops that used it"),
    "stops": Text("{k}回", "{k} stops"),
    "spaces_takeaway": Text("カヌーがいちばん多く止まったのは{a}番のスペース（{x}：全{n}回中{k}回）、いちばん少ないのは{b}番"
                            "（{m}回）。使えるときにイブへ供物をしたのは{i:.0%}、ガイドを取ったのは{g:.0%}、任務を与えたのは"
                            "{t:.0%}",
                            "Canoes stopped most on space {a} ({x}: {k} of {n} stops) and least on space {b} ({m}); "
                            "when they could, players offered to Ibu on {i:.0%} of stops, took their guide on {g:.0%} "
                            "and tasked an islander on {t:.0%}"),
    # guides
    "guides_title": Text("ガイドのいるラウンドといないラウンドの成果と、1ゲームに取ったガイドの数別の最終得点",
                         "What a player did in rounds with their guide and without, and final score by guides taken"),
    "guides_sub": Text("ガイド：次のラウンドのパワー1の6体目。エスティーム：トラック＋取った供物カードの額面（第2ラウンド以降）。"
                       "取ったガイド{t}のうち{l}は最終ラウンドで、使えなかった",
                       "Guide: a 6th explorer (power 1) next round. Esteem: track + offering cards' face value (rounds "
                       "2 on). {l} of the {t} guides taken came in a last round, unused"),
    "round_x": Text("そのラウンド", "The round"),
    "esteem_y": Text("1ラウンドに得たエスティーム（平均）", "Esteem earned in the round (mean)"),
    "conquests_y": Text("1ラウンドに征服した地域（平均）", "Areas conquered in the round (mean)"),
    "with": Text("ガイドあり", "With guide"),
    "without": Text("ガイドなし", "Without"),
    "taken_x": Text("1ゲームに取ったガイド", "Guides a player took in a game"),
    "score_y": Text("最終得点（平均）", "Final score (mean)"),
    "rounds": Text("{k}ラウンド", "{k} player-rounds"),
    "none": Text("0", "none"),
    "more": Text("{k}回以上", "{k} or more"),
    "took_none": Text("ガイドを取らなかったプレイヤー", "players who took no guide"),
    "took_one": Text("ガイドを1回取ったプレイヤー", "players who took 1 guide"),
    "took": Text("ガイドを{k}回取ったプレイヤー", "players who took {k} guides"),
    "took_more": Text("ガイドを{k}回以上取ったプレイヤー", "players who took {k} or more guides"),
    "guides_takeaway": Text("ガイドのいるラウンドには1人が{e:.1f}エスティームを得て{c:.2f}地域を征服し、いないラウンドは"
                            "{f:.1f}と{d:.2f}だった（第2ラウンド以降）。{hi}は平均{p:.1f}点・勝率{w:.0%}、{lo}は{q:.1f}点・"
                            "勝率{x:.0%}",
                            "In a round with their guide a player earned {e:.1f} esteem and conquered {c:.2f} areas, "
                            "against {f:.1f} and {d:.2f} without (rounds 2 on); {hi} scored {p:.1f} and won {w:.0%}, "
                            "{lo} {q:.1f} and won {x:.0%}"),
    # Ibu
    "ibu_title": Text("最後に持っていたイブの供物カードの枚数別のエスティームと、象徴が1ラウンドにもたらすエスティーム",
                      "Esteem from Ibu's cards by cards held at the end, and what each totem paid per round held"),
    "ibu_sub": Text("イブのカード：額面＋ほかのイブのカード1枚につき1。象徴：ほかのプレイヤーがその精霊に供物をするたびに"
                    "持ち主に1。夕暮れに持っていたラウンドを数える",
                    "An Ibu card: its value +1 per other Ibu card held. A totem: 1 esteem to its holder per offering "
                    "another player makes to its spirit; rounds held at dusk"),
    "cards_x": Text("最後に持っていたイブのカード", "Ibu cards held at the end"),
    "cards_y": Text("イブのカードのエスティーム（平均）", "Esteem from Ibu's cards (mean)"),
    "values": Text("カードの額面", "The cards' values"),
    "bonus": Text("ほかのイブのカード1枚につき+1", "+1 for each other Ibu card"),
    "totems_x": Text("精霊の象徴（手に入る地域）", "Spirit totem (the area that wins it)"),
    "totems_y": Text("1ラウンドあたりのエスティーム", "Esteem per round held"),
    "spirit": Text("{s}（{a}）", "{s} ({a})"),
    "held": Text("{k}ラウンド", "{k} rounds"),
    "cards": Text("{k}枚", "{k}"),
    "cards_more": Text("{k}枚以上", "{k} or more"),
    "ibu_takeaway": Text("1人が最後に持っていたイブのカードは平均{k:.1f}枚・{v:.1f}エスティームで、うち{b:.1f}は「ほかのイブの"
                         "カード1枚につき+1」。{m}持っていたプレイヤーは{x:.1f}（1枚あたり{y:.1f}）。イブの象徴は持ち主に"
                         "1ラウンドあたり{t:.2f}エスティーム、ほかでいちばんの{s}の象徴は{u:.2f}",
                         "A player ended with {k:.1f} Ibu cards worth {v:.1f} esteem on average, {b:.1f} of it the "
                         "+1-per-other bonus; those holding {m} took {x:.1f} from them ({y:.1f} a card). Ibu's totem "
                         "paid its holder {t:.2f} esteem a round held, against {u:.2f} "
                         "for {s}'s, the best of the others"),
}


def space_text(i: int, names: dict[str, Text] = CHOICE_NAMES) -> Text:
    """What track space ``i`` gives: its resources and fish, then its choices ("3 fish, a guide")."""
    sp = TRACK[i]
    parts = ([bundle_text(sp.gain)] if any(sp.gain) else []) + [names[k] for k, on in zip(
        CHOICES, (sp.offer, sp.guide, sp.task), strict=True) if on]
    return Text("・".join(p.ja for p in parts), ", ".join(p.en for p in parts))


def _tick(i: int, lang: Lang) -> str:
    return f"<b>{i + 1}</b><br>" + space_text(i, CHOICE_TICKS)(lang).replace(", ", "<br>").replace("・", "<br>")


def _mean_line(mean: float, lang: Lang, ax: str) -> tuple[dict, dict]:
    """A dotted line at everyone's mean score across subplot ``ax`` (x2, x3…), and its note on its right."""
    shape = {"type": "line", "xref": f"{ax} domain", "x0": 0, "x1": 1, "yref": "y" + ax[1:], "y0": mean, "y1": mean,
             "line": {"color": GUIDE, "dash": "dot", "width": 1}}
    note = {"xref": f"{ax} domain", "x": 1.01, "xanchor": "left", "yref": "y" + ax[1:], "y": mean, "yanchor": "middle",
            "text": T["mean"].format(v=mean)(lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
    return shape, note


# ---- which canoe spaces, and what is used there ---------------------------------------------------------------------
def spaces_chart(game: Game, s: RegionStudy, who: Text) -> Chart:
    rows, rates = s.spaces(), s.use_rates()
    stops = [sum(c.values()) for c in rows]
    if sum(stops):
        a = max(range(len(rows)), key=lambda i: (stops[i], -i))
        b = min(range(len(rows)), key=lambda i: (stops[i], i))
        rate = {k: rates.get(k, (0.0, 0))[0] for k in CHOICES}
        takeaway = T["spaces_takeaway"].format(a=a + 1, x=space_text(a), k=stops[a], n=sum(stops), b=b + 1, m=stops[b],
                                               i=rate["ibu"], g=rate["guide"], t=rate["task"])
    else:
        takeaway = T["nothing"]
    palette = palette_for(game.id)
    colours = {"ibu": palette.rule("buru.lake.offer").colour, "guide": palette.series[0], "task": palette.series[2],
               "two": palette.series[3], "resources": MUTED, "nothing": "#FFFFFF"}
    choices = [k for k in CHOICES if k in rates]

    def draw(lang: Lang) -> dict:
        x = [_tick(i, lang) for i in range(len(rows))]
        data = [{"type": "bar", "name": USE_NAMES[u](lang), "x": x, "y": [c[u] for c in rows],
                 "marker": {"color": colours[u], "line": {"color": INK, "width": 1}},
                 "hovertemplate": "%{x}: %{y}<extra>" + USE_NAMES[u](lang) + "</extra>"} for u in USES]
        data.append({"type": "bar", "xaxis": "x2", "yaxis": "y2", "x": [CHOICE_BARS[k](lang) for k in choices],
                     "y": [rates[k][0] for k in choices], "width": 0.6, "showlegend": False,
                     "marker": {"color": [colours[k] for k in choices], "line": {"color": INK, "width": 1}},
                     "texttemplate": "%{y:.0%}", "textposition": "outside", "cliponaxis": False,
                     "customdata": [T["stops"].format(k=rates[k][1])(lang) for k in choices],
                     "hovertemplate": "%{x}: %{y:.1%} (%{customdata})<extra></extra>"})
        return {"data": data, "layout": layout(
            noted_title(T["spaces_title"], who, T["spaces_sub"], T["note"], lang),
            axis(T["spaces_x"].format(d=s.mean_move()), lang, domain=[0, 0.68], tickangle=0, tickfont={"size": 10}),
            axis(T["spaces_y"], lang, rangemode="tozero"), height=580, barmode="stack",
            xaxis2=axis(T["rates_x"], lang, domain=[0.76, 1], anchor="y2", type="category", tickangle=0),
            yaxis2=axis(T["rates_y"], lang, anchor="x2", tickformat=".0%", range=[0, 1.1]),
            legend={"orientation": "h", "y": -0.32, "yanchor": "top", "x": 0, "traceorder": "normal"},
            margin={"l": 70, "r": 30, "t": 170, "b": 140})}

    return Chart("ambelau_spaces", L["ambelau_spaces"], draw, takeaway)


# ---- is a guide worth taking --------------------------------------------------------------------------------------
def _took(k: int) -> Text:
    """Players by guides taken, as the chart groups them (``MOST_GUIDES`` or more in one bar)."""
    if k == 0:
        return T["took_none"]
    if k == MOST_GUIDES:
        return T["took_more"].format(k=k)
    return T["took_one"] if k == 1 else T["took"].format(k=k)


def _taken(k: int) -> Text:
    if k == 0:
        return T["none"]
    return T["more"].format(k=k) if k == MOST_GUIDES else Text(str(k), str(k))


def guides_chart(game: Game, s: RegionStudy, who: Text) -> Chart:
    rounds, by = s.guided_rounds(), s.by_guides(MOST_GUIDES)
    counts = sorted(by)
    taken, late = s.guides()
    if len(rounds) == 2 and len(counts) >= 2:
        hi, lo = counts[-1], counts[0]
        takeaway = T["guides_takeaway"].format(
            e=rounds[True][0], c=rounds[True][1], f=rounds[False][0], d=rounds[False][1], hi=_took(hi), p=by[hi][0],
            w=by[hi][1], lo=_took(lo), q=by[lo][0], x=by[lo][1])
    else:
        takeaway = T["nothing"]
    palette = palette_for(game.id)
    groups = [g for g in (True, False) if g in rounds]
    colours = [palette.series[0] if g else MUTED for g in groups]
    mean = s.mean_score()

    def draw(lang: Lang) -> dict:
        x = [(T["with"] if g else T["without"])(lang) for g in groups]
        seen = [T["rounds"].format(k=rounds[g][2])(lang) for g in groups]
        data = [{"type": "bar", "xaxis": f"x{k or ''}", "yaxis": f"y{k or ''}", "x": x,
                 "y": [rounds[g][i] for g in groups], "width": 0.6, "showlegend": False,
                 "marker": {"color": colours, "line": {"color": INK, "width": 1}}, "texttemplate": fmt,
                 "textposition": "outside", "cliponaxis": False, "customdata": seen,
                 "hovertemplate": "%{x}: %{y:.2f} (%{customdata})<extra></extra>"}
                for k, i, fmt in ((0, 0, "%{y:.1f}"), (2, 1, "%{y:.2f}"))]
        data.append({"type": "bar", "xaxis": "x3", "yaxis": "y3", "x": [_taken(k)(lang) for k in counts],
                     "y": [by[k][0] for k in counts], "width": 0.6, "marker": {"color": BAR}, "showlegend": False,
                     "text": [T["wins"].format(w=by[k][1])(lang) for k in counts], "textposition": "outside",
                     "cliponaxis": False, "customdata": [T["players"].format(k=by[k][2])(lang) for k in counts],
                     "hovertemplate": "%{x}: %{y:.1f}, %{text} (%{customdata})<extra></extra>"})
        shape, note = _mean_line(mean, lang, "x3")
        top = max([by[k][0] for k in counts], default=1.0)
        return {"data": data, "layout": layout(
            noted_title(T["guides_title"], who, T["guides_sub"].format(t=taken, l=late), T["note"], lang),
            axis(T["round_x"], lang, domain=[0, 0.24], type="category"),
            axis(T["esteem_y"], lang, rangemode="tozero"), height=520,
            xaxis2=axis(T["round_x"], lang, domain=[0.36, 0.6], anchor="y2", type="category"),
            yaxis2=axis(T["conquests_y"], lang, anchor="x2", rangemode="tozero"),
            xaxis3=axis(T["taken_x"], lang, domain=[0.72, 1], anchor="y3", type="category"),
            yaxis3=axis(T["score_y"], lang, anchor="x3", range=[0, top * 1.2]),
            shapes=[shape], annotations=[note], margin={"l": 70, "r": 80, "t": 170, "b": 80})}

    return Chart("ambelau_guides", L["ambelau_guides"], draw, takeaway)


# ---- what Ibu's cards and totem are worth -------------------------------------------------------------------------
def _cards(k: int) -> Text:
    return T["cards_more"].format(k=k) if k == MOST_IBU else T["cards"].format(k=k)


def ibu_chart(game: Game, s: RegionStudy, who: Text) -> Chart:
    by, totems = s.ibu_cards(MOST_IBU), s.totems()
    counts = sorted(by)
    others = [k for k in totems if k != IBU]
    if IBU in totems and others and counts and counts[-1] > 0:
        k, v, b = s.ibu_means()
        m = counts[-1]
        best = max(others, key=lambda sp: (totems[sp][0], -sp))
        takeaway = T["ibu_takeaway"].format(
            k=k, v=v + b, b=b, m=_cards(m), x=by[m][0] + by[m][1], y=(by[m][0] + by[m][1]) / by[m][2],
            t=totems[IBU][0], s=SPIRIT_NAMES[best], u=totems[best][0])
    else:
        takeaway = T["nothing"]
    palette = palette_for(game.id)
    ibu = palette.components.get("ibu", "#A8D5A2")
    spirits = sorted(totems, key=lambda sp: (sp == IBU, sp))

    def draw(lang: Lang) -> dict:
        x = [f"{_cards(k)(lang)}<br>({T['players'].format(k=by[k][3])(lang)})" for k in counts]
        data = [{"type": "bar", "name": T[key](lang), "x": x, "y": [by[k][i] for k in counts],
                 "marker": {"color": ibu, "line": {"color": INK, "width": 1}, **pattern}, "texttemplate": "%{y:.1f}",
                 "textposition": "inside", "insidetextanchor": "middle",
                 "hovertemplate": "%{x}: %{y:.2f}<extra>" + T[key](lang) + "</extra>"}
                for key, i, pattern in (("values", 0, {}), ("bonus", 1, {"pattern": {
                    "shape": "/", "fgcolor": "#FFFFFF", "bgcolor": ibu, "solidity": 0.3}}))]
        names = [T["spirit"].format(s=SPIRIT_NAMES[sp], a=AREA_NAMES[SPIRIT_AREA[sp]])(lang) for sp in spirits]
        data.append({"type": "bar", "xaxis": "x2", "yaxis": "y2", "x": names, "y": [totems[sp][0] for sp in spirits],
                     "width": 0.6, "showlegend": False, "texttemplate": "%{y:.2f}", "textposition": "outside",
                     "cliponaxis": False, "customdata": [T["held"].format(k=totems[sp][1])(lang) for sp in spirits],
                     "marker": {"color": [ibu if sp == IBU else palette.components.get(SPIRIT_KEYS[sp], BAR)
                                          for sp in spirits], "line": {"color": INK, "width": 1}},
                     "hovertemplate": "%{x}: %{y:.2f} (%{customdata})<extra></extra>"})
        top = max([totems[sp][0] for sp in spirits], default=1.0)
        return {"data": data, "layout": layout(
            noted_title(T["ibu_title"], who, T["ibu_sub"], T["note"], lang),
            axis(T["cards_x"], lang, domain=[0, 0.5], type="category"),
            axis(T["cards_y"], lang, rangemode="tozero"), height=520, barmode="stack",
            xaxis2=axis(T["totems_x"], lang, domain=[0.6, 1], anchor="y2", type="category", tickangle=0),
            yaxis2=axis(T["totems_y"], lang, anchor="x2", range=[0, top * 1.2]),
            legend={"orientation": "h", "y": -0.25, "yanchor": "top", "x": 0, "traceorder": "normal"},
            margin={"l": 70, "r": 30, "t": 170, "b": 120})}

    return Chart("ambelau_ibu", L["ambelau_ibu"], draw, takeaway)


def region_charts(game: Game, run: Run) -> list[Chart]:
    """The three Ambelau region charts, from games with the region at the page's table size (played on the first
    call)."""
    s = region_study(game, run.players, REGION_GAMES, run.seed, run.cache)
    who = T["who"].format(g=len(s.games), n=s.players, s=seat_names(game, s.seats))
    return [spaces_chart(game, s, who), guides_chart(game, s, who), ibu_chart(game, s, who)]
