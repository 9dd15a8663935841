"""Buru's actions: small frozen dataclasses that describe themselves in both languages.

``place(view)`` gives what a click on the board answers with: an area, a space, a card of the hiring row or the
forest display, an islander of your tableau, an altar.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kernel_games.core import Action, Text

from .components import SPACES
from .narration import area_name, islander_name, spirit_name

if TYPE_CHECKING:
    from .view import BuruView

ORDINAL = ("1st", "2nd", "3rd", "4th", "5th")


def nth(i: object) -> tuple[str, str]:
    return (f"{i + 1}番目", ORDINAL[i]) if type(i) is int and 0 <= i < len(ORDINAL) else ("?", "?")


@dataclass(frozen=True)
class Place(Action):
    """Morning: one explorer of this power face down on an area's wilderness (buru.morning.place)."""

    area: int
    power: int

    def describe(self) -> Text:
        return Text("{a}にパワー{p}の探索者を伏せて置く", "Explorer of power {p} face down on the {a}").format(
            a=area_name(self.area), p=self.power)

    def place(self, view: BuruView) -> tuple:
        return ("area", self.area)


@dataclass(frozen=True)
class Choose(Action):
    """Afternoon: put your explorers of the area on a free action space (buru.afternoon.choose)."""

    space: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: BuruView | None) -> Text:
        a = view["area"] if view else -1
        ja, en = nth(self.space)
        r = SPACES[a][self.space].rating if type(a) is int and 0 <= a < len(SPACES) and type(self.space) is int \
            and 0 <= self.space < len(SPACES[a]) else -1
        gems = Text("（評価{r}）", " (rating {r})").format(r=r) if r >= 0 else Text("", "")
        return Text("{a}の{i}のアクションスペース{g}", "{a}: {i} action space{g}").format(
            a=area_name(a) if view else Text("", ""), i=Text(ja, en), g=gems)

    def place(self, view: BuruView) -> tuple:
        return ("space", view["area"], self.space)


@dataclass(frozen=True)
class Gather(Action):
    """Forest: take a face-up forest card's resources (buru.forest.take)."""

    slot: int

    def describe(self) -> Text:
        ja, en = nth(self.slot)
        return Text("森カード（左から{i}）を取る", "Take the forest card ({i} from the left)").format(i=Text(ja, en))

    def place(self, view: BuruView) -> tuple:
        return ("forest", self.slot)


@dataclass(frozen=True)
class Hire(Action):
    """Shore: hire an islander of the hiring row for its fish (buru.shore.hire)."""

    slot: int

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: BuruView | None) -> Text:
        row = view["row"] if view else ()
        c = row[self.slot] if type(self.slot) is int and 0 <= self.slot < len(row) else -1
        if c >= 0:
            return Text("{c}を雇う", "Hire the {c}").format(c=islander_name(c))
        ja, en = nth(self.slot)
        return Text("雇用の列の{i}の島民を雇う", "Hire the {i} islander of the row").format(i=Text(ja, en))

    def place(self, view: BuruView) -> tuple:
        return ("row", self.slot)


@dataclass(frozen=True)
class Refresh(Action):
    """Shore: discard the hiring row and deal three new islanders (buru.shore.refresh)."""

    def describe(self) -> Text:
        return Text("雇用の列をリフレッシュする", "Refresh the hiring row")

    def place(self, view: BuruView) -> tuple:
        return ("row", -1)


@dataclass(frozen=True)
class Task(Action):
    """Village: task one of your islanders and use one of its benefits (buru.village.task, buru.village.choice);
    ``spirit``: the spirit of an offering of your choice (-1: none, or the card's own)."""

    card: int
    perk: int = 0
    spirit: int = -1

    def describe(self) -> Text:
        return self.label(None)

    def label(self, view: BuruView | None) -> Text:
        from .cards import ISLANDERS
        from .narration import bundle_text

        name = islander_name(self.card)
        c = ISLANDERS[self.card] if type(self.card) is int and 0 <= self.card < len(ISLANDERS) else None
        if c is None or type(self.perk) is not int or not 0 <= self.perk < len(c.perks):
            return Text("{c}に任務を与える", "Task the {c}").format(c=name)
        perk = c.perks[self.perk]
        what = []
        if any(perk.pay):
            what.append(Text("{x}を払い", "pay {x}, ").format(x=bundle_text(perk.pay)))
        if any(perk.gain):
            what.append(Text("{x}を得る", "gain {x}").format(x=bundle_text(perk.gain)))
        if perk.per_totem:  # buru.village.task: a noble's esteem for each totem held
            what.append((Text("・さらに持っている象徴1つにつきエスティーム{k}", " + {k} esteem for each totem you hold")
                         if any(perk.gain) else
                         Text("持っている象徴1つにつきエスティーム{k}を得る", "gain {k} esteem for each totem you hold")
                         ).format(k=perk.per_totem))
        if perk.offer >= 0:
            what.append(Text("・{s}に供物", "; offer to {s}").format(s=spirit_name(self.spirit if self.spirit >= 0 else perk.offer)))
        body = Text("".join(t.ja for t in what), "".join(t.en for t in what))
        return Text("{c}に任務: {b}", "Task the {c}: {b}").format(c=name, b=body)

    def place(self, view: BuruView) -> tuple:
        return ("islander", self.card)


@dataclass(frozen=True)
class Offer(Action):
    """Sacred Lake: make an offering to a spirit (buru.lake.offer)."""

    spirit: int

    def describe(self) -> Text:
        return Text("{s}に供物をする", "Offer to {s}").format(s=spirit_name(self.spirit))

    def place(self, view: BuruView) -> tuple:
        return ("altar", self.spirit)


@dataclass(frozen=True)
class Elder(Action):
    """Sacred Lake: draw two elders to keep one (buru.lake.elder)."""

    def describe(self) -> Text:
        return Text("長老カードを引く（2枚から1枚）", "Draw elders (keep 1 of 2)")

    def place(self, view: BuruView) -> tuple:
        return ("elders",)


@dataclass(frozen=True)
class Keep(Action):
    """Keep this one of the elders you drew; the other goes to the bottom (buru.lake.elder)."""

    elder: int

    def describe(self) -> Text:
        from .cards import ELDERS

        name = ELDERS[self.elder].name if type(self.elder) is int and 0 <= self.elder < len(ELDERS) else Text("?", "?")
        return Text("{e}を残す", "Keep {e}").format(e=name)

    def place(self, view: BuruView) -> tuple:
        return ("drawn", self.elder)


@dataclass(frozen=True)
class Messenger(Action):
    """Sacred Lake: take the messenger marker (buru.lake.messenger)."""

    def describe(self) -> Text:
        return Text("使者になる", "Become the messenger")

    def place(self, view: BuruView) -> tuple:
        return ("messenger",)


@dataclass(frozen=True)
class Done(Action):
    """End your action here, leaving the rest of the space's benefits unused (buru.afternoon.benefits)."""

    def describe(self) -> Text:
        return Text("アクションを終える", "Done")


PLACE = (Place,)
CHOOSE = (Choose, Gather, Done)
BENEFITS = (Hire, Refresh, Task, Offer, Elder, Messenger, Done)
KEEP = (Keep,)
