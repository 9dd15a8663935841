"""Checks shared by Buru's tests: rule citations, events fired, legal moves played with the invariants checked,
illegal ones refused for the right rule. Nothing here builds a position (tests/buru/build.py and
kernel_games/buru/scenes.py do)."""

from __future__ import annotations

from kernel_games.buru import BURU
from kernel_games.buru.cards import ISLANDER_KEYS
from kernel_games.buru.state import State
from kernel_games.core import Action, Event, IllegalAction
from tests.rule_checks import assert_illegal, assert_text, citing

G = BURU
cites = citing(G)


def check(state: State) -> State:
    """``state`` keeps every invariant (nothing created or lost)."""
    broken = G.invariants(state)
    assert broken == [], broken
    return state


def act(state: State, p: int, action: Action) -> tuple[State, list[Event]]:
    """Play a legal ``action`` for ``p``; the new state (invariants checked) and its events."""
    assert action in G.legal_actions(state, p), (action, G.legal_actions(state, p)[:20])
    new, events = G.apply(state, p, action)
    return check(new), events


def acts(state: State, p: int, *actions: Action) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for a in actions:
        state, ev = act(state, p, a)
        events += ev
    return state, events


def fired(events: list[Event], rule: str) -> list[Event]:
    """The events citing ``rule``."""
    return [e for e in events if e.rule == rule]


def illegal(state: State, p: int, action: Action, rule: str) -> IllegalAction:
    """``action`` is refused for ``p`` citing ``rule``, in both languages, is not offered, and changes nothing."""
    err = assert_illegal(G, state, p, action, rule)
    assert_text(err.text, f"refusal of {action}")
    return err


def islander(key: str) -> int:
    """The islander card with this key ("farmer")."""
    return ISLANDER_KEYS.index(key)
