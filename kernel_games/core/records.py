"""The small value types of the contract: actions, events, set-up options and final results."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .text import Text

Player = int
View = dict[str, Any]


@dataclass(frozen=True)
class Action:
    """A move: a small frozen dataclass that can describe itself in both languages.

    What the table shows of it: ``describe()`` (the log, a saved game), ``label(view)`` (its button, told apart by what
    the viewer sees) and ``place(view)`` (where on the board it acts: the buttons sort by it). A type overrides
    ``label`` and ``place`` where ``describe`` and no place are not enough.
    """

    def describe(self) -> Text:
        return Text(type(self).__name__, type(self).__name__)

    def label(self, view: View) -> Text:
        """Its button's words for the viewer of ``view``: players by clan or faction, equal cards by where they lie. By
        default ``describe()``."""
        return self.describe()

    def place(self, view: View) -> tuple:
        """Where it acts, in the order the board lays things out (a row, then a card's position); none by default."""
        return ()

    def to_json(self) -> dict[str, Any]:
        return {"type": type(self).__name__, **dataclasses.asdict(self)}


class Event:
    """Something that happened: the rule that caused it and its narration.

    ``to`` is None for an event everyone sees, or the one player who may see it (a secret). ``data`` carries
    machine-readable details for boards and analysis; it takes no part in equality. A plain slotted class, not a
    dataclass: games narrate thousands of events, and a frozen dataclass's ``__init__`` is several times slower.
    """

    __slots__ = ("rule", "text", "to", "data")

    def __init__(self, rule: str, text: Text, to: Player | None = None, data: dict[str, Any] | None = None) -> None:
        self.rule = rule
        self.text = text
        self.to = to
        self.data = {} if data is None else data

    def visible_to(self, viewer: Player | None) -> bool:
        return self.to is None or self.to == viewer

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.rule, self.text, self.to) == (other.rule, other.text, other.to)

    def __hash__(self) -> int:
        return hash((self.rule, self.text, self.to))

    def __repr__(self) -> str:
        return f"Event(rule={self.rule!r}, text={self.text!r}, to={self.to!r}, data={self.data!r})"

    def __getstate__(self) -> tuple:
        return (self.rule, self.text, self.to, self.data)

    def __setstate__(self, state: tuple) -> None:
        self.rule, self.text, self.to, self.data = state


@dataclass(frozen=True)
class Move:
    """One move played: who played what, from which state to which, and what it caused."""

    player: Player
    action: Action
    before: Any
    after: Any
    events: list[Event]


@dataclass(frozen=True)
class ScoreRow:
    """One line of a final score breakdown, naming the rule that gave the points."""

    rule: str
    label: Text
    points: int


def tally(parts: dict[Player, dict[str, int]], rows: dict[str, tuple[str, Text]]) -> tuple[dict[Player, int],
                                                                                      dict[Player, list[ScoreRow]]]:
    """Each player's total and breakdown from their points part by part (``parts[p][key]``), each part named by
    ``rows[key]`` = (its rule id, its label); parts worth nothing are left out of the breakdown."""
    scores = {p: sum(v.values()) for p, v in parts.items()}
    breakdown = {p: [ScoreRow(rows[k][0], rows[k][1], n) for k, n in v.items() if n] for p, v in parts.items()}
    return scores, breakdown


@dataclass(frozen=True)
class Result:
    """Final scores, their breakdown per category, and the winner(s) after the game's tie-break."""

    scores: dict[Player, int]
    breakdown: dict[Player, list[ScoreRow]]
    winners: list[Player]
    reason: Text  # how the winner was decided (score, tie-break, instant win ...)
    rule: str  # the rule that decided it


@dataclass(frozen=True)
class Option:
    """A set-up variant: its allowed values, default and label.

    ``modules`` names, for a value, the modules (``kernel_games.core.flow.Module``) that value switches on.
    """

    label: Text
    values: tuple[Any, ...]
    default: Any
    value_labels: tuple[Text, ...] = ()
    modules: dict[Any, tuple[str, ...]] = dataclasses.field(default_factory=dict)
