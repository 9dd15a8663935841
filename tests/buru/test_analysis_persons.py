"""Buru's Great Persons numbers (kernel_games/buru/persons/analysis.py): what the watcher counts is what the games did,
recounted from the moves played and the states they left; and the persons' charts (widgets/analyses/buru/persons.py),
built from a small real study, say in both languages what their numbers say."""

from __future__ import annotations

import math
import random
from collections import Counter
from statistics import fmean

import pytest

from kernel_games.buru.analysis import seats_for
from kernel_games.buru.components import AREA_NAMES, FOREST, LAKE, SHORE
from kernel_games.buru.persons.actions import PERSON, Lead, Recruit
from kernel_games.buru.persons.analysis import ROUND_FATES, PersonsWatcher, persons_study, persons_watcher
from kernel_games.buru.persons.cards import PERSONS
from kernel_games.core import Event, Text
from kernel_games.core.bots import bot_kinds
from kernel_games.core.simulate import Summary, derive
from kernel_games.core.text import ordinal, plural
from widgets.analyses.buru import persons as buru_persons
from widgets.analyses.chart import Run

from .build import G, cites
from .helpers import check_bilingual

ON = {"persons": 1}


def _ev(rule: str, to: int | None = None, **data) -> Event:
    return Event(rule, Text("", ""), to=to, data=data)


class _S:  # the few fields of a state the watcher reads
    def __init__(self, rnd: int = 1, step: str = "space", area: int = FOREST, led: tuple = (False, False)):
        self.n, self.round, self.step, self.area, self.led, self.phase = 2, rnd, step, area, led, "afternoon"
        self.dealt, self.persons = ((3, 7), (1, 9)), (7, 1)


@cites("buru.persons.setup", "buru.persons.action", "buru.persons.once")
def test_the_watcher_counts_reveals_uses_and_the_turns_that_could_use_them():
    w = PersonsWatcher(ask=lambda s, p: 3)  # the card the seat's bot would keep
    choosing = _S(step=PERSON)
    w(choosing, 0, Recruit(7), choosing, [_ev("buru.persons.setup", player=0),  # chosen face down: no card yet
                                    _ev("buru.persons.setup", to=0)])
    w(choosing, 1, None, choosing, [_ev("buru.persons.setup", player=0, person=7),
                                    _ev("buru.persons.setup", player=1, person=1)])
    w(_S(), 0, None, _S(), [_ev("buru.persons.action", player=0, area=FOREST, person=7),
                            _ev("buru.persons.action", player=0, gain=[0, 0, 1, 2, 0])])  # its gain: no second use
    w(_S(area=SHORE, led=(True, False)), 0, None, _S(), [])  # used already this round: no turn for it
    w(_S(area=SHORE, led=(True, False)), 1, None, _S(), [])
    w(_S(area=LAKE, led=(True, False)), 1, None, _S(), [])
    w(_S(2, "benefit", LAKE), 1, None, _S(), [])  # not the space step
    g = w._game
    assert g._dealt == ((3, 7), (1, 9)) and g._kept == {0: 7, 1: 1} and w._wanted == {0: 3}
    assert [(u.player, u.round, u.area, u.person) for u in g.uses] == [(0, 1, FOREST, 7)]
    assert g.turns == {(1, FOREST, 0), (1, SHORE, 1), (1, LAKE, 1)} and g.moves == 7


def _recount(n: int, seed: int, rng: random.Random, ask: random.Random):
    """Play one game as the study does (a coin flip keeps a card; the bot is asked, with a generator of its own, which
    it would have kept); the watcher's record of it and a recount from the moves and the legal actions."""
    bots, seats, w = bot_kinds(G), seats_for(n), persons_watcher(G, n)
    s = G.setup(n, seed, ON)
    dealt, wanted, uses, turns, moves = s.dealt, {}, [], set(), 0
    while not G.is_over(s):
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        if s.step == PERSON:
            wanted[p] = bots[seats[p]].choose(G.view(s, p), legal, ask).person
            action = rng.choice(legal)
        else:
            action = bots[seats[p]].choose(G.view(s, p), legal, rng)
        if s.step == PERSON:
            assert isinstance(action, Recruit) and action.person in dealt[p]
        if any(isinstance(a, Lead) for a in legal):
            turns.add((s.round, s.area, p))
        if isinstance(action, Lead):
            uses.append((p, s.round, s.area, s.persons[p]))
        before = s
        s, events = G.apply(s, p, action)
        moves += 1
        w(before, p, action, s, events)
    return w.games[0], s, dict(dealt=dealt, wanted=wanted, uses=uses, turns=turns, moves=moves)


@cites("buru.persons.setup", "buru.persons.start", "buru.persons.action", "buru.persons.once", "buru.end.scoring")
@pytest.mark.parametrize(("n", "seed"), [(4, 3), (3, 8)])
def test_the_watcher_matches_a_recount_of_the_game(n: int, seed: int):
    g, s, direct = _recount(n, seed, random.Random(seed), random.Random(0))
    result = G.result(s)
    assert [r.score for r in g.players] == [result.scores[p] for p in range(n)]
    assert [r.won for r in g.players] == [p in result.winners for p in range(n)]
    assert (g.rounds, g.moves) == (5, direct["moves"])
    assert [r.dealt for r in g.players] == list(direct["dealt"]) and all(len(r.dealt) == 2 for r in g.players)
    assert [r.wanted for r in g.players] == [direct["wanted"][p] for p in range(n)]
    assert [r.person for r in g.players] == list(s.persons), "the card turned up is the one kept to the end"
    assert all(r.person in r.dealt for r in g.players)
    assert [(u.player, u.round, u.area, u.person) for u in g.uses] == direct["uses"]
    assert [r.uses for r in g.players] == [sum(u[0] == p for u in direct["uses"]) for p in range(n)]
    assert g.turns == direct["turns"]
    assert len({(p, r) for p, r, *_ in direct["uses"]}) == len(direct["uses"]) <= 5 * n, "once a round"
    assert direct["uses"] and any(a != FOREST for _, _, a, _ in direct["uses"])


@cites("buru.persons.setup")
def test_the_study_plays_its_seats_and_seeds():
    s = persons_study(G, 3, 2, seed=5)
    assert len(s.games) == 2 and s.seats == ("planner", "greedy", "planner") and s.players == 3
    own = derive(5, "persons")  # simulate's games, from a seed of their own
    rng, ask = random.Random(own), random.Random(0)
    for k, g in enumerate(s.games):
        again, _, _ = _recount(3, own * 100_003 + k, rng, ask)
        assert [r.score for r in again.players] == [r.score for r in g.players] and again.moves == g.moves
        assert [r.person for r in again.players] == [r.person for r in g.players]
    rows = s.persons()
    assert sorted(rows) == list(range(len(PERSONS))) and sum(r.dealt for r in rows.values()) == 2 * 3 * 2
    assert sum(r.keepers for r in rows.values()) == 3 * 2 and sum(r.wanted for r in rows.values()) == 3 * 2
    fates = s.fates()
    assert sum(k for _, k in fates.values()) == 3 * 2 * 5 and list(fates) == list(ROUND_FATES)


# ---- the charts ---------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def study():
    """The persons' charts from a few real games (the page plays buru_persons.PERSONS_GAMES)."""
    with pytest.MonkeyPatch.context() as fewer:  # fewer games than the page plays
        fewer.setattr(buru_persons, "PERSONS_GAMES", 8)
        cache: dict = {}  # the charts' games and the study's are the same games, played once
        charts = {c.key: c for c in buru_persons.persons_charts(G, Run(G, 4, ("planner",) * 4, 2, Summary(), cache=cache))}
        return persons_study(G, 4, buru_persons.PERSONS_GAMES, 2, cache), charts


def test_every_persons_chart_is_bilingual_with_both_axes_titled(study):
    s, charts = study
    assert len(s.games) == 8 and s.players == 4
    assert list(charts) == ["persons_best", "persons_action"]
    check_bilingual(charts.values())
    for chart in charts.values():
        for lang, note in (("ja", "再構成"), ("en", "reconstructed")):
            assert note in chart.figure(lang)["layout"]["title"]["text"], "the reconstructed-data note"


@cites("buru.persons.setup", "buru.persons.cards")
def test_the_best_chart_ranks_the_keepers_scores(study):
    s, charts = study
    players = [r for g in s.games for r in g.players]
    kept = {c: [r for r in players if r.person == c] for c in range(len(PERSONS))}
    mean = {c: fmean([r.score for r in v]) for c, v in kept.items() if v}
    order = sorted(mean, key=lambda c: (mean[c], -c))
    a, b = order[-1], order[0]

    def error(c: int) -> float:
        xs = [r.score for r in kept[c]]
        return 0.0 if len(xs) < 2 else math.sqrt(sum((x - mean[c]) ** 2 for x in xs) / (len(xs) - 1) / len(xs))

    dealt = Counter(c for r in players for c in r.dealt)
    wanted = Counter(r.wanted for r in players)
    fav = max(mean, key=lambda c: (wanted[c] / dealt[c], -c))
    rank = len(order) - order.index(fav)
    said = charts["persons_best"].takeaway("en")
    assert said.startswith(f"The {PERSONS[a].name.en}'s keepers scored most ({mean[a]:.1f} ± {error(a):.1f} on "
                           f"average, winning {fmean([r.won for r in kept[a]]):.0%}; {plural(len(kept[a]), 'player')}), the "
                           f"{PERSONS[b].name.en}'s least ({mean[b]:.1f} ± {error(b):.1f}; "
                           f"{plural(len(kept[b]), 'player')})")
    assert said.endswith(f"the {PERSONS[fav].name.en} (chosen {wanted[fav] / dealt[fav]:.0%} of the times dealt), "
                         f"ranked {ordinal(rank)} of {len(order)} by its keepers' score")
    assert f"{PERSONS[a].name.ja}（平均{mean[a]:.1f}±{error(a):.1f}点" in charts["persons_best"].takeaway("ja")
    fig = charts["persons_best"].figure("en")
    want, score, text = fig["data"]
    everyone = sorted(range(len(PERSONS)), key=lambda c: (mean.get(c, 0.0), -c))
    assert [y.split("<br>")[0] for y in score["y"]] == [PERSONS[c].name.en for c in everyone]
    assert want["x"] == pytest.approx([wanted[c] / dealt[c] if dealt[c] else 0.0 for c in everyone])
    assert score["x"] == pytest.approx([mean.get(c, 0.0) for c in everyone])
    assert score["error_x"]["array"] == pytest.approx([error(c) if c in mean else 0.0 for c in everyone])
    assert text["text"][-1] == f" wins {fmean([r.won for r in kept[a]]):.0%}, {len(kept[a])} kept, used " \
                               f"{sum(r.uses for r in kept[a]) / (5 * len(kept[a])):.0%}"
    assert "action: 4 fish, task 1" in score["y"][everyone.index(9)], "the Navigator's action under its name"


@cites("buru.persons.action", "buru.persons.once")
def test_the_action_chart_counts_every_use_by_round_and_area(study):
    s, charts = study
    uses = [u for g in s.games for u in g.uses]
    turns = Counter(a for g in s.games for _, a, _ in g.turns)
    rounds = 4 * len(s.games)  # players with a person, each round
    per = Counter(u.round for u in uses)
    hi = max(range(1, 6), key=lambda r: (per[r], -r))
    lo = min(range(1, 6), key=lambda r: (per[r], r))
    by = Counter(u.area for u in uses)
    most = max(by, key=lambda a: (by[a], -a))
    least = min(by, key=lambda a: (by[a], a))
    unused = 1 - len(uses) / (5 * rounds)
    said = charts["persons_action"].takeaway("en")
    assert said.startswith(f"Players used their Great Person's action in {len(uses) / (5 * rounds):.0%} of their "
                           f"rounds, most in round {hi} ({per[hi] / rounds:.0%}) and least in round {lo} "
                           f"({per[lo] / rounds:.0%}); in the other {unused:.0%} they had a turn for it and let it go")
    assert said.endswith(f"{by[most]} of the {len(uses)} uses took explorers of the {AREA_NAMES[most].en} "
                         f"({by[most] / turns[most]:.0%} of the turns there that could), the fewest those of the "
                         f"{AREA_NAMES[least].en} ({by[least]}, {by[least] / turns[least]:.0%})")
    assert f"{len(uses)}回の使用のうち{by[most]}回は{AREA_NAMES[most].ja}の探索者" in charts["persons_action"].takeaway("ja")
    fig = charts["persons_action"].figure("en")
    used, passed, areas = fig["data"]
    assert used["x"] == ["1", "2", "3", "4", "5"] and used["y"] == pytest.approx([per[r] / rounds for r in range(1, 6)])
    assert [u + p for u, p in zip(used["y"], passed["y"], strict=True)] == pytest.approx([1.0] * 5), "no round without"
    assert areas["x"] == [AREA_NAMES[a].en for a in sorted(turns)] and areas["y"] == [by[a] for a in sorted(turns)]
