"""How the notebooks are served with Voila: one set of flags for `make serve`, the browser tests and the bench
(and how the tests start JupyterLab).

    python -m widgets.serve notebooks --port 8866
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path


def voila_args(root: str, port: int, preheat: bool = True) -> list[str]:
    """Voila's command-line arguments (after ``python -m voila``).

    Preheated kernels load the first page faster; idle kernels are culled, since Voila does not stop a
    kernel when its tab closes. Boards need nothing here: Voila serves plotly.js from the environment, at
    ``/voila/templates/kernel-games/static/`` (the template installed by pyproject.toml's data-files; see
    ``widgets/board.js`` and ``widgets/static/README.md``).
    """
    return [
        root, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
        f"--preheat_kernel={preheat}",
        "--MappingKernelManager.cull_idle_timeout=60", "--MappingKernelManager.cull_interval=20",
    ]


def lab_args(root: str, port: int) -> list[str]:
    """JupyterLab's arguments (after ``python -m jupyterlab``) for tests: no browser, no token, no news feed."""
    return [
        root, "--no-browser", f"--ServerApp.port={port}", "--ServerApp.ip=127.0.0.1",
        "--IdentityProvider.token=", "--ServerApp.password=", "--ServerApp.allow_root=True",
        "--ServerApp.disable_check_xsrf=True", "--LabApp.news_url=None",
    ]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def checkout_env() -> dict[str, str]:
    """This environment with the checkout first on PYTHONPATH, so kernels import ``kernel_games`` from it."""
    repo = Path(__file__).resolve().parents[1]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(repo), env.get("PYTHONPATH", "")) if p)
    return env


def start(root: Path, log_path: Path, *extra: str, cwd: Path | None = None, timeout: float = 120.0,
          preheat: bool = True) -> tuple[subprocess.Popen, str]:
    """Start Voila on a free port in its own session and wait until it answers; return the process and URL.

    The checkout is put first on the kernels' PYTHONPATH, so ``kernel_games`` and ``widgets`` import from it.
    Raises RuntimeError (with the log's path) if Voila exits or stays silent.
    """
    port = free_port()
    args = ["-m", "voila", *voila_args(str(root), port, preheat), *extra]
    return _start("Voila", args, port, log_path, cwd, timeout)


def start_lab(root: Path, log_path: Path, *extra: str, cwd: Path | None = None,
              timeout: float = 120.0) -> tuple[subprocess.Popen, str]:
    """Start JupyterLab on ``root`` like :func:`start` starts Voila (tests; `make lab` is for people)."""
    port = free_port()
    return _start("JupyterLab", ["-m", "jupyterlab", *lab_args(str(root), port), *extra], port, log_path,
                  cwd or root, timeout)


def _start(name: str, args: list[str], port: int, log_path: Path, cwd: Path | None,
           timeout: float) -> tuple[subprocess.Popen, str]:
    repo = Path(__file__).resolve().parents[1]
    env = checkout_env()
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with open(log_path, "wb") as log:  # the child keeps its own copy of the descriptor
        proc = subprocess.Popen([sys.executable, *args], cwd=cwd or repo, env=env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{name} exited with code {proc.returncode}; log: {log_path}")
        try:
            urllib.request.urlopen(f"{url}/", timeout=5).close()
        except urllib.error.HTTPError:
            return proc, url  # any HTTP answer means the server is up
        except (urllib.error.URLError, OSError):
            time.sleep(0.5)
            continue
        return proc, url
    stop(proc)
    raise RuntimeError(f"{name} did not answer within {timeout:.0f} s; log: {log_path}")


def stop(proc: subprocess.Popen) -> None:
    """SIGTERM (Voila then shuts its kernels down), then kill what is left of its process group."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
    try:  # kernels are in Voila's session: end any straggler of this group only
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def main(argv: list[str]) -> None:
    root = argv[0] if argv else "notebooks"
    port = int(argv[argv.index("--port") + 1]) if "--port" in argv else 8866
    os.execv(sys.executable, [sys.executable, "-m", "voila", *voila_args(root, port)])


if __name__ == "__main__":
    main(sys.argv[1:])
