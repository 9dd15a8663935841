"""The static site's Vaalbara page against Voila's, in the same run: time to a drawn board and bytes per load.

    .venv/bin/python bench/site_bench.py [--loads 3] [--site site]

Serves the built site (``make site`` first) with Python's static file server (in this process, counting what it sends)
and the notebooks with Voila (widgets/serve.py), whose bytes per load are Chrome's count of the page's requests,
and opens each page in Debian's chromium:

1. a cold load (a new browser profile: empty cache): seconds until the table's board has drawn its points, and the
   bytes the server sent for it (counted by the server: the page's web worker, where Pyodide fetches its runtime and
   wheels, is not seen by the page's own network log);
2. on the static site, a reload in the same profile (the browser's disk cache warm): seconds and bytes again.

The issue's targets for the static page: first board within 10 s, at most 25 MB per first load, a cached reload
within 3 s. Prints a table; asserts nothing (speed is measured here, never asserted in a test).
"""

from __future__ import annotations

import argparse
import io
import shutil
import statistics
import sys
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from browser_bench import CHROMIUM, CHROMIUM_ARGS, PLOT
from playwright.sync_api import BrowserContext, Playwright, sync_playwright

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from widgets import serve  # noqa: E402

STATIC_PAGE = "voici/render/vaalbara.html"
VOILA_PAGE = "voila/render/vaalbara.ipynb"
LOAD_TIMEOUT_MS = 240_000
MB = 1_000_000


class Sent:
    """Bytes a server sent, as a running total."""

    def __init__(self) -> None:
        self.bytes = 0
        self.lock = threading.Lock()

    def add(self, n: int) -> None:
        with self.lock:
            self.bytes += n


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

        def log_message(self, *args) -> None:  # noqa: ANN002
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Counting)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


class PageBytes:
    """Bytes received by one page's own requests (Chrome DevTools' ``encodedDataLength``; not its web workers')."""

    def __init__(self, context: BrowserContext, page) -> None:  # noqa: ANN001 - playwright Page
        self.bytes = 0
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        session.on("Network.loadingFinished", lambda e: setattr(self, "bytes", self.bytes + int(e["encodedDataLength"])))


def timed_load(context: BrowserContext, url: str, sent: Sent | None, page=None) -> tuple[float, int, object]:  # noqa: ANN001
    """Seconds to a drawn board and bytes sent (by the counting server, else as the page saw them) for loading
    ``url`` (or reloading ``page``)."""
    if page is None:
        page = context.new_page()
    seen, before = PageBytes(context, page), sent.bytes if sent else 0
    t0 = time.perf_counter()
    if page.url == url:
        page.reload(wait_until="commit", timeout=LOAD_TIMEOUT_MS)
    else:
        page.goto(url, wait_until="commit", timeout=LOAD_TIMEOUT_MS)
    page.locator(f"{PLOT} .scatterlayer").wait_for(state="attached", timeout=LOAD_TIMEOUT_MS)
    seconds = time.perf_counter() - t0
    page.wait_for_load_state("networkidle", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_timeout(1000)
    return seconds, (sent.bytes - before) if sent else seen.bytes, page


def measure(pw: Playwright, url: str, loads: int, sent: Sent | None) -> dict[str, list[float]]:
    """Each load in a new browser profile (an empty disk cache, as a learner's first visit); on the static site a
    reload follows in the same profile (the learner coming back)."""
    out: dict[str, list[float]] = {"first": [], "first_mb": [], "reload": [], "reload_mb": []}
    for i in range(loads):
        profile = tempfile.mkdtemp(prefix="kg-site-bench-profile-")
        context = pw.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                        viewport={"width": 1280, "height": 900})
        seconds, got, page = timed_load(context, url, sent)
        out["first"].append(seconds)
        out["first_mb"].append(got / MB)
        line = f"  load {i + 1}: first board {seconds:6.2f} s, {got / MB:6.1f} MB"
        if sent:  # the static site: once more with the browser's cache
            seconds, got, _ = timed_load(context, url, sent, page)
            out["reload"].append(seconds)
            out["reload_mb"].append(got / MB)
            line += f"; reload {seconds:6.2f} s, {got / MB:6.2f} MB"
        print(line, flush=True)
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
    return out


def row(name: str, xs: list[float], unit: str, fmt: str = ".2f") -> tuple[str, str, str]:
    if not xs:
        return name, "-", ""
    return name, f"{statistics.median(xs):{fmt}} {unit}", ", ".join(f"{x:{fmt}}" for x in xs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--loads", type=int, default=3, help="cold loads per page (median)")
    ap.add_argument("--site", type=Path, default=REPO / "site", help="the built static site")
    ap.add_argument("--gap", type=float, default=20.0, help="seconds for Voila to fill its preheated kernel pool")
    args = ap.parse_args()
    if not (args.site / STATIC_PAGE).is_file():
        sys.exit(f"{args.site / STATIC_PAGE} is missing: build the site first (make site)")
    if not Path(CHROMIUM).exists():
        sys.exit(f"chromium not found at {CHROMIUM} (apt-get install -y chromium, or set KG_CHROMIUM)")
    work = Path(tempfile.mkdtemp(prefix="kg-site-bench-"))
    sent = Sent()
    static, static_url = static_server(args.site, sent)
    voila, voila_url = serve.start(REPO / "notebooks", work / "voila.log")
    try:
        time.sleep(args.gap)
        with sync_playwright() as pw:
            print("static site (the page's Python runs in the browser):", flush=True)
            site = measure(pw, f"{static_url}/{STATIC_PAGE}", args.loads, sent)
            print("Voila (a kernel on this machine):", flush=True)
            server = measure(pw, f"{voila_url}/{VOILA_PAGE}", args.loads, None)
    finally:
        serve.stop(voila)
        static.shutdown()
    rows = [
        row("static: first board, cold cache (target <= 10 s)", site["first"], "s"),
        row("static: bytes per first load (target <= 25 MB)", site["first_mb"], "MB", ".1f"),
        row("static: first board, reload with the cache (target <= 3 s)", site["reload"], "s"),
        row("static: bytes per cached reload", site["reload_mb"], "MB"),
        row("Voila: first board, cold cache", server["first"], "s"),
        row("Voila: bytes per first load", server["first_mb"], "MB", ".1f"),
    ]
    w0, w1 = max(len(r[0]) for r in rows), max(len(r[1]) for r in rows)
    print(f"\nStatic site vs Voila, the Vaalbara page, {args.loads} loads each (medians; chromium, this machine)")
    print(f"{'measure'.ljust(w0)} | {'median'.rjust(w1)} | samples")
    print(f"{'-' * w0}-+-{'-' * w1}-+-{'-' * 30}")
    for name, value, samples in rows:
        print(f"{name.ljust(w0)} | {value.rjust(w1)} | {samples}")


if __name__ == "__main__":
    main()
