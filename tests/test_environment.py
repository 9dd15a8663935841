"""pyproject.toml and environment.yml list the same dependencies at the same pinned versions.

pyproject: ``[project].dependencies`` + the ``serve`` and ``test`` extras, written ``name==version``.
environment.yml: the conda ``dependencies``, written ``name=version``; ``python``, ``pip`` and the
``pip:`` block (``-e .``) are left out. PyYAML reads environment.yml when it is installed; otherwise a small
line parser does (and the two are checked against each other when both are available).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"
ENVIRONMENT = ROOT / "environment.yml"
IGNORED = {"python", "pip"}
SPEC = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(==|>=|<=|~=|!=|=|>|<)?\s*([^\s;,]*)")


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def parse_spec(spec: str, conda: bool) -> tuple[str, str]:
    """('name', '==version') for a requirement; conda's single '=' is an exact pin, like pip's '=='."""
    m = SPEC.match(spec.split(";", 1)[0].split("#", 1)[0])
    assert m, f"cannot read the requirement {spec!r}"
    name, op, version = m.groups()
    if conda and op == "=":
        op = "=="
    if op is None and conda and version:  # conda also allows "name 1.2"
        op = "=="
    return normalize(name), f"{op or ''}{version}"


def pyproject_deps() -> dict[str, str]:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    extras = project.get("optional-dependencies", {})
    specs = list(project.get("dependencies", [])) + [spec for extra in ("serve", "test") for spec in extras.get(extra, [])]
    out: dict[str, str] = {}
    for spec in specs:
        name, pin = parse_spec(spec, conda=False)
        assert name not in out, f"pyproject.toml lists {name} twice"
        out[name] = pin
    return out


def _unquote(s: str) -> str:
    s = s.strip()
    return s[1:-1] if len(s) >= 2 and s[0] == s[-1] and s[0] in "'\"" else s


def read_environment_without_yaml(text: str) -> list:
    """The top-level ``dependencies`` list: strings, and {key: [strings]} for nested blocks such as ``pip:``."""
    items: list = []
    inside, item_indent, nested = False, None, None
    for raw in text.splitlines():
        line = re.sub(r"(^|\s)#.*$", "", raw).rstrip()
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        if indent == 0:
            inside = line.strip().startswith("dependencies:")
            item_indent, nested = None, None
            continue
        if not inside:
            continue
        stripped = line.strip()
        if item_indent is None and stripped.startswith("-"):
            item_indent = indent
        if indent == item_indent and stripped.startswith("-"):
            value = stripped[1:].strip()
            if value.endswith(":"):
                nested = {_unquote(value[:-1]): []}
                items.append(nested)
            else:
                nested = None
                items.append(_unquote(value))
        elif nested is not None and item_indent is not None and indent > item_indent and stripped.startswith("-"):
            next(iter(nested.values())).append(_unquote(stripped[1:].strip()))
    return items


def read_environment() -> list:
    text = ENVIRONMENT.read_text(encoding="utf-8")
    try:
        import yaml
    except ImportError:
        return read_environment_without_yaml(text)
    return yaml.safe_load(text)["dependencies"]


def environment_deps(items: list) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        if not isinstance(item, str):  # the pip: block
            continue
        name, pin = parse_spec(item, conda=True)
        if name in IGNORED:
            continue
        assert name not in out, f"environment.yml lists {name} twice"
        out[name] = pin
    return out


def diff(py: dict[str, str], env: dict[str, str]) -> list[str]:
    rows = []
    for name in sorted(set(py) | set(env)):
        a, b = py.get(name), env.get(name)
        if a is None:
            rows.append(f"  {name:<24} only in environment.yml ({name}{b.replace('==', '=', 1)})")
        elif b is None:
            rows.append(f"  {name:<24} only in pyproject.toml ({name}{a})")
        elif a != b:
            rows.append(f"  {name:<24} pyproject.toml {a or '(unpinned)'} ≠ environment.yml {b.replace('==', '=', 1) or '(unpinned)'}")
    return rows


def test_pyproject_and_environment_agree():
    py, env = pyproject_deps(), environment_deps(read_environment())
    assert py, "pyproject.toml lists no dependencies"
    rows = diff(py, env)
    assert not rows, "pyproject.toml and environment.yml disagree:\n" + "\n".join(rows)


def test_every_dependency_is_pinned():
    loose = [f"{name}{pin}" for name, pin in pyproject_deps().items() if not pin.startswith("==")]
    assert not loose, f"pyproject.toml dependencies without an exact pin: {loose}"


def test_environment_installs_this_package_with_pip():
    pip_blocks = [item["pip"] for item in read_environment() if isinstance(item, dict) and "pip" in item]
    assert any("-e ." in [str(x).strip() for x in block] for block in pip_blocks), "environment.yml does not pip-install -e ."


def test_line_parser_reads_like_yaml():
    yaml = pytest.importorskip("yaml", reason="PyYAML is not installed; the line parser is the only reader")
    text = ENVIRONMENT.read_text(encoding="utf-8")
    assert read_environment_without_yaml(text) == yaml.safe_load(text)["dependencies"]


def test_diff_is_readable():
    rows = diff({"a": "==1", "b": "==2", "c": "==3"}, {"a": "==1", "b": "==2.1", "d": "==4"})
    assert rows == [
        "  b                        pyproject.toml ==2 ≠ environment.yml =2.1",
        "  c                        only in pyproject.toml (c==3)",
        "  d                        only in environment.yml (d=4)",
    ]
