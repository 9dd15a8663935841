"""Vaalbara's round: allocation, resolution order and ties, the two actions of a turn, the end of a round."""

from __future__ import annotations

from kernel_games.vaalbara.actions import ChooseCharacter, ChoosePlayer, RevealWarrior, TakeLand, TrackLand
from kernel_games.vaalbara.components import CHARACTERS

from .helpers import (
    BARD,
    CARPENTER,
    CRAFTSMAN,
    FARMER,
    HUNTER,
    MIDWIFE,
    PIONEER,
    PRIEST,
    TRACKER,
    G,
    act,
    arrange,
    choose_all,
    cites,
    current_omen,
    drive,
    finish_round,
    give,
    illegal,
    omen_land,
    scenario,
    take,
)


# ---- allocation -------------------------------------------------------------------------------------
@cites("vaalbara.allocation.choose")
def test_allocation_is_simultaneous():
    """vaalbara.allocation.choose: everyone chooses at once, in any order, one card each."""
    s = G.setup(3, seed=1)
    assert G.to_act(s) == (0, 1, 2)
    c2 = s.hands[2][0]
    s, _ = act(s, 2, ChooseCharacter(c2))  # the last seat may choose first
    assert G.to_act(s) == (0, 1)
    assert c2 not in s.hands[2] and len(s.hands[2]) == 4
    # a second card is not allowed: player 2 is no longer due to act
    illegal(s, 2, ChooseCharacter(s.hands[2][0]), "core.turn.not_yours")
    s, _ = act(s, 0, ChooseCharacter(s.hands[0][-1]))
    assert G.to_act(s) == (1,) and s.phase == "allocate"


@cites("vaalbara.allocation.choose")
def test_a_card_not_in_hand_cannot_be_chosen():
    """vaalbara.allocation.choose: the card must come from your hand; the illegal try changes nothing."""
    s = G.setup(3, seed=1)
    missing = next(c for c in range(1, 13) if c not in s.hands[1])
    illegal(s, 1, ChooseCharacter(missing), "vaalbara.allocation.choose")
    illegal(s, 1, ChooseCharacter(13), "vaalbara.allocation.choose")
    # a land cannot be taken during the allocation either
    illegal(s, 1, TakeLand(s.rows[0][0]), "vaalbara.allocation.choose")
    # nor a card from the discard pile
    s = give(s, 1, discard=[s.hands[1][0]])
    illegal(s, 1, ChooseCharacter(s.discards[1][0]), "vaalbara.allocation.choose")


@cites("vaalbara.allocation.choose")
def test_other_players_choices_are_hidden_until_all_chose():
    """vaalbara.allocation.choose: a face-down choice is hidden (-1) from the others and from spectators."""
    s = give(give(G.setup(3, seed=1), 1, hand=[2, 4, 6, 8, 10]), 0, hand=[1, 3, 5, 7, 9])
    s, events = act(s, 1, ChooseCharacter(6))
    assert G.view(s, 1)["chosen"] == [0, 6, 0]
    assert G.view(s, 0)["chosen"] == [0, -1, 0]
    assert G.view(s, 2)["chosen"] == [0, -1, 0]
    assert G.view(s, None)["chosen"] == [0, -1, 0]
    # the public narration does not name the card; only player 1's own event does
    public = [e for e in events if e.to is None]
    assert public and all("6" not in e.text.en and "Falconer" not in e.text.en for e in public)
    assert any("Falconer" in e.text.en for e in events if e.to == 1)
    s, _ = act(s, 0, ChooseCharacter(3))
    assert G.view(s, 2)["chosen"] == [-1, -1, 0]
    assert G.view(s, 0)["chosen"] == [3, -1, 0]


@cites("vaalbara.allocation.reveal")
def test_cards_are_revealed_together():
    """vaalbara.allocation.reveal: once the last player chooses, every choice is face up for everyone."""
    s = G.setup(3, seed=1)
    s, _ = act(s, 0, ChooseCharacter(s.hands[0][0]))
    s, _ = act(s, 1, ChooseCharacter(s.hands[1][0]))
    assert s.phase == "allocate"
    c2 = s.hands[2][0]
    s, events = act(s, 2, ChooseCharacter(c2))
    assert s.phase == "resolve"
    revealed = [s.chosen[0], s.chosen[1], c2]
    assert all(G.view(s, p)["chosen"] == revealed for p in (0, 1, 2, None))
    reveal = [e for e in events if e.rule == "vaalbara.allocation.reveal"]
    assert len(reveal) == 1 and reveal[0].to is None and reveal[0].data["chosen"] == revealed


# ---- resolution order ------------------------------------------------------------------------------
def order_of_turns(state):
    """Let everyone take the first land of row 1 in turn; return who acted, in order."""
    order = []
    r = state.round
    while state.round == r:
        order.append(state.current)
        state = take(state, state.current, state.rows[0][0])
    return order


@cites("vaalbara.resolution.order")
def test_lowest_initiative_acts_first():
    """vaalbara.resolution.order: turns go from the lowest initiative to the highest, whatever the seats."""
    s = choose_all(scenario(4, realms=[[], [], [], []]), [FARMER, HUNTER, CRAFTSMAN, CARPENTER])
    assert G.to_act(s) == (1,)
    assert order_of_turns(s) == [1, 3, 2, 0]


@cites("vaalbara.resolution.tie")
def test_equal_initiatives_follow_the_omen():
    """vaalbara.resolution.tie: players who revealed the same value act in the omen's order."""
    base = scenario(3, realms=[[], [], []])
    for order in ([2, 0, 1], [1, 2, 0], [0, 1, 2]):
        s = arrange(base, top=omen_land(3, *order))
        assert current_omen(s) == tuple(order)
        s = choose_all(s, [PRIEST, PRIEST, PRIEST])
        assert order_of_turns(s) == order


@cites("vaalbara.resolution.tie")
def test_a_tie_only_orders_the_tied_players():
    """vaalbara.resolution.tie: the omen does not let a higher initiative jump ahead of a lower one."""
    s = arrange(scenario(3, realms=[[], [], []]), top=omen_land(3, 2, 1, 0))
    s = choose_all(s, [HUNTER, FARMER, FARMER])  # clan 0 is last in the omen but played lowest
    assert order_of_turns(s) == [0, 2, 1]


@cites("vaalbara.resolution.tie", "vaalbara.character.tracker")
def test_tracker_changing_the_omen_reorders_tied_players_still_to_act():
    """vaalbara.resolution.tie: after a Tracker changes the omen, the new omen orders tied players yet to act."""
    n = 3
    new_top = omen_land(n, 2, 1)  # will rank clan 2 above clan 1
    old_top = omen_land(n, 1, 2, avoid=[new_top])
    s = scenario(n, realms=[[], [], []], row2=[new_top], top=old_top)
    s = choose_all(s, [TRACKER, FARMER, FARMER])
    assert current_omen(s).index(1) < current_omen(s).index(2)
    # without the Tracker's change the omen would put clan 1 first
    s, _ = act(s, 0, TrackLand(new_top))
    assert s.land_deck[0] == new_top
    assert current_omen(s).index(2) < current_omen(s).index(1)
    s = take(s, 0, s.rows[0][0])
    assert G.to_act(s) == (2,)
    s = take(s, 2, s.rows[0][0])
    assert G.to_act(s) == (1,)


@cites("vaalbara.resolution.tie")
def test_untouched_omen_keeps_the_tie_order():
    """vaalbara.resolution.tie: the control case - a Tracker swap that keeps clan 1 above clan 2 keeps the order."""
    n = 3
    old_top = omen_land(n, 1, 2)
    also_1_first = omen_land(n, 1, 2, avoid=[old_top])
    s = scenario(n, realms=[[], [], []], row2=[also_1_first], top=old_top)
    s = choose_all(s, [TRACKER, FARMER, FARMER])
    s, _ = act(s, 0, TrackLand(also_1_first))
    s = take(s, 0, s.rows[0][0])
    assert G.to_act(s) == (1,)


# ---- the two actions of a turn ---------------------------------------------------------------------
@cites("vaalbara.resolution.character")
def test_character_first_then_discarded_face_up():
    """vaalbara.resolution.character: the played card goes face up to its owner's discard pile after its effect."""
    s = choose_all(scenario(3, realms=[[], [], []]), [HUNTER, MIDWIFE, FARMER])
    # the Hunter needs no decision: its effect is done and the card is on the discard pile, visibly
    assert s.current == 0 and s.step == "land"
    assert s.discards[0] == [HUNTER]
    assert G.view(s, 2)["discards"][0] == [HUNTER]
    assert s.discards[1] == [] and s.discards[2] == []


@cites("vaalbara.resolution.character")
def test_land_cannot_be_taken_before_the_character_action():
    """vaalbara.resolution.character: with a choice to make (Bard), taking a land first is illegal."""
    s = choose_all(scenario(3, realms=[[], [], []]), [BARD, FARMER, FARMER])
    assert s.current == 0 and s.step == "character"
    err = illegal(s, 0, TakeLand(s.rows[0][0]), "vaalbara.resolution.character")
    assert "Bard" in err.text.en
    assert s.discards[0] == []  # the Bard is still on the table
    s, _ = act(s, 0, ChoosePlayer(1))
    assert s.step == "land" and s.discards[0] == [BARD]


@cites("vaalbara.resolution.character")
def test_the_character_effect_is_compulsory():
    """vaalbara.resolution.character: a Pioneer must exchange a land even when it hurts; there is no pass."""
    forest6 = 10
    s = scenario(3, realms=[[forest6], [], []])
    s = choose_all(s, [PIONEER, FARMER, FARMER])
    legal = G.legal_actions(s, 0)
    assert legal and all(type(a).__name__ == "ExchangeLand" for a in legal)
    illegal(s, 0, TakeLand(s.rows[0][0]), "vaalbara.resolution.character")
    illegal(s, 0, RevealWarrior(False), "vaalbara.character.pioneer")


@cites("vaalbara.resolution.land")
def test_land_from_row_2_is_illegal():
    """vaalbara.resolution.land: only row 1 can be taken; row 2 and other lands are refused, nothing changes."""
    s = choose_all(scenario(3, realms=[[], [], []]), [HUNTER, FARMER, FARMER])
    assert s.step == "land"
    err = illegal(s, 0, TakeLand(s.rows[1][0]), "vaalbara.resolution.land")
    assert "row 2" in err.text.en
    illegal(s, 0, TakeLand(s.land_deck[0]), "vaalbara.resolution.land")
    illegal(s, 0, ChoosePlayer(1), "vaalbara.resolution.land")
    assert {a.land for a in G.legal_actions(s, 0)} == set(s.rows[0])
    land = s.rows[0][1]
    s2 = take(s, 0, land)
    assert s2.realms[0] == [land] and land not in s2.rows[0] and len(s2.rows[0]) == 2


@cites("vaalbara.resolution.land")
def test_the_last_player_gets_the_one_land_left():
    """vaalbara.resolution.land: each turn removes one land from row 1; the last player has exactly one choice."""
    s = choose_all(scenario(4, realms=[[], [], [], []]), [HUNTER, CARPENTER, CRAFTSMAN, FARMER])
    for k in range(3):
        assert len(s.rows[0]) == 4 - k
        s = take(s, s.current, s.rows[0][0])
    assert s.current == 3
    assert G.legal_actions(s, 3) == [TakeLand(s.rows[0][0])]


@cites("vaalbara.resolution.order")
def test_only_the_current_player_acts_during_resolution():
    """vaalbara.resolution.order: while one player resolves, the others wait."""
    s = choose_all(scenario(3, realms=[[], [], []]), [HUNTER, FARMER, FARMER])
    assert G.to_act(s) == (0,)
    for p in (1, 2):
        assert G.legal_actions(s, p) == []
        illegal(s, p, TakeLand(s.rows[0][0]), "core.turn.not_yours")


@cites("vaalbara.resolution.hidden_points", "vaalbara.components.points")
def test_points_stay_hidden():
    """vaalbara.resolution.hidden_points: only the gainer is told; the others see no score until the end.

    Also vaalbara.components.points: the points are tokens kept face down in front of their owner.
    """
    s = choose_all(scenario(3, realms=[[], [], []]), [BARD, FARMER, FARMER])
    s, events = act(s, 0, ChoosePlayer(2))
    assert s.scores == [2, 2, 4]
    gains = [e for e in events if e.data.get("points")]
    assert len(gains) == 1 and gains[0].to == 2 and gains[0].data["points"] == 2
    assert G.view(s, 2)["score"] == 4 and G.view(s, 2)["ledger"]["vaalbara.character.bard"] == 2
    assert G.view(s, 0)["score"] == 2 and "vaalbara.character.bard" not in G.view(s, 0)["ledger"]
    for viewer in (0, 1, None):
        v = G.view(s, viewer)
        assert v["scores"] is None
        assert not [e for e in events if e.visible_to(viewer) and "points" in e.data]
    assert G.view(s, None)["score"] is None and G.view(s, None)["ledger"] is None
    # at the end everyone's points are revealed
    end = drive(s)
    assert G.is_over(end)
    assert G.view(end, 1)["scores"] == end.scores


# ---- the end of a round ----------------------------------------------------------------------------
@cites("vaalbara.round.phases")
def test_round_phases():
    """vaalbara.round.phases: allocation, then resolution, then the round ends and the next allocation starts."""
    s = scenario(3, realms=[[], [], []])
    assert (s.round, s.phase) == (1, "allocate")
    s = choose_all(s, [HUNTER, PRIEST, FARMER])
    assert (s.round, s.phase) == (1, "resolve")
    s = finish_round(s)
    assert (s.round, s.phase) == (2, "allocate")
    assert s.chosen == [0, 0, 0] and G.to_act(s) == (0, 1, 2)
    assert [len(r) for r in s.realms] == [1, 1, 1]


@cites("vaalbara.round_end.slide")
def test_rows_slide_and_a_new_row_2_is_dealt():
    """vaalbara.round_end.slide: row 2 becomes row 1; the next cards of the deck form the new row 2."""
    s = choose_all(scenario(3, realms=[[], [], []]), [HUNTER, PRIEST, FARMER])
    old_row2, old_deck = s.rows[1][:], s.land_deck[:]
    after = finish_round(s)
    assert after.rows[0] == old_row2
    assert after.rows[1] == old_deck[:3]
    assert after.land_deck == old_deck[3:]


@cites("vaalbara.round_end.refill")
def test_hands_refill_to_five_from_the_top_of_the_clan_deck():
    """vaalbara.round_end.refill: each player draws back up to five cards from the top of their deck."""
    s = choose_all(scenario(3, realms=[[], [], []]), [HUNTER, PRIEST, FARMER])
    assert [len(h) for h in s.hands] == [4, 4, 4]
    tops = [d[0] for d in s.decks]
    after = finish_round(s)
    for p in range(3):
        assert len(after.hands[p]) == 5
        assert tops[p] in after.hands[p]
        assert after.decks[p] == s.decks[p][1:]


@cites("vaalbara.round_end.refill")
def test_refill_stops_when_the_clan_deck_runs_out():
    """vaalbara.round_end.refill: with no cards left in the clan deck, the hand stays short."""
    s = scenario(3, realms=[[], [], []])
    s = give(s, 0, hand=[3, 4, 5, 6, 7], discard=[1, 2, 8, 9, 10, 11, 12])  # empty deck
    s = give(s, 1, hand=[3, 4, 5, 9, 12], discard=[1, 2, 6, 7, 8, 10])  # one card left
    assert s.decks[0] == [] and s.decks[1] == [11]
    s = choose_all(s, [HUNTER, PRIEST, FARMER])
    after = finish_round(s)
    assert after.hands[0] == [4, 5, 6, 7]
    assert after.hands[1] == [3, 5, 9, 11, 12] and after.decks[1] == []
    assert len(after.hands[2]) == 5


def avoid_midwife(state, p, legal):
    """Play the lowest card but the Midwife, so hands shrink only by play."""
    if state.phase == "allocate":
        return next((a for a in legal if a.initiative != MIDWIFE), legal[0])
    return legal[0]


@cites("vaalbara.round_end.refill")
def test_hands_over_a_whole_game():
    """vaalbara.round_end.refill: a clan deck of 7 refills hands for seven rounds; round 9 starts with 4 cards."""
    s = G.setup(3, seed=21)
    sizes = []
    while not G.is_over(s):
        sizes.append([len(h) for h in s.hands])
        hands_before, decks_before = [len(h) for h in s.hands], [len(d) for d in s.decks]
        s = drive(s, avoid_midwife, until_round=s.round + 1)
        if not G.is_over(s):
            for p in range(3):
                assert len(s.hands[p]) == min(5, hands_before[p] - 1 + decks_before[p])
    assert sizes[:8] == [[5, 5, 5]] * 8
    assert sizes[8] == [4, 4, 4]


@cites("vaalbara.end.trigger")
def test_game_ends_after_nine_rounds():
    """vaalbara.end.trigger: after round 9 every realm holds nine lands, no new row is dealt and play stops."""
    s = G.setup(4, seed=8)
    rounds_seen = set()
    while not G.is_over(s):
        rounds_seen.add(s.round)
        if s.round == 9 and s.phase == "allocate":
            deck_before = len(s.land_deck)
        s = drive(s, until_round=s.round + 1)
    assert rounds_seen == set(range(1, 10))
    assert s.round == 9 and s.phase == "over"
    assert all(len(r) == 9 for r in s.realms)
    # row 1 is used up; row 2 stays on the table and nothing more is dealt (a Tracker or Pioneer may swap cards)
    assert s.rows[0] == [] and len(s.rows[1]) == 4
    assert len(s.land_deck) == deck_before == 1  # its back is the last omen
    assert G.to_act(s) == ()
    for p in range(4):
        assert G.legal_actions(s, p) == []
    illegal(s, 0, ChooseCharacter(s.hands[0][0]), "core.turn.game_over")


@cites("vaalbara.goal")
def test_goal_most_points_after_nine_rounds_wins():
    """vaalbara.goal: after nine rounds the player with the most points (bonus included) wins."""
    s = drive(G.setup(5, seed=13))
    res = G.result(s)
    assert set(res.scores) == set(range(5))
    assert res.winners and res.scores[res.winners[0]] == max(res.scores.values())


@cites("vaalbara.components.characters")
def test_initiatives_name_the_characters():
    """vaalbara.components.characters: the number on a card is both its turn order and its character."""
    s = choose_all(scenario(3, realms=[[], [], []]), [CRAFTSMAN, HUNTER, CARPENTER])
    events = []
    while s.round == 1:
        s, ev = act(s, s.current, TakeLand(s.rows[0][0]))
        events += ev
    turns = [e.data["player"] for e in events if e.rule in ("vaalbara.resolution.order", "vaalbara.resolution.tie")]
    assert turns == [2, 0]  # player 1 (3, Hunter) was already announced at the reveal
    assert CHARACTERS[CRAFTSMAN].name.en == "Craftsman"
