"""Preheated kernels sized for a class, and refilled so that learners come first (docs/hosting.md, "A class").

A teacher sets the class size in jupyter_config/voila.json (``"KernelGames": {"class_size": 30}``, a section only
``widgets.serve`` reads). From it and the machine, :func:`class_pools` sizes each page's pool of preheated kernels:
the gallery and every game page a kernel for each learner while half the available memory holds them, less
(the gallery first) when it does not. Voila refills a pool at once for every kernel taken; :func:`gated_factory`
lets at most :func:`refill_slots` kernels start and run their page at once (half the cores), the pool's next kernel
first, so a class's own kernels and pages keep the rest of the machine.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

GALLERY = "index.ipynb"
KERNEL_MB = 60  # a preheated game page's kernel, forked, resident (make bench-class measures it)
MEMORY_SHARE = 0.5  # of the memory available when the server starts


def with_spares(class_size: int) -> int:
    """A page's pool for a class: a kernel for each learner and a tenth more (one at least) for a learner who reloads
    the page, a late arrival or the teacher, so none of them waits for the refills the class's arrival started. A
    class of one (a test's server, a learner's own) keeps one kernel a page."""
    return class_size + -(-class_size // 10) if class_size > 1 else max(0, class_size)


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def available_mb(meminfo: Path = Path("/proc/meminfo")) -> int | None:
    """The memory available for new processes (MemAvailable), in MB; None where it cannot be read."""
    try:
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) // 1024
    except OSError:
        pass
    return None


def class_pools(pages: list[str], class_size: int, memory_mb: int | None) -> dict[str, int]:
    """Preheated kernels for each page (the gallery ``index.ipynb`` and the game pages, as Voila names them): the
    class size and its spares (:func:`with_spares`) for each while ``MEMORY_SHARE`` of ``memory_mb`` holds them; else
    the gallery up to half of what fits and the game pages the rest in equal parts, one each at least."""
    if class_size < 1 or not pages:
        return {}
    class_size = with_spares(class_size)
    fits = len(pages) * class_size if memory_mb is None else int(memory_mb * MEMORY_SHARE // KERNEL_MB)
    games = [p for p in pages if Path(p).name != GALLERY]
    gallery = [p for p in pages if Path(p).name == GALLERY]
    if fits >= len(pages) * class_size:
        return dict.fromkeys(pages, class_size)
    first = min(class_size, max(1, fits // 2)) if gallery else 0
    each = max(1, min(class_size, (fits - first * len(gallery)) // max(1, len(games))))
    return {**dict.fromkeys(gallery, first), **dict.fromkeys(games, each)}


def refill_slots(n_cores: int | None = None) -> int:
    """How many preheated kernels may start and run their page at once: half the cores, one at least."""
    return max(1, (n_cores or cores()) // 2)


class Gate:
    """At most ``slots`` holders at once; a freed slot goes to the waiter whose ``rank()`` is lowest at that moment."""

    def __init__(self, slots: int) -> None:
        self.free = slots
        self.waiting: list[tuple[Callable[[], Any], asyncio.Future]] = []

    async def enter(self, rank: Callable[[], Any]) -> None:
        if self.free > 0 and not self.waiting:
            self.free -= 1
            return
        turn = asyncio.get_running_loop().create_future()
        self.waiting.append((rank, turn))
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():
                self.leave()  # the slot was handed over as this waiter was cancelled: pass it on
            else:
                self.waiting.remove((rank, turn))
            raise

    def leave(self) -> None:
        if not self.waiting:
            self.free += 1
            return
        entry = min(self.waiting, key=lambda w: w[0]())
        self.waiting.remove(entry)
        entry[1].set_result(None)


PAGE_RUN_S = 120.0  # a slot is held until the page has run in its kernel, or this long at most


async def page_ran(content: dict[str, Any], still_waiting: Callable[[], bool]) -> None:
    """Until a preheated kernel has run its page up to the cell that waits for the page's request (that cell has
    called Voila back), its page was taken or ended, or ``PAGE_RUN_S`` passed."""
    from voila.request_info_handler import RequestInfoSocketHandler

    loop = asyncio.get_running_loop()
    deadline = loop.time() + PAGE_RUN_S
    while (loop.time() < deadline and not content["task"].done() and still_waiting()
           and content["kernel_id"] not in RequestInfoSocketHandler._waiters):
        await asyncio.sleep(0.1)


def gated_factory(factory: Callable[..., type], slots: int) -> Callable[..., type]:
    """Voila's ``voila_kernel_manager_factory`` whose preheated kernels start through a :class:`Gate` of ``slots``:
    the next kernel a learner will take first (a kernel a learner already waits for before all), the gallery's
    before a game page's at the same place in their pools. (A kernel a learner waits for does not pass the gate
    without a slot: a page whose kernel started so, beside the slot's, kept "Loading widget..." in Chromium.)"""

    def make(base_class: type, preheat_kernel: bool, default_pool_size: int, **kwargs: Any) -> type:
        cls = factory(base_class, preheat_kernel, default_pool_size, **kwargs)
        if not preheat_kernel:
            return cls

        class GatedKernelManager(cls):  # type: ignore[valid-type, misc]
            _gate: Gate | None = None

            async def _initialize(self, notebook_path: str, kernel_id: str | None = None, **kw: Any) -> Any:
                if kernel_id is not None:  # a restart: its learner waits
                    return await super()._initialize(notebook_path, kernel_id, **kw)
                if self._gate is None:
                    self._gate = Gate(slots)
                task = asyncio.current_task()

                def rank() -> tuple[int, bool]:
                    pool = self._pools.get(notebook_path, [])
                    place = pool.index(task) if task in pool else -1  # taken already: a learner waits for it
                    return place, Path(notebook_path).name != GALLERY

                await self._gate.enter(rank)
                try:
                    content = await super()._initialize(notebook_path, kernel_id, **kw)
                    await page_ran(content, lambda: task in self._pools.get(notebook_path, []))
                finally:
                    self._gate.leave()
                return content

        return GatedKernelManager

    make.gated = True  # type: ignore[attr-defined]
    return make
