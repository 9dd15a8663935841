"""Via Nebula's bots, read from a player's view only.

``action_value`` is the greedy estimate (GreedyBot): what one action is worth now, looking no further. ``PlannerBot``
chains its actions into a building: it aims each of its sites at the contract it is closest to (its hand or the
display), carries the kinds that contract still lacks, builds as soon as it can, explores the fog on the shortest
way between a site and the resources it needs, opens tokens of the kinds it lacks near its sites, and puts a site
on the ruin with the most resources within reach. Values are in victory points.
"""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace
from typing import Any

from kernel_games.core import Action, Bot, Text

from . import paths
from .actions import STORAGE, Abundance, Build, Craftsman, Explore, Express, Fly, Give, Lay, Pass, Site, Skip, Swap, Transport, Use
from .components import CONTRACTS, KINDS, TOKENS, base_vp, satisfied, yield_of
from .maps import BOARDS, FOG, FOREST, MEADOW
from .view import ViaNebulaView


def board(view: ViaNebulaView) -> SimpleNamespace:
    """The view's board with attribute access, as the path functions read a state."""
    return SimpleNamespace(**view)


def contracts(view: ViaNebulaView) -> list[int]:
    """The contracts the viewer may build: their hand and the display."""
    return [*(view["hand"] or []), *(c for c in view["display"] if c >= 0)]


def missing(c: int, have: list[int]) -> list[int]:
    """The kinds contract ``c`` still lacks on a site holding ``have`` (for "same"/"different" cards, a best guess)."""
    card = CONTRACTS[c]
    if card.needs:
        need = Counter(card.needs)
        return [k for k in KINDS for _ in range(max(0, need[k] - have[k]))]
    if card.same:
        best = max(KINDS, key=lambda k: have[k])
        return [best] * max(0, card.same - have[best])
    kinds = [k for k in KINDS if have[k]]
    return [k for k in KINDS if not have[k]][:max(0, card.different - len(kinds))]


def plan(view: ViaNebulaView) -> dict[int, tuple[int, list[int]]]:
    """Each of the viewer's sites: the contract it is closest to, and the kinds it still lacks."""
    me, out = view["viewer"], {}
    for slot, owner in enumerate(view["site"]):
        if owner == me:
            have = view["site_res"][slot]
            options = [(len(missing(c, have)) - 0.1 * base_vp(c), c) for c in contracts(view)]
            if options:
                _, c = min(options)
                out[slot] = (c, missing(c, have))
    return out


def action_value(view: ViaNebulaView, action: Action) -> float:
    """The greedy estimate of one action, in points."""
    me = view["viewer"]
    wanted = Counter(k for _, lack in plan(view).values() for k in lack)
    if isinstance(action, Build):
        took = satisfied(action.contract, tuple(view["site_res"][action.slot])) or (0,) * 5
        surplus = sum(view["site_res"][action.slot]) - sum(took)
        return 10.0 + base_vp(action.contract) - surplus
    if isinstance(action, Transport):
        k = view["heap_kind"][action.src]
        lack = plan(view).get(action.slot, (0, []))[1]
        return 4.0 - len(lack) * 0.3 if k in lack else -1.0
    if isinstance(action, Craftsman):
        t = view["token"][action.hex]
        return 1.0 + TOKENS[t].vp + (1.5 if wanted[TOKENS[t].kind] else 0.0)
    if isinstance(action, Site):
        out = sum(1 for o in view["site"] if o == me)
        return 3.0 if out == 0 else 1.0 if out == 1 else 0.2
    if isinstance(action, Explore):
        b, g = BOARDS[view["board"]], board(view)
        near_mine = any(paths.owns_piece(g, me, x) for x in b.neighbours[action.hex])
        near_heap = any(view["heap"][x] > 0 for x in b.neighbours[action.hex])
        return (1.5 if near_mine else 0.5) + (1.0 if near_heap else 0.0) - (1.0 if b.terrain[action.hex] == FOREST else 0)
    if isinstance(action, Express):
        return 3.0 if wanted[action.kind] else 0.5
    if isinstance(action, Give):
        return 1.0 if action.where == STORAGE else -0.5
    if isinstance(action, Swap):
        return 1.0 if wanted[action.take] and not wanted[action.give] else -0.5
    if isinstance(action, Use):
        return 2.0
    if isinstance(action, Abundance | Lay | Fly):
        return 0.5
    if isinstance(action, Skip | Pass):
        return 0.0
    return 0.0


class PlannerBot(Bot):
    """Builds as soon as it can; otherwise carries what its sites lack, then prepares the way (see the module)."""

    name = Text("計画派", "Planner")

    def __init__(self, game: Any) -> None:
        self.game = game

    def choose(self, view: ViaNebulaView, legal: list[Action], rng: random.Random) -> Action:
        if view["step"] != "act":
            return max(legal, key=lambda a: (action_value(view, a), rng.random()))
        kinds = {type(a) for a in legal}
        if Build in kinds:
            return max((a for a in legal if isinstance(a, Build)), key=lambda a: action_value(view, a))
        targets = plan(view)
        useful = [a for a in legal if isinstance(a, Transport) and view["heap_kind"][a.src] in targets.get(a.slot, (0, []))[1]]
        if useful:  # the site nearest to a building first
            return min(useful, key=lambda a: (len(targets[a.slot][1]), rng.random()))
        for pick in (self._site, self._explore, self._craftsman):
            a = pick(view, legal, targets, rng)
            if a is not None:
                return a
        return max(legal, key=lambda a: (action_value(view, a), rng.random()))

    def _site(self, view: ViaNebulaView, legal: list[Action], targets: dict, rng: random.Random) -> Action | None:
        if targets:
            return None
        sites = [a for a in legal if isinstance(a, Site)]
        if not sites:
            return None
        b = BOARDS[view["board"]]
        return max(sites, key=lambda a: (_reach(view, b, a.hex), rng.random()))

    def _explore(self, view: ViaNebulaView, legal: list[Action], targets: dict, rng: random.Random) -> Action | None:
        explores = {a.hex: a for a in legal if isinstance(a, Explore)}
        if not explores or not targets:
            return None
        b = BOARDS[view["board"]]
        lack = {k for _, ks in targets.values() for k in ks}
        for slot in sorted(targets, key=lambda x: len(targets[x][1])):
            way = _way(view, b, slot // 2, lack)
            for h in way:
                if h in explores:
                    return explores[h]
        return None

    def _craftsman(self, view: ViaNebulaView, legal: list[Action], targets: dict, rng: random.Random) -> Action | None:
        lack = {k for _, ks in targets.values() for k in ks}
        opens = [a for a in legal if isinstance(a, Craftsman) and TOKENS[view["token"][a.hex]].kind in lack]
        if not opens:
            return None
        b = BOARDS[view["board"]]
        sites = [slot // 2 for slot in targets]
        return min(opens, key=lambda a: (min(_distance(b, a.hex, s) for s in sites), -TOKENS[view["token"][a.hex]].vp,
                                         rng.random()))


def _distance(b: Any, a: int, z: int) -> int:
    """Hex steps between two hexes of the board (ignoring what lies between)."""
    (q1, r1), (q2, r2) = b.coords[a], b.coords[z]
    return (abs(q1 - q2) + abs(r1 - r2) + abs(q1 + r1 - q2 - r2)) // 2


def _reach(view: ViaNebulaView, b: Any, ruin: int) -> float:
    """Resources and tokens near a ruin, nearer counting more."""
    total = 0.0
    for h in b.of(MEADOW):
        d = _distance(b, h, ruin)
        if d <= 3:
            amount = view["heap"][h] or (yield_of(view["token"][h], view["players"]) if view["token"][h] >= 0 else 0)
            total += amount / d
    return total


def _way(view: ViaNebulaView, b: Any, ruin: int, lack: set[int]) -> list[int]:
    """The fog hexes on a shortest way from the ruin to resources (or a token) of a kind it lacks, through fog and
    empty meadows: the hexes to explore, nearest the ruin first."""
    empty = paths.empties(board(view))
    came = {ruin: -1}
    frontier = [ruin]
    goal = -1
    while frontier and goal < 0:
        nxt = []
        for h in frontier:
            for x in b.neighbours[h]:
                if x in came:
                    continue
                k = view["heap_kind"][x] if view["heap"][x] else (TOKENS[view["token"][x]].kind if view["token"][x] >= 0 else -1)
                if k in lack:
                    came[x], goal = h, x
                    break
                if (b.terrain[x] == FOG and view["tile"][x] < 0) or empty[x]:
                    came[x] = h
                    nxt.append(x)
            if goal >= 0:
                break
        frontier = nxt
    if goal < 0:
        return []
    way, h = [], came[goal]
    while h != ruin and h >= 0:
        if b.terrain[h] == FOG and view["tile"][h] < 0:
            way.append(h)
        h = came[h]
    return way[::-1]


__all__ = ["PlannerBot", "action_value"]
