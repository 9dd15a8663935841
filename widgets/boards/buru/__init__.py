"""Buru's board (``BOARD``): the island's four areas in the order they are resolved (wilderness bids, action spaces,
conquest rewards, decrees), the forest cards, the hiring row, the altars and decks, a box per player, and the prompt;
the board as text; the component data with its provenance (the spaces' benefits, most altar costs and every card
list are reconstructed)."""

from ..spec import BoardSpec, pair, responsive
from . import figure as wide
from . import narrow as phone
from .controls import controls, covers
from .modules import data_html
from .text import text

BOARD = BoardSpec(figure=responsive(pair(wide.figure, phone.figure)), text=text, data_html=data_html, controls=controls,
                  covers=covers)

__all__ = ["BOARD"]
