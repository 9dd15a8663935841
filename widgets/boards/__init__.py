"""Per-game boards: ``figure(view, lang, tries, legal)`` → (plotly dict, click key → actions), ``text(view, lang)``.

Optional, for boards that need them:

- ``figure(..., events=None)``: a figure that takes ``events`` also gets the events its viewer may see (the
  table's log, or what the learner's last try caused), to show what happened and not only what is.
- ``controls(view, lang, legal, submit) -> widget | None`` and ``covers(action) -> bool``: a control for
  choices that buttons serve badly (a bid split over four investments). The table and the walkthrough show it
  above the action buttons and drop the buttons of the actions it covers; it calls ``submit(actions)`` with a
  list of actions to play in order, all or none.
"""

from __future__ import annotations

import importlib
import inspect
from functools import cache
from types import ModuleType
from typing import Any

from kernel_games.core import Action, Event, Lang


def board_module(game_id: str) -> ModuleType:
    """The board module of a game (``widgets.boards.<game_id>``)."""
    return importlib.import_module(f"widgets.boards.{game_id}")


@cache
def _takes_events(mod: ModuleType) -> bool:
    return "events" in inspect.signature(mod.figure).parameters


def draw(mod: ModuleType, view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action],
         events: list[Event] | None = None) -> tuple[dict, dict]:
    """``mod.figure`` for this view, with the events if the board wants them."""
    if _takes_events(mod):
        return mod.figure(view, lang, tries, legal, events=events)
    return mod.figure(view, lang, tries, legal)


def has_controls(mod: ModuleType) -> bool:
    return callable(getattr(mod, "controls", None))


def covered(mod: ModuleType, action: Action) -> bool:
    """Whether the board's controls stand in for this action's button."""
    covers = getattr(mod, "covers", None)
    return bool(covers(action)) if callable(covers) else False
