"""How far a long computation has come, in games played: the studies report, a page shows it.

A study's loop calls ``advance(n)`` after each game it plays (or ``n`` at once for games it reads from a cache); the
``Progress`` that ``following`` installs, if any, counts them and tells its listener. Nothing listens by default, so a
study run from a script or a test costs one lookup per game. The context is per thread (a ``ContextVar``): a page that
runs its analysis in a thread of its own counts only that analysis' games.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field


@dataclass
class Progress:
    """``done`` of ``total`` games, since ``started`` (``time.monotonic``); ``listen`` is told after each advance."""

    total: int
    done: int = 0
    started: float = field(default_factory=time.monotonic)
    listen: Callable[[Progress], None] | None = None

    def advance(self, games: int = 1) -> None:
        self.done += games
        if self.listen is not None:
            self.listen(self)

    def left(self, now: float | None = None) -> float | None:
        """Seconds still to wait at the rate measured so far (None before the first game is done)."""
        if self.done <= 0:
            return None
        spent = (time.monotonic() if now is None else now) - self.started
        return max(0.0, spent / self.done * max(0, self.total - self.done))


_CURRENT: ContextVar[Progress | None] = ContextVar("kernel_games_progress", default=None)


@contextmanager
def following(progress: Progress) -> Iterator[Progress]:
    """Count every game a study reports while the block runs (in this thread) in ``progress``."""
    token = _CURRENT.set(progress)
    try:
        yield progress
    finally:
        _CURRENT.reset(token)


def advance(games: int = 1) -> None:
    """Report ``games`` more games done to the progress being followed, if any."""
    current = _CURRENT.get()
    if current is not None:
        current.advance(games)
