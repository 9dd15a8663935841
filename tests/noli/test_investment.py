"""The investment phase (seed 002: 投資フェイズ): secret simultaneous bids from the bank, each placed once, then a
common reveal."""

from __future__ import annotations

from kernel_games.core import Game
from kernel_games.noli.actions import DoubleUp, Ready, Roll, SetBid

from .helpers import BURGU, CIASSA, MAINA, PORTELLU, G, act, all_bid, cites, fired, illegal, snapshot

INVESTMENTS = ("courtier", "rower", "shipwright", "mason")


def offered(state, p, key):
    """The amounts ``p`` is offered on investment ``key``."""
    return [a.amount for a in G.legal_actions(state, p) if type(a) is SetBid and a.investment == key]


@cites("noli.invest.bid")
def test_everyone_bids_at_once_in_any_order():
    """noli.invest.bid: all players are due together, in any order, each placing bids on any investments, zero included."""
    s = G.setup(4, seed=1)
    assert G.to_act(s) == (0, 1, 2, 3)
    s, _ = act(s, CIASSA, SetBid("mason", 3))  # the last seat may bid first
    s, _ = act(s, MAINA, SetBid("mason", 6))  # any investment first, too
    s, _ = act(s, MAINA, SetBid("courtier", 0))  # zero is a bid
    assert s.bids[MAINA] == (0, 0, 0, 6) and s.bank[MAINA] == 1
    s, _ = act(s, MAINA, SetBid("rower", 1))
    assert s.bids[MAINA] == (0, 1, 0, 6) and s.bank[MAINA] == 0  # zero coins left in the bank is allowed
    assert G.to_act(s) == (0, 1, 2, 3) and offered(s, MAINA, "shipwright") == [0]


@cites("noli.invest.bid")
def test_each_bid_is_placed_once():
    """noli.invest.bid (ruling): a bid placed on an investment stays for the round: no second SetBid there, whatever the
    amount (zero and the same amount included); the other investments stay open."""
    s = G.setup(4, seed=1)
    s, events = act(s, MAINA, SetBid("courtier", 2))
    assert s.placed[MAINA] == 0b0001 and "You bid 2 on the Courtier" in events[0].text.en
    for amount in (5, 2, 0, 1):
        err = illegal(s, MAINA, SetBid("courtier", amount), "noli.invest.bid")
        assert "once" in err.text.en and "1回" in err.text.ja
    assert offered(s, MAINA, "courtier") == [] and offered(s, MAINA, "mason") == [0, 1, 2, 3, 4, 5]
    s, _ = act(s, MAINA, SetBid("rower", 0))  # a zero bid is placed too
    illegal(s, MAINA, SetBid("rower", 3), "noli.invest.bid")
    assert offered(s, MAINA, "rower") == [] and s.bids[MAINA] == (2, 0, 0, 0) and not s.ready[MAINA]
    assert SetBid("courtier", 2) in G.legal_actions(s, BURGU)  # each player has their own four bids
    # the refused tries above left no trace, and the shortcut in legal_actions is the base rule's list
    assert G.legal_actions(s, MAINA) == Game.legal_actions(G, s, MAINA)


@cites("noli.invest.bid")
def test_bids_stay_behind_the_screen():
    """noli.invest.bid: until the reveal, each player sees only their own bids and which of them are placed; the
    narration of a bid is private."""
    s = G.setup(4, seed=1)
    s, events = act(s, BURGU, SetBid("mason", 4))
    assert all(e.to == BURGU for e in events)
    assert G.view(s, BURGU)["bids"][BURGU] == [0, 0, 0, 4]
    assert G.view(s, BURGU)["placed"][BURGU] == [False, False, False, True]
    for viewer in (MAINA, PORTELLU, CIASSA, None):
        v = G.view(s, viewer)
        assert v["bids"][BURGU] is None and v["placed"][BURGU] is None
        assert v["bank"] != 5 or viewer is None
        assert "4" not in str([v["bids"][q] for q in range(4) if q != viewer])
    assert G.view(s, MAINA) == G.view(G.setup(4, seed=1), MAINA)  # Màina cannot tell that Burgu bid at all


@cites("noli.invest.bid")
def test_bad_bids_are_refused():
    """noli.invest.bid: only the four investments and whole numbers of coins; only bids during the investment phase."""
    s = G.setup(4, seed=1)
    illegal(s, MAINA, SetBid("priest", 1), "noli.invest.bid")
    illegal(s, MAINA, SetBid("mason", -1), "noli.invest.bid")
    illegal(s, MAINA, SetBid("mason", 1.5), "core.action.malformed")  # typed fields are checked before the rules
    illegal(s, MAINA, DoubleUp(True), "noli.invest.bid")
    illegal(s, MAINA, Roll(), "noli.invest.bid")
    assert SetBid("mason", 0) in G.legal_actions(s, MAINA)


@cites("noli.invest.bank")
def test_bids_come_from_the_bank():
    """noli.invest.bank: a bid cannot exceed the coins left in the bank."""
    s = G.setup(4, seed=1)
    err = illegal(s, MAINA, SetBid("mason", 8), "noli.invest.bank")
    assert "7" in err.text.en
    s, _ = act(s, MAINA, SetBid("mason", 5))
    illegal(s, MAINA, SetBid("courtier", 3), "noli.invest.bank")  # only 2 left in the bank
    assert offered(s, MAINA, "courtier") == offered(s, MAINA, "rower") == [0, 1, 2]
    s, _ = act(s, MAINA, SetBid("courtier", 2))
    assert offered(s, MAINA, "rower") == offered(s, MAINA, "shipwright") == [0]


@cites("noli.invest.bank")
def test_the_bank_is_seen_by_its_owner_only():
    """noli.invest.bank: your bank and bids are shown to you alone (others can only count the public record)."""
    s = G.setup(4, seed=1)
    s, _ = act(s, PORTELLU, SetBid("courtier", 3))
    assert G.view(s, PORTELLU)["bank"] == 7
    assert G.view(s, MAINA)["bank"] == 7 and G.view(s, None)["bank"] is None
    assert G.view(s, MAINA)["bids"][PORTELLU] is None
    # the hidden split, and which bids are placed, are redrawn for an observer without changing anything they see
    s, _ = act(s, MAINA, SetBid("rower", 1))
    for seed in range(20):
        other = G.redeal_hidden(s, MAINA, seed=seed)
        assert G.view(other, MAINA) == G.view(s, MAINA) and G.invariants(other) == []
        assert G.legal_actions(other, MAINA) == G.legal_actions(s, MAINA) and G.to_act(other) == G.to_act(s)


@cites("noli.invest.ready")
def test_ready_ends_the_bidding_and_unplaced_bids_are_zero():
    """noli.invest.ready (ruling): declaring ready ends a player's bidding for the round, bids left unplaced count as
    zero; nothing can be placed afterwards."""
    s = G.setup(4, seed=1)
    s, _ = act(s, BURGU, SetBid("shipwright", 2))
    s, events = act(s, BURGU, Ready())
    assert G.to_act(s) == (0, 2, 3) and fired(events, "noli.invest.ready")[0].to is None
    assert s.bids[BURGU] == (0, 0, 2, 0) and s.bank[BURGU] == 7
    illegal(s, BURGU, SetBid("mason", 3), "core.turn.not_yours")
    illegal(s, BURGU, Ready(), "core.turn.not_yours")
    assert G.legal_actions(s, BURGU) == []
    s, _ = act(s, MAINA, Ready())  # nothing placed at all: four zero bids
    assert s.bids[MAINA] == (0, 0, 0, 0) and s.bank[MAINA] == 7


@cites("noli.invest.ready")
def test_all_four_placed_means_ready():
    """noli.invest.ready (ruling): the fourth bid placed makes the player ready with no Ready step; the others hear
    exactly what a declared Ready tells them."""
    s = G.setup(4, seed=1)
    placed = s
    for key, amount in zip(INVESTMENTS, (1, 0, 2, 3), strict=True):
        assert not placed.ready[MAINA]
        placed, events = act(placed, MAINA, SetBid(key, amount))
    assert placed.ready[MAINA] and G.to_act(placed) == (1, 2, 3) and G.legal_actions(placed, MAINA) == []
    assert [e.to for e in fired(events, "noli.invest.ready")] == [MAINA, None]
    illegal(placed, MAINA, Ready(), "core.turn.not_yours")
    declared = s
    for key, amount in zip(INVESTMENTS[:3], (1, 0, 2), strict=True):
        declared, _ = act(declared, MAINA, SetBid(key, amount))
    declared, said = act(declared, MAINA, Ready())
    assert [e for e in events if e.to is None] == [e for e in said if e.to is None]
    for viewer in (BURGU, PORTELLU, CIASSA, None):
        assert G.view(placed, viewer) == G.view(declared, viewer)  # the bids differ (3 on the Mason or 0), unseen
    # the last player's fourth bid reveals everything at once
    s, _ = act(placed, BURGU, Ready())
    s, _ = act(s, PORTELLU, SetBid("mason", 1))
    s, _ = act(s, PORTELLU, Ready())
    for key in INVESTMENTS:
        before = snapshot(s)
        s, events = act(s, CIASSA, SetBid(key, 1))
    assert snapshot(s) != before and s.phase != "investment"
    assert [e.data["bids"] for e in fired(events, "noli.invest.ready") if "bids" in e.data] == [
        [[1, 0, 2, 3], [0, 0, 0, 0], [0, 0, 0, 1], [1, 1, 1, 1]]]


@cites("noli.invest.ready")
def test_ready_then_reveal():
    """noli.invest.ready: a ready player is done; when all are ready, every bid is revealed together."""
    s = G.setup(4, seed=1)
    s, _ = act(s, BURGU, SetBid("shipwright", 2))
    s, events = act(s, BURGU, Ready())
    assert G.view(s, MAINA)["ready"] == [False, True, False, False]
    s, events = all_bid(s, {MAINA: {"courtier": 1}, PORTELLU: {"rower": 2}, CIASSA: {"mason": 1}})
    reveal = [e for e in fired(events, "noli.invest.ready") if "bids" in e.data][0]
    assert reveal.data["bids"] == [[1, 0, 0, 0], [0, 0, 2, 0], [0, 2, 0, 0], [0, 0, 0, 1]]
    assert s.phase != "investment"
    assert G.view(s, MAINA)["bids"] == G.view(s, None)["bids"] == reveal.data["bids"]  # revealed to all
    assert G.view(s, MAINA)["placed"] == [None] * 4


@cites("noli.invest.bid", "noli.invest.ready")
def test_bids_can_be_placed_again_next_round():
    """noli.invest.bid: the once-per-round limit starts afresh each round."""
    s = G.setup(4, seed=1)
    s, _ = all_bid(s, {MAINA: {"courtier": 1}})
    while s.phase != "investment":
        p = G.to_act(s)[0]
        s, _ = act(s, p, G.legal_actions(s, p)[0])
    assert s.round == 2 and s.placed == [0, 0, 0, 0] and not any(s.ready)
    assert 1 in offered(s, MAINA, "courtier")
