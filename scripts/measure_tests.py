"""The suite's coverage and the rule ids its passing tests name, from the parts ``tests/measure.py`` wrote.

``make coverage`` runs the suite with ``KG_MEASURE=<folder>`` and then this script::

    python scripts/measure_tests.py test-output/measure                   # combine, print, write summary.json
    python scripts/measure_tests.py test-output/measure --against old.json  # and what fell since an older summary

It combines the coverage parts of every pytest process (``coverage.*``) and the rule-id parts (``ruleids-*.json``),
prints line and branch coverage of ``kernel_games`` and ``widgets`` and the count of rule ids named by passing tests,
and writes ``summary.json`` (totals, each file's covered lines and branches, the ids) beside them. ``--against`` lists
every file whose covered lines or branches fell and every rule id no longer named.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import coverage


def combine_coverage(folder: Path) -> dict[str, Any]:
    """The coverage parts combined: totals and, per file (relative to the repository), lines and branches covered."""
    data_file = folder / "coverage"
    parts = sorted(str(p) for p in folder.glob("coverage.*") if p.suffix != ".json")
    cov = coverage.Coverage(data_file=str(data_file), branch=True, config_file=False)
    if parts:
        cov.combine(parts, keep=True)
        cov.save()
    cov.load()
    report = folder / "coverage-report.json"
    cov.json_report(outfile=str(report))
    raw = json.loads(report.read_text(encoding="utf-8"))
    root = Path.cwd().resolve()
    files = {}
    for name, entry in raw["files"].items():
        path = Path(name).resolve()
        key = str(path.relative_to(root)) if path.is_relative_to(root) else name
        s = entry["summary"]
        files[key] = {k: s[k] for k in ("covered_lines", "num_statements", "covered_branches", "num_branches")}
    t = raw["totals"]
    totals = {k: t[k] for k in ("covered_lines", "num_statements", "covered_branches", "num_branches")}
    totals["percent"] = t["percent_covered"]
    return {"totals": totals, "files": files}


def combine_rule_ids(folder: Path) -> dict[str, Any]:
    """The rule-id parts combined: the ids named by a passing test in any process, out of the rulebooks' ids."""
    ids: set[str] = set()
    known: set[str] = set()
    passed = failed = 0
    for part in sorted(folder.glob("ruleids-*.json")):
        data = json.loads(part.read_text(encoding="utf-8"))
        ids |= set(data["ids"])
        known |= set(data["known"])
        passed += data["passed"]
        failed += data["failed"]
    return {"ids": sorted(ids), "known": len(known), "passed": passed, "failed": failed}


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.2f} % ({part:,} of {whole:,})" if whole else "n/a"


def show(summary: dict[str, Any]) -> str:
    t, r = summary["coverage"]["totals"], summary["rule_ids"]
    return "\n".join([
        f"lines covered:     {percent(t['covered_lines'], t['num_statements'])}",
        f"branches covered:  {percent(t['covered_branches'], t['num_branches'])}",
        f"coverage.py total: {t['percent']:.2f} % (lines and branches together)",
        f"rule ids named by passing tests: {len(r['ids'])} of {r['known']} ({r['passed']:,} tests passed, "
        f"{r['failed']} failed)",
    ])


def compare(now: dict[str, Any], before: dict[str, Any]) -> list[str]:
    """Every file whose covered lines or branches fell, every rule id no longer named."""
    rows = []
    old_files, new_files = before["coverage"]["files"], now["coverage"]["files"]
    for name in sorted(old_files):
        old, new = old_files[name], new_files.get(name)
        if new is None:
            rows.append(f"{name}: no longer measured")
            continue
        for what in ("covered_lines", "covered_branches"):
            if new[what] < old[what]:
                rows.append(f"{name}: {what.replace('_', ' ')} {old[what]} → {new[what]}")
    lost = sorted(set(before["rule_ids"]["ids"]) - set(now["rule_ids"]["ids"]))
    rows += [f"rule id no longer named by a passing test: {rid}" for rid in lost]
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="where tests/measure.py wrote its parts (KG_MEASURE)")
    parser.add_argument("--against", type=Path, help="an older summary.json to compare with")
    args = parser.parse_args(argv)
    summary = {"coverage": combine_coverage(args.folder), "rule_ids": combine_rule_ids(args.folder)}
    (args.folder / "summary.json").write_text(json.dumps(summary, indent=1, sort_keys=True), encoding="utf-8")
    print(show(summary))
    if args.against:
        before = json.loads(args.against.read_text(encoding="utf-8"))
        print(f"\nagainst {args.against}:\n{show(before)}")
        fell = compare(summary, before)
        print("\n".join(["", "fell:", *fell]) if fell else "\nnothing fell")
        return 1 if fell else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
