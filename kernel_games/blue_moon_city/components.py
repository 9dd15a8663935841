"""Blue Moon City's components: peoples and cards, the 21 tiles, the obelisk, crystals, scales and dragons.

Provenance tags (docs/architecture.md, component data): ``seed`` = stated by the translated rulebook (seed 003);
``published`` = from the published rulebook (its text, or its illustrations where they are legible); ``image`` = read
from a low-resolution picture in the published rulebook, uncertain (the Thermae's boxes and rewards, the palace's
rewards); ``reconstructed`` = designed here because neither gives it (most tiles' box values and rewards, and the
split of each people's ten cards into values). Everything reconstructed lives in this file, is tagged, and is checked by
``validate`` when the module loads, so a physical copy can be matched by editing the tables below.
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Text

# ---- the eight peoples (published) -----------------------------------------------------------------------------


@dataclass(frozen=True)
class People:
    key: str
    name: Text
    colour: Text  # the colour of their cards and of the boxes they pay
    hex: str  # how the board paints that colour
    power: Text  # a one-line reminder of the powers of their 1s and 2s


VULCA, TERRAH, AQUA, FLIT, KHIND, MIMIX, HOAX, PILLAR = range(8)
PEOPLES: tuple[People, ...] = (
    People("vulca", Text("ヴルカ", "Vulca"), Text("黒", "black"), "#3b3b3b",
           Text("赤竜を飛ばす／動かす", "fly / move the red dragon")),
    People("terrah", Text("テラ", "Terrah"), Text("赤", "red"), "#c0392b",
           Text("緑竜を飛ばす／動かす", "fly / move the green dragon")),
    People("aqua", Text("アクア", "Aqua"), Text("青", "blue"), "#2471a3",
           Text("青竜を飛ばす／動かす", "fly / move the blue dragon")),
    People("flit", Text("フリット", "Flit"), Text("灰", "grey"), "#8c8c8c",
           Text("自分のミニチュアを飛ばす／+2歩", "fly your figure / 2 extra steps")),
    People("khind", Text("カインド", "Khind"), Text("緑", "green"), "#2e8b57",
           Text("どの色にも使える1", "a wild 1 for any colour")),
    People("mimix", Text("ミミックス", "Mimix"), Text("茶", "brown"), "#8b5a2b",
           Text("2枚でどの色にも使える3", "two make a wild 3")),
    People("hoax", Text("ホークス", "Hoax"), Text("白", "white"), "#e8e8e8",
           Text("カードの色を変える", "recolour cards")),
    People("pillar", Text("ピラー", "Pillar"), Text("黄", "yellow"), "#e0b000",
           Text("もう1回捧げる", "one more offering")),
)
ANY = -1  # the Royal Palace's boxes take any colour (one colour per box)

# ---- the cards: 10 per people, values 1-3 (published); the split of values (reconstructed) --------------------
CARDS_PER_PEOPLE = 10
SPLIT: dict[int, tuple[int, int, int]] = {p: (3, 4, 3) for p in range(8)}  # how many 1s, 2s and 3s
SPLIT[KHIND] = (10, 0, 0)  # "every Khind card is a wild card of value 1"
CARDS_PROVENANCE = "reconstructed"


def card(people: int, value: int) -> int:
    """A card's code: ``10 × people + value`` (Aqua 3 is 23). Cards of one people and value are alike."""
    return 10 * people + value


def people_of(code: int) -> int:
    return code // 10


def value_of(code: int) -> int:
    return code % 10


DECK: tuple[int, ...] = tuple(card(p, v) for p in range(8) for v in (1, 2, 3) for _ in range(SPLIT[p][v - 1]))
CARD_CODES: tuple[int, ...] = tuple(sorted(set(DECK)))
HAND_SIZE = 8  # seed, published
DRAW_EXTRA = 2  # seed: draw as many as you discarded, plus 2
MAX_DISCARD = 2  # seed

# the dragons: (name, colour, the people whose cards move it) — published
DRAGONS: tuple[tuple[Text, str, int], ...] = (
    (Text("赤竜", "red dragon"), "#d7301f", VULCA),
    (Text("緑竜", "green dragon"), "#238b45", TERRAH),
    (Text("青竜", "blue dragon"), "#2c7fb8", AQUA),
)
DRAGON_OF_PEOPLE = {people: d for d, (_, _, people) in enumerate(DRAGONS)}
OFF = -1  # a dragon beside the city
DRAGON_STEPS = 3  # published: a value-2 dragon card moves its dragon up to 3 steps
FIGURE_STEPS = 2  # seed
FLIT_EXTRA = 2  # published

# ---- the city: a 5×5 grid without its corners (published) ---------------------------------------------------------
CELLS: tuple[tuple[int, int], ...] = tuple(
    (r, c) for r in range(5) for c in range(5) if (r, c) not in ((0, 0), (0, 4), (4, 0), (4, 4)))
CELL_INDEX = {rc: i for i, rc in enumerate(CELLS)}
CENTRE = CELL_INDEX[(2, 2)]


def _neighbours(i: int) -> tuple[int, ...]:
    r, c = CELLS[i]
    return tuple(CELL_INDEX[(r + dr, c + dc)] for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1))
                 if (r + dr, c + dc) in CELL_INDEX)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in range(len(CELLS)))


def _distances() -> tuple[tuple[int, ...], ...]:
    rows = []
    for start in range(len(CELLS)):
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for i in frontier:
                for j in NEIGHBOURS[i]:
                    if j not in dist:
                        dist[j] = dist[i] + 1
                        nxt.append(j)
            frontier = nxt
        rows.append(tuple(dist[j] for j in range(len(CELLS))))
    return tuple(rows)


DISTANCE = _distances()  # orthogonal steps between two cells


# ---- the tiles ------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Reward:
    crystals: int = 0
    cards: int = 0
    scales: int = 0

    def __bool__(self) -> bool:
        return bool(self.crystals or self.cards or self.scales)


@dataclass(frozen=True)
class Tile:
    key: str
    name: Text
    people: int  # the colour of its boxes (ANY: the palace)
    boxes: tuple[int, ...]  # values, left to right (descending)
    majority: Reward
    participation: Reward
    neighbourhood: Reward
    provenance: dict[str, str]  # field -> seed / published / reconstructed


def _t(key: str, ja: str, en: str, people: int, values: tuple[int, ...], maj: Reward, part: Reward, nb: Reward,
       **prov: str) -> Tile:
    base = {"boxes": "reconstructed", "majority": "reconstructed", "participation": "reconstructed",
            "neighbourhood": "published"}
    base.update(prov)
    return Tile(key, Text(ja, en), people, values, maj, part, nb, base)


R = Reward
PUB, IMAGE = "published", "image"
PROVENANCES = ("seed", PUB, IMAGE, "reconstructed")  # every tag a component may carry
# Published: the temples' boxes 5/4/3 and the palace's 5/4/4/3; the University's majority (1 scale) and
# participation (1 crystal); every neighbourhood reward (the icons on the built sides drawn in the rulebook, legible
# even small); the number of boxes per colour among the random tiles (the set-up photograph). Read from a
# low-resolution picture, uncertain: the Thermae's boxes (the first digit could be 3 or 4) and rewards (the majority
# icon looks like 2 cards), and the palace's rewards. Reconstructed: everything else, designed within values 2-5.
TILES: tuple[Tile, ...] = (
    _t("courtyard", "中庭", "Courtyard", ANY, (), R(), R(), R(), boxes=PUB, majority=PUB, participation=PUB),
    _t("palace", "王宮", "Royal Palace", ANY, (5, 4, 4, 3), R(crystals=2), R(1, 1, 1), R(1, 1, 1), boxes=PUB,
       majority=IMAGE, participation=IMAGE),
    _t("fire_temple", "火の神殿", "Fire Temple", VULCA, (5, 4, 3), R(crystals=3), R(crystals=1), R(crystals=3),
       boxes=PUB),
    _t("earth_temple", "大地の神殿", "Earth Temple", TERRAH, (5, 4, 3), R(cards=3), R(cards=1), R(cards=2), boxes=PUB),
    _t("water_temple", "水の神殿", "Water Temple", AQUA, (5, 4, 3), R(scales=2), R(scales=1), R(scales=2), boxes=PUB),
    _t("aqueduct", "水道橋", "Aqueduct", AQUA, (4,), R(cards=2), R(crystals=1), R(crystals=1)),
    _t("hospice", "救護院", "Hospice", TERRAH, (4,), R(crystals=1), R(cards=1), R(crystals=1)),
    _t("citadel", "城塞", "Citadel", VULCA, (5,), R(scales=1), R(crystals=1), R(crystals=1)),
    _t("watchtower", "物見の塔", "Watchtower", FLIT, (4, 3, 2), R(scales=1), R(crystals=1), R(crystals=1)),
    _t("great_hall", "大広間", "Great Hall", MIMIX, (4, 3), R(scales=1), R(cards=1), R(crystals=1)),
    _t("university", "大学", "University", HOAX, (5, 3), R(scales=1), R(crystals=1), R(crystals=1),
       majority=PUB, participation=PUB),  # its first box (5) is published, the second reconstructed
    _t("market_hall", "市場", "Market Hall", PILLAR, (4, 3, 2), R(cards=3), R(cards=1), R(cards=2)),
    _t("library", "図書館", "Library", HOAX, (4, 3, 2), R(crystals=2), R(cards=1), R(crystals=3)),
    _t("trading_house", "商館", "Trading House", PILLAR, (3, 2, 2), R(scales=1), R(cards=1), R(crystals=1)),
    _t("flight_tower", "飛翔の塔", "Flight Tower", FLIT, (3, 3, 2), R(crystals=2), R(cards=1), R(crystals=2)),
    _t("city_residence", "市の館", "City Residence", MIMIX, (3, 3, 2), R(cards=2), R(crystals=1), R(crystals=2)),
    _t("monastery_tower", "修道院の塔", "Monastery Tower", FLIT, (5, 3), R(cards=2), R(crystals=1), R(scales=1)),
    _t("caravanserai", "隊商宿", "Caravanserai", PILLAR, (4, 3), R(crystals=2), R(crystals=1), R(crystals=1)),
    _t("thermae", "浴場", "Thermae", AQUA, (3, 2, 2), R(cards=2), R(crystals=1), R(crystals=1),
       boxes=IMAGE, majority=IMAGE, participation=IMAGE),
    _t("iron_foundry", "製鉄所", "Iron Foundry", VULCA, (4, 3, 3), R(scales=2), R(crystals=1), R(crystals=1)),
    _t("mill", "水車小屋", "Mill", TERRAH, (4, 3, 2), R(crystals=2), R(cards=1), R(crystals=1)),
)
TILE_INDEX = {t.key: i for i, t in enumerate(TILES)}
COURTYARD = TILE_INDEX["courtyard"]
# seed + published: the four starting tiles around the Courtyard
FIXED: dict[int, int] = {
    CELL_INDEX[(1, 2)]: TILE_INDEX["fire_temple"],
    CELL_INDEX[(3, 2)]: TILE_INDEX["earth_temple"],
    CELL_INDEX[(2, 1)]: TILE_INDEX["water_temple"],
    CELL_INDEX[(2, 3)]: TILE_INDEX["palace"],
}
FIXED_LAYOUT, RANDOM_LAYOUT = "fixed", "random"
# how a reward of N crystals is paid (the set-up option "crystals", components.crystals): N face-down tiles drawn at
# random (the seed's reading, the default), or tiles worth N in all (the published rulebook's)
TILE_REWARDS, VALUE_REWARDS = "tiles", "value"

# ---- crystals, scales, the obelisk (published; seed for the face-down tiles) ----------------------------------------
CRYSTAL_TILES: tuple[int, ...] = (1,) * 12 + (3,) * 28
SCALES_FOR = {2: 9, 3: 12, 4: 15}
MARKERS = 10
OBELISK: tuple[int, ...] = (7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12)  # bottom up
OUTER = (0, 3)  # the two outer 7s of the base row, unused with 2 players
OFFERINGS_TO_WIN = {2: 6, 3: 5, 4: 4}
SCALE_LEAD, SCALE_TIED, SCALE_OTHERS, SCALE_MIN = 6, 3, 3, 3


_OBELISKS = {n: tuple(c for i, c in enumerate(OBELISK) if n != 2 or i not in OUTER) for n in OFFERINGS_TO_WIN}


def obelisk_for(n: int) -> tuple[int, ...]:
    """The costs of the obelisk's boxes in use, bottom up (2 players: without the outer 7s)."""
    return _OBELISKS[n]


def tile_name(i: object) -> Text:
    return TILES[i].name if isinstance(i, int) and 0 <= i < len(TILES) else Text("?", "?")


CARD_NAMES: dict[int, Text] = {c: PEOPLES[people_of(c)].name + Text(f"{value_of(c)}", f" {value_of(c)}")
                               for c in CARD_CODES}


def card_name(code: object) -> Text:
    """"Aqua 3", 「アクア3」."""
    return CARD_NAMES.get(code, Text("?", "?")) if type(code) is int else Text("?", "?")


def validate() -> None:
    """What the seed and the published rulebook state about these components."""
    assert len(DECK) == 80 and all(sum(SPLIT[p]) == CARDS_PER_PEOPLE for p in range(8))
    assert len(CELLS) == 21 and len(TILES) == 21 and CELLS[CENTRE] == (2, 2)
    boxes = [t.boxes for t in TILES if t.key != "courtyard"]
    assert all(1 <= len(b) <= 3 or t.key == "palace" for t, b in zip(TILES[1:], boxes, strict=True))
    assert all(2 <= v <= 5 for b in boxes for v in b), "box values run 2-5"
    assert all(list(b) == sorted(b, reverse=True) for b in boxes), "boxes are printed in descending value"
    assert TILES[TILE_INDEX["palace"]].boxes == (5, 4, 4, 3)
    for key in ("fire_temple", "earth_temple", "water_temple"):
        assert TILES[TILE_INDEX[key]].boxes == (5, 4, 3)
    assert all(t.people != KHIND for t in TILES), "no building has green boxes"
    random_tiles = [t for t in TILES if TILE_INDEX[t.key] not in FIXED.values() and t.key != "courtyard"]
    assert len(random_tiles) == 16
    # the set-up photograph: among the random tiles, per colour, how many boxes each tile shows
    counts = {p: sorted(len(t.boxes) for t in random_tiles if t.people == p) for p in range(8) if p != KHIND}
    assert counts == {VULCA: [1, 3], TERRAH: [1, 3], AQUA: [1, 3], FLIT: [2, 3, 3], MIMIX: [2, 3], HOAX: [2, 3],
                      PILLAR: [2, 3, 3]}, counts
    assert all(t.majority and t.participation for t in TILES[1:])
    assert len(CRYSTAL_TILES) == 40 and len(OBELISK) == 13 and len(obelisk_for(2)) == 11
    assert all(tag in PROVENANCES for t in TILES for tag in t.provenance.values()), "an unknown provenance tag"
    assert CARDS_PROVENANCE in PROVENANCES


validate()
