"""PassScreen: several humans at one device — whose eyes the screen shows, and the screen that hides every secret
while the device is passed on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Text

from .i18n import LANGUAGE, Language
from .ui import Labelled, esc, message_html

T = {"pass": Text("{p}に端末を渡してください。ほかの人は画面を見ないでください。",
                  "Pass the device to {p}. Everyone else, look away."),
     "ready": Text("{p}です。自分の画面を表示する", "I am {p}: show my view")}


class PassScreen(w.VBox, Labelled):
    """"Pass the device to …" and the button the next human presses once they hold it (``on_ready()``).

    It is needed only when the game hides information (``hidden``) and two or more humans play.
    """

    def __init__(self, hidden: bool, on_ready: Callable[[], Any], language: Language = LANGUAGE) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-pass-device")
        self.hidden = hidden
        self._viewer: int | None = None
        self._confirmed: int | None = None
        self.note = w.HTML()
        self.button = w.Button(button_style="warning", layout={"width": "auto"})
        self.button.add_class("kg-pass-ready")
        self.button.on_click(lambda _b: on_ready())
        self.children = [self.note, self.button]

    def forget(self) -> None:
        """A new game: nobody has the device yet."""
        self._viewer = self._confirmed = None

    def viewer(self, actor: int | None, humans: list[int]) -> int | None:
        """Whose eyes the screen shows: the acting human, the only human, none (no humans: a spectator), else the
        human shown last."""
        if actor is not None:
            self._viewer = actor
        elif len(humans) == 1:
            self._viewer = humans[0]
        elif not humans:
            self._viewer = None
        return self._viewer

    def needed(self, actor: int | None, humans: list[int], over: bool) -> bool:
        v = self.viewer(actor, humans)
        return self.hidden and len(humans) >= 2 and v is not None and v != self._confirmed and not over

    def confirm(self, actor: int | None, humans: list[int]) -> None:
        """The human asked for holds the device."""
        self._confirmed = self.viewer(actor, humans)

    def show(self, name: Text | None) -> None:
        """Ask for the device to be passed to ``name``; None hides the screen."""
        if name is not None:
            self.note.value = message_html(esc(T["pass"].format(p=name)(self.lang)), "info")
            self.button.description = T["ready"].format(p=name)(self.lang)
        self.layout.display = "" if name is not None else "none"
