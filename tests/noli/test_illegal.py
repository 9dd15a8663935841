"""Every refused action names a known rule and leaves no trace; what is offered is exactly what is accepted."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from kernel_games.core import Action, Game, IllegalAction
from kernel_games.noli.actions import DoubleUp, RaidTower, Ready, ResolveSymbol, Roll, SetBid, Stop, TakeRower, Wreck
from tests.rule_checks import probe

from .helpers import G, act, cites, snapshot


@dataclass(frozen=True)
class Alien(Action):
    """An action of no game."""


def probes(state):
    """A spread of actions of every kind, most of them illegal at any given moment."""
    out = [SetBid(k, a) for k in ("courtier", "rower", "shipwright", "mason", "bishop") for a in (0, 1, 3, 50, -2)]
    out += [Ready(), DoubleUp(True), DoubleUp(False), Roll(), Stop(), SetBid("mason", "x")]
    out += [TakeRower(q) for q in range(-1, state.n + 1)] + [RaidTower(q) for q in range(-1, state.n + 1)]
    out += [Wreck(q) for q in range(-1, state.n + 1)]
    cards = [*state.drawn[:2], *state.decks[0][:1], 999]
    out += [ResolveSymbol(c, i) for c in cards for i in (0, 1, 5)]
    return out


@cites("core.turn.not_yours", "core.action.unknown")
@pytest.mark.parametrize(("n", "mode", "seed"), [(2, "simulated", 3), (3, "live", 5), (4, "simulated", 7), (4, "live", 2)])
def test_illegal_actions_change_nothing_and_cite_a_rule(n, mode, seed):
    """Through a whole game, each refused probe raises IllegalAction with a rulebook id and leaves the state as it was."""
    s = G.setup(n, seed, {"regatta": mode})
    rng = random.Random(seed)
    refused = set()
    steps = 0
    while not G.is_over(s):
        before = snapshot(s)
        for p in range(-1, n + 1):
            legal = G.legal_actions(s, p)
            assert legal == Game.legal_actions(G, s, p)  # the shortcut gives the base rule's list exactly
            for action in probes(s):
                probe(G, s, p, action, legal, refused)
        assert snapshot(s) == before
        p = rng.choice(G.to_act(s))
        legal = G.legal_actions(s, p)
        # bid little so the game moves on: Ready half of the time in the investment phase
        choice = Ready() if Ready() in legal and rng.random() < 0.5 else rng.choice(legal)
        s = act(s, p, choice)[0]
        steps += 1
    assert steps > 10
    with pytest.raises(IllegalAction) as info:
        G.apply(G.setup(n, seed), 0, Alien())
    assert info.value.rule == "core.action.unknown"
    assert {"noli.invest.bid", "noli.invest.bank", "core.turn.not_yours"} <= refused
    assert "core.turn.game_over" not in refused  # checked in test_end
