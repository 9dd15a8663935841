"""Browser latencies of the Vaalbara page against a one-Button baseline, in Voila and Debian's chromium.

    .venv/bin/python bench/browser_bench.py [--loads 3] [--clicks 10] [--gap 30]

Starts its own Voila (preheated kernels, idle kernels culled: widgets/serve.py) on the
repository root, preheating only notebooks/vaalbara.ipynb and bench/bare.ipynb, and measures

1. page load, cold browser cache (a fresh browser context per load), median of ``--loads``:
   bare = its button is visible; vaalbara = ``.kg-table`` visible and its board's plotly scatter layer drawn
   (plus, for information, the time until every board on the page has drawn);
2. on the Vaalbara table, from a click to the board's redraw (its plot div's ``data-revision`` changes after
   Plotly.react resolves), median of ``--clicks``: a real mouse click on a legal board target (a hand card)
   and a click on a ``.kg-action`` button. Both are timed inside the page (mousedown to the attribute change)
   so Playwright's own round trips are not counted; a new game starts before the next click (the undo
   policy keeps a revealing click from being taken back).

Prints a table; asserts nothing (speed is measured here, never asserted in a test).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from widgets import serve  # noqa: E402

CHROMIUM = os.environ.get("KG_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
BARE = "bench/bare.ipynb"
VAALBARA = "notebooks/vaalbara.ipynb"
TABLE = ".kg-table"
PLOT = f"{TABLE} .kg-board .js-plotly-plot"
LOAD_TIMEOUT_MS = 180_000
STEP_TIMEOUT_MS = 30_000

# screen positions of the table board's click targets (see tests/browser/pages.py)
TARGETS_JS = """
(sel) => {
  const gd = document.querySelector(sel);
  if (!gd || !gd._fullLayout || !gd._fullData) return [];
  const i = gd._fullData.findIndex((t) => t.name === "targets");
  if (i < 0) return [];
  const tr = gd._fullData[i], fl = gd._fullLayout, box = gd.getBoundingClientRect();
  const keys = tr.customdata || gd.data[i].customdata || [];
  return Array.from(tr.x, (px, k) => ({key: String(keys[k]),
    sx: fl.xaxis.d2p(px) + fl._size.l + box.left, sy: fl.yaxis.d2p(tr.y[k]) + fl._size.t + box.top}));
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


# ---- Voila -----------------------------------------------------------------------------------------
def start_voila(log_path: Path) -> tuple[subprocess.Popen, str]:
    # preheat just the two measured notebooks (Voila matches the denylist against absolute paths)
    only = r"^(?!.*/notebooks/vaalbara\.ipynb$|.*/bench/bare\.ipynb$)"
    try:
        return serve.start(REPO, log_path, f"--VoilaKernelManager.preheat_denylist={only}")
    except RuntimeError as err:
        sys.exit(str(err))


stop_voila = serve.stop


# ---- measurements ----------------------------------------------------------------------------------
def load_once(browser: Browser, url: str, which: str) -> tuple[float, float | None, Page]:
    """Seconds until ready (and, for vaalbara, until every board has drawn); the page stays open."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=LOAD_TIMEOUT_MS)
    if which == "bare":
        page.locator(".kg-bare-button").wait_for(state="visible", timeout=LOAD_TIMEOUT_MS)
        return time.perf_counter() - t0, None, page
    page.locator(TABLE).wait_for(state="visible", timeout=LOAD_TIMEOUT_MS)
    page.locator(f"{PLOT} .scatterlayer").wait_for(state="attached", timeout=LOAD_TIMEOUT_MS)
    ready = time.perf_counter() - t0
    page.wait_for_function(
        "() => { const b = document.querySelectorAll('.kg-board'); const p = document.querySelectorAll("
        "'.kg-board .js-plotly-plot'); return b.length > 0 && p.length === b.length && "
        "Array.from(p).every((g) => g.dataset.revision); }", timeout=LOAD_TIMEOUT_MS)
    return ready, time.perf_counter() - t0, page


def settle(page: Page, quiet_ms: int = 700) -> None:
    """Until the board has not been redrawn for ``quiet_ms`` (bots and a new game done)."""
    page.wait_for_function(
        """(q) => { const c = window.__kgProbe.changes; const last = c.length ? c[c.length - 1].t : 0;
                  return performance.now() - last > q; }""", arg=quiet_ms, timeout=STEP_TIMEOUT_MS, polling=100)


def at_allocation(page: Page) -> None:
    page.wait_for_function(
        f"() => Array.from(document.querySelectorAll('{TABLE} .kg-action'), (b) => b.innerText)"
        ".some((t) => /を選ぶ|^Choose/.test(t.trim()))", timeout=STEP_TIMEOUT_MS)


def one_click(page: Page, how: str) -> tuple[float, float]:
    """Click (board hand card or action button), return (ms mousedown -> redraw, ms of Plotly.react), new game."""
    at_allocation(page)
    settle(page)
    page.evaluate("() => { window.__kgProbe.changes = []; window.__kgProbe.down = null; }")
    before = page.evaluate(REVISION_JS)
    if how == "board":
        page.locator(PLOT).evaluate("(gd) => gd.scrollIntoView({block: 'center'})")
        targets = [t for t in page.evaluate(TARGETS_JS, PLOT) if t["key"].startswith("hand:")]
        t = targets[0]
        page.mouse.move(t["sx"], t["sy"])
        page.mouse.click(t["sx"], t["sy"])
    else:
        page.locator(f"{TABLE} .kg-action").first.click()
    page.wait_for_function(f"(r) => ({REVISION_JS})() > r", arg=before, timeout=STEP_TIMEOUT_MS)
    probe = page.evaluate("() => window.__kgProbe")
    first = next(c for c in probe["changes"] if c["rev"] > before)
    latency = first["t"] - probe["down"]
    settle(page)
    page.locator(f"{TABLE} .kg-new-game").click()  # not Undo: choosing the last character reveals them all
    at_allocation(page)
    return latency, first["draw"]


def median(xs: list[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--loads", type=int, default=3, help="page loads per notebook (median)")
    ap.add_argument("--clicks", type=int, default=10, help="clicks per kind (median)")
    ap.add_argument("--gap", type=float, default=30.0,
                    help="seconds to wait after each load so Voila refills its preheated kernel pool")
    args = ap.parse_args()
    if not Path(CHROMIUM).exists():
        sys.exit(f"chromium not found at {CHROMIUM} (apt-get install -y chromium, or set KG_CHROMIUM)")
    for nb in (BARE, VAALBARA):
        if not (REPO / nb).exists():
            sys.exit(f"{nb} is missing")

    workdir = Path(tempfile.mkdtemp(prefix="kg-browser-bench-"))
    log_path = workdir / "voila.log"
    proc, url = start_voila(log_path)
    print(f"Voila at {url} (log: {log_path}); warming the kernel pools for {args.gap:.0f} s", flush=True)
    loads: dict[str, list[float]] = {"bare": [], "vaalbara": []}
    all_boards: list[float] = []
    clicks: dict[str, list[float]] = {"board": [], "button": []}
    draws: list[float] = []
    try:
        time.sleep(args.gap)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            last_page: Page | None = None
            for i in range(args.loads):
                for which, nb in (("bare", BARE), ("vaalbara", VAALBARA)):
                    ready, every, page = load_once(browser, f"{url}/voila/render/{nb}", which)
                    loads[which].append(ready)
                    if every is not None:
                        all_boards.append(every)
                    extra = f", every board drawn {every:.2f} s" if every is not None else ""
                    print(f"  load {i + 1} {which:8s} ready {ready:6.2f} s{extra}", flush=True)
                    if which == "vaalbara" and i == args.loads - 1:
                        last_page = page  # kept open for the click measurements
                    else:
                        page.context.close()
                    time.sleep(args.gap if not (which == "vaalbara" and i == args.loads - 1) else 1)
            assert last_page is not None
            page = last_page
            page.evaluate(PROBE_JS, PLOT)
            for k in range(args.clicks):
                for how in ("board", "button"):
                    ms, draw = one_click(page, how)
                    clicks[how].append(ms)
                    draws.append(draw)
                print(f"  click {k + 1}: board {clicks['board'][-1]:6.0f} ms, button {clicks['button'][-1]:6.0f} ms",
                      flush=True)
            browser.close()
    finally:
        stop_voila(proc)

    bare, vaal = median(loads["bare"]), median(loads["vaalbara"])
    rows = [
        ("page ready: bare (one Button)", f"{bare:.2f} s", ", ".join(f"{x:.2f}" for x in loads["bare"])),
        ("page ready: vaalbara (table board drawn)", f"{vaal:.2f} s", ", ".join(f"{x:.2f}" for x in loads["vaalbara"])),
        ("  ratio vaalbara / bare", f"{vaal / bare:.2f}x", ""),
        ("  vaalbara: every board on the page drawn", f"{median(all_boards):.2f} s",
         ", ".join(f"{x:.2f}" for x in all_boards)),
        ("board click (legal hand card) -> redraw", f"{median(clicks['board']):.0f} ms",
         f"min {min(clicks['board']):.0f}, max {max(clicks['board']):.0f}"),
        (".kg-action button click -> redraw", f"{median(clicks['button']):.0f} ms",
         f"min {min(clicks['button']):.0f}, max {max(clicks['button']):.0f}"),
        ("  of which Plotly.react (data-draw-ms)", f"{median(draws):.0f} ms", ""),
    ]
    w0 = max(len(r[0]) for r in rows)
    w1 = max(len(r[1]) for r in rows)
    print()
    print(f"Browser bench: Voila + chromium, {args.loads} cold-cache loads per page, {args.clicks} clicks per kind "
          f"(medians)")
    print(f"{'measure'.ljust(w0)} | {'median'.rjust(w1)} | samples")
    print(f"{'-' * w0}-+-{'-' * w1}-+-{'-' * 30}")
    for name, value, samples in rows:
        print(f"{name.ljust(w0)} | {value.rjust(w1)} | {samples}")
    pools = sorted(set(re.findall(r"Kernel pool of (\S+) is filled", log_path.read_text(errors="replace"))))
    print(f"(preheated notebooks: {', '.join(pools) or 'none'})")
    shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
