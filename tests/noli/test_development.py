"""The development phase (seed 002: 発展フェイズ): winners, ties, double up and the four investments."""

from __future__ import annotations

from kernel_games.noli import scenes
from kernel_games.noli.actions import DoubleUp, Ready, SetBid, TakeRower
from kernel_games.noli.scenes import place

from .helpers import BURGU, CIASSA, MAINA, PORTELLU, G, act, all_bid, cites, fired, illegal, rules_of


def fresh():
    """A new 4-player game with the live regatta: after the development the round waits for the first roll, so the
    banks, boats and rowers checked below show the development alone (no fishing yet)."""
    return scenes.fresh(mode="live")


def wins(events):
    return [(e.data["investment"], e.data["player"], e.data["bid"]) for e in fired(events, "noli.bid.win")]


def no_double(state, p, legal):
    return DoubleUp(False) if DoubleUp(False) in legal else legal[0]


@cites("noli.develop.order")
def test_investments_resolve_left_to_right():
    """noli.develop.order: Courtier, then Rower, then Shipwright, then Mason, whatever order the bids were made in."""
    s = place(fresh(), banks=[3, 3, 3, 3])
    s, events = all_bid(s, {CIASSA: {"mason": 1}, PORTELLU: {"shipwright": 1}, BURGU: {"rower": 1}, MAINA: {"courtier": 1}})
    while s.step == "double":
        s, more = act(s, G.to_act(s)[0], DoubleUp(False))
        events += more
    assert [w[0] for w in wins(events)] == ["courtier", "rower", "shipwright", "mason"]
    assert [w[1] for w in wins(events)] == [MAINA, BURGU, PORTELLU, CIASSA]


@cites("noli.bid.win", "noli.bid.lose")
def test_highest_bid_wins_and_every_bid_is_paid():
    """noli.bid.win / noli.bid.lose: the top bid wins and pays the supply; losing bids are gone too."""
    s = fresh()
    held = sum(s.bank)
    s, events = all_bid(s, {MAINA: {"mason": 2}, BURGU: {"mason": 4}, PORTELLU: {"mason": 3}, CIASSA: {"mason": 1}})
    assert wins(events) == [("mason", BURGU, 4)]
    assert s.floors == (0, 1, 0, 0)
    lost = fired(events, "noli.bid.lose")[0]
    assert "Màina 2" in lost.text.en and "Portellu 3" in lost.text.en and "Ciassa 1" in lost.text.en
    assert s.bank == [5, 5, 7, 7] and s.coins_out == 10 and sum(s.bank) == held - 10


@cites("noli.bid.tie")
def test_a_tie_goes_to_the_pawn_further_along():
    """noli.bid.tie: equal top bids — the faction further along the support track wins (Màina on 3 beats Burgu on 1)."""
    s = fresh()
    s, events = all_bid(s, {MAINA: {"rower": 2}, BURGU: {"rower": 2}})
    assert wins(events) == [("rower", MAINA, 2)] and fired(events, "noli.bid.tie")
    s = place(fresh(), track=[3, 6, 0, 2])
    s, events = all_bid(s, {MAINA: {"rower": 2}, BURGU: {"rower": 2}})
    assert wins(events) == [("rower", BURGU, 2)]


@cites("noli.bid.tie")
def test_a_tie_uses_the_track_as_it_stands_then():
    """noli.bid.tie (ruling): a pawn moved by this round's Courtier already counts from its new space."""
    s = place(fresh(), track=[3, 1, 0, 2])
    # Burgu wins the Courtier and jumps from 1 past Màina's 3 to 4; then Burgu and Màina tie on the Mason
    s, events = all_bid(s, {BURGU: {"courtier": 1, "mason": 2}, MAINA: {"mason": 2}})
    while s.step == "double":
        s, more = act(s, G.to_act(s)[0], DoubleUp(False))
        events += more
    assert ("courtier", BURGU, 1) in wins(events) and ("mason", BURGU, 2) in wins(events)
    assert s.track[BURGU] == 4


@cites("noli.bid.zero")
def test_nobody_wins_with_zero():
    """noli.bid.zero (ruling): an investment nobody put a coin on does nothing."""
    s = fresh()
    s, events = all_bid(s, {})
    assert len(fired(events, "noli.bid.zero")) == 4 and not fired(events, "noli.bid.win")
    assert s.track == (3, 1, 0, 2) and s.rowers == (0,) * 4 and s.floors == (0,) * 4


@cites("noli.bid.double")
def test_double_up_pays_again_for_a_second_effect():
    """noli.bid.double: the seed's example — Màina wins the Courtier with 4 and pays 4 more to move again."""
    s = place(fresh(), banks=[8, 9, 10, 8])
    s, _ = all_bid(s, {MAINA: {"courtier": 4}, PORTELLU: {"courtier": 3}, BURGU: {"courtier": 1}, CIASSA: {"courtier": 1}})
    assert s.step == "double" and G.to_act(s) == (MAINA,) and s.track[MAINA] == 4 and s.bank[MAINA] == 4
    assert G.legal_actions(s, MAINA) == [DoubleUp(True), DoubleUp(False)]
    illegal(s, MAINA, SetBid("mason", 1), "noli.bid.double")
    illegal(s, MAINA, DoubleUp("yes"), "core.action.malformed")  # typed fields are checked before the rules
    after, events = act(s, MAINA, DoubleUp(True))
    assert after.track[MAINA] == 5 and after.bank[MAINA] == 0 and fired(events, "noli.bid.double")
    declined, _ = act(s, MAINA, DoubleUp(False))
    assert declined.track[MAINA] == 4 and declined.bank[MAINA] == 4


@cites("noli.bid.double", "noli.bid.double_offer")
def test_double_up_only_when_the_bank_can_pay():
    """noli.bid.double: no offer when the bank holds less than the winning bid."""
    s = fresh()
    s, _ = all_bid(s, {MAINA: {"courtier": 4}})  # bank 3 < 4
    assert s.step != "double" and s.track[MAINA] == 4


@cites("noli.bid.double_offer")
def test_double_up_is_not_offered_when_it_would_change_nothing():
    """noli.bid.double_offer (ruling): not with a third rower just hired, nor with a fourth boat just launched; once only."""
    s = place(fresh(), rowers=[2, 0, 0, 0])
    s, events = all_bid(s, {MAINA: {"rower": 1}})
    assert s.rowers[MAINA] == 3 and s.step != "double"
    s = place(fresh(), boats=[3, 2, 2, 2])
    s, _ = all_bid(s, {MAINA: {"shipwright": 1}})
    assert s.boats[MAINA] == 4 and s.step != "double"
    s = place(fresh(), boats=[2, 2, 2, 2], banks=[9, 9, 10, 8])
    s, _ = all_bid(s, {MAINA: {"shipwright": 1}})
    assert s.step == "double"
    s, _ = act(s, MAINA, DoubleUp(True))
    assert s.boats[MAINA] == 4 and s.step != "double"  # a double up is offered once per investment


@cites("noli.courtier.move")
def test_courtier_moves_to_the_next_free_space_jumping_pawns():
    """noli.courtier.move: Burgu on 1 jumps Ciassa (2) and Màina (3) to land on 4."""
    s = place(fresh(), track=[3, 1, 0, 2])
    s, events = all_bid(s, {BURGU: {"courtier": 1}})
    assert s.track == (3, 4, 0, 2)
    move = fired(events, "noli.courtier.move")[0]
    assert move.data == {"player": BURGU, "from": 1, "to": 4} and "jumping 2" in move.text.en


@cites("noli.courtier.wall")
def test_a_wall_space_adds_a_wall_below_six():
    """noli.courtier.wall: landing on a wall symbol adds a wall while fewer than six stand."""
    s = place(fresh(), track=[4, 1, 0, 2], walls=3)
    s, events = all_bid(s, {MAINA: {"courtier": 1}})
    assert s.track[MAINA] == 5 and s.walls == 4 and fired(events, "noli.courtier.wall")
    s = place(fresh(), track=[4, 1, 0, 2])
    s, events = all_bid(s, {MAINA: {"courtier": 1}})
    assert s.walls == 6 and "six walls already" in fired(events, "noli.courtier.wall")[0].text.en


@cites("noli.courtier.end")
def test_reaching_the_last_space_ends_the_game_at_once():
    """noli.courtier.end: the game stops there; the Mason bids of that round are never resolved."""
    s = place(fresh(), track=[11, 1, 0, 2], floors=[3, 1, 0, 0], banks=[9, 9, 10, 8])
    s, events = all_bid(s, {MAINA: {"courtier": 1}, BURGU: {"mason": 5}})
    assert G.is_over(s) and s.track[MAINA] == 12
    assert fired(events, "noli.courtier.end") and not fired(events, "noli.mason.floor")
    assert s.step == "" and G.to_act(s) == ()  # no double up after the end
    illegal(s, MAINA, DoubleUp(True), "core.turn.game_over")


@cites("noli.rower.take")
def test_a_rower_from_the_supply():
    """noli.rower.take: one rower token from the supply."""
    s = fresh()
    s, events = all_bid(s, {CIASSA: {"rower": 1}})
    assert s.rowers == (0, 0, 0, 1) and s.rower_stock == 5 and fired(events, "noli.rower.take")


@cites("noli.rower.max")
def test_three_rowers_at_most():
    """noli.rower.max: with three rowers a Rower win changes nothing (the coins are still paid)."""
    s = place(fresh(), rowers=[3, 0, 0, 0])
    s, events = all_bid(s, {MAINA: {"rower": 2}})
    assert s.rowers == (3, 0, 0, 0) and s.rower_stock == 3 and s.bank[MAINA] == 5 and fired(events, "noli.rower.max")


@cites("noli.rower.steal")
def test_the_winner_chooses_whom_to_poach_from():
    """noli.rower.steal: the supply empty, the winner picks a faction holding a rower."""
    s = place(fresh(), rowers=[0, 3, 0, 3])
    s, _ = all_bid(s, {MAINA: {"rower": 1}})
    assert s.step == "rower" and G.to_act(s) == (MAINA,)
    assert G.legal_actions(s, MAINA) == [TakeRower(BURGU), TakeRower(CIASSA)]
    illegal(s, MAINA, TakeRower(PORTELLU), "noli.rower.steal")  # holds none
    illegal(s, MAINA, TakeRower(MAINA), "noli.rower.steal")
    illegal(s, MAINA, Ready(), "noli.rower.steal")
    s, events = act(s, MAINA, TakeRower(CIASSA))
    assert s.rowers == (1, 3, 0, 2) and fired(events, "noli.rower.steal")[0].data == {"player": MAINA, "victim": CIASSA}


@cites("noli.rower.steal")
def test_poaching_needs_a_holder_and_no_full_crew():
    """noli.rower.steal: with six tokens and at most three each, an empty supply always leaves two holders to choose from;
    a winner with three rowers poaches nobody (noli.rower.max)."""
    s = place(fresh(), rowers=[3, 3, 0, 0])
    s, _ = all_bid(s, {MAINA: {"rower": 1}})
    assert s.rowers == (3, 3, 0, 0) and s.step != "rower"
    s = place(fresh(), rowers=[2, 2, 2, 0])
    s, _ = all_bid(s, {CIASSA: {"rower": 1}})
    assert s.step == "rower" and G.to_act(s) == (CIASSA,)
    s, _ = act(s, CIASSA, TakeRower(PORTELLU))
    assert s.rowers == (2, 2, 1, 1)


@cites("noli.shipwright.boat")
def test_a_boat_onto_the_beach():
    """noli.shipwright.boat: one boat more on the beach."""
    s = fresh()
    s, events = all_bid(s, {PORTELLU: {"shipwright": 1}})
    assert s.boats == (2, 2, 3, 2) and fired(events, "noli.shipwright.boat")


@cites("noli.shipwright.next")
def test_a_full_fleet_passes_the_boat_down_the_bids():
    """noli.shipwright.next (ruling): Burgu (3, four boats) and Portellu (2, four boats) pass; Màina (1) pays and builds."""
    s = place(fresh(), boats=[2, 4, 4, 2])
    s, events = all_bid(s, {BURGU: {"shipwright": 3}, PORTELLU: {"shipwright": 2}, MAINA: {"shipwright": 1}})
    assert wins(events) == [("shipwright", MAINA, 1)] and len([e for e in fired(events, "noli.shipwright.next")]) == 2
    assert s.boats == (3, 4, 4, 2) and s.bank == [6, 6, 8, 8]  # everyone's bid is gone
    assert s.step == "double" and G.to_act(s) == (MAINA,)  # the new winner may double up
    s = place(fresh(), boats=[4, 4, 2, 2])
    s, events = all_bid(s, {MAINA: {"shipwright": 2}, BURGU: {"shipwright": 1}})
    assert not fired(events, "noli.shipwright.boat") and s.boats == (4, 4, 2, 2) and s.bank[:2] == [5, 8]
    assert "nobody" in fired(events, "noli.shipwright.next")[-1].text.en


@cites("noli.mason.floor")
def test_a_tower_floor():
    """noli.mason.floor: one floor on the winner's tower, from the stock."""
    s = fresh()
    s, events = all_bid(s, {CIASSA: {"mason": 3}})
    assert s.floors == (0, 0, 0, 1) and s.floor_stock == 23 and fired(events, "noli.mason.floor")


@cites("noli.win.tower")
def test_the_sixth_floor_wins_at_once_even_by_double_up():
    """noli.win.tower: five floors, a Mason win and a double up — the sixth floor ends the game on the spot."""
    s = place(fresh(), floors=[4, 0, 0, 0], banks=[4, 9, 10, 8])
    s, _ = all_bid(s, {MAINA: {"mason": 2}, BURGU: {"mason": 1}})
    assert s.floors[MAINA] == 5 and s.step == "double"
    s, events = act(s, MAINA, DoubleUp(True))
    assert G.is_over(s) and s.floors[MAINA] == 6 and "noli.win.tower" in rules_of(events)
    r = G.result(s)
    assert r.winners == [MAINA] and r.rule == "noli.win.tower" and r.scores == {0: 6, 1: 0, 2: 0, 3: 0}
    assert s.phase == "over" and not fired(events, "noli.regatta.roll")
