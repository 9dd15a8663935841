"""The regatta: crews race to set every die on a buoy; the finishing order gives the sea areas.

The race itself comes from one of two modules, chosen by the ``regatta`` option (core.flow.Module):
``SIMULATED`` rolls everyone's dice beat by beat by itself; ``LIVE`` lets each faction roll its own dice.
"""

from __future__ import annotations

import random

from kernel_games.core import Action, Event, IllegalAction, Module, Step, Text, waiting
from kernel_games.core.rng import shuffled
from kernel_games.core.text import plural

from ..actions import Roll, Stop
from ..components import CLOSED_AREAS_FOR, FISHING_AREAS
from ..dice import ALL_BUOYS, DICE_TEXT, ROLLS, START_DICE
from ..narration import BEAT_PIECES, FINISH_TEXT, NAMES, SAME_BEAT_TEXT, SIGNAL_TEXT, illegal
from ..state import REGATTA, State, put

ROLL, STOP = Roll(), Stop()
SEAT_KEYS = tuple(str(p) for p in range(max(CLOSED_AREAS_FOR)))


# ---- the flow of the phase ----------------------------------------------------------------------------------------
def start(s: State, ev: list[Event]) -> None:
    """On entry: fishing-zone tokens close areas (fewer than four players), rowers set dice, the leader signals."""
    s.winner = -1
    n = s.n
    names = NAMES[n]
    k = CLOSED_AREAS_FOR[n]
    if k:
        tokens, s.rng = shuffled(list(FISHING_AREAS), s.rng)
        s.closed = tuple(sorted(tokens[:k]))
        rule = "noli.players.three" if n == 3 else "noli.players.two"
        shut = "・".join(map(str, s.closed)), ", ".join(map(str, s.closed))
        ev.append(Event(rule, Text(f"漁区トークンを引きました。このラウンドは海域{shut[0]}が閉じています。",
                                   f"Fishing-zone {'token' if k == 1 else 'tokens'} drawn: "
                                   f"{'area' if k == 1 else 'areas'} {shut[1]} {'is' if k == 1 else 'are'} closed this round."),
                        None, {"closed": list(s.closed)}))
    s.dice = tuple([START_DICE[r] for r in s.rowers])
    for p in range(n):
        r = s.rowers[p]
        if r:
            ev.append(Event("noli.regatta.rowers", Text(f"{names[p].ja}の漕ぎ手{r}人: ダイス{r}個をブイの面で置きます。",
                                                        f"{names[p].en}'s {plural(r, 'rower')} set "
                                                        f"{plural(r, 'die', 'dice')} buoy-up.")))
    s.rolls = (0,) * n
    s.area_of = (0,) * n
    track = s.track
    leader = max(range(n), key=track.__getitem__)
    ev.append(Event("noli.regatta.roll", SIGNAL_TEXT[n][leader]))


def everyone_in(s: State) -> bool:
    return all(s.area_of)


def next_free_area(s: State) -> int:
    taken = s.area_of
    return next(a for a in FISHING_AREAS if a not in s.closed and a not in taken)


def finish(s: State, p: int, ev: list[Event], rule: str = "noli.regatta.finish") -> None:
    """``p`` crosses the line and takes the best sea area still free."""
    a = next_free_area(s)
    s.area_of = put(s.area_of, p, a)
    ev.append(Event(rule, FINISH_TEXT[rule == "noli.regatta.last"][s.n][p][a], None, {"player": p, "area": a}))


# ---- the simulated race ------------------------------------------------------------------------------------------------
def simulate(s: State, ev: list[Event]) -> None:
    """noli.regatta.simulated: beat by beat, everyone still racing rolls the dice not showing a buoy."""
    r = random.Random(s.rng)
    roll = r.random
    names, pieces = NAMES[s.n], BEAT_PIECES[s.n]
    dice, rolls, track = list(s.dice), list(s.rolls), s.track
    outcomes_of, seat_keys, finished = ROLLS, SEAT_KEYS, ALL_BUOYS
    left = [p for p in range(s.n) if not s.area_of[p]]
    beat = 0
    while len(left) > 1:
        beat += 1
        done = []
        ja, en, shown = [], [], {}
        for p in left:
            size, outcomes = outcomes_of[dice[p]]
            d = dice[p] = outcomes[int(roll() * size)]
            rolls[p] += 1
            piece = pieces[p].get(d)
            if piece is None:
                piece = pieces[p][d] = (f"{names[p].ja} {DICE_TEXT[d]}", f"{names[p].en} {DICE_TEXT[d]}")
            ja.append(piece[0])
            en.append(piece[1])
            shown[seat_keys[p]] = list(d)
            if d in finished:
                done.append(p)
        ev.append(Event("noli.regatta.simulated", Text(f"{beat}拍目: " + "、".join(ja), f"Beat {beat}: " + ", ".join(en)),
                        None, {"beat": beat, "dice": shown}))
        if done:
            if len(done) > 1:
                done.sort(key=lambda p: -track[p])
                ev.append(Event("noli.regatta.simulated", SAME_BEAT_TEXT))
            for p in done:
                finish(s, p, ev)
            left = [p for p in left if p not in done]
    s.dice, s.rolls = tuple(dice), tuple(rolls)
    if left:
        finish(s, left[0], ev, "noli.regatta.last")
    s.rng = r.getrandbits(63)


# ---- the live race: each faction rolls its own dice ----------------------------------------------------------------------
def live_candidates(s: State, p: int) -> list[Action]:
    return [ROLL, STOP]


def live_refuse(s: State, p: int, action: Action) -> IllegalAction:
    return illegal("noli.regatta.live", "レガッタの最中です。ダイスを振ってください。", "The regatta is on: roll your dice.")


def live_forbid(s: State, p: int, action: Action) -> IllegalAction | None:
    if type(action) is Stop:
        others = sum(1 for q in range(s.n) if q != p and not s.area_of[q])
        if others:
            return illegal("noli.regatta.last", "やめられるのは最後の1人だけです（まだ{k}陣営が振っています）。",
                           "Only the last one still rolling may stop ({k} still rolling).",
                           k=plural(others, "other faction"))
    return None


def live_perform(s: State, p: int, action: Action, ev: list[Event]) -> None:
    if type(action) is Stop:
        finish(s, p, ev, "noli.regatta.last")
        return
    r = random.Random(s.rng)
    size, outcomes = ROLLS[s.dice[p]]
    d = outcomes[int(r.random() * size)]
    s.dice = put(s.dice, p, d)
    s.rng = r.getrandbits(63)
    s.rolls = put(s.rolls, p, s.rolls[p] + 1)
    nm = NAMES[s.n][p]
    ev.append(Event("noli.regatta.roll", Text(f"{nm.ja}が振りました: {DICE_TEXT[d]}", f"{nm.en} rolls: {DICE_TEXT[d]}"),
                    None, {"player": p, "dice": list(d)}))
    if d in ALL_BUOYS:
        finish(s, p, ev)


SIMULATED = Module(
    "regatta.simulated", Text("自動のレガッタ", "Simulated regatta"), rules=("noli.regatta.simulated",),
    auto={REGATTA: simulate})
LIVE = Module(
    "regatta.live", Text("ライブのレガッタ", "Live regatta"), rules=("noli.regatta.live", "noli.regatta.roll", "noli.regatta.last"),
    steps={REGATTA: (Step("", waiting("area_of"), (Roll, Stop), live_candidates, live_forbid, live_perform, live_refuse,
                          simultaneous=True),)})
