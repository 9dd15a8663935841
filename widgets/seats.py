"""Seats: who plays each seat, a human or a bot kind; one dropdown a player, named by the game's player names. A seat
the rules play (``Game.automata``, Buru's Lawan) shows a dropdown that cannot be changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Game, Match, Text
from kernel_games.core.game_record import HUMAN
from kernel_games.core.levels import DEFAULT_LEVEL, LEVELS

from .i18n import LANGUAGE, Language
from .ui import Labelled, close_all

AUTOMATON = "rules"  # a seat the rules play: shown, never chosen
KIND_LABELS = {HUMAN: Text("人間", "Human"), "random": Text("ボット（ランダム）", "Bot (random)"),
               "greedy": Text("ボット（貪欲）", "Bot (greedy)"), AUTOMATON: Text("ルールが動かす", "Run by the rules"),
               **{kind: Text(f"ボット（探索{i}・{v.playouts}回{'・貪欲な続き' if v.guided else ''}"
                             f"{'・標準' if kind == DEFAULT_LEVEL else ''}）",
                             f"Bot (search {i}: {v.playouts} playouts{', greedy play-outs' if v.guided else ''}"
                             f"{', default' if kind == DEFAULT_LEVEL else ''})")
                  for i, (kind, v) in enumerate(LEVELS.items(), 1)}}
T = {"seat": Text("席{i}", "Seat {i}"),
     "automaton": Text("この席はルールが動かします（人もボットも座りません）。",
                       "The rules play this seat: no person or bot sits here.")}


def _default(i: int) -> str:
    return HUMAN if i == 0 else "greedy"


class Seats(w.HBox, Labelled):
    """One dropdown a seat: ``"human"`` or one of the bot kinds the game declares (``game.facts.bots``); a seat the
    rules play is ``"rules"``, disabled.

    The seats are named by the game's player names (they may depend on the count, like Noli's factions) and show
    the seats the rules play: those of ``match()`` when it has as many players and the same options, else those of
    a new game with ``options()`` (the set-up being prepared). A seat the rules take keeps the kind chosen for it
    (``chosen``), shown again when the rules let go of it, and what plays it in a match that had other options.
    """

    def __init__(self, game: Game, match: Callable[[], Match | None], options: Callable[[], dict[str, Any]],
                 language: Language = LANGUAGE) -> None:
        w.HBox.__init__(self, layout={"flex_flow": "row wrap"})
        Labelled.__init__(self, language)
        self.game = game
        self.kinds = [HUMAN, *game.facts.bots]
        self.match, self.options = match, options
        self.boxes: list[w.Dropdown] = []
        self.chosen: list[str] = []  # per seat the human or bot kind chosen, never "rules"
        self.automata: tuple[int, ...] = ()  # the seats shown as played by the rules
        self._quiet = False  # the dropdowns are being rewritten: their changes are not choices

    @property
    def values(self) -> list[str]:
        """Each seat as shown: a kind, or ``"rules"``."""
        return [d.value for d in self.boxes]

    def humans(self) -> list[int]:
        """The seats shown as human (never one the rules play)."""
        return [p for p, kind in enumerate(self.values) if kind == HUMAN]

    def build(self, n: int, seats: list[str] | None = None) -> None:
        """``n`` dropdowns set to ``seats``; else to the seats chosen so far, then a human and greedy bots. A seat
        given as ``"rules"`` (or a kind the game lacks) keeps the kind chosen for it before."""
        old = self.chosen
        seats = list(seats or [])
        self.chosen = [s if s in self.kinds else old[i] if i < len(old) else _default(i)
                       for i, s in enumerate((seats + [""] * n)[:n])]
        gone = self.boxes[n:]  # a seat's dropdown is kept while the seat exists (a new game has the same seats)
        self.boxes = self.boxes[:n]
        for i in range(len(self.boxes), n):
            d = w.Dropdown(options=self._choices(), value=self.chosen[i], layout={"width": "260px"},
                           style={"description_width": "initial"})
            d.add_class("kg-seat")
            d.observe(lambda change, i=i: self._picked(i, change["new"]), names="value")
            self.boxes.append(d)
        self.relabel()
        if list(self.children) != self.boxes:
            self.children = self.boxes
        close_all(gone)

    def _picked(self, i: int, kind: str) -> None:
        """Someone chose ``kind`` for seat ``i``."""
        if not self._quiet and kind in self.kinds and i < len(self.chosen):
            self.chosen[i] = kind

    def _state(self, n: int) -> Any:
        """A state with ``n`` players to name the seats by; None if the options set do not allow ``n``."""
        match, options = self.match(), self.options()
        if match is not None and match.num_players == n and all(match.options.get(k) == v for k, v in options.items()):
            return match.state
        try:
            return self.game.setup(n, 0, options)
        except Exception:  # noqa: BLE001 - an option set this count does not allow: plain seat numbers
            return None

    def _choices(self) -> list[tuple[str, str]]:
        return [(self._label(k)(self.lang), k) for k in self.kinds]

    def _label(self, kind: str) -> Text:
        """A kind's name: the generic ones', or a game's own bot by the name its class gives ("Bot (Planner)")."""
        if kind in KIND_LABELS:
            return KIND_LABELS[kind]
        if kind in self.game.bots:
            return Text("ボット（", "Bot (") + self.game.bots[kind].name + Text("）", ")")
        return Text(kind, kind)

    def relabel(self) -> None:
        """Seat names and kinds in the page language; the seats the rules play shown so, every other seat with the
        kind chosen for it."""
        super().relabel()
        state = self._state(len(self.boxes))
        self.automata = tuple(self.game.automata(state)) if state is not None else ()
        self._quiet = True
        try:
            for i, d in enumerate(self.boxes):
                d.description = (self.game.player_name(state, i) if state is not None
                                 else T["seat"].format(i=i + 1))(self.lang)
                if i in self.automata:
                    d.options = [(KIND_LABELS[AUTOMATON](self.lang), AUTOMATON)]
                    d.value, d.disabled, d.tooltip = AUTOMATON, True, T["automaton"](self.lang)
                else:
                    d.options = self._choices()
                    d.value, d.disabled, d.tooltip = self.chosen[i], False, None
        finally:
            self._quiet = False
