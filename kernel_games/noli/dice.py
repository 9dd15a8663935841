"""The regatta's dice: every result a roll can give, one random number per roll, and how dice read in text.

A die shows a buoy on faces ``0 .. BUOY_FACES-1``, a blank face above, and ``IN_HAND`` (-1) before its first roll.
"""

from __future__ import annotations

from itertools import product

from .components import BUOY_FACES, DICE, DIE_FACES, IN_HAND

Faces = tuple[int, ...]


def _roll_outcomes() -> dict[Faces, tuple[int, tuple[Faces, ...]]]:
    """For every dice tuple: (n, outcomes) where outcomes lists, in a fixed order, the n = 6^k equally likely results
    of rolling its k dice not showing a buoy (a die on a buoy stays). One random number picks a result."""
    by_kept: dict[tuple, tuple[int, tuple[Faces, ...]]] = {}
    out = {}
    for faces in product(range(IN_HAND, DIE_FACES), repeat=DICE):
        kept = tuple(f if 0 <= f < BUOY_FACES else None for f in faces)
        if kept not in by_kept:
            free = [j for j, f in enumerate(kept) if f is None]
            results = []
            for rolled in product(range(DIE_FACES), repeat=len(free)):
                new = list(kept)
                for j, f in zip(free, rolled, strict=True):
                    new[j] = f
                results.append(tuple(new))
            by_kept[kept] = (len(results), tuple(results))
        out[faces] = by_kept[kept]
    return out


ROLLS = _roll_outcomes()
DIE_CHARS = "◉" * BUOY_FACES + "○" * (DIE_FACES - BUOY_FACES) + "·"  # index IN_HAND (-1) is the last: in hand
DICE_TEXT = {faces: "".join([DIE_CHARS[f] for f in faces]) for faces in product(range(IN_HAND, DIE_FACES), repeat=DICE)}
ALL_BUOYS = frozenset(faces for faces in DICE_TEXT if all(0 <= f < BUOY_FACES for f in faces))  # a finished crew
START_DICE = tuple((0,) * r + (IN_HAND,) * (DICE - r) for r in range(DICE + 1))  # r rowers set r dice buoy-up


def dice_text(faces: list[int] | tuple[int, ...]) -> str:
    """◉ for a buoy, ○ for a blank face, · for a die still in hand."""
    return DICE_TEXT[tuple(faces)]
