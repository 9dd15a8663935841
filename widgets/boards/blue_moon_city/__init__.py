"""Blue Moon City's board (``BOARD``): the city, the obelisk, the players, the viewer's hand and the payment being
laid; the board as text; the component data with its provenance; a move chooser in place of the move buttons."""

from ..spec import BoardSpec, pair, responsive
from . import figure as wide
from . import narrow as phone
from .controls import controls, covers
from .data import data_html
from .text import text

BOARD = BoardSpec(figure=responsive(pair(wide.figure, phone.figure)), text=text, data_html=data_html, controls=controls,
                  covers=covers)

__all__ = ["BOARD"]
