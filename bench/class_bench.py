"""A class arriving at once: N learners open the same game page on one Voila server (`make bench-class`).

    .venv/bin/python bench/class_bench.py [--learners 30] [--pool-size N] [--fill-delay S] [--no-preheat]
                                          [--iopub-timeout S] [--notebook notebooks/vaalbara.ipynb] [--no-browser]

Starts one Voila as `make serve` does (widgets/serve.py, settings from jupyter_config/voila.json) on the repository
root, with only the game page and bench/bare.ipynb preheated. The options override the file for this run only (a
voila.json in the run's own folder, which Voila reads before jupyter_config/); idle kernels are kept for the run so
the N kernels live until they are measured. Then, in this order:

1. one request for bench/bare.ipynb (one ipywidgets Button), alone: seconds until Voila has sent the whole executed
   page (with preheating, the page a waiting kernel already ran);
2. N requests for the game page at once, from plain HTTP clients in threads (the learners' browsers are on their own
   machines: only the server's work is measured here): seconds until each whole executed page has been sent;
3. the memory of each page's kernel (resident set size of the kernel process the page names), and of every kernel of
   the server together (the preheated ones waiting included);
4. while those kernels live, one Chromium page of the game: seconds until its board is drawn (as
   bench/browser_bench.py detects it).

Prints a table with the targets — p95 at most 3× the bare request, at most 100 MB per kernel — and whether they are
met. Asserts nothing (speed is measured here, never asserted in a test).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from widgets import serve  # noqa: E402

BARE = "bench/bare.ipynb"
GAME = "notebooks/vaalbara.ipynb"
CHROMIUM = os.environ.get("KG_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
PLOT = ".kg-table .kg-board .js-plotly-plot"
TIMEOUT_S = 900
BROWSER_TIMEOUT_S = 240
TARGET_RATIO, TARGET_MB = 3.0, 100.0
MB = 1024 * 1024


# ---- Voila, with this run's settings ---------------------------------------------------------------------------------
def run_settings(args: argparse.Namespace) -> dict:
    """The voila.json of this run: only what differs from jupyter_config/voila.json."""
    both = (args.notebook, BARE)
    only = "^(?!" + "|".join(f".*/{re.escape(nb)}$" for nb in both) + ")"  # matched against absolute paths
    pool = args.pool_size if args.pool_size is not None else serve.settings()["VoilaConfiguration"]["default_pool_size"]
    conf: dict = {
        "VoilaKernelManager": {"preheat_denylist": [only],
                               "kernel_pools_config": {"default": {"pool_size": 1}, args.notebook: {"pool_size": pool}}},
        "MappingKernelManager": {"cull_idle_timeout": 3600},
    }
    if args.fill_delay is not None:
        conf["VoilaKernelManager"]["fill_delay"] = args.fill_delay
    if args.iopub_timeout is not None:
        conf["VoilaExecutor"] = {"iopub_timeout": args.iopub_timeout}
    if args.no_preheat:
        conf["VoilaConfiguration"] = {"preheat_kernel": False}
    return conf


def wait_for_pools(log_path: Path, game: str, game_pool: int, preheat: bool, timeout: float = TIMEOUT_S) -> float:
    """Seconds until Voila says both pools are full (nothing to wait for without preheating)."""
    t0 = time.perf_counter()
    if not preheat:
        return 0.0
    while time.perf_counter() - t0 < timeout:
        log = log_path.read_text(errors="replace")
        if (f"Kernel pool of {game} is filled with {game_pool}" in log
                and f"Kernel pool of {BARE} is filled" in log):
            return time.perf_counter() - t0
        time.sleep(1)
    sys.exit(f"the kernel pools were not full after {timeout:.0f} s; log: {log_path}")


def wait_idle(server_pid: int, quiet: float = 3.0, timeout: float = TIMEOUT_S) -> float:
    """Seconds until the server and its kernels have used under 5% of a core for ``quiet`` seconds in a row: the
    preheated kernels have run their notebook up to the cell that waits for a request."""
    import psutil

    t0, calm_since = time.perf_counter(), None
    while time.perf_counter() - t0 < timeout:
        procs = [psutil.Process(server_pid), *psutil.Process(server_pid).children(recursive=True)]
        busy = 0.0
        for p in procs:
            try:
                busy += p.cpu_percent(None)
            except psutil.Error:
                pass
        time.sleep(1)
        for p in procs:
            try:
                busy += p.cpu_percent(None)
            except psutil.Error:
                pass
        if busy < 5:
            calm_since = calm_since or time.perf_counter()
            if time.perf_counter() - calm_since >= quiet:
                return time.perf_counter() - t0
        else:
            calm_since = None
    return time.perf_counter() - t0


# ---- requests ------------------------------------------------------------------------------------------------------
WIDGET_OUTPUT = "application/vnd.jupyter.widget-view+json"
SHOWN: dict[str, int] = {}  # page URL -> widget outputs seen in each whole page (a page missing some is counted)


def fetch(url: str) -> tuple[float, str]:
    """Seconds until the whole response has been read, and the kernel id the page names."""
    t0 = time.perf_counter()
    with urllib.request.urlopen(url, timeout=TIMEOUT_S) as res:
        body = res.read().decode("utf-8", errors="replace")
    seconds = time.perf_counter() - t0
    found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', body)
    if not found or "voila_finish" not in body:
        raise RuntimeError(f"{url}: not a whole Voila page ({len(body)} characters)")
    SHOWN[found.group(1)] = body.count(WIDGET_OUTPUT)
    return seconds, found.group(1)


def flood(url: str, n: int) -> list[tuple[float, str]]:
    """``n`` requests released at the same moment; each one's seconds until its page was sent, and its kernel."""
    results: list[tuple[float, str] | BaseException] = [RuntimeError("not run")] * n
    gate = threading.Barrier(n)

    def learner(i: int) -> None:
        gate.wait()
        try:
            results[i] = fetch(url)
        except BaseException as err:  # noqa: BLE001 - reported below with the others
            results[i] = err

    threads = [threading.Thread(target=learner, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    errors = [r for r in results if isinstance(r, BaseException)]
    if errors:
        sys.exit(f"{len(errors)} of {n} requests failed, e.g. {errors[0]!r}")
    return results  # type: ignore[return-value]


# ---- kernels' memory -----------------------------------------------------------------------------------------------
CPU: dict[str, float] = {}  # kernel id -> CPU seconds it has used (user + system), read with its memory


def kernel_rss(server_pid: int) -> dict[str, int]:
    """Kernel id -> resident set size (bytes) of every kernel process under the server (and its CPU time in CPU)."""
    import psutil

    out = {}
    for child in psutil.Process(server_pid).children(recursive=True):
        try:
            found = re.search(r"kernel-([0-9a-f-]{36})\.json", " ".join(child.cmdline()))
            if found:
                out[found.group(1)] = child.memory_info().rss
                times = child.cpu_times()
                CPU[found.group(1)] = times.user + times.system
        except psutil.Error:
            continue
    return out


def rss_of(pid: int) -> int:
    import psutil

    return psutil.Process(pid).memory_info().rss


def cpu_of(pid: int) -> float:
    """CPU seconds (user + system) the process ``pid`` itself has used."""
    import psutil

    times = psutil.Process(pid).cpu_times()
    return times.user + times.system


# ---- the browser ---------------------------------------------------------------------------------------------------
def browser_board_seconds(url: str) -> float | None:
    """Seconds from opening the game page in a new Chromium context until its table's board is drawn."""
    if not Path(CHROMIUM).exists():
        print(f"(no chromium at {CHROMIUM}: the browser measurement is skipped)")
        return None
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
        t0 = time.perf_counter()
        page.goto(url, wait_until="commit", timeout=BROWSER_TIMEOUT_S * 1000)
        try:
            page.locator(".kg-table").first.wait_for(state="visible", timeout=BROWSER_TIMEOUT_S * 1000)
            page.locator(f"{PLOT} .scatterlayer").first.wait_for(state="attached", timeout=BROWSER_TIMEOUT_S * 1000)
            seconds: float | None = time.perf_counter() - t0
        except Exception:  # noqa: BLE001 - reported as not drawn
            print(f"  the Chromium page drew no board within {BROWSER_TIMEOUT_S} s")
            seconds = None
        browser.close()
    return seconds


# ---- the report ----------------------------------------------------------------------------------------------------
def percentile(xs: list[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0-100) of ``xs``."""
    ranked = sorted(xs)
    return ranked[max(0, min(len(ranked) - 1, -(-len(ranked) * q // 100) - 1))]  # type: ignore[index]


def report(args: argparse.Namespace, conf: dict, bares: tuple[float, float], times: list[float], page_mb: list[float],
           all_mb: float, kernels: int, server_mb: float, board: float | None, fill_s: float,
           kernels_of_pages: list[str], server_cpu: float) -> None:
    (bare, cold), p50, p95 = bares, percentile(times, 50), percentile(times, 95)
    counts = [SHOWN[k] for k in kernels_of_pages]
    missing = sum(c < max(counts) for c in counts)
    cpu = [CPU[k] for k in kernels_of_pages if k in CPU] or [float("nan")]
    limit = TARGET_RATIO * bare
    pool = conf["VoilaKernelManager"]["kernel_pools_config"][args.notebook]["pool_size"]
    preheat = "off" if args.no_preheat else f"pool {pool}"
    fill = conf["VoilaKernelManager"].get("fill_delay", serve.settings().get("VoilaKernelManager", {}).get("fill_delay"))
    rows = [
        ("bare page alone (one Button)", f"{bare:.2f} s", "", ""),
        ("  again at once (no kernel waiting for it)", f"{cold:.2f} s", "", ""),
        (f"game page, {args.learners} at once: p50", f"{p50:.2f} s", "", ""),
        ("  p95", f"{p95:.2f} s", f"≤ {limit:.2f} s (3× bare)", "yes" if p95 <= limit else "no"),
        ("  slowest", f"{max(times):.2f} s", "", ""),
        ("  p95 / the bare page again at once", f"{p95 / cold:.1f}×", "", ""),
        ("kernel of a game page (RSS): median", f"{statistics.median(page_mb):.0f} MB", f"≤ {TARGET_MB:.0f} MB", ""),
        ("  largest", f"{max(page_mb):.0f} MB", f"≤ {TARGET_MB:.0f} MB", "yes" if max(page_mb) <= TARGET_MB else "no"),
        (f"  the {len(page_mb)} page kernels together", f"{sum(page_mb) / 1024:.2f} GB", "", ""),
        (f"every kernel of the server ({kernels}, waiting ones too)", f"{all_mb / 1024:.2f} GB", "", ""),
        ("the Voila server itself (RSS)", f"{server_mb:.0f} MB", "", ""),
        ("  its CPU time while the pages were sent", f"{server_cpu:.1f} s", "", ""),
        ("CPU time of a game page's kernel: median", f"{statistics.median(cpu):.2f} s", "", ""),
        ("game pages missing an output (fewer widgets than the fullest)", str(missing), "0", "yes" if not missing else "no"),
        (f"Chromium: game board drawn, {args.learners} kernels alive",
         f"{board:.2f} s" if board is not None else "skipped", "", ""),
    ]
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    print()
    print(f"A class of {args.learners} opening {args.notebook} at once on one Voila (preheating {preheat}, fill_delay {fill} s; "
          f"pools full after {fill_s:.0f} s)")
    head = ("measure", "value", "target", "met")
    for r in [head, tuple("-" * w for w in widths), *rows]:
        print("  ".join(c.ljust(w) if i in (0, 2) else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True))))
    print(f"(each game page: {', '.join(f'{t:.1f}' for t in sorted(times))} s)")
    print(f"(each page kernel: {', '.join(f'{m:.0f}' for m in sorted(page_mb))} MB)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--learners", type=int, default=30, help="requests for the game page at once (default 30)")
    ap.add_argument("--notebook", default=GAME, help=f"the game page (default {GAME})")
    ap.add_argument("--pool-size", type=int, help="preheated kernels kept for the game page (default: voila.json's)")
    ap.add_argument("--fill-delay", type=float, help="seconds before Voila refills a pool (default: voila.json's)")
    ap.add_argument("--iopub-timeout", type=int, help="seconds Voila waits for a cell's output (default: voila.json's)")
    ap.add_argument("--no-preheat", action="store_true", help="no preheated kernels: each page starts its own")
    ap.add_argument("--no-browser", action="store_true", help="skip the Chromium page")
    args = ap.parse_args()
    game = args.notebook
    for nb in (BARE, game):
        if not (REPO / nb).is_file():
            sys.exit(f"{nb} is missing")

    workdir = Path(tempfile.mkdtemp(prefix="kg-class-bench-"))
    conf = run_settings(args)
    (workdir / "voila.json").write_text(json.dumps(conf, indent=2), encoding="utf-8")
    log_path = workdir / "voila.log"
    proc, url = serve.start(REPO, log_path, cwd=workdir, timeout=TIMEOUT_S)
    print(f"Voila at {url} (log: {log_path}); this run's settings: {workdir / 'voila.json'}", flush=True)
    try:
        pool = conf["VoilaKernelManager"]["kernel_pools_config"][game]["pool_size"]
        fill_s = wait_for_pools(log_path, game, pool, not args.no_preheat) + wait_idle(proc.pid)
        print(f"  pools full and idle after {fill_s:.0f} s", flush=True)
        bare, _ = fetch(f"{url}/voila/render/{BARE}")
        cold, _ = fetch(f"{url}/voila/render/{BARE}")  # the pool is being refilled: this one waits for its kernel
        print(f"  bare page alone: {bare:.2f} s; again at once: {cold:.2f} s", flush=True)
        wait_idle(proc.pid)
        server_cpu = cpu_of(proc.pid)
        results = flood(f"{url}/voila/render/{game}", args.learners)
        server_cpu = cpu_of(proc.pid) - server_cpu
        times = [s for s, _ in results]
        print(f"  {args.learners} game pages sent: p50 {percentile(times, 50):.2f} s, slowest {max(times):.2f} s",
              flush=True)
        rss = kernel_rss(proc.pid)
        page_mb = [rss[k] / MB for _, k in results if k in rss]
        if len(page_mb) < len(results):
            print(f"  ({len(results) - len(page_mb)} page kernels were gone before their memory was read)")
        all_mb, server_mb = sum(rss.values()) / MB, rss_of(proc.pid) / MB
        print(f"  page kernels: median {statistics.median(page_mb):.0f} MB, largest {max(page_mb):.0f} MB; "
              f"every kernel ({len(rss)}): {all_mb / 1024:.2f} GB", flush=True)
        board = None if args.no_browser else browser_board_seconds(f"{url}/voila/render/{game}")
    finally:
        serve.stop(proc)
    report(args, conf, (bare, cold), times, page_mb, all_mb, len(rss), server_mb, board, fill_s, [k for _, k in results],
           server_cpu)
    shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
