"""The round (seed pp. 9-12): morning bids face down, noon's fish, the afternoon area by area, dusk."""

from __future__ import annotations

from kernel_games.buru.actions import Choose, Done, Gather, Place
from kernel_games.buru.components import FOREST, LAKE, SHORE, VILLAGE
from kernel_games.buru.state import put
from tests.rule_checks import assert_illegal

from .build import BLUE, RED, G, cites, fresh, morning, play

# Red (the messenger) and Blue bid: Red 5+1 in the Forest against Blue's 4, Red 2 at the Shore, Blue 3+2 at the Lake
PLANS = {RED: [(FOREST, 5), (SHORE, 2), (FOREST, 1), (VILLAGE, 3)],
         BLUE: [(FOREST, 4), (LAKE, 3), (LAKE, 2), (VILLAGE, 1)]}


@cites("buru.morning.place")
def test_placing_goes_clockwise_from_the_messenger_one_explorer_at_a_time():
    s = fresh()
    assert s.current == RED == s.messenger
    s, _ = play(s, (RED, Place(FOREST, 5)))
    assert s.current == BLUE and s.mat[RED] == (1, 2, 3, 4)
    assert_illegal(G, s, BLUE, Place(SHORE, 7), "buru.components.explorers")
    s, _ = play(s, (BLUE, Place(FOREST, 4)))
    assert_illegal(G, s, RED, Place(SHORE, 5), "buru.morning.place")  # the 5 is on the island already
    s, _ = morning(s, {RED: PLANS[RED][1:], BLUE: PLANS[BLUE][1:]})
    assert str(s.phase) == "afternoon" and s.kept == (4, 5)


@cites("buru.morning.secret")
def test_powers_stay_face_down_for_the_others_until_the_area_is_revealed():
    s, events = morning(fresh(), PLANS)
    blue = G.view(s, BLUE)
    assert blue["bids"][SHORE][RED] == [0] and blue["bids"][FOREST][RED] == [5, 1]  # only the Forest is revealed
    s2, _ = play(fresh(), (RED, Place(FOREST, 5)))
    assert G.view(s2, BLUE)["bids"][FOREST][RED] == [0] and G.view(s2, RED)["bids"][FOREST][RED] == [5]
    assert G.view(s2, BLUE)["mat"] == [1, 2, 3, 4, 5] and G.view(s2, BLUE)["mat_sizes"] == [4, 5]
    secret = [e for e in events if e.rule == "buru.morning.secret"]
    assert secret and all(e.to is not None for e in secret)


@cites("buru.noon.fish", "buru.fish.cap")
def test_the_explorer_left_home_catches_its_power_in_fish_up_to_twenty():
    s = fresh()
    s = s.copy()
    s.fish = put(s.fish, BLUE, 18)
    s, events = morning(s, PLANS)
    assert s.kept == (4, 5)  # Red kept its 4, Blue its 5
    assert s.fish[RED] == 0 + 4 and s.fish[BLUE] == 20
    assert any(e.rule == "buru.fish.cap" for e in events)


@cites("buru.afternoon.order", "buru.afternoon.reveal", "buru.afternoon.conquer", "buru.components.totems")
def test_the_forest_is_revealed_first_and_its_conqueror_takes_gunungs_totem():
    s, events = morning(fresh(), PLANS)
    assert s.area == FOREST and s.shown[FOREST] and not s.shown[SHORE]
    assert s.conquered[FOREST] == RED and s.totems[1] == RED  # Gunung's totem is won in the Forest
    assert s.order == (RED, BLUE) and s.actor == RED
    assert G.view(s, BLUE)["bids"][FOREST][RED] == [5, 1]
    s, events = play(s, (RED, Gather(0)), (BLUE, Gather(1)))
    assert s.area == SHORE and s.conquered[SHORE] == RED and s.totems[0] == RED  # Banyu's totem at the Shore


@cites("buru.afternoon.tie")
def test_equal_powers_go_to_the_player_nearer_the_messenger_clockwise():
    plans = {RED: [(FOREST, 4), (SHORE, 1), (VILLAGE, 2), (LAKE, 3)],
             BLUE: [(FOREST, 3), (SHORE, 1), (VILLAGE, 2), (LAKE, 4)]}
    s, _ = morning(fresh(), plans)
    s, events = play(s, (RED, Gather(0)), (BLUE, Gather(1)))
    assert s.area == SHORE and s.order == (RED, BLUE)  # 1 against 1: Red is the messenger
    assert any(e.rule == "buru.afternoon.tie" for e in events)
    s2 = fresh().copy()
    s2.messenger = s2.current = BLUE
    s2, _ = morning(s2, plans)
    s2, _ = play(s2, (RED, Gather(0)), (BLUE, Gather(1)))
    assert s2.order == (BLUE, RED)


@cites("buru.afternoon.choose", "buru.afternoon.benefits")
def test_each_player_takes_a_free_space_and_uses_as_much_of_it_as_they_like():
    plans = {RED: [(VILLAGE, 5), (SHORE, 1), (FOREST, 2), (LAKE, 3)],
             BLUE: [(VILLAGE, 4), (SHORE, 2), (FOREST, 1), (LAKE, 3)]}
    s, _ = morning(fresh(), plans)
    s, _ = play(s, (RED, Gather(0)), (BLUE, Gather(1)))
    assert s.area == SHORE and s.actor == BLUE
    s, _ = play(s, (BLUE, Choose(0)))
    assert s.spaces[SHORE][0] == BLUE and s.step == "benefit"
    s, _ = play(s, (BLUE, Done()))
    assert s.actor == RED
    assert_illegal(G, s, RED, Choose(0), "buru.afternoon.choose")  # Blue's explorers hold it
    assert_illegal(G, s, RED, Done(), "buru.afternoon.choose")  # a space first
    s, _ = play(s, (RED, Choose(1)))
    assert s.spaces[SHORE][1] == RED


@cites("buru.dusk.reset", "buru.dusk.end")
def test_dusk_clears_the_board_and_the_fifth_dusk_ends_the_game():
    import random

    s = fresh()
    rng = random.Random(4)
    seen = []
    while not G.is_over(s):
        p = G.to_act(s)[0]
        before = s.round
        s, events = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
        if any(e.rule == "buru.dusk.reset" for e in events):
            seen.append(before)
            if not G.is_over(s):
                assert s.tasked == ((), ()) and s.decrees and all(len(m) == 5 for m in s.mat)
    assert seen == [1, 2, 3, 4, 5] and not s.decree_stack and str(s.phase) == "over"
