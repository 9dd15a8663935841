"""Buru's Lawan by the numbers: how strong a Lawan is against each kind of bot, where its esteem comes from, and how
its plot cards steer it.

Pure Python (no plotly, no widgets): ``widgets/analyses/buru/lawan.py`` turns these numbers into charts. The page's
own simulation has no Lawan, so ``lawan_study`` plays games of its own (``simulate``, with the option set): one Lawan
against each kind of bot at a few tables, and the same tables with that bot in the Lawan's seat; ``LawanWatcher``
reads what the Lawan did from the events: where each morning plot card sent them (buru.lawan.morning,
buru.lawan.third) and, per plot card held at noon (buru.lawan.noon), the islanders hired (buru.lawan.shore,
buru.lawan.cheapest) and the offerings made (buru.lawan.lake) that afternoon.

The plot cards are reconstructed (plots.py), so the numbers describe this reconstruction of the game.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kernel_games.core import Action, Event, Game
from kernel_games.core.simulate import Cache, Finals, derive, mean, simulate

from ..cards import ISLANDERS
from ..components import AREAS
from ..phases.end import score
from .plots import PLOTS

# ---- the Lawan --------------------------------------------------------------------------------------------------------
LAWAN_TABLES = ((2, 1), (3, 2), (4, 1))  # (seats, Lawan among them): one person and a Lawan, solo, three and a Lawan
RIVALS = ("random", "greedy", "planner")  # the bot kinds in the people's seats
PARTS = ("esteem", "offerings", "elders", "sets")  # a Lawan's final score, part by part (phases/end.py score)
DRAW, NOON, THIRD = "buru.lawan.morning", "buru.lawan.noon", "buru.lawan.third"
HIRES, LAKE, LAWAN_DUSK = ("buru.lawan.shore", "buru.lawan.cheapest"), "buru.lawan.lake", "buru.lawan.dusk"


class LawanWatcher:
    """What the Lawan did, read from the public events of games played with them: ``sent`` (0 for A / 1 for B, area)
    -> explorers a morning card sent there; ``placed`` the Lawan's explorers placed in the morning, ``moved`` those
    that went on to the next area (buru.lawan.third); ``held`` plot card number -> afternoons a Lawan held it;
    ``hires`` (card number, islander kind) -> islanders hired; ``offers`` (card number, spirit) -> offerings made;
    ``first`` "hires" / "offers" -> those that were the card's first choice."""

    def __init__(self, game: Game | None = None, players: int = 0) -> None:
        self.sent, self.held, self.hires, self.offers, self.first = Counter(), Counter(), Counter(), Counter(), Counter()
        self.placed = self.moved = 0
        self._holding: dict[int, int] = {}

    def add(self, other: LawanWatcher) -> None:
        """Count another watcher's games too."""
        for mine, more in ((self.sent, other.sent), (self.held, other.held), (self.hires, other.hires),
                           (self.offers, other.offers), (self.first, other.first)):
            mine.update(more)
        self.placed += other.placed
        self.moved += other.moved

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        for e in events:
            if e.to is not None:
                continue
            d = e.data
            if e.rule == DRAW and "plot" in d:  # the first Lawan's turn: one card sends A's explorer, then B's
                for k in range(len(after.automata)):
                    self.sent[k, PLOTS[d["plot"]].morning[k]] += 1
            elif e.rule == DRAW and "area" in d:
                self.placed += 1
            elif e.rule == THIRD:
                self.moved += 1
            elif e.rule == NOON:
                self._holding[d["player"]] = d["plot"]
                self.held[PLOTS[d["plot"]].number] += 1
            elif e.rule == LAWAN_DUSK:
                self._holding.clear()
            elif e.rule in HIRES and "islander" in d and d["player"] in self._holding:
                card, kind = PLOTS[self._holding[d["player"]]], ISLANDERS[d["islander"]].kind
                self.hires[card.number, kind] += 1
                self.first["hires"] += kind == card.recruit[0]
            elif e.rule == LAKE and "spirit" in d and d["player"] in self._holding:
                card = PLOTS[self._holding[d["player"]]]
                self.offers[card.number, d["spirit"]] += 1
                self.first["offers"] += d["spirit"] == card.offer[0]
        if str(after.phase) == "over":
            self._holding.clear()

    def shares(self, k: int) -> dict[int, float]:
        """Area -> the share of Lawan A's (k=0) or B's (k=1) morning explorers the cards sent there."""
        total = sum(v for (j, _), v in self.sent.items() if j == k)
        return {a: self.sent[k, a] / total for a in AREAS} if total else {}

    def per_afternoon(self, counts: Counter) -> dict[tuple[int, int], float]:
        """(card number, kind or spirit) -> that many per afternoon a Lawan held the card (``hires`` or ``offers``)."""
        return {(c, x): v / self.held[c] for (c, x), v in counts.items() if self.held[c]}

    def first_share(self, what: str) -> float:
        """The share of the hires (``"hires"``) or offerings (``"offers"``) that were the plot card's first choice."""
        total = sum((self.hires if what == "hires" else self.offers).values())
        return self.first[what] / total if total else 0.0


@dataclass(frozen=True)
class SeatScore:
    """One seat's game: a Lawan's, or a bot's in the same table without Lawan."""

    table: tuple[int, int]  # (seats, Lawan)
    rivals: str  # the bot kind in the people's seats (and, without Lawan, in every seat)
    lawan: bool
    parts: dict[str, int]
    won: bool

    @property
    def total(self) -> int:
        return sum(self.parts.values())


@dataclass(frozen=True)
class Strength:
    """A Lawan against one kind of bot at one table, and that bot in its seat instead."""

    lawan_score: float
    lawan_wins: float
    lawan_seats: int  # Lawan seat-games counted
    bot_score: float
    bot_wins: float  # in games of that bot alone: one winner a game, so 1 / seats, the even chance
    bot_seats: int


@dataclass
class LawanStudy:
    """Games with Lawan against each kind of bot, and the same tables without them (``lawan_study``)."""

    games: int  # games per table and kind of bot with the Lawan
    base_games: int  # and without
    seats: list[SeatScore] = field(default_factory=list)
    watched: LawanWatcher = field(default_factory=LawanWatcher)

    def strength(self) -> dict[tuple[tuple[int, int], str], Strength]:
        """(table, bot kind) -> how the Lawan's seat did, and how that bot did in a Lawan's seat."""
        out = {}
        for table in LAWAN_TABLES:
            for kind in RIVALS:
                mine = [s for s in self.seats if s.table == table and s.rivals == kind and s.lawan]
                bots = [s for s in self.seats if s.table == table and s.rivals == kind and not s.lawan]
                if mine and bots:
                    out[table, kind] = Strength(mean([s.total for s in mine]), mean([s.won for s in mine]), len(mine),
                                                mean([s.total for s in bots]), mean([s.won for s in bots]), len(bots))
        return out

    def pooled(self, kind: str) -> Strength | None:
        """Against ``kind``: each number the mean of the tables' (every table weighs the same, however many seats)."""
        rows = [v for (_, k), v in self.strength().items() if k == kind]
        if not rows:
            return None
        return Strength(*(mean([getattr(r, f) for r in rows]) for f in ("lawan_score", "lawan_wins")),
                        sum(r.lawan_seats for r in rows),
                        *(mean([getattr(r, f) for r in rows]) for f in ("bot_score", "bot_wins")),
                        sum(r.bot_seats for r in rows))

    def sources(self, table: tuple[int, int] | None = None) -> dict[str, float]:
        """Part of the final score -> a Lawan's mean per game at ``table``; None: the mean of the tables'."""
        if table is None:
            each = [self.sources(t) for t in LAWAN_TABLES]
            each = [x for x in each if x]
            return {k: mean([x[k] for x in each]) for k in PARTS} if each else {}
        mine = [s for s in self.seats if s.lawan and s.table == table]
        return {k: mean([s.parts.get(k, 0) for s in mine]) for k in PARTS} if mine else {}


def lawan_study(game: Game, games: int, base_games: int, seed: int = 1, cache: Cache | None = None) -> LawanStudy:
    """At each table of ``LAWAN_TABLES`` and against each bot kind of ``RIVALS``: ``games`` games with the Lawan in the
    last seats (every Lawan seat counted, every game watched) and ``base_games`` with that bot in every seat (every
    seat counted: without Lawan the seats are alike, the first messenger drawn among them all). Each cell's games are
    ``simulate``'s, their seed derived from ``seed`` and the cell."""
    out = LawanStudy(games, base_games)
    for table in LAWAN_TABLES:
        n, lawan = table
        for kind in RIVALS:
            for with_lawan, count in ((True, games), (False, base_games)):
                played = simulate(game, n, count, [kind] * n, derive(seed, "lawan", table, kind, with_lawan),
                                  options={"lawan": lawan if with_lawan else 0},
                                  watchers=(Finals, LawanWatcher) if with_lawan else (Finals,), cache=cache)
                for state in played.watched[0].states:
                    for p in range(n - lawan if with_lawan else 0, n):
                        out.seats.append(SeatScore(table, kind, with_lawan, score(state, p), p in state.winners))
                if with_lawan:
                    out.watched.add(played.watched[1])
    return out
