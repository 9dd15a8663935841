"""scripts/fetch_axe.py: axe-core installed only as package-lock.json pins it, and only if the download is the file
npm recorded (its sha512 integrity)."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import io
import json
import tarfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("fetch_axe", REPO / "scripts" / "fetch_axe.py")
assert spec and spec.loader
fetch_axe = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fetch_axe)


def sri(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def test_the_lock_pins_one_axe_core_4_tarball_with_its_integrity() -> None:
    pin = fetch_axe.pinned(REPO / "package-lock.json")
    package = json.loads((REPO / "package.json").read_text())
    assert pin["version"].startswith("4.") and package["devDependencies"]["axe-core"] == pin["version"]
    assert pin["resolved"] == f"https://registry.npmjs.org/axe-core/-/axe-core-{pin['version']}.tgz"
    assert pin["integrity"].startswith("sha512-")


def test_an_altered_download_is_refused_and_the_right_one_extracted() -> None:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        body = b"/*! axe */"
        info = tarfile.TarInfo(fetch_axe.MEMBER)
        info.size = len(body)
        tar.addfile(info, io.BytesIO(body))
    tarball = buf.getvalue()
    fetch_axe.check_integrity(tarball, sri(tarball))
    assert fetch_axe.extract(tarball) == b"/*! axe */"
    with pytest.raises(ValueError, match="integrity mismatch"):
        fetch_axe.check_integrity(tarball + b"x", sri(tarball))
