"""Blue Moon City's own analysis charts: do scale races decide games, how much neighbourhood chains bring, which peoples'
cards the winners play, and what counting crystal rewards by value instead of in tiles changes.

Every number comes from the page's one simulation (``Run``), watched move by move by
``kernel_games.blue_moon_city.analysis.Watcher``; the last chart sets its first ``READING_GAMES`` games beside the same
deals played again with crystals counted by value (``reading_study``: about 8 s for four planners, once per kernel).
The figures are rebuilt for each language; every title says that most tiles' boxes and rewards and the split of the
cards' values are reconstructed (components.py).
"""

from __future__ import annotations

from kernel_games.blue_moon_city.analysis import POWER, SOURCES, VALUE, Reading, Watcher, reading_study, watcher
from kernel_games.blue_moon_city.components import PEOPLES
from kernel_games.core import Game, Lang, Text
from kernel_games.core.text import plural

from ..boards.palettes import palette_for, tint
from .chart import Chart, GameCharts, Run, axis, layout, noted_title, seat_names
from .colours import GUIDE

INTRO = Text("金のウロコの競争は勝負を決めるか、隣接ボーナスの連鎖はどれほどか、"
             "勝者はどの種族のカードを多く使うか、クリスタルを価値で数えるとゲームはどう変わるか（シミュレーション）。",
             "Whether the race for golden scales decides games, what chains of neighbourhood rewards bring, which "
             "peoples' cards the winners play, and what counting crystals by value changes (simulated).")

L = {
    "scales": Text("金のウロコの決算を制すると勝てるか", "Does leading a scale scoring win games?"),
    "sources": Text("クリスタルはどこから来るか（勝者とその他）", "Where the crystals come from (winners and the rest)"),
    "chains": Text("再建済みの隣で完成させると何が得られるか", "What completing beside built tiles brings"),
    "peoples": Text("勝者はどの種族のカードを多く使うか", "Which peoples' cards the winners play more"),
    "readings": Text("クリスタルを価値で数えるとゲームはどう変わるか", "What counting crystals by value changes"),
}
READING_GAMES = 40  # deals played again by value: about 8 s for four planners
SOURCE_NAMES = dict(zip(SOURCES, (
    Text("最多貢献ボーナス", "Majority rewards"),
    Text("建築ボーナス", "Participation rewards"),
    Text("隣接ボーナス", "Neighbourhood rewards"),
    Text("ウロコの決算", "Scale scoring"),
), strict=True))
T = {
    "note": Text("※建物の多くのマスと報酬、カードの値の内訳は公開情報がないため再構成したデータです",
                 "Note: most tiles' boxes and rewards, and the split of the cards' values, are reconstructed data"),
    "games": Text("{g}ゲーム・{n}人（{s}）", "{g} games of {n} players ({s})"),
    "scales_title": Text("ウロコの決算で単独トップになった回数別の勝率", "Win rate by scale scorings led alone"),
    "scales_sub": Text("1ゲーム平均{k:.1f}回の決算。単独トップはクリスタル6枚、同点トップは3枚ずつ、ほかは3枚以上で3枚",
                       "{k:.1f} scale scorings a game; a sole leader takes 6 crystal tiles, tied leaders 3 each, anyone "
                       "else with 3 or more scales 3"),
    "scales_x": Text("そのゲームで単独トップになった決算の回数", "Scale scorings the player led alone in the game"),
    "scales_y": Text("勝率", "Win rate"),
    "none": Text("0回", "none"),
    "once": Text("1回", "once"),
    "more": Text("{k}回以上", "{k} or more"),
    "even": Text("互角<br>{p:.0%}", "even<br>chance<br>{p:.0%}"),
    "scales_takeaway": Text("決算を単独で制したことのあるプレイヤーの勝率は{a:.0%}、一度もないプレイヤーは{b:.0%}（互角は{e:.0%}）。"
                            "決算は1ゲーム平均{k:.1f}回",
                            "Players who led a scale scoring alone won {a:.0%} of their games, those who never did "
                            "{b:.0%} (even: {e:.0%}); {k:.1f} scale scorings a game"),
    "scales_takeaway_none": Text("このゲームでは誰もウロコの決算を単独で制していない（決算は1ゲーム平均{k:.1f}回）",
                                 "Nobody led a scale scoring alone in these games ({k:.1f} scale scorings a game)"),
    "scales_takeaway_all": Text("どのプレイヤーも一度は決算を単独で制し、その勝率は{a:.0%}（互角は{e:.0%}）。"
                                "決算は1ゲーム平均{k:.1f}回",
                                "Every player led a scale scoring alone at least once and won {a:.0%} of their games "
                                "(even: {e:.0%}); {k:.1f} scale scorings a game"),
    "sources_title": Text("1人が1ゲームで受け取るクリスタルの枚数（出どころ別）",
                          "Crystal tiles a player receives in a game, by where they come from"),
    "sources_sub": Text("勝者（同点の勝者を含む）とそれ以外のプレイヤーの平均。クリスタルはタイルの枚数（1か3の価値）、"
                        "品切れ中の貸しも貸しができたときに数える",
                        "Mean of the winners (shared wins included) and of the other players; counted in tiles (each "
                        "worth 1 or 3), tiles owed while the supply was empty counted when owed"),
    "sources_x": Text("1人・1ゲームあたりのクリスタルの枚数", "Crystal tiles per player per game"),
    "sources_y": Text("プレイヤー", "Players"),
    "winners": Text("勝者", "Winners"),
    "others": Text("ほかのプレイヤー", "Other players"),
    "sources_takeaway": Text("隣接ボーナスは1人1ゲーム平均{n:.1f}枚（全体の{s:.0%}）。"
                             "勝者は1ゲームに{w:.1f}枚、ほかは{o:.1f}枚を受け取り、勝者の{ws:.0%}はウロコの決算から（ほかは{os:.0%}）",
                             "Neighbourhood rewards bring {n:.1f} crystal tiles per player a game ({s:.0%} of all); "
                             "winners take {w:.1f} tiles a game, the others {o:.1f}, and {ws:.0%} of the winners' tiles "
                             "come from scale scoring ({os:.0%} of the others')"),
    "chains_title": Text("建物が完成したときの、報酬のある再建済みの隣の数",
                         "Built neighbours with a reward when a building is completed"),
    "chains_sub": Text("棒: 完成した建物の割合。数字: そのとき貢献者1人が隣接ボーナスで受け取るクリスタルの平均枚数",
                       "Bars: share of completions; numbers: the neighbourhood crystal tiles each contributor takes "
                       "then, on average"),
    "chains_x": Text("報酬のある再建済みの隣の数（中庭は数えない）", "Built neighbours with a reward (the Courtyard gives none)"),
    "chains_y": Text("完成した建物の割合", "Share of completions"),
    "each": Text("1人{t:.1f}枚", "{t:.1f} tiles each"),
    "chains_takeaway": Text("建物の{p:.0%}は再建済みの隣がある状態で完成し、そのとき貢献者1人は隣接ボーナスで平均{c:.1f}枚"
                            "（隣が2つ以上なら{c2:.1f}枚）",
                            "{p:.0%} of buildings are completed beside a built tile with a reward; each contributor then "
                            "takes {c:.1f} neighbourhood crystal tiles on average ({c2:.1f} beside two or more)"),
    "chains_takeaway_none": Text("このゲームでは建物が1つも完成していない", "No building was completed in these games"),
    "peoples_title": Text("勝者がほかのプレイヤーより多く使ったカード（1ゲームあたり、種族・使い方別）",
                          "How many more cards of each people a winner played than the other players, per game"),
    "peoples_sub": Text("値として: その色の支払い、ホークスで色を変えた支払い。力として: カインド、ミミックスの組、ホークス、"
                        "フリット、ドラゴン、ピラー",
                        "For value: paying boxes of its colour, or recoloured by a Hoax. For power: Khind, Mimix pairs, "
                        "Hoax, Flit, the dragons, Pillar"),
    "peoples_x": Text("勝者 − ほかのプレイヤー（1ゲームあたりの枚数）", "Winners minus the other players (cards per game)"),
    "peoples_y": Text("種族（カードの色）", "People (card colour)"),
    "value": Text("値として", "For value"),
    "power": Text("力として", "For power"),
    "people": Text("{p}（{c}）", "{p} ({c})"),
    "readings_title": Text("同じ配りで、クリスタルの報酬をタイルの枚数で数えた場合と価値で数えた場合",
                           "The same deals with crystal rewards counted in tiles, and by value"),
    "readings_sub": Text("{k}ゲームずつの平均。手番は1人あたり、クリスタルは価値（捧げたものと最後に残ったもの、貸しを含む）、"
                         "勝者のリードは2位との捧げものの差",
                         "Means of {k} games each: turns a player takes; crystals by value (offered, and left at the "
                         "end, owed ones included); the winner's lead in offerings over the runner-up"),
    "readings_x": Text("1ゲームあたりの平均", "Mean per game"),
    "readings_y": Text("プレイヤーが気にすること", "What a player asks"),
    "by_tiles": Text("タイルの枚数で（この解説の読み方）", "In tiles (this walkthrough's reading)"),
    "by_value": Text("価値で（出版ルール、オプション）", "By value (the published rulebook; the option)"),
    "m_turns": Text("1人の手番の数", "Turns a player takes"),
    "m_received": Text("1人が受け取るクリスタル", "Crystals a player receives"),
    "m_left": Text("最後に残るクリスタル", "Crystals left at the end"),
    "m_lead": Text("勝者のリード（捧げもの）", "Winner's lead (offerings)"),
    "readings_takeaway": Text("価値で数えると、ゲームは1人{vt:.1f}手番（タイルの枚数では{tt:.1f}）、1人が受け取るクリスタルは"
                              "{vr:.1f}（{tr:.1f}）、最後に残るのは{vl:.1f}（{tl:.1f}）、勝者のリードは{vd:.1f}（{td:.1f}）",
                              "Counted by value, a game lasts {vt:.1f} turns a player ({tt:.1f} in tiles); a player "
                              "receives {vr:.1f} crystals ({tr:.1f}) and keeps {vl:.1f} at the end ({tl:.1f}); the "
                              "winner leads by {vd:.1f} offerings ({td:.1f})"),
    "peoples_takeaway": Text("勝者がいちばん多く使うのは、値としては{p}（1ゲームあたり{a:+.2f}枚）、力としては{q}（{b:+.2f}枚）",
                             "The winners' biggest lead for value is {p} ({a:+.2f} cards a game over the others); for "
                             "power, {q} ({b:+.2f})"),
}


def _players(n: int) -> Text:
    return Text(f"{n}人", plural(n, "player"))


def _series(game: Game, i: int, default: str) -> str:
    """The ``i``-th colour the game's palette keeps for series that are no player."""
    series = palette_for(game.id).series
    return series[i] if i < len(series) else default


def _watched(run: Run) -> Watcher:
    w = run.watched
    if not isinstance(w, Watcher):
        raise TypeError("Blue Moon City's charts need the page's simulation to be watched (watcher)")
    return w


def _even_line(p: float, lang: Lang) -> tuple[dict, dict]:
    shape = {"type": "line", "xref": "paper", "x0": 0, "x1": 1, "yref": "y", "y0": p, "y1": p,
             "line": {"color": GUIDE, "dash": "dot", "width": 1}}
    note = {"xref": "paper", "x": 1.01, "xanchor": "left", "yref": "y", "y": p, "yanchor": "middle",
            "text": T["even"].format(p=p)(lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
    return shape, note


# ---- scale races -------------------------------------------------------------------------------------------------------
def scales_takeaway(rates: dict[int, tuple[float, int]], players: int, per_game: float) -> Text:
    """Leaders' and the others' win rates (Watcher.win_rate_by_led), pooled over every number of scorings led."""
    led = [(rates[k][0] * rates[k][1], rates[k][1]) for k in rates if k > 0]
    seen = sum(n for _, n in led)
    if not seen:
        return T["scales_takeaway_none"].format(k=per_game)
    a = sum(x for x, _ in led) / seen
    if 0 not in rates:
        return T["scales_takeaway_all"].format(a=a, e=1 / players, k=per_game)
    return T["scales_takeaway"].format(a=a, b=rates[0][0], e=1 / players, k=per_game)


def scales_chart(game: Game, run: Run, who: Text) -> Chart:
    w = _watched(run)
    rates = w.win_rate_by_led()
    keys = sorted(rates)
    names = {0: T["none"], 1: T["once"], 2: T["more"].format(k=2)}
    per_game = w.scorings_per_game()
    takeaway = scales_takeaway(rates, run.players, per_game)
    colour = palette_for(game.id).components.get("scale", "#B8860B")

    def draw(lang: Lang) -> dict:
        data = [{"type": "bar", "x": [names[k](lang) for k in keys], "y": [rates[k][0] for k in keys], "width": 0.5,
                 "marker": {"color": colour}, "texttemplate": "%{y:.0%} (%{customdata})", "textposition": "outside",
                 "cliponaxis": False, "customdata": [_players(rates[k][1])(lang) for k in keys],
                 "hovertemplate": "%{x}: %{y:.1%} (%{customdata})<extra></extra>"}]
        shape, note = _even_line(1 / run.players, lang)
        return {"data": data, "layout": layout(
            noted_title(T["scales_title"], who, T["scales_sub"].format(k=per_game), T["note"], lang),
            axis(T["scales_x"], lang), axis(T["scales_y"], lang, tickformat=".0%", range=[0, 1]), height=480,
            shapes=[shape], annotations=[note], margin={"l": 70, "r": 90, "t": 160, "b": 70})}

    return Chart("scales", L["scales"], draw, takeaway)


# ---- where the crystals come from ----------------------------------------------------------------------------------------
def sources_chart(game: Game, run: Run, who: Text) -> Chart:
    w = _watched(run)
    win, rest = w.tiles_per_game(True), w.tiles_per_game(False)
    neighbourhood = SOURCES[2]
    n_games = sum(g.players for g in w.games) or 1
    winners = sum(len(g.winners) for g in w.games)
    all_nb = (win[neighbourhood] * winners + rest[neighbourhood] * (n_games - winners)) / n_games
    takeaway = T["sources_takeaway"].format(
        n=all_nb, s=w.share(neighbourhood), w=sum(win.values()), o=sum(rest.values()),
        ws=w.share(SOURCES[3], True), os=w.share(SOURCES[3], False))
    blue = _series(game, 1, "#0072B2")
    colours = dict(zip(SOURCES, (blue, tint(blue, 0.5), _series(game, 2, "#D55E00"),
                                 palette_for(game.id).components.get("scale", "#B8860B")), strict=True))

    def draw(lang: Lang) -> dict:
        groups = [T["winners"](lang), T["others"](lang)]
        data = [{"type": "bar", "orientation": "h", "name": SOURCE_NAMES[s](lang), "y": groups, "x": [win[s], rest[s]],
                 "marker": {"color": colours[s]}, "text": [f"{v:.1f}" if v >= 0.5 else "" for v in (win[s], rest[s])],
                 "textposition": "inside",
                 "hovertemplate": "%{y}, " + SOURCE_NAMES[s](lang) + ": %{x:.2f}<extra></extra>"} for s in SOURCES]
        return {"data": data, "layout": layout(
            noted_title(T["sources_title"], who, T["sources_sub"], T["note"], lang), axis(T["sources_x"], lang, rangemode="tozero"),
            axis(T["sources_y"], lang, autorange="reversed", ticksuffix="  "), height=420, barmode="stack",
            legend={"orientation": "h", "y": -0.25, "yanchor": "top", "traceorder": "normal"},
            margin={"l": 130, "r": 40, "t": 160, "b": 120})}

    return Chart("sources", L["sources"], draw, takeaway)


# ---- neighbourhood chains ------------------------------------------------------------------------------------------------
def chains_chart(game: Game, run: Run, who: Text) -> Chart:
    w = _watched(run)
    ks = list(range(max(w.completions, default=0) + 1))
    total = sum(w.completions.values())
    if total:
        beside = [k for k in ks if k >= 1]
        contributors = sum(w.contributors[k] for k in beside)
        two = [k for k in ks if k >= 2]
        c2 = sum(w.neighbour_tiles[k] for k in two) / max(1, sum(w.contributors[k] for k in two))
        takeaway = T["chains_takeaway"].format(p=sum(w.completion_share(k) for k in beside),
                                               c=sum(w.neighbour_tiles[k] for k in beside) / max(1, contributors), c2=c2)
    else:
        takeaway = T["chains_takeaway_none"]
    colour = _series(game, 2, "#D55E00")

    def draw(lang: Lang) -> dict:
        data = [{"type": "bar", "x": [str(k) for k in ks], "y": [w.completion_share(k) for k in ks], "width": 0.6,
                 "marker": {"color": colour},
                 "text": [T["each"].format(t=w.neighbour_tiles_each(k))(lang) if w.completions[k] and k else "" for k in ks],
                 "textposition": "outside", "cliponaxis": False,
                 "customdata": [w.completions[k] for k in ks], "hovertemplate": "%{x}: %{y:.1%} (%{customdata})<extra></extra>"}]
        return {"data": data, "layout": layout(
            noted_title(T["chains_title"], who, T["chains_sub"], T["note"], lang), axis(T["chains_x"], lang, type="category"),
            axis(T["chains_y"], lang, tickformat=".0%", rangemode="tozero"), height=460,
            margin={"l": 70, "r": 40, "t": 160, "b": 70})}

    return Chart("chains", L["chains"], draw, takeaway)


# ---- the peoples' cards ---------------------------------------------------------------------------------------------------
def peoples_chart(game: Game, run: Run, who: Text) -> Chart:
    w = _watched(run)
    lead = w.card_lead()
    names = [T["people"].format(p=PEOPLES[p].name, c=PEOPLES[p].colour) for p in range(len(PEOPLES))]
    best = {use: max(range(len(PEOPLES)), key=lambda p, u=use: lead[p, u]) for use in (VALUE, POWER)}
    takeaway = T["peoples_takeaway"].format(p=PEOPLES[best[VALUE]].name, a=lead[best[VALUE], VALUE],
                                            q=PEOPLES[best[POWER]].name, b=lead[best[POWER], POWER])
    colours = {VALUE: _series(game, 1, "#0072B2"), POWER: _series(game, 2, "#D55E00")}

    def draw(lang: Lang) -> dict:
        data = [{"type": "bar", "orientation": "h", "name": T[use](lang), "y": [n(lang) for n in names],
                 "x": [lead[p, use] for p in range(len(PEOPLES))], "marker": {"color": colours[use]},
                 "hovertemplate": "%{y}, " + T[use](lang) + ": %{x:+.2f}<extra></extra>"} for use in (VALUE, POWER)]
        return {"data": data, "layout": layout(
            noted_title(T["peoples_title"], who, T["peoples_sub"], T["note"], lang),
            axis(T["peoples_x"], lang, zeroline=True, zerolinecolor=GUIDE),
            axis(T["peoples_y"], lang, autorange="reversed", ticksuffix="  "), height=560, barmode="group",
            legend={"orientation": "h", "y": -0.15, "yanchor": "top"}, margin={"l": 150, "r": 40, "t": 160, "b": 110})}

    return Chart("peoples", L["peoples"], draw, takeaway)


# ---- the two readings of a crystal reward ------------------------------------------------------------------------------
METRICS = ("turns", "received", "left", "lead")


def readings(run: Run) -> tuple[Reading, Reading]:
    """The page's first ``READING_GAMES`` games (crystals in tiles) and the same deals played by value."""
    k = min(run.summary.games, READING_GAMES)
    by_value = reading_study(run.game, run.players, k, run.seats, run.seed, run.cache)
    return Reading.of(_watched(run).games[:k]), Reading.of(by_value)


def readings_chart(game: Game, run: Run, who: Text) -> Chart:
    tiles, value = readings(run)
    takeaway = T["readings_takeaway"].format(vt=value.turns, tt=tiles.turns, vr=value.received, tr=tiles.received,
                                             vl=value.left, tl=tiles.left, vd=value.lead, td=tiles.lead)
    colours = {"by_tiles": _series(game, 1, "#0072B2"), "by_value": _series(game, 2, "#D55E00")}

    def draw(lang: Lang) -> dict:
        names = [T[f"m_{m}"](lang) for m in METRICS]
        data = [{"type": "bar", "orientation": "h", "name": T[key](lang), "y": names,
                 "x": [getattr(r, m) for m in METRICS], "marker": {"color": colours[key]},
                 "texttemplate": "%{x:.1f}", "textposition": "outside", "cliponaxis": False,
                 "hovertemplate": "%{y}, " + T[key](lang) + ": %{x:.2f}<extra></extra>"}
                for key, r in (("by_tiles", tiles), ("by_value", value))]
        return {"data": data, "layout": layout(
            noted_title(T["readings_title"], who, T["readings_sub"].format(k=tiles.games), T["note"], lang),
            axis(T["readings_x"], lang, rangemode="tozero"), axis(T["readings_y"], lang, autorange="reversed",
                                                                  ticksuffix="  "),
            height=480, barmode="group", legend={"orientation": "h", "y": -0.2, "yanchor": "top"},
            margin={"l": 200, "r": 60, "t": 160, "b": 110})}

    return Chart("readings", L["readings"], draw, takeaway)


def charts(game: Game, run: Run) -> list[Chart]:
    """Blue Moon City's five charts for the Analysis picker (widgets/analyses/__init__.py)."""
    who = T["games"].format(g=run.summary.games, n=run.players, s=seat_names(run.game, run.seats))
    return [scales_chart(game, run, who), sources_chart(game, run, who), chains_chart(game, run, who),
            peoples_chart(game, run, who), readings_chart(game, run, who)]


def studies(players: int, games: int) -> int:
    """The deals the readings chart plays again by value (the progress bar's total)."""
    return min(games, READING_GAMES)


ANALYSIS = GameCharts(INTRO, charts, watcher, studies)
