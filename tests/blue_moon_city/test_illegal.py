"""Every refused action names a known rule and leaves no trace; what is offered is exactly what is accepted."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from kernel_games.blue_moon_city.actions import (
    Cancel,
    Discard,
    Done,
    DragonFly,
    DragonMove,
    Draw,
    FlitDash,
    FlitFly,
    Offer,
    OfferAgain,
    Pay,
    Recolour,
    Walk,
)
from kernel_games.core import Action, Game, IllegalAction
from tests.rule_checks import assert_text, fingerprint, probe

from .helpers import H1, H2, P1, P2, V3, G, act, cites

CELLS = (-1, 0, 5, 10, 11, 20, 21)


@dataclass(frozen=True)
class Alien(Action):
    """An action of no game."""


def probes(state) -> list[Action]:
    """A spread of actions of every kind, most of them illegal at any given moment."""
    here = state.figures[state.current]
    near = [c for c in (here - 1, here + 1, here - 5, here + 5) if 0 <= c < 21]
    out: list[Action] = [Walk(c) for c in CELLS + tuple(near)] + [FlitFly(c) for c in CELLS] + [FlitDash(), Done(), Draw(),
                                                                                               Cancel()]
    out += [DragonFly(d, c) for d in (-1, 0, 1, 2, 3) for c in (-1, 10, 20, 22)]
    out += [DragonMove(d, c) for d in (0, 2) for c in (*near, 0, 20)]
    cards = sorted(set(state.hands[state.current]))[:4] + [V3, 999, -1]
    out += [Pay(b, c) for b in (-1, 0, 1, 3, 4) for c in cards]
    out += [Recolour(b, c) for b in (0, 2) for c in (H1, H2, V3)]
    out += [Offer(o, t) for o in (0, 1, 2, -1) for t in (0, 2, 3, 4)]
    out += [OfferAgain(c, o, t) for c in (P1, P2, H1) for o in (0, 1) for t in (2, 3)]
    out += [Discard(c) for c in cards]
    return out


@cites("core.turn.not_yours", "core.action.unknown")
@pytest.mark.parametrize(("n", "seed"), [(2, 3), (3, 5), (4, 7)])
def test_illegal_actions_change_nothing_and_cite_a_rule(n, seed):
    """Through a whole game, each refused probe raises IllegalAction with a rulebook id and both languages, and leaves
    the state as it was; every legal action offered is accepted."""
    s = G.setup(n, seed)
    rng = random.Random(seed)
    refused: set[str] = set()
    steps = 0
    while not G.is_over(s) and steps < 400:
        before = fingerprint(s)
        for p in range(-1, n + 1):
            legal = G.legal_actions(s, p)
            assert legal == Game.legal_actions(G, s, p)  # the shortcut gives the base rule's list exactly
            for action in probes(s):
                probe(G, s, p, action, legal, refused)
        assert fingerprint(s) == before
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        # contribute and offer when possible, so that the city gets rebuilt and the game moves on
        keen = [a for a in legal if isinstance(a, Pay | Recolour | Offer | OfferAgain)]
        s = act(s, p, rng.choice(keen if keen and rng.random() < 0.8 else legal))[0]
        steps += 1
    assert steps > 50
    first = G.setup(n, seed)
    with pytest.raises(IllegalAction) as info:
        G.apply(first, first.start, Alien())
    assert info.value.rule == "core.action.unknown"
    assert {"blue_moon_city.move.steps", "blue_moon_city.contribute.where", "blue_moon_city.obelisk.offer",
            "core.turn.not_yours"} <= refused


@cites("core.action.malformed")
def test_malformed_fields_are_refused():
    s = G.setup(3, 1)
    p = s.current
    for a in (Walk(True), Walk(1.0), Pay(0, "V3"), Offer(None, 1)):
        with pytest.raises(IllegalAction) as info:
            G.apply(s, p, a)
        assert info.value.rule == "core.action.malformed"
        assert_text(info.value.text, str(a))
