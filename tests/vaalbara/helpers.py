"""Scenario builders for the Vaalbara rule tests.

A scenario starts from ``VAALBARA.setup(n, seed)`` and edits the ``State`` fields directly; every builder
keeps the game's invariants (all 12 characters per clan, every land card exactly once, scores == ledger)
and checks them, so a broken scenario fails loudly instead of testing nonsense.
"""

from __future__ import annotations

import dataclasses

from kernel_games.core import Action, Event, IllegalAction
from kernel_games.vaalbara import VAALBARA
from kernel_games.vaalbara.actions import ChooseCharacter, TakeLand
from kernel_games.vaalbara.components import CLAN_DECK, LANDS, lands_for
from kernel_games.vaalbara.state import State
from tests.rule_checks import assert_illegal, citing

G = VAALBARA

# the characters by initiative, named as in the rulebook
WARRIOR, BARD, HUNTER, PRIEST, CARPENTER, FALCONER = 1, 2, 3, 4, 5, 6
TRACKER, MIDWIFE, RIDER, CRAFTSMAN, PIONEER, FARMER = 7, 8, 9, 10, 11, 12


# ---- land cards -----------------------------------------------------------------------------------
def lands(kind: str, n: int) -> list[int]:
    """The ids of the land cards of type ``kind`` used with ``n`` players, in id order."""
    return [i for i in lands_for(n) if LANDS[i].type == kind]


def kind(land: int) -> str:
    return LANDS[land].type


def ranking(land: int, n: int) -> tuple[int, ...]:
    """The clans present with ``n`` players as the back of ``land`` ranks them, best first."""
    return tuple(c for c in LANDS[land].omen if c < n)


def omen_land(n: int, *clans: int, avoid: tuple[int, ...] | list[int] = ()) -> int:
    """A land (usable with ``n`` players, not in ``avoid``) whose back ranks ``clans`` in this order."""
    for i in lands_for(n):
        r = ranking(i, n)
        if i not in avoid and [c for c in r if c in clans] == list(clans):
            return i
    raise LookupError(f"no land ranks {clans} in that order with {n} players")


def current_omen(state: State) -> tuple[int, ...]:
    """The omen read straight from the data: the back of the top card of the land deck."""
    return ranking(state.land_deck[0], state.n)


# ---- building a position -------------------------------------------------------------------------
def check(state: State) -> State:
    broken = G.invariants(state)
    assert broken == [], broken
    return state


def arrange(state: State, *, realms: list[list[int]] | None = None, row1: list[int] | None = None,
            row2: list[int] | None = None, top: int | None = None, bottom: int | None = None) -> State:
    """A copy of ``state`` with the given lands placed; every other land keeps its order in the deck.

    ``row1``/``row2`` list lands that must be in that row; the row is filled up to one card per player
    from the deck. ``top`` becomes the top of the land deck (its back is the omen), ``bottom`` the bottom.
    """
    s = state.copy()
    n = s.n
    new_realms = [list(r) for r in realms] if realms is not None else [r[:] for r in s.realms]
    assert len(new_realms) == n
    fixed = [c for r in new_realms for c in r] + list(row1 or []) + list(row2 or [])
    fixed += [c for c in (top, bottom) if c is not None]
    assert len(fixed) == len(set(fixed)), "a land placed twice"
    assert set(fixed) <= set(lands_for(n)), "a land not used with this many players"
    pool = [c for c in s.rows[0] + s.rows[1] + s.land_deck + [c for r in s.realms for c in r] if c not in fixed]
    rows = []
    for want in (row1, row2):
        row = list(want or [])
        assert len(row) <= n
        while len(row) < n:
            row.append(pool.pop(0))
        rows.append(row)
    deck = ([top] if top is not None else []) + pool + ([bottom] if bottom is not None else [])
    s.realms, s.rows, s.land_deck = new_realms, rows, deck
    return check(s)


def give(state: State, p: int, *, hand: list[int] | None = None, discard: list[int] | None = None) -> State:
    """A copy where player ``p`` holds ``hand`` and has ``discard`` face up; the rest is their clan deck.

    Without ``hand`` the player keeps their hand minus the discarded cards, topped up to 5 from the deck.
    Only for the allocation phase, before ``p`` has chosen.
    """
    s = state.copy()
    assert s.chosen[p] == 0
    discard = list(discard) if discard is not None else s.discards[p][:]
    if hand is None:
        hand = [c for c in s.hands[p] if c not in discard]
        for c in s.decks[p]:
            if len(hand) < 5 and c not in discard and c not in hand:
                hand.append(c)
    assert not set(hand) & set(discard)
    s.hands[p] = sorted(hand)
    s.discards[p] = discard
    s.decks[p] = [c for c in state.decks[p] + state.hands[p] + state.discards[p] if c not in hand and c not in discard]
    assert sorted(s.hands[p] + s.discards[p] + s.decks[p]) == list(CLAN_DECK)
    return check(s)


def set_points(state: State, p: int, points: int) -> State:
    """A copy where ``p`` holds ``points`` (the ledger says they were the starting points, so it still adds up)."""
    s = state.copy()
    s.scores[p] = points
    s.ledger[p] = {"vaalbara.setup.points": points}
    return check(s)


def scenario(n: int, seed: int = 1, **where) -> State:
    """``VAALBARA.setup(n, seed)`` with lands arranged as in ``arrange``."""
    return arrange(G.setup(n, seed), **where)


def choose_all(state: State, chosen: list[int]) -> State:
    """Everyone plays ChooseCharacter (putting the card in hand first if needed); returns the revealed state.

    A card missing from hand is swapped in from the clan deck for the hand's highest other card.
    """
    s = state
    for p, c in enumerate(chosen):
        if c not in s.hands[p]:
            assert c not in s.discards[p], "that card is in the discard pile"
            hand = [x for x in s.hands[p]]
            hand.remove(max(hand))
            s = give(s, p, hand=hand + [c])
        s, _ = G.apply(s, p, ChooseCharacter(c))
    assert s.phase == "resolve"
    return check(s)


# ---- acting and checking -------------------------------------------------------------------------
def act(state: State, p: int, action: Action) -> tuple[State, list[Event]]:
    new, events = G.apply(state, p, action)
    return check(new), events


def take(state: State, p: int, land: int) -> State:
    assert state.current == p and state.step == "land", (state.current, state.step)
    return act(state, p, TakeLand(land))[0]


def land_points(state: State, p: int, land: int) -> tuple[State, int]:
    """``p`` takes ``land``; returns the new state and the points that land action brought."""
    before = state.scores[p]
    new = take(state, p, land)
    return new, new.scores[p] - before


def finish_round(state: State) -> State:
    """Every player still to act takes the first land of row 1 (characters must need no choice)."""
    r = state.round
    while state.round == r and state.phase == "resolve":
        state = take(state, state.current, state.rows[0][0])
    return state


def snapshot(state: State) -> tuple:
    return dataclasses.astuple(state)


def illegal(state: State, p: int, action: Action, rule: str) -> IllegalAction:
    """Assert ``action`` is illegal for ``p`` citing ``rule``, is not offered, and leaves ``state`` as it was."""
    return assert_illegal(G, state, p, action, rule)


def drive(state: State, policy=None, until_round: int | None = None) -> State:
    """Play on with a deterministic policy (first legal action by default) until the game ends or a round starts."""
    while not G.is_over(state) and (until_round is None or state.round < until_round):
        p = G.to_act(state)[0]
        legal = G.legal_actions(state, p)
        assert legal, f"player {p} has no legal action"
        state = act(state, p, policy(state, p, legal) if policy else legal[0])[0]
    return state


cites = citing(G)
