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

from kernel_games.core import Action
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
from kernel_games.via_nebula.view import ViaNebulaView

from ..spots import Spots


def keys_of(a: Action, view: ViaNebulaView) -> list[str]:
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


# Pass, Use and Skip: chips of the prompt box, never part of a choice on the map
SPOTS = Spots(keys_of, apart=(Pass, Use, Skip), menu_max=16)  # more than 16 on one spot: no menu (a second spot tells them apart)

__all__ = ["HEX", "SITE", "SPOTS", "STORAGE", "keys_of"]
