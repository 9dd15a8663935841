"""Blue Moon City's analysis watcher (kernel_games/blue_moon_city/analysis.py) against what the games did, read
straight from the states and actions."""

from __future__ import annotations

from collections import Counter

from kernel_games import GAMES
from kernel_games.blue_moon_city.actions import DragonFly, DragonMove, FlitDash, FlitFly, Offer, OfferAgain, Pay, Recolour
from kernel_games.blue_moon_city.analysis import SOURCES, Watcher
from kernel_games.blue_moon_city.components import NEIGHBOURS, TILES
from kernel_games.core.simulate import simulate

BMC = GAMES["blue_moon_city"]


class _Direct:
    """What the games did, read straight from the states and actions, to check the watcher's bookkeeping."""

    def __init__(self) -> None:
        self.finals, self.offered, self.played, self.triggers, self.rebuilt = [], [Counter()], [Counter()], [0], [Counter()]

    def __call__(self, before, p, action, after, events) -> None:
        if isinstance(action, Offer | OfferAgain):
            self.offered[-1][p] += action.ones + action.threes
        if isinstance(action, Pay | Recolour | FlitFly | FlitDash | DragonFly | DragonMove | OfferAgain):
            self.played[-1][p] += 1
        self.triggers[-1] += sum(1 for e in events if e.rule == "blue_moon_city.scales.trigger")
        for c in range(len(after.cells)):
            if after.built[c] and not before.built[c]:
                self.rebuilt[-1][sum(1 for x in NEIGHBOURS[c] if before.built[x] and TILES[before.cells[x]].neighbourhood)] += 1
        if after.end:
            self.finals.append(after)
            self.offered.append(Counter())
            self.played.append(Counter())
            self.triggers.append(0)
            self.rebuilt.append(Counter())


def test_blue_moon_city_watcher_counts_what_the_games_did() -> None:
    """blue_moon_city.complete.*, scales.trigger, scales.scoring, supply.shortage: every crystal tile a player received,
    less those offered, is in their hand at the end; every scale scoring has a sole or shared lead; every completion is
    counted by its built neighbours with a reward; every card played counts once, for its value or its power."""
    w, d = Watcher(4), _Direct()
    simulate(BMC, 4, 6, ["planner", "planner", "greedy", "random"], 4, watch=lambda *a: (w(*a), d(*a)))
    assert len(w.games) == len(d.finals) == 6
    for k, (g, final) in enumerate(zip(w.games, d.finals, strict=True)):
        assert g.winners == list(final.winners) and g.offerings == list(final.offerings)
        for p in range(4):
            assert sum(g.crystals[p][s] for s in SOURCES) == len(final.crystals[p]) + d.offered[k][p], (k, p)
            assert sum(g.cards[p].values()) == d.played[k][p], (k, p)
        assert g.scorings == d.triggers[k] == sum(g.led) + g.shared
        assert sum(g.tied) >= 2 * g.shared
    assert w.completions == sum(d.rebuilt, Counter())
    assert sum(n for _, n in w.win_rate_by_led().values()) == 6 * 4
