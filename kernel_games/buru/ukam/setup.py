"""The Ukam module's set-up (buru.ukam.setup): the outlaws shuffled into the islander deck (the Tyrant only with the
Ambelau region, buru.ukam.tyrant), Ukam's altar and offering deck beside the Sacred Lake, its totem on the Lake's
conquest reward, its two elders into the elder deck and its altar decree among the decrees before they are shuffled."""

from __future__ import annotations

from kernel_games.core.rng import shuffled

from ..cards import ISLANDERS, OFFERINGS
from ..economy import PER_SPIRIT
from ..state import State
from .cards import OUTLAW_IDS, TYRANT, UKAM, UKAM_DECREE_IDS, UKAM_ELDER_IDS

DECREES_IN_STACK = 10  # seed: ten of the shuffled decrees are stacked, the rest go back unseen


def outlaws(modules: tuple[str, ...]) -> tuple[int, ...]:
    """The outlaws in play: all nine with the Ambelau region, else all but the Tyrant (buru.ukam.tyrant)."""
    return tuple(c for c in OUTLAW_IDS if "ambelau" in modules or ISLANDERS[c].key != TYRANT)


def setup(s: State) -> None:
    deck, s.rng = shuffled([*s.row, *s.islander_deck, *outlaws(s.modules)], s.rng)
    s.row, s.islander_deck = tuple(deck[:3]), tuple(deck[3:])
    ukam, s.rng = shuffled([UKAM * PER_SPIRIT + i for i in range(len(OFFERINGS[UKAM]))], s.rng)
    s.offering_decks = (*s.offering_decks[:UKAM], tuple(ukam), *s.offering_decks[UKAM + 1:])
    s.spirits = tuple(sorted((*s.spirits, UKAM)))
    s.totems = (*s.totems[:UKAM], -1, *s.totems[UKAM + 1:])  # on the Sacred Lake's conquest reward
    elders, s.rng = shuffled([*s.elder_deck, *UKAM_ELDER_IDS], s.rng)
    s.elder_deck = tuple(elders)
    decrees, s.rng = shuffled([*s.decree_stack, *s.decree_unseen, *UKAM_DECREE_IDS], s.rng)
    s.decree_stack, s.decree_unseen = tuple(decrees[:DECREES_IN_STACK]), tuple(decrees[DECREES_IN_STACK:])
