"""Noli's heuristics, read from a player's view only.

``plan`` turns a view into a finished bid plan: the coins a faction puts on each investment, never more than its
purse (bank + coins already bid), leaning on the Mason (the tower is the score) and on the Courtier when the end
of the track is near and the faction would win there. ``action_value`` lets the generic GreedyBot walk towards that
plan one SetBid at a time and declare Ready once it stands; it also orders fishing symbols and picks targets.
``BidderBot`` bids like the plan but varies it from round to round, so it cannot be read as easily.
"""

from __future__ import annotations

import random

from kernel_games.core import Action, Bot, Text

from .actions import DoubleUp, RaidTower, Ready, ResolveSymbol, Roll, SetBid, Stop, TakeRower, Wreck
from .components import BOATS, CARDS, INVESTMENTS, MAX_ROWERS, WIN_FLOORS
from .track import next_space
from .view import NoliView


def _others(view: NoliView) -> list[int]:
    return [q for q in range(view["players"]) if q != view["viewer"]]


def weights(view: NoliView) -> dict[str, float]:
    """How much the viewer wants each investment this round (0: not at all)."""
    me = view["viewer"]
    floors, track, end = view["floors"], view["track"], view["track_end"]
    mine = floors[me]
    best_other = max((floors[q] for q in _others(view)), default=0)
    w = {"mason": 3.0 + mine + (4.0 if mine >= WIN_FLOORS - 2 else 0.0)}
    ends = next_space(track, me) >= end
    if ends:
        w["courtier"] = 20.0 if mine >= best_other else 0.0
    else:
        threat = any(next_space(track, q) >= end and floors[q] >= mine for q in _others(view))
        w["courtier"] = 1.5 + (2.0 if mine >= best_other else 0.0) + (3.0 if threat else 0.0)
    rowers = view["rowers"][me]
    w["rower"] = 0.0 if rowers >= MAX_ROWERS else (2.0 if rowers < 2 else 1.0)
    boats = view["boats"][me]
    w["shipwright"] = 0.0 if boats >= BOATS else (2.5 if view["round"] <= 4 else 1.5)
    return w


_PLANS: dict[tuple, dict[str, int]] = {}
_LAST: list = [None, None]  # the view asked about last and its plan


def cached_plan(view: NoliView) -> dict[str, int]:
    """``plan(view)``, remembered for the position (GreedyBot asks once per legal action, with the same view object;
    a view is read, never changed, so the same object means the same plan)."""
    if view is _LAST[0]:
        return _LAST[1]
    me = view["viewer"]
    key = (me, view["round"], view["players"], view["bank"] + sum(view["bids"][me]), tuple(view["floors"]),
           tuple(view["track"]), tuple(view["rowers"]), tuple(view["boats"]), view["track_end"])
    found = _PLANS.get(key)
    if found is None:
        if len(_PLANS) > 4096:
            _PLANS.clear()
        found = _PLANS[key] = plan(view)
    _LAST[0], _LAST[1] = view, found
    return found


def plan(view: NoliView, w: dict[str, float] | None = None) -> dict[str, int]:
    """A finished bid plan for the viewer: coins per investment, summing to at most the purse."""
    me = view["viewer"]
    purse = view["bank"] + sum(view["bids"][me])
    out = dict.fromkeys(INVESTMENTS, 0)
    if purse <= 0:
        return out
    w = w or weights(view)
    mine = view["floors"][me]
    if w.get("courtier", 0) >= 20:  # a Courtier win ends the game with us ahead: everything on it
        out["courtier"] = purse
        return out
    if mine == WIN_FLOORS - 1:  # one floor from victory
        out["mason"] = purse
        return out
    if mine == WIN_FLOORS - 2 and purse >= 2:  # two floors away: bid half, keep half to double up
        out["mason"] = purse // 2
        return out
    # the seed's tip: a modest Mason bid with as much again kept in the bank can win two floors (double up)
    shares = {k: w[k] for k in INVESTMENTS if w[k] > 0}
    shares["reserve"] = 0.8 * w["mason"]
    ranked = sorted(shares, key=lambda k: -shares[k])[:4]
    total = sum(shares[k] for k in ranked)
    left = purse
    for k in ranked:
        amount = min(left, max(1, round(purse * shares[k] / total)))
        if k == "reserve":
            amount = min(amount, out["mason"] or amount)
        else:
            out[k] = amount
        left -= amount
    return out


def _resolve_value(view: NoliView, card: int, index: int) -> float:
    me = view["viewer"]
    kind = CARDS[card].symbols[index].kind
    pending = [CARDS[c].symbols[i].kind for c, i in view["pending"]]
    walls = view["walls"]
    if kind == "storm":
        floors = view["floors"]
        exposed = "raid" in pending and walls == 0 and floors[me] > 0 and not any(floors[q] for q in _others(view))
        return 10.0 if exposed else -10.0  # flee the storm only to save our own tower
    if kind == "wall":
        return 6.0 if walls < 6 else 1.0  # before the raids, unless it would be wasted at six walls
    if kind == "raid":
        return 3.0
    return 4.0


def action_value(view: NoliView, action: Action) -> float:
    me = view["viewer"]
    t = type(action)
    if t is SetBid:
        target = cached_plan(view).get(action.investment, 0)
        current = view["bids"][me][INVESTMENTS.index(action.investment)]
        if action.amount == target != current:
            return 10.0
        return -1.0 - 0.01 * abs(action.amount - target)
    if t is Ready:
        p = cached_plan(view)
        return 5.0 if [p[k] for k in INVESTMENTS] == view["bids"][me] else 0.0
    if t is DoubleUp:
        if not action.yes:
            return 0.0
        inv, floors, track = view["investment"], view["floors"], view["track"]
        mine, best_other = floors[me], max((floors[q] for q in _others(view)), default=0)
        gain = {"mason": 6.0 + mine, "rower": 1.0 if view["rowers"][me] < 2 else 0.2,
                "shipwright": 1.5 if view["boats"][me] < 3 else 0.6}.get(inv)
        if inv == "courtier":
            if next_space(track, me) >= view["track_end"]:
                gain = 50.0 if mine >= best_other else -50.0
            else:
                gain = 1.2 if mine >= best_other else 0.4
        return gain - 0.15 * view["price"]
    if t is ResolveSymbol:
        return _resolve_value(view, action.card, action.symbol)
    if t is RaidTower:
        floors = view["floors"]
        return -10.0 if action.target == me else 2.0 * floors[action.target] + (1.0 if floors[action.target] == max(floors) else 0)
    if t is Wreck:
        return view["boats"][action.target] + 0.5 * view["floors"][action.target]
    if t is TakeRower:
        return view["rowers"][action.victim] + 0.5 * view["floors"][action.victim]
    if t is Stop:
        return 2.0
    if t is Roll:
        return 1.0
    return 0.0


class BidderBot(Bot):
    """Bids by ``plan``, but weighs the investments a little differently each round (seeded by the round and
    seat, so a game replays alike), and otherwise acts like the greedy heuristic."""

    name = Text("入札屋", "Bidder")

    def __init__(self, game) -> None:
        self.game = game

    def _plan(self, view: NoliView) -> dict[str, int]:
        w = weights(view)
        r = random.Random(f"noli/{view['round']}/{view['viewer']}")
        w = {k: (v if v >= 20 else v * r.uniform(0.5, 1.6)) for k, v in w.items()}
        return plan(view, w)

    def choose(self, view: NoliView, legal: list[Action], rng: random.Random) -> Action:
        if view["phase"] == "investment":
            target = self._plan(view)
            me = view["viewer"]
            for a in legal:
                if type(a) is SetBid and a.amount == target[a.investment] != view["bids"][me][INVESTMENTS.index(a.investment)]:
                    return a
            ready = [a for a in legal if type(a) is Ready]
            if ready:
                return ready[0]
        scored = [(action_value(view, a), rng.random(), a) for a in legal]
        return max(scored, key=lambda x: (x[0], x[1]))[2]
