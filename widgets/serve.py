"""How the notebooks are served with Voila: one entry point for `make serve`, the browser tests, the benches and a
JupyterHub user's server. The settings (template, preheated kernels, culling, files Voila may send) live in
``jupyter_config/voila.json``, which Voila reads itself (``JUPYTER_CONFIG_PATH``), as on Binder and JupyterHub
(docs/hosting.md); nothing here repeats them. The server's root address opens the gallery (``index.ipynb``).

    python -m widgets.serve notebooks --port 8866     # what `make serve` runs; other Voila flags pass through
    python -m widgets.serve notebooks --pool vaalbara.ipynb=32   # 32 kernels kept ready for that page
    python -m widgets.serve notebooks --class-size 40   # instead of voila.json's KernelGames.class_size
    python -m widgets.serve install-config DIR        # merge jupyter_config/ into a Jupyter config folder (postBuild)
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
CONFIG_DIR = REPO / "jupyter_config"
VOILA_CONFIG = CONFIG_DIR / "voila.json"  # standalone Voila, and Voila's server extension (its VoilaConfiguration)
SERVER_CONFIG = CONFIG_DIR / "jupyter_server_config.json"  # a Jupyter server with Voila inside (Binder, JupyterHub)
GALLERY = "index.ipynb"


def settings(path: Path = VOILA_CONFIG) -> dict[str, Any]:
    """The settings Voila reads from ``path`` (jupyter_config/voila.json)."""
    return json.loads(path.read_text(encoding="utf-8"))


def voila_args(root: str, port: int, preheat: bool | None = None) -> list[str]:
    """Voila's command-line arguments: what to serve and where to listen (this machine only; put a reverse proxy in
    front to publish it). Everything else is in jupyter_config/voila.json; ``preheat`` overrides it (tests)."""
    args = [root, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    return args + ([] if preheat is None else [f"--VoilaConfiguration.preheat_kernel={preheat}"])


def class_size(conf: dict[str, Any] | None = None) -> int:
    """voila.json's ``KernelGames.class_size``: how many learners may open a page at once (0: no pools sized)."""
    return int((conf or settings()).get("KernelGames", {}).get("class_size", 0))


def served_pages(root: Path) -> list[str]:
    """The gallery and the game pages in ``root``, as Voila names them (paths relative to ``root``)."""
    from kernel_games import GAMES

    names = {GALLERY, *(f"{gid}.ipynb" for gid in GAMES)}
    return sorted(str(p.relative_to(root)) for p in root.rglob("*.ipynb")
                  if p.name in names and ".ipynb_checkpoints" not in p.parts)


def default_pools(root: Path, size: int) -> dict[str, int]:
    """Preheated kernels for each page of ``root`` for a class of ``size`` on this machine (widgets/kernels/pools)."""
    from widgets.kernels import pools

    return pools.class_pools(served_pages(root), size, pools.available_mb())


def pool_settings(pools: dict[str, int]) -> dict[str, Any]:
    """Settings that keep ``pools[notebook]`` preheated kernels ready for each notebook named (its path in the served
    folder) and voila.json's ``default_pool_size`` for the others: a class arriving at once (``--pool``)."""
    default = settings()["VoilaConfiguration"]["default_pool_size"]
    conf = {"default": {"pool_size": default}, **{nb: {"pool_size": n} for nb, n in pools.items()}}
    return {"VoilaKernelManager": {"kernel_pools_config": conf}}


def voila_env() -> dict[str, str]:
    """The checkout's environment (``checkout_env``) with jupyter_config/ first on ``JUPYTER_CONFIG_PATH`` (Voila reads
    voila.json there) and the checkout's ``share/jupyter`` first on ``JUPYTER_PATH`` (the kernel-games template as in
    the checkout, before `make venv` copies it into the environment)."""
    env = checkout_env()
    for key, first in (("JUPYTER_CONFIG_PATH", CONFIG_DIR), ("JUPYTER_PATH", REPO / "share" / "jupyter")):
        others = [p for p in env.get(key, "").split(os.pathsep) if p and p != str(first)]
        env[key] = os.pathsep.join([str(first), *others])
    return env


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
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
    return env


def start(root: Path, log_path: Path, *extra: str, cwd: Path | None = None, timeout: float = 120.0,
          preheat: bool | None = None, class_size: int | None = 1) -> tuple[subprocess.Popen, str]:
    """Start Voila (``python -m widgets.serve``, as `make serve`) on a free port in its own session and wait until it
    answers; return the process and URL. ``extra`` are more Voila flags; ``preheat`` overrides the config file's;
    ``class_size`` sizes the pools (1: a waiting kernel a page, for tests; None: voila.json's, as `make serve`).

    The checkout is put first on the kernels' PYTHONPATH, so ``kernel_games`` and ``widgets`` import from it.
    Raises RuntimeError (with the log's path) if Voila exits or stays silent.
    """
    port = free_port()
    size = [] if class_size is None else [f"--class-size={class_size}"]
    args = ["-m", "widgets.serve", *voila_args(str(root), port, preheat), *size, *extra]
    return _start("Voila", args, port, log_path, cwd, timeout, voila_env(), probe="/voila/tree")


def start_lab(root: Path, log_path: Path, *extra: str, cwd: Path | None = None,
              timeout: float = 120.0) -> tuple[subprocess.Popen, str]:
    """Start JupyterLab on ``root`` like :func:`start` starts Voila (tests; `make lab` is for people)."""
    port = free_port()
    return _start("JupyterLab", ["-m", "jupyterlab", *lab_args(str(root), port), *extra], port, log_path,
                  cwd or root, timeout, checkout_env())


def start_static(root: Path, log_path: Path, timeout: float = 60.0) -> tuple[subprocess.Popen, str]:
    """Serve the built static site ``root`` (``make site``, docs/static_site.md) as any static host would: Python's
    ``http.server`` on this machine only, on a free port (tests and benches; ``make site-preview`` for people)."""
    port = free_port()
    args = ["-m", "http.server", "--bind", "127.0.0.1", "--directory", str(root), str(port)]
    return _start("The static server", args, port, log_path, None, timeout, dict(os.environ))


def _start(name: str, args: list[str], port: int, log_path: Path, cwd: Path | None, timeout: float,
           env: dict[str, str], probe: str = "/") -> tuple[subprocess.Popen, str]:
    """Start the server; it is up at its first HTTP answer to ``probe`` (Voila's is a page that starts no kernel)."""
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with open(log_path, "wb") as log:  # the child keeps its own copy of the descriptor
        proc = subprocess.Popen([sys.executable, *args], cwd=cwd or REPO, env=env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{name} exited with code {proc.returncode}; log: {log_path}")
        try:
            urllib.request.urlopen(f"{url}{probe}", timeout=5).close()
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


def install_config(folder: Path) -> list[Path]:
    """Merge jupyter_config/'s two files into the Jupyter config folder ``folder`` (what is there already is kept where
    ours says nothing): Binder's postBuild and a JupyterHub image use it. Returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for ours in (VOILA_CONFIG, SERVER_CONFIG):
        target = folder / ours.name
        merged = settings(target) if target.is_file() else {}
        for section, values in settings(ours).items():
            merged.setdefault(section, {}).update(values)
        target.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
        written.append(target)
    return written


def gallery_voila() -> type:
    """Voila whose root address opens the gallery (``<root>/index.ipynb``, the query string kept), not the list of
    files, which stays at ``voila/tree``; its preheated kernels refill through a gate (widgets/kernels/pools.py) and
    its page templates are compiled once (widgets/serve_templates.py).
    Imported only when serving."""
    import voila.app
    from jupyter_server.utils import url_path_join
    from tornado import web
    from voila.app import Voila

    from widgets.kernels import pools
    from widgets.serve_templates import compile_templates_once

    compile_templates_once()
    if not getattr(voila.app.voila_kernel_manager_factory, "gated", False):
        voila.app.voila_kernel_manager_factory = pools.gated_factory(voila.app.voila_kernel_manager_factory,
                                                                     pools.refill_slots())

    class ToGallery(web.RequestHandler):
        def initialize(self, url: str) -> None:
            self.url = url

        def get(self) -> None:
            query = self.request.query
            self.redirect(self.url + (f"?{query}" if query else ""))

    class GalleryVoila(Voila):
        def init_handlers(self) -> list:
            handlers = super().init_handlers()
            if self.notebook_path or not (Path(self.root_dir) / GALLERY).is_file():
                return handlers
            return [(self.server_url, ToGallery, {"url": url_path_join(self.server_url, "voila/render", GALLERY)}),
                    *handlers]

    return GalleryVoila


def options(argv: list[str]) -> tuple[str, int, dict[str, int], list[str]]:
    """``main``'s arguments: the folder served, the port, each page's pool (the class's, ``--pool`` over it) and
    the flags left for Voila."""
    rest = [part for a in argv for part in (a.split("=", 1) if a.startswith("--class-size=") else [a])]
    pools: dict[str, int] = {}
    port, size = 8866, class_size()
    if "--port" in rest:
        i = rest.index("--port")
        port = int(rest[i + 1])
        del rest[i:i + 2]
    if "--class-size" in rest:
        i = rest.index("--class-size")
        size = int(rest[i + 1])
        del rest[i:i + 2]
    while "--pool" in rest:
        i = rest.index("--pool")
        notebook, _, kernels = rest[i + 1].rpartition("=")
        pools[notebook] = int(kernels)
        del rest[i:i + 2]
    given_root = rest and not rest[0].startswith("-")
    root = rest.pop(0) if given_root else "notebooks"
    pools = {**default_pools(Path(root), size), **pools}
    return root, port, pools, rest


def main(argv: list[str]) -> None:
    """``[root] [--port N] [--class-size N] [--pool NOTEBOOK=N]… [Voila flags…]`` serves ``root`` (default
    notebooks/) with pools sized for the class (``--pool`` sets a page's own); ``install-config DIR``."""
    if argv[:1] == ["install-config"]:
        for path in install_config(Path(argv[1])):
            print(path)
        return
    root, port, pools, rest = options(argv)
    defaults = [a for a in voila_args(root, port)[1:] if not any(r.startswith(a.split("=")[0] + "=") for r in rest)]
    rest = [*defaults, *rest]
    os.environ.update(voila_env())
    with tempfile.TemporaryDirectory(prefix="kg-serve-") as extra:
        if pools:  # a voila.json read before jupyter_config/'s, for this run only
            Path(extra, "voila.json").write_text(json.dumps(pool_settings(pools)), encoding="utf-8")
            os.environ["JUPYTER_CONFIG_PATH"] = os.pathsep.join((extra, os.environ["JUPYTER_CONFIG_PATH"]))
        gallery_voila().launch_instance(argv=[root, *rest])


if __name__ == "__main__":
    main(sys.argv[1:])
