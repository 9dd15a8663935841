"""Browser tests: Voila serves the notebooks, Debian's chromium (driven by Playwright) opens them.

What this follows: no ``playwright install`` (its own browser download fails offline; launch Debian's
/usr/bin/chromium with the flags below), preheated kernels, idle kernels culled (widgets/serve.py), fail on
``pageerror`` and never on console warnings.

Environment knobs:

- ``KG_VOILA_ROOT``: the folder Voila serves (default: ``notebooks/`` of the repository).
- ``KG_CHROMIUM``: the chromium binary (default ``/usr/bin/chromium``). Missing: the browser tests
  fail when ``CI=true`` and are skipped otherwise.

Under pytest-xdist every worker starts its own Voila on a free port and writes its own log; the tests of one module
run on one worker (``tests/xdist_groups.py``), so a module's page is opened once.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from widgets import serve

from .pages import TablePage, screenshot_whole_page

REPO = Path(__file__).resolve().parents[2]
SCREENSHOTS = REPO / "test-output" / "screenshots"  # each test's shots have names of their own
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")  # gw0, gw1 … under pytest-xdist: each worker has its own Voila
CHROMIUM = os.environ.get("KG_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
FIRST_PAGE_TIMEOUT_MS = 150_000  # a kernel on two slow cores: import the package, build the table
STEP_TIMEOUT_MS = 30_000  # one click through the kernel and back


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def require_chromium() -> None:
    """Skip (locally) or fail (CI=true) when there is no chromium to drive."""
    if Path(CHROMIUM).exists():
        return
    msg = (f"chromium not found at {CHROMIUM}: install it with `apt-get install -y chromium` "
           "(or set KG_CHROMIUM); `playwright install` cannot download browsers here")
    if in_ci():
        pytest.fail(msg, pytrace=False)
    pytest.skip(msg)


# ---- Voila ---------------------------------------------------------------------------------------
@dataclass
class VoilaServer:
    url: str
    root: Path
    proc: subprocess.Popen
    log_path: Path

    def log_tail(self, n: int = 60) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return ""

    def render_url(self, notebook: str, query: str = "") -> str:
        return f"{self.url}/voila/render/{notebook}" + (f"?{query}" if query else "")


def log_file(name: str) -> Path:
    """``test-output/NAME.log``, one per pytest-xdist worker (``NAME-gw0.log``)."""
    return REPO / "test-output" / (f"{name}-{WORKER}.log" if WORKER else f"{name}.log")


def start_voila(root: Path, log_path: Path, *extra: str) -> VoilaServer:
    """Voila as `make serve` runs it (widgets.serve), plus tracebacks in the page for failing tests."""
    proc, url = serve.start(root, log_path, "--VoilaConfiguration.show_tracebacks=True", *extra)
    return VoilaServer(url, root, proc, log_path)


def stop_voila(server: VoilaServer) -> None:
    serve.stop(server.proc)


@pytest.fixture(scope="session")
def voila() -> Iterator[VoilaServer]:
    require_chromium()  # no point starting kernels for tests that cannot run
    root = Path(os.environ.get("KG_VOILA_ROOT", REPO / "notebooks")).resolve()
    server = start_voila(root, log_file("voila"))
    try:
        yield server
    finally:
        stop_voila(server)


# ---- the browser (pytest-playwright fixtures, overridden) ------------------------------------------
@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    require_chromium()
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}, "locale": "ja-JP"}


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


# ---- page errors -----------------------------------------------------------------------------------
@dataclass
class ErrorWatch:
    """Collects uncaught exceptions in the page (``pageerror``); console warnings are deliberately ignored."""

    errors: list[str] = field(default_factory=list)
    seen: int = 0

    def attach(self, page) -> None:  # noqa: ANN001 - playwright Page
        page.on("pageerror", lambda exc: self.errors.append(f"{exc.name}: {exc.message}\n{exc.stack or ''}"))

    def new_since_last_check(self) -> list[str]:
        new = self.errors[self.seen:]
        self.seen = len(self.errors)
        return new

    def check(self) -> None:
        new = self.new_since_last_check()
        if new:
            pytest.fail("uncaught error(s) in the page:\n" + "\n---\n".join(new), pytrace=False)


@pytest.fixture
def page_errors(page) -> ErrorWatch:  # noqa: ANN001
    """For tests using pytest-playwright's ``page``: the test fails if the page throws (see the hook below)."""
    watch = ErrorWatch()
    watch.attach(page)
    return watch


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """After the test body: any ``pageerror`` seen by a watch the test uses fails the test itself."""
    result = yield
    for value in getattr(item, "funcargs", {}).values():
        watch = value if isinstance(value, ErrorWatch) else getattr(value, "errors_watch", None)
        if isinstance(watch, ErrorWatch):
            watch.check()
    return result


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).strip("-")


# ---- a game page, opened and drawn ---------------------------------------------------------------------------------
def require_notebook(server: VoilaServer, name: str) -> None:
    """Skip (locally) or fail (CI=true) when the served folder lacks ``name``."""
    if (server.root / name).exists():
        return
    msg = f"{name} is not in {server.root} yet"
    if in_ci():
        pytest.fail(msg, pytrace=False)
    pytest.skip(msg)


class LoadedTable(TablePage):
    """A game page whose board is drawn, with the watch on its page errors."""

    def __init__(self, page, watch: ErrorWatch) -> None:  # noqa: ANN001 - playwright Page
        super().__init__(page)
        self.errors_watch = watch


def open_table(voila: VoilaServer, browser, context_args: dict, notebook: str, failed_shot: str,  # noqa: ANN001
               init_script: str | None = None, query: str = "") -> tuple[object, LoadedTable]:
    """A new browser context with ``notebook`` open in Voila (with ``query``, a classroom link's) and its board drawn;
    a screenshot and the Voila log if it never draws. Returns the context (the caller closes it) and the page."""
    require_notebook(voila, notebook)
    context = browser.new_context(**context_args)
    if init_script:
        context.add_init_script(init_script)
    page = context.new_page()
    page.set_default_timeout(STEP_TIMEOUT_MS)
    watch = ErrorWatch()
    watch.attach(page)
    page.goto(voila.render_url(notebook, query), timeout=FIRST_PAGE_TIMEOUT_MS)
    loaded = LoadedTable(page, watch)
    try:
        loaded.wait_drawn(FIRST_PAGE_TIMEOUT_MS)
    except Exception:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        screenshot_whole_page(page, str(SCREENSHOTS / failed_shot))
        raise AssertionError(f"{notebook} did not draw its board (see {SCREENSHOTS / failed_shot})\npage errors: "
                             f"{watch.errors}\nVoila log:\n{voila.log_tail()}") from None
    return context, loaded


def table_fixture(notebook: str, failed_shot: str):  # noqa: ANN201 - a pytest fixture
    """A page module's ``table`` fixture: one page of ``notebook`` for the whole module (each page load costs a kernel
    on two slow cores), ``failed_shot`` taken if it never draws."""
    @pytest.fixture(scope="module")
    def table(voila: VoilaServer, browser, browser_context_args: dict) -> Iterator[LoadedTable]:  # noqa: ANN001
        context, loaded = open_table(voila, browser, browser_context_args, notebook, failed_shot)
        yield loaded
        context.close()
    return table
