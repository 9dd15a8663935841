"""Vaalbara (seed 001): 2–5 clan leaders claim lands over nine rounds of simultaneous character play.

The package puts the game together: the rules (``rules.VAALBARA``) and, registered here so that the rules never
import them, its lessons.
"""

from .rules import VAALBARA, Vaalbara


def _lessons() -> list:
    from .lessons import LESSONS

    return LESSONS


VAALBARA.attach_lessons(_lessons)

__all__ = ["VAALBARA", "Vaalbara"]
