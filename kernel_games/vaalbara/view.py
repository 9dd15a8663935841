"""What each player may see (``VaalbaraView``), and a state redrawn in everything one player cannot see."""

from __future__ import annotations

import random
from typing import TypedDict

from .components import NUM_ROUNDS, START_POINTS
from .order import omen, omen_of
from .scoring import diversity_bonus, final_scores
from .state import ALLOCATE, OVER, State


class VaalbaraView(TypedDict):
    game: str
    viewer: int | None
    players: int
    round: int
    rounds: int
    phase: str
    step: str
    to_act: list[int]
    current: int  # the clan resolving now, or -1
    order: list[int]  # clans that have begun their turn this round, in order
    turn_order: list[int]  # every clan in this round's resolution order (``turn_order``)
    omen: list[int]  # the clans, best first, on the back of the land deck's top card
    rows: list[list[int]]  # rows[0] = row 1 (take one), rows[1] = row 2
    deck_size: int
    deck_top: int  # the land deck's top card when everyone knows it (a Tracker put it there), else -1
    deck_bottom: int  # its bottom card when everyone knows it (a Pioneer put it there), else -1
    realms: list[list[int]]
    discards: list[list[int]]
    chosen: list[int]  # per clan: the character's initiative; -1 face down; 0 not chosen yet
    hand: list[int] | None  # the viewer's hand (None: a spectator)
    hand_sizes: list[int]
    clan_deck_sizes: list[int]
    score: int | None  # the viewer's secret points
    ledger: dict[str, int] | None  # the viewer's points by rule
    scores: list[int] | None  # everyone's points, revealed once the game is over (before the variety bonus)
    bonus: list[int] | None  # everyone's variety bonus (vaalbara.end.diversity), once the game is over
    final_scores: list[int] | None  # the final scores of result(): points plus the variety bonus, once over
    warrior_wait: list[int]


def turn_order(state: State) -> list[int]:
    """Every clan in the order this round resolves them (vaalbara.resolution.order): those who have begun their turn,
    then the others by initiative, ties by the omen as it stands now (a Tracker may still change it). During the
    allocation the characters are face down, so the clans are listed in the omen's order."""
    rank = omen(state)
    if state.phase == ALLOCATE:
        return list(rank)
    rest = sorted((p for p in range(state.n) if p not in state.order), key=lambda p: (state.chosen[p], rank.index(p)))
    return state.order + rest


def known_ends(state: State) -> tuple[int, int]:
    """The land deck's top and bottom cards where everyone knows them, else -1 (one card left: both ends)."""
    deck = state.land_deck
    if not deck:
        return -1, -1
    top = deck[0] if state.top_known or (state.bottom_known and len(deck) == 1) else -1
    bottom = deck[-1] if state.bottom_known or (state.top_known and len(deck) == 1) else -1
    return top, bottom


def view(state: State, player: int | None, to_act: tuple[int, ...]) -> VaalbaraView:
    over = state.phase == OVER
    bonus = [diversity_bonus(realm) for realm in state.realms] if over else None
    revealed = state.phase != ALLOCATE
    top, bottom = known_ends(state)
    return {
        "game": "vaalbara", "viewer": player, "players": state.n, "round": state.round, "rounds": NUM_ROUNDS,
        "phase": state.phase, "step": state.step, "to_act": list(to_act),
        "current": state.current, "order": state.order[:], "turn_order": turn_order(state), "omen": list(omen(state)),
        "rows": [row[:] for row in state.rows], "deck_size": len(state.land_deck),
        "deck_top": top, "deck_bottom": bottom,
        "realms": [r[:] for r in state.realms], "discards": [d[:] for d in state.discards],
        "chosen": [c if revealed or p == player else (0 if not c else -1) for p, c in enumerate(state.chosen)],
        "hand": state.hands[player][:] if player is not None else None,
        "hand_sizes": [len(h) for h in state.hands], "clan_deck_sizes": [len(d) for d in state.decks],
        "score": state.scores[player] if player is not None else None,
        "ledger": dict(state.ledger[player]) if player is not None else None,
        "scores": state.scores[:] if over else None,
        "bonus": bonus,
        "final_scores": final_scores(state.scores, state.realms) if over else None,
        "warrior_wait": state.warrior_wait[:],
    }


def redeal_hidden(state: State, observer: int | None, seed: int) -> State:
    """Others' hands, clan decks, face-down choices and points, and the land deck below its top card, drawn anew.

    The others' points are drawn near what the observer can guess from their own (a seat's own points, a spectator's
    estimate from the round): any value would do for secrecy, but a search that samples redeals (core/search.py)
    plays better from plausible ones."""
    s = state.copy()
    rng = random.Random(seed)
    s.rng = rng.getrandbits(63)  # future chance too
    guess = s.scores[observer] if observer is not None else START_POINTS + 7 * (s.round - 1)
    for p in range(s.n):
        if p == observer:
            s.decks[p] = sorted(s.decks[p])  # each pool sorted first: the redeal depends only on what the observer sees
            rng.shuffle(s.decks[p])
            continue
        hidden_choice = s.phase == ALLOCATE and s.chosen[p]
        pool = sorted(s.hands[p] + s.decks[p] + ([s.chosen[p]] if hidden_choice else []))
        rng.shuffle(pool)
        if hidden_choice:
            s.chosen[p] = pool.pop()
        k = len(s.hands[p])
        s.hands[p], s.decks[p] = sorted(pool[:k]), pool[k:]
        if s.phase != OVER:
            s.scores[p] = max(0, guess + rng.randint(-12, 12))
            s.ledger[p] = {"vaalbara.setup.points": s.scores[p]}
    _redeal_land_deck(s, rng)
    return s


def _redeal_land_deck(s: State, rng: random.Random) -> None:
    """The land deck's unknown cards in a new order. A top card nobody has seen is one of them whose back shows the
    omen on view (at two players half the deck shares it); a top or bottom card everyone saw put there stays."""
    deck = s.land_deck
    top, bottom = known_ends(s)
    lo, hi = (1 if top >= 0 else 0), (len(deck) - 1 if bottom >= 0 else len(deck))
    if hi - lo < 1:
        return
    pool = sorted(deck[lo:hi])  # sorted first: the redeal depends only on what the observer sees
    hidden = pool[:]
    rng.shuffle(hidden)
    if lo == 0:
        shown = omen(s)
        tops = [c for c in pool if omen_of(c, s.n) == shown]
        hidden.remove(first := tops[rng.randrange(len(tops))])
        hidden.insert(0, first)
    deck[lo:hi] = hidden
