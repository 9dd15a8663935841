"""Buru's Great Persons charts (the Ambelau expansion): which person its keepers do best with, and when and where the
person's action is used (buru.persons.*).

The page's own simulation has no persons, so these charts rest on games of their own with ``{"persons": 1}`` at the
page's table size, played when the learner presses Run (``kernel_games.buru.persons.analysis.persons_study``), once
per kernel like the region's: ``PERSONS_GAMES`` games, the game's planner and greedy bots seated in turn — about 0.9 s
for four players on one core. The bots would always keep the same card of any two dealt, so the study keeps one by a
coin flip after asking them (every person gets keepers to measure) and shows the bots' preference beside it. The ten
persons are reconstructed (kernel_games/buru/persons/cards.py), like the rest of the cards.
"""

from __future__ import annotations

from kernel_games.buru.components import AREA_KEYS, AREA_NAMES
from kernel_games.buru.narration import bundle_text
from kernel_games.buru.persons.analysis import ROUND_FATES, PersonsStudy, persons_study
from kernel_games.buru.persons.cards import PERSONS
from kernel_games.core import Game, Lang, Text
from kernel_games.core.text import ordinal, plural

from ...boards.palettes import palette_for
from ..chart import Chart, Run, axis, layout, seat_names, title
from ..colours import BAR, GUIDE, INK, MUTED

PERSONS_GAMES = 50  # measured: about 0.9 s for four players
REGION_AREA = "#A8D5A2"  # the Ambelau region's colour, should its explorers ever lead

L = {
    "persons_best": Text("どの偉人がいちばん得か", "Which Great Person does best?"),
    "persons_action": Text("偉人のアクションはいつ、どこで使われるか", "When and where is the person's action used?"),
}
CREDITS = (Text("雇用{k}", "hire {k}"), Text("リフレッシュ{k}", "refresh {k}"), Text("任務{k}", "task {k}"),
           Text("供物{k}", "offer {k}"), Text("長老{k}", "elder {k}"), Text("使者", "messenger"))
FATE_NAMES = {"used": Text("アクションを使った", "Used the action"),
              "passed": Text("使える番があったが使わなかった", "Had a turn for it, let it go"),
              "no_turn": Text("使える番がなかった", "Had no turn for it")}
T = {
    "note": Text("※偉人カード10枚、ほかのカード、アクションスペースの利益、祭壇のコストは再構成したデータです",
                 "Note: the ten Great Person cards, the other cards, the action spaces' benefits and the altars' costs "
                 "are reconstructed data"),
    "who": Text("偉人ありの{g}ゲーム・{n}人（{s}）。このページの対戦とは別にシミュレーション",
                "{g} games with the Great Persons, {n} players ({s}); simulated apart from the page's games"),
    "nothing": Text("このシミュレーションでは数えるものがありませんでした", "This simulation had nothing to count"),
    "mean": Text("平均 {v:.1f}", "all {v:.1f}"),
    "action": Text("アクション：{a}", "action: {a}"),
    "person_hover": Text("{c}（スタート：{s}／アクション：{a}）", "{c} (start: {s}; action: {a})"),
    # which person does best
    "best_title": Text("偉人ごとの、ボットが選ぶ割合と、その偉人を持ったプレイヤーの最終得点",
                       "Each Great Person: how often the bots keep it, and how its keepers scored"),
    "best_sub": Text("ボットは配られた2枚のうちいつも同じほうを選ぶので、ボットに選ばせたうえでコイン投げで1枚を残した",
                     "The bots always keep the same card of any two, so they were asked, then a coin flip kept one"),
    "best_sub2": Text("左：ボットが選んだ割合。右：持ったプレイヤーの平均得点（線は±1標準誤差）、その勝率・人数・"
                      "アクションを使ったラウンドの割合",
                      "Left: how often the bots chose it. Right: its keepers' mean score (line: ±1 standard error), "
                      "their win rate, number, and share of rounds using its action"),
    "want_x": Text("配られたときボットが選んだ割合", "Bots' choice when dealt it"),
    "score_x": Text("持ったプレイヤーの最終得点（平均）", "Final score of its keepers (mean)"),
    "persons_y": Text("偉人", "Great Person"),
    "dealt": Text("{w:.0%}（{k}回中）", "{w:.0%} of {k}"),
    "kept": Text("勝率{w:.0%}・{k}人・使用{u:.0%}", "wins {w:.0%}, {k} kept, used {u:.0%}"),
    "kept_none": Text("持ったプレイヤーなし", "no keeper"),
    "best_takeaway": Text("持ったプレイヤーの得点がいちばん高かった偉人は{a}（平均{p:.1f}±{e:.1f}点、勝率{w:.0%}、{k}）、"
                          "いちばん低かったのは{b}（{q:.1f}±{f:.1f}点、{m}）。ボットがいちばん好んだ{c}（配られると{r:.0%}"
                          "選んだ）は、得点で{n}枚中{i}位だった",
                          "The {a}'s keepers scored most ({p:.1f} ± {e:.1f} on average, winning {w:.0%}; {k}), "
                          "the {b}'s least ({q:.1f} ± {f:.1f}; {m}); the bots' favourite, the {c} (chosen {r:.0%} of "
                          "the times dealt), ranked {i} of {n} by its keepers' score"),
    # when and where the action is used
    "action_title": Text("偉人のアクションを使ったラウンドと、送り込んだ探索者の地域",
                         "The rounds a person's action was used in, and the areas whose explorers it took"),
    "action_sub": Text("アクションは地域のスペースの代わりに1ラウンドに1回。左：各ラウンドのプレイヤーの内訳",
                       "Used instead of an area's space, once a round. Left: each round's players, by what they did"),
    "action_sub2": Text("右：使った回数（棒の上：その地域でアクションを使えた番のうち使った割合）",
                        "Right: uses, by area (above a bar: the share of turns there that could use it and did)"),
    "round_x": Text("ラウンド", "Round"),
    "round_y": Text("プレイヤーの割合", "Share of players"),
    "area_x": Text("アクションに使った探索者の地域", "Area whose explorers went to the card"),
    "area_y": Text("使った回数", "Uses"),
    "turns": Text("{k}回<br>{n}番中{r:.0%}", "{k}<br>{r:.0%} of {n} turns"),
    "players": Text("{k}人中{n}人", "{n} of {k} players"),
    "action_takeaway": Text("プレイヤーが偉人のアクションを使ったのはラウンドの{u:.0%}：いちばん多いのは第{a}ラウンド（{x:.0%}）、"
                            "いちばん少ないのは第{b}ラウンド（{y:.0%}）。",
                            "Players used their Great Person's action in {u:.0%} of their rounds, most in round {a} "
                            "({x:.0%}) and least in round {b} ({y:.0%}); "),
    "all_passed": Text("残りの{n:.0%}は、使える番があったのに使わなかった。",
                       "in the other {n:.0%} they had a turn for it and let it go. "),
    "some_passed": Text("使わなかった{n:.0%}のうち、使える番があったのは{p:.0%}。",
                        "of the {n:.0%} left unused, {p:.0%} had a turn that could have used it. "),
    "areas_takeaway": Text("{k}回の使用のうち{m}回は{c}の探索者で（使える番の{r:.0%}）、いちばん少ないのは{d}（{j}回、{s:.0%}）",
                           "{m} of the {k} uses took explorers of the {c} ({r:.0%} of the turns there that could), "
                           "the fewest those of the {d} ({j}, {s:.0%})"),
}


def _heading(main: Text, who: Text, lang: Lang, *subs: Text) -> dict:
    return title(main, lang, who, *subs, Text(f"<i>{T['note'].ja}</i>", f"<i>{T['note'].en}</i>"))


def action_text(c: int) -> Text:
    """What Great Person ``c``'s action gives: its resources and fish, then its credits ("2 fish, hire 1")."""
    p = PERSONS[c]
    parts = ([bundle_text(p.gain)] if any(p.gain) else []) + [
        CREDITS[i].format(k=k) for i, k in enumerate(p.credits()[:len(CREDITS)]) if k]
    return Text("・".join(x.ja for x in parts), ", ".join(x.en for x in parts))


def _players(n: int) -> Text:
    return Text(f"{n}人", plural(n, "player"))


# ---- which person does best ----------------------------------------------------------------------------------------
def best_chart(game: Game, s: PersonsStudy, who: Text) -> Chart:
    rows = s.persons()
    kept = sorted((c for c in rows if rows[c].keepers), key=lambda c: (rows[c].score, -c))  # lowest first
    if len(kept) >= 2:
        a, b = kept[-1], kept[0]
        fav = max(kept, key=lambda c: (rows[c].want_rate, -c))
        rank = len(kept) - kept.index(fav)
        takeaway = T["best_takeaway"].format(
            a=PERSONS[a].name, p=rows[a].score, e=rows[a].error, w=rows[a].wins, k=_players(rows[a].keepers),
            b=PERSONS[b].name, q=rows[b].score, f=rows[b].error, m=_players(rows[b].keepers), c=PERSONS[fav].name,
            r=rows[fav].want_rate, i=Text(str(rank), ordinal(rank)), n=len(kept))
    else:
        takeaway = T["nothing"]
    order = sorted(rows, key=lambda c: (rows[c].score, -c))  # the unkept (score 0) at the bottom
    mean = s.mean_score()
    palette = palette_for(game.id)

    def draw(lang: Lang) -> dict:
        names = [f"{PERSONS[c].name(lang)}<br><span style='font-size:10px'>{T['action'].format(a=action_text(c))(lang)}"
                 "</span>" for c in order]
        said = [" " + (T["kept"].format(w=rows[c].wins, k=rows[c].keepers, u=rows[c].used) if rows[c].keepers
                       else T["kept_none"])(lang) for c in order]
        hover = [T["person_hover"].format(c=PERSONS[c].name, s=bundle_text(PERSONS[c].start), a=action_text(c))(lang)
                 for c in order]
        data = [{"type": "bar", "orientation": "h", "y": names, "x": [rows[c].want_rate for c in order],
                 "marker": {"color": MUTED, "line": {"color": INK, "width": 1}}, "showlegend": False,
                 "text": [T["dealt"].format(w=rows[c].want_rate, k=rows[c].dealt)(lang) for c in order],
                 "textposition": "outside", "cliponaxis": False, "customdata": hover,
                 "hovertemplate": "%{customdata}: %{text}<extra></extra>"},
                {"type": "bar", "orientation": "h", "xaxis": "x2", "y": names, "x": [rows[c].score for c in order],
                 "error_x": {"type": "data", "array": [rows[c].error for c in order], "color": INK, "thickness": 1},
                 "marker": {"color": palette.series[0], "line": {"color": INK, "width": 1}}, "showlegend": False,
                 "customdata": [f"{h}: {rows[c].score:.1f} ± {rows[c].error:.1f} ({t.strip()})"
                                for h, c, t in zip(hover, order, said, strict=True)],
                 "hovertemplate": "%{customdata}<extra></extra>"},
                {"type": "scatter", "mode": "text", "xaxis": "x2", "y": names, "showlegend": False,
                 "x": [rows[c].score + rows[c].error for c in order], "text": said, "textposition": "middle right",
                 "cliponaxis": False, "hoverinfo": "skip"}]
        shape = {"type": "line", "xref": "x2", "x0": mean, "x1": mean, "yref": "y domain", "y0": 0, "y1": 1,
                 "line": {"color": GUIDE, "dash": "dot", "width": 1}}
        note = {"xref": "x2", "x": mean, "xanchor": "center", "yref": "y domain", "y": 1.0, "yanchor": "bottom",
                "text": T["mean"].format(v=mean)(lang), "showarrow": False, "font": {"size": 11, "color": GUIDE}}
        top = max([rows[c].score + rows[c].error for c in order], default=1.0)
        return {"data": data, "layout": layout(
            _heading(T["best_title"], who, lang, T["best_sub"], T["best_sub2"]),
            axis(T["want_x"], lang, domain=[0, 0.3], tickformat=".0%", range=[0, 1.45]),
            axis(T["persons_y"], lang, categoryorder="array", categoryarray=names, ticksuffix="  "),
            height=max(500, 44 * len(order) + 290), shapes=[shape], annotations=[note],
            xaxis2=axis(T["score_x"], lang, domain=[0.36, 1], anchor="y", range=[0, top * 1.7]),
            margin={"l": 200, "r": 30, "t": 200, "b": 80})}

    return Chart("persons_best", L["persons_best"], draw, takeaway)


# ---- when and where the action is used ----------------------------------------------------------------------------
def action_chart(game: Game, s: PersonsStudy, who: Text) -> Chart:
    rounds, fates, areas = s.by_round(), s.fates(), s.by_area()
    used = [a for a in areas if areas[a][0]]
    if rounds and fates and used:
        hi = max(rounds, key=lambda r: (rounds[r][0], -r))
        lo = min(rounds, key=lambda r: (rounds[r][0], r))
        most = max(used, key=lambda a: (areas[a][0], -a))
        least = min(used, key=lambda a: (areas[a][0], a))
        unused = 1 - fates["used"][0]
        passed = T["all_passed" if not fates["no_turn"][1] else "some_passed"].format(
            n=unused, p=fates["passed"][0] / unused if unused else 0.0)
        takeaway = T["action_takeaway"].format(u=fates["used"][0], a=hi, x=rounds[hi][0], b=lo, y=rounds[lo][0]) \
            + passed + T["areas_takeaway"].format(k=sum(v[0] for v in areas.values()), m=areas[most][0],
                                                  c=AREA_NAMES[most], r=areas[most][2], d=AREA_NAMES[least],
                                                  j=areas[least][0], s=areas[least][2])
    else:
        takeaway = T["nothing"]
    palette = palette_for(game.id)
    colours = {"used": palette.series[0], "passed": MUTED, "no_turn": "#FFFFFF"}
    shown = [f for f in ROUND_FATES if f == "used" or fates.get(f, (0, 0))[1]]
    per = {r: {f: 0 for f in ROUND_FATES} for r in rounds}
    for r, f in s.player_rounds():
        per[r][f] += 1
    keys = list(areas)
    area_colours = [palette.components.get(AREA_KEYS[a], BAR) if a < len(AREA_KEYS) else REGION_AREA for a in keys]

    def draw(lang: Lang) -> dict:
        x = [str(r) for r in rounds]
        data = [{"type": "bar", "name": FATE_NAMES[f](lang), "x": x, "y": [per[r][f] / rounds[r][2] for r in rounds],
                 "marker": {"color": colours[f], "line": {"color": INK, "width": 1}},
                 "texttemplate": "%{y:.0%}" if f == "used" else "", "textposition": "inside",
                 "customdata": [T["players"].format(k=rounds[r][2], n=per[r][f])(lang) for r in rounds],
                 "hovertemplate": "%{x}: %{y:.0%} (%{customdata})<extra>" + FATE_NAMES[f](lang) + "</extra>"}
                for f in shown]
        data.append({"type": "bar", "xaxis": "x2", "yaxis": "y2", "x": [AREA_NAMES[a](lang) for a in keys],
                     "y": [areas[a][0] for a in keys], "width": 0.6, "showlegend": False,
                     "marker": {"color": area_colours, "line": {"color": INK, "width": 1}},
                     "text": [T["turns"].format(k=areas[a][0], n=areas[a][1], r=areas[a][2])(lang) for a in keys],
                     "textposition": "outside", "cliponaxis": False, "constraintext": "none",
                     "hovertemplate": "%{x}: %{text}<extra></extra>"})
        top = max([areas[a][0] for a in keys], default=1)
        return {"data": data, "layout": layout(
            _heading(T["action_title"], who, lang, T["action_sub"], T["action_sub2"]),
            axis(T["round_x"], lang, domain=[0, 0.42], type="category"),
            axis(T["round_y"], lang, tickformat=".0%", range=[0, 1]), height=550, barmode="stack",
            xaxis2=axis(T["area_x"], lang, domain=[0.54, 1], anchor="y2", type="category", tickangle=0),
            yaxis2=axis(T["area_y"], lang, anchor="x2", range=[0, top * 1.2]),
            legend={"orientation": "h", "y": -0.22, "yanchor": "top", "x": 0, "traceorder": "normal"},
            margin={"l": 70, "r": 30, "t": 200, "b": 120})}

    return Chart("persons_action", L["persons_action"], draw, takeaway)


def persons_charts(game: Game, run: Run) -> list[Chart]:
    """The two Great Persons charts, from games with the persons at the page's table size (played on the first
    call)."""
    s = persons_study(game, run.players, PERSONS_GAMES, run.seed, run.cache)
    who = T["who"].format(g=len(s.games), n=s.players, s=seat_names(game, s.seats))
    return [best_chart(game, s, who), action_chart(game, s, who)]
