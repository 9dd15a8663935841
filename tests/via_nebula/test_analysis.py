"""Via Nebula's analysis numbers (kernel_games/via_nebula/analysis.py): what the watcher counts is what the games did."""

from __future__ import annotations

from kernel_games.core.simulate import simulate
from kernel_games.via_nebula.analysis import Watcher, group
from kernel_games.via_nebula.components import CONTRACTS

from .helpers import G, cites, contract


@cites("via_nebula.neutral.architect", "via_nebula.action.explore")
def test_the_watcher_counts_what_the_games_did():
    w = Watcher(3)
    summary = simulate(G, 3, 4, ["planner", "greedy", "random"], seed=2, watch=w)
    assert len(w.games) == summary.games == 4
    built = sum(k for _, k in w.contract_points().values())
    assert built == sum(len(rows) for g in w.games for rows in g.built) > 0
    assert sum(k for *_, k in w.exploring()) == 3 * 4  # every player of every game in one bin
    assert sum(k for _, k in w.openings().values()) == 12
    assert all(g.scores[p] == max(g.scores) for g in w.games for p in g.winners)
    assert group(contract("plain_1")) == "plain2" and group(contract("architect")) == "architect"
    assert {group(i) for i in range(len(CONTRACTS))} >= {"plain2", "plain3", "plain4", "priest"}
