"""Which click target of Blue Moon City's board stands for which actions, and what its hover text says first.

Every action but the panel's buttons (Flit 2, Done, Draw, taking a payment back) has a place on the board:

- ``cell:c`` a tile: walking there, or flying there with Flit 1 (a walk too far is a try, answered with its rule);
- ``dragon:d:c`` a dragon's slot on a tile (``c`` = -1: beside the city): flying it there (a 1) or moving it (a 2);
- ``box:b`` a box of the building the player stands on, and ``hand:k`` a card of the hand: laying that card on that
  box (a box and a card narrow each other down), ``hoax:k`` under a Hoax: playing it to recolour; ``hand:k`` is also
  discarding that card;
- ``obelisk`` every offering, and ``offer:…`` / ``again:…`` one chip per way of paying.

A tile or a dragon slot that stands for two actions (walk or fly, a dragon's 1 or 2) narrows the choice in the panel
(``widgets/panel.py``); the board, drawn again with only those actions, opens a small menu on that tile with a chip
per action (``walk:c``, ``fly:c``, ``dfly:d:c``, ``dmove:d:c``).
"""

from __future__ import annotations

from typing import Any

from kernel_games.blue_moon_city import BLUE_MOON_CITY as GAME
from kernel_games.blue_moon_city.actions import (
    Cancel,
    Discard,
    Done,
    DragonFly,
    DragonMove,
    Draw,
    FlitDash,
    FlitFly,
    Offer,
    OfferAgain,
    Pay,
    Recolour,
    Walk,
)
from kernel_games.core import Action, Lang, Text

from ..common import Canvas, with_previews

BUTTONS = (FlitDash, Done, Draw, Cancel)  # served by the panel's buttons


def preview(view: dict[str, Any], action: Action) -> Text:
    """What ``action`` would do (``Game.preview``)."""
    return GAME.preview(view, action)


def keys_of(a: Action) -> list[str]:
    """The click targets that stand for ``a`` (none for an action the panel's buttons serve)."""
    if isinstance(a, Walk | FlitFly):
        return [f"cell:{a.to}"]
    if isinstance(a, DragonFly | DragonMove):
        return [f"dragon:{a.dragon}:{a.to}"]
    if isinstance(a, Pay):
        return [f"box:{a.box}", f"hand:{a.card}"]
    if isinstance(a, Recolour):
        return [f"box:{a.box}", f"hoax:{a.card}"]
    if isinstance(a, Discard):
        return [f"hand:{a.card}"]
    if isinstance(a, Offer):
        return ["obelisk", f"offer:{a.ones}:{a.threes}"]
    if isinstance(a, OfferAgain):
        return ["obelisk", f"again:{a.pillar}:{a.ones}:{a.threes}"]
    return []


def chip_key(a: Action) -> str:
    """The key of a menu chip standing for ``a`` alone."""
    if isinstance(a, Walk):
        return f"walk:{a.to}"
    if isinstance(a, FlitFly):
        return f"fly:{a.to}"
    kind = "dfly" if isinstance(a, DragonFly) else "dmove"
    return f"{kind}:{a.dragon}:{a.to}"


class Targets:
    """The actions tried now, grouped by click target; places targets on a canvas with their previews."""

    def __init__(self, view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> None:
        self.view, self.lang, self.legal = view, lang, legal
        self.keys: dict[str, list[Action]] = {}
        for a in tries:
            for k in keys_of(a):
                self.keys.setdefault(k, []).append(a)
        for k, acts in self.keys.items():  # a tile that can be reached is reached: a walk too far is tried only alone
            if k.startswith(("cell:", "dragon:")) and any(a in legal for a in acts):
                self.keys[k] = [a for a in acts if a in legal]
        placed = {a for acts in self.keys.values() for a in acts}
        # a menu is open when every action with a place on the board is one tile's or one dragon slot's
        self.menu = next((k for k, acts in self.keys.items() if k.startswith(("cell:", "dragon:")) and len(acts) > 1
                          and set(acts) == placed), None)

    def actions(self, key: str) -> list[Action]:
        return self.keys.get(key, [])

    def ok(self, key: str) -> bool:
        return any(a in self.legal for a in self.keys.get(key, ()))

    def of(self, kind: type | tuple[type, ...]) -> list[Action]:
        """The actions of these types, each once, in the order tried."""
        return list(dict.fromkeys(a for acts in self.keys.values() for a in acts if isinstance(a, kind)))

    def tips(self, actions: list[Action]) -> list[str]:
        return [preview(self.view, a)(self.lang) for a in actions if a in self.legal]

    def hover(self, key: str, text: str) -> str:
        """``text`` after the previews of the key's legal actions."""
        return with_previews(text, self.tips(self.actions(key)))

    def place(self, cv: Canvas, key: str, x: float, y: float, hover: str, size: float,
              actions: list[Action] | None = None) -> None:
        """A target at (x, y): bound to ``actions`` (default: the key's own) if any, else a hover text only."""
        acts = self.actions(key) if actions is None else actions
        if acts:
            cv.bind(key, acts)
        cv.target(x, y, key if acts else "", with_previews(hover, self.tips(acts)),
                  any(a in self.legal for a in acts), size=size)
