"""The engine's shortcuts for speed give exactly what the plain ways would: events, copies, dice, shuffles, auto-resolving.

None of these is a rule; each test pins one shortcut of the engine (kernel_games/noli/) to the plain computation it replaces.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter

from kernel_games.core import Game, RandomBot
from kernel_games.noli import dice
from kernel_games.noli.components import BUOY_FACES, CARDS, DICE, DIE_FACES, IN_HAND, is_buoy
from kernel_games.noli.phases import symbols
from kernel_games.noli.scenes import fresh, place
from kernel_games.noli.state import FISH

from .helpers import G, cites


def test_copies_share_nothing_mutable():
    """State.copy copies every list; what the lists hold is immutable (ints, strings, tuples), all through a game."""
    s = G.setup(4, 3)
    rng = random.Random(3)
    while not G.is_over(s):
        c = G.copy(s)
        assert c == s and c is not s
        for f in dataclasses.fields(s):
            value, copied = getattr(s, f.name), getattr(c, f.name)
            if isinstance(value, list):
                assert copied is not value, f.name
                for item in value:
                    assert isinstance(item, (int, str, tuple)), (f.name, item)
                    if isinstance(item, tuple):
                        assert all(isinstance(x, int) for y in item for x in (y if isinstance(y, tuple) else (y,))), f.name
        p = rng.choice(G.to_act(s))
        s, _ = G.apply(s, p, rng.choice(G.legal_actions(s, p)))


def test_bid_lists_are_fresh_each_time():
    """The cached bid candidates come out as a new list every time: changing one changes nothing else."""
    s = G.setup(4, 1)
    first = G.legal_actions(s, 0)
    first.clear()
    assert G.legal_actions(s, 0) == Game.legal_actions(G, s, 0) != []


@cites("noli.components.dice", "noli.regatta.roll", "noli.regatta.overboard")
def test_one_number_rolls_every_die_not_on_a_buoy():
    """dice.ROLLS: for any dice, the listed results are every way to roll the dice not on a buoy, each once
    (so one uniform number is a fair roll of each die), and a die on a buoy never changes."""
    assert len(dice.ROLLS) == (DIE_FACES + 1) ** DICE
    for faces, (size, outcomes) in dice.ROLLS.items():
        free = [j for j, f in enumerate(faces) if not is_buoy(f)]
        assert size == len(outcomes) == DIE_FACES ** len(free)
        assert len(set(outcomes)) == size
        for new in outcomes:
            assert all(new[j] == faces[j] for j in range(DICE) if j not in free)
            assert all(0 <= new[j] < DIE_FACES for j in free) and IN_HAND not in new
        per_die = [Counter(new[j] for new in outcomes) for j in free]
        assert all(set(c.values()) == {size // DIE_FACES} for c in per_die)  # every face equally often, die by die
    assert dice.ALL_BUOYS == {f for f in dice.ROLLS if all(0 <= x < BUOY_FACES for x in f)}


def test_a_storm_reshuffles_every_deck_uniformly():
    """The storm's shuffle (one random key per card, sorted) keeps each deck's cards and spreads them evenly."""
    s = place(fresh(), walls=6)
    top = Counter()
    for seed in range(600):
        t = s.copy()
        t.rng, t.phase, t.area, t.fisher, t.area_of = seed, FISH, 3, 0, [3, 1, 2, 4]
        symbols.storm(t, [])
        assert all(sorted(t.decks[a]) == sorted(s.decks[a]) for a in range(4))
        top[t.decks[0][0]] += 1
    assert len(top) == len(s.decks[0]) and max(top.values()) < 3 * min(top.values())


@cites("noli.fishing.auto")
def test_symbols_whose_order_cannot_matter_stay_so():
    """noli.fishing.auto (ruling): once the order of the pending symbols cannot matter, resolving any of them leaves the
    rest in an order that cannot matter either; the season's loop relies on this to ask order_matters once per draw."""
    rng = random.Random(11)
    checked = 0
    for area in (1, 2, 3, 4):
        cards = [c.id for c in CARDS if c.area == area]
        for k in (1, 2, 3, 4):
            for drawn in itertools.islice(itertools.combinations(cards, k), 0, None, 7):
                for walls in (0, 1, 2, 6):
                    s = place(fresh(), walls=walls, floors=[rng.randint(0, 2) for _ in range(4)],
                              boats=[rng.randint(1, 4) for _ in range(4)])
                    s.phase, s.area, s.fisher, s.area_of = FISH, area, 0, [area, 0, 0, 0]
                    s.drawn = list(drawn)
                    s.pending = [x for c in drawn for x in symbols.CARD_SYMBOLS[c]]
                    if symbols.order_matters(s):
                        continue
                    for x in s.pending:
                        t = s.copy()
                        symbols.resolve(t, *x, [])
                        if not t.step and not t.storm:
                            assert not symbols.order_matters(t), (drawn, walls, x)
                            checked += 1
    assert checked > 500


def test_random_games_are_reproducible_and_end():
    """The speed work keeps the contract's basics: a seed and the actions give the same game, and random games end."""
    bot = RandomBot()
    for n in (2, 3, 4):
        s, rng, record = G.setup(n, n), random.Random(n), []
        while not G.is_over(s):
            p = G.to_act(s)[0]
            a = bot.choose({}, G.legal_actions(s, p), rng)
            s, ev = G.apply(s, p, a)
            record.append((p, a, ev))
        again = G.setup(n, n)
        for p, a, ev in record:
            again, ev2 = G.apply(again, p, a)
            assert ev2 == ev
        assert again == s
