"""The Lawan module's action and step: the messenger's player breaks a Lawan's tie."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kernel_games.core import Action, Text

from ..actions import Choose, Gather, Hire, nth
from ..ambelau.actions import Paddle

if TYPE_CHECKING:
    from ..view import BuruView

PICK = "pick"  # the step: the messenger's player breaks a Lawan's tie

@dataclass(frozen=True)
class Pick(Action):
    """Lawan module: the messenger's player breaks a Lawan's tie — a space, a forest card, an islander of the row or a
    canoe space, by the view's ``pick`` (buru.lawan.tie)."""

    option: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: BuruView | None) -> Text:
        what = view.get("pick", "") if view else ""
        if what == "space":
            inner = Choose(self.option).label(view)
        elif what == "forest":
            inner = Gather(self.option).describe()
        elif what == "hire":
            inner = Hire(self.option).label(view)
        elif what == "canoe":
            inner = Paddle(self.option).describe()
        else:
            ja, en = nth(self.option)
            inner = Text("{i}の選択肢", "the {i} choice").format(i=Text(ja, en))
        return Text("ラワンのために選ぶ：{x}", "Choose for the Lawan: {x}").format(x=inner)

    def place(self, view: BuruView) -> tuple:
        what = view.get("pick", "")
        if what == "space":
            return ("space", view["area"], self.option)
        if what == "canoe":
            return ("canoe", self.option)
        return ("forest" if what == "forest" else "row", self.option)


PICK_ACTIONS = (Pick,)
