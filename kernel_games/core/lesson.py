"""Walkthrough steps: a rule, a scenario on the board, what the learner does or answers, and what it leads to.

A ``Lesson`` shows a scenario; the learner then either carries out its acts (``task``/``goal``, then ``then``) or
answers its ``question``. Its ``facts`` are what its text says can be seen on the board, checked on the learner's
view (``kernel_games.core.lesson_lint``). Once the learner is done, ``play_on`` carries the scenario on until the
rule's effect has happened, so the payoff is on the board and in the narration, not left for later.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from .errors import IllegalAction
from .game import Game
from .records import Action, Event, Move, View
from .text import Text

# goal(state_before, action, events, state_after) -> None when met, else a Text saying what the task is
Goal = Callable[[Any, Action, list[Event], Any], Text | None]
Chooser = Callable[[Any, int, list[Action]], Action]  # (state, seat, legal actions) -> the seat's choice

LEGAL_BUT = Text("ルールどおりの手ですが、", "That is legal, but ")  # how every off-task feedback begins


@dataclass(frozen=True)
class Act:
    """One thing the learner does: the words of the task and the goal that judges a legal action (None: any)."""

    task: Text
    goal: Goal | None = None


@dataclass(frozen=True)
class Fact:
    """A visible fact the step's text states: ``holds(view, first)`` on the learner's view now (``first``: their view
    of the scenario, for a fact about what changed).

    ``when``: "before" holds on the scenario, "after" once the learner is done and the scenario has played on, "both"
    on each. The walkthrough shows the fact's ``text`` beside the board; the lesson lint checks ``holds``.
    """

    text: Text
    holds: Callable[[View, View], bool]
    when: Literal["before", "after", "both"] = "before"


@dataclass(frozen=True)
class PlayOn:
    """How the scenario goes on once the learner is done, until the rule's effect has happened.

    It stops after the first move whose events cite ``rule``, or once ``until(state, events)`` holds (events: all
    since the scenario), whichever is declared (both: either). The other seats play ``others(state, seat, legal)``
    (default: their first legal action); where the learner is due, ``learner`` plays for them (their part of the
    story that the step does not ask about), or the play-on stops there. It also stops when the game is over.
    """

    rule: str | None = None
    until: Callable[[Any, list[Event]], bool] | None = None
    others: Chooser | None = None
    learner: Chooser | None = None
    limit: int = 80

    def met(self, events: list[Event], state: Any) -> bool:
        by_rule = self.rule is not None and any(e.rule == self.rule for e in events)
        return by_rule or (self.until is not None and self.until(state, events))


@dataclass(frozen=True)
class Question:
    """A short check where the rule is a computation: the learner picks one of ``choices`` (label, value).

    ``engine(state, events, after)`` reads the engine's own answer from the play-on that follows the question (the
    scenario, the events and the state it ends in); the tests require it to equal ``answer``. ``hint`` is said
    after a wrong pick.
    """

    prompt: Text
    choices: tuple[tuple[Text, Any], ...]
    answer: Any
    engine: Callable[[Any, list[Event], Any], Any]
    hint: Text


@dataclass(frozen=True)
class Lesson:
    """One step of a game's walkthrough.

    ``rules`` are the rulebook ids the step teaches (the first is the one shown). ``scenario`` builds the state put
    on the board, seen by ``viewer``. A step with a ``task`` asks the learner to act as ``viewer``: ``goal`` judges
    a legal action (None: any legal action meets it), and ``then`` lists further acts, in order. A step with a
    ``question`` asks instead. ``facts``, ``play_on``: see ``Fact`` and ``PlayOn``.
    """

    key: str
    rules: tuple[str, ...]
    intro: Text
    scenario: Callable[[], Any]
    viewer: int = 0
    task: Text | None = None
    goal: Goal | None = None
    success: Text = Text("よくできました。", "Well done.")
    then: tuple[Act, ...] = ()
    facts: tuple[Fact, ...] = ()
    play_on: PlayOn | None = None
    question: Question | None = None

    @property
    def acts(self) -> tuple[Act, ...]:
        """What the learner does, in order (none for a step to read or a question)."""
        return ((Act(self.task, self.goal),) if self.task is not None else ()) + self.then

    def facts_at(self, moment: str) -> list[Fact]:
        """The facts that hold ``"before"`` (on the scenario) or ``"after"`` (once done and played on)."""
        return [f for f in self.facts if f.when in (moment, "both")]


@dataclass(frozen=True)
class Chapter:
    """A part of a game's walkthrough, picked from the chapter list: a game's base rules, a module, an end game.

    Its steps are in order; the lesson lint (``pacing_problems``) keeps a chapter short and its first task early.
    """

    key: str
    title: Text
    steps: tuple[Lesson, ...]


@dataclass(frozen=True)
class Feedback:
    """What the walkthrough tells the learner after a try."""

    ok: bool
    text: Text  # an illegal try: the rules' reason (shown with the title of ``rule``)
    rule: str | None  # the rule broken or taught
    state: Any  # the state after a legal try that met the act; the unchanged state otherwise
    events: list[Event]
    legal: bool = True  # False: the rules refused the try; True and not ok: legal, but not what the act asks


@dataclass(frozen=True)
class Story:
    """A play-on's outcome: the state it ends in, its moves, and whether the rule's effect has happened."""

    state: Any
    moves: list[Move] = field(default_factory=list)
    met: bool = True

    @property
    def events(self) -> list[Event]:
        return [e for m in self.moves for e in m.events]


def attempt(game: Game, lesson: Lesson, state: Any, action: Action, act: int = 0) -> Feedback:
    """Judge the learner's ``action`` in ``state`` against act number ``act``; never raises for a bad try."""
    try:
        new, events = game.apply(state, lesson.viewer, action)
    except IllegalAction as err:
        return refused(err, state)
    return verdict(lesson, Move(lesson.viewer, action, state, new, events), act)


def refused(err: IllegalAction, state: Any) -> Feedback:
    """The feedback on a try the rules refuse: their reason and rule; nothing changes."""
    return Feedback(False, err.text, err.rule, state, [], legal=False)


def verdict(lesson: Lesson, move: Move, act: int) -> Feedback:
    """Whether the legal ``move`` meets act number ``act`` (none left: any move does)."""
    acts = lesson.acts
    goal = acts[act].goal if act < len(acts) else None
    missed = goal(move.before, move.action, move.events, move.after) if goal else None
    if missed is not None:
        return Feedback(False, LEGAL_BUT + missed, lesson.rules[0], move.before, move.events)
    done = act >= len(acts) - 1
    return Feedback(True, lesson.success if done else Text("", ""), lesson.rules[0], move.after, move.events)


@dataclass(frozen=True)
class Try:
    """A click judged: its deciding feedback, the acts it met, and (if it met one) the state and events it led to."""

    feedback: Feedback
    met: int
    state: Any
    events: list[Event]


def judge(game: Game, lesson: Lesson, state: Any, actions: list[Action], act: int = 0) -> Try:
    """Judge one click that submits ``actions`` in order (a board's controls may submit several), all or none.

    The actions are played all or none (``Game.apply_all``), then each is judged against the act still to do; a
    click meets the acts its actions meet. A click that meets none, or holds an illegal action, changes nothing.
    Actions left once the learner is no longer due are dropped.
    """
    try:
        moves = game.apply_all(state, lesson.viewer, actions)
    except IllegalAction as err:
        return Try(refused(err, state), 0, state, [])
    events: list[Event] = []
    k = act
    met: Feedback | None = None  # the feedback of the last act met
    miss: Feedback | None = None
    for move in moves:
        fb = verdict(lesson, move, min(k, len(lesson.acts)))
        if not fb.ok:
            miss = fb
        elif k < len(lesson.acts):  # once every act is met, the rest of the click is simply played
            met, k = fb, k + 1
        events += move.events
    if met is not None:
        return Try(met, k - act, moves[-1].after, events)
    assert miss is not None, "a click submits at least one action"
    return Try(miss, 0, state, [])


def solutions(game: Game, lesson: Lesson, state: Any = None, act: int = 0) -> list[Action]:
    """The legal actions that meet act ``act`` in ``state`` (default: the first act, on the scenario)."""
    state = lesson.scenario() if state is None else state
    return [a for a in game.legal_actions(state, lesson.viewer) if attempt(game, lesson, state, a, act).ok]


def solve(game: Game, lesson: Lesson) -> tuple[list[Action], Any, list[Event]]:
    """One way through every act (the first answer to each): the actions, the state they lead to, their events."""
    state, moves, events = lesson.scenario(), [], []
    for i in range(len(lesson.acts)):
        answers = solutions(game, lesson, state, i)
        if not answers:
            raise ValueError(f"{lesson.key}: act {i + 1} cannot be met")
        state, ev = game.apply(state, lesson.viewer, answers[0])
        moves.append(answers[0])
        events += ev
    return moves, state, events


def play_on(game: Game, lesson: Lesson, state: Any, events: list[Event]) -> Story:
    """Carry the scenario on from ``state`` (after the learner's ``events``) as ``lesson.play_on`` says."""
    rule = lesson.play_on
    if rule is None:
        return Story(state)
    moves: list[Move] = []
    seen = list(events)
    while not rule.met(seen, state):
        if game.is_over(state) or len(moves) >= rule.limit:
            return Story(state, moves, False)
        due = game.to_act(state)
        others = [p for p in due if p != lesson.viewer]
        if others:
            p = others[0]
            legal = game.legal_actions(state, p)
            action = rule.others(state, p, legal) if rule.others else legal[0]
        elif lesson.viewer in due and rule.learner is not None:
            p = lesson.viewer
            legal = game.legal_actions(state, p)
            action = rule.learner(state, p, legal)
        else:
            return Story(state, moves, False)
        if action not in legal:
            return Story(state, moves, False)
        new, ev = game.apply(state, p, action)
        moves.append(Move(p, action, state, new, ev))
        seen += ev
        state = new
    return Story(state, moves, True)


def answer(game: Game, lesson: Lesson) -> tuple[Any, Story]:
    """The engine's answer to the lesson's question: the scenario played on, read by ``question.engine``."""
    assert lesson.question is not None, f"{lesson.key} asks no question"
    start = lesson.scenario()
    story = play_on(game, lesson, start, [])
    return lesson.question.engine(start, story.events, story.state), story
