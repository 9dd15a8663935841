"""plotly.js reaches the page over HTTP from the environment, never through the kernel or the notebook's folder.

The ``kernel-games`` Voila template (share/jupyter/voila/templates/kernel-games/, installed by pyproject.toml's
data-files, editable installs included: widgets/_build.py) holds plotly-basic.min.js. Voila's template static
handler serves it at ``<base>/voila/templates/kernel-games/static/`` in standalone Voila (widgets/serve.py)
and, through Voila's server extension, in JupyterLab. No browser here: tests/browser/ checks the pages.
"""

from __future__ import annotations

import re
import sys
import threading
import urllib.request
from pathlib import Path

import pytest

from widgets import serve

REPO = Path(__file__).resolve().parents[1]
BUNDLE = REPO / "widgets" / "static" / "plotly-basic.min.js"
BOARD_JS = REPO / "widgets" / "board.js"
TEMPLATE = "kernel-games"
REINSTALL = "the environment's copy is missing or stale: reinstall with `make venv` or `pip install -e .`"


def js_constant(name: str) -> str:
    m = re.search(rf'^const {name} = "([^"]+)";', BOARD_JS.read_text(encoding="utf-8"), re.M)
    assert m, f"widgets/board.js defines {name}"
    return m.group(1)


def plotly_path() -> str:
    """The URL path (after the server's base URL) that widgets/board.js fetches."""
    return f"{js_constant('PLOTLY_PATH')}?v={js_constant('PLOTLY_VERSION')}"


def get(url: str) -> tuple[int, bytes, dict[str, str]]:
    with urllib.request.urlopen(url, timeout=30) as res:
        return res.status, res.read(), dict(res.headers)


# ---- the widget ------------------------------------------------------------------------------------
def test_board_esm_is_board_js_read_once_without_a_file_watcher() -> None:
    from widgets.board import ESM_FILES, Board

    assert isinstance(Board._esm, str), "the module's text, so anywidget starts no file watcher (hot reload)"
    assert ESM_FILES[0] == BOARD_JS.name, "board.js opens the module: it holds render() and the others' helpers"
    assert Board._esm == "\n".join((BOARD_JS.parent / name).read_text(encoding="utf-8") for name in ESM_FILES)
    before = threading.active_count()
    board = Board()
    assert board._esm == Board._esm
    assert threading.active_count() == before, "creating a Board starts no thread"
    board.close()


def test_board_writes_nothing_and_answers_no_plotly_request(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As a Voila kernel (cwd = the notebook's folder): nothing is written there, plotly.js is never sent."""
    import widgets.board as board_module

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("VOILA_KERNEL_ID", "test")
    board = board_module.Board()
    sent: list = []
    monkeypatch.setattr(board, "send", lambda content, buffers=None: sent.append(content))
    clicks: list[str] = []
    board.on_click(clicks.append)
    board.show({"data": [{"type": "scatter", "x": [1], "y": [2], "customdata": ["a"]}], "layout": {}})
    board._handle_custom_msg({"type": "need_plotly"}, None)  # the old request: ignored now
    board._handle_custom_msg({"type": "click", "key": "a"}, None)  # clicks still reach Python
    assert clicks == ["a"]
    assert sent == [], "nothing goes to the page through the comm"
    assert list(tmp_path.iterdir()) == [], "nothing is written into the notebook's folder"
    assert not any(hasattr(board_module, name) for name in ("write_static_copy", "_static_copy_once", "_plotly_source"))
    board.close()


def test_board_js_asks_for_the_bundle_it_names() -> None:
    header = BUNDLE.read_text(encoding="utf-8")[:200]
    assert f"v{js_constant('PLOTLY_VERSION')}" in header, "PLOTLY_VERSION (the ?v= cache key) is the bundle's version"
    assert js_constant("PLOTLY_PATH") == f"voila/templates/{TEMPLATE}/static/{BUNDLE.name}"


# ---- the installed copy ----------------------------------------------------------------------------
def test_the_template_is_installed_in_the_environment() -> None:
    """Voila looks for template files under every Jupyter data path; ours is in this environment's prefix."""
    from voila.paths import collect_static_paths

    found = [Path(p) / BUNDLE.name for p in collect_static_paths(["voila", "nbconvert"], TEMPLATE)]
    found = [p for p in found if p.is_file()]
    assert found, f"no {TEMPLATE} template with {BUNDLE.name} in the Jupyter data paths: {REINSTALL}"
    installed = found[0]
    assert installed.is_relative_to(sys.prefix) and not installed.is_relative_to(REPO / "notebooks"), installed
    assert installed.read_bytes() == BUNDLE.read_bytes(), f"{installed}: {REINSTALL}"
    assert (installed.parent / "PLOTLY-LICENSE").is_file(), "the licence travels with the bundle"


# ---- served over HTTP ------------------------------------------------------------------------------
def test_voila_serves_plotly_from_the_environment(tmp_path: Path) -> None:
    """Voila as `make serve`, the browser tests and the bench start it (widgets.serve), on notebooks/."""
    before = sorted(p.name for p in (REPO / "notebooks").iterdir())
    proc, url = serve.start(REPO / "notebooks", tmp_path / "voila.log", preheat=False)
    try:
        status, body, headers = get(f"{url}/{plotly_path()}")
        assert status == 200
        assert body == BUNDLE.read_bytes(), REINSTALL
        assert "max-age" in headers.get("Cache-Control", ""), "with ?v= the browser may keep it"
    finally:
        serve.stop(proc)
    assert sorted(p.name for p in (REPO / "notebooks").iterdir()) == before, "nothing written next to the notebooks"


def test_jupyterlab_serves_plotly_from_the_environment(tmp_path: Path) -> None:
    """JupyterLab (as `make lab` and tests/browser/test_jupyterlab.py): Voila's server extension serves it."""
    proc, url = serve.start_lab(tmp_path, tmp_path / "lab.log")
    try:
        status, body, _headers = get(f"{url}/{plotly_path()}")
        assert status == 200
        assert body == BUNDLE.read_bytes(), REINSTALL
    finally:
        serve.stop(proc)
