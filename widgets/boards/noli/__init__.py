"""Noli's board (``BOARD``): the figure, the board as text, the bid draft and the reconstructed data."""

from typing import Any

from kernel_games.core import Text
from kernel_games.noli.state import LIVE

from ..spec import BoardSpec, pair, responsive
from . import figure as wide
from . import narrow as phone
from .controls import controls, covers
from .data import data_html
from .text import text

LIVE_PACE = Text("ライブのレガッタでは、ボットはこの間隔ごとにダイスを振ります。間隔が短いほどレースは難しくなります。",
                 "In the live regatta the bots roll once per delay: the shorter the delay, the harder the race.")


def pace_note(options: dict[str, Any]) -> Text | None:
    """With the live regatta the bots roll in real time: the table's delay sets the race's difficulty."""
    return LIVE_PACE if options.get("regatta") == LIVE else None


BOARD = BoardSpec(figure=responsive(pair(wide.figure, phone.figure)), text=text, data_html=data_html, controls=controls,
                  covers=covers, bundles=True, pace_note=pace_note)

__all__ = ["BOARD"]
