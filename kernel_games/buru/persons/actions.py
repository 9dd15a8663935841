"""The Great Persons' actions and step: the person kept at the start, and the person's action in an area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kernel_games.core import Action, Text

from .cards import PERSONS

if TYPE_CHECKING:
    from ..view import BuruView

PERSON = "person"  # the step at the start: each person keeps one of their two cards

@dataclass(frozen=True)
class Recruit(Action):
    """Great Persons: keep this one of the two Great Person cards dealt to you (buru.persons.setup)."""

    person: int

    def describe(self) -> Text:
        p = PERSONS[self.person].name if type(self.person) is int and 0 <= self.person < len(PERSONS) else Text("?", "?")
        return Text("偉人「{p}」を選ぶ", "Keep the Great Person: {p}").format(p=p)

    def place(self, view: BuruView) -> tuple:
        return ("person", self.person)


@dataclass(frozen=True)
class Lead(Action):
    """Great Persons: put this area's explorers on your Great Person's action space and use its action instead of the
    area's, once a round (buru.persons.action)."""

    def describe(self) -> Text:
        return Text("偉人のアクションを使う", "Use your Great Person's action")

    def place(self, view: BuruView) -> tuple:
        return ("lead",)


RECRUIT, LEAD = (Recruit,), (Lead,)
