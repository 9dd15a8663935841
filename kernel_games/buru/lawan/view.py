"""What the Lawan add to every view (``plugs.VIEW_PARTS``), and their plot deck redrawn for a searching bot
(``plugs.REDEAL``): the plot deck's order is hidden, the cards drawn this round and each Lawan's noon card face up."""

from __future__ import annotations

import random
from typing import Any, TypedDict

from ..state import State


class LawanView(TypedDict):
    lawan: list[int]  # the Lawan's seats, A first
    plots: list[int]  # per Lawan, its face-up plot card this afternoon (-1: none)
    plot_discard: list[int]  # the plot cards drawn this round, face up
    plot_deck: int
    pick: str  # a Lawan's tie being broken: "space", "forest" or "hire" ("" when none)
    picks: list[int]  # the tied options
    chooser: int  # who breaks it


def view(s: State, viewer: int | None, mine: bool) -> dict[str, Any]:
    return {"lawan": list(s.automata), "plots": list(s.plots), "plot_discard": list(s.plot_discard),
            "plot_deck": len(s.plot_deck), "pick": s.pick, "picks": list(s.picks), "chooser": s.chooser}


def redeal(s: State, rng: random.Random, others: list[int]) -> None:
    deck = sorted(s.plot_deck)
    rng.shuffle(deck)
    s.plot_deck = tuple(deck)
