"""Via Nebula's narration: players, hexes, resources and contracts by name, and helpers for the log and refusals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kernel_games.core import IllegalAction, Text

from .components import CONTRACTS, PLAYER_COLOURS, RESOURCES
from .maps import BOARDS

RULEBOOK = Path(__file__).with_name("rulebook.toml")
RULE = "via_nebula."
NAME = tuple((t.ja, t.en) for t, _ in PLAYER_COLOURS)


def rule(key: str) -> str:
    return RULE + key


def illegal(key: str, ja: str, en: str, **values: Any) -> IllegalAction:
    return IllegalAction(RULE + key, Text(ja, en).format(**values) if values else Text(ja, en))


def player(p: object) -> Text:
    """A player by their colour ("Blue")."""
    if type(p) is int and 0 <= p < len(PLAYER_COLOURS):
        return PLAYER_COLOURS[p][0]
    return Text(f"プレイヤー{p}", f"player {p}")


def players(ps: tuple[int, ...] | list[int]) -> Text:
    return Text("・".join(NAME[p][0] for p in ps), " and ".join(NAME[p][1] for p in ps))


def _labels(board: str) -> tuple[str, ...]:
    """Each hex named by its column letter and row number ("D3"), as a map's grid reads."""
    b = BOARDS[board]
    cols = [q + (r - (r & 1)) // 2 for q, r in b.coords]
    left, top = min(cols), min(r for _, r in b.coords)
    return tuple(f"{chr(65 + c - left)}{r - top + 1}" for c, (_, r) in zip(cols, b.coords, strict=True))


LABELS = {key: _labels(key) for key in BOARDS}


def hex_name(board: str, h: object) -> str:
    labels = LABELS.get(board, ())
    return labels[h] if type(h) is int and 0 <= h < len(labels) else "?"


def kind_name(k: object) -> Text:
    return RESOURCES[k].name if type(k) is int and 0 <= k < len(RESOURCES) else Text("?", "?")


def contract_name(c: object) -> Text:
    return CONTRACTS[c].name if type(c) is int and 0 <= c < len(CONTRACTS) else Text("?", "?")


def resources_text(counts: tuple[int, ...]) -> Text:
    """"2 wheat, 1 stone" (nothing: "none")."""
    parts = [(k, v) for k, v in enumerate(counts) if v]
    if not parts:
        return Text("なし", "none")
    return Text("・".join(f"{RESOURCES[k].name.ja}{v}" for k, v in parts),
                ", ".join(f"{v} {RESOURCES[k].name.en}" for k, v in parts))


def needs_text(c: int) -> Text:
    """What a contract asks for: "wheat, wood, stone"; "2 of one kind"; "3 different kinds"."""
    card = CONTRACTS[c]
    if card.same:
        return Text(f"同じ種類{card.same}個", f"{card.same} of one kind")
    if card.different:
        return Text(f"違う種類{card.different}個", f"{card.different} different kinds")
    return Text("・".join(RESOURCES[k].name.ja for k in card.needs), ", ".join(RESOURCES[k].name.en for k in card.needs))
