"""A class arriving at once: N learners open the same game page on one Voila server (`make bench-class`).

    .venv/bin/python bench/class_bench.py [--learners 30] [--game buru | --all-games] [--compare | --usual-launch]
                                          [--class-size N] [--pool-size N] [--fill-delay S] [--no-preheat]
                                          [--iopub-timeout S] [--no-browser]

Starts one Voila as `make serve` does (widgets/serve.py: jupyter_config/voila.json, pools sized for the class, forked
kernels) on a folder holding what `make serve` serves for that game (the gallery, the game page, the summaries) and
bench/bare.ipynb, which is never preheated. The options override the settings for this run only (a voila.json in the
run's own folder, which Voila reads first); idle kernels are kept for the run so they live until they are measured.
Then, in this order:

1. the bare page (one ipywidgets Button) three times, one request at a time, each starting its own kernel, as a
   learner gets a page no kernel waits for: seconds until the whole executed page was sent, and the CPU seconds it
   took (its kernel and the server, read from /proc) — the baseline of the targets;
2. N requests for the game page at once, from plain HTTP clients in threads (the learners' browsers are on their own
   machines: only the server's work is measured here): seconds until each whole executed page has been sent;
3. the memory of each page's kernel (RSS and PSS from /proc/<pid>/smaps_rollup), and of every kernel of the server;
4. while those kernels live, one Chromium page of the game: seconds until its board is drawn;
5. once all is quiet again (the pools refilled), the CPU seconds the class took, kernels, zygote and server together,
   divided by N: the CPU a game page costs all told.

Prints one table, one column a run (``--compare``: the usual launch, then forked kernels; ``--all-games``: each game),
with the targets — p95 at most 3× the bare page, board drawn in 3 s, at most 0.3 CPU-seconds a page — and whether
they are met, and the load average at the start of each run. Asserts nothing (speed is never asserted in a test).
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

BARE, BARE_NAME = "bench/bare.ipynb", "bare.ipynb"
BARE_TIMES = 3
GAME = "buru"
CHROMIUM = os.environ.get("KG_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
PLOT = ".kg-table .kg-board .js-plotly-plot"
OPEN_TABLE = ".kg-section-table .kg-section-open"
TIMEOUT_S = 900
BROWSER_TIMEOUT_S = 240
TARGET_RATIO, TARGET_MB, TARGET_CPU, TARGET_BOARD_S = 3.0, 100.0, 0.3, 3.0
MB = 1024 * 1024


# ---- Voila, with this run's settings ---------------------------------------------------------------------------------
USUAL_MANAGER = "jupyter_server.services.kernels.kernelmanager.ServerKernelManager"


def run_settings(args: argparse.Namespace, usual_launch: bool) -> dict:
    """The voila.json of this run: only what differs from jupyter_config/voila.json (and widgets.serve's pools)."""
    conf: dict = {
        "VoilaKernelManager": {"preheat_denylist": [BARE_NAME]},  # the bare page starts its own kernel
        "MappingKernelManager": {"cull_idle_timeout": 3600},  # every kernel lives until it is measured
    }
    if args.pool_size is not None:
        conf["VoilaKernelManager"]["kernel_pools_config"] = {"default": {"pool_size": 1},
                                                             args.page: {"pool_size": args.pool_size}}
    if args.fill_delay is not None:
        conf["VoilaKernelManager"]["fill_delay"] = args.fill_delay
    if args.iopub_timeout is not None:
        conf["VoilaExecutor"] = {"iopub_timeout": args.iopub_timeout}
    if args.no_preheat:
        conf["VoilaConfiguration"] = {"preheat_kernel": False}
    if usual_launch:
        conf["AsyncMappingKernelManager"] = {"kernel_manager_class": USUAL_MANAGER}
    return conf


def served_folder(workdir: Path, page: str) -> Path:
    """What `make serve` serves, for this run: the gallery, the game page, the summaries, and the bare page."""
    root = workdir / "root"
    root.mkdir()
    for name in (serve.GALLERY, page, "summaries"):
        (root / name).symlink_to(REPO / "notebooks" / name)
    shutil.copy(REPO / BARE, root / BARE_NAME)
    return root


def wait_for_pools(log_path: Path, pages: tuple[str, ...], preheat: bool, timeout: float = TIMEOUT_S) -> float:
    """Seconds until Voila says the pools of ``pages`` are full (nothing to wait for without preheating)."""
    t0 = time.perf_counter()
    while preheat and time.perf_counter() - t0 < timeout:
        log = log_path.read_text(errors="replace")
        if all(f"Kernel pool of {page} is filled" in log for page in pages):
            return time.perf_counter() - t0
        time.sleep(1)
    if preheat:
        sys.exit(f"the kernel pools were not full after {timeout:.0f} s; log: {log_path}")
    return 0.0


def wait_idle(server_pid: int, quiet: float = 3.0, timeout: float = TIMEOUT_S) -> float:
    """Seconds until the server and its kernels have used under 5% of a core for ``quiet`` seconds in a row: the
    preheated kernels have run their notebook up to the cell that waits for a request."""
    t0, calm_since, before = time.perf_counter(), None, tree_cpu(server_pid)
    while time.perf_counter() - t0 < timeout:
        time.sleep(1)
        now = tree_cpu(server_pid)
        busy = sum(now[p][0] - before.get(p, (0.0, ""))[0] for p in now)
        before = now
        if busy < 0.05:
            calm_since = calm_since or time.perf_counter()
            if time.perf_counter() - calm_since >= quiet:
                return time.perf_counter() - t0
        else:
            calm_since = None
    return time.perf_counter() - t0


# ---- CPU and memory, from /proc --------------------------------------------------------------------------------------
def tree_cpu(server_pid: int) -> dict[int, tuple[float, str]]:
    """Every process of the server (itself, the zygote, each kernel and its launcher): its CPU seconds (user + system)
    and what it is ("server", "zygote" or "kernel")."""
    import psutil

    server = psutil.Process(server_pid)
    out = {}
    for proc in [server, *server.children(recursive=True)]:
        try:
            times = proc.cpu_times()
            kind = ("server" if proc.pid == server_pid else
                    "zygote" if any(a.endswith("zygote.py") for a in proc.cmdline()) and proc.name()[:3] != "kg-"
                    else "kernel")
            out[proc.pid] = (times.user + times.system, kind)
        except psutil.Error:
            continue
    return out


def cpu_since(before: dict[int, tuple[float, str]], server_pid: int) -> dict[str, float]:
    """CPU seconds each kind of process used since ``before`` (processes started since count whole)."""
    used: dict[str, float] = {"server": 0.0, "zygote": 0.0, "kernel": 0.0}
    for pid, (cpu, kind) in tree_cpu(server_pid).items():
        used[kind] += cpu - before.get(pid, (0.0, kind))[0]
    return used


def kernel_memory(server_pid: int) -> dict[str, tuple[int, int]]:
    """Kernel id (its first 8 characters) -> resident and proportional set size (bytes) of its kernel process: a
    kernel started the usual way names its connection file on its command line, a forked one is called kg-<id>."""
    import psutil

    out = {}
    for child in psutil.Process(server_pid).children(recursive=True):
        try:
            name, cmd = child.name(), " ".join(child.cmdline())
            found = re.search(r"kernel-([0-9a-f]{8})[0-9a-f-]*\.json", cmd) if "launch.py" not in cmd else None
            short = name[3:] if name.startswith("kg-") else found.group(1) if found else None
            if short:
                out[short] = (child.memory_info().rss, pss(child.pid))
        except psutil.Error:
            continue
    return out


def pss(pid: int) -> int:
    """Proportional set size (bytes) from /proc/<pid>/smaps_rollup: shared pages count in part; 0 if unreadable."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def rss_of(pid: int) -> int:
    import psutil

    return psutil.Process(pid).memory_info().rss


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


# ---- the browser ---------------------------------------------------------------------------------------------------
def browser_board_seconds(url: str) -> float | None:
    """Seconds from opening the game page in a new Chromium context until its table's board is drawn (the table's
    section opened first where the page shows it as a header)."""
    if not Path(CHROMIUM).exists():
        print(f"(no chromium at {CHROMIUM}: the browser measurement is skipped)")
        return None
    from playwright.sync_api import sync_playwright

    wait_ms = BROWSER_TIMEOUT_S * 1000
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
        t0 = time.perf_counter()
        page.goto(url, wait_until="commit", timeout=wait_ms)
        try:
            page.locator(f"{OPEN_TABLE}, .kg-table").first.wait_for(state="attached", timeout=wait_ms)
            opener = page.locator(f'{OPEN_TABLE}[aria-expanded="false"]')
            if opener.count():
                opener.first.click(timeout=wait_ms)
            page.locator(f"{PLOT} .scatterlayer").first.wait_for(state="attached", timeout=wait_ms)
            seconds: float | None = time.perf_counter() - t0
        except Exception:  # noqa: BLE001 - reported as not drawn
            print(f"  the Chromium page drew no board within {BROWSER_TIMEOUT_S} s")
            seconds = None
        browser.close()
    return seconds


# ---- one run -------------------------------------------------------------------------------------------------------
def percentile(xs: list[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0-100) of ``xs``."""
    ranked = sorted(xs)
    return ranked[max(0, min(len(ranked) - 1, -(-len(ranked) * q // 100) - 1))]  # type: ignore[index]


def bare_pages(url: str, server_pid: int, times: int = BARE_TIMES) -> tuple[float, float]:
    """The bare page as a learner gets it, one request at a time, each starting its own kernel: the median seconds
    until it was sent, and the median CPU seconds it took (its kernel, the server) until all was quiet again."""
    seconds, cpus = [], []
    for _ in range(times):
        before = tree_cpu(server_pid)
        seconds.append(fetch(f"{url}/voila/render/{BARE_NAME}")[0])
        wait_idle(server_pid)
        cpus.append(sum(cpu_since(before, server_pid).values()))
    return statistics.median(seconds), statistics.median(cpus)


def run(args: argparse.Namespace, usual_launch: bool) -> dict:
    """One Voila as `make serve` starts it, one class: the figures of the report."""
    workdir = Path(tempfile.mkdtemp(prefix="kg-class-bench-"))
    conf = run_settings(args, usual_launch)
    (workdir / "voila.json").write_text(json.dumps(conf, indent=2), encoding="utf-8")
    root, log_path = served_folder(workdir, args.page), workdir / "voila.log"
    t0 = time.perf_counter()
    proc, url = serve.start(root, log_path, cwd=workdir, timeout=TIMEOUT_S, class_size=args.class_size)
    launch = "usual launch" if usual_launch else "forked kernels"
    print(f"{args.page}, {launch}: Voila at {url} (log: {log_path})", flush=True)
    out: dict = {"launch": launch, "page": args.page, "load": load()}
    try:
        wait_for_pools(log_path, (serve.GALLERY, args.page), not args.no_preheat)
        out["fill_s"] = time.perf_counter() - t0 + wait_idle(proc.pid)
        pools = re.findall(rf"Kernel pool of {re.escape(args.page)} is filled with (\d+)", log_path.read_text())
        out["pool"] = "off" if args.no_preheat else (pools[0] if pools else "?")
        print(f"  pools full and quiet after {out['fill_s']:.0f} s", flush=True)
        out["bare"], out["bare_cpu"] = bare_pages(url, proc.pid)
        print(f"  bare page (its own kernel): {out['bare']:.2f} s, {out['bare_cpu']:.2f} CPU-s", flush=True)
        before = tree_cpu(proc.pid)
        results = flood(f"{url}/voila/render/{args.page}", args.learners)
        out["burst_cpu"] = cpu_since(before, proc.pid)
        out["times"] = [t for t, _ in results]
        print(f"  {args.learners} game pages sent: p95 {percentile(out['times'], 95):.2f} s", flush=True)
        memory = kernel_memory(proc.pid)
        pages = [memory[k[:8]] for _, k in results if k[:8] in memory]
        out["rss"], out["pss"] = [r / MB for r, _ in pages], [p / MB for _, p in pages]
        out["all_pss"], out["kernels"] = sum(p for _, p in memory.values()) / MB, len(memory)
        out["server_mb"] = rss_of(proc.pid) / MB
        counts = [SHOWN[k] for _, k in results]
        out["missing"] = sum(c < max(counts) for c in counts)
        out["board"] = None if args.no_browser else browser_board_seconds(f"{url}/voila/render/{args.page}")
        wait_idle(proc.pid)
        out["all_cpu"] = cpu_since(before, proc.pid)  # the burst and the refill of the pools after it
    finally:
        serve.stop(proc)
    shutil.rmtree(workdir, ignore_errors=True)
    return out


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


# ---- the report ----------------------------------------------------------------------------------------------------
def rows(out: dict, learners: int) -> list[tuple[str, str, str, str]]:
    times, bare = out["times"], out["bare"]
    p95, limit = percentile(times, 95), TARGET_RATIO * bare
    per_page = sum(out["all_cpu"].values()) / learners
    board = out["board"]
    return [
        ("bare page, its own kernel (median of 3)", f"{bare:.2f} s", "", ""),
        ("  its CPU (kernel + server)", f"{out['bare_cpu']:.2f} CPU-s", "", ""),
        (f"game page, {learners} at once: p50", f"{percentile(times, 50):.2f} s", "", ""),
        ("  p95", f"{p95:.2f} s", f"≤ {limit:.2f} s (3× bare)", "yes" if p95 <= limit else "no"),
        ("  p95 / bare", f"{p95 / bare:.1f}×", "≤ 3×", ""),
        ("  CPU while they were sent: server / kernels",
         f"{out['burst_cpu']['server']:.1f} / {out['burst_cpu']['kernel']:.1f} CPU-s", "", ""),
        ("CPU a game page, all told (its kernel, server, refill)", f"{per_page:.2f} CPU-s", f"≤ {TARGET_CPU} CPU-s",
         "yes" if per_page <= TARGET_CPU else "no"),
        ("kernel of a game page: RSS / PSS (median)",
         f"{statistics.median(out['rss']):.0f} / {statistics.median(out['pss']):.0f} MB", f"≤ {TARGET_MB:.0f} MB", ""),
        (f"every kernel of the server ({out['kernels']}), PSS", f"{out['all_pss'] / 1024:.2f} GB", "", ""),
        ("the Voila server itself (RSS)", f"{out['server_mb']:.0f} MB", "", ""),
        ("game pages missing an output", str(out["missing"]), "0", "yes" if not out["missing"] else "no"),
        (f"Chromium: board drawn, {learners} kernels alive", "skipped" if board is None else f"{board:.2f} s",
         f"≤ {TARGET_BOARD_S:.0f} s", "" if board is None else "yes" if board <= TARGET_BOARD_S else "no"),
    ]


def report(runs: list[dict], learners: int) -> None:
    """One table a run, side by side when several (before / after)."""
    tables = [rows(out, learners) for out in runs]
    head = ["measure", *(f"{o['page']} {o['launch']} (pool {o['pool']})" for o in runs), "target"]
    body = [[tables[0][i][0], *(t[i][1] for t in tables), tables[-1][i][2]] for i in range(len(tables[0]))]
    widths = [max(len(r[c]) for r in [head, *body]) for c in range(len(head))]
    print()
    print(f"A class of {learners} opening one page at once on one Voila as `make serve` starts it "
          f"(load average at the start of each run: {', '.join(o['load'] for o in runs)})")
    for r in [head, ["-" * w for w in widths], *body]:
        cells = enumerate(zip(r, widths, strict=True))
        print("  ".join(c.ljust(w) if i in (0, len(r) - 1) else c.rjust(w) for i, (c, w) in cells))
    for o in runs:
        print(f"({o['page']}, {o['launch']}: pools full after {o['fill_s']:.0f} s; "
              f"each page {', '.join(f'{t:.1f}' for t in sorted(o['times']))} s)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--learners", type=int, default=30, help="requests for the game page at once (default 30)")
    ap.add_argument("--game", default=GAME, help=f"the game whose page the class opens (default {GAME})")
    ap.add_argument("--all-games", action="store_true", help="each of the five games in turn")
    ap.add_argument("--compare", action="store_true", help="each game twice: kernels started the usual way, then forked")
    ap.add_argument("--usual-launch", action="store_true", help="kernels started the usual way, not forked")
    ap.add_argument("--class-size", type=int, help="instead of voila.json's KernelGames.class_size")
    ap.add_argument("--pool-size", type=int, help="preheated kernels for the game page, instead of the class's")
    ap.add_argument("--fill-delay", type=float, help="seconds before Voila refills a pool (default: voila.json's)")
    ap.add_argument("--iopub-timeout", type=int, help="seconds Voila waits for a cell's output (default: voila.json's)")
    ap.add_argument("--no-preheat", action="store_true", help="no preheated kernels: each page starts its own")
    ap.add_argument("--no-browser", action="store_true", help="skip the Chromium page")
    args = ap.parse_args()
    from kernel_games import GAMES

    games = list(GAMES) if args.all_games else [args.game]
    launches = [True, False] if args.compare else [args.usual_launch]
    runs = []
    for game in games:
        args.page = f"{game}.ipynb"
        if not (REPO / "notebooks" / args.page).is_file():
            sys.exit(f"notebooks/{args.page} is missing")
        runs += [run(args, usual) for usual in launches]
    report(runs, args.learners)


if __name__ == "__main__":
    main()
