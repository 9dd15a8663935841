"""Shared test set-up: import ``kernel_games`` and ``widgets`` from this checkout; group the tests for pytest-xdist.

pytest puts ``tests/`` (not the repository root) first on ``sys.path``. If the editable install was made
before the packages had an ``__init__.py``, its finder maps ``kernel_games`` to a namespace package whose
``__init__`` never runs (``from kernel_games import GAMES`` then fails). Putting the root first avoids that.

The analyses' studies are kept on disk (``kernel_games/core/study_cache.py``): the tests, and the kernels they start,
keep theirs in a folder of their own, removed at the end, never in the user's cache.
"""

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[1])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
if "KG_CACHE_DIR" not in os.environ:
    os.environ["KG_CACHE_DIR"] = tempfile.mkdtemp(prefix="kg-test-studies-")
    atexit.register(shutil.rmtree, os.environ["KG_CACHE_DIR"], True)


@pytest.hookimpl(tryfirst=True, optionalhook=True)  # before pytest-xdist's own choice; pytest-xdist may be absent
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    """``--dist loadgroup``: the tests of one play-out, and of one browser module, on one worker
    (``tests/xdist_groups.py``)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from tests.xdist_groups import PlayoutAndPageGroups

    return PlayoutAndPageGroups(config, log)
