"""Buru: 2–5 nobles of Majapahit (the fifth with the Ambelau expansion's components) bid explorers face down on four
areas of the island of Buru, hire and task islanders, and honour its spirits; the Lawan are rivals the rules play.

The package puts the game together: the rules (``rules.BURU``) and, registered here so that the rules never import
them, its lessons.
"""

from .rules import BURU, Buru


def _lessons() -> list:
    from .lessons import LESSONS

    return LESSONS


BURU.attach_lessons(_lessons)

__all__ = ["BURU", "Buru"]
