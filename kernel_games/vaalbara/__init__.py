"""Vaalbara (seed 001): 2–5 clan leaders claim lands over nine rounds of simultaneous character play.

The package puts the game together: the rules (``rules.VAALBARA``), its lessons (registered here so that the rules
never import them) and its ``RECORD``: the engine with its board, analysis, notebook defaults and gallery card
(``kernel_games.core.game_record``).
"""

from kernel_games.core import Card, GameRecord, Notebook, Seating, Text

from .data_sets import DATA_SETS
from .rules import VAALBARA, Vaalbara


def _chapters() -> list:
    from .lessons import CHAPTERS

    return CHAPTERS


VAALBARA.attach_lessons(_chapters)

RECORD = GameRecord(
    VAALBARA,
    board="widgets.boards.vaalbara",
    palette="widgets.boards.palettes:VAALBARA",
    data=DATA_SETS,
    analysis="widgets.analyses.vaalbara",
    notebook=Notebook(table=Seating(3, ("human", "greedy", "greedy")),
                      analysis=Seating(4, ("greedy", "greedy", "random", "random")), games=200),
    card=Card(Text("全員が同時にキャラクターを選び、9ラウンドかけて土地を集めます。",
                   "Pick characters at once; gather lands over nine rounds.")),
)

__all__ = ["VAALBARA", "RECORD", "Vaalbara"]
