"""Install axe-core's ``axe.min.js`` for the browser tests' accessibility audit, without node.

The version, the tarball's address and its ``integrity`` (sha512, as npm records it) are read from the repository's
package-lock.json, so npm users (``npm ci``) and this script get the same file. The tarball is downloaded from the
npm registry, checked against the integrity, and its ``package/axe.min.js`` written to DEST (default
``.venv/share/axe-core/axe.min.js``, next to a stamp naming the integrity, so a second run downloads nothing).

Offline or refused: a warning and exit 0 (the audit then skips), unless ``CI=true``, where it is an error.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import os
import sys
import tarfile
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DEST = REPO / ".venv" / "share" / "axe-core" / "axe.min.js"
PACKAGE = "node_modules/axe-core"
MEMBER = "package/axe.min.js"


def pinned(lock: Path) -> dict[str, str]:
    """axe-core's ``version``, ``resolved`` (the tarball) and ``integrity`` from package-lock.json."""
    entry = json.loads(lock.read_text())["packages"][PACKAGE]
    version = entry["version"]
    resolved = entry.get("resolved") or f"https://registry.npmjs.org/axe-core/-/axe-core-{version}.tgz"
    return {"version": version, "resolved": resolved, "integrity": entry["integrity"]}


def check_integrity(data: bytes, integrity: str) -> None:
    """Raise unless ``data`` matches the SRI string (``sha512-<base64>``) npm records."""
    algo, _, expected = integrity.partition("-")
    actual = base64.b64encode(hashlib.new(algo, data).digest()).decode()
    if actual != expected:
        raise ValueError(f"axe-core tarball integrity mismatch: expected {integrity}, got {algo}-{actual}")


def extract(tarball: bytes) -> bytes:
    with tarfile.open(fileobj=io.BytesIO(tarball), mode="r:gz") as tar:
        member = tar.extractfile(MEMBER)
        if member is None:
            raise ValueError(f"{MEMBER} missing from the axe-core tarball")
        return member.read()


def install(dest: Path, lock: Path) -> bool:
    """Download, check and write axe.min.js unless the stamp says this integrity is already there. True if written."""
    pin = pinned(lock)
    stamp = dest.with_suffix(".integrity")
    if dest.exists() and stamp.exists() and stamp.read_text().strip() == pin["integrity"]:
        return False
    with urllib.request.urlopen(pin["resolved"], timeout=60) as response:  # noqa: S310 - a fixed https address
        tarball = response.read()
    check_integrity(tarball, pin["integrity"])
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(".tmp")
    tmp.write_bytes(extract(tarball))
    tmp.replace(dest)
    stamp.write_text(pin["integrity"] + "\n")
    print(f"axe-core {pin['version']} -> {dest}")
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dest", type=Path, default=Path(os.environ.get("KG_AXE", DEFAULT_DEST)))
    parser.add_argument("--lock", type=Path, default=REPO / "package-lock.json")
    args = parser.parse_args(argv)
    try:
        install(args.dest, args.lock)
    except (OSError, ValueError) as exc:  # URLError is an OSError
        if os.environ.get("CI", "").strip().lower() in ("1", "true", "yes"):
            print(f"axe-core: {exc}", file=sys.stderr)
            return 1
        print(f"axe-core not installed ({exc}): the accessibility audit will be skipped", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
