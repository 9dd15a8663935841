"""What each player may see (``ViaNebulaView``), and a state redrawn in everything one player cannot see.

Hidden: the contracts in the other hands, the order of the neutral deck, the private contracts left in the box.
Public: everything on the board, the tokens each player took (they lay face up on the board before), the contracts
fulfilled (shown when built: action.build), how many contracts each player holds, storage, stacks and the stock.
"""

from __future__ import annotations

import random
from typing import TypedDict

from .components import CONTRACTS, half_sites
from .phases.end import score
from .state import OVER, State, put


class ViaNebulaView(TypedDict):
    game: str
    viewer: int | None
    players: int
    phase: str
    step: str
    to_act: list[int]
    turn: int
    current: int
    start: int
    board: str
    half_sites: bool
    actions_left: int
    token: list[int]  # per hex, the unopened token (-1: none)
    tile: list[int]  # per hex, who laid the meadow tile there (-1: none)
    heap_kind: list[int]
    heap: list[int]
    craftsman: list[int]
    site: list[int]  # per slot (2 × hex + half): the owner (-1: free, -2: closed by a full tile)
    site_res: list[list[int]]
    building: list[int]
    craftsmen: list[int]  # at home
    sites: list[int]
    buildings: list[int]  # still to build
    stacks: list[list[int]]
    storage: list[list[int]]
    held: list[list[int]]
    hand: list[int] | None  # the viewer's contracts (None: a spectator)
    hand_sizes: list[int]
    done: list[list[int]]
    stock: list[int]
    tile_stock: int
    deck_size: int
    display: list[int]
    end_holder: int
    last_turns: int
    effect: str
    effect_left: int
    points: list[int]  # each player's score if the game ended now (all public: end.scoring)
    winners: list[int] | None
    scores: list[dict[str, int]] | None  # once over: each player's score, part by part


def view(s: State, player: int | None, to_act: tuple[int, ...]) -> ViaNebulaView:
    over = s.phase == OVER
    return {
        "game": "via_nebula", "viewer": player, "players": s.n, "phase": str(s.phase), "step": s.step,
        "to_act": list(to_act), "turn": s.turn, "current": s.current, "start": s.start, "board": s.board,
        "half_sites": half_sites(s.n), "actions_left": s.actions_left,
        "token": list(s.token), "tile": list(s.tile), "heap_kind": list(s.heap_kind), "heap": list(s.heap),
        "craftsman": list(s.craftsman), "site": list(s.site), "site_res": [list(r) for r in s.site_res],
        "building": list(s.building), "craftsmen": list(s.craftsmen), "sites": list(s.sites),
        "buildings": list(s.buildings), "stacks": [list(x) for x in s.stacks], "storage": [list(x) for x in s.storage],
        "held": [list(x) for x in s.held], "hand": list(s.hands[player]) if player is not None else None,
        "hand_sizes": [len(h) for h in s.hands], "done": [list(x) for x in s.done], "stock": list(s.stock),
        "tile_stock": s.tile_stock, "deck_size": len(s.deck), "display": list(s.display),
        "end_holder": s.end_holder, "last_turns": s.last_turns, "effect": s.effect, "effect_left": s.effect_left,
        "points": [sum(score(s, p).values()) for p in range(s.n)], "winners": list(s.winners) if over else None,
        "scores": [score(s, p) for p in range(s.n)] if over else None,
    }


def redeal_hidden(state: State, observer: int | None, seed: int) -> State:
    """The others' contracts and the neutral deck dealt anew from what the observer cannot see: private contracts
    from the unseen private ones, neutral ones (Secret Plan) from the unseen neutral ones."""
    s = state.copy()
    rng = random.Random(seed)
    s.rng = rng.getrandbits(63)  # future chance too
    others = [p for p in range(s.n) if p != observer]
    # each pool sorted first: the redeal depends only on what the observer sees
    private = sorted([*s.boxed, *(c for p in others for c in s.hands[p] if CONTRACTS[c].private)])
    neutral = sorted([*s.deck, *(c for p in others for c in s.hands[p] if not CONTRACTS[c].private)])
    rng.shuffle(private)
    rng.shuffle(neutral)
    for p in others:
        k = sum(1 for c in s.hands[p] if CONTRACTS[c].private)
        hand = (*private[:k], *neutral[:len(s.hands[p]) - k])
        private, neutral = private[k:], neutral[len(s.hands[p]) - k:]
        s.hands = put(s.hands, p, hand)
    s.boxed, s.deck = tuple(private), tuple(neutral)
    return s
