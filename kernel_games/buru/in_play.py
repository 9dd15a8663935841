"""Which cards a game holds: the base game's, and a module's when it is in play (the Ukam module: outlaws, two elders
and a decree; the Ambelau region: an elder and three decrees). The invariants count every card against these."""

from __future__ import annotations

from .cards import AMBELAU_DECREE_IDS, BASE_DECREES, BASE_ELDERS, BASE_ISLANDERS, IBU_ELDER_IDS, UKAM_DECREE_IDS, UKAM_ELDER_IDS
from .components import IBU, UKAM
from .state import State
from .ukam.setup import outlaws


def islanders(s: State) -> tuple[int, ...]:
    return (*range(len(BASE_ISLANDERS)), *(outlaws(s.modules) if UKAM in s.spirits else ()))


def elders(s: State) -> tuple[int, ...]:
    return (*range(len(BASE_ELDERS)), *(UKAM_ELDER_IDS if UKAM in s.spirits else ()),
            *(IBU_ELDER_IDS if IBU in s.spirits else ()))


def decrees(s: State) -> tuple[int, ...]:
    return (*range(len(BASE_DECREES)), *(UKAM_DECREE_IDS if UKAM in s.spirits else ()),
            *(AMBELAU_DECREE_IDS if IBU in s.spirits else ()))
