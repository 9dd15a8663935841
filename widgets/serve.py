"""How the notebooks are served with Voila: one set of flags for `make serve`, the browser tests and the bench.

    python -m widgets.serve notebooks --port 8866
"""

from __future__ import annotations

import os
import sys


def voila_args(root: str, port: int, preheat: bool = True) -> list[str]:
    """Voila's command-line arguments (after ``python -m voila``).

    Preheated kernels load the first page faster; idle kernels are culled, since Voila does not stop a
    kernel when its tab closes; ``.js`` files may be served so that boards fetch plotly.js over HTTP once
    (``widgets/board.py``) instead of through the kernel.
    """
    return [
        root, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
        f"--preheat_kernel={preheat}",
        "--MappingKernelManager.cull_idle_timeout=60", "--MappingKernelManager.cull_interval=20",
        r"--VoilaConfiguration.file_allowlist=['.*\.(png|jpg|gif|svg|js)']",
    ]


def main(argv: list[str]) -> None:
    root = argv[0] if argv else "notebooks"
    port = int(argv[argv.index("--port") + 1]) if "--port" in argv else 8866
    os.execv(sys.executable, [sys.executable, "-m", "voila", *voila_args(root, port)])


if __name__ == "__main__":
    main(sys.argv[1:])
