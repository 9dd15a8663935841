"""The analysis' studies kept on disk (kernel_games/core/study_cache.py) and the progress bar of the Analysis widget.

A study computed once is read by a new cache (a new kernel) without playing a game; a changed code version, a cut or
foreign file and a file that would run code are ignored and the study computed again; kernels computing the same
study at once leave one whole file. The bar moves while the games are played, in a thread of their own, and ends.
"""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from kernel_games import GAMES
from kernel_games.core import study_cache
from kernel_games.core.progress import Progress, following
from kernel_games.core.simulate import Finals, simulate
from kernel_games.core.study_cache import StudyCache, cache_dir, remember, stable_key
from widgets import analysis as analysis_widget
from widgets.analyses.vaalbara import watcher as vaalbara_watcher
from widgets.analysis import Analysis
from widgets.i18n import Language

ROOT = Path(__file__).resolve().parents[1]
GAME = GAMES["vaalbara"]
ARGS = (GAME, 3, 3, ["greedy"] * 3, 5)


@pytest.fixture
def moves(monkeypatch) -> list[int]:
    """One entry per move any game plays."""
    played, real = [], GAME.apply
    monkeypatch.setattr(GAME, "apply", lambda *a, **kw: played.append(1) or real(*a, **kw))
    return played


def study(cache: StudyCache):
    return simulate(*ARGS, watchers=(vaalbara_watcher, Finals), cache=cache)


def entries(folder: Path) -> list[Path]:
    return sorted((folder / "studies").glob("*.pickle"))


def test_a_study_is_played_once_then_read_by_a_new_kernels_cache(tmp_path, moves) -> None:
    first = study(StudyCache(tmp_path))
    played = len(moves)
    assert played and len(entries(tmp_path)) == 1, "a miss plays the games and keeps them on disk"
    again = StudyCache(tmp_path)  # a new kernel: nothing in memory
    kept = study(again)
    assert len(moves) == played and again.read == 1, "a hit plays nothing"
    assert (kept.games, kept.wins, kept.points, kept.fired) == (first.games, first.wins, first.points, first.fired)
    assert kept.watched[0].gains == first.watched[0].gains, "the watchers' numbers come back as they were"
    assert [s.rng for s in kept.watched[1].states] == [s.rng for s in first.watched[1].states]
    assert study(again) is kept, "then it is read from memory"


def test_other_options_are_another_study(tmp_path, moves) -> None:
    cache = StudyCache(tmp_path)
    study(cache)
    played = len(moves)
    simulate(GAME, 3, 3, ["greedy"] * 3, 6, watchers=(vaalbara_watcher, Finals), cache=cache)
    simulate(GAME, 3, 3, ["greedy", "greedy", "random"], 5, watchers=(vaalbara_watcher, Finals), cache=cache)
    simulate(GAME, 3, 4, ["greedy"] * 3, 5, watchers=(vaalbara_watcher, Finals), cache=cache)
    assert len(moves) > 3 * played * 0.5 and len(entries(tmp_path)) == 4


def test_a_new_code_version_computes_the_study_again(tmp_path, monkeypatch, moves) -> None:
    study(StudyCache(tmp_path))
    played = len(moves)
    monkeypatch.setattr(study_cache, "code_version", lambda: "another version of kernel_games")
    cache = StudyCache(tmp_path)
    study(cache)
    assert len(moves) == 2 * played and cache.read == 0 and len(entries(tmp_path)) == 2


@pytest.mark.parametrize("damage", ["cut short", "garbage", "another key", "runs code"])
def test_a_corrupt_or_foreign_entry_is_ignored_and_computed_again(tmp_path, moves, damage: str) -> None:
    first = study(StudyCache(tmp_path))
    played = len(moves)
    (path,) = entries(tmp_path)
    data = path.read_bytes()
    header = data[: data.index(b"\n", len(study_cache.MAGIC)) + 1]
    sentinel = tmp_path / "still here"
    sentinel.write_text("")
    payload = {"cut short": data[: len(data) // 2], "garbage": header + b"\x80\x05not a pickle",
               "another key": header + b"'s key\n" + data[len(header):],
               "runs code": data[: data.index(b"\n", len(header)) + 1]
               + pickle.dumps(Remove(str(sentinel)))}[damage]
    path.write_bytes(payload)
    cache = StudyCache(tmp_path)
    again = study(cache)
    assert sentinel.exists(), "nothing in a cache file runs"
    assert len(moves) == 2 * played and cache.read == 0, "the study is computed again"
    assert again.wins == first.wins and path.read_bytes() == data, "and kept whole again"


class Remove:
    """A pickle that would delete a file when loaded."""

    def __init__(self, path: str) -> None:
        self.path = path

    def __reduce__(self):
        return os.remove, (self.path,)


def test_a_cache_that_cannot_be_written_stays_in_memory(tmp_path, moves) -> None:
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    cache = StudyCache(blocked)
    first = study(cache)
    played = len(moves)
    assert study(cache) is first and len(moves) == played and cache.written == 0


def test_a_key_no_other_process_can_name_stays_in_memory(tmp_path) -> None:
    assert stable_key(("vaalbara", 3, (vaalbara_watcher,))) is not None
    assert stable_key(("vaalbara", lambda game, n: None)) is None
    assert stable_key(("vaalbara", object())) is None
    cache = StudyCache(tmp_path)
    simulate(*ARGS, watchers=(lambda game, n: Finals(game, n),), cache=cache)
    assert len(cache) == 1 and cache.written == 0 and entries(tmp_path) == []


def test_remember_keeps_any_study_and_reports_its_games_when_read(tmp_path) -> None:
    calls = []
    cache = StudyCache(tmp_path)
    assert remember(cache, ("a study", 1), lambda: calls.append(1) or {"value": 1}, games=7) == {"value": 1}
    progress = Progress(7)
    with following(progress):
        assert remember(StudyCache(tmp_path), ("a study", 1), lambda: calls.append(1), games=7) == {"value": 1}
    assert calls == [1] and progress.done == 7


def test_the_cache_folder_follows_the_environment(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("KG_CACHE_DIR", str(tmp_path / "hosting"))
    assert cache_dir() == tmp_path / "hosting"
    monkeypatch.delenv("KG_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir() == tmp_path / "xdg" / "kernel-games"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache_dir() == Path.home() / ".cache" / "kernel-games"


def test_kernels_computing_one_study_at_once_leave_one_whole_entry(tmp_path) -> None:
    """Four processes start on the same study together: each ends well, and the entry they leave is read."""
    code = ("from kernel_games import GAMES\nfrom kernel_games.core.simulate import Finals, simulate\n"
            "from kernel_games.core.study_cache import StudyCache\nfrom widgets.analyses.vaalbara import watcher\n"
            "simulate(GAMES['vaalbara'], 3, 3, ['greedy'] * 3, 5, watchers=(watcher, Finals), cache=StudyCache())\n")
    env = {**os.environ, "KG_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    runs = [subprocess.Popen([sys.executable, "-c", code], env=env, cwd=ROOT) for _ in range(4)]
    assert [r.wait(timeout=120) for r in runs] == [0] * 4
    assert len(entries(tmp_path)) == 1 and not list((tmp_path / "studies").glob(".tmp-*"))
    cache = StudyCache(tmp_path)
    study(cache)
    assert cache.read == 1


def test_a_second_analysis_in_a_new_process_reads_the_cache(tmp_path) -> None:
    code = ("import json\nfrom kernel_games import GAMES\nfrom widgets.analysis import CACHE, Analysis\n"
            "from widgets.i18n import Language\ngame = GAMES['noli']\nmoves = []\nreal = game.apply\n"
            "game.apply = lambda *a, **kw: moves.append(1) or real(*a, **kw)\n"
            "import widgets.analyses.noli as noli\nnoli.DOUBLING_GAMES = 6\n"
            "a = Analysis(game, 4, ['greedy', 'greedy', 'bidder', 'bidder'], games=4, language=Language())\n"
            "a.analyse()\nprint(json.dumps({'moves': len(moves), 'read': CACHE.read, 'charts': a.chart_keys(),"
            " 'done': a.progress.done, 'total': a.progress.total}))\n")
    env = {**os.environ, "KG_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}

    def run() -> dict:
        out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
        return json.loads(out.stdout.strip().splitlines()[-1])

    first, second = run(), run()
    assert first["moves"] and first["read"] == 0
    assert second["moves"] == 0 and second["read"] == 2, "the page's games and the doubling study, read from disk"
    assert second["charts"] == first["charts"] == ["rowers", "doubling", "win_conditions"]
    assert first["done"] == first["total"] == second["done"] == second["total"] == 10


def test_the_bar_moves_while_the_games_are_played_and_ends(monkeypatch) -> None:
    monkeypatch.setattr(analysis_widget, "CACHE", {})
    language = Language()
    a = Analysis(GAME, players=3, seats=["greedy"] * 3, games=150, seed=9, language=language)
    values, lines = [], []
    a.bar.observe(lambda change: values.append(change["new"]), names="value")
    a.status.observe(lambda change: lines.append(change["new"]), names="value")
    assert a.bar.layout.display == "none", "no bar before the learner asks"
    a.start.click()
    a.wait(timeout=300)
    assert a.progress.done == a.progress.total == 150 and values[-1] == 150
    assert len(values) > 20 and values == sorted(values), "the bar moves forward, step by step"
    assert any("残り約" in line for line in lines) and "150ゲーム中150ゲーム完了" in lines[-1]
    assert a.bar not in a.children and a.chart_keys(), "the bar gives way to the charts"
    a.close()


def test_the_page_answers_while_the_games_are_played(monkeypatch) -> None:
    """The games run in a thread of their own: the button returns at once, the language can be switched meanwhile."""
    go = threading.Event()
    real = analysis_widget.simulate

    def held(*args, **kw):
        assert go.wait(timeout=60)
        return real(*args, **kw)

    monkeypatch.setattr(analysis_widget, "simulate", held)
    monkeypatch.setattr(analysis_widget, "CACHE", {})
    language = Language()
    a = Analysis(GAME, players=3, seats=["greedy"] * 3, games=3, language=language)
    a.start.click()
    assert a.worker.is_alive() and a.start.disabled and a.bar.layout.display is None
    language.lang = "en"
    assert "0 of 3 games played" in a.status.value and a.start.description == analysis_widget.T["running"]("en")
    go.set()
    a.wait(timeout=60)
    assert a.chart_keys() == ["characters", "lands", "points"]
    a.close()
