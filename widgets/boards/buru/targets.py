"""Which click target of Buru's board stands for which actions, and what its hover text says first.

A target's key is the action's ``place(view)`` joined by colons (``kernel_games/buru/actions.py``):

- ``area:a`` an area's wilderness: the morning's placements there (one per explorer still on the mat);
- ``power:k`` one of the viewer's explorers, drawn in the prompt box in the morning: its placements on every area
  (an area and an explorer narrow each other down, in either order); a guide (the Ambelau region) is a second spot of
  ``power:1``;
- ``space:a:i`` an action space; ``canoe:i`` a space of Ambelau's canoe track (the Ambelau region: ``Paddle``), and
  ``guide`` the chip beside the track (``Guide``; on the space the canoe stopped on, its guide and Ibu chips are second
  spots of ``guide`` and ``altar:4``); ``forest:i`` a forest card on display; ``row:i`` an islander of the hiring row
  and ``row:-1`` the Refresh chip beside it; ``islander:c`` an islander of the viewer's tableau (its
  benefits: several narrow the choice to a menu of chips; an outlaw's task, module Ukam, is one); ``altar:s`` a
  spirit's altar (``altar:3`` Ukam's, with its module; ``altar:4`` Ibu's, beside the Ambelau region); ``elders`` the
  elder deck; ``drawn:e`` an elder the viewer drew, as a chip of the prompt box; ``messenger`` the messenger marker.
  Done has no place: its button.
- the islander an offering to Ukam costs (module Ukam, the step ``banish``): ``islander:c`` on every tableau stands
  for ``Banish(c)``, legal on the actor's own only; another's is a try the rules refuse (buru.ukam.offer).
- a Lawan's tie (module Lawan): its tied spaces, forest cards or islanders of the row are the spots their ``Pick``
  stands on (the same keys as Choose, Gather and Hire), highlighted (``TIE``); the other spots of the same kind are
  tries the rules refuse (buru.lawan.tie).

A spot that offers a legal move stands for its legal moves only; a spot that offers none stands for one of the
learner's plausible tries (``Game.tries``), which the table refuses with the rule it breaks. When the moves left after
a first click cannot be told apart by a second spot (an islander's two benefits), a menu of chips opens in the prompt
box, a chip (``pick:…``) per action.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from kernel_games.buru import BURU as GAME
from kernel_games.buru.actions import Done, Place
from kernel_games.buru.lawan.actions import Pick
from kernel_games.core import Action, Lang, Text

from ..common import with_previews
from ..words import VCanvas as Canvas

MENU_MAX = 12  # more actions than this on one spot: no menu


def preview(view: dict[str, Any], action: Action) -> Text:
    """What a legal ``action`` would do (``Game.preview``, from the view only)."""
    return GAME.preview(view, action)


def keys_of(a: Action, view: dict[str, Any]) -> list[str]:
    """The click targets that stand for ``a``."""
    if isinstance(a, Done):
        return []
    key = ":".join(str(x) for x in a.place(view))
    return [key, f"power:{a.power}"] if isinstance(a, Place) else [key]


def chip_key(a: Action) -> str:
    """The key of a menu chip standing for ``a`` alone."""
    return "pick:" + ":".join([type(a).__name__, *map(str, dataclasses.astuple(a))])


class Targets:
    """The actions tried now, grouped by click target; places targets on a canvas with their previews."""

    def __init__(self, view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> None:
        self.view, self.lang, self.legal, self.tries = view, lang, legal, list(tries)
        self.keys: dict[str, list[Action]] = {}
        for a in tries:
            for k in keys_of(a, view):
                self.keys.setdefault(k, []).append(a)
        for k, acts in self.keys.items():  # a spot with a legal move plays it; else its first try, to be explained
            ok = [a for a in acts if a in legal]
            self.keys[k] = ok or acts[:1]
        placed = {a for acts in self.keys.values() for a in acts}
        # one spot stands for every action left: the choice was narrowed to it (or there is only that spot)
        self.picked = next((k for k, acts in self.keys.items() if len(acts) > 1 and set(acts) == placed), None)
        single = {acts[0] for k, acts in self.keys.items() if len(acts) == 1}
        # a Lawan's tie: the spots of its tied options, highlighted
        self.tied = {k for k, acts in self.keys.items() if any(isinstance(a, Pick) and a in legal for a in acts)}
        self.menu: list[Action] = []
        if self.picked is not None and len(placed) <= MENU_MAX and not placed <= single:
            self.menu = list(self.keys[self.picked])

    def actions(self, key: str) -> list[Action]:
        return self.keys.get(key, [])

    def ok(self, key: str) -> bool:
        return any(a in self.legal for a in self.keys.get(key, ()))

    def line(self, key: str) -> tuple[str, float]:
        """The outline of a spot: the picked one, a legal one, or plain."""
        if key == self.picked:
            return PICKED, 4
        if key in self.tied:
            return TIE, 4
        return ("#000000", 3) if self.ok(key) else ("#8C8C8C", 1)

    def tips(self, actions: list[Action]) -> list[str]:
        return [preview(self.view, a)(self.lang) for a in actions if a in self.legal]

    def place(self, cv: Canvas, key: str, x: float, y: float, hover: str, size: float,
              actions: list[Action] | None = None) -> None:
        """A target at (x, y): bound to ``actions`` (default: the key's own) if any, else a hover text only."""
        acts = self.actions(key) if actions is None else actions
        if acts:
            cv.bind(key, acts)
        cv.target(x, y, key if acts else "", with_previews(hover, self.tips(acts)),
                  any(a in self.legal for a in acts), size=size)

    def also(self, cv: Canvas, key: str, x: float, y: float, hover: str, size: float) -> None:
        """A second spot for ``key`` (placed elsewhere too), standing for the same actions: a guide beside the
        power-1 explorer it is alike to."""
        acts = self.actions(key)
        cv.target(x, y, key if acts else "", with_previews(hover, self.tips(acts)),
                  any(a in self.legal for a in acts), size=size)


PICKED = "#E0A800"
TIE = "#CC79A7"  # Okabe–Ito reddish purple: no player of 2-5 wears it

__all__ = ["TIE", "Targets", "chip_key", "keys_of", "preview"]
