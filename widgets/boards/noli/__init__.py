"""Noli's board (``BOARD``): the figure, the board as text, the bid draft and the reconstructed data."""

from ..spec import BoardSpec
from .controls import controls, covers
from .data import data_html
from .figure import figure
from .text import text

BOARD = BoardSpec(figure=figure, text=text, data_html=data_html, controls=controls, covers=covers)

__all__ = ["BOARD"]
