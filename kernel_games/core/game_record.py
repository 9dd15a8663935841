"""A game's record: the one place a game is declared to the project, its engine and everything built around it.

OpenSpiel registers a game once, by its game type (names, dynamics, chance, information, player counts, parameters)
and a factory. A record holds the engine itself (the ``Game``, whose ``facts`` are that game type) and goes further:
the parts of its pages, named by module path since the kernel never imports the widgets (``board``: the module that
defines its ``BOARD``; ``analysis``: the module of its own charts, or None), the defaults its notebook is written
with, and its card in the gallery. Each game's package declares its ``RECORD``; ``kernel_games/__init__.py``
registers them once (``registry.register``), in the order the gallery shows them, and every list of games (``GAMES``,
the gallery, the boards, the analyses, the notebooks) is read from the records.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .data_sets import DataSet
from .game import Game
from .text import Text

HUMAN = "human"  # a seat a person plays; any other seat is one of the game's bot kinds (``Facts.bots``)
MODULE_PATH = re.compile(r"[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)+")
NAME_IN_MODULE = re.compile(MODULE_PATH.pattern + r":[A-Z][A-Z0-9_]*")  # "widgets.boards.palettes:NOLI"


@dataclass(frozen=True)
class Seating:
    """A table's player count and who sits in each seat: ``HUMAN`` or a bot kind of the game."""

    players: int
    seats: tuple[str, ...]


@dataclass(frozen=True)
class Notebook:
    """What the game's notebook is written with: the table to play at, and the analysis' seats and number of games."""

    table: Seating
    analysis: Seating
    games: int


@dataclass(frozen=True)
class Card:
    """The game's card in the gallery: its blurb (its name, player count and notebook come from the record)."""

    blurb: Text


@dataclass(frozen=True)
class GameRecord:
    """One game, declared once: its engine, board, analysis, notebook defaults and gallery card (module docstring)."""

    game: Game
    board: str  # the module that defines the game's BOARD (a widgets.boards.BoardSpec), imported by the widgets
    analysis: str | None  # the module of the game's own analysis charts (widgets/analyses/__init__.py), or None
    notebook: Notebook
    card: Card
    palette: str | None = None  # "module:NAME": the Palette its board, score chart and analysis share; None: a generic one
    data: tuple[DataSet, ...] = ()  # its component data set by set, with provenance ("About the data", the README)

    def __post_init__(self) -> None:
        problems = self.problems()
        if problems:
            raise ValueError(f"the record of {self.game.id!r}: " + "; ".join(problems))

    @property
    def id(self) -> str:
        return self.game.id

    @property
    def name(self) -> Text:
        return self.game.name

    @property
    def title(self) -> str:
        """The notebook's title: the game's name in both languages."""
        return f"{self.name.ja} / {self.name.en}"

    def problems(self) -> list[str]:
        """What does not fit the engine: a seat count outside the game's, an unknown seat kind, a malformed module path."""
        facts, out = self.game.facts, []
        for part, seating in (("table", self.notebook.table), ("analysis", self.notebook.analysis)):
            if seating.players not in facts.player_counts or len(seating.seats) != seating.players:
                out.append(f"the {part} seats {len(seating.seats)} for {seating.players} players "
                           f"(the game takes {facts.players_text})")
            unknown = [k for k in seating.seats if k != HUMAN and k not in facts.bots]
            if unknown:
                out.append(f"the {part} seats unknown kinds {unknown} (known: {HUMAN}, {', '.join(facts.bots)})")
        if self.notebook.games < 1:
            out.append(f"the analysis plays {self.notebook.games} games")
        for part, path in (("board", self.board), ("analysis", self.analysis)):
            if path is not None and not MODULE_PATH.fullmatch(path):
                out.append(f"the {part} {path!r} is not a module path")
        if self.palette is not None and not NAME_IN_MODULE.fullmatch(self.palette):
            out.append(f"the palette {self.palette!r} is not 'module.path:NAME'")
        return out
