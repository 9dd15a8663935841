"""The registered games: ``RECORDS`` (each game's record, in the gallery's order) and ``GAMES`` (each game's engine,
read from its record), filled once by ``kernel_games/__init__.py``; read by ``Match.from_json`` and the pages.

A game may be registered by its record, or by the name of its package (``register("buru", package="kernel_games")``):
then its package is imported the first time its entry is read (``RECORDS["buru"]``, ``GAMES["buru"]``), so that a page
of one game does not import the other four. The ids, their order and ``in`` are known without importing anything;
``len``, ``sorted`` and ``list`` need no import either; ``values()`` and ``items()`` import every game they reach.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Iterator, Mapping
from typing import TypeVar

from .game import Game
from .game_record import GameRecord

V = TypeVar("V")
_ORDER: list[str] = []  # the ids, in the gallery's order
_LOADED: dict[str, GameRecord] = {}
_PACKAGES: dict[str, str] = {}  # id -> the package whose RECORD it is, while not imported yet
_LOCK = threading.RLock()  # a bot's thread and the page's may ask for a game's first use at once


def record_of(gid: str) -> GameRecord:
    """The record of ``gid``, its package imported on first use (KeyError: no such game)."""
    got = _LOADED.get(gid)
    if got is not None:
        return got
    with _LOCK:
        if gid in _LOADED:
            return _LOADED[gid]
        if gid not in _PACKAGES:
            raise KeyError(gid)
        record = importlib.import_module(_PACKAGES[gid]).RECORD
        if not isinstance(record, GameRecord) or record.id != gid:
            raise TypeError(f"{_PACKAGES[gid]}.RECORD is not the GameRecord of {gid!r}")
        _LOADED[gid] = record
        del _PACKAGES[gid]
        return record


class Registered(Mapping[str, V]):
    """A read-only view of the registry, by id in the gallery's order: each value is ``pick(record)``; an id whose
    value is None is not in the view (a game without an analysis module). Reading an entry imports only its game."""

    def __init__(self, pick: Callable[[GameRecord], V | None], always: bool = True) -> None:
        self._pick, self._always = pick, always  # always: every game has a value, so no import to list the keys

    def __getitem__(self, gid: str) -> V:
        if not isinstance(gid, str):
            raise KeyError(gid)
        value = self._pick(record_of(gid))
        if value is None:
            raise KeyError(gid)
        return value

    def __iter__(self) -> Iterator[str]:
        return iter([gid for gid in list(_ORDER) if self._always or gid in self])

    def __len__(self) -> int:
        return len(list(iter(self)))

    def __contains__(self, gid: object) -> bool:
        if not isinstance(gid, str) or gid not in _ORDER:
            return False
        return self._always or self._pick(record_of(gid)) is not None

    def loaded(self) -> list[str]:
        """The ids whose package has been imported so far."""
        return [gid for gid in _ORDER if gid in _LOADED]

    def __repr__(self) -> str:
        return f"Registered({list(self)})"


RECORDS: Registered[GameRecord] = Registered(lambda record: record)
GAMES: Registered[Game] = Registered(lambda record: record.game)


def register(*entries: GameRecord | str, package: str = "") -> None:
    """Add games to the registry, all or none: each entry a record, or a game's id whose record is ``RECORD`` in the
    package ``<package>.<id>``, imported on first use. An id registered already, or twice in one call, is refused (a
    game is declared once)."""
    ids = [entry.id if isinstance(entry, GameRecord) else entry for entry in entries]
    with _LOCK:
        twice = sorted({gid for gid in ids if gid in _ORDER or ids.count(gid) > 1})
        if twice:
            raise ValueError(f"a game is registered once: {', '.join(twice)} again")
        for gid, entry in zip(ids, entries, strict=True):
            if isinstance(entry, GameRecord):
                _LOADED[gid] = entry
            else:
                _PACKAGES[gid] = f"{package}.{gid}" if package else gid
            _ORDER.append(gid)


def loaded_games() -> list[str]:
    """The ids of the games imported so far (a page of one game imports only that one)."""
    return RECORDS.loaded()


__all__ = ["GAMES", "RECORDS", "Registered", "loaded_games", "record_of", "register"]
