"""The afternoon's progress (buru.afternoon.order): each area in turn has its explorers revealed
(buru.afternoon.reveal), its conqueror rewarded (buru.afternoon.conquer, buru.decree.area), then its players act from
the highest power down (buru.afternoon.tie)."""

from __future__ import annotations

from kernel_games.core import Event, Text

from ..cards import DECREES
from ..components import AREA_TOTEM, LAKE_CONQUEST_ESTEEM
from ..economy import gain_logged
from ..narration import area_name, player, rule, spirit_name
from ..plugs import CONQUER_RULE, CONQUEST_TOTEM
from ..state import DONE, SPACE, State, bump, put

NONE_LEFT = (0, 0, 0, 0, 0, 0)  # hire, refresh, task, offer, elder, messenger; then each module's (add_credit)
MODULES_NONE: tuple[int, ...] = ()  # no credit of a module's kind (read as ``areas.MODULES_NONE``: it grows)


def add_credit() -> int:
    """A module's kind of credit in ``State.left`` (its area's spaces give it); returns its index."""
    global NONE_LEFT, MODULES_NONE
    NONE_LEFT, MODULES_NONE = (*NONE_LEFT, 0), (*MODULES_NONE, 0)
    return len(NONE_LEFT) - 1


def module_credits() -> tuple[int, ...]:
    """No credit of a module's kind (a base area's space gives none)."""
    return MODULES_NONE


def totals(s: State, a: int) -> tuple[int, ...]:
    return tuple(sum(b) for b in s.bids[a])


def ranking(s: State, a: int) -> tuple[int, ...]:
    """The players with explorers in area ``a``, highest power first; ties clockwise from the messenger."""
    t = totals(s, a)
    return tuple(sorted((p for p in range(s.n) if s.bids[a][p]), key=lambda p: (-t[p], (p - s.messenger) % s.n)))


def enter(s: State, ev: list[Event]) -> None:
    s.area = -1
    next_area(s, ev)


def over(s: State) -> bool:
    return s.area == DONE


def next_area(s: State, ev: list[Event]) -> None:
    """Reveal the next area where someone bid; past the last one the afternoon is over."""
    seq = s.sequence
    for a in seq[seq.index(s.area) + 1 if s.area >= 0 else 0:]:
        order = ranking(s, a)
        if order:
            reveal(s, a, order, ev)
            return
        ev.append(Event(rule("afternoon.order"), Text("{a}にはだれも探索者を置いていません。", "Nobody sent explorers to the "
                                                      "{a}.").format(a=area_name(a)), data={"area": a}))
    s.area, s.order, s.actor, s.step = DONE, (), -1, ""


def reveal(s: State, a: int, order: tuple[int, ...], ev: list[Event]) -> None:
    s.area, s.order, s.actor = a, order, order[0]
    s.shown = put(s.shown, a, True)
    t = totals(s, a)
    parts = Text("、".join(f"{player(p).ja}{t[p]}" for p in order), ", ".join(f"{player(p).en} {t[p]}" for p in order))
    ev.append(Event(rule("afternoon.reveal"), Text("{a}の探索者を公開：{x}。", "The {a}'s explorers are revealed: {x}.").format(
        a=area_name(a), x=parts), data={"area": a, "bids": [list(b) for b in s.bids[a]]}))
    if len(order) > 1 and t[order[0]] == t[order[1]]:
        ev.append(Event(rule("afternoon.tie"), Text("同点は使者から時計回りに近い{p}が上です。",
                                                    "A tie: {p}, nearer the messenger clockwise, ranks higher.").format(
            p=player(order[0])), data={"area": a}))
    conquer(s, a, order[0], ev)
    begin(s)


def conquer(s: State, a: int, p: int, ev: list[Event]) -> None:
    s.conquered = put(s.conquered, a, p)
    spirit = AREA_TOTEM.get(a, -1)
    for totem in CONQUEST_TOTEM if spirit < 0 else ():  # a module's spirit whose totem this conquest takes
        spirit = totem(s, a)
        if spirit >= 0:
            break
    if spirit >= 0:
        was = s.totems[spirit]
        s.totems = put(s.totems, spirit, p)
        ev.append(Event(rule(CONQUER_RULE.get(spirit, "afternoon.conquer")), Text(
            "{p}が{a}を征服し、{s}の象徴を取ります{w}。",
                                                        "{p} conquers the {a} and takes {s}'s totem{w}.").format(
            p=player(p), a=area_name(a), s=spirit_name(spirit),
            w=Text("", "") if was < 0 or was == p else Text("（{q}から）", " from {q}").format(q=player(was))),
            data={"player": p, "area": a, "totem": spirit}))
    else:
        s.esteem = bump(s.esteem, p, LAKE_CONQUEST_ESTEEM)
        ev.append(Event(rule("afternoon.conquer"), Text("{p}が{a}を征服し、1エスティームを得ます。",
                                                        "{p} conquers the {a} and gains 1 esteem.").format(
            p=player(p), a=area_name(a)), data={"player": p, "area": a, "esteem": LAKE_CONQUEST_ESTEEM}))
    for d in [d for d in s.decrees if DECREES[d].area == a]:
        gain_logged(s, p, DECREES[d].gain, "decree.area", ev, "指令", "the decree")
        s.decrees = tuple(x for x in s.decrees if x != d)
        s.decrees_done += (d,)


def begin(s: State) -> None:
    s.step, s.space, s.left, s.kinds = SPACE, -1, NONE_LEFT, ()


def finish(s: State, ev: list[Event]) -> None:
    """The actor's action is over: the next player in the area; after the last, nobody (the flow's ``advance`` then
    reveals the next area, so a move never carries the next conquest with it)."""
    s.order = s.order[1:]
    if s.order:
        s.actor = s.order[0]
        begin(s)
    else:
        s.actor, s.step = -1, ""


def advance(s: State, ev: list[Event]) -> None:
    """The afternoon's automatic progress: the next area where someone bid."""
    next_area(s, ev)
