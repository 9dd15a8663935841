"""Guides at Dusk (buru.ambelau.guide): the guide used this round goes back face up; one flipped this round joins its
player's explorers for the next round, a sixth explorer of power 1."""

from __future__ import annotations

from kernel_games.core import Event, Text

from ..components import POWERS
from ..narration import player, rule
from ..state import State, put


def dusk(s: State, ev: list[Event]) -> None:
    """After the base game's Dusk has brought every explorer home."""
    s.guided, s.guides = s.guides, (False,) * s.n
    s.mat = tuple((1, *POWERS) if g else POWERS for g in s.guided)
    for p in range(s.n):
        if s.guided[p]:
            ev.append(Event(rule("ambelau.guide"), Text("{p}のガイドが次のラウンドに加わります（パワー1の6体目）。",
                                                        "{p}'s guide joins them next round (a sixth explorer, power "
                                                        "1).").format(p=player(p)), data={"player": p}))


def take_guide(s: State, p: int, ev: list[Event], key: str = "ambelau.guide") -> None:
    """Flip ``p``'s guide: a sixth explorer of power 1 for the next round (buru.ambelau.guide)."""
    s.guides = put(s.guides, p, True)
    ev.append(Event(rule(key), Text("{p}がガイドを得ます（次のラウンドに探索者が1体増えます）。",
                                    "{p} takes their guide: one more explorer next round.").format(p=player(p)),
                    data={"player": p, "guide": True}))
