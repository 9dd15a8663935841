"""Standalone Voila's kernel manager: every kernel forked from the zygote (widgets/kernels/zygote.py).

jupyter_config/voila.json names ``ForkingKernelManager`` as ``AsyncMappingKernelManager.kernel_manager_class``, a
setting only standalone Voila reads from that file (`make serve`, ``widgets.serve``, the tests and the benches);
JupyterLab, Binder and JupyterHub keep the usual launch. The first kernel start starts the zygote (one per server);
each kernel's command becomes ``launch.py``'s, which asks the zygote for the kernel and stands for it, so interrupt,
restart, shutdown and culling work unchanged. Without a live zygote a kernel starts the usual way (logged once).
"""

from __future__ import annotations

import atexit
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

LAUNCH = Path(__file__).with_name("launch.py")
ZYGOTE = Path(__file__).with_name("zygote.py")  # run by path: the kernels' PYTHONPATH need not name this checkout


class Zygote:
    """The server's one zygote process and the private folder of its socket."""

    def __init__(self) -> None:
        self.folder = tempfile.mkdtemp(prefix="kg-zygote-")  # mode 0700: only this user reaches the socket
        self.socket = os.path.join(self.folder, "zygote.sock")
        self.proc = subprocess.Popen([sys.executable, str(ZYGOTE), self.socket], cwd=self.folder,
                                     stdin=subprocess.DEVNULL)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def stop(self) -> None:
        if self.alive():
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        shutil.rmtree(self.folder, ignore_errors=True)


_ZYGOTE: list[Zygote] = []  # started at the first kernel start
_WARNED: list[bool] = []


def zygote(log: logging.Logger) -> Zygote | None:
    """The server's zygote, started if it was not; None (logged once) when it has died."""
    if not _ZYGOTE:
        _ZYGOTE.append(Zygote())
        atexit.register(stop_zygote)
        log.info("Kernels are forked from the zygote (pid %d)", _ZYGOTE[0].proc.pid)
    if _ZYGOTE[0].alive():
        return _ZYGOTE[0]
    if not _WARNED:
        _WARNED.append(True)
        log.warning("The kernels' zygote ended (code %s): kernels start the usual way", _ZYGOTE[0].proc.returncode)
    return None


def stop_zygote() -> None:
    """End the server's zygote (its kernels end with it); the next kernel start starts a new one."""
    while _ZYGOTE:
        _ZYGOTE.pop().stop()
    _WARNED.clear()


def forked_command(cmd: list[str], zyg: Zygote) -> list[str]:
    """``cmd`` (a kernel's command) run through launch.py and the zygote ``zyg``."""
    return [sys.executable, "-S", str(LAUNCH), zyg.socket, str(zyg.proc.pid), "--", *cmd]


class ForkingKernelManager(ServerKernelManager):
    """Jupyter server's kernel manager whose Python kernels are forked from the zygote."""

    def format_kernel_cmd(self, extra_arguments: list[str] | None = None) -> list[str]:
        cmd = super().format_kernel_cmd(extra_arguments)
        if cmd[1:3] != ["-m", "ipykernel_launcher"]:
            return cmd
        zyg = zygote(self.log)
        return cmd if zyg is None else forked_command(cmd, zyg)
