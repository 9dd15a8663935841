"""Buru's Ambelau region numbers (kernel_games/buru/ambelau/analysis.py): what the watcher counts is what the games did,
recounted from the moves played and the states they left; and the region's charts (widgets/analyses/buru/ambelau.py),
built from a small real study, say in both languages what their numbers say."""

from __future__ import annotations

import random
from collections import Counter
from statistics import fmean

import pytest

from kernel_games.buru.actions import Offer, Task
from kernel_games.buru.ambelau.actions import Guide, Paddle
from kernel_games.buru.ambelau.analysis import (
    CHOICES,
    USES,
    RegionWatcher,
    Stop,
    ibu_bonus,
    moved,
    region_study,
)
from kernel_games.buru.ambelau.cards import AMBELAU, IBU, TRACK, ibu_score
from kernel_games.buru.analysis import seats_for
from kernel_games.buru.components import BANYU
from kernel_games.buru.economy import PER_SPIRIT, offering_value
from kernel_games.core import Event, Text
from kernel_games.core.bots import bot_kinds
from kernel_games.core.simulate import Summary, derive
from widgets.analyses.buru import ambelau as buru_ambelau
from widgets.analyses.chart import Run

from .build import G, cites
from .helpers import check_bilingual

ON = {"ambelau": 1}


def _ev(rule: str, to: int | None = None, **data) -> Event:
    return Event(rule, Text("", ""), to=to, data=data)


class _S:  # the few fields of a state the watcher reads
    def __init__(self, rnd: int = 2, area: int = AMBELAU, guided: tuple = (True, False), esteem: tuple = (0, 0)):
        self.n, self.round, self.rounds, self.area, self.phase = 2, rnd, 5, area, "afternoon"
        self.tableau, self.tasked = ((7,), ()), ((), ())
        self.offering_decks = ((), (), (), (), (IBU * PER_SPIRIT,))
        self.offerings, self.guided, self.esteem, self.totems = ((), ()), guided, esteem, (-1, -1, -1, -1, 0)


@cites("buru.ambelau.canoe", "buru.ambelau.actions", "buru.ambelau.ibu", "buru.ambelau.ibu_totem",
       "buru.ambelau.guide")
def test_a_stop_collects_what_its_player_uses_there_and_nothing_else():
    w = RegionWatcher()
    s, later = _S(), _S(3, -1, (False, True), (4, 1))
    w(s, 0, None, s, [_ev("buru.ambelau.canoe", player=0, area=AMBELAU, **{"from": 3}, space=5),  # Ibu and a task
                      _ev("buru.ambelau.conquer", player=0, area=AMBELAU, totem=IBU)])
    w(s, 0, None, s, [_ev("buru.ambelau.ibu", player=0, spirit=IBU)])  # its holder's own offering: the totem is silent
    w(s, 1, None, s, [_ev("buru.ambelau.canoe", player=1, area=AMBELAU, **{"from": -1}, space=11),
                      _ev("buru.ambelau.ibu", player=1, spirit=IBU), _ev("buru.ambelau.ibu_totem", player=0, esteem=1,
                                                                         spirit=IBU),
                      _ev("buru.village.task", player=0, islander=7)])  # not the stop's player: not its task
    w(s, 1, None, later, [_ev("buru.ambelau.guide", player=1, guide=True), _ev("buru.dusk.reset", round=2),
                          _ev("buru.ambelau.guide", player=1)])  # Dusk: the guide joins next round, none taken
    g = w._game
    assert [(st.player, st.space, st.start, st.used) for st in g.stops] == [(0, 5, 3, {"ibu"}), (1, 11, -1, {"ibu",
                                                                                                          "guide"})]
    assert g.stops[0].could == {"ibu", "task"} and g.stops[1].could == {"ibu", "guide"}, "an islander free to task"
    assert [st.use for st in g.stops] == ["ibu", "two"]
    assert g.bonus == Counter({IBU: 1}) and g.held == Counter({IBU: 1})
    assert g._guides == Counter({1: 1}) and g._late == Counter()
    assert [(t.player, t.round, t.guided, t.conquests, t.esteem) for t in g.turns] == [(0, 2, True, 1, 4),
                                                                                       (1, 2, False, 0, 1)]
    assert g.moves == 4 and w._stop is None, "a new round opens no stop"


@cites("buru.ambelau.canoe", "buru.ambelau.start")
def test_a_move_counts_the_spaces_from_where_the_canoe_was():
    assert moved(-1, 0) == 1 and moved(-1, 3) == 4, "from the start, space 1 is one step"
    assert moved(11, 1) == 3 and moved(4, 8) == 4, "round the end of the track, the start skipped"
    assert Stop(0, 1, 4, -1, frozenset()).use == "resources" and Stop(0, 1, 12, 9, frozenset()).use == "nothing"
    assert ibu_bonus(3) + 1 + 1 + 2 == ibu_score([1, 1, 2]) and ibu_bonus(1) == 0


def _recount(n: int, seed: int, rng: random.Random):
    """Play one game with the study's seats and bots; the watcher's record of it and a recount from the moves."""
    bots, seats, w = bot_kinds(G), seats_for(n), RegionWatcher()
    s = G.setup(n, seed, ON)
    stops: list[list] = []  # [player, space, used]
    guides, late, ibu_totem, moves = Counter(), Counter(), Counter(), 0
    earned, guided, conquests, reveals = Counter(), {}, Counter(), Counter()
    while not G.is_over(s):
        p = G.to_act(s)[0]
        before = s
        action = bots[seats[p]].choose(G.view(s, p), G.legal_actions(s, p), rng)
        s, events = G.apply(s, p, action)
        moves += 1
        w(before, p, None, s, events)
        r = before.round
        for q in range(n):
            guided.setdefault((r, q), bool(before.guided[q]))
            assert guided[r, q] == before.guided[q], "a guide stays with its player all round"
            cards = [offering_value(c) for c in s.offerings[q][len(before.offerings[q]):]]
            earned[r, q] += s.esteem[q] - before.esteem[q] + sum(cards)
        if isinstance(action, Paddle):
            stops.append([p, action.space, set()])
        elif before.area == AMBELAU and isinstance(action, (Offer, Guide, Task)):
            assert stops[-1][0] == p
            stops[-1][2].add({Offer: "ibu", Guide: "guide", Task: "task"}[type(action)])
        if isinstance(action, Guide):
            guides[p] += 1
            late[p] += r == before.rounds
        if isinstance(action, Offer) and action.spirit == IBU and before.totems[IBU] not in (-1, p):
            ibu_totem[before.totems[IBU]] += 1  # another player's offering: the holder's own pays nothing
        for e in events:
            if e.to is None and e.rule in ("buru.afternoon.conquer", "buru.ambelau.conquer") and "area" in e.data:
                conquests[r, e.data["player"]] += 1
            elif e.to is None and e.rule == "buru.afternoon.reveal":
                reveals[r] += 1
    direct = dict(stops=stops, guides=guides, late=late, ibu_totem=ibu_totem, moves=moves, earned=earned,
                  guided=guided, conquests=conquests, reveals=reveals)
    return w.games[0], s, direct


@cites("buru.ambelau.canoe", "buru.ambelau.actions", "buru.ambelau.ibu", "buru.ambelau.ibu_cards",
       "buru.ambelau.ibu_totem", "buru.ambelau.guide", "buru.ambelau.conquer", "buru.end.scoring")
@pytest.mark.parametrize(("n", "seed"), [(4, 3), (3, 8)])
def test_the_watcher_matches_a_recount_of_the_game(n: int, seed: int):
    g, s, direct = _recount(n, seed, random.Random(seed))
    result = G.result(s)
    assert [r.score for r in g.players] == [result.scores[p] for p in range(n)]
    assert [r.won for r in g.players] == [p in result.winners for p in range(n)]
    assert (g.rounds, g.moves) == (5, direct["moves"])
    assert [[st.player, st.space, st.used] for st in g.stops] == direct["stops"]
    assert len(g.stops) >= 2 * 5, "every round sends canoes out"
    assert any(st.used >= {"ibu"} for st in g.stops) and any("guide" in st.used for st in g.stops)
    for p, r in enumerate(g.players):
        assert r.guides == direct["guides"][p] and r.late_guides == direct["late"][p]
        assert r.ibu == tuple(offering_value(c) for c in s.offerings[p] if c // PER_SPIRIT == IBU)
        assert r.ibu_totem == direct["ibu_totem"][p]
    assert g.bonus[IBU] == sum(direct["ibu_totem"].values()) > 0
    assert sum(g.held.values()) >= g.held[IBU] > 0
    assert len(g.turns) == 5 * n
    for t in g.turns:
        assert t.guided == direct["guided"][t.round, t.player] and t.esteem == direct["earned"][t.round, t.player]
        assert t.conquests == direct["conquests"][t.round, t.player]
    for r in range(1, 6):
        assert sum(t.conquests for t in g.turns if t.round == r) == direct["reveals"][r], "one conqueror an area"
    assert not any(t.guided for t in g.turns if t.round == 1) and any(t.guided for t in g.turns)


@cites("buru.ambelau.setup")
def test_the_study_plays_its_seats_and_seeds():
    s = region_study(G, 3, 2, seed=5)
    assert len(s.games) == 2 and s.seats == ("planner", "greedy", "planner") and s.players == 3
    own = derive(5, "ambelau")  # simulate's games, from a seed of their own
    rng = random.Random(own)
    for k, g in enumerate(s.games):
        again, _, _ = _recount(3, own * 100_003 + k, rng)
        assert [r.score for r in again.players] == [r.score for r in g.players] and again.moves == g.moves


# ---- the charts ---------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def study():
    """The region's charts from a few real games (the page plays buru_ambelau.REGION_GAMES)."""
    with pytest.MonkeyPatch.context() as fewer:  # fewer games than the page plays
        fewer.setattr(buru_ambelau, "REGION_GAMES", 6)
        cache: dict = {}  # the charts' games and the study's are the same games, played once
        charts = {c.key: c for c in buru_ambelau.region_charts(G, Run(G, 4, ("planner",) * 4, 2, Summary(), cache=cache))}
        return region_study(G, 4, buru_ambelau.REGION_GAMES, 2, cache), charts


def test_every_region_chart_is_bilingual_with_both_axes_titled(study):
    s, charts = study
    assert len(s.games) == 6 and s.players == 4
    assert list(charts) == ["ambelau_spaces", "ambelau_guides", "ambelau_ibu"]
    check_bilingual(charts.values())


@cites("buru.ambelau.canoe", "buru.ambelau.actions")
def test_the_spaces_chart_counts_every_stop(study):
    s, charts = study
    stops = [st for g in s.games for st in g.stops]
    per = Counter(st.space for st in stops)
    a = max(range(13), key=lambda i: (per[i], -i))
    b = min(range(13), key=lambda i: (per[i], i))
    rate = {k: fmean([k in st.used for st in stops if k in st.could]) for k in CHOICES}
    said = charts["ambelau_spaces"].takeaway("en")
    assert said == (f"Canoes stopped most on space {a + 1} ({buru_ambelau.space_text(a).en}: {per[a]} of {len(stops)} "
                    f"stops) and least on space {b + 1} ({per[b]}); when they could, players offered to Ibu on "
                    f"{rate['ibu']:.0%} of stops, took their guide on {rate['guide']:.0%} and tasked an islander on "
                    f"{rate['task']:.0%}")
    assert f"全{len(stops)}回中{per[a]}回" in charts["ambelau_spaces"].takeaway("ja")
    fig = charts["ambelau_spaces"].figure("en")
    stacks = [t for t in fig["data"] if t.get("yaxis", "y") == "y"]
    assert [t["name"] for t in stacks] == [buru_ambelau.USE_NAMES[u].en for u in USES]
    assert [sum(t["y"][i] for t in stacks) for i in range(13)] == [per[i] for i in range(13)]
    assert stacks[0]["x"][0].startswith("<b>1</b><br>3 fish") and "Ibu<br>guide" in stacks[0]["x"][11]
    assert all(TRACK[i].offer for i in range(13) if stacks[0]["y"][i]), "Ibu only where it is offered"
    right = next(t for t in fig["data"] if t.get("yaxis") == "y2")
    assert right["y"] == pytest.approx([rate[k] for k in CHOICES])


@cites("buru.ambelau.guide")
def test_the_guides_chart_compares_rounds_with_and_without_a_guide(study):
    s, charts = study
    turns = [t for g in s.games for t in g.turns if t.round >= 2]
    yes, no = [t for t in turns if t.guided], [t for t in turns if not t.guided]
    players = [r for g in s.games for r in g.players]
    most = [r for r in players if r.guides >= buru_ambelau.MOST_GUIDES]
    least = min(min(r.guides, buru_ambelau.MOST_GUIDES) for r in players)
    fewest = [r for r in players if min(r.guides, buru_ambelau.MOST_GUIDES) == least]
    said = charts["ambelau_guides"].takeaway("en")
    assert said.startswith(f"In a round with their guide a player earned {fmean([t.esteem for t in yes]):.1f} esteem "
                           f"and conquered {fmean([t.conquests for t in yes]):.2f} areas, against "
                           f"{fmean([t.esteem for t in no]):.1f} and {fmean([t.conquests for t in no]):.2f} without")
    assert most, "the planner takes guides"
    assert (f"players who took {buru_ambelau.MOST_GUIDES} or more guides scored {fmean([r.score for r in most]):.1f} and "
            f"won {fmean([r.won for r in most]):.0%}") in said
    assert said.endswith(f"{fmean([r.score for r in fewest]):.1f} and won {fmean([r.won for r in fewest]):.0%}")
    assert f"{fmean([t.esteem for t in yes]):.1f}エスティームを得て" in charts["ambelau_guides"].takeaway("ja")
    fig = charts["ambelau_guides"].figure("en")
    left = fig["data"][0]
    assert left["x"] == ["With guide", "Without"] and left["y"] == pytest.approx(
        [fmean([t.esteem for t in yes]), fmean([t.esteem for t in no])])
    taken = sum(r.guides for r in players)
    late = sum(r.late_guides for r in players)
    assert f"{late} of the {taken} guides taken came in a last round" in fig["layout"]["title"]["text"]


@cites("buru.ambelau.ibu_cards", "buru.ambelau.ibu_totem")
def test_the_ibu_chart_adds_the_bonus_to_the_cards(study):
    s, charts = study
    players = [r for g in s.games for r in g.players]
    k = fmean([len(r.ibu) for r in players])
    values = fmean([sum(r.ibu) for r in players])
    bonus = fmean([len(r.ibu) * (len(r.ibu) - 1) for r in players])
    assert fmean([ibu_score(list(r.ibu)) for r in players]) == pytest.approx(values + bonus)
    held = {sp: sum(g.held[sp] for g in s.games) for sp in (BANYU, IBU)}
    per_round = sum(g.bonus[IBU] for g in s.games) / held[IBU]
    said = charts["ambelau_ibu"].takeaway("en")
    assert said.startswith(f"A player ended with {k:.1f} Ibu cards worth {values + bonus:.1f} esteem on average, "
                           f"{bonus:.1f} of it the +1-per-other bonus")
    assert f"Ibu's totem paid its holder {per_round:.2f} esteem a round held, against" in said
    assert f"平均{k:.1f}枚・{values + bonus:.1f}エスティーム" in charts["ambelau_ibu"].takeaway("ja")
    fig = charts["ambelau_ibu"].figure("en")
    cards, extra, totems = fig["data"]
    rows = Counter(min(len(r.ibu), buru_ambelau.MOST_IBU) for r in players)
    assert [x.split("<br>")[0] for x in cards["x"]] == [
        f"{c} or more" if c == buru_ambelau.MOST_IBU else str(c) for c in sorted(rows)]
    first = sorted(rows)[-1]
    top = [r for r in players if min(len(r.ibu), buru_ambelau.MOST_IBU) == first]
    assert cards["y"][-1] + extra["y"][-1] == pytest.approx(fmean([ibu_score(list(r.ibu)) for r in top]))
    assert totems["x"][-1] == "Ibu (Ambelau region)" and totems["y"][-1] == pytest.approx(per_round)
