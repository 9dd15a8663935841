"""What must always hold in Via Nebula: no resource, contract, token, tile or piece created or lost."""

from __future__ import annotations

from collections import Counter

from .components import BUILDINGS, CONTRACTS, CRAFTSMEN, KINDS, MEADOW_TILES, SITES, STOCK_PER_KIND, TOKENS
from .state import State


def broken(s: State) -> list[str]:
    out = []
    counts = [s.stock[k] + sum(x[k] for x in s.storage) + sum(r[k] for r in s.site_res)
              + sum(s.heap[h] for h in range(len(s.heap)) if s.heap_kind[h] == k) for k in KINDS]
    if any(c != STOCK_PER_KIND for c in counts):
        out.append(f"resources per kind: {counts}")
    cards = Counter(s.deck) + Counter(s.boxed) + Counter(c for c in s.display if c >= 0)
    for p in range(s.n):
        cards += Counter(s.hands[p]) + Counter(s.done[p])
    if cards != Counter(range(len(CONTRACTS))):
        out.append(f"contracts: {sorted((cards - Counter(range(len(CONTRACTS)))).items())} extra")
    tokens = Counter(t for t in s.token if t >= 0) + Counter([s.removed, *s.spent])
    for p in range(s.n):
        tokens += Counter(s.held[p])
    if tokens != Counter(range(len(TOKENS))):
        out.append(f"tokens: {sorted((tokens - Counter(range(len(TOKENS)))).elements())} extra, "
                   f"{sorted((Counter(range(len(TOKENS))) - tokens).elements())} lost")
    laid = sum(1 for t in s.tile if t >= 0)
    if laid + s.tile_stock + sum(map(sum, s.stacks)) != MEADOW_TILES:
        out.append(f"meadow tiles: {laid} laid + {s.tile_stock} stock + stacks != {MEADOW_TILES}")
    for p in range(s.n):
        if s.craftsmen[p] + s.craftsman.count(p) != CRAFTSMEN[s.n]:
            out.append(f"player {p}: craftsmen {s.craftsmen[p]} + {s.craftsman.count(p)}")
        if s.sites[p] + s.site.count(p) != SITES or s.buildings[p] + s.building.count(p) != BUILDINGS:
            out.append(f"player {p}: sites or buildings lost")
        if len(s.done[p]) != BUILDINGS - s.buildings[p]:
            out.append(f"player {p}: {len(s.done[p])} contracts for {BUILDINGS - s.buildings[p]} buildings")
    for h in range(len(s.heap)):
        if (s.heap[h] > 0) != (s.heap_kind[h] >= 0) and not (s.heap[h] == 0 and s.heap_kind[h] >= 0 and s.craftsman[h] >= 0):
            out.append(f"hex {h}: heap {s.heap[h]} of kind {s.heap_kind[h]}")
    if s.actions_left < 0:
        out.append(f"actions left {s.actions_left}")
    return out
