"""The Ambelau region's actions: a canoe's move along the track, and a canoe space's guide."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kernel_games.core import Action, Text

if TYPE_CHECKING:
    from ..view import BuruView


@dataclass(frozen=True)
class Paddle(Action):
    """Ambelau: move your canoe to this space of the track (0-12 clockwise from the start) (buru.ambelau.canoe)."""

    space: int

    def describe(self) -> Text:
        i = self.space + 1 if type(self.space) is int else "?"
        return Text("カヌーを{i}番のスペースへ", "Paddle the canoe to space {i}").format(i=i)

    def place(self, view: BuruView) -> tuple:
        return ("canoe", self.space)


@dataclass(frozen=True)
class Guide(Action):
    """Ambelau: flip your guide, a sixth explorer of power 1 for the next round (buru.ambelau.guide)."""

    def describe(self) -> Text:
        return Text("ガイドを得る（次のラウンド）", "Take your guide (next round)")

    def place(self, view: BuruView) -> tuple:
        return ("guide",)


PADDLE = (Paddle,)
