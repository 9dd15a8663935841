"""The Ukam module (the Ambelau expansion): the spirit of justice and order, and the outlaws.

It plugs into the base game at set-up (outlaws shuffled into the islanders, Ukam's offering deck, elders and decree:
``setup.py``) and adds one step to the afternoon, BANISH, where the offerer chooses the islander an offering to Ukam
costs (``banish.py``). What changes inside the base game's own moves goes through the base's hook points
(``hooks.py``): Ukam offered to at the Sacred Lake and by a priest's "any spirit", a tasked outlaw discarded as a free
offering (``outlaws.py``), the Sacred Lake's conqueror taking Ukam's totem, its elders' metrics, its bots and previews.
Its cards and ids are added to the base game's tables when ``cards.py`` loads.
"""

from __future__ import annotations

from kernel_games.core import Module, Option, Step, Text

from ..narration import rule
from ..state import AFTERNOON
from ..turns import person
from . import banish, hooks  # noqa: F401 - hooks fills the base game's hook points when it loads
from .actions import BANISH, BANISH_ACTIONS
from .setup import setup

RULES = tuple(rule("ukam." + k) for k in (
    "setup", "offer", "cards", "totem", "outlaw", "bonus", "tyrant", "elders", "decree", "lawan"))

UKAM_MODULE = Module(
    "ukam", Text("ウカム（アンベラウ）", "Ukam (Ambelau)"), rules=RULES,
    steps={AFTERNOON: (Step(BANISH, person("actor"), BANISH_ACTIONS, banish.candidates, banish.forbid, banish.perform,
                            banish.refuse, exact=True),)},
    setup=setup,
)
OPTION = Option(Text("ウカムとアウトロー（アンベラウ）", "Ukam and the outlaws (Ambelau)"), (0, 1), 0,
                (Text("なし", "off"), Text("あり", "on")), modules={1: ("ukam",)})
