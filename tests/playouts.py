"""The seeded play-outs the generic suites check (conformance, flow, previews, board texts), each played once per test
process and shared by every suite that reads it.

A case is (game id, player count, option set, seed), on the tables of ``tests/option_sets.py``. Seeds in
``RANDOM_SEEDS`` are random play-outs: a random player among those due takes a random legal action, so the game
wanders into positions no sensible player reaches. Seeds in ``BOT_SEEDS`` are bot play-outs: the game's bots (random,
greedy and its own, seated in turn) play a game of real length where random play drags on (a random Blue Moon City
game for two takes about 1,400 moves, bots about 200). ``make test`` plays, at each player count, the defaults with
one random and two bot seeds, every option on (where most modules meet: the bots reach what one random game misses,
such as a Lawan's canoe tie while the chooser holds Ibu's totem) with one random and two bot seeds, and every other
table of the covering array with one random seed; ``KG_DEEP=1`` plays every allowed table, the defaults with three
random seeds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from kernel_games import GAMES
from kernel_games.core import Action, Event, Game, OptionError, bot_kinds, decide
from tests.option_sets import DEEP, Options, all_on, case_id, is_default, tables
from tests.rule_checks import assert_text

RANDOM_SEEDS = (1, 2, 3) if DEEP else (1,)  # random play-outs of each player count with the default options
BOT_SEEDS = (11, 12)  # bot play-outs of each player count with the default options and with every option on
VARIANT_SEEDS = (1,)  # random play-outs of every other table
MAX_STEPS = 20_000  # a play-out longer than this is taken to be stuck

Case = tuple[str, int, Options, int]  # game id, player count, option set, seed


def seeds(game: Game, n: int, options: Options) -> tuple[int, ...]:
    """The defaults and "all on" (where most modules meet) get bot play-outs beside the random ones."""
    if is_default(game, dict(options)):
        return (*RANDOM_SEEDS, *BOT_SEEDS)
    return (*VARIANT_SEEDS, *BOT_SEEDS) if options == all_on(game, n) else VARIANT_SEEDS


def by_bots(seed: int) -> bool:
    return seed in BOT_SEEDS


def playout_id(case: Case) -> str:
    gid, n, options, seed = case
    return f"{case_id(gid, n, dict(options))}-{'bots' if by_bots(seed) else 'seed'}{seed}"


TABLES = [(gid, n, options) for gid, game in GAMES.items() for n, options in tables(game)]
TABLE_IDS = [case_id(gid, n, dict(options)) for gid, n, options in TABLES]
PLAYOUTS: list[Case] = [(gid, n, options, seed) for gid, n, options in TABLES for seed in seeds(GAMES[gid], n, options)]
PLAYOUT_IDS = [playout_id(case) for case in PLAYOUTS]
FIRST_SEED = RANDOM_SEEDS[0]  # the one random play-out every table has
FIRST_PLAYOUTS = [case for case in PLAYOUTS if case[3] == FIRST_SEED]  # one per table
FIRST_PLAYOUT_IDS = [playout_id(case) for case in FIRST_PLAYOUTS]


def start(game: Game, n: int, combo: dict[str, Any], seed: int) -> Any:
    """setup(); a non-default combination the game declares impossible is skipped, with its reason."""
    try:
        return game.setup(n, seed, dict(combo))
    except OptionError as err:
        if is_default(game, combo):
            raise
        assert_text(err.text, f"{game.id}: OptionError for {combo}")
        pytest.skip(f"{game.id} declares {combo} with {n} players impossible: {err.text.en}")


@dataclass
class Playout:
    game: Game
    n: int
    options: dict[str, Any]
    seed: int
    states: list[Any]  # states[0] is the set-up; states[i + 1] follows steps[i]
    steps: list[tuple[int, Action, list[Event]]]
    seen: dict[str, Action]  # every action legal at some point, by repr: a pool of plausible illegal tries


def lineup(game: Game, n: int, seed: int) -> list[Any]:
    """The bots of a bot play-out, seat by seat: the game's bot kinds that do not search, in turn from ``seed``."""
    kinds = [bot for bot in bot_kinds(game).values() if not getattr(bot, "samples", False)]
    return [kinds[(p + seed) % len(kinds)] for p in range(n)]


@cache
def playout(gid: str, n: int, key: Options, seed: int) -> Playout:
    """A game to the end: a random player among those due takes a random legal action, or its bot's choice."""
    game = GAMES[gid]
    state = start(game, n, dict(key), seed)
    rng = random.Random(f"{gid}/{n}/{key}/{seed}")
    bots = lineup(game, n, seed) if by_bots(seed) else None
    po = Playout(game, n, dict(key), seed, [state], [], {})
    while not game.is_over(state):
        assert len(po.steps) < MAX_STEPS, f"{gid}: the play-out did not end after {MAX_STEPS} steps"
        due = game.to_act(state)
        assert due, f"{gid}: step {len(po.steps)}: nobody is due to act but the game is not over"
        for p in due:
            for a in game.legal_actions(state, p):
                po.seen.setdefault(repr(a), a)
        p = rng.choice(list(due))
        legal = game.legal_actions(state, p)
        assert legal, f"{gid}: step {len(po.steps)}: player {p} is due to act but has no legal action"
        action = rng.choice(legal) if bots is None else decide(bots[p], game, state, p, rng)
        state, events = game.apply(state, p, action)
        po.steps.append((p, action, events))
        po.states.append(state)
    return po
