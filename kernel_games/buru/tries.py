"""What a learner may click that the rules refuse, each answered with the rule it breaks (Game.tries)."""

from __future__ import annotations

from kernel_games.core import Action

from .actions import Banish, Choose, Done, Elder, Gather, Hire, Messenger, Offer, Pick, Place, Refresh, Task
from .components import LAKE, POWERS, SHORE, VILLAGE
from .phases import afternoon, benefits, morning
from .state import AFTERNOON, BANISH, BENEFIT, ELDER, MORNING, PICK, SPACE, State


def tries(s: State, p: int) -> list[Action]:
    if s.phase == MORNING:
        legal = morning.candidates(s, p)
        more: list[Action] = [Place(a, k) for a in s.sequence for k in POWERS]
    elif s.phase == AFTERNOON and s.step == SPACE:
        legal = afternoon.candidates(s, p)
        more = [*(Gather(i) for i in range(len(s.display))), *(Choose(i) for i in range(len(s.spaces[s.area])))]
    elif s.phase == AFTERNOON and s.step in (BENEFIT, ELDER):
        legal = benefits.candidates(s, p)
        more = [Hire(i) for i in range(len(s.row))] + [Refresh()] if s.area == SHORE else []
        if s.area == VILLAGE:
            more = [Task(c, 0) for c in s.tableau[p]]
        if s.area == LAKE:
            more = [*(Offer(k) for k in s.spirits), Elder(), Messenger()]
        more.append(Done())
    elif s.phase == AFTERNOON and s.step == BANISH:  # another player's islander cannot pay for your offering
        legal = [Banish(c) for c in s.tableau[p]]
        more = [Banish(c) for q in range(s.n) for c in s.tableau[q]]
    elif s.phase == AFTERNOON and s.step == PICK:  # the other spaces, cards or islanders than the tied ones
        legal = [Pick(i) for i in s.picks]
        size = {"space": len(s.spaces[s.area]), "forest": len(s.display)}.get(s.pick, len(s.row))
        more = [Pick(i) for i in range(size)]
    else:
        return []
    seen = set(legal)
    return legal + [a for a in dict.fromkeys(more) if a not in seen]
