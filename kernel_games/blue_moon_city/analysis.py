"""Blue Moon City by the numbers: how scale races, neighbourhood chains and each people's cards weigh in who wins.

Pure Python (no plotly, no widgets): ``widgets/analyses/blue_moon_city.py`` turns these numbers into charts. Both read
the page's one simulation (``kernel_games.core.simulate``) through ``Watcher``, which reads each move's events:

- crystal tiles received, by the rule that gave them (blue_moon_city.complete.majority, .participation,
  .neighbourhood, scales.scoring), tiles owed while the supply was empty counted when they are owed, under the rule
  that owed them (supply.shortage: what is owed is counted);
- each scale scoring (scales.trigger): who led it alone, who tied for the lead;
- each completion (complete.trigger, complete.flip): how many built neighbours with a reward it had, and the crystal
  tiles their neighbourhood rewards gave its contributors;
- each card played, by people and use: for its value (a payment of its colour, or recoloured by a Hoax) or for its
  power (Khind, a Mimix pair, a Hoax played, Flit, a dragon flown or moved, a Pillar's extra offering).

- each game's length (turns), the crystals each player spent on offerings and held at the end (owed ones counted),
  and the winner's lead in offerings: ``reading_study`` plays the page's deals again with crystals counted by value
  (the option "crystals", setup.crystal_value) to set the two readings side by side.

Shared wins count as a win for each winner. Many tiles and box values are reconstructed (components.py), so the
numbers describe this reconstruction of the game.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kernel_games.core import Action, Event, Game
from kernel_games.core.simulate import Cache, mean, simulate

from .actions import DragonFly, DragonMove, FlitDash, FlitFly, OfferAgain, Pay, Recolour
from .components import DRAGONS, FLIT, TILES, VALUE_REWARDS, people_of
from .supply import held as crystals_held

SOURCES = ("blue_moon_city.complete.majority", "blue_moon_city.complete.participation",
           "blue_moon_city.complete.neighbourhood", "blue_moon_city.scales.scoring")
SHORTAGE, OFFER = "blue_moon_city.supply.shortage", "blue_moon_city.obelisk.offer"
VALUE, POWER = "value", "power"
BY_VALUE = ("colour", "recolour")  # how a laid card counts (contribution.lay): these are the card's own value


@dataclass
class GameRecord:
    """One simulated game, per player."""

    players: int
    crystals: list[Counter]  # source rule -> crystal tiles received
    led: list[int]  # scale scorings led alone
    tied: list[int]  # scale scorings with the lead shared
    cards: list[Counter]  # (people, VALUE or POWER) -> cards played
    scorings: int = 0
    shared: int = 0  # scale scorings whose lead was shared
    winners: list[int] = field(default_factory=list)
    offerings: list[int] = field(default_factory=list)
    end: str = ""
    turns: int = 0  # turns begun, all players together
    spent: list[int] = field(default_factory=list)  # crystals paid to the obelisk, per player
    left: list[int] = field(default_factory=list)  # crystals held at the end, what is owed counted (supply.held)

    @classmethod
    def new(cls, n: int) -> GameRecord:
        return cls(n, [Counter() for _ in range(n)], [0] * n, [0] * n, [Counter() for _ in range(n)], spent=[0] * n)

    def lead(self) -> int:
        """The winner's lead in offerings over the best of the others (0: a shared win)."""
        first, second = sorted(self.offerings, reverse=True)[:2]
        return first - second


@dataclass
class Watcher:
    """Collects what the charts need from simulated games (``simulate(..., watch=watcher)``)."""

    players: int
    games: list[GameRecord] = field(default_factory=list)
    completions: Counter = field(default_factory=Counter)  # built neighbours with a reward -> completions
    contributors: Counter = field(default_factory=Counter)  # built neighbours -> contributors of those completions
    neighbour_tiles: Counter = field(default_factory=Counter)  # built neighbours -> neighbourhood crystal tiles given
    _game: GameRecord | None = None

    def __call__(self, before: Any, player: int, action: Action, after: Any, events: list[Event]) -> None:
        if self._game is None:
            self._game = GameRecord.new(after.n)
        g = self._game
        self._cards(g, player, action, events)
        completion: dict[str, Any] | None = None
        for e in events:
            if e.to is not None:
                continue
            if (e.rule in SOURCES and "crystals" in e.data) or (e.rule == SHORTAGE and "owed" in e.data):
                source, k = (e.rule, e.data["crystals"]) if e.rule in SOURCES else (e.data["source"], e.data["owed"])
                g.crystals[e.data["player"]][source] += k
                if completion is not None and source == "blue_moon_city.complete.neighbourhood":
                    completion["tiles"] += k
            elif e.rule == OFFER:
                g.spent[e.data["player"]] += e.data["paid"]
            elif e.rule == "blue_moon_city.scales.trigger":
                held = e.data["scales"]
                leaders = [q for q in range(len(held)) if held[q] == max(held)]
                for q in leaders:
                    (g.led if len(leaders) == 1 else g.tied)[q] += 1
                g.scorings += 1
                g.shared += len(leaders) > 1
            elif e.rule == "blue_moon_city.complete.trigger":
                completion = {"owners": set(e.data["owners"]), "tiles": 0}
            elif e.rule == "blue_moon_city.complete.flip" and completion is not None:
                k = sum(1 for c in e.data["neighbours"] if TILES[after.cells[c]].neighbourhood)
                self.completions[k] += 1
                self.contributors[k] += len(completion["owners"])
                self.neighbour_tiles[k] += completion["tiles"]
                completion = None
        if after.end:
            g.winners, g.offerings, g.end = list(after.winners), list(after.offerings), after.end
            g.turns, g.left = after.turn, [crystals_held(after, q) for q in range(after.n)]
            self.games.append(g)
            self._game = None

    @staticmethod
    def _cards(g: GameRecord, p: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, Pay):
            how = next((e.data["how"] for e in events if e.data.get("card") == action.card and "how" in e.data), None)
            if how is not None:
                g.cards[p][people_of(action.card), VALUE if how in BY_VALUE else POWER] += 1
        elif isinstance(action, Recolour):
            g.cards[p][people_of(action.card), POWER] += 1
        elif isinstance(action, FlitFly | FlitDash):
            g.cards[p][FLIT, POWER] += 1
        elif isinstance(action, DragonFly | DragonMove):
            g.cards[p][DRAGONS[action.dragon][2], POWER] += 1
        elif isinstance(action, OfferAgain):
            g.cards[p][people_of(action.pillar), POWER] += 1

    # ---- scale races ----------------------------------------------------------------------------------------------
    def scorings_per_game(self) -> float:
        return sum(g.scorings for g in self.games) / len(self.games) if self.games else 0.0

    def win_rate_by_led(self, cap: int = 2) -> dict[int, tuple[float, int]]:
        """Scale scorings a player led alone in a game (``cap`` or more counted together) -> (win rate, players)."""
        wins: Counter = Counter()
        seen: Counter = Counter()
        for g in self.games:
            for p in range(g.players):
                k = min(g.led[p], cap)
                seen[k] += 1
                wins[k] += p in g.winners
        return {k: (wins[k] / seen[k], seen[k]) for k in range(cap + 1) if seen[k]}

    # ---- where crystals come from ----------------------------------------------------------------------------------
    def tiles_per_game(self, winners: bool) -> dict[str, float]:
        """Source rule -> crystal tiles a winner (or another player) received in an average game."""
        total: Counter = Counter()
        count = 0
        for g in self.games:
            for p in range(g.players):
                if (p in g.winners) == winners:
                    total.update(g.crystals[p])
                    count += 1
        return {s: total[s] / count if count else 0.0 for s in SOURCES}

    def share(self, source: str, winners: bool | None = None) -> float:
        """The part of the crystal tiles (of winners, of the others, or of everyone) that ``source`` gave."""
        groups = (True, False) if winners is None else (winners,)
        per = Counter()
        for w in groups:
            n = sum(1 for g in self.games for p in range(g.players) if (p in g.winners) == w)
            per.update({s: v * n for s, v in self.tiles_per_game(w).items()})
        all_tiles = sum(per.values())
        return per[source] / all_tiles if all_tiles else 0.0

    # ---- neighbourhood chains -------------------------------------------------------------------------------------
    def completion_share(self, k: int) -> float:
        total = sum(self.completions.values())
        return self.completions[k] / total if total else 0.0

    def neighbour_tiles_each(self, k: int) -> float:
        """Neighbourhood crystal tiles one contributor took, on average, from a completion beside ``k`` built tiles."""
        return self.neighbour_tiles[k] / self.contributors[k] if self.contributors[k] else 0.0

    # ---- the peoples' cards -----------------------------------------------------------------------------------------
    def cards_per_game(self, winners: bool) -> Counter:
        """(people, use) -> cards a winner (or another player) played in an average game."""
        total: Counter = Counter()
        count = 0
        for g in self.games:
            for p in range(g.players):
                if (p in g.winners) == winners:
                    total.update(g.cards[p])
                    count += 1
        return Counter({k: v / count for k, v in total.items()}) if count else Counter()

    def card_lead(self) -> dict[tuple[int, str], float]:
        """(people, use) -> how many more such cards a winner played than another player, per game."""
        win, rest = self.cards_per_game(True), self.cards_per_game(False)
        return {(p, use): win[p, use] - rest[p, use] for p in range(8) for use in (VALUE, POWER)}


# ---- the two readings of a crystal reward ---------------------------------------------------------------------------
def watcher(game: Game, players: int) -> Watcher:
    return Watcher(players)


def reading_study(game: Game, players: int, games: int, seats: tuple[str, ...], seed: int,
                  cache: Cache | None = None) -> list[GameRecord]:
    """The first ``games`` deals of a simulation (``simulate``'s ``seed``: the same tiles, cards and crystal tiles) played
    again with crystals counted by value (setup.crystal_value), each game watched."""
    played = simulate(game, players, games, seats, seed, options={"crystals": VALUE_REWARDS}, watchers=(watcher,),
                      cache=cache)
    return played.watched[0].games


@dataclass(frozen=True)
class Reading:
    """What a player would ask of a reading, averaged over its games: how long a game lasts (turns each player
    takes), the crystals a player receives (spent at the obelisk or left at the end) and keeps, the winner's lead."""

    games: int
    turns: float  # turns a player takes in a game
    received: float  # crystals a player receives in a game
    left: float  # crystals a player holds at the end
    lead: float  # the winner's lead in offerings

    @classmethod
    def of(cls, games: list[GameRecord]) -> Reading:
        each = [(g, p) for g in games for p in range(g.players)]
        return cls(len(games), mean([g.turns / g.players for g in games]),
                   mean([g.spent[p] + g.left[p] for g, p in each]), mean([g.left[p] for g, p in each]),
                   mean([g.lead() for g in games]))
