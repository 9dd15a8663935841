"""Blue Moon City's narration: the players' names and colours, and small helpers for the log and refusals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kernel_games.core import IllegalAction, Text

from .components import TILES

RULEBOOK = Path(__file__).with_name("rulebook.toml")
RULE = "blue_moon_city."

# the four player colours (Okabe–Ito, apart from the peoples' card colours) and a shape for each
PLAYERS: tuple[tuple[Text, str, str], ...] = (
    (Text("オレンジ", "Orange"), "#E69F00", "●"),
    (Text("水色", "Sky"), "#56B4E9", "■"),
    (Text("紫", "Purple"), "#CC79A7", "▲"),
    (Text("青緑", "Teal"), "#009E73", "◆"),
)


def player(p: object) -> Text:
    """A player by their colour ("Orange")."""
    if type(p) is int and 0 <= p < len(PLAYERS):
        return PLAYERS[p][0]
    return Text(f"プレイヤー{p}", f"player {p}")


NAME = tuple((t.ja, t.en) for t, _, _ in PLAYERS)  # names as plain strings, for the hot texts of the log


def place(cells: tuple[int, ...], cell: int) -> tuple[str, str]:
    """The building on ``cell`` (ja, en), or "beside the city" (-1)."""
    return PLACES[cells[cell]] if cell >= 0 else BESIDE


BESIDE = ("街の外", "beside the city")
PLACES = tuple((t.name.ja, "the " + t.name.en) for t in TILES)  # each tile's name in the log


def players(ps: list[int]) -> Text:
    """Several players by name: 「オレンジ・水色」, "Orange and Sky"."""
    return Text("・".join(NAME[p][0] for p in ps), " and ".join(NAME[p][1] for p in ps))


def rule(key: str) -> str:
    return RULE + key


def illegal(key: str, ja: str, en: str, **values: Any) -> IllegalAction:
    return IllegalAction(RULE + key, Text(ja, en).format(**values) if values else Text(ja, en))


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"
