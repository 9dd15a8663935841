"""One chapter of Buru's walkthrough: its steps in order, and the illegal moves its texts invite the learner to try,
each with the rule that refuses it (by step key; tests/buru/test_lessons.py checks them)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from kernel_games.core import Action
from kernel_games.core import Chapter as Part

Tries = Mapping[str, tuple[tuple[int, Action, str], ...]]  # step key -> (player, action, rule id refusing it)


@dataclass(frozen=True)
class Chapter(Part):
    tries: Tries = field(default_factory=dict)
