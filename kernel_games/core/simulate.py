"""Many bot games in a row, summarised for analysis: points per category, rules that fired, wins per seat."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from .bots import bot_kinds
from .game import Game


@dataclass
class Summary:
    games: int = 0
    points: Counter = field(default_factory=Counter)  # rule id -> points gained (rows > 0), all players and games
    fired: Counter = field(default_factory=Counter)  # rule id -> events citing it
    wins: Counter = field(default_factory=Counter)  # seat -> wins (shared wins count for each winner)
    deciders: Counter = field(default_factory=Counter)  # rule that decided the winner -> games


def simulate(game: Game, players: int, games: int, seats: list[str], seed: int = 0) -> Summary:
    """Play ``games`` full games with the named bots in ``seats`` (e.g. ["greedy", "random", ...])."""
    bots = bot_kinds(game)
    rng = random.Random(seed)
    out = Summary()
    for g in range(games):
        state = game.setup(players, seed * 100_003 + g)
        while not game.is_over(state):
            p = game.to_act(state)[0]
            action = bots[seats[p]].choose(game.view(state, p), game.legal_actions(state, p), rng)
            state, events = game.apply(state, p, action)
            out.fired.update(e.rule for e in events if e.to is None)
        result = game.result(state)
        out.games += 1
        out.deciders[result.rule] += 1
        out.wins.update(result.winners)
        for rows in result.breakdown.values():
            for row in rows:
                if row.points > 0:
                    out.points[row.rule] += row.points
    return out
