"""How strong the search levels are: seeded two-player games of a level against another bot, with a confidence interval.

``bench/search_bench.py`` plays them (``make bench``) and writes ``kernel_games/strength.json``; the analysis section of
every game's notebook shows that file's table (``widgets/strength.py``). Nothing here is run at page load.
"""

from __future__ import annotations

import json
import math
import random
import time
from dataclasses import asdict, dataclass
from importlib.resources import files
from typing import Any

from .bots import bot_kinds, decide
from .game import Game

PLAYERS = 2  # every game is measured at two seats: an even game is a 50 % win rate


@dataclass(frozen=True)
class Game1:
    """One measured game: the level's share of the win and its seconds per decision."""

    win: float
    seconds: list[float]


def play_one(game: Game, level: str, opponent: str, index: int) -> Game1:
    """Game ``index`` of ``level`` against ``opponent``: the deal from seed ``10_007 + index``, the level on seat
    ``index % 2`` (seats alternate), the bots' generator seeded with ``index``."""
    kinds = bot_kinds(game)
    me, rng = index % PLAYERS, random.Random(index)
    state, seconds = game.setup(PLAYERS, 10_007 + index), []
    while not game.is_over(state):
        p = game.to_act(state)[0]
        if p == me:
            start = time.perf_counter()
            action = decide(kinds[level], game, state, p, rng)
            if len(game.legal_actions(state, p)) > 1:
                seconds.append(time.perf_counter() - start)
        else:
            action = decide(kinds[opponent], game, state, p, rng)
        state, _ = game.apply(state, p, action)
    winners = game.result(state).winners
    return Game1(1.0 / len(winners) if me in winners else 0.0, seconds)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate (shared wins count as fractions)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre, spread = p + z * z / (2 * n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, (centre - spread) / (1 + z * z / n)), min(1.0, (centre + spread) / (1 + z * z / n))


@dataclass(frozen=True)
class Row:
    """A level against an opponent in one game, over ``games`` seeded games."""

    game: str
    level: str
    opponent: str
    games: int
    wins: float
    low: float
    high: float
    median_s: float  # the level's median seconds per decision with a choice
    max_s: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def row(game_id: str, level: str, opponent: str, played: list[Game1]) -> Row:
    wins = sum(g.win for g in played)
    times = sorted(t for g in played for t in g.seconds) or [0.0]
    low, high = wilson(wins, len(played))
    return Row(game_id, level, opponent, len(played), wins, low, high, times[len(times) // 2], times[-1])


def opponents(game: Game) -> list[str]:
    """What each level is measured against: random, greedy and the game's own bots."""
    return ["random", "greedy", *game.bots]


def save(rows: list[Row], about: dict[str, Any]) -> str:
    return json.dumps({"about": about, "rows": [asdict(r) for r in rows]}, ensure_ascii=False, indent=1) + "\n"


def measured() -> tuple[dict[str, Any], list[Row]]:
    """The last measurement (``kernel_games/strength.json``): what it was run on, and its rows (none without it)."""
    path = files("kernel_games").joinpath("strength.json")
    if not path.is_file():
        return {}, []
    data = json.loads(path.read_text(encoding="utf-8"))
    return data["about"], [Row(**r) for r in data["rows"]]
