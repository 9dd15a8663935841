"""The named hooks of Buru's base board, where a module of the game plugs in (the modules of ``kernel_games.buru``,
registered by their names in ``modules.py``). The base board draws the base game and asks the modules in play
(``Draw.parts``) at each hook; it names no module. A module's ``Part`` says:

- what it adds to the island: an area (``AreaPart``: the Ambelau region), a spirit (``SpiritPart``: Ukam, Ibu), a kind
  of islander (``KindPart``: the outlaw), the totem an area's conqueror takes instead (Ukam's, at the Sacred Lake);
- what it adds around it: a panel between the island and the players (the Lawan's plot cards), a part of a player's
  box (the outlaws discarded, where a guide is, a Great Person), the rules a player's offerings cite;
- how its decisions are asked: the status line, the prompt and its rules, the chips of the prompt box and their words,
  an extra explorer (a guide), the rules an islander's hover cites in its step, a spot's outline (a Lawan's tie);
- its names (a Lawan's), its words for its elders' goals, its lines in the board as text and its component data.

Every hook has a default that adds nothing, so a module gives only what it changes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from kernel_games.buru import BuruView
from kernel_games.buru.cards import ELDERS, ISLANDERS
from kernel_games.buru.components import ALTARS, AREA_TOTEM, TOTEM_AREA
from kernel_games.buru.narration import bundle_text, kind_name
from kernel_games.core import Action, Lang, Text

from ..kit import Draw
from .look import AREA_FILL, KIND_FILL, KIND_GLYPH, KIND_INK, METRICS, SPIRIT_FILL, islander_lines

Section = Callable[[Draw[BuruView], float, float, float, int], float]  # (d, x0, x1, top, font) -> its bottom


def _none(*_: object) -> None:
    return None


def _nothing(*_: object) -> list[str]:
    return []


def _zero(*_: object) -> int:
    return 0


@dataclass(frozen=True)
class AreaPart:
    """An area a module adds to the island: its fill, the rules its header and its conquest reward cite, what its box
    shows where an area lists its action spaces (``spaces(d, x0, x1, top, row_height, font)``), what lies beside it,
    a section under it (under the island's row on a wide board), the words of its spaces' credits, and its lines in the
    board as text (where an area lists its action spaces)."""

    fill: str
    rules: tuple[str, ...]
    conquer_rules: tuple[str, ...]
    spaces: Callable[[Draw[BuruView], float, float, float, float, int], None]
    beside: Section
    below: Section
    credits: Mapping[int, Text]
    text: Callable[[Draw[BuruView]], list[str]]


@dataclass(frozen=True)
class SpiritPart:
    """A spirit a module adds: its altar's fill and cost, where its totem starts and is won, the rules its altar and
    its totem cite, whether its altar lies apart (beside its own area, not with the others), and what its offering
    cards are worth together (None: their sum)."""

    fill: str
    cost: Text
    totem_area: int
    altar_rules: tuple[str, ...]
    totem_rule: str
    apart: bool = False
    worth: Callable[[list[int]], int] | None = None


@dataclass(frozen=True)
class KindPart:
    """A kind of islander: its card's fill, its glyph, the ink that reads on the fill, and its card's lines (what it
    does)."""

    fill: str
    glyph: str
    ink: str
    lines: Callable[[int, Lang], list[str]]


@dataclass(frozen=True)
class Extra:
    """An explorer a player may have beyond the base game's five: its power and its name (long, short)."""

    power: int
    name: Text
    short: Text


@dataclass(frozen=True)
class Part:
    """What one module of the game adds to the board; ``on(view)``: whether the module is in play."""

    on: Callable[[BuruView], bool]
    areas: Mapping[int, AreaPart] = field(default_factory=dict)
    spirits: Mapping[int, SpiritPart] = field(default_factory=dict)
    kinds: Mapping[int, KindPart] = field(default_factory=dict)
    totems: Mapping[int, int] = field(default_factory=dict)  # area -> the spirit whose totem its conqueror takes
    metrics: Mapping[str, Text] = field(default_factory=dict)  # what its elders count, in words
    score_parts: Mapping[str, Text] = field(default_factory=dict)  # its parts of a final score, in words ("{v}")
    panel: Section | None = None  # drawn between the island and the players; returns its bottom (its top: nothing)
    name: Callable[[BuruView, int], Text | None] = _none  # a player's name, when the module names them
    short_name: Callable[[BuruView, int], Text | None] = _none  # their name in a tight spot
    player_words: Callable[[Draw[BuruView], int], str | None] = _none  # a part of a player's box (its elders' line)
    offering_rules: tuple[str, ...] = ()  # what the hover of a player's offerings cites
    explorers: Callable[[BuruView, int], int] = _zero  # how many explorers a player has beyond the five
    extra: Extra | None = None  # what such an explorer is
    status: Callable[[Draw[BuruView]], list[str] | None] = _none  # the status line's parts after the round
    prompt: Callable[[Draw[BuruView]], list[str] | None] = _none  # what the viewer is asked, in the module's steps
    also: Callable[[Draw[BuruView]], list[str]] = _nothing  # added to a space decision's prompt
    prompt_rules: Callable[[BuruView], list[str] | None] = _none  # what the prompt box's hover cites
    chips: tuple[type, ...] = ()  # actions shown as chips of the prompt box (keyed by their place) when legal
    chip_words: Callable[[Draw[BuruView], Action], str | None] = _none  # a chip's words
    islander_rules: Mapping[str, list[str]] = field(default_factory=dict)  # step -> what a tableau islander cites
    highlight: Callable[[Draw[BuruView], str], tuple[str, float] | None] = _none  # a spot's outline (colour, width)
    text_head: Callable[[Draw[BuruView]], list[str]] = _nothing  # board as text: after the prompt
    text_panel: Callable[[Draw[BuruView]], list[str]] = _nothing  # board as text: before the players
    data: Callable[[Lang], str] | None = None  # its component data, after the base game's


# ---- the hooks, asked of the modules in play -------------------------------------------------------------------------
def first(values: object) -> object:
    """The first answer that is not None (a hook several modules may answer)."""
    return next((v for v in values if v is not None), None)  # type: ignore[union-attr]


def area_part(d: Draw[BuruView], a: int) -> AreaPart | None:
    return next((m.areas[a] for m in d.parts if a in m.areas), None)


def spirit_part(d: Draw[BuruView], s: int) -> SpiritPart | None:
    return next((m.spirits[s] for m in d.parts if s in m.spirits), None)


def area_fill(d: Draw[BuruView], a: int) -> str:
    part = area_part(d, a)
    return part.fill if part is not None else AREA_FILL[a]


def spirit_fill(d: Draw[BuruView], s: int) -> str:
    part = spirit_part(d, s)
    return part.fill if part is not None else SPIRIT_FILL[s]


def kind_part(d: Draw[BuruView], k: int) -> KindPart:
    """How islanders of kind ``k`` are drawn (the base game's four, or a module's)."""
    own = next((m.kinds[k] for m in d.parts if k in m.kinds), None)
    return own if own is not None else KindPart(KIND_FILL[k], KIND_GLYPH[k], KIND_INK[k], islander_lines)


def card_lines(d: Draw[BuruView], card: int) -> list[str]:
    """What an islander does, a line each."""
    return kind_part(d, ISLANDERS[card].kind).lines(card, d.lang)


def kind_tag(d: Draw[BuruView], card: int) -> str:
    """An islander's kind with its glyph: "⚒ artisan"."""
    k = ISLANDERS[card].kind
    return f"{kind_part(d, k).glyph} {kind_name(k)(d.lang)}"


def totem_spirit(d: Draw[BuruView], a: int) -> int:
    """The spirit whose totem is area ``a``'s conquest reward (-1: none, the Sacred Lake's esteem)."""
    own = first(m.totems.get(a) for m in d.parts)
    return own if own is not None else AREA_TOTEM.get(a, -1)  # type: ignore[return-value]


def totem_area(d: Draw[BuruView], s: int) -> int:
    """Where spirit ``s``'s totem starts and is won."""
    part = spirit_part(d, s)
    return part.totem_area if part is not None else TOTEM_AREA[s]


def altar_cost(d: Draw[BuruView], s: int) -> Text:
    """The cost of the altar's side showing (a module's spirit: its own)."""
    part = spirit_part(d, s)
    return part.cost if part is not None else bundle_text(ALTARS[s][d.view["altar_sides"][s]])


def elder_goal(d: Draw[BuruView], e: int) -> str:
    """An elder's goal in a few words: "clay 3/5/7 → 1/3/5 esteem", "the most islanders → 4 esteem"."""
    el = ELDERS[e]
    what = (METRICS.get(el.metric) or first(m.metrics.get(el.metric) for m in d.parts))(d.lang)  # type: ignore[operator]
    if len(el.levels) == 1 and el.metric.startswith("most_"):
        return Text("{w} → エスティーム{v}", "{w} → {v} esteem").format(w=what, v=el.levels[0][1])(d.lang)
    counts = "/".join(str(n) for n, _ in el.levels)
    values = "/".join(str(v) for _, v in el.levels)
    return Text("{w}{c} → エスティーム{v}", "{w} {c} → {v} esteem").format(w=what, c=counts, v=values)(d.lang)
