"""The Great Persons (the Ambelau expansion's module of that name): each person keeps one of two leaders dealt at
set-up, gains its starting benefit, and once a round may use its private action instead of an area's action.

It plugs into the base game at set-up (``setup.py``: two cards dealt to each person, none to a Lawan, after the
decrees are shuffled), adds a step to Dawn that the set-up opens (``choose.py``: PERSON, everyone choosing at once in
secret, so that the first Dawn reveals round 1's decrees and forest cards only once all have chosen), adds the action
``Lead`` to the
afternoon's SPACE step in every area (``lead.py``), and frees the leaders at Dusk. The action's credits are used in
the base BENEFIT step, which reads ``State.space == ANYWHERE`` as "on the person's card": usable whatever the area.
Its bots, previews, tries and invariants go through the base's hook points (``hooks.py``).
"""

from __future__ import annotations

from kernel_games.core import Module, Option, Step, Text, listed

from ..narration import rule
from ..state import AFTERNOON, DAWN, DUSK, SPACE
from . import choose, hooks, lead  # noqa: F401 - hooks fills the base game's hook points when it loads
from .actions import LEAD, PERSON, RECRUIT
from .setup import setup

RULES = tuple(rule("persons." + k) for k in ("setup", "start", "action", "once", "cards"))

PERSONS_MODULE = Module(
    "persons", Text("偉人（アンベラウ）", "Great Persons (Ambelau)"), rules=RULES,
    steps={DAWN: (Step(PERSON, listed("choosing"), RECRUIT, choose.candidates, choose.forbid, choose.perform,
                          choose.refuse, simultaneous=True, exact=True, hidden=True),),
           AFTERNOON: (Step(SPACE, None, LEAD, lead.candidates, lead.forbid, lead.perform, None, exact=True),)},
    enter={DUSK: lead.dusk},
    setup=setup,
)
OPTION = Option(Text("偉人（アンベラウ）", "Great Persons (Ambelau)"), (0, 1), 0, (Text("なし", "off"), Text("あり", "on")),
                modules={1: ("persons",)})
