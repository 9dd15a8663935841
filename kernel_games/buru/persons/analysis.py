"""Buru with the Ambelau expansion's Great Persons, by the numbers: which person its keepers do best with, and when and
where the person's action is used.

Pure Python (no plotly, no widgets): ``widgets/analyses/buru/persons.py`` turns these numbers into charts. The page's
own simulation is played without the persons, so ``persons_study`` plays games of its own (``simulate``) with
``{"persons": 1}`` at the page's table size, the game's planner and greedy bots seated in turn (``analysis.seats_for``).

The bots value a person by a fixed estimate (``hooks.person_worth``), so left to themselves they keep the same card of
any two dealt: some persons would never be kept and have no keepers to measure. The study's seats therefore keep one
of the two by a coin flip (``CoinFlip``), and the watcher asks each seat's bot which card it would have kept (recorded
as its preference) — every person is
kept about as often, whatever the bots think of it, and its keepers' scores say what the card is worth to them; the
rest of the game is the bots' own play. ``PersonsWatcher`` reads each move's public events, the state before it and
each game's final state:

- the two cards dealt to each person (``State.dealt`` before the first choice), the bots' preference (``want``) and
  the kept card turned up (buru.persons.setup with ``person``);
- every use of a person's action (buru.persons.action with ``person``; the gain it logs cites the same rule without
  it): the round and the area whose explorers went to the card;
- each turn that could have used it: a player's SPACE step in an area while their person's action is free that round
  (``State.led``), counted once per round, area and player;
- at the end: the final score (``phases.end.score``), the winners, the rounds and the moves the game took.

The ten Great Persons are reconstructed (cards.py), so the numbers describe this reconstruction of the
expansion.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kernel_games.core import Action, Bot, Event, Game
from kernel_games.core.bots import bot_kinds
from kernel_games.core.simulate import Cache, derive, mean, simulate

from ..analysis import seats_for
from ..phases.end import score
from ..state import SPACE
from .actions import Recruit
from .cards import PERSONS

if TYPE_CHECKING:
    from ..view import BuruView

REVEAL, ACTION = "buru.persons.setup", "buru.persons.action"  # with "person": a card turned up, an action used
OPTIONS = {"persons": 1}
ROUND_FATES = ("used", "passed", "no_turn")  # a player's round: used the action, had a turn for it and did not, had none


@dataclass(frozen=True)
class PlayerRecord:
    """One player's game: the cards dealt, the one the bots would have kept, the one kept, the score, the uses."""

    score: int
    won: bool
    dealt: tuple[int, ...]
    wanted: int  # the card the player's bot would have kept (-1: not asked)
    person: int  # the card kept (-1: none, a Lawan)
    uses: int  # times its action was used


@dataclass(frozen=True)
class Use:
    player: int
    round: int
    area: int  # the area whose explorers went to the person's card
    person: int


@dataclass
class PersonsGame:
    rounds: int = 0
    moves: int = 0
    players: list[PlayerRecord] = field(default_factory=list)
    uses: list[Use] = field(default_factory=list)
    turns: set[tuple[int, int, int]] = field(default_factory=set)  # (round, area, player): a turn that could use it
    _dealt: tuple = ()
    _kept: dict[int, int] = field(default_factory=dict)  # player -> the card turned up


@dataclass
class PersonsWatcher:
    """Collects what the Great Persons' charts need from the games played (called after every move)."""

    games: list[PersonsGame] = field(default_factory=list)
    _game: PersonsGame | None = None
    _wanted: dict[int, int] = field(default_factory=dict)  # player -> the card their bot would keep, this game
    ask: Callable[[Any, int], int] | None = None  # the card a player's bot would keep of the two dealt (None: unasked)

    def __getstate__(self) -> dict:
        return {**self.__dict__, "ask": None}  # the asking is the watching's, not the study's: not kept on disk

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if type(action) is Recruit and self.ask is not None:
            self._wanted[player] = self.ask(before, player)
        if self._game is None:
            self._game = PersonsGame(_dealt=before.dealt)
        g = self._game
        g.moves += 1
        if before.step == SPACE and player < len(before.persons) and before.persons[player] >= 0 \
                and not before.led[player]:
            g.turns.add((before.round, before.area, player))
        for e in events:
            d = e.data
            if e.to is not None or "person" not in d:
                continue
            if e.rule == REVEAL:
                g._kept[d["player"]] = d["person"]
            elif e.rule == ACTION:
                g.uses.append(Use(d["player"], before.round, d["area"], d["person"]))
        if str(after.phase) == "over":
            self._finish(g, after)
            self.games.append(g)
            self._game, self._wanted = None, {}

    def _finish(self, g: PersonsGame, s: Any) -> None:
        g.rounds = s.rounds
        uses = Counter(u.player for u in g.uses)
        for p in range(s.n):
            dealt = g._dealt[p] if p < len(g._dealt) else ()
            g.players.append(PlayerRecord(sum(score(s, p).values()), p in s.winners, tuple(dealt),
                                          self._wanted.get(p, -1), g._kept.get(p, -1), uses[p]))


def _error(xs: list) -> float:
    """The standard error of the mean of ``xs`` (0 with fewer than two)."""
    if len(xs) < 2:
        return 0.0
    m = mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


@dataclass(frozen=True)
class PersonRow:
    """One Great Person over the study: how often dealt, preferred by the bots and kept, and how its keepers did."""

    dealt: int
    wanted: int  # times the bots would have kept it when dealt
    keepers: int
    score: float  # the keepers' mean final score
    error: float  # its standard error
    wins: float  # the keepers' win rate
    used: float  # the share of its keepers' rounds in which its action was used

    @property
    def want_rate(self) -> float:
        return self.wanted / self.dealt if self.dealt else 0.0


@dataclass
class PersonsStudy:
    """Games with the Great Persons (``persons_study``)."""

    players: int
    seats: tuple[str, ...]
    games: list[PersonsGame] = field(default_factory=list)

    def _players(self) -> list[PlayerRecord]:
        return [r for g in self.games for r in g.players]

    def mean_score(self) -> float:
        return mean([r.score for r in self._players()])

    # ---- which person does best -------------------------------------------------------------------------------------
    def persons(self) -> dict[int, PersonRow]:
        """Every Great Person (0-9) -> its ``PersonRow``."""
        out = {}
        for c in range(len(PERSONS)):
            dealt = [(g, r) for g in self.games for r in g.players if c in r.dealt]
            kept = [(g, r) for g, r in dealt if r.person == c]
            scores = [r.score for _, r in kept]
            rounds = sum(g.rounds for g, _ in kept)
            out[c] = PersonRow(len(dealt), sum(r.wanted == c for _, r in dealt), len(kept), mean(scores),
                               _error(scores), mean([r.won for _, r in kept]),
                               sum(r.uses for _, r in kept) / rounds if rounds else 0.0)
        return out

    def agreement(self) -> tuple[float, int]:
        """(the share of the players whose coin flip kept the card their bot wanted, players asked)."""
        asked = [r for r in self._players() if r.wanted >= 0]
        return mean([r.person == r.wanted for r in asked]), len(asked)

    # ---- when and where the action is used --------------------------------------------------------------------------
    def player_rounds(self) -> list[tuple[int, str]]:
        """Each round of each player with a person: (the round, one of ``ROUND_FATES``)."""
        out = []
        for g in self.games:
            used = {(u.round, u.player) for u in g.uses}
            turned = {(r, p) for r, _, p in g.turns}
            for p, rec in enumerate(g.players):
                if rec.person >= 0:
                    out += [(r, "used" if (r, p) in used else "passed" if (r, p) in turned else "no_turn")
                            for r in range(1, g.rounds + 1)]
        return out

    def by_round(self) -> dict[int, tuple[float, int, int]]:
        """Round -> (the share of players with a person who used its action, uses, players)."""
        rows: dict[int, list[str]] = {}
        for r, fate in self.player_rounds():
            rows.setdefault(r, []).append(fate)
        return {r: (mean([f == "used" for f in v]), v.count("used"), len(v)) for r, v in sorted(rows.items())}

    def fates(self) -> dict[str, tuple[float, int]]:
        """Each of ``ROUND_FATES`` -> (its share of the players' rounds, those rounds); empty without any."""
        rows = [f for _, f in self.player_rounds()]
        return {k: (rows.count(k) / len(rows), rows.count(k)) for k in ROUND_FATES} if rows else {}

    def by_area(self) -> dict[int, tuple[int, int, float]]:
        """Area -> (uses of the action with its explorers, the turns there that could have used it, uses per such
        turn); only the areas with such turns."""
        uses = Counter(u.area for g in self.games for u in g.uses)
        turns = Counter(a for g in self.games for _, a, _ in g.turns)
        return {a: (uses[a], turns[a], uses[a] / turns[a]) for a in sorted(turns)}


@dataclass(frozen=True)
class CoinFlip(Bot):
    """A study's seat: keeps one of the two Great Persons dealt by a coin flip, and plays as ``kind``'s bot otherwise."""

    kind: str
    bot: Any = field(repr=False, compare=False)

    def choose(self, view: BuruView, legal: list[Action], rng: random.Random) -> Action:
        if isinstance(legal[0], Recruit):
            return rng.choice(legal)
        return self.bot.choose(view, legal, rng)


def persons_watcher(game: Game, players: int) -> PersonsWatcher:
    """A watcher that asks each seat's bot which person it would have kept (with a generator of its own, so that
    asking changes nothing in the games)."""
    bots, seats, rng = bot_kinds(game), seats_for(players), random.Random(0)

    def ask(s: Any, p: int) -> int:
        return bots[seats[p]].choose(game.view(s, p), game.legal_actions(s, p), rng).person

    return PersonsWatcher(ask=ask)


def persons_study(game: Game, players: int, games: int, seed: int = 1, cache: Cache | None = None) -> PersonsStudy:
    """``games`` games with the Great Persons at a table of ``players`` (``seats_for``), every game watched, each
    person's card kept by a coin flip (the module's docstring says why): games of ``simulate``, their seed derived
    from ``seed``."""
    kinds, bots = seats_for(players), bot_kinds(game)
    seats = [CoinFlip(k, bots[k]) for k in kinds]
    played = simulate(game, players, games, seats, derive(seed, "persons"), options=OPTIONS,
                      watchers=(persons_watcher,), cache=cache)
    return PersonsStudy(players, kinds, played.watched[0].games)
