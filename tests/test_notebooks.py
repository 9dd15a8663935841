"""Every notebook runs top to bottom headless, every section of the page opened after it, and is committed without
outputs."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb"))
# Run after the notebook, in its kernel: open every section of the page (widgets/sections.py), as a learner would
OPEN_SECTIONS = """
from ipywidgets.widgets.widget import _instances
from widgets.sections import Section

sections = [x for x in list(_instances.values()) if isinstance(x, Section)]
early = [s.key for s in sections if s.content is not None]
assert not early, f"built before it was opened: {early}"
failed = [s.key for s in sections if s.open() is None]
assert not failed, f"could not be built: {failed}"
print(sorted(s.key for s in sections))
"""


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_committed_without_outputs(path: Path) -> None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert not nb.get("metadata", {}).get("widgets"), "widget state saved in the notebook"
    assert all(not c.get("outputs") for c in nb["cells"]), "outputs saved in the notebook"


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_runs_headless(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(OPEN_SECTIONS))
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, errors
    widgets = [o for c in nb.cells for o in c.get("outputs", [])
               if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert widgets, "the notebook shows no widget"
    opened = "".join(o.get("text", "") for o in nb.cells[-1].get("outputs", []))
    expected = "[]" if path.stem == "index" else "['analysis', 'data', 'replay', 'table']"
    assert opened.strip() == expected, opened
