"""Each game's Analysis as its notebook builds it: the first run, then a second in a new process, which reads the studies
from the disk cache (``kernel_games/core/study_cache.py``).

    python bench/analysis_bench.py [game ...]     # every game if none is named

Each run is a fresh Python process, so the second one has nothing in memory; the cache folder is a new temporary one
(``KG_CACHE_DIR``), so the first run plays every game. Prints one line per run: seconds, the progress bar's total and
games done, the entries read from and written to disk, and those kept in memory only (none is expected).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

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
    env = {**os.environ, "KG_CACHE_DIR": folder, "PYTHONPATH": str(ROOT)}
    start = time.monotonic()
    out = subprocess.run([sys.executable, "-c", ONE_RUN.format(gid=gid)], env=env, capture_output=True, text=True,
                         check=True, cwd=ROOT)
    return {**json.loads(out.stdout.strip().splitlines()[-1]), "process": round(time.monotonic() - start, 2)}


def main(games: list[str]) -> None:
    sys.path.insert(0, str(ROOT))
    from kernel_games import RECORDS

    for gid in games or list(RECORDS):
        with tempfile.TemporaryDirectory() as folder:
            for label in ("first", "second"):
                print(json.dumps({"game": gid, "run": label, **run_once(gid, folder)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
