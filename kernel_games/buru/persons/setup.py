"""The Great Persons' set-up (buru.persons.setup): after the decrees are shuffled, two Great Person cards dealt face
down to each person (a Lawan gets none); the rest stay in the box unseen. The choice (the step PERSON) opens at once,
still in set-up: the flow stands before the first Dawn, which reveals round 1's decrees and forest cards only once
everyone has chosen."""

from __future__ import annotations

from kernel_games.core.rng import shuffled

from ..state import State
from .actions import PERSON
from .cards import DEALT, PERSONS


def setup(s: State) -> None:
    people = [p for p in range(s.n) if p not in s.automata]
    deck, s.rng = shuffled(range(len(PERSONS)), s.rng)
    dealt: list[tuple[int, ...]] = [()] * s.n
    for i, p in enumerate(people):
        dealt[p] = tuple(deck[DEALT * i:DEALT * (i + 1)])
    s.person_box = tuple(deck[DEALT * len(people):])
    s.dealt, s.chosen, s.persons = tuple(dealt), (-1,) * s.n, (-1,) * s.n
    s.led, s.choosing = (False,) * s.n, tuple(people)
    if s.choosing:
        s.step = PERSON  # a step of Dawn: its automatic progress (the decrees, the forest cards) waits for it
