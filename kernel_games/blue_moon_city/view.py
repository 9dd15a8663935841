"""What each player may see (``BlueMoonView``), and a state redrawn in everything one player cannot see.

Hidden: the cards in the other hands and in the deck, reward cards not yet taken into a hand (even their owner has
not looked), the values of the others' crystal tiles and of the supply. Public: everything on the table, the
number of cards and crystal tiles each player holds, the discard pile, the cards laid on a box being paid.
"""

from __future__ import annotations

import random
from typing import TypedDict

from .components import OFFERINGS_TO_WIN, SCALES_FOR, obelisk_for
from .state import OVER, State, put
from .supply import held


class Payment(TypedDict):
    box: int  # -1: no payment being laid
    cards: list[int]
    colour: int  # the payment's people (-1: the palace, not chosen yet)
    hoax: int
    recolour_from: int
    recoloured: int
    total: int
    half: int


class BlueMoonView(TypedDict):
    game: str
    viewer: int | None
    players: int
    phase: str
    step: str
    to_act: list[int]
    turn: int
    current: int
    start: int
    layout: str
    rewards: str  # the set-up option: a reward of N crystals is N tiles ("tiles") or tiles worth N ("value")
    cells: list[int]  # the tile on each cell (components.CELLS)
    built: list[bool]
    boxes: list[list[int]]  # per cell, the owner of each box's marker (-1: free)
    figures: list[int]
    dragons: list[int]  # per dragon, its cell (-1: beside the city)
    hand: list[int] | None  # the viewer's cards (None: a spectator)
    hand_sizes: list[int]
    gained_sizes: list[int]  # reward cards each player will take into their hand after this turn
    deck_size: int
    discard: list[int]  # the face-up discard pile, oldest first
    crystals: list[int] | None  # the viewer's crystal tiles
    crystal_counts: list[int]  # how many crystal tiles each player holds
    supply_size: int
    owed: list[int]  # what the supply could not give, in order: a player per tile ("tiles") or per crystal ("value")
    scales: list[int]  # phantom scales included
    scale_supply: int
    scale_total: int
    markers: list[int]  # markers each player has not placed
    obelisk: list[int]  # the owner of each box in use, bottom up (-1: free)
    obelisk_costs: list[int]
    offerings: list[int]
    target: int  # offerings that win at once
    steps_left: int
    discarded: int
    offered: bool
    acted: bool
    scaled: bool
    pay: Payment
    winners: list[int] | None  # once over (everyone: a draw)
    end: str  # once over: the rule that ended the game
    final_crystals: list[int] | None  # once over: each player's crystals, what is owed counted (the tie-break)


def view(s: State, player: int | None, to_act: tuple[int, ...]) -> BlueMoonView:
    over = s.phase == OVER
    return {
        "game": "blue_moon_city", "viewer": player, "players": s.n, "phase": s.phase, "step": s.step,
        "to_act": list(to_act), "turn": s.turn, "current": s.current, "start": s.start, "layout": s.layout,
        "rewards": s.rewards,
        "cells": list(s.cells), "built": list(s.built), "boxes": [list(b) for b in s.boxes], "figures": s.figures[:],
        "dragons": s.dragons[:], "hand": s.hands[player][:] if player is not None else None,
        "hand_sizes": [len(h) for h in s.hands], "gained_sizes": [len(g) for g in s.gained],
        "deck_size": len(s.deck), "discard": s.discard[:],
        "crystals": list(s.crystals[player]) if player is not None else None,
        "crystal_counts": [len(c) for c in s.crystals], "supply_size": len(s.supply), "owed": list(s.owed),
        "scales": s.scales[:], "scale_supply": s.scale_supply, "scale_total": SCALES_FOR[s.n],
        "markers": s.markers[:], "obelisk": list(s.obelisk), "obelisk_costs": list(obelisk_for(s.n)),
        "offerings": list(s.offerings), "target": OFFERINGS_TO_WIN[s.n], "steps_left": s.steps_left,
        "discarded": s.discarded, "offered": s.offered, "acted": s.acted, "scaled": s.scaled,
        "pay": {"box": s.pay_box, "cards": s.pay_cards[:], "colour": s.pay_colour, "hoax": s.pay_hoax,
                "recolour_from": s.pay_from, "recoloured": s.pay_recoloured, "total": s.pay_total,
                "half": s.pay_half},
        "winners": list(s.winners) if over else None, "end": s.end if over else "",
        "final_crystals": [held(s, q) for q in range(s.n)] if over else None,
    }


def redeal_hidden(state: State, observer: int | None, seed: int) -> State:
    """The others' hands, every reward card not yet looked at and the deck dealt anew from the cards the observer
    cannot see; the others' crystal tiles and the supply likewise (each player keeps their number of tiles)."""
    s = state.copy()
    rng = random.Random(seed)
    s.rng = rng.getrandbits(63)  # future chance too
    others = [p for p in range(s.n) if p != observer]
    # each pool sorted first: the redeal depends only on what the observer sees
    pool = sorted(s.deck + [c for p in others for c in s.hands[p]] + [c for g in s.gained for c in g])
    rng.shuffle(pool)
    for p in others:
        k = len(s.hands[p])
        s.hands[p], pool = sorted(pool[:k]), pool[k:]
    gained = []
    for p in range(s.n):
        k = len(s.gained[p])
        gained.append(tuple(pool[:k]))
        pool = pool[k:]
    s.gained = tuple(gained)
    s.deck = pool
    if s.phase == OVER:  # the crystal tiles are turned up at the end (the tie-break compares them)
        return s
    tiles = sorted([*s.supply, *(v for p in others for v in s.crystals[p])])
    rng.shuffle(tiles)
    for p in others:
        k = len(s.crystals[p])
        s.crystals, tiles = put(s.crystals, p, tuple(sorted(tiles[:k]))), tiles[k:]
    s.supply = tuple(tiles)
    return s
