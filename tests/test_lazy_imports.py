"""A page of one game imports that game only: ``import kernel_games`` imports none, the ids and their order are known
without an import, and reading one game's entry (and its board, palette, table and analysis) imports that game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from kernel_games import RECORDS

ROOT = Path(__file__).resolve().parents[1]

# In a fresh Python: which game packages each step has imported.
PROBE = r"""
import json, sys

def games():
    return sorted(k.split(".")[1] for k, m in list(sys.modules.items())
                  if k.count(".") == 1 and k.startswith("kernel_games.") and hasattr(m, "RECORD"))

out = {}
import kernel_games
from kernel_games import GAMES, RECORDS
out["import"] = games()
out["ids"] = [list(GAMES), sorted(GAMES), "buru" in GAMES, "chess" in RECORDS, len(RECORDS)]
out["after ids"] = games()
game = GAMES["buru"]
from widgets.boards import board_for
from widgets.boards.palettes import palette_for
board_for("buru"); palette_for("buru")
from widgets.lesson import Walkthrough
Walkthrough(game)
out["walkthrough"] = games()
from widgets.analysis import Analysis
from widgets.strength import StrengthTable
from widgets.table import GameTable
from widgets.replay import ReplayViewer
from kernel_games.examples import example_record
GameTable(game, players=3, seats=["human", "greedy", "greedy"])
Analysis(game, players=3, seats=["greedy"] * 3, games=2); StrengthTable(game)
ReplayViewer(game, example_record("buru"))
out["every section"] = games()
out["same"] = RECORDS["buru"].game is GAMES["buru"] is game
print(json.dumps(out))
"""


def test_a_page_of_one_game_imports_that_game_only() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["import"] == [] and out["after ids"] == [], "the ids need no game imported"
    order, ids, has_buru, has_chess, count = out["ids"]
    assert order == [record.id for record in RECORDS.values()], "the gallery's order, as the records are registered"
    assert ids == sorted(order) and has_buru and not has_chess and count == len(RECORDS)
    assert out["walkthrough"] == ["buru"] and out["every section"] == ["buru"]
    assert out["same"]
