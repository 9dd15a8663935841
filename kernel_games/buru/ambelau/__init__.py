"""The Ambelau region (the Ambelau expansion's module of that name): a fifth area, resolved between the Village and the
Sacred Lake, where explorers send a canoe round a track of thirteen spaces; Ibu, its spirit, offered to only there;
guides, a sixth explorer of power 1 for the next round.

It plugs into the base game at set-up (``setup.py``: the region in ``State.sequence``, Ibu's deck, totem, elder and
decrees) and adds the canoe's move to the afternoon's SPACE step (``canoe.py``: the action ``Paddle``). What the
region changes inside the base game's own moves reads the state: the space's benefits (an offering to Ibu, your
guide, a task) are credits of the BENEFIT step (``phases.benefits``), a player with a guide places once more in the
morning (``phases.morning``), Ibu's cards score with their bonus (``phases.end``). At Dusk a flipped guide joins its
player's mat for the next round (``guides.py``).
"""

from __future__ import annotations

from kernel_games.core import Module, Step, Text

from ..actions import PADDLE
from ..narration import rule
from ..state import AFTERNOON, DUSK, SPACE
from . import canoe, guides
from .setup import setup

RULES = tuple(rule("ambelau." + k) for k in (
    "setup", "region", "conquer", "canoe", "start", "actions", "ibu", "ibu_cards", "ibu_totem", "guide", "decrees",
    "elder"))

AMBELAU_MODULE = Module(
    "ambelau", Text("アンベラウの地域", "The Ambelau region"), rules=RULES,
    steps={AFTERNOON: (Step(SPACE, None, PADDLE, canoe.candidates, canoe.forbid, canoe.perform, None, exact=True),)},
    enter={DUSK: guides.dusk},
    setup=setup,
)
