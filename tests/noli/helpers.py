"""Scenario builders and checks for the Noli rule tests.

Positions come from ``kernel_games.noli.scenes`` (pieces placed, bids made, decks stacked, a season begun), which
keeps the invariants: every builder here checks them, so a broken scenario fails loudly instead of testing nonsense.
"""

from __future__ import annotations

import dataclasses

from kernel_games.core import Event
from kernel_games.noli import NOLI
from kernel_games.noli.actions import Ready, SetBid
from kernel_games.noli.components import CARDS
from kernel_games.noli.state import State
from tests.rule_checks import Plays, citing, fired, rules_of  # noqa: F401 - re-exported for the game's tests

G = NOLI
PLAYS = Plays(G, offered=False)
check, act, illegal = PLAYS.check, PLAYS.act, PLAYS.illegal
MAINA, BURGU, PORTELLU, CIASSA = 0, 1, 2, 3  # seats in a 4-player game


def snapshot(state: State) -> tuple:
    return dataclasses.astuple(state)


def all_bid(state: State, bids: dict[int, dict[str, int]]) -> tuple[State, list[Event]]:
    """Every player places the given bids and declares ready, in seat order (a player who placed all four is ready
    already); returns the state and all events."""
    events: list[Event] = []
    for p in range(state.n):
        if state.ready[p]:
            continue
        for key, amount in bids.get(p, {}).items():
            state, ev = act(state, p, SetBid(key, amount))
            events += ev
        if not state.ready[p]:
            state, ev = act(state, p, Ready())
            events += ev
    return state, events


def kind(card: int, symbol: int) -> str:
    return CARDS[card].symbols[symbol].kind


def play(state: State, policy=None, until=None, limit: int = 20_000) -> tuple[State, list[Event]]:
    """Play on (first legal action of the first player due, or ``policy``) until ``until(state)`` or the end."""
    events: list[Event] = []
    for _ in range(limit):
        if G.is_over(state) or (until is not None and until(state)):
            return state, events
        p = G.to_act(state)[0]
        legal = G.legal_actions(state, p)
        assert legal, f"player {p} has no legal action"
        state, ev = act(state, p, policy(state, p, legal) if policy else legal[0])
        events += ev
    raise AssertionError("the game did not end")


cites = citing(G)
