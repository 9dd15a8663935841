"""The analysis is computed once per server: a first learner's open against a second learner's on the same server.

    python bench/analysis_bench.py                 # Vaalbara: the short run (`make bench`)
    python bench/analysis_bench.py buru noli       # the games named
    python bench/analysis_bench.py --all           # every game (the first opens take minutes together)

Each open is a fresh Python process that builds the game's Analysis as its notebook does and runs it, as a learner's
kernel does when the section is opened. The two opens of a game share one new, empty study cache folder
(``KG_CACHE_DIR``; ``kernel_games/core/study_cache.py``), as the kernels of one server share theirs: the first open
plays every game of the studies (a cold cache) and writes them, the second reads them. Prints, per open, the wall
seconds of its process and of the analysis alone, the CPU seconds of its process (user + system: what the learner's
kernel spends), and the studies read from and written to the disk; then a table. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHORT = ["vaalbara"]  # the default run

ONE_RUN = """
import json, time
from kernel_games import GAMES, RECORDS
from widgets.analysis import CACHE, Analysis
from widgets.i18n import Language

gid = {gid!r}
book = RECORDS[gid].notebook
a = Analysis(GAMES[gid], players=book.analysis.players, seats=list(book.analysis.seats), games=book.games,
             language=Language())
start = time.monotonic()
a.analyse()
print(json.dumps({{"seconds": round(time.monotonic() - start, 2), "total": a.progress.total, "done": a.progress.done,
                  "read": CACHE.read, "written": CACHE.written, "memory_only": len(CACHE) - CACHE.read - CACHE.written,
                  "charts": len(a.chart_keys()), "failed": a._extra_error}}))
"""


def run_once(gid: str, folder: str) -> dict:
    """One learner's open in a new process; its figures, the process's wall and CPU seconds."""
    env = {**os.environ, "KG_CACHE_DIR": folder, "PYTHONPATH": str(ROOT)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    out = subprocess.run([sys.executable, "-c", ONE_RUN.format(gid=gid)], env=env, capture_output=True, text=True,
                         check=True, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {**json.loads(out.stdout.strip().splitlines()[-1]), "process": round(time.monotonic() - start, 2),
            "cpu": round(cpu, 2)}


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from kernel_games import RECORDS

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games", nargs="*", help=f"games to measure (default: {', '.join(SHORT)})")
    ap.add_argument("--all", action="store_true", help="every game")
    args = ap.parse_args()
    games = list(RECORDS) if args.all else args.games or SHORT
    rows = []
    for gid in games:
        with tempfile.TemporaryDirectory() as folder:  # one server's cache, new and empty
            for label in ("first", "second"):
                run = run_once(gid, folder)
                print(json.dumps({"game": gid, "open": label, **run}), flush=True)
                rows.append((gid, label, run))
    load = Path("/proc/loadavg").read_text().split()[0]
    print(f"\nAnalysis opened by two learners of one server, each in its own process (load average {load})")
    head = ("game", "open", "process s", "analyse s", "CPU s", "studies read", "written")
    table = [(gid, label, f"{r['process']:.2f}", f"{r['seconds']:.2f}", f"{r['cpu']:.2f}", str(r["read"]),
              str(r["written"])) for gid, label, r in rows]
    widths = [max(len(h), *(len(t[i]) for t in table)) for i, h in enumerate(head)]
    for cells in (head, tuple("-" * w for w in widths), *table):
        print(" | ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))))
    print("first: a cold cache (the studies are played and written); second: the same server's cache (read).\n"
          "process: the whole process (Python's start and imports included); analyse: Analysis.analyse alone;\n"
          "CPU: the process's user + system seconds (what a learner's kernel spends on it, imports included)")


if __name__ == "__main__":
    main()
