"""The Lawan's plot cards (buru.lawan.plot): where each Lawan's explorers go in the morning, and its afternoon
preferences and double-placement bonuses.

Provenance: the seed gives the card's parts (A and B areas; recruit and offering preferences read left to right;
a Forest bonus resource and a Sacred Lake bonus shown per card; the Shore and Village bonuses the same on every
card) but no card list. The twelve cards below are ``reconstructed``: every area is A's area on three cards and
B's on three (never both on one card); every islander kind leads the recruit line on three cards and is missing
from it on three (so a row can hold nothing a Lawan wants, which the seed's example needs); every spirit leads the
offering line on four; the Forest bonus is clay, palm or ebony on four cards each. ``validate_plots`` checks this.
"""

from __future__ import annotations

from ..components import (
    ARTISAN,
    BANYU,
    CLAY,
    EBONY,
    FOREST,
    GATHERER,
    GUNUNG,
    KINDS,
    LAKE,
    MANUK,
    NOBLE,
    PALM,
    PRIEST,
    SHORE,
    SPIRITS,
    VILLAGE,
)
from .plot_card import (  # noqa: F401 - the constants are taken from here by the rest of the module
    BECOME_MESSENGER,
    ESTEEM_PER_OFFER,
    GUIDE_BONUS,
    IBU_BONUS,
    MAX_PER_AREA,
    SET_ESTEEM,
    SHORE_DISCOUNT,
    VILLAGE_BONUS,
    PlotCard,
)
from .plots_ambelau import AMBELAU_PLOTS

A, G, N, P = ARTISAN, GATHERER, NOBLE, PRIEST
B_, G_, M_ = BANYU, GUNUNG, MANUK
E, M = ESTEEM_PER_OFFER, BECOME_MESSENGER
BASE_PLOTS: tuple[PlotCard, ...] = (
    PlotCard(1, (FOREST, LAKE), (G, A, P), (G_, B_, M_), CLAY, E),
    PlotCard(2, (SHORE, VILLAGE), (A, N, G), (B_, M_, G_), PALM, M),
    PlotCard(3, (VILLAGE, FOREST), (N, P, A), (M_, G_, B_), EBONY, E),
    PlotCard(4, (LAKE, SHORE), (P, G, N), (G_, M_, B_), CLAY, E),
    PlotCard(5, (FOREST, SHORE), (A, G, N), (M_, B_, G_), PALM, E),
    PlotCard(6, (SHORE, LAKE), (G, P, N), (B_, G_, M_), EBONY, M),
    PlotCard(7, (VILLAGE, LAKE), (P, A, G), (G_, B_, M_), CLAY, M),
    PlotCard(8, (LAKE, FOREST), (N, G, P), (M_, G_, B_), PALM, E),
    PlotCard(9, (FOREST, VILLAGE), (P, N, A), (B_, M_, G_), CLAY, E),
    PlotCard(10, (SHORE, FOREST), (N, A, P), (G_, M_, B_), EBONY, M),
    PlotCard(11, (VILLAGE, SHORE), (G, N, A), (B_, G_, M_), PALM, E),
    PlotCard(12, (LAKE, VILLAGE), (A, P, G), (M_, B_, G_), EBONY, M),
)


PLOTS = BASE_PLOTS + AMBELAU_PLOTS  # a plot card's id is its place here, its number one more
BASE_IDS, AMBELAU_IDS = tuple(range(len(BASE_PLOTS))), tuple(range(len(BASE_PLOTS), len(PLOTS)))


def validate_plots() -> None:
    """The constraints the module docstring states (and the seed's: every card names an area for A and for B)."""
    areas = (FOREST, SHORE, VILLAGE, LAKE)
    assert [c.number for c in PLOTS] == list(range(1, len(PLOTS) + 1))
    cards = BASE_PLOTS
    for lawan in (0, 1):
        assert all(sum(c.morning[lawan] == a for c in cards) == 3 for a in areas)
    assert all(c.morning[0] != c.morning[1] for c in cards)
    for k in KINDS:
        assert sum(c.recruit[0] == k for c in cards) == 3 and sum(k not in c.recruit for c in cards) == 3
    assert all(len(set(c.recruit)) == len(c.recruit) == 3 and sorted(c.offer) == list(SPIRITS) for c in cards)
    assert all(sum(c.offer[0] == s for c in cards) == 4 for s in SPIRITS)
    assert all(sum(c.forest == r for c in cards) == 4 for r in (CLAY, PALM, EBONY))
    assert all(c.lake in (ESTEEM_PER_OFFER, BECOME_MESSENGER) for c in cards)


validate_plots()
