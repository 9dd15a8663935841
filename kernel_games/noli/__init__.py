"""Noli (seed 002): 2–4 districts of a medieval harbour bid for craftsmen, race a dice regatta, fish and build towers.

The package puts the game together: the rules (``rules.NOLI``, with its own bots declared there) and, registered here
so that the rules never import them, its lessons.
"""

from .rules import NOLI, Noli


def _lessons() -> list:
    from .lessons import LESSONS

    return LESSONS


NOLI.attach_lessons(_lessons)

__all__ = ["NOLI", "Noli"]
