"""Voila's page templates compiled once per server (widgets/serve_templates.py): the page is the same page."""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbconvert import HTMLExporter

from widgets import serve_templates

REPO = Path(__file__).resolve().parents[1]


def test_pages_rendered_with_the_shared_cache_are_the_pages_rendered_without() -> None:
    nb = nbformat.read(REPO / "bench" / "bare.ipynb", as_version=4)
    before = HTMLExporter(template_name="lab").from_notebook_node(nb)[0]
    serve_templates.compile_templates_once()
    serve_templates.compile_templates_once()  # twice is once
    first = HTMLExporter(template_name="lab").from_notebook_node(nb)[0]
    compiled = dict(serve_templates.CACHES[False].code)
    assert compiled, "the first exporter's templates were kept"
    second = HTMLExporter(template_name="lab").from_notebook_node(nb)[0]
    assert serve_templates.CACHES[False].code == compiled, "the second exporter compiled nothing anew"
    assert before == first == second
