"""The fishing season (seed 002: 漁期フェイズ): drawing, resolving symbols in a chosen order, and the archbishop's help."""

from __future__ import annotations

from kernel_games.noli.actions import RaidTower, Ready, ResolveSymbol, Wreck
from kernel_games.noli.components import AREA_CARDS, CARDS
from kernel_games.noli.phases.symbols import order_matters
from kernel_games.noli.scenes import card, fresh, place, season

from .helpers import BURGU, CIASSA, MAINA, PORTELLU, G, act, cites, fired, illegal, kind

COIN_TOPS = {1: [card(1, "tuna"), card(1, "swordfish"), card(1, "bream"), card(1, "bream", 1)],
             2: [card(2, "mullet"), card(2, "anchovies"), card(2, "bream"), card(2, "mullet", 1)],
             3: [card(3, "sardines"), card(3, "mullet"), card(3, "sardines", 1), card(3, "mussels")],
             4: [card(4, "sardines"), card(4, "mussels"), card(4, "sardines", 1), card(4, "mussels", 1)]}


def coins(cards):
    return sum(CARDS[c].coins for c in cards)


def tops(**areas):
    """The plain coin tops, with some areas' tops replaced: tops(a3=[...])."""
    out = dict(COIN_TOPS)
    out.update({int(k[1:]): v for k, v in areas.items()})
    return out




def pick(s, symbol_kind):
    """The fisher's pending symbol of this kind."""
    return next(ResolveSymbol(c, i) for c, i in s.pending if kind(c, i) == symbol_kind)


@cites("noli.fishing.order", "noli.fishing.draw")
def test_area_by_area_one_card_per_boat():
    """noli.fishing.order: area 1 first, then 2, 3, 4; noli.fishing.draw: one card per boat from your area's deck."""
    s = place(fresh(), boats=[2, 3, 4, 1])
    s = season(s, [2, 1, 4, 3], tops=COIN_TOPS)
    assert s.round == 2  # nothing to decide: the season ran and the next round began
    assert s.bank == [7 + coins(COIN_TOPS[2][:2]), 9 + coins(COIN_TOPS[1][:3]), 10 + coins(COIN_TOPS[4][:4]),
                      8 + coins(COIN_TOPS[3][:1])]


@cites("noli.fishing.order", "noli.fishing.draw")
def test_draw_events_follow_the_areas():
    """noli.fishing.draw: the draws are announced in area order with the cards drawn."""
    s = place(fresh(), boats=[2, 3, 1, 4], walls=0, floors=[1, 1, 0, 0])
    s = season(s, [2, 1, 4, 3], tops=tops(a3=[card(3, "storm"), card(3, "saracens"), card(3, "mullet"), card(3, "sardines")]))
    # Ciassa (area 3) drew a storm and must choose; Burgu (area 1) and Màina (area 2) have fished
    assert s.fisher == CIASSA and s.area == 3 and s.drawn == [card(3, "storm"), card(3, "saracens"), card(3, "mullet"),
                                                              card(3, "sardines")]
    assert s.bank[BURGU] == 9 + coins(COIN_TOPS[1][:3]) and s.bank[MAINA] == 7 + coins(COIN_TOPS[2][:2])
    assert s.bank[PORTELLU] == 10  # area 4 has not fished yet


@cites("noli.fishing.resolve")
def test_symbols_in_the_order_you_choose_then_cards_to_the_bottom():
    """noli.fishing.resolve: the wall first, so the raid knocks it down instead of a tower floor; then the cards go under."""
    s = place(fresh(), walls=0, floors=[2, 1, 1, 0])
    savona, repairs = card(1, "savona"), card(1, "repairs")
    s = season(s, [1, 2, 3, 4], tops=tops(a1=[savona, repairs]))
    assert s.step == "resolve" and G.to_act(s) == (MAINA,)
    assert set(G.legal_actions(s, MAINA)) == {ResolveSymbol(savona, 0), ResolveSymbol(savona, 1),
                                              ResolveSymbol(repairs, 0), ResolveSymbol(repairs, 1)}
    illegal(s, MAINA, ResolveSymbol(card(1, "tuna"), 0), "noli.fishing.resolve")
    illegal(s, MAINA, Ready(), "noli.fishing.resolve")
    wall_first, events = act(s, MAINA, ResolveSymbol(repairs, 1))
    # the rest (the raid and the coins) could not come out otherwise, so it is resolved for Màina: the raid takes the wall
    assert [e.rule for e in events][:2] == ["noli.symbol.wall", "noli.symbol.raid"]
    assert wall_first.walls == 0 and wall_first.floors == (2, 1, 1, 0) and wall_first.round == 2
    raid_first, _ = act(s, MAINA, ResolveSymbol(savona, 0))  # no wall: a tower floor must go
    assert raid_first.step == "raid" and raid_first.walls == 0


@cites("noli.fishing.resolve")
def test_cards_go_under_their_deck():
    """noli.fishing.resolve: once resolved, the drawn cards lie at the bottom of the area's deck, in draw order."""
    s = place(fresh(), walls=0, floors=[2, 1, 1, 0])
    savona, repairs = card(1, "savona"), card(1, "repairs")
    s = season(s, [1, 2, 3, 4], tops=tops(a1=[savona, repairs]))
    s, events = act(s, MAINA, ResolveSymbol(repairs, 1))
    assert "bottom of the area 1 deck" in fired(events, "noli.fishing.resolve")[0].text.en
    assert s.decks[0][-2:] == (savona, repairs) and sorted(s.decks[0]) == list(AREA_CARDS[1])


@cites("noli.fishing.auto")
def test_the_app_resolves_when_order_cannot_matter():
    """noli.fishing.auto (ruling): coins alone need no choice; a storm among the symbols does."""
    s = season(fresh(), [1, 2, 3, 4], tops=COIN_TOPS)
    assert s.round == 2 and s.step == ""
    s = season(fresh(), [4, 1, 2, 3], tops=tops(a4=[card(4, "storm"), card(4, "sardines")]))
    assert s.fisher == MAINA and s.step == "resolve" and len(G.legal_actions(s, MAINA)) == 2
    # raids on two cards with walls to spare take no floor whatever the order: no choice asked
    s = season(place(fresh(), walls=6, floors=[1, 1, 1, 1]), [4, 1, 2, 3],
               tops=tops(a4=[card(4, "savona"), card(4, "finale")]))
    assert s.walls == 4 and s.floors == (1, 1, 1, 1)
    assert order_matters(season(place(fresh(), walls=1, floors=[1, 1, 0, 0]), [4, 1, 2, 3],
                                  tops=tops(a4=[card(4, "savona"), card(4, "saracens")]))) is True


@cites("noli.symbol.coins")
def test_coins_from_the_supply():
    """noli.symbol.coins: the coins shown go to the fisher's bank."""
    s = place(fresh(), boats=[3, 2, 2, 2])
    before = s.coins_in
    s = season(s, [1, 2, 3, 4], tops=COIN_TOPS)
    assert s.bank[MAINA] == 7 + 6 + 4 + 4 and s.coins_in - before == sum(b for b in s.bank) - 34


@cites("noli.symbol.wall")
def test_a_wall_symbol_rebuilds_below_six():
    """noli.symbol.wall: a wall is added while fewer than six stand; at six, nothing happens."""
    s = season(place(fresh(), walls=3), [1, 2, 3, 4], tops=tops(a1=[card(1, "repairs"), card(1, "repairs", 1)]))
    assert s.walls == 5
    s = season(fresh(), [1, 2, 3, 4], tops=tops(a1=[card(1, "repairs"), card(1, "tuna")]))
    assert s.walls == 6


@cites("noli.symbol.genoa")
def test_genoa_empties_every_other_bank():
    """noli.symbol.genoa: the banks are shown and all but the drawer's are lost."""
    s = season(fresh(), [4, 1, 2, 3], tops=tops(a4=[card(4, "genoa"), card(4, "storm")]))
    banks = s.bank[:]
    out = s.coins_out
    s, events = act(s, MAINA, pick(s, "genoa"))
    shown = fired(events, "noli.symbol.genoa")[0]
    assert s.bank[1:] == [0, 0, 0] and s.bank[MAINA] == banks[MAINA]
    assert shown.data["lost"] == sum(banks[1:]) and s.coins_out == out + sum(banks[1:])
    assert all(f"{n} {b}" in shown.text.en for n, b in zip(["Màina", "Burgu", "Portellu", "Ciassa"], banks, strict=True))


@cites("noli.symbol.raid")
def test_a_raid_knocks_down_a_wall():
    """noli.symbol.raid: each raid symbol removes a wall; the Saracen pirates' two symbols remove two."""
    s = season(fresh(), [3, 1, 2, 4], tops=tops(a3=[card(3, "saracens"), card(3, "mullet")]))
    assert s.walls == 4


@cites("noli.raid.floor")
def test_with_no_wall_the_drawer_picks_a_tower():
    """noli.raid.floor: no wall — the drawer chooses a faction with a floor (themself included) to lose one."""
    s = season(place(fresh(), walls=0, floors=[1, 3, 2, 0]), [1, 2, 3, 4], tops={1: [card(1, "savona"), card(1, "tuna")]})
    assert s.step == "raid" and G.to_act(s) == (MAINA,)
    assert G.legal_actions(s, MAINA) == [RaidTower(MAINA), RaidTower(BURGU), RaidTower(PORTELLU)]
    illegal(s, MAINA, RaidTower(CIASSA), "noli.raid.floor")  # no floor to lose
    illegal(s, MAINA, RaidTower(7), "noli.raid.floor")
    illegal(s, MAINA, ResolveSymbol(card(1, "tuna"), 0), "noli.raid.floor")
    s, events = act(s, MAINA, RaidTower(BURGU))
    assert s.floors == (1, 2, 2, 0) and s.floor_stock == 24 - 5 and fired(events, "noli.raid.floor")[0].data == {"target": 1}


@cites("noli.raid.floor")
def test_one_floor_per_card_and_none_without_floors():
    """noli.raid.floor: two raid symbols on one card take one floor at most; with no floor anywhere nothing happens;
    a single candidate is chosen automatically."""
    s = season(place(fresh(), walls=0, floors=[0, 2, 0, 0]), [3, 1, 2, 4], tops=tops(a3=[card(3, "saracens"), card(3, "mullet")]))
    assert s.floors == (0, 1, 0, 0)  # Burgu alone had floors: one taken, the second symbol takes nothing
    s = season(place(fresh(), walls=0), [3, 1, 2, 4], tops=tops(a3=[card(3, "saracens"), card(3, "mullet")]))
    assert s.floors == (0, 0, 0, 0) and s.round == 2
    s = season(place(fresh(), walls=1, floors=[0, 2, 1, 0]), [3, 1, 2, 4], tops=tops(a3=[card(3, "saracens"), card(3, "mullet")]))
    assert s.walls == 0 and s.step == "raid"  # the first symbol took the last wall, the second reaches the towers


@cites("noli.symbol.shipwreck")
def test_shipwreck_sinks_another_players_boat():
    """noli.symbol.shipwreck: another faction with two boats or more loses one; the drawer chooses."""
    s = season(place(fresh(), boats=[2, 3, 2, 1]), [2, 1, 3, 4], tops=tops(a2=[card(2, "shipwreck"), card(2, "bream")]))
    assert s.step == "wreck" and G.legal_actions(s, MAINA) == [Wreck(BURGU), Wreck(PORTELLU)]
    illegal(s, MAINA, Wreck(MAINA), "noli.symbol.shipwreck")
    illegal(s, MAINA, Wreck(CIASSA), "noli.symbol.shipwreck")  # a single boat
    illegal(s, MAINA, RaidTower(BURGU), "noli.symbol.shipwreck")
    s, _ = act(s, MAINA, Wreck(BURGU))
    assert s.boats == (2, 2, 2, 1)


@cites("noli.symbol.shipwreck")
def test_shipwreck_with_one_or_no_target():
    """noli.symbol.shipwreck: nobody else with two boats — nothing; a single candidate is chosen for you."""
    s = season(place(fresh(), boats=[2, 1, 1, 1]), [2, 1, 3, 4], tops=tops(a2=[card(2, "shipwreck"), card(2, "bream")]))
    assert s.boats[1:] == (1, 1, 1)
    s = season(place(fresh(), boats=[2, 1, 3, 1]), [2, 1, 3, 4], tops=tops(a2=[card(2, "shipwreck"), card(2, "bream")]))
    assert s.boats == (2, 1, 2, 1)


@cites("noli.symbol.storm", "noli.storm.aftermath")
def test_the_storm_ends_the_season_and_reshuffles():
    """noli.symbol.storm: the season ends at once and every deck is shuffled whole; noli.storm.aftermath: later areas
    do not fish, and symbols not yet resolved are lost."""
    s = season(fresh(), [3, 1, 2, 4], tops=tops(a3=[card(3, "storm"), card(3, "mullet")]))
    bank = s.bank[:]
    storm_first, events = act(s, MAINA, pick(s, "storm"))
    assert storm_first.bank[MAINA] == bank[MAINA] + 2  # the mullet's 3 coins are lost; the archbishop gives 2
    assert storm_first.bank[CIASSA] == bank[CIASSA] + 2  # Ciassa (area 4) never fished: the archbishop's 2 coins
    assert storm_first.round == 2 and storm_first.known == [0, 0, 0, 0]
    assert all(sorted(d) == list(AREA_CARDS[a + 1]) for a, d in enumerate(storm_first.decks))
    after = fired(events, "noli.storm.aftermath")[0].text.en
    assert "1 unresolved symbol" in after and "Ciassa cannot fish" in after
    coins_first, _ = act(s, MAINA, pick(s, "coins"))
    assert coins_first.step == ""  # a storm alone left: resolved for you
    assert coins_first.bank[MAINA] == bank[MAINA] + 3


@cites("noli.fishing.consolation")
def test_no_coins_means_two_coins_and_a_boat():
    """noli.fishing.consolation: a faction that got no coins this season takes 2 coins and a free boat."""
    s = season(fresh(), [4, 1, 2, 3], tops=tops(a4=[card(4, "savona"), card(4, "finale")]))
    assert s.round == 2 and s.walls == 4
    assert s.bank[MAINA] == 9 and s.boats[MAINA] == 3  # two raids, no coins: 2 coins and a boat
    assert s.bank[BURGU] == 9 + coins(COIN_TOPS[1][:2]) and s.boats[BURGU] == 2


@cites("noli.fishing.consolation")
def test_coins_lost_to_genoa_still_count():
    """noli.fishing.consolation: coins fished and then lost to Genoa were still got: no help."""
    s = season(fresh(), [4, 1, 2, 3], tops=tops(a4=[card(4, "genoa"), card(4, "storm")]))
    s, _ = act(s, MAINA, pick(s, "genoa"))
    s, events = act(s, MAINA, pick(s, "storm"))
    assert s.round == 2 and s.bank[1:] == [0, 0, 0] and s.boats[1:] == (2, 2, 2)  # the others had got coins
    assert {e.data["player"] for e in fired(events, "noli.consolation.storm")} == {MAINA}  # Màina's coin was lost


@cites("noli.consolation.storm", "noli.consolation.full_fleet")
def test_help_after_a_storm_and_with_a_full_fleet():
    """noli.consolation.storm (ruling): the help is given after a storm too; noli.consolation.full_fleet (ruling): a
    faction with four boats takes only the coins."""
    s = place(fresh(), walls=0, floors=[2, 0, 0, 0], boats=[2, 2, 3, 4])
    s = season(s, [3, 1, 2, 4], tops=tops(a3=[card(3, "storm"), card(3, "saracens")]))
    s, events = act(s, MAINA, pick(s, "storm"))
    assert s.floors == (2, 0, 0, 0)  # the raid never came
    storm_help = {e.data["player"] for e in fired(events, "noli.consolation.storm")}
    full = {e.data["player"] for e in fired(events, "noli.consolation.full_fleet")}
    assert storm_help == {MAINA} and full == {CIASSA}
    assert s.bank[MAINA] == 9 and s.boats[MAINA] == 3 and s.bank[CIASSA] == 10 and s.boats[CIASSA] == 4
