"""Via Nebula's board (``BOARD``): the hex map with its tokens, resources, craftsmen, sites and buildings, the prompt,
the players, the stock and the contracts; the board as text; the component data with its provenance (the maps, the
token split and the contract list are reconstructed); a chooser per kind of move in place of their buttons."""

from ..spec import BoardSpec, pair, responsive
from . import figure as wide
from . import narrow as phone
from .controls import controls, covers
from .data import data_html
from .text import text

BOARD = BoardSpec(figure=responsive(pair(wide.figure, phone.figure)), text=text, data_html=data_html, controls=controls,
                  covers=covers)

__all__ = ["BOARD"]
