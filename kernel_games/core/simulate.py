"""Many bot games in a row, summarised for analysis: points per category, rules that fired, wins per seat.

A game's own analysis can watch the same games move by move (``watch``) instead of playing games of its own, so
every chart of a page rests on one sample.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .bots import bot_kinds, decide
from .game import Game
from .records import Action, Event

# after each move: (state before, player, action, state after, events); ``game.is_over(after)`` on a game's last move
Watch = Callable[[Any, int, Action, Any, list[Event]], None]


@dataclass
class Summary:
    games: int = 0
    points: Counter = field(default_factory=Counter)  # rule id -> points gained (rows > 0), all players and games
    fired: Counter = field(default_factory=Counter)  # rule id -> events citing it
    wins: Counter = field(default_factory=Counter)  # seat -> wins (shared wins count for each winner)
    deciders: Counter = field(default_factory=Counter)  # rule that decided the winner (Result.rule) -> games


def simulate(game: Game, players: int, games: int, seats: list[str], seed: int = 0, watch: Watch | None = None) -> Summary:
    """Play ``games`` full games with the named bots in ``seats`` (e.g. ["greedy", "random", ...]).

    Game ``g`` is dealt from seed ``seed * 100_003 + g``; the bots draw from one generator seeded with ``seed``, so the
    same arguments always play the same games.
    """
    bots = bot_kinds(game)
    rng = random.Random(seed)
    out = Summary()
    for g in range(games):
        state = game.setup(players, seed * 100_003 + g)
        while not game.is_over(state):
            p = game.to_act(state)[0]
            action = decide(bots[seats[p]], game, state, p, rng)
            before = state
            state, events = game.apply(state, p, action)
            out.fired.update(e.rule for e in events if e.to is None)
            if watch is not None:
                watch(before, p, action, state, events)
        result = game.result(state)
        out.games += 1
        out.deciders[result.rule] += 1
        out.wins.update(result.winners)
        for rows in result.breakdown.values():
            for row in rows:
                if row.points > 0:
                    out.points[row.rule] += row.points
    return out
