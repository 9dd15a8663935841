"""Compile the modules of the site's wheels for the browser's Python: run inside Pyodide, under Node.

scripts/build_site.py runs this file in the very Pyodide the site ships (so the bytecode is that Python's), with
the folder of wheels mounted at /wheels and the global ARGS, a JSON text: {"wheels": {file name: keep the source?},
"date": the zip entries' date,
"uncompiled": a regular expression of the files left as source}. Each wheel is rewritten in place:

- as Pyodide builds its own packages, each module's .py becomes a .pyc at the same place ("pyc only"): nothing is
  compiled in the browser and the wheel stays about as small;
- a wheel whose source is kept (the project's own: tracebacks, the lab's `??` and inspect.getsourcefile read it)
  gets `__pycache__/<module>.cpython-313.pyc` beside each .py instead.

The .pyc files are "unchecked hash" ones (PEP 552): Python loads them without comparing them with the source.
A module that does not compile under this Python (a file kept for an older one) stays source only.
"""

import base64
import hashlib
import importlib.util
import json
import re
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE_PACKAGES = f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages"


def compiled(source: bytes, name: str) -> bytes | None:
    """The unchecked-hash .pyc of a module's source, or None if it does not compile here."""
    try:
        code = compile(source, f"{SITE_PACKAGES}/{name}", "exec", dont_inherit=True)
    except SyntaxError:
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def cached_name(name: str) -> str:
    """Where Python looks for a module's bytecode beside its source: <folder>/__pycache__/<module>.<tag>.pyc."""
    folder, _, module = name.rpartition("/")
    return f"{folder + '/' if folder else ''}__pycache__/{module[:-3]}.{sys.implementation.cache_tag}.pyc"


def record_line(name: str, data: bytes) -> str:
    """A wheel RECORD line (PEP 376): path, urlsafe base64 SHA-256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\n"


def rewrite(path: str, keep_source: bool, date: tuple, uncompiled: re.Pattern) -> None:
    """Rewrite the wheel at PATH with its modules compiled (see the module's docstring), but those UNCOMPILED."""
    with zipfile.ZipFile(path) as whl:
        files = {n: whl.read(n) for n in whl.namelist() if not n.endswith("/")}
    record = next(n for n in files if n.endswith(".dist-info/RECORD") and n.count("/") == 1)
    out: dict[str, bytes] = {}
    for name, data in files.items():
        if name == record:
            continue
        wanted = name.endswith(".py") and ".dist-info/" not in name and not uncompiled.match(name)
        pyc = compiled(data, name) if wanted else None
        if pyc is None or keep_source:
            out[name] = data
        if pyc is not None:
            out[cached_name(name) if keep_source else name + "c"] = pyc
    out[record] = "".join([*(record_line(n, d) for n, d in sorted(out.items())), f"{record},,\n"]).encode()
    with zipfile.ZipFile(path, "w") as whl:
        for name in sorted(out):
            info = zipfile.ZipInfo(name, tuple(date))
            info.external_attr = 0o644 << 16
            whl.writestr(info, out[name], zipfile.ZIP_DEFLATED, 9)


def main(args: dict) -> None:
    """Rewrite each wheel of ARGS (see the module's docstring) in /wheels."""
    for wheel, keep in args["wheels"].items():
        rewrite(f"/wheels/{wheel}", keep, args["date"], re.compile(args["uncompiled"]))


if __name__ == "__main__":  # Pyodide's runPython runs in __main__, with ARGS set by build_site.py
    main(json.loads(ARGS))  # noqa: F821
