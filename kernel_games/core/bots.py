"""Generic bots (the contract every bot follows is ``bot_contract.Bot``): random, greedy, the search levels.

A searching bot (``SearchBot``, ``samples = True``) is also handed a sampler of states it cannot tell from the real
one (``kernel_games.core.search``); ``decide`` is how every caller asks any bot for its move.
"""

from __future__ import annotations

import random

from .bot_contract import Bot
from .game import Game
from .levels import LEVELS, Level
from .records import Action, Player, View
from .search import Sampler, sampler_for, search
from .text import Text


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    name = Text("ランダム", "Random")

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)


class GreedyBot(Bot):
    """Picks the action the game values highest for the viewing player; ties at random."""

    name = Text("貪欲", "Greedy")

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        scored = [(self.game.action_value(view, a), rng.random(), a) for a in legal]
        return max(scored, key=lambda t: (t[0], t[1]))[2]


class SearchBot(Bot):
    """Information-set Monte Carlo tree search: ``level.playouts`` simulated continuations a move (core/search.py)."""

    samples = True

    def __init__(self, game: Game, level: Level | int) -> None:
        self.game = game
        self.level = level if isinstance(level, Level) else Level(level)
        self.playouts = self.level.playouts
        guided = Text("・貪欲な続き", ", greedy play-outs") if self.level.guided else Text("", "")  # levels.py
        self.name = Text(f"探索（{self.playouts}回", f"Search ({self.playouts} playouts") + guided + Text("）", ")")

    def choose(self, view: View, legal: list[Action], rng: random.Random, sampler: Sampler | None = None) -> Action:
        if len(legal) == 1:
            return legal[0]
        if sampler is None:
            raise TypeError("SearchBot.choose needs a sampler: ask it through kernel_games.core.bots.decide")
        return search(self.game, view_player(view), legal, sampler, rng, self.playouts,
                      guided=self.level.guided)[0].action


def view_player(view: View) -> Player:
    """The seat a view was made for (every game's view names it as ``viewer``)."""
    return view["viewer"]


def decide(bot: Bot, game: Game, state, player: Player, rng: random.Random) -> Action:
    """``bot``'s move for ``player`` in ``state``: shown the view and the legal actions, and a searching bot also
    states it cannot tell from this one (``sampler_for``), never the state itself."""
    view, legal = game.view(state, player), game.legal_actions(state, player)
    if bot.samples:
        return bot.choose(view, legal, rng, sampler=sampler_for(game, state, player))
    return bot.choose(view, legal, rng)


def bot_kinds(game: Game) -> dict[str, Bot]:
    """The bots a table can seat for ``game``: the generic ones, the game's own (``Game.bots``), the search levels."""
    kinds: dict[str, Bot] = {"random": RandomBot(), "greedy": GreedyBot(game)}
    for kind, make in game.bots.items():
        kinds[kind] = make(game)
    for kind, level in LEVELS.items():
        kinds[kind] = SearchBot(game, level)
    return kinds


def play_out(game: Game, state, bots: dict[int, Bot], rng: random.Random, max_steps: int = 100_000):
    """Play to the end with the given bots (seat → bot); return the final state and the step count."""
    steps = 0
    while not game.is_over(state):
        for p in game.to_act(state):
            state, _ = game.apply(state, p, decide(bots[p], game, state, p, rng))
            steps += 1
            break
        if steps > max_steps:
            raise RuntimeError("play-out did not end")
    return state, steps
