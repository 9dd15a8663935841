"""The studies' cache on disk: a study computed once per installation is read by every kernel after it.

``StudyCache`` is a ``simulate`` cache (``Cache``) that keeps what it holds in memory and, when its key is stable
across processes, in a file of ``cache_dir()``: ``$KG_CACHE_DIR`` if set, else ``$XDG_CACHE_HOME/kernel-games``, else
``~/.cache/kernel-games``. An entry's file name hashes its key with ``code_version()``, the hash of every file of
the ``kernel_games`` package (and the Python version), and of the source files of the functions and classes its key
names (a watcher defined elsewhere): changed code never reads an old study.

Every write goes to a temporary file renamed over the entry (atomic), so kernels that compute the same study at once
each write a whole file, and the last rename wins. A file that cannot be read — cut short, from another version or key,
or holding anything but plain data and ``kernel_games`` classes — is ignored and the study computed again; a cache
directory that cannot be written leaves the cache in memory. What is kept is studies of finished bot games: no
player's secret of a game in progress.
"""

from __future__ import annotations

import hashlib
import inspect
import io
import os
import pickle
import sys
import tempfile
import threading
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from .progress import advance

ENV = "KG_CACHE_DIR"
PACKAGE = Path(__file__).resolve().parents[1]  # kernel_games/
MAGIC = b"kernel-games study 1\n"
SAFE_BUILTINS = frozenset({"list", "dict", "set", "frozenset", "tuple", "int", "float", "bool", "str", "bytes",
                           "complex", "range", "slice", "bytearray"})
SAFE_COLLECTIONS = frozenset({"Counter", "defaultdict", "OrderedDict", "deque"})


def cache_dir() -> Path:
    """Where studies are kept: ``$KG_CACHE_DIR``, else ``$XDG_CACHE_HOME/kernel-games``, else ``~/.cache/kernel-games``."""
    if os.environ.get(ENV):
        return Path(os.environ[ENV]).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base).expanduser() / "kernel-games"


@cache
def code_version() -> str:
    """A hash of every file of the ``kernel_games`` package (path and bytes) and of the Python version."""
    digest = hashlib.sha256(f"{sys.version_info[:2]}".encode())
    for path in sorted(p for p in PACKAGE.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(PACKAGE).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


@cache
def _source_hash(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]


def stable_key(key: object) -> str | None:
    """``key`` as text that names the same study in every process, or None if it cannot (a lambda, an object whose
    text shows its address). A function or class is named by its module and name, and the hash of its source file."""
    if isinstance(key, tuple | list):
        parts = [stable_key(k) for k in key]
        return None if None in parts else "(" + ",".join(parts) + ")"  # type: ignore[arg-type]
    if inspect.isfunction(key) or inspect.isclass(key):
        name = f"{key.__module__}.{key.__qualname__}"
        if "<" in name:  # a lambda or a function defined inside another
            return None
        try:
            where = _source_hash(inspect.getsourcefile(key) or "")
        except (OSError, TypeError):
            return None
        return f"{name}@{where}"
    if key is None or isinstance(key, bool | int | float | str | bytes):
        return repr(key)
    text = repr(key)
    return None if " at 0x" in text or " object at " in text else f"{type(key).__qualname__}:{text}"


class _Unpickler(pickle.Unpickler):
    """Reads plain data and the ``kernel_games`` package's classes only: a foreign file cannot run code."""

    def find_class(self, module: str, name: str) -> Any:
        ok = ((module == "builtins" and name in SAFE_BUILTINS) or (module == "collections" and name in SAFE_COLLECTIONS)
              or module == "kernel_games" or module.startswith("kernel_games."))
        found = super().find_class(module, name) if ok else None
        if not inspect.isclass(found):
            raise pickle.UnpicklingError(f"not allowed in a study: {module}.{name}")
        return found


class StudyCache:
    """A ``simulate`` cache: in memory, and on disk for every key ``stable_key`` can name (see the module's text)."""

    def __init__(self, directory: Path | None = None) -> None:
        self.memory: dict[tuple, Any] = {}
        self._directory = directory
        self._lock = threading.Lock()
        self.read = self.written = 0  # entries read from disk and written to it (what the tests and a bench count)

    @property
    def directory(self) -> Path:
        """The cache's folder (read from the environment each time unless given)."""
        return self._directory if self._directory is not None else cache_dir()

    def path(self, key: tuple) -> tuple[Path, bytes] | None:
        """The entry's file and the header that names its key and version, or None for a key kept in memory only."""
        text = stable_key(key)
        if text is None:
            return None
        header = MAGIC + f"{code_version()}\n{text}\n".encode()
        return self.directory / "studies" / f"{hashlib.sha256(header).hexdigest()[:40]}.pickle", header

    def __contains__(self, key: tuple) -> bool:
        return self.get(key, _MISSING) is not _MISSING

    def __getitem__(self, key: tuple) -> Any:
        found = self.get(key, _MISSING)
        if found is _MISSING:
            raise KeyError(key)
        return found

    def get(self, key: tuple, default: Any = None) -> Any:
        """The study kept under ``key``: from memory, else from its file (then kept in memory), else ``default``."""
        with self._lock:
            if key in self.memory:
                return self.memory[key]
        where = self.path(key)
        if where is None:
            return default
        found = _load(*where)
        if found is _MISSING:
            return default
        with self._lock:
            self.read += 1
            return self.memory.setdefault(key, found)

    def __setitem__(self, key: tuple, value: Any) -> None:
        with self._lock:
            self.memory[key] = value
        where = self.path(key)
        if where is not None and _store(*where, value):
            self.written += 1

    def __len__(self) -> int:
        return len(self.memory)

    def clear_memory(self) -> None:
        """Forget what is held in memory (the files stay): as a new kernel would start."""
        with self._lock:
            self.memory.clear()


_MISSING = object()


def _load(path: Path, header: bytes) -> Any:
    """The value in ``path`` if the file is whole, has this header and holds only allowed data; else ``_MISSING``."""
    try:
        data = path.read_bytes()
    except OSError:
        return _MISSING
    if not data.startswith(header):
        return _MISSING  # another version's or another key's (a hash collision), or cut short
    try:
        return _Unpickler(io.BytesIO(data[len(header):])).load()
    except Exception:  # noqa: BLE001 - a corrupt or foreign entry is ignored: the study is computed again
        return _MISSING


def _store(path: Path, header: bytes, value: Any) -> bool:
    """Write ``value`` under ``header`` to a temporary file renamed over ``path``; False if it cannot be kept."""
    try:
        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - a value that cannot be pickled stays in memory only
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".part")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(header + payload)
            os.replace(temporary, path)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
    except OSError:
        return False  # a read-only or full disk: the study stays in memory
    return True


def remember(cache: Any, key: tuple, compute: Callable[[], Any], games: int = 0) -> Any:
    """``cache[key]``, computed by ``compute()`` and kept there if missing (no cache: computed each time). ``games``:
    the games ``compute`` plays (and reports to the progress followed), reported at once when they are read instead."""
    if cache is None:
        return compute()
    found = cache.get(key, _MISSING)
    if found is _MISSING:
        found = compute()
        cache[key] = found
    else:
        advance(games)
    return found
