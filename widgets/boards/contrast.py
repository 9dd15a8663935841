"""Colour contrast as WCAG 2.1 measures it, for the boards that pick an ink and for the tests that check them.

- ``rgba(css)``: a CSS colour (``#RGB``, ``#RRGGBB``, ``#RRGGBBAA``, ``rgb()``, ``rgba()``, white/black/transparent)
  as (r, g, b, alpha); ``over(top, under)`` composites a colour over an opaque one; ``ratio(a, b)`` is the contrast
  ratio of two colours (1 to 21).
- ``ink_on(fill)``: the ink a text written on ``fill`` reads best in (the board's dark ink, black or white).
- ``legible(colour, under)``: ``colour`` darkened (or lightened on a dark ``under``) just enough to reach a ratio
  against ``under``: a player's colour for their glyph written on a light board, still their hue.

Every function of a colour is cached: a board asks the same few colours again for every text and piece it draws.
"""

from __future__ import annotations

import re
from functools import lru_cache

RGBA = tuple[float, float, float, float]
TEXT, LARGE, GRAPHIC = 4.5, 3.0, 3.0  # WCAG 2.1 AA: text, large text (24 px, or 18.66 px bold), graphical objects
NAMES = {"white": "#FFFFFF", "black": "#000000", "transparent": "rgba(0,0,0,0)"}
DARK_INK = "#222222"  # the boards' ink (palettes.INK)


@lru_cache(maxsize=4096)
def rgba(css: str | RGBA) -> RGBA:
    """``css`` as (r, g, b, alpha), channels 0–255 and alpha 0–1."""
    if not isinstance(css, str):
        return css
    s = NAMES.get(css.strip().lower(), css.strip())
    if s.startswith("#"):
        h = s[1:]
        h = "".join(c * 2 for c in h) if len(h) in (3, 4) else h
        return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
    m = re.fullmatch(r"rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)", s)
    if not m:
        raise ValueError(f"not a colour: {css!r}")
    return float(m[1]), float(m[2]), float(m[3]), float(m[4]) if m[4] is not None else 1.0


def over(top: str | RGBA, under: str | RGBA, opacity: float = 1.0) -> RGBA:
    """``top`` (its alpha times ``opacity``) composited over the opaque ``under``."""
    (r, g, b, a), u = rgba(top), rgba(under)
    a *= opacity
    return r * a + u[0] * (1 - a), g * a + u[1] * (1 - a), b * a + u[2] * (1 - a), 1.0


@lru_cache(maxsize=4096)
def luminance(c: str | RGBA) -> float:
    """WCAG's relative luminance of an opaque colour."""
    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b, _ = rgba(c)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def ratio(a: str | RGBA, b: str | RGBA) -> float:
    """The contrast ratio of two opaque colours (1 to 21)."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def hex_of(c: str | RGBA) -> str:
    r, g, b, _ = rgba(c)
    return f"#{round(r):02X}{round(g):02X}{round(b):02X}"


@lru_cache(maxsize=4096)
def ink_on(fill: str, need: float = TEXT) -> str:
    """The ink for a text on ``fill``: the board's dark ink where it reads (``need``:1), else black or white,
    whichever reads better."""
    if ratio(DARK_INK, fill) >= need:
        return DARK_INK
    return "#000000" if ratio("#000000", fill) >= ratio("#FFFFFF", fill) else "#FFFFFF"


@lru_cache(maxsize=4096)
def legible(colour: str, under: str, need: float = TEXT) -> str:
    """``colour`` mixed with black (with white on a dark ``under``) in steps of 5 % until it reaches ``need``:1
    against ``under``; ``colour`` itself when it already does."""
    towards = (0, 0, 0) if luminance(under) > 0.18 else (255, 255, 255)
    r, g, b, _ = rgba(colour)
    for k in range(21):
        f = k / 20
        mixed = hex_of((r + (towards[0] - r) * f, g + (towards[1] - g) * f, b + (towards[2] - b) * f, 1.0))
        if ratio(mixed, under) >= need:
            return colour if k == 0 else mixed
    return hex_of((*towards, 1.0))
