"""Voila's page templates compiled once per server, not once per page (standalone Voila, ``widgets.serve``).

Voila renders each page with a new nbconvert exporter, whose new Jinja environment compiles the page's fourteen or
so templates again: about a quarter of the server's own work for a game page. A shared Jinja bytecode cache keeps
the compiled code in memory; Jinja checks each template's source against it, so a changed template is compiled anew.
What the page shows is unchanged.
"""

from __future__ import annotations

from typing import Any

from jinja2 import BytecodeCache
from jinja2.bccache import Bucket


class MemoryBytecodeCache(BytecodeCache):
    """Compiled templates kept in this process's memory."""

    def __init__(self) -> None:
        self.code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        if bucket.key in self.code:
            bucket.bytecode_from_string(self.code[bucket.key])

    def dump_bytecode(self, bucket: Bucket) -> None:
        self.code[bucket.key] = bucket.bytecode_to_string()


CACHES = {True: MemoryBytecodeCache(), False: MemoryBytecodeCache()}  # async and plain templates compile apart


def compile_templates_once() -> None:
    """Every nbconvert exporter of this process shares one bytecode cache (per async mode)."""
    from nbconvert.exporters.templateexporter import TemplateExporter

    create = TemplateExporter._create_environment
    if getattr(create, "shared_cache", False):
        return

    def with_cache(self: TemplateExporter) -> Any:
        environment = create(self)
        environment.bytecode_cache = CACHES[bool(environment.is_async)]
        return environment

    with_cache.shared_cache = True  # type: ignore[attr-defined]
    TemplateExporter._create_environment = with_cache  # type: ignore[method-assign]
