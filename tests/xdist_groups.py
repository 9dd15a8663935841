"""How pytest-xdist shares the suite between its workers (``make test``: ``-n 2 --dist loadgroup``).

The tests of one play-out (``tests/playouts.py``: the same id in every suite that checks it) run on one worker, one
after another, so the play-out and its boards are made once (``tests/drawings.py``). The tests of one browser module
run on one worker too, so its page — a kernel, loaded once per module — opens once. Every other test goes to
whichever worker is free.

pytest-xdist's own ``loadgroup`` puts a test in a group by renaming its node id, which pytest 9.2's node ids no longer
allow; this scheduler reads the groups from the node ids as they are.
"""

from __future__ import annotations

from typing import Any

import pytest
from xdist.scheduler import LoadScopeScheduling

from tests.playouts import PLAYOUT_IDS

BROWSER = "tests/browser/"


class PlayoutAndPageGroups(LoadScopeScheduling):
    """xdist's scope scheduling with our scopes: a play-out, a browser module, else the test alone."""

    def __init__(self, config: pytest.Config, log: Any = None) -> None:
        super().__init__(config, log)
        self.playouts = frozenset(PLAYOUT_IDS)

    def _split_scope(self, nodeid: str) -> str:
        path, _, name = nodeid.partition("::")
        if path.startswith(BROWSER):
            return path
        param = name[name.find("[") + 1:-1] if name.endswith("]") else ""
        return f"playout {param}" if param in self.playouts else nodeid
