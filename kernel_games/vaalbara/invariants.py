"""What must always hold in a Vaalbara state: every card accounted for, points equal to their ledger."""

from __future__ import annotations

from .components import CLAN_DECK, lands_for
from .state import ALLOCATE, State


def broken(state: State) -> list[str]:
    bad = []
    for p in range(state.n):
        cards = state.hands[p] + state.decks[p] + state.discards[p]
        if state.chosen[p] and (state.chosen[p] not in state.discards[p] or state.phase == ALLOCATE):
            cards = cards + [state.chosen[p]]
        if sorted(cards) != list(CLAN_DECK):
            bad.append(f"player {p}: character cards {sorted(cards)} are not the 12 of a clan")
        if state.scores[p] < 0 or state.scores[p] != sum(state.ledger[p].values()):
            bad.append(f"player {p}: points {state.scores[p]} do not match the ledger")
    lands = state.rows[0] + state.rows[1] + state.land_deck + [c for r in state.realms for c in r]
    if sorted(lands) != lands_for(state.n):
        bad.append("land cards were created or lost")
    return bad
