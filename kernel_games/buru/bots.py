"""Buru's bots, read from a player's view only.

``action_value`` is the greedy estimate (GreedyBot): what one action is worth now, in esteem, looking no further.
``BidderBot`` bids with a plan: in the morning it ranks the areas by what it could do there with what it holds (a
forest card it lacks, an islander it can pay for, islanders to task, offerings it can afford), sends its strongest
explorers to the best areas — two to the one it wants most when a rival already bid there — keeps a middle explorer
home for fish when it is short of fish, and in the afternoon uses the greedy estimate.
"""

from __future__ import annotations

import random
from typing import Any

from kernel_games.core import Action, Text

from .actions import Choose, Done, Elder, Gather, Hire, Keep, Messenger, Offer, Place, Refresh, Task
from .cards import ELDERS, FOREST_CARDS, ISLANDERS, OFFERINGS, bundle_worth, perk_worth
from .components import ALTARS, FOREST, LAKE, SHORE, SPACES, SPIRITS, VILLAGE
from .preview import offering_esteem

FISH_WORTH, ESTEEM_WORTH = 0.7, 2.5  # in clay, as the card design weighs them (cards.py)
ROUND_WEIGHT = (0, 1.0, 1.0, 0.9, 0.7, 0.5)  # islanders bought late work fewer rounds


def _can_pay(view: dict[str, Any], me: int, cost: tuple[int, ...]) -> bool:
    r = view["res"][me]
    return r[0] >= cost[0] and r[1] >= cost[1] and r[2] >= cost[2] and view["fish"][me] >= cost[3]


def offer_worth(view: dict[str, Any], spirit: int) -> float:
    """An offering's expected esteem: the deck's average card and what pays out at once."""
    me = view["viewer"]
    cost = ALTARS[spirit][view["altar_sides"][spirit]]
    now, _ = offering_esteem(view, spirit, list(view["tasked"][me]))
    values = OFFERINGS[spirit]
    return sum(values) / len(values) + now - bundle_worth((*cost[:3], cost[3], 0)) / ESTEEM_WORTH * 0.5


def islander_worth(view: dict[str, Any], c: int) -> float:
    """An islander's worth in esteem: its best perk over the rounds left, less its fish."""
    isl = ISLANDERS[c]
    rounds_left = view["rounds"] - view["round"] + (1 if view["area"] < VILLAGE else 0)
    best = max(perk_worth(p, sum(1 for h in view["totems"] if h == view["viewer"])) for p in isl.perks)
    return (best * max(rounds_left, 0) * 0.6 - isl.cost * FISH_WORTH) / ESTEEM_WORTH


def area_worth(view: dict[str, Any], a: int) -> float:
    """What an action in area ``a`` could give the viewer now, in esteem."""
    me = view["viewer"]
    if a == FOREST:
        cards = [c for c in view["display"] if c >= 0]
        return max((bundle_worth((*FOREST_CARDS[c].resources, 0, 0)) for c in cards), default=0) / ESTEEM_WORTH + 0.3
    if a == SHORE:
        fish = view["fish"][me]
        return max((islander_worth(view, c) for c in view["row"] if c >= 0 and ISLANDERS[c].cost <= fish), default=0)
    if a == VILLAGE:
        free = [c for c in view["tableau"][me] if c not in view["tasked"][me]]
        return 0.8 * min(len(free), 3) + 0.3
    affordable = [offer_worth(view, k) for k in SPIRITS if view["offering_decks"][k]
                  and _can_pay(view, me, ALTARS[k][view["altar_sides"][k]])]
    return sum(sorted(affordable, reverse=True)[:2]) + 1.0


def action_value(view: dict[str, Any], a: Action) -> float:
    me = view["viewer"]
    if isinstance(a, Place):  # one action per area: a second explorer there only adds power
        worth = area_worth(view, a.area) * (1.0 if not view["bids"][a.area][me] else 0.2)
        return worth * (0.6 + 0.1 * a.power) - 0.15 * a.power
    if isinstance(a, Choose):
        return SPACES[view["area"]][a.space].rating + 0.1 * a.space
    if isinstance(a, Gather):
        return bundle_worth((*FOREST_CARDS[view["display"][a.slot]].resources, 0, 0)) / ESTEEM_WORTH
    if isinstance(a, Hire):
        return islander_worth(view, view["row"][a.slot])
    if isinstance(a, Refresh):
        return 0.2 if all(c < 0 or ISLANDERS[c].cost > view["fish"][me] for c in view["row"]) else -0.5
    if isinstance(a, Task):
        perk = ISLANDERS[a.card].perks[a.perk]
        held = sum(1 for h in view["totems"] if h == me)
        value = perk_worth(perk, held) / ESTEEM_WORTH
        if perk.offer >= 0:
            value += offer_worth(view, a.spirit if a.spirit >= 0 else perk.offer)
        return value + 0.01
    if isinstance(a, Offer):
        return offer_worth(view, a.spirit)
    if isinstance(a, Elder):
        return 2.0 if view["round"] < view["rounds"] else 1.0
    if isinstance(a, Keep):
        return max(e for _, e in ELDERS[a.elder].levels) * 0.3
    if isinstance(a, Messenger):
        return 0.6
    if isinstance(a, Done):
        return 0.0
    return 0.0


class BidderBot:
    """Bids for the areas with a plan (module docstring); otherwise greedy."""

    name = Text("入札プラン", "Planner")

    def __init__(self, game: Any) -> None:
        self.game = game

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if legal and isinstance(legal[0], Place):
            return self._place(view, legal, rng)
        return max(legal, key=lambda a: (action_value(view, a), rng.random()))

    def _place(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        me, mat = view["viewer"], sorted(view["mat"] or [], reverse=True)
        worth = {a: area_worth(view, a) for a in (FOREST, SHORE, VILLAGE, LAKE)}
        mine = {a: len(view["bids"][a][me]) for a in worth}
        rivals = {a: sum(len(view["bids"][a][q]) for q in range(view["players"]) if q != me) for a in worth}
        placed = 5 - len(mat)
        keep = 3 if view["fish"][me] < 4 and 3 in mat else None  # a middle explorer stays home for fish
        powers = [k for k in mat if k != keep] or mat
        # the best area not yet covered; a second explorer only where rivals crowd the area we want most
        order = sorted(worth, key=lambda a: -worth[a])
        target = next((a for a in order if mine[a] == 0), order[0])
        top = order[0]
        if mine[top] == 1 and rivals[top] >= 1 and placed >= 2:
            target = top
        power = powers[0] if worth[target] >= 1.0 else powers[-1]
        choice = Place(target, power)
        return choice if choice in legal else max(legal, key=lambda a: (action_value(view, a), rng.random()))
