"""The end of a game agrees with itself: every final score a board, its text or the score chart shows is the one
``game.result(state)`` gives.

Generic over ``kernel_games.GAMES``: every game, every player count, a few seeded bot play-outs, both languages,
the spectator's view and every player's. The boards mark what they show as a final score by the convention of
``widgets/boards/spec.py``: a trace with ``meta={"final_score": player, "value": points}`` whose text shows the
points, exactly one per player; no other displayed text writes a number with a points unit; the board as text has
one ``final_score_line`` per player.
"""

from __future__ import annotations

import random
import re
from functools import cache
from typing import Any

import pytest

from kernel_games import GAMES
from kernel_games.core import LANGS, Game, Lang, Result
from kernel_games.core.bots import GreedyBot, RandomBot, play_out
from widgets.boards import board_for
from widgets.boards.spec import FINAL_SCORE, FINAL_SCORE_HEAD
from widgets.charts import score_breakdown

SEEDS = (1, 2, 3)
CASES = [(gid, n, seed) for gid in sorted(GAMES) for n in GAMES[gid].facts.player_counts for seed in SEEDS]
CASE_IDS = [f"{gid}-{n}p-seed{seed}" for gid, n, seed in CASES]
# a number written as points: what only a final-score item may show at the end of a game
POINTS = {"ja": re.compile(r"\d+\s*点"), "en": re.compile(r"\d+\s*(?:pts?|points?)\b", re.IGNORECASE)}


@cache
def finished(gid: str, n: int, seed: int) -> tuple[Game, Any, Result]:
    """A game played to its end by bots (greedy and random seats alternate), and its result."""
    game = GAMES[gid]
    bots = {p: GreedyBot(game) if (p + seed) % 2 else RandomBot() for p in range(n)}
    final, _ = play_out(game, game.setup(n, seed), bots, random.Random(f"{gid}/{n}/{seed}"))
    assert game.is_over(final)
    return game, final, game.result(final)


def shows(text: str, number: int) -> bool:
    """Whether ``text`` shows ``number`` as a whole number (not as part of a longer one)."""
    return re.search(rf"(?<![\d.]){re.escape(str(number))}(?![\d.])", text) is not None


def displayed_texts(fig: dict) -> list[tuple[Any, str]]:
    """Every text a figure shows (not its hover texts), with the meta of the item that shows it."""
    out: list[tuple[Any, str]] = []
    for trace in fig.get("data", []):
        if trace.get("type") != "bar" and "text" not in str(trace.get("mode", "")):
            continue
        text = trace.get("text")
        for t in (text if isinstance(text, list | tuple) else [text]):
            if t is not None and str(t):
                out.append((trace.get("meta"), str(t)))
    for ann in fig.get("layout", {}).get("annotations", []) or []:
        out.append((ann.get("meta"), str(ann.get("text", ""))))
    title = fig.get("layout", {}).get("title")
    if title:
        out.append((None, str(title.get("text", "") if isinstance(title, dict) else title)))
    return out


def final_items(fig: dict) -> dict[int, list[tuple[int, str]]]:
    """player -> [(value, displayed text)] of every item that says it shows that player's final score."""
    found: dict[int, list[tuple[int, str]]] = {}
    for meta, text in displayed_texts(fig):
        if isinstance(meta, dict) and FINAL_SCORE in meta:
            found.setdefault(meta[FINAL_SCORE], []).append((meta.get("value"), text))
    for ann in fig.get("layout", {}).get("annotations", []) or []:
        assert not (isinstance(ann.get("meta"), dict) and FINAL_SCORE in ann["meta"]), \
            "a final score is drawn as a trace: plotly annotations cannot carry meta"
    return found


def check_final_scores(fig: dict, result: Result, lang: Lang, what: str) -> None:
    """Exactly one final-score item per player, showing result.scores; no other number written as points (but in
    ``result.reason``, which comes from result() too)."""
    n = len(result.scores)
    found = final_items(fig)
    assert sorted(found) == list(range(n)), f"{what}: final-score items for players {sorted(found)}, not 0..{n - 1}"
    for p in range(n):
        assert len(found[p]) == 1, f"{what}: {len(found[p])} items show player {p}'s final score"
        value, text = found[p][0]
        assert value == result.scores[p], f"{what}: player {p}'s final score drawn as {value}, result says " \
                                          f"{result.scores[p]}"
        assert shows(text, value), f"{what}: player {p}'s final-score item {text!r} does not show {value}"
        for m in POINTS[lang].finditer(text):
            assert shows(m.group(0), value), f"{what}: player {p}'s final-score item {text!r} writes {m.group(0)!r}"
    for meta, text in displayed_texts(fig):
        if isinstance(meta, dict) and FINAL_SCORE in meta or text == result.reason(lang):  # result()'s own words
            continue
        stale = POINTS[lang].search(text)
        assert stale is None, f"{what}: {text!r} shows {stale.group(0)!r} outside a final-score item"


@pytest.mark.parametrize(("gid", "n", "seed"), CASES, ids=CASE_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_board_figure_shows_the_results_final_scores(gid: str, n: int, seed: int, lang: Lang) -> None:
    game, final, result = finished(gid, n, seed)
    board = board_for(gid)
    for viewer in (None, *range(n)):
        fig, clicks = board.figure(game.view(final, viewer), lang, [], set())
        check_final_scores(fig, result, lang, f"{gid} {n}p seed {seed} {lang} board for viewer {viewer}")


@pytest.mark.parametrize(("gid", "n", "seed"), CASES, ids=CASE_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_board_text_states_the_results_final_scores(gid: str, n: int, seed: int, lang: Lang) -> None:
    game, final, result = finished(gid, n, seed)
    board = board_for(gid)
    head = FINAL_SCORE_HEAD(lang)
    line_re = re.compile(rf"^{re.escape(head)} — (.+?): (-?\d+)")
    names = {game.player_name(final, p)(lang): p for p in range(n)}
    for viewer in (None, *range(n)):
        what = f"{gid} {n}p seed {seed} {lang} text for viewer {viewer}"
        stated: dict[int, list[int]] = {}
        for line in board.text(game.view(final, viewer), lang).splitlines():
            m = line_re.match(line)
            if m is None:
                stale = POINTS[lang].search(line)
                assert stale is None, f"{what}: {line!r} writes {stale.group(0)!r} outside a final-score line"
                continue
            assert m.group(1) in names, f"{what}: {line!r} names no player ({sorted(names)})"
            p, value = names[m.group(1)], int(m.group(2))
            stated.setdefault(p, []).append(value)
            for pts in POINTS[lang].finditer(line):
                assert shows(pts.group(0), value), f"{what}: {line!r} writes {pts.group(0)!r} beside {value}"
        assert stated == {p: [result.scores[p]] for p in range(n)}, \
            f"{what}: final-score lines say {stated}, result says {result.scores}"


@pytest.mark.parametrize(("gid", "n", "seed"), CASES, ids=CASE_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_score_breakdown_chart_adds_up_to_the_results_scores(gid: str, n: int, seed: int, lang: Lang) -> None:
    game, final, result = finished(gid, n, seed)
    names = [game.player_name(final, p)(lang) for p in range(n)]
    chart = score_breakdown(game, result, names, lang)
    what = f"{gid} {n}p seed {seed} {lang} score breakdown"
    bars = [t for t in chart["data"] if t.get("type") == "bar"]
    for p in range(n):
        total = sum(x for t in bars for y, x in zip(t["y"], t["x"], strict=True) if y == names[p])
        assert total == result.scores[p], f"{what}: {names[p]}'s bars add up to {total}, result says {result.scores[p]}"
    check_final_scores(chart, result, lang, what)
