"""One palette per game, shared by its board, its score chart (``widgets/charts.py``) and its analysis charts
(``widgets/analyses/colours.py``): a player, a land or a rule has one colour wherever it is drawn.

The colours are Okabe–Ito's, safe for colour-blind readers, and never carry meaning alone: every player also has a
shape (a glyph in text, a plotly marker symbol in charts) and every land its symbol and name. A clan named for a
colour has that colour (Vaalbara's Blue clan is Okabe–Ito blue). Colours that mean "no player" in a chart
(``series``) are ones no player of that game wears, so a bar never seems to belong to someone it does not.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kernel_games import RECORDS

# Okabe & Ito (2008), "Color Universal Design"
OKABE_ITO = {"orange": "#E69F00", "sky": "#56B4E9", "green": "#009E73", "yellow": "#F0E442", "blue": "#0072B2",
             "vermillion": "#D55E00", "purple": "#CC79A7", "black": "#000000", "grey": "#999999"}
INK, MUTED, PAPER = "#222222", "#595959", "#FBF8F0"  # MUTED: 4.5:1 on tints down to #D0D0D0
MARKERS = {"●": "circle", "▲": "triangle-up", "■": "square", "◆": "diamond", "★": "star", "▼": "triangle-down"}
PATTERNS = ("/", "\\", "x", "-", "|", "+", ".")  # plotly bar patterns, for categories beyond the colours


@dataclass(frozen=True)
class Mark:
    """How one player is drawn: a colour, a glyph for text and the same shape as a plotly marker."""

    colour: str
    glyph: str
    marker: str


@dataclass(frozen=True)
class Look:
    """How one scoring rule is drawn in a chart: a fill and a pattern ("" for none)."""

    colour: str
    pattern: str = ""


@dataclass(frozen=True)
class Palette:
    """A game's colours. ``seat(n, p)``: the mark of seat ``p`` with ``n`` players; ``components``: its lands,
    investments or symbols; ``series``: colours for chart series that are no player; ``rule(rule_id)``: a scoring
    rule's look in the score chart."""

    seats: Callable[[int, int], Mark]
    components: dict[str, str] = field(default_factory=dict)
    series: tuple[str, ...] = ()
    rules: dict[str, Look] = field(default_factory=dict)

    def seat(self, n: int, p: int) -> Mark:
        return self.seats(n, p)

    def rule(self, rule_id: str, index: int = 0) -> Look:
        """A rule's look; a rule the palette does not name takes the ``index``-th series colour and pattern."""
        if rule_id in self.rules:
            return self.rules[rule_id]
        k = len(self.series) or 1
        colour = self.series[index % k] if self.series else OKABE_ITO["grey"]
        return Look(colour, (("",) + PATTERNS)[index // k % (len(PATTERNS) + 1)])


def tint(colour: str, f: float = 0.7) -> str:
    """``colour`` mixed with white (``f`` = the share of white): a fill that dark text can be read on."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02X}{:02X}{:02X}".format(*(round(c + (255 - c) * f) for c in (r, g, b)))


def _mark(colour: str, glyph: str) -> Mark:
    return Mark(colour, glyph, MARKERS[glyph])


# ---- Buru: nobles named for their colours (Red as vermillion, Blue, Green, Yellow; Black with Ambelau's fifth), four areas,
# three spirits, three resources and fish, four kinds of islanders. The score chart's rows wear colours no player does.
BURU_SPIRIT_KEYS = ("banyu", "gunung", "manuk")  # the base spirits' colours among the components, in spirit order
BURU_KIND_KEYS = ("artisan", "gatherer", "noble", "priest")  # the islanders' kinds' colours, in kind order
BURU_MARKS = tuple(_mark(OKABE_ITO[c], g) for c, g in (("vermillion", "●"), ("blue", "■"), ("green", "▲"),
                                                      ("yellow", "◆"), ("black", "★")))
BURU = Palette(
    seats=lambda n, p: BURU_MARKS[p],
    components={"forest": "#DCEBCB", "shore": "#F6EAC2", "village": "#F0DCC8", "lake": "#D3E7F4",
                "banyu": "#9CCFEF", "gunung": "#C9B79C", "manuk": "#F3C98A",
                "clay": "#C8744A", "palm": "#8DB255", "ebony": "#3B2A22", "fish": "#5AA5D6",
                "artisan": "#F2C48D", "gatherer": "#B9DDA0", "noble": "#E3C4DA", "priest": "#BFDDF2",
                "gem": "#A3213A", "decree": "#F4E2A6"},
    series=(OKABE_ITO["sky"], OKABE_ITO["orange"], OKABE_ITO["purple"], "#555555"),  # no player of 2-5 wears these
    rules={"buru.end.scoring": Look(OKABE_ITO["sky"]), "buru.lake.offer": Look(OKABE_ITO["orange"]),
           "buru.end.elders": Look(OKABE_ITO["purple"], "/")},
)

BRICK, SAND, SEA = "#8C5A3C", "#F3EBDD", "#E4F0F7"  # Noli's
CRYSTAL, GOLD = "#6C4FB3", "#B8860B"  # Blue Moon City's crystal tiles and golden scales: no player and no people wears them


# A game's palette that needs its components is made the first time it is read (``__getattr__`` below), so that a
# page imports the game it shows and no other.
def _vaalbara() -> dict[str, Any]:
    from kernel_games.vaalbara.components import CLANS, LAND_COLOURS

    # ---- Vaalbara: five clans, six lands --------------------------------------------------------------------------------
    CLAN_MARKS = tuple(_mark(c.colour, c.symbol) for c in CLANS)
    VAALBARA_LANDS = dict(LAND_COLOURS)  # land type -> colour, the cards' fill on the board
    _scoring_characters = ("warrior", "bard", "hunter", "priest", "carpenter", "falconer", "craftsman", "farmer")
    VAALBARA = Palette(
        seats=lambda n, p: CLAN_MARKS[p],
        components=VAALBARA_LANDS,
        series=(OKABE_ITO["yellow"], OKABE_ITO["vermillion"], "#555555"),
        rules={
            "vaalbara.setup.points": Look("#E6E6E6"),
            **{f"vaalbara.land.{kind}": Look(colour) for kind, colour in VAALBARA_LANDS.items()},
            # the characters' points: white bars told apart by their hatching (no colour of a clan or a land)
            **{f"vaalbara.character.{key}": Look("#FFFFFF", (*PATTERNS, "")[i]) for i, key in enumerate(_scoring_characters)},
            "vaalbara.end.diversity": Look(OKABE_ITO["black"]),
        },
    )
    return {"CLAN_MARKS": CLAN_MARKS, "VAALBARA_LANDS": VAALBARA_LANDS, "VAALBARA": VAALBARA}


def _noli() -> dict[str, Any]:
    from kernel_games.noli.components import FACTIONS, FACTIONS_FOR

    # ---- Noli: four factions (Màina blue, Burgu orange, Portellu grey for its white, Ciassa vermillion) -------------------
    FACTION_MARKS = {f.key: _mark(f.colour, f.symbol) for f in FACTIONS}
    NOLI_SERIES = (OKABE_ITO["sky"], OKABE_ITO["green"], OKABE_ITO["purple"], OKABE_ITO["yellow"])  # no faction wears these
    NOLI = Palette(
        seats=lambda n, p: FACTION_MARKS[FACTIONS_FOR[n][p]],
        components={"brick": BRICK, "sand": SAND, "sea": SEA,
                    "coins": "#F6E7B0", "wall": "#E8D3C3", "genoa": "#E3D7EC", "raid": "#F7D3C4", "shipwreck": "#CFE3F0",
                    "storm": "#DDDDDD"},
        series=NOLI_SERIES,
        rules={"noli.mason.floor": Look(BRICK)},
    )
    return {"FACTION_MARKS": FACTION_MARKS, "NOLI": NOLI}


def _blue_moon_city() -> dict[str, Any]:
    from kernel_games.blue_moon_city.components import PEOPLES
    from kernel_games.blue_moon_city.narration import PLAYERS as BMC_PLAYERS

    # ---- Blue Moon City: four players (orange ●, sky ■, purple ▲, green ◆), eight peoples' card colours -------------------
    BMC_MARKS = tuple(_mark(colour, glyph) for _, colour, glyph in BMC_PLAYERS)
    BLUE_MOON_CITY = Palette(
        seats=lambda n, p: BMC_MARKS[p],
        components={**{people.key: people.hex for people in PEOPLES}, "crystal": CRYSTAL, "scale": GOLD,
                    "ruin": "#F1ECE2", "courtyard": "#EFE6CF"},
        series=(OKABE_ITO["yellow"], OKABE_ITO["blue"], OKABE_ITO["vermillion"], "#555555"),  # no player wears these
        rules={"blue_moon_city.obelisk.offer": Look(OKABE_ITO["yellow"])},
    )
    return {"BMC_MARKS": BMC_MARKS, "BLUE_MOON_CITY": BLUE_MOON_CITY}


def _via_nebula() -> dict[str, Any]:
    from kernel_games.via_nebula.components import RESOURCES as VN_RESOURCES

    # ---- Via Nebula: four guilds (blue ●, brown ▲ as vermillion, white ■ as grey, black ◆), five terrains, five resources ---
    # The seed's pieces are blue, brown, white and black: Okabe-Ito blue and black, vermillion for the brown (its warmest
    # dark colour) and grey for the white (the board draws the white guild's pieces white with a dark edge), as Noli's white.
    VN_MARKS = tuple(_mark(OKABE_ITO[c], g) for c, g in (("blue", "●"), ("vermillion", "▲"), ("grey", "■"), ("black", "◆")))
    VIA_NEBULA = Palette(
        seats=lambda n, p: VN_MARKS[p],
        components={"meadow": "#A9D8A0", "fog": "#F4F4F1", "forest": "#B9AC98", "forbidden": "#B49BD3", "ruin": "#E6D5A8",
                    **{r.key: r.hex for r in VN_RESOURCES}},
        series=(OKABE_ITO["sky"], OKABE_ITO["green"], OKABE_ITO["yellow"], OKABE_ITO["purple"], OKABE_ITO["orange"]),
        rules={"via_nebula.end.scoring": Look(OKABE_ITO["green"]), "via_nebula.action.build": Look(OKABE_ITO["sky"]),
               "via_nebula.action.explore_tiles": Look(OKABE_ITO["yellow"]), "via_nebula.end.trigger": Look(OKABE_ITO["purple"]),
               "via_nebula.action.surplus": Look(OKABE_ITO["orange"], "x")},
    )
    return {"VN_MARKS": VN_MARKS, "VIA_NEBULA": VIA_NEBULA}


_LAZY = {**dict.fromkeys(("CLAN_MARKS", "VAALBARA_LANDS", "VAALBARA"), _vaalbara),
         **dict.fromkeys(("FACTION_MARKS", "NOLI"), _noli), **dict.fromkeys(("BMC_MARKS", "BLUE_MOON_CITY"), _blue_moon_city),
         **dict.fromkeys(("VN_MARKS", "VIA_NEBULA"), _via_nebula)}


def __getattr__(name: str) -> Any:
    """A game's palette (and its marks), made on first use."""
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals().update(_LAZY[name]())
    return globals()[name]


# ---- any other game: Okabe–Ito in order, a shape each ------------------------------------------------------------------
_ANY = tuple(_mark(OKABE_ITO[c], g) for c, g in zip(("orange", "sky", "green", "blue", "purple", "vermillion"),
                                                    ("●", "▲", "■", "◆", "★", "▼"), strict=True))
GENERIC = Palette(seats=lambda n, p: _ANY[p % len(_ANY)],
                  series=tuple(OKABE_ITO[c] for c in ("orange", "sky", "green", "yellow", "blue", "vermillion", "purple")))



def palette_for(game_id: str) -> Palette:
    """The palette the game's record names (``GameRecord.palette``); a generic Okabe–Ito one for a game without one."""
    record = RECORDS.get(game_id)
    if record is None or record.palette is None:
        return GENERIC
    module, name = record.palette.split(":")
    palette = getattr(importlib.import_module(module), name)
    if not isinstance(palette, Palette):
        raise TypeError(f"{record.palette} is not a Palette")
    return palette


def seat_marks(game_id: str, n: int) -> list[Mark]:
    """Every seat's mark in an ``n``-player game."""
    pal = palette_for(game_id)
    return [pal.seat(n, p) for p in range(n)]
