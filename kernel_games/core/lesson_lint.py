"""The lesson lint: what a step says must be what its board shows, its acts must be the learner's to do one by one,
its play-on must reach the rule's effect, its question's answer must be the engine's, and every chapter is short and
gives the learner something to do within its first steps.

Each function returns the problems it finds, as plain sentences (empty: none), so that a test can list them all.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from typing import Any

from .game import Game
from .lesson import Chapter, Lesson, Story, answer, judge, play_on, solutions
from .records import Action, Event

Bundled = Callable[[Action], bool]  # the actions a board's controls send together in one click
FIRST_TASK_BY = 3  # every chapter asks the learner to act or answer by this step (counted from 1)
MAX_STEPS = 25  # and has at most this many steps


def endings(game: Game, lesson: Lesson) -> list[tuple[str, Any, list[Event], Story]]:
    """Where the step can end: (how, state, the learner's events, the play-on), for each answer to its last act
    (its first acts met by their first answer), or for its question; a step to read ends where it starts."""
    start = lesson.scenario()
    if lesson.question is not None:
        _, story = answer(game, lesson)
        return [("question", story.state, [], story)]
    acts = lesson.acts
    if not acts:
        return [("read", start, [], Story(start))]
    state, events = start, []
    for i in range(len(acts) - 1):
        state, ev = game.apply(state, lesson.viewer, solutions(game, lesson, state, i)[0])
        events = events + ev
    out = []
    for a in solutions(game, lesson, state, len(acts) - 1):
        new, ev = game.apply(state, lesson.viewer, a)
        story = play_on(game, lesson, new, events + ev)
        out.append((repr(a), story.state, events + ev, story))
    return out


def fact_problems(game: Game, lesson: Lesson) -> list[str]:
    """Facts that do not hold: "before" ones on the scenario's view, "after" ones at every ending of the step."""
    first = game.view(lesson.scenario(), lesson.viewer)
    out = [f"before: {f.text.en!r} is false on the scenario" for f in lesson.facts_at("before") if not f.holds(first, first)]
    after = lesson.facts_at("after")
    if after:
        for how, state, _ev, _story in endings(game, lesson):
            view = game.view(state, lesson.viewer)
            out += [f"after {how}: {f.text.en!r} is false" for f in after if not f.holds(view, first)]
    return out


def one_click(game: Game, lesson: Lesson, bundled: Bundled | None = None, depth: int = 3,
              width: int = 3000) -> list[Action] | None:
    """A single click that meets every act of the step, if there is one (judged as the walkthrough judges: ``judge``).

    A click is one legal action, or, where a board's controls send several at once, up to ``depth`` actions that
    ``bundled`` accepts (the search keeps at most ``width`` distinct positions per length).
    """
    start, need, me = lesson.scenario(), len(lesson.acts), lesson.viewer
    if need == 0:
        return None
    for a in game.legal_actions(start, me):
        if judge(game, lesson, start, [a]).met >= need:
            return [a]
    if bundled is None:
        return None
    frontier: list[tuple[list[Action], Any]] = [([], start)]
    for _ in range(depth):
        nxt, seen = [], set()
        for prefix, state in frontier:
            for a in game.legal_actions(state, me):
                if not bundled(a):
                    continue
                click = prefix + [a]
                if len(click) > 1 and judge(game, lesson, start, click).met >= need:
                    return click
                new = game.apply(state, me, a)[0]
                key = pickle.dumps(new)
                if me in game.to_act(new) and key not in seen and len(seen) < width:
                    seen.add(key)
                    nxt.append((click, new))
        frontier = nxt
    return None


def act_problems(game: Game, lesson: Lesson, bundled: Bundled | None = None) -> list[str]:
    """A step that names two acts or more must not be met by one click."""
    if len(lesson.acts) < 2:
        return []
    click = one_click(game, lesson, bundled)
    return [f"names {len(lesson.acts)} acts, but one click meets them all: {click!r}"] if click else []


def play_on_problems(game: Game, lesson: Lesson) -> list[str]:
    """The play-on reaches the rule's effect at every ending, and the learner is told of it."""
    rule = lesson.play_on
    if rule is None:
        return []
    out = []
    for how, _state, events, story in endings(game, lesson):
        if not story.met:
            out.append(f"after {how}: the play-on stops after {len(story.moves)} moves before the rule's effect")
        seen = [e for e in events + story.events if e.visible_to(lesson.viewer)]
        if rule.rule is not None and not any(e.rule == rule.rule for e in seen):
            out.append(f"after {how}: the learner is told of no event citing {rule.rule}")
    return out


def question_problems(game: Game, lesson: Lesson) -> list[str]:
    """The question's choices are distinct, hold the answer, and the engine's play-on gives that answer."""
    q = lesson.question
    if q is None:
        return []
    out = []
    values = [v for _label, v in q.choices]
    if len(set(map(repr, values))) != len(values) or len({label.en for label, _v in q.choices}) != len(values):
        out.append("two choices are the same")
    if q.answer not in values:
        out.append(f"the answer {q.answer!r} is not among the choices {values!r}")
    if lesson.acts:
        out.append("a question step also sets acts")
    engine, story = answer(game, lesson)
    if engine != q.answer:
        out.append(f"the question's answer is {q.answer!r}, the engine's is {engine!r}")
    if lesson.play_on is not None and not story.met:
        out.append("the play-on that shows the answer stops before the rule's effect")
    return out


def problems(game: Game, lesson: Lesson, bundled: Bundled | None = None) -> list[str]:
    """Everything the lint finds in one step."""
    return (fact_problems(game, lesson) + act_problems(game, lesson, bundled) + play_on_problems(game, lesson)
            + question_problems(game, lesson))


def pacing_problems(chapters: list[Chapter], first_task_by: int = FIRST_TASK_BY, max_steps: int = MAX_STEPS) -> list[str]:
    """Every chapter has a key of its own, at most ``max_steps`` steps, and a task or a question by step
    ``first_task_by``: a learner is not left reading for long."""
    out = []
    keys = [c.key for c in chapters]
    out += [f"two chapters are called {k!r}" for k in sorted({k for k in keys if keys.count(k) > 1})]
    for c in chapters:
        if not c.steps:
            out.append(f"chapter {c.key!r} has no step")
            continue
        if len(c.steps) > max_steps:
            out.append(f"chapter {c.key!r} has {len(c.steps)} steps (at most {max_steps})")
        first = next((i + 1 for i, ls in enumerate(c.steps) if ls.acts or ls.question is not None), None)
        if first is None or first > first_task_by:
            where = f"at step {first}" if first else "nowhere"
            out.append(f"chapter {c.key!r} gives its first task or question {where} (by step {first_task_by})")
    return out
