"""Shared test set-up: import ``kernel_games`` and ``widgets`` from this checkout; group the tests for pytest-xdist.

pytest puts ``tests/`` (not the repository root) first on ``sys.path``. If the editable install was made
before the packages had an ``__init__.py``, its finder maps ``kernel_games`` to a namespace package whose
``__init__`` never runs (``from kernel_games import GAMES`` then fails). Putting the root first avoids that.
"""

import sys
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[1])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """pytest-xdist groups (``--dist loadgroup``): every test of one play-out runs on one worker, one after another, so
    the play-out and its boards are made once (``tests/playouts.py``, ``tests/drawings.py``); every test of one
    browser module too, so its page (one kernel, loaded once per module) is not opened on both workers."""
    for item in items:
        group = xdist_group(item)
        if group:
            item.add_marker(pytest.mark.xdist_group(group))


def xdist_group(item: pytest.Item) -> str | None:
    params = getattr(getattr(item, "callspec", None), "params", {})
    if {"gid", "n", "key", "seed"} <= set(params):
        options = "".join(f"-{k}={v}" for k, v in params["key"])
        return f"playout-{params['gid']}-{params['n']}p{options}-{params['seed']}"
    if item.path.parent.name == "browser":
        return f"browser-{item.path.stem}"
    return None
