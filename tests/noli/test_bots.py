"""Noli's heuristics: the generic GreedyBot bids a sensible plan through action_value; the game's own Bidder bot."""

from __future__ import annotations

import random
import statistics

from kernel_games.core import GreedyBot, bot_kinds
from kernel_games.noli.actions import DoubleUp, RaidTower, Ready, ResolveSymbol, SetBid
from kernel_games.noli.bots import BidderBot, action_value, plan
from kernel_games.noli.components import CARDS
from kernel_games.noli.scenes import card, fresh, others_ready, place, season

from .helpers import BURGU, MAINA, G, act, cites


def view(s, p=MAINA):
    return G.view(s, p)


@cites("noli.invest.bank")
def test_a_plan_never_spends_more_than_the_purse():
    """The plan uses at most the coins in the bank plus those already bid."""
    for seed in range(30):
        s = G.setup(4, seed)
        rng = random.Random(seed)
        for _ in range(rng.randint(0, 60)):
            if G.is_over(s):
                break
            p = G.to_act(s)[0]
            s, _ = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
        for p in G.to_act(s) if s.phase == "investment" else []:
            v = view(s, p)
            assert sum(plan(v).values()) <= v["bank"] + sum(v["bids"][p])


@cites("noli.win.tower", "noli.bid.double")
def test_close_to_six_floors_the_plan_goes_for_the_mason():
    """Five floors: everything on the Mason; four floors: half on it, half kept to double up."""
    assert plan(view(place(fresh(), floors=[5, 0, 0, 0])))["mason"] == 7
    p4 = plan(view(place(fresh(), floors=[4, 0, 0, 0], banks=[8, 9, 10, 8])))
    assert p4["mason"] == 4 and sum(p4.values()) == 4


@cites("noli.win.track", "noli.courtier.end")
def test_the_courtier_only_when_the_end_of_the_track_is_a_win():
    """A Courtier win that ends the game: all in when ahead in floors, nothing when behind."""
    ahead = place(fresh(), track=[11, 1, 0, 2], floors=[2, 1, 0, 0])
    behind = place(fresh(), track=[11, 1, 0, 2], floors=[1, 2, 0, 0])
    assert plan(view(ahead))["courtier"] == 7
    assert plan(view(behind))["courtier"] == 0


@cites("noli.invest.bid", "noli.invest.ready")
def test_greedy_walks_to_its_plan_then_declares_ready():
    """GreedyBot: each SetBid it picks moves towards the plan; Ready comes once the plan stands."""
    s = others_ready(fresh())
    bot, rng = GreedyBot(G), random.Random(1)
    target = plan(view(s))
    for _ in range(10):
        a = bot.choose(view(s), G.legal_actions(s, MAINA), rng)
        if type(a) is Ready:
            break
        assert type(a) is SetBid and a.amount == target[a.investment]
        s, _ = act(s, MAINA, a)
    assert type(a) is Ready and [target[k] for k in ("courtier", "rower", "shipwright", "mason")] == list(s.bids[MAINA])


@cites("noli.fishing.resolve", "noli.raid.floor")
def test_greedy_orders_symbols_and_picks_targets_sensibly():
    """The wall before the raid; a raid on the leader's tower, not one's own; double up on the Mason."""
    s = season(place(fresh(), walls=0, floors=[2, 1, 1, 0]), [1, 2, 3, 4], tops={1: [card(1, "savona"), card(1, "repairs")]})
    best = max(G.legal_actions(s, MAINA), key=lambda a: action_value(view(s), a))
    assert type(best) is ResolveSymbol and CARDS[best.card].symbols[best.symbol].kind == "wall"
    s = season(place(fresh(), walls=0, floors=[1, 3, 2, 0]), [1, 2, 3, 4], tops={1: [card(1, "savona"), card(1, "tuna")]})
    assert max(G.legal_actions(s, MAINA), key=lambda a: action_value(view(s), a)) == RaidTower(BURGU)
    v = {**view(place(fresh(), floors=[3, 0, 0, 0])), "investment": "mason", "price": 2}
    assert action_value(v, DoubleUp(True)) > action_value(v, DoubleUp(False))


@cites("noli.round.phases")
def test_bots_finish_games_in_six_to_ten_rounds():
    """Greedy and Bidder bots finish 4-player games, on average in about 6 to 10 rounds."""
    kinds = bot_kinds(G)
    assert isinstance(kinds["bidder"], BidderBot)
    for name in ("greedy", "bidder"):
        rounds = []
        for seed in range(16):
            s, rng = G.setup(4, seed), random.Random(seed)
            while not G.is_over(s):
                p = G.to_act(s)[0]
                s, _ = G.apply(s, p, kinds[name].choose(G.view(s, p), G.legal_actions(s, p), rng))
            rounds.append(s.round)
        assert 6 <= statistics.mean(rounds) <= 10.5, (name, rounds)
