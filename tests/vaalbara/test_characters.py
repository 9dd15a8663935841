"""The twelve Vaalbara characters (seed 001: キャラクターカード), one section per card."""

from __future__ import annotations

from kernel_games.vaalbara.actions import (
    ChoosePlayer,
    ExchangeLand,
    RecoverCharacter,
    RevealWarrior,
    SwapRows,
    TakeLand,
    TrackLand,
)

from .helpers import (
    BARD,
    CARPENTER,
    CRAFTSMAN,
    FALCONER,
    FARMER,
    HUNTER,
    MIDWIFE,
    PIONEER,
    PRIEST,
    RIDER,
    TRACKER,
    WARRIOR,
    G,
    act,
    arrange,
    choose_all,
    cites,
    current_omen,
    give,
    illegal,
    land_points,
    lands,
    omen_land,
    ranking,
    scenario,
    set_points,
    take,
)

EMPTY4 = [[], [], [], []]


def turn_of(state, p):
    """Let players before ``p`` take the last land of row 1 until it is ``p``'s turn; return that state."""
    while state.current != p:
        state = take(state, state.current, state.rows[0][-1])
    return state


# ---- [1] Warrior -----------------------------------------------------------------------------------
def warrior_table():
    """4 players: 0 plays the Warrior; 1 holds one; 2's is in the clan deck; 3's is face up in the discard."""
    s = scenario(4, realms=EMPTY4)
    s = give(s, 1, hand=[WARRIOR, CARPENTER, FALCONER, TRACKER, MIDWIFE])
    s = give(s, 2, hand=[BARD, HUNTER, PRIEST, CARPENTER, FARMER])
    s = give(s, 3, hand=[BARD, HUNTER, PRIEST, CRAFTSMAN, FARMER], discard=[WARRIOR])
    assert WARRIOR in s.decks[2]
    return choose_all(s, [WARRIOR, CARPENTER, FARMER, CRAFTSMAN])


@cites("vaalbara.character.warrior")
def test_warrior_opens_a_window_for_everyone_whose_warrior_is_not_public():
    """vaalbara.character.warrior: hand and deck Warriors are asked alike (no leak); a discarded one is not."""
    s = warrior_table()
    assert s.current == 0 and s.step == "warrior"
    assert G.to_act(s) == (1, 2)
    assert G.view(s, 3)["warrior_wait"] == [1, 2]


@cites("vaalbara.character.warrior")
def test_warrior_only_in_deck_can_only_decline():
    """vaalbara.character.warrior: without a Warrior in hand, revealing is illegal; declining is the one choice."""
    s = warrior_table()
    assert G.legal_actions(s, 2) == [RevealWarrior(False)]
    illegal(s, 2, RevealWarrior(True), "vaalbara.character.warrior")
    assert set(G.legal_actions(s, 1)) == {RevealWarrior(True), RevealWarrior(False)}
    illegal(s, 1, TakeLand(s.rows[0][0]), "vaalbara.character.warrior")
    # the Warrior's owner waits for the answers; the player with a public Warrior is not asked
    illegal(s, 0, TakeLand(s.rows[0][0]), "core.turn.not_yours")
    illegal(s, 3, RevealWarrior(False), "core.turn.not_yours")


@cites("vaalbara.character.warrior")
def test_revealed_warrior_gains_one_point_and_stays_in_hand():
    """vaalbara.character.warrior: revealing gives 1 point; the card stays in hand; then the Warrior's owner goes on."""
    s = warrior_table()
    s, _ = act(s, 2, RevealWarrior(False))
    assert s.scores == [2, 2, 2, 2] and G.to_act(s) == (1,)
    s, _ = act(s, 1, RevealWarrior(True))
    assert s.scores == [2, 3, 2, 2]
    assert WARRIOR in s.hands[1] and len(s.hands[1]) == 4 and WARRIOR not in s.discards[1]
    assert s.step == "land" and G.to_act(s) == (0,)
    assert s.discards[0] == [WARRIOR]


@cites("vaalbara.character.warrior")
def test_a_warrior_in_hand_is_shown_each_time_a_warrior_is_played():
    """vaalbara.character.warrior: two Warriors played, two windows; a player who played one is not asked."""
    s = scenario(4, realms=EMPTY4, top=omen_land(4, 0, 2))
    s = give(s, 1, hand=[WARRIOR, CARPENTER, FALCONER, TRACKER, MIDWIFE])
    s = give(s, 3, hand=[BARD, HUNTER, PRIEST, CRAFTSMAN, FARMER])
    s = choose_all(s, [WARRIOR, CARPENTER, WARRIOR, FARMER])
    assert s.current == 0 and G.to_act(s) == (1, 3)
    s, _ = act(s, 1, RevealWarrior(True))
    s, _ = act(s, 3, RevealWarrior(False))
    s = take(s, 0, s.rows[0][0])
    assert s.current == 2 and G.to_act(s) == (1, 3)
    s, _ = act(s, 3, RevealWarrior(False))
    s, _ = act(s, 1, RevealWarrior(True))
    assert s.scores[1] == 2 + 1 + 1
    # the Warriors' own players gain nothing from their Warriors
    assert s.scores[2] == 2 and s.step == "land" and s.current == 2
    assert "vaalbara.character.warrior" not in s.ledger[0] and "vaalbara.character.warrior" not in s.ledger[2]


@cites("vaalbara.character.warrior")
def test_warrior_with_nobody_to_ask_goes_straight_to_the_land():
    """vaalbara.character.warrior: if every other Warrior is public, nobody is asked and nobody gains."""
    s = scenario(2, realms=[[], []])
    s = give(s, 1, hand=[BARD, HUNTER, PRIEST, CARPENTER, FARMER], discard=[WARRIOR])
    s = choose_all(s, [WARRIOR, CARPENTER])
    assert s.current == 0 and s.step == "land"
    assert s.scores == [2, 2] and s.discards[0] == [WARRIOR]


# ---- [2] Bard --------------------------------------------------------------------------------------
@cites("vaalbara.character.bard")
def test_bard_gives_two_points_to_the_chosen_player():
    """vaalbara.character.bard: the chosen player gains 2 points; nobody else does."""
    s = choose_all(scenario(3, realms=[[], [], []]), [BARD, FARMER, FARMER])
    assert s.step == "character"
    assert set(G.legal_actions(s, 0)) == {ChoosePlayer(0), ChoosePlayer(1), ChoosePlayer(2)}
    after, _ = act(s, 0, ChoosePlayer(2))
    assert after.scores == [2, 2, 4]
    assert after.step == "land" and after.current == 0


@cites("vaalbara.character.bard")
def test_bard_may_choose_yourself():
    """vaalbara.character.bard: the ruling lets the Bard's player pick themselves."""
    s = choose_all(scenario(3, realms=[[], [], []]), [BARD, FARMER, FARMER])
    after, _ = act(s, 0, ChoosePlayer(0))
    assert after.scores == [4, 2, 2]


@cites("vaalbara.character.bard")
def test_bard_must_choose_a_player_in_the_game():
    """vaalbara.character.bard: a seat that does not exist is refused and nothing changes."""
    s = choose_all(scenario(3, realms=[[], [], []]), [BARD, FARMER, FARMER])
    illegal(s, 0, ChoosePlayer(3), "vaalbara.character.bard")
    illegal(s, 0, ChoosePlayer(-1), "vaalbara.character.bard")
    illegal(s, 0, TrackLand(s.rows[0][0]), "vaalbara.character.bard")


# ---- [3] Hunter ------------------------------------------------------------------------------------
def hunter_gain(chosen, top=None, hunter=0):
    """Points the Hunter's player has gained at their land step (the others' characters give them none)."""
    s = choose_all(scenario(len(chosen), realms=[[] for _ in chosen], top=top), chosen)
    if s.step == "character":  # a Bard acting first: give the 2 points to a bystander
        bystander = next(p for p in range(len(chosen)) if chosen[p] not in (HUNTER,) and p != hunter)
        s, _ = act(s, s.current, ChoosePlayer(bystander))
    s = turn_of(s, hunter)
    return s.scores[hunter] - 2


@cites("vaalbara.character.hunter")
def test_hunter_gains_when_acting_before_both_neighbours():
    """vaalbara.character.hunter: 3 points if no neighbour acted earlier; a non-neighbour acting first does not matter."""
    # seats 1 and 3 are player 0's neighbours; seat 2 is not, and plays the Bard before the Hunter
    assert hunter_gain([HUNTER, CARPENTER, BARD, FARMER]) == 3
    assert hunter_gain([HUNTER, CARPENTER, FARMER, BARD]) == 0  # neighbour 3 acted first


@cites("vaalbara.character.hunter")
def test_hunter_tie_only_the_omen_higher_gains():
    """vaalbara.character.hunter: two neighbouring Hunters - only the one the omen ranks higher gains 3."""
    for first, second in ((0, 1), (1, 0)):
        chosen = [HUNTER, HUNTER, CARPENTER, FARMER]
        top = omen_land(4, first, second)
        assert hunter_gain(chosen, top, hunter=first) == 3
        assert hunter_gain(chosen, top, hunter=second) == 0


@cites("vaalbara.character.hunter")
def test_hunters_who_are_not_neighbours_both_gain():
    """vaalbara.character.hunter: the tie rule is about neighbours; two Hunters far apart both act before their own."""
    # 5 players: seats 0 and 2 are not neighbours (0 sits between 4 and 1, 2 between 1 and 3)
    chosen = [HUNTER, CARPENTER, HUNTER, FARMER, MIDWIFE]
    top = omen_land(5, 0, 2)
    assert hunter_gain(chosen, top, hunter=0) == 3
    assert hunter_gain(chosen, top, hunter=2) == 3


@cites("vaalbara.neighbours")
def test_hunter_with_two_players():
    """vaalbara.neighbours: with two players the opponent is the Hunter's only neighbour."""
    assert hunter_gain([HUNTER, CARPENTER]) == 3
    assert hunter_gain([HUNTER, BARD]) == 0


# ---- [4] Priest ------------------------------------------------------------------------------------
def priest_gain(chosen):
    s = choose_all(scenario(len(chosen), realms=[[] for _ in chosen]), chosen)
    s = turn_of(s, 0)
    assert s.step == "land"
    return s.scores[0] - 2


@cites("vaalbara.character.priest")
def test_priest_counts_neighbours_with_odd_initiatives():
    """vaalbara.character.priest: 2 points per neighbour who revealed an odd value, before or after the Priest."""
    # 4 players: player 0's neighbours are 1 and 3; player 2 (odd, Hunter) is not a neighbour
    assert priest_gain([PRIEST, CARPENTER, HUNTER, PIONEER]) == 4  # 5 and 11 are odd
    assert priest_gain([PRIEST, CARPENTER, HUNTER, FARMER]) == 2
    assert priest_gain([PRIEST, FARMER, HUNTER, MIDWIFE]) == 0


@cites("vaalbara.neighbours")
def test_neighbours_wrap_around_the_table():
    """vaalbara.neighbours: at 5 players seat 0 sits between seats 4 and 1; seats 2 and 3 are not neighbours."""
    assert priest_gain([PRIEST, FARMER, HUNTER, CARPENTER, PIONEER]) == 2  # only seat 4 counts
    assert priest_gain([PRIEST, CARPENTER, HUNTER, CARPENTER, PIONEER]) == 4


@cites("vaalbara.neighbours")
def test_two_player_neighbour_counts_once():
    """vaalbara.neighbours: with 2 players the one opponent is counted once, not as left and right."""
    assert priest_gain([PRIEST, CARPENTER]) == 2
    assert priest_gain([PRIEST, FARMER]) == 0


# ---- [5] Carpenter ---------------------------------------------------------------------------------
@cites("vaalbara.character.carpenter")
def test_carpenter_scores_forests_already_in_the_realm():
    """vaalbara.character.carpenter: 3 points per forest in the realm, counted before this round's land."""
    f3, f4, f5 = lands("forest", 3)[:3]
    field = lands("field", 3)[0]
    s = scenario(3, realms=[[f3, field, f4], [], []], row1=[f5])
    s = choose_all(s, [CARPENTER, FARMER, FARMER])
    assert s.current == 0 and s.scores[0] == 2 + 2 * 3
    s, pts = land_points(s, 0, f5)
    assert pts == 5  # the forest's printed value; the Carpenter does not count it again
    assert s.scores[0] == 2 + 6 + 5


@cites("vaalbara.character.carpenter")
def test_carpenter_without_forests_gains_nothing():
    """vaalbara.character.carpenter: no forest, no points."""
    s = scenario(3, realms=[lands("field", 3)[:2], [], []])
    s = choose_all(s, [CARPENTER, FARMER, FARMER])
    assert s.step == "land" and s.scores[0] == 2


# ---- [6] Falconer ----------------------------------------------------------------------------------
def falconer_table(victim_points):
    """Order: player 2 (Hunter), player 1 (Carpenter), player 0 (Falconer). Row 1 holds only first mountains (0 points)."""
    s = scenario(3, realms=[[], [], []], row1=lands("mountain", 3)[:3])
    s = set_points(s, 1, victim_points)
    s = choose_all(s, [FALCONER, CARPENTER, HUNTER])
    s = take(s, 2, s.rows[0][0])
    s = take(s, 1, s.rows[0][0])
    assert s.current == 0 and s.step == "land"
    return s


@cites("vaalbara.character.falconer")
def test_falconer_steals_two_points_from_the_player_just_before():
    """vaalbara.character.falconer: the player who acted just before loses 2, the Falconer gains them."""
    s = falconer_table(7)
    assert s.scores == [4, 5, 5]  # player 2's Hunter gained 3 earlier and is not robbed


@cites("vaalbara.character.falconer")
def test_falconer_takes_only_what_the_victim_has():
    """vaalbara.character.falconer: a victim with 1 point loses that 1 point; nobody goes below zero."""
    s = falconer_table(1)
    assert s.scores[1] == 0 and s.scores[0] == 3
    s = falconer_table(0)
    assert s.scores[1] == 0 and s.scores[0] == 2


@cites("vaalbara.character.falconer")
def test_falconer_acting_first_does_nothing():
    """vaalbara.character.falconer: with nobody before, nothing is stolen."""
    s = choose_all(scenario(3, realms=[[], [], []]), [FALCONER, MIDWIFE, FARMER])
    assert s.current == 0 and s.step == "land" and s.scores == [2, 2, 2]


# ---- [7] Tracker -----------------------------------------------------------------------------------
@cites("vaalbara.character.tracker")
def test_tracker_swaps_a_displayed_land_with_the_top_of_the_deck():
    """vaalbara.character.tracker: the picked land goes on top of the deck, the old top takes its place."""
    s = choose_all(scenario(3, realms=[[], [], []]), [TRACKER, FARMER, FARMER])
    assert s.step == "character"
    assert set(G.legal_actions(s, 0)) == {TrackLand(c) for c in s.rows[0] + s.rows[1]}
    for row in (0, 1):
        picked, old_top = s.rows[row][1], s.land_deck[0]
        after, _ = act(s, 0, TrackLand(picked))
        assert after.land_deck[0] == picked and after.land_deck[1:] == s.land_deck[1:]
        assert after.rows[row][1] == old_top and after.rows[1 - row] == s.rows[1 - row]
        assert G.view(after, 1)["omen"] == list(ranking(picked, 3)) == list(current_omen(after))
        assert after.step == "land" and after.discards[0] == [TRACKER]


@cites("vaalbara.character.tracker")
def test_tracker_only_picks_displayed_lands():
    """vaalbara.character.tracker: a land in the deck or in a realm cannot be picked."""
    s = choose_all(scenario(3, realms=[[], [], []]), [TRACKER, FARMER, FARMER])
    illegal(s, 0, TrackLand(s.land_deck[0]), "vaalbara.character.tracker")
    illegal(s, 0, TrackLand(s.land_deck[3]), "vaalbara.character.tracker")


# ---- [8] Midwife -----------------------------------------------------------------------------------
def midwife_table():
    s = scenario(3, realms=[[], [], []])
    s = give(s, 0, hand=[MIDWIFE, TRACKER, RIDER, CRAFTSMAN, FARMER], discard=[HUNTER, CARPENTER])
    return choose_all(s, [MIDWIFE, FARMER, FARMER])


@cites("vaalbara.character.midwife")
def test_midwife_takes_a_discarded_character_back():
    """vaalbara.character.midwife: a card of your discard pile returns to your hand; then the Midwife is discarded."""
    s = midwife_table()
    assert s.step == "character"
    assert set(G.legal_actions(s, 0)) == {RecoverCharacter(HUNTER), RecoverCharacter(CARPENTER)}
    after, _ = act(s, 0, RecoverCharacter(CARPENTER))
    assert after.hands[0] == [CARPENTER, TRACKER, RIDER, CRAFTSMAN, FARMER]
    assert after.discards[0] == [HUNTER, MIDWIFE]


@cites("vaalbara.character.midwife")
def test_midwife_cannot_take_itself_or_a_card_not_discarded():
    """vaalbara.character.midwife: the Midwife is not yet discarded; a card in hand or deck is not in the pile."""
    s = midwife_table()
    illegal(s, 0, RecoverCharacter(MIDWIFE), "vaalbara.character.midwife")
    illegal(s, 0, RecoverCharacter(FARMER), "vaalbara.character.midwife")
    illegal(s, 0, RecoverCharacter(s.decks[0][0]), "vaalbara.character.midwife")


@cites("vaalbara.character.midwife")
def test_midwife_with_an_empty_discard_pile_does_nothing():
    """vaalbara.character.midwife: nothing to take back, so the turn goes on to the land."""
    s = choose_all(scenario(3, realms=[[], [], []]), [MIDWIFE, FARMER, FARMER])
    assert s.current == 0 and s.step == "land"
    assert len(s.hands[0]) == 4 and s.discards[0] == [MIDWIFE]


# ---- [9] Rider -------------------------------------------------------------------------------------
@cites("vaalbara.character.rider")
def test_rider_swaps_a_land_of_row_1_with_one_of_row_2():
    """vaalbara.character.rider: the two lands change rows, so a row-2 land becomes available now."""
    s = choose_all(scenario(3, realms=[[], [], []]), [RIDER, FARMER, FARMER])
    a, b = s.rows[0][0], s.rows[1][2]
    assert len(G.legal_actions(s, 0)) == 9
    after, _ = act(s, 0, SwapRows(a, b))
    assert after.rows[0] == [b] + s.rows[0][1:]
    assert after.rows[1] == s.rows[1][:2] + [a]
    after = take(after, 0, b)
    assert b in after.realms[0]


@cites("vaalbara.character.rider")
def test_rider_needs_one_land_from_each_row():
    """vaalbara.character.rider: the first land must be in row 1 and the second in row 2."""
    s = choose_all(scenario(3, realms=[[], [], []]), [RIDER, FARMER, FARMER])
    illegal(s, 0, SwapRows(s.rows[1][0], s.rows[0][0]), "vaalbara.character.rider")
    illegal(s, 0, SwapRows(s.rows[0][0], s.rows[0][1]), "vaalbara.character.rider")
    illegal(s, 0, SwapRows(s.rows[0][0], s.land_deck[0]), "vaalbara.character.rider")


# ---- [10] Craftsman --------------------------------------------------------------------------------
def craftsman_gain(chosen, top=None, who=0):
    s = choose_all(scenario(len(chosen), realms=[[] for _ in chosen], top=top), chosen)
    s = turn_of(s, who)
    return s.scores[who] - 2


@cites("vaalbara.character.craftsman")
def test_craftsman_gains_when_acting_after_both_neighbours():
    """vaalbara.character.craftsman: 5 points if both neighbours acted earlier; a later non-neighbour does not matter."""
    assert craftsman_gain([CRAFTSMAN, CARPENTER, FARMER, MIDWIFE]) == 5  # seat 2 acts later but is no neighbour
    assert craftsman_gain([CRAFTSMAN, CARPENTER, MIDWIFE, FARMER]) == 0  # neighbour 3 acts later


@cites("vaalbara.character.craftsman")
def test_craftsman_tie_only_the_omen_lower_gains():
    """vaalbara.character.craftsman: two neighbouring Craftsmen - only the one the omen ranks lower gains 5."""
    for higher, lower in ((0, 1), (1, 0)):
        chosen = [CRAFTSMAN, CRAFTSMAN, CARPENTER, MIDWIFE]
        top = omen_land(4, higher, lower)
        assert craftsman_gain(chosen, top, who=lower) == 5
        assert craftsman_gain(chosen, top, who=higher) == 0


# ---- [11] Pioneer ----------------------------------------------------------------------------------
@cites("vaalbara.character.pioneer")
def test_pioneer_exchanges_a_land_with_the_bottom_of_the_deck_and_scores_it():
    """vaalbara.character.pioneer: your land goes under the deck, the bottom card joins your realm and scores."""
    forest3, forest6 = 7, 10
    s = scenario(3, realms=[[forest3], [], []], bottom=forest6)
    s = choose_all(s, [PIONEER, FARMER, FARMER])
    assert set(G.legal_actions(s, 0)) == {ExchangeLand(forest3)}
    after, _ = act(s, 0, ExchangeLand(forest3))
    assert after.realms[0] == [forest6]
    assert after.land_deck[-1] == forest3 and after.land_deck[:-1] == s.land_deck[:-1]
    assert after.scores[0] == 2 + 6
    assert after.step == "land" and after.discards[0] == [PIONEER]


@cites("vaalbara.character.pioneer")
def test_pioneer_river_uses_eleven_capped_at_six():
    """vaalbara.character.pioneer: a River gained by the Pioneer counts initiative 11, capped at 6."""
    r1, r2 = lands("river", 3)[:2]
    field = lands("field", 3)[0]
    s = scenario(3, realms=[[r1, field], [], []], bottom=r2)
    s = choose_all(s, [PIONEER, FARMER, FARMER])
    after, _ = act(s, 0, ExchangeLand(field))
    assert sorted(after.realms[0]) == sorted([r1, r2])
    assert after.scores[0] == 2 + 2 * 6  # two rivers × min(11, 6)


@cites("vaalbara.character.pioneer")
def test_pioneer_with_an_empty_realm_does_nothing():
    """vaalbara.character.pioneer: nothing to exchange in round 1, so the turn goes on to the land."""
    s = choose_all(scenario(3, realms=[[], [], []]), [PIONEER, FARMER, FARMER])
    assert s.current == 0 and s.step == "land" and s.scores == [2, 2, 2]


@cites("vaalbara.character.pioneer")
def test_pioneer_exchanges_only_its_own_lands():
    """vaalbara.character.pioneer: a land of another realm or of the rows cannot be exchanged."""
    f1, f2 = lands("field", 3)[:2]
    s = choose_all(scenario(3, realms=[[f1], [f2], []]), [PIONEER, FARMER, FARMER])
    illegal(s, 0, ExchangeLand(f2), "vaalbara.character.pioneer")
    illegal(s, 0, ExchangeLand(s.rows[0][0]), "vaalbara.character.pioneer")


# ---- [12] Farmer -----------------------------------------------------------------------------------
@cites("vaalbara.character.farmer")
def test_farmer_doubles_the_land_reward():
    """vaalbara.character.farmer: the land taken this round scores twice."""
    f1, f2 = lands("field", 3)[:2]
    s = scenario(3, realms=[[f1], [], []], row1=[f2])
    s = choose_all(s, [FARMER, HUNTER, CARPENTER])
    s = turn_of(s, 0)
    assert s.scores[0] == 2  # the Farmer itself gives nothing before the land
    s, pts = land_points(s, 0, f2)
    assert pts == 2 * (2 * 2)  # two fields × 2, doubled


@cites("vaalbara.character.farmer")
def test_farmer_river_doubles_the_capped_reward():
    """vaalbara.character.farmer: a River with the Farmer (12, capped at 6) scores rivers × 6, doubled."""
    r1, r2 = lands("river", 3)[:2]
    s = scenario(3, realms=[[r1], [], []], row1=[r2])
    s = choose_all(s, [FARMER, HUNTER, CARPENTER])
    s = turn_of(s, 0)
    s, pts = land_points(s, 0, r2)
    assert pts == 2 * (2 * 6)


@cites("vaalbara.character.farmer")
def test_farmer_only_doubles_the_farmer_players_land():
    """vaalbara.character.farmer: another player's land in the same round is not doubled."""
    f1, f2, f3 = lands("field", 3)[:3]
    s = scenario(3, realms=[[], [f1], []], row1=[f2, f3])
    s = choose_all(s, [FARMER, HUNTER, CARPENTER])
    s, pts = land_points(s, 1, f2)
    assert pts == 2 * 2


def test_arrange_keeps_omen_order():
    """Helper sanity: the scenario's top card sets the omen the tests rely on."""
    s = arrange(scenario(4, realms=EMPTY4), top=omen_land(4, 3, 0))
    assert current_omen(s).index(3) < current_omen(s).index(0)
