"""The messenger's player breaks a Lawan's tie (buru.lawan.tie): a step of the afternoon, asked while
``state.step`` is PICK; the Lawan's action then goes on by itself."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..narration import illegal, player, rule
from ..state import BENEFIT, SPACE, State
from .acting import hire, occupy, take
from .actions import Pick
from .common import name
from .region import paddle

_PICKS = tuple(Pick(i) for i in range(8))


def candidates(s: State, p: int) -> list[Action]:
    return [_PICKS[i] if 0 <= i < len(_PICKS) else Pick(i) for i in s.picks]


def forbid(s: State, p: int, a: Pick) -> IllegalAction | None:
    if a.option in s.picks:
        return None
    return illegal("lawan.tie", "選べるのは同点の選択肢（光っているもの）だけです。",
                   "Choose one of the tied options (the highlighted ones).")


def perform(s: State, p: int, a: Pick, ev: list[Event]) -> None:
    lawan, what = s.actor, s.pick
    s.picks, s.pick, s.chooser = (), "", -1
    ev.append(Event(rule("lawan.tie"), Text("{q}が{p}のために選びます。", "{q} chooses for {p}.").format(
        q=player(p), p=name(s, lawan)), data={"player": p, "for": lawan, "option": a.option}))
    if what == "hire":
        s.step = BENEFIT
        hire(s, lawan, a.option, ev)
    elif what == "forest":
        s.step = SPACE
        take(s, lawan, a.option, ev)
    elif what == "canoe":
        s.step = SPACE
        paddle(s, lawan, a.option, ev)
    else:
        s.step = SPACE
        occupy(s, lawan, a.option, ev)


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    return illegal("lawan.tie", "{p}の同点の選択肢から1つ選びます。", "Choose one of {p}'s tied options.",
                   p=name(s, s.actor))
