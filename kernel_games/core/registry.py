"""The registered games by id: filled by ``kernel_games/__init__.py``, read by ``Match.from_json`` and the pages."""

from __future__ import annotations

from .game import Game

GAMES: dict[str, Game] = {}


def register(*games: Game) -> None:
    """Add games to the registry (an id may be registered once)."""
    for game in games:
        if game.id in GAMES and GAMES[game.id] is not game:
            raise ValueError(f"another game is already registered as {game.id!r}")
        GAMES[game.id] = game
