"""The Ukam module's action and step: the islander discarded for an offering to Ukam."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kernel_games.core import Action, Text

from ..narration import islander_name

if TYPE_CHECKING:
    from ..view import BuruView

BANISH = "banish"  # the step: the offerer discards an islander, the cost of an offering to Ukam

@dataclass(frozen=True)
class Banish(Action):
    """Ukam module: discard this islander of your tableau, the cost of your offering to Ukam (buru.ukam.offer)."""

    card: int

    def describe(self) -> Text:
        return Text("{c}を捨ててウカムに供物", "Discard the {c} for Ukam").format(c=islander_name(self.card))

    def place(self, view: BuruView) -> tuple:
        return ("islander", self.card)


BANISH_ACTIONS = (Banish,)
