"""A turn put together: the action step and the effect step, then the end of the turn (turn.actions): the next
player, or the end of the game once everyone has had their last turn (end.last_turns)."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..actions import ACTIONS, EFFECTS, Abundance, Build, Craftsman, Explore, Lay, Pass, Site, Transport
from ..components import ACTIONS as PER_TURN
from ..maps import BOARDS, FOG, FORBIDDEN, FOREST, MEADOW, RUIN
from ..narration import illegal, player, rule
from ..state import ACT, EFFECT, State
from . import act, effects

ACT_STEP, EFFECT_STEP = ACTIONS, EFFECTS


def candidates(s: State, p: int) -> list[Action]:
    return effects.candidates(s, p) if s.step == EFFECT else act.candidates(s, p)


def tries(s: State, p: int) -> list[Action]:
    """The legal actions and the plausible illegal ones a learner may click, each answered with the rule it breaks:
    exploring any hex still unexplored (too far, forbidden, a forest with one action left), a craftsman on any
    meadow, a site on a full ruin, carrying from any exploitation to any site (no path, someone else's), building
    any of your contracts on your sites (resources missing), passing; during an effect, the effect's own choices on
    any hex, and an ordinary action (the effect first)."""
    legal = candidates(s, p)
    b = BOARDS[s.board]
    unexplored = [h for t in (FOG, FOREST, FORBIDDEN) for h in b.of(t) if s.tile[h] < 0]
    if s.step == EFFECT:
        more: list[Action] = [Craftsman(h) for h in b.of(MEADOW)[:1]]
        if s.effect in ("neutral.adventures", "neutral.workshop"):
            more += [Lay(h) for h in unexplored]
        elif s.effect == "neutral.abundance":
            more += [Abundance(h) for h in b.of(MEADOW)]
    else:
        mine = [slot for slot, o in enumerate(s.site) if o == p]
        cards = [*s.hands[p], *(c for c in s.display if c >= 0)]
        more = [Explore(h) for h in unexplored] + [Craftsman(h) for h in b.of(MEADOW)] + [Site(h) for h in b.of(RUIN)]
        more += [Transport(h, slot) for h, n in enumerate(s.heap) if n for slot, o in enumerate(s.site) if o >= 0]
        more += [Build(slot, c) for slot in mine for c in cards] + [act.PASS]
    seen = set(legal)
    return legal + [a for a in dict.fromkeys(more) if a not in seen]


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    return effects.forbid(s, p, a) if s.step == EFFECT else act.forbid(s, p, a)


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    idle = isinstance(a, Pass) and s.actions_left == PER_TURN  # a whole turn without an action
    (effects.perform if s.step == EFFECT else act.perform)(s, p, a, ev)
    if s.step == ACT:
        s.passes = s.passes + 1 if idle else 0
    if s.step != ACT:
        return
    trigger_turn = s.end_holder == p and s.last_turns == s.n - 1  # the fifth building ends its turn at once
    if s.actions_left <= 0 or trigger_turn:
        end_turn(s, ev)


def end_turn(s: State, ev: list[Event]) -> None:
    """The turn is over: the next player's, or the end of the game (end.last_turns; turn.pass when everyone in turn
    could only pass)."""
    if s.end_holder >= 0 and s.current != s.end_holder:
        s.last_turns -= 1
    if s.last_turns == 0 or s.passes >= s.n:
        s.over = True
        return
    s.current = (s.current + 1) % s.n
    s.turn += 1
    s.actions_left = PER_TURN
    ev.append(Event(rule("turn.actions"), Text("{p}の手番です（2アクション）。", "{p}'s turn (two actions).").format(
        p=player(s.current)), data={"player": s.current, "turn": s.turn}))


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    if s.step == EFFECT:
        return illegal("action.effect", "いまは契約の効果を使うか、使わないかを選ぶところです。",
                       "First use the effect of the contract you just fulfilled, or skip it.")
    return illegal("turn.actions", "いまはその行動はできません。", "That is not possible now.")
