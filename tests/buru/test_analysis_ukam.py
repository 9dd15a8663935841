"""Buru's Ukam numbers (kernel_games/buru/ukam/analysis.py): what the watcher counts is what the games did, recounted
from their events and final states; and the Ukam charts (widgets/analyses/buru/ukam.py), built from a small real
study, say in both languages what their numbers say."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kernel_games.buru.analysis import seats_for
from kernel_games.buru.cards import ELDERS, ISLANDERS
from kernel_games.buru.economy import PER_SPIRIT, offering_value
from kernel_games.buru.ukam.analysis import FATES, PARTS, VARIANTS, UkamWatcher, ukam_study
from kernel_games.buru.ukam.cards import OUTLAW, OUTLAW_IDS, UKAM
from kernel_games.core import Event, Text
from kernel_games.core.bots import bot_kinds
from kernel_games.core.simulate import Summary, derive
from widgets.analyses.buru import ukam as buru_ukam
from widgets.analyses.chart import Run

from .build import G, cites
from .helpers import check_bilingual

SMUGGLER, POACHER = OUTLAW_IDS[0], OUTLAW_IDS[2]
FARMER = next(c for c, isl in enumerate(ISLANDERS) if isl.kind != OUTLAW)


def _ev(rule: str, to: int | None = None, **data) -> Event:
    return Event(rule, Text("", ""), to=to, data=data)


class _S:  # the few fields of a state the watcher reads during a game
    def __init__(self, offerings: tuple[tuple[int, ...], ...]) -> None:
        self.phase, self.offerings = "afternoon", offerings


@cites("buru.shore.hire", "buru.ukam.outlaw", "buru.ukam.offer", "buru.ukam.cards", "buru.ukam.bonus",
       "buru.ukam.totem")
def test_a_discard_pairs_with_the_card_and_the_bonus_of_its_own_move():
    w = UkamWatcher()
    card = UKAM * PER_SPIRIT + 9  # worth 4
    none, drawn = _S(((), ())), _S(((card,), ()))
    w(none, 0, None, none, [_ev("buru.shore.hire", player=0, islander=SMUGGLER),
                            _ev("buru.shore.hire", player=1, islander=FARMER)])
    w(none, 0, None, drawn, [_ev("buru.village.task", player=0, islander=SMUGGLER),
                             _ev("buru.ukam.outlaw", player=0, islander=SMUGGLER, discarded=True),
                             _ev("buru.ukam.outlaw", player=0, spirit=UKAM), _ev("buru.ukam.cards", player=0, spirit=UKAM),
                             _ev("buru.lake.offer", 0), _ev("buru.ukam.totem", player=1, esteem=1, spirit=UKAM),
                             _ev("buru.ukam.bonus", player=0, gain=[2, 0, 0, 0, 0])])
    w(drawn, 1, None, drawn, [_ev("buru.ukam.offer", player=1, islander=FARMER, discarded=True),
                              _ev("buru.ukam.cards", player=1, spirit=UKAM),  # no outlaw: no discard card counted
                              _ev("buru.ukam.totem", player=0, area=3, totem=UKAM)])  # a conquest pays no esteem
    g = w._game
    assert g.hired == Counter({SMUGGLER: 1}), "only outlaws count as hired"
    assert g.fates == Counter({(SMUGGLER, "tasked"): 1}) and g.others_banished == 1
    assert g.discard_cards == [offering_value(card)] == [4]
    assert g.bonuses == [(SMUGGLER, (2, 0, 0, 0, 0))]
    assert g._totem == Counter({1: 1}) and g.moves == 3


def _recount(n: int, seed: int, options: dict, rng: random.Random):
    """Play one game with the study's seats and bots; the watcher's record of it and a direct recount."""
    bots, seats, w = bot_kinds(G), seats_for(n), UkamWatcher()
    s = G.setup(n, seed, options)
    hired, tasked, banished, totem, discards, others = Counter(), Counter(), Counter(), Counter(), Counter(), 0
    moves = 0
    while not G.is_over(s):
        p = G.to_act(s)[0]
        before = s
        s, events = G.apply(s, p, bots[seats[p]].choose(G.view(s, p), G.legal_actions(s, p), rng))
        moves += 1
        w(before, p, None, s, events)
        for e in events:
            d = e.data
            if e.to is None and "islander" in d and e.rule in ("buru.shore.hire", "buru.ukam.outlaw", "buru.ukam.offer"):
                outlaw = ISLANDERS[d["islander"]].kind == OUTLAW
                if e.rule == "buru.shore.hire":
                    hired[d["islander"]] += outlaw
                elif outlaw:
                    (tasked if e.rule == "buru.ukam.outlaw" else banished)[d["islander"]] += 1
                    discards[d["player"]] += 1
                else:
                    others += 1
            elif e.to is None and e.rule == "buru.ukam.totem" and "esteem" in d:
                totem[d["player"]] += d["esteem"]
    return w.games[0], s, dict(hired=+hired, tasked=+tasked, banished=+banished, totem=totem, discards=discards,
                                others=others, moves=moves)


def _level(levels: tuple[tuple[int, int], ...], k: int) -> int:
    return max((esteem for at_least, esteem in levels if k >= at_least), default=0)


@cites("buru.ukam.cards", "buru.ukam.totem", "buru.ukam.elders", "buru.ukam.outlaw", "buru.ukam.bonus",
       "buru.end.scoring")
@pytest.mark.parametrize(("n", "seed"), [(4, 5), (3, 15)])  # outlaws tasked and banished, an elder of Ukam scored
def test_the_watcher_matches_a_recount_of_the_game(n: int, seed: int):
    g, s, direct = _recount(n, seed, {"ukam": 1}, random.Random(seed))
    result = G.result(s)
    assert [r.score for r in g.players] == [result.scores[p] for p in range(n)] and [r.won for r in g.players] == [
        p in result.winners for p in range(n)]
    assert (g.rounds, g.moves) == (5, direct["moves"])
    hired = Counter({c: v for c, v in g.hired.items() if v})
    assert hired == direct["hired"] and direct["tasked"] and direct["banished"], "the seeds task and banish outlaws"
    assert Counter({c: v for (c, f), v in g.fates.items() if f == "tasked"}) == direct["tasked"]
    assert Counter({c: v for (c, f), v in g.fates.items() if f == "banished"}) == direct["banished"]
    kept = Counter(c for p in range(n) for c in s.tableau[p] if ISLANDERS[c].kind == OUTLAW)
    assert Counter({c: v for (c, f), v in g.fates.items() if f == "kept"}) == kept
    assert hired == direct["tasked"] + direct["banished"] + kept, "every outlaw hired was discarded or kept"
    assert g.others_banished == direct["others"]
    for p, r in enumerate(g.players):
        ukam = [offering_value(c) for c in s.offerings[p] if c // PER_SPIRIT == UKAM]
        assert r.parts["cards"] == sum(ukam) and r.parts["totem"] == direct["totem"][p]
        assert r.discarded == direct["discards"][p] == s.banished[p]
        mine = {ELDERS[e].metric: ELDERS[e].levels for e in s.elders[p]}
        assert r.parts["justice"] == (_level(mine["ukam"], len(ukam)) if "ukam" in mine else 0)
        assert r.parts["exile"] == (_level(mine["banished"], r.discarded) if "banished" in mine else 0)
        assert sum(r.parts.values()) <= r.score
    assert any(r.parts["justice"] or r.parts["exile"] for r in g.players)
    assert len(g.discard_cards) == sum(direct["discards"].values()), "Ukam's deck lasted: each discard drew a card"
    assert all(1 <= v <= 4 for v in g.discard_cards)
    assert sum(1 for _ in g.bonuses) == sum(direct["discards"].values()), "the Tyrant is out: every outlaw pays"


@cites("buru.ukam.setup", "buru.longer.rounds")
def test_the_study_plays_each_variant_with_its_seats_and_seeds():
    s = ukam_study(G, 3, {"ukam": 2, "base": 1, "longer": 1}, seed=5)
    assert s.counts() == {"base": 1, "ukam": 2, "longer": 1} and s.seats == ("planner", "greedy", "planner")
    rows = s.variants()
    assert [rows[v].rounds for v in VARIANTS] == [5, 5, 6]
    assert all(not g.hired and not any(any(r.parts.values()) for r in g.players) for g in s.of("base")), "no Ukam"
    own = derive(5, "ukam", "ukam")  # Ukam's games: simulate's, from a seed of their own
    rng = random.Random(own)
    for k, g in enumerate(s.of("ukam")):
        again, _, _ = _recount(3, own * 100_003 + k, {"ukam": 1}, rng)
        assert [r.score for r in again.players] == [r.score for r in g.players] and again.moves == g.moves


# ---- the charts ---------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def study():
    """The Ukam charts from a few real games (the page plays buru_ukam.UKAM_GAMES, BASE_GAMES, LONGER_GAMES)."""
    old = buru_ukam.UKAM_GAMES, buru_ukam.BASE_GAMES, buru_ukam.LONGER_GAMES
    buru_ukam.UKAM_GAMES, buru_ukam.BASE_GAMES, buru_ukam.LONGER_GAMES = 8, 3, 3
    try:
        cache: dict = {}  # the charts' games and the study's are the same games, played once
        charts = {c.key: c for c in buru_ukam.ukam_charts(G, Run(G, 4, ("planner",) * 4, 2, Summary(), cache=cache))}
        sizes = {"ukam": buru_ukam.UKAM_GAMES, "base": buru_ukam.BASE_GAMES, "longer": buru_ukam.LONGER_GAMES}
        return ukam_study(G, 4, sizes, 2, cache), charts
    finally:
        buru_ukam.UKAM_GAMES, buru_ukam.BASE_GAMES, buru_ukam.LONGER_GAMES = old


def test_every_ukam_chart_is_bilingual_with_both_axes_titled(study):
    s, charts = study
    assert s.counts() == {"base": 3, "ukam": 8, "longer": 3} and s.players == 4
    assert list(charts) == ["ukam_sources", "ukam_outlaws", "ukam_variants"]
    check_bilingual(charts.values())


def test_the_sources_chart_adds_up_ukams_esteem(study):
    s, charts = study
    rows = [r for g in s.of("ukam") for r in g.players]
    means = {k: sum(r.parts[k] for r in rows) / len(rows) for k in PARTS}
    total, score = sum(means.values()), sum(r.score for r in rows) / len(rows)
    first = max(PARTS, key=means.get)
    said, sagt = charts["ukam_sources"].takeaway("en"), charts["ukam_sources"].takeaway("ja")
    assert said.startswith(f"Ukam brought a player {total:.1f} esteem a game on average ({total / score:.0%} of their "
                           f"{score:.1f}): most from {buru_ukam.PART_NAMES[first].en} ({means[first]:.1f})")
    won = [r for r in rows if r.won]
    assert f"winners took {sum(sum(r.parts.values()) for r in won) / len(won):.1f}" in said
    assert f"平均{total:.1f}エスティーム" in sagt and f"最終得点{score:.1f}" in sagt
    bars = {t["name"]: t["x"] for t in charts["ukam_sources"].figure("en")["data"]}
    assert [bars[buru_ukam.PART_NAMES[k].en[:1].upper() + buru_ukam.PART_NAMES[k].en[1:]][0] for k in PARTS] == [
        pytest.approx(means[k]) for k in PARTS], "the first row is every player's"


def test_the_outlaws_chart_counts_every_outlaw_hired(study):
    s, charts = study
    hired, fates = Counter(), Counter()
    for g in s.of("ukam"):
        hired.update(g.hired)
        fates.update(f for (_, f), v in g.fates.items() for _ in range(v))
    fig = charts["ukam_outlaws"].figure("en")
    stacks = [t for t in fig["data"] if t.get("yaxis", "y") == "y"]
    assert [t["name"] for t in stacks] == [buru_ukam.FATE_NAMES[f].en for f in FATES]
    assert sum(sum(t["y"]) for t in stacks) == sum(hired.values()) == sum(fates.values()) > 0
    said = charts["ukam_outlaws"].takeaway("en")
    gone = fates["tasked"] + fates["banished"]
    assert said.startswith(f"Of the {sum(hired.values())} outlaws hired, {gone / sum(hired.values()):.0%} were discarded "
                           f"({fates['tasked']} by a task, {fates['banished']} to pay an offering to Ukam)")
    none = [r for g in s.of("ukam") for r in g.players if r.discarded == 0]
    assert (f"those who discarded none {sum(r.score for r in none) / len(none):.1f} and won "
            f"{sum(r.won for r in none) / len(none):.0%}") in said
    cards = [v for g in s.of("ukam") for v in g.discard_cards]
    assert f"worth {sum(cards) / len(cards):.1f} esteem on average" in said
    right = next(t for t in fig["data"] if t.get("yaxis") == "y2")
    assert right["x"][0] == "none" and right["y"][0] == pytest.approx(sum(r.score for r in none) / len(none))


@cites("buru.longer.rounds")
def test_the_variants_chart_compares_the_winners_and_the_length(study):
    s, charts = study
    win = {v: sum(max(r.score for r in g.players) for g in s.of(v)) / len(s.of(v)) for v in VARIANTS}
    moves = {v: sum(g.moves for g in s.of(v)) / len(s.of(v)) for v in VARIANTS}
    said = charts["ukam_variants"].takeaway("en")
    assert said.startswith(f"With Ukam the winner scored {win['ukam']:.1f} on average, "
                           f"{win['ukam'] - win['base']:+.1f} on the base game's {win['base']:.1f}; in the 6-round "
                           f"longer game {win['longer']:.1f}")
    assert (f"A game took {moves['ukam']:.0f} moves with Ukam, {moves['base']:.0f} in the base game and "
            f"{moves['longer']:.0f} in the longer game") in said
    assert f"{win['ukam']:.1f}点" in charts["ukam_variants"].takeaway("ja")
    fig = charts["ukam_variants"].figure("en")
    winners = next(t for t in fig["data"] if t["name"] == "Winner")
    assert winners["y"] == pytest.approx([win[v] for v in VARIANTS])
    assert [x.split("<br>")[1] for x in winners["x"]] == ["5 rounds", "5 rounds", "6 rounds"]
