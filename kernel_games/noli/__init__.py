"""Noli (seed 002): 2–4 districts of a medieval harbour bid for craftsmen, race a dice regatta, fish and build towers.

The package puts the game together: the rules (``rules.NOLI``, with its own bots declared there), its lessons
(registered here so that the rules never import them) and its ``RECORD``: the engine with its board, analysis,
notebook defaults and gallery card (``kernel_games.core.game_record``).
"""

from kernel_games.core import Card, GameRecord, Notebook, Seating, Text

from .data_sets import DATA_SETS
from .rules import NOLI, Noli


def _chapters() -> list:
    from .lessons import CHAPTERS

    return CHAPTERS


NOLI.attach_lessons(_chapters)

RECORD = GameRecord(
    NOLI,
    board="widgets.boards.noli",
    palette="widgets.boards.palettes:NOLI",
    data=DATA_SETS,
    analysis="widgets.analyses.noli",
    notebook=Notebook(table=Seating(4, ("human", "greedy", "greedy", "greedy")),
                      analysis=Seating(4, ("greedy", "greedy", "bidder", "bidder")), games=100),
    card=Card(Text("衝立の陰で入札し、ダイスでレガッタを競い、漁をして塔を建てます。",
                   "Sealed bids, a dice regatta, fishing and towers.")),
)

__all__ = ["NOLI", "RECORD", "Noli"]
