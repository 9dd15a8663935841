"""Buru's components: resources, areas and their action spaces, spirits and altars, and the card schemas.

Provenance tags (docs/architecture.md, component data): ``seed`` = stated by the translated rulebook;
``reconstructed`` = designed here, because no public source gives it (the action spaces' benefits and ratings, the
altars' costs but the one the seed shows, and every card list in ``cards.py``). ``validate`` checks what the seed
states when the module loads, so a physical copy can be matched by editing the tables.

Bundles are plain tuples, indexed by the constants below: a cost is ``(clay, palm, ebony, fish)``, a gain adds
esteem: ``(clay, palm, ebony, fish, esteem)``.
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Text

# ---- resources and fish (seed: clay < palm < ebony in value; 25 clay, 25 palm, 20 ebony; fish 0-20 on the mat) ----
CLAY, PALM, EBONY, FISH, ESTEEM = range(5)
RESOURCE_KINDS = (CLAY, PALM, EBONY)
RESOURCE_NAMES = (Text("クレイ", "clay"), Text("ヤシの葉", "palm"), Text("エボニー", "ebony"))
SUPPLY = (25, 25, 20)  # seed: the pieces in the box
FISH_CAP = 20  # seed: nobody holds more than 20 fish
VALUE = (1, 2, 3)  # a resource's worth (seed: the order only; the numbers weigh forest cards and bots)
Cost = tuple[int, int, int, int]  # clay, palm, ebony, fish
Gain = tuple[int, int, int, int, int]  # clay, palm, ebony, fish, esteem
NO_COST: Cost = (0, 0, 0, 0)
NO_GAIN: Gain = (0, 0, 0, 0, 0)

# ---- areas, resolved in this order in the afternoon (seed) -------------------------------------------------------
FOREST, SHORE, VILLAGE, LAKE = range(4)
AREAS = (FOREST, SHORE, VILLAGE, LAKE)  # the base game's; a module may add an area (``add_area``)
AREA_KEYS = ("forest", "shore", "village", "lake")  # the palette's keys (a module's area: widgets choose its colour)
AREA_NAMES: list[Text] = [Text("森", "Forest"), Text("海岸", "Shore"), Text("村", "Village"), Text("聖なる湖", "Sacred Lake")]
SPACES_PER_AREA = 5  # seed
FOREST_DISPLAY = {1: 3, 2: 3, 3: 3, 4: 4, 5: 5}  # seed: face-up forest cards by player count

# ---- spirits and totems (seed) -------------------------------------------------------------------------------------
BANYU, GUNUNG, MANUK = range(3)
SPIRITS = (BANYU, GUNUNG, MANUK)  # the base game's three; a module may add its own (``add_spirit``)
ANY_SPIRIT = 9  # an offering to the spirit of your choice
SPIRIT_NAMES: list[Text] = [Text("バニュ", "Banyu"), Text("グヌン", "Gunung"), Text("マヌク", "Manuk")]
SPIRIT_WHAT: list[Text] = [Text("水の精霊", "spirit of water"), Text("山の精霊", "spirit of the mountain"),
                           Text("祖先の精霊", "spirit of the ancestors")]
TOTEM_AREA = {GUNUNG: FOREST, BANYU: SHORE, MANUK: VILLAGE}  # seed: where each totem starts and is won
AREA_TOTEM = {a: s for s, a in TOTEM_AREA.items()}  # the Sacred Lake has none: its conqueror gains 1 esteem
LAKE_CONQUEST_ESTEEM = 1  # seed

# ---- islanders' kinds (seed: 9 of each) ----------------------------------------------------------------------------
ARTISAN, GATHERER, NOBLE, PRIEST = range(4)
KINDS = (ARTISAN, GATHERER, NOBLE, PRIEST)  # the base game's four; a module may add a kind (``add_kind``)
KIND_NAMES: list[Text] = [Text("職人", "artisan"), Text("採集人", "gatherer"), Text("貴族", "noble"), Text("神官", "priest")]
ANY_KIND = -1


# ---- what a module adds: an area, a spirit or a kind takes the next id (the package imports its modules in a fixed
# order, so the ids never change)
def add_area(name: Text) -> int:
    """A module's area (resolved where its module puts it in ``State.sequence``); returns its id."""
    AREA_NAMES.append(name)
    return len(AREA_NAMES) - 1


def add_spirit(name: Text, what: Text) -> int:
    """A module's spirit (in play when its module adds it to ``State.spirits``); returns its id."""
    SPIRIT_NAMES.append(name)
    SPIRIT_WHAT.append(what)
    return len(SPIRIT_NAMES) - 1


def add_kind(name: Text) -> int:
    """A module's kind of islander; returns its id."""
    KIND_NAMES.append(name)
    return len(KIND_NAMES) - 1

# ---- players (seed: 2-4 in the base game, 5 with Ambelau; explorers of power 1-5; the messenger's rivals start with 3 fish) -------
POWERS = (1, 2, 3, 4, 5)
PLACED_PER_ROUND = 4  # seed: every explorer but one goes to the island
ROUNDS = 5  # seed: ten decrees, two a round (a module may lengthen the game: ``State.rounds``)
DECREES_PER_ROUND = 2
START_FISH = 3  # seed: everyone but the first messenger
PLAYER_COLOURS = (Text("赤", "Red"), Text("青", "Blue"), Text("緑", "Green"), Text("黄", "Yellow"), Text("黒", "Black"))


# ---- action spaces (seed: five per area, a rating 0-3 each; the benefits and ratings are reconstructed) ----------
@dataclass(frozen=True)
class Space:
    """One action space: the benefits it allows, each usable up to its count, in any order (seed), and its rating."""

    rating: int
    hire: int = 0
    refresh: int = 0
    task: int = 0  # islanders of any kind
    task_kind: int = ANY_KIND  # one more task, of this kind only (the space's kind icon)
    fish: int = 0
    offer: int = 0
    elder: int = 0
    messenger: int = 0


SPACES: tuple[tuple[Space, ...], ...] = (
    tuple(Space(0) for _ in range(SPACES_PER_AREA)),  # seed: all alike; the forest card chosen carries the rating
    (Space(3, hire=2, refresh=1), Space(2, hire=2), Space(1, hire=1, refresh=1), Space(1, hire=1), Space(0, hire=1)),
    (Space(3, task=3), Space(2, task=2, fish=1), Space(1, task=2), Space(1, task=1, fish=1),
     Space(0, task_kind=NOBLE, fish=1)),
    (Space(3, offer=2, elder=1), Space(2, offer=2), Space(2, offer=1, elder=1), Space(1, offer=1, messenger=1),
     Space(0, elder=1, messenger=1)),
)
SPACES_PROVENANCE = "reconstructed"  # seed: five per area, ratings 0-3, the Shore's "hire 2 and refresh once"


# ---- spirit altars (seed: double-sided, a cost each; Gunung's shown side costs 2 palm + 2 clay) ---------------------
ALTARS: tuple[tuple[Cost, Cost], ...] = (
    ((1, 1, 0, 1), (0, 0, 1, 2)),  # Banyu: water asks for fish
    ((2, 2, 0, 0), (1, 0, 1, 0)),  # Gunung: side A is the seed's example
    ((0, 1, 1, 0), (2, 0, 0, 2)),  # Manuk
)
ALTARS_PROVENANCE = "reconstructed"  # but Gunung's side A (seed)
OFFERINGS_PER_SPIRIT = 10  # seed


# ---- the cards' schemas (the lists themselves are in cards.py) -----------------------------------------------------
@dataclass(frozen=True)
class Perk:
    """One benefit of an islander's task. A trade when ``pay`` is not empty: all of it is paid or nothing is gained
    (seed). Several perks on a card are a choice ("|"): one of them, never two."""

    pay: Cost = NO_COST
    gain: Gain = NO_GAIN
    offer: int = -1  # then make an offering to this spirit (ANY_SPIRIT: your choice), paying its altar's cost
    per_totem: int = 0  # esteem for each totem you hold
    task: int = -1  # then task another of your untasked islanders, of this kind (ANY_KIND: any kind; -1: none)


@dataclass(frozen=True)
class Ongoing:
    """A scroll on an islander: while it is tasked, each offering you make to ``spirit`` (ANY_SPIRIT: to any) gains
    ``gain`` as well."""

    spirit: int
    gain: Gain


@dataclass(frozen=True)
class Islander:
    key: str
    name: Text
    kind: int  # ARTISAN, GATHERER, NOBLE or PRIEST
    cost: int  # fish, 1-4
    perks: tuple[Perk, ...]  # one (no choice) or two ("|")
    ongoing: Ongoing | None = None
    provenance: str = "reconstructed"
    banish: Gain = NO_GAIN  # an outlaw's bonus whenever it is discarded (the Ukam module; seed: the black box)
    guide: bool = False  # the Tyrant's bonus: your guide for the next round (seed; needs the Ambelau region)


@dataclass(frozen=True)
class ForestCard:
    resources: tuple[int, int, int]  # clay, palm, ebony
    rating: int  # 0-3 by the resources' worth (seed: printed on the card)
    provenance: str = "reconstructed"


@dataclass(frozen=True)
class Elder:
    """A private goal scored at the end: the highest level fully met (seed). ``metric`` names what is counted
    (``elders.METRICS``); ``levels`` are (at least this much, esteem), lowest first; one level or three."""

    key: str
    name: Text
    metric: str
    levels: tuple[tuple[int, int], ...]
    provenance: str = "reconstructed"


@dataclass(frozen=True)
class Decree:
    """A king's decree: for the conqueror of ``area`` this round, or for everyone offering to ``spirit`` this round
    (each time: a scroll, seed). Exactly one of ``area`` and ``spirit`` is set (the other -1)."""

    key: str
    area: int
    spirit: int
    gain: Gain
    provenance: str = "reconstructed"


def validate_components() -> None:
    """What the seed states about the board's parts."""
    assert len(SPACES) == len(AREAS) and all(len(row) == SPACES_PER_AREA for row in SPACES)
    assert all(0 <= sp.rating <= 3 for row in SPACES for sp in row)
    assert any(sp.hire == 2 and sp.refresh == 1 for sp in SPACES[SHORE])  # the seed's worked example
    assert all(sp.hire for sp in SPACES[SHORE]) and all(sp.task or sp.task_kind != ANY_KIND for sp in SPACES[VILLAGE])
    assert all(sp.offer or sp.elder or sp.messenger for sp in SPACES[LAKE])
    assert ALTARS[GUNUNG][0] == (2, 2, 0, 0)
    assert all(sum(side) > 0 for altar in ALTARS for side in altar)


validate_components()
