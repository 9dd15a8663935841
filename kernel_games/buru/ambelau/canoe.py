"""The Ambelau region's canoes (buru.ambelau.canoe, buru.ambelau.start, buru.ambelau.actions): in the afternoon each
player with explorers there, from the highest power down, moves their canoe clockwise 1 to that many spaces — a move
whose count ends on an occupied space goes on to the next free one — and then uses the space it ends on."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..economy import gain_logged
from ..narration import illegal, player, rule
from ..phases import benefits
from ..phases.areas import add_credit, totals
from ..state import BENEFIT, OFFER, TASK, State, put
from .actions import Paddle
from .cards import AMBELAU, TRACK

GUIDE = add_credit()  # a canoe space's "take your guide", in ``State.left``
START = -1  # every canoe's place at set-up, never entered again (buru.ambelau.start)
SPACES = len(TRACK)


def ahead(pos: int, d: int) -> int:
    """The space ``d`` steps clockwise from ``pos`` (the start space is skipped when the track comes round)."""
    return (d - 1) % SPACES if pos == START else (pos + d) % SPACES


def destinations(s: State, p: int) -> tuple[int, ...]:
    """Where ``p``'s canoe may end: for each count from 1 to ``p``'s power at Ambelau, that space, or the first free
    one after it when it is taken (its own space counts as taken: a canoe must move)."""
    pos, power = s.canoes[p], max(1, totals(s, AMBELAU)[p])
    taken = {c for c in s.canoes if c >= 0}
    out: list[int] = []
    for d in range(1, min(power, SPACES) + 1):
        i = ahead(pos, d)
        while i in taken:
            i = (i + 1) % SPACES
        if i not in out:
            out.append(i)
    return tuple(out)


def candidates(s: State, p: int) -> list[Action]:
    return [PADDLES[i] for i in destinations(s, p)] if s.area == AMBELAU else []


PADDLES = tuple(Paddle(i) for i in range(SPACES))


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if s.area != AMBELAU:
        return illegal("ambelau.canoe", "カヌーを動かせるのはアンベラウのアクションだけです。",
                       "A canoe moves only with an Ambelau action.")
    assert isinstance(a, Paddle)
    if not 0 <= a.space < SPACES:
        return illegal("ambelau.canoe", "カヌー・トラックにそのスペースはありません。", "The canoe track has no such space.")
    if a.space in s.canoes and s.canoes[p] != a.space:
        return illegal("ambelau.canoe", "そのスペースには{q}のカヌーがいます。カヌーは同じスペースに並べません。",
                       "{q}'s canoe is there: canoes never share a space.", q=player(s.canoes.index(a.space)))
    if a.space not in destinations(s, p):
        return illegal("ambelau.canoe", "そこへは行けません。時計回りに1〜{k}スペース（パワーの合計）進み、空いたスペースで"
                       "止まります。", "Out of reach: move 1 to {k} spaces clockwise (your power there) and stop on a "
                       "free space.", k=totals(s, AMBELAU)[p])
    return None


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    assert isinstance(a, Paddle)
    was = s.canoes[p]
    s.canoes = put(s.canoes, p, a.space)
    s.space = a.space
    ev.append(Event(rule("ambelau.canoe"), Text("{p}がカヌーを{i}番のスペースへ進めます。",
                                                "{p} paddles their canoe to space {i}.").format(p=player(p), i=a.space + 1),
                    data={"player": p, "area": AMBELAU, "from": was, "space": a.space}))
    sp = TRACK[a.space]
    if any(sp.gain):  # taking resources never hurts: they are taken at once ([ruling] buru.ambelau.actions)
        gain_logged(s, p, sp.gain, "ambelau.actions", ev, "カヌーのスペース", "the canoe's space")
    left = [0] * len(s.left)
    left[TASK], left[OFFER], left[GUIDE] = sp.task, int(sp.offer), int(sp.guide)
    s.left, s.kinds, s.step = tuple(left), (), BENEFIT
    benefits.settle(s, p, ev)


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    return illegal("ambelau.canoe", "アンベラウではカヌーを進めるスペースを選びます。",
                   "At Ambelau you choose the space your canoe moves to.")
