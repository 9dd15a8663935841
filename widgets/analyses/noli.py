"""Noli's own analysis charts: the regatta by rowers, what doubling up is worth, how games end.

The numbers come from ``kernel_games.noli.analysis``: the regatta exactly; doubling up from an experiment of its own
(bots that double up against bots that never do, about 1.5 s, computed once with the page's cache, kept on disk); how
games end from the page's one simulation (``Run``), the same games as every other simulated number of the page. The
figures are rebuilt for each language. Every title says that the numbers rest on reconstructed data (components.py).
"""

from __future__ import annotations

from kernel_games.core import Game, Lang, Text
from kernel_games.core.simulate import Cache
from kernel_games.core.study_cache import remember
from kernel_games.noli.analysis import WIN_RULES, DoublingValue, RowerRow, WinConditions, doubling_value, rower_table
from kernel_games.noli.components import BUOY_FACES, DIE_FACES, INVESTMENTS, MAX_ROWERS, investment_name

from .chart import Chart, GameCharts, Run, axis, seat_names
from .colours import (
    BACKGROUND,
    DOUBLER,
    GUIDE,
    INK,
    NEVER_DOUBLES,
    PAPER_INK,
    ROWERS_AHEAD,
    ROWERS_BEHIND,
    WIN_CONDITIONS,
)

PLAYERS = 4
DOUBLING_GAMES = 96  # about 1.4 s; a multiple of 6, so every seat doubles up equally often (analysis.DOUBLER_SEATS)
SEED = 1

INTRO = Text("レガッタでの漕ぎ手の価値（厳密な計算）、ダブルアップの価値、どの勝利条件でゲームが終わるか（シミュレーション）。",
             "What rowers are worth in the regatta (computed exactly), what doubling up is worth, and which win "
             "condition ends the game (simulated).")

L = {
    "rowers": Text("レガッタで1位になる確率（漕ぎ手の数別）", "Chance of finishing the regatta first, by rowers"),
    "doubling": Text("ダブルアップの価値", "What doubling up is worth"),
    "win_conditions": Text("どの勝利条件でゲームが終わるか", "Which win condition ends the game"),
}
T = {
    "dice_note": Text("※ダイスの面（{d}面中ブイ{b}面）は公開情報がないため再構成したデータです",
                      "Note: the dice faces ({b} buoys of {d}) are reconstructed data, not the published dice"),
    "all_note": Text("※ダイスの面・支持トラック・海域の山札は公開情報がないため再構成したデータです",
                     "Note: the dice faces, support track and sea decks are reconstructed data, not the published game"),
    "rowers_title": Text("レガッタで1位（海域1）になる確率 — {n}人、計算による厳密な値",
                         "Chance of finishing the regatta first (area 1) — {n} players, computed exactly"),
    "rowers_sub": Text("相手{k}人の漕ぎ手は各0人（塗り）または各1人（斜線）。同じ拍のゴールは支持トラックで先の陣営が先",
                       "The {k} opponents have 0 rowers each (solid) or 1 each (hatched); same-beat finishes go to the "
                       "one further along the support track"),
    "rowers_x": Text("自分の漕ぎ手の数", "Your rowers"),
    "rowers_y": Text("1位になる確率", "Chance of finishing first"),
    "n_rowers": Text("漕ぎ手{r}人", "{r} rowers"),
    "one_rower": Text("漕ぎ手1人", "1 rower"),
    "ahead": Text("支持トラックで先頭", "first on the track"),
    "behind": Text("支持トラックで最後", "last on the track"),
    "vs": Text("{pos}・相手は漕ぎ手各{o}人", "{pos}, opponents with {o} rowers each"),
    "vs_one": Text("{pos}・相手は漕ぎ手各1人", "{pos}, opponents with 1 rower each"),
    "even": Text("互角<br>{p:.0%}", "even<br>chance<br>{p:.0%}"),
    "doubling_title": Text("ダブルアップの価値: 1人あたりの勝率 — 貪欲ボット{n}人、{g}ゲーム",
                           "What doubling up is worth: win rate per player — {g} games of {n} greedy bots"),
    "doubling_sub": Text("ダブルアップする2人と決してしない2人（入札は同じ考え方）。同じ配りで席を入れ替えて2回ずつ",
                         "Two that double up against two that never do (same bidding); each deal played twice, roles "
                         "swapped"),
    "doubler": Text("ダブルアップする", "Doubles up"),
    "never": Text("ダブルアップしない", "Never doubles up"),
    "averages": Text("塔 {f:.1f}階・支持 +{t:.1f}マス", "tower {f:.1f} floors · track +{t:.1f} spaces"),
    "win_rate": Text("勝率（±標準誤差）", "Win rate (± standard error)"),
    "bot": Text("ボットの方針", "The bot's policy"),
    "doubles": Text("ダブルアップは1人1ゲーム平均{d:.1f}回: {parts}。平均{r:.1f}ラウンドで終了",
                    "Double-ups per doubler per game: {d:.1f} ({parts}); games last {r:.1f} rounds on average"),
    "part": Text("{i}{k:.1f}", "{i} {k:.1f}"),
    "win_title": Text("ゲームを終わらせた勝利条件 — {n}人、{g}ゲーム（{s}）",
                      "Which win condition ended the game — {g} games of {n} players ({s})"),
    "win_sub": Text("各ゲームを1回ずつ、終わらせた条件で数える: 6階の塔、または支持トラックの端（塔の高さ、同点なら支持トラック）",
                    "Each game counted once, by what ended it: a six-floor tower, or the track's end (the tallest tower "
                    "wins, or the track when towers tie)"),
    "share": Text("ゲームの割合", "Share of games"),
    "condition": Text("勝利条件", "Win condition"),
    "rowers_takeaway": Text("漕ぎ手は効く: 支持トラックで先頭、相手に漕ぎ手なしなら、1位の確率は"
                            "漕ぎ手0人で{a:.0%}、3人で{b:.0%}（互角は{e:.0%}）",
                            "Rowers pay: first on the track against crews without rowers, your chance to finish first "
                            "goes from {a:.0%} with no rower to {b:.0%} with three (even: {e:.0%})"),
    "doubling_takeaway": Text("ダブルアップするボットの勝率は{a:.0%}、しないボットは{b:.0%}（互角は{e:.0%}）",
                              "A bot that doubles up wins {a:.0%} of its games, one that never does {b:.0%} "
                              "(even: {e:.0%})"),
    "win_takeaway": Text("最も多いのは「{r}」で{s:.0%}のゲーム、次に「{r2}」{s2:.0%}、「{r3}」{s3:.0%}",
                         "Most games end by “{r}” ({s:.0%}), then “{r2}” ({s2:.0%}) and “{r3}” ({s3:.0%})"),
    "win_takeaway_tie": Text("「{r}」と「{r2}」が同じくらい多く（{s:.0%}ずつ）、「{r3}」は{s3:.0%}",
                             "“{r}” and “{r2}” end as many games each ({s:.0%}), “{r3}” {s3:.0%}"),
}

def numbers(game: Game, cache: Cache | None) -> tuple[list[RowerRow], DoublingValue]:
    """The rower table and the doubling-up games: computed once (per game and sizes) with the page's cache."""
    return remember(cache, ("noli numbers", game.id, PLAYERS, DOUBLING_GAMES, SEED),
                    lambda: (rower_table((0, 1), PLAYERS), doubling_value(DOUBLING_GAMES, SEED, game)), DOUBLING_GAMES)


def _title(main: Text, sub: Text | None, note: Text, lang: Lang) -> dict:
    lines = [main(lang)] + ([f"<sup>{sub(lang)}</sup>"] if sub else []) + [f"<sup><i>{note(lang)}</i></sup>"]
    return {"text": "<br>".join(lines), "x": 0.01, "xanchor": "left"}


def _layout(title: dict, height: int = 460, **more) -> dict:
    layout = {"title": title, "height": height, "autosize": True, "margin": {"l": 70, "r": 100, "t": 110, "b": 60},
              "plot_bgcolor": BACKGROUND, "paper_bgcolor": BACKGROUND, "font": {"size": 13}}
    layout.update(more)
    return layout


def _even_line(p: float, lang: Lang) -> tuple[dict, dict]:
    shape = {"type": "line", "xref": "paper", "x0": 0, "x1": 1, "yref": "y", "y0": p, "y1": p,
             "line": {"color": GUIDE, "dash": "dot", "width": 1}}
    note = {"xref": "paper", "x": 1.01, "xanchor": "left", "yref": "y", "y": p, "yanchor": "middle",
            "text": T["even"].format(p=p)(lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
    return shape, note


def rowers_figure(rows: list[RowerRow], lang: Lang) -> dict:
    x = [(T["one_rower"] if r == 1 else T["n_rowers"].format(r=r))(lang) for r in range(MAX_ROWERS + 1)]
    data = []
    for o, pattern in ((0, ""), (1, "/")):
        for pos, colour in (("ahead", ROWERS_AHEAD), ("behind", ROWERS_BEHIND)):
            ys = [getattr(row, pos) for row in sorted((r for r in rows if r.opponents == o), key=lambda r: r.rowers)]
            if not ys:
                continue
            name = (T["vs_one"] if o == 1 else T["vs"]).format(pos=T[pos], o=o)(lang)
            data.append({"type": "bar", "name": name, "x": x, "y": ys, "texttemplate": "%{y:.0%}", "textposition": "outside",
                         "marker": {"color": colour, "pattern": {"shape": pattern, "fillmode": "overlay", "fgcolor": PAPER_INK,
                                                                  "solidity": 0.4}},
                         "hovertemplate": "%{x}, " + name + ": %{y:.1%}<extra></extra>"})
    shape, note = _even_line(1 / PLAYERS, lang)
    title = _title(T["rowers_title"].format(n=PLAYERS), T["rowers_sub"].format(k=PLAYERS - 1),
                   T["dice_note"].format(b=BUOY_FACES, d=DIE_FACES), lang)
    return {"data": data, "layout": _layout(
        title, 540, barmode="group", shapes=[shape], annotations=[note], margin={"l": 70, "r": 100, "t": 110, "b": 130},
        xaxis={"title": {"text": T["rowers_x"](lang)}},
        yaxis={"title": {"text": T["rowers_y"](lang)}, "tickformat": ".0%", "range": [0, 1]},
        legend={"orientation": "h", "y": -0.18, "yanchor": "top"})}


def doubling_figure(game: Game, d: DoublingValue, lang: Lang) -> dict:
    kinds = ("doubler", "never")
    x = [f"{T[k](lang)}<br><span style='font-size:11px'>{T['averages'].format(f=d.floors[k], t=d.track[k])(lang)}</span>"
         for k in kinds]
    y = [d.win_rate(k) for k in kinds]
    data = [{"type": "bar", "x": x, "y": y, "marker": {"color": [DOUBLER, NEVER_DOUBLES]}, "width": 0.5,
             "error_y": {"type": "data", "array": [d.win_rate_error(k) for k in kinds], "color": INK},
             "texttemplate": "%{y:.0%}", "textposition": "inside", "insidetextanchor": "middle",
             "textfont": {"size": 16},
             "hovertemplate": "%{x}: %{y:.1%}<extra></extra>"}]
    per_game = 2 * d.games or 1
    parts = [T["part"].format(i=investment_name(i), k=d.doubles.get(i, 0) / per_game) for i in INVESTMENTS]
    parts_text = Text("・".join(p.ja for p in parts), ", ".join(p.en for p in parts))
    shape, note = _even_line(1 / PLAYERS, lang)
    below = {"xref": "paper", "x": 0, "xanchor": "left", "yref": "paper", "y": -0.34, "yanchor": "top", "showarrow": False,
             "text": T["doubles"].format(d=d.doubles_per_game(), parts=parts_text, r=d.rounds)(lang),
             "font": {"size": 12}}
    title = _title(T["doubling_title"].format(n=PLAYERS, g=d.games), T["doubling_sub"], T["all_note"], lang)
    return {"data": data, "layout": _layout(
        title, 520, shapes=[shape], annotations=[note, below], margin={"l": 70, "r": 100, "t": 110, "b": 140},
        xaxis=axis(T["bot"], lang), yaxis=axis(T["win_rate"], lang, tickformat=".0%", rangemode="tozero"))}


def win_label(game: Game, rule: str, lang: Lang) -> str:
    """The rule's title; a tie at the end of the track is named with the track's title too."""
    title = game.rule(rule).title(lang)
    if rule == "noli.win.track_tie":
        track = game.rule("noli.win.track").title(lang)
        return f"{track}（{title}）" if lang == "ja" else f"{track} ({title.lower()})"
    return title


def win_figure(game: Game, wc: WinConditions, seats: Text, lang: Lang) -> dict:
    rules = list(WIN_RULES)
    data = [{"type": "bar", "orientation": "h", "y": [win_label(game, r, lang) for r in rules],
             "x": [wc.share(r) for r in rules], "marker": {"color": list(WIN_CONDITIONS[: len(rules)])},
             "customdata": [wc.counts[r] for r in rules], "texttemplate": "%{x:.0%}", "textposition": "outside",
             "hovertemplate": "%{y}: %{x:.1%} (%{customdata})<extra></extra>"}]
    title = _title(T["win_title"].format(n=wc.players, g=wc.games, s=seats), T["win_sub"], T["all_note"], lang)
    return {"data": data, "layout": _layout(
        title, 400, margin={"l": 290, "r": 40, "t": 110, "b": 60},
        xaxis=axis(T["share"], lang, tickformat=".0%", range=[0, 1]),
        yaxis=axis(T["condition"], lang, autorange="reversed", ticksuffix="  "))}


def _label(game: Game, rule: str) -> Text:
    return Text(win_label(game, rule, "ja"), win_label(game, rule, "en"))


def rowers_takeaway(rows: list[RowerRow]) -> Text:
    alone = {r.rowers: r.ahead for r in rows if r.opponents == 0}
    return T["rowers_takeaway"].format(a=alone[0], b=alone[MAX_ROWERS], e=1 / PLAYERS)


def doubling_takeaway(d: DoublingValue) -> Text:
    return T["doubling_takeaway"].format(a=d.win_rate("doubler"), b=d.win_rate("never"), e=1 / PLAYERS)


def win_takeaway(game: Game, wc: WinConditions) -> Text:
    ranked = sorted(WIN_RULES, key=lambda r: (-wc.counts[r], WIN_RULES.index(r)))
    shares = [wc.share(r) for r in ranked]
    kind = "win_takeaway_tie" if wc.counts[ranked[0]] == wc.counts[ranked[1]] else "win_takeaway"
    return T[kind].format(r=_label(game, ranked[0]), s=shares[0], r2=_label(game, ranked[1]), s2=shares[1],
                                    r3=_label(game, ranked[2]), s3=shares[2])


def charts(game: Game, run: Run) -> list[Chart]:
    """Noli's three charts for the Analysis picker (widgets/analyses/__init__.py)."""
    rows, doubling = numbers(game, run.cache)
    wins = WinConditions.from_summary(run.summary, run.players)
    seats = seat_names(run.game, run.seats)
    return [
        Chart("rowers", L["rowers"], lambda lang: rowers_figure(rows, lang), rowers_takeaway(rows)),
        Chart("doubling", L["doubling"], lambda lang: doubling_figure(game, doubling, lang), doubling_takeaway(doubling)),
        Chart("win_conditions", L["win_conditions"], lambda lang: win_figure(game, wins, seats, lang),
              win_takeaway(game, wins)),
    ]


def studies(players: int, games: int) -> int:
    """The doubling-up experiment's games (the progress bar's total)."""
    return DOUBLING_GAMES


ANALYSIS = GameCharts(INTRO, charts, None, studies)  # nothing to watch: the page's summary is enough
