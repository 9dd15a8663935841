"""Browser latencies of every game page against a one-Button baseline, in Voila and Debian's chromium.

    python bench/browser_bench.py [--game buru ...] [--loads 3] [--clicks 20] [--gap 60] [--checkout DIR]

Starts its own Voila (preheated kernels, as `make serve`: widgets/serve.py) on the checkout, preheating only the
measured notebooks and bench/bare.ipynb, and for each game (all five unless ``--game`` names some) measures

1. page ready, cold browser cache (a fresh browser context per load), median of ``--loads``, alternating with the
   bare page (its button visible): the game page is ready when its first board has drawn (plotly's scatter layer
   and a ``data-revision``); for information, the time until the table's board has drawn (its section opened first
   when the page builds the table on demand: ``.kg-section-table .kg-section-open``);
2. the page's kernel: CPU seconds it has used when the page is ready (``/proc/<pid>/stat``, preheating included:
   a preheated kernel ran the notebook before the page was asked for) and its memory (RSS, and PSS from
   ``smaps_rollup``), with the bare page's beside it;
3. on the table, board click -> redraw, median and p95 of ``--clicks``: a real mouse click on a legal target of
   the table's board (a random one, seeded), timed inside the page from the mousedown to the plot div's new
   ``data-revision`` (set after Plotly.react resolves). The time is split where the page's websocket sends the
   click and receives the board's new state: browser before sending, kernel and server (the message's way there,
   the kernel's work, the figure's way back), browser after (parsing, Plotly.react, the keyboard layer); with the
   size of the update and plotly's own part (``data-draw-ms``). Bots move at the table's default pace after each
   click; the next click waits until the board has been quiet for a moment and the learner has a legal target
   (a finished game is followed by a new one).

Prints a table; asserts nothing (speed is measured here, never asserted in a test). ``--checkout`` measures another
checkout of the project (its notebooks and code) with this bench: the before of a before/after comparison.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

HERE = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(HERE))
from kernel_games import RECORDS  # noqa: E402 - the game ids only (no game is imported), from this checkout

GAMES = tuple(RECORDS)
CHROMIUM = os.environ.get("KG_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
BARE = "bench/bare.ipynb"
TABLE = ".kg-table"
PLOT = f"{TABLE} .kg-board .js-plotly-plot"
OPEN_TABLE = ".kg-section-table .kg-section-open[aria-expanded='false']"  # a lazily built table's header
FIRST_BOARD = ".kg-board .js-plotly-plot[data-revision] .scatterlayer"
LOAD_TIMEOUT_MS = 180_000
STEP_TIMEOUT_MS = 60_000
LOST_MS = 8_000  # a click with no redraw after this long is counted as lost
VIEW_H = 900

# Before any page script: the websocket's sent clicks and received widget updates carrying a revision, timed.
WS_PROBE_JS = """
(() => {
  const probe = window.__kgWs = {sent: [], got: []};
  const text = (d) => typeof d === "string" ? d
    : new TextDecoder().decode(d instanceof ArrayBuffer ? new Uint8Array(d) : new Uint8Array(d.buffer || d));
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    try { if (text(data).includes('"type":"click"')) probe.sent.push(performance.now()); } catch (e) {}
    return send.call(this, data);
  };
  const Native = window.WebSocket;
  window.WebSocket = function (...args) {
    const ws = new Native(...args);
    ws.addEventListener("message", (ev) => {
      const t = performance.now();
      if (typeof ev.data !== "string" && !(ev.data instanceof ArrayBuffer)) return;
      const s = text(ev.data);
      if (s.includes('"revision"') && s.includes('"figure"')) probe.got.push({t, bytes: s.length});
    });
    return ws;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
})();
"""

# screen positions of the table board's click targets (see tests/browser/pages.py), with data-legal
TARGETS_JS = """
(sel) => {
  const gd = document.querySelector(sel);
  if (!gd || !gd._fullLayout || !gd._fullData) return [];
  const legal = new Set((gd.dataset.legal || "").split(" ").filter(Boolean));
  const i = gd._fullData.findIndex((t) => t.name === "targets");
  if (i < 0) return [];
  const tr = gd._fullData[i], fl = gd._fullLayout, box = gd.getBoundingClientRect();
  const keys = tr.customdata || gd.data[i].customdata || [];
  return Array.from(tr.x, (px, k) => ({key: String(keys[k] ?? ""),
    sx: fl.xaxis.d2p(px) + fl._size.l + box.left, sy: fl.yaxis.d2p(tr.y[k]) + fl._size.t + box.top}))
    .filter((t) => legal.has(t.key) && gd.contains(document.elementFromPoint(t.sx, t.sy)));  // not covered
}
"""

# in the page: the time of the last mousedown and of every data-revision change of the table's plot div
PROBE_JS = """
(sel) => {
  const gd = document.querySelector(sel);
  window.__kgProbe = {down: null, changes: []};
  document.addEventListener("mousedown", () => { window.__kgProbe.down = performance.now(); }, true);
  new MutationObserver(() => {
    window.__kgProbe.changes.push({t: performance.now(), rev: Number(gd.dataset.revision),
                                   draw: Number(gd.dataset.drawMs || 0)});
  }).observe(gd, {attributes: true, attributeFilter: ["data-revision"]});
}
"""

REVISION_JS = f"() => Number((document.querySelector('{PLOT}') || {{dataset: {{}}}}).dataset.revision || -1)"

# scroll the nearest scrolling box around the plot (Voila's page) by dy pixels, else the window
SCROLL_BY_JS = """
([sel, dy]) => {
  let e = document.querySelector(sel);
  for (e = e && e.parentElement; e; e = e.parentElement) {
    const y = getComputedStyle(e).overflowY;
    if ((y === "auto" || y === "scroll") && e.scrollHeight > e.clientHeight + 1) { e.scrollBy(0, dy); return; }
  }
  window.scrollBy(0, dy);
}
"""


# ---- the page's kernel ----------------------------------------------------------------------------------------------
def kernel_pid(page: Page) -> int | None:
    """The process of the kernel the page names (``kernelId`` in Voila's page): a forked kernel is called
    ``kg-<first 8 characters of its id>`` (its launcher only stands for it); one started the usual way names its
    connection file on its command line."""
    found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', page.content())
    if not found:
        return None
    usual = None
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "comm").read_text().strip() == f"kg-{found.group(1)[:8]}":
                    return int(entry.name)
                if f"kernel-{found.group(1)}.json" in (entry / "cmdline").read_bytes().decode(errors="replace"):
                    usual = int(entry.name)
            except OSError:
                continue
    return usual


def kernel_usage(pid: int | None) -> tuple[float, float, float]:
    """CPU seconds (user + system), RSS and PSS in MB of process ``pid``; NaN when it cannot be read."""
    nan = float("nan")
    if pid is None:
        return nan, nan, nan
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime
        mem = {line.split(":")[0]: int(line.split()[1]) for line in
               Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]}
    except (OSError, IndexError, ValueError):
        return nan, nan, nan
    return cpu, mem.get("Rss", 0) / 1024, mem.get("Pss", 0) / 1024


# ---- measurements ---------------------------------------------------------------------------------------------------
def load_once(browser: Browser, url: str, bare: bool) -> tuple[float, float, Page, tuple]:
    """Seconds until ready, until the table's board has drawn (NaN for the bare page), the open page and its kernel's
    CPU seconds and memory at ready."""
    context = browser.new_context(viewport={"width": 1280, "height": VIEW_H})
    context.add_init_script(WS_PROBE_JS)
    page = context.new_page()
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=LOAD_TIMEOUT_MS)
    if bare:
        page.locator(".kg-bare-button").wait_for(state="visible", timeout=LOAD_TIMEOUT_MS)
        return time.perf_counter() - t0, float("nan"), page, kernel_usage(kernel_pid(page))
    page.locator(FIRST_BOARD).first.wait_for(state="attached", timeout=LOAD_TIMEOUT_MS)
    ready = time.perf_counter() - t0
    usage = kernel_usage(kernel_pid(page))
    opener = page.locator(OPEN_TABLE)
    if opener.count():
        opener.first.click()
    page.locator(f"{PLOT}[data-revision] .scatterlayer").wait_for(state="attached", timeout=LOAD_TIMEOUT_MS)
    return ready, time.perf_counter() - t0, page, usage


def settle(page: Page, quiet_ms: int = 900) -> None:
    """Until the table's board has not been redrawn for ``quiet_ms`` (the bots' moves done)."""
    page.wait_for_function(
        """(q) => { const c = window.__kgProbe.changes; const last = c.length ? c[c.length - 1].t : 0;
                  return performance.now() - last > q; }""", arg=quiet_ms, timeout=STEP_TIMEOUT_MS, polling=100)


def learner_target(page: Page, rng: random.Random, avoid: set[str]) -> dict | None:
    """A legal target of the table's board on screen (scrolled to if need be), not one of ``avoid``, or None."""
    targets = [t for t in page.evaluate(TARGETS_JS, PLOT) if t["key"] not in avoid]
    if not targets:
        return None
    t = rng.choice(targets)
    if not 60 < t["sy"] < VIEW_H - 60:
        page.evaluate(SCROLL_BY_JS, [PLOT, t["sy"] - VIEW_H / 2])
        t = next((u for u in page.evaluate(TARGETS_JS, PLOT) if u["key"] == t["key"]), None)
    return t


def move_on(page: Page) -> None:
    """No legal target on the board: play on with the controls' submit (Noli's bids) or the first action button,
    or deal a new game when there is none (the game is over); then wait for the redraw."""
    before = page.evaluate(REVISION_JS)
    for sel in (f"{TABLE} .kg-bid-submit", f"{TABLE} .kg-action", f"{TABLE} .kg-new-game"):
        button = page.locator(sel)
        if button.count() and button.first.is_visible() and button.first.is_enabled():
            button.first.click()
            break
    try:
        page.wait_for_function(f"(r) => ({REVISION_JS})() > r", arg=before, timeout=10_000)
    except PlaywrightTimeout:
        pass  # nothing to redraw (a refused bid): the next look decides


def one_click(page: Page, rng: random.Random, lost: dict[int, set[str]]) -> dict:
    """Click a legal target of the table's board; the times of the click's way (ms) and the update's size. ``lost``:
    by revision, the targets whose click was followed by no redraw (not clicked again on that drawing)."""
    for _ in range(60):
        settle(page)
        t = learner_target(page, rng, lost.get(page.evaluate(REVISION_JS), set()))
        if t is not None:
            break
        move_on(page)
    else:
        raise RuntimeError("no legal target on the table's board after 60 moves without one")
    page.evaluate("() => { window.__kgProbe.changes = []; window.__kgProbe.down = null;"
                  " window.__kgWs.sent = []; window.__kgWs.got = []; }")
    before = page.evaluate(REVISION_JS)
    page.mouse.move(t["sx"], t["sy"])
    page.mouse.click(t["sx"], t["sy"])
    try:
        page.wait_for_function(f"(r) => ({REVISION_JS})() > r", arg=before, timeout=LOST_MS)
    except PlaywrightTimeout:  # no redraw came (counted, not timed): the click changed nothing on the board
        lost.setdefault(before, set()).add(t["key"])
        return {"key": t["key"], "lost": True}
    probe, ws = page.evaluate("() => [window.__kgProbe, window.__kgWs]")
    drawn = next(c for c in probe["changes"] if c["rev"] > before)
    out = {"total": drawn["t"] - probe["down"], "draw": drawn["draw"], "key": t["key"]}
    sent = ws["sent"][0] if ws["sent"] else None
    got = next((g for g in ws["got"] if sent is not None and g["t"] >= sent), None)
    if got is not None:
        out.update(before=sent - probe["down"], kernel=got["t"] - sent, after=drawn["t"] - got["t"], kb=got["bytes"] / 1024)
    return out


# ---- the run --------------------------------------------------------------------------------------------------------
def pools_filled(log_path: Path) -> int:
    return len(re.findall(r"Kernel pool of \S+ is filled", log_path.read_text(errors="replace")))


def wait_refill(log_path: Path, seen: int, gap: float) -> None:
    """Until Voila says a pool has been filled again (a preheated kernel is ready for the next load), at most gap s."""
    deadline = time.monotonic() + gap
    while time.monotonic() < deadline and pools_filled(log_path) <= seen:
        time.sleep(0.5)
    time.sleep(1)


def median(xs: list[float]) -> float:
    xs = [x for x in xs if x == x]
    return statistics.median(xs) if xs else float("nan")


def p95(xs: list[float]) -> float:
    xs = sorted(x for x in xs if x == x)
    return xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))] if xs else float("nan")


def measure_game(browser: Browser, url: str, game: str, args: argparse.Namespace, log_path: Path) -> dict:
    res: dict = {"bare": [], "ready": [], "table": [], "usage": [], "bare_usage": [], "clicks": [], "lost": 0}
    page = None
    for i in range(args.loads):
        for bare in (True, False):
            seen = pools_filled(log_path)
            nb = BARE if bare else f"notebooks/{game}.ipynb"
            ready, table, page, usage = load_once(browser, f"{url}/voila/render/{nb}?lang=en", bare)
            res["bare" if bare else "ready"].append(ready)
            res["bare_usage" if bare else "usage"].append(usage)
            if not bare:
                res["table"].append(table)
            print(f"  {game} load {i + 1} {'bare' if bare else game:15s} ready {ready:6.2f} s"
                  + ("" if bare else f", table drawn {table:6.2f} s") + f", kernel CPU {usage[0]:.2f} s", flush=True)
            if bare or i < args.loads - 1:
                page.context.close()
                wait_refill(log_path, seen, args.gap)
    assert page is not None
    rng = random.Random(args.seed)
    page.evaluate(PROBE_JS, PLOT)
    lost: dict[int, set[str]] = {}
    for k in range(args.clicks):
        c = one_click(page, rng, lost)
        if c.get("lost"):
            res["lost"] += 1
            print(f"  {game} click {k + 1:2d} {c['key'][:28]:28s} no redraw within {LOST_MS / 1000:.0f} s", flush=True)
            continue
        res["clicks"].append(c)
        split = (f" = {c['before']:.0f} + kernel {c['kernel']:.0f} + {c['after']:.0f} (react {c['draw']:.0f}),"
                 f" {c['kb']:.0f} KB" if "kernel" in c else "")
        print(f"  {game} click {k + 1:2d} {c['key'][:28]:28s} {c['total']:6.0f} ms{split}", flush=True)
    page.context.close()
    return res


def col(clicks: list[dict], name: str) -> list[float]:
    return [c.get(name, float("nan")) for c in clicks]


def report(results: dict[str, dict], args: argparse.Namespace, load: str) -> None:
    head = ("game", "ready s", "bare s", "ratio", "table s", "CPU s", "bare CPU", "RSS MB", "PSS MB",
            "click med", "p95", "kernel", "browser", "react", "KB", "lost")
    rows = []
    for game, r in results.items():
        cl = r["clicks"]
        ready, bare = median(r["ready"]), median(r["bare"])
        browser = [c.get("before", float("nan")) + c.get("after", float("nan")) for c in cl]
        rows.append((game, f"{ready:.2f}", f"{bare:.2f}", f"{ready / bare:.2f}x", f"{median(r['table']):.2f}",
                     f"{median([u[0] for u in r['usage']]):.2f}", f"{median([u[0] for u in r['bare_usage']]):.2f}",
                     f"{median([u[1] for u in r['usage']]):.0f}", f"{median([u[2] for u in r['usage']]):.0f}",
                     f"{median(col(cl, 'total')):.0f} ms", f"{p95(col(cl, 'total')):.0f} ms",
                     f"{median(col(cl, 'kernel')):.0f} ms",
                     f"{median(browser):.0f} ms", f"{median(col(cl, 'draw')):.0f} ms", f"{median(col(cl, 'kb')):.0f}",
                     str(r["lost"])))
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(head)]
    print()
    print(f"Browser bench: Voila + chromium, {args.loads} cold-cache loads a page, {args.clicks} board clicks a game "
          f"(medians; load average {load})")
    print(" | ".join(h.rjust(w) if i else h.ljust(w) for i, (h, w) in enumerate(zip(head, widths, strict=True))))
    print("-+-".join("-" * w for w in widths))
    for r in rows:
        print(" | ".join(v.rjust(w) if i else v.ljust(w) for i, (v, w) in enumerate(zip(r, widths, strict=True))))
    print("ready: the first board drawn; ratio: ready / bare page (one Button); table: its board drawn (opened if "
          "built on demand);\nCPU s: the page kernel's CPU seconds at ready (preheating included); click: mousedown "
          "-> the table board's new data-revision,\n= browser (before sending + after receiving) + kernel (the "
          "websocket's round trip: server and kernel); react: Plotly.react; KB: the update's size;\nlost: clicks no redraw followed")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", action="append", choices=GAMES, help="a game to measure (repeatable; default: all)")
    ap.add_argument("--loads", type=int, default=3, help="page loads per page (median)")
    ap.add_argument("--clicks", type=int, default=20, help="board clicks per game (median, p95)")
    ap.add_argument("--gap", type=float, default=60.0,
                    help="at most this many seconds after each load for Voila to refill its preheated kernel pool")
    ap.add_argument("--seed", type=int, default=1, help="which legal targets are clicked")
    ap.add_argument("--checkout", type=Path, default=HERE, help="the checkout to serve (default: this one)")
    args = ap.parse_args()
    games = args.game or list(GAMES)
    checkout = args.checkout.resolve()
    if not Path(CHROMIUM).exists():
        sys.exit(f"chromium not found at {CHROMIUM} (apt-get install -y chromium, or set KG_CHROMIUM)")
    sys.path.insert(0, str(checkout))  # its widgets.serve starts Voila with its code first on the kernels' path
    from widgets import serve

    if not (checkout / BARE).exists():
        sys.exit(f"{checkout / BARE} is missing (the baseline page)")
    workdir = Path(tempfile.mkdtemp(prefix="kg-browser-bench-"))
    log_path = workdir / "voila.log"
    names = "|".join([r".*/bench/bare\.ipynb$", *(rf".*/notebooks/{g}\.ipynb$" for g in games)])
    try:
        proc, url = serve.start(checkout, log_path, f"--VoilaKernelManager.preheat_denylist=^(?!{names})")
    except RuntimeError as err:
        sys.exit(str(err))
    print(f"Voila at {url} on {checkout} (log: {log_path}); waiting for the kernel pools", flush=True)
    results: dict[str, dict] = {}
    try:
        deadline = time.monotonic() + 300
        while pools_filled(log_path) < len(games) + 1 and time.monotonic() < deadline:
            time.sleep(1)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for game in games:
                results[game] = measure_game(browser, url, game, args, log_path)
            browser.close()
    finally:
        serve.stop(proc)
    report(results, args, Path("/proc/loadavg").read_text().split()[0])
    shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
