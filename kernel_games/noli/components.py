"""Noli's components: factions and set-up (seed), the support track, dice, tokens and sea decks (reconstructed).

Provenance tags (docs/architecture.md, component data): ``seed`` = stated by the translated rulebook (seed 002);
``reconstructed`` = designed here because neither the seed nor public material gives it (the track layout, the
dice faces, the token counts and the four sea decks are all missing from both).
Everything reconstructed lives in this file, is tagged, and is checked by ``validate`` when the module loads,
so a physical copy can be matched by editing the tables below.
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Text

# ---- the four factions (seed) ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Faction:
    key: str
    name: Text
    coins: int  # seed: printed on the back of the faction's screen
    start: int  # reconstructed: the support-track space outlined in the faction's colour
    colour: str  # Okabe-Ito, safe for colour-blind readers; doubled by ``symbol``
    symbol: str


# The seed lists the factions in this order (set-up step 1). Colours follow the districts of the real regatta
# (Burgu yellow, Ciassa red, Màina blue, Portellu white), taken from the colour-blind-safe palette.
# Starting spaces (reconstructed): the richer a faction, the further back it starts, so the coins a faction
# starts with and the ties it wins (the pawn furthest along wins a tied bid) balance each other.
FACTIONS: tuple[Faction, ...] = (
    Faction("maina", Text("マイナ", "Màina"), 7, 3, "#0072B2", "◆"),
    Faction("burgu", Text("ブルグ", "Burgu"), 9, 1, "#E69F00", "●"),
    Faction("portellu", Text("ポルテッル", "Portellu"), 10, 0, "#999999", "■"),
    Faction("ciassa", Text("シアッサ", "Ciassa"), 8, 2, "#D55E00", "▲"),
)
FACTION_BY_KEY = {f.key: f for f in FACTIONS}

# seed (3- and 2-player set-up): Portellu's pieces leave with 3 players, Portellu's and Burgu's with 2.
FACTIONS_FOR: dict[int, tuple[str, ...]] = {
    4: ("maina", "burgu", "portellu", "ciassa"),
    3: ("maina", "burgu", "ciassa"),
    2: ("maina", "ciassa"),
}
# seed: one fishing-zone token is drawn before each regatta with 3 players, two with 2 players.
CLOSED_AREAS_FOR = {4: 0, 3: 1, 2: 2}


def faction(n: int, p: int) -> Faction:
    """The faction of seat ``p`` in an ``n``-player game."""
    return FACTION_BY_KEY[FACTIONS_FOR[n][p]]


# ---- investments (seed) ----------------------------------------------------------------------------------------
INVESTMENTS = ("courtier", "rower", "shipwright", "mason")  # seed: resolved left to right in this order
INVESTMENT_NAMES: dict[str, Text] = {
    "courtier": Text("廷臣", "Courtier"),
    "rower": Text("漕ぎ手", "Rower"),
    "shipwright": Text("船大工", "Shipwright"),
    "mason": Text("石工", "Mason"),
}


def investment_name(key: object) -> Text:
    return INVESTMENT_NAMES.get(key, Text("?", "?")) if isinstance(key, str) else Text("?", "?")


# ---- pieces (seed) -------------------------------------------------------------------------------------------------
WALLS = 6  # seed: six walls on the board at the start, and never more than six
BOATS = 4  # seed: four boats per faction
START_BOATS = 2  # seed: two on the beach, two aside
DICE = 4  # seed: four dice per faction
MAX_ROWERS = 3  # seed: a player keeps at most three rowers
WIN_FLOORS = 6  # seed: the sixth floor wins at once
CONSOLATION_COINS = 2  # seed: a player who got no coins in the fishing season takes 2 coins and a free boat
FISHING_AREAS = (1, 2, 3, 4)

# ---- tokens (reconstructed) ----------------------------------------------------------------------------------------
# Rower tokens: the seed's hint says rowers stay with their owner for several rounds because they can only be
# taken from another player once the stock is empty. Six tokens (two full crews) last about three to five rounds
# of Rower wins, so taking rowers from others starts mid-game.
ROWER_TOKENS = 6
# Tower floors: at most five floors per faction are ever standing without the game ending, plus the winning
# sixth: 4 × 5 + 1 = 21. Twenty-four (six per faction) means the stock can never run out.
FLOOR_TOKENS = 24
TOKENS_PROVENANCE = "reconstructed"

# ---- dice (reconstructed) ------------------------------------------------------------------------------------------
# Six faces, two of them showing a buoy. With four dice to roll a player needs about five rolls to show four
# buoys, with three rowers (one die) about three: a rower is worth something, and luck still matters.
DIE_FACES = 6
BUOY_FACES = 2  # faces 0 .. BUOY_FACES-1 show a buoy
IN_HAND = -1  # a die not yet rolled
DICE_PROVENANCE = "reconstructed"  # the number of buoy faces


def is_buoy(face: int) -> bool:
    return 0 <= face < BUOY_FACES


# ---- the support track (reconstructed) -------------------------------------------------------------------------------
# Spaces 0 .. TRACK_END; TRACK_END is the last brown space before Noli's crest, and a pawn reaching it ends the game.
# The faction starts are 0-3 (see FACTIONS). Thirteen spaces: the leader (Màina, on 3) needs nine steps, fewer when
# it jumps pawns. With the greedy bots the end of the track decides about three quarters of the 4-player games and the
# tower the rest, in 8 rounds on average; with fifteen spaces (tried) nearly every game ran on to the tower in 11-12
# rounds.
# Wall symbols every third space from 5: a Courtier win there rebuilds a wall, as the seed describes.
TRACK_END = 12
TRACK_WALL_SPACES = (5, 8, 11)
TRACK_PROVENANCE = "reconstructed"


# ---- the sea decks (reconstructed) ------------------------------------------------------------------------------------
SYMBOL_KINDS = ("coins", "wall", "genoa", "raid", "shipwreck", "storm")
SYMBOL_NAMES: dict[str, Text] = {
    "coins": Text("コイン", "Coins"),
    "wall": Text("壁", "Wall"),
    "genoa": Text("ジェノヴァ", "Genoa"),
    "raid": Text("襲撃", "Raid"),
    "shipwreck": Text("難破", "Shipwreck"),
    "storm": Text("嵐", "Storm"),
}
RAIDERS = ("saracens", "savona", "finale")  # seed: the raid symbol is printed on these three cards


@dataclass(frozen=True)
class Symbol:
    kind: str
    value: int = 0  # coins only

    @property
    def name(self) -> Text:
        base = SYMBOL_NAMES[self.kind]
        return Text(f"{self.value}コイン", f"{self.value} coin" + ("s" if self.value != 1 else "")) if self.kind == "coins" \
            else base


CARD_NAMES: dict[str, Text] = {
    "tuna": Text("マグロ", "Tuna"),
    "swordfish": Text("メカジキ", "Swordfish"),
    "bream": Text("タイ", "Sea bream"),
    "mullet": Text("ヒメジ", "Red mullet"),
    "anchovies": Text("カタクチイワシ", "Anchovies"),
    "sardines": Text("イワシ", "Sardines"),
    "mussels": Text("ムール貝", "Mussels"),
    "repairs": Text("城壁の修繕", "Wall repairs"),
    "saracens": Text("サラセン海賊", "Saracen pirates"),
    "savona": Text("サヴォーナ", "Savona"),
    "finale": Text("フィナーレ", "Finale"),
    "genoa": Text("ジェノヴァ", "Genoa"),
    "shipwreck": Text("難破", "Shipwreck"),
    "storm": Text("嵐", "Storm"),
}


@dataclass(frozen=True)
class Card:
    id: int
    area: int  # 1..4
    key: str  # names the card (CARD_NAMES)
    symbols: tuple[Symbol, ...]
    provenance: str = "reconstructed"

    @property
    def name(self) -> Text:
        return CARD_NAMES[self.key]

    @property
    def coins(self) -> int:
        return sum(s.value for s in self.symbols if s.kind == "coins")


# Twelve cards per sea area, written "name: symbols" (a number is that many coins). Reasons:
# - the regatta's order must matter: area 1 holds 43 coins (3.6 a card), area 2 29, area 3 18, area 4 9;
# - area 1 is calm (one raid, no wreck, no storm, no Genoa), area 4 the most dangerous (four raid symbols, two
#   wrecks, the storm and Genoa); risk (raid + wreck + storm symbols) grows 1, 2, 4, 7 from area 1 to 4;
# - storms only in areas 3 and 4: a storm ends the whole season, and with one in area 2 (tried) more than half the
#   rounds lost their fishing; Genoa sits in area 4, where it can strip the coins the regatta's winners have just
#   fished — a slim chance for whoever rowed last (with Genoa in areas 3 and 4, tried, banks were wiped most rounds);
# - six wall symbols against eight raid symbols (plus the track's three wall spaces): walls wear down slowly and late
#   raids start to take tower floors;
# - every symbol kind appears, and each raider (Saracen pirates, Savona, Finale) at least once.
# Measured with the greedy bots of bots.py over 300 seeded games (each bid placed once): 4 players 8.1 rounds on
# average (the Bidder bot 9.1), 3 players 7.2, 2 players 6.4; the tower ends about a fifth of the 4-player games, half
# of the 3-player and two thirds of the 2-player ones.
DECK_SPEC: dict[int, tuple[str, ...]] = {
    1: ("tuna: 6", "tuna: 5", "swordfish: 4", "swordfish: 4", "bream: 4", "bream: 3", "bream: 3", "repairs: 3 wall",
        "repairs: 3 wall", "anchovies: 3", "anchovies: 2", "savona: raid 3"),
    2: ("swordfish: 4", "bream: 3", "mullet: 3", "mullet: 3", "repairs: 2 wall", "mullet: 3", "anchovies: 2",
        "anchovies: 2", "repairs: 2 wall", "finale: raid 2", "sardines: 2", "shipwreck: shipwreck 1"),
    3: ("mullet: 3", "mullet: 3", "sardines: 2", "sardines: 2", "sardines: 2", "repairs: 1 wall", "mussels: 2",
        "mussels: 1", "sardines: 2", "saracens: raid raid", "shipwreck: shipwreck", "storm: storm"),
    4: ("sardines: 2", "sardines: 2", "mussels: 1", "mussels: 1", "repairs: 1 wall", "genoa: genoa 1",
        "savona: raid", "finale: raid", "saracens: raid raid", "shipwreck: shipwreck", "shipwreck: shipwreck 1",
        "storm: storm"),
}
DECK_PROVENANCE = "reconstructed"


def _parse(spec: str) -> tuple[str, tuple[Symbol, ...]]:
    key, _, rest = spec.partition(":")
    symbols = tuple(Symbol("coins", int(t)) if t.isdigit() else Symbol(t) for t in rest.split())
    return key.strip(), symbols


def _build_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for area, specs in DECK_SPEC.items():
        for spec in specs:
            key, symbols = _parse(spec)
            cards.append(Card(len(cards), area, key, symbols))
    return tuple(cards)


CARDS: tuple[Card, ...] = _build_cards()
AREA_CARDS: dict[int, tuple[int, ...]] = {a: tuple(c.id for c in CARDS if c.area == a) for a in FISHING_AREAS}


def card_name(card: object) -> Text:
    """A card's name, or "?" for an id that is no card."""
    return CARDS[card].name if type(card) is int and 0 <= card < len(CARDS) else Text("?", "?")


def symbol_of(card: object, index: object) -> Symbol | None:
    if type(card) is int and 0 <= card < len(CARDS) and type(index) is int and 0 <= index < len(CARDS[card].symbols):
        return CARDS[card].symbols[index]
    return None


def risk(area: int) -> int:
    """Raid, wreck and storm symbols in an area's deck."""
    return sum(1 for c in CARDS if c.area == area for s in c.symbols if s.kind in ("raid", "shipwreck", "storm"))


def validate() -> list[str]:
    """Every constraint the seed states, and the design intent of the reconstruction; returns what is broken."""
    errors = []
    if [f.coins for f in FACTIONS] != [7, 9, 10, 8]:
        errors.append("starting coins must be Màina 7, Burgu 9, Portellu 10, Ciassa 8")
    starts = [f.start for f in FACTIONS]
    if len(set(starts)) != len(starts) or not all(0 <= s < TRACK_END for s in starts):
        errors.append("each faction needs its own start space before the end of the track")
    by_coins = sorted(FACTIONS, key=lambda f: -f.coins)
    if [f.start for f in by_coins] != sorted(starts):
        errors.append("richer factions start further back")
    if not all(max(starts) < w < TRACK_END for w in TRACK_WALL_SPACES):
        errors.append("wall spaces lie between the starts and the last space")
    if not 1 <= BUOY_FACES < DIE_FACES:
        errors.append("a die needs at least one buoy face and one blank face")
    if FLOOR_TOKENS < len(FACTIONS) * (WIN_FLOORS - 1) + 1:
        errors.append("the floor stock must never run out before someone's sixth floor")
    if ROWER_TOKENS < MAX_ROWERS:
        errors.append("at least one full crew of rowers")
    for a in FISHING_AREAS:
        cards = [c for c in CARDS if c.area == a]
        if len(cards) < BOATS:
            errors.append(f"area {a}: a deck must hold at least {BOATS} cards (one per boat)")
        if any(not c.symbols for c in cards):
            errors.append(f"area {a}: every card shows at least one symbol")
    coins = [sum(c.coins for c in CARDS if c.area == a) for a in FISHING_AREAS]
    if coins != sorted(coins, reverse=True) or len(set(coins)) != 4:
        errors.append(f"area 1 must be the richest and area 4 the poorest: {coins}")
    if [risk(a) for a in FISHING_AREAS] != sorted(risk(a) for a in FISHING_AREAS) or risk(4) <= risk(1):
        errors.append("area 4 must be the riskiest")
    if {s.kind for c in CARDS for s in c.symbols} != set(SYMBOL_KINDS):
        errors.append("every symbol kind must appear")
    if any(s.kind == "coins" and s.value < 1 for c in CARDS for s in c.symbols):
        errors.append("a coin symbol is worth at least 1")
    raiders = {c.key for c in CARDS if any(s.kind == "raid" for s in c.symbols)}
    if raiders != set(RAIDERS):
        errors.append("raid symbols appear on the Saracen pirates, Savona and Finale cards, and only there")
    if any(c.key not in CARD_NAMES for c in CARDS):
        errors.append("every card needs a name")
    if any(s.kind == "storm" for c in CARDS if c.area == 1 for s in c.symbols):
        errors.append("no storm in area 1 (the regatta's winner always fishes)")
    return errors


_problems = validate()
if _problems:  # pragma: no cover - a data edit that breaks the constraints
    raise ValueError("Noli component data: " + "; ".join(_problems))
