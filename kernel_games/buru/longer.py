"""The longer game (the Ambelau expansion's variant): twelve decrees stacked instead of ten, so six rounds instead of
five (buru.longer.rounds). The base game has only eleven decrees, so the variant needs a module that adds some: Ukam's
(the Ambelau region's, once built) — a ruling checked when the options are read (buru.longer.decrees)."""

from __future__ import annotations

from kernel_games.core import Module, Text
from kernel_games.core.rng import shuffled

from .components import DECREES_PER_ROUND, LONGER_ROUNDS
from .narration import rule
from .state import State


def setup(s: State) -> None:
    decrees, s.rng = shuffled([*s.decree_stack, *s.decree_unseen], s.rng)
    want = LONGER_ROUNDS * DECREES_PER_ROUND
    s.decree_stack, s.decree_unseen = tuple(decrees[:want]), tuple(decrees[want:])
    s.rounds = LONGER_ROUNDS


LONGER = Module("longer", Text("長いゲーム（6ラウンド）", "The longer game (6 rounds)"),
                rules=(rule("longer.rounds"), rule("longer.decrees")), setup=setup)
