"""Buru's narration: players, areas, spirits, islanders and bundles by name, and helpers for the log and refusals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kernel_games.core import IllegalAction, Text

from .components import AREA_NAMES, KIND_NAMES, PLAYER_COLOURS, RESOURCE_NAMES, SPIRIT_NAMES

RULEBOOK = Path(__file__).with_name("rulebook.toml")
RULE = "buru."
NAME = tuple((t.ja, t.en) for t in PLAYER_COLOURS)
UNKNOWN = Text("?", "?")


def rule(key: str) -> str:
    return RULE + key


def illegal(key: str, ja: str, en: str, **values: Any) -> IllegalAction:
    return IllegalAction(RULE + key, Text(ja, en).format(**values) if values else Text(ja, en))


def _pick(names: tuple[Text, ...], i: object) -> Text:
    return names[i] if type(i) is int and 0 <= i < len(names) else UNKNOWN


def player(p: object) -> Text:
    """A player by their colour ("Red")."""
    if type(p) is int and 0 <= p < len(PLAYER_COLOURS):
        return PLAYER_COLOURS[p]
    return Text(f"プレイヤー{p}", f"player {p}")


def players(ps: tuple[int, ...] | list[int]) -> Text:
    return Text("・".join(NAME[p][0] for p in ps), " and ".join(NAME[p][1] for p in ps))


def area_name(a: object) -> Text:
    return _pick(AREA_NAMES, a)


def spirit_name(s: object) -> Text:
    return _pick(SPIRIT_NAMES, s)


def kind_name(k: object) -> Text:
    return _pick(KIND_NAMES, k)


def islander_name(c: object) -> Text:
    from .cards import ISLANDERS

    return ISLANDERS[c].name if type(c) is int and 0 <= c < len(ISLANDERS) else UNKNOWN


EXTRA = (Text("魚", "fish"), Text("エスティーム", "esteem"))


def bundle_text(counts: tuple[int, ...]) -> Text:
    """"2 clay, 1 fish" from a cost (clay, palm, ebony, fish) or a gain (… esteem); nothing: "nothing"."""
    names = (*RESOURCE_NAMES, *EXTRA)
    parts = [(k, v) for k, v in enumerate(counts) if v]
    if not parts:
        return Text("なし", "nothing")
    return Text("・".join(f"{names[k].ja}{v}" for k, v in parts), ", ".join(f"{v} {names[k].en}" for k, v in parts))

