"""Many bot games in a row, summarised for analysis: points per category, rules that fired, wins per seat — the one
loop every analysis, study and bench plays its games with.

``simulate`` plays ``games`` games with the named bots (or bot objects) in ``seats``, with the game's options, and
feeds every move to watchers: ``watch`` (one callable, as given) and ``watchers`` (factories, each called with the game
and the table size for a fresh watcher, kept in ``Summary.watched``), so every chart of a page rests on one sample. A
study that needs games of its own derives their seed from the page's one base seed (``derive``) instead of choosing
offsets by hand. Given a ``cache`` (a dict, or the ``study_cache.StudyCache`` the pages share, kept on disk), the same
arguments play once: the summary, with its watchers, is kept. Each game played, or read from the cache, is reported to
the progress a page follows (``progress.advance``).
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import Bot, bot_kinds, decide
from .game import Game
from .progress import advance
from .records import Action, Event

# after each move: (state before, player, action, state after, events); ``game.is_over(after)`` on a game's last move
Watch = Callable[[Any, int, Action, Any, list[Event]], None]
MakeWatch = Callable[[Game, int], Watch]  # a watcher for games of this game at a table of this size
Seat = str | Bot  # a kind of ``bot_kinds(game)``, or a bot itself (its repr names it in the cache)
Cache = dict[tuple, "Summary"]  # or a ``study_cache.StudyCache``: the same ``in``, ``[]``, ``get`` and ``[] =``


@dataclass
class Summary:
    games: int = 0
    points: Counter = field(default_factory=Counter)  # rule id -> points gained (rows > 0), all players and games
    fired: Counter = field(default_factory=Counter)  # rule id -> events citing it
    wins: Counter = field(default_factory=Counter)  # seat -> wins (shared wins count for each winner)
    deciders: Counter = field(default_factory=Counter)  # rule that decided the winner (Result.rule) -> games
    watched: tuple[Any, ...] = ()  # the watchers ``watchers`` made, after every move of these games


def derive(seed: int, *labels: object) -> int:
    """A seed of its own for games labelled ``labels``, from one base seed: the same on every run and machine."""
    digest = hashlib.sha256(repr((seed, labels)).encode()).digest()
    return int.from_bytes(digest[:6], "big")


def mean(xs: Sequence[float] | Sequence[bool]) -> float:
    """The mean of a sample (0.0 when it is empty)."""
    return sum(xs) / len(xs) if xs else 0.0


def simulate(game: Game, players: int, games: int, seats: Sequence[Seat], seed: int = 0, watch: Watch | None = None,
             *, options: Mapping[str, Any] | None = None, watchers: Sequence[MakeWatch] = (),
             cache: Cache | None = None) -> Summary:
    """Play ``games`` full games with the bots in ``seats`` (e.g. ["greedy", "random", ...]) and ``options``.

    Game ``g`` is dealt from seed ``seed * 100_003 + g``; the bots draw from one generator seeded with ``seed``, so the
    same arguments always play the same games. With a ``cache`` (and no ``watch``, which it cannot replay) the same
    arguments are played once.
    """
    key = (game.id, players, games, tuple(s if isinstance(s, str) else repr(s) for s in seats), seed,
           tuple(sorted((options or {}).items())), tuple(watchers))
    if cache is not None and watch is None:
        kept = cache.get(key)
        if kept is not None:
            advance(kept.games)
            return kept
    kinds = bot_kinds(game) if any(isinstance(s, str) for s in seats) else {}
    bots = [kinds[s] if isinstance(s, str) else s for s in seats]
    made = tuple(make(game, players) for make in watchers)
    feed = [w for w in (watch, *made) if w is not None]
    rng = random.Random(seed)
    out = Summary(watched=made)
    for g in range(games):
        state = game.setup(players, seed * 100_003 + g, dict(options) if options else None)
        while not game.is_over(state):
            p = game.to_act(state)[0]
            action = decide(bots[p], game, state, p, rng)
            before = state
            state, events = game.apply(state, p, action)
            out.fired.update(e.rule for e in events if e.to is None)
            for w in feed:
                w(before, p, action, state, events)
        result = game.result(state)
        out.games += 1
        out.deciders[result.rule] += 1
        out.wins.update(result.winners)
        for rows in result.breakdown.values():
            for row in rows:
                if row.points > 0:
                    out.points[row.rule] += row.points
        advance()
    if cache is not None and watch is None:
        cache[key] = out
    return out


class Finals:
    """A watcher keeping each game's final state (``watchers=(Finals,)``)."""

    def __init__(self, game: Game, players: int) -> None:
        self.game: Game | None = game
        self.states: list[Any] = []

    def __getstate__(self) -> dict:
        return {"states": self.states}  # the game is the watching's, not the study's: it is not kept on disk

    def __setstate__(self, kept: dict) -> None:
        self.game, self.states = None, kept["states"]

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if self.game is not None and self.game.is_over(after):
            self.states.append(after)
