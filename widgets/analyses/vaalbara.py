"""Vaalbara's own charts: which character pays in which round, and which land is worth most for a realm.

Both read the page's one simulation through ``kernel_games.vaalbara.analysis.Watcher``; the figures are redrawn
for each language, the takeaways computed once from the same numbers.
"""

from __future__ import annotations

from kernel_games.core import Game, Lang, Text
from kernel_games.vaalbara.analysis import REALMS, ROUNDS, LandValue, Realm, Watcher, character_keys, land_values
from kernel_games.vaalbara.components import CHARACTERS, LAND_NAMES, LAND_SYMBOLS, LAND_TYPES

from .chart import Chart, GameCharts, Run, axis, layout, seat_names, title
from .colours import BACKGROUND, CELL_EDGE, DARK_FROM, INK, MUTED, PAPER_INK, VAALBARA_LANDS, on_scale

MIN_TURNS = 10  # a cell with fewer simulated turns is left blank: too few to say
EARLY, LATE = (1, 2, 3), (7, 8, 9)

INTRO = Text("シミュレーションしたゲームから: どのキャラクターがどのラウンドで稼ぐか、"
             "自分の領域にはどの土地が得か、点はどこから来るか。",
             "From simulated games: which character pays in which round, which land is worth most for your realm, "
             "and where the points come from.")

T = {
    "characters": Text("どのラウンドにどのキャラクターが稼ぐか", "Which character pays in which round"),
    "char_title": Text("キャラクターを出した手番に得る平均点（ラウンド別）", "Average points gained in the turn a character is "
                       "played, by round"),
    "char_sub": Text("{g}ゲーム（{s}）。手番の点 = キャラクターの効果 + そのあと取る土地。色が濃いほど多い",
                     "{g} games ({s}). A turn's points = the character's effect + the land taken after it; darker = more"),
    "char_blank": Text("空欄: その組み合わせの手番が{k}回未満", "Blank: fewer than {k} turns played it"),
    "round": Text("ラウンド", "Round"),
    "character": Text("キャラクター（イニシアチブ順）", "Character (by initiative)"),
    "cell": Text("{c}・ラウンド{r}: 平均{v:+.1f}点（{k}手番）", "{c}, round {r}: {v:+.1f} on average ({k} turns)"),
    "char_takeaway": Text("1〜3ラウンドでいちばん稼ぐのは{a}（1手番平均{x:+.1f}点）、7〜9ラウンドでは{b}（平均{y:+.1f}点）",
                          "Rounds 1–3: the {a} gains most (avg {x:+.1f} a turn); rounds 7–9: the {b} (avg {y:+.1f})"),
    "lands": Text("自分の領域ならどの土地が得か", "Which land is best for your realm"),
    "land_title": Text("いま土地を1枚取ると得る点（典型的な領域ごと）", "Points for taking each land now, for typical realms"),
    "land_sub": Text("隣人の牧草地と出したキャラクター（川）はそのラウンドのシミュレーション{g}ゲーム（{s}）の平均。"
                     "農夫の2倍は含まない",
                     "Neighbours' meadows and the character played (River) as in that round of {g} simulated games ({s}); "
                     "no Farmer doubling"),
    "land_later": Text("いまの点だけ: 後の得点のための準備は含まない（山は2枚目で10点、4枚目で20点）",
                       "Points now only, not what a land sets up (a second Mountain scores 10, a fourth 20)"),
    "now": Text("いま得る点", "points now"),
    "bonus": Text("そろう種類ボーナス（ゲーム終了時）", "variety bonus it completes (end of game)"),
    "points": Text("点数", "Points"),
    "realm": Text("あなたの領域", "Your realm"),
    "in_round": Text("（{r}ラウンド目）", "(round {r})"),
    "land_hover": Text("{l}: いま{n:.1f}点 + ボーナス{b}点", "{l}: {n:.1f} now + {b} bonus"),
    "best": Text("{realm}→{land}（{v:.1f}点）", "{realm}: {land} ({v:.1f})"),
    "land_takeaway": Text("いま取って最も得な土地: {list}", "Best land to take now — {list}"),
}


def _name(initiative: int) -> Text:
    return CHARACTERS[initiative].name


def best_character(watcher: Watcher, rounds: tuple[int, ...]) -> tuple[int, float]:
    """The character whose turns in these rounds gained most on average (among those played at least MIN_TURNS
    times there, if any), and that average."""
    played = {i: sum(watcher.turns(i, r) for r in rounds) for i in character_keys()}
    pool = [i for i in played if played[i] >= MIN_TURNS] or [i for i in played if played[i]]
    if not pool:
        raise ValueError(f"no turn was simulated in rounds {rounds}")
    best = max(pool, key=lambda i: (watcher.average_over(i, rounds), -i))
    return best, watcher.average_over(best, rounds)


def characters_chart(run: Run) -> Chart:
    w: Watcher = run.watched
    keys = character_keys()
    cells = {(i, r): w.average(i, r) for i in keys for r in ROUNDS if w.turns(i, r) >= MIN_TURNS}
    low, high = (min(cells.values()), max(cells.values())) if cells else (0.0, 1.0)
    a, x = best_character(w, EARLY)
    b, y = best_character(w, LATE)
    takeaway = T["char_takeaway"].format(a=_name(a), x=x, b=_name(b), y=y)

    def draw(lang: Lang) -> dict:
        shapes, xs, ys, texts, colours, hover = [], [], [], [], [], []
        for row, i in enumerate(keys):
            for r in ROUNDS:
                v = cells.get((i, r))
                t = 0.0 if v is None else (v - low) / ((high - low) or 1.0)
                shapes.append({"type": "rect", "xref": "x", "yref": "y", "x0": r - 0.5, "x1": r + 0.5, "y0": row - 0.5,
                               "y1": row + 0.5, "line": {"color": CELL_EDGE, "width": 1}, "layer": "below",
                               "fillcolor": MUTED if v is None else on_scale(t)})
                xs.append(r)
                ys.append(row)
                texts.append("" if v is None else f"{v:.1f}")
                colours.append(PAPER_INK if v is not None and t >= DARK_FROM else INK)
                hover.append("" if v is None else T["cell"].format(c=_name(i), r=r, v=v, k=w.turns(i, r))(lang))
        data = [{"type": "scatter", "mode": "markers+text", "x": xs, "y": ys, "text": texts,
                 "textfont": {"color": colours, "size": 12}, "marker": {"symbol": "square", "size": 30, "opacity": 0},
                 "hovertext": hover, "hoverinfo": "text", "showlegend": False}]
        games, seats = run.summary.games, seat_names(run.game, run.seats)
        return {"data": data, "layout": layout(
            title(T["char_title"], lang, T["char_sub"].format(g=games, s=seats), T["char_blank"].format(k=MIN_TURNS)),
            axis(T["round"], lang, tickvals=list(ROUNDS), range=[0.5, len(ROUNDS) + 0.5], showgrid=False, zeroline=False),
            axis(T["character"], lang, tickvals=list(range(len(keys))), range=[len(keys) - 0.5, -0.5], showgrid=False,
                 zeroline=False, ticktext=[f"[{i}] {_name(i)(lang)}" for i in keys]),
            height=600, shapes=shapes, margin={"l": 150, "r": 30, "t": 110, "b": 60})}

    return Chart("characters", T["characters"], draw, takeaway)


def _realm_label(realm: Realm, lang: Lang) -> str:
    """The realm's name, two land types a line, and its round."""
    words = realm.name(lang).split(", ")
    lines = [", ".join(words[i:i + 2]) + ("," if i + 2 < len(words) else "") for i in range(0, len(words), 2)]
    return "<br>".join([*lines, T["in_round"].format(r=realm.round)(lang)])


def best_land(values: dict[str, LandValue]) -> str:
    """The land type worth most now (points now + the bonus it completes); ties go to the first in LAND_TYPES."""
    return max(LAND_TYPES, key=lambda k: (values[k].total, -LAND_TYPES.index(k)))


def lands_chart(run: Run) -> Chart:
    values = {realm.key: land_values(realm, run.watched) for realm in REALMS}
    best = {realm.key: best_land(values[realm.key]) for realm in REALMS}
    items = [T["best"].format(realm=realm.name, land=LAND_NAMES[best[realm.key]], v=values[realm.key][best[realm.key]].total)
             for realm in REALMS]
    listed = Text("、".join(t.ja for t in items), " · ".join(t.en for t in items))
    takeaway = T["land_takeaway"].format(list=listed)

    def draw(lang: Lang) -> dict:
        x = [_realm_label(realm, lang) for realm in REALMS]
        data = []
        for kind in LAND_TYPES:
            now = [values[r.key][kind].now for r in REALMS]
            bonus = [values[r.key][kind].bonus for r in REALMS]
            text = [("★ " if best[r.key] == kind else "") + f"{values[r.key][kind].total:.1f}" for r in REALMS]
            name = f"{LAND_SYMBOLS[kind]} {LAND_NAMES[kind](lang)}"
            hover = [T["land_hover"].format(l=LAND_NAMES[kind], n=n, b=b)(lang) for n, b in zip(now, bonus, strict=True)]
            colour = VAALBARA_LANDS[kind]
            data.append({"type": "bar", "name": name, "x": x, "y": now, "offsetgroup": kind, "legendgroup": kind,
                         "marker": {"color": colour, "line": {"color": INK, "width": 0.5}},
                         "text": [t if b == 0 else "" for t, b in zip(text, bonus, strict=True)], "textposition": "outside",
                         "constraintext": "none",
                         "cliponaxis": False, "hovertext": hover, "hoverinfo": "text"})
            data.append({"type": "bar", "name": T["bonus"](lang), "x": x, "y": bonus, "base": now, "offsetgroup": kind,
                         "legendgroup": kind, "showlegend": False, "constraintext": "none",
                         "marker": {"color": colour, "line": {"color": INK, "width": 0.5},
                                    "pattern": {"shape": "/", "fgcolor": INK, "fillmode": "overlay", "solidity": 0.3}},
                         "text": [t if b else "" for t, b in zip(text, bonus, strict=True)], "textposition": "outside",
                         "cliponaxis": False, "hovertext": hover, "hoverinfo": "text"})
        data.append({"type": "bar", "name": T["bonus"](lang), "x": [x[0]], "y": [None], "legendgroup": "bonus",
                     "marker": {"color": BACKGROUND, "line": {"color": INK, "width": 0.5},
                                "pattern": {"shape": "/", "fgcolor": INK, "fillmode": "overlay", "solidity": 0.3}},
                     "hoverinfo": "skip"})  # the legend's entry for the hatched parts, which take each land's colour
        games, seats = run.summary.games, seat_names(run.game, run.seats)
        top = max(v.total for vs in values.values() for v in vs.values())
        return {"data": data, "layout": layout(
            title(T["land_title"], lang, T["land_sub"].format(g=games, s=seats), T["land_later"]),
            axis(T["realm"], lang), axis(T["points"], lang, range=[0, top * 1.15 + 0.5]),
            height=580, barmode="group", bargroupgap=0.05,
            legend={"orientation": "h", "yref": "container", "y": 0.01, "yanchor": "bottom", "x": 0},
            margin={"l": 60, "r": 20, "t": 110, "b": 170})}

    return Chart("lands", T["lands"], draw, takeaway)


def watcher(game: Game, players: int) -> Watcher:
    """Watches the page's simulation for both charts."""
    return Watcher(players)


def charts(game: Game, run: Run) -> list[Chart]:
    """Vaalbara's charts for the Analysis picker (widgets/analyses/__init__.py)."""
    return [characters_chart(run), lands_chart(run)]


ANALYSIS = GameCharts(INTRO, charts, watcher)
