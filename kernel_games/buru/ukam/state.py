"""The Ukam module's field of the game state (``state.with_fields``): the outlaws each player discarded (the Elder of
exile counts them), zero for everyone from the set-up on."""

from __future__ import annotations

from ..state import Field

FIELDS: tuple[Field, ...] = (("banished", tuple[int, ...], ()),)


def new_fields(n: int) -> dict[str, tuple[int, ...]]:
    return {"banished": (0,) * n}
