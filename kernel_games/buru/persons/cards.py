"""The Great Persons (the Ambelau expansion's module of that name): the expedition's leaders, each with a starting
benefit and a private action used instead of an area's action once a round.

The seed gives the module's rules but neither the cards' number nor their contents: the ten cards here (two for each
of up to five people) are ``reconstructed``, each a start worth 3 to 4 in the cards' weighing (clay 1, palm 2,
ebony 3, fish 0.7, esteem 2.5) and an action about as strong as an action space rated 2 — built from the benefits the
base game already has (hire, refresh, task, offer, elder, messenger, resources and fish), usable on the card whatever
area the explorers came from. ``validate_persons`` checks the shape when the module loads.
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Text

from ..components import NO_GAIN, Gain
from ..phases.areas import module_credits


def _get(clay: int = 0, palm: int = 0, ebony: int = 0, fish: int = 0, esteem: int = 0) -> Gain:
    return (clay, palm, ebony, fish, esteem)


@dataclass(frozen=True)
class Person:
    """A Great Person: ``start`` gained when chosen; the action's credits (as an action space's) and ``gain``."""

    key: str
    name: Text
    start: Gain
    gain: Gain = NO_GAIN
    hire: int = 0
    refresh: int = 0
    task: int = 0
    offer: int = 0
    elder: int = 0
    messenger: int = 0
    provenance: str = "reconstructed"

    def credits(self) -> tuple[int, ...]:
        """As ``State.left``: hire, refresh, task, offer, elder, messenger, and none of a module's credits."""
        return (self.hire, self.refresh, self.task, self.offer, self.elder, self.messenger, *module_credits())


def _p(key: str, ja: str, en: str, start: Gain, **action) -> Person:
    return Person(key, Text(ja, en), start, **action)


PERSONS: tuple[Person, ...] = (
    _p("admiral", "提督", "Admiral", _get(fish=4), gain=_get(fish=2), hire=1),
    _p("trader", "交易商", "Trader", _get(clay=1, palm=1), gain=_get(palm=1, ebony=1)),
    _p("scholar", "学者", "Scholar", _get(clay=2, fish=2), gain=_get(fish=2), elder=1),
    _p("priestess", "巫女", "Priestess", _get(palm=1, fish=2), offer=1),
    _p("chieftain", "族長", "Chieftain", _get(clay=1, fish=3), task=2),
    _p("architect", "建築家", "Architect", _get(clay=3, fish=1), gain=_get(clay=2), task=1),
    _p("envoy", "使節長", "Envoy", _get(fish=1, esteem=1), gain=_get(esteem=1), messenger=1),
    _p("huntress", "狩人", "Huntress", _get(ebony=1, fish=1), gain=_get(ebony=1, fish=2)),
    _p("recruiter", "募兵官", "Recruiter", _get(fish=5), hire=1, refresh=1),
    _p("navigator", "航海士", "Navigator", _get(palm=1, fish=2), gain=_get(fish=4), task=1),
)
DEALT = 2  # seed: two dealt to each person, one kept


def validate_persons() -> None:
    assert len(PERSONS) == 10 and len({p.key for p in PERSONS}) == 10 and len({p.name for p in PERSONS}) == 10
    for p in PERSONS:
        assert any(p.start) and min(p.start) >= 0 and min(p.gain) >= 0, p.key
        assert any(p.gain) or any(p.credits()), p.key
        assert p.provenance == "reconstructed", p.key
