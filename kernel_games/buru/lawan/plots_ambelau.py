"""The Ambelau expansion's 20 plot cards (buru.ambelau.lawan): the Lawan's cards when Ukam, the Ambelau region or a
fifth seat is in play. Beside the base cards' parts they send explorers to the Ambelau region too, name outlaws in
the recruit line and Ukam and Ibu in the offering line, and show a bonus for two explorers in the region (a guide,
or an Ibu card at no cost).

Provenance: the seed describes these parts but lists no card, so the 20 below are ``reconstructed``: each of the
five areas is A's area on four cards and B's on four (never both on one card); each of the five islander kinds
(outlaws included) leads the recruit line on four cards and is missing from it on eight; each of the five spirits
leads the offering line on four; the Forest bonus is clay on 7, palm on 7, ebony on 6; the Lake bonus and the
Ambelau bonus are each one kind on 10 cards and the other on 10. ``validate_ambelau_plots`` checks this.
"""

from __future__ import annotations

from ..ambelau.cards import AMBELAU, IBU
from ..components import ARTISAN, BANYU, CLAY, EBONY, FOREST, GATHERER, GUNUNG, LAKE, MANUK, NOBLE, PALM, PRIEST, SHORE, VILLAGE
from ..ukam.cards import OUTLAW, UKAM
from .plot_card import BECOME_MESSENGER, ESTEEM_PER_OFFER, GUIDE_BONUS, IBU_BONUS, PlotCard

A, G, N, P, X = ARTISAN, GATHERER, NOBLE, PRIEST, OUTLAW  # X: an outlaw
B_, G_, M_, U_, I_ = BANYU, GUNUNG, MANUK, UKAM, IBU
E, M = ESTEEM_PER_OFFER, BECOME_MESSENGER
GUIDE, IBU_CARD = GUIDE_BONUS, IBU_BONUS
AMBELAU_PLOTS: tuple[PlotCard, ...] = (
    PlotCard(13, (FOREST, SHORE), (G, N, P), (U_, I_, G_, B_, M_), CLAY, E, GUIDE),
    PlotCard(14, (SHORE, VILLAGE), (X, N, P), (B_, M_, U_, I_, G_), EBONY, E, GUIDE),
    PlotCard(15, (VILLAGE, AMBELAU), (N, X, G), (M_, G_, B_, I_, U_), PALM, M, GUIDE),
    PlotCard(16, (AMBELAU, LAKE), (A, G, P), (I_, U_, M_, B_, G_), CLAY, E, GUIDE),
    PlotCard(17, (LAKE, FOREST), (P, X, A), (G_, U_, B_, M_, I_), EBONY, E, IBU_CARD),
    PlotCard(18, (FOREST, VILLAGE), (G, X, A), (U_, M_, I_, B_, G_), PALM, M, IBU_CARD),
    PlotCard(19, (SHORE, AMBELAU), (X, G, P), (B_, M_, I_, U_, G_), CLAY, E, IBU_CARD),
    PlotCard(20, (VILLAGE, LAKE), (N, P, A), (M_, I_, B_, U_, G_), EBONY, E, GUIDE),
    PlotCard(21, (AMBELAU, FOREST), (A, G, N), (I_, G_, M_, B_, U_), PALM, M, GUIDE),
    PlotCard(22, (LAKE, SHORE), (P, G, N), (G_, M_, I_, U_, B_), CLAY, E, GUIDE),
    PlotCard(23, (FOREST, AMBELAU), (G, P, A), (U_, I_, B_, G_, M_), EBONY, M, IBU_CARD),
    PlotCard(24, (SHORE, LAKE), (X, A, N), (B_, I_, M_, U_, G_), PALM, M, IBU_CARD),
    PlotCard(25, (VILLAGE, FOREST), (N, P, X), (M_, I_, U_, B_, G_), CLAY, E, IBU_CARD),
    PlotCard(26, (AMBELAU, SHORE), (A, P, X), (I_, G_, U_, B_, M_), EBONY, M, IBU_CARD),
    PlotCard(27, (LAKE, VILLAGE), (P, A, N), (G_, M_, I_, U_, B_), PALM, M, GUIDE),
    PlotCard(28, (FOREST, LAKE), (G, N, X), (U_, B_, G_, M_, I_), CLAY, E, GUIDE),
    PlotCard(29, (SHORE, FOREST), (X, A, G), (B_, G_, I_, M_, U_), EBONY, M, GUIDE),
    PlotCard(30, (VILLAGE, SHORE), (N, A, G), (M_, I_, B_, G_, U_), PALM, M, IBU_CARD),
    PlotCard(31, (AMBELAU, VILLAGE), (A, N, X), (I_, U_, B_, M_, G_), CLAY, E, IBU_CARD),
    PlotCard(32, (LAKE, AMBELAU), (P, X, G), (G_, I_, M_, U_, B_), PALM, M, IBU_CARD),
)
FIRST_NUMBER = 13  # numbered on from the base game's twelve


def validate_ambelau_plots() -> None:
    """The constraints the module docstring states."""
    areas, kinds, spirits = (FOREST, SHORE, VILLAGE, AMBELAU, LAKE), (A, G, N, P, X), (B_, G_, M_, U_, I_)
    cards = AMBELAU_PLOTS
    assert [c.number for c in cards] == list(range(FIRST_NUMBER, FIRST_NUMBER + 20))
    for lawan in (0, 1):
        assert all(sum(c.morning[lawan] == a for c in cards) == 4 for a in areas)
    assert all(c.morning[0] != c.morning[1] for c in cards)
    for k in kinds:
        assert sum(c.recruit[0] == k for c in cards) == 4 and sum(k not in c.recruit for c in cards) == 8
    assert all(len(set(c.recruit)) == len(c.recruit) == 3 and sorted(c.offer) == sorted(spirits) for c in cards)
    assert all(sum(c.offer[0] == s for c in cards) == 4 for s in spirits)
    assert [sum(c.forest == r for c in cards) for r in (CLAY, PALM, EBONY)] == [7, 7, 6]
    assert sum(c.lake == E for c in cards) == sum(c.lake == M for c in cards) == 10
    assert sum(c.ambelau == GUIDE for c in cards) == sum(c.ambelau == IBU_CARD for c in cards) == 10


validate_ambelau_plots()
