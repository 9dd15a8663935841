"""Via Nebula (seed 004): 2–4 guilds explore the fog of the Nebula valley, open exploitations, carry resources along
meadows and build on the ruins.

The package puts the game together: the rules (``rules.VIA_NEBULA``); its lessons will be registered here.
"""

from .rules import VIA_NEBULA, ViaNebula

__all__ = ["VIA_NEBULA", "ViaNebula"]
