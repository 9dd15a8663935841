"""Blue Moon City's actions: small frozen dataclasses that describe themselves in both languages.

Places are cells of the city (``components.CELLS``); ``describe()`` names a cell by its row and column, and
``label(view)`` by the building the view shows there ("Walk to the Library"). Cards are codes ``10 × people +
value`` (cards of one people and value are alike, so an action names the kind, not a particular card).
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Action, Text

from .components import CELLS, DRAGONS, HOAX, OFF, PEOPLES, PILLAR, TILES, card_name, tile_name
from .view import BlueMoonView


def cell_name(cell: object, view: BlueMoonView | None = None) -> Text:
    """The building on a cell when the view is known ("the Library"), else its place ("row 2, column 3")."""
    if cell == OFF:
        return Text("街の外", "beside the city")
    if not isinstance(cell, int) or not 0 <= cell < len(CELLS):
        return Text("?", "?")
    if view is not None and len(view.get("cells", ())) == len(CELLS):
        return tile_name(view["cells"][cell])
    r, c = CELLS[cell]
    return Text(f"{r + 1}行{c + 1}列", f"row {r + 1}, column {c + 1}")


def dragon_name(d: object) -> Text:
    return DRAGONS[d][0] if isinstance(d, int) and 0 <= d < len(DRAGONS) else Text("?", "?")


def box_name(view: BlueMoonView | None, cell: object, box: object) -> Text:
    """"the Library's 4 box"; without a view, the box's place."""
    if view is not None and isinstance(cell, int) and 0 <= cell < len(CELLS) and isinstance(box, int):
        boxes = TILES[view["cells"][cell]].boxes
        if 0 <= box < len(boxes):
            v = boxes[box]
            if boxes.count(v) > 1:  # two boxes of one value (4, 3, 3): told apart by their side
                left = boxes.index(v) == box
                return Text("{t}の{s}の{v}のマス", "the {s} {v} box of the {t}").format(
                    t=cell_name(cell, view), v=v, s=Text("左", "left") if left else Text("右", "right"))
            return Text("{t}の{v}のマス", "the {v} box of the {t}").format(t=cell_name(cell, view), v=v)
    return Text(f"{box + 1 if isinstance(box, int) else '?'}番目のマス",
                f"box {box + 1 if isinstance(box, int) else '?'}")


def _people(p: int) -> Text:
    return PEOPLES[p].name if 0 <= p < len(PEOPLES) else Text("?", "?")


def _here(view: BlueMoonView) -> int:
    me = view.get("viewer")
    return view["figures"][me] if isinstance(me, int) else -1


@dataclass(frozen=True)
class Walk(Action):
    """Movement: walk your figure to a cell within the steps you have left."""

    to: int

    def describe(self) -> Text:
        return Text("{c}へ歩く", "Walk to {c}").format(c=cell_name(self.to))

    def label(self, view: BlueMoonView) -> Text:
        return Text("{c}へ歩く", "Walk to the {c}").format(c=cell_name(self.to, view))

    def place(self, view: BlueMoonView) -> tuple:
        return (self.to,)


@dataclass(frozen=True)
class FlitFly(Action):
    """Flit 1: fly your figure to any cell."""

    to: int

    def describe(self) -> Text:
        return Text("フリット1で{c}へ飛ぶ", "Flit 1: fly to {c}").format(c=cell_name(self.to))

    def label(self, view: BlueMoonView) -> Text:
        return Text("フリット1で{c}へ飛ぶ", "Flit 1: fly to the {c}").format(c=cell_name(self.to, view))

    def place(self, view: BlueMoonView) -> tuple:
        return (self.to,)


@dataclass(frozen=True)
class FlitDash(Action):
    """Flit 2: two more steps this turn."""

    def describe(self) -> Text:
        return Text("フリット2で2歩ふやす", "Flit 2: two more steps")


@dataclass(frozen=True)
class DragonFly(Action):
    """A dragon people's 1: fly that dragon to any cell, or beside the city (-1)."""

    dragon: int
    to: int

    def describe(self) -> Text:
        return self._text(cell_name(self.to))

    def label(self, view: BlueMoonView) -> Text:
        return self._text(cell_name(self.to, view) if self.to == OFF else Text("{c}", "the {c}").format(
            c=cell_name(self.to, view)))

    def place(self, view: BlueMoonView) -> tuple:
        return (self.dragon, self.to)

    def _text(self, where: Text) -> Text:
        people = DRAGONS[self.dragon][2] if 0 <= self.dragon < len(DRAGONS) else 0
        return Text("{c}1で{d}を{w}へ飛ばす", "{c} 1: fly the {d} to {w}").format(
            c=_people(people), d=dragon_name(self.dragon), w=where)


@dataclass(frozen=True)
class DragonMove(Action):
    """A dragon people's 2: move that dragon up to 3 steps inside the city."""

    dragon: int
    to: int

    def describe(self) -> Text:
        return self._text(cell_name(self.to))

    def label(self, view: BlueMoonView) -> Text:
        return self._text(Text("{c}", "the {c}").format(c=cell_name(self.to, view)))

    def place(self, view: BlueMoonView) -> tuple:
        return (self.dragon, self.to)

    def _text(self, where: Text) -> Text:
        people = DRAGONS[self.dragon][2] if 0 <= self.dragon < len(DRAGONS) else 0
        return Text("{c}2で{d}を{w}へ動かす", "{c} 2: move the {d} to {w}").format(
            c=_people(people), d=dragon_name(self.dragon), w=where)


@dataclass(frozen=True)
class Pay(Action):
    """Contribution: lay one card on a box of the tile you stand on (the box fills once the payment reaches it)."""

    box: int
    card: int

    def describe(self) -> Text:
        return Text("{c}を{b}に出す", "Lay {c} on {b}").format(c=card_name(self.card), b=box_name(None, -1, self.box))

    def label(self, view: BlueMoonView) -> Text:
        return Text("{c}を{b}に出す", "Lay {c} on {b}").format(c=card_name(self.card),
                                                           b=box_name(view, _here(view), self.box))

    def place(self, view: BlueMoonView) -> tuple:
        return (self.box, -self.card % 10, self.card)


@dataclass(frozen=True)
class Recolour(Action):
    """Hoax 1 or 2: play it on the payment being laid, to count other cards as its colour."""

    box: int
    card: int

    def describe(self) -> Text:
        return self._text(box_name(None, -1, self.box))

    def label(self, view: BlueMoonView) -> Text:
        return self._text(box_name(view, _here(view), self.box))

    def place(self, view: BlueMoonView) -> tuple:
        return (self.box, 0, self.card)

    def _text(self, box: Text) -> Text:
        n = 4 if self.card == 10 * HOAX + 1 else 1
        return Text("{c}を{b}に出し、{n}枚までの色を変える", "{c} on {b}: recolour up to {n} card{s}").format(
            c=card_name(self.card), b=box, n=n, s="s" if n > 1 else "")


@dataclass(frozen=True)
class Cancel(Action):
    """Take back the payment not finished: its cards return to your hand."""

    def describe(self) -> Text:
        return Text("支払いをやめてカードを戻す", "Take the payment back into your hand")


@dataclass(frozen=True)
class Offer(Action):
    """On the Courtyard: offer crystal tiles (``ones`` of value 1, ``threes`` of value 3) to the obelisk."""

    ones: int
    threes: int

    def describe(self) -> Text:
        return Text("クリスタル（1×{o}、3×{t}）をオベリスクに捧げる", "Offer crystals (1×{o}, 3×{t}) to the obelisk").format(
            o=self.ones, t=self.threes)


@dataclass(frozen=True)
class OfferAgain(Action):
    """Pillar 1 or 2 after an offering: one more offering, paying 1 or 2 more."""

    pillar: int
    ones: int
    threes: int

    def describe(self) -> Text:
        return Text("{p}でもう1回捧げる（1×{o}、3×{t}）", "{p}: offer again (1×{o}, 3×{t})").format(
            p=card_name(self.pillar), o=self.ones, t=self.threes)


@dataclass(frozen=True)
class Done(Action):
    """Finish moving and contributing: go on to discarding and drawing."""

    def describe(self) -> Text:
        return Text("貢献を終えて、捨て札と補充へ", "Finish: go on to discard and draw")


@dataclass(frozen=True)
class Discard(Action):
    """End of the turn: discard one card (at most two), before the draw."""

    card: int

    def describe(self) -> Text:
        return Text("{c}を捨てる", "Discard {c}").format(c=card_name(self.card))

    def place(self, view: BlueMoonView) -> tuple:
        return (self.card,)


@dataclass(frozen=True)
class Draw(Action):
    """End of the turn: draw as many cards as you discarded, plus 2."""

    def describe(self) -> Text:
        return Text("カードを引いて手番を終える", "Draw and end your turn")


ACTION_TYPES = (Walk, FlitFly, FlitDash, DragonFly, DragonMove, Pay, Recolour, Cancel, Offer, OfferAgain, Done, Discard,
                Draw)
MOVE_ACTIONS = (Walk, FlitFly, FlitDash, DragonFly, DragonMove)
PILLARS = (10 * PILLAR + 1, 10 * PILLAR + 2)
