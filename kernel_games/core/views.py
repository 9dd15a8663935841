"""Typed views: each game declares its view as a ``TypedDict``; ``view_problems`` checks a view against it.

A view is what a player may see, as JSON-like data (dicts with str keys, lists, str, int, float, bool, None), so the
declaration may use exactly those: ``int``, ``str``, ``bool``, ``float``, ``None``, unions, ``list[X]``,
``dict[str, X]``, ``Literal[...]`` and nested ``TypedDict`` classes.
"""

from __future__ import annotations

import types
import typing
from typing import Any


def view_problems(value: Any, spec: Any, where: str = "view") -> list[str]:
    """Where ``value`` does not match the declared type ``spec``: empty when it does."""
    origin, args = typing.get_origin(spec), typing.get_args(spec)
    if spec is Any:
        return []
    if typing.is_typeddict(spec):
        if not isinstance(value, dict):
            return [f"{where}: expected a dict, got {type(value).__name__}"]
        hints = typing.get_type_hints(spec)
        out = []
        missing, extra = set(hints) - set(value), set(value) - set(hints)
        if missing:
            out.append(f"{where}: missing keys {sorted(missing)}")
        if extra:
            out.append(f"{where}: undeclared keys {sorted(extra)}")
        for k in hints.keys() & value.keys():
            out += view_problems(value[k], hints[k], f"{where}.{k}")
        return out
    if origin in (typing.Union, types.UnionType):
        tries = [view_problems(value, a, where) for a in args]
        return [] if any(not t for t in tries) else [f"{where}: {value!r:.60} is none of {spec}"]
    if origin is typing.Literal:
        return [] if value in args and type(value) in {type(a) for a in args} else [f"{where}: {value!r} not in {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: expected a list, got {type(value).__name__}"]
        return [p for i, x in enumerate(value) for p in view_problems(x, args[0], f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: expected a dict, got {type(value).__name__}"]
        return [p for k, x in value.items() for p in ([f"{where}: key {k!r} is not a str"] if not isinstance(k, str) else [])
                + view_problems(x, args[1], f"{where}[{k!r}]")]
    if spec is None or spec is type(None):
        return [] if value is None else [f"{where}: expected None, got {value!r:.60}"]
    if spec is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return [] if ok else [f"{where}: expected a number, got {value!r:.60}"]
    if spec is int:
        return [] if type(value) is int else [f"{where}: expected an int, got {value!r:.60}"]
    if spec is bool or spec is str:
        return [] if isinstance(value, spec) else [f"{where}: expected {spec.__name__}, got {value!r:.60}"]
    return [f"{where}: a view may not declare {spec!r}"]
