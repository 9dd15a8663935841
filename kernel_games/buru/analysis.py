"""Buru by the numbers: what power wins each area, what a totem is worth, and which islanders go with high scores.

Pure Python (no plotly, no widgets): ``widgets/analyses/buru/__init__.py`` turns these numbers into charts. Both read the
page's one simulation (``kernel_games.core.simulate``) through ``Watcher``, which reads each move's events and the
final state:

- every area revealed (buru.afternoon.reveal: each player's explorers there) and its conqueror
  (buru.afternoon.conquer): the total power each player sent, and whether it conquered;
- the totem bonus (buru.totem.bonus: 1 esteem to the holder of the spirit another player offered to, named by the
  buru.lake.offer event just before it), the rounds each totem was held (its holder at dusk, buru.dusk.reset) and the totems each
  player holds at the end;
- the islanders each player hired (buru.shore.hire) and tasked (buru.village.task), with the final scores.

Each module's own numbers are in its folder (``<module>/analysis.py``), from games of its own played by the same
``simulate``.

The cards, the action spaces' benefits and the altars are reconstructed (cards.py, components.py), so the numbers
describe this reconstruction of the game.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from kernel_games.core import Action, Event

from .components import AREAS, SPIRITS
from .phases.end import score

REVEAL, CONQUER, OFFER, BONUS = "buru.afternoon.reveal", "buru.afternoon.conquer", "buru.lake.offer", "buru.totem.bonus"
DUSK, HIRE, TASK = "buru.dusk.reset", "buru.shore.hire", "buru.village.task"
POWER_BINS = ((1, 2), (3, 4), (5, 6), (7, 8), (9, 15))  # a player's total power in one area (four explorers: 2-14)
SEAT_KINDS = ("planner", "greedy")  # the bots a module's study seats in turn: the game's own planner, then greedy


def seats_for(players: int) -> tuple[str, ...]:
    """The bots at a study's table of ``players``: planner, greedy, planner, ..."""
    return tuple(SEAT_KINDS[p % len(SEAT_KINDS)] for p in range(players))


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
