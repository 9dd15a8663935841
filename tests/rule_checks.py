"""Checks every game's rule tests share: an action is refused for the right rule, and tests name their rules."""

from __future__ import annotations

import dataclasses
import pickle
from typing import Any

import pytest

from kernel_games.core import Action, Game, IllegalAction


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
