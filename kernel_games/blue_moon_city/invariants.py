"""What must always hold in Blue Moon City: no card, crystal tile, marker or scale created or lost."""

from __future__ import annotations

from collections import Counter

from .components import CELLS, CRYSTAL_TILES, DECK, MARKERS, SCALES_FOR
from .state import State


def broken(s: State) -> list[str]:
    out = []
    cards = Counter(s.deck) + Counter(s.discard) + Counter(s.pay_cards)
    for p in range(s.n):
        cards += Counter(s.hands[p]) + Counter(s.gained[p])
    if cards != Counter(DECK):
        out.append(f"cards: {sorted((cards - Counter(DECK)).items())} extra, {sorted((Counter(DECK) - cards).items())} lost")
    tiles = Counter(s.supply)
    for c in s.crystals:
        tiles += Counter(c)
    if tiles != Counter(CRYSTAL_TILES):
        out.append(f"crystal tiles: {dict(tiles)}")
    for p in range(s.n):
        placed = sum(row.count(p) for row in s.boxes) + s.obelisk.count(p)
        if s.markers[p] + placed != MARKERS or s.markers[p] < 0:
            out.append(f"player {p}: {s.markers[p]} markers left + {placed} placed != {MARKERS}")
        if not 0 <= s.figures[p] < len(CELLS):
            out.append(f"player {p}'s figure off the city")
        if s.phantom[p] < 0 or s.phantom[p] > s.scales[p]:
            out.append(f"player {p}: phantom scales {s.phantom[p]} of {s.scales[p]}")
    real = sum(s.scales) - sum(s.phantom)
    if s.scale_supply < 0 or s.scale_supply + real != SCALES_FOR[s.n]:
        out.append(f"scales: supply {s.scale_supply} + held {real} != {SCALES_FOR[s.n]}")
    if s.steps_left < 0 or not 0 <= s.discarded <= 2:
        out.append(f"steps left {s.steps_left}, discarded {s.discarded}")
    if s.pay_box < 0 and s.pay_cards:
        out.append("cards laid with no payment")
    return out
