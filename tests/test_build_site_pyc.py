"""The static site's bytecode step (scripts/site_pyc.py): a rewritten wheel still installs and imports, runs the
compiled code, and its RECORD names every file with its hash. Run here with this Python (the build runs it in
Pyodide's), so the bytecode is this Python's."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("site_pyc", ROOT / "scripts" / "site_pyc.py")
site_pyc = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(site_pyc)

DATE = (2026, 1, 2, 3, 4, 6)  # zip dates count seconds in twos
NOTHING = re.compile(r"(?!)")  # no file left as source
FILES = {
    "toy/__init__.py": "from toy.inner import answer\n",
    "toy/inner.py": "def answer():\n    return 42\n",
    "toy/old.py": "print 'python 2'\n",  # does not compile here: stays source
    "toy/data.txt": "kept\n",
    "toy-1.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: toy\nVersion: 1.0\n",
    "toy-1.0.dist-info/RECORD": "",
}


def toy_wheel(tmp_path: Path) -> Path:
    path = tmp_path / "toy-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as whl:
        for name, text in FILES.items():
            whl.writestr(name, text)
    return path


def installed(wheel: Path, where: Path) -> tuple[object, list[str]]:
    """Unpack the wheel as an installer would, import its package afresh; the module and the wheel's names."""
    with zipfile.ZipFile(wheel) as whl:
        whl.extractall(where)
        names = whl.namelist()
    for name in [m for m in sys.modules if m == "toy" or m.startswith("toy.")]:
        del sys.modules[name]
    sys.path.insert(0, str(where))
    try:
        return importlib.import_module("toy"), names
    finally:
        sys.path.remove(str(where))


def check_record(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as whl:
        record = whl.read("toy-1.0.dist-info/RECORD").decode().splitlines()
        listed = {line.split(",")[0]: line.split(",")[1] for line in record}
        assert set(listed) == set(whl.namelist())
        for name, digest in listed.items():
            if name.endswith("RECORD"):
                continue
            expected = base64.urlsafe_b64encode(hashlib.sha256(whl.read(name)).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={expected}", name
        assert {info.date_time for info in whl.infolist()} == {DATE}


@pytest.mark.parametrize("keep_source", [False, True])
def test_compiled_wheel_imports_and_runs(tmp_path: Path, keep_source: bool) -> None:
    wheel = toy_wheel(tmp_path)
    site_pyc.rewrite(str(wheel), keep_source, DATE, NOTHING)
    toy, names = installed(wheel, tmp_path / "site-packages")
    assert toy.answer() == 42
    assert "toy/data.txt" in names and "toy/old.py" in names and not any(n.startswith("toy/old.") and n.endswith("c") for n in names)
    inner = sys.modules["toy.inner"]
    if keep_source:
        assert "toy/inner.py" in names
        assert f"toy/__pycache__/inner.{sys.implementation.cache_tag}.pyc" in names
        assert inner.__cached__ and Path(inner.__cached__).is_file()
    else:
        assert "toy/inner.py" not in names and "toy/inner.pyc" in names
        assert inner.__file__.endswith("inner.pyc")
    check_record(wheel)


def test_uncompiled_files_stay_source(tmp_path: Path) -> None:
    wheel = toy_wheel(tmp_path)
    site_pyc.rewrite(str(wheel), False, DATE, re.compile(r"toy/inner"))
    toy, names = installed(wheel, tmp_path / "site-packages")
    assert toy.answer() == 42
    assert "toy/inner.py" in names and "toy/inner.pyc" not in names and "toy/__init__.pyc" in names
