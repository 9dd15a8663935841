"""What each player may see (``ViaNebulaView``), and a state redrawn in everything one player cannot see.

Hidden: the contracts in the other hands, the order of the neutral deck, the private contracts left in the box, and
what the others keep face down by their guild boards (action.build, action.craftsman): the contracts they fulfilled
and the exploitation tokens they took, with the points these give. Of those the others see how many there are and
the backs of the cards (purple private, brown neutral), as at the table; everything is turned up at the end
(end.scoring). The effect a player is deciding on belongs to a face-down card too: the others see only that they
decide (action.effect). Public: everything on the board, storage, stacks, the stock, the display.
"""

from __future__ import annotations

import random
from typing import TypedDict

from .components import CONTRACTS, half_sites
from .phases.end import score
from .state import EFFECT, OVER, State, put


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
    token: list[int]  # per hex, the unopened token, face up (-1: none)
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
    held: list[list[int] | None]  # the tokens each player took: the viewer's own, everyone's once over (None: face down)
    held_count: list[int]  # how many tokens each player took
    hand: list[int] | None  # the viewer's contracts (None: a spectator)
    hand_sizes: list[int]
    hand_private: list[int]  # how many of each hand have a private (purple) back
    done: list[list[int] | None]  # contracts fulfilled, in order: the viewer's own, everyone's once over (None: face down)
    done_count: list[int]
    done_private: list[int]  # how many of each player's fulfilled contracts have a private (purple) back
    stock: list[int]
    tile_stock: int
    deck_size: int
    display: list[int]
    end_holder: int
    last_turns: int
    effect: str  # the effect the viewer decides on ("": none, or another player's: face down)
    effect_left: int
    points: list[int | None]  # the viewer's score if the game ended now; everyone's once over (None: face down)
    winners: list[int] | None
    scores: list[dict[str, int]] | None  # once over: each player's score, part by part


def private_count(cards: tuple[int, ...]) -> int:
    """How many of these contracts have a private (purple) back."""
    return sum(1 for c in cards if CONTRACTS[c].private)


def view(s: State, player: int | None, to_act: tuple[int, ...]) -> ViaNebulaView:
    over = s.phase == OVER

    def seen(p: int) -> bool:  # what p keeps face down, this viewer sees
        return over or p == player

    mine = player is not None and player == s.current
    return {
        "game": "via_nebula", "viewer": player, "players": s.n, "phase": str(s.phase), "step": s.step,
        "to_act": list(to_act), "turn": s.turn, "current": s.current, "start": s.start, "board": s.board,
        "half_sites": half_sites(s.n), "actions_left": s.actions_left,
        "token": list(s.token), "tile": list(s.tile), "heap_kind": list(s.heap_kind), "heap": list(s.heap),
        "craftsman": list(s.craftsman), "site": list(s.site), "site_res": [list(r) for r in s.site_res],
        "building": list(s.building), "craftsmen": list(s.craftsmen), "sites": list(s.sites),
        "buildings": list(s.buildings), "stacks": [list(x) for x in s.stacks], "storage": [list(x) for x in s.storage],
        "held": [list(s.held[p]) if seen(p) else None for p in range(s.n)], "held_count": [len(x) for x in s.held],
        "hand": list(s.hands[player]) if player is not None else None, "hand_sizes": [len(h) for h in s.hands],
        "hand_private": [private_count(h) for h in s.hands],
        "done": [list(s.done[p]) if seen(p) else None for p in range(s.n)], "done_count": [len(x) for x in s.done],
        "done_private": [private_count(x) for x in s.done], "stock": list(s.stock),
        "tile_stock": s.tile_stock, "deck_size": len(s.deck), "display": list(s.display),
        "end_holder": s.end_holder, "last_turns": s.last_turns, "effect": s.effect if mine else "",
        "effect_left": s.effect_left if mine else 0,
        "points": [sum(score(s, p).values()) if seen(p) else None for p in range(s.n)],
        "winners": list(s.winners) if over else None, "scores": [score(s, p) for p in range(s.n)] if over else None,
    }


def redeal_hidden(state: State, observer: int | None, seed: int) -> State:
    """Everything the observer cannot see dealt anew, keeping what they see: each other hand's size and backs, each
    other player's fulfilled contracts by count and back (a private one from the unseen private contracts, a neutral
    one from the unseen neutral ones: the deck, Secret Plan's draws) and their tokens by count (from the tokens the
    others took). Once the game is over the face-down cards are turned up and stay. While another player decides on
    an effect, the card it belongs to stays (the effect in play is that card's)."""
    s = state.copy()
    rng = random.Random(seed)
    s.rng = rng.getrandbits(63)  # future chance too
    others = [p for p in range(s.n) if p != observer]
    over = s.phase == OVER
    kept = s.current if s.step == EFFECT and not over else -1
    done = {p: () if over else s.done[p][:-1] if p == kept else s.done[p] for p in others}
    # each pool sorted first: the redeal depends only on what the observer sees
    unseen = [c for p in others for c in (*s.hands[p], *done[p])]
    pools = {back: sorted([*(s.boxed if back else s.deck), *(c for c in unseen if CONTRACTS[c].private == back)])
             for back in (True, False)}  # private (purple backs), neutral (brown)
    for pool in pools.values():
        rng.shuffle(pool)

    def deal(cards: tuple[int, ...]) -> tuple[int, ...]:
        """As many cards again, each with the back of the one it replaces."""
        return tuple(pools[CONTRACTS[c].private].pop() for c in cards)

    for p in others:
        s.hands = put(s.hands, p, deal(s.hands[p]))
        s.done = put(s.done, p, deal(done[p]) + s.done[p][len(done[p]):])
    s.boxed, s.deck = tuple(pools[True]), tuple(pools[False])
    if not over:
        tokens = sorted(t for p in others for t in s.held[p])
        rng.shuffle(tokens)
        for p in others:
            k = len(s.held[p])
            s.held, tokens = put(s.held, p, tuple(tokens[:k])), tokens[k:]
    return s
