"""The Great Persons' fields of the game state (``state.with_fields``): the cards left in the box (secret), each
person's two dealt cards while choosing (secret to them), their choice until all have chosen (secret), the persons kept
(face up, -1: none), who has used their person's action this round, and who is still choosing."""

from __future__ import annotations

from ..state import Field

FIELDS: tuple[Field, ...] = (
    ("person_box", tuple[int, ...], ()),
    ("dealt", tuple[tuple[int, ...], ...], ()),
    ("chosen", tuple[int, ...], ()),
    ("persons", tuple[int, ...], ()),
    ("led", tuple[bool, ...], ()),
    ("choosing", tuple[int, ...], ()),
)
