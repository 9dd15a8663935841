"""Totems (buru.totem.bonus, with Ukam's buru.ukam.totem and Ibu's buru.ambelau.ibu_totem): the holder of a spirit's
totem gains 1 esteem each time *another* player offers to that spirit, and nothing for their own offerings.

The seed's glossary (p. 6, line 105 of the seed file) defines a totem so: while you hold it, you gain 1 esteem each
time another player pays respect to its spirit. Both of the Lawan chapter's worked examples agree (lines 417 and 452:
Lawan A, holding Banyu's totem, gains when Becky or Lawan B offers to Banyu), and Ukam's page says the same of Ukam's
(line 566). One rule for every totem, whoever holds it and whoever offers: a person or a Lawan.
"""

from __future__ import annotations

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Choose, Done, Offer, Place
from kernel_games.buru.ambelau.cards import IBU
from kernel_games.buru.components import ALTARS, BANYU, FOREST, LAKE, SHORE
from kernel_games.buru.economy import receive
from kernel_games.buru.lawan import scenes as LS
from kernel_games.buru.lawan import scenes_ambelau as SA
from kernel_games.buru.state import State, put
from kernel_games.buru.ukam.cards import UKAM

from .build import BLUE, RED, give, play
from .helpers import cites

TOTEM_RULES = {BANYU: "buru.totem.bonus", 1: "buru.totem.bonus", 2: "buru.totem.bonus", UKAM: "buru.ukam.totem",
               IBU: "buru.ambelau.ibu_totem"}
EVERY_SPIRIT = {"ukam": 1, "ambelau": 1}


def paid(events: list, rule: str) -> list[int]:
    """Who a totem paid, event by event."""
    return [e.data["player"] for e in events if e.rule == rule and e.data.get("esteem")]


def both_at_the_lake() -> State:
    """Seed 2, Red the messenger: Red conquers the Shore (Banyu's totem) and sends 7 to the Sacred Lake, Blue 9; both
    can pay Banyu's altar twice. The state when Blue, the Lake's conqueror, acts there."""
    s = G.setup(2, 2)
    plans = {RED: [(SHORE, 5), (LAKE, 4), (LAKE, 3), (FOREST, 1)], BLUE: [(LAKE, 5), (LAKE, 4), (SHORE, 1), (FOREST, 3)]}
    while str(s.phase) == "morning":
        s, _ = G.apply(s, s.current, Place(*plans[s.current].pop(0)))
    cost = ALTARS[BANYU][s.altar_sides[BANYU]]
    for p in (RED, BLUE):
        s = give(s, p, clay=2 * cost[0], palm=2 * cost[1], ebony=2 * cost[2], fish=min(20, 2 * cost[3] + 4))
    while s.area != LAKE:
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, Done() if s.step == "benefit" else G.legal_actions(s, p)[0])
    assert s.totems[BANYU] == RED and s.actor == BLUE
    return s


@cites("buru.totem.bonus", "buru.lake.offer")
def test_another_players_offering_pays_the_holder_and_the_holders_own_pays_nothing():
    s = both_at_the_lake()
    esteem = s.esteem
    s, ev = play(s, (BLUE, Choose(1)), (BLUE, Offer(BANYU)))  # Blue offers: Red holds Banyu's totem
    assert s.esteem[RED] == esteem[RED] + 1 and paid(ev, "buru.totem.bonus") == [RED]
    said = next(e for e in ev if e.rule == "buru.totem.bonus")
    assert said.text.en == "Red holds Banyu's totem: Blue's offering gains them 1 esteem."
    assert said.data["offerer"] == BLUE and "青" in said.text.ja
    s, _ = play(s, (BLUE, Done()))
    assert s.actor == RED
    esteem = s.esteem
    s, ev = play(s, (RED, Choose(0)), (RED, Offer(BANYU)))  # Red offers to its own spirit
    assert len(s.offerings[RED]) == 1 and s.esteem[RED] == esteem[RED], "no esteem for the holder's own offering"
    assert paid(ev, "buru.totem.bonus") == []


@cites("buru.totem.bonus", "buru.ukam.totem", "buru.ambelau.ibu_totem")
@pytest.mark.parametrize("spirit", [BANYU, 1, 2, UKAM, IBU])
def test_every_totem_pays_only_for_another_players_offering(spirit):
    """The same for each spirit, Ukam's and Ibu's included: an offering card received by its holder pays nothing; by
    anyone else, 1 esteem to the holder, citing the spirit's totem rule."""
    for holder, offerer, gain in ((RED, RED, 0), (RED, BLUE, 1), (BLUE, RED, 1), (BLUE, BLUE, 0)):
        s = G.setup(2, 4, EVERY_SPIRIT).copy()
        s.totems = put(s.totems, spirit, holder)
        ev: list = []
        receive(s, offerer, spirit, ev)
        assert s.esteem[holder] == gain and s.esteem[1 - holder] == 0, (spirit, holder, offerer)
        assert paid(ev, TOTEM_RULES[spirit]) == [holder] * gain
        assert G.invariants(s) == []


@cites("buru.totem.bonus", "buru.lawan.basics")
def test_a_lawan_holder_gains_from_the_others_offerings_and_not_from_its_own():
    """The solo game: Red against Lawan A and Lawan B. Lawan A holding Banyu's totem gains from Red's and Lawan B's
    offerings (the seed's example), not from its own; Red holding it gains from a Lawan's."""
    cases = ((LS.LAWAN_A, LS.LAWAN_B, 1), (LS.LAWAN_A, RED, 1), (LS.LAWAN_A, LS.LAWAN_A, 0), (RED, LS.LAWAN_B, 1),
             (RED, RED, 0))
    for holder, offerer, gain in cases:
        s = LS.solo()
        s.totems = put(s.totems, BANYU, holder)
        ev: list = []
        receive(s, offerer, BANYU, ev)
        assert s.esteem[holder] == gain and sum(s.esteem) == gain, (holder, offerer)


@cites("buru.ambelau.ibu_totem", "buru.ambelau.lawan_canoe", "buru.ambelau.lawan_double")
def test_a_lawan_offering_to_ibu_while_holding_ibus_totem_gains_nothing_from_it():
    """The Ambelau Lawan's scene: Lawan A conquered the region (Ibu's totem) and its canoe stops on an offering to Ibu.
    It gains 1 esteem, its plot card's bonus for that offering (two explorers at the Lake); its own totem pays
    nothing."""
    s = SA.canoe_ahead()
    assert s.totems[IBU] == LS.LAWAN_A and [c // 10 for c in s.offerings[LS.LAWAN_A]] == [IBU]
    assert s.esteem[LS.LAWAN_A] == 1, "its plot card's 1 esteem per offering; nothing from its own totem"


@cites("buru.totem.bonus")
def test_the_preview_of_an_offering_says_whom_the_totem_pays():
    s = both_at_the_lake()
    s, _ = play(s, (BLUE, Choose(1)))
    blue = G.preview(G.view(s, BLUE), Offer(BANYU))
    assert "(Banyu's totem: Red gains 1 esteem)" in blue.en and "バニュの象徴：赤が1エスティームを得る" in blue.ja
    assert not blue.en.startswith("Offer to Banyu: +"), "Blue's own esteem does not change"
    s, _ = play(s, (BLUE, Done()), (RED, Choose(0)))
    red = G.preview(G.view(s, RED), Offer(BANYU))
    assert "(Banyu's totem is yours: nothing for your own offering)" in red.en
    assert "自分の供物では何も得ない" in red.ja and not red.en.startswith("Offer to Banyu: +")
