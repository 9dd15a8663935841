"""Generic bots. A bot sees only a view and the legal actions: ``choose(view, legal, rng)``."""

from __future__ import annotations

import random
from typing import Protocol

from .game import Game
from .records import Action, View
from .text import Text


class Bot(Protocol):
    name: Text

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = Text("ランダム", "Random")

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)


class GreedyBot:
    """Picks the action the game values highest for the viewing player; ties at random."""

    name = Text("貪欲", "Greedy")

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        scored = [(self.game.action_value(view, a), rng.random(), a) for a in legal]
        return max(scored, key=lambda t: (t[0], t[1]))[2]


def bot_kinds(game: Game) -> dict[str, Bot]:
    """The bots a table can seat for ``game``: the generic ones, then the game's own (``Game.bots``)."""
    kinds: dict[str, Bot] = {"random": RandomBot(), "greedy": GreedyBot(game)}
    for kind, make in game.bots.items():
        kinds[kind] = make(game)
    return kinds


def play_out(game: Game, state, bots: dict[int, Bot], rng: random.Random, max_steps: int = 100_000):
    """Play to the end with the given bots (seat → bot); return the final state and the step count."""
    steps = 0
    while not game.is_over(state):
        for p in game.to_act(state):
            legal = game.legal_actions(state, p)
            action = bots[p].choose(game.view(state, p), legal, rng)
            state, _ = game.apply(state, p, action)
            steps += 1
            break
        if steps > max_steps:
            raise RuntimeError("play-out did not end")
    return state, steps
