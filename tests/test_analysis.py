"""Noli's analysis (kernel_games/noli/analysis.py) and the Analysis widget's game-specific charts.

The regatta's chances are computed exactly; here they are checked against dice rolled the same way and against the
engine's own simulated regatta (noli.regatta.simulated, noli.regatta.finish: ties on a beat go to the pawn furthest
along the support track). Doubling up and the win conditions are simulations: only their bookkeeping is checked.
"""

from __future__ import annotations

import itertools
import random

import pytest

from kernel_games import GAMES
from kernel_games.core import Text
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
from kernel_games.noli.components import BUOY_FACES, DIE_FACES, INVESTMENTS, ROWER_TOKENS
from kernel_games.noli.state import SIMULATED
from widgets import analysis as analysis_widget
from widgets.analyses import noli as noli_charts
from widgets.analysis import GENERIC, Analysis, game_charts
from widgets.i18n import Language

NOLI_CHARTS = ["rowers", "doubling", "win_conditions"]


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


# ---- the Analysis widget ----------------------------------------------------------------------------------------------
@pytest.fixture
def small_noli(monkeypatch):
    """Noli's charts from a few games (the notebook uses the module's default sizes)."""
    monkeypatch.setattr(noli_charts, "DOUBLING_GAMES", 6)
    monkeypatch.setattr(noli_charts, "WIN_GAMES", 6)
    monkeypatch.setattr(noli_charts, "_NUMBERS", {})


def test_vaalbara_keeps_its_generic_charts() -> None:
    a = Analysis(GAMES["vaalbara"], players=3, seats=["greedy", "greedy", "random"], games=5, language=Language())
    assert [k for _, k in a.pick.options] == list(GENERIC)
    assert game_charts(GAMES["vaalbara"], "en") == []
    for key in GENERIC:
        a.pick.value = key
        assert a.board.figure["data"], key
    assert a.note.value == ""


def test_noli_charts_join_the_picker_in_both_languages(small_noli) -> None:
    lang = Language()
    a = Analysis(NOLI, players=4, seats=["greedy"] * 4, games=4, language=lang)
    assert [k for _, k in a.pick.options] == [*GENERIC, *NOLI_CHARTS]
    titles = {}
    for language in ("ja", "en"):
        lang.lang = language
        labels = dict((k, label) for label, k in a.pick.options)
        for key in [*GENERIC, *NOLI_CHARTS]:
            a.pick.value = key
            fig = a.board.figure
            assert fig["data"] and any(trace.get("y") or trace.get("x") for trace in fig["data"]), key
            if key in NOLI_CHARTS:
                title = fig["layout"]["title"]["text"]
                assert ("再構成" if language == "ja" else "reconstructed") in title, "the data's provenance is stated"
                titles[key, language] = title
                assert labels[key] == dict((k, t) for k, t, _ in noli_charts.charts(NOLI, language))[key](language)
    assert all(titles[k, "ja"] != titles[k, "en"] for k in NOLI_CHARTS)
    assert a.pick.value == NOLI_CHARTS[-1], "switching language keeps the chosen chart"
    assert a.note.value == ""


def test_noli_chart_data(small_noli) -> None:
    by_key = {k: (label, fig) for k, label, fig in noli_charts.charts(NOLI, "en")}
    assert list(by_key) == NOLI_CHARTS
    assert all(isinstance(label, Text) and label.ja and label.en for label, _ in by_key.values())
    rowers = by_key["rowers"][1]
    assert len(rowers["data"]) == 4 and all(len(t["y"]) == 4 for t in rowers["data"])
    assert rowers["data"][0]["y"] == pytest.approx([r.ahead for r in rower_table((0,), 4)])
    doubling = by_key["doubling"][1]
    assert sum(doubling["data"][0]["y"]) == pytest.approx(0.5)
    wins = by_key["win_conditions"][1]
    assert sum(wins["data"][0]["x"]) == pytest.approx(1.0)
    assert wins["data"][0]["y"][0] == NOLI.rule("noli.win.tower").title("en")


def test_failing_game_charts_leave_the_generic_ones(monkeypatch) -> None:
    def broken(game, lang):
        raise RuntimeError("boom")

    monkeypatch.setattr(noli_charts, "charts", broken)
    a = Analysis(NOLI, players=4, seats=["greedy"] * 4, games=3, language=Language())
    assert [k for _, k in a.pick.options] == list(GENERIC)
    assert "boom" in a.note.value
    a.pick.value = "wins"
    assert a.board.figure["data"]


def test_chart_keys_must_not_shadow_the_generic_ones(monkeypatch) -> None:
    monkeypatch.setattr(noli_charts, "charts", lambda game, lang: [("wins", Text("x", "x"), {"data": [], "layout": {}})])
    with pytest.raises(ValueError):
        analysis_widget.game_charts(NOLI, "en")
