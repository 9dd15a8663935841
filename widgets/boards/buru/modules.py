"""The modules of Buru's board, in one place, by the names the game gives its modules (``kernel_games.buru``'s Flow
modules: ``lawan``, ``ukam``, ``ambelau``, ``persons``, ``longer``): each is a ``hooks.Part`` plugging into the base
board's named hooks, the modules in play asked in this order. Here the board's ``KIT`` (its players named with the
modules' names for them) and its component data (the base game's, then each module's) are put together."""

from __future__ import annotations

from kernel_games.buru import BURU as GAME
from kernel_games.buru import BuruView
from kernel_games.buru.longer import LONGER_ROUNDS
from kernel_games.buru.narration import player
from kernel_games.core import Lang, Text

from ..kit import Kit, Seat
from .ambelau import AMBELAU_PART
from .data import base_html
from .hooks import Part
from .lawan import LAWAN_PART
from .look import seat_of
from .persons import PERSONS_PART
from .targets import SPOTS
from .ukam import UKAM_PART

MODULES: dict[str, Part] = {
    "lawan": LAWAN_PART,
    "ukam": UKAM_PART,
    "ambelau": AMBELAU_PART,
    "persons": PERSONS_PART,
    "longer": Part(on=lambda view: view["rounds"] == LONGER_ROUNDS),  # six rounds: the view's, nothing else to draw
}


def active(view: BuruView) -> tuple[Part, ...]:
    """The modules in play, in the order their hooks are asked."""
    return tuple(m for m in MODULES.values() if m.on(view))


def _name(view: BuruView, p: int) -> Text:
    """A player's name: the colour, or a module's name for them (a Lawan's)."""
    return next((n for m in active(view) if (n := m.name(view, p)) is not None), player(p))


def _seat(view: BuruView, p: int) -> Seat:
    return seat_of(view, p, _name(view, p))


KIT = Kit(GAME, _seat, SPOTS, active)


def data_html(lang: Lang) -> str:
    """The game's component data with its provenance: the base game's, then each module's."""
    return base_html(lang) + "".join(m.data(lang) for m in MODULES.values() if m.data is not None)


__all__ = ["KIT", "MODULES", "active", "data_html"]
