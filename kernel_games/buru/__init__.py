"""Buru: 1–5 nobles of Majapahit (one alone against two Lawan, rivals the rules play; the fifth with the Ambelau
expansion's components) bid explorers face down on four areas of the island of Buru, hire and task islanders, and
honour its spirits.

The package puts the game together, the one place that knows both the base game and its modules: the base rules
(``rules.BURU``), then each module — its package fills the base game's hook points (``plugs``) and adds its cards when
it loads, so they are imported in a fixed order (Ukam's cards and spirit take their ids before the Ambelau region's) —
plugged into the flow with its option, and the walkthrough's chapters in order (``chapters``), registered here so that
the rules never import them.
"""

# isort: off
from . import ukam  # first: Ukam's spirit and cards take their ids before the region's
from . import ambelau, lawan, longer, persons
# isort: on
from kernel_games.core import Card, GameRecord, Notebook, Seating, Text

from .ambelau.data_sets import DATA_SETS as AMBELAU_DATA
from .ambelau.state import FIELDS as AMBELAU_FIELDS
from .ambelau.view import AmbelauView
from .data_sets import DATA_SETS
from .lawan.data_sets import DATA_SETS as LAWAN_DATA
from .lawan.state import FIELDS as LAWAN_FIELDS
from .lawan.view import LawanView
from .lessons.chapter import Chapter
from .persons.data_sets import DATA_SETS as PERSONS_DATA
from .persons.state import FIELDS as PERSONS_FIELDS
from .persons.view import PersonsView
from .plugs import plug
from .rules import BURU, Buru
from .state import with_fields
from .ukam.data_sets import DATA_SETS as UKAM_DATA
from .ukam.state import FIELDS as UKAM_FIELDS
from .ukam.view import UkamView
from .view import BuruView as BaseView


class BuruView(BaseView, LawanView, UkamView, AmbelauView, PersonsView):
    """What each player may see: the base game's keys (``view.py``) and each module's (``<module>/view.py``)."""


State = with_fields(LAWAN_FIELDS, UKAM_FIELDS, AMBELAU_FIELDS, PERSONS_FIELDS)  # the base game's fields, then the modules'
State.__module__ = __name__  # named where it is made, so a finished game pickles (a study kept on disk)

# the set-ups run in this order: the longer game's last
plug(BURU.flow, lawan.LAWAN, ukam.UKAM_MODULE, ambelau.AMBELAU_MODULE, persons.PERSONS_MODULE, longer.LONGER)
Buru.state_class, Buru.view_type = State, BuruView
Buru.options = {"lawan": lawan.OPTION, "ukam": ukam.OPTION, "ambelau": ambelau.OPTION, "persons": persons.OPTION,
                "rounds": longer.OPTION}


def chapters() -> tuple[Chapter, ...]:
    """The walkthrough's chapters in order: the base game and its practice, then each module's after what it builds
    on (imported when the walkthrough is first asked for)."""
    from .ambelau import lessons as region
    from .lawan import lessons as lawan_chapter
    from .lawan import lessons_ambelau as lawan_region
    from .lessons import base, fifth
    from .longer import lessons as longer_chapter
    from .persons import lessons as persons_chapter
    from .ukam import lessons as ukam_chapter

    return (base.BASE, base.PRACTICE, lawan_chapter.CHAPTER, fifth.CHAPTER, ukam_chapter.CHAPTER, region.CHAPTER,
            persons_chapter.CHAPTER, longer_chapter.CHAPTER, lawan_region.CHAPTER)


BURU.attach_lessons(chapters)

RECORD = GameRecord(
    BURU,
    board="widgets.boards.buru",
    palette="widgets.boards.palettes:BURU",
    data=(*DATA_SETS, *LAWAN_DATA, *UKAM_DATA, *AMBELAU_DATA, *PERSONS_DATA),
    analysis="widgets.analyses.buru",
    notebook=Notebook(table=Seating(3, ("human", "planner", "greedy")),
                      analysis=Seating(4, ("planner", "planner", "greedy", "random")), games=100),
    card=Card(Text("探索者を伏せて島に送り、島民を雇い、精霊に供物を捧げます。ラワンを相手にひとりでも遊べ、拡張のウカムとアンベラウの地域も入っています。",
                   "Send explorers face down, hire islanders, honour the spirits; alone, too, against the Lawan; with the "
                   "expansion's Ukam and the Ambelau region.")),
)

__all__ = ["BURU", "RECORD", "Buru", "BuruView", "State", "chapters"]
