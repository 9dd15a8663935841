"""Vaalbara's cards: characters (seed), land types and rewards (seed), the 51 land cards (reconstructed).

Provenance tags (docs/architecture.md, component data): ``seed`` = stated by the translated rulebook;
``reconstructed`` = designed here because neither the seed nor public material gives it (type split, player-count
marks, forest values and the 51 omen orderings). Edit ``LAND_SPLIT``/``FOREST_VALUES`` to match a physical copy; ``validate``
checks every constraint the seed states.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from kernel_games.core import Text

NUM_ROUNDS = 9
HAND_SIZE = 5
START_POINTS = 2
NUM_CLANS = 5


@dataclass(frozen=True)
class Character:
    initiative: int
    key: str
    name: Text


CHARACTERS: dict[int, Character] = {
    c.initiative: c
    for c in (
        Character(1, "warrior", Text("戦士", "Warrior")),
        Character(2, "bard", Text("吟遊詩人", "Bard")),
        Character(3, "hunter", Text("狩人", "Hunter")),
        Character(4, "priest", Text("神官", "Priest")),
        Character(5, "carpenter", Text("大工", "Carpenter")),
        Character(6, "falconer", Text("鷹匠", "Falconer")),
        Character(7, "tracker", Text("追跡者", "Tracker")),
        Character(8, "midwife", Text("助産師", "Midwife")),
        Character(9, "rider", Text("騎手", "Rider")),
        Character(10, "craftsman", Text("工匠", "Craftsman")),
        Character(11, "pioneer", Text("開拓者", "Pioneer")),
        Character(12, "farmer", Text("農夫", "Farmer")),
    )
}
WARRIOR_CARD, BARD, HUNTER, PRIEST, CARPENTER, FALCONER = 1, 2, 3, 4, 5, 6  # initiatives, by character
TRACKER, MIDWIFE, RIDER, CRAFTSMAN, PIONEER, FARMER = 7, 8, 9, 10, 11, 12
CLAN_DECK = tuple(CHARACTERS)  # each clan holds one of each character (seed: 12 identical cards per clan)

LAND_TYPES = ("meadow", "field", "forest", "village", "mountain", "river")
LAND_NAMES: dict[str, Text] = {
    "meadow": Text("牧草地", "Meadow"),
    "field": Text("野原", "Field"),
    "forest": Text("森林", "Forest"),
    "village": Text("村", "Village"),
    "mountain": Text("山", "Mountain"),
    "river": Text("川", "River"),
}
LAND_SYMBOLS = {"meadow": "✿", "field": "≡", "forest": "♣", "village": "⌂", "mountain": "▲", "river": "≈"}
# Okabe-Ito colours, safe for colour-blind readers; each land also has a symbol.
LAND_COLOURS = {"meadow": "#CC79A7", "field": "#F0E442", "forest": "#009E73", "village": "#D55E00",
                "mountain": "#999999", "river": "#56B4E9"}


@dataclass(frozen=True)
class Clan:
    name: Text
    colour: str
    symbol: str


CLANS = (
    Clan(Text("橙の一族", "Orange clan"), "#E69F00", "●"),
    Clan(Text("空の一族", "Sky clan"), "#56B4E9", "▲"),
    Clan(Text("緑の一族", "Green clan"), "#009E73", "■"),
    Clan(Text("青の一族", "Blue clan"), "#0072B2", "◆"),
    Clan(Text("紫の一族", "Purple clan"), "#CC79A7", "★"),
)

# ---- the 51 land cards (reconstructed) ----------------------------------------------------------------
# mark = smallest player count the card is used with (2 = unmarked). Seed: cards whose mark exceeds the
# player count go back to the box (3 players: 4+ and 5+ out). Each count then has 10 × players + 1 cards:
# 2 rows of `players` at set-up, 8 new rows at the ends of rounds 1–8, and one card left whose back is the
# omen of the last round.
LAND_SPLIT: dict[int, dict[str, int]] = {
    2: {"meadow": 3, "field": 4, "forest": 4, "village": 3, "mountain": 4, "river": 3},
    3: {"meadow": 2, "field": 2, "forest": 2, "village": 1, "mountain": 2, "river": 1},
    4: {"meadow": 2, "field": 2, "forest": 2, "village": 1, "mountain": 2, "river": 1},
    5: {"meadow": 2, "field": 2, "forest": 2, "village": 1, "mountain": 2, "river": 1},
}
FOREST_VALUES: dict[int, tuple[int, ...]] = {2: (3, 4, 5, 6), 3: (4, 5), 4: (3, 6), 5: (4, 5)}


@dataclass(frozen=True)
class Land:
    id: int
    type: str
    mark: int  # 2 (unmarked), 3, 4 or 5
    value: int  # printed points (forests only), else 0
    omen: tuple[int, ...]  # the back: the five clans, best first
    provenance: str = "reconstructed"

    @property
    def name(self) -> Text:
        return LAND_NAMES[self.type]


def _omen_orders() -> list[tuple[int, ...]]:
    """51 distinct clan orderings: 10 bases × 5 label rotations, plus one.

    Each base is followed by its reverse, so in every group of ten each clan holds each rank twice and
    beats each other clan five times: ties are broken fairly at every player count.
    """
    seen: set[tuple[int, ...]] = set()
    out: list[tuple[int, ...]] = []

    def rotations(p: tuple[int, ...]) -> list[tuple[int, ...]]:
        return [tuple((c + k) % NUM_CLANS for c in p) for k in range(NUM_CLANS)]

    for p in permutations(range(NUM_CLANS)):
        group = rotations(p) + rotations(tuple(reversed(p)))
        if len(set(group)) == 10 and not seen & set(group):
            seen.update(group)
            out.extend(group)
        if len(out) == 50:
            break
    extra = next(p for p in permutations(range(NUM_CLANS)) if p not in seen)
    return out + [extra]


def _build_lands() -> tuple[Land, ...]:
    omens = _omen_orders()
    # interleave so the unmarked 21 get two balanced groups plus the extra; each marked 10 gets one group
    slots = {2: omens[0:20] + [omens[50]], 3: omens[20:30], 4: omens[30:40], 5: omens[40:50]}
    lands: list[Land] = []
    for mark, split in LAND_SPLIT.items():
        forests = list(FOREST_VALUES[mark])
        for kind, count in split.items():
            for _ in range(count):
                value = forests.pop(0) if kind == "forest" else 0
                lands.append(Land(len(lands), kind, mark, value, slots[mark][len([x for x in lands
                                                                                  if x.mark == mark])]))
    return tuple(lands)


LANDS: tuple[Land, ...] = _build_lands()


def land_name(land_id: object) -> Text:
    """The name of a land card, or "?" for an id that is no card."""
    return LANDS[land_id].name if isinstance(land_id, int) and 0 <= land_id < len(LANDS) else Text("?", "?")


def character_name(initiative: object) -> Text:
    """The name of a character, or "?" for a number that is no character."""
    c = CHARACTERS.get(initiative) if isinstance(initiative, int) else None
    return c.name if c else Text("?", "?")


def lands_for(num_players: int) -> list[int]:
    """The ids of the land cards used with this many players."""
    return [c.id for c in LANDS if c.mark <= num_players]


def validate() -> list[str]:
    """Every constraint the seed states about the land cards; returns the broken ones."""
    errors = []
    if len(LANDS) != 51:
        errors.append(f"51 land cards expected, found {len(LANDS)}")
    if {c.type for c in LANDS} != set(LAND_TYPES):
        errors.append("all six land types must appear")
    for n in range(2, 6):
        if len(lands_for(n)) != 10 * n + 1:
            errors.append(f"{n} players need {10 * n + 1} cards, found {len(lands_for(n))}")
    if any(not 3 <= c.value <= 6 for c in LANDS if c.type == "forest"):
        errors.append("forest values must be 3-6")
    if len({c.omen for c in LANDS}) != 51 or any(sorted(c.omen) != list(range(5)) for c in LANDS):
        errors.append("each card back must show a different ordering of the five clans")
    return errors


_problems = validate()
if _problems:  # pragma: no cover - a data edit that breaks the seed's constraints
    raise ValueError("Vaalbara land data: " + "; ".join(_problems))
