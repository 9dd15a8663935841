"""Buru: 2–5 nobles of Majapahit (the fifth with the Ambelau expansion's components) bid explorers face down on four
areas of the island of Buru, hire and task islanders, and honour its spirits; the Lawan are rivals the rules play.

The package puts the game together: the rules (``rules.BURU``) and, registered here so that the rules never import
them, its lessons.
"""

from kernel_games.core import Card, GameRecord, Notebook, Seating, Text

from .rules import BURU, Buru


def _lessons() -> list:
    from .lessons import LESSONS

    return LESSONS


BURU.attach_lessons(_lessons)

RECORD = GameRecord(
    BURU,
    board="widgets.boards.buru",
    palette="widgets.boards.palettes:BURU",
    analysis="widgets.analyses.buru",
    notebook=Notebook(table=Seating(3, ("human", "planner", "greedy")),
                      analysis=Seating(4, ("planner", "planner", "greedy", "random")), games=100),
    card=Card(Text("探索者を伏せて島に送り、島民を雇い、精霊に供物を。ラワン相手にひとりでも。拡張のウカムとアンベラウの地域も。",
                   "Send explorers face down, hire islanders, honour the spirits; alone, too, against the Lawan; with the "
                   "expansion's Ukam and the Ambelau region.")),
)

__all__ = ["BURU", "RECORD", "Buru"]
