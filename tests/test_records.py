"""One record per game (``kernel_games.core.game_record``): registered once, checked against its engine, and the only
list of the games — the engine registry, the gallery, the boards, the analyses and the notebooks all read it."""

from __future__ import annotations

import ast
import html
import importlib
import importlib.util
from pathlib import Path

import nbformat
import pytest

from kernel_games import GAMES, RECORDS
from kernel_games.core import Card, GameRecord, Notebook, Seating, Text
from kernel_games.core.registry import register
from kernel_games.vaalbara import RECORD as VAALBARA_RECORD
from widgets.analyses import ANALYSES
from widgets.boards import BOARDS, BoardSpec, board_for
from widgets.boards.palettes import GENERIC, palette_for
from widgets.gallery import gallery
from widgets.i18n import Language

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("kernel_games", "widgets", "scripts", "bench")


def script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_game_is_registered_once_by_its_record() -> None:
    assert list(GAMES) == list(RECORDS) and all(GAMES[gid] is r.game and r.id == gid for gid, r in RECORDS.items())
    before = dict(RECORDS)
    for again in ((VAALBARA_RECORD,), (RECORDS["noli"],)):
        with pytest.raises(ValueError, match="registered once"):
            register(*again)
    assert RECORDS == before and list(GAMES) == list(before), "a refused registration adds nothing"


def test_a_registration_naming_one_id_twice_adds_nothing() -> None:
    other = GameRecord(GAMES["vaalbara"], "widgets.boards.vaalbara", None,
                       Notebook(Seating(2, ("human", "random")), Seating(2, ("random", "random")), 1), Card(Text("", "")))
    before = dict(RECORDS)
    with pytest.raises(ValueError, match="vaalbara"):
        register(other, other)
    assert RECORDS == before


@pytest.mark.parametrize(("seats", "problem"), [
    (Seating(3, ("human", "planner", "greedy")), "unknown kinds ['planner']"),  # Vaalbara has no planner
    (Seating(6, ("human",) * 6), "for 6 players"),
    (Seating(3, ("human", "greedy")), "seats 2 for 3 players"),
])
def test_a_record_that_does_not_fit_its_engine_is_refused(seats: Seating, problem: str) -> None:
    with pytest.raises(ValueError, match=problem.replace("[", r"\[").replace("]", r"\]")):
        GameRecord(GAMES["vaalbara"], "widgets.boards.vaalbara", None,
                   Notebook(seats, Seating(2, ("random", "random")), 10), Card(Text("", "")))
    with pytest.raises(ValueError, match="not a module path"):
        GameRecord(GAMES["vaalbara"], "widgets/boards/vaalbara.py", None,
                   Notebook(Seating(2, ("human", "random")), Seating(2, ("random", "random")), 10), Card(Text("", "")))
    with pytest.raises(ValueError, match="not 'module.path:NAME'"):
        GameRecord(GAMES["vaalbara"], "widgets.boards.vaalbara", None,
                   Notebook(Seating(2, ("human", "random")), Seating(2, ("random", "random")), 10), Card(Text("", "")),
                   palette="widgets.boards.palettes.VAALBARA")


@pytest.mark.parametrize("gid", list(RECORDS))
def test_each_records_board_and_analysis_are_what_the_pages_load(gid: str) -> None:
    record = RECORDS[gid]
    assert isinstance(board_for(gid), BoardSpec) and BOARDS[gid] == record.board
    assert ANALYSES.get(gid) == record.analysis
    if record.analysis is not None:
        assert callable(importlib.import_module(record.analysis).charts)
    # the colours its board, score chart and analysis share: the palette its record names, not the generic one
    assert record.palette is not None and palette_for(gid) is not GENERIC


def test_the_pages_list_the_games_of_the_records_in_their_order() -> None:
    assert list(BOARDS) == list(RECORDS) and list(ANALYSES) == [g for g, r in RECORDS.items() if r.analysis]
    for lang in ("ja", "en"):
        language = Language()
        language.lang = lang
        page = gallery(language).value
        places = [page.index(html.escape(r.card.blurb(lang))) for r in RECORDS.values()]
        assert places == sorted(places), "the gallery shows the cards in the records' order"
        assert all(f"{gid}.ipynb" in page for gid in RECORDS)


def test_the_committed_notebooks_are_written_from_the_records() -> None:
    books = script("make_notebooks").notebooks()
    assert list(books) == [*RECORDS, "index"]
    for name, nb in books.items():
        text = nbformat.writes(nb)
        assert (ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8").rstrip("\n") == text.rstrip("\n"), \
            f"notebooks/{name}.ipynb differs from the records: run make notebooks"
    for gid, record in RECORDS.items():
        cells = "\n".join(c.source for c in books[gid].cells)
        assert record.title in cells and f'GAMES["{gid}"]' in cells
        assert f"games={record.notebook.games}" in cells


def literal_id_lists(path: Path, ids: set[str]) -> list[int]:
    """The lines of ``path`` holding a literal list, tuple, set or dict whose items name two or more of the games by id
    (an item names a game when the id is written anywhere in it: ``"noli"``, ``Entry("noli", …)``)."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        items = node.keys if isinstance(node, ast.Dict) else node.elts if isinstance(node, ast.List | ast.Tuple | ast.Set) \
            else []
        named = [{c.value for c in ast.walk(item) if isinstance(c, ast.Constant) and c.value in ids}
                 for item in items if item is not None]
        if len(set().union(*named)) >= 2 and sum(1 for n in named if n) >= 2:
            lines.append(node.lineno)
    return lines


def test_no_code_keeps_a_list_of_the_games_of_its_own() -> None:
    ids = set(RECORDS)
    found = {path.relative_to(ROOT).as_posix(): lines for pkg in SOURCES for path in sorted((ROOT / pkg).rglob("*.py"))
             if (lines := literal_id_lists(path, ids))}
    assert not found, f"read the games from kernel_games.RECORDS instead: {found}"
    registered = ast.parse((ROOT / "kernel_games" / "__init__.py").read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(registered) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "register"]
    assert len(calls) == 1 and len(calls[0].args) == len(RECORDS), "one call registers every record"
