"""Buru's Lawan by the numbers (kernel_games/buru/lawan/analysis.py): what the Lawan watcher counts is what the games
did; and the Lawan's charts (widgets/analyses/buru/lawan.py), built from a small real simulation, say what their
numbers say."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kernel_games.buru.cards import ISLANDERS
from kernel_games.buru.components import AREA_NAMES, AREAS, BANYU, FOREST, GUNUNG, LAKE, SHORE, VILLAGE
from kernel_games.buru.lawan.analysis import LAWAN_TABLES, PARTS, RIVALS, LawanWatcher, lawan_study
from kernel_games.buru.lawan.plots import PLOTS
from kernel_games.core import Event, Text
from kernel_games.core.bots import bot_kinds
from kernel_games.core.simulate import Summary
from widgets.analyses.buru import lawan as buru_lawan
from widgets.analyses.chart import Run

from .build import G, cites
from .helpers import check_bilingual

SEATS = ["planner", "planner", "greedy", "random"]


def _ev(rule: str, to: int | None = None, **data) -> Event:
    return Event(rule, Text("", ""), to=to, data=data)


class _L:  # the fields of a state the Lawan watcher reads
    def __init__(self, lawan: tuple[int, ...], phase: str = "afternoon") -> None:
        self.automata, self.phase = lawan, phase


def _card(morning: tuple[int, int]) -> int:
    """The index of the plot card sending A's explorer to one area and B's to the other."""
    return next(i for i, c in enumerate(PLOTS) if c.morning == morning)


def _of_kind(kind: int) -> int:
    return next(c for c, isl in enumerate(ISLANDERS) if isl.kind == kind)


@cites("buru.lawan.morning", "buru.lawan.third", "buru.lawan.noon", "buru.lawan.shore", "buru.lawan.cheapest",
       "buru.lawan.lake", "buru.lawan.dusk")
def test_the_lawan_watcher_reads_cards_areas_hires_and_offerings_from_the_events():
    w, two, one = LawanWatcher(), _L((1, 2)), _L((1,))
    forest_lake, shore_village = _card((FOREST, LAKE)), _card((SHORE, VILLAGE))
    w(two, 0, None, two, [_ev("buru.lawan.morning", plot=forest_lake), _ev("buru.lawan.morning", player=1, area=FOREST),
                          _ev("buru.lawan.third", player=2, area=FOREST), _ev("buru.lawan.morning", player=2, area=FOREST)])
    w(one, 0, None, one, [_ev("buru.lawan.morning", plot=shore_village), _ev("buru.lawan.morning", player=1, area=SHORE)])
    assert w.sent == Counter({(0, FOREST): 1, (1, LAKE): 1, (0, SHORE): 1}), "the card's areas, B's only with two Lawan"
    assert (w.placed, w.moved) == (3, 1), "the explorer moved on counts where it went, not where the card sent it"
    assert w.shares(0) == {FOREST: 0.5, SHORE: 0.5, VILLAGE: 0.0, LAKE: 0.0}

    card = PLOTS[3]  # recruits priest > gatherer > noble, offers Gunung > Manuk > Banyu
    first, second = _of_kind(card.recruit[0]), _of_kind(card.recruit[1])
    w(two, 0, None, two, [_ev("buru.lawan.noon", player=2, plot=3), _ev("buru.lawan.noon", player=1, plot=0)])
    w(two, 0, None, two, [_ev("buru.lawan.shore", player=2, row=[1, 2, 3]),  # a refresh: nobody hired
                          _ev("buru.lawan.shore", player=2, islander=second), _ev("buru.lawan.cheapest", player=2,
                                                                                  islander=first),
                          _ev("buru.shore.hire", player=0, islander=first),  # a person's hire is no Lawan's
                          _ev("buru.lawan.lake", player=2), _ev("buru.lawan.lake", player=2, spirit=GUNUNG),
                          _ev("buru.lawan.lake", player=2, spirit=BANYU)])
    assert w.held == Counter({4: 1, 1: 1}), "cards by their printed number"
    assert w.hires == Counter({(4, card.recruit[1]): 1, (4, card.recruit[0]): 1})
    assert w.offers == Counter({(4, GUNUNG): 1, (4, BANYU): 1})
    assert w.first_share("hires") == w.first_share("offers") == 0.5
    assert w.per_afternoon(w.offers) == {(4, GUNUNG): 1.0, (4, BANYU): 1.0}
    w(two, 0, None, two, [_ev("buru.lawan.dusk"), _ev("buru.lawan.shore", player=2, islander=first)])
    assert sum(w.hires.values()) == 2, "after dusk the Lawan holds no card until the next noon"


@cites("buru.lawan.morning", "buru.lawan.noon", "buru.lawan.shore", "buru.lawan.lake", "buru.lawan.score")
@pytest.mark.parametrize(("n", "lawan"), [(3, 2), (2, 1)])
def test_the_lawan_watcher_counts_what_a_game_did(n: int, lawan: int):
    """A whole game: every explorer the cards sent was placed, every islander a Lawan holds was hired with a card in
    hand, every offering it holds was counted, and it held a card every afternoon."""
    w, bots, rng = LawanWatcher(), bot_kinds(G), random.Random(4)
    s = G.setup(n, 11, {"lawan": lawan})
    while not G.is_over(s):
        p = G.to_act(s)[0]
        before = s
        s, events = G.apply(s, p, bots["greedy"].choose(G.view(s, p), G.legal_actions(s, p), rng))
        w(before, p, None, s, events)
    rounds = 5
    assert sum(w.sent.values()) == w.placed == 4 * rounds * lawan
    assert sum(v for (k, _), v in w.sent.items() if k == 0) == 4 * rounds, "one card per A explorer"
    assert sum(w.held.values()) == rounds * lawan
    assert sum(w.hires.values()) == sum(len(s.tableau[p]) for p in s.automata) > 0
    assert sum(w.offers.values()) == sum(len(s.offerings[p]) for p in s.automata)


@pytest.fixture(scope="module")
def study():
    """The Lawan charts from a few real games (the page plays buru_lawan.LAWAN_GAMES per table and kind of bot)."""
    with pytest.MonkeyPatch.context() as fewer:  # fewer games than the page plays
        fewer.setattr(buru_lawan, "LAWAN_GAMES", 3)
        fewer.setattr(buru_lawan, "BASE_GAMES", 2)
        cache: dict = {}  # the charts' games and the study's are the same games, played once
        charts = {c.key: c for c in buru_lawan.lawan_charts(G, Run(G, 4, tuple(SEATS), 5, Summary(), cache=cache))}
        return lawan_study(G, buru_lawan.LAWAN_GAMES, buru_lawan.BASE_GAMES, 5, cache), charts


@cites("buru.lawan.setup", "buru.end.scoring")
def test_the_study_counts_every_lawan_seat_and_every_bot_seat(study):
    s, _ = study
    for (n, lawan) in LAWAN_TABLES:
        for kind in RIVALS:
            seats = [x for x in s.seats if x.table == (n, lawan) and x.rivals == kind]
            assert sum(x.lawan for x in seats) == 3 * lawan, "every Lawan of every game with them"
            assert sum(not x.lawan for x in seats) == 2 * n, "every seat of the games without them"
            assert sum(x.won for x in seats if not x.lawan) == 2, "one winner a game"
            assert all(("sets" in x.parts) == x.lawan for x in seats), "islander sets score for a Lawan only"
    assert s.watched.placed == 4 * 5 * 3 * len(RIVALS) * sum(lawan for _, lawan in LAWAN_TABLES)


def test_every_lawan_chart_is_bilingual_with_both_axes_titled(study):
    _, charts = study
    assert list(charts) == ["lawan", "lawan_sources", "lawan_plots", "lawan_morning"]
    check_bilingual(charts.values(), main_title=False, panels=("yaxis2",))


def test_the_strength_chart_compares_each_lawan_with_the_bot_in_its_seat(study):
    s, charts = study
    fig, said = charts["lawan"].figure("en"), charts["lawan"].takeaway("en")
    rows = s.strength()
    lawan_scores = next(t for t in fig["data"] if t["name"] == "A Lawan's seat" and t.get("yaxis") == "y2")["y"]
    assert lawan_scores == [rows[t, k].lawan_score for t in LAWAN_TABLES for k in RIVALS]
    for t in LAWAN_TABLES:
        for k in RIVALS:
            mine = [x.total for x in s.seats if x.table == t and x.rivals == k and x.lawan]
            assert rows[t, k].lawan_score == pytest.approx(sum(mine) / len(mine))
    gaps = {}
    for k in RIVALS:  # each table weighs the same
        lawan = sum(rows[t, k].lawan_score for t in LAWAN_TABLES) / len(LAWAN_TABLES)
        bot = sum(rows[t, k].bot_score for t in LAWAN_TABLES) / len(LAWAN_TABLES)
        gaps[k] = (abs(lawan - bot) / bot, lawan, bot)
    best = min(gaps, key=lambda k: gaps[k][0])
    _, lawan, bot = gaps[best]
    name = bot_kinds(G)[best].name.en.lower()
    word = "about like" if gaps[best][0] <= buru_lawan.CLOSE else "more than" if lawan > bot else "less than"
    assert said.startswith(f"A Lawan scores {word} a {name} bot in its seat: {lawan:.1f} points a game against {bot:.1f}")
    wins = sum(rows[t, best].lawan_wins for t in LAWAN_TABLES) / len(LAWAN_TABLES)
    even = sum(1 / n for n, _ in LAWAN_TABLES) / len(LAWAN_TABLES)
    assert f"wins {wins:.0%} of its games against {name} bots (even chance: {even:.0%})" in said
    assert [t["name"] for t in fig["data"] if t.get("yaxis", "y") == "y"] == ["A Lawan's seat", "Even chance (1 / seats)"]


def test_the_sources_takeaway_names_the_largest_part(study):
    s, charts = study
    per_table = []
    for t in LAWAN_TABLES:
        mine = [x for x in s.seats if x.table == t and x.lawan]
        per_table.append({k: sum(x.parts.get(k, 0) for x in mine) / len(mine) for k in PARTS})
    means = {k: sum(d[k] for d in per_table) / len(per_table) for k in PARTS}
    top = max(means, key=means.get)
    said = charts["lawan_sources"].takeaway("en")
    assert said.startswith(f"Most of a Lawan's score comes from {buru_lawan.PART_NAMES[top].en}: {means[top]:.1f} a game")
    bars = {t["name"]: t["x"] for t in charts["lawan_sources"].figure("en")["data"]}
    assert sum(bars["The esteem track"]) == pytest.approx(sum(d["esteem"] for d in per_table))


def test_the_plot_card_takeaway_quotes_the_cards_first_choices(study):
    s, charts = study
    w = s.watched
    first = sum(v for (c, k), v in w.hires.items() if PLOTS[c - 1].recruit[0] == k) / sum(w.hires.values())
    spirit = sum(v for (c, k), v in w.offers.items() if PLOTS[c - 1].offer[0] == k) / sum(w.offers.values())
    said = charts["lawan_plots"].takeaway("en")
    assert f"{first:.0%} of the islanders it hired were its card's first kind" in said
    assert f"{spirit:.0%} of its offerings went to its card's first spirit" in said
    fig = charts["lawan_plots"].figure("en")
    stacks = Counter()
    for t in fig["data"]:
        if t["yaxis"] == "y2":
            for x, y in zip(t["x"], t["y"], strict=True):
                stacks[x] += y
    tallest = max(stacks.values())
    assert any(f"hired most with card {c} ({v:.1f} islanders" in said for c, v in stacks.items() if v == tallest)


def test_the_morning_chart_counts_the_areas_each_card_sent(study):
    s, charts = study
    w = s.watched
    fig = charts["lawan_morning"].figure("en")
    names = [AREA_NAMES[a].en for a in AREAS]
    for k, trace in enumerate(fig["data"]):
        assert trace["name"] == f"Lawan {'AB'[k]}" and trace["x"] == names
        assert trace["text"] == [str(w.sent[k, a]) for a in AREAS]
        assert sum(trace["y"]) == pytest.approx(1.0)
    a_total = sum(w.sent[0, a] for a in AREAS)
    assert a_total == 4 * 5 * 3 * len(RIVALS) * len(LAWAN_TABLES), "one card for each of Lawan A's explorers"
    lo, hi = min(w.sent[0, a] for a in AREAS) / a_total, max(w.sent[0, a] for a in AREAS) / a_total
    assert f"sent Lawan A's explorers to each area {lo:.0%}–{hi:.0%} of the time" in charts["lawan_morning"].takeaway("en")
