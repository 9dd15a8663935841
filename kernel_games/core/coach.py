"""The coach: "what would a strong player do here, and why", and the review of a finished game.

Advice comes from the search (``kernel_games.core.search``) run from the learner's view alone: the states it samples
are redeals of everything hidden from the learner, and its generator is seeded from the view, so two positions the
learner cannot tell apart get the same advice (``tests/test_coach.py``). Each advised move is explained in the
rules' terms: its preview (``Game.preview``: what it does now, with the formula) and the titles of the rules its
events cite, as the learner would see them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .game import Game
from .levels import COACH_LEVEL, LEVELS
from .match import Match
from .records import Action, Player, View
from .search import DEPTH, Choice, Sampler, rewards, rollout, sampler_for, search, view_seed
from .text import Text

COACH_PLAYOUTS = LEVELS[COACH_LEVEL].playouts  # the coach thinks like the middle level
REVIEW_PLAYOUTS = LEVELS["search1"].playouts  # a review searches every decision of a game: the quick level
TOP = 3
CHECKS = 12  # play-outs that value a reviewed move the search left (nearly) unvisited


@dataclass(frozen=True)
class Advice:
    """One advised move: its estimated share of wins, how it was found, and what it does in the rules' terms."""

    action: Action
    value: float  # the learner's estimated share of wins after it, 0..1
    visits: int  # simulated continuations that began with it
    playouts: int  # continuations simulated in all
    preview: Text | None  # Game.preview from the view; None when the game has none for it
    rules: tuple[str, ...]  # rule ids its events cite, as the learner sees them

    def titles(self, game: Game) -> Text:
        """The cited rules' titles, joined."""
        titles = [game.rule(r).title for r in self.rules]
        return Text("、".join(t.ja for t in titles), ", ".join(t.en for t in titles))


def preview_of(game: Game, view: View, action: Action) -> Text | None:
    try:
        return game.preview(view, action)
    except NotImplementedError:
        return None


def cited_rules(game: Game, sampler: Sampler, rng: random.Random, me: Player, action: Action) -> tuple[str, ...]:
    """The rules ``action``'s events cite that ``me`` may see, in a state sampled from the learner's view (the
    game's own rules first; at most two)."""
    _, events = game.apply(sampler(rng), me, action)
    ids = list(dict.fromkeys(e.rule for e in events if e.visible_to(me)))
    own = [r for r in ids if not r.startswith("core.")]
    return tuple((own or ids)[:2])


def advise(game: Game, view: View, legal: list[Action], sampler: Sampler, me: Player,
           playouts: int = COACH_PLAYOUTS, top: int = TOP) -> list[Advice]:
    """The ``top`` moves a strong player would consider for ``me``, best first (from the view and samples only)."""
    if not legal:
        return []
    rng = random.Random(view_seed(view))
    choices = search(game, me, legal, sampler, rng, playouts)[:top]
    return [Advice(c.action, c.value, c.visits, playouts, preview_of(game, view, c.action),
                   cited_rules(game, sampler, rng, me, c.action)) for c in choices]


def advise_in(game: Game, state: Any, me: Player, playouts: int = COACH_PLAYOUTS, top: int = TOP) -> list[Advice]:
    """``advise`` for ``me`` at ``state``: shown their view, their legal actions and redeals of what they cannot see."""
    return advise(game, game.view(state, me), game.legal_actions(state, me), sampler_for(game, state, me), me,
                  playouts, top)


@dataclass(frozen=True)
class Regret:
    """One reviewed decision: what was played, what the coach preferred, and the estimated cost in wins."""

    move: int  # the index of the move in the record (0 = the first move)
    player: Player
    played: Action
    best: Action
    played_value: float
    best_value: float

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)


def value_of(game: Game, me: Player, action: Action, choices: list[Choice], sampler: Sampler,
             rng: random.Random) -> float:
    """``action``'s value from the search, or (left nearly unvisited) from ``CHECKS`` play-outs of its own."""
    hit = next((c for c in choices if c.action == action), None)
    if hit is not None and hit.visits >= 3:
        return hit.value
    total = 0.0
    for _ in range(CHECKS):
        state, _ = game.apply(sampler(rng), me, action)
        total += rewards(game, rollout(game, state, rng, DEPTH))[me]
    return total / CHECKS


def review(match: Match, seats: list[Player], playouts: int = REVIEW_PLAYOUTS, top: int = TOP,
           progress: Any = None) -> list[Regret]:
    """The ``top`` decisions of ``seats`` in ``match`` whose move lost most against the coach's, worst first.

    Each decision with a choice is searched from the view its player had then (``progress(done, total)`` after each).
    """
    game = match.game
    todo = [i for i, s in enumerate(match.steps)
            if s.player in seats and len(game.legal_actions(match.state_at(i), s.player)) > 1]
    found: list[Regret] = []
    for k, i in enumerate(todo):
        state, step = match.state_at(i), match.steps[i]
        view, legal = game.view(state, step.player), game.legal_actions(state, step.player)
        sampler, rng = sampler_for(game, state, step.player), random.Random(view_seed(view))
        choices = search(game, step.player, legal, sampler, rng, playouts)
        best = choices[0]
        played = best.value if best.action == step.action else value_of(game, step.player, step.action, choices,
                                                                         sampler, rng)
        found.append(Regret(i, step.player, step.action, best.action, played, best.value))
        if progress is not None:
            progress(k + 1, len(todo))
    return sorted((f for f in found if f.loss > 0), key=lambda f: (-f.loss, f.move))[:top]
