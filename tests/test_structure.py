"""The code's shape, and docs/architecture.md's account of it.

- No import cycles between the project's modules, and no module that has grown too big. Every import is counted,
  also one inside a function (a deferred import still ties two modules together). An import of ``a.b.c`` names the
  module ``a.b.c``; the packages above it, which Python runs first, are not counted as imported.
- A game's base files import none of its module packages and name none of its modules.
- The layout block of docs/architecture.md is the tree. The block is read line by line: a line's leading names
  (``rules.py``, ``boards/kit.py + spots.py``, ``search.py  levels.py``) are paths under the folder of the line above
  it with less indentation (a later name on a line shares the first one's folder); a deeper-indented line with no
  name continues a description. A ``<game>/`` folder stands for every registered game, and each name under it must
  exist in every game's package (as ``name.py`` or as a package ``name/``) unless a note on the line says which games
  have it, "(Buru)", or which have not, "(not Buru: …)". Any other ``<…>`` is a pattern: at least one file matches.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from kernel_games import RECORDS

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("kernel_games", "widgets")
MAX_LINES = 600


def modules() -> dict[str, Path]:
    out = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The project modules ``name`` imports (absolute or relative, at any depth of the file)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        found |= {t for t in targets if t in known and t != name}
    return found


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in edges:
        if v not in index:
            visit(v)
    return out


def test_the_scan_sees_the_imports():
    edges = graph()
    assert "kernel_games.core.game" in edges["kernel_games.noli.rules"] or "kernel_games.core" in edges["kernel_games.noli.rules"]
    assert "kernel_games.noli.phases.investment" in edges["kernel_games.noli.rules"]
    assert cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]], "the cycle finder finds a cycle"


def test_no_import_cycles():
    found = cycles(graph())
    assert not found, "modules that import each other:\n  " + "\n  ".join(" ↔ ".join(c) for c in found)


@pytest.mark.parametrize("pkg", PACKAGES)
def test_no_module_is_too_big(pkg):
    big = {str(p.relative_to(ROOT)): n for name, p in modules().items() if name.startswith(pkg)
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not big, f"modules over {MAX_LINES} lines (split them by concept): {big}"


# ---- a game's base knows none of its modules -------------------------------------------------------------------------
# A base file names a module when an identifier of its code — a name, an attribute, a function, class or argument name,
# a keyword, an imported name or module — has the module's key as one of its words (split at "_" and ".", in any case):
# ``UKAM``, ``s.lawan``, ``from .ambelau import …``. Texts, rule ids and comments may name a module (they cite its
# rules). A base file that still has to name a module goes here, with the reason (none does today):
NAMING_ALLOWED: set[str] = set()


def game_modules() -> dict[str, dict[str, str]]:
    """For each game with modules of its own packages: module key -> the package that defines it."""
    import importlib

    from kernel_games import GAMES

    out: dict[str, dict[str, str]] = {}
    for game in GAMES.values():
        flow = getattr(game, "flow", None)
        if flow is None or not flow.modules:
            continue
        root = type(game).__module__.rpartition(".")[0]
        found = {}
        for init in sorted((ROOT / root.replace(".", "/")).glob("*/__init__.py")):
            package = f"{root}.{init.parent.name}"
            values = vars(importlib.import_module(package)).values()
            for key, m in flow.modules.items():
                if any(v is m for v in values):
                    found[key] = package
        if found:
            out[root] = found
    return out


def base_files(root: str, packages: set[str]) -> dict[str, Path]:
    """A game's base files: every module under its package outside its module packages, but its assembly (``__init__``)."""
    return {name: path for name, path in modules().items() if name.startswith(root + ".")
            and not any(name == p or name.startswith(p + ".") for p in packages)}


def named_modules(path: Path, keys: set[str]) -> set[str]:
    import re

    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name):
            names = [n.id]
        elif isinstance(n, ast.Attribute):
            names = [n.attr]
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [n.name]
        elif isinstance(n, ast.arg):
            names = [n.arg]
        elif isinstance(n, ast.keyword):
            names = [n.arg or ""]
        elif isinstance(n, ast.alias):
            names = [n.name, n.asname or ""]
        elif isinstance(n, ast.ImportFrom):
            names = [n.module or ""]
        else:
            continue
        found |= {k for name in names for k in keys if k in re.split(r"[_.]", name.lower())}
    return found


def test_the_module_packages_are_found():
    found = game_modules()
    assert found["kernel_games.buru"] == {k: f"kernel_games.buru.{k}" for k in ("lawan", "ukam", "ambelau", "persons", "longer")}
    assert named_modules(ROOT / "kernel_games/buru/lawan/__init__.py", {"lawan"}) == {"lawan"}, "the check sees a name"


def test_a_base_file_imports_none_of_its_games_modules():
    edges = graph()
    bad = {}
    for root, packages in game_modules().items():
        mods = set(packages.values())
        for name in base_files(root, mods):
            if name == root:
                continue  # the assembly puts the base game and its modules together
            wrong = {t for t in edges[name] if any(t == p or t.startswith(p + ".") for p in mods)}
            if wrong:
                bad[name] = sorted(wrong)
    assert not bad, f"base files importing a module of their game: {bad}"


def test_a_base_file_names_none_of_its_games_modules():
    bad = {}
    for root, packages in game_modules().items():
        for name, path in base_files(root, set(packages.values())).items():
            rel = str(path.relative_to(ROOT))
            if name == root or rel in NAMING_ALLOWED:
                continue
            named = named_modules(path, set(packages))
            if named:
                bad[rel] = sorted(named)
    assert not bad, f"base files naming a module of their game (move the code to the module, behind a hook): {bad}"
    still = {rel for rel in NAMING_ALLOWED if not named_modules(ROOT / rel, {k for p in game_modules().values() for k in p})}
    assert not still, f"allowed to name a module but no longer does: take them off the list: {still}"


# ---- docs/architecture.md: its layout is the tree ----------------------------------------------------------------
DOC = ROOT / "docs" / "architecture.md"
NAME = re.compile(r"^[\w.<>…-]+(/[\w.<>…-]*)*$")
CONTINUATION = 20  # a line indented this far only continues the description above it


def layout() -> list[tuple[int, list[str], str]]:
    """(indent, names, description) of each line of the layout block that names something."""
    text = DOC.read_text(encoding="utf-8")
    block = text.split("## The layout", 1)[1].split("```", 2)[1]
    out = []
    for line in block.splitlines():
        indent = len(line) - len(line.lstrip(" "))
        if not line.strip() or indent >= CONTINUATION:
            continue
        names, words = [], line.split()
        for i, word in enumerate(words):
            if word == "+":
                continue
            if not (NAME.match(word) and ("." in word or word.endswith("/") or "<" in word)):
                out.append((indent, names, " ".join(words[i:])))
                break
            names.append(word)
        else:
            out.append((indent, names, ""))
    return out


def claims() -> list[tuple[str, str]]:
    """(path as the layout writes it, the description it gives), folders resolved from the indentation."""
    stack: list[tuple[int, str]] = []
    out = []
    for indent, names, what in layout():
        while stack and stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1] if stack else ""
        for i, name in enumerate(names):  # a later name on the line shares the first one's folder: "kit.py + spots.py"
            folder = names[0].rstrip("/").rpartition("/")[0] if i and "/" not in name.rstrip("/") else ""
            out.append((parent + (folder + "/" if folder else "") + name, what))
        if names and names[0].endswith("/"):
            stack.append((indent, parent + names[0]))
    return out


def exists(path: str) -> bool:
    """The path, or for ``name.py`` a package ``name/``; ``<…>`` and ``…`` match any name."""
    pattern = re.sub(r"<[^>]+>", "*", path).replace("…", "*").rstrip("/")
    found = list(ROOT.glob(pattern))
    if not found and pattern.endswith(".py"):
        found = list(ROOT.glob(pattern[:-3] + "/__init__.py"))
    return bool(found)


def applies(what: str, gid: str) -> bool:
    """Whether a ``<game>/`` line holds for this game: a note "(Buru …)" limits it to the games it names, a note
    "(not Buru …)" leaves those out."""
    for note in re.findall(r"\(([^)]*)\)", what):
        named = {g for g, r in RECORDS.items() if r.name.en in note}
        if named:
            return gid not in named if note.startswith("not ") else gid in named
    return True


def test_the_layout_block_is_read() -> None:
    paths = [p for p, _ in claims()]
    assert "kernel_games/core/flow.py" in paths and "widgets/boards/kit.py" in paths
    assert "kernel_games/<game>/rules.py" in paths and len(paths) > 50
    assert not exists("kernel_games/core/no_such_module.py"), "a missing file is seen as missing"
    assert applies("steps (not Buru: lessons/)", "noli") and not applies("steps (not Buru: lessons/)", "buru")
    assert applies("(Buru) hook points", "buru") and not applies("(Buru) hook points", "noli")


@pytest.mark.parametrize("path", sorted({p for p, _ in claims() if "<game>" not in p}))
def test_every_path_the_layout_names_exists(path: str) -> None:
    assert exists(path), f"docs/architecture.md's layout names {path}, which is not in the tree"


@pytest.mark.parametrize("gid", list(RECORDS))
def test_every_games_package_has_what_the_layout_says_a_game_has(gid: str) -> None:
    missing = []
    for path, what in claims():
        if not path.startswith("kernel_games/<game>/"):
            continue
        if not applies(what, gid):
            continue
        if not exists(path.replace("<game>", gid)):
            missing.append(path)
    assert not missing, f"docs/architecture.md says every game has {missing}; {gid} has not"
