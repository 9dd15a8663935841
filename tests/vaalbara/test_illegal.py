"""Every refused action names a known rule and leaves no trace; what is offered is exactly what is accepted."""

from __future__ import annotations

import dataclasses

import pytest

from kernel_games.vaalbara.actions import (
    ChooseCharacter,
    ChoosePlayer,
    ExchangeLand,
    RecoverCharacter,
    RevealWarrior,
    SwapRows,
    TakeLand,
    TrackLand,
)
from tests.rule_checks import probe

from .helpers import G, act


def probes(state):
    """A spread of actions of every kind, most of them illegal at any given moment."""
    lands_seen = state.rows[0][:2] + state.rows[1][:2] + state.land_deck[:1] + [r[0] for r in state.realms if r]
    out = [ChooseCharacter(i) for i in (0, 1, 6, 12)]
    out += [RevealWarrior(True), RevealWarrior(False), ChoosePlayer(0), ChoosePlayer(state.n)]
    out += [RecoverCharacter(1), RecoverCharacter(8)]
    for land in lands_seen:
        out += [TakeLand(land), TrackLand(land), ExchangeLand(land)]
    if state.rows[0] and state.rows[1]:
        out += [SwapRows(state.rows[0][0], state.rows[1][0]), SwapRows(state.rows[1][0], state.rows[0][0])]
    return out


@pytest.mark.parametrize("n, seed", [(2, 3), (3, 5), (5, 7)])
def test_illegal_actions_change_nothing_and_cite_a_rule(n, seed):
    """Through a whole game, each refused probe raises IllegalAction with a rulebook id and leaves the state as it was."""
    s = G.setup(n, seed)
    refused_rules = set()
    while not G.is_over(s):
        before = dataclasses.astuple(s)
        for p in range(n):
            legal = G.legal_actions(s, p)
            for action in probes(s) + [ChooseCharacter(2)]:
                probe(G, s, p, action, legal, refused_rules)
        assert dataclasses.astuple(s) == before  # a mutation by any probe would still be there
        p = G.to_act(s)[0]
        s = act(s, p, G.legal_actions(s, p)[-1])[0]
    assert {"vaalbara.allocation.choose", "vaalbara.resolution.land", "core.turn.not_yours"} <= refused_rules
