"""The investment phase (seed 002: 投資フェイズ): secret simultaneous bids from the bank, then a common reveal."""

from __future__ import annotations

from kernel_games.noli.actions import DoubleUp, Ready, Roll, SetBid

from .helpers import BURGU, CIASSA, MAINA, PORTELLU, G, act, all_bid, cites, fired, illegal


@cites("noli.invest.bid")
def test_everyone_bids_at_once_in_any_order():
    """noli.invest.bid: all players are due together; a bid can be placed, replaced and set back to zero."""
    s = G.setup(4, seed=1)
    assert G.to_act(s) == (0, 1, 2, 3)
    s, _ = act(s, CIASSA, SetBid("mason", 3))  # the last seat may bid first
    s, _ = act(s, MAINA, SetBid("courtier", 2))
    s, _ = act(s, MAINA, SetBid("courtier", 5))  # replaces the 2
    assert s.bids[MAINA] == [5, 0, 0, 0] and s.bank[MAINA] == 2
    s, _ = act(s, MAINA, SetBid("courtier", 0))
    assert s.bids[MAINA] == [0, 0, 0, 0] and s.bank[MAINA] == 7
    s, _ = act(s, MAINA, SetBid("rower", 1))
    s, _ = act(s, MAINA, SetBid("mason", 6))
    assert s.bids[MAINA] == [0, 1, 0, 6] and s.bank[MAINA] == 0  # zero coins left in the bank is allowed
    assert G.to_act(s) == (0, 1, 2, 3)


@cites("noli.invest.bid")
def test_bids_stay_behind_the_screen():
    """noli.invest.bid: until the reveal, each player sees only their own bids; the narration of a bid is private."""
    s = G.setup(4, seed=1)
    s, events = act(s, BURGU, SetBid("mason", 4))
    assert all(e.to == BURGU for e in events)
    assert G.view(s, BURGU)["bids"][BURGU] == [0, 0, 0, 4]
    for viewer in (MAINA, PORTELLU, CIASSA, None):
        v = G.view(s, viewer)
        assert v["bids"][BURGU] is None and v["bank"] != 5 or viewer is None
        assert "4" not in str([v["bids"][q] for q in range(4) if q != viewer])


@cites("noli.invest.bid")
def test_bad_bids_are_refused():
    """noli.invest.bid: only the four investments, whole numbers of coins, and a real change."""
    s = G.setup(4, seed=1)
    illegal(s, MAINA, SetBid("priest", 1), "noli.invest.bid")
    illegal(s, MAINA, SetBid("mason", -1), "noli.invest.bid")
    illegal(s, MAINA, SetBid("mason", 1.5), "noli.invest.bid")
    illegal(s, MAINA, SetBid("mason", 0), "noli.invest.bid")  # already zero
    illegal(s, MAINA, DoubleUp(True), "noli.invest.bid")
    illegal(s, MAINA, Roll(), "noli.invest.bid")


@cites("noli.invest.bank")
def test_bids_come_from_the_bank():
    """noli.invest.bank: a bid cannot exceed the bank (plus the coins already on that investment)."""
    s = G.setup(4, seed=1)
    err = illegal(s, MAINA, SetBid("mason", 8), "noli.invest.bank")
    assert "7" in err.text.en
    s, _ = act(s, MAINA, SetBid("mason", 5))
    illegal(s, MAINA, SetBid("courtier", 3), "noli.invest.bank")  # only 2 left in the bank
    s, _ = act(s, MAINA, SetBid("mason", 7))  # moving coins already on the Mason back and forth is fine
    mason = [a.amount for a in G.legal_actions(s, MAINA) if type(a) is SetBid and a.investment == "mason"]
    assert mason == [0, 1, 2, 3, 4, 5, 6]  # 7 is the current bid
    assert not [a for a in G.legal_actions(s, MAINA) if type(a) is SetBid and a.investment != "mason" and a.amount > 0]


@cites("noli.invest.bank")
def test_the_bank_is_seen_by_its_owner_only():
    """noli.invest.bank: your bank and bids are shown to you alone (others can only count the public record)."""
    s = G.setup(4, seed=1)
    s, _ = act(s, PORTELLU, SetBid("courtier", 3))
    assert G.view(s, PORTELLU)["bank"] == 7
    assert G.view(s, MAINA)["bank"] == 7 and G.view(s, None)["bank"] is None
    assert G.view(s, MAINA)["bids"][PORTELLU] is None
    # the hidden split is redrawn for an observer without changing anything they see
    other = G.redeal_hidden(s, MAINA, seed=3)
    assert G.view(other, MAINA) == G.view(s, MAINA)


@cites("noli.invest.ready")
def test_ready_then_reveal():
    """noli.invest.ready: a ready player is done; when all are ready, every bid is revealed together."""
    s = G.setup(4, seed=1)
    s, _ = act(s, BURGU, SetBid("shipwright", 2))
    s, events = act(s, BURGU, Ready())
    assert G.to_act(s) == (0, 2, 3) and fired(events, "noli.invest.ready")[0].to is None
    illegal(s, BURGU, SetBid("shipwright", 3), "core.turn.not_yours")
    assert G.view(s, MAINA)["ready"] == [False, True, False, False]
    s, events = all_bid(s, {MAINA: {"courtier": 1}, PORTELLU: {"rower": 2}, CIASSA: {"mason": 1}})
    reveal = [e for e in fired(events, "noli.invest.ready") if "bids" in e.data][0]
    assert reveal.data["bids"] == [[1, 0, 0, 0], [0, 0, 2, 0], [0, 2, 0, 0], [0, 0, 0, 1]]
    assert s.phase != "investment"
    assert G.view(s, MAINA)["bids"] == G.view(s, None)["bids"] == reveal.data["bids"]  # revealed to all
