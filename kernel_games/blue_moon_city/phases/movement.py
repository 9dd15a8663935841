"""The movement phase (blue_moon_city.move.steps) and its card powers: Flit for the figure, Vulca, Terrah and Aqua
for the dragons (blue_moon_city.power.*)."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..actions import DragonFly, DragonMove, FlitDash, FlitFly, Walk, dragon_name
from ..components import CELLS, DISTANCE, DRAGON_STEPS, DRAGONS, FLIT, FLIT_EXTRA, OFF, PEOPLES, card
from ..narration import NAME, illegal, place, player, rule
from ..state import State

WALK_RULE = rule("move.steps")
FLIT_1, FLIT_2 = card(FLIT, 1), card(FLIT, 2)
CELL_RANGE = range(len(CELLS))


def dragon_card(d: int, value: int) -> int:
    return card(DRAGONS[d][2], value)


def power_rule(people: int) -> str:
    return rule(f"power.{PEOPLES[people].key}")


# the movement actions from each place, made once (candidates runs at every step of a turn)
MAX_STEPS = 8
WALKS = tuple(tuple([Walk(c) for c in CELL_RANGE if c != here and DISTANCE[here][c] <= left] for left in
                    range(MAX_STEPS + 1)) for here in CELL_RANGE)
FLIGHTS = tuple([FlitFly(c) for c in CELL_RANGE if c != here] for here in CELL_RANGE)
DRAGON_FLIGHTS = tuple({at: [DragonFly(d, c) for c in (OFF, *CELL_RANGE) if c != at] for at in (OFF, *CELL_RANGE)}
                       for d in range(len(DRAGONS)))
DRAGON_MOVES = tuple({at: [DragonMove(d, c) for c in CELL_RANGE if 0 < DISTANCE[at][c] <= DRAGON_STEPS]
                      for at in CELL_RANGE} for d in range(len(DRAGONS)))
DRAGON_CARDS = tuple((card(people, 1), card(people, 2)) for _, _, people in DRAGONS)
DASH = FlitDash()


def candidates(s: State, p: int) -> list[Action]:
    here = s.figures[p]
    out: list[Action] = WALKS[here][min(s.steps_left, MAX_STEPS)][:]
    hand = set(s.hands[p])  # looked up eight times
    if FLIT_1 in hand:
        out += FLIGHTS[here]
    if FLIT_2 in hand:
        out.append(DASH)
    for d, at in enumerate(s.dragons):
        one, two = DRAGON_CARDS[d]
        if one in hand:
            out += DRAGON_FLIGHTS[d][at]
        if two in hand and at != OFF:
            out += DRAGON_MOVES[d][at]
    return out


def _cell(c: object) -> bool:
    return type(c) is int and 0 <= c < len(CELLS)


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    hand = s.hands[p]
    if isinstance(a, Walk):
        if not _cell(a.to):
            return illegal("move.steps", "街の中のタイルを選んでください。", "Choose a tile of the city.")
        here = s.figures[p]
        if a.to == here:
            return illegal("move.steps", "もうそのタイルにいます。", "You are already on that tile.")
        d = DISTANCE[here][a.to]
        if d > s.steps_left:
            return illegal("move.steps", "そこまでは{d}歩かかりますが、残りは{l}歩です（縦横に1手番2歩まで）。",
                           "That tile is {d} steps away and you have {l} left (up to 2 orthogonal steps a turn).",
                           d=d, l=s.steps_left)
        return None
    if isinstance(a, FlitFly):
        if FLIT_1 not in hand:
            return illegal("power.flit", "手札にフリット1がありません。", "You have no Flit 1 in hand.")
        if not _cell(a.to) or a.to == s.figures[p]:
            return illegal("power.flit", "ほかのタイルを選んでください。", "Choose another tile of the city.")
        return None
    if isinstance(a, FlitDash):
        return None if FLIT_2 in hand else illegal("power.flit", "手札にフリット2がありません。",
                                                   "You have no Flit 2 in hand.")
    if isinstance(a, DragonFly | DragonMove):
        if type(a.dragon) is not int or not 0 <= a.dragon < len(DRAGONS):
            return illegal("power.use", "そのドラゴンはいません。", "There is no such dragon.")
        people, value = DRAGONS[a.dragon][2], 1 if isinstance(a, DragonFly) else 2
        why = power_rule(people)
        if dragon_card(a.dragon, value) not in hand:
            return IllegalAction(why, Text("手札に{c}{v}がありません。", "You have no {c} {v} in hand.").format(
                c=PEOPLES[people].name, v=value))
        at = s.dragons[a.dragon]
        if isinstance(a, DragonFly):
            if not (_cell(a.to) or a.to == OFF) or a.to == at:
                return IllegalAction(why, Text("ドラゴンのいない場所（街のタイルか街の外）を選んでください。",
                                               "Choose a tile of the city, or beside it, where the dragon is not."))
            return None
        if at == OFF:
            return IllegalAction(why, Text("{d}は街の外にいます。2のカードで動かせるのは街の中のドラゴンだけです。",
                                           "The {d} is beside the city; a 2 moves a dragon only inside the city.")
                                 .format(d=dragon_name(a.dragon)))
        if not _cell(a.to) or not 0 < DISTANCE[at][a.to] <= DRAGON_STEPS:
            return IllegalAction(why, Text("ドラゴンは縦横に3歩まで動きます。", "The dragon moves up to 3 orthogonal steps."))
        return None
    return None


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    if isinstance(a, Walk):
        d = DISTANCE[s.figures[p]][a.to]
        s.steps_left -= d
        s.figures[p] = a.to
        (pj, pe), (cj, ce) = NAME[p], place(s.cells, a.to)
        ev.append(Event(WALK_RULE, Text(f"{pj}が{cj}へ{d}歩進みました。", f"{pe} walks {d} to {ce}."),
                        data={"player": p, "to": a.to, "steps": d}))
    elif isinstance(a, FlitFly):
        s.hands[p].remove(FLIT_1)
        s.discard.append(FLIT_1)
        s.figures[p] = a.to
        (pj, pe), (cj, ce) = NAME[p], place(s.cells, a.to)
        ev.append(Event(power_rule(FLIT), Text(f"{pj}がフリット1で{cj}へ飛びました。", f"{pe} plays Flit 1 and flies to {ce}."),
                        data={"player": p, "to": a.to, "card": FLIT_1}))
    elif isinstance(a, FlitDash):
        s.hands[p].remove(FLIT_2)
        s.discard.append(FLIT_2)
        s.steps_left += FLIT_EXTRA
        ev.append(Event(power_rule(FLIT), Text("{p}がフリット2で2歩ふやしました。", "{p} plays Flit 2: two more steps.")
                        .format(p=player(p)), data={"player": p, "card": FLIT_2}))
    else:
        value = 1 if isinstance(a, DragonFly) else 2
        c = dragon_card(a.dragon, value)
        s.hands[p].remove(c)
        s.discard.append(c)
        s.dragons[a.dragon] = a.to
        people = DRAGONS[a.dragon][2]
        (pj, pe), (wj, we) = NAME[p], place(s.cells, a.to)
        cj, ce = PEOPLES[people].name.ja, PEOPLES[people].name.en
        dj, de = dragon_name(a.dragon).ja, dragon_name(a.dragon).en
        xj, xe = ("飛ばしました", "flies") if value == 1 else ("動かしました", "moves")
        ev.append(Event(power_rule(people), Text(f"{pj}が{cj}{value}で{dj}を{wj}へ{xj}。",
                                                 f"{pe} plays {ce} {value} and {xe} the {de} to {we}."),
                        data={"player": p, "dragon": a.dragon, "to": a.to, "card": c}))
