"""The Ukam module (the Ambelau expansion): the spirit of justice and order, and the outlaws.

It plugs into the base game at set-up (outlaws shuffled into the islanders, Ukam's offering deck, elders and decree:
``setup.py``) and adds one step to the afternoon, BANISH, where the offerer chooses the islander an offering to Ukam
costs (``banish.py``). What changes inside the base game's own moves reads ``State.spirits``: Ukam offered to at the
Sacred Lake and by a priest's "any spirit" (``economy``), a tasked outlaw discarded as a free offering
(``phases.benefits.task_outlaw``), and the Sacred Lake's conqueror taking Ukam's totem (``phases.areas.conquer``).
"""

from __future__ import annotations

from kernel_games.core import Module, Step, Text

from ..actions import BANISH_ACTIONS
from ..narration import rule
from ..state import AFTERNOON, BANISH
from ..turns import person
from . import banish
from .setup import setup

RULES = tuple(rule("ukam." + k) for k in (
    "setup", "offer", "cards", "totem", "outlaw", "bonus", "tyrant", "elders", "decree", "lawan"))

UKAM_MODULE = Module(
    "ukam", Text("ウカム（アンベラウ）", "Ukam (Ambelau)"), rules=RULES,
    steps={AFTERNOON: (Step(BANISH, person("actor"), BANISH_ACTIONS, banish.candidates, banish.forbid, banish.perform,
                            banish.refuse, exact=True),)},
    setup=setup,
)
