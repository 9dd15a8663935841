"""The longer game (rulebook chapter "Ambelau: the longer game"): twelve decrees, six rounds; it needs Ukam's decree."""

from __future__ import annotations

import random

import pytest

from kernel_games.buru import BURU as G
from kernel_games.core import OptionError

from .helpers import cites


@cites("buru.longer.rounds", "buru.dusk.end", "buru.setup.decrees")
@pytest.mark.parametrize("n", (2, 5))
def test_twelve_decrees_make_six_rounds(n):
    s, rng = G.setup(n, 4, {"ukam": 1, "rounds": 6}), random.Random(n)
    assert len(s.decree_stack) + len(s.decrees) == 12 and not s.decree_unseen, "all twelve decrees stacked"
    assert G.view(s, 0)["rounds"] == 6
    rounds = set()
    while not G.is_over(s):
        rounds.add(s.round)
        p = rng.choice(G.to_act(s))
        s, _ = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
    assert rounds == {1, 2, 3, 4, 5, 6} and len(s.decrees_done) == 12 and G.invariants(s) == []


@cites("buru.longer.rounds")
def test_without_the_variant_the_game_keeps_five_rounds():
    s = G.setup(3, 4, {"ukam": 1})
    assert len(s.decree_stack) + len(s.decrees) == 10 and G.view(s, 0)["rounds"] == 5


@cites("buru.longer.decrees")
def test_the_longer_game_without_ukam_is_refused_bilingually():
    with pytest.raises(OptionError) as e:
        G.setup(3, 4, {"rounds": 6})
    assert e.value.rule == "buru.longer.decrees" and "12" in e.value.text.en and "12" in e.value.text.ja
