"""Engine throughput: random full games per second for every registered game (``make bench``).

For each game: 4 players (or ``max_players`` if smaller), default options — and the option setups of ``VARIANTS``
(Buru with one and with two Lawan, which the engine plays itself; with the Ukam module; the longer game of six
rounds, with Ukam; with the Ambelau region; with the region, Ukam and six rounds together; and with the region, Ukam
and the Great Persons), each labelled by its
options ("buru ambelau=1 ukam=1 rounds=6") —, ``RandomBot`` choosing among
``game.legal_actions`` and ``game.apply`` carrying the choice out — no views, since this measures the
engine. Prints games per second over about three seconds per game and the time of one step
(``legal_actions`` + ``apply``) at the 50th and 90th percentile. Nothing is asserted: speed is reported here,
never tested.

    python bench/kernel_bench.py [--seconds 3] [--players 4] [--game vaalbara]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's kernel_games, however installed

from kernel_games import GAMES  # noqa: E402
from kernel_games.core import Game, RandomBot  # noqa: E402

VARIANTS: dict[str, tuple[dict, ...]] = {  # benched after the default options
    "buru": ({"lawan": 1}, {"lawan": 2}, {"ukam": 1}, {"ukam": 1, "rounds": 6}, {"ambelau": 1},
             {"ambelau": 1, "ukam": 1, "rounds": 6}, {"ambelau": 1, "ukam": 1, "persons": 1},
             {"lawan": 2, "ambelau": 1, "ukam": 1}),
}


@dataclass
class Row:
    game: str
    players: int
    games: int
    seconds: float
    steps: int
    step_ns: list[int]

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def steps_per_game(self) -> float:
        return self.steps / self.games

    def percentile_us(self, q: int) -> float:
        return statistics.quantiles(self.step_ns, n=100, method="inclusive")[q - 1] / 1000


def bench(game: Game, players: int, seconds: float, max_steps: int = 1_000_000, options: dict | None = None) -> Row:
    """Play random games back to back for ``seconds``; time every step's legal_actions + apply."""
    bot, rng = RandomBot(), random.Random(0)
    no_view: dict = {}
    step_ns: list[int] = []
    games = steps = 0
    clock = time.perf_counter_ns
    start = clock()
    deadline = start + int(seconds * 1e9)
    while clock() < deadline or games == 0:
        state = game.setup(players, seed=games, options=options)
        while not game.is_over(state):
            p = game.to_act(state)[0]
            t0 = clock()
            legal = game.legal_actions(state, p)
            t1 = clock()
            action = bot.choose(no_view, legal, rng)
            t2 = clock()
            state, _ = game.apply(state, p, action)
            t3 = clock()
            step_ns.append((t1 - t0) + (t3 - t2))
            steps += 1
            if steps > max_steps:
                raise RuntimeError(f"{game.id}: a random game did not end")
        games += 1
    label = game.id + "".join(f" {k}={v}" for k, v in (options or {}).items())
    return Row(label, players, games, (clock() - start) / 1e9, steps, step_ns)


def table(rows: list[Row]) -> str:
    head = ("game", "players", "games", "games/s", "steps/game", "p50 step µs", "p90 step µs")
    body = [(r.game, str(r.players), str(r.games), f"{r.games_per_second:,.1f}", f"{r.steps_per_game:,.1f}",
             f"{r.percentile_us(50):,.1f}", f"{r.percentile_us(90):,.1f}") for r in rows]
    widths = [max(len(x) for x in col) for col in zip(head, *body, strict=True)]
    line = "  ".join("-" * w for w in widths)

    def fmt(cells: tuple[str, ...]) -> str:
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True)))

    return "\n".join([fmt(head), line, *map(fmt, body)])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game (default 3)")
    parser.add_argument("--players", type=int, default=4, help="player count, clamped to each game's range (default 4)")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    args = parser.parse_args(argv)
    rows = []
    for gid in args.game or sorted(GAMES):
        game = GAMES[gid]
        players = max(game.min_players, min(args.players, game.max_players))
        for options in (None, *VARIANTS.get(gid, ())):
            print(f"{gid} {options or ''}: {players} players, {args.seconds:g} s …", file=sys.stderr, flush=True)
            rows.append(bench(game, players, args.seconds, options=options))
    print(f"Random full games (RandomBot, legal_actions + apply, no views), Python {sys.version.split()[0]}")
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
