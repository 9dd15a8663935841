"""Buru with the Ambelau expansion's Ambelau region, by the numbers: where canoes stop and what players use there,
what a guide does for the round it joins, and what Ibu's offering cards and totem are worth.

Pure Python (no plotly, no widgets): ``widgets/analyses/buru/ambelau.py`` turns these numbers into charts. The page's
own simulation is played without the region, so ``region_study`` plays games of its own (``simulate``) with
``{"ambelau": 1}`` at the page's table size, the game's planner and greedy bots seated in turn
(``analysis.seats_for``).
``RegionWatcher`` reads each move's public events, the state before and after it, and each game's final state:

- a canoe's move (buru.ambelau.canoe: the space it stops on, where it came from) opens a stop; what its player then
  uses there is added to it: an offering to Ibu (buru.ambelau.ibu), their guide (buru.ambelau.guide with ``guide``;
  the same rule cited at Dusk without it only says a guide joins the next round) and a task (buru.village.task with an
  islander, while Ambelau is resolved); the resources of the space (buru.ambelau.actions) come with every stop;
- each player's rounds: whether their guide was with them (``State.guided``), the areas they conquered
  (buru.afternoon.conquer, buru.ambelau.conquer, buru.ukam.totem with an area) and the esteem they earned — on the track,
  and the face value of the offering cards they took;
- the totems' bonuses (buru.totem.bonus, buru.ambelau.ibu_totem, buru.ukam.totem with ``esteem``: each paid for
  another player's offering) and the rounds each totem was held (its holder at dusk, buru.dusk.reset);
- at the end: each player's Ibu cards (``cards.ibu_score``: their value, +1 per other Ibu card), the guides
  they took and the final score (``phases.end.score``), the winners, the rounds and the moves the game took.

Ibu's card values, elder and decrees and the spaces' ratings are reconstructed (cards.py), so the numbers
describe this reconstruction of the expansion.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kernel_games.core import Action, Event, Game
from kernel_games.core.simulate import Cache, derive, mean, simulate

from ..analysis import seats_for
from ..economy import PER_SPIRIT, offering_value
from ..phases.end import score
from .cards import AMBELAU, IBU, TRACK

CANOE, IBU_OFFER, GUIDE, TASK = "buru.ambelau.canoe", "buru.ambelau.ibu", "buru.ambelau.guide", "buru.village.task"
DUSK, TYRANT = "buru.dusk.reset", "buru.ukam.bonus"  # the Tyrant's bonus is a guide too (with Ukam)
TOTEM_BONUS = ("buru.totem.bonus", "buru.ambelau.ibu_totem", "buru.ukam.totem")  # with "esteem": a totem paid
CONQUESTS = ("buru.afternoon.conquer", "buru.ambelau.conquer", "buru.ukam.totem")  # with "area": a conquest
OPTIONS = {"ambelau": 1}
CHOICES = ("ibu", "guide", "task")  # what a canoe space may offer beyond its resources (ambelau.cards.CanoeSpace)
USES = ("ibu", "guide", "task", "two", "resources", "nothing")  # what a stop was used for, one of these each
SPACES = len(TRACK)


def space_choices(i: int) -> tuple[str, ...]:
    """The ``CHOICES`` track space ``i`` (0-12) shows."""
    sp = TRACK[i]
    return tuple(k for k, on in zip(CHOICES, (sp.offer, sp.guide, sp.task), strict=True) if on)


def moved(start: int, space: int) -> int:
    """How many spaces a canoe counted from ``start`` (-1: the start space, skipped later) to ``space``."""
    return space + 1 if start < 0 else (space - start) % SPACES


@dataclass
class Stop:
    """One canoe's move and what its player used on the space it stopped on."""

    player: int
    round: int
    space: int
    start: int  # the space it came from (-1: the start)
    could: frozenset[str]  # the CHOICES open to the player here (Ibu's deck not empty; an islander free to task)
    used: set[str] = field(default_factory=set)

    @property
    def use(self) -> str:
        """What the stop was used for, as one of ``USES``: a choice, two of them, only the resources, or nothing."""
        if len(self.used) >= 2:
            return "two"
        if self.used:
            return next(iter(self.used))
        return "resources" if any(TRACK[self.space].gain) else "nothing"


@dataclass(frozen=True)
class PlayerRound:
    player: int
    round: int
    guided: bool  # their guide was with them this round
    conquests: int
    esteem: int  # earned this round: on the track, plus the face value of the offering cards taken


@dataclass(frozen=True)
class PlayerRecord:
    """One player's game: the final score, the guides taken, Ibu's cards and what Ibu's totem paid them."""

    score: int
    won: bool
    guides: int  # guides taken (a canoe space's, or the Tyrant's)
    late_guides: int  # of those, taken in the last round: no round left to use them
    ibu: tuple[int, ...]  # the values of the Ibu cards held at the end
    ibu_totem: int  # esteem Ibu's totem paid them


@dataclass
class RegionGame:
    rounds: int = 0
    moves: int = 0
    players: list[PlayerRecord] = field(default_factory=list)
    stops: list[Stop] = field(default_factory=list)
    turns: list[PlayerRound] = field(default_factory=list)
    bonus: Counter = field(default_factory=Counter)  # spirit -> esteem its totem paid
    held: Counter = field(default_factory=Counter)  # spirit -> rounds its totem was held at dusk
    _guides: Counter = field(default_factory=Counter)  # player -> guides taken
    _late: Counter = field(default_factory=Counter)  # player -> guides taken in the last round
    _ibu_totem: Counter = field(default_factory=Counter)  # player -> esteem Ibu's totem paid them


@dataclass
class RegionWatcher:
    """Collects what the Ambelau region's charts need from the games played (called after every move)."""

    games: list[RegionGame] = field(default_factory=list)
    _game: RegionGame | None = None
    _stop: Stop | None = None
    _start: Any = None  # the state the current round started from
    _conquests: Counter = field(default_factory=Counter)  # player -> conquests this round

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if self._game is None:
            self._game, self._start = RegionGame(), before
        g, r = self._game, before.round
        g.moves += 1
        for e in events:
            if e.to is not None:
                continue
            d = e.data
            p = d.get("player", -1)
            here = self._stop if self._stop is not None and self._stop.player == p else None
            if e.rule == CANOE:
                open_ = {"ibu": bool(before.offering_decks[IBU]), "guide": True,
                         "task": any(c not in before.tasked[p] for c in before.tableau[p])}
                could = frozenset(k for k in space_choices(d["space"]) if open_[k])
                self._stop = Stop(p, r, d["space"], d["from"], could)
                g.stops.append(self._stop)
            elif e.rule == IBU_OFFER:
                if here is not None:
                    here.used.add("ibu")
            elif e.rule in (GUIDE, TYRANT) and d.get("guide"):
                g._guides[p] += 1
                g._late[p] += r == before.rounds
                if e.rule == GUIDE and here is not None:
                    here.used.add("guide")
            elif e.rule == TASK and "islander" in d and before.area == AMBELAU and here is not None:
                here.used.add("task")
            elif e.rule in TOTEM_BONUS and "esteem" in d:
                g.bonus[d["spirit"]] += d["esteem"]
                if d["spirit"] == IBU:
                    g._ibu_totem[p] += d["esteem"]
            elif e.rule in CONQUESTS and "area" in d:
                self._conquests[p] += 1
            elif e.rule == DUSK:
                g.held.update(k for k, h in enumerate(after.totems) if h >= 0)
        over = str(after.phase) == "over"
        if after.round != r or over:
            self._close(g, r, after)
        if over:
            self._finish(g, after)
            self.games.append(g)
            self._game = self._stop = None

    def _close(self, g: RegionGame, r: int, s: Any) -> None:
        """Round ``r`` is over (``s``: the state after it): each player's round."""
        a = self._start
        for p in range(s.n):
            cards = sum(offering_value(c) for c in s.offerings[p][len(a.offerings[p]):])
            guided = bool(a.guided) and a.guided[p]
            g.turns.append(PlayerRound(p, r, guided, self._conquests[p], s.esteem[p] - a.esteem[p] + cards))
        self._start, self._stop, self._conquests = s, None, Counter()

    @staticmethod
    def _finish(g: RegionGame, s: Any) -> None:
        g.rounds = s.rounds
        for p in range(s.n):
            ibu = tuple(offering_value(c) for c in s.offerings[p] if c // PER_SPIRIT == IBU)
            g.players.append(PlayerRecord(sum(score(s, p).values()), p in s.winners, g._guides[p], g._late[p], ibu,
                                          g._ibu_totem[p]))


def ibu_bonus(k: int) -> int:
    """The +1-per-other bonus of ``k`` Ibu cards (cards.ibu_score less their values)."""
    return k * (k - 1)


@dataclass
class RegionStudy:
    """Games with the Ambelau region (``region_study``)."""

    players: int
    seats: tuple[str, ...]
    games: list[RegionGame] = field(default_factory=list)

    def _players(self) -> list[PlayerRecord]:
        return [r for g in self.games for r in g.players]

    def _stops(self) -> list[Stop]:
        return [s for g in self.games for s in g.stops]

    def mean_score(self) -> float:
        return mean([r.score for r in self._players()])

    # ---- the canoe spaces -------------------------------------------------------------------------------------------
    def spaces(self) -> list[Counter]:
        """For each track space (0-12): ``USES`` -> stops there used so."""
        out = [Counter() for _ in range(SPACES)]
        for s in self._stops():
            out[s.space][s.use] += 1
        return out

    def use_rates(self) -> dict[str, tuple[float, int]]:
        """Each of ``CHOICES`` -> (the share of the stops where it was open that used it, those stops); only the
        choices ever open."""
        out = {}
        for k in CHOICES:
            open_ = [s for s in self._stops() if k in s.could]
            if open_:
                out[k] = (mean([k in s.used for s in open_]), len(open_))
        return out

    def mean_move(self) -> float:
        """The spaces a canoe counted on a move, on average."""
        return mean([moved(s.start, s.space) for s in self._stops()])

    # ---- guides -----------------------------------------------------------------------------------------------------
    def guided_rounds(self, first: int = 2) -> dict[bool, tuple[float, float, int]]:
        """With their guide or not -> (mean esteem earned in the round, mean areas conquered, player-rounds), over
        the rounds from ``first`` on (no one has a guide in round 1); only the groups seen."""
        out = {}
        for guided in (True, False):
            rows = [t for g in self.games for t in g.turns if t.round >= first and t.guided == guided]
            if rows:
                out[guided] = (mean([t.esteem for t in rows]), mean([t.conquests for t in rows]), len(rows))
        return out

    def by_guides(self, most: int = 3) -> dict[int, tuple[float, float, int]]:
        """Guides a player took in a game (``most``: that many or more) -> (mean final score, win rate, players)."""
        rows: dict[int, list[PlayerRecord]] = {}
        for r in self._players():
            rows.setdefault(min(r.guides, most), []).append(r)
        return {k: (mean([r.score for r in v]), mean([r.won for r in v]), len(v)) for k, v in sorted(rows.items())}

    def guides(self) -> tuple[int, int]:
        """(guides taken in all the games, of them in a game's last round)."""
        rows = self._players()
        return sum(r.guides for r in rows), sum(r.late_guides for r in rows)

    # ---- Ibu --------------------------------------------------------------------------------------------------------
    def ibu_cards(self, most: int = 4) -> dict[int, tuple[float, float, float, int]]:
        """Ibu cards held at the end (``most``: that many or more) -> (mean of their values, mean +1-per-other bonus,
        mean cards held, players)."""
        rows: dict[int, list[PlayerRecord]] = {}
        for r in self._players():
            rows.setdefault(min(len(r.ibu), most), []).append(r)
        return {k: (mean([sum(r.ibu) for r in v]), mean([ibu_bonus(len(r.ibu)) for r in v]),
                    mean([len(r.ibu) for r in v]), len(v)) for k, v in sorted(rows.items())}

    def ibu_means(self) -> tuple[float, float, float]:
        """Per player and game: (Ibu cards held at the end, their values, their +1-per-other bonus)."""
        rows = self._players()
        return (mean([len(r.ibu) for r in rows]), mean([sum(r.ibu) for r in rows]),
                mean([ibu_bonus(len(r.ibu)) for r in rows]))

    def totems(self) -> dict[int, tuple[float, int]]:
        """Spirit -> (esteem its totem paid its holder per round held, rounds held); only the totems ever held."""
        out = {}
        for k in range(IBU + 1):  # the base game's spirits, Ukam, Ibu
            held = sum(g.held[k] for g in self.games)
            if held:
                out[k] = (sum(g.bonus[k] for g in self.games) / held, held)
        return out


def region_watcher(game: Game, players: int) -> RegionWatcher:
    return RegionWatcher()


def region_study(game: Game, players: int, games: int, seed: int = 1, cache: Cache | None = None) -> RegionStudy:
    """``games`` games with the Ambelau region at a table of ``players`` (``seats_for``), every game watched: games of
    ``simulate``, their seed derived from ``seed``."""
    seats = seats_for(players)
    played = simulate(game, players, games, seats, derive(seed, "ambelau"), options=OPTIONS,
                      watchers=(region_watcher,), cache=cache)
    return RegionStudy(players, seats, played.watched[0].games)
