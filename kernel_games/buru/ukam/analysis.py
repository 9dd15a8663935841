"""Buru with the Ambelau expansion's Ukam module, by the numbers: where Ukam's esteem comes from, what becomes of the
outlaws hired, and what Ukam and the longer game do to the scores and the length of a game.

Pure Python (no plotly, no widgets): ``widgets/analyses/buru/ukam.py`` turns these numbers into charts. The page's
own simulation is played without Ukam, so ``ukam_study`` plays games of its own (``simulate``) at the page's table
size, with the game's planner and greedy bots in turn: games with Ukam (``{"ukam": 1}``), and for the comparison games of the base
game (``{}``) and of the longer game (``{"ukam": 1, "rounds": 6}``). ``UkamWatcher`` reads each move's public events
and each game's final state:

- an outlaw hired (buru.shore.hire), tasked and so discarded (buru.ukam.outlaw) or discarded as the cost of an
  offering to Ukam (buru.ukam.offer, the step BANISH), and the bonus it paid (buru.ukam.bonus) — the offering card of
  Ukam drawn in the same move (buru.ukam.cards) is the one that discard paid for;
- the esteem Ukam's totem paid its holder (buru.ukam.totem with ``esteem``, not the conquest that takes it);
- at the end: each player's offering cards of Ukam (``economy.offering_value``), the esteem of Ukam's two elders
  (buru.ukam.elders, ``phases.end.elder_score``), the final score (``phases.end.score``), the winners, the rounds and
  the moves the game took.

The outlaws, Ukam's offering cards, elders and decree are reconstructed (cards.py), so the numbers describe this
reconstruction of the expansion.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from kernel_games.core import Action, Event, Game
from kernel_games.core.simulate import Cache, derive, mean, simulate

from ..analysis import seats_for
from ..cards import ELDERS, ISLANDERS
from ..economy import PER_SPIRIT, offering_value
from ..phases.end import elder_score, score
from .cards import OUTLAW, OUTLAW_IDS, UKAM

HIRE, TASKED, BANISHED = "buru.shore.hire", "buru.ukam.outlaw", "buru.ukam.offer"
CARDS, BONUS, TOTEM = "buru.ukam.cards", "buru.ukam.bonus", "buru.ukam.totem"
VARIANTS = {"base": {}, "ukam": {"ukam": 1}, "longer": {"ukam": 1, "rounds": 6}}  # the games compared, by name
PARTS = ("cards", "totem", "justice", "exile")  # Ukam's esteem: offering cards, totem bonus, its two elders
ELDER_PARTS = {"ukam": "justice", "banished": "exile"}  # an elder's metric -> its part (cards.UKAM_ELDERS)
FATES = ("tasked", "banished", "kept")  # what became of an outlaw hired
WHO = ("all", "winners", "others")


@dataclass(frozen=True)
class PlayerRecord:
    """One player's game: the final score, and the part of it Ukam paid."""

    score: int
    won: bool
    parts: dict[str, int]  # PARTS -> esteem
    discarded: int  # outlaws this player discarded (the Elder of exile's count)


@dataclass
class UkamGame:
    variant: str
    rounds: int = 0
    moves: int = 0
    players: list[PlayerRecord] = field(default_factory=list)
    hired: Counter = field(default_factory=Counter)  # outlaw -> times hired
    fates: Counter = field(default_factory=Counter)  # (outlaw, FATES) -> times
    others_banished: int = 0  # islanders of other kinds discarded for an offering to Ukam
    discard_cards: list[int] = field(default_factory=list)  # the value of the card of Ukam each outlaw discard drew
    bonuses: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)  # (outlaw, what its bonus gave)
    _totem: Counter = field(default_factory=Counter)  # player -> esteem Ukam's totem paid them


class UkamWatcher:
    """Collects what the Ukam charts need from the games played (called after every move); each game is labelled
    ``variant`` (the study relabels the games of each variant it plays)."""

    def __init__(self, game: Game | None = None, players: int = 0, variant: str = "ukam") -> None:
        self.variant, self.games, self._game = variant, [], None

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if self._game is None:
            self._game = UkamGame(self.variant)
        g = self._game
        g.moves += 1
        outlaw = -1  # the outlaw this move discarded: its bonus and its card of Ukam follow in the same move
        for e in events:
            if e.to is not None:
                continue
            d = e.data
            if e.rule == HIRE and ISLANDERS[d["islander"]].kind == OUTLAW:
                g.hired[d["islander"]] += 1
            elif e.rule in (TASKED, BANISHED) and "islander" in d:
                if ISLANDERS[d["islander"]].kind == OUTLAW:
                    outlaw = d["islander"]
                    g.fates[outlaw, "tasked" if e.rule == TASKED else "banished"] += 1
                else:
                    g.others_banished += 1
            elif e.rule == CARDS and outlaw >= 0:
                drawn = [c for c in after.offerings[d["player"]] if c not in before.offerings[d["player"]]]
                g.discard_cards += [offering_value(c) for c in drawn if c // PER_SPIRIT == UKAM]
            elif e.rule == BONUS and outlaw >= 0:
                g.bonuses.append((outlaw, tuple(d["gain"])))
            elif e.rule == TOTEM and "esteem" in d:
                g._totem[d["player"]] += d["esteem"]
        if str(after.phase) == "over":
            self._finish(g, after)
            self.games.append(g)
            self._game = None

    @staticmethod
    def _finish(g: UkamGame, s: Any) -> None:
        g.rounds = s.rounds
        for p in range(s.n):
            for c in s.tableau[p]:
                if ISLANDERS[c].kind == OUTLAW:
                    g.fates[c, "kept"] += 1
            parts = {"cards": sum(offering_value(c) for c in s.offerings[p] if c // PER_SPIRIT == UKAM),
                     "totem": g._totem[p], "justice": 0, "exile": 0}
            for e in s.elders[p]:
                part = ELDER_PARTS.get(ELDERS[e].metric)
                if part:
                    parts[part] += elder_score(s, p, e)
            g.players.append(PlayerRecord(sum(score(s, p).values()), p in s.winners, parts, s.banished[p]))


@dataclass(frozen=True)
class Variant:
    """How one kind of game went: the winners' and everyone's mean score, moves and rounds per game."""

    winner_score: float
    mean_score: float
    moves: float
    rounds: float
    games: int


@dataclass
class UkamStudy:
    """Games with Ukam, and games of the base and the longer game to compare them with (``ukam_study``)."""

    players: int
    seats: tuple[str, ...]
    games: list[UkamGame] = field(default_factory=list)

    def of(self, variant: str) -> list[UkamGame]:
        return [g for g in self.games if g.variant == variant]

    def counts(self) -> dict[str, int]:
        """Variant -> games played."""
        return {v: len(self.of(v)) for v in VARIANTS}

    def _players(self, who: str, variant: str = "ukam") -> list[PlayerRecord]:
        rows = [r for g in self.of(variant) for r in g.players]
        return rows if who == "all" else [r for r in rows if r.won == (who == "winners")]

    # ---- where Ukam's esteem comes from ----------------------------------------------------------------------------
    def sources(self, who: str = "all") -> dict[str, float]:
        """Part of Ukam's esteem (``PARTS``) -> its mean per player and game, for ``who`` ("all", "winners",
        "others"); empty without such players."""
        rows = self._players(who)
        return {k: mean([r.parts[k] for r in rows]) for k in PARTS} if rows else {}

    def mean_score(self, who: str = "all") -> float:
        """The mean final score of ``who`` in the games with Ukam."""
        return mean([r.score for r in self._players(who)])

    # ---- the outlaws ------------------------------------------------------------------------------------------------
    def outlaws(self) -> dict[int, dict[str, int]]:
        """Outlaw -> times hired ("hired") and what became of them (``FATES``), over the games with Ukam; only the
        outlaws hired at least once."""
        hired, fates = Counter(), Counter()
        for g in self.of("ukam"):
            hired.update(g.hired)
            fates.update(g.fates)
        return {c: {"hired": hired[c], **{f: fates[c, f] for f in FATES}} for c in OUTLAW_IDS if hired[c]}

    def fate_totals(self) -> dict[str, int]:
        """"hired" and each of ``FATES`` -> how many outlaws, in all the games with Ukam."""
        rows = self.outlaws().values()
        return {k: sum(r[k] for r in rows) for k in ("hired", *FATES)}

    def discard_card(self) -> tuple[float, int]:
        """(the mean value of the offering card of Ukam an outlaw's discard drew, how many cards were drawn so)."""
        cards = [v for g in self.of("ukam") for v in g.discard_cards]
        return mean(cards), len(cards)

    def others_banished(self) -> int:
        """Islanders of the other kinds discarded for offerings to Ukam, in all the games with Ukam."""
        return sum(g.others_banished for g in self.of("ukam"))

    def by_discards(self, most: int = 2) -> dict[int, tuple[float, float, int]]:
        """Outlaws a player discarded in a game (``most``: that many or more) -> (mean final score, win rate,
        players)."""
        rows: dict[int, list[PlayerRecord]] = {}
        for r in self._players("all"):
            rows.setdefault(min(r.discarded, most), []).append(r)
        return {k: (mean([r.score for r in v]), mean([r.won for r in v]), len(v)) for k, v in sorted(rows.items())}

    # ---- the variants compared --------------------------------------------------------------------------------------
    def variants(self) -> dict[str, Variant]:
        """Variant name (``VARIANTS``) -> how its games went; only the variants played."""
        out = {}
        for v in VARIANTS:
            games = self.of(v)
            if games:
                out[v] = Variant(mean([max(r.score for r in g.players) for g in games]),
                                 mean([r.score for g in games for r in g.players]), mean([g.moves for g in games]),
                                 mean([g.rounds for g in games]), len(games))
        return out


def ukam_study(game: Game, players: int, games: dict[str, int], seed: int = 1, cache: Cache | None = None) -> UkamStudy:
    """``games[v]`` games of each variant ``v`` of ``VARIANTS`` at a table of ``players`` (``seats_for``), every
    game watched; each variant's games are ``simulate``'s, their seed derived from ``seed`` and the variant."""
    seats = seats_for(players)
    out = UkamStudy(players, seats)
    for name, options in VARIANTS.items():
        if games.get(name, 0):
            played = simulate(game, players, games[name], seats, derive(seed, "ukam", name), options=options,
                              watchers=(UkamWatcher,), cache=cache)
            out.games += [replace(g, variant=name) for g in played.watched[0].games]
    return out
