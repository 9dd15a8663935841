"""Buru's Ambelau Lawan numbers (kernel_games/buru/lawan/analysis_ambelau.py): what the watcher counts is what the
games did, recounted from the states they left; and the chart (widgets/analyses/buru/lawan_ambelau.py), built from a
small real study, says in both languages what its numbers say — the Lawan on the base plot cards beside the Lawan on
the Ambelau cards with Ukam and the region."""

from __future__ import annotations

import random
from collections import Counter
from statistics import fmean

import pytest

from kernel_games.buru.ambelau.cards import AMBELAU, IBU
from kernel_games.buru.analysis import SEAT_KINDS
from kernel_games.buru.components import AREA_NAMES, LAKE, SHORE
from kernel_games.buru.economy import PER_SPIRIT
from kernel_games.buru.lawan.analysis_ambelau import (
    GIFTS,
    PARTS,
    ROWS,
    SOURCES,
    VARIANTS,
    AmbelauLawanWatcher,
    ambelau_lawan_study,
)
from kernel_games.core import Event, Text
from kernel_games.core.bots import bot_kinds
from kernel_games.core.simulate import Summary, derive
from widgets.analyses.buru import lawan_ambelau as buru_lawan_ambelau
from widgets.analyses.chart import Run

from .build import G, cites


def _ev(rule: str, to: int | None = None, **data) -> Event:
    return Event(rule, Text("", ""), to=to, data=data)


class _S:  # the one field of a state the watcher reads before the end
    phase = "afternoon"


@cites("buru.ambelau.lawan_canoe", "buru.ambelau.lawan_double", "buru.ambelau.lawan_morning", "buru.lawan.morning")
def test_a_stop_collects_what_its_lawan_got_there_and_nothing_else():
    w, s = AmbelauLawanWatcher("ambelau", "planner"), _S()
    w(s, 0, None, s, [_ev("buru.ambelau.lawan_canoe", player=1, area=AMBELAU, space=11, **{"from": -1}),
                      _ev("buru.ambelau.actions", player=1, gain=[0, 0, 0, 1, 0]),  # the space's resources: no gift
                      _ev("buru.ambelau.lawan_canoe", player=1, spirit=IBU),
                      _ev("buru.ambelau.ibu_totem", player=0, esteem=1, spirit=IBU),  # the totem's holder, not a gift
                      _ev("buru.ambelau.lawan_canoe", player=1, guide=True)])
    w(s, 0, None, s, [_ev("buru.ambelau.lawan_canoe", player=2, area=AMBELAU, space=1, **{"from": 4}),
                      _ev("buru.ambelau.lawan_canoe", player=2, gain=[0, 0, 0, 0, 1]),
                      _ev("buru.ambelau.lawan_double", player=1, spirit=IBU),  # Lawan A's bonus, after B's stop
                      _ev("buru.ambelau.lawan_double", player=2),  # Ibu's cards ran out: no bonus
                      _ev("buru.ambelau.guide", player=0, guide=True),  # the person's guide
                      _ev("buru.lawan.morning", to=1, player=1, area=LAKE)])  # private: not counted
    w(s, 0, None, s, [_ev("buru.ambelau.lawan_morning", plot=14, redrawn=True), _ev("buru.lawan.morning", plot=15),
                      _ev("buru.lawan.morning", player=1, area=SHORE), _ev("buru.lawan.morning", player=2, area=LAKE),
                      _ev("buru.lawan.third", player=2, area=LAKE), _ev("buru.lawan.noon", player=1, plot=20)])
    g = w._game
    assert [(st.player, st.space, st.gave, st.task_esteem) for st in g.stops] == [
        (1, 11, {("ibu", "space"), ("guide", "space"), ("ibu", "bonus")}, 0), (2, 1, {("task", "space")}, 1)]
    assert g.areas == Counter({SHORE: 1, LAKE: 1}), "a third explorer is counted once, where it went"
    assert g.plots == Counter({16: 1, 21: 1}) and g.redrawn == 1, "cards by number (ids 15 and 20)"
    assert (g.variant, g.kind, w.games) == ("ambelau", "planner", [])


def _recount(variant: str, kind: str, seed: int, rng: random.Random):
    """Play one game of the study's table; the watcher's record of it and a recount from the states it went through."""
    w = AmbelauLawanWatcher(variant, kind)
    s = G.setup(3, seed, VARIANTS[variant])
    bot, bids = bot_kinds(G)[kind], {}
    while not G.is_over(s):
        p = G.to_act(s)[0]
        before = s
        s, events = G.apply(s, p, bot.choose(G.view(s, p), G.legal_actions(s, p), rng))
        w(before, p, None, s, events)
        if str(s.phase) == "afternoon" and s.round not in bids:  # every explorer placed, none gone home yet
            bids[s.round] = Counter({a: sum(len(s.bids[a][q]) for q in s.automata) for a in range(len(s.bids))})
    assert sorted(bids) == list(range(1, s.rounds + 1)), "every round seen at noon"
    return w.games[0], s, sum(bids.values(), Counter())


@cites("buru.ambelau.lawan", "buru.ambelau.lawan_canoe", "buru.ambelau.lawan_double", "buru.lawan.morning",
       "buru.lawan.score", "buru.end.scoring")
@pytest.mark.parametrize(("variant", "kind", "seed"), [("base", "planner", 3), ("ambelau", "planner", 3),
                                                       ("ambelau", "greedy", 8)])
def test_the_watcher_matches_a_recount_of_the_game(variant: str, kind: str, seed: int):
    g, s, placed = _recount(variant, kind, seed, random.Random(seed))
    result = G.result(s)
    assert [r.lawan for r in g.seats] == [False, True, True] and s.automata == (1, 2)
    for p, r in enumerate(g.seats):
        assert r.total == result.scores[p] and r.won == (p in result.winners)
        assert {row.rule: row.points for row in result.breakdown[p]} == {
            ROWS[k][0]: v for k, v in r.parts.items() if v}, "the result's breakdown, part by part"
        assert set(r.parts) == (set(PARTS) if r.lawan else set(PARTS) - {"sets"})
    assert g.areas == +placed, "the explorers placed are the ones found on the areas at noon"
    assert g.redrawn == 0, "no deck here sends a Lawan to a region not in play"
    numbers = set(g.plots)
    if variant == "base":
        assert numbers <= set(range(1, 13)) and not g.stops and AMBELAU not in g.areas
        return
    assert numbers <= set(range(13, 33)) and len(numbers) > 12, "the Ambelau deck's 20 cards"
    assert g.stops and g.areas[AMBELAU] > 0
    for q in s.automata:
        ibu = sum(c // PER_SPIRIT == IBU for c in s.offerings[q])
        gifts = sum(("ibu", src) in st.gave for st in g.stops if st.player == q for src in SOURCES)
        assert ibu == gifts, "a Lawan's Ibu cards all came from its canoe stops"


@cites("buru.ambelau.lawan", "buru.lawan.setup")
def test_the_study_plays_its_seats_and_seeds_on_the_same_deals():
    s = ambelau_lawan_study(G, 3, seed=5)
    assert s.players == 3 and s.kinds == ("planner", "greedy", "planner") == tuple(SEAT_KINDS[g % 2] for g in range(3))
    assert [(g.variant, g.kind) for g in s.games] == [(v, k) for v in VARIANTS for k in SEAT_KINDS
                                                      for _ in range(s.kinds.count(k))]
    for variant in VARIANTS:
        for kind in SEAT_KINDS:  # each bot's games: simulate's, from a seed of their own, the same for both set-ups
            own = derive(5, "lawan_ambelau", kind)
            rng = random.Random(own)
            for k, g in enumerate(g for g in s.of(variant) if g.kind == kind):
                again, _, _ = _recount(variant, kind, own * 100_003 + k, rng)
                assert again.seats == g.seats and again.areas == g.areas and len(again.stops) == len(g.stops)


# ---- the chart ----------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def study():
    """The chart from a few real games (the page plays buru_lawan_ambelau.AMBELAU_LAWAN_GAMES)."""
    with pytest.MonkeyPatch.context() as fewer:  # fewer games than the page plays
        fewer.setattr(buru_lawan_ambelau, "AMBELAU_LAWAN_GAMES", 6)
        cache: dict = {}  # the chart's games and the study's are the same games, played once
        charts = buru_lawan_ambelau.ambelau_lawan_charts(G, Run(G, 4, ("planner",) * 4, 2, Summary(), cache=cache))
        return ambelau_lawan_study(G, buru_lawan_ambelau.AMBELAU_LAWAN_GAMES, 2, cache=cache), charts


def test_the_chart_is_bilingual_with_three_titled_panels(study):
    s, charts = study
    assert [c.key for c in charts] == ["ambelau_lawan"] and len(s.games) == 12 and s.players == 3
    chart = charts[0]
    for words in (chart.label, chart.takeaway):
        assert words.ja.strip() and words.en.strip() and words.ja != words.en
    assert "このシミュレーションでは" not in chart.takeaway.ja
    titles = {}
    for lang in ("ja", "en"):
        fig = chart.figure(lang)
        assert fig["data"] and fig["layout"]["title"]["text"].strip()
        titles[lang] = [fig["layout"][ax]["title"]["text"] for ax in ("xaxis", "yaxis", "xaxis2", "yaxis2",
                                                                        "xaxis3", "yaxis3")]
        assert all(t.strip() for t in titles[lang]), lang
        assert {t.get("xaxis", "x") for t in fig["data"]} == {"x", "x2", "x3"}, "three panels"
    assert all(j != e for j, e in zip(titles["ja"], titles["en"], strict=True))
    assert "reconstructed data" in chart.figure("en")["layout"]["title"]["text"]
    assert "再構成したデータ" in chart.figure("ja")["layout"]["title"]["text"]


@cites("buru.lawan.score", "buru.end.scoring")
def test_the_score_panel_adds_the_parts_up_to_each_decks_mean_score(study):
    s, (chart,) = study
    fig = chart.figure("en")
    stacks = [t for t in fig["data"] if t.get("xaxis", "x") == "x" and t["type"] == "bar"]
    assert [t["name"] for t in stacks] == ["The esteem track", "Offering cards", "Elders", "Islander sets"]
    assert stacks[0]["x"] == ["Base plot cards<br>(1–12)", "Ambelau plot cards (13–32)<br>with Ukam and the region"]
    for i, v in enumerate(VARIANTS):
        lawan = [r for g in s.of(v) for r in g.seats if r.lawan]
        assert len(lawan) == 2 * 6
        assert sum(t["y"][i] for t in stacks) == pytest.approx(fmean([r.total for r in lawan]))
        won = fmean([any(r.won for r in g.seats if r.lawan) for g in s.of(v)])
        assert fig["layout"]["annotations"][i]["text"] == f"total {fmean([r.total for r in lawan]):.1f}<br>won {won:.0%}"
    person = next(t for t in fig["data"] if t["type"] == "scatter")
    assert person["y"] == pytest.approx([fmean([g.seats[0].total for g in s.of(v)]) for v in VARIANTS])
    base, amb = (fmean([r.total for g in s.of(v) for r in g.seats if r.lawan]) for v in VARIANTS)
    assert chart.takeaway("en").startswith(f"On the Ambelau plot cards with Ukam and the region a Lawan scored "
                                           f"{amb:.1f} a game against {base:.1f} on the base cards")
    assert f"1ゲーム平均{amb:.1f}点で、基本のカードの{base:.1f}点" in chart.takeaway("ja")


@cites("buru.ambelau.lawan_canoe", "buru.ambelau.lawan_double", "buru.lawan.morning")
def test_only_the_ambelau_lawan_stop_their_canoes_and_send_explorers_to_the_region(study):
    s, (chart,) = study
    assert not s.stops("base") and AMBELAU not in s.areas("base") and set(s.plots("base")) <= set(range(1, 13))
    stops = s.stops("ambelau")
    assert stops and set(s.plots("ambelau")) <= set(range(13, 33))
    fig = chart.figure("en")
    gifts = [t for t in fig["data"] if t.get("xaxis") == "x2"]
    assert [t["name"] for t in gifts] == ["From the canoe space", "From the two-explorer bonus"]
    for t, src in zip(gifts, SOURCES, strict=True):
        assert t["y"] == pytest.approx([fmean([(k, src) in st.gave for st in stops]) for k in GIFTS])
    assert gifts[1]["y"][2] == 0, "the two-explorer bonus never pays esteem"
    areas = next(t for t in fig["data"] if t.get("xaxis") == "x3")
    placed = Counter()
    for g in s.of("ambelau"):
        placed.update(g.areas)
    assert areas["x"] == [AREA_NAMES[a].en for a in sorted(placed)] and AREA_NAMES[AMBELAU].en in areas["x"]
    assert areas["y"] == pytest.approx([placed[a] / 12 for a in sorted(placed)])
    assert sum(areas["y"]) >= 4 * 5, "four explorers a round, more with a guide"
    ibu = fmean([any(k == "ibu" for k, _ in st.gave) for st in stops])
    assert (f"A canoe stop gave an Ibu card {ibu:.0%} of the time" in chart.takeaway("en")
            and f"{placed[AMBELAU] / 12:.1f} of a Lawan's {sum(placed.values()) / 12:.1f} explorers a game went to "
                f"the Ambelau region" in chart.takeaway("en"))
    assert f"what the {len(stops)} canoe stops gave" in fig["layout"]["title"]["text"]
