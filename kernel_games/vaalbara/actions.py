"""Vaalbara's actions: small frozen dataclasses that describe themselves in both languages.

``describe()`` needs nothing else; ``label(view)`` is what a button says, knowing the board: a land whose name shows
more than once is named by where it lies ("Village (row 1, 2nd card)", 「1列目の2枚目の村」); ``place(view)`` orders
the buttons as the board lays the lands out.
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Action, Text
from kernel_games.core.text import ordinal

from .components import CLANS, LAND_TYPES, LANDS, character_name, land_name
from .view import VaalbaraView


def shown_name(land: object) -> Text:
    """A land as the board writes it: its type, and a forest's value ("Forest 5")."""
    if not (isinstance(land, int) and 0 <= land < len(LANDS)) or LANDS[land].type != "forest":
        return land_name(land)
    value = LANDS[land].value
    return land_name(land) + Text(f" {value}", f" {value}")


def _in_row(view: VaalbaraView, land: int, rows: tuple[int, ...], row: bool = False) -> Text:
    """A displayed land's name, with its row and place when one of ``rows`` shows another land of that name (with
    its row alone when ``row``)."""
    name = shown_name(land)
    for r, cards in enumerate(view["rows"]):
        if land in cards:
            if sum(shown_name(c) == name for i in rows for c in view["rows"][i]) > 1:
                k = cards.index(land) + 1
                return Text("{r}列目の{k}枚目の{n}", "{n} (row {r}, {o} card)").format(r=r + 1, k=k, o=ordinal(k), n=name)
            if row:
                return Text("{r}列目の{n}", "{n} (row {r})").format(r=r + 1, n=name)
    return name


def _spot(view: VaalbaraView, land: int) -> tuple[int, int]:
    """Where a displayed land lies: (row index, place in the row), to order the buttons as the board shows them."""
    for r, cards in enumerate(view["rows"]):
        if land in cards:
            return r, cards.index(land)
    return len(view["rows"]), 0


def clan_label(p: object) -> Text:
    """A clan by its symbol and name, which is its colour ("▲ Sky clan")."""
    if isinstance(p, int) and 0 <= p < len(CLANS):
        return Text(f"{CLANS[p].symbol}", f"{CLANS[p].symbol} ") + CLANS[p].name
    return Text("?", "?")


@dataclass(frozen=True)
class ChooseCharacter(Action):
    """Allocation: put one character from your hand face down."""

    initiative: int

    def describe(self) -> Text:
        return Text("【{i}】{n}を選ぶ", "Choose [{i}] {n}").format(i=self.initiative,
                                                                 n=character_name(self.initiative))


@dataclass(frozen=True)
class RevealWarrior(Action):
    """When a Warrior is played: show your own Warrior from hand for 1 point (it stays in hand), or not."""

    reveal: bool

    def describe(self) -> Text:
        return (Text("手札の戦士を公開する（+1点）", "Reveal the Warrior in hand (+1 point)") if self.reveal
                else Text("公開しない", "Do not reveal"))


@dataclass(frozen=True)
class ChoosePlayer(Action):
    """Bard: the player who gains 2 points."""

    target: int

    def describe(self) -> Text:
        return Text("{c}に2点", "2 points to the {c}").format(c=clan_label(self.target))


@dataclass(frozen=True)
class TrackLand(Action):
    """Tracker: swap a displayed land with the top card of the land deck."""

    land: int

    def describe(self) -> Text:
        return self._text(shown_name(self.land))

    def label(self, view: VaalbaraView) -> Text:
        return self._text(_in_row(view, self.land, (0, 1)))

    def place(self, view: VaalbaraView) -> tuple:
        return _spot(view, self.land)

    @staticmethod
    def _text(name: Text) -> Text:
        return Text("{n}を山札の一番上と入れ替える", "Swap {n} with the top of the land deck").format(n=name)


@dataclass(frozen=True)
class RecoverCharacter(Action):
    """Midwife: take a character from your discard pile back into your hand."""

    initiative: int

    def describe(self) -> Text:
        return Text("{n}を手札に戻す", "Take {n} back into hand").format(
            n=character_name(self.initiative))


@dataclass(frozen=True)
class SwapRows(Action):
    """Rider: swap a land of row 1 with a land of row 2."""

    row1: int
    row2: int

    def describe(self) -> Text:
        return Text("1列目の{a}と2列目の{b}を入れ替える", "Swap {a} (row 1) with {b} (row 2)").format(
            a=shown_name(self.row1), b=shown_name(self.row2))

    def label(self, view: VaalbaraView) -> Text:
        return Text("{a}と{b}を入れ替える", "Swap {a} with {b}").format(
            a=_in_row(view, self.row1, (0,), row=True), b=_in_row(view, self.row2, (1,), row=True))

    def place(self, view: VaalbaraView) -> tuple:
        return _spot(view, self.row1), _spot(view, self.row2)


@dataclass(frozen=True)
class ExchangeLand(Action):
    """Pioneer: send one of your lands to the bottom of the land deck and take the bottom card."""

    land: int

    def describe(self) -> Text:
        return self._text(Text("領域の", "your ") + shown_name(self.land))

    def label(self, view: VaalbaraView) -> Text:
        """The land named by its place among your realm's lands of that name when you hold several."""
        me = view.get("viewer")
        realm = view["realms"][me] if isinstance(me, int) else []
        name = shown_name(self.land)
        same = [c for c in realm if shown_name(c) == name]
        if len(same) < 2 or self.land not in same:
            return self.describe()
        k = same.index(self.land) + 1
        return self._text(Text("領域の{k}枚目の{n}", "the {o} {n} of your realm").format(k=k, o=ordinal(k), n=name))

    def place(self, view: VaalbaraView) -> tuple:
        """The realm's column of the land's type, then its place in that column (as the board draws the realm)."""
        me = view.get("viewer")
        realm = view["realms"][me] if isinstance(me, int) else []
        kind = LANDS[self.land].type if isinstance(self.land, int) and 0 <= self.land < len(LANDS) else ""
        column = [c for c in realm if LANDS[c].type == kind]
        return (LAND_TYPES.index(kind) if kind in LAND_TYPES else len(LAND_TYPES),
                column.index(self.land) if self.land in column else len(column))

    @staticmethod
    def _text(what: Text) -> Text:
        return Text("{w}を山札の一番下と交換", "Exchange {w} with the bottom of the land deck").format(w=what)


@dataclass(frozen=True)
class TakeLand(Action):
    """Land action: take a land from row 1 into your realm and score its reward."""

    land: int

    def describe(self) -> Text:
        return self._text(shown_name(self.land))

    def label(self, view: VaalbaraView) -> Text:
        return self._text(_in_row(view, self.land, (0,)))

    def place(self, view: VaalbaraView) -> tuple:
        return _spot(view, self.land)

    @staticmethod
    def _text(name: Text) -> Text:
        return Text("{n}を領域に加える", "Take {n} into your realm").format(n=name)


ACTION_TYPES = (ChooseCharacter, RevealWarrior, ChoosePlayer, TrackLand, RecoverCharacter, SwapRows,
                ExchangeLand, TakeLand)
