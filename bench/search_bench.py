"""The search levels' strength and speed in every game: win rates with 95 % intervals, seconds per decision.

    .venv/bin/python bench/search_bench.py [--games 6] [--workers 2] [--write] [--only GAME]

Each level (kernel_games/core/levels.py) plays ``--games`` seeded two-player games against random, greedy and each
of the game's own bots, seats alternating (kernel_games/core/strength.py). Prints a table; ``--write`` stores it in
kernel_games/strength.json, the table every notebook's analysis section shows, after every game (so a run stopped
early leaves what it measured, each cell with its own count of games). Asserts nothing.
"""

from __future__ import annotations

import argparse
import datetime
import os
import subprocess
import sys
import time
from multiprocessing import get_context
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from kernel_games import GAMES  # noqa: E402
from kernel_games.core.levels import DEFAULT_LEVEL, LEVELS  # noqa: E402
from kernel_games.core.strength import PLAYERS, Game1, measured, opponents, play_one, row, save  # noqa: E402


def task(args: tuple[str, str, str, int]) -> tuple[tuple[str, str, str], Game1]:
    gid, level, opponent, index = args
    return (gid, level, opponent), play_one(GAMES[gid], level, opponent, index)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4, help="games per level and opponent (default 4)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--only", action="append", help="measure only this game (repeatable)")
    ap.add_argument("--write", action="store_true", help="store the table in kernel_games/strength.json")
    args = ap.parse_args()
    gids = args.only or list(GAMES)
    jobs = [(gid, level, opp, i) for gid in gids for level in LEVELS for opp in opponents(GAMES[gid])
            for i in range(args.games)]
    slow = {}  # each game's slowest decision in the last measurement: the slow games start first, so no core idles at the end
    for r in measured()[1]:
        slow[r.game] = max(slow.get(r.game, 0.0), r.median_s)
    jobs.sort(key=lambda j: (j[3], -slow.get(j[0], 0.0), j))  # every cell's first game first
    start, played = time.perf_counter(), {}
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True).stdout
    about = {"date": datetime.date.today().isoformat(), "commit": commit.strip(), "cores": os.cpu_count(),
             "players": PLAYERS, "games": args.games, "command": f"bench/search_bench.py --games {args.games} --write",
             "levels": {k: [v.playouts, v.guided] for k, v in LEVELS.items()}}

    def rows() -> list:
        return [row(gid, level, opp, played[(gid, level, opp)])
                for gid in gids for level in LEVELS for opp in opponents(GAMES[gid]) if (gid, level, opp) in played]

    with get_context("fork").Pool(args.workers) as pool:
        for k, (key, one) in enumerate(pool.imap_unordered(task, jobs), 1):
            played.setdefault(key, []).append(one)
            print(f"\r{k}/{len(jobs)} games", end="", file=sys.stderr, flush=True)
            if args.write:
                (REPO / "kernel_games" / "strength.json").write_text(save(rows(), about), encoding="utf-8")
    print(file=sys.stderr)
    print(f"{'game':16} {'level':8} {'against':8} {'games':>5} {'win rate':>8}  {'95% interval':>13}  "
          f"{'s/move median':>13} {'max':>6}")
    for r in rows():
        print(f"{r.game:16} {r.level:8} {r.opponent:8} {r.games:5d} {100 * r.rate:7.0f}%  "
              f"{100 * r.low:5.0f}%–{100 * r.high:4.0f}%  {r.median_s:13.2f} {r.max_s:6.2f}")
    print(f"default level: {DEFAULT_LEVEL}; {time.perf_counter() - start:.0f} s with {args.workers} workers")
    if args.write:
        print("written: kernel_games/strength.json")


if __name__ == "__main__":
    main()
