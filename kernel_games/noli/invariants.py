"""What must always hold in a Noli state: coins follow the supply's ledger, every token, card and die accounted for."""

from __future__ import annotations

from .components import (
    AREA_CARDS,
    BOATS,
    DICE,
    DIE_FACES,
    FISHING_AREAS,
    FLOOR_TOKENS,
    IN_HAND,
    INVESTMENTS,
    MAX_ROWERS,
    ROWER_TOKENS,
    TRACK_END,
    WALLS,
    WIN_FLOORS,
)
from .phases.investment import ALL_PLACED
from .state import DEVELOP, INVEST, OVER, State


def broken(state: State) -> list[str]:
    s = state
    bad = []
    held = sum(s.bank) + sum(map(sum, s.bids))
    if held != s.coins_in - s.coins_out:
        bad.append(f"coins: players hold {held}, the supply's ledger says {s.coins_in - s.coins_out}")
    if any(x < 0 for x in s.bank) or any(x < 0 for b in s.bids for x in b):
        bad.append("a negative bank or bid")
    if s.phase == INVEST:
        if any(b[i] and not s.placed[p] >> i & 1 for p, b in enumerate(s.bids) for i in range(len(INVESTMENTS))):
            bad.append("coins on an investment whose bid was never placed")
        if any(s.placed[p] == ALL_PLACED and not s.ready[p] for p in range(s.n)):
            bad.append("all four bids placed but not ready")
    resolved = {INVEST: 0, DEVELOP: s.invest + (s.winner >= 0), OVER: 0}.get(s.phase, len(INVESTMENTS))
    if any(b[i] for b in s.bids for i in range(min(resolved, len(INVESTMENTS)))):
        bad.append("coins left on an investment already resolved")
    if sum(s.rowers) + s.rower_stock != ROWER_TOKENS or any(not 0 <= r <= MAX_ROWERS for r in s.rowers) or s.rower_stock < 0:
        bad.append(f"rowers {s.rowers} + stock {s.rower_stock} are not the {ROWER_TOKENS} tokens")
    if sum(s.floors) + s.floor_stock != FLOOR_TOKENS or any(not 0 <= f <= WIN_FLOORS for f in s.floors):
        bad.append(f"floors {s.floors} + stock {s.floor_stock} are not the {FLOOR_TOKENS} tokens")
    if any(not 1 <= b <= BOATS for b in s.boats):
        bad.append(f"boats on the beach {s.boats} outside 1..{BOATS}")
    if not 0 <= s.walls <= WALLS:
        bad.append(f"{s.walls} walls")
    if len(set(s.track)) != s.n or any(not 0 <= t <= TRACK_END for t in s.track):
        bad.append(f"support pawns {s.track} share a space or left the track")
    if s.phase != OVER and TRACK_END in s.track:
        bad.append("a pawn stands on the last space but the game goes on")
    for a in FISHING_AREAS:
        cards = [*s.decks[a - 1], *(s.drawn if s.area == a else [])]
        if sorted(cards) != list(AREA_CARDS[a]):
            bad.append(f"area {a}: cards were created or lost")
        if not 0 <= s.known[a - 1] <= len(s.decks[a - 1]):
            bad.append(f"area {a}: known count out of range")
    if any(len(d) != DICE or any(not IN_HAND <= f < DIE_FACES for f in d) for d in s.dice):
        bad.append("dice are not four faces each")
    if any(c not in s.drawn for c, _ in s.pending):
        bad.append("a pending symbol on a card not drawn")
    if len(s.won) != len(INVESTMENTS) or any(not -1 <= w < s.n for w in s.won):
        bad.append(f"investment winners {s.won} are not seats")
    return bad
