"""What a bot is, declared: the contract every bot (generic, a game's own, the search levels) follows.

A bot sees only a view and the legal actions: ``choose(view, legal, rng)``. A bot that declares ``samples = True``
also takes ``sampler=``: states its seat cannot tell from the real one (``kernel_games.core.search``), which
``kernel_games.core.bots.decide`` hands it. A game names its own bots in ``Game.bots`` by kind: each is a
``BotKind``, made for the game and named on the page.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Protocol

from .records import Action, View
from .text import Text


class Bot(Protocol):
    """A player the program plays. Subclass it: ``samples`` defaults to False."""

    name: Text
    samples: ClassVar[bool] = False  # True: ``choose`` takes ``sampler=`` as well (a search)

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action: ...


class BotKind(Protocol):
    """A game's own kind of bot (``Game.bots``): its name on the page, and the bot made for a game."""

    name: Text

    def __call__(self, game: Any) -> Bot: ...  # game: the Game (core/game.py imports this module)
