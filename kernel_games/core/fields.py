"""Typed action fields: every action is checked against its dataclass's annotations before the rules see it.

A field annotated ``int`` takes an int and nothing else (``True`` and ``1.0`` are not 1), ``bool`` takes only
``True``/``False``, ``str`` a string of at most ``MAX_TEXT`` characters, ``tuple[X, ...]`` a tuple of at most
``MAX_ITEMS`` items of type X. The check is compiled once per action type (``checker``); ``Game.apply`` and
``Game.action_from_json`` both use it, so a wrongly typed field is an ``IllegalAction`` citing
``core.action.malformed`` and never reaches a game's code.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any

from .errors import IllegalAction
from .records import Action
from .text import Text

MAX_TEXT = 200  # characters in a text field
MAX_ITEMS = 1000  # items in a tuple field
Check = Callable[[Any], bool]

TYPE_NAMES = {int: Text("整数", "a whole number"), bool: Text("真偽値（true/false）", "true or false"),
              str: Text("文字列", "text"), float: Text("数", "a number")}


def shown(value: Any, limit: int = 40) -> str:
    """A value as a message may quote it: its repr, cut to ``limit`` characters."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is still named
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _exact(kind: type) -> Check:
    return lambda v: type(v) is kind


def _compile(hint: Any) -> tuple[Check, Text]:
    """A check for one annotation and how the expected type is named."""
    if hint in (int, bool):
        return _exact(hint), TYPE_NAMES[hint]
    if hint is float:
        return (lambda v: type(v) in (float, int)), TYPE_NAMES[float]
    if hint is str:
        return (lambda v: type(v) is str and len(v) <= MAX_TEXT), TYPE_NAMES[str]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        parts = [_compile(a) for a in args]
        return (lambda v: any(c(v) for c, _ in parts)), Text(
            " / ".join(n.ja for _, n in parts), " or ".join(n.en for _, n in parts))
    if hint is type(None):
        return (lambda v: v is None), Text("なし（null）", "nothing (null)")
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item, name = _compile(args[0])
            return (lambda v: type(v) is tuple and len(v) <= MAX_ITEMS and all(item(x) for x in v)), Text(
                f"{name.ja}の並び", f"a list of {name.en}")
        items = [_compile(a) for a in args]
        def fixed(v: Any) -> bool:
            return type(v) is tuple and len(v) == len(items) and all(c(x) for (c, _), x in zip(items, v, strict=True))

        return fixed, Text(
            f"{len(items)}個の値の並び", f"a list of {len(items)} values")
    if isinstance(hint, type):
        return (lambda v: isinstance(v, hint)), Text(hint.__name__, hint.__name__)
    raise TypeError(f"action field type {hint!r} is not supported")


@cache
def checker(kind: type[Action]) -> Callable[[Action], IllegalAction | None]:
    """The compiled field check of one action type: the first wrongly typed field as an IllegalAction, else None."""
    hints = typing.get_type_hints(kind)
    fields = [(f.name, *_compile(hints[f.name])) for f in dataclasses.fields(kind)]

    def check(action: Action) -> IllegalAction | None:
        for name, ok, expected in fields:
            value = getattr(action, name)
            if not ok(value):
                return malformed(kind.__name__, name, value, expected)
        return None

    return check


_OK: dict[type, Callable[[Any], bool]] = {}
_INLINE = {int: "type(a.{n}) is int", bool: "type(a.{n}) is bool",
           str: "(type(a.{n}) is str and len(a.{n}) <= " + str(MAX_TEXT) + ")", float: "type(a.{n}) in (float, int)"}


def typed_check(kind: type) -> Callable[[Any], bool]:
    """Whether every field of an action of type ``kind`` has its annotated type: one generated expression per type,
    kept by each step beside the action's handlers (the hot path of ``Game.apply``; ``checker`` says what is wrong)."""
    ok = _OK.get(kind)
    if ok is None:
        ok = _OK[kind] = _compile_ok(kind)
    return ok


def _compile_ok(kind: type) -> Callable[[Any], bool]:
    hints = typing.get_type_hints(kind)
    space: dict[str, Any] = {}
    parts = []
    for i, f in enumerate(dataclasses.fields(kind)):
        inline = _INLINE.get(hints[f.name])
        if inline is None:
            space[f"_c{i}"] = _compile(hints[f.name])[0]
            inline = f"_c{i}(a.{{n}})"
        parts.append(inline.format(n=f.name))
    exec(f"def ok(a):\n    return {' and '.join(parts) or 'True'}", space)  # noqa: S102 - built from annotations
    return space["ok"]


def malformed(kind: str, name: str, value: Any, expected: Text) -> IllegalAction:
    return IllegalAction("core.action.malformed", Text(
        f"{kind} の {name} は{expected.ja}でなければなりません（{shown(value)} は不可）。",
        f"{kind}.{name} must be {expected.en}, not {shown(value)}."))


def bad_player(player: Any, seats: int) -> IllegalAction:
    """A player that is not a seat of this game (a wrong type or out of range)."""
    return IllegalAction("core.action.malformed", Text(
        f"プレイヤーは席の番号（0〜{seats - 1}の整数）で指定します（{shown(player)} は不可）。",
        f"A player is a seat number (a whole number from 0 to {seats - 1}), not {shown(player)}."))
