"""What the Ukam module adds to every view (``plugs.VIEW_PARTS``): the outlaws each player discarded."""

from __future__ import annotations

from typing import Any, TypedDict

from ..state import State


class UkamView(TypedDict):
    banished: list[int]  # per player: the outlaws they discarded (the Elder of exile counts them)


def view(s: State, viewer: int | None, mine: bool) -> dict[str, Any]:
    return {"banished": list(s.banished)}
