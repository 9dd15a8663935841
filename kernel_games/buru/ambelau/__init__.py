"""The Ambelau region (the Ambelau expansion's module of that name): a fifth area, resolved between the Village and the
Sacred Lake, where explorers send a canoe round a track of thirteen spaces; Ibu, its spirit, offered to only there;
guides, a sixth explorer of power 1 for the next round.

It plugs into the base game at set-up (``setup.py``: the region in ``State.sequence``, Ibu's deck, totem, elder and
decrees), adds the canoe's move to the afternoon's SPACE step (``canoe.py``: the action ``Paddle``) and the guide to
its BENEFIT step (``Guide``), and sends a flipped guide to its player's mat at Dusk (``guides.py``). What the region
changes inside the base game's own moves goes through the base's hook points (``hooks.py``): a canoe space's benefits,
Ibu's offering, cards and totem, a guide's extra explorer, its bots and previews. Its area, spirit and cards are added
to the base game's tables when ``cards.py`` loads.
"""

from __future__ import annotations

from kernel_games.core import Module, Option, Step, Text

from ..narration import rule
from ..phases import benefits
from ..state import AFTERNOON, BENEFIT, DUSK, SPACE
from . import canoe, guides, hooks
from .actions import PADDLE, Guide
from .setup import setup
from .state import KEY

RULES = tuple(rule("ambelau." + k) for k in (
    "setup", "region", "conquer", "canoe", "start", "actions", "ibu", "ibu_cards", "ibu_totem", "guide", "decrees",
    "elder"))

AMBELAU_MODULE = Module(
    KEY, Text("アンベラウの地域", "The Ambelau region"), rules=RULES,
    steps={AFTERNOON: (Step(SPACE, None, PADDLE, canoe.candidates, canoe.forbid, canoe.perform, None, exact=True),
                       Step(BENEFIT, None, (Guide,), None, benefits.forbid, hooks.perform_guide, None, exact=True))},
    enter={DUSK: guides.dusk},
    setup=setup,
)
OPTION = Option(Text("アンベラウの地域（カヌーとイブ）", "The Ambelau region (canoes and Ibu)"), (0, 1), 0,
                (Text("なし", "off"), Text("あり", "on")), modules={1: (KEY,)})
