"""The Ambelau region's parts (the Ambelau expansion): its canoe track, Ibu's offering cards, Ibu's elder and the
region's three decrees.

The seed lists the thirteen canoe spaces and what each gives (``TRACK``, in order clockwise from the start); their
ratings, Ibu's card values, the elder's goal and the decrees' bonuses are ``reconstructed`` here within what the seed
states (Ibu's cards are worth less than Banyu's, Gunung's or Manuk's; two decrees for the region, one beside Ibu's
altar). ``validate_ambelau_cards`` checks those facts when the module loads. Loading also adds the region (an area),
Ibu (a spirit) and these cards to the base game's tables, ids after those already there (the base game's and Ukam's).
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Text

from ..cards import BASE_OFFERINGS, add_decrees, add_elders, add_offerings
from ..components import NO_GAIN, OFFERINGS_PER_SPIRIT, Decree, Elder, Gain, add_area, add_spirit
from ..ukam import cards as _ukam_first  # noqa: F401 - the expansion's ids: Ukam's spirit and cards, then these

AMBELAU = add_area(Text("アンベラウ", "Ambelau region"))
IBU = add_spirit(Text("イブ", "Ibu"), Text("成長と生命の精霊", "spirit of growth and life"))


def _get(clay: int = 0, palm: int = 0, ebony: int = 0, fish: int = 0, esteem: int = 0) -> Gain:
    return (clay, palm, ebony, fish, esteem)


@dataclass(frozen=True)
class CanoeSpace:
    """One space of the canoe track: what ending a canoe's move there gives, in any order, each at most once (seed):
    resources and fish, an offering to Ibu, your guide for the next round, a task of any kind. ``rating`` 0-3."""

    rating: int
    gain: Gain = NO_GAIN
    offer: bool = False
    guide: bool = False
    task: int = 0
    provenance: str = "seed"  # what the space gives; its rating is reconstructed (RATINGS_PROVENANCE)


TRACK: tuple[CanoeSpace, ...] = (  # seed: the thirteen spaces, clockwise from the start space
    CanoeSpace(1, _get(fish=3)),
    CanoeSpace(1, _get(fish=1), task=1),
    CanoeSpace(2, _get(palm=1), offer=True),
    CanoeSpace(2, _get(clay=1), guide=True),
    CanoeSpace(1, _get(clay=1, palm=1, fish=1)),
    CanoeSpace(2, offer=True, task=1),
    CanoeSpace(2, _get(fish=3), guide=True),
    CanoeSpace(2, _get(clay=1, palm=1, ebony=1)),
    CanoeSpace(3, _get(ebony=1), offer=True),
    CanoeSpace(2, _get(ebony=1), guide=True),
    CanoeSpace(2, _get(clay=1, palm=1, ebony=1)),
    CanoeSpace(3, offer=True, guide=True),
    CanoeSpace(2, guide=True, task=1),
)
RATINGS_PROVENANCE = "reconstructed"

IBU_OFFERINGS: tuple[int, ...] = (1, 1, 1, 2, 2, 2, 2, 3, 3, 3)  # 20: less than the base spirits' (seed); +1 per other
IBU_OFFERINGS_PROVENANCE = "reconstructed"

IBU_ELDERS: tuple[Elder, ...] = (
    Elder("elder_growth", Text("実りの森の長老", "Elder of growth"), "ibu", ((1, 1), (2, 3), (4, 6))),
)

AMBELAU_DECREES: tuple[Decree, ...] = (
    Decree("ambelau_fish", AMBELAU, -1, _get(fish=3)),
    Decree("ambelau_esteem", AMBELAU, -1, _get(palm=1, esteem=1)),
    Decree("altar_ibu", -1, IBU, _get(fish=1)),
)


def ibu_score(values: list[int]) -> int:
    """Ibu's offering cards at the end: each its value plus 1 for every other Ibu card held (seed: 1+1+2 → 3+3+4)."""
    k = len(values)
    return sum(values) + k * (k - 1)


def validate_ambelau_cards() -> None:
    """What the seed states about the region's parts (``AssertionError`` if broken)."""
    assert len(TRACK) == 13 and all(0 <= sp.rating <= 3 for sp in TRACK)
    assert sum(sp.offer for sp in TRACK) == 4 and sum(sp.guide for sp in TRACK) == 5 and sum(sp.task for sp in TRACK) == 3
    assert TRACK[3] == CanoeSpace(2, _get(clay=1), guide=True) and TRACK[2].offer and TRACK[2].gain == _get(palm=1)
    assert TRACK[4].gain == _get(clay=1, palm=1, fish=1)  # the seed's example: Becky 4, Kate 3, Sonia to the 5th
    assert len(IBU_OFFERINGS) == OFFERINGS_PER_SPIRIT and min(IBU_OFFERINGS) >= 1
    assert ibu_score([1, 1, 2]) == 10 and ibu_score([2]) == 2
    assert len(IBU_ELDERS) == 1 and len(AMBELAU_DECREES) == 3
    assert sum(d.area == AMBELAU for d in AMBELAU_DECREES) == 2 and sum(d.spirit == IBU for d in AMBELAU_DECREES) == 1


validate_ambelau_cards()
assert sum(IBU_OFFERINGS) < min(sum(o) for o in BASE_OFFERINGS)  # seed: Ibu's cards are worth less
IBU_ELDER_IDS = add_elders(IBU_ELDERS, ("ibu",))  # offering cards to Ibu
AMBELAU_DECREE_IDS = add_decrees(AMBELAU_DECREES)
add_offerings(IBU, IBU_OFFERINGS)
