"""What each player may see (``NoliView``), and a state redrawn in everything one player cannot know."""

from __future__ import annotations

import random
from typing import TypedDict

from .components import INVESTMENTS, TRACK_END, TRACK_WALL_SPACES, faction
from .state import DEVELOP, INVEST, LIVE, SIMULATED, Season, State


class SeasonView(TypedDict):
    """The previous round's public story (``State.last``)."""

    round: int
    bids: list[list[int]]
    won: list[int]
    area_of: list[int]
    rolls: list[int]
    catch: list[list[int | list[int]]]  # [area, fisher, [cards]]
    storm: int


class NoliView(TypedDict):
    game: str
    viewer: int | None
    players: int
    factions: list[str]  # faction keys by seat
    mode: str  # the regatta: "simulated" or "live"
    round: int
    phase: str
    step: str
    to_act: list[int]
    bank: int | None  # the viewer's coins (hidden from others)
    bids: list[list[int] | None]  # during investment only the viewer's own; after, everyone's as revealed
    ready: list[bool]
    placed: list[list[bool] | None]  # during investment, which of the viewer's bids are placed
    investment: str | None  # the investment being resolved
    winner: int
    price: int
    doubled: bool
    won: list[int]  # who won each investment this round (-1: nobody yet)
    track: list[int]
    track_end: int
    wall_spaces: list[int]
    walls: int
    floors: list[int]
    floor_stock: int
    rowers: list[int]
    rower_stock: int
    boats: list[int]
    dice: list[list[int]]
    rolls: list[int]
    closed: list[int]
    area_of: list[int]
    area: int
    fisher: int
    drawn: list[int]
    pending: list[list[int]]
    floor_hit: list[int]  # the drawn cards whose raid already took a tower floor (told in the log)
    raid_card: int
    got_coins: list[bool]
    deck_sizes: list[int]
    catch: list[list[int | list[int]]]  # this season's draws: [area, fisher, [cards]]
    storm: int  # the area where a storm ended this season, 0 if none
    last: SeasonView | None
    winners: list[int]
    end_rule: str


def _season(last: Season | None) -> SeasonView | None:
    if last is None:
        return None
    return {"round": last.round, "bids": [list(b) for b in last.bids], "won": list(last.won),
            "area_of": list(last.area_of), "rolls": list(last.rolls),
            "catch": [[a, p, list(cards)] for a, p, cards in last.catch], "storm": last.storm}


def view(s: State, player: int | None, to_act: tuple[int, ...]) -> NoliView:
    me = player if type(player) is int and 0 <= player < s.n else None
    hidden = s.phase == INVEST
    return {
        "game": "noli", "viewer": player, "players": s.n, "factions": [faction(s.n, p).key for p in range(s.n)],
        "mode": LIVE if "regatta.live" in s.modules else SIMULATED, "round": s.round, "phase": s.phase, "step": s.step,
        "to_act": list(to_act),
        "bank": s.bank[me] if me is not None else None,
        "bids": [(list(s.bids[p]) if p == me else None) if hidden else list(s.shown[p]) for p in range(s.n)],
        "ready": list(s.ready),
        "placed": [([bool(s.placed[p] >> i & 1) for i in range(len(INVESTMENTS))] if p == me else None) if hidden
                   else None for p in range(s.n)],
        "investment": INVESTMENTS[s.invest] if s.phase == DEVELOP and s.invest < 4 else None,
        "winner": s.winner, "price": s.price, "doubled": s.doubled, "won": list(s.won),
        "track": list(s.track), "track_end": TRACK_END, "wall_spaces": list(TRACK_WALL_SPACES),
        "walls": s.walls, "floors": list(s.floors), "floor_stock": s.floor_stock,
        "rowers": list(s.rowers), "rower_stock": s.rower_stock, "boats": list(s.boats),
        "dice": [list(d) for d in s.dice], "rolls": list(s.rolls), "closed": list(s.closed), "area_of": list(s.area_of),
        "area": s.area, "fisher": s.fisher, "drawn": s.drawn[:], "pending": [[c, i] for c, i in s.pending],
        "floor_hit": s.floor_hit[:],
        "raid_card": s.raid_card, "got_coins": list(s.got_coins), "deck_sizes": [len(d) for d in s.decks],
        "catch": [[a, p, list(cards)] for a, p, cards in s.catch], "storm": s.storm, "last": _season(s.last),
        "winners": list(s.winners), "end_rule": s.end_rule,
    }


def redeal_hidden(state: State, observer: int | None, seed: int) -> State:
    """Redraw what ``observer`` cannot know: unseen deck cards, future chance, others' bids during investment.

    Banks outside the investment phase are not redrawn: every coin moves in the open (noli.invest.bank), so a
    player who follows the record knows them.
    """
    s = state.copy()
    r = random.Random(seed)
    s.rng = r.getrandbits(63)
    for a, deck in enumerate(s.decks):
        unknown = len(deck) - s.known[a]
        top = sorted(deck[:unknown])  # sorted first: the redeal depends only on what the observer sees
        r.shuffle(top)
        s.decks[a] = tuple(top) + deck[unknown:]
    if s.phase == INVEST:
        for q in range(s.n):
            if q == observer:
                continue
            # which bids are placed is hidden too; a player not yet ready has placed three at most
            placed = [i for i in range(len(INVESTMENTS)) if r.random() < 0.5]
            if len(placed) == len(INVESTMENTS) and not s.ready[q]:
                del placed[r.randrange(len(placed))]
            total = s.bank[q] + sum(s.bids[q])
            cuts = sorted(r.randint(0, total) for _ in placed)
            parts = [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]
            row = [0] * len(INVESTMENTS)
            for i, amount in zip(placed, parts[1:], strict=True):
                row[i] = amount
            s.bank[q], s.bids[q], s.placed[q] = parts[0], tuple(row), sum(1 << i for i in placed)
    return s
