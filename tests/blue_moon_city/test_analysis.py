"""Blue Moon City's analysis watcher (kernel_games/blue_moon_city/analysis.py) against what the games did, read
straight from the states and actions."""

from __future__ import annotations

from collections import Counter

from kernel_games import GAMES
from kernel_games.blue_moon_city.actions import DragonFly, DragonMove, FlitDash, FlitFly, Offer, OfferAgain, Pay, Recolour
from kernel_games.blue_moon_city.analysis import SOURCES, Reading, Watcher, reading_study
from kernel_games.blue_moon_city.components import NEIGHBOURS, TILES
from kernel_games.blue_moon_city.supply import held
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
            owed = final.owed.count(p)  # what is owed is counted when it is owed (supply.shortage)
            assert sum(g.crystals[p][s] for s in SOURCES) == len(final.crystals[p]) + d.offered[k][p] + owed, (k, p)
            assert sum(g.cards[p].values()) == d.played[k][p], (k, p)
        assert g.scorings == d.triggers[k] == sum(g.led) + g.shared
        assert sum(g.tied) >= 2 * g.shared
    assert w.completions == sum(d.rebuilt, Counter())
    assert sum(n for _, n in w.win_rate_by_led().values()) == 6 * 4


def test_the_reading_study_replays_the_deals_by_value() -> None:
    """blue_moon_city.setup.crystal_value: the study plays the same deals as the page's games (the same city, cards and
    crystal tiles), with crystals counted by value; its turns, crystals paid and left (owed ones counted) and the
    winner's lead are what the final states say."""
    for g in range(3):
        tiles, value = BMC.setup(4, 9 * 100_003 + g), BMC.setup(4, 9 * 100_003 + g, {"crystals": "value"})
        assert (tiles.cells, tiles.hands, tiles.supply, tiles.start) == (value.cells, value.hands, value.supply, value.start)
        assert (tiles.rewards, value.rewards) == ("tiles", "value")
    seats = ("planner", "planner", "greedy", "planner")
    finals, paid = [], [Counter()]

    def direct(before, p, action, after, events) -> None:
        if isinstance(action, Offer | OfferAgain):
            paid[-1][p] += action.ones + 3 * action.threes
        if after.end:
            finals.append(after)
            paid.append(Counter())

    simulate(BMC, 4, 3, list(seats), 9, watch=direct, options={"crystals": "value"})
    games = reading_study(BMC, 4, 3, seats, 9)
    assert len(games) == len(finals) == 3
    for g, final, spent in zip(games, finals, paid[:-1], strict=True):
        assert g.turns == final.turn and g.left == [held(final, p) for p in range(4)]
        assert g.spent == [spent[p] for p in range(4)]
        assert g.lead() == sorted(final.offerings)[-1] - sorted(final.offerings)[-2]
    r = Reading.of(games)
    assert r.games == 3 and r.turns == sum(f.turn for f in finals) / 3 / 4
    assert r.received == sum(spent[p] + held(f, p) for f, spent in zip(finals, paid, strict=False) for p in range(4)) / 12
