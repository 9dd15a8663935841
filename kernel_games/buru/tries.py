"""What a learner may click that the rules refuse, each answered with the rule it breaks (Game.tries)."""

from __future__ import annotations

from kernel_games.core import Action

from .actions import (
    Banish,
    Choose,
    Done,
    Elder,
    Gather,
    Guide,
    Hire,
    Lead,
    Messenger,
    Offer,
    Paddle,
    Pick,
    Place,
    Recruit,
    Refresh,
    Task,
)
from .ambelau import canoe
from .cards_ambelau import TRACK
from .cards_persons import PERSONS
from .components import AMBELAU, IBU, LAKE, POWERS, SHORE, VILLAGE
from .phases import afternoon, benefits, morning
from .state import AFTERNOON, BANISH, BENEFIT, ELDER, MORNING, PERSON, PICK, SPACE, State


def _lead(s: State, p: int) -> list[Action]:
    """A Great Person's action, offered in every area's space step while unused this round."""
    return [Lead()] if s.persons and s.persons[p] >= 0 and not s.led[p] else []


def tries(s: State, p: int) -> list[Action]:
    if s.phase == MORNING and s.step != PERSON:
        legal = morning.candidates(s, p)
        more: list[Action] = [Place(a, k) for a in s.sequence for k in POWERS]
    elif s.phase == AFTERNOON and s.step == SPACE and s.area == AMBELAU:  # out of reach, or another canoe's space
        legal = canoe.candidates(s, p) + _lead(s, p)
        more = [Paddle(i) for i in range(len(TRACK))]
    elif s.phase == MORNING and s.step == PERSON:  # another's card, or one never dealt
        legal = [Recruit(c) for c in s.dealt[p]]
        more = [Recruit(c) for c in range(len(PERSONS))]
    elif s.phase == AFTERNOON and s.step == SPACE:
        legal = afternoon.candidates(s, p) + _lead(s, p)
        more = [*(Gather(i) for i in range(len(s.display))), *(Choose(i) for i in range(len(s.spaces[s.area])))]
    elif s.phase == AFTERNOON and s.step in (BENEFIT, ELDER):
        legal = benefits.candidates(s, p)
        more = [Hire(i) for i in range(len(s.row))] + [Refresh()] if s.area == SHORE else []
        if s.area == VILLAGE:
            more = [Task(c, 0) for c in s.tableau[p]]
        if s.area == LAKE:
            more = [*(Offer(k) for k in s.spirits), Elder(), Messenger()]
        if s.area == AMBELAU:
            more = [Task(c, 0) for c in s.tableau[p]] + [Offer(IBU), Guide()]
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
