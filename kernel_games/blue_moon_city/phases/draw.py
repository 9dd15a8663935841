"""The end of a turn: discard 0-2 cards and draw that many plus 2 (blue_moon_city.discard.*); reward cards join
the hands; the next player."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import supply
from ..actions import Discard, Done, Draw
from ..components import FIGURE_STEPS, MAX_DISCARD, card_name
from ..narration import illegal, player, plural, rule
from ..state import DRAW, MOVE, State
from .end import check_end


def candidates(s: State, p: int) -> list[Action]:
    out: list[Action] = [Discard(c) for c in sorted(set(s.hands[p]))] if s.discarded < MAX_DISCARD else []
    out.append(Draw())
    return out


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if isinstance(a, Discard):
        if s.discarded >= MAX_DISCARD:
            return illegal("discard.draw", "捨てられるのは2枚までです。", "You may discard at most 2 cards.")
        if a.card not in s.hands[p]:
            return illegal("discard.draw", "手札に{c}がありません。", "You have no {c} in hand.", c=card_name(a.card))
    return None


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    if isinstance(a, Done):
        s.step = DRAW
        ev.append(Event(rule("turn.order"), Text("{p}が移動と貢献を終えました。", "{p} is done moving and contributing.")
                        .format(p=player(p)), data={"player": p}))
        return
    if isinstance(a, Discard):
        s.hands[p].remove(a.card)
        s.discard.append(a.card)
        s.discarded += 1
        s.step = DRAW
        ev.append(Event(rule("discard.draw"), Text("{p}が{c}を捨てました。", "{p} discards {c}.").format(
            p=player(p), c=card_name(a.card)), data={"player": p, "card": a.card}))
        if s.discarded < MAX_DISCARD:
            return
    end_turn(s, p, ev)


def end_turn(s: State, p: int, ev: list[Event]) -> None:
    got = supply.refill_hand(s, p, s.discarded, ev)
    ev.append(Event(rule("discard.draw"), Text("{p}が{k}枚引きました。", "{p} draws {c}.").format(
        p=player(p), k=len(got), c=plural(len(got), "card")), data={"player": p, "drawn": len(got)}))
    ev.append(Event(rule("discard.draw"), Text("引いたカード: ", "You drew: ") + Text(
        "・".join(card_name(c).ja for c in got), ", ".join(card_name(c).en for c in got)), to=p,
        data={"player": p, "cards": got}))
    for q in range(s.n):
        if s.gained[q]:
            shown = s.gained[q]
            s.hands[q] = sorted(s.hands[q] + shown)
            s.gained[q] = []
            ev.append(Event(rule("complete.cards_later"), Text("報酬のカードが手札に入りました: ", "Reward cards join your hand: ")
                            + Text("・".join(card_name(c).ja for c in shown), ", ".join(card_name(c).en for c in shown)),
                            to=q, data={"player": q, "cards": shown}))
    check_end(s, ev)
    if s.end:
        return
    s.current = (s.current + 1) % s.n
    s.turn += 1
    s.step, s.steps_left, s.discarded = MOVE, FIGURE_STEPS, 0
    s.offered = s.scaled = s.acted = False
    ev.append(Event(rule("turn.order"), Text("{p}の手番です。", "{p}'s turn.").format(p=player(s.current)),
                    data={"player": s.current, "turn": s.turn}))
