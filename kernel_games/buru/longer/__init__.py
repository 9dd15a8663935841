"""The longer game (the Ambelau expansion's variant): twelve decrees stacked instead of ten, so six rounds instead of
five (buru.longer.rounds). The base game has only eleven decrees, so the variant needs a module that adds some: Ukam's
(the Ambelau region's, once built) — a ruling checked when the options are read (buru.longer.decrees)."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Module, Option, OptionError, Text
from kernel_games.core.rng import shuffled

from .. import plugs
from ..components import DECREES_PER_ROUND, ROUNDS
from ..narration import rule
from ..state import State

LONGER_ROUNDS = 6  # seed: twelve decrees, two a round


def setup(s: State) -> None:
    decrees, s.rng = shuffled([*s.decree_stack, *s.decree_unseen], s.rng)
    want = LONGER_ROUNDS * DECREES_PER_ROUND
    s.decree_stack, s.decree_unseen = tuple(decrees[:want]), tuple(decrees[want:])
    s.rounds = LONGER_ROUNDS


LONGER = Module("longer", Text("長いゲーム（6ラウンド）", "The longer game (6 rounds)"),
                rules=(rule("longer.rounds"), rule("longer.decrees")), setup=setup)
OPTION = Option(Text("ラウンド数", "Rounds"), (ROUNDS, LONGER_ROUNDS), ROUNDS,
                (Text("5（基本）", "5 (base game)"),
                 Text("6（長いゲーム、ウカムかアンベラウが必要）", "6 (the longer game; needs Ukam or Ambelau)")),
                modules={LONGER_ROUNDS: ("longer",)})


def enough_decrees(num_players: int, options: dict[str, Any]) -> None:
    """Twelve decrees: the base game's eleven and a module's (buru.longer.decrees)."""
    if options["rounds"] == LONGER_ROUNDS and not (options["ukam"] or options["ambelau"]):
        raise OptionError(Text("6ラウンドの長いゲームには指令が12枚要ります。基本の指令は11枚なので、ウカムかアンベラウの地域を"
                               "入れてください",
                               "The 6-round longer game needs 12 decrees and the base game has 11: switch on Ukam "
                               "or the Ambelau region (their decrees make 12 or more)"), rule("longer.decrees"))


plugs.OPTION_CHECKS.append(enough_decrees)
