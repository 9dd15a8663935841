"""Errors that carry a rulebook id and a bilingual message."""

from __future__ import annotations

from .text import Text


class GameError(Exception):
    """Base class: a bilingual message; str() shows both languages."""

    def __init__(self, text: Text, rule: str = "") -> None:
        self.text = text
        self.rule = rule
        super().__init__(text, rule)

    def __str__(self) -> str:  # built when shown, not when raised: legality checks make and drop many refusals
        return f"{self.text.ja} / {self.text.en}" + (f" [{self.rule}]" if self.rule else "")


class IllegalAction(GameError):
    """An action the rules forbid; ``rule`` is the rulebook id of the rule it breaks."""

    def __init__(self, rule: str, text: Text) -> None:
        super().__init__(text, rule)


class OptionError(GameError, ValueError):
    """An unknown or impossible set-up option (player count, variant)."""


class SaveError(GameError, ValueError):
    """A save file that is corrupt, of another game or version, or replays to an illegal move."""


class FormatError(GameError, ValueError):
    """Data that cannot be read as what it claims to be (a saved action with a wrongly typed field, a bad seed)."""
