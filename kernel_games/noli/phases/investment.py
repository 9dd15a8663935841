"""Investment: behind their screens, all factions at once place a bid on each investment, then declare ready."""

from __future__ import annotations

from functools import lru_cache

from kernel_games.core import Action, Event, IllegalAction, Text

from ..actions import Ready, SetBid
from ..components import INVESTMENT_NAMES, INVESTMENTS
from ..dice import START_DICE
from ..narration import ALL_PLACED_TEXT, READY_TEXT, bid_text, illegal
from ..state import State, put

INDEX = {k: i for i, k in enumerate(INVESTMENTS)}
ALL_PLACED = (1 << len(INVESTMENTS)) - 1  # State.placed once every bid is placed: the player is ready (noli.invest.ready)
READY = Ready()
_BIDS: dict[str, list[SetBid]] = {k: [] for k in INVESTMENTS}


def bid_actions(key: str, upto: int) -> list[SetBid]:
    """SetBid(key, 0) .. SetBid(key, upto), made once and shared (actions are immutable)."""
    made = _BIDS[key]
    while len(made) <= upto:
        made.append(SetBid(key, len(made)))
    return made[:upto + 1]


@lru_cache(maxsize=1024)
def _offers(placed: int, bank: int) -> tuple[Action, ...]:
    out: list[Action] = []
    for i, key in enumerate(INVESTMENTS):
        if not placed >> i & 1:
            out += bid_actions(key, bank)
    out.append(READY)
    return tuple(out)


def candidates(s: State, p: int) -> list[Action]:
    """Each amount the bank allows on each investment not yet placed, then Ready."""
    return list(_offers(s.placed[p], s.bank[p]))


def refuse(s: State, p: int, action: Action) -> IllegalAction:
    return illegal("noli.invest.bid", "いまは投資フェイズです。入札を決めるか、準備完了を宣言してください。",
                   "This is the investment phase: set your bids or declare that you are ready.")


def forbid(s: State, p: int, action: Action) -> IllegalAction | None:
    if type(action) is Ready:
        return None
    key = action.investment  # type: ignore[attr-defined]
    i = INDEX.get(key) if type(key) is str else None
    if i is None:
        return illegal("noli.invest.bid", "投資先は廷臣・漕ぎ手・船大工・石工の4つです。",
                       "The investments are the Courtier, Rower, Shipwright and Mason.")
    amount = action.amount  # type: ignore[attr-defined]
    if amount < 0:
        return illegal("noli.invest.bid", "入札はコインの枚数（0以上の整数）です。", "A bid is a whole number of coins, zero or more.")
    if s.placed[p] >> i & 1:
        return illegal("noli.invest.bid", "{i}への入札（{a}コイン）はもう置きました。入札は各投資先に1ラウンド1回だけです。",
                       "You have already placed your bid on the {i} ({a}): each bid is placed once a round.",
                       i=INVESTMENT_NAMES[key], a=s.bids[p][i])
    if amount > s.bank[p]:
        return illegal("noli.invest.bank", "銀行には{b}コインしかありません（{i}には最大{b}コイン）。",
                       "Your bank holds only {b} coins (at most {b} on the {i}).", b=s.bank[p], i=INVESTMENT_NAMES[key])
    return None


def perform(s: State, p: int, action: Action, ev: list[Event]) -> None:
    if type(action) is Ready:
        ready(s, p, ev)
        return
    i = INDEX[action.investment]  # type: ignore[attr-defined]
    a = action.amount  # type: ignore[attr-defined]
    b = s.bank[p] = s.bank[p] - a
    s.bids[p] = put(s.bids[p], i, a)
    placed = s.placed[p] = s.placed[p] | 1 << i
    ev.append(Event("noli.invest.bid", bid_text(i, a, b), p))
    if placed == ALL_PLACED:
        ev.append(Event("noli.invest.ready", ALL_PLACED_TEXT, p))
        ready(s, p, ev)


def ready(s: State, p: int, ev: list[Event]) -> None:
    """``p``'s bidding is over (declared, or all four bids placed: everyone hears the same)."""
    s.ready = put(s.ready, p, True)
    ev.append(Event("noli.invest.ready", READY_TEXT[s.n][p], None, {"player": p}))


def everyone_ready(s: State) -> bool:
    return all(s.ready)


def new_round(s: State, ev: list[Event]) -> None:
    """On entering investment after a fishing season: a new round, everything of the last one cleared."""
    n = s.n
    s.round += 1
    s.ready = (False,) * n
    s.placed = [0] * n
    s.shown = [()] * n
    s.invest, s.winner, s.price, s.doubled = 0, -1, 0, False
    s.won = [-1] * len(INVESTMENTS)
    s.dice = (START_DICE[0],) * n
    s.closed, s.area_of, s.rolls = (), (0,) * n, (0,) * n
    s.area, s.fisher, s.drawn, s.pending, s.floor_hit, s.raid_card = 0, -1, [], [], [], -1
    s.catch, s.storm = (), 0
    ev.append(Event("noli.round.phases", Text(f"ラウンド{s.round}の投資フェイズです。", f"Round {s.round}: the investment phase.")))
