"""Annotated example games: one finished game record per registered game, a save file with comments in ja and en.

Each ``<game id>.json`` is a save file (``kernel_games.core.match``) of a whole game played by bots, whose
``comments`` explain what happens and why, move by move; the replay shows each as it reaches its move.
"""

from __future__ import annotations

from importlib.resources import files


def example_record(game_id: str) -> str:
    """The annotated example game of ``game_id`` as the text of its save file."""
    return files(__package__).joinpath(f"{game_id}.json").read_text(encoding="utf-8")
