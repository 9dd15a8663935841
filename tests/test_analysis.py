"""The analysis: Noli's and Vaalbara's numbers (kernel_games/<game>/analysis.py) and the Analysis widget's charts.

The regatta's chances are computed exactly; here they are checked against dice rolled the same way and against the
engine's own simulated regatta (noli.regatta.simulated, noli.regatta.finish: ties on a beat go to the pawn furthest
along the support track). Doubling up and the win conditions are simulations: only their bookkeeping is checked.
Vaalbara's turn gains and land values are checked against made-up turns and the land rules. The widget plays nothing
until asked; every chart has both axes titled and a takeaway in both languages that quotes its own numbers.
"""

from __future__ import annotations

import ast
import itertools
import json
import random
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from kernel_games import GAMES
from kernel_games.core import Event, Text
from kernel_games.core.simulate import Finals, derive, mean, simulate
from kernel_games.noli import NOLI
from kernel_games.noli.actions import DoubleUp, Ready
from kernel_games.noli.analysis import (
    P_BUOY,
    WIN_RULES,
    NeverDoubleBot,
    doubling_value,
    finish_distribution,
    first_place_chances,
    regatta_monte_carlo,
    rower_table,
    win_conditions,
)
from kernel_games.noli.components import BUOY_FACES, DIE_FACES, INVESTMENTS, ROWER_TOKENS, WIN_FLOORS
from kernel_games.noli.state import SIMULATED
from kernel_games.vaalbara import VAALBARA
from kernel_games.vaalbara.analysis import REALMS, ROUNDS, Watcher, land_values
from kernel_games.vaalbara.components import CHARACTERS, LAND_NAMES, LANDS, lands_for
from widgets import analysis as analysis_widget
from widgets.analyses import noli as noli_charts
from widgets.analyses import vaalbara as vaalbara_charts
from widgets.analyses.chart import Chart
from widgets.analysis import Analysis
from widgets.i18n import Language
from widgets.sections import Section


# ---- the exact regatta ---------------------------------------------------------------------------------------------
def test_finish_distribution_is_the_closed_form() -> None:
    f = finish_distribution(4, P_BUOY)
    assert f[0] == 0.0
    assert f[1] == pytest.approx(P_BUOY**4)
    assert f[3] == pytest.approx((1 - (1 - P_BUOY) ** 3) ** 4)
    assert all(a <= b for a, b in zip(f, f[1:], strict=False)), "a distribution function never falls"
    assert 1 - f[-1] < 1e-15
    assert finish_distribution(0, P_BUOY, horizon=3) == [0.0, 1.0, 1.0, 1.0]
    with pytest.raises(ValueError):
        finish_distribution(-1)
    with pytest.raises(ValueError):
        finish_distribution(2, 0.0)


@pytest.mark.parametrize("dice", [1, 2, 3, 4])
def test_finish_distribution_matches_rolled_dice(dice: int) -> None:
    rnd = random.Random(dice).random
    trials = 20_000
    finished_by = [0] * 13
    for _ in range(trials):
        left, t = dice, 0
        while left:
            t += 1
            left -= sum(1 for _ in range(left) if int(rnd() * DIE_FACES) < BUOY_FACES)
        for s in range(t, len(finished_by)):
            finished_by[s] += 1
    exact = finish_distribution(dice, P_BUOY, horizon=12)
    for t in range(1, 13):
        assert finished_by[t] / trials == pytest.approx(exact[t], abs=0.015), (dice, t)


@pytest.mark.parametrize(("rowers", "order"), [
    ([3, 0, 0, 0], [0, 1, 2, 3]),
    ([0, 0, 0, 3], [3, 2, 1, 0]),
    ([0, 0, 0, 0], [2, 0, 3, 1]),
    ([1, 2, 0], [1, 2, 0]),
])
def test_exact_first_place_matches_monte_carlo(rowers: list[int], order: list[int]) -> None:
    exact = first_place_chances(rowers, order)
    simulated = regatta_monte_carlo(rowers, order, trials=20_000, seed=7)
    assert simulated == pytest.approx(exact, abs=0.015)


def test_exact_first_place_matches_the_engines_simulated_regatta() -> None:
    """noli.regatta.rowers, noli.regatta.simulated, noli.regatta.finish: bids of zero go straight to the regatta."""
    rowers = [0, 2, 1, 0]
    trials = 2_500
    first = [0] * 4
    for seed in range(trials):
        s = NOLI.setup(4, seed, {"regatta": SIMULATED})
        s.rowers, s.rower_stock = list(rowers), ROWER_TOKENS - sum(rowers)
        order = sorted(range(4), key=lambda p: -s.track[p])
        for p in range(4):
            s, events = NOLI.apply(s, p, Ready())
        winner = [e.data["player"] for e in events
                  if e.rule in ("noli.regatta.finish", "noli.regatta.last") and e.data.get("area") == 1]
        assert len(winner) == 1
        first[winner[0]] += 1
    exact = first_place_chances(rowers, order)
    assert [x / trials for x in first] == pytest.approx(exact, abs=0.04)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_first_place_chances_sum_to_one(n: int) -> None:
    for rowers in itertools.product(range(4), repeat=n):
        for order in ([*range(n)], [*reversed(range(n))]):
            assert sum(first_place_chances(list(rowers), order)) == pytest.approx(1.0, abs=1e-12)


def test_more_rowers_never_lower_the_chance_of_finishing_first() -> None:
    orders = list(itertools.permutations(range(4)))[::5]
    for rowers in itertools.product(range(4), repeat=4):
        for order in orders:
            before = first_place_chances(list(rowers), order)
            for p in range(4):
                if rowers[p] == 3:
                    continue
                more = list(rowers)
                more[p] += 1
                after = first_place_chances(more, order)
                assert after[p] > before[p] - 1e-12, (rowers, order, p)
                assert all(after[q] <= before[q] + 1e-12 for q in range(4) if q != p), "a rival's rower never helps you"


def test_the_track_tie_break_favours_the_player_ahead() -> None:
    same = first_place_chances([1, 1, 1, 1], [2, 0, 3, 1])
    assert same[2] > same[0] > same[3] > same[1], "equal crews: the further along, the likelier to be first"
    for rowers in itertools.product(range(4), repeat=3):
        ahead = first_place_chances(list(rowers), [0, 1, 2])[0]
        behind = first_place_chances(list(rowers), [1, 2, 0])[0]
        assert ahead > behind, rowers
    assert first_place_chances([0, 0], [0, 1])[0] == pytest.approx(0.5573, abs=1e-4)


def test_rower_table_for_the_chart() -> None:
    rows = rower_table((0, 1), 4)
    assert [(r.opponents, r.rowers) for r in rows] == [(o, r) for o in (0, 1) for r in range(4)]
    for o in (0, 1):
        mine = [r for r in rows if r.opponents == o]
        assert all(r.ahead > r.behind for r in mine)
        assert [r.ahead for r in mine] == sorted(r.ahead for r in mine)
        assert [r.behind for r in mine] == sorted(r.behind for r in mine)
    zero = rows[0]
    assert zero.ahead == pytest.approx(first_place_chances([0, 0, 0, 0])[0])
    assert zero.behind == pytest.approx(first_place_chances([0, 0, 0, 0])[3])
    assert rows[3].ahead > rows[7].ahead, "rowers among the opponents lower your chance"


def test_bad_crews_and_orders_are_refused() -> None:
    with pytest.raises(ValueError):
        first_place_chances([4, 0])
    with pytest.raises(ValueError):
        first_place_chances([0, 0], [0, 0])


# ---- doubling up and the win conditions (simulated) ------------------------------------------------------------------
class _LovesDoubling:
    def action_value(self, view, action) -> float:
        return 1.0 if type(action) is DoubleUp and action.yes else 0.0


def test_the_never_doubling_bot_declines_every_double_up() -> None:
    """noli.bid.double: the variant only ever picks DoubleUp(False), whatever the greedy values say."""
    bot = NeverDoubleBot(_LovesDoubling())
    rng = random.Random(1)
    for _ in range(20):
        assert bot.choose({}, [DoubleUp(True), DoubleUp(False)], rng) == DoubleUp(False)


def test_doubling_value_bookkeeping() -> None:
    d = doubling_value(games=12, seed=3)
    assert d.games == 12
    assert d.wins["doubler"] + d.wins["never"] == 12, "one winner per game"
    assert d.win_rate("doubler") + d.win_rate("never") == pytest.approx(0.5)
    assert 0 <= d.win_rate_error("doubler") < 0.25
    assert set(d.doubles) <= set(INVESTMENTS)
    assert d.doubles_per_game() > 0 and d.declined > 0, "doublers doubled, the others declined"
    assert all(d.floors[k] >= 0 and d.track[k] >= 0 for k in ("doubler", "never"))
    assert d.rounds >= 1


def test_win_conditions_count_every_game() -> None:
    wc = win_conditions(games=12, seed=2)
    assert set(wc.counts) == set(WIN_RULES) == {"noli.win.tower", "noli.win.track", "noli.win.track_tie"}
    assert sum(wc.counts.values()) == wc.games == 12
    assert sum(wc.share(r) for r in WIN_RULES) == pytest.approx(1.0)
    assert sum(wc.wins.values()) == 12


# ---- Vaalbara's numbers ---------------------------------------------------------------------------------------------
class _S:  # the few fields of a state the watcher reads
    def __init__(self, rnd: int, chosen: list[int], realms: list[list[int]] | None = None) -> None:
        self.round, self.chosen, self.n = rnd, chosen, len(chosen)
        self.realms = realms or [[] for _ in chosen]


def test_a_turn_gain_is_what_the_clan_gains_in_its_own_turn() -> None:
    """vaalbara.resolution.order: a turn runs from the clan's call to the next call or the round's end; points
    given to others (a Warrior reveal, vaalbara.character.warrior) or stolen from them (a Falconer) are nobody's."""
    w = Watcher(3)
    after = _S(2, [3, 6, 1])

    def ev(rule: str, to: int | None = None, **data) -> Event:
        return Event(rule, Text("", ""), to=to, data=data)

    w(after, 0, Ready(), after, [ev("vaalbara.resolution.order", player=2), ev("vaalbara.character.warrior", 1, points=1),
                                 ev("vaalbara.land.field", 2, points=2)])
    w(after, 2, Ready(), after, [ev("vaalbara.land.meadow", 2, points=3), ev("vaalbara.resolution.order", player=0),
                                 ev("vaalbara.character.hunter", 0, points=3), ev("vaalbara.land.forest", 0, points=4)])
    w(after, 0, Ready(), after, [ev("vaalbara.resolution.tie", player=1), ev("vaalbara.character.falconer", 0, points=-2),
                                 ev("vaalbara.character.falconer", 1, points=2), ev("vaalbara.round_end.slide"),
                                 ev("vaalbara.character.warrior", 1, points=1)])
    assert w.gains == {(1, 2): [5], (3, 2): [7], (6, 2): [2]}
    assert w.average(3, 2) == 7 and w.turns(3, 2) == 1 and w.average(3, 1) is None


def test_every_clan_has_one_turn_a_round_in_the_simulation() -> None:
    w = Watcher(4)
    simulate(VAALBARA, 4, 5, ["greedy", "greedy", "random", "random"], 3, watch=w)
    for r in ROUNDS:
        assert sum(w.turns(i, r) for i in CHARACTERS) == 5 * 4, r
        assert sum(w.situations[r].values()) == 5 * 4, "one land action per clan and round"


def test_land_values_follow_the_land_rules() -> None:
    """vaalbara.land.meadow/field/forest/village/mountain/river and vaalbara.end.diversity, in made-up situations:
    the neighbours hold 2 meadows and the taker played the Priest (4), or none and the Rider (9, a River counts 6)."""
    w = Watcher(4)
    for rnd in range(1, 10):
        w.situations[rnd] = Counter({(2, 4): 1, (0, 9): 1})
    forests = [LANDS[c].value for c in lands_for(4) if LANDS[c].type == "forest"]
    empty, fields, mixed, four = (land_values(r, w) for r in REALMS)
    assert empty["meadow"].now == pytest.approx(((1 + 2) + (1 + 0)) / 2)
    assert empty["river"].now == pytest.approx((4 + 6) / 2)
    assert empty["forest"].now == pytest.approx(sum(forests) / len(forests))
    assert empty["mountain"].now == 0 and mixed["mountain"].now == 10, "the second Mountain scores 10"
    assert fields["field"].now == 2 * 3 and fields["village"].now == 2 * 2
    assert mixed["river"].now == pytest.approx(2 * (4 + 6) / 2), "two rivers times the initiative (at most 6)"
    assert four["village"].now == 2 * 4 and four["village"].bonus == 0
    assert four["mountain"].bonus == four["river"].bonus == 5, "a fifth type completes the +5 variety bonus"
    assert all(v.bonus == 0 for v in empty.values())


# ---- the Analysis widget: lazy, one simulation, every chart titled and summed up --------------------------------------
SMALL = {"vaalbara": (["greedy", "greedy", "random", "random"], 12), "noli": (["greedy", "greedy", "bidder", "bidder"], 8),
         "blue_moon_city": (["planner", "planner", "greedy", "random"], 8),
         "via_nebula": (["planner", "planner", "greedy", "random"], 8),
         "buru": (["planner", "planner", "greedy", "random"], 8)}
CHARTS = {"vaalbara": ["characters", "lands", "points"], "noli": ["rowers", "doubling", "win_conditions"],
          "blue_moon_city": ["scales", "sources", "chains", "peoples", "readings"],
          "via_nebula": ["contracts", "openings", "exploring", "points"],
          "buru": ["areas", "totems", "islanders", "lawan", "lawan_sources", "lawan_plots", "lawan_morning",
                   "ukam_sources", "ukam_outlaws", "ukam_variants", "ambelau_spaces", "ambelau_guides", "ambelau_ibu",
                   "persons_best", "persons_action", "ambelau_lawan", "points"]}


@pytest.fixture
def small_noli(monkeypatch):
    """Noli's doubling experiment from a few games (the notebook uses the module's default size)."""
    monkeypatch.setattr(noli_charts, "DOUBLING_GAMES", 6)


@pytest.fixture(scope="module")
def opened() -> dict[str, Analysis]:
    """Each game's Analysis, run on a few games, with its figures drawn in both languages."""
    old = noli_charts.DOUBLING_GAMES
    noli_charts.DOUBLING_GAMES = 6
    out = {}
    try:
        for gid, (seats, games) in SMALL.items():
            a = Analysis(GAMES[gid], players=4, seats=seats, games=games, language=Language())
            a.analyse()
            out[gid] = a
    finally:
        noli_charts.DOUBLING_GAMES = old
    return out


@pytest.mark.parametrize("gid", sorted(SMALL))
def test_the_progress_bar_counts_every_game_the_analysis_plays(opened, gid: str) -> None:
    """The bar's total is the page's games and those its studies declare (``GameCharts.studies``): all were played."""
    p = opened[gid].progress
    assert p.total == p.done > SMALL[gid][1] or (p.total == p.done == SMALL[gid][1] and gid in ("vaalbara", "via_nebula"))


def drawn(a: Analysis, key: str, lang: str) -> dict:
    a.language.lang = lang
    return a.figure(key)


@pytest.mark.parametrize("gid", sorted(SMALL))
def test_every_chart_has_both_axes_titled_and_a_takeaway_in_both_languages(opened, gid: str) -> None:
    a = opened[gid]
    assert a.chart_keys() == CHARTS[gid]
    assert a.note.value == ""
    for chart in a.charts:
        for words in (chart.label, chart.takeaway):
            assert words.ja.strip() and words.en.strip() and words.ja != words.en, (chart.key, words)
        titles = {}
        for lang in ("ja", "en"):
            layout = drawn(a, chart.key, lang)["layout"]
            titles[lang] = [layout[ax]["title"]["text"] for ax in ("xaxis", "yaxis")]
            assert all(t.strip() for t in titles[lang]), (chart.key, lang)
            assert drawn(a, chart.key, lang)["data"]
        assert all(j != e for j, e in zip(titles["ja"], titles["en"], strict=True)), (chart.key, titles)


@pytest.mark.parametrize("gid", sorted(SMALL))
def test_every_charts_phone_drawing_cuts_its_title_to_fit_and_makes_room_for_it(opened, gid: str) -> None:
    """At phone width plotly does not wrap a title: the narrow drawing's title lines are short enough for about
    340 px, none of the words are lost, and the top margin holds every line."""
    a = opened[gid]
    for chart in a.charts:
        for lang in ("ja", "en"):
            fig = drawn(a, chart.key, lang)
            wide, narrow = fig["layout"]["title"]["text"], fig["narrow"]["layout"]["title"]["text"]
            lines = narrow.split("<br>")
            plain = [re.sub(r"<[^>]+>", "", line) for line in lines]
            for line, words in zip(lines, plain, strict=True):
                size = 12 if "<sup>" in line else 17  # plotly's title font and its <sup> lines, in px
                em = 1.0 if lang == "ja" else 0.55  # a character's width in ems, roughly
                assert len(words) * size * em <= 345 or (lang == "en" and " " not in words), (chart.key, lang, line)
            assert re.sub(r"<[^>]+>|\s", "", narrow) == re.sub(r"<[^>]+>|\s", "", wide), (chart.key, lang)
            assert fig["narrow"]["layout"]["margin"]["t"] >= 20 * len(plain), (chart.key, lang)
            assert fig["narrow"]["below"] > 400 and fig["narrow"]["data"] == fig["data"]


def test_no_self_evident_chart_is_left(opened) -> None:
    """Gone: "what decided the winner" (the winner), rules that fire once a round, wins of greedy against random."""
    for a in opened.values():
        assert not {"deciders", "fired", "wins"} & set(a.chart_keys())
    assert "points" not in opened["noli"].chart_keys(), "Noli scores by floors alone: a single bar says nothing"


def test_the_page_shows_the_chosen_charts_takeaway_and_keeps_it_across_languages(opened) -> None:
    a = opened["vaalbara"]
    a.language.lang = "ja"
    a.pick.value = "lands"
    assert a.chart("lands").takeaway("ja") in a.takeaway.value
    a.language.lang = "en"
    assert a.pick.value == "lands" and a.chart("lands").takeaway("en") in a.takeaway.value
    assert a.board.figure == a.figure("lands")
    assert "12 games simulated with 4 players (Greedy, Greedy, Random, Random)" in a.about.value


def test_vaalbara_character_takeaway_names_the_best_early_and_late(opened) -> None:
    a = opened["vaalbara"]
    gains = a.run.watched.gains
    said = a.chart("characters").takeaway("en")
    for rounds, label in (((1, 2, 3), "Rounds 1–3: the {c} gains most (avg {v:+.1f} a turn)"),
                          ((7, 8, 9), "rounds 7–9: the {c} (avg {v:+.1f})")):
        turns = {i: [g for r in rounds for g in gains.get((i, r), [])] for i in CHARACTERS}
        pool = [i for i, t in turns.items() if len(t) >= vaalbara_charts.MIN_TURNS] or [i for i, t in turns.items() if t]
        best = max(sum(turns[i]) / len(turns[i]) for i in pool)
        names = [CHARACTERS[i].name.en for i in pool if sum(turns[i]) / len(turns[i]) == best]
        assert any(label.format(c=n, v=best) in said for n in names), (said, names, best)
    grid = drawn(a, "characters", "en")["data"][0]
    shown = {(x, y): t for x, y, t in zip(grid["x"], grid["y"], grid["text"], strict=True)}
    for (i, r), got in gains.items():
        expected = f"{sum(got) / len(got):.1f}" if len(got) >= vaalbara_charts.MIN_TURNS else ""
        assert shown[r, list(CHARACTERS).index(i)] == expected, (i, r)


def test_vaalbara_land_takeaway_names_each_realms_tallest_bar(opened) -> None:
    a = opened["vaalbara"]
    fig = drawn(a, "lands", "en")
    said = a.chart("lands").takeaway("en")
    now = {t["offsetgroup"]: t["y"] for t in fig["data"] if "base" not in t and "offsetgroup" in t}
    bonus = {t["offsetgroup"]: t["y"] for t in fig["data"] if "base" in t}
    for k, realm in enumerate(REALMS):
        totals = {kind: now[kind][k] + bonus[kind][k] for kind in now}
        best = max(totals.values())
        names = [LAND_NAMES[kind].en for kind, v in totals.items() if v == best]
        assert any(f"{realm.name.en}: {n} ({best:.1f})" in said for n in names), (said, realm.key, totals)


def test_points_takeaway_names_the_longest_bar(opened) -> None:
    a = opened["vaalbara"]
    bars = drawn(a, "points", "en")["data"][0]
    per_player = {rule: v / (12 * 4) for rule, v in a.summary.points.items()}
    assert sorted(bars["x"]) == pytest.approx(sorted(per_player.values()))
    top = max(bars["x"])
    assert f"Most points come from “{bars['y'][bars['x'].index(top)]}”: {top:.1f} per player" in a.chart("points").takeaway("en")


def test_noli_takeaways_quote_their_charts(opened) -> None:
    a = opened["noli"]
    rowers = drawn(a, "rowers", "en")["data"][0]["y"]  # first on the track, opponents without rowers
    assert f"from {rowers[0]:.0%} with no rower to {rowers[3]:.0%} with three" in a.chart("rowers").takeaway("en")
    doubling = drawn(a, "doubling", "en")["data"][0]["y"]
    assert (f"doubles up wins {doubling[0]:.0%} of its games, one that never does {doubling[1]:.0%}"
            in a.chart("doubling").takeaway("en"))
    bars = drawn(a, "win_conditions", "en")["data"][0]
    said = a.chart("win_conditions").takeaway("en")
    for label, share in zip(bars["y"], bars["x"], strict=True):
        assert f"“{label}”" in said and f"{share:.0%}" in said


def test_noli_game_ends_are_counted_over_the_pages_own_games(opened) -> None:
    """noli.win.tower, noli.win.track, noli.win.track_tie: the chart counts the games the page simulated, each once,
    by what ended it — the same numbers as a direct look at those games' last positions."""
    seats, games = SMALL["noli"]
    finals = []
    simulate(NOLI, 4, games, seats, 1, watch=lambda b, p, act, after, ev: finals.append(after) if NOLI.is_over(after) else None)
    direct = Counter()
    for s in finals:
        top = max(s.floors)
        direct["noli.win.tower" if top >= WIN_FLOORS else
               "noli.win.track_tie" if s.floors.count(top) > 1 else "noli.win.track"] += 1
    bars = drawn(opened["noli"], "win_conditions", "en")["data"][0]
    assert len(finals) == games
    assert dict(zip(WIN_RULES, bars["customdata"], strict=True)) == {r: direct[r] for r in WIN_RULES}
    assert bars["x"] == [direct[r] / games for r in WIN_RULES]
    assert dict(opened["noli"].summary.deciders) == {r: n for r, n in direct.items() if n}


NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


@pytest.mark.parametrize("gid", sorted(SMALL))
def test_the_notebooks_analysis_plays_no_game_until_the_learner_asks(monkeypatch, small_noli, gid: str) -> None:
    """The cell of notebooks/<game>.ipynb builds its Analysis when the learner opens its section: nothing may be
    simulated then."""
    game = GAMES[gid]
    calls, moves = [], []
    real_simulate, real_apply = analysis_widget.simulate, game.apply
    monkeypatch.setattr(analysis_widget, "simulate", lambda *args, **kw: calls.append(args) or real_simulate(*args, **kw))
    monkeypatch.setattr(game, "apply", lambda *args, **kw: moves.append(1) or real_apply(*args, **kw))
    monkeypatch.setattr(analysis_widget, "CACHE", {})  # nothing played by another test
    cells = json.loads((NOTEBOOKS / f"{gid}.ipynb").read_text(encoding="utf-8"))["cells"]
    *body, last = ast.parse(next("".join(c["source"]) for c in cells if "Analysis(" in "".join(c["source"]))).body
    namespace = {"game": game, "display": lambda *widgets: widgets, "Section": Section, "Text": Text}
    exec(compile(ast.Module(body, []), "cell", "exec"), namespace)  # noqa: S102 - the notebook's own cell
    shown = eval(compile(ast.Expression(last.value), "cell", "eval"), namespace)  # noqa: S307 - the cell's widgets
    if isinstance(shown, Section):
        assert shown.content is None, "built only when opened"
        shown = tuple(shown.open().children)  # the learner opens the section
    (a,) = [w for w in (shown if isinstance(shown, tuple) else (shown,)) if isinstance(w, Analysis)]
    assert calls == [] and moves == [] and a.board.figure == {} and a.board.layout.display == "none" and a.chart_keys() == []
    assert analysis_widget.T["run"](a.lang) in a.start.description
    a.games = 3  # the learner presses the button (on a few games, to keep the test short)
    a.start.click()
    a.wait()
    assert len(calls) == 1 and moves, "one simulation, when asked"
    assert a.chart_keys() == CHARTS[gid] and a.board.layout.display is None and a.board.figure["data"]
    a.start.click()
    a.wait()
    a.analyse()
    assert len(calls) == 1, "never twice"
    for w in shown if isinstance(shown, tuple) else (shown,):
        w.close()


def test_the_pages_share_one_cache_so_the_same_games_are_played_once(monkeypatch) -> None:
    game = GAMES["vaalbara"]
    moves, real_apply = [], game.apply
    monkeypatch.setattr(game, "apply", lambda *args, **kw: moves.append(1) or real_apply(*args, **kw))
    monkeypatch.setattr(analysis_widget, "CACHE", {})
    first = Analysis(game, players=3, seats=["greedy"] * 3, games=2, seed=4, language=Language())
    first.analyse()
    played = len(moves)
    again = Analysis(game, players=3, seats=["greedy"] * 3, games=2, seed=4, language=Language())
    again.analyse()
    assert played and len(moves) == played, "the second page's games come from the cache"
    assert again.run.summary is first.run.summary and again.run.watched is first.run.watched
    other = Analysis(game, players=3, seats=["greedy"] * 3, games=2, seed=5, language=Language())
    other.analyse()
    assert len(moves) > played, "another seed plays other games"
    for a in (first, again, other):
        a.close()


def test_one_simulate_plays_with_options_watchers_and_a_cache() -> None:
    buru, cache = GAMES["buru"], {}
    played = simulate(buru, 3, 2, ["greedy"] * 3, 7, options={"ukam": 1}, watchers=(Finals,), cache=cache)
    (finals,) = played.watched
    assert played.games == 2 and len(finals.states) == 2 and all(buru.is_over(s) for s in finals.states)
    assert all(s.modules == ("ukam",) for s in finals.states), "the options set up every game"
    assert [s.rng for s in finals.states] != [s.rng for s in simulate(buru, 3, 2, ["greedy"] * 3, 8,
                                                                          watchers=(Finals,)).watched[0].states]
    assert simulate(buru, 3, 2, ["greedy"] * 3, 7, options={"ukam": 1}, watchers=(Finals,), cache=cache) is played
    seen = []
    fresh = simulate(buru, 3, 2, ["greedy"] * 3, 7, lambda *move: seen.append(move), options={"ukam": 1},
                     watchers=(Finals,), cache=cache)
    assert fresh is not played and seen and fresh.wins == played.wins, "a watch is fed: the cache cannot replay it"
    assert len(cache) == 1


def test_a_studys_seed_derives_from_the_base_seed() -> None:
    assert derive(1, "ukam", "base") == derive(1, "ukam", "base"), "the same on every call"
    assert len({derive(1, "ukam", "base"), derive(1, "ukam", "longer"), derive(2, "ukam", "base"),
                derive(1, "lawan", (2, 1), "greedy", True)}) == 4, "each study and base seed its own"
    assert mean([]) == 0.0 and mean([1, 2]) == 1.5 and mean([True, False, False, False]) == 0.25


def test_every_registered_game_is_checked() -> None:
    assert set(SMALL) == set(CHARTS) == set(GAMES), "give a new game its seats and charts above"


def test_a_failed_simulation_says_so_and_lets_the_learner_try_again(monkeypatch) -> None:
    def broken(*args, **kw):
        raise RuntimeError("no games today")

    monkeypatch.setattr(analysis_widget, "simulate", broken)
    a = Analysis(GAMES["vaalbara"], players=3, seats=["greedy"] * 3, games=3, language=Language())
    a.analyse()
    assert "no games today" in a.note.value and a.run is None
    assert not a.start.disabled and a.start.description == analysis_widget.T["run"]("ja")


def test_failing_game_charts_leave_the_generic_one(monkeypatch) -> None:
    def broken(game, run):
        raise RuntimeError("boom")

    monkeypatch.setattr(vaalbara_charts, "ANALYSIS", replace(vaalbara_charts.ANALYSIS, charts=broken))
    a = Analysis(GAMES["vaalbara"], players=3, seats=["greedy"] * 3, games=3, language=Language())
    a.analyse()
    assert a.chart_keys() == ["points"]
    assert "boom" in a.note.value
    assert a.board.figure["data"]


def test_chart_keys_must_not_shadow_the_generic_ones(monkeypatch, opened) -> None:
    chart = Chart("points", Text("x", "x"), lambda lang: {"data": [], "layout": {}}, Text("x", "x"))
    monkeypatch.setattr(noli_charts, "ANALYSIS", replace(noli_charts.ANALYSIS, charts=lambda game, run: [chart]))
    with pytest.raises(ValueError):
        analysis_widget.game_charts(NOLI, opened["noli"].run)


def test_noli_titles_state_the_reconstructed_data(opened) -> None:
    for lang, word in (("ja", "再構成"), ("en", "reconstructed")):
        for key in CHARTS["noli"]:
            assert word in drawn(opened["noli"], key, lang)["layout"]["title"]["text"], (key, lang)


def test_blue_moon_city_takeaways_quote_their_charts(opened) -> None:
    a = opened["blue_moon_city"]
    bars = drawn(a, "scales", "en")["data"][0]
    said = a.chart("scales").takeaway("en")
    assert f"{a.run.watched.scorings_per_game():.1f} scale scorings a game" in said
    if "none" in bars["x"]:
        assert f"those who never did {bars['y'][bars['x'].index('none')]:.0%}" in said
    stacks = drawn(a, "sources", "en")["data"]
    winners = sum(t["x"][0] for t in stacks)
    assert f"winners take {winners:.1f} tiles a game" in a.chart("sources").takeaway("en")
    people = drawn(a, "peoples", "en")["data"]
    value = max(people[0]["x"])
    assert f"({value:+.2f} cards a game over the others)" in a.chart("peoples").takeaway("en")


def test_via_nebula_takeaways_quote_their_charts(opened) -> None:
    a = opened["via_nebula"]
    bars = drawn(a, "contracts", "en")["data"][0]
    built = [int(t.lstrip("×")) for t in bars["text"]]
    often = [i for i, k in enumerate(built) if k >= 5] or [built.index(max(built))]
    best = max(often, key=lambda i: bars["x"][i])
    said = a.chart("contracts").takeaway("en")
    assert f"the {bars['y'][best]} ({bars['x'][best]:.1f} points on average, built {built[best]} time" in said, said
    first = drawn(a, "openings", "en")["data"][0]
    assert f"won most often: {max(first['y']):.0%}" in a.chart("openings").takeaway("en")
    tiles = drawn(a, "exploring", "en")["data"][0]
    assert f"scored {tiles['y'][0]:.1f} on average" in a.chart("exploring").takeaway("en")


def test_buru_takeaways_quote_their_charts(opened) -> None:
    a = opened["buru"]
    bars = drawn(a, "areas", "en")["data"][0]
    top = max(bars["y"])
    said = a.chart("areas").takeaway("en")
    assert f"The {bars['x'][bars['y'].index(top)]} took the most power to conquer: {top:.1f} on average" in said
    assert f"the {bars['x'][bars['y'].index(min(bars['y']))]} the least: {min(bars['y']):.1f}" in said
    spirits, held = drawn(a, "totems", "en")["data"]
    best = max(spirits["y"])
    said = a.chart("totems").takeaway("en")
    assert f"{spirits['x'][spirits['y'].index(best)].split(' (')[0]}'s totem paid its holder most: {best:.2f}" in said
    assert held["x"][0] == "0" and held["x"][-1] == "2+", "no totem, one, two or more"
    assert (f"ended holding no totem won {held['y'][0]:.0%}, those holding 2 or more totems "
            f"({held['customdata'][-1]}), {held['y'][-1]:.0%}" in said)
    rows = [(x, y) for t in drawn(a, "islanders", "en")["data"] for x, y in zip(t["x"], t["y"], strict=True)]
    score, name = max(rows)
    assert f"Hirers of the {name} scored most ({score:.1f} on average" in a.chart("islanders").takeaway("en")
