"""docs/architecture.md's layout is the tree: every file and folder its layout block names exists.

The block is read line by line: a line's leading names (``rules.py``, ``boards/kit.py + spots.py``, ``search.py
levels.py``) are paths under the folder of the line above it with less indentation (a later name on a line shares the
first one's folder); a deeper-indented line with no
name continues a description. A ``<game>/`` folder stands for every registered game, and each name under it must exist
in every game's package (as ``name.py`` or as a package ``name/``) unless a note on the line says which games have it,
"(Buru)", or which have not, "(not Buru: …)". Any
other ``<…>`` is a pattern: at least one file matches.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kernel_games import RECORDS

ROOT = Path(__file__).resolve().parents[1]
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
