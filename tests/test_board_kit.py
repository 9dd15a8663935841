"""The boards share one drawing kit (``widgets/boards/kit.py``, ``spots.py``, ``common.py``, ``words.py``): a drawing
context (``Draw``) carries what the drawing functions would pass around, so none takes more than eight parameters; no
board keeps its own copy of a helper the kit provides (a ``Targets``, a ``rule_hover``, a ``circle``, a ``Seat`` …) or
of another board's function; and each board's signatures name its game's view type.

The checks read the source (``ast``): a board is a package ``widgets/boards/<game>/`` or a module
``widgets/boards/<game>.py`` named for a registered game; the kit is every other module of ``widgets/boards``.
"""

from __future__ import annotations

import ast
import copy
from collections import defaultdict
from pathlib import Path

import pytest

from kernel_games import GAMES

ROOT = Path(__file__).resolve().parents[1]
BOARDS = ROOT / "widgets" / "boards"
MAX_PARAMETERS = 8
PROTOCOL = {"figure", "text", "data_html", "controls", "covers", "pace_note"}  # what a board registers (BoardSpec)


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def board_files() -> dict[str, list[Path]]:
    """Each game's board files, by game id."""
    out: dict[str, list[Path]] = {}
    for gid in GAMES:
        package, module = BOARDS / gid, BOARDS / f"{gid}.py"
        files = sorted(package.rglob("*.py")) if package.is_dir() else [module] if module.exists() else []
        if files:
            out[gid] = files
    return out


def kit_files() -> list[Path]:
    boards = {p for files in board_files().values() for p in files}
    return [p for p in sorted(BOARDS.rglob("*.py")) if p not in boards and p.name != "__init__.py"]


def parameters(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> list[ast.arg]:
    a = node.args
    return [*a.posonlyargs, *a.args, *a.kwonlyargs, *([a.vararg] if a.vararg else []), *([a.kwarg] if a.kwarg else [])]


def defined(path: Path) -> list[ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef]:
    """The functions and classes a module defines at its top level."""
    return [n for n in tree(path).body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]


def kit_names() -> set[str]:
    """What the kit provides: its modules' public functions and classes, and its classes' public methods."""
    names: set[str] = set()
    for path in kit_files():
        for node in defined(path):
            if not node.name.startswith("_"):
                names.add(node.name)
            if isinstance(node, ast.ClassDef):
                names |= {m.name for m in node.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))
                          and not m.name.startswith("_")}
    return names - PROTOCOL


def test_the_kit_and_the_boards_are_found():
    """The checks below look at every game's board and at the kit (a check that finds nothing proves nothing)."""
    assert set(board_files()) == set(GAMES)
    assert {p.name for p in kit_files()} >= {"kit.py", "spots.py", "common.py", "words.py"}
    assert {"Draw", "Kit", "Seat", "Targets", "rule_hover", "circle", "polygon", "label", "chip_key"} <= kit_names()


def test_no_drawing_function_takes_more_than_eight_parameters():
    """A drawing function gets the drawing (``Draw``: canvas, view, language, targets, scale) and its own layout."""
    over = []
    for path in sorted(BOARDS.rglob("*.py")):
        for node in ast.walk(tree(path)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                n = len(parameters(node))  # self counted: it is passed too
                if n > MAX_PARAMETERS:
                    name = getattr(node, "name", "lambda")
                    over.append(f"{path.relative_to(ROOT)}:{node.lineno} {name} takes {n}")
    assert not over, "more than eight parameters:\n" + "\n".join(over)


def test_boards_keep_no_copy_of_the_kit():
    """A board defines no function or class under a name the kit provides (Targets, rule_hover, circle, Seat, label
    …): what the kit has, a board uses."""
    provided = kit_names()
    copies = [f"{path.relative_to(ROOT)}:{node.lineno} {node.name}" for files in board_files().values()
              for path in files for node in defined(path) if node.name in provided]
    assert not copies, "the kit provides these already:\n" + "\n".join(copies)


def shape(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> str:
    """A definition as code, without its name and docstring: two definitions of one shape are copies."""
    node = copy.deepcopy(node)
    node.name = "_"
    body = node.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(
            body[0].value.value, str):
        node.body = body[1:] or [ast.Pass()]
    return ast.dump(node, annotate_fields=False, include_attributes=False)


def test_no_two_boards_define_the_same_function():
    """Code two boards would share belongs in the kit: no function or class is defined, the same but for its name and
    docstring, in two boards."""
    where: dict[str, list[str]] = defaultdict(list)
    for gid, files in board_files().items():
        for path in files:
            for node in defined(path):
                where[shape(node)].append(f"{gid}: {path.relative_to(ROOT)}:{node.lineno} {node.name}")
    shared = [places for places in where.values() if len({p.split(":")[0] for p in places}) > 1]
    assert not shared, "the same code in several boards:\n" + "\n".join(" ~ ".join(p) for p in shared)


def literals(path: Path) -> list[tuple[str, ...]]:
    """The tuples and lists of three or more strings a module writes."""
    return [tuple(e.value for e in n.elts) for n in ast.walk(tree(path)) if isinstance(n, (ast.Tuple, ast.List))
            and len(n.elts) >= 3 and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in n.elts)]


def test_no_list_of_keys_is_written_twice():
    """A list of keys (Buru's spirits' and islander kinds' palette keys) is written once, in the kit, and read from
    there by the boards and the charts that wear their colours (anywhere under ``widgets/``)."""
    seen: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for path in sorted((ROOT / "widgets").rglob("*.py")):
        for words in set(literals(path)):
            seen[words].append(str(path.relative_to(ROOT)))
    twice = {words: paths for words, paths in seen.items() if len(paths) > 1}
    assert not twice, f"written in several modules: {twice}"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_board_signatures_name_their_games_view(gid: str):
    """Every function of a game's board that takes a view takes the game's view ``TypedDict``; one that takes a
    drawing takes ``Draw`` of it."""
    files = board_files().get(gid, [])
    view = GAMES[gid].view_type.__name__
    wrong = []
    for path in files:
        for node in ast.walk(tree(path)):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for arg in parameters(node):
                want = view if arg.arg == "view" else f"Draw[{view}]" if arg.arg == "d" else None
                if want is not None and (arg.annotation is None or ast.unparse(arg.annotation) != want):
                    got = ast.unparse(arg.annotation) if arg.annotation is not None else "nothing"
                    wrong.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}({arg.arg}: {got})")
    assert files and not wrong, f"not typed with {view}:\n" + "\n".join(wrong)


# ---- Buru: the base board names no module; each module plugs into its named hooks -----------------------------------
BURU_BOARD = BOARDS / "buru"
BURU_MODULE_VIEW_KEYS = {  # what only a module's view carries (kernel_games/buru/view.py: BuruView), or its steps
    "lawan", "plots", "plot_discard", "plot_deck", "pick", "picks", "chooser", "banished", "banish", "canoes", "guides",
    "guided", "persons", "person", "my_dealt", "my_choice", "choosing", "led"}
BURU_MODULE_NAMES = {"AMBELAU", "IBU", "UKAM", "OUTLAW", "Pick", "Paddle", "Guide", "Banish", "Recruit", "Lead", "LETTERS"}


def buru_modules() -> list[str]:
    from kernel_games.buru import BURU

    return list(BURU.flow.modules)  # by key, in the order the game declares them


def test_every_buru_module_has_its_board_part_under_its_name():
    """The board's modules are registered in one place, by the names the game gives its modules."""
    from widgets.boards.buru.modules import MODULES

    assert list(MODULES) == buru_modules()
    assert {p.stem for p in BURU_BOARD.glob("*.py")} >= {"ambelau", "lawan", "ukam", "persons"}


def test_buru_base_board_names_no_module():
    """Every file of Buru's board but the modules' own (and their registry, ``modules.py``, which the base reads
    without naming any) imports nothing of a module (board or kernel), cites no module's rule, and reads no module's
    constant, action or view key: it draws the base game and asks the modules in play at its named hooks
    (``hooks.py``)."""
    keys = buru_modules()
    own = set(keys)
    kernel = {f"kernel_games.buru.{k}" for k in keys} | {f"kernel_games.buru.cards_{k}" for k in keys}
    found = []
    for path in sorted(BURU_BOARD.glob("*.py")):
        if path.stem in own or path.stem == "modules":
            continue
        for node in ast.walk(tree(path)):
            where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.ImportFrom):
                names = {f"{node.module}.{a.name}" for a in node.names} | {node.module or ""}
                if node.level == 1 and (node.module in own or (node.module is None and {a.name for a in node.names} & own)):
                    found.append(f"{where} imports the module file .{node.module or ''}")
                if node.level == 0 and any(n == m or n.startswith(m + ".") for n in names for m in kernel):
                    found.append(f"{where} imports {node.module}")
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                if any(node.value.startswith(f"buru.{k}.") for k in keys):
                    found.append(f"{where} cites {node.value}")
                if node.value in BURU_MODULE_VIEW_KEYS:
                    found.append(f"{where} reads {node.value!r}")
            elif isinstance(node, (ast.Name, ast.alias)):
                name = node.id if isinstance(node, ast.Name) else (node.asname or node.name)
                if name in BURU_MODULE_NAMES:
                    found.append(f"{where} names {name}")
    assert not found, "the base board names a module:\n" + "\n".join(found)
