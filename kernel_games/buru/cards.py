"""Buru's card lists: 36 islanders, 16 forest cards, 13 elders, 11 decrees and 30 offering cards. A module adds its
own cards after the base game's (``add_islanders``, ``add_elders``, ``add_decrees``, ``add_offerings``: ids after
those already there, in the fixed order the package imports its modules); they are in play only with that module.

No public list gives these cards, so every table here is ``reconstructed``: designed within what the translated
rulebook states (the counts; the Farmer, the Weaver and the Learned priest as its examples give them; a Carver
costing 2 fish and a dearer Palm merchant; the elders "most islanders" and "most artisans"; altar decrees that
usually give 1 fish). ``validate_cards`` checks those facts and the tables' shape when the module loads, so a
physical copy can be matched by editing the tables.

Balance the design follows (worth: clay 1, palm 2, ebony 3, fish about 0.7): a perk without a price is worth
about 1 per fish of the card's cost; a trade gains about that much more than it pays; a noble's esteem costs 2-3
worth each, cheaper on dearer cards.
"""

from __future__ import annotations

from kernel_games.core import Text

from .components import (
    ANY_SPIRIT,
    AREAS,
    ARTISAN,
    BANYU,
    CLAY,
    EBONY,
    ESTEEM,
    FISH,
    FOREST,
    GATHERER,
    GUNUNG,
    KINDS,
    LAKE,
    MANUK,
    NOBLE,
    OFFERINGS_PER_SPIRIT,
    PALM,
    PRIEST,
    SHORE,
    SPIRITS,
    VALUE,
    VILLAGE,
    Cost,
    Decree,
    Elder,
    ForestCard,
    Gain,
    Islander,
    Ongoing,
    Perk,
)

PROVENANCES = ("seed", "reconstructed")
FISH_WORTH = 0.7  # what a fish weighs against a clay (design and bots only)
ESTEEM_WORTH = 2.5  # what an esteem costs a noble, in clay (design and bots only)


def pay(clay: int = 0, palm: int = 0, ebony: int = 0, fish: int = 0) -> Cost:
    """A price, ``(clay, palm, ebony, fish)``."""
    return (clay, palm, ebony, fish)


def get(clay: int = 0, palm: int = 0, ebony: int = 0, fish: int = 0, esteem: int = 0) -> Gain:
    """A gain, ``(clay, palm, ebony, fish, esteem)``."""
    return (clay, palm, ebony, fish, esteem)


def trade(price: Cost, gain: Gain, **kw: int) -> Perk:
    """A perk "price : gain" (seed: all of the price or nothing)."""
    return Perk(pay=price, gain=gain, **kw)


def gift(gain: Gain, **kw: int) -> Perk:
    """A perk without a price."""
    return Perk(gain=gain, **kw)


def offer(spirit: int, price: Cost = (0, 0, 0, 0)) -> Perk:
    """A priest's perk: pay ``price`` (often nothing) and make an offering to ``spirit``, paying its altar too."""
    return Perk(pay=price, offer=spirit)


def bundle_worth(bundle: tuple[int, ...]) -> float:
    """A cost or gain weighed in clay: clay 1, palm 2, ebony 3, fish 0.7, esteem 2.5 (a design estimate)."""
    weights = (*VALUE, FISH_WORTH, ESTEEM_WORTH)
    return sum(n * w for n, w in zip(bundle, weights, strict=False))


def perk_worth(p: Perk, totems: int = 0) -> float:
    """A perk's net worth in clay, leaving out its offering and chained task (a design estimate for bots)."""
    return bundle_worth(p.gain) + p.per_totem * totems * ESTEEM_WORTH - bundle_worth(p.pay)


QUIET = Perk()  # no benefit when tasked: the card works through its ongoing scroll


def _i(key: str, ja: str, en: str, kind: int, cost: int, *perks: Perk, ongoing: Ongoing | None = None) -> Islander:
    return Islander(key, Text(ja, en), kind, cost, tuple(perks), ongoing)


# ---- islanders: 9 of each kind (seed); two perks are a choice "|" ------------------------------------------------
BASE_ISLANDERS: tuple[Islander, ...] = (
    # artisans trade resources and fish
    _i("potter", "陶工", "Potter", ARTISAN, 1, trade(pay(clay=1), get(fish=3))),
    _i("brickmaker", "煉瓦職人", "Brickmaker", ARTISAN, 1,
       trade(pay(fish=1), get(clay=2)), trade(pay(clay=2), get(palm=1, fish=1))),
    _i("weaver", "織工", "Weaver", ARTISAN, 2,  # seed: both perks, a choice
       trade(pay(fish=2), get(palm=2)), trade(pay(palm=1), get(fish=2))),
    _i("carver", "彫刻家", "Carver", ARTISAN, 2, trade(pay(fish=2), get(ebony=1))),  # seed: costs 2 fish
    _i("batik_maker", "バティック職人", "Batik maker", ARTISAN, 3, trade(pay(clay=1, palm=1), get(ebony=2))),
    _i("palm_merchant", "ヤシの葉商人", "Palm merchant", ARTISAN, 3,  # seed: dearer than the Carver
       trade(pay(palm=1), get(ebony=1, fish=2)), trade(pay(fish=3), get(palm=3))),
    _i("boatwright", "船大工", "Boatwright", ARTISAN, 3, trade(pay(ebony=1), get(palm=1, fish=5))),
    _i("goldsmith", "金細工師", "Goldsmith", ARTISAN, 4,
       trade(pay(fish=3), get(ebony=2)), trade(pay(ebony=1), get(palm=3))),
    _i("kris_smith", "クリス鍛冶", "Kris smith", ARTISAN, 4,
       trade(pay(clay=2), get(ebony=2)), trade(pay(palm=1), get(fish=6))),
    # gatherers bring resources and fish
    _i("clay_digger", "土掘り", "Clay digger", GATHERER, 1, gift(get(clay=1))),
    _i("fisher", "漁師", "Fisher", GATHERER, 1, gift(get(fish=2))),
    _i("farmer", "農夫", "Farmer", GATHERER, 2, gift(get(palm=1))),  # seed: 2 fish, gains 1 palm
    _i("honey_hunter", "蜂蜜採り", "Honey hunter", GATHERER, 2, gift(get(clay=2)), gift(get(fish=3))),
    _i("woodcutter", "木こり", "Woodcutter", GATHERER, 3, gift(get(ebony=1))),
    _i("rattan_gatherer", "籐採り", "Rattan gatherer", GATHERER, 3, gift(get(clay=1, palm=1))),
    _i("reef_fisher", "礁の漁師", "Reef fisher", GATHERER, 3, gift(get(clay=1, fish=3))),
    _i("timber_hauler", "材木運び", "Timber hauler", GATHERER, 4, gift(get(clay=1, ebony=1))),
    _i("herbalist", "薬草採り", "Herbalist", GATHERER, 4, gift(get(palm=2)), gift(get(ebony=1, fish=2))),
    # nobles turn goods into esteem
    _i("tax_collector", "徴税人", "Tax collector", NOBLE, 1, trade(pay(fish=4), get(esteem=1))),
    _i("landlord", "地主", "Landlord", NOBLE, 1, trade(pay(clay=3), get(esteem=1))),
    _i("court_poet", "宮廷詩人", "Court poet", NOBLE, 2, trade(pay(clay=1, palm=1), get(esteem=1), task=PRIEST)),
    _i("village_chief", "村長", "Village chief", NOBLE, 2, gift(get(), per_totem=1)),
    _i("steward", "家令", "Steward", NOBLE, 3, trade(pay(clay=2), get(esteem=1), task=GATHERER)),
    _i("merchant_prince", "豪商", "Merchant prince", NOBLE, 3,
       trade(pay(fish=6), get(esteem=2)), trade(pay(palm=2), get(esteem=2))),
    _i("royal_envoy", "王の使節", "Royal envoy", NOBLE, 3, trade(pay(palm=1), get(esteem=1), per_totem=1)),
    _i("war_chief", "戦士長", "War chief", NOBLE, 4, trade(pay(ebony=2), get(esteem=3))),
    _i("noble_lady", "貴婦人", "Noble lady", NOBLE, 4,
       trade(pay(palm=1, ebony=1), get(esteem=2)), gift(get(esteem=1), per_totem=1)),
    # priests strengthen offerings
    _i("village_healer", "村の呪医", "Village healer", PRIEST, 1, QUIET, ongoing=Ongoing(BANYU, get(fish=2))),
    _i("temple_dancer", "寺院の踊り子", "Temple dancer", PRIEST, 1, offer(ANY_SPIRIT, pay(fish=3))),
    _i("learned_priest", "博識な神官", "Learned priest", PRIEST, 2, QUIET,  # seed: Manuk's offerings give 1 ebony
       ongoing=Ongoing(MANUK, get(ebony=1))),
    _i("sea_priestess", "海の巫女", "Sea priestess", PRIEST, 2, offer(BANYU, pay(fish=1))),
    _i("mountain_hermit", "山の隠者", "Mountain hermit", PRIEST, 2, offer(GUNUNG, pay(clay=1))),
    _i("ancestor_keeper", "祖霊の守り人", "Keeper of the ancestors", PRIEST, 3, offer(MANUK)),
    _i("star_reader", "星読み", "Star reader", PRIEST, 3, offer(BANYU, pay(fish=1)), offer(GUNUNG, pay(fish=1))),
    _i("temple_keeper", "寺守", "Temple keeper", PRIEST, 3, gift(get(fish=2)), ongoing=Ongoing(GUNUNG, get(palm=1))),
    _i("high_priest", "大神官", "High priest", PRIEST, 4, offer(ANY_SPIRIT), ongoing=Ongoing(ANY_SPIRIT, get(fish=1))),
)
ISLANDERS: list[Islander] = [*BASE_ISLANDERS]  # by id: the base game's, then each module's (``add_islanders``)
ISLANDER_KEYS: list[str] = [c.key for c in ISLANDERS]
_BY_KEY = {c.key: c for c in ISLANDERS}


def islander(key: str) -> Islander:
    """The islander card with this key (``KeyError`` if none)."""
    return _BY_KEY[key]


# ---- forest cards: 1-3 resources each, rated 0-3 by worth (seed: the rating is printed; high to low on display) -
def worth(resources: tuple[int, ...]) -> int:
    """What ``(clay, palm, ebony)`` is worth: clay 1, palm 2, ebony 3."""
    return sum(n * v for n, v in zip(resources, VALUE, strict=False))


def rating_of(resources: tuple[int, int, int]) -> int:
    """A forest card's rating: worth 1-2 → 0, 3-4 → 1, 5-6 → 2, 7 or more → 3."""
    w = worth(resources)
    return 0 if w <= 2 else 1 if w <= 4 else 2 if w <= 6 else 3


def _f(clay: int, palm: int, ebony: int) -> ForestCard:
    return ForestCard((clay, palm, ebony), rating_of((clay, palm, ebony)))


FOREST_CARDS: tuple[ForestCard, ...] = (
    _f(1, 0, 0), _f(2, 0, 0), _f(0, 1, 0),  # rating 0
    _f(3, 0, 0), _f(1, 1, 0), _f(0, 0, 1), _f(2, 1, 0), _f(0, 2, 0),  # rating 1
    _f(1, 2, 0), _f(0, 1, 1), _f(2, 0, 1), _f(1, 1, 1), _f(0, 0, 2),  # rating 2
    _f(1, 0, 2), _f(0, 2, 1), _f(0, 1, 2),  # rating 3
)


def forest_order(cards: tuple[ForestCard, ...] | list[ForestCard]) -> list[ForestCard]:
    """The face-up forest cards as laid out, most valuable on the left (seed)."""
    return sorted(cards, key=lambda c: (-c.rating, -worth(c.resources)))


# ---- elders: private goals, the highest level fully met scores (seed: most have three levels) ----------------------
ELDER_METRICS = ["clay", "palm", "ebony", "fish", "resources", "islanders", "artisans", "gatherers", "nobles",
                 "priests", "totems", "offerings", "most_islanders", "most_artisans"]  # and each module's (add_elders)
MOST = ("most_islanders", "most_artisans")  # one level: at least as many as every rival, and at least one


def _e(key: str, ja: str, en: str, metric: str, *levels: tuple[int, int]) -> Elder:
    return Elder(key, Text(ja, en), metric, tuple(levels))


BASE_ELDERS: tuple[Elder, ...] = (
    _e("elder_clay", "土の長老", "Elder of the clay pits", "clay", (3, 1), (5, 3), (7, 5)),
    _e("elder_palm", "ヤシ林の長老", "Elder of the palm groves", "palm", (2, 1), (4, 3), (6, 5)),
    _e("elder_ebony", "エボニーの長老", "Elder of the ebony woods", "ebony", (1, 1), (3, 3), (5, 6)),
    _e("elder_fish", "網の長老", "Elder of the nets", "fish", (5, 1), (10, 3), (15, 5)),
    _e("elder_stores", "蔵の長老", "Elder of the storehouse", "resources", (5, 1), (8, 3), (12, 6)),
    _e("elder_people", "人々の長老", "Elder of the people", "islanders", (4, 2), (6, 4), (8, 7)),
    _e("elder_harvest", "実りの長老", "Elder of the harvest", "gatherers", (2, 1), (3, 3), (4, 5)),
    _e("elder_court", "宮廷の長老", "Elder of the court", "nobles", (2, 1), (3, 3), (4, 5)),
    _e("elder_temple", "寺院の長老", "Elder of the temple", "priests", (2, 1), (3, 3), (4, 5)),
    _e("elder_totems", "象徴の長老", "Elder of the totems", "totems", (1, 2), (2, 4), (3, 7)),
    _e("elder_devotion", "祈りの長老", "Elder of devotion", "offerings", (2, 1), (4, 3), (6, 6)),
    _e("elder_crowd", "にぎわいの長老", "Elder of the crowded village", "most_islanders", (1, 4)),  # seed: named
    _e("elder_craft", "匠の長老", "Elder of the master crafts", "most_artisans", (1, 3)),  # seed: named
)
ELDERS: list[Elder] = [*BASE_ELDERS]  # by id: the base game's, then each module's (``add_elders``)


# ---- the king's decrees: 10 of 11 used, two a round (seed) -----------------------------------------------------------
def _d(key: str, area: int, spirit: int, gain: Gain) -> Decree:
    return Decree(key, area, spirit, gain)


BASE_DECREES: tuple[Decree, ...] = (
    _d("forest_palm_clay", FOREST, -1, get(clay=1, palm=1)),
    _d("forest_ebony", FOREST, -1, get(ebony=1)),
    _d("shore_fish", SHORE, -1, get(fish=4)),
    _d("shore_esteem", SHORE, -1, get(esteem=1)),
    _d("village_clay_fish", VILLAGE, -1, get(clay=2, fish=1)),
    _d("village_palm_fish", VILLAGE, -1, get(palm=1, fish=2)),
    _d("lake_esteem_fish", LAKE, -1, get(fish=1, esteem=1)),
    _d("lake_clay_palm", LAKE, -1, get(clay=1, palm=1)),
    _d("altar_banyu", -1, BANYU, get(fish=1)),  # seed: an altar decree usually gives 1 fish
    _d("altar_gunung", -1, GUNUNG, get(fish=1)),
    _d("altar_manuk", -1, MANUK, get(esteem=1)),
)
DECREES: list[Decree] = [*BASE_DECREES]  # by id: the base game's, then each module's (``add_decrees``)


# ---- offering cards: 10 a spirit (seed), esteem on each (reconstructed; Gunung's dearer altar pays a little more) --
BASE_OFFERINGS: tuple[tuple[int, ...], ...] = (
    (2, 2, 3, 3, 3, 4, 4, 4, 5, 6),  # Banyu: 36
    (2, 3, 3, 4, 4, 4, 4, 5, 5, 6),  # Gunung: 40
    (2, 3, 3, 3, 4, 4, 4, 5, 5, 5),  # Manuk: 38
)
OFFERINGS: list[tuple[int, ...]] = [*BASE_OFFERINGS]  # by spirit: the base game's, then each module's spirit's
OFFERINGS_PROVENANCE = "reconstructed"  # the esteem on each base offering card


# ---- what a module adds ----------------------------------------------------------------------------------------------
def _append(table: list, cards: tuple) -> tuple[int, ...]:
    first = len(table)
    table.extend(cards)
    return tuple(range(first, len(table)))


def add_islanders(cards: tuple[Islander, ...]) -> tuple[int, ...]:
    """A module's islanders, after those already listed; returns their ids."""
    _BY_KEY.update((c.key, c) for c in cards)
    ISLANDER_KEYS.extend(c.key for c in cards)
    return _append(ISLANDERS, cards)


def add_elders(cards: tuple[Elder, ...], metrics: tuple[str, ...] = ()) -> tuple[int, ...]:
    """A module's elders and the metrics they count (``plugs.ELDER_COUNTS`` says how); returns their ids."""
    ELDER_METRICS.extend(metrics)
    return _append(ELDERS, cards)


def add_decrees(cards: tuple[Decree, ...]) -> tuple[int, ...]:
    """A module's decrees; returns their ids."""
    return _append(DECREES, cards)


def add_offerings(spirit: int, values: tuple[int, ...]) -> None:
    """The offering cards of a module's spirit (``components.add_spirit`` gave it the next id)."""
    assert spirit == len(OFFERINGS), f"spirit {spirit} added out of order"
    OFFERINGS.append(values)


# ---- checks ----------------------------------------------------------------------------------------------------------
def _perk_ok(p: Perk) -> bool:
    if min(p.pay) < 0 or min(p.gain) < 0 or p.per_totem < 0:
        return False
    if p.offer not in (-1, ANY_SPIRIT, *SPIRITS) or p.task not in (-1, *KINDS):  # never ANY_KIND as a task
        return False
    return not any(p.pay) or any(p.gain) or p.offer != -1 or p.per_totem > 0  # a trade gains something


def _does_something(p: Perk) -> bool:
    return any(p.gain) or p.offer != -1 or p.per_totem > 0 or p.task != -1


def validate_cards(islanders: tuple[Islander, ...] = BASE_ISLANDERS, forest: tuple[ForestCard, ...] = FOREST_CARDS,
                   elders: tuple[Elder, ...] = BASE_ELDERS, decrees: tuple[Decree, ...] = BASE_DECREES,
                   offerings: tuple[tuple[int, ...], ...] = BASE_OFFERINGS) -> None:
    """What the seed states about the cards, and the shape the engine relies on (``AssertionError`` if broken)."""
    by_key = {c.key: c for c in islanders}
    # islanders (seed: 36, nine of each kind)
    assert len(islanders) == 36 and all(sum(c.kind == k for c in islanders) == 9 for k in KINDS)
    assert len(by_key) == 36 and len({c.name for c in islanders}) == 36
    for c in islanders:
        assert c.kind in KINDS and 1 <= c.cost <= 4 and 1 <= len(c.perks) <= 2, c.key
        assert all(_perk_ok(p) for p in c.perks), c.key
        assert any(_does_something(p) for p in c.perks) or c.ongoing is not None, c.key
        if c.ongoing is not None:
            assert c.ongoing.spirit in (ANY_SPIRIT, *SPIRITS) and any(c.ongoing.gain) and min(c.ongoing.gain) >= 0
        assert c.provenance in PROVENANCES, c.key
    assert sum(len(c.perks) == 2 for c in islanders) <= 12  # a choice on about a third of the cards at most
    assert by_key["farmer"].kind == GATHERER and by_key["farmer"].cost == 2
    assert by_key["farmer"].perks == (Perk(gain=get(palm=1)),)
    assert by_key["weaver"].kind == ARTISAN
    assert by_key["weaver"].perks == (Perk(pay=pay(fish=2), gain=get(palm=2)), Perk(pay=pay(palm=1), gain=get(fish=2)))
    assert by_key["learned_priest"].kind == PRIEST and by_key["learned_priest"].ongoing == Ongoing(MANUK, get(ebony=1))
    assert by_key["carver"].cost == 2 < by_key["palm_merchant"].cost
    # forest cards (seed: 16, a rating 0-3 printed by the resources' worth)
    assert len(forest) == 16 and {c.rating for c in forest} == {0, 1, 2, 3}
    for c in forest:
        assert len(c.resources) == 3 and min(c.resources) >= 0 and 1 <= sum(c.resources) <= 3
        assert c.rating == rating_of(c.resources) and c.provenance in PROVENANCES
    # elders (seed: 13; most with three levels; "most islanders" and "most artisans")
    assert len(elders) == 13 and len({e.key for e in elders}) == 13 and len({e.name for e in elders}) == 13
    assert sum(len(e.levels) == 3 for e in elders) == 11 and {e.metric for e in elders if len(e.levels) == 1} == set(MOST)
    for e in elders:
        assert e.metric in ELDER_METRICS and len(e.levels) in (1, 3) and e.provenance in PROVENANCES, e.key
        assert all(n > 0 and v > 0 for n, v in e.levels), e.key
        assert all(a[0] < b[0] and a[1] < b[1] for a, b in zip(e.levels, e.levels[1:], strict=False)), e.key
        assert (e.metric in MOST) == (len(e.levels) == 1) and (e.metric not in MOST or e.levels[0][0] == 1), e.key
    # decrees (seed: 11; for an area's conqueror or beside an altar, the altar's usually 1 fish)
    assert len(decrees) == 11 and len({d.key for d in decrees}) == 11
    for d in decrees:
        assert (d.area == -1) != (d.spirit == -1) and (d.area in (-1, *AREAS)) and (d.spirit in (-1, *SPIRITS)), d.key
        assert any(d.gain) and min(d.gain) >= 0 and d.provenance in PROVENANCES, d.key
    assert all(sum(d.area == a for d in decrees) == 2 for a in AREAS)
    altar = [d for d in decrees if d.spirit != -1]
    assert sorted(d.spirit for d in altar) == list(SPIRITS)
    assert sum(d.gain == get(fish=1) for d in altar) == 2 and sum(d.gain == get(esteem=1) for d in altar) == 1
    # offering cards (seed: 10 a spirit)
    assert len(offerings) == len(SPIRITS) and all(len(o) == OFFERINGS_PER_SPIRIT for o in offerings)
    assert all(2 <= v <= 6 for o in offerings for v in o) and all(36 <= sum(o) <= 40 for o in offerings)
    assert (CLAY, PALM, EBONY, FISH, ESTEEM) == (0, 1, 2, 3, 4)  # the bundles above are written in this order


validate_cards()
