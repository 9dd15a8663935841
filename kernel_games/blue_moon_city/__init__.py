"""Blue Moon City (seed 003): 2–4 players rebuild a ruined city with the help of eight peoples and three dragons,
and offer the crystals they earn to the obelisk.

The package puts the game together: the rules (``rules.BLUE_MOON_CITY``) and, registered here so that the rules
never import them, its lessons.
"""

from .rules import BLUE_MOON_CITY, BlueMoonCity


def _lessons() -> list:
    from .lessons import LESSONS

    return LESSONS


BLUE_MOON_CITY.attach_lessons(_lessons)

__all__ = ["BLUE_MOON_CITY", "BlueMoonCity"]
