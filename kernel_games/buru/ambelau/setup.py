"""The Ambelau region's set-up (buru.ambelau.setup): the region between the Village and the Sacred Lake, every canoe on
its start space, every guide face up on its mat, Ibu's altar and shuffled offering deck beside the region, Ibu's totem
on the region, Ibu's elder into the elder deck and the region's three decrees among the decrees before they are
shuffled (ten stacked, the rest back to the box unseen)."""

from __future__ import annotations

from kernel_games.core.rng import shuffled

from ..cards import OFFERINGS
from ..components import LAKE, SPACES_PER_AREA, VILLAGE
from ..economy import PER_SPIRIT
from ..state import State
from ..ukam.setup import DECREES_IN_STACK
from .canoe import START
from .cards import AMBELAU, AMBELAU_DECREE_IDS, IBU, IBU_ELDER_IDS


def _padded(row: tuple, size: int, fill: object) -> tuple:
    return row + (fill,) * (size - len(row))


def setup(s: State) -> None:
    seq = list(s.sequence)
    seq.insert(seq.index(VILLAGE) + 1, AMBELAU)
    assert seq[-1] == LAKE
    s.sequence = tuple(seq)
    areas = AMBELAU + 1
    s.bids = _padded(s.bids, areas, ((),) * s.n)
    s.shown = _padded(s.shown, areas, False)
    s.spaces = _padded(s.spaces, areas, (-1,) * SPACES_PER_AREA)
    s.conquered = _padded(s.conquered, areas, -1)
    s.canoes, s.guides, s.guided = (START,) * s.n, (False,) * s.n, (False,) * s.n
    ibu, s.rng = shuffled([IBU * PER_SPIRIT + i for i in range(len(OFFERINGS[IBU]))], s.rng)
    s.offering_decks = (*_padded(s.offering_decks, IBU, ()), tuple(ibu))
    s.totems = (*_padded(s.totems, IBU, -1), -1)
    s.spirits = (*s.spirits, IBU)
    elders, s.rng = shuffled([*s.elder_deck, *IBU_ELDER_IDS], s.rng)
    s.elder_deck = tuple(elders)
    decrees, s.rng = shuffled([*s.decree_stack, *s.decree_unseen, *AMBELAU_DECREE_IDS], s.rng)
    s.decree_stack, s.decree_unseen = tuple(decrees[:DECREES_IN_STACK]), tuple(decrees[DECREES_IN_STACK:])
