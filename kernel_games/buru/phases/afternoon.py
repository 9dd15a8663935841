"""The afternoon's first decision: a free action space (buru.afternoon.choose), or in the Forest a forest card
(buru.forest.take)."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..actions import Choose, Done, Gather
from ..cards import FOREST_CARDS
from ..components import FOREST, SPACES
from ..economy import gain_logged
from ..narration import area_name, illegal, player, rule
from ..plugs import SPACE_FORBID, SPACE_REFUSE
from ..state import BENEFIT, State, put
from . import areas, benefits
from .areas import finish

DONE = Done()


# ---- the space step -------------------------------------------------------------------------------------------------
def candidates(s: State, p: int) -> list[Action]:
    a = s.area
    if a == FOREST:
        return [*(GATHER[i] for i, c in enumerate(s.display) if c >= 0), DONE]
    if a >= len(SPACES):  # a module's area without action spaces: its module offers the moves
        return []
    row = s.spaces[a]
    return [CHOOSE[i] for i in range(len(row)) if row[i] < 0]


GATHER = tuple(Gather(i) for i in range(8))
CHOOSE = tuple(Choose(i) for i in range(len(SPACES[0])))


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if s.area >= len(SPACES) and isinstance(a, (Done, Choose)):  # a module's area: its module says why not
        return SPACE_FORBID[s.area](s, p, a)
    if isinstance(a, Done):
        if s.area == FOREST:
            return None
        return illegal("afternoon.choose", "まず空いているアクションスペースを選びます。", "First choose a free action space.")
    if isinstance(a, Gather):
        if s.area != FOREST:
            return illegal("forest.take", "森カードを取れるのは森のアクションだけです。",
                           "Forest cards are taken with a Forest action.")
        if not 0 <= a.slot < len(s.display) or s.display[a.slot] < 0:
            return illegal("forest.take", "そこに森カードはありません。", "There is no forest card there.")
        return None
    if isinstance(a, Choose):
        if s.area == FOREST:
            return illegal("forest.take", "森では森カードを1枚選びます（スペースはどれも同じです）。",
                           "In the Forest you choose a forest card (the spaces are all alike).")
        if not 0 <= a.space < len(s.spaces[s.area]):
            return illegal("afternoon.choose", "そのアクションスペースはありません。", "There is no such action space.")
        if s.spaces[s.area][a.space] >= 0:
            return illegal("afternoon.choose", "そのスペースにはもう{q}の探索者がいます。空いているスペースを選びます。",
                           "{q}'s explorers already hold that space: choose a free one.",
                           q=player(s.spaces[s.area][a.space]))
    return None


def _occupy(s: State, p: int, i: int) -> None:
    s.spaces = put(s.spaces, s.area, put(s.spaces[s.area], i, p))


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    if s.area == FOREST:
        _occupy(s, p, s.spaces[FOREST].index(-1))
        if isinstance(a, Gather):
            card = s.display[a.slot]
            s.display = put(s.display, a.slot, -1)
            s.forest_discard += (card,)
            gain_logged(s, p, (*FOREST_CARDS[card].resources, 0, 0), "forest.take", ev, "森カード", "a forest card")
        else:
            ev.append(Event(rule("afternoon.benefits"), Text("{p}は森で何も取りません。", "{p} takes nothing in the Forest.").format(
                p=player(p)), data={"player": p}))
        finish(s, ev)
        return
    _occupy(s, p, a.space)
    sp = SPACES[s.area][a.space]
    ev.append(Event(rule("afternoon.choose"), Text("{p}が{a}の{i}番目のスペースを選びます。", "{p} takes the {a}'s space "
                                                   "{i}.").format(p=player(p), a=area_name(s.area), i=a.space + 1),
                    data={"player": p, "area": s.area, "space": a.space}))
    s.space, s.step = a.space, BENEFIT
    s.left = (sp.hire, sp.refresh, sp.task, sp.offer, sp.elder, sp.messenger, *areas.MODULES_NONE)  # none of theirs
    s.kinds = (sp.task_kind,) if sp.task_kind >= 0 else ()
    if sp.fish:
        gain_logged(s, p, (0, 0, 0, sp.fish, 0), "village.fish", ev, "アクションスペース", "the action space")
    benefits.settle(s, p, ev)


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    if s.area >= len(SPACES):
        return SPACE_REFUSE[s.area](s, p, a)
    return illegal("afternoon.choose", "まず{a}のアクションスペースを選びます。", "First choose an action space of the {a}.",
                   a=area_name(s.area))

