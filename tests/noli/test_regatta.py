"""The district regatta (seed 002: 地区対抗レガッタ) in both modes, and the closed areas of 3- and 2-player games."""

from __future__ import annotations

from kernel_games.noli.actions import Ready, Roll, SetBid, Stop
from kernel_games.noli.components import is_buoy
from kernel_games.noli.scenes import finished_but, fresh, place, regatta

from .helpers import BURGU, CIASSA, MAINA, PORTELLU, G, act, all_bid, cites, fired, illegal, play


def areas(events) -> dict[int, int]:
    """Who took which area, read from the finish events of the regatta."""
    return {e.data["player"]: e.data["area"] for e in fired(events, "noli.regatta.finish") + fired(events, "noli.regatta.last")}


def live(rowers=(0, 0, 0, 0), seed=5):
    return regatta(place(fresh(seed=seed, mode="live"), rowers=list(rowers)))


@cites("noli.regatta.rowers")
def test_rowers_set_dice_buoy_up():
    """noli.regatta.rowers: one die buoy-up per rower, the rest in hand."""
    s = live((1, 0, 2, 0))
    assert s.phase == "regatta"
    dice = G.view(s, None)["dice"]
    assert dice[MAINA] == [0, -1, -1, -1] and dice[PORTELLU] == [0, 0, -1, -1] and dice[BURGU] == [-1] * 4
    s, events = all_bid(place(fresh(mode="live"), rowers=[1, 0, 2, 0]), {})
    assert [e.text.en for e in fired(events, "noli.regatta.rowers")] == [
        "Màina's 1 rower set 1 die buoy-up.", "Portellu's 2 rowers set 2 dice buoy-up."]


@cites("noli.regatta.roll", "noli.regatta.overboard")
def test_rolling_keeps_the_buoys():
    """noli.regatta.roll: roll the blank dice again and again; noli.regatta.overboard: a buoy is never rolled or turned."""
    s = live((1, 0, 0, 0))
    seen_blank = False
    for _ in range(30):
        if s.area_of[MAINA]:
            break
        before = s.dice[MAINA][:]
        s, events = act(s, MAINA, Roll())
        after = list(s.dice[MAINA])
        for b, a in zip(before, after, strict=True):
            if is_buoy(b):
                assert a == b  # a die showing a buoy stays as it is
            seen_blank |= not is_buoy(a)
        assert fired(events, "noli.regatta.roll")[0].data == {"player": MAINA, "dice": after}
    assert s.area_of[MAINA] == 1 and all(is_buoy(f) for f in s.dice[MAINA]) and seen_blank
    assert s.rolls[MAINA] >= 1


@cites("noli.regatta.finish")
def test_finishing_order_takes_the_best_free_area():
    """noli.regatta.finish: the first to show all buoys takes area 1, the next area 2, and so on."""
    s = live(seed=8)
    finished = []
    while s.phase == "regatta" and len(finished) < 3:
        for p in G.to_act(s):
            if s.phase != "regatta" or p in finished:
                continue
            s, events = act(s, p, Roll())
            finished += [e.data["player"] for e in fired(events, "noli.regatta.finish")]
    assert [s.area_of[p] for p in finished] == [1, 2, 3]


@cites("noli.regatta.last")
def test_the_last_one_may_stop():
    """noli.regatta.last: only when everyone else is done may the last roller stop; they take the area left."""
    s = live()
    illegal(s, MAINA, Stop(), "noli.regatta.last")
    s = finished_but(s, MAINA)
    assert G.to_act(s) == (MAINA,) and set(G.legal_actions(s, MAINA)) == {Roll(), Stop()}
    s, events = act(s, MAINA, Stop())
    assert s.area_of[MAINA] == 4 and fired(events, "noli.regatta.last")
    assert s.phase in ("fishing", "investment") and fired(events, "noli.fishing.order")


@cites("noli.regatta.live")
def test_live_mode_everyone_still_rolling_is_due():
    """noli.regatta.live (ruling): all unfinished players may Roll, in any order; a finished one is no longer due."""
    s = live((3, 3, 0, 0))
    assert G.to_act(s) == (0, 1, 2, 3)
    illegal(s, MAINA, SetBid("mason", 1), "noli.regatta.live")
    illegal(s, MAINA, Ready(), "noli.regatta.live")
    while not s.area_of[MAINA]:
        s, _ = act(s, MAINA, Roll())
    assert MAINA not in G.to_act(s)
    illegal(s, MAINA, Roll(), "core.turn.not_yours")
    again = live((3, 3, 0, 0))  # the same seed and the same rolls give the same race
    while not again.area_of[MAINA]:
        again, _ = act(again, MAINA, Roll())
    assert again.dice == s.dice


@cites("noli.regatta.simulated")
def test_simulated_regatta_needs_no_action():
    """noli.regatta.simulated (ruling): the race plays itself in beats; the areas follow the beats and the track."""
    for seed in range(30):
        s, events = all_bid(place(fresh(seed=seed), rowers=[1, 0, 2, 0]), {})
        assert not any(type(a) in (Roll, Stop) for p in G.to_act(s) for a in G.legal_actions(s, p))
        beats = [e for e in fired(events, "noli.regatta.simulated") if "beat" in e.data]
        assert [e.data["beat"] for e in beats] == list(range(1, len(beats) + 1))
        finish_beat = {}
        for e in beats:
            for p, dice in e.data["dice"].items():
                if all(is_buoy(f) for f in dice):
                    finish_beat.setdefault(int(p), e.data["beat"])
        last = fired(events, "noli.regatta.last")  # none when the last two finish on the same beat
        assert len(last) <= 1 and all(e.data["area"] == 4 and e.data["player"] not in finish_beat for e in last)
        order = sorted(finish_beat, key=lambda p: (finish_beat[p], -s.track[p]))
        took = areas(events)
        assert [took[p] for p in order] == list(range(1, len(order) + 1))
        assert sorted(took.values()) == [1, 2, 3, 4]


@cites("noli.regatta.simulated")
def test_simulated_ties_go_to_the_track():
    """noli.regatta.simulated (ruling): factions finishing on the same beat arrive furthest-along first."""
    ties = 0
    for seed in range(60):
        s, events = all_bid(fresh(seed=seed), {})
        if any("same beat" in e.text.en for e in events):
            ties += 1
            beats = [e for e in fired(events, "noli.regatta.simulated") if "beat" in e.data]
            done_at = {}
            for e in beats:
                for p, dice in e.data["dice"].items():
                    if all(is_buoy(f) for f in dice):
                        done_at.setdefault(int(p), e.data["beat"])
            took = areas(events)
            for p in done_at:
                for q in done_at:
                    if done_at[p] == done_at[q] and s.track[p] > s.track[q]:
                        assert took[p] < took[q]
    assert ties


@cites("noli.players.three")
def test_three_players_close_one_area_each_round():
    """noli.players.three: one fishing-zone token closes an area before each regatta."""
    s, events = all_bid(G.setup(3, seed=2), {})
    closed = fired(events, "noli.players.three")[0].data["closed"]
    assert len(closed) == 1
    assert sorted(areas(events).values()) == sorted(set(range(1, 5)) - set(closed))
    assert len(fired(events, "noli.fishing.draw")) == 3


@cites("noli.players.two")
def test_two_players_close_two_areas_each_round():
    """noli.players.two: two fishing-zone tokens close two areas; the two factions fish the other two."""
    s, events = all_bid(G.setup(2, seed=2), {})
    closed = fired(events, "noli.players.two")[0].data["closed"]
    assert len(closed) == 2
    assert sorted(areas(events).values()) == sorted(set(range(1, 5)) - set(closed))


@cites("noli.players.closed")
def test_closed_areas_are_redrawn_each_round_and_skipped_in_order():
    """noli.players.closed (ruling): finishers take the open areas from the lowest up; the tokens are reshuffled."""
    seen = set()
    s = G.setup(3, seed=9)
    for _ in range(8):
        s, events = all_bid(s, {})
        closed = tuple(fired(events, "noli.players.three")[0].data["closed"])
        seen.add(closed)
        finishes = fired(events, "noli.regatta.finish") + fired(events, "noli.regatta.last")
        assert [e.data["area"] for e in finishes] == [a for a in (1, 2, 3, 4) if a not in closed]
        s, _ = play(s, until=lambda st: st.phase == "investment")
        assert s.closed == ()
    assert len(seen) > 1
    s = live()
    assert s.closed == () and G.view(s, None)["closed"] == []
    assert CIASSA == 3
