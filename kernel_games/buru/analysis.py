"""Buru by the numbers: what power wins each area, what a totem is worth, and which islanders go with high scores.

Pure Python (no plotly, no widgets): ``widgets/analyses/buru.py`` turns these numbers into charts. Both read the
page's one simulation (``kernel_games.core.simulate``) through ``Watcher``, which reads each move's events and the
final state:

- every area revealed (buru.afternoon.reveal: each player's explorers there) and its conqueror
  (buru.afternoon.conquer): the total power each player sent, and whether it conquered;
- the totem bonus (buru.totem.bonus: 1 esteem to the holder of the spirit offered to, named by the buru.lake.offer
  event just before it), the rounds each totem was held (its holder at dusk, buru.dusk.reset) and the totems each
  player holds at the end;
- the islanders each player hired (buru.shore.hire) and tasked (buru.village.task), with the final scores.

The Lawan (buru.lawan.*) need games of their own, with the option set: ``lawan_study`` plays one Lawan against each
kind of bot at a few tables, and the same tables with that bot in the Lawan's seat, and ``LawanWatcher`` reads what
the Lawan did from the events: where each morning plot card sent them (buru.lawan.morning, buru.lawan.third) and,
per plot card held at noon (buru.lawan.noon), the islanders hired (buru.lawan.shore, buru.lawan.cheapest) and the
offerings made (buru.lawan.lake) that afternoon.

The cards, the action spaces' benefits and the altars are reconstructed (cards.py, components.py), so the numbers
describe this reconstruction of the game.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from kernel_games.core import Action, Event, Game, RandomBot
from kernel_games.core.bots import bot_kinds

from .cards import ISLANDERS
from .components import AREAS, SPIRITS
from .lawan.plots import PLOTS
from .phases.end import score

REVEAL, CONQUER, OFFER, BONUS = "buru.afternoon.reveal", "buru.afternoon.conquer", "buru.lake.offer", "buru.totem.bonus"
DUSK, HIRE, TASK = "buru.dusk.reset", "buru.shore.hire", "buru.village.task"
POWER_BINS = ((1, 2), (3, 4), (5, 6), (7, 8), (9, 15))  # a player's total power in one area (four explorers: 2-14)


def power_bin(total: int) -> tuple[int, int]:
    return next(b for b in POWER_BINS if b[0] <= total <= b[1])


@dataclass
class GameRecord:
    players: int
    bids: list[tuple[int, int, bool]] = field(default_factory=list)  # (area, a player's total power there, conquered)
    bonus: list[int] = field(default_factory=lambda: [0] * len(SPIRITS))  # per spirit: esteem its holders gained
    held: list[int] = field(default_factory=lambda: [0] * len(SPIRITS))  # per spirit: rounds someone held it
    hired: list[list[int]] = field(default_factory=list)  # per player: islanders hired
    tasked: Counter = field(default_factory=Counter)  # (player, islander) -> times tasked
    totems: list[int] = field(default_factory=list)  # per player: totems held at the end
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)


@dataclass
class Watcher:
    """Collects what the charts need from simulated games (``simulate(..., watch=watcher)``)."""

    players: int
    games: list[GameRecord] = field(default_factory=list)
    _game: GameRecord | None = None
    _revealed: dict[int, list[int]] = field(default_factory=dict)  # area -> each player's total power there

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if self._game is None:
            self._game = GameRecord(after.n, hired=[[] for _ in range(after.n)])
        g = self._game
        spirit = -1
        for e in events:
            if e.to is not None:
                continue
            d = e.data
            if e.rule == REVEAL:
                self._revealed[d["area"]] = [sum(b) for b in d["bids"]]
            elif e.rule == CONQUER:
                totals = self._revealed.pop(d["area"], [])
                g.bids += [(d["area"], t, p == d["player"]) for p, t in enumerate(totals) if t]
            elif e.rule == OFFER and "spirit" in d:
                spirit = d["spirit"]
            elif e.rule == BONUS and spirit >= 0:
                g.bonus[spirit] += d["esteem"]
            elif e.rule == DUSK:
                for k in SPIRITS:
                    g.held[k] += after.totems[k] >= 0
            elif e.rule == HIRE:
                g.hired[d["player"]].append(d["islander"])
            elif e.rule == TASK and "islander" in d:  # not the gain it logs under the same rule
                g.tasked[d["player"], d["islander"]] += 1
        if str(after.phase) == "over":
            g.totems = [sum(1 for h in after.totems if h == p) for p in range(after.n)]
            g.scores = [sum(score(after, p).values()) for p in range(after.n)]
            g.winners = list(after.winners)
            self.games.append(g)
            self._game, self._revealed = None, {}

    # ---- areas ------------------------------------------------------------------------------------------------------
    def area_power(self) -> dict[int, tuple[float, float, int]]:
        """Area -> (mean total power of its conqueror, mean of the others who sent explorers there, conquests)."""
        out = {}
        for a in AREAS:
            won = [t for g in self.games for area, t, w in g.bids if area == a and w]
            lost = [t for g in self.games for area, t, w in g.bids if area == a and not w]
            if won:
                out[a] = (sum(won) / len(won), sum(lost) / len(lost) if lost else 0.0, len(won))
        return out

    def conquest_rates(self) -> dict[int, list[tuple[tuple[int, int], float, int]]]:
        """Area -> for each bin of a player's total power there: (bin, share of those bids that conquered, bids)."""
        seen: Counter = Counter()
        won: Counter = Counter()
        for g in self.games:
            for a, t, w in g.bids:
                seen[a, power_bin(t)] += 1
                won[a, power_bin(t)] += w
        return {a: [(b, won[a, b] / seen[a, b], seen[a, b]) for b in POWER_BINS if seen[a, b]] for a in AREAS}

    # ---- totems -----------------------------------------------------------------------------------------------------
    def totem_bonus(self) -> dict[int, tuple[float, int]]:
        """Spirit -> (esteem its holder gained by the totem bonus per round held, rounds held in all games)."""
        out = {}
        for k in SPIRITS:
            held = sum(g.held[k] for g in self.games)
            if held:
                out[k] = (sum(g.bonus[k] for g in self.games) / held, held)
        return out

    def totem_wins(self, most: int = 2) -> dict[int, tuple[float, int]]:
        """Totems held at the end (``most``: that many or more) -> (win rate, players who held that many)."""
        seen: Counter = Counter()
        wins: Counter = Counter()
        for g in self.games:
            for p, k in enumerate(g.totems):
                seen[min(k, most)] += 1
                wins[min(k, most)] += p in g.winners
        return {k: (wins[k] / seen[k], seen[k]) for k in sorted(seen)}

    # ---- islanders --------------------------------------------------------------------------------------------------
    def islanders(self) -> dict[int, tuple[float, float, float, int]]:
        """Islander -> (win rate of the players who hired it, their mean final score, times tasked per hire, hires)."""
        rows: defaultdict[int, list[tuple[bool, int, int]]] = defaultdict(list)
        for g in self.games:
            for p, cards in enumerate(g.hired):
                for c in cards:
                    rows[c].append((p in g.winners, g.scores[p], g.tasked[p, c]))
        return {c: (sum(w for w, _, _ in r) / len(r), sum(s for _, s, _ in r) / len(r), sum(t for *_, t in r) / len(r),
                    len(r)) for c, r in rows.items()}

    def mean_score(self) -> float:
        """Every player's mean final score."""
        scores = [s for g in self.games for s in g.scores]
        return sum(scores) / len(scores) if scores else 0.0

    def win_rate(self) -> float:
        """The share of players who won (one winner a game: 1 / players)."""
        players = sum(g.players for g in self.games)
        return sum(len(g.winners) for g in self.games) / players if players else 0.0


# ---- the Lawan --------------------------------------------------------------------------------------------------------
LAWAN_TABLES = ((2, 1), (3, 2), (4, 1))  # (seats, Lawan among them): one person and a Lawan, solo, three and a Lawan
RIVALS = ("random", "greedy", "planner")  # the bot kinds in the people's seats
PARTS = ("esteem", "offerings", "elders", "sets")  # a Lawan's final score, part by part (phases/end.py score)
DRAW, NOON, THIRD = "buru.lawan.morning", "buru.lawan.noon", "buru.lawan.third"
HIRES, LAKE, LAWAN_DUSK = ("buru.lawan.shore", "buru.lawan.cheapest"), "buru.lawan.lake", "buru.lawan.dusk"


@dataclass
class LawanWatcher:
    """What the Lawan did, read from the public events of games played with them."""

    sent: Counter = field(default_factory=Counter)  # (0 for A / 1 for B, area) -> explorers a morning card sent there
    placed: int = 0  # the Lawan's explorers placed in the morning
    moved: int = 0  # of those, the ones that went on to the next area (buru.lawan.third)
    held: Counter = field(default_factory=Counter)  # plot card number -> afternoons a Lawan held it
    hires: Counter = field(default_factory=Counter)  # (card number, islander kind) -> islanders hired
    offers: Counter = field(default_factory=Counter)  # (card number, spirit) -> offerings made
    first: Counter = field(default_factory=Counter)  # "hires" / "offers" -> those that were the card's first choice
    _holding: dict[int, int] = field(default_factory=dict)  # Lawan seat -> the plot card (index) dealt it at noon

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
                    out[table, kind] = Strength(_mean([s.total for s in mine]), _mean([s.won for s in mine]), len(mine),
                                                _mean([s.total for s in bots]), _mean([s.won for s in bots]), len(bots))
        return out

    def pooled(self, kind: str) -> Strength | None:
        """Against ``kind``: each number the mean of the tables' (every table weighs the same, however many seats)."""
        rows = [v for (_, k), v in self.strength().items() if k == kind]
        if not rows:
            return None
        return Strength(*(_mean([getattr(r, f) for r in rows]) for f in ("lawan_score", "lawan_wins")),
                        sum(r.lawan_seats for r in rows),
                        *(_mean([getattr(r, f) for r in rows]) for f in ("bot_score", "bot_wins")),
                        sum(r.bot_seats for r in rows))

    def sources(self, table: tuple[int, int] | None = None) -> dict[str, float]:
        """Part of the final score -> a Lawan's mean per game at ``table``; None: the mean of the tables'."""
        if table is None:
            each = [self.sources(t) for t in LAWAN_TABLES]
            each = [x for x in each if x]
            return {k: _mean([x[k] for x in each]) for k in PARTS} if each else {}
        mine = [s for s in self.seats if s.lawan and s.table == table]
        return {k: _mean([s.parts.get(k, 0) for s in mine]) for k in PARTS} if mine else {}


def _mean(xs: list) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def lawan_study(game: Game, games: int, base_games: int, seed: int = 1) -> LawanStudy:
    """At each table of ``LAWAN_TABLES`` and against each bot kind of ``RIVALS``: ``games`` games with the Lawan in the
    last seats (every Lawan seat counted, every game watched) and ``base_games`` with that bot in every seat (every
    seat counted: without Lawan the seats are alike, the first messenger drawn among them all). A table's deals are
    the same for every kind of bot; the bots draw from one generator seeded with ``seed``."""
    bots, rng = bot_kinds(game), random.Random(seed)
    out = LawanStudy(games, base_games)
    for t, table in enumerate(LAWAN_TABLES):
        n, lawan = table
        for kind in RIVALS:
            for with_lawan, count in ((True, games), (False, base_games)):
                for g in range(count):
                    state = game.setup(n, seed * 100_003 + 1_000 * t + g, {"lawan": lawan if with_lawan else 0})
                    state = _play(game, state, bots[kind], rng, out.watched if with_lawan else None)
                    for p in range(n - lawan if with_lawan else 0, n):
                        out.seats.append(SeatScore(table, kind, with_lawan, score(state, p), p in state.winners))
    return out


def _play(game: Game, state: Any, bot: Any, rng: random.Random, watch: LawanWatcher | None) -> Any:
    """Play to the end with ``bot`` in every seat that is due (a random bot is shown no view: it reads none)."""
    blind = isinstance(bot, RandomBot)
    while not game.is_over(state):
        p = game.to_act(state)[0]
        action = bot.choose({} if blind else game.view(state, p), game.legal_actions(state, p), rng)
        before = state
        state, events = game.apply(state, p, action)
        if watch is not None:
            watch(before, p, action, state, events)
    return state
