"""What the Great Persons add to every view (``plugs.VIEW_PARTS``), and the persons dealt to the others redrawn for a
searching bot (``plugs.REDEAL``): the cards dealt and the choices not yet revealed are secret to their person."""

from __future__ import annotations

import random
from typing import Any, TypedDict

from ..state import State, put


class PersonsView(TypedDict):
    persons: list[int]  # the Great Persons kept, face up (-1: none or not yet revealed; empty without the module)
    my_dealt: list[int]  # the two Great Person cards dealt to the viewer while they choose
    my_choice: int  # the one the viewer kept, before everyone's are revealed (-1: none)
    choosing: list[int]  # who is still choosing a Great Person
    led: list[bool]  # who has used their Great Person's action this round


def view(s: State, viewer: int | None, mine: bool) -> dict[str, Any]:
    return {"persons": list(s.persons), "my_dealt": list(s.dealt[viewer]) if mine and s.dealt else [],
            "my_choice": s.chosen[viewer] if mine and s.chosen else -1, "choosing": list(s.choosing),
            "led": list(s.led)}


def redeal(s: State, rng: random.Random, others: list[int]) -> None:
    """The persons dealt to the others, and their choices not yet revealed, from what the observer cannot see."""
    if not s.dealt:
        return
    pool = sorted([*s.person_box, *(c for q in others for c in s.dealt[q])])
    rng.shuffle(pool)
    for q in others:
        k = len(s.dealt[q])
        s.dealt, pool = put(s.dealt, q, tuple(pool[:k])), pool[k:]
        if s.chosen[q] >= 0:
            s.chosen = put(s.chosen, q, s.dealt[q][rng.randrange(k)])
    s.person_box = tuple(pool)
