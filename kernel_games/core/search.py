"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012), for every game.

The searcher is handed a view, its legal actions and a *sampler*: ``sampler(rng)`` returns a whole game state the
searching player cannot tell from the real one (``Game.redeal_hidden`` with a fresh seed: the others' hands, the
deck orders and future chance drawn anew). Every game's redeal depends only on what the observer sees (its pools
are sorted before they are shuffled; ``tests/test_search.py`` checks it), so the search learns nothing the view does
not show, and the same view with the same generator gives the same advice.

Each iteration samples a state, walks down one tree shared by all samples choosing by UCB1 among the actions legal
in that sample (counting each child's availability), adds one node, plays on at random (``rollout``) and scores the
end for every player: a share of the win (``Result.winners``). A play-out that reaches ``depth`` moves first is
scored by standing: the share of opponents each player leads on ``Game.result``'s scores so far.
"""

from __future__ import annotations

import json
import math
import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .records import Action, Player, View

if TYPE_CHECKING:
    from .game import Game

Sampler = Callable[[random.Random], Any]
EXPLORE = 0.7  # UCB1's exploration constant for rewards in [0, 1]
WANDER = 0.3  # in a guided play-out, the share of moves still picked at random
DEPTH = 150  # a play-out longer than this is scored by standing (Blue Moon City's random games run to 900 moves)


def sampler_for(game: Game, state: Any, player: Player) -> Sampler:
    """States ``player`` cannot tell from ``state``: each call redeals everything hidden from them."""
    return lambda rng: game.redeal_hidden(state, player, rng.getrandbits(62))


def view_seed(view: View) -> int:
    """A generator seed read from the view only: the same position gives the same advice, whatever is hidden."""
    return zlib.crc32(json.dumps(view, sort_keys=True, default=str).encode("utf-8"))


@dataclass(slots=True)
class Node:
    """Statistics of one action taken by ``player`` after its parent's sequence of moves."""

    player: Player = -1
    visits: int = 0
    total: float = 0.0  # the acting player's rewards summed
    avail: int = 1  # iterations in which the action was legal when this node's parent was reached
    children: dict[tuple[Player, Action], Node] = field(default_factory=dict)


@dataclass(frozen=True)
class Choice:
    """One of the root's actions after a search: how often it was tried and what it won for the searcher."""

    action: Action
    visits: int
    value: float  # mean reward in [0, 1]: the searcher's share of wins in the simulated continuations


def standing(scores: dict[Player, int | float], n: int) -> list[float]:
    """Each player's share of the opponents they lead (ties count half): 1.0 ahead of all, 0.0 behind all."""
    if n < 2:
        return [1.0] * n
    return [sum(1.0 if scores.get(p, 0) > scores.get(q, 0) else 0.5 if scores.get(p, 0) == scores.get(q, 0) else 0.0
                for q in range(n) if q != p) / (n - 1) for p in range(n)]


def rewards(game: Game, state: Any) -> list[float]:
    """Every seat's reward for a final (a share of the win) or cut-off (its standing) state."""
    n = game.num_players(state)
    result = game.result(state)
    if game.is_over(state):
        won = set(result.winners)
        return [1.0 / len(won) if p in won else 0.0 for p in range(n)]
    return standing(result.scores, n)


def rollout(game: Game, state: Any, rng: random.Random, depth: int, guided: int = 0) -> Any:
    """Play on (the first player due each time) for at most ``depth`` moves; the state reached. Moves are random but
    for the first ``guided``: the one the game's greedy estimate values most from the mover's view (a ``WANDER`` share
    of them random still)."""
    for k in range(depth):
        actors = game.to_act(state)
        if not actors:
            break
        p = actors[0]
        legal = game.legal_actions(state, p)
        if k < guided and len(legal) > 1 and rng.random() >= WANDER:
            view = game.view(state, p)
            action = max(legal, key=lambda a: (game.action_value(view, a), rng.random()))
        else:
            action = rng.choice(legal)
        state, _ = game.apply(state, p, action)
    return state


def search(game: Game, me: Player, legal: list[Action], sampler: Sampler, rng: random.Random,
           iterations: int, depth: int = DEPTH, guided: int = 0) -> list[Choice]:
    """Run ISMCTS for ``me`` and return the root's actions, most visited first (ties keep ``legal``'s order)."""
    root = Node(player=me)
    for _ in range(iterations):
        state = sampler(rng)
        node, path, moves = root, [], 0
        while not game.is_over(state):
            actors = game.to_act(state)
            p = me if node is root else actors[0]
            options = legal if node is root else game.legal_actions(state, p)
            kids = node.children
            untried = [a for a in options if (p, a) not in kids]
            for a in options:
                child = kids.get((p, a))
                if child is not None:
                    child.avail += 1
            if untried:
                a = rng.choice(untried)
                child = kids[(p, a)] = Node(player=p)
                state, _ = game.apply(state, p, a)
                path.append(child)
                moves += 1
                break
            log_terms = {a: math.log(kids[(p, a)].avail) for a in options}
            a = max(options, key=lambda a: _ucb(kids[(p, a)], log_terms[a]))
            child = kids[(p, a)]
            state, _ = game.apply(state, p, a)
            path.append(child)
            node = child
            moves += 1
        if not game.is_over(state):
            state = rollout(game, state, rng, max(depth - moves, 0), guided)
        reward = rewards(game, state)
        for child in path:
            child.visits += 1
            child.total += reward[child.player]
    order = {a: i for i, a in enumerate(legal)}
    stats = [Choice(a, c.visits, c.total / c.visits if c.visits else 0.0)
             for (p, a), c in root.children.items() if p == me]
    seen = {c.action for c in stats}
    stats += [Choice(a, 0, 0.0) for a in legal if a not in seen]
    return sorted(stats, key=lambda c: (-c.visits, -c.value, order[c.action]))


def _ucb(node: Node, log_avail: float) -> float:
    return node.total / node.visits + EXPLORE * math.sqrt(log_avail / node.visits)
