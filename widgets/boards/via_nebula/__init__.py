"""Via Nebula's board (``BOARD``): the hex map with its tokens, resources, craftsmen, sites and buildings, the prompt,
the players, the stock and the contracts; the board as text; the component data with its provenance (the maps, the
token split and the contract list are reconstructed); a chooser per kind of move in place of their buttons."""

from typing import Any

from kernel_games.core import Action, Lang

from ..spec import BoardSpec, responsive
from . import figure as wide
from . import narrow as phone
from .controls import controls, covers
from .data import data_html
from .text import text


def figure(view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action],
           narrow: bool = False) -> tuple[dict, dict]:
    """The board for ``view``; ``tries`` become click targets, outlined when in ``legal``; ``narrow``: the phone
    layout (widgets/boards/spec.py)."""
    return (phone if narrow else wide).figure(view, lang, tries, legal)


BOARD = BoardSpec(figure=responsive(figure), text=text, data_html=data_html, controls=controls, covers=covers)

__all__ = ["BOARD"]
