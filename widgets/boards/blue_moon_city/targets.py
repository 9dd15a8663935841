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
per action (``walk:c``, ``fly:c``, ``dfly:d:c``, ``dmove:d:c``: ``menu_key``).
"""

from __future__ import annotations

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
from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Action

from ..spots import Spots

BUTTONS = (FlitDash, Done, Draw, Cancel)  # served by the panel's buttons


def keys_of(a: Action, view: BlueMoonView) -> list[str]:
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


def menu_key(a: Action) -> str:
    """The key of a menu chip standing for ``a`` alone."""
    if isinstance(a, Walk):
        return f"walk:{a.to}"
    if isinstance(a, FlitFly):
        return f"fly:{a.to}"
    kind = "dfly" if isinstance(a, DragonFly) else "dmove"
    return f"{kind}:{a.dragon}:{a.to}"


def _on_map(key: str) -> bool:
    """A tile or a dragon slot: the spots where a menu may open."""
    return key.startswith(("cell:", "dragon:"))


def _reachable(key: str, actions: list[Action], legal: set[Action]) -> list[Action]:
    """A tile that can be reached is reached: a walk too far is tried only alone."""
    if _on_map(key) and any(a in legal for a in actions):
        return [a for a in actions if a in legal]
    return actions


# a menu is open (``Targets.picked``) when every action with a place on the board is one tile's or one dragon slot's
SPOTS = Spots(keys_of, keep=_reachable, pickable=_on_map)
