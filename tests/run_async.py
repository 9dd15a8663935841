"""Run a coroutine to its end from a test, whatever ran before it in the same pytest worker.

Playwright's sync API keeps an event loop running in the worker's main thread after a browser test, so
``asyncio.run`` there fails ("cannot be called from a running event loop"); a thread of its own has no loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)`` in a new thread; its result, or its exception raised here."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()
