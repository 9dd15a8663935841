"""The end of a turn: discard 0-2 cards and draw that many plus 2 (blue_moon_city.discard.*); reward cards join
the hands; the next player."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import supply
from ..actions import Discard, Done, Draw
from ..components import CARD_NAMES, FIGURE_STEPS, MAX_DISCARD, card_name
from ..narration import NAME, illegal, plural, rule
from ..state import DRAW, MOVE, State, put
from .end import check_end

DRAW_RULE, TURN_RULE = rule("discard.draw"), rule("turn.order")
CARD_JA = {c: t.ja for c, t in CARD_NAMES.items()}
CARD_EN = {c: t.en for c, t in CARD_NAMES.items()}


DISCARDS = {c: Discard(c) for c in CARD_NAMES}
TURNS = tuple(Text(f"{ja}の手番です。", f"{en}'s turn.") for ja, en in NAME)
DRAW_ACTION = Draw()


def candidates(s: State, p: int) -> list[Action]:
    out: list[Action] = [DISCARDS[c] for c in sorted(set(s.hands[p]))] if s.discarded < MAX_DISCARD else []
    out.append(DRAW_ACTION)
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
        finish(s, p, ev)
        return
    if isinstance(a, Discard):
        s.hands[p].remove(a.card)
        s.discard.append(a.card)
        s.discarded += 1
        s.step = DRAW
        (pj, pe), c = NAME[p], a.card
        ev.append(Event(DRAW_RULE, Text(f"{pj}が{CARD_JA[c]}を捨てました。", f"{pe} discards {CARD_EN[c]}."),
                        data={"player": p, "card": c}))
        if s.discarded < MAX_DISCARD:
            return
    end_turn(s, p, ev)


def finish(s: State, p: int, ev: list[Event]) -> None:
    """Moving and contributing are over; discarding comes next."""
    s.step = DRAW
    pj, pe = NAME[p]
    ev.append(Event(TURN_RULE, Text(f"{pj}が移動と貢献を終えました。", f"{pe} is done moving and contributing."),
                    data={"player": p}))


def end_turn(s: State, p: int, ev: list[Event]) -> None:
    got = supply.refill_hand(s, p, s.discarded, ev)
    pj, pe = NAME[p]
    ev.append(Event(DRAW_RULE, Text(f"{pj}が{len(got)}枚引きました。", f"{pe} draws {plural(len(got), 'card')}."),
                    data={"player": p, "drawn": len(got)}))
    ev.append(Event(DRAW_RULE, Text("引いたカード: " + "・".join(CARD_JA[c] for c in got),
                                    "You drew: " + ", ".join(CARD_EN[c] for c in got)), to=p,
                    data={"player": p, "cards": got}))
    for q in range(s.n):
        if s.gained[q]:
            shown = s.gained[q]
            s.hands[q] = sorted(s.hands[q] + list(shown))
            s.gained = put(s.gained, q, ())
            ev.append(Event(rule("complete.cards_later"),
                            Text("報酬のカードが手札に入りました: " + "・".join(CARD_JA[c] for c in shown),
                                 "Reward cards join your hand: " + ", ".join(CARD_EN[c] for c in shown)),
                            to=q, data={"player": q, "cards": list(shown)}))
    check_end(s, ev)
    if s.end:
        return
    s.current = (s.current + 1) % s.n
    s.turn += 1
    s.step, s.steps_left, s.discarded = MOVE, FIGURE_STEPS, 0
    s.offered = s.scaled = s.acted = False
    ev.append(Event(TURN_RULE, TURNS[s.current], data={"player": s.current, "turn": s.turn}))
