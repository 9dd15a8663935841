"""What a learner may click that the rules refuse, each answered with the rule it breaks (Game.tries).

A module's step (``plugs.STEP_TRIES``), a module's area (``plugs.AREA_TRIES``, ``plugs.BENEFIT_TRIES``) and the
actions a module offers in every area (``plugs.SPACE_EXTRAS``) say their own."""

from __future__ import annotations

from kernel_games.core import Action

from .actions import Choose, Done, Elder, Gather, Hire, Messenger, Offer, Place, Refresh, Task
from .components import LAKE, POWERS, SHORE, VILLAGE
from .phases import afternoon, benefits, morning
from .plugs import AREA_TRIES, BENEFIT_TRIES, SPACE_EXTRAS, STEP_TRIES
from .state import AFTERNOON, BENEFIT, ELDER, MORNING, SPACE, State


def space_extras(s: State, p: int) -> list[Action]:
    """What the modules offer in every area's space step besides its spaces."""
    return [a for more in SPACE_EXTRAS for a in more(s, p)]


def tries(s: State, p: int) -> list[Action]:
    if s.step in STEP_TRIES:  # a module's step
        legal, more = STEP_TRIES[s.step](s, p)
    elif s.phase == MORNING:
        legal = morning.candidates(s, p)
        more = [Place(a, k) for a in s.sequence for k in POWERS]
    elif s.phase == AFTERNOON and s.step == SPACE and s.area in AREA_TRIES:  # a module's area
        legal, more = AREA_TRIES[s.area](s, p)
        legal = legal + space_extras(s, p)
    elif s.phase == AFTERNOON and s.step == SPACE:
        legal = afternoon.candidates(s, p) + space_extras(s, p)
        more = [*(Gather(i) for i in range(len(s.display))), *(Choose(i) for i in range(len(s.spaces[s.area])))]
    elif s.phase == AFTERNOON and s.step in (BENEFIT, ELDER):
        legal = benefits.candidates(s, p)
        more = [Hire(i) for i in range(len(s.row))] + [Refresh()] if s.area == SHORE else []
        if s.area == VILLAGE:
            more = [Task(c, 0) for c in s.tableau[p]]
        if s.area == LAKE:
            more = [*(Offer(k) for k in s.spirits), Elder(), Messenger()]
        if s.area in BENEFIT_TRIES:
            more = BENEFIT_TRIES[s.area](s, p)
        more.append(Done())
    else:
        return []
    seen = set(legal)
    return legal + [a for a in dict.fromkeys(more) if a not in seen]
