"""The boards by game id: ``board_for(game_id)`` is that game's ``BoardSpec`` (``widgets/boards/spec.py``).

A game's record names its board module (``GameRecord.board``), which defines ``BOARD``; it is imported only when a
page asks for that game's board.
"""

from __future__ import annotations

import importlib

from kernel_games.core.registry import Registered

from .spec import BoardSpec, Clicks, Submit

BOARDS: Registered[str] = Registered(lambda record: record.board)  # game id -> its BOARD's module (read lazily)


def board_for(game_id: str) -> BoardSpec:
    """The registered board of a game (KeyError names the games that have one)."""
    if game_id not in BOARDS:
        raise KeyError(f"no board is registered for {game_id!r} (boards: {', '.join(BOARDS)})")
    board = importlib.import_module(BOARDS[game_id]).BOARD
    if not isinstance(board, BoardSpec):
        raise TypeError(f"{BOARDS[game_id]}.BOARD is not a BoardSpec")
    return board


__all__ = ["BOARDS", "BoardSpec", "Clicks", "Submit", "board_for"]
