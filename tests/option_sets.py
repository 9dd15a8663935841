"""Which tables (a player count and an option set) the generic suites play, read from each game's declared options.

``make test`` plays a covering array. For every game:

- at each player count, every option at its default ("all off") and every option at its last value, or as near to
  that as the game allows ("all on");
- at each player count, each option value with as few other options away from their defaults as the game allows
  (every such table when several tie): the combinations a game's rules name — Buru's Lawan at five seats without
  Ukam or the region, the longer game with Ukam alone and with the region alone;
- then, while some pair of values of two factors (the player count and each option) that the game allows together
  is in no table yet, the allowed table that adds the most such pairs.

``KG_DEEP=1`` (``make test-deep``) plays every allowed table instead: every combination of option values at every
player count. A table the game refuses (``Game.resolve_options`` raises ``OptionError``) is never played.
"""

from __future__ import annotations

import itertools
import os
from typing import Any

from kernel_games.core import Game, OptionError

DEEP = os.environ.get("KG_DEEP", "").strip().lower() in ("1", "true", "yes")

Options = tuple[tuple[str, Any], ...]  # an option set as sorted (name, value) pairs: hashable, a cache key
Table = tuple[int, Options]  # a player count and an option set


def option_combos(game: Game) -> list[dict[str, Any]]:
    """Every combination of the game's option values ({} when it has none)."""
    names = sorted(game.options)
    return [dict(zip(names, values, strict=True)) for values in itertools.product(*(game.options[k].values for k in names))]


def options_key(combo: dict[str, Any]) -> Options:
    return tuple(sorted(combo.items()))


def is_default(game: Game, combo: dict[str, Any]) -> bool:
    return all(game.options[k].default == v for k, v in combo.items())


def allowed(game: Game, n: int, combo: dict[str, Any]) -> bool:
    """Whether the game plays ``n`` players with these options (Buru's two Lawan need a third seat)."""
    try:
        game.resolve_options(n, combo)
    except OptionError:
        return False
    return True


def case_id(gid: str, n: int, combo: dict[str, Any]) -> str:
    return f"{gid}-{n}p" + "".join(f"-{k}={v}" for k, v in sorted(combo.items()))


def every_table(game: Game) -> list[Table]:
    """Every allowed table: each player count, each combination of option values."""
    return [(n, options_key(combo)) for n in game.facts.player_counts for combo in option_combos(game) if allowed(game, n, combo)]


def _off(game: Game, options: Options) -> int:
    """How many options a set moves away from their defaults."""
    return sum(game.options[k].default != v for k, v in options)


def _height(game: Game, options: Options) -> int:
    """How far along its values each option is, summed: the last value of every option is the highest."""
    return sum(game.options[k].values.index(v) for k, v in options)


def _pairs(table: Table) -> set[tuple]:
    """The pairs of factor values a table plays: (player count, an option's value) and (two options' values)."""
    n, options = table
    factors = [("players", n), *options]
    return set(itertools.combinations(factors, 2))


def all_on(game: Game, n: int) -> Options | None:
    """The option set with every option at its last value, or as near to that as the game allows with ``n`` players."""
    here = [options for m, options in every_table(game) if m == n]
    return max(here, key=lambda options: _height(game, options), default=None)


def covering_tables(game: Game) -> list[Table]:
    """The covering array described above, in a fixed order (player count, then the order the parts are added)."""
    tables = every_table(game)
    chosen: list[Table] = []

    def add(table: Table) -> None:
        if table not in chosen:
            chosen.append(table)

    for n in game.facts.player_counts:
        here = [t for t in tables if t[0] == n]
        if not here:
            continue
        add(min(here, key=lambda t: _off(game, t[1])))  # all off: the defaults
        add((n, all_on(game, n)))
        for name, option in sorted(game.options.items()):
            for value in option.values:
                if value == option.default:
                    continue
                with_it = [t for t in here if dict(t[1])[name] == value]
                fewest = min((_off(game, t[1]) for t in with_it), default=None)
                for t in with_it:
                    if _off(game, t[1]) == fewest:
                        add(t)
    missing = set().union(*(_pairs(t) for t in tables)) - set().union(*(_pairs(t) for t in chosen))
    while missing:
        best = max(tables, key=lambda t: len(_pairs(t) & missing))  # the first of the best: a fixed order
        add(best)
        missing -= _pairs(best)
    return sorted(chosen, key=lambda t: (t[0], chosen.index(t)))


def tables(game: Game) -> list[Table]:
    """The tables the generic suites play for ``game``: every allowed one with ``KG_DEEP``, else the covering array."""
    return every_table(game) if DEEP else covering_tables(game)
