"""The registered games: ``RECORDS`` (each game's record, in the gallery's order) and ``GAMES`` (each game's engine,
read from its record), filled once by ``kernel_games/__init__.py``; read by ``Match.from_json`` and the pages."""

from __future__ import annotations

from .game import Game
from .game_record import GameRecord

RECORDS: dict[str, GameRecord] = {}
GAMES: dict[str, Game] = {}


def register(*records: GameRecord) -> None:
    """Add games to the registry by their records, all or none: an id registered already, or twice in one call, is
    refused (a game is declared once)."""
    ids = [record.id for record in records]
    twice = sorted({gid for gid in ids if gid in RECORDS or ids.count(gid) > 1})
    if twice:
        raise ValueError(f"a game is registered once: {', '.join(twice)} again")
    for record in records:
        RECORDS[record.id] = record
        GAMES[record.id] = record.game
