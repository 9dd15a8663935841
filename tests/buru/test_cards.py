"""Buru's card lists (kernel_games/buru/cards.py): what the rulebook states about them, and that the checks bite."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from kernel_games.buru.cards import (
    BASE_DECREES,
    BASE_ELDERS,
    BASE_ISLANDERS,
    BASE_OFFERINGS,
    FOREST_CARDS,
    ISLANDER_KEYS,
    forest_order,
    islander,
    rating_of,
    validate_cards,
    worth,
)
from kernel_games.buru.components import (
    ANY_SPIRIT,
    AREAS,
    ARTISAN,
    GATHERER,
    KINDS,
    MANUK,
    NOBLE,
    PRIEST,
    SPIRITS,
    Ongoing,
    Perk,
)
from tests.rule_checks import JAPANESE


def cites(*rule_ids: str):
    """Names the rules a test checks (string literals the traceability tests read)."""
    def mark(test):
        test.rules = rule_ids
        return test
    return mark


@cites("buru.components.islanders")
def test_thirty_six_islanders_nine_of_each_kind():
    """36 islander cards: 9 artisans, 9 gatherers, 9 nobles, 9 priests, each with its own name in both languages."""
    assert len(BASE_ISLANDERS) == 36
    assert Counter(c.kind for c in BASE_ISLANDERS) == {k: 9 for k in KINDS}
    assert len(set(ISLANDER_KEYS[:36])) == 36
    assert len({c.name.ja for c in BASE_ISLANDERS}) == len({c.name.en for c in BASE_ISLANDERS}) == 36
    assert all(JAPANESE.search(c.name.ja) and c.name.en.isascii() for c in BASE_ISLANDERS)
    assert all(1 <= c.cost <= 4 for c in BASE_ISLANDERS)  # a fish cost in the card's corner


@cites("buru.components.islanders")
def test_the_farmer_costs_two_fish_and_brings_one_palm():
    """The rulebook's Farmer: hired for 2 fish, tasked for 1 palm leaf, nothing to pay."""
    farmer = islander("farmer")
    assert (farmer.name.ja, farmer.name.en, farmer.kind, farmer.cost) == ("農夫", "Farmer", GATHERER, 2)
    assert farmer.perks == (Perk(gain=(0, 1, 0, 0, 0)),) and farmer.ongoing is None


@cites("buru.components.islanders")
def test_the_carver_is_cheaper_than_the_palm_merchant():
    """The solo example: of the Palm merchant and the Carver, the Carver costs less, 2 fish."""
    assert islander("carver").cost == 2 < islander("palm_merchant").cost
    with pytest.raises(KeyError):
        islander("dragon")


@cites("buru.village.trade", "buru.village.choice")
def test_the_weaver_trades_fish_for_palm_or_palm_for_fish():
    """The Weaver: pay 2 fish for 2 palm | pay 1 palm for 2 fish, one or the other."""
    weaver = islander("weaver")
    assert weaver.kind == ARTISAN and weaver.name.en == "Weaver" and weaver.name.ja == "織工"
    assert weaver.perks == (Perk(pay=(0, 0, 0, 2), gain=(0, 2, 0, 0, 0)), Perk(pay=(0, 1, 0, 0), gain=(0, 0, 0, 2, 0)))


@cites("buru.village.trade")
def test_artisans_trade_and_nobles_earn_esteem():
    """Artisans always pay something for what they give; gatherers never pay; nobles bring esteem."""
    for c in BASE_ISLANDERS:
        if c.kind == ARTISAN:
            assert all(any(p.pay) and any(p.gain) for p in c.perks), c.key
        if c.kind == GATHERER:
            assert all(not any(p.pay) and any(p.gain[:4]) and p.gain[4] == 0 for p in c.perks), c.key
        if c.kind == NOBLE:
            assert all(p.gain[4] > 0 or p.per_totem > 0 for p in c.perks), c.key
    assert any(p.task in KINDS for c in BASE_ISLANDERS if c.kind == NOBLE for p in c.perks)  # a noble calls on another


@cites("buru.village.choice")
def test_a_choice_offers_two_perks_on_at_most_a_third_of_the_cards():
    """A "|" card has exactly two perks; most cards have one."""
    assert all(len(c.perks) in (1, 2) for c in BASE_ISLANDERS)
    assert 4 <= sum(len(c.perks) == 2 for c in BASE_ISLANDERS) <= 12
    assert all(a != b for c in BASE_ISLANDERS if len(c.perks) == 2 for a, b in [c.perks])


@cites("buru.village.ongoing")
def test_the_learned_priest_adds_an_ebony_to_offerings_to_manuk():
    """While the Learned priest is tasked, each offering to Manuk also gives 1 ebony."""
    priest = islander("learned_priest")
    assert priest.kind == PRIEST and priest.ongoing == Ongoing(MANUK, (0, 0, 1, 0, 0))
    scrolls = [c for c in BASE_ISLANDERS if c.ongoing is not None]
    assert all(c.kind == PRIEST for c in scrolls) and {c.ongoing.spirit for c in scrolls} >= {*SPIRITS, ANY_SPIRIT}
    assert all(c.ongoing is not None or any(p.offer != -1 for p in c.perks) for c in BASE_ISLANDERS if c.kind == PRIEST)


@cites("buru.components.forest", "buru.forest.rating")
def test_sixteen_forest_cards_rated_by_their_worth():
    """16 forest cards of 1-3 resources; the printed rating 0-3 follows what the resources are worth."""
    assert len(FOREST_CARDS) == 16
    assert all(1 <= sum(c.resources) <= 3 for c in FOREST_CARDS)
    assert all(c.rating == rating_of(c.resources) for c in FOREST_CARDS)
    assert {c.rating for c in FOREST_CARDS} == {0, 1, 2, 3}
    assert (rating_of((2, 0, 0)), rating_of((0, 0, 1)), rating_of((1, 1, 1)), rating_of((0, 0, 3))) == (0, 1, 2, 3)
    by_worth = sorted(FOREST_CARDS, key=lambda c: worth(c.resources))
    assert [c.rating for c in by_worth] == sorted(c.rating for c in FOREST_CARDS)  # never more worth, lower rating


@cites("buru.forest.rating")
def test_the_display_runs_from_the_most_to_the_least_valuable():
    """Face-up forest cards are laid out most valuable on the left."""
    shown = forest_order([FOREST_CARDS[0], FOREST_CARDS[-1], FOREST_CARDS[5], FOREST_CARDS[10]])
    assert [c.rating for c in shown] == [3, 2, 1, 0]
    assert [worth(c.resources) for c in forest_order(FOREST_CARDS)] == sorted((worth(c.resources) for c in FOREST_CARDS),
                                                                                reverse=True)


@cites("buru.components.elders")
def test_thirteen_elders_most_with_three_levels():
    """13 elders; most have three rising levels; two one-level goals overlap: the most islanders, the most artisans."""
    assert len(BASE_ELDERS) == 13 and len({e.key for e in BASE_ELDERS}) == 13
    assert Counter(len(e.levels) for e in BASE_ELDERS) == {3: 11, 1: 2}
    assert {e.metric for e in BASE_ELDERS if len(e.levels) == 1} == {"most_islanders", "most_artisans"}
    for e in BASE_ELDERS:
        thresholds, esteem = zip(*e.levels, strict=True)
        assert list(thresholds) == sorted(set(thresholds)) and list(esteem) == sorted(set(esteem)), e.key
    assert all(JAPANESE.search(e.name.ja) and e.name.en for e in BASE_ELDERS)


@cites("buru.components.decrees")
def test_eleven_decrees_for_areas_and_altars():
    """11 decrees: two for each area's conqueror, one beside each altar, the altar ones mostly worth 1 fish."""
    assert len(BASE_DECREES) == 11 and len({d.key for d in BASE_DECREES}) == 11
    assert all((d.area == -1) != (d.spirit == -1) for d in BASE_DECREES)
    assert Counter(d.area for d in BASE_DECREES if d.area != -1) == {a: 2 for a in AREAS}
    altar = [d for d in BASE_DECREES if d.spirit != -1]
    assert sorted(d.spirit for d in altar) == list(SPIRITS)
    assert Counter(d.gain for d in altar)[(0, 0, 0, 1, 0)] == 2


@cites("buru.components.offerings")
def test_ten_offering_cards_per_spirit():
    """30 offering cards, 10 for each spirit, each worth some esteem."""
    assert len(BASE_OFFERINGS) == 3 and [len(o) for o in BASE_OFFERINGS] == [10, 10, 10]
    assert all(v > 0 for o in BASE_OFFERINGS for v in o)


@cites("buru.components.islanders", "buru.components.forest", "buru.components.elders")
def test_the_loading_check_refuses_a_table_that_breaks_the_rulebook():
    """Editing a table against the rulebook (a wrong Weaver, a mis-rated forest card, a 12th decree) fails at load."""
    validate_cards()
    weaver = BASE_ISLANDERS.index(islander("weaver"))
    bad_weaver = dataclasses.replace(BASE_ISLANDERS[weaver], perks=BASE_ISLANDERS[weaver].perks[:1])
    forest = FOREST_CARDS[0]
    cases = [dict(islanders=BASE_ISLANDERS[:weaver] + (bad_weaver,) + BASE_ISLANDERS[weaver + 1:]),
             dict(islanders=BASE_ISLANDERS[:-1]),
             dict(forest=(dataclasses.replace(forest, rating=forest.rating + 1),) + FOREST_CARDS[1:]),
             dict(elders=BASE_ELDERS[1:] + (dataclasses.replace(BASE_ELDERS[0], levels=BASE_ELDERS[0].levels[::-1]),)),
             dict(decrees=BASE_DECREES + (BASE_DECREES[0],)),
             dict(offerings=(BASE_OFFERINGS[0][:9],) + BASE_OFFERINGS[1:])]
    for kw in cases:
        with pytest.raises(AssertionError):
            validate_cards(**kw)
