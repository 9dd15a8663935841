"""Blue Moon City (seed 003): 2–4 players rebuild a ruined city with the help of eight peoples and three dragons,
and offer the crystals they earn to the obelisk.

The package puts the game together: the rules (``rules.BLUE_MOON_CITY``), its lessons (registered here so that the
rules never import them) and its ``RECORD``: the engine with its board, analysis, notebook defaults and gallery card
(``kernel_games.core.game_record``).
"""

from kernel_games.core import Card, GameRecord, Notebook, Seating, Text

from .data_sets import DATA_SETS
from .rules import BLUE_MOON_CITY, BlueMoonCity


def _chapters() -> list:
    from .lessons import CHAPTERS

    return CHAPTERS


BLUE_MOON_CITY.attach_lessons(_chapters)

RECORD = GameRecord(
    BLUE_MOON_CITY,
    board="widgets.boards.blue_moon_city",
    palette="widgets.boards.palettes:BLUE_MOON_CITY",
    data=DATA_SETS,
    analysis="widgets.analyses.blue_moon_city",
    notebook=Notebook(table=Seating(3, ("human", "planner", "planner")),
                      analysis=Seating(4, ("planner", "planner", "planner", "planner")), games=100),
    card=Card(Text("街を再建しながら、ドラゴンの鱗を集めます。",
                   "Rebuild the city, win the dragons' scales.")),
)

__all__ = ["BLUE_MOON_CITY", "RECORD", "BlueMoonCity"]
