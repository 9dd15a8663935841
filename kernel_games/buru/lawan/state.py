"""The Lawan's fields of the game state (``state.with_fields``): the plot deck (secret order), the cards drawn this
round (face up), each Lawan's noon card, and a tie the messenger's player is breaking. The Lawan's seats are the base
game's ``State.automata``."""

from __future__ import annotations

from ..state import Field

FIELDS: tuple[Field, ...] = (
    ("plot_deck", tuple[int, ...], ()),
    ("plot_discard", tuple[int, ...], ()),
    ("plots", tuple[int, ...], ()),  # per Lawan (A, B): its afternoon plot card (-1: none yet)
    ("picks", tuple[int, ...], ()),  # the tied choices (spaces, forest slots or hiring-row slots, by ``pick``)
    ("pick", str, ""),  # what the picks are: "space", "forest", "hire" or "canoe"
    ("chooser", int, -1),  # the player who breaks the tie: the messenger, or the first person after a Lawan messenger
)
