"""Buru's Lawan on the Ambelau expansion's plot cards, by the numbers: how strong the two Lawan of a solo table are on
the 20 Ambelau cards (13-32, lawan/plots_ambelau.py) beside the base game's 12, where their esteem comes from, and
what their canoes bring them in the Ambelau region.

Pure Python (no plotly, no widgets): ``widgets/analyses/buru/lawan_ambelau.py`` turns these numbers into a chart.
The page's own simulation has no Lawan, so ``ambelau_lawan_study`` plays games of its own (``simulate``) at a table of
three seats, the last two Lawan (``{"lawan": 2}``), the first a person's seat played by the game's planner and greedy
bots, half the games each (``analysis.SEAT_KINDS``). Two set-ups are played on the same deals (``VARIANTS``): the Lawan on
the base plot cards, and the Lawan on the Ambelau cards with Ukam and the region — Ukam or the region alone would
switch the deck too (``lawan.common.ambelau_cards``). ``AmbelauLawanWatcher`` reads each move's public events and
each game's final state:

- a Lawan's canoe move (buru.ambelau.lawan_canoe with ``space``) opens a stop; what the same rule then gives that
  Lawan is added to it: an offering to Ibu (``spirit``), its guide (``guide``), esteem for the tasks it never gives
  (``gain``); and what its plot card's bonus for two explorers in the region gives (buru.ambelau.lawan_double: an Ibu
  card or its guide, nothing once Ibu's cards have run out);
- the areas the Lawan's explorers were placed on in the morning (buru.lawan.morning with ``area``; a third explorer
  is counted where it went on to), the plot cards drawn and dealt (buru.lawan.morning and buru.lawan.noon with
  ``plot``), and the cards put aside because they send a Lawan to a region not in play
  (buru.ambelau.lawan_morning with ``redrawn``: never here, as the base cards send nobody there and the Ambelau cards
  are played with the region);
- at the end: each seat's final score part by part (``phases.end.score``, the parts of ``ROWS``: the
  esteem track, offering cards, elders, and a Lawan's islander sets) and the winner.

The plot cards of both decks, Ibu's cards and the canoe spaces' ratings are reconstructed (lawan/plots.py,
lawan/plots_ambelau.py, ambelau/cards.py), so the numbers describe this reconstruction of the game.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from kernel_games.core import Action, Event, Game
from kernel_games.core.simulate import Cache, derive, mean, simulate

from ..ambelau.cards import IBU
from ..analysis import SEAT_KINDS
from ..components import ESTEEM
from ..phases.end import score
from ..rules import SCORE_ROWS
from .analysis import SeatScore
from .hooks import SETS
from .plots import PLOTS

CANOE, DOUBLE, REDRAW, DRAW, NOON = ("buru.ambelau.lawan_canoe", "buru.ambelau.lawan_double",
                                     "buru.ambelau.lawan_morning", "buru.lawan.morning", "buru.lawan.noon")
VARIANTS = {"base": {"lawan": 2}, "ambelau": {"lawan": 2, "ukam": 1, "ambelau": 1}}  # the set-ups compared, by name
SEATS = 3  # a solo table: one person's seat, then Lawan A and B (VARIANTS' "lawan": 2)
ROWS = {**SCORE_ROWS, SETS.key: (SETS.rule, SETS.label)}  # each part's rule and label: the base game's, then the sets
PARTS = tuple(ROWS)  # esteem, offerings, elders, sets
GIFTS = ("ibu", "guide", "task")  # what a stop may give beyond the space's resources: an Ibu card, a guide, esteem
SOURCES = ("space", "bonus")  # the canoe space itself, or the plot card's bonus for two explorers in the region


@dataclass
class CanoeStop:
    """One Lawan canoe move and what it gave its Lawan, from the space and from the two-explorer bonus."""

    player: int
    space: int
    gave: set[tuple[str, str]] = field(default_factory=set)  # (GIFTS, SOURCES)
    task_esteem: int = 0  # esteem for the tasks it never gave


@dataclass
class LawanGame:
    variant: str
    kind: str  # the bot in the person's seat
    seats: list[SeatScore] = field(default_factory=list)  # the table (3, 2), rivals: the person's bot
    stops: list[CanoeStop] = field(default_factory=list)
    areas: Counter = field(default_factory=Counter)  # area -> Lawan explorers placed there in the morning
    plots: Counter = field(default_factory=Counter)  # plot card number -> times drawn in the morning or dealt at noon
    redrawn: int = 0  # plot cards put aside for sending a Lawan to a region not in play


@dataclass
class AmbelauLawanWatcher:
    """Collects what the Ambelau Lawan chart needs from the games played (called after every move)."""

    variant: str = ""
    kind: str = ""
    games: list[LawanGame] = field(default_factory=list)
    _game: LawanGame | None = None
    _stops: dict[int, CanoeStop] = field(default_factory=dict)  # Lawan -> its latest stop

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if self._game is None:
            self._game = LawanGame(self.variant, self.kind)
        g = self._game
        for e in events:
            if e.to is not None:
                continue
            d = e.data
            stop = self._stops.get(d.get("player", -1))
            if e.rule == CANOE and "space" in d:
                self._stops[d["player"]] = CanoeStop(d["player"], d["space"])
                g.stops.append(self._stops[d["player"]])
            elif e.rule in (CANOE, DOUBLE) and stop is not None:
                source = "space" if e.rule == CANOE else "bonus"
                if d.get("spirit") == IBU:
                    stop.gave.add(("ibu", source))
                elif d.get("guide"):
                    stop.gave.add(("guide", source))
                elif "gain" in d:
                    stop.gave.add(("task", source))
                    stop.task_esteem += d["gain"][ESTEEM]
            elif e.rule == REDRAW and d.get("redrawn"):
                g.redrawn += 1
            elif e.rule == DRAW and "area" in d:
                g.areas[d["area"]] += 1
            elif e.rule in (DRAW, NOON) and "plot" in d:
                g.plots[PLOTS[d["plot"]].number] += 1
        if str(after.phase) == "over":
            for p in range(after.n):
                g.seats.append(SeatScore((after.n, len(after.automata)), g.kind, p in after.automata, score(after, p),
                                          p in after.winners))
            self.games.append(g)
            self._game, self._stops = None, {}


@dataclass
class AmbelauLawanStudy:
    """Games of two Lawan and one person's seat on each set-up of ``VARIANTS`` (``ambelau_lawan_study``)."""

    players: int
    kinds: tuple[str, ...]  # the bots in the person's seat, game after game
    games: list[LawanGame] = field(default_factory=list)

    def of(self, variant: str) -> list[LawanGame]:
        return [g for g in self.games if g.variant == variant]

    def _seats(self, variant: str, lawan: bool) -> list[SeatScore]:
        return [r for g in self.of(variant) for r in g.seats if r.lawan == lawan]

    def sources(self, variant: str) -> dict[str, float]:
        """Part of the final score -> a Lawan's mean per game (each Lawan of a game counted)."""
        rows = self._seats(variant, True)
        return {k: mean([r.parts.get(k, 0) for r in rows]) for k in PARTS}

    def lawan_score(self, variant: str) -> float:
        return mean([r.total for r in self._seats(variant, True)])

    def person_score(self, variant: str) -> float:
        return mean([r.total for r in self._seats(variant, False)])

    def lawan_wins(self, variant: str) -> float:
        """The share of games a Lawan won, against the person's seat (an even chance: two seats of three)."""
        return mean([any(r.won for r in g.seats if r.lawan) for g in self.of(variant)])

    def stops(self, variant: str = "ambelau") -> list[CanoeStop]:
        return [s for g in self.of(variant) for s in g.stops]

    def gifts(self, variant: str = "ambelau") -> dict[tuple[str, str], float]:
        """(GIFTS, SOURCES) -> the share of the Lawan's canoe stops that gave it so."""
        stops = self.stops(variant)
        return {(k, src): mean([(k, src) in s.gave for s in stops]) for k in GIFTS for src in SOURCES}

    def share(self, gift: str, variant: str = "ambelau") -> float:
        """The share of the Lawan's canoe stops that gave ``gift`` (of GIFTS) from either source."""
        return mean([any(k == gift for k, _ in s.gave) for s in self.stops(variant)])

    def areas(self, variant: str = "ambelau") -> Counter:
        """Area -> Lawan explorers placed there in all the games."""
        return sum((g.areas for g in self.of(variant)), Counter())

    def per_lawan(self, variant: str = "ambelau") -> dict[int, float]:
        """Area -> explorers a Lawan placed there per game."""
        lawan = len(self._seats(variant, True))
        return {a: v / lawan for a, v in sorted(self.areas(variant).items())} if lawan else {}

    def plots(self, variant: str) -> Counter:
        """Plot card number -> times drawn or dealt."""
        return sum((g.plots for g in self.of(variant)), Counter())

    def redrawn(self, variant: str) -> int:
        return sum(g.redrawn for g in self.of(variant))


def ambelau_lawan_watcher(game: Game, players: int) -> AmbelauLawanWatcher:
    return AmbelauLawanWatcher()


def ambelau_lawan_study(game: Game, games: int, seed: int = 1, players: int = SEATS,
                        cache: Cache | None = None) -> AmbelauLawanStudy:
    """``games`` games of each of ``VARIANTS`` at a table of ``players``, its last two seats Lawan, its person's seat
    played by each of ``SEAT_KINDS`` in turn (``kinds``: half the games each), every game watched. The games are
    ``simulate``'s, their seed derived from ``seed`` and the person's bot: both set-ups are played on the same deals."""
    kinds = tuple(SEAT_KINDS[g % len(SEAT_KINDS)] for g in range(games))
    out = AmbelauLawanStudy(players, kinds)
    for variant, options in VARIANTS.items():
        for kind in SEAT_KINDS:
            played = simulate(game, players, kinds.count(kind), [kind] * players,
                              derive(seed, "lawan_ambelau", kind), options=options,
                              watchers=(ambelau_lawan_watcher,), cache=cache)
            out.games += [replace(g, variant=variant, kind=kind, seats=[replace(s, rivals=kind) for s in g.seats])
                          for g in played.watched[0].games]
    return out
