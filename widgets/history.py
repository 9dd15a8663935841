"""UndoRedo: ↶ Undo and ↷ Redo a turn at a time — back to the humans' last decision, forward through it and the bot
moves after it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Match, Text

from .i18n import LANGUAGE, Language
from .ui import Labelled, close_all

T = {"undo": Text("↶ 戻す", "↶ Undo"), "redo": Text("↷ やり直す", "↷ Redo")}


class UndoRedo(Labelled):
    """The two buttons (they call ``on_undo()`` and ``on_redo()``) and the steps they take through a Match."""

    def __init__(self, on_undo: Callable[[], Any], on_redo: Callable[[], Any], language: Language = LANGUAGE) -> None:
        Labelled.__init__(self, language)
        self.undo_button = self.label(w.Button(), T["undo"])
        self.undo_button.add_class("kg-undo")
        self.undo_button.on_click(lambda _b: on_undo())
        self.redo_button = self.label(w.Button(), T["redo"])
        self.redo_button.add_class("kg-redo")
        self.redo_button.on_click(lambda _b: on_redo())

    @property
    def widgets(self) -> list[w.Widget]:
        return [self.undo_button, self.redo_button]

    @staticmethod
    def forward(match: Match, humans: list[int]) -> None:
        """Replay the next human move and the bot moves after it (one move if no human plays)."""
        done_human = False
        while match.can_redo():
            nxt = match.next_redo()
            if nxt.player in humans and done_human:
                break
            match.redo()
            done_human = done_human or nxt.player in humans or not humans
            if not humans:
                break

    def show(self, match: Match, undo: bool | None = None) -> None:
        """Enable the buttons: Undo when ``undo`` (the owner's policy) allows, else when there is a move to undo."""
        self.undo_button.disabled = not (match.can_undo() if undo is None else undo)
        self.redo_button.disabled = not match.can_redo()

    def close(self) -> None:
        close_all(self.widgets)
