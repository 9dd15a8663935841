"""The contribution powers (seed 003: アクションフェイズ; the published card powers): Khind's wild 1, Mimix's wild
pair, Hoax's recolouring. Pillar's extra offering is in test_obelisk.py, the movement powers in test_movement.py."""

from __future__ import annotations

from kernel_games.blue_moon_city.actions import DragonFly, Offer, OfferAgain, Pay, Recolour

from .helpers import (
    A1,
    A2,
    A3,
    COURTYARD,
    H1,
    H2,
    H3,
    K1,
    M1,
    M2,
    M3,
    NORTH,
    RED,
    T2,
    V1,
    V2,
    V3,
    G,
    act,
    acts,
    cell_of,
    cites,
    deal,
    fired,
    fresh,
    illegal,
    tiles,
    turn_of,
)


def start(hand, at=NORTH):
    """Player 0's turn on ``at`` (the Fire Temple, black boxes 5, 4, 3, unless told), holding ``hand``."""
    return deal(turn_of(fresh(3), 0, at), {0: hand})


def on(key, hand):
    s = fresh(3)
    return deal(turn_of(s, 0, cell_of(s, key)), {0: hand})


def pays(s, box):
    return sorted(a.card for a in G.legal_actions(s, 0) if isinstance(a, Pay) and a.box == box)


@cites("blue_moon_city.power.khind")
def test_khind_is_a_wild_1():
    s, events = acts(start([V2, K1, A3]), 0, Pay(2, V2), Pay(2, K1))
    assert s.boxes[NORTH][2] == 0 and s.hands[0] == [A3]
    assert fired(events, "blue_moon_city.power.khind")[0].data["how"] == "wild"
    s, _ = acts(start([K1, K1, K1]), 0, Pay(2, K1), Pay(2, K1), Pay(2, K1))  # three Khind alone make the 3
    assert s.boxes[NORTH][2] == 0
    assert pays(start([K1, K1, A3]), 2) == []  # two wild 1s are not 3


@cites("blue_moon_city.power.mimix")
def test_two_mimix_make_a_wild_3():
    """The first Mimix counts 0 until its partner comes; then the two count 3, whatever their values."""
    s, events = act(start([M1, M1, A3]), 0, Pay(2, M1))
    pay = G.view(s, 2)["pay"]
    assert pay["total"] == 0 and pay["half"] == M1 and s.boxes[NORTH] == (-1, -1, -1)
    assert fired(events, "blue_moon_city.power.mimix")[0].data["how"] == "half"
    s, events = act(s, 0, Pay(2, M1))
    assert s.boxes[NORTH][2] == 0 and s.hands[0] == [A3]
    assert fired(events, "blue_moon_city.power.mimix")[0].data["total"] == 3
    assert pays(start([M2, M2, A3]), 1) == []  # two 2s are a 3, never a 4
    s, _ = acts(start([M2, M1, V2]), 0, Pay(0, M2), Pay(0, M1), Pay(0, V2))  # wild 3 + black 2 = 5
    assert s.boxes[NORTH][0] == 0


@cites("blue_moon_city.power.mimix")
def test_mimix_in_a_brown_box_counts_its_own_value():
    """The Great Hall's brown boxes (4, 3): Mimix 1 + Mimix 2 make 3 there, paid as colour, not as a pair."""
    s, events = acts(on("great_hall", [M1, M2, M1]), 0, Pay(1, M1), Pay(1, M2))
    assert [e.data["how"] for e in fired(events, "blue_moon_city.contribute.pay")] == ["colour", "colour"]
    assert [e.data["total"] for e in fired(events, "blue_moon_city.contribute.pay")] == [1, 3]
    assert G.view(s, 0)["boxes"][cell_of(s, "great_hall")] == [-1, 0]
    s, _ = act(on("great_hall", [M3, A3]), 0, Pay(1, M3))
    assert s.boxes[cell_of(s, "great_hall")] == (-1, 0)


@cites("blue_moon_city.power.mimix")
def test_mimix_3_is_only_a_brown_3():
    s = start([M3, V1, M1])
    err = illegal(s, 0, Pay(2, M3), "blue_moon_city.contribute.pay")
    assert "Mimix 3" in err.text.en
    assert M3 not in pays(s, 2)


@cites("blue_moon_city.power.mimix", "blue_moon_city.contribute.one_by_one")
def test_a_lone_mimix_that_can_never_pair_is_refused():
    """Black 3 and a single Mimix 1 on the black 3: the Mimix can never find its partner, so it adds nothing."""
    s = start([V3, M1])
    assert Pay(2, M1) not in G.legal_actions(s, 0)
    err = G.why_illegal(s, 0, Pay(2, M1))
    assert err is not None and err.rule in ("blue_moon_city.power.mimix", "blue_moon_city.contribute.pay")


@cites("blue_moon_city.power.hoax", "blue_moon_city.power.use")
def test_hoax_1_recolours_up_to_four_cards_of_one_colour():
    """Played for its power the Hoax adds nothing itself; then three blue 1s and a blue 2 pay the black 5."""
    s = start([H1, A1, A1, A1, A2, T2])
    s, events = act(s, 0, Recolour(0, H1))
    assert G.view(s, 1)["pay"]["total"] == 0 and G.view(s, 1)["pay"]["hoax"] == 1
    assert fired(events, "blue_moon_city.power.hoax")
    s1, _ = act(s, 0, Pay(0, A1))
    err = illegal(s1, 0, Pay(0, T2), "blue_moon_city.power.hoax")  # one colour only: blue now
    assert "one colour" in err.text.en
    s1, events = acts(s1, 0, Pay(0, A1), Pay(0, A1), Pay(0, A2))
    assert s1.boxes[NORTH][0] == 0 and s1.hands[0] == [T2] and sorted(s1.discard) == sorted([H1, A1, A1, A1, A2])
    assert [e.data["how"] for e in fired(events, "blue_moon_city.power.hoax")] == ["recolour"] * 3


@cites("blue_moon_city.power.hoax")
def test_hoax_2_recolours_one_card():
    s, _ = acts(start([H2, A2, A1, V1]), 0, Recolour(2, H2), Pay(2, A2))
    err = illegal(s, 0, Pay(2, A1), "blue_moon_city.power.hoax")
    assert "no more" in err.text.en
    s, _ = act(s, 0, Pay(2, V1))
    assert s.boxes[NORTH][2] == 0
    assert not any(isinstance(a, Recolour) and a.card == H2 for a in G.legal_actions(start([H2, A2, A2]), 0))  # 2 < 3


@cites("blue_moon_city.power.hoax")
def test_one_hoax_per_contribution():
    s, _ = act(start([H1, H2, A3, A2]), 0, Recolour(0, H1))
    err = illegal(s, 0, Recolour(0, H2), "blue_moon_city.power.hoax")
    assert "One Hoax" in err.text.en
    s, _ = acts(s, 0, Pay(0, A3), Pay(0, A2))  # the next contribution may use the other Hoax
    assert s.boxes[NORTH][0] == 0
    s, _ = acts(deal(s, {0: [H2, A3]}), 0, Recolour(2, H2), Pay(2, A3))
    assert s.boxes[NORTH] == (0, -1, 0)


@cites("blue_moon_city.power.hoax", "blue_moon_city.power.use")
def test_a_hoax_lends_no_power():
    """A Hoax recolours cards for a payment only: it cannot stand in for a Vulca to fly a dragon, nor for a Pillar to
    offer again, and outside a box it does nothing."""
    s = start([H1, H2, A3])
    illegal(s, 0, DragonFly(RED, NORTH), "blue_moon_city.power.vulca")
    s = tiles(start([H1, H2, A3], at=COURTYARD), {0: [3, 3, 3, 3, 3, 3]})
    illegal(s, 0, Recolour(0, H1), "blue_moon_city.contribute.where")
    s, _ = act(s, 0, Offer(0, 3))
    assert not any(isinstance(a, OfferAgain) for a in G.legal_actions(s, 0))
    illegal(s, 0, OfferAgain(H1, 0, 3), "blue_moon_city.power.pillar")


@cites("blue_moon_city.power.hoax")
def test_hoax_cards_pay_a_white_box_by_value():
    """On the University's white boxes (5, 3), Hoax cards are plain white cards."""
    s, events = acts(on("university", [H1, H2, H3]), 0, Pay(1, H1), Pay(1, H2))
    assert s.boxes[cell_of(s, "university")] == (-1, 0) and s.hands[0] == [H3]
    assert [e.data["how"] for e in fired(events, "blue_moon_city.contribute.pay")] == ["colour", "colour"]


@cites("blue_moon_city.power.hoax", "blue_moon_city.power.mimix")
def test_hoax_2_recolours_a_lone_mimix():
    """The published Hoax 2 changes the colour of one of your cards; a Mimix with no partner is a brown card of its
    value, so a Hoax 2 may turn it black. Without the Hoax it adds nothing to a black box."""
    s = start([H2, M2, V1])
    illegal(s, 0, Pay(2, M2), "blue_moon_city.power.mimix")
    s, events = acts(s, 0, Recolour(2, H2), Pay(2, M2))
    assert fired(events, "blue_moon_city.power.hoax")[-1].data["how"] == "recolour"
    assert G.view(s, 1)["pay"]["total"] == 2 and G.view(s, 1)["pay"]["recolour_from"] == 5
    s, _ = act(s, 0, Pay(2, V1))
    assert s.boxes[NORTH][2] == 0 and s.hands[0] == []


@cites("blue_moon_city.power.hoax", "blue_moon_city.power.mimix")
def test_a_mimix_with_a_partner_pairs_even_under_a_hoax():
    """Two Mimix still make their wild 3 on a payment a Hoax was played on: the pair is what they count as."""
    s, events = acts(start([H1, M1, M2, V1]), 0, Recolour(1, H1), Pay(1, M1), Pay(1, M2))
    assert [e.data["how"] for e in fired(events, "blue_moon_city.power.mimix")] == ["half", "pair"]
    s, _ = act(s, 0, Pay(1, V1))
    assert s.boxes[NORTH][1] == 0


@cites("blue_moon_city.power.mimix", "blue_moon_city.contribute.palace")
def test_a_lone_mimix_turns_a_palace_box_brown():
    """A palace box takes any one colour: a Mimix 2 with no partner is a brown 2 there, and a Mimix 3 makes the 5."""
    s = on("palace", [M2, M3, A3])
    s, events = act(s, 0, Pay(0, M2))
    assert fired(events, "blue_moon_city.contribute.palace")[0].data["how"] == "colour"
    assert G.view(s, 1)["pay"]["colour"] == 5 and G.view(s, 1)["pay"]["total"] == 2
    illegal(s, 0, Pay(0, A3), "blue_moon_city.contribute.pay")  # the box is brown now
    s, _ = act(s, 0, Pay(0, M3))
    assert s.boxes[cell_of(s, "palace")][0] == 0
