"""What the suite covers, measured from inside pytest (``make coverage``): the lines and branches of ``kernel_games`` and
``widgets`` the tests run (coverage.py), and the rule ids that passing tests name.

Inert unless ``KG_MEASURE`` names a folder. Loaded with ``-p tests.measure`` so that coverage starts before any test
imports the packages. Every pytest process (alone, or the controller and each pytest-xdist worker) writes its own part
into that folder: ``coverage.<suffix>`` and ``ruleids-<worker>.json``; ``scripts/measure_tests.py`` combines them.

A rule id counts as named by a test when it is a string literal in the test function's source (its decorators
included), a parametrize value or id, or an argument of one of its markers — or a part of such a string between
``-``, ``[``, ``]``, ``,`` and spaces (``noli-2p-noli.bid.tie``). It counts only if the test passed.
"""

from __future__ import annotations

import ast
import inspect
import json
import os
import re
import textwrap
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

FOLDER = os.environ.get("KG_MEASURE", "")
SOURCES = ["kernel_games", "widgets"]
PARTS = re.compile(r"[-\[\]\s,]")
LONGEST = 120  # longer strings are messages, not ids

_coverage = None
if FOLDER:  # before the packages are imported: module-level lines count as run
    import coverage

    Path(FOLDER).mkdir(parents=True, exist_ok=True)
    _coverage = coverage.Coverage(data_file=str(Path(FOLDER) / "coverage"), data_suffix=True, branch=True,
                                  source=SOURCES, config_file=False)
    _coverage.set_option("run:disable_warnings", ["no-data-collected"])  # an xdist controller runs no test
    _coverage.start()


def literals(value: Any, out: set[str], depth: int = 0) -> None:
    """Every string inside ``value`` (nested lists, tuples, sets and dicts, keys too)."""
    if depth > 6:
        return
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            literals(k, out, depth + 1)
            literals(v, out, depth + 1)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            literals(v, out, depth + 1)


_SOURCE_STRINGS: dict[Any, frozenset[str]] = {}


def source_strings(fn: Any) -> frozenset[str]:
    """The string constants written in a function's source, decorators included."""
    key = getattr(fn, "__code__", None) or id(fn)
    if key not in _SOURCE_STRINGS:
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
            found = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
        except (OSError, TypeError, SyntaxError):
            found = set()
        _SOURCE_STRINGS[key] = frozenset(found)
    return _SOURCE_STRINGS[key]


def item_strings(item: pytest.Item) -> set[str]:
    """The strings that may name a rule for one test: its source, parameters, id and markers' arguments."""
    out: set[str] = set()
    fn = getattr(item, "function", None)
    if fn is not None:
        out |= source_strings(fn)
    spec = getattr(item, "callspec", None)
    if spec is not None:
        literals(list(spec.params.values()), out)
        out.add(spec.id)
    for mark in item.iter_markers():
        literals(list(mark.args), out)
    return {s for s in out if len(s) < LONGEST and "." in s}


def named(strings: Iterable[str], known: set[str]) -> set[str]:
    """The known rule ids among ``strings``, whole or as parts."""
    out = set()
    for s in strings:
        if s in known:
            out.add(s)
        else:
            out |= {part for part in PARTS.split(s) if part in known}
    return out


def known_rule_ids() -> set[str]:
    from kernel_games import GAMES
    from kernel_games.core.rulebook import CORE_RULEBOOK, load_rulebook

    ids = set(load_rulebook(CORE_RULEBOOK).ids())
    for game in GAMES.values():
        ids |= set(game.rulebook.ids())
    return ids


class RuleIds:
    """Collects, per process, the strings of each test and which tests passed."""

    def __init__(self) -> None:
        self.strings: dict[str, set[str]] = {}
        self.passed: set[str] = set()
        self.failed: set[str] = set()

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        self.strings.update((item.nodeid, item_strings(item)) for item in items)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.failed:
            self.failed.add(report.nodeid)
        elif report.when == "call" and report.passed:
            self.passed.add(report.nodeid)

    def write(self, folder: Path, worker: str) -> None:
        if not self.strings:  # an xdist controller collects nothing: its workers write the parts
            return
        known = known_rule_ids()
        good = self.passed - self.failed
        ids = set().union(*(named(self.strings.get(n, ()), known) for n in good))
        part = {"ids": sorted(ids), "known": sorted(known), "passed": len(good), "failed": len(self.failed)}
        (folder / f"ruleids-{worker}.json").write_text(json.dumps(part, indent=0), encoding="utf-8")


def pytest_configure(config: pytest.Config) -> None:
    if FOLDER:
        config.pluginmanager.register(RuleIds(), "kg-rule-ids")


def pytest_unconfigure(config: pytest.Config) -> None:
    if not FOLDER:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    collector = config.pluginmanager.get_plugin("kg-rule-ids")
    if isinstance(collector, RuleIds):
        collector.write(Path(FOLDER), worker)
    if _coverage is not None:
        _coverage.stop()
        _coverage.save()
