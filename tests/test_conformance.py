"""Generic conformance: every registered game honours the kernel contract (docs/architecture.md, "The kernel contract").

Nothing here names a game's internals. Every check runs for every game in ``kernel_games.GAMES``, every player count
from ``min_players`` to ``max_players`` and the option sets of ``tests/option_sets.py`` (a covering array; every
combination with ``KG_DEEP=1``), over the seeded play-outs of ``tests/playouts.py`` (random, and bots at the
defaults; fixed seeds, so a failure reproduces exactly).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from kernel_games import GAMES
from kernel_games.core import (
    Action,
    Bot,
    Event,
    Game,
    GreedyBot,
    IllegalAction,
    Match,
    OptionError,
    RandomBot,
    Result,
    SaveError,
    bot_kinds,
    play_out,
)
from kernel_games.core.seeds import DEAL_PREFIX
from kernel_games.core.state import shared_mutables
from kernel_games.core.views import view_problems
from tests.option_sets import is_default, options_key
from tests.playouts import FIRST_SEED, PLAYOUT_IDS, PLAYOUTS, TABLE_IDS, TABLES, Playout, playout, start
from tests.rule_checks import assert_rule, assert_text, fingerprint, same_state

ROOT = Path(__file__).resolve().parents[1]
ILLEGAL_TRIES = 5  # illegal actions tried at every step, drawn from every action seen in the play-out
SECRET_EVERY = 3  # redeal the hidden information at every third state (and at the last)

NOT_YOURS = "core.turn.not_yours"
GAME_OVER = "core.turn.game_over"
UNKNOWN_ACTION = "core.action.unknown"
MALFORMED = "core.action.malformed"


def NOT_SEATS(n: int) -> list[Any]:  # noqa: N802 - a table of values, read like a constant
    """Players that are no seat of an ``n``-player game: out of range, or not an int (True is not seat 1)."""
    return [n, -1, None, True, False, 1.0, "0", (0,)]


WRONG_VALUES: dict[type, list[Any]] = {  # values of another type for a field of this type
    int: [True, False, 1.0, "1", None, (1,)],
    bool: [1, 0, "x", None, 1.0],
    str: [1, None, True, ("a",), "x" * 10_000],
}


def mistyped(action: Action) -> list[Action]:
    """``action`` with one field given a value of the wrong type (each field, each wrong value)."""
    out = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        for bad in WRONG_VALUES.get(type(value), [None]):
            out.append(dataclasses.replace(action, **{f.name: bad}))
    return out


@dataclass(frozen=True)
class NotAnActionOfAnyGame(Action):
    """An action type no game lists in its ``action_types``."""

    anything: int = 0


# ---- the cases: tests/option_sets.py and tests/playouts.py ----------------------------------------------------------
GAME_IDS = sorted(GAMES)
playouts = pytest.mark.parametrize(("gid", "n", "key", "seed"), PLAYOUTS, ids=PLAYOUT_IDS)
tables = pytest.mark.parametrize(("gid", "n", "key"), TABLES, ids=TABLE_IDS)
games = pytest.mark.parametrize("gid", GAME_IDS)


# ---- helpers ----------------------------------------------------------------------------------------------


def observers(n: int) -> list[int | None]:
    return [None, *range(n)]


def all_views(game: Game, state: Any, n: int) -> dict[int | None, dict]:
    return {o: game.view(state, o) for o in observers(n)}


def assert_json_like(value: Any, what: str) -> None:
    """dicts with str keys, lists, str, int, float, bool, None only: JSON round-trips it unchanged."""
    try:
        again = json.loads(json.dumps(value, ensure_ascii=False))
    except (TypeError, ValueError) as e:
        pytest.fail(f"{what} is not JSON-serialisable: {e}")
    assert again == value, f"{what} changes through JSON (tuples, non-str keys or objects?)"


def assert_event(game: Game, e: Any, n: int, what: str) -> None:
    assert isinstance(e, Event), f"{what}: not an Event: {e!r}"
    assert_rule(game, e.rule, what)
    assert_text(e.text, f"{what} ({e.rule})")
    assert_json_like(e.data, f"{what} ({e.rule}) data")
    if e.to is not None:
        assert isinstance(e.to, int) and 0 <= e.to < n, f"{what}: event for unknown player {e.to!r}"
        assert e.visible_to(e.to), f"{what}: a private event is hidden from its own player"
        hidden = [o for o in observers(n) if o != e.to]
        assert not any(e.visible_to(o) for o in hidden), f"{what}: private event {e.rule} to {e.to} is visible to others"


def expect_illegal(game: Game, state: Any, player: Any, action: Any, what: str) -> IllegalAction:
    """check() and apply() both refuse with IllegalAction citing a known rule; the state stays as it was."""
    before = fingerprint(state)
    try:
        game.check(state, player, action)
    except IllegalAction as err:
        caught = err
    except Exception as err:  # noqa: BLE001 - anything but IllegalAction is the failure
        pytest.fail(f"{what}: check({player!r}, {action!r}) raised {type(err).__name__}: {err}, not IllegalAction")
    else:
        pytest.fail(f"{what}: check({player!r}, {action!r}) accepted an action not in legal_actions")
    assert_rule(game, caught.rule, f"{what}: IllegalAction for {action!r}")
    assert_text(caught.text, f"{what}: IllegalAction for {action!r}")
    assert_text(game.explain(caught), f"{what}: explain() for {action!r}")
    try:
        game.apply(state, player, action)
    except IllegalAction:
        pass
    else:
        pytest.fail(f"{what}: apply({player!r}, {action!r}) accepted what check() refused")
    assert fingerprint(state) == before, f"{what}: refusing {action!r} changed the state"
    return caught


# ---- every step of every play-out ----------------------------------------------------------------------
def check_state(game: Game, state: Any, n: int, where: str) -> None:
    assert game.invariants(state) == [], f"{where}: invariants broken: {game.invariants(state)}"
    assert game.num_players(state) == n, f"{where}: num_players says {game.num_players(state)}, not {n}"
    copied = game.copy(state)
    assert same_state(copied, state) and copied is not state, f"{where}: copy() is not an equal, new state"
    assert shared_mutables(state, copied) == [], f"{where}: copy() shares {shared_mutables(state, copied)}"
    for o in observers(n):
        v = game.view(state, o)
        assert type(v) is dict, f"{where}: view({o}) is a {type(v).__name__}, not a dict"
        assert_json_like(v, f"{where}: view({o})")
        assert view_problems(v, game.view_type) == [], f"{where}: view({o}) differs from {game.view_type.__name__}"
    for p in range(n):
        assert_text(game.player_name(state, p), f"{where}: player_name({p})")


def check_legal(game: Game, state: Any, p: int, where: str) -> list[Action]:
    legal = game.legal_actions(state, p)
    assert legal, f"{where}: player {p} is due to act but has no legal action"
    assert legal == game.flow.legal(state, p, exact=False), \
        f"{where}: a step declared exact offers candidates its own rules refuse"
    assert len({repr(a) for a in legal}) == len(legal), f"{where}: legal_actions repeats an action: {legal}"
    for a in legal:
        assert isinstance(a, game.action_types), f"{where}: {a!r} is not one of the game's action_types"
        assert dataclasses.is_dataclass(a) and type(a).__dataclass_params__.frozen, f"{where}: {a!r} is not a frozen dataclass"
        hash(a)
        try:
            game.check(state, p, a)
        except IllegalAction as err:
            pytest.fail(f"{where}: legal action {a!r} refused by check(): [{err.rule}] {err.text.en}")
        assert_text(a.describe(), f"{where}: {a!r}.describe()")
        saved = json.loads(json.dumps(a.to_json(), ensure_ascii=False))
        assert game.action_from_json(saved) == a, f"{where}: {a!r} does not survive to_json/action_from_json"
    return legal


@playouts
def test_every_step_keeps_the_contract(gid, n, key, seed):
    """Invariants, legal ⇔ check, illegal tries refused with a rule and no trace, apply never mutates, events cite rules."""
    po = playout(gid, n, key, seed)
    game = po.game
    pool = list(po.seen.values())
    for i, (player, action, events) in enumerate(po.steps):
        state, where = po.states[i], f"{gid} {n}p seed {seed} step {i}"
        rng = random.Random(f"{where}/tries")
        check_state(game, state, n, where)
        assert not game.is_over(state)
        due = game.to_act(state)
        assert len(set(due)) == len(due) and set(due) <= set(range(n)), f"{where}: to_act is {due!r}"
        legal = {p: check_legal(game, state, p, where) for p in due}
        assert player in due and action in legal[player]

        for p in due:  # candidates and tries the rules forbid, and actions seen elsewhere in the game
            known = {repr(a) for a in legal[p]}
            tries = game.tries(state, p)
            assert {repr(a) for a in tries} >= known, f"{where}: a legal action is not among the tries"
            refused = [a for a in [*game.candidates(state, p), *tries] if repr(a) not in known]
            others = [a for a in pool if repr(a) not in known]
            for a in rng.sample(refused, min(len(refused), ILLEGAL_TRIES)) + rng.sample(others, min(len(others), ILLEGAL_TRIES)):
                expect_illegal(game, state, p, a, f"{where} player {p}")
            err = expect_illegal(game, state, p, NotAnActionOfAnyGame(), f"{where} player {p}")
            assert err.rule == UNKNOWN_ACTION, f"{where}: an action of no game is refused for {err.rule}, not {UNKNOWN_ACTION}"

        some = [a for acts in legal.values() for a in acts]
        for q in [*range(n), *NOT_SEATS(n)]:  # players not due to act, and players who do not exist
            if q in due:
                continue
            assert game.legal_actions(state, q) == [], f"{where}: player {q!r} is not due but has legal actions"
            want = NOT_YOURS if type(q) is int and 0 <= q < n else MALFORMED
            for a in rng.sample(some, min(len(some), 3)):
                err = expect_illegal(game, state, q, a, f"{where} player {q!r} (not due)")
                assert err.rule == want, f"{where}: a move by player {q!r} is refused for {err.rule}, not {want}"
        for p in due:  # every legal action with a wrongly typed field
            for a in rng.sample(legal[p], min(len(legal[p]), 3)):
                for bad in mistyped(a):
                    err = expect_illegal(game, state, p, bad, f"{where} player {p} mistyped")
                    assert err.rule == MALFORMED, f"{where}: {bad!r} is refused for {err.rule}, not {MALFORMED}"

        before = fingerprint(state)
        new, again = game.apply(state, player, action)
        assert fingerprint(state) == before, f"{where}: apply({player}, {action!r}) changed its input state"
        assert new is not state, f"{where}: apply returned its input state"
        assert same_state(new, po.states[i + 1]) and again == events, f"{where}: apply is not deterministic"
        assert isinstance(events, list)
        for e in events:
            assert_event(game, e, n, f"{where} after {action!r}")

    final = po.states[-1]
    where = f"{gid} {n}p seed {seed} end"
    check_state(game, final, n, where)
    assert game.is_over(final)
    assert tuple(game.to_act(final)) == (), f"{where}: players are still due after the end: {game.to_act(final)}"
    last_player, last_action, _ = po.steps[-1]
    for q in range(n):
        assert game.legal_actions(final, q) == [], f"{where}: player {q} has legal actions after the end"
        err = expect_illegal(game, final, q, last_action, where)
        assert err.rule == GAME_OVER, f"{where}: a move after the end is refused for {err.rule}, not {GAME_OVER}"


# ---- replay, save/load, undo/redo --------------------------------------------------------------------------
@playouts
def test_seed_and_actions_replay_the_game(gid, n, key, seed):
    po = playout(gid, n, key, seed)
    game = po.game
    state = game.setup(n, seed, dict(key))
    assert same_state(state, po.states[0]), "the same seed and options give another set-up"
    for i, (p, action, events) in enumerate(po.steps):
        record = json.loads(json.dumps({"player": p, **action.to_json()}, ensure_ascii=False))
        rebuilt = game.action_from_json({k: v for k, v in record.items() if k != "player"})
        state, again = game.apply(state, record["player"], rebuilt)
        assert again == events, f"step {i}: the replay narrates differently"
    assert same_state(state, po.states[-1]), "seed + actions do not reproduce the final state"
    assert all_views(game, state, n) == all_views(game, po.states[-1], n), "seed + actions do not reproduce the final views"


@playouts
def test_match_saves_loads_undoes_and_redoes_exactly(gid, n, key, seed):
    po = playout(gid, n, key, seed)
    game = po.game
    m = Match(game, n, seed=seed, options=dict(key))
    history = [all_views(game, m.state, n)]
    for i, (p, action, _) in enumerate(po.steps):
        if i % 10 == 5:  # an illegal move through the match changes nothing
            steps = len(m.steps)
            with pytest.raises(IllegalAction):
                m.play(p, NotAnActionOfAnyGame())
            assert len(m.steps) == steps and all_views(game, m.state, n) == history[-1]
        m.play(p, action)
        history.append(all_views(game, m.state, n))
    assert m.is_over() and same_state(m.state, po.states[-1])

    for o in observers(n):  # the log a player reads holds no one else's secrets
        assert all(e.to is None or e.to == o for e in m.events(o)), f"events({o}) shows another player's private event"
        expected = [e for _, _, evs in po.steps for e in evs if e.to is None or e.to == o]
        assert m.events(o) == expected

    saved = m.to_json()
    assert set(json.loads(saved)) >= {"game", "version", "options", "seed", "actions"}
    for text in (saved, saved.encode("utf-8")):
        loaded = Match.from_json(text)
        assert loaded.game is game and loaded.num_players == n and loaded.seed == seed
        assert all_views(game, loaded.state, n) == history[-1], "save/load changes what someone sees"
        assert all(loaded.events(o) == m.events(o) for o in observers(n))
        assert loaded.to_json() == saved

    for k in sorted({1, len(po.steps) // 3, len(po.steps) // 2}):  # saved mid-game
        part = Match(game, n, seed=seed, options=dict(key))
        for p, action, _ in po.steps[:k]:
            part.play(p, action)
        hidden = part.face_down()  # face-down answers still hidden are not saved: the game as it stood before them
        data = json.loads(part.to_json())
        again = Match.from_json(json.dumps(data))
        assert all_views(game, again.state, n) == history[k - hidden] and len(again.steps) == k - hidden
        if not part.is_over():  # a running game's seed is sealed: the file does not give the deal away
            assert data["seed"] is None and data["deal"].startswith(DEAL_PREFIX)
            assert again.deal_sealed and again.floor == len(again.steps) and not again.seed_shown()

    for k in range(len(po.steps), 0, -1):
        step = m.undo()
        assert step is not None and step.action == po.steps[k - 1][1] and step.player == po.steps[k - 1][0]
        assert all_views(game, m.state, n) == history[k - 1], f"undo to step {k - 1} does not restore the views"
    assert m.undo() is None and not m.can_undo() and m.events(None) == []
    for k in range(1, len(po.steps) + 1):
        assert m.redo() is not None
        assert all_views(game, m.state, n) == history[k], f"redo to step {k} does not restore the views"
    assert m.redo() is None and not m.can_redo()

    m.undo()
    m.undo()
    assert m.can_redo()
    m.play(*po.steps[len(po.steps) - 2][:2])
    assert not m.can_redo(), "a new move after undo must clear the redo stack"


def test_saves_replay_alike_under_another_hash_seed():
    """A save made in one Python process loads to the same views in another (no set/hash-order dependence)."""
    saves = {}
    for gid, n, key, seed in PLAYOUTS:
        if seed != FIRST_SEED or not is_default(GAMES[gid], dict(key)):
            continue
        po = playout(gid, n, key, seed)
        m = Match(po.game, n, seed=seed, options=dict(key))
        for p, action, _ in po.steps:
            m.play(p, action)
        saves[f"{gid}/{n}"] = (m.to_json(), {str(o): v for o, v in all_views(po.game, m.state, n).items()})
    script = ("import json, sys\nfrom kernel_games.core import Match\nsaves = json.load(sys.stdin)\nout = {}\n"
              "for k, text in saves.items():\n    m = Match.from_json(text)\n"
              "    out[k] = {str(o): m.view(o) for o in [None, *range(m.num_players)]}\nprint(json.dumps(out))\n")
    for hash_seed in ("1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", script], input=json.dumps({k: v[0] for k, v in saves.items()}),
                              capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
        assert done.returncode == 0, done.stderr
        views = json.loads(done.stdout)
        for k, (_, expected) in saves.items():
            assert views[k] == json.loads(json.dumps(expected)), f"{k}: PYTHONHASHSEED={hash_seed} replays to other views"


# ---- corrupt saves ------------------------------------------------------------------------------------------
def expect_save_error(text: Any, what: str) -> SaveError:
    try:
        Match.from_json(text)
    except SaveError as err:
        assert_text(err.text, f"{what}: SaveError")
        return err
    except Exception as err:  # noqa: BLE001 - anything but SaveError is the failure
        pytest.fail(f"{what}: Match.from_json raised {type(err).__name__}: {err}, not SaveError")
    pytest.fail(f"{what}: Match.from_json accepted a corrupt save")


def base_save(gid: str) -> tuple[Playout, dict]:
    game = GAMES[gid]
    n = min(max(3, game.min_players), game.max_players)
    po = playout(gid, n, options_key({k: o.default for k, o in game.options.items()}), FIRST_SEED)
    m = Match(game, n, seed=FIRST_SEED, options=po.options)
    for p, action, _ in po.steps:
        m.play(p, action)
    return po, json.loads(m.to_json())


def _without(d: dict, key: str) -> dict:
    return {k: v for k, v in d.items() if k != key}


def _with(d: dict, **changes: Any) -> dict:
    return {**d, **changes}


def _action(d: dict, i: int, **changes: Any) -> dict:
    actions = [dict(a) for a in d["actions"]]
    actions[i].update(changes)
    return _with(d, actions=actions)


def _action_without(d: dict, i: int, field: str) -> dict:
    actions = [dict(a) for a in d["actions"]]
    del actions[i][field]
    return _with(d, actions=actions)


def _first_field(d: dict) -> str:
    return next(k for k in d["actions"][0] if k not in ("player", "type"))


CORRUPTIONS: dict[str, Any] = {
    "not JSON": lambda d, po: "{this is not json",
    "empty": lambda d, po: "",
    "truncated": lambda d, po: json.dumps(d)[: len(json.dumps(d)) // 2],
    "not UTF-8": lambda d, po: b"\xff\xfe\x00garbage",
    "None": lambda d, po: None,
    "deeply nested": lambda d, po: "[" * 100_000 + "]" * 100_000,
    "a list": lambda d, po: json.dumps([d]),
    "a number": lambda d, po: "42",
    "a string": lambda d, po: json.dumps("save"),
    "null": lambda d, po: "null",
    **{f"missing {k}": (lambda d, po, k=k: json.dumps(_without(d, k)))
       for k in ("game", "version", "players", "options", "seed", "actions")},
    "unknown game": lambda d, po: json.dumps(_with(d, game="no_such_game")),
    "game not a string": lambda d, po: json.dumps(_with(d, game=["x"])),
    "newer version": lambda d, po: json.dumps(_with(d, version=d["version"] + 1)),
    "version as a string": lambda d, po: json.dumps(_with(d, version=str(d["version"]))),
    "seed as a string": lambda d, po: json.dumps(_with(d, seed=str(d["seed"]))),
    "seed a float": lambda d, po: json.dumps(_with(d, seed=1.5)),
    "seed null": lambda d, po: json.dumps(_with(d, seed=None)),
    "players as a string": lambda d, po: json.dumps(_with(d, players=str(d["players"]))),
    "too many players": lambda d, po: json.dumps(_with(d, players=po.game.max_players + 1)),
    "too few players": lambda d, po: json.dumps(_with(d, players=po.game.min_players - 1)),
    "unknown option": lambda d, po: json.dumps(_with(d, options={**d["options"], "no_such_option": 1})),
    "options a string": lambda d, po: json.dumps(_with(d, options="x")),
    "options a list": lambda d, po: json.dumps(_with(d, options=[["no_such_option", 1]])),
    "actions not a list": lambda d, po: json.dumps(_with(d, actions={"0": d["actions"][0]})),
    "an action not an object": lambda d, po: json.dumps(_with(d, actions=[*d["actions"][:1], "x"])),
    "an action of unknown type": lambda d, po: json.dumps(_action(d, 0, type="NoSuchAction")),
    "an action without a type": lambda d, po: json.dumps(_action_without(d, 0, "type")),
    "an action with an extra field": lambda d, po: json.dumps(_action(d, 0, no_such_field=1)),
    "an action missing a field": lambda d, po: json.dumps(_action_without(d, 0, _first_field(d))),
    "player as a string": lambda d, po: json.dumps(_action(d, 0, player=str(d["actions"][0]["player"]))),
    "player a float": lambda d, po: json.dumps(_action(d, 0, player=0.5)),
    "player null": lambda d, po: json.dumps(_action(d, 0, player=None)),
    "player missing": lambda d, po: json.dumps(_action_without(d, 0, "player")),
    "player who does not exist": lambda d, po: json.dumps(_action(d, 0, player=d["players"])),
    "a move after the end": lambda d, po: json.dumps(_with(d, actions=[*d["actions"], d["actions"][-1]])),
    "an action of another type": lambda d, po: json.dumps(_with(d, actions=[
        {"player": d["actions"][0]["player"], **NotAnActionOfAnyGame().to_json()}, *d["actions"][1:]])),
}


@games
@pytest.mark.parametrize("kind", list(CORRUPTIONS))
def test_corrupt_saves_raise_save_error(gid, kind):
    po, data = base_save(gid)
    if kind == "an action missing a field" and not any(k not in ("player", "type") for k in data["actions"][0]):
        pytest.skip("the first action has no fields")
    err = expect_save_error(CORRUPTIONS[kind](data, po), f"{gid}: {kind}")
    if err.rule:
        assert_rule(po.game, err.rule, f"{gid}: {kind}")
    if kind == "a move after the end":
        assert err.rule == GAME_OVER


@games
def test_tampered_moves_raise_save_error(gid):
    """Change a move in a saved game (its player or one field): an illegal result is refused with the rule it breaks."""
    po, data = base_save(gid)
    game, steps = po.game, po.steps
    rng = random.Random(f"{gid}/tamper")
    refused = 0
    for i in sorted({0, 1, len(steps) // 2, len(steps) - 1}):
        state, (player, action, _) = po.states[i], steps[i]
        legal = game.legal_actions(state, player)
        for q in [q for q in [*range(po.n), po.n] if q not in game.to_act(state)][:2]:
            err = expect_save_error(json.dumps(_action(data, i, player=q)), f"{gid}: move {i} by player {q}")
            assert err.rule == (NOT_YOURS if q < po.n else MALFORMED)
            refused += 1
        record = data["actions"][i]
        same_type = [a.to_json() for a in po.seen.values() if type(a) is type(action)]
        for field in [k for k in record if k not in ("player", "type")]:
            values = [-1, 10**6, "x", None, [0, 1], {"a": 1}] + [a[field] for a in rng.sample(same_type, min(6, len(same_type)))]
            for value in values:
                tampered = _action(data, i, **{field: value})
                what = f"{gid}: move {i} {record['type']}.{field} = {value!r}"
                try:
                    candidate = game.action_from_json({k: v for k, v in tampered["actions"][i].items() if k != "player"})
                except ValueError:
                    candidate = None
                if candidate is not None and candidate in legal:
                    try:  # still a legal move here; later moves may or may not still fit
                        Match.from_json(json.dumps(tampered))
                    except SaveError as err:
                        assert_text(err.text, what)
                    continue
                err = expect_save_error(json.dumps(tampered), what)
                refused += 1
                if err.rule:
                    assert_rule(game, err.rule, what)
                elif value in [a[field] for a in same_type]:
                    pytest.fail(f"{what}: a plausible but illegal move is refused without naming a rule")
    assert refused, f"{gid}: no tampering was tried"


# ---- options and player counts -----------------------------------------------------------------------------
def expect_option_error(call, what: str) -> None:
    try:
        call()
    except OptionError as err:
        assert_text(err.text, f"{what}: OptionError")
        return
    except Exception as err:  # noqa: BLE001 - anything but OptionError is the failure
        pytest.fail(f"{what}: raised {type(err).__name__}: {err}, not OptionError")
    pytest.fail(f"{what}: accepted")


@games
def test_bad_player_counts_and_options_raise_option_error(gid):
    game = GAMES[gid]
    for n in (game.min_players - 1, game.max_players + 1, 0, -1, "3", None, 2.5):
        expect_option_error(lambda n=n: game.setup(n, 1), f"{gid}: setup({n!r} players)")
        expect_option_error(lambda n=n: Match(game, n, seed=1), f"{gid}: Match({n!r} players)")
    n = game.min_players
    bad_options = [{"no_such_option": True}, "x", [("no_such_option", 1)]]
    bad_options += [{name: object()} for name in game.options]  # a value no option allows
    for options in bad_options:
        expect_option_error(lambda o=options: game.setup(n, 1, o), f"{gid}: setup(options={options!r})")
        expect_option_error(lambda o=options: Match(game, n, seed=1, options=o), f"{gid}: Match(options={options!r})")
    defaults = {k: o.default for k, o in game.options.items()}
    for k, o in game.options.items():
        assert_text(o.label, f"{gid}: option {k} label")
        assert o.default in o.values, f"{gid}: option {k}'s default is not one of its values"
        assert not o.value_labels or len(o.value_labels) == len(o.values)
    assert same_state(game.setup(n, 5), game.setup(n, 5, {})) and same_state(game.setup(n, 5), game.setup(n, 5, defaults))


# ---- secrets --------------------------------------------------------------------------------------------
@playouts
def test_views_hide_what_redeal_hidden_redraws(gid, n, key, seed):
    """Redrawing everything hidden from o changes nothing o sees; redrawing does change the state somewhere."""
    po = playout(gid, n, key, seed)
    game = po.game
    redrawn = 0
    sampled = sorted({*range(0, len(po.states), SECRET_EVERY), len(po.states) - 1})
    for i in sampled:
        state = po.states[i]
        before = fingerprint(state)
        for o in observers(n):
            where = f"{gid} {n}p seed {seed} state {i} observer {o}"
            other = game.redeal_hidden(state, o, 1000 * i + (o if o is not None else 99))
            assert fingerprint(state) == before, f"{where}: redeal_hidden changed its input"
            assert game.view(other, o) == game.view(state, o), f"{where}: the view shows something redeal_hidden redraws"
            assert game.invariants(other) == [], f"{where}: the redealt state breaks invariants: {game.invariants(other)}"
            assert tuple(game.to_act(other)) == tuple(game.to_act(state)), f"{where}: who is due depends on hidden things"
            if o is not None:
                assert game.legal_actions(other, o) == game.legal_actions(state, o), \
                    f"{where}: the legal actions depend on something the player cannot see"
            elif not same_state(other, state):
                redrawn += 1
    assert redrawn, (f"{gid} {n}p seed {seed}: redeal_hidden(state, None, seed) never changed any of {len(sampled)} "
                     "states, so the view test proves nothing")


@playouts
def test_redeals_depend_only_on_what_the_observer_sees(gid, n, key, seed):
    """A redeal of a redeal is that redeal: what it draws depends on the observer's information alone, so the search
    bot and the coach, which sample redeals (core/search.py), learn nothing the view does not show. The future
    chance kept in the state (``rng``) is drawn anew too, or a search would know the next shuffle."""
    po = playout(gid, n, key, seed)
    game = po.game
    for i in sorted({*range(0, len(po.states), SECRET_EVERY * 4), len(po.states) - 1}):
        state = po.states[i]
        for o in observers(n):
            where = f"{gid} {n}p seed {seed} state {i} observer {o}"
            other = game.redeal_hidden(state, o, 7 * i + 1)
            assert same_state(game.redeal_hidden(other, o, 5), game.redeal_hidden(state, o, 5)), \
                f"{where}: the redeal depends on hidden things (sort each pool before shuffling it)"
            if hasattr(state, "rng") and not game.is_over(state):
                assert game.redeal_hidden(state, o, 1).rng != game.redeal_hidden(state, o, 2).rng, \
                    f"{where}: the redeal keeps the future chance of the real game"


# ---- bots ------------------------------------------------------------------------------------------------
class Table:
    """The state as the spies follow it, so each can check what it is shown."""

    def __init__(self, game: Game, state: Any) -> None:
        self.game, self.state, self.calls = game, state, 0


class Spy(Bot):
    """Wraps a bot: it must be shown exactly game.view(state, p), a JSON-like dict, never the state."""

    def __init__(self, inner: Any, seat: int, table: Table) -> None:
        self.inner, self.seat, self.table = inner, seat, table
        self.name = inner.name

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        game, state = self.table.game, self.table.state
        assert not isinstance(view, type(state)), "a bot was handed the state itself"
        assert type(view) is dict, f"a bot was handed a {type(view).__name__}, not a view dict"
        json.dumps(view)
        assert view == game.view(state, self.seat), f"seat {self.seat} was shown something other than its own view"
        assert self.seat in game.to_act(state)
        assert legal == game.legal_actions(state, self.seat)
        action = self.inner.choose(view, legal, rng)
        assert action in legal, f"{type(self.inner).__name__} chose {action!r}, which is not legal"
        self.table.state, _ = game.apply(state, self.seat, action)
        self.table.calls += 1
        return action


@tables
def test_bots_see_only_views_and_finish_games(gid, n, key):
    game = GAMES[gid]
    kinds = {k: b for k, b in bot_kinds(game).items() if not b.samples}  # search: test_search.py
    assert isinstance(kinds["random"], RandomBot) and isinstance(kinds["greedy"], GreedyBot)
    lineups = {name: [bot] * n for name, bot in kinds.items()}
    lineups["mixed"] = [list(kinds.values())[p % len(kinds)] for p in range(n)]
    for name, bots in lineups.items():
        state = start(game, n, dict(key), 7)
        table = Table(game, state)
        final, steps = play_out(game, state, {p: Spy(bots[p], p, table) for p in range(n)}, random.Random(f"{gid}/{n}/{name}"))
        assert game.is_over(final), f"{name} bots did not finish a {n}-player game"
        assert table.calls == steps and same_state(final, table.state)
        assert game.invariants(final) == []


# ---- results -------------------------------------------------------------------------------------------
@playouts
def test_result_explains_scores_and_winners(gid, n, key, seed):
    po = playout(gid, n, key, seed)
    game, final = po.game, po.states[-1]
    before = fingerprint(final)
    r = game.result(final)
    assert fingerprint(final) == before, "result() changed the state"
    assert isinstance(r, Result)
    players = set(range(n))
    assert set(r.scores) == players, f"scores are for {sorted(r.scores)}, not every player"
    assert set(r.breakdown) == players, f"the breakdown is for {sorted(r.breakdown)}, not every player"
    for p in range(n):
        assert isinstance(r.scores[p], int) and not isinstance(r.scores[p], bool)
        for row in r.breakdown[p]:
            assert_rule(game, row.rule, f"player {p}'s score row")
            assert_text(row.label, f"player {p}'s score row {row.rule}")
            assert isinstance(row.points, int)
        total = sum(row.points for row in r.breakdown[p])
        assert total == r.scores[p], f"player {p}: the breakdown sums to {total}, the score is {r.scores[p]}"
    assert r.winners, "nobody won"
    assert len(set(r.winners)) == len(r.winners) and set(r.winners) <= players, f"winners {r.winners}"
    assert_text(r.reason, "the result's reason")
    assert_rule(game, r.rule, "the rule that decided the result")
    assert game.result(final) == r, "result() is not deterministic"
