"""Walkthrough steps: a rule, a scenario on the board, a task for the learner and feedback."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction
from .game import Game
from .records import Action, Event
from .text import Text

# goal(state_before, action, events, state_after) -> None when met, else a Text saying what was missed
Goal = Callable[[Any, Action, list[Event], Any], Text | None]


@dataclass(frozen=True)
class Lesson:
    """One step of a game's walkthrough.

    ``rules`` are the rulebook ids the step teaches (the first is the one shown). ``scenario`` builds the
    state put on the board, seen by ``viewer``. A step with a ``task`` asks the learner to act as
    ``viewer``; ``goal`` judges a legal action (None: any legal action meets the task).
    """

    key: str
    rules: tuple[str, ...]
    intro: Text
    scenario: Callable[[], Any]
    viewer: int = 0
    task: Text | None = None
    goal: Goal | None = None
    success: Text = Text("よくできました。", "Well done.")


@dataclass(frozen=True)
class Feedback:
    """What the walkthrough tells the learner after a try."""

    ok: bool
    text: Text
    rule: str | None  # the rule broken or taught
    state: Any  # the state after a legal try; the unchanged state after an illegal one
    events: list[Event]


def attempt(game: Game, lesson: Lesson, state: Any, action: Action) -> Feedback:
    """Judge the learner's ``action`` in ``state`` for ``lesson``; never raises for a bad try."""
    try:
        new, events = game.apply(state, lesson.viewer, action)
    except IllegalAction as err:
        return Feedback(False, game.explain(err), err.rule, state, [])
    missed = lesson.goal(state, action, events, new) if lesson.goal else None
    if missed is not None:
        return Feedback(False, missed, lesson.rules[0], state, events)
    return Feedback(True, lesson.success, lesson.rules[0], new, events)


def solutions(game: Game, lesson: Lesson) -> list[Action]:
    """The legal actions that meet the lesson's task (for tests, hints and the "show me" button)."""
    state = lesson.scenario()
    return [a for a in game.legal_actions(state, lesson.viewer) if attempt(game, lesson, state, a).ok]
