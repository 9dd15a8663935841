"""What a game's board module registers: ``BOARD = BoardSpec(...)`` (the protocol the table and walkthrough use)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kernel_games.core import Action, Lang, View

Clicks = dict[str, list[Action]]  # a click target's key -> the actions it stands for
Submit = Callable[[list[Action]], Any]  # plays actions in order, all or none


@dataclass(frozen=True)
class BoardSpec:
    """A game's board.

    - ``figure(view, lang, tries, legal) -> (figure, clicks)``: the plotly figure dict for a view; ``tries`` (the
      actions that may be tried now) become click targets, outlined when in ``legal``.
    - ``text(view, lang)``: the board as plain text, for screen readers.
    - ``data_html(lang)``: the game's component data with its provenance.
    - ``controls(view, lang, legal, submit) -> widget | None`` and ``covers(action)``: optional controls for choices
      that buttons serve badly (a bid split over four investments); the table and the walkthrough show them above the
      action buttons, drop the buttons of the actions they cover, and ``submit`` plays what they return.
    """

    figure: Callable[[View, Lang, list[Action], set[Action]], tuple[dict, Clicks]]
    text: Callable[[View, Lang], str]
    data_html: Callable[[Lang], str]
    controls: Callable[[View, Lang, set[Action], Submit], Any] | None = None
    covers: Callable[[Action], bool] | None = None

    def covered(self, action: Action) -> bool:
        """Whether the board's controls stand in for this action's button."""
        return self.controls is not None and self.covers is not None and bool(self.covers(action))
