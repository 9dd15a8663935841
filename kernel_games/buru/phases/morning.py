"""Morning (buru.morning.place, buru.morning.secret): from the messenger clockwise, one explorer at a time face
down onto an area's wilderness, until everyone has placed four."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..actions import Place
from ..components import POWERS
from ..narration import area_name, illegal, player, rule
from ..plugs import EXTRA_EXPLORERS
from ..state import State, put

_ALL: dict[tuple, list[Action]] = {}


def candidates(s: State, p: int) -> list[Action]:
    mat = s.mat[p]
    found = _ALL.get((mat, s.sequence))
    if found is None:
        found = _ALL[mat, s.sequence] = [Place(a, k) for a in s.sequence for k in dict.fromkeys(mat)]
    return found


def tries(s: State, p: int) -> list[Action]:
    """Every area with every power: one already placed is refused with the rule."""
    return [Place(a, k) for a in s.sequence for k in POWERS]


def forbid(s: State, p: int, a: Place) -> IllegalAction | None:
    if a.area not in s.sequence:
        return illegal("morning.place", "探索者はいずれかのエリアに置きます。", "An explorer goes on one of the areas.")
    if a.power not in s.mat[p]:
        return illegal("morning.place", "パワー{k}の探索者はもう島にいます。", "Your explorer of power {k} is already on the "
                       "island.", k=a.power) if a.power in POWERS else illegal(
            "components.explorers", "探索者のパワーは1〜5です。", "Explorers have powers 1 to 5.")
    return None


def perform(s: State, p: int, a: Place, ev: list[Event]) -> None:
    mat = list(s.mat[p])
    mat.remove(a.power)  # one explorer (a module's extra explorer may share a power with another)
    s.mat = put(s.mat, p, tuple(mat))
    row = s.bids[a.area]
    s.bids = put(s.bids, a.area, put(row, p, (*row[p], a.power)))
    extra = 0  # a module's extra explorers: one more to place for each (inlined: every placement runs this)
    for key in s.modules:
        if key in EXTRA_EXPLORERS:
            extra += EXTRA_EXPLORERS[key](s, p)
    placed = len(POWERS) + extra - len(s.mat[p])
    ev.append(Event(rule("morning.place"), Text("{p}が{a}に探索者を伏せて置きます（{k}体目）。",
                                                "{p} places an explorer face down on the {a} ({k} of {m}).").format(
        p=player(p), a=area_name(a.area), k=placed, m=len(POWERS) - 1 + extra), data={"player": p, "area": a.area}))
    ev.append(Event(rule("morning.secret"), Text("あなたが置いたのはパワー{k}です。", "You placed power {k}.").format(
        k=a.power), to=p))
    s.current = next_placer(s, p)


def next_placer(s: State, p: int) -> int:
    """The next player clockwise with more than one explorer on their mat (one with an extra explorer places once
    more)."""
    for k in range(1, s.n + 1):
        q = (p + k) % s.n
        if len(s.mat[q]) > 1:
            return q
    return (p + 1) % s.n


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    return illegal("morning.place", "朝は探索者を1体ずつ置くところです。", "In the morning you place one explorer at a time.")

