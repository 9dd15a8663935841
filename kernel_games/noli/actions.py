"""Noli's actions: small frozen dataclasses that describe themselves in both languages.

``describe()`` needs nothing else; ``label(view)`` is what a button says, knowing the board: a faction by its symbol,
name and colour ("◆ Màina (blue)"), a card drawn twice by the order it was drawn in.
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Action, Text
from kernel_games.core.text import ordinal

from .components import CARDS, FACTION_BY_KEY, card_name, investment_name, symbol_of
from .view import NoliView

COLOURS = {"maina": Text("青", "blue"), "burgu": Text("橙", "orange"), "portellu": Text("灰", "grey"),
           "ciassa": Text("赤", "red")}  # the colours the board draws the factions in (components.FACTIONS)


def _seat(p: object) -> Text:
    """A seat without the view (which faction sits there depends on the player count)."""
    return Text(f"席{p + 1}の陣営", f"the faction in seat {p + 1}") if type(p) is int else Text("?", "?")


def faction_label(view: NoliView, p: object) -> Text:
    """Seat ``p``'s faction by symbol, name and colour, and "(you)" for the viewer: "◆ Màina (blue)"."""
    keys = view.get("factions") or []
    if type(p) is not int or not 0 <= p < len(keys) or keys[p] not in FACTION_BY_KEY:
        return _seat(p)
    f = FACTION_BY_KEY[keys[p]]
    you = Text("・あなた", ", you") if p == view.get("viewer") else Text("", "")
    return Text(f"{f.symbol}{f.name.ja}（", f"{f.symbol} {f.name.en} (") + COLOURS[f.key] + you + Text("）", ")")


@dataclass(frozen=True)
class SetBid(Action):
    """Investment: place ``amount`` coins from the bank on one investment (the rest stays in the bank).

    Each investment's bid is placed once a round and then stays (noli.invest.bid); placing the fourth makes the
    player ready (noli.invest.ready). A UI keeps the draft itself and plays the bids when the learner confirms.
    """

    investment: str
    amount: int

    def describe(self) -> Text:
        coins = f"{self.amount} coin" + ("" if self.amount == 1 else "s")
        return Text("{i}に{a}コインを入札", "Bid {c} on the {i}").format(i=investment_name(self.investment),
                                                                    a=self.amount, c=coins)


@dataclass(frozen=True)
class Ready(Action):
    """Investment: declare your bids final; investments with no bid placed count as zero."""

    def describe(self) -> Text:
        return Text("入札完了を宣言する", "Declare your bids ready")


@dataclass(frozen=True)
class DoubleUp(Action):
    """Development: pay the winning bid again from the bank to resolve the investment once more, or not."""

    yes: bool

    def describe(self) -> Text:
        return (Text("ダブルアップする（同じ額をもう一度払う）", "Double up (pay the same amount again)") if self.yes
                else Text("ダブルアップしない", "Do not double up"))


@dataclass(frozen=True)
class TakeRower(Action):
    """Rower, stock empty: the player whose rower token you take."""

    victim: int

    def describe(self) -> Text:
        return self._text(_seat(self.victim))

    def label(self, view: NoliView) -> Text:
        return self._text(faction_label(view, self.victim))

    @staticmethod
    def _text(who: Text) -> Text:
        return Text("{p}から漕ぎ手を取る", "Take a rower from {p}").format(p=who)


@dataclass(frozen=True)
class Roll(Action):
    """Live regatta: roll every die not yet showing a buoy."""

    def describe(self) -> Text:
        return Text("ダイスを振る", "Roll the dice")


@dataclass(frozen=True)
class Stop(Action):
    """Live regatta, the last one still rolling: stop and take the sea area that is left."""

    def describe(self) -> Text:
        return Text("振るのをやめて残りの海域を取る", "Stop and take the area that is left")


@dataclass(frozen=True)
class ResolveSymbol(Action):
    """Fishing: resolve this symbol of one of your cards next."""

    card: int
    symbol: int

    def describe(self) -> Text:
        return self._text(Text("{c}のカード", "the {c} card").format(c=card_name(self.card)))

    def label(self, view: NoliView) -> Text:
        """The card named by the order it was drawn in when the fisher drew two of that name."""
        drawn = [c for c in view.get("drawn") or [] if card_name(c) == card_name(self.card)]
        if len(drawn) < 2 or self.card not in drawn:
            return self.describe()
        k = drawn.index(self.card) + 1
        return self._text(Text("{k}枚目に引いた{c}のカード", "the {c} card drawn {o}").format(
            k=k, o=ordinal(k), c=card_name(self.card)))

    def place(self, view: NoliView) -> tuple:
        """The order the cards were drawn in, then the symbol's place on its card (the buttons follow the board)."""
        drawn = view.get("drawn") or []
        return (drawn.index(self.card) if self.card in drawn else len(drawn)), self.symbol

    def _text(self, card: Text) -> Text:
        """"Resolve Storm on the Storm card"; with two alike on the card, "the 2nd Raid"."""
        sym = symbol_of(self.card, self.symbol)
        if sym is None:
            return Text("{c}の?を解決", "Resolve ? on {c}").format(c=card)
        symbols = CARDS[self.card].symbols
        if symbols.count(sym) > 1:
            k = symbols[:self.symbol + 1].count(sym)
            what = Text("{k}つ目の{s}", "the {o} {s}").format(k=k, o=ordinal(k), s=sym.name)
        else:
            what = sym.name
        return Text("{c}の{s}を解決", "Resolve {s} on {c}").format(c=card, s=what)


@dataclass(frozen=True)
class RaidTower(Action):
    """Raid with no wall left: the player who loses a tower floor."""

    target: int

    def describe(self) -> Text:
        return self._text(_seat(self.target))

    def label(self, view: NoliView) -> Text:
        return self._text(faction_label(view, self.target))

    @staticmethod
    def _text(who: Text) -> Text:
        return Text("{p}の塔の階層を1つ取り除く", "Remove a tower floor of {p}").format(p=who)


@dataclass(frozen=True)
class Wreck(Action):
    """Shipwreck: the other player (with two boats or more) who loses a boat."""

    target: int

    def describe(self) -> Text:
        return self._text(_seat(self.target))

    def label(self, view: NoliView) -> Text:
        return self._text(faction_label(view, self.target))

    @staticmethod
    def _text(who: Text) -> Text:
        return Text("{p}の漁船を1隻沈める", "Sink a boat of {p}").format(p=who)


ACTION_TYPES = (SetBid, Ready, DoubleUp, TakeRower, Roll, Stop, ResolveSymbol, RaidTower, Wreck)
