"""Buru's board (``BOARD``): the island's four areas in the order they are resolved (wilderness bids, action spaces,
conquest rewards, decrees), the forest cards, the hiring row, the altars and decks, a box per player, and the prompt;
the board as text; the component data with its provenance (the spaces' benefits, most altar costs and every card
list are reconstructed)."""

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
