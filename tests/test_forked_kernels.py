"""Kernels forked from the zygote (widgets/kernels/): real kernels, started as standalone Voila starts them. A forked
kernel runs code from the checkout in its own folder and environment, has its own random state, is interrupted,
shut down and killed like any kernel, and a kernel still starts when the zygote is gone."""

from __future__ import annotations

import asyncio
import os
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jupyter_client import AsyncKernelManager

from tests import run_async
from widgets import serve
from widgets.kernels import manager

REPO = Path(__file__).resolve().parents[1]
TIMEOUT = 120


@pytest.fixture
def fresh_zygote(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test starts its own zygote with its first kernel, and ends it; the checkout first on PYTHONPATH, as
    ``widgets.serve`` sets it for Voila, its zygote and its kernels."""
    monkeypatch.setenv("PYTHONPATH", serve.checkout_env()["PYTHONPATH"])
    manager.stop_zygote()
    yield
    manager.stop_zygote()


def zygote_pid() -> int:
    return manager._ZYGOTE[0].proc.pid


async def start(cwd: Path, manager_class: type = manager.ForkingKernelManager, **env: str) -> tuple[Any, Any]:
    km = manager_class()
    await km.start_kernel(cwd=str(cwd), env={**os.environ, **env})
    kc = km.client()
    kc.start_channels()
    await kc.wait_for_ready(timeout=TIMEOUT)
    return km, kc


async def run(kc: Any, code: str) -> tuple[str, dict]:
    """What the cell printed, and its reply's content."""
    out: list[str] = []

    def hook(msg: dict) -> None:
        if msg["msg_type"] == "stream":
            out.append(msg["content"]["text"])

    reply = await kc.execute_interactive(code, timeout=TIMEOUT, output_hook=hook)
    return "".join(out), reply["content"]


def gone(pid: int, within: float = 20.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:  # a child of ours that ended but was not reaped yet counts as gone
            if os.waitpid(pid, os.WNOHANG)[0] == pid:
                return True
        except ChildProcessError:
            pass
        if Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z":
            return True
        time.sleep(0.1)
    return False


async def stop(km: Any, kc: Any) -> None:
    kc.stop_channels()
    if await km.is_alive():
        await km.shutdown_kernel(now=True)


@pytest.mark.usefixtures("fresh_zygote")
def test_a_forked_kernel_runs_the_checkout_in_its_own_folder_and_environment(tmp_path: Path) -> None:
    async def go() -> None:
        km, kc = await start(tmp_path, KG_TEST_MARK="forked")
        try:
            code = ("import os, kernel_games, widgets.table\n"
                    "print(os.getppid(), os.getcwd(), os.environ['KG_TEST_MARK'], kernel_games.__file__, "
                    "widgets.table.GameTable.__name__, sep='|')")
            printed, reply = await run(kc, code)
            assert reply["status"] == "ok", reply
            ppid, cwd, mark, source, cls = printed.strip().split("|")
            assert int(ppid) == zygote_pid(), "the kernel is the zygote's child"
            assert Path(cwd) == tmp_path and mark == "forked"
            assert Path(source).is_relative_to(REPO / "kernel_games") and cls == "GameTable"
            forked, _ = await run(kc, "import sys; print(sys.path)")
        finally:
            await stop(km, kc)
        km, kc = await start(tmp_path, manager_class=AsyncKernelManager)
        try:
            usual, _ = await run(kc, "import sys; print(sys.path)")
            assert forked == usual, "the kernel imports from where a kernel started the usual way does"
        finally:
            await stop(km, kc)

    run_async.run(go())


@pytest.mark.usefixtures("fresh_zygote")
def test_two_forked_kernels_draw_different_random_numbers(tmp_path: Path) -> None:
    async def go() -> None:
        kernels = [await start(tmp_path) for _ in range(2)]
        try:
            drawn = [(await run(kc, "import random, os; print(random.random(), os.urandom(16).hex(), "
                                    "__import__('secrets').token_hex(16))"))[0].split() for _, kc in kernels]
            assert all(len(d) == 3 for d in drawn)
            assert all(a != b for a, b in zip(*drawn, strict=True)), drawn
        finally:
            for km, kc in kernels:
                await stop(km, kc)

    run_async.run(go())


@pytest.mark.usefixtures("fresh_zygote")
def test_interrupt_stops_a_busy_cell_and_shutdown_ends_the_kernel(tmp_path: Path) -> None:
    async def go() -> None:
        km, kc = await start(tmp_path)
        try:
            pid = int((await run(kc, "import os; print(os.getpid())"))[0])
            busy = asyncio.ensure_future(run(kc, "while True: pass"))
            await asyncio.sleep(1.0)
            await km.interrupt_kernel()
            _, reply = await asyncio.wait_for(busy, TIMEOUT)
            assert reply["status"] == "error" and reply["ename"] == "KeyboardInterrupt"
            printed, _ = await run(kc, "print(6 * 7)")
            assert printed.strip() == "42", "the kernel goes on after the interrupt"
            await km.shutdown_kernel()
            assert gone(pid), "shutdown ends the forked kernel"
            assert not await km.is_alive()
        finally:
            await stop(km, kc)

    run_async.run(go())


@pytest.mark.usefixtures("fresh_zygote")
def test_killing_the_launcher_kills_the_kernel(tmp_path: Path) -> None:
    async def go() -> None:
        km, kc = await start(tmp_path)
        try:
            pid = int((await run(kc, "import os; print(os.getpid())"))[0])
            await km.shutdown_kernel(now=True)  # what the culler and a stuck kernel's restart end with: SIGKILL
            assert gone(pid)
        finally:
            await stop(km, kc)

    run_async.run(go())


@pytest.mark.usefixtures("fresh_zygote")
def test_a_kernel_starts_the_usual_way_when_the_zygote_is_gone(tmp_path: Path) -> None:
    async def go() -> None:
        km, kc = await start(tmp_path)
        await stop(km, kc)
        dead = manager._ZYGOTE[0]
        dead.proc.kill()
        dead.proc.wait()
        km, kc = await start(tmp_path)
        try:
            printed, reply = await run(kc, "import os, kernel_games; print(os.getppid())")
            assert reply["status"] == "ok"
            assert int(printed) != dead.proc.pid
            assert manager.zygote(km.log) is None
        finally:
            await stop(km, kc)

    run_async.run(go())


def test_voila_as_make_serve_starts_it_sends_a_page_run_by_a_forked_kernel(tmp_path: Path) -> None:
    (tmp_path / "bare.ipynb").write_bytes((REPO / "bench" / "bare.ipynb").read_bytes())
    proc, url = serve.start(tmp_path, tmp_path / "voila.log", preheat=False)
    try:
        with urllib.request.urlopen(f"{url}/voila/render/bare.ipynb", timeout=TIMEOUT) as res:
            page = res.read().decode()
    finally:
        serve.stop(proc)
    assert "kg-bare-button" in page and "application/vnd.jupyter.widget-view+json" in page
    log = (tmp_path / "voila.log").read_text()
    assert "Kernels are forked from the zygote" in log and "without the zygote" not in log, log[-2000:]
