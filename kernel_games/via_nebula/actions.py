"""Via Nebula's actions: small frozen dataclasses that describe themselves in both languages.

Hexes are ids of the board's hexes; ``label(view)`` names them as the map's grid does ("D3"). A site is a slot of a
ruin: ``2 × hex + half``. ``place(view)`` gives the hex a click on the board answers with.
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Action, Text

from .components import CONTRACTS
from .narration import contract_name, hex_name, kind_name, needs_text
from .view import ViaNebulaView

STORAGE, SITE, HEX = "storage", "site", "hex"  # where an effect takes a resource from


def _at(view: ViaNebulaView | None, h: object) -> str:
    return hex_name(view["board"], h) if view else f"#{h}"


def _slot(view: ViaNebulaView | None, slot: object) -> str:
    if type(slot) is not int:
        return "?"
    return _at(view, slot // 2) + ("" if not view or not view.get("half_sites") else "ab"[slot % 2])


class _Hex(Action):
    """An action on one hex, named by it."""

    ja: str = ""
    en: str = ""

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: ViaNebulaView | None) -> Text:
        h = _at(view, self.hex)  # type: ignore[attr-defined]
        return Text(self.ja.format(h=h), self.en.format(h=h))

    def place(self, view: ViaNebulaView) -> tuple:
        return (self.hex,)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Craftsman(_Hex):
    """Place a craftsman on an exploitation token and open it (action.craftsman)."""

    hex: int
    ja = "{h}に職人を置く"
    en = "Craftsman on {h}"


@dataclass(frozen=True)
class Site(_Hex):
    """Place a building site on a ruin (action.site)."""

    hex: int
    ja = "{h}に建設現場を置く"
    en = "Building site on {h}"


@dataclass(frozen=True)
class Explore(_Hex):
    """Lay a meadow tile on a fog hex or a petrified forest (action.explore, action.forest)."""

    hex: int
    ja = "{h}を探検する"
    en = "Explore {h}"


@dataclass(frozen=True)
class Transport(Action):
    """Carry one resource from an exploitation to your site (action.transport)."""

    src: int
    slot: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: ViaNebulaView | None) -> Text:
        k = view["heap_kind"][self.src] if view and type(self.src) is int and 0 <= self.src < len(view["heap_kind"]) else -1
        what = kind_name(k) if k >= 0 else Text("資源", "a resource")
        return Text("{w}を{a}から{b}へ運ぶ", "Carry {w} from {a} to {b}").format(
            w=what, a=_at(view, self.src), b=_slot(view, self.slot))

    def place(self, view: ViaNebulaView) -> tuple:
        return (self.src, self.slot // 2) if type(self.slot) is int else (self.src,)


@dataclass(frozen=True)
class Build(Action):
    """Build on your site by fulfilling a contract (action.build)."""

    slot: int
    contract: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: ViaNebulaView | None) -> Text:
        """Named with what it needs: two cards of one name ask for different resources."""
        return Text("{s}に{c}（{n}）を建てる", "Build the {c} ({n}) on {s}").format(
            c=contract_name(self.contract), n=needs_text(self.contract) if type(self.contract) is int and
            0 <= self.contract < len(CONTRACTS) else Text("?", "?"), s=_slot(view, self.slot))

    def place(self, view: ViaNebulaView) -> tuple:
        return (self.slot // 2,) if type(self.slot) is int else ()


@dataclass(frozen=True)
class Pass(Action):
    """No action is possible: the rest of the turn passes (turn.pass)."""

    def describe(self) -> Text:
        return Text("パスする（できるアクションがない）", "Pass (no action is possible)")


# ---- a contract's effect ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Use(Action):
    """Use the effect of the contract just fulfilled (one without a choice)."""

    def describe(self) -> Text:
        return Text("効果を使う", "Use the effect")


@dataclass(frozen=True)
class Skip(Action):
    """Leave the effect (or the rest of it) unused: effects are optional (action.effect)."""

    def describe(self) -> Text:
        return Text("効果を使わない", "Skip the effect")


@dataclass(frozen=True)
class Express(Action):
    """Express Delivery: a resource of your choice from the stock onto your site."""

    slot: int
    kind: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: ViaNebulaView | None) -> Text:
        return Text("ストックの{k}を{s}へ", "{k} from the stock to {s}").format(k=kind_name(self.kind),
                                                                          s=_slot(view, self.slot))

    def place(self, view: ViaNebulaView) -> tuple:
        return (self.slot // 2,) if type(self.slot) is int else ()


@dataclass(frozen=True)
class Abundance(_Hex):
    """Abundance: an unopened token leaves the board; its resources take its place, for anyone."""

    hex: int
    ja = "{h}のトークンを資源に替える"
    en = "Turn the token on {h} into resources"


@dataclass(frozen=True)
class Lay(_Hex):
    """Adventures / Workshop: your meadow tile on a forbidden hex / a petrified forest, ignoring the exploring rules."""

    hex: int
    ja = "{h}に草原タイルを置く"
    en = "Meadow tile on {h}"


@dataclass(frozen=True)
class Fly(Action):
    """By Air!: a meadow tile on the board moves onto a fog hex."""

    src: int
    to: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: ViaNebulaView | None) -> Text:
        return Text("{a}の草原タイルを{b}へ移す", "Move the meadow tile on {a} to {b}").format(
            a=_at(view, self.src), b=_at(view, self.to))

    def place(self, view: ViaNebulaView) -> tuple:
        return (self.src, self.to)


def _where(view: ViaNebulaView | None, where: object, index: object) -> Text:
    if where == STORAGE:
        return Text("倉庫", "your storage")
    if where == SITE:
        return Text(_slot(view, index), _slot(view, index))
    return Text(_at(view, index), _at(view, index))


@dataclass(frozen=True)
class Give(Action):
    """Caravan / Exportation: one of your resources back to the stock (``where``: "hex", "site" or "storage")."""

    where: str
    index: int
    kind: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: ViaNebulaView | None) -> Text:
        return Text("{w}の{k}をストックへ戻す", "Return {k} from {w} to the stock").format(
            k=kind_name(self.kind), w=_where(view, self.where, self.index))

    def place(self, view: ViaNebulaView) -> tuple:
        return () if self.where == STORAGE else (self.index // 2 if self.where == SITE else self.index,)


@dataclass(frozen=True)
class Swap(Action):
    """Store: one of your resources (on your exploitation or site) for another kind from the stock."""

    where: str
    index: int
    give: int
    take: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: ViaNebulaView | None) -> Text:
        return Text("{w}の{a}をストックの{b}と交換", "Swap {a} on {w} for {b} from the stock").format(
            a=kind_name(self.give), b=kind_name(self.take), w=_where(view, self.where, self.index))

    def place(self, view: ViaNebulaView) -> tuple:
        return (self.index // 2 if self.where == SITE else self.index,)


ACTIONS = (Craftsman, Site, Explore, Transport, Build, Pass)
EFFECTS = (Use, Skip, Express, Abundance, Lay, Fly, Give, Swap)
