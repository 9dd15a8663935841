"""Every registered game's declared flow and facts, checked against the declarations and against play.

- the flow: every phase reachable from the start in the declared graph and reached in play; every move between phases
  one the flow declares; every rule an event or a refusal cites while in a phase declared for that phase; every rule
  of the rulebook declared somewhere in the flow (each rule has a home);
- the facts (``Game.facts``): simultaneous moves, hidden information and chance as declared; player counts and
  options as the set-up accepts them; the bots a table seats.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from kernel_games import GAMES
from kernel_games.core import IllegalAction, bot_kinds
from tests.option_sets import allowed, option_combos
from tests.playouts import PLAYOUT_IDS, PLAYOUTS, playout

GAME_IDS = sorted(GAMES)
games = pytest.mark.parametrize("gid", GAME_IDS)
playouts = pytest.mark.parametrize(("gid", "n", "key", "seed"), PLAYOUTS, ids=PLAYOUT_IDS)
CORE = "core."


# ---- the declarations ----------------------------------------------------------------------------------------------
@games
def test_every_phase_is_reachable_and_the_game_can_end(gid):
    flow = GAMES[gid].flow
    assert flow.reachable() == set(flow.phases), f"{gid}: unreachable phases {set(flow.phases) - flow.reachable()}"
    assert flow.terminal, f"{gid}: no phase ends the game"
    for key in flow.phases:
        seen, todo = {key}, [key]
        while todo:
            for nxt in flow.phases[todo.pop()].then:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        assert seen & flow.terminal, f"{gid}: from {key} the game can never end"


@games
def test_the_flow_declares_existing_rules_and_every_rule_has_a_home(gid):
    game = GAMES[gid]
    declared = game.flow.declared_rules()
    unknown = sorted(r for r in declared if r not in game.rulebook and r not in game.core_rulebook)
    assert not unknown, f"{gid}: the flow declares rules the rulebooks lack: {unknown}"
    homeless = sorted(set(game.rulebook.ids()) - declared)
    assert not homeless, f"{gid}: rules no phase, module or the game's own list declares: {homeless}"
    for key, phase in game.flow.phases.items():
        assert phase.rules, f"{gid}: phase {key} declares no rule"


@games
def test_every_action_type_is_answered_by_a_step(gid):
    game = GAMES[gid]
    assert game.action_types, f"{gid}: no action types"
    for key, phase in game.flow.phases.items():
        for step in phase.steps:
            assert step.actions and step.candidates and step.perform and step.refuse, f"{gid}: {key}/{step.key!r}"


# ---- the flow in play --------------------------------------------------------------------------------------------
@cache
def traced(gid: str, n: int, key: tuple, seed: int) -> tuple[list[tuple[str, str]], list[tuple[str, tuple, str]]]:
    """Replay a play-out with the flow traced: the moves between phases, and (phase, modules, rule) of every event."""
    po = playout(gid, n, key, seed)
    game = po.game
    moves, cited = [], []
    for i, (p, action, events) in enumerate(po.steps):
        before = po.states[i]
        state = game.copy(before)
        marks: list[tuple[str, int]] = []
        again = game.perform(state, p, action, trace=lambda phase, k, marks=marks: marks.append((phase, k)))
        assert again == events, "a traced replay narrates differently"
        phase, start = before.phase, 0
        modules = tuple(getattr(before, "modules", ()))
        for nxt, k in [*marks, (None, len(events))]:
            cited += [(phase, modules, e.rule) for e in events[start:k]]
            if nxt is not None:
                moves.append((phase, nxt))
                phase, start = nxt, k
    return moves, cited


@playouts
def test_play_moves_only_as_declared_and_cites_each_phase_s_rules(gid, n, key, seed):
    game = GAMES[gid]
    moves, cited = traced(gid, n, key, seed)
    for a, b in set(moves):
        assert b in game.flow.phases[a].then, f"{gid}: moved from {a} to {b}, which the flow does not declare"
    wrong = sorted({(ph, r) for ph, mods, r in cited if not r.startswith(CORE) and r not in game.flow.phase_rules(ph, mods)})
    assert not wrong, f"{gid}: events cite rules their phase does not declare: {wrong}"


@playouts
def test_refusals_cite_their_phase_s_rules(gid, n, key, seed):
    po = playout(gid, n, key, seed)
    game = po.game
    rng = random.Random(f"{gid}/{n}/{key}/{seed}/refusals")
    pool = list(po.seen.values())
    for i in range(0, len(po.steps), 3):
        state = po.states[i]
        mods = tuple(getattr(state, "modules", ()))
        allowed = game.flow.phase_rules(state.phase, mods)
        for p in game.to_act(state):
            for a in [*game.candidates(state, p), *rng.sample(pool, min(8, len(pool)))]:
                err = game.why_illegal(state, p, a)
                if err is not None:
                    assert isinstance(err, IllegalAction)
                    assert err.rule.startswith(CORE) or err.rule in allowed, \
                        f"{gid} step {i} ({state.phase}/{state.step}): {a!r} refused for {err.rule}, not a rule of the phase"


@games
def test_every_phase_is_reached_in_play(gid):
    game = GAMES[gid]
    reached = {game.flow.start}
    for g, n, key, seed in PLAYOUTS:
        if g == gid:
            reached |= {b for _, b in traced(g, n, key, seed)[0]}
    assert reached == set(game.flow.phases), f"{gid}: never reached in play: {set(game.flow.phases) - reached}"


# ---- the facts ---------------------------------------------------------------------------------------------------
@games
def test_declared_facts_hold_in_play(gid):
    game = GAMES[gid]
    facts = game.facts
    several, differ = False, False
    for g, n, key, seed in PLAYOUTS:
        if g != gid:
            continue
        po = playout(g, n, key, seed)
        for state in po.states[:-1]:
            due = game.to_act(state)
            if len(due) > 1:
                several = True
                assert game.flow.decision(state).simultaneous, \
                    f"{gid}: {due} act at once in {state.phase}/{state.step!r}, which is not declared simultaneous"
            views = [{k: v for k, v in game.view(state, o).items() if k != "viewer"} for o in (None, *range(n))]
            differ = differ or any(v != views[0] for v in views)
    assert several == facts.simultaneous, f"{gid}: declared simultaneous={facts.simultaneous}, seen {several}"
    assert differ == facts.hidden_information, f"{gid}: declared hidden information={facts.hidden_information}"
    dealt_apart = any(game.setup(k, 1) != game.setup(k, 2) for k in facts.player_counts)
    assert dealt_apart == facts.chance, f"{gid}: declared chance={facts.chance}, two seeds deal {'un' * (not dealt_apart)}alike"


@games
def test_facts_describe_the_set_up_and_the_table(gid):
    game = GAMES[gid]
    facts = game.facts
    for n in facts.player_counts:
        for combo in option_combos(game):
            if allowed(game, n, combo):
                assert game.num_players(game.setup(n, 1, combo)) == n
    assert facts.options == tuple(game.options)
    assert list(bot_kinds(game)) == list(facts.bots)
    assert set(facts.modules) == set(game.flow.modules)
    assert 0 <= facts.min_people <= facts.min_players, "fewer people than seats only where the rules play seats"
    assert facts.players_text.replace("–", "-").split("-")[0] == str(facts.min_people or facts.min_players)
