"""Loading the longest record each game allows: time and peak memory of ``Match.from_json`` (``make bench``).

For every registered game at its largest player count the bench builds the longest legal record it can find: games
played by fixed policies (always the first or the last legal action: in Noli, a round in which nobody bids, which the
rules let repeat until the game's cap ``Game.max_moves``) and random games, keeping the longest. It prints the
record's moves against the cap, its size, how long loading it takes and how much memory it needs at the peak, and
how long a table takes to draw itself again once it is loaded (it must not walk the whole history).
Nothing is asserted.

    python bench/load_bench.py [--random 200] [--game noli]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's kernel_games, however installed

from kernel_games import GAMES  # noqa: E402
from kernel_games.core import Game, Match  # noqa: E402


def played(game: Game, players: int, pick, seed: int) -> Match:
    """A match played to its end or its cap, ``pick(legal, rng)`` choosing each move."""
    m, rng = Match(game, players, seed), random.Random(seed)
    while not m.is_over() and len(m.steps) < m.limit:
        p = m.to_act()[0]
        m.play(p, pick(m.legal_actions(p), rng))
    return m


def longest(game: Game, players: int, random_games: int) -> Match:
    policies = [lambda legal, rng: legal[0], lambda legal, rng: legal[-1]]
    found = [played(game, players, pol, 1) for pol in policies]
    found += [played(game, players, lambda legal, rng: rng.choice(legal), s) for s in range(random_games)]
    return max(found, key=lambda m: len(m.steps))


def measure(text: str) -> tuple[float, float]:
    """Seconds and peak MiB of loading ``text`` (the best of three loads; memory traced on a fourth)."""
    best = min(_timed(text) for _ in range(3))
    tracemalloc.start()
    Match.from_json(text)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return best, peak / 2**20


def redraw_ms(game: Game, text: str) -> float:
    """Milliseconds a table takes to draw itself again once ``text`` is loaded (best of five)."""
    from widgets.i18n import Language
    from widgets.table import GameTable

    t = GameTable(game, players=game.max_players, seats=["human"] * game.max_players, bot_delay=0, language=Language())
    t.load(text)
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        t.refresh()
        best = min(best, time.perf_counter() - t0)
    t.close()
    return best * 1000


def _timed(text: str) -> float:
    t0 = time.perf_counter()
    Match.from_json(text)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--random", type=int, default=200, help="random games searched per game (default 200)")
    ap.add_argument("--game", choices=sorted(GAMES), help="only this game")
    args = ap.parse_args()
    head = ("game", "players", "moves", "cap", "KiB", "load s", "peak MiB", "redraw ms")
    rows = []
    for gid in [args.game] if args.game else sorted(GAMES):
        game = GAMES[gid]
        m = longest(game, game.max_players, args.random)
        text = m.to_json()
        seconds, peak = measure(text)
        rows.append((gid, str(game.max_players), str(len(m.steps)), str(m.limit), f"{len(text.encode()) / 1024:,.0f}",
                     f"{seconds:.2f}", f"{peak:,.1f}", f"{redraw_ms(game, text):.0f}"))
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    print("Loading the longest record each game allows")
    for r in [head, *rows]:
        print("  ".join(c.rjust(wd) for c, wd in zip(r, widths, strict=True)))


if __name__ == "__main__":
    main()
