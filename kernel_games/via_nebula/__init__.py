"""Via Nebula (seed 004): 2–4 guilds explore the fog of the Nebula valley, open exploitations, carry resources along
meadows and build on the ruins.

The package puts the game together: the rules (``rules.VIA_NEBULA``), its lessons (registered here so that the rules
never import them) and its ``RECORD``: the engine with its board, analysis, notebook defaults and gallery card
(``kernel_games.core.game_record``).
"""

from kernel_games.core import Card, GameRecord, Notebook, Seating, Text

from .data_sets import DATA_SETS
from .rules import VIA_NEBULA, ViaNebula


def _chapters() -> list:
    from .lessons import CHAPTERS

    return CHAPTERS


VIA_NEBULA.attach_lessons(_chapters)

RECORD = GameRecord(
    VIA_NEBULA,
    board="widgets.boards.via_nebula",
    palette="widgets.boards.palettes:VIA_NEBULA",
    data=DATA_SETS,
    analysis="widgets.analyses.via_nebula",
    notebook=Notebook(table=Seating(2, ("human", "planner")),
                      analysis=Seating(4, ("planner", "planner", "greedy", "random")),  # openings that differ
                      games=100),
    card=Card(Text("霧を晴らして道を作り、建物を建てます。",
                   "Clear the mist, build paths, raise buildings.")),
)

__all__ = ["VIA_NEBULA", "RECORD", "ViaNebula"]
