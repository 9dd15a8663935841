"""Noli's game state: plain ints, strings, lists and tuples.

Per-player rows and the decks are tuples, replaced whole when they change, so ``copy`` copies only the outer lists
and still shares nothing mutable.
"""

from __future__ import annotations

from dataclasses import dataclass

INVEST, DEVELOP, REGATTA, FISH, OVER = "investment", "development", "regatta", "fishing", "over"
# steps: a decision someone must take inside a phase ("" when nobody is asked)
DOUBLE, ROWER = "double", "rower"  # development: double up or not; whom to take a rower from
RESOLVE, RAID, WRECK = "resolve", "raid", "wreck"  # fishing: next symbol; raid target; wreck target
SIMULATED, LIVE = "simulated", "live"


@dataclass(slots=True)
class State:
    """Everything about one game. Players are seats 0..n-1; their factions follow ``FACTIONS_FOR[n]``."""

    n: int
    rng: int
    mode: str  # SIMULATED or LIVE regatta
    round: int
    phase: str
    step: str
    # investment
    bank: list[int]  # coins in hand (behind the screen)
    bids: list[tuple[int, ...]]  # coins on each investment of the sheet, not yet paid; per player × INVESTMENTS
    ready: list[bool]
    placed: list[int]  # per player, bit i set once the bid on INVESTMENTS[i] is placed this round (each is placed once)
    shown: list[tuple[int, ...]]  # the bids as revealed this round (empty during investment)
    # development
    invest: int  # index into INVESTMENTS of the investment being resolved
    winner: int  # who resolves it, or -1
    price: int  # the winning bid, which a double up pays again
    doubled: bool
    # board
    track: list[int]  # support pawn space per player
    walls: int
    floors: list[int]
    floor_stock: int
    rowers: list[int]
    rower_stock: int
    boats: list[int]  # boats on the beach (the rest are aside)
    # regatta
    dice: list[tuple[int, ...]]  # faces per player; IN_HAND before the first roll
    closed: list[int]  # sea areas closed this round (fewer than four players)
    area_of: list[int]  # the sea area each player fishes this round, 0 until they finish the regatta
    rolls: list[int]  # rolls each player made in this regatta
    # fishing
    decks: list[tuple[int, ...]]  # per area 1..4 (index 0..3): card ids, index 0 on top
    known: list[int]  # per deck: cards at its bottom seen since it was last shuffled
    area: int  # the area fishing now (1..4), 0 outside the fishing season
    fisher: int
    drawn: list[int]  # the fisher's cards
    pending: list[tuple[int, int]]  # (card, symbol index) still to resolve
    floor_hit: list[int]  # the fisher's cards that already took a tower floor
    raid_card: int  # the card whose raid awaits a target, or -1
    got_coins: list[bool]
    # the supply's ledger: coins are unlimited, but every coin that enters or leaves play is counted
    coins_in: int
    coins_out: int
    # the end
    winners: list[int]
    end_rule: str

    def copy(self) -> State:
        """A copy sharing nothing mutable: every list is copied; the tuples inside them are immutable."""
        return State(
            self.n, self.rng, self.mode, self.round, self.phase, self.step,
            self.bank[:], self.bids[:], self.ready[:], self.placed[:], self.shown[:],
            self.invest, self.winner, self.price, self.doubled,
            self.track[:], self.walls, self.floors[:], self.floor_stock, self.rowers[:], self.rower_stock, self.boats[:],
            self.dice[:], self.closed[:], self.area_of[:], self.rolls[:],
            self.decks[:], self.known[:], self.area, self.fisher, self.drawn[:], self.pending[:],
            self.floor_hit[:], self.raid_card, self.got_coins[:],
            self.coins_in, self.coins_out, self.winners[:], self.end_rule,
        )
