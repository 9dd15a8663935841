"""noli.raid.floor: a card's raids take at most one tower floor — the preview knows it from the view's floor_hit."""

from __future__ import annotations

import random

from kernel_games import GAMES
from kernel_games.noli.actions import ResolveSymbol
from kernel_games.noli.components import CARDS

G = GAMES["noli"]


def test_a_second_raid_of_a_card_that_took_a_floor_is_previewed_as_changing_nothing():
    """Cited rule: "noli.raid.floor". Random games until such raids are met; each preview says nothing happens, and
    resolving it indeed leaves every tower as it was."""
    met = 0
    for seed in range(400):
        s, rng = G.setup(4, seed), random.Random(seed)
        while not G.is_over(s) and met < 3:
            p = G.to_act(s)[0]
            legal = G.legal_actions(s, p)
            for a in legal:
                if (isinstance(a, ResolveSymbol) and CARDS[a.card].symbols[a.symbol].kind == "raid" and s.walls == 0
                        and a.card in s.floor_hit):
                    view = G.view(s, p)
                    assert a.card in view["floor_hit"]
                    assert "nothing happens" in G.preview(view, a).en
                    after, _ = G.apply(s, p, a)
                    assert after.floors == s.floors
                    met += 1
            s, _ = G.apply(s, p, rng.choice(legal))
        if met >= 3:
            break
    assert met, "no second raid of a card that took a floor was met"
