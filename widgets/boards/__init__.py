"""The boards, registered by game id: ``board_for(game_id)`` is that game's ``BoardSpec`` (``widgets/boards/spec.py``).

A game's board module defines ``BOARD``; it is imported only when a page asks for that game's board.
"""

from __future__ import annotations

import importlib

from .spec import BoardSpec, Clicks, Submit

BOARDS: dict[str, str] = {  # game id -> the module that defines its BOARD
    "vaalbara": "widgets.boards.vaalbara",
    "noli": "widgets.boards.noli",
    "blue_moon_city": "widgets.boards.blue_moon_city",
    "via_nebula": "widgets.boards.via_nebula",
    "buru": "widgets.boards.buru",
}


def board_for(game_id: str) -> BoardSpec:
    """The registered board of a game (KeyError names the games that have one)."""
    if game_id not in BOARDS:
        raise KeyError(f"no board is registered for {game_id!r} (boards: {', '.join(BOARDS)})")
    board = importlib.import_module(BOARDS[game_id]).BOARD
    if not isinstance(board, BoardSpec):
        raise TypeError(f"{BOARDS[game_id]}.BOARD is not a BoardSpec")
    return board


__all__ = ["BOARDS", "BoardSpec", "Clicks", "Submit", "board_for"]
