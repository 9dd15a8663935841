"""Seeded chance kept inside the state: seed + actions reproduce a game exactly."""

from __future__ import annotations

import random
from typing import TypeVar

T = TypeVar("T")


def shuffled(items: list[T], rng_state: int) -> tuple[list[T], int]:
    """Return a shuffled copy of ``items`` and the next generator state."""
    r = random.Random(rng_state)
    out = list(items)
    r.shuffle(out)
    return out, r.getrandbits(63)


def randint(lo: int, hi: int, rng_state: int) -> tuple[int, int]:
    """Return a number in ``lo..hi`` inclusive and the next generator state."""
    r = random.Random(rng_state)
    return r.randint(lo, hi), r.getrandbits(63)
