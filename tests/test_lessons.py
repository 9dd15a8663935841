"""Lessons, for every registered game: each step's scenario builds, and its task can be met by a legal action.

Generic: nothing here names a game's lessons. A game without ``lessons()`` (or with none yet) is skipped
with the reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from kernel_games import GAMES
from kernel_games.core import Action, Feedback, Game, Lesson, attempt, solutions
from tests.rule_checks import assert_rule, assert_text, fingerprint, same_state

ILLEGAL_TRIES = 6


@dataclass(frozen=True)
class NotAnActionOfAnyGame(Action):
    """An action type no game lists in its ``action_types``."""

    anything: int = 0


def _lessons(game: Game) -> list[Lesson]:
    return list(game.lessons()) if hasattr(game, "lessons") else []


def _params() -> list:
    out = []
    for gid, game in sorted(GAMES.items()):
        try:
            lessons = _lessons(game)
        except Exception as err:  # noqa: BLE001 - reported by the test below, not at collection
            out.append(pytest.param(gid, -1, id=f"{gid}-lessons()-raised", marks=pytest.mark.xfail(
                reason=f"{gid}.lessons() raised {type(err).__name__}: {err}", strict=True, run=False)))
            continue
        if not lessons:
            why = "has no lessons() yet" if not hasattr(game, "lessons") else "lessons() returns no lessons yet"
            out.append(pytest.param(gid, -1, id=f"{gid}-no-lessons", marks=pytest.mark.skip(reason=f"{gid} {why}")))
            continue
        out += [pytest.param(gid, i, id=f"{gid}-{i:02d}-{getattr(lesson, 'key', '?')}") for i, lesson in enumerate(lessons)]
    return out


PARAMS = _params()




def illegal_tries(game: Game, lessons: list[Lesson], lesson: Lesson, state: Any) -> list[Action]:
    """Candidates the rules forbid now, legal moves of the other lessons that are not legal here, and an alien action."""
    legal = {repr(a) for a in game.legal_actions(state, lesson.viewer)}
    tries = [a for a in game.candidates(state, lesson.viewer) if repr(a) not in legal]
    elsewhere = {}
    for other in lessons:
        if other is lesson:
            continue
        s = other.scenario()
        for a in game.legal_actions(s, other.viewer):
            if repr(a) not in legal:
                elsewhere.setdefault(repr(a), a)
    rng = random.Random(f"{game.id}/{lesson.key}")
    return tries[:ILLEGAL_TRIES] + rng.sample(list(elsewhere.values()), min(ILLEGAL_TRIES, len(elsewhere))) + [NotAnActionOfAnyGame()]


@pytest.mark.parametrize(("gid", "index"), PARAMS)
def test_lesson(gid, index):
    game = GAMES[gid]
    lessons = _lessons(game)
    lesson = lessons[index]
    where = f"{gid} lesson {index} ({lesson.key!r})"
    assert isinstance(lesson, Lesson), f"{where}: not a Lesson"
    assert [x.key for x in lessons].count(lesson.key) == 1, f"{where}: two lessons share the key"
    assert lesson.rules, f"{where}: teaches no rule"
    for rid in lesson.rules:
        assert_rule(game, rid, where)
    assert_text(lesson.intro, f"{where}: intro")
    assert_text(lesson.success, f"{where}: success")

    state = lesson.scenario()
    assert game.invariants(state) == [], f"{where}: the scenario breaks invariants: {game.invariants(state)}"
    assert same_state(state, lesson.scenario()), f"{where}: the scenario is not the same each time it is built"
    n = game.num_players(state)
    assert isinstance(lesson.viewer, int) and 0 <= lesson.viewer < n, f"{where}: viewer {lesson.viewer!r} with {n} players"
    game.view(state, lesson.viewer)

    if lesson.task is None:
        assert lesson.goal is None, f"{where}: a goal without a task"
        return
    assert_text(lesson.task, f"{where}: task")
    assert not game.is_over(state), f"{where}: the task is set in a finished game"
    assert lesson.viewer in game.to_act(state), f"{where}: the learner (player {lesson.viewer}) is not due to act"

    answers = solutions(game, lesson)
    assert answers, f"{where}: no legal action meets the task"
    legal = game.legal_actions(state, lesson.viewer)
    for a in answers:
        fb = attempt(game, lesson, state, a)
        assert isinstance(fb, Feedback) and fb.ok and fb.rule == lesson.rules[0], f"{where}: {a!r} gives {fb!r}"
        assert game.invariants(fb.state) == [], f"{where}: after {a!r}: {game.invariants(fb.state)}"
        assert_text(fb.text, f"{where}: feedback for {a!r}")

    before = fingerprint(state)
    for a in [a for a in legal if a not in answers][:ILLEGAL_TRIES]:  # legal, but not what the task asks
        fb = attempt(game, lesson, state, a)
        assert not fb.ok and fb.rule, f"{where}: {a!r} misses the goal but gives {fb!r}"
        assert_text(fb.text, f"{where}: feedback for {a!r}")
        assert fb.state is state and fingerprint(state) == before, f"{where}: a missed goal changed the state"

    for a in illegal_tries(game, lessons, lesson, state):
        fb = attempt(game, lesson, state, a)
        assert isinstance(fb, Feedback) and not fb.ok, f"{where}: the illegal {a!r} was accepted"
        assert_rule(game, fb.rule, f"{where}: feedback for the illegal {a!r}")
        assert_text(fb.text, f"{where}: feedback for the illegal {a!r}")
        assert fb.state is state and fb.events == [], f"{where}: an illegal try left a trace"
        assert fingerprint(state) == before, f"{where}: an illegal try changed the state"
