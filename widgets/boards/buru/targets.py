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
  stands on (the same keys as Choose, Gather and Hire), highlighted (``lawan.TIE``); the other spots of the same kind are
  tries the rules refuse (buru.lawan.tie).

A spot that offers a legal move stands for its legal moves only; a spot that offers none stands for one of the
learner's plausible tries (``Game.tries``), which the table refuses with the rule it breaks. When the moves left after
a first click cannot be told apart by a second spot (an islander's two benefits), a menu of chips opens in the prompt
box, a chip (``pick:…``) per action.
"""

from __future__ import annotations

from kernel_games.buru import BuruView
from kernel_games.buru.actions import Done, Place
from kernel_games.core import Action

from ..kit import Draw
from ..spots import Spots


def keys_of(a: Action, view: BuruView) -> list[str]:
    """The click targets that stand for ``a``."""
    if isinstance(a, Done):
        return []
    key = ":".join(str(x) for x in a.place(view))
    return [key, f"power:{a.power}"] if isinstance(a, Place) else [key]


SPOTS = Spots(keys_of, menu_max=12)  # more actions than 12 on one spot: no menu
PICKED = "#E0A800"


def outline(d: Draw[BuruView], key: str) -> tuple[str, float]:
    """The outline of a spot: the picked one, one a module highlights (a Lawan's tied option), a legal one, or
    plain."""
    t = d.t
    if key == t.picked:
        return PICKED, 4
    for m in d.parts:
        own = m.highlight(d, key)
        if own is not None:
            return own
    return ("#000000", 3) if t.ok(key) else ("#8C8C8C", 1)


__all__ = ["PICKED", "SPOTS", "keys_of", "outline"]
