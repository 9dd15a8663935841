"""What the Ambelau region adds to every view (``plugs.VIEW_PARTS``): the canoes and the guides."""

from __future__ import annotations

from typing import Any, TypedDict

from ..state import State


class AmbelauView(TypedDict):
    canoes: list[int]  # each canoe's space (-1: the start; empty without the region)
    guides: list[bool]  # each guide flipped for the next round
    guided: list[bool]  # who has their guide (a sixth explorer of power 1) this round


def view(s: State, viewer: int | None, mine: bool) -> dict[str, Any]:
    return {"canoes": list(s.canoes), "guides": list(s.guides), "guided": list(s.guided)}
