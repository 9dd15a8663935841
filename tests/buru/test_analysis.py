"""Buru's analysis numbers (kernel_games/buru/analysis.py): what the page's watcher counts is what the games did."""

from __future__ import annotations

from collections import Counter

from kernel_games.buru.analysis import POWER_BINS, Watcher, power_bin
from kernel_games.buru.components import BANYU, MANUK, SHORE
from kernel_games.core import Event, Text
from kernel_games.core.simulate import simulate

from .build import G, cites

SEATS = ["planner", "planner", "greedy", "random"]


def _ev(rule: str, to: int | None = None, **data) -> Event:
    return Event(rule, Text("", ""), to=to, data=data)


class _S:  # the few fields of a state the watcher reads
    n, phase, totems, winners = 4, "afternoon", (-1, -1, -1), ()


@cites("buru.afternoon.reveal", "buru.afternoon.conquer", "buru.totem.bonus")
def test_bids_pair_with_their_conqueror_and_a_bonus_with_the_spirit_offered_to():
    w, s = Watcher(4), _S()
    w(s, 0, None, s, [_ev("buru.afternoon.reveal", area=SHORE, bids=[[5], [2, 1], [], [3]]),
                      _ev("buru.afternoon.conquer", player=0, area=SHORE, totem=BANYU)])
    w(s, 1, None, s, [_ev("buru.lake.offer", player=1, spirit=MANUK), _ev("buru.lake.offer", 1),
                      _ev("buru.totem.bonus", player=0, esteem=1), _ev("buru.lake.offer", player=2, spirit=BANYU)])
    w(s, 1, None, s, [_ev("buru.village.task", player=1, gain=[0, 0, 0, 2, 0]),  # a gain logged under the task's rule
                      _ev("buru.village.task", player=1, islander=7)])
    g = w._game
    assert g.bids == [(SHORE, 5, True), (SHORE, 3, False), (SHORE, 3, False)], "nobody who sent no explorer counts"
    assert g.bonus == [0, 0, 1], "the bonus follows the offering just before it: Manuk's"
    assert g.tasked == Counter({(1, 7): 1})
    assert power_bin(2) == (1, 2) and power_bin(14) == POWER_BINS[-1]


@cites("buru.afternoon.conquer", "buru.totem.bonus", "buru.shore.hire", "buru.village.task", "buru.end.scoring")
def test_the_watcher_counts_what_the_games_did():
    w = Watcher(4)
    direct: Counter = Counter()

    def watch(before, p, action, after, events):
        w(before, p, action, after, events)
        for e in events:
            if e.to is None and (e.rule != "buru.village.task" or "islander" in e.data):
                direct[e.rule] += e.data.get("esteem", 1) if e.rule == "buru.totem.bonus" else 1

    summary = simulate(G, 4, 5, SEATS, seed=3, watch=watch)
    assert len(w.games) == summary.games == 5
    power = w.area_power()
    assert sum(k for *_, k in power.values()) == direct["buru.afternoon.conquer"] > 0, "one conqueror per area revealed"
    assert all(won > lost for won, lost, _ in power.values()), "the conqueror sent the most power"
    assert sum(k for rows in w.conquest_rates().values() for *_, k in rows) == sum(len(g.bids) for g in w.games)
    assert sum(g.bonus[k] for g in w.games for k in range(3)) == direct["buru.totem.bonus"] > 0
    assert all(0 <= h <= 5 for g in w.games for h in g.held), "a totem is held at most one dusk a round"
    assert sum(k for _, k in w.totem_wins().values()) == 4 * 5
    rows = w.islanders()
    assert sum(v[3] for v in rows.values()) == direct["buru.shore.hire"] > 0
    assert round(sum(v[2] * v[3] for v in rows.values())) == direct["buru.village.task"] > 0, "every task is a hired one"
    assert all(g.scores[p] == max(g.scores) for g in w.games for p in g.winners)
    assert w.win_rate() == 0.25, "one winner a game (buru.end.tie)"



# ---- the Lawan ------------------------------------------------------------------------------------------------------
