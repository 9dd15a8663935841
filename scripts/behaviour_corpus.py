"""A behaviour corpus: seeded games of every game, player count and option set, digested step by step.

Run it before a change meant to keep behaviour (a refactor of the flow, the contract, a board or a module), then
after, and compare::

    python scripts/behaviour_corpus.py record before.json      # on the old code
    python scripts/behaviour_corpus.py record after.json       # on the new code
    python scripts/behaviour_corpus.py compare before.json after.json

Each case is one seeded game (random bots, then the game's own bots and greedy, taking turns by seat): at every
step the legal actions of everyone due, every observer's view (each seat and the spectator), the move and its
events; every ``BOARD_EVERY`` steps and at the end the board (figure, click targets and text) of the player due and
of the spectator, in alternating languages; the result. Then every lesson (the scenario's view and board, one
solution, its play-on, a question's answer) and every game's analysis on a few games. A step's digest is the
SHA-256 of its canonical JSON, so ``compare`` names the first step where two corpora part.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import hashlib
import itertools
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kernel_games import GAMES  # noqa: E402
from kernel_games.core import OptionError, Text  # noqa: E402
from kernel_games.core.bots import bot_kinds, decide  # noqa: E402
from kernel_games.core.lesson import answer, play_on, solve  # noqa: E402

BOARD_EVERY = 37
MAX_STEPS = 20_000
SUMMARY = ("games", "points", "fired", "wins", "deciders")  # what a simulation's summary counts


def canon(obj: Any) -> Any:
    """A JSON-able, order-stable form of views, events, actions and figures."""
    if isinstance(obj, Text):
        return {"ja": obj.ja, "en": obj.en}
    if isinstance(obj, enum.Enum):
        return canon(obj.value)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {"@": type(obj).__name__, **{f.name: canon(getattr(obj, f.name)) for f in dataclasses.fields(obj)}}
    if isinstance(obj, dict):
        return {str(k): canon(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [canon(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((canon(v) for v in obj), key=lambda v: json.dumps(v, sort_keys=True, ensure_ascii=False))
    if isinstance(obj, float) and obj != obj:
        return "nan"
    if obj is None or isinstance(obj, (str, int, float, bool)):
        return obj
    return repr(obj)


def digest(obj: Any) -> str:
    data = json.dumps(canon(obj), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(data.encode()).hexdigest()[:16]


def option_sets(game) -> list[tuple[int, dict[str, Any]]]:
    """Every player count with every combination of option values the game accepts."""
    names = sorted(game.options)
    out = []
    for n in game.facts.player_counts:
        for values in itertools.product(*(game.options[k].values for k in names)):
            opts = dict(zip(names, values, strict=True))
            try:
                game.resolve_options(n, opts)
            except OptionError:
                continue
            out.append((n, opts))
    return out


def board_of(gid: str):
    try:
        from widgets.boards import board_for
    except ImportError:
        return None
    return board_for(gid)


def board_digest(game, board, state, viewer, lang: str) -> Any:
    view = game.view(state, viewer)
    if viewer is None or game.is_over(state):
        tries, legal = [], set()
    else:
        tries, legal = game.tries(state, viewer), set(game.legal_actions(state, viewer))
    fig, clicks = board.figure(view, lang, tries, legal)
    return [fig, {k: [repr(a) for a in v] for k, v in clicks.items()}, board.text(view, lang)]


def play(game, n: int, opts: dict[str, Any], seed: int, seats: list[str], boards: bool) -> list[str]:
    bots = bot_kinds(game)
    rng = random.Random(seed)
    board = board_of(game.id) if boards else None
    state = game.setup(n, seed, opts)
    steps: list[str] = [digest([game.view(state, p) for p in [*range(n), None]])]
    k = 0
    while not game.is_over(state) and k < MAX_STEPS:
        due = list(game.to_act(state))
        legal = {p: [repr(a) for a in game.legal_actions(state, p)] for p in due}
        p = due[0]
        action = decide(bots[seats[p]], game, state, p, rng)
        state, events = game.apply(state, p, action)
        record: list[Any] = [due, legal, p, repr(action), events, [game.view(state, q) for q in [*range(n), None]]]
        if board is not None and k % BOARD_EVERY == 0:
            viewer = game.to_act(state)[0] if game.to_act(state) else None
            record.append(board_digest(game, board, state, viewer, "ja" if k % 2 else "en"))
        steps.append(digest(record))
        k += 1
    end: list[Any] = [game.is_over(state)]
    if game.is_over(state):
        end.append(game.result(state))
    if board is not None:
        end += [board_digest(game, board, state, None, "en"), board_digest(game, board, state, 0, "ja")]
    steps.append(digest(end))
    return steps


def lessons(game) -> list[str]:
    board = board_of(game.id)
    out = []
    for lesson in game.lessons():
        rec: list[Any] = [lesson.key, lesson.rules]
        start = lesson.scenario()
        rec.append(game.view(start, lesson.viewer))
        if board is not None:
            rec.append(board_digest(game, board, start, lesson.viewer, "ja"))
        if lesson.acts:
            moves, state, events = solve(game, lesson)
            story = play_on(game, lesson, state, events)
            rec += [[repr(m) for m in moves], events, game.view(state, lesson.viewer),
                    [(m.player, repr(m.action), m.events) for m in story.moves], story.met,
                    game.view(story.state, lesson.viewer)]
            if board is not None:
                rec.append(board_digest(game, board, story.state, lesson.viewer, "en"))
        if lesson.question is not None:
            value, story = answer(game, lesson)
            rec += [value, story.met, [(m.player, repr(m.action)) for m in story.moves]]
        out.append(digest(rec))
    return out


def analyses(gid: str, quick: bool) -> list[str]:
    try:
        from widgets.analysis import Analysis
    except ImportError:
        return []
    game = GAMES[gid]
    n = 3 if game.facts.player_counts.start <= 3 <= game.facts.player_counts.stop - 1 else game.facts.player_counts.start
    seats = ["greedy", "random", "greedy", "random", "greedy"][:n]
    a = Analysis(game, n, seats, games=3 if quick else 8, seed=7)
    a.analyse()
    summary = {k: getattr(a.summary, k) for k in SUMMARY}  # not the watchers a summary now keeps (Summary.watched)
    out = [digest({"@": "Summary", **summary})]
    for key in a.chart_keys():
        chart = a.chart(key)
        out.append(digest([key, chart.label, chart.takeaway, chart.figure("en")]))
    a.close()
    return out


def record(path: Path, only: list[str], quick: bool, skip_analysis: bool) -> None:
    corpus: dict[str, list[str]] = {}
    for gid, game in sorted(GAMES.items()):
        if only and gid not in only:
            continue
        t0 = time.time()
        own = [*game.bots] or ["greedy"]
        sets = option_sets(game)
        for i, (n, opts) in enumerate(sets):
            tag = f"{gid}/{n}p/" + ",".join(f"{k}={v}" for k, v in sorted(opts.items()))
            seeds = (1,) if quick else (1, 2) if len(sets) > 20 else (1, 2, 4, 5)
            for seed in seeds:
                corpus[f"{tag}/random/{seed}"] = play(game, n, opts, seed, ["random"] * n, boards=seed == 1 and i % 2 == 0)
            bots_seats = [own[p % len(own)] if p % 2 == 0 else "greedy" for p in range(n)]
            corpus[f"{tag}/bots/3"] = play(game, n, opts, 3, bots_seats, boards=i % 2 == 1)
        corpus[f"{gid}/lessons"] = lessons(game)
        if not skip_analysis:
            corpus[f"{gid}/analysis"] = analyses(gid, quick)
        print(f"{gid}: {len(sets)} option sets, {time.time() - t0:.0f} s", flush=True)
    path.write_text(json.dumps(corpus, indent=0, sort_keys=True))
    print(f"{len(corpus)} cases, {sum(len(v) for v in corpus.values())} digests -> {path}")


def compare(a: Path, b: Path) -> int:
    old, new = json.loads(a.read_text()), json.loads(b.read_text())
    bad = 0
    for case in sorted(set(old) | set(new)):
        if case not in old or case not in new:
            print(f"{case}: only in {'the first' if case in old else 'the second'}")
            bad += 1
            continue
        x, y = old[case], new[case]
        if x != y:
            first = next((i for i, (u, v) in enumerate(zip(x, y, strict=False)) if u != v), min(len(x), len(y)))
            print(f"{case}: differs from step {first} (lengths {len(x)} / {len(y)})")
            bad += 1
    print(f"{len(old)} / {len(new)} cases, {bad} differ")
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("out", type=Path)
    r.add_argument("--game", action="append", default=[])
    r.add_argument("--quick", action="store_true", help="one random seed a case, analyses on 3 games")
    r.add_argument("--no-analysis", action="store_true")
    c = sub.add_parser("compare")
    c.add_argument("a", type=Path)
    c.add_argument("b", type=Path)
    args = ap.parse_args()
    if args.cmd == "record":
        record(args.out, args.game, args.quick, args.no_analysis)
        return 0
    return compare(args.a, args.b)


if __name__ == "__main__":
    raise SystemExit(main())
