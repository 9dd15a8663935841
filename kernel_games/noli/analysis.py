"""Noli by the numbers: who finishes the regatta first, what doubling up is worth, which win condition ends a game.

Pure Python (no plotly, no widgets): ``widgets/analyses/noli.py`` turns these numbers into charts.

Everything here rests on reconstructed data (``components.py``): the dice faces (two buoys of six), the support
track and the four sea decks are not from the published game, so the numbers describe this reconstruction.

The regatta (noli.regatta.rowers, noli.regatta.simulated): each rower sets one of the player's four dice buoy-up;
on every tick each player still racing re-rolls the dice not showing a buoy; a player finishes on the tick their
last die shows a buoy, and players finishing on the same tick arrive in support-track order, furthest along
first. Each die needs a geometric number of rolls, independently of the others, so

    P(a player with k dice to roll has finished by tick t) = (1 - (1 - p)^t)^k,   p = P(buoy) = 2/6.

>>> round(first_place_chances([3, 0, 0, 0])[0], 3)  # three rowers, furthest along, against three crews without
0.717
>>> [round(x, 3) for x in first_place_chances([0, 0])]  # equal crews: the tie-break is worth about 11 points
[0.557, 0.443]
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from kernel_games.core import GreedyBot, Text
from kernel_games.core.progress import advance
from kernel_games.core.simulate import Summary, simulate

from .actions import DoubleUp
from .components import BUOY_FACES, DICE, DIE_FACES, MAX_ROWERS, faction
from .rules import NOLI, Noli

P_BUOY = BUOY_FACES / DIE_FACES  # reconstructed dice: two buoy faces of six
TAIL = 1e-16  # the exact sums stop once every player still racing has less than this chance left


# ---- the regatta, exactly ---------------------------------------------------------------------------------------------
def finish_distribution(dice_to_roll: int, p_buoy: float = P_BUOY, horizon: int | None = None) -> list[float]:
    """``F[t]`` = P(all ``dice_to_roll`` dice show a buoy by tick ``t``), for t = 0 .. horizon.

    ``F[0]`` is 0: nobody finishes before the first tick (a crew of four rowers, which the rules never allow,
    would finish on tick 1). Without ``horizon`` the list runs until less than ``TAIL`` is left.

    >>> [round(x, 4) for x in finish_distribution(1, 0.5, horizon=3)]
    [0.0, 0.5, 0.75, 0.875]
    >>> finish_distribution(2, 1.0, horizon=2)
    [0.0, 1.0, 1.0]
    """
    if not isinstance(dice_to_roll, int) or dice_to_roll < 0:
        raise ValueError(f"dice_to_roll must be a whole number >= 0, not {dice_to_roll!r}")
    if not 0 < p_buoy <= 1:
        raise ValueError(f"p_buoy must be in (0, 1], not {p_buoy!r}")
    q = 1.0 - p_buoy
    out = [0.0]
    t = 0
    while horizon is None or t < horizon:
        t += 1
        f = (1.0 - q**t) ** dice_to_roll
        out.append(f)
        if horizon is None and 1.0 - f < TAIL:
            break
    return out


def _order(n: int, track_order: Sequence[int] | None) -> list[int]:
    order = list(range(n)) if track_order is None else list(track_order)
    if sorted(order) != list(range(n)):
        raise ValueError(f"track_order must list each of the {n} players once, furthest along first: {order!r}")
    return order


def _dice(rowers: int) -> int:
    if not isinstance(rowers, int) or not 0 <= rowers <= MAX_ROWERS:
        raise ValueError(f"a player has 0..{MAX_ROWERS} rowers, not {rowers!r}")
    return DICE - rowers


def first_place_chances(rowers_per_player: Sequence[int], track_order: Sequence[int] | None = None,
                        p_buoy: float = P_BUOY) -> list[float]:
    """P(each player finishes the regatta first, and so fishes area 1), exactly.

    ``track_order`` lists the players furthest along the support track first (default: seat order); it breaks
    same-tick ties. Player i is first on tick t when i finishes exactly on t, everyone ahead of i on the track
    is still racing after t, and everyone behind i is still racing after t - 1 (finishing on t too loses the tie):

        P(i first) = sum over t of [F_i(t) - F_i(t-1)] × prod_(j ahead) [1 - F_j(t)] × prod_(j behind) [1 - F_j(t-1)]

    The terms left out after the horizon add up to less than ``TAIL``.
    """
    n = len(rowers_per_player)
    if n < 1:
        raise ValueError("at least one player")
    order = _order(n, track_order)
    dists = [finish_distribution(_dice(r), p_buoy) for r in rowers_per_player]
    horizon = max(len(d) for d in dists)
    surv = [[1.0 - (d[t] if t < len(d) else 1.0) for t in range(horizon)] for d in dists]  # P(still racing after t)
    rank = {p: i for i, p in enumerate(order)}
    out = []
    for i in range(n):
        ahead = [j for j in range(n) if rank[j] < rank[i]]
        behind = [j for j in range(n) if rank[j] > rank[i]]
        total = 0.0
        for t in range(1, horizon):
            term = surv[i][t - 1] - surv[i][t]  # P(T_i = t)
            for j in ahead:
                term *= surv[j][t]
            for j in behind:
                term *= surv[j][t - 1]
            total += term
        out.append(total)
    return out


@dataclass(frozen=True)
class RowerRow:
    """The chance that one player with ``rowers`` finishes first against opponents who each have ``opponents``."""

    rowers: int
    opponents: int  # rowers of each opponent
    ahead: float  # the player is furthest along the track: wins every same-tick tie
    behind: float  # the player is last on the track: loses every same-tick tie


def rower_table(opponent_rowers: Sequence[int] = (0, 1), players: int = 4) -> list[RowerRow]:
    """For r = 0..3 rowers against ``players - 1`` opponents with 0 (or 1) rower each: P(first), ahead and behind.

    The opponents' order among themselves does not change the player's chance; only whether the player stands
    first or last on the track does.
    """
    rows = []
    for o in opponent_rowers:
        for r in range(MAX_ROWERS + 1):
            crews = [r] + [o] * (players - 1)
            ahead = first_place_chances(crews, list(range(players)))[0]
            behind = first_place_chances(crews, list(range(1, players)) + [0])[0]
            rows.append(RowerRow(r, o, ahead, behind))
    return rows


def regatta_monte_carlo(rowers_per_player: Sequence[int], track_order: Sequence[int] | None = None, trials: int = 10_000,
                        seed: int = 0) -> list[float]:
    """The same chances as ``first_place_chances``, estimated by rolling the dice as the simulated regatta does."""
    n = len(rowers_per_player)
    order = _order(n, track_order)
    dice = [_dice(r) for r in rowers_per_player]
    rnd = random.Random(seed).random
    wins = [0] * n
    for _ in range(trials):
        left = dice[:]
        while True:
            for p in range(n):
                left[p] -= sum(1 for _ in range(left[p]) if int(rnd() * DIE_FACES) < BUOY_FACES)
            done = [p for p in order if left[p] == 0]
            if done:
                wins[done[0]] += 1
                break
    return [w / trials for w in wins]


# ---- doubling up, by simulation --------------------------------------------------------------------------------------
class NeverDoubleBot(GreedyBot):
    """The greedy bot that always declines to double up (noli.bid.double); otherwise the same choices."""

    name = Text("ダブルアップしない貪欲", "Greedy, never doubles up")

    def choose(self, view, legal, rng):
        kept = [a for a in legal if not (type(a) is DoubleUp and a.yes)]
        return super().choose(view, kept or legal, rng)


# Seats for the doublers, in complementary pairs: each deal is played twice, the roles swapped, and over six games
# every seat (faction) doubles up in three, so the factions' different coins and starts cancel out.
DOUBLER_SEATS = ((0, 1), (2, 3), (0, 2), (1, 3), (0, 3), (1, 2))


@dataclass
class DoublingValue:
    """Greedy bots that double up against the same bots that never do, two of each at a 4-player table."""

    games: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"doubler": 0, "never": 0})  # games won by each kind
    floors: dict[str, float] = field(default_factory=lambda: {"doubler": 0.0, "never": 0.0})  # per player, at the end
    track: dict[str, float] = field(default_factory=lambda: {"doubler": 0.0, "never": 0.0})  # spaces moved, per player
    doubles: Counter = field(default_factory=Counter)  # investment -> double-ups taken (all doublers, all games)
    declined: int = 0  # double-ups the never-doublers were offered and declined
    rounds: float = 0.0  # average rounds per game

    def win_rate(self, kind: str) -> float:
        """P(a given player of this kind wins the game); 0.25 each if doubling were worth nothing."""
        return self.wins[kind] / (2 * self.games) if self.games else 0.0

    def win_rate_error(self, kind: str) -> float:
        """One standard error of ``win_rate`` (binomial over games)."""
        share = 2 * self.win_rate(kind)
        return 0.5 * (share * (1 - share) / self.games) ** 0.5 if self.games else 0.0

    def doubles_per_game(self) -> float:
        """Double-ups per doubler per game."""
        return sum(self.doubles.values()) / (2 * self.games) if self.games else 0.0


def doubling_value(games: int = 96, seed: int = 1, game: Noli = NOLI) -> DoublingValue:
    """Play ``games`` 4-player games: two greedy bots that double up whenever their heuristic likes it, two that never do."""
    doubler, never = GreedyBot(game), NeverDoubleBot(game)
    rng = random.Random(seed)
    out = DoublingValue()
    rounds = 0
    n = 4
    starts = [faction(n, p).start for p in range(n)]
    for g in range(games):
        seats = DOUBLER_SEATS[g % len(DOUBLER_SEATS)]
        kind = ["doubler" if p in seats else "never" for p in range(n)]
        bots = [doubler if k == "doubler" else never for k in kind]
        state = game.setup(n, seed * 100_003 + g // 2)  # the two games of a complementary pair share the deal
        while not game.is_over(state):
            p = game.to_act(state)[0]
            view = game.view(state, p)
            legal = game.legal_actions(state, p)
            action = bots[p].choose(view, legal, rng)
            if type(action) is DoubleUp:
                if action.yes:
                    out.doubles[view["investment"]] += 1
                elif kind[p] == "never":
                    out.declined += 1
            state, _ = game.apply(state, p, action)
        for w in game.result(state).winners:
            out.wins[kind[w]] += 1
        for p in range(n):
            out.floors[kind[p]] += state.floors[p] / (2 * games)
            out.track[kind[p]] += (state.track[p] - starts[p]) / (2 * games)
        rounds += state.round
        out.games += 1
        advance()
    out.rounds = rounds / games if games else 0.0
    return out


# ---- how games end ---------------------------------------------------------------------------------------------------
WIN_RULES = ("noli.win.tower", "noli.win.track", "noli.win.track_tie")


@dataclass(frozen=True)
class WinConditions:
    """How many of a set of simulated games each win condition ended: every game counted once, by ``Result.rule``."""

    players: int
    games: int
    counts: dict[str, int]  # rule id (WIN_RULES) -> games it ended
    wins: dict[int, int]  # seat -> games won

    def share(self, rule: str) -> float:
        return self.counts.get(rule, 0) / self.games if self.games else 0.0

    @classmethod
    def from_summary(cls, summary: Summary, players: int) -> WinConditions:
        """The win conditions of the games a ``simulate`` summary counted (its ``deciders``)."""
        unknown = set(summary.deciders) - set(WIN_RULES)
        if unknown:
            raise ValueError(f"a game ended by a rule this analysis does not know: {sorted(unknown)}")
        return cls(players, summary.games, {r: summary.deciders.get(r, 0) for r in WIN_RULES},
                   {p: summary.wins.get(p, 0) for p in range(players)})


def win_conditions(games: int = 80, seed: int = 1, players: int = 4, game: Noli = NOLI,
                   seats: Sequence[str] | None = None) -> WinConditions:
    """How often each win condition ended a game of these bots (all greedy unless ``seats`` names them)."""
    s = simulate(game, players, games, list(seats or ["greedy"] * players), seed)
    return WinConditions.from_summary(s, players)
