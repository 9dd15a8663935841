"""Per-game boards: ``figure(view, lang, tries, legal)`` → (plotly dict, click key → actions), ``text(view, lang)``."""

from __future__ import annotations

import importlib
from types import ModuleType


def board_module(game_id: str) -> ModuleType:
    """The board module of a game (``widgets.boards.<game_id>``)."""
    return importlib.import_module(f"widgets.boards.{game_id}")
