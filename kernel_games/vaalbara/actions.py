"""Vaalbara's actions: small frozen dataclasses that describe themselves in both languages."""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Action, Text

from .components import character_name, land_name


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
        return Text("プレイヤー{p}に2点", "2 points to player {p}").format(p=self.target + 1)


@dataclass(frozen=True)
class TrackLand(Action):
    """Tracker: swap a displayed land with the top card of the land deck."""

    land: int

    def describe(self) -> Text:
        return Text("{n}を山札の一番上と入れ替える", "Swap {n} with the top of the land deck").format(
            n=land_name(self.land))


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
            a=land_name(self.row1), b=land_name(self.row2))


@dataclass(frozen=True)
class ExchangeLand(Action):
    """Pioneer: send one of your lands to the bottom of the land deck and take the bottom card."""

    land: int

    def describe(self) -> Text:
        return Text("領域の{n}を山札の一番下と交換", "Exchange your {n} with the bottom of the land deck").format(
            n=land_name(self.land))


@dataclass(frozen=True)
class TakeLand(Action):
    """Land action: take a land from row 1 into your realm and score its reward."""

    land: int

    def describe(self) -> Text:
        return Text("{n}を領域に加える", "Take {n} into your realm").format(n=land_name(self.land))


ACTION_TYPES = (ChooseCharacter, RevealWarrior, ChoosePlayer, TrackLand, RecoverCharacter, SwapRows,
                ExchangeLand, TakeLand)
