"""Seats: who plays each seat, a human or a bot kind; one dropdown a player, named by the game's player names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Game, Match, Text

from .i18n import LANGUAGE, Language
from .ui import Labelled, close_all

HUMAN = "human"
KIND_LABELS = {HUMAN: Text("人間", "Human"), "random": Text("ボット（ランダム）", "Bot (random)"),
               "greedy": Text("ボット（貪欲）", "Bot (greedy)")}
T = {"seat": Text("席{i}", "Seat {i}")}


class Seats(w.HBox, Labelled):
    """One dropdown a seat: ``"human"`` or one of the bot kinds the game declares (``game.facts.bots``).

    The seats are named by the game's player names (they may depend on the count, like Noli's factions): those of
    ``match()`` when it has as many players, else those of a new game with ``options()``.
    """

    def __init__(self, game: Game, match: Callable[[], Match | None], options: Callable[[], dict[str, Any]],
                 language: Language = LANGUAGE) -> None:
        w.HBox.__init__(self, layout={"flex_flow": "row wrap"})
        Labelled.__init__(self, language)
        self.game = game
        self.kinds = [HUMAN, *game.facts.bots]
        self.match, self.options = match, options
        self.boxes: list[w.Dropdown] = []

    @property
    def values(self) -> list[str]:
        return [d.value for d in self.boxes]

    def humans(self) -> list[int]:
        return [p for p, kind in enumerate(self.values) if kind == HUMAN]

    def build(self, n: int, seats: list[str] | None = None) -> None:
        """``n`` dropdowns set to ``seats``; else to the seats shown so far, then a human and greedy bots."""
        old = self.values
        if not seats:
            seats = (old + [HUMAN] + ["greedy"] * n)[:n] if old else [HUMAN] + ["greedy"] * (n - 1)
        gone = self.boxes[n:]  # a seat's dropdown is kept while the seat exists (a new game has the same seats)
        self.boxes = self.boxes[:n]
        for d, kind in zip(self.boxes, seats, strict=False):
            d.value = kind
        for i in range(len(self.boxes), n):
            d = w.Dropdown(options=self._choices(), value=seats[i], layout={"width": "260px"},
                           style={"description_width": "initial"})
            d.add_class("kg-seat")
            self.boxes.append(d)
        self.relabel()
        if list(self.children) != self.boxes:
            self.children = self.boxes
        close_all(gone)

    def _state(self, n: int) -> Any:
        """A state with ``n`` players to name the seats by; None if the options set do not allow ``n``."""
        match = self.match()
        if match is not None and match.num_players == n:
            return match.state
        try:
            return self.game.setup(n, 0, self.options())
        except Exception:  # noqa: BLE001 - an option set this count does not allow: plain seat numbers
            return None

    def _choices(self) -> list[tuple[str, str]]:
        return [(self._label(k)(self.lang), k) for k in self.kinds]

    def _label(self, kind: str) -> Text:
        """A kind's name: the generic ones', or a game's own bot by the name its class gives ("Bot (Planner)")."""
        if kind in KIND_LABELS:
            return KIND_LABELS[kind]
        name = getattr(self.game.bots.get(kind), "name", None)
        return Text("ボット（", "Bot (") + name + Text("）", ")") if isinstance(name, Text) else Text(kind, kind)

    def relabel(self) -> None:
        """Seat names and kinds in the page language; every seat keeps its kind."""
        super().relabel()
        state = self._state(len(self.boxes))
        for i, d in enumerate(self.boxes):
            kind = d.value
            d.description = (self.game.player_name(state, i) if state is not None else T["seat"].format(i=i + 1))(self.lang)
            d.options = self._choices()
            d.value = kind
