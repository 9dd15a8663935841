"""Noli's actions: small frozen dataclasses that describe themselves in both languages."""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Action, Text

from .components import card_name, investment_name, symbol_of


def _seat(p: object) -> Text:
    return Text(f"プレイヤー{p + 1}", f"player {p + 1}") if type(p) is int else Text("?", "?")


@dataclass(frozen=True)
class SetBid(Action):
    """Investment: place ``amount`` coins from the bank on one investment (the rest stays in the bank).

    Each investment's bid is placed once a round and then stays (noli.invest.bid); placing the fourth makes the
    player ready (noli.invest.ready). A UI keeps the draft itself and plays the bids when the learner confirms.
    """

    investment: str
    amount: int

    def describe(self) -> Text:
        return Text("{i}に{a}コインを入札", "Bid {a} on the {i}").format(i=investment_name(self.investment), a=self.amount)


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
        return Text("{p}から漕ぎ手を取る", "Take a rower from {p}").format(p=_seat(self.victim))


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
        sym = symbol_of(self.card, self.symbol)
        what = sym.name if sym else Text("?", "?")
        return Text("{c}の{s}を解決", "Resolve {s} on {c}").format(c=card_name(self.card), s=what)


@dataclass(frozen=True)
class RaidTower(Action):
    """Raid with no wall left: the player who loses a tower floor."""

    target: int

    def describe(self) -> Text:
        return Text("{p}の塔の階層を1つ取り除く", "Remove a tower floor of {p}").format(p=_seat(self.target))


@dataclass(frozen=True)
class Wreck(Action):
    """Shipwreck: the other player (with two boats or more) who loses a boat."""

    target: int

    def describe(self) -> Text:
        return Text("{p}の漁船を1隻沈める", "Sink a boat of {p}").format(p=_seat(self.target))


ACTION_TYPES = (SetBid, Ready, DoubleUp, TakeRower, Roll, Stop, ResolveSymbol, RaidTower, Wreck)
