"""Vaalbara by the numbers: what each character gains by round, and which land is worth most for a given realm.

Pure Python (no plotly, no widgets): ``widgets/analyses/vaalbara.py`` turns these numbers into charts. Both read
the same simulated games (``kernel_games.core.simulate``), through ``Watcher``:

- a clan's **turn** starts when the resolution calls it (vaalbara.resolution.order or .tie) and lasts until the
  next clan is called or the round ends; its **gain** is every point the clan itself gains meanwhile — its
  character's effect and its land (vaalbara.resolution.character, vaalbara.resolution.land). Points a Warrior
  reveal or a Bard gives to others, and points a Falconer steals, count for nobody's own turn;
- every land action (``TakeLand``) records the round, the initiative played and the meadows of the taker's
  neighbours, so a land's reward can be computed for a made-up realm in the same situations.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kernel_games.core import Action, Event, Text

from . import scoring
from .actions import TakeLand
from .components import CHARACTERS, LAND_TYPES, LANDS, NUM_ROUNDS, lands_for

TURN_START = ("vaalbara.resolution.order", "vaalbara.resolution.tie")
ROUNDS = tuple(range(1, NUM_ROUNDS + 1))


@dataclass
class Watcher:
    """Collects turn gains and land situations from simulated games (``simulate(..., watch=watcher)``)."""

    players: int
    gains: dict[tuple[int, int], list[int]] = field(default_factory=dict)  # (initiative, round) -> each turn's gain
    situations: dict[int, Counter] = field(default_factory=dict)  # round -> (neighbours' meadows, initiative) -> turns
    _turn: list[int] | None = None  # the gains list of the turn in progress
    _player: int = -1

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if isinstance(action, TakeLand):
            meadows = sum(scoring.count(before.realms[q], "meadow") for q in scoring.neighbours(before.n, player))
            self.situations.setdefault(before.round, Counter())[meadows, before.chosen[player]] += 1
        for e in events:
            if e.rule in TURN_START:
                self._player = e.data["player"]
                self.gains.setdefault((after.chosen[self._player], after.round), []).append(0)
                self._turn = self.gains[after.chosen[self._player], after.round]
            elif e.rule == "vaalbara.round_end.slide":
                self._turn, self._player = None, -1
            elif self._turn is not None and e.to == self._player and "points" in e.data:
                self._turn[-1] += e.data["points"]

    # ---- what each character gains -----------------------------------------------------------------------------
    def turns(self, initiative: int, rnd: int) -> int:
        """How many simulated turns played this character in this round."""
        return len(self.gains.get((initiative, rnd), ()))

    def average(self, initiative: int, rnd: int) -> float | None:
        """The average gain of a turn with this character in this round; None if no turn played it."""
        got = self.gains.get((initiative, rnd))
        return sum(got) / len(got) if got else None

    def average_over(self, initiative: int, rounds: tuple[int, ...]) -> float | None:
        """The average gain of every turn with this character in these rounds (each turn weighs the same)."""
        got = [x for r in rounds for x in self.gains.get((initiative, r), ())]
        return sum(got) / len(got) if got else None


@dataclass(frozen=True)
class Realm:
    """A typical realm: the land types it holds, and the round in which it would take its next land."""

    key: str
    name: Text
    types: tuple[str, ...]

    @property
    def round(self) -> int:
        return len(self.types) + 1


REALMS = (
    Realm("empty", Text("空の領域", "Empty realm"), ()),
    Realm("fields", Text("野原2枚", "Two fields"), ("field", "field")),
    Realm("mixed", Text("山・牧草地・川", "Mountain, meadow, river"), ("mountain", "meadow", "river")),
    Realm("four", Text("牧草地・野原・森林・村", "Meadow, field, forest, village"), ("meadow", "field", "forest", "village")),
)


@dataclass(frozen=True)
class LandValue:
    now: float  # the land's reward this turn, averaged over the simulated situations of that round
    bonus: int  # the variety bonus it completes (vaalbara.end.diversity): certain, since a realm never shrinks

    @property
    def total(self) -> float:
        return self.now + self.bonus


def _card(kind: str) -> int:
    return next(c.id for c in LANDS if c.type == kind)


def land_values(realm: Realm, watcher: Watcher) -> dict[str, LandValue]:
    """For each land type: its expected reward if ``realm`` takes it now, and the variety bonus it completes.

    The neighbours' meadows and the initiative (a River scores rivers × min(initiative, 6)) are those of every
    simulated land action of the realm's round (of all rounds if that round has none). A Forest scores the average
    printed value of the forests in play. The Farmer's doubling is left out.
    """
    n = watcher.players
    situations = watcher.situations.get(realm.round) or sum(watcher.situations.values(), Counter())
    if not situations:
        raise ValueError("no land action was simulated")
    forests = [LANDS[c].value for c in lands_for(n) if LANDS[c].type == "forest"]
    mine = [_card(t) for t in realm.types]
    p, left = 0, scoring.neighbours(n, 0)[0]
    out = {}
    for kind in LAND_TYPES:
        card = _card(kind)
        total = 0.0
        for (meadows, initiative), turns in situations.items():
            realms = [[] for _ in range(n)]
            realms[p], realms[left] = [*mine, card], [_card("meadow")] * meadows
            total += turns * scoring.land_reward(realms, p, card, initiative)[0]
        now = total / sum(situations.values())
        if kind == "forest":  # the reward is the card's printed value, not the first forest's
            now = sum(forests) / len(forests)
        bonus = scoring.diversity_bonus([*mine, card]) - scoring.diversity_bonus(mine)
        out[kind] = LandValue(now, bonus)
    return out


def character_keys() -> list[int]:
    """Every character's initiative, in card order."""
    return list(CHARACTERS)
