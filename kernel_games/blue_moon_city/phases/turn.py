"""A turn's steps put together: what each step offers, refuses and does, from the phase modules
(movement, contribution, obelisk, draw). Each action type belongs to one module."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction

from ..actions import Cancel, Discard, Done, DragonFly, DragonMove, Draw, FlitDash, FlitFly, Offer, OfferAgain, Pay, Recolour, Walk
from ..components import CENTRE
from ..narration import illegal
from ..state import DRAW, MOVE, PAY, State
from . import contribution, draw, movement, obelisk
from .end import check_end

MODULE = {Walk: movement, FlitFly: movement, FlitDash: movement, DragonFly: movement, DragonMove: movement,
          Pay: contribution, Recolour: contribution, Cancel: contribution, Offer: obelisk, OfferAgain: obelisk,
          Done: draw, Discard: draw, Draw: draw}
DONE = Done()
MOVE_STEP = (Walk, FlitFly, FlitDash, DragonFly, DragonMove, Pay, Recolour, Offer, OfferAgain, Done)
BUILD_STEP = (Pay, Recolour, Offer, OfferAgain, Done)
PAY_STEP = (Pay, Recolour, Cancel)
DRAW_STEP = (Discard, Draw)


def candidates(s: State, p: int) -> list[Action]:
    if s.step == PAY:
        return contribution.candidates(s, p)
    if s.step == DRAW:
        return draw.candidates(s, p)
    out: list[Action] = movement.candidates(s, p) if s.step == MOVE else []
    out += contribution.candidates(s, p)
    if s.figures[p] == CENTRE:  # offerings only on the Courtyard
        out += obelisk.candidates(s, p)
    out.append(DONE)
    return out


def tries(s: State, p: int) -> list[Action]:
    """The legal actions and the plausible illegal ones a learner may click: a walk to any tile (too far, or after
    contributing), any card of the hand on any free box of this tile, an offering with every crystal tile held."""
    legal = candidates(s, p)
    if s.step == DRAW:
        return legal
    seen = set(legal)
    here = s.figures[p]
    more: list[Action] = [Walk(c) for c in range(len(s.cells)) if c != here]
    boxes = [s.pay_box] if s.pay_box >= 0 else contribution.free_boxes(s, here)
    more += [Pay(b, c) for b in boxes for c in sorted(set(s.hands[p]))]
    if not s.offered and here == CENTRE:
        more.append(Offer(s.crystals[p].count(1), s.crystals[p].count(3)))
    return legal + [a for a in more if a not in seen]


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    return MODULE[type(a)].forbid(s, p, a)


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    module = MODULE[type(a)]
    module.perform(s, p, a, ev)
    if module is contribution or module is obelisk:  # only markers placed, buildings rebuilt and crystal tiles paid
        check_end(s, ev)  # can end the game (the end of a turn checks for itself: draw.end_turn)


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    if s.step == PAY:
        return illegal("contribute.one_by_one", "支払いの途中です。カードを出し終えるか、取り消してください。",
                       "You are in the middle of a payment: finish it or take it back.")
    if s.step == DRAW:
        return illegal("discard.draw", "残っているのは、カードを2枚まで捨てて引くことだけです。",
                       "All that is left this turn is to discard up to 2 cards and draw.")
    if isinstance(a, Discard | Draw):
        return illegal("turn.order", "捨て札と補充は手番の最後です。先に「終了」で移動と貢献を終えてください。",
                       "Discarding and drawing end the turn: first finish moving and contributing.")
    if isinstance(a, Cancel):
        return illegal("contribute.one_by_one", "取り消す支払いがありません。", "There is no payment to take back.")
    if isinstance(a, FlitFly | FlitDash):
        return illegal("power.flit", "フリットは移動中だけの力です。貢献か捧げものをした後は使えません。",
                       "Flit works only while moving: not after a contribution or an offering.")
    if isinstance(a, DragonFly | DragonMove):
        return illegal("power.use", "ドラゴンを動かす力は移動中だけです。貢献か捧げものをした後は使えません。",
                       "Dragon cards work only while moving: not after a contribution or an offering.")
    if isinstance(a, Walk):
        return illegal("contribute.where", "貢献か捧げものをした後は、もう移動できません。",
                       "After a contribution or an offering you cannot move any more.")
    return illegal("turn.order", "いまはその行動はできません。", "That is not possible now.")
