"""A Lawan's plot card (buru.lawan.plot): the areas for its explorers in the morning, its afternoon preferences and
its double-placement bonuses. The cards themselves: ``plots.py`` (the base game's 12) and ``plots_ambelau.py`` (the
Ambelau expansion's 20)."""

from __future__ import annotations

from dataclasses import dataclass

ESTEEM_PER_OFFER, BECOME_MESSENGER = "esteem", "messenger"  # the two Sacred Lake bonuses a card may show
GUIDE_BONUS, IBU_BONUS = "guide", "ibu"  # the two Ambelau bonuses an Ambelau card may show (buru.ambelau.lawan_double)
SHORE_DISCOUNT = 1  # seed: with two explorers at the Shore, each islander costs a Lawan 1 fish less
VILLAGE_BONUS = 1  # seed: with two explorers in the Village, 1 more esteem
MAX_PER_AREA = 2  # seed: a Lawan never sends a third explorer to one area
SET_ESTEEM = (0, 0, 1, 2, 3, 5)  # seed: islanders of one kind, 0-1 → 0, 2 → 1, 3 → 2, 4 → 3, 5 or more → 5


@dataclass(frozen=True)
class PlotCard:
    number: int  # printed in the corner (base 1-12, Ambelau 13-32), so a learner can find the card the log names
    morning: tuple[int, int]  # the areas for Lawan A's and Lawan B's explorer
    recruit: tuple[int, ...]  # islander kinds, most wanted first
    offer: tuple[int, ...]  # spirits, most wanted first
    forest: int  # the resource a double placement in the Forest adds (CLAY, PALM or EBONY)
    lake: str  # ESTEEM_PER_OFFER or BECOME_MESSENGER
    ambelau: str = ""  # the Ambelau cards' bonus for a double placement in the region: GUIDE_BONUS or IBU_BONUS
    provenance: str = "reconstructed"
