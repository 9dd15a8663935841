"""Via Nebula (seed 004): 2–4 guilds explore the fog of the Nebula valley, open exploitations, carry resources along
meadows and build on the ruins.

The package puts the game together: the rules (``rules.VIA_NEBULA``) and, registered here so that the rules never
import them, its lessons.
"""

from .rules import VIA_NEBULA, ViaNebula


def _lessons() -> list:
    from .lessons import LESSONS

    return LESSONS


VIA_NEBULA.attach_lessons(_lessons)

__all__ = ["VIA_NEBULA", "ViaNebula"]
