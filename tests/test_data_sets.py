"""What is reconstructed is said everywhere a learner reads about the data: every component tagged as not the
publisher's (an entry's ``provenance``, a ``…_PROVENANCE`` constant), in every game and module, belongs to one of its
game's data sets, and every such set is named in the notebook's "About the data" (both languages) and in the README,
whose data section is written from the same records."""

from __future__ import annotations

import dataclasses
import html
import importlib
import pkgutil
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from kernel_games import RECORDS
from kernel_games.core import GameRecord
from kernel_games.core.data_sets import AUTHORITATIVE, README_BEGIN, README_END, designed

ROOT = Path(__file__).resolve().parents[1]
GAME_IDS = list(RECORDS)


def _modules(gid: str) -> list[ModuleType]:
    package = importlib.import_module(f"kernel_games.{gid}")
    return [package, *(importlib.import_module(m.name)
                       for m in pkgutil.walk_packages(package.__path__, f"{package.__name__}."))]


def _not_the_publishers(item: Any) -> bool:
    tag = getattr(item, "provenance", None)
    tags = set(tag.values()) if isinstance(tag, dict) else {tag} if isinstance(tag, str) else set()
    return bool(tags - set(AUTHORITATIVE))


def _defined_here(module: ModuleType, name: str) -> bool:
    """Whether the constant ``name`` is defined in ``module`` (not only imported into it)."""
    return f"\n{name} = " in Path(module.__file__).read_text(encoding="utf-8")


def tagged(gid: str) -> tuple[dict[int, str], set[str]]:
    """Every entry of the game's packages tagged as not the publisher's (by identity, with where it was found), and
    every ``…_PROVENANCE`` constant saying so (``"module:NAME"``)."""
    entries: dict[int, str] = {}
    constants: set[str] = set()
    for module in _modules(gid):
        for name, value in vars(module).items():
            if name.endswith("_PROVENANCE") and isinstance(value, str):
                if value not in AUTHORITATIVE and _defined_here(module, name):
                    constants.add(f"{module.__name__}:{name}")
                continue
            if isinstance(value, type) or isinstance(value, ModuleType):
                continue
            values = value.values() if isinstance(value, dict) else value if isinstance(value, (tuple, list)) else (value,)
            for v in values:
                if _not_the_publishers(v):
                    entries.setdefault(id(v), f"{module.__name__}.{name}")
    return entries, constants


def uncovered(record: GameRecord) -> list[str]:
    """What is tagged as not the publisher's in the record's game but named by none of its data sets."""
    entries, constants = tagged(record.id)
    covered = {id(item) for s in record.data for item in s.items}
    named = {ref for s in record.data for ref in s.constants}
    return sorted({where for i, where in entries.items() if i not in covered}
                  | {ref for ref in constants if ref not in named})


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_component_not_the_publishers_is_in_a_data_set(gid):
    record = RECORDS[gid]
    entries, constants = tagged(gid)
    assert entries or constants, f"{gid}: no component tagged reconstructed was found"
    assert uncovered(record) == []
    for s in record.data:  # each set speaks for something, from a file that exists
        assert (s.items or s.constants) and (ROOT / s.source).is_file(), s.name.en
        assert s.designed, f"{s.name.en}: every value is the publisher's, yet the set says this project designed some"


def test_a_component_left_out_of_the_data_sets_is_found():
    buru = RECORDS["buru"]
    without = dataclasses.replace(buru, data=tuple(s for s in buru.data if "Great Person" not in s.name.en))
    assert any("persons" in where for where in uncovered(without))


@pytest.mark.parametrize("gid", GAME_IDS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_about_the_data_names_every_set_this_project_designed(gid, lang):
    from widgets.gallery import data_note
    from widgets.i18n import Language

    language = Language()
    language.lang = lang
    page = data_note(gid, language).value
    for s in designed(RECORDS[gid].data):
        assert html.escape(s.name(lang)) in page and html.escape(s.what(lang)) in page, (gid, lang, s.name.en)


def test_the_readme_data_section_is_written_from_the_records():
    from tests.test_records import script

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert script("make_notebooks").readme(text) == text, "README's data section differs from the records: make notebooks"
    section = text[text.index(README_BEGIN):text.index(README_END)]
    for record in RECORDS.values():
        for s in designed(record.data):
            assert f"{s.name.en} — {s.what.en}" in section, (record.id, s.name.en)
