"""SetupBar: the set-up of a new game — players, the game's options, the seed and New game."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Game, Match, Text

from .i18n import LANGUAGE, Language
from .ui import Labelled

T = {"players": Text("人数", "Players"), "seed": Text("シード", "Seed"), "new": Text("新しいゲーム", "New game")}


class SetupBar(w.HBox, Labelled):
    """Players (the counts the game declares), one dropdown per option, the seed box and New game.

    ``on_new()`` is called by New game, ``on_players()`` when the player count changes.
    """

    def __init__(self, game: Game, players: int, on_new: Callable[[], Any], on_players: Callable[[], Any],
                 language: Language = LANGUAGE) -> None:
        w.HBox.__init__(self, layout={"flex_flow": "row wrap"})
        Labelled.__init__(self, language)
        self.game = game
        self.players = self.label(w.Dropdown(options=list(game.facts.player_counts), value=players,
                                             layout={"width": "150px"}), T["players"])
        self.players.observe(lambda _c: on_players(), names="value")
        self.option_boxes = {k: self.label(w.Dropdown(options=self._choices(k), value=o.default,
                                                      style={"description_width": "initial"}), o.label)
                             for k, o in game.options.items()}
        self.seed_box = self.label(w.Text(value="", placeholder="random", layout={"width": "160px"}), T["seed"])
        self.new_button = self.label(w.Button(button_style="primary"), T["new"])
        self.new_button.add_class("kg-new-game")
        self.new_button.on_click(lambda _b: on_new())
        self.children = [self.players, *self.option_boxes.values(), self.seed_box, self.new_button]

    def _choices(self, key: str) -> list[tuple[str, Any]]:
        """An option's values labelled in the page language (``Option.value_labels``), else as they are."""
        o = self.game.options[key]
        labels = [t(self.lang) for t in o.value_labels] if len(o.value_labels) == len(o.values) else [str(v) for v in o.values]
        return list(zip(labels, o.values, strict=True))

    def options(self) -> dict[str, Any]:
        return {k: box.value for k, box in self.option_boxes.items()}

    def seed(self) -> int:
        """The seed typed in, else a random one."""
        text = self.seed_box.value.strip()
        return int(text) if text.lstrip("-").isdigit() else random.randrange(1_000_000)

    def show(self, match: Match) -> None:
        """Show how ``match`` was set up."""
        self.players.value = match.num_players
        self.seed_box.value = str(match.seed)
        for k, box in self.option_boxes.items():
            if k in match.options:
                box.value = match.options[k]

    def relabel(self) -> None:
        super().relabel()
        for k, box in self.option_boxes.items():
            value = box.value
            box.options = self._choices(k)
            box.value = value
