"""Which click target of Via Nebula's board stands for which actions, and what its hover text says first.

Every action has a place on the board:

- ``hex:h`` a hex: a craftsman on its token, a site on its ruin, exploring it, Abundance and Adventures/Workshop there;
  a hex holding resources is where a transport starts (and Caravan, Exportation or Store take one); a meadow tile or a
  fog hex is one end of By Air!;
- ``site:s`` a building site (slot ``2 × hex + half``): where a transport ends, where a contract is built, where Express
  Delivery puts its resource;
- ``card:c`` a contract of the viewer's hand or of the display: building it (a site and a card narrow each other down);
- ``stock:k`` a resource of the stock: the kind Express Delivery takes, Caravan/Exportation return, Store takes;
- ``storage`` the viewer's storage (Caravan, Exportation); ``pass``, ``use`` and ``skip`` chips in the prompt box.

A spot that offers a legal move stands for its legal moves only; a spot that offers none stands for one of the
learner's plausible tries (``Game.tries``: a craftsman where no token lies, exploring too far), which the table refuses
with the rule it breaks. A spot standing for several actions narrows the choice in the panel (``widgets/panel.py``);
the board, drawn again with only those, outlines where the second click goes (the transport's site, the fog a tile
flies to). When the actions left cannot be told apart by a second spot (Store: which resource for which), a menu of
chips opens in the prompt box, a chip (``pick:…``) per action.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from kernel_games.core import Action, Lang, Text
from kernel_games.via_nebula import VIA_NEBULA as GAME
from kernel_games.via_nebula.actions import (
    HEX,
    SITE,
    STORAGE,
    Abundance,
    Build,
    Craftsman,
    Explore,
    Express,
    Fly,
    Give,
    Lay,
    Pass,
    Site,
    Skip,
    Swap,
    Transport,
    Use,
)

from ..common import with_previews
from ..words import VCanvas as Canvas

MENU_MAX = 16  # more actions than this on one spot: no menu (they are told apart by a second spot)


def preview(view: dict[str, Any], action: Action) -> Text:
    return GAME.preview(view, action)


def keys_of(a: Action) -> list[str]:
    """The click targets that stand for ``a``."""
    if isinstance(a, Craftsman | Site | Explore | Abundance | Lay):
        return [f"hex:{a.hex}"]
    if isinstance(a, Transport):
        return [f"hex:{a.src}", f"site:{a.slot}"]
    if isinstance(a, Build):
        return [f"site:{a.slot}", f"card:{a.contract}"]
    if isinstance(a, Express):
        return [f"site:{a.slot}", f"stock:{a.kind}"]
    if isinstance(a, Fly):
        return [f"hex:{a.src}", f"hex:{a.to}"]
    if isinstance(a, Give | Swap):
        kind = a.kind if isinstance(a, Give) else a.take
        place = "storage" if a.where == STORAGE else f"site:{a.index}" if a.where == SITE else f"hex:{a.index}"
        return [place, f"stock:{kind}"]
    if isinstance(a, Pass):
        return ["pass"]
    if isinstance(a, Use):
        return ["use"]
    if isinstance(a, Skip):
        return ["skip"]
    return []


def chip_key(a: Action) -> str:
    """The key of a menu chip standing for ``a`` alone."""
    return "pick:" + ":".join([type(a).__name__, *map(str, dataclasses.astuple(a))])


class Targets:
    """The actions tried now, grouped by click target; places targets on a canvas with their previews."""

    def __init__(self, view: dict[str, Any], lang: Lang, tries: list[Action], legal: set[Action]) -> None:
        self.view, self.lang, self.legal, self.tries = view, lang, legal, list(tries)
        self.keys: dict[str, list[Action]] = {}
        for a in tries:
            for k in keys_of(a):
                self.keys.setdefault(k, []).append(a)
        for k, acts in self.keys.items():  # a spot with a legal move plays it; else its first try, to be explained
            ok = [a for a in acts if a in legal]
            self.keys[k] = ok or acts[:1]
        placed = {a for acts in self.keys.values() for a in acts if not _chip(acts)}
        # one spot stands for every action left: the choice was narrowed to it (or there is only that spot)
        self.picked = next((k for k, acts in self.keys.items() if len(acts) > 1 and set(acts) == placed), None)
        single = {acts[0] for acts in self.keys.values() if len(acts) == 1}
        self.menu: list[Action] = []
        if self.picked is not None and len(placed) <= MENU_MAX and not placed <= single:
            self.menu = list(self.keys[self.picked])

    def actions(self, key: str) -> list[Action]:
        return self.keys.get(key, [])

    def ok(self, key: str) -> bool:
        return any(a in self.legal for a in self.keys.get(key, ()))

    def of(self, kind: type | tuple[type, ...]) -> list[Action]:
        """The actions of these types, each once, in the order tried."""
        return [a for a in dict.fromkeys(self.tries) if isinstance(a, kind)]

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


def _chip(actions: list[Action]) -> bool:
    """Pass, Use and Skip: chips of the prompt box, never part of a choice on the map."""
    return all(isinstance(a, Pass | Use | Skip) for a in actions)


__all__ = ["HEX", "SITE", "STORAGE", "Targets", "chip_key", "keys_of", "preview"]
