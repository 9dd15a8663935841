"""What a game page's kernel does before the page is sent: run the notebook's cells (all but the last, which waits for
the page's request) in a fresh Python, as a preheated Voila kernel does, and report its CPU seconds, its wall time,
how many games it imported and how many widgets it built; then the same with every section opened (what a learner
who opens everything pays, later). Nothing is asserted.

    python bench/page_build_bench.py [--game buru] [--repeat 5] [--notebooks DIR]

Run it from the checkout to measure (its ``notebooks/`` and its code; another checkout: ``--root``). Each figure is
the median of ``--repeat`` fresh processes, bytecode compiled beforehand as an installed package has it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = Path(tempfile.gettempdir()) / "kg-page-build-bench-pycache"

# Run in the fresh process: the cells' code with display() a no-op, then the count of what it built.
CHILD = r"""
import json, resource, sys, time
start = time.perf_counter()
import ipywidgets as w
from ipywidgets.widgets.widget import _instances

def display(*objects, **_kw):
    pass

cells = json.loads(sys.argv[1])
scope = {"display": display}
for source in cells:
    exec(compile(source, "<cell>", "exec"), scope)
opened = 0
if sys.argv[2] == "open":
    try:
        from widgets.sections import Section
    except ImportError:  # a page without sections builds everything at load
        Section = None
    for x in list(_instances.values()):
        if Section is not None and isinstance(x, Section):
            x.open()
            opened += 1
wall = time.perf_counter() - start
ru = resource.getrusage(resource.RUSAGE_SELF)
games = [k for k, m in list(sys.modules.items()) if k.count(".") == 1 and k.startswith("kernel_games.")
         and hasattr(m, "RECORD")]
print(json.dumps({"cpu": ru.ru_utime + ru.ru_stime, "wall": wall, "games": len(games), "widgets": len(_instances),
                  "opened": opened, "rss_mb": ru.ru_maxrss / 1024}))
"""


def cells(notebook: Path) -> list[str]:
    """The code cells a preheated kernel runs before the page's request: all but the last."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    return code[:-1]


def run(root: Path, notebook: Path, mode: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONPYCACHEPREFIX": str(CACHE)}  # the checkout stays as it is
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out = subprocess.run([sys.executable, "-c", CHILD, json.dumps(cells(notebook)), mode], env=env, cwd=root,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game's id (default: every game page)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose code and notebooks are measured")
    args = parser.parse_args()
    root = args.root.resolve()
    games = args.game or sorted(p.stem for p in (root / "notebooks").glob("*.ipynb") if p.stem != "index")
    print(f"{root} · load average {open('/proc/loadavg').read().split()[0]} · median of {args.repeat}")
    print(f"{'page':16} {'mode':9} {'CPU s':>6} {'wall s':>7} {'games':>5} {'widgets':>7} {'RSS MB':>7}")
    for gid in games:
        notebook = root / "notebooks" / f"{gid}.ipynb"
        run(root, notebook, "load")  # compiles the bytecode once
        for mode in ("load", "open"):
            rows = [run(root, notebook, mode) for _ in range(args.repeat)]
            med = {k: statistics.median(r[k] for r in rows) for k in ("cpu", "wall", "rss_mb")}
            print(f"{gid:16} {('page' if mode == 'load' else 'all open'):9} {med['cpu']:6.2f} {med['wall']:7.2f} "
                  f"{rows[0]['games']:5d} {rows[0]['widgets']:7d} {med['rss_mb']:7.0f}")


if __name__ == "__main__":
    main()
