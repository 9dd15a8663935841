"""The drawing kit every board shares.

- ``Kit``: what a game's board declares once — its game (the rules its hovers quote, the previews its targets show),
  how each player is drawn (``Seat``) and where its actions lie (``Spots``, ``widgets/boards/spots.py``).
- ``Draw``: one drawing of a board — the canvas, the game's typed view, the language, the targets (the actions tried
  now grouped by click key) and the scale (pixels per unit; ``narrow``: the phone layout) — with the helpers every
  board draws with: click targets with their previews, rule hovers, seats, names, seat boxes, and ``finish`` for a
  board drawn from y = 0 downwards.

A board's sections take a ``Draw`` and their own layout (where, how big); what is really the board's own — its
layout, its pieces — stays in its package.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from kernel_games.core import Action, Game, Lang, Text

from .common import Box, Canvas, with_previews, wrap
from .contrast import GRAPHIC, ink_on, legible
from .palettes import PAPER, tint
from .spots import Spots, Targets

V = TypeVar("V", bound=Mapping[str, Any])  # a game's view TypedDict
LIGHT_GROUND = "#E0D8C8"  # the darkest of the light grounds (paper, sheets, tints) the boards lay pieces on
YOU = Text("（あなた）", " (you)")


@dataclass(frozen=True)
class Seat:
    """A player as drawn: the palette's colour and glyph and their name; the ink that reads on their pieces' fill
    (4.5:1, ``contrast.ink_on``, unless a board says otherwise); the fill and edge of their pieces (their colour, edged
    white, unless a board says otherwise)."""

    colour: str
    glyph: str
    name: Text
    ink: str = ""
    fill: str = field(default="")
    edge: str = "#FFFFFF"

    def __post_init__(self) -> None:
        if not self.fill:
            object.__setattr__(self, "fill", self.colour)
        if not self.ink:
            object.__setattr__(self, "ink", ink_on(self.fill))

    def pen(self, under: str = PAPER) -> str:
        """Their colour for their glyph written on ``under``: darkened just enough to read (4.5:1), still their hue."""
        return legible(self.colour, under)

    def rim(self, under: str = LIGHT_GROUND) -> str:
        """Their colour for the edge of a piece lying on ``under`` (by default any of the boards' light grounds):
        darkened just enough to stand out (3:1)."""
        return legible(self.colour, under, GRAPHIC)

    def named(self, lang: Lang) -> str:
        """Their glyph and name: "● Red"."""
        return f"{self.glyph} {self.name(lang)}"


@dataclass(frozen=True)
class Kit(Generic[V]):
    """What a game's board declares once: ``game`` (its rules and previews), ``seat(view, p)`` (how player ``p`` is
    drawn), ``spots`` (where its actions lie; None: the board binds its click targets itself) and ``parts(view)``
    (what the game's modules in play add to its board, for a board whose modules plug into named hooks: Buru's)."""

    game: Game
    seat: Callable[[V, int], Seat]
    spots: Spots | None = None
    parts: Callable[[V], tuple[Any, ...]] | None = None
    _rules: dict[tuple[str, Lang], str] = field(default_factory=dict, init=False, repr=False, compare=False)

    def label(self, view: V, p: int, lang: Lang, name: Text | None = None) -> str:
        """A player's glyph and name, and "(you)" for the viewer: "● Red (you)"; ``name``: another name for them."""
        s = self.seat(view, p)
        return f"{s.glyph} {(name or s.name)(lang)}" + (YOU(lang) if p == view["viewer"] else "")

    def rule_hover(self, rule_ids: Iterable[str], lang: Lang, head: str = "") -> str:
        """A hover text: ``head`` in bold, then each rule's title and text (each rule's words made once a language)."""
        parts = [f"<b>{html.escape(head)}</b>"] if head else []
        for rid in rule_ids:
            words = self._rules.get((rid, lang))
            if words is None:
                r = self.game.rule(rid)
                words = self._rules[rid, lang] = f"<b>{html.escape(r.title(lang))}</b><br>{wrap(html.escape(r.text(lang)), 44)}"
            parts.append(words)
        return "<br>".join(parts)

    def draw(self, view: V, lang: Lang, tries: Iterable[Action], legal: set[Action], cv: Canvas, px: float = 10.0,
             narrow: bool = False) -> Draw[V]:
        """A drawing of ``view`` on ``cv``: ``tries`` become click targets, outlined when in ``legal``."""
        return Draw(self, view, lang, Targets(self.spots, view, tries, legal), cv, px, narrow)


class Draw(Generic[V]):
    """One drawing of a board: ``cv`` the canvas, ``view`` the game's typed view, ``lang``, ``t`` the targets, ``px``
    pixels per unit, ``narrow`` the phone layout; ``parts`` what the game's modules in play add (``Kit.parts``)."""

    def __init__(self, kit: Kit[V], view: V, lang: Lang, targets: Targets, cv: Canvas, px: float,
                 narrow: bool = False) -> None:
        self.kit, self.view, self.lang, self.t, self.cv, self.px, self.narrow = kit, view, lang, targets, cv, px, narrow
        self.parts: tuple[Any, ...] = kit.parts(view) if kit.parts is not None else ()

    # ---- the same drawing elsewhere -----------------------------------------------------------------------------------
    def at(self, px: float) -> Draw[V]:
        """This drawing (the same canvas and targets) at another scale."""
        return Draw(self.kit, self.view, self.lang, self.t, self.cv, px, self.narrow)

    def on(self, cv: Canvas) -> Draw[V]:
        """This drawing (the same view and targets) on another canvas: a section drawn apart, to be placed."""
        return Draw(self.kit, self.view, self.lang, self.t, cv, self.px, self.narrow)

    def scratch(self) -> Draw[V]:
        """A drawing of the same view on a canvas thrown away, with nothing to click: to measure a section."""
        return Draw(self.kit, self.view, self.lang, Targets(self.kit.spots, self.view, [], set()), type(self.cv)(1, 1),
                    self.px, self.narrow)

    def finish(self, bottom: float) -> tuple[dict, dict[str, list[Action]]]:
        """The figure of what was drawn between y = 0 and ``bottom`` (< 0), moved up to start at y = 0, and its clicks."""
        height = -bottom + 0.5
        out = type(self.cv)(self.cv.width, height)
        out.place(self.cv, dy=height)
        return out.figure(round(height * self.px)), out.click

    # ---- players ------------------------------------------------------------------------------------------------------
    def seat(self, p: int) -> Seat:
        return self.kit.seat(self.view, p)

    def label(self, p: int, name: Text | None = None) -> str:
        return self.kit.label(self.view, p, self.lang, name)

    def seat_box(self, p: int, box: Box, f: float = 0.86) -> None:
        """Player ``p``'s box: their colour, tinted (``f``: the share of white), edged in it, thicker for the viewer."""
        s = self.seat(p)
        self.cv.rect(box, tint(s.colour, f), line=s.colour, width=4 if p == self.view["viewer"] else 2, name=f"player:{p}")

    # ---- hovers and click targets ---------------------------------------------------------------------------------------
    def rule_hover(self, rule_ids: Iterable[str], head: str = "") -> str:
        return self.kit.rule_hover(rule_ids, self.lang, head)

    def tips(self, actions: Iterable[Action]) -> list[str]:
        """What each legal action among ``actions`` would do (``Game.preview``), for a target's hover text."""
        return [self.kit.game.preview(self.view, a)(self.lang) for a in actions if a in self.t.legal]

    def hover(self, key: str, text: str) -> str:
        """``text`` after the previews of the key's legal actions."""
        return with_previews(text, self.tips(self.t.actions(key)))

    def place(self, key: str, x: float, y: float, hover: str, size: float, actions: list[Action] | None = None) -> None:
        """A target at (x, y): bound to ``actions`` (default: the key's own) if any, else a hover text only."""
        acts = self.t.actions(key) if actions is None else actions
        if acts:
            self.cv.bind(key, acts)
        self.cv.target(x, y, key if acts else "", with_previews(hover, self.tips(acts)),
                       any(a in self.t.legal for a in acts), size=size)

    def also(self, key: str, x: float, y: float, hover: str, size: float) -> None:
        """A second spot for ``key`` (placed elsewhere too), standing for the same actions."""
        acts = self.t.actions(key)
        self.cv.target(x, y, key if acts else "", with_previews(hover, self.tips(acts)),
                       any(a in self.t.legal for a in acts), size=size)

    def target(self, x: float, y: float, key: str, hover: str, actions: list[Action], size: float) -> None:
        """A target bound to ``actions`` by hand (a board without spots): outlined when one is legal, its hover after
        the previews."""
        if actions:
            self.cv.bind(key, actions)
        self.cv.target(x, y, key, with_previews(hover, self.tips(actions)), any(a in self.t.legal for a in actions),
                       size=size)
