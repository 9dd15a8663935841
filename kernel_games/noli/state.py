"""Noli's game state: plain ints, strings, lists and tuples; ``copy`` is generated from the fields (core.state).

Per-player rows that change a few times a round are tuples, replaced whole when they change (``put``): a copy shares
them, as it shares every immutable value. Rows that change many times a round (banks, bids, what is known of the
decks, who won what) stay lists, copied with every move.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from kernel_games.core import game_state
from kernel_games.core.state import put  # noqa: F401 - the games' modules take them from here


class P(StrEnum):
    """The phases of a round (noli.round.phases), and the end."""

    INVEST = "investment"
    DEVELOP = "development"
    REGATTA = "regatta"
    FISH = "fishing"
    OVER = "over"


INVEST, DEVELOP, REGATTA, FISH, OVER = P.INVEST, P.DEVELOP, P.REGATTA, P.FISH, P.OVER
# steps: a decision someone must take inside a phase ("" when nobody is asked)
DOUBLE, ROWER = "double", "rower"  # development: double up or not; whom to take a rower from
RESOLVE, RAID, WRECK = "resolve", "raid", "wreck"  # fishing: next symbol; raid target; wreck target
SIMULATED, LIVE = "simulated", "live"  # the regatta option's values


class Season(NamedTuple):
    """The public story of a round once it is over: what the board shows until the next reveal."""

    round: int
    bids: tuple[tuple[int, ...], ...]  # the revealed bids, per player × investment
    won: tuple[int, ...]  # who won each investment (-1: nobody)
    area_of: tuple[int, ...]  # the sea area each player fished (finishing order: area order)
    rolls: tuple[int, ...]  # rolls each player made in the regatta
    catch: tuple[tuple[int, int, tuple[int, ...]], ...]  # (area, fisher, cards drawn), in fishing order
    storm: int  # the area where a storm ended the season, 0 if none


@game_state
@dataclass(slots=True)
class State:
    """Everything about one game. Players are seats 0..n-1; their factions follow ``FACTIONS_FOR[n]``."""

    n: int
    rng: int
    modules: tuple[str, ...]  # the active modules (the regatta option: core.flow.Module)
    round: int
    phase: P
    step: str
    # investment
    bank: list[int]  # coins in hand (behind the screen)
    bids: list[tuple[int, ...]]  # coins on each investment of the sheet, not yet paid; per player × INVESTMENTS
    ready: tuple[bool, ...]
    placed: list[int]  # per player, bit i set once the bid on INVESTMENTS[i] is placed this round (each is placed once)
    shown: list[tuple[int, ...]]  # the bids as revealed this round (empty during investment)
    # development
    invest: int  # index into INVESTMENTS of the investment being resolved
    winner: int  # who resolves it, or -1
    price: int  # the winning bid, which a double up pays again
    doubled: bool
    won: list[int]  # who won each investment this round (-1: nobody yet)
    # board
    track: tuple[int, ...]  # support pawn space per player
    walls: int
    floors: tuple[int, ...]
    floor_stock: int
    rowers: tuple[int, ...]
    rower_stock: int
    boats: tuple[int, ...]  # boats on the beach (the rest are aside)
    # regatta
    dice: tuple[tuple[int, ...], ...]  # faces per player; IN_HAND before the first roll
    closed: tuple[int, ...]  # sea areas closed this round (fewer than four players)
    area_of: tuple[int, ...]  # the sea area each player fishes this round, 0 until they finish the regatta
    rolls: tuple[int, ...]  # rolls each player made in this regatta
    # fishing
    decks: list[tuple[int, ...]]  # per area 1..4 (index 0..3): card ids, index 0 on top
    known: list[int]  # per deck: cards at its bottom seen since it was last shuffled
    area: int  # the area fishing now (1..4), 0 outside the fishing season
    fisher: int
    drawn: list[int]  # the fisher's cards
    pending: list[tuple[int, int]]  # (card, symbol index) still to resolve
    floor_hit: list[int]  # the fisher's cards that already took a tower floor
    raid_card: int  # the card whose raid awaits a target, or -1
    got_coins: tuple[bool, ...]
    catch: tuple[tuple[int, int, tuple[int, ...]], ...]  # this season's draws: (area, fisher, cards)
    storm: int  # the area where a storm ended this season, 0 if none
    last: Season | None  # the previous round's story, once a round has ended
    # the supply's ledger: coins are unlimited, but every coin that enters or leaves play is counted
    coins_in: int
    coins_out: int
    # the end
    winners: tuple[int, ...]
    end_rule: str
