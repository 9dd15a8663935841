"""Shared test set-up: import ``kernel_games`` and ``widgets`` from this checkout.

pytest puts ``tests/`` (not the repository root) first on ``sys.path``. If the editable install was made
before the packages had an ``__init__.py``, its finder maps ``kernel_games`` to a namespace package whose
``__init__`` never runs (``from kernel_games import GAMES`` then fails). Putting the root first avoids that.
"""

import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[1])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
