"""The static site's Vaalbara page against Voila's, in the same run: where the time to the first board goes.

    .venv/bin/python bench/site_bench.py [--loads 3] [--site site] [--no-voila]

Serves the built site (``make site`` first) with Python's static file server (in this process, counting what it
sends) and the notebooks with Voila (widgets/serve.py), and opens each page in Debian's chromium:

1. a first load (a new browser profile: empty cache): seconds until a board has drawn its points, and the bytes
   the server sent for it (counted by the server: the kernel's web worker, where Pyodide fetches its runtime and
   wheels, is not seen by the page's own network log);
2. on the static site, a reload in the same profile (the browser's cache warm): seconds and bytes again.

Each static load is taken apart with the browser's own clocks: the page's calls into the kernel's web worker
(jupyterlite-pyodide-kernel talks to it with Comlink: ``initialize`` starts the kernel: Pyodide, its preloaded
wheels, IPython; one ``execute`` runs a cell), the worker's resource timings (when the runtime and the wheels
arrived: Pyodide asks for the wheels once it has read its lock) and the moment the first board's points appear.
Beside them: the browser's CPU seconds until the board (all its processes, from /proc; a figure a busy machine
disturbs less than the wall clock), the bytes a host that gzips would send, and how many files a load got whole
(200) or only revalidated (304).

The issue's targets for the static page: first board within 6 s, at most 20 MB per first load, a cached reload
within 3 s. Prints tables; asserts nothing (speed is measured here, never asserted in a test).
"""

from __future__ import annotations

import argparse
import gzip
import io
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from browser_bench import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import BrowserContext, Playwright, sync_playwright

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from widgets import serve  # noqa: E402

STATIC_PAGE = "voici/render/vaalbara.html"
VOILA_PAGE = "voila/render/vaalbara.ipynb"
KERNEL_WORKER = "pyodide-kernel-extension"  # the kernel's web worker is a chunk of this front-end extension
LOAD_TIMEOUT_MS = 240_000
MB = 1_000_000

# Before the page's own scripts: time each call into a web worker (Comlink's APPLY messages and their answers)
# and the moment the first board (any, the walkthrough's or the table's) has drawn its points.
PAGE_HOOKS = r"""
(() => {
  const marks = window.__kgSite = {calls: [], board: null, worker: null};
  new MutationObserver((_, obs) => {
    if (document.querySelector('.kg-board .js-plotly-plot .scatterlayer')) {
      marks.board = performance.now();
      obs.disconnect();
    }
  }).observe(document, {childList: true, subtree: true});
  const Native = window.Worker;
  if (!Native) return;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      if (marks.worker === null) marks.worker = performance.now();
      const pending = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (msg, ...rest) => {
        if (msg && msg.type === 'APPLY' && Array.isArray(msg.path)) {
          const arg = (msg.argumentList || [])[0];
          const code = arg && arg.value && typeof arg.value.code === 'string' ? arg.value.code : '';
          const call = {name: msg.path.join('.'), code: code.slice(0, 400), start: performance.now(), end: null};
          pending.set(msg.id, call);
          marks.calls.push(call);
        }
        return post(msg, ...rest);
      };
      this.addEventListener('message', (e) => {
        const d = e.data;
        if (d && pending.has(d.id)) {
          pending.get(d.id).end = performance.now();
          pending.delete(d.id);
        }
      });
    }
  };
})();
"""

WORKER_REPORT = r"""
() => ({
  origin: performance.timeOrigin,
  resources: performance.getEntriesByType('resource').map((e) => ({
    name: e.name, start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize, sent: e.transferSize})),
})
"""
PAGE_REPORT = "() => ({origin: performance.timeOrigin, marks: window.__kgSite || {}})"


class Sent:
    """Bytes a server sent, as a running total; and the files it sent whole, as gzip would have sent them."""

    def __init__(self) -> None:
        self.bytes = 0
        self.gzipped = 0
        self.answers: dict[int, int] = {}  # HTTP status: how many responses
        self.lock = threading.Lock()
        self.sizes: dict[Path, int] = {}

    def add(self, n: int) -> None:
        with self.lock:
            self.bytes += n

    def add_file(self, path: Path) -> None:
        """A file sent whole: count its size once gzip-compressed, as most static hosts send it."""
        if path not in self.sizes:
            self.sizes[path] = len(gzip.compress(path.read_bytes(), 6))
        with self.lock:
            self.gzipped += self.sizes[path]


def static_server(root: Path, sent: Sent) -> tuple[ThreadingHTTPServer, str]:
    """Python's static file server on ``root`` (as ``make site-preview``), counting every byte it writes."""

    class Counting(SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003
            super().__init__(*args, directory=str(root), **kwargs)

        def setup(self) -> None:
            super().setup()
            raw = self.wfile

            class Counted(io.BufferedIOBase):
                def write(self, b) -> int:  # noqa: ANN001
                    sent.add(len(b))
                    return raw.write(b)

                def flush(self) -> None:
                    raw.flush()

            self.wfile = Counted()

        def send_response(self, code: int, message: str | None = None) -> None:
            super().send_response(code, message)
            with sent.lock:
                sent.answers[code] = sent.answers.get(code, 0) + 1
            path = Path(self.translate_path(self.path))
            if code == 200 and path.is_file():
                sent.add_file(path)

        def log_message(self, *args) -> None:  # noqa: ANN002
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Counting)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def browser_pid(profile: str) -> int | None:
    """The main process of the chromium started on PROFILE (its user data dir), from /proc (Linux), or None."""
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            args = (proc / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if any(a.endswith(profile.encode()) for a in args) and not any(a.startswith(b"--type=") for a in args):
            return int(proc.name)
    return None


def cpu_seconds(root: int | None) -> float:
    """CPU seconds (user + system) used so far by ROOT and every process under it (/proc; 0 elsewhere)."""
    if root is None:
        return 0.0
    stats = {}
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            fields = (proc / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        stats[int(proc.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]))  # ppid, utime + stime
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        total += stats.get(pid, (0, 0))[1]
        todo += [p for p, (ppid, _) in stats.items() if ppid == pid]
    return total / os.sysconf("SC_CLK_TCK")


def cell_label(code: str) -> str:
    """A cell's first line of code, short."""
    lines = [ln.strip() for ln in code.splitlines() if ln.strip() and not ln.strip().startswith("#")]
    first = lines[0] if lines else "(empty)"
    return first if len(first) <= 48 else first[:45] + "..."


def parts(page, board: float) -> dict[str, float]:  # noqa: ANN001 - playwright Page
    """The load taken apart, in seconds from the navigation's start (``@``) or as durations."""
    got = page.evaluate(PAGE_REPORT)
    marks, out = got["marks"], {"first board": board}
    if marks.get("board") is not None:
        out["first board (page clock)"] = marks["board"] / 1000
    if marks.get("worker") is not None:
        out["@ kernel worker created (page and its scripts)"] = marks["worker"] / 1000
    init = next((c for c in marks.get("calls", []) if c["name"] == "initialize"), None)
    if init and init["end"] is not None:
        out["@ kernel asked to start (initialize)"] = init["start"] / 1000
        out["kernel start (initialize, until it returned)"] = (init["end"] - init["start"]) / 1000
    workers = [w for w in page.workers if KERNEL_WORKER in w.url]
    if workers:  # the worker's own resource timings, on the page's clock
        rep = workers[0].evaluate(WORKER_REPORT)
        shift = (rep["origin"] - got["origin"]) / 1000
        res = [dict(r, name=r["name"].split("?")[0], start=r["start"] / 1000 + shift, end=r["end"] / 1000 + shift)
               for r in rep["resources"]]
        for label, name in (("pyodide.js asked", "pyodide.js"), ("pyodide.asm.wasm received", "pyodide.asm.wasm"),
                            ("python_stdlib.zip received", "python_stdlib.zip"),
                            ("pyodide-lock.json received", "pyodide-lock.json")):
            entry = next((r for r in res if r["name"].endswith("/" + name)), None)
            if entry:
                out[f"@   {label}"] = entry["start"] if label.endswith("asked") else entry["end"]
        wheels = [r for r in res if r["name"].endswith(".whl")]
        if wheels:
            out["@   first wheel asked"] = min(r["start"] for r in wheels)
            out["@   last wheel received"] = max(r["end"] for r in wheels)
            out["    wheels: count"] = len(wheels)
            out["    wheels: MB (their bodies)"] = sum(r["bytes"] for r in wheels) / MB
    if init and init["end"] is not None:
        out["@ kernel ready (initialize returned: wheels installed, IPython imported)"] = init["end"] / 1000
    cells = [c for c in marks.get("calls", []) if c["name"] == "execute" and c["end"] is not None]
    for i, c in enumerate(cells, 1):
        out[f"  cell {i}: {cell_label(c['code'])}"] = (c["end"] - c["start"]) / 1000
    if cells:
        out["@ first cell asked to run"] = cells[0]["start"] / 1000
        out["cells run (those done by the time the page was idle), in all"] = sum(c["end"] - c["start"] for c in cells) / 1000
    return out


def timed_load(context: BrowserContext, url: str, sent: Sent | None, page=None,  # noqa: ANN001
               browser: int | None = None) -> tuple[float, int, dict, object]:
    """Seconds to a drawn board, bytes sent (by the counting server, else as the page saw them) and the load's parts
    for loading ``url`` (or reloading ``page``); with the pid of the BROWSER, the CPU seconds its processes used."""
    if page is None:
        page = context.new_page()
        page.add_init_script(PAGE_HOOKS)
    if sent is None:
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        counter = {"bytes": 0}
        session.on("Network.loadingFinished", lambda e: counter.__setitem__("bytes", counter["bytes"] + int(e["encodedDataLength"])))
    before, zipped = (sent.bytes, sent.gzipped) if sent else (0, 0)
    answers = dict(sent.answers) if sent else {}
    cpu0, t0 = cpu_seconds(browser), time.perf_counter()
    if page.url == url:
        page.reload(wait_until="commit", timeout=LOAD_TIMEOUT_MS)
    else:
        page.goto(url, wait_until="commit", timeout=LOAD_TIMEOUT_MS)
    page.locator(".kg-board .js-plotly-plot .scatterlayer").first.wait_for(state="attached", timeout=LOAD_TIMEOUT_MS)
    seconds, cpu = time.perf_counter() - t0, cpu_seconds(browser) - cpu0
    page.wait_for_load_state("networkidle", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_timeout(1000)
    seen = (sent.bytes - before) if sent else counter["bytes"]
    split = parts(page, seconds)
    if browser:
        split["browser CPU seconds until the first board (all its processes; less disturbed by a busy machine)"] = cpu
    if sent:
        split["MB if the host gzips (as most do)"] = (sent.gzipped - zipped) / MB
        for code, label in ((200, "files sent (200)"), (304, "files not modified (304)")):
            split[label] = sent.answers.get(code, 0) - answers.get(code, 0)
    return seconds, seen, split, page


def measure(pw: Playwright, url: str, loads: int, sent: Sent | None) -> dict[str, dict[str, list[float]]]:
    """Each load in a new browser profile (an empty disk cache, as a learner's first visit); on the static site a
    reload follows in the same profile (the learner coming back)."""
    out: dict[str, dict[str, list[float]]] = {"first": {}, "reload": {}}
    for i in range(loads):
        profile = tempfile.mkdtemp(prefix="kg-site-bench-profile-")
        context = pw.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                        viewport={"width": 1280, "height": 900})
        page, browser = None, browser_pid(profile)
        line = f"  load {i + 1}:"
        for kind in ("first", "reload") if sent else ("first",):
            seconds, got, split, page = timed_load(context, url, sent, page, browser)
            split["MB sent"] = got / MB
            for key, value in split.items():
                out[kind].setdefault(key, []).append(value)
            line += f" {kind} board {seconds:6.2f} s, {got / MB:6.2f} MB;"
        print(line, flush=True)
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
    return out


def table(title: str, columns: dict[str, dict[str, list[float]]]) -> None:
    """Print medians (samples in brackets) of each measure, one column per kind of load."""
    keys: list[str] = []
    for col in columns.values():
        keys += [k for k in col if k not in keys]
    w0 = max(len(k) for k in keys)
    print(f"\n{title}")
    print(f"{'measure (s unless said; @ = from the navigation)'.ljust(w0)} | " + " | ".join(columns))
    for key in keys:
        cells = []
        for col in columns.values():
            xs = col.get(key, [])
            med = f"{statistics.median(xs):.2f}" if xs else "-"
            cells.append(f"{med} [{', '.join(f'{x:.2f}' for x in xs)}]" if len(xs) > 1 else med)
        print(f"{key.ljust(w0)} | " + " | ".join(cells))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--loads", type=int, default=3, help="first loads per page (median), each in a new profile")
    ap.add_argument("--site", type=Path, default=REPO / "site", help="the built static site")
    ap.add_argument("--gap", type=float, default=20.0, help="seconds for Voila to fill its preheated kernel pool")
    ap.add_argument("--no-voila", action="store_true", help="the static site alone")
    args = ap.parse_args()
    if not (args.site / STATIC_PAGE).is_file():
        sys.exit(f"{args.site / STATIC_PAGE} is missing: build the site first (make site)")
    if not Path(CHROMIUM).exists():
        sys.exit(f"chromium not found at {CHROMIUM} (apt-get install -y chromium, or set KG_CHROMIUM)")
    work = Path(tempfile.mkdtemp(prefix="kg-site-bench-"))
    sent = Sent()
    static, static_url = static_server(args.site, sent)
    voila = None if args.no_voila else serve.start(REPO / "notebooks", work / "voila.log")
    server = None
    try:
        if voila:
            time.sleep(args.gap)  # Voila's preheated kernels start before anything is timed
        with sync_playwright() as pw:
            print("static site (the page's Python runs in the browser):", flush=True)
            site = measure(pw, f"{static_url}/{STATIC_PAGE}", args.loads, sent)
            if voila:
                print("Voila (a kernel on this machine):", flush=True)
                server = measure(pw, f"{voila[1]}/{VOILA_PAGE}", args.loads, None)
    finally:
        if voila:
            serve.stop(voila[0])
        static.shutdown()
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else ["?"]
    table(f"Static site, the Vaalbara page, {args.loads} loads (medians; chromium; load average {' '.join(load)})."
          " Targets: first board <= 6 s, <= 20 MB; reload <= 3 s", site)
    if server:
        table("Voila, same run (the board drawn by a kernel on this machine; MB as the page's requests count them)",
              {"first": server["first"]})


if __name__ == "__main__":
    main()
