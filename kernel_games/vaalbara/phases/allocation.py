"""Allocation: every clan puts one character from hand face down, all at once (vaalbara.allocation.choose)."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..actions import ChooseCharacter
from ..components import character_name
from ..narration import clan
from ..state import State


def candidates(s: State, p: int) -> list[Action]:
    return [ChooseCharacter(i) for i in s.hands[p]]


def refuse(s: State, p: int, action: Action) -> IllegalAction:
    return IllegalAction("vaalbara.allocation.choose", Text("いまは全員がキャラクターを1枚ずつ選ぶ時です。",
                                                            "Now every player chooses one character card."))


def forbid(s: State, p: int, action: ChooseCharacter) -> IllegalAction | None:
    if action.initiative not in s.hands[p]:
        return IllegalAction("vaalbara.allocation.choose", Text(
            "{c}は手札にありません。", "{c} is not in your hand.").format(c=character_name(action.initiative)))
    return None


def perform(s: State, p: int, action: ChooseCharacter, ev: list[Event]) -> None:
    s.hands[p].remove(action.initiative)
    s.chosen[p] = action.initiative
    ev.append(Event("vaalbara.allocation.choose", Text("{p}がキャラクターを裏向きに置きました。",
                                                       "{p} puts a character face down.").format(p=clan(p))))
    ev.append(Event("vaalbara.allocation.choose", Text("あなたは{c}を選びました。", "You chose {c}.").format(
        c=character_name(action.initiative)), to=p))


def everyone_chose(s: State) -> bool:
    return all(s.chosen)
