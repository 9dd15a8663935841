"""Checks every game's rule tests share: an action is refused for the right rule, and tests name their rules."""

from __future__ import annotations

import dataclasses
import pickle
import re
from typing import Any

import pytest

from kernel_games.core import Action, Event, Game, IllegalAction, Text

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")


def assert_illegal(game: Game, state: Any, p: int, action: Action, rule: str) -> IllegalAction:
    """``action`` is refused citing ``rule``, is not offered, and leaves ``state`` exactly as it was."""
    before = dataclasses.astuple(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, p, action)
    assert info.value.rule == rule, info.value
    assert dataclasses.astuple(state) == before
    assert action not in game.legal_actions(state, p)
    assert game.why_illegal(state, p, action).rule == rule
    assert rule in game.rulebook or rule in game.core_rulebook
    return info.value


def citing(game: Game):
    """A ``cites(*ids)`` decorator for ``game``: names the rules a test checks, as literals the meta-test sees."""
    def cites(*rule_ids: str):
        for rid in rule_ids:
            assert rid in game.rulebook or rid in game.core_rulebook, f"unknown rule id {rid!r}"

        def mark(test):
            test.rules = rule_ids
            return test

        return mark

    return cites


def fingerprint(state: Any) -> Any:
    """An exact snapshot of a state, to tell whether it was changed."""
    try:
        return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - a state that cannot be pickled is compared by repr
        return repr(state)


def same_state(a: Any, b: Any) -> bool:
    if type(a).__eq__ is not object.__eq__:
        return a == b
    return fingerprint(a) == fingerprint(b)


def assert_text(text: Any, what: str) -> None:
    """A Text with something in both languages, the Japanese one in Japanese."""
    assert isinstance(text, Text), f"{what}: expected Text, got {type(text).__name__}: {text!r}"
    assert text.ja.strip() and text.en.strip(), f"{what}: empty text {text!r}"
    assert JAPANESE.search(text.ja), f"{what}: the ja text has no Japanese in it: {text.ja!r}"


def assert_rule(game: Game, rule_id: Any, what: str) -> None:
    """The id names a rule of this game's rulebook or the core rulebook, with ja/en title and text."""
    assert isinstance(rule_id, str) and rule_id, f"{what}: rule id must be a non-empty string, got {rule_id!r}"
    try:
        rule = game.rule(rule_id)
    except KeyError:
        pytest.fail(f"{what}: rule id {rule_id!r} is in neither the {game.id} nor the core rulebook")
    for part in ("title", "text"):
        t = getattr(rule, part)
        assert t.ja.strip() and t.en.strip(), f"{what}: rule {rule_id} has an empty {part}"


def probe(game: Game, state: Any, p: int, action: Action, legal: list[Action], refused: set[str]) -> None:
    """Try ``action`` for ``p``: refused only when not legal, with a known rule and both languages."""
    try:
        game.apply(state, p, action)
    except IllegalAction as e:
        assert e.rule in game.rulebook or e.rule in game.core_rulebook, e.rule
        assert e.text.ja and e.text.en
        assert action not in legal
        refused.add(e.rule)
    else:
        assert action in legal, (p, action)


# ---- playing a game in a rule test: one set of helpers for every game's tests/<game>/helpers.py --------------------
def fired(events: list[Event], rule: str) -> list[Event]:
    """The events citing ``rule``."""
    return [e for e in events if e.rule == rule]


def rules_of(events: list[Event]) -> list[str]:
    return [e.rule for e in events]


class Plays:
    """A game's rule-test moves: ``check`` (invariants hold), ``act``/``acts`` (moves played, their events;
    ``offered``: each must be among the legal actions listed) and ``illegal`` (refused for the rule, in both
    languages, changing nothing)."""

    def __init__(self, game: Game, offered: bool = True) -> None:
        self.game, self.offered = game, offered

    def check(self, state: Any) -> Any:
        broken = self.game.invariants(state)
        assert broken == [], broken
        return state

    def act(self, state: Any, p: int, action: Action) -> tuple[Any, list[Event]]:
        if self.offered:
            assert action in self.game.legal_actions(state, p), (action, self.game.legal_actions(state, p)[:20])
        new, events = self.game.apply(state, p, action)
        return self.check(new), events

    def acts(self, state: Any, p: int, *actions: Action) -> tuple[Any, list[Event]]:
        """Several actions of one player in a row; all their events."""
        events: list[Event] = []
        for a in actions:
            state, ev = self.act(state, p, a)
            events += ev
        return state, events

    def illegal(self, state: Any, p: int, action: Action, rule: str) -> IllegalAction:
        err = assert_illegal(self.game, state, p, action, rule)
        assert_text(err.text, f"refusal of {action}")
        return err


# ---- a walkthrough's own checks, shared by the games whose steps state what a move changes ----------------------
def steps_change_what_they_say(game: Game) -> None:
    """A step that asks for a move (or a question shown by a play-on) ends with a fact that was false before it,
    and every fact about its ending holds wherever the learner's answer leads."""
    from kernel_games.core.lesson_lint import endings

    for ls in game.lessons():
        if not ls.acts and ls.question is None:
            continue
        first = game.view(ls.scenario(), ls.viewer)
        after = ls.facts_at("after")
        assert [f for f in after if f.when == "after" and not f.holds(first, first)], f"{ls.key}: nothing changes"
        for how, state, _ev, _story in endings(game, ls):
            view = game.view(state, ls.viewer)
            assert all(f.holds(view, first) for f in after), (ls.key, how)


def steps_solve_within_the_invariants(game: Game) -> None:
    """Every step's scene keeps the invariants, and so does the position its solution reaches."""
    from kernel_games.core.lesson import solve

    for ls in game.lessons():
        assert game.invariants(ls.scenario()) == [], ls.key
        if ls.acts:
            _moves, after, _events = solve(game, ls)
            assert game.invariants(after) == [], ls.key
