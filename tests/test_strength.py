"""The measured strength of the search levels (core/strength.py, bench/search_bench.py, widgets/strength.py)."""

from __future__ import annotations

import pytest

from kernel_games import GAMES
from kernel_games.core.levels import LEVELS
from kernel_games.core.strength import Row, measured, opponents, play_one, wilson
from widgets.i18n import Language
from widgets.strength import StrengthTable


def test_wilson_interval_brackets_the_rate_and_narrows_with_more_games():
    low, high = wilson(3, 4)
    assert low < 0.75 < high
    low2, high2 = wilson(75, 100)
    assert low < low2 < 0.75 < high2 < high
    assert wilson(0, 5)[0] == 0.0 and wilson(5, 5)[1] == 1.0


def test_a_measured_game_alternates_seats_and_counts_only_real_decisions():
    game = GAMES["vaalbara"]
    first, second = play_one(game, "search1", "random", 0), play_one(game, "search1", "random", 1)
    assert first.win in (0.0, 0.5, 1.0) and second.win in (0.0, 0.5, 1.0)
    assert first.seconds and all(t > 0 for t in first.seconds)
    assert play_one(game, "search1", "random", 0).win == first.win, "a measured game is reproducible"


def test_the_committed_measurement_covers_every_game_level_and_opponent():
    about, rows = measured()
    assert about["players"] == 2 and about["commit"]
    cells = {(r.game, r.level, r.opponent) for r in rows}
    for gid, game in GAMES.items():
        for level in LEVELS:
            for opp in opponents(game):
                assert (gid, level, opp) in cells, f"{gid}: {level} vs {opp} was not measured"
    for r in rows:
        assert r.games >= 1 and 0 <= r.low <= r.rate <= r.high <= 1


@pytest.fixture
def two_rows(monkeypatch):
    rows = [Row("buru", "search1", "greedy", 10, 7.0, *wilson(7, 10), 0.05, 0.2),
            Row("buru", "search2", "greedy", 10, 4.5, *wilson(4.5, 10), 0.2, 0.6)]
    about = {"date": "2026-12-06", "cores": 2, "games": 10, "command": "bench/search_bench.py", "commit": "abc1234"}
    monkeypatch.setattr("widgets.strength.measured", lambda: (about, rows))
    return rows


def test_the_table_shows_rates_intervals_and_a_takeaway_from_the_data(two_rows):
    language = Language()
    language.lang = "en"
    table = StrengthTable(GAMES["buru"], language)
    assert "70%" in table.value and "45%" in table.value and "(n=10)" in table.value
    assert "Takeaway: Search 1 (40 playouts, default) beat the greedy bot in 70% of games" in table.value
    assert "abc1234" in table.value
    language.lang = "ja"
    assert "要点" in table.value
    table.close()
    other = StrengthTable(GAMES["noli"], language)
    assert "make bench" in other.value and "<table" not in other.value
    other.close()

