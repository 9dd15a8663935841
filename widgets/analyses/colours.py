"""Every colour of the analysis charts, in one place: swap these for the games' palettes (widgets/boards/) here.

The categorical colours come from the games' palettes (``widgets/boards/palettes.py``, Okabe-Ito, safe for
colour-blind readers): a land has the same colour on the board and in the charts, and a series that is no player
wears a colour no player of that game wears.
"""

from __future__ import annotations

from typing import Any

from ..boards import palettes

BACKGROUND = "#FBF8F0"
INK = "#222222"  # text on light cells
PAPER_INK = "#FFFFFF"  # text on dark cells, hatching
CELL_EDGE = "#FFFFFF"  # between the cells of a grid
GUIDE = "#555555"  # reference lines ("an even chance") and their notes
MUTED = "#999999"  # the comparison bar, empty cells
BLUE, ORANGE, GREEN = "#0072B2", "#E69F00", "#009E73"  # Okabe-Ito

BAR = "#5A5A5A"  # a single series of bars: no player's colour in any game
NEVER_DOUBLES = "#CCCCCC"  # Noli: the bot that never doubles
# Read from a game's palette on first use (``__getattr__``): the charts of one game do not import another game.
_FROM_PALETTES = {
    "WIN_CONDITIONS": lambda: palettes.NOLI.series[:3],  # Noli: tower, track, track tie
    "ROWERS_AHEAD": lambda: palettes.NOLI.series[0],  # Noli: first on the support track
    "ROWERS_BEHIND": lambda: palettes.NOLI.series[2],  # Noli: last on the support track
    "DOUBLER": lambda: palettes.NOLI.series[1],  # Noli: the bot that doubles
    "VAALBARA_LANDS": lambda: palettes.VAALBARA.components,  # land type -> colour, as on the board
}


def __getattr__(name: str) -> Any:
    if name not in _FROM_PALETTES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = _FROM_PALETTES[name]()
    return value

# a sequential scale for the character-by-round grid: light = few points, dark = many (ColorBrewer "Blues")
SCALE = ("#F7FBFF", "#DEEBF7", "#C6DBEF", "#9ECAE1", "#6BAED6", "#4292C6", "#2171B5", "#08519C", "#08306B")
DARK_FROM = 0.55  # from this point of the scale on, cell text is written in PAPER_INK


def on_scale(t: float) -> str:
    """The colour at ``t`` (0..1) of ``SCALE``, interpolated between its steps."""
    t = min(max(t, 0.0), 1.0) * (len(SCALE) - 1)
    i = min(int(t), len(SCALE) - 2)
    a, b = SCALE[i], SCALE[i + 1]
    mix = [round(int(a[k:k + 2], 16) + (int(b[k:k + 2], 16) - int(a[k:k + 2], 16)) * (t - i)) for k in (1, 3, 5)]
    return "#" + "".join(f"{v:02X}" for v in mix)
