"""Via Nebula by the numbers: which contracts score best, which openings win, and how much exploring pays.

Pure Python (no plotly, no widgets): ``widgets/analyses/via_nebula.py`` turns these numbers into charts. Both read the
page's one simulation (``kernel_games.core.simulate``) through ``Watcher``, which reads each move and the final state:

- every contract built: the points it gave at the end (its printed points and, for the scoring cards, the bonus:
  via_nebula.neutral.architect, mayor, merchant, lazy_explorer), grouped as the cards' effects are;
- each player's opening: the kinds of their first two turns' actions (craftsman, site, explore, transport, build);
- meadow tiles each player laid (via_nebula.action.explore, action.forest, and the effects that lay one).

Shared wins count as a win for each winner. The contracts and tokens players keep face down are read from the final
state only, once the end has turned them up (end.scoring). The maps, the token split and the contract list are reconstructed
(components.py, maps.py), so the numbers describe this reconstruction of the game.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from kernel_games.core import Action, Event

from .actions import Build, Craftsman, Explore, Site, Transport
from .components import CONTRACTS, base_vp
from .phases.end import bonus, score

OPENING_MOVES = 4  # a player's first two turns
KINDS = {Craftsman: "craftsman", Site: "site", Explore: "explore", Transport: "transport", Build: "build"}
TILE_RULES = ("via_nebula.action.explore", "via_nebula.action.forest", "via_nebula.neutral.adventures",
              "via_nebula.neutral.workshop")


def group(c: int) -> str:
    """The contracts grouped as their effects are: the effect's key, plain ones by how many resources they ask."""
    card = CONTRACTS[c]
    return f"plain{card.size}" if card.effect == "neutral.plain" else card.key


@dataclass
class GameRecord:
    players: int
    opening: list[list[str]]
    tiles: list[int]
    built: list[list[tuple[str, int]]] = field(default_factory=list)  # per player: (group, points it gave)
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)

    @classmethod
    def new(cls, n: int) -> GameRecord:
        return cls(n, [[] for _ in range(n)], [0] * n)


@dataclass
class Watcher:
    """Collects what the charts need from simulated games (``simulate(..., watch=watcher)``)."""

    players: int
    games: list[GameRecord] = field(default_factory=list)
    _game: GameRecord | None = None

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if self._game is None:
            self._game = GameRecord.new(after.n)
        g = self._game
        kind = KINDS.get(type(action))
        if kind and len(g.opening[player]) < OPENING_MOVES:
            g.opening[player].append(kind)
        g.tiles[player] += sum(1 for e in events if e.to is None and e.rule in TILE_RULES)
        if after.phase == "over":
            for p in range(after.n):
                held = len(after.held[p])
                g.built.append([(group(c), base_vp(c) + bonus(after.done[p], c, held, after.craftsmen[p]))
                                for c in after.done[p]])
            g.scores = [sum(score(after, p).values()) for p in range(after.n)]
            g.winners = list(after.winners)
            self.games.append(g)
            self._game = None

    # ---- contracts ----------------------------------------------------------------------------------------------
    def contract_points(self) -> dict[str, tuple[float, int]]:
        """Group -> (points a building of it gave on average, how many were built)."""
        points: defaultdict[str, list[int]] = defaultdict(list)
        for g in self.games:
            for rows in g.built:
                for key, pts in rows:
                    points[key].append(pts)
        return {k: (sum(v) / len(v), len(v)) for k, v in points.items()}

    # ---- openings --------------------------------------------------------------------------------------------------
    def openings(self) -> dict[str, tuple[float, int]]:
        """A player's first action kind -> (win rate, players who opened so)."""
        wins: Counter = Counter()
        seen: Counter = Counter()
        for g in self.games:
            for p in range(g.players):
                first = g.opening[p][0] if g.opening[p] else "none"
                seen[first] += 1
                wins[first] += p in g.winners
        return {k: (wins[k] / seen[k], seen[k]) for k in seen}

    # ---- exploring -------------------------------------------------------------------------------------------------
    BINS = ((0, 2), (3, 5), (6, 9), (10, 99))

    def exploring(self) -> list[tuple[tuple[int, int], float, float, int]]:
        """For each bin of meadow tiles laid in a game: (bin, mean score, win rate, players in it)."""
        out = []
        for lo, hi in self.BINS:
            rows = [(g.scores[p], p in g.winners) for g in self.games for p in range(g.players) if lo <= g.tiles[p] <= hi]
            if rows:
                out.append(((lo, hi), sum(s for s, _ in rows) / len(rows), sum(w for _, w in rows) / len(rows), len(rows)))
        return out
