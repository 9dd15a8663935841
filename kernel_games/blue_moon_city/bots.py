"""Blue Moon City's bots, read from a player's view only.

``action_value`` is the greedy estimate (GreedyBot): what one action is worth now, looking no further. ``PlannerBot``
plans its turn: it picks the tile where its hand pays most (the boxes it can fill, the dragons' scales there, the
building's rewards when it completes it, less what the cards spent were worth), walks — or flits — there, flies or
moves a dragon onto it when a spare dragon card allows, and pays box after box with the cheapest cards; with crystals
enough for the obelisk's next box it goes to the Courtyard instead, and offers again with a Pillar. At the end of the
turn it discards the cards least worth keeping (colours no ruin needs any more) when a fresh card is worth more.

Values are in crystal points: a crystal tile is worth its average, 2.4; a card, a golden scale and a box are priced
below from the rewards they lead to (components.py).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from kernel_games.core import Action, Bot, Text

from .actions import Cancel, Discard, Done, DragonFly, DragonMove, Draw, FlitDash, FlitFly, Offer, OfferAgain, Pay, Recolour, Walk
from .components import (
    ANY,
    CENTRE,
    CRYSTAL_TILES,
    DECK,
    DISTANCE,
    DRAGON_STEPS,
    DRAGONS,
    FLIT,
    HOAX,
    KHIND,
    MIMIX,
    NEIGHBOURS,
    PILLAR,
    TILE_REWARDS,
    TILES,
    Reward,
    card,
    people_of,
    value_of,
)
from .hand import after, alone, best_boxes, cheapest, from_view
from .view import BlueMoonView

CRYSTAL = sum(CRYSTAL_TILES) / len(CRYSTAL_TILES)  # a crystal tile's average value: 2.4
VALUE_CRYSTAL = 2.4
CARD = 1.0  # a card in hand
SCALE = 2.0  # a golden scale: about its share of a scale scoring (6 or 3 crystal tiles)
OFFERING = 60.0  # the score itself
FLIT_1, FLIT_2 = card(FLIT, 1), card(FLIT, 2)


# ---- the greedy estimate ---------------------------------------------------------------------------------------------
def _cell_worth(view: BlueMoonView, cell: int) -> float:
    """How good it is to stand on ``cell``: free boxes of an unbuilt building, dragons there; the Courtyard when
    the viewer could pay for an offering."""
    me = view["viewer"]
    if cell == CENTRE:
        cost = next_cost(view)
        return 6.0 if cost and sum(view["crystals"] or []) >= cost and not view["offered"] else 0.0
    if view["built"][cell] or not view["markers"][me]:
        return 0.0
    t = TILES[view["cells"][cell]]
    hand = view["hand"] or []
    free = [v for v, o in zip(t.boxes, view["boxes"][cell], strict=True) if o == -1]
    colour = sum(c % 10 for c in hand if c // 10 == t.people) + sum(1 for c in hand if c // 10 == KHIND)
    payable = sum(1 for v in free if colour >= v or t.people < 0)
    dragons = sum(1 for d in view["dragons"] if d == cell)
    return payable * 2.0 + dragons * (1.5 if payable else 0.0)


def action_value(view: BlueMoonView, action: Action) -> float:
    me = view["viewer"]
    here = view["figures"][me]
    if isinstance(action, Offer | OfferAgain):
        return 10.0 - 0.5 * (action.ones + 3 * action.threes)
    if isinstance(action, Pay):
        return 3.0 + action.card % 10 * 0.1
    if isinstance(action, Walk | FlitFly):
        cost = 0.5 if isinstance(action, FlitFly) else 0.0
        return _walk_gain(view, here, action.to) - cost
    if isinstance(action, DragonFly | DragonMove):
        return 1.0 if action.to == here and _cell_worth(view, here) > 0 else -1.0
    if isinstance(action, FlitDash):
        return -0.5
    if isinstance(action, Discard):
        return 0.2 if action.card % 10 == 3 else -0.2
    if isinstance(action, Cancel | Draw):
        return 0.0
    return 0.1  # Done, Recolour


def _walk_gain(view: BlueMoonView, here: int, to: int) -> float:
    """What moving from ``here`` to ``to`` gains; with nothing worth having at either, a step nearer the closest cell
    that is (so a figure walled in by finished buildings walks out rather than pass for ever)."""
    gain = _cell_worth(view, to) - _cell_worth(view, here)
    if gain or _cell_worth(view, here):
        return gain
    targets = [c for c in range(len(view["built"])) if c not in (here, to) and _cell_worth(view, c) > 0]
    if not targets:
        return 0.0
    return 0.3 * (min(DISTANCE[here][c] for c in targets) - min(DISTANCE[to][c] for c in targets))


# ---- what things are worth to the planner -------------------------------------------------------------------------------
def next_cost(view: BlueMoonView) -> int:
    free = [c for c, o in zip(view["obelisk_costs"], view["obelisk"], strict=True) if o == -1]
    return free[0] if free else 0


def reward_value(r: Reward, crystal: float = CRYSTAL) -> float:
    """A reward in crystal points; ``crystal``: what one of its crystals is worth (``crystal_worth``)."""
    return r.crystals * crystal + r.cards * CARD + r.scales * SCALE


def crystal_worth(view: BlueMoonView) -> float:
    """A reward's crystal: a face-down tile (2.4 on average), or 1 when crystals are counted by value."""
    return CRYSTAL if view["rewards"] == TILE_REWARDS else VALUE_CRYSTAL


def demand(view: BlueMoonView) -> Counter:
    """Per people, the value of the free boxes of its colour in ruins (ANY: the palace's)."""
    out: Counter = Counter()
    for cell, built in enumerate(view["built"]):
        if not built:
            t = TILES[view["cells"][cell]]
            out[t.people] += sum(v for v, o in zip(t.boxes, view["boxes"][cell], strict=True) if o == -1)
    return out


class Costs:
    """What spending each card (by code) costs the planner: hashable, so plans are remembered per hand and costs."""

    __slots__ = ("table", "_hash")

    def __init__(self, table: tuple[float, ...]) -> None:
        self.table = table
        self._hash = hash(table)

    def __call__(self, c: int) -> float:
        return self.table[c]

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Costs) and self.table == other.table


def card_worth(c: int, need: Counter, crystals: int, cost: int) -> float:
    """What keeping card ``c`` is worth: its colour's use in the ruins left, its power."""
    p, v = people_of(c), value_of(c)
    if p == KHIND:
        return 1.3
    if p == MIMIX and v < 3:
        return 1.1
    colour = min(1.0, (need[p] + 0.3 * need[ANY]) / 12.0) * (0.6 + 0.2 * v)
    power = 0.0
    if v < 3:
        if p in (0, 1, 2):  # the dragons' peoples
            power = 0.7
        elif p == FLIT:
            power = 0.9 if v == 1 else 0.6
        elif p == HOAX:
            power = 1.2 if v == 1 else 0.8
        elif p == PILLAR:
            power = 1.5 if cost and crystals >= cost else 0.5
    return max(colour, power) + 0.1


def costs_of(view: BlueMoonView) -> Costs:
    need = demand(view)
    crystals, cost = sum(view["crystals"] or []), next_cost(view)
    table = [0.0] * 80
    for c in set(DECK):
        table[c] = card_worth(c, need, crystals, cost)
    return Costs(tuple(table))


def majority(owners: list[int]) -> int:
    counts = Counter(owners)
    best = max(counts.values())
    return next(q for q in owners if counts[q] == best)


def building_value(view: BlueMoonView, cell: int, paid: tuple[int, ...]) -> float:
    """What markers on the boxes ``paid`` of the ruin on ``cell`` bring the viewer: the rewards at once when they
    complete it, else a share of what its completion will bring."""
    me = view["viewer"]
    t = TILES[view["cells"][cell]]
    owners = list(view["boxes"][cell])
    had = me in owners
    for b in paid:
        owners[b] = me
    gem = crystal_worth(view)
    neighbourhood = sum(reward_value(TILES[view["cells"][c]].neighbourhood, gem) for c in NEIGHBOURS[cell]
                        if view["built"][c])
    if -1 not in owners:
        return (reward_value(t.majority, gem) if majority(owners) == me else 0.0) + reward_value(t.participation, gem) \
            + neighbourhood
    mine = owners.count(me)
    others = max((owners.count(q) for q in set(owners) if q not in (me, -1)), default=0)
    free = owners.count(-1)
    chance = 1.0 if mine > others + free else 0.6 * mine / (mine + others + free)
    future = 0.7 * (reward_value(t.majority, gem) * chance
                    + (0 if had else reward_value(t.participation, gem) + 0.5 * neighbourhood))
    return future + 0.5 * len(paid)


# ---- plans -------------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Plan:
    value: float
    cell: int
    first: Action | None  # the next action towards it (None: pay here now)


def _spend(hand: list[int], c: int) -> list[int]:
    out = list(hand)
    out.remove(c)
    return out


def tile_value(view: BlueMoonView, cell: int, hand: list[int], costs: Costs, dragons: int) -> float:
    """The viewer's gain from paying what ``hand`` can on ``cell`` this turn, with ``dragons`` dragons there."""
    me = view["viewer"]
    if cell == CENTRE:
        cost = next_cost(view)
        if not cost or not view["markers"][me] or sum(view["crystals"] or []) < cost:
            return 0.0
        again = any(c in hand for c in (card(PILLAR, 1), card(PILLAR, 2)))
        return OFFERING + (0.3 * OFFERING if again and sum(view["crystals"]) >= 2 * cost + 2 else 0.0)
    if view["built"][cell] or not view["markers"][me]:
        return 0.0
    t = TILES[view["cells"][cell]]
    free = [(b, t.boxes[b]) for b, o in enumerate(view["boxes"][cell]) if o == -1]
    paid, _, spent = best_boxes(hand, t.people, free, costs, view["markers"][me])
    if not paid:
        return 0.0
    scales = 0 if view["scaled"] else dragons
    return building_value(view, cell, paid) + scales * SCALE - spent


def _near_courtyard(view: BlueMoonView, cell: int) -> float:
    """A little for ending the turn within reach of the Courtyard when the crystals pay the next box."""
    cost = next_cost(view)
    if cost and sum(view["crystals"] or []) >= cost and DISTANCE[cell][CENTRE] <= 2:
        return 1.0
    return 0.0


def plan(view: BlueMoonView, legal: list[Action], costs: Costs) -> Plan:
    """The best tile for this turn and the first step towards it (moving a dragon, walking, flitting)."""
    me = view["viewer"]
    here, left = view["figures"][me], view["steps_left"]
    hand = list(view["hand"] or [])
    can = set(legal)
    moving = view["step"] == "move"
    options: list[Plan] = []
    dragons_at = Counter(view["dragons"])
    for cell in range(len(view["cells"])):
        d = DISTANCE[here][cell]
        routes: list[tuple[Action | None, list[int], float]] = []
        if cell == here:
            routes.append((None, hand, 0.0))
        elif moving and d <= left and Walk(cell) in can:
            routes.append((Walk(cell), hand, 0.0))
        elif moving and FlitDash() in can and d <= left + 2:
            routes.append((FlitDash(), _spend(hand, FLIT_2), costs(FLIT_2)))
        if moving and cell != here and FlitFly(cell) in can:
            routes.append((FlitFly(cell), _spend(hand, FLIT_1), costs(FLIT_1)))
        for first, rest, price in routes:
            v = tile_value(view, cell, rest, costs, dragons_at[cell]) - price + _near_courtyard(view, cell)
            options.append(Plan(v, cell, first))
    if not options:
        return Plan(0.0, here, None)
    options.sort(key=lambda p: -p.value)
    best = options[0]
    if moving and best.cell != CENTRE:
        for p in options[:3]:
            better = _with_dragon(view, p, hand, costs, can)
            if better.value > best.value:
                best = better
    return best


def _with_dragon(view: BlueMoonView, p: Plan, hand: list[int], costs: Costs, can: set) -> Plan:
    """The plan with a dragon flown or moved onto its tile first, when a dragon card to spare makes it better."""
    best = p
    if p.cell == CENTRE or view["built"][p.cell] or view["scaled"]:
        return best
    rest = hand if p.first is None or isinstance(p.first, Walk) else _spend(
        hand, FLIT_2 if isinstance(p.first, FlitDash) else FLIT_1)
    travel = 0.0 if p.first is None or isinstance(p.first, Walk) else costs(FLIT_2 if isinstance(p.first, FlitDash) else FLIT_1)
    here_now = Counter(view["dragons"])[p.cell]
    for d, (_, _, people) in enumerate(DRAGONS):
        at = view["dragons"][d]
        if at == p.cell:
            continue
        for a, c in ((DragonFly(d, p.cell), card(people, 1)), (DragonMove(d, p.cell), card(people, 2))):
            if a not in can or c not in rest or (isinstance(a, DragonMove) and not 0 < DISTANCE[at][p.cell] <= DRAGON_STEPS):
                continue
            v = tile_value(view, p.cell, _spend(rest, c), costs, here_now + 1) - travel - costs(c)
            v += _near_courtyard(view, p.cell)
            if v > best.value + 0.3:
                best = Plan(v, p.cell, a)
    return best


def next_card(view: BlueMoonView, legal: list[Action], costs: Costs) -> Action | None:
    """The card to lay next on a box of the tile the viewer stands on: the one whose cost, with the cheapest cards
    that then fill the box, is least; on a new box, the box the best plan pays first."""
    me = view["viewer"]
    cell = view["figures"][me]
    t = TILES[view["cells"][cell]]
    hand = list(view["hand"] or [])
    pays = [a for a in legal if isinstance(a, Pay | Recolour)]
    if not pays:
        return None
    if view["pay"]["box"] >= 0:
        box = view["pay"]["box"]
    else:
        free = [(b, t.boxes[b]) for b, o in enumerate(view["boxes"][cell]) if o == -1]
        paid, _, spent = best_boxes(hand, t.people, free, costs, view["markers"][me])
        if not paid:
            return None
        worth = building_value(view, cell, paid) + (0 if view["scaled"] else Counter(view["dragons"])[cell] * SCALE)
        if worth - spent <= 0:
            return None
        box = paid[0]
    need = t.boxes[box]
    now = from_view(view, t.people)
    best, choice = None, None
    for a in pays:
        if a.box != box:
            continue
        nxt = after(now, a.card, isinstance(a, Recolour), alone(hand, a.card))
        rest = cheapest(_spend(hand, a.card), t.people, need, costs, nxt)
        price = costs(a.card) + (rest[0] if rest else 10.0)
        if best is None or price < best:
            best, choice = price, a
    return choice


def best_offer(legal: list[Action]) -> Action | None:
    offers = [a for a in legal if isinstance(a, Offer | OfferAgain)]
    if not offers:
        return None
    return min(offers, key=lambda a: (a.ones + 3 * a.threes, a.ones + a.threes,
                                      a.pillar if isinstance(a, OfferAgain) else 0))


def discards(view: BlueMoonView, costs: Costs) -> list[int]:
    """The cards worth less than a fresh one (the average of the cards the viewer has not seen), worst first."""
    unseen = Counter(DECK) - Counter(view["hand"] or []) - Counter(view["discard"]) - Counter(view["pay"]["cards"])
    fresh = sum(costs(c) * k for c, k in unseen.items()) / max(1, sum(unseen.values()))
    return sorted((c for c in set(view["hand"] or []) if costs(c) < fresh - 0.1), key=costs)


class PlannerBot(Bot):
    """Plans each turn around the tile where its hand pays most, or the obelisk when its crystals pay the next box."""

    name = Text("計画派", "Planner")

    def __init__(self, game: Any = None) -> None:
        self.game = game

    def choose(self, view: BlueMoonView, legal: list[Action], rng: random.Random) -> Action:
        costs = costs_of(view)
        step = view["step"]
        if step == "draw":
            worst = discards(view, costs)
            for c in worst:
                if Discard(c) in legal:
                    return Discard(c)
            return Draw()
        if step == "pay":
            return next_card(view, legal, costs) or legal[0]
        offer = best_offer(legal)
        if offer is not None:
            return offer
        p = plan(view, legal, costs)
        if p.first is not None and p.value > 0 and p.first in legal:
            return p.first
        here = view["figures"][view["viewer"]]
        if p.cell == here:
            pay = next_card(view, legal, costs)
            if pay is not None:
                return pay
        return Done() if Done() in legal else rng.choice(legal)
