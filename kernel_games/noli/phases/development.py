"""Development: the bids are revealed and each investment, left to right, goes to its best bidder, who may double up."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text
from kernel_games.core.text import plural

from ..actions import DoubleUp, TakeRower
from ..components import (
    BOATS,
    INVESTMENT_NAMES,
    INVESTMENTS,
    MAX_ROWERS,
    TRACK_END,
    TRACK_WALL_SPACES,
    WIN_FLOORS,
    investment_name,
)
from ..narration import (
    BID_ZERO_TEXT,
    DEVELOP_ORDER_TEXT,
    NAMES,
    NO_ROWER_TEXT,
    NOBODY_LAUNCHES_TEXT,
    WALL_SPACE_FULL_TEXT,
    illegal,
    name,
    win_text,
)
from ..state import DOUBLE, OVER, REGATTA, ROWER, P, State, put
from ..track import TRACK_SPAN, next_space
from .symbols import add_wall

COURTIER, ROWER_I, SHIPWRIGHT, MASON = range(len(INVESTMENTS))
DOUBLE_YES, DOUBLE_NO = DoubleUp(True), DoubleUp(False)


# ---- the flow of the phase ----------------------------------------------------------------------------------------
def reveal(s: State, ev: list[Event]) -> None:
    """On entry: the screens come down and every bid is shown (noli.invest.ready), then the order is announced."""
    s.shown = s.bids[:]
    s.invest, s.winner = 0, -1
    names = NAMES[s.n]
    bids = ["/".join(map(str, b)) for b in s.bids]
    ja = "、".join([f"{names[p].ja} {bids[p]}" for p in range(s.n)])
    en = ", ".join([f"{names[p].en} {bids[p]}" for p in range(s.n)])
    ev.append(Event("noli.invest.ready", Text(f"衝立を外して入札を公開（廷臣/漕ぎ手/船大工/石工）: {ja}",
                                              f"Screens down, bids revealed (Courtier/Rower/Shipwright/Mason): {en}"),
                    None, {"bids": [list(b) for b in s.bids]}))
    ev.append(Event("noli.develop.order", DEVELOP_ORDER_TEXT))


def next_investment(s: State, ev: list[Event]) -> None:
    """Automatic progress until a winner must decide or the phase is over: offer the double up, move to the next
    investment, or award the current one."""
    while not s.step and s.invest < len(INVESTMENTS) and not s.winners:  # not over(s), inline: a hot loop
        if s.winner >= 0:  # the current investment has been resolved once
            if not s.doubled and s.bank[s.winner] >= s.price and double_useful(s):
                s.step = DOUBLE
                return
            s.invest += 1
            s.winner = -1
            continue
        award(s, ev)


def over(s: State) -> bool:
    """Every investment is resolved, or the game has just been won."""
    return s.invest >= len(INVESTMENTS) or bool(s.winners)


def after(s: State) -> P:
    return OVER if s.winners else REGATTA


def ranking(s: State, i: int) -> list[int]:
    """The players who bid on investment ``i``, best bid first; equal bids: furthest along the track first."""
    bids, track = s.bids, s.track  # tracks are below TRACK_SPAN, so one number orders by bid, then track
    return sorted([p for p in range(s.n) if bids[p][i] > 0], key=lambda p: -(bids[p][i] * TRACK_SPAN + track[p]))


def award(s: State, ev: list[Event]) -> None:
    i = s.invest
    order = ranking(s, i)
    if not order:
        ev.append(Event("noli.bid.zero", BID_ZERO_TEXT[i]))
        s.invest += 1
        return
    names = NAMES[s.n]
    inv = INVESTMENT_NAMES[INVESTMENTS[i]]
    bids, boats = s.bids, s.boats
    winner = order[0]
    if i == SHIPWRIGHT:
        winner = -1
        for q in order:
            if boats[q] < BOATS:
                winner = q
                break
            ev.append(Event("noli.shipwright.next", Text(f"{names[q].ja}の船はすでに4隻なので、次の入札者に回ります。",
                                                         f"{names[q].en} already has four boats: the boat passes to "
                                                         "the next bidder.")))
    price = 0
    if winner >= 0:
        price = bids[winner][i]
        nm = names[winner]
        for q in order:
            if q != winner and bids[q][i] == price and (i != SHIPWRIGHT or boats[q] < BOATS):
                t = s.track[winner]
                ev.append(Event("noli.bid.tie", Text(f"{inv.ja}への入札は{price}コインで同額です。"
                                                     f"支持トラックで先にいる{nm.ja}（{t}マス目）が落札します。",
                                                     f"The {inv.en} bids tie at {price}: {nm.en}, further along the "
                                                     f"track (space {t}), wins.")))
                break
        s.won[i] = winner
        ev.append(Event("noli.bid.win", win_text(s.n, winner, i, price),
                        None, {"player": winner, "investment": INVESTMENTS[i], "bid": price}))
    ja, en = [], []
    paid = 0
    for q in order:  # every bid on this investment goes to the supply, the winner's as its price
        row = bids[q]
        b = row[i]
        paid += b
        bids[q] = put(row, i, 0)
        if q != winner:
            ja.append(f"{names[q].ja} {b}")
            en.append(f"{names[q].en} {b}")
    s.coins_out += paid
    if ja:
        ev.append(Event("noli.bid.lose", Text(f"{inv.ja}の負けた入札はサプライへ: " + "、".join(ja),
                                              f"Losing bids on the {inv.en} go to the supply: " + ", ".join(en))))
    if winner < 0:
        ev.append(Event("noli.shipwright.next", NOBODY_LAUNCHES_TEXT))
        s.invest += 1
        return
    s.winner, s.price, s.doubled = winner, price, False
    effect(s, ev)


def double_useful(s: State) -> bool:
    """Whether resolving the current investment again would change anything for its winner."""
    w = s.winner
    if s.invest == ROWER_I:
        return s.rowers[w] < MAX_ROWERS and (s.rower_stock > 0 or any(s.rowers[q] for q in range(s.n) if q != w))
    if s.invest == SHIPWRIGHT:
        return s.boats[w] < BOATS
    return True


# ---- what each investment does ------------------------------------------------------------------------------------
def effect(s: State, ev: list[Event]) -> None:
    w = s.winner
    nm = NAMES[s.n][w]
    i = s.invest
    if i == COURTIER:
        start = s.track[w]
        space = next_space(s.track, w)
        s.track = put(s.track, w, space)
        jumped = space - start - 1
        ev.append(Event("noli.courtier.move", Text(
            f"{nm.ja}の支持ポーンが{start}マス目から{space}マス目へ進みます"
            + (f"（{jumped}個のポーンを跳び越えて）。" if jumped else "。"),
            f"{nm.en}'s support pawn moves from space {start} to space {space}"
            + (f", jumping {plural(jumped, 'pawn')}." if jumped else ".")), None, {"player": w, "from": start, "to": space}))
        if space >= TRACK_END:
            ev.append(Event("noli.courtier.end", Text(f"{nm.ja}の支持ポーンがノーリの紋章の手前に着きました。"
                                                      "ゲームはここで終わります。",
                                                      f"{nm.en}'s pawn reaches the last space before Noli's crest: the "
                                                      "game ends here.")))
            end_by_track(s, ev)
            return
        if space in TRACK_WALL_SPACES:
            add_wall(s, "noli.courtier.wall", WALL_SPACE_FULL_TEXT, ev, Text("壁のマスです。", "A wall space: "))
    elif i == ROWER_I:
        if s.rowers[w] >= MAX_ROWERS:
            ev.append(Event("noli.rower.max", Text(f"{nm.ja}はすでに漕ぎ手が3人いるので、そのままです。",
                                                   f"{nm.en} already has three rowers and keeps them.")))
        elif s.rower_stock > 0:
            s.rower_stock -= 1
            k = s.rowers[w] + 1
            s.rowers = put(s.rowers, w, k)
            ev.append(Event("noli.rower.take", Text(f"{nm.ja}がサプライから漕ぎ手を雇いました（{k}人）。",
                                                    f"{nm.en} hires a rower from the supply ({k} now).")))
        else:
            holders = [q for q in range(s.n) if q != w and s.rowers[q]]
            if not holders:
                ev.append(Event("noli.rower.steal", NO_ROWER_TEXT))
            elif len(holders) == 1:
                steal(s, w, holders[0], ev)
            else:
                s.step = ROWER
                ev.append(Event("noli.rower.steal", Text(f"サプライに漕ぎ手がありません。{nm.ja}が誰から引き抜くかを選びます。",
                                                         f"The supply has no rower left: {nm.en} chooses whom to poach "
                                                         "one from.")))
    elif i == SHIPWRIGHT:
        k = s.boats[w] + 1
        s.boats = put(s.boats, w, k)
        ev.append(Event("noli.shipwright.boat", Text(f"{nm.ja}が漁船をビーチに出しました（{k}隻）。",
                                                     f"{nm.en} launches a boat ({k} on the beach).")))
    else:
        k = s.floors[w] + 1
        s.floors = put(s.floors, w, k)
        s.floor_stock -= 1
        ev.append(Event("noli.mason.floor", Text(f"{nm.ja}の塔が{k}階になりました。",
                                                 f"{nm.en}'s tower rises to {plural(k, 'floor')}."),
                        None, {"player": w, "floors": k}))
        if k >= WIN_FLOORS:
            s.winners, s.end_rule = (w,), "noli.win.tower"
            ev.append(Event("noli.win.tower", Text(f"{nm.ja}の塔が6階に達しました。{nm.ja}の勝利！",
                                                   f"{nm.en}'s tower reaches six floors: {nm.en} wins!")))


def steal(s: State, w: int, victim: int, ev: list[Event]) -> None:
    s.rowers = put(put(s.rowers, victim, s.rowers[victim] - 1), w, s.rowers[w] + 1)
    p, v = NAMES[s.n][w], NAMES[s.n][victim]
    ev.append(Event("noli.rower.steal", Text(f"{p.ja}が{v.ja}の漕ぎ手を引き抜きました。", f"{p.en} poaches a rower from {v.en}."),
                    None, {"player": w, "victim": victim}))


def end_by_track(s: State, ev: list[Event]) -> None:
    best = max(s.floors)
    tied = [p for p in range(s.n) if s.floors[p] == best]
    winner = max(tied, key=lambda p: s.track[p])
    s.winners = (winner,)
    nm = NAMES[s.n][winner]
    if len(tied) > 1:
        s.end_rule = "noli.win.track_tie"
        ev.append(Event("noli.win.track_tie", Text(f"塔は{best}階で並びました。支持トラックで先にいる{nm.ja}の勝利！",
                                                   f"Towers tie at {plural(best, 'floor')}: {nm.en}, furthest along the track, "
                                                   "wins!")))
    else:
        s.end_rule = "noli.win.track"
        ev.append(Event("noli.win.track", Text(f"塔がいちばん高い{nm.ja}（{best}階）の勝利！",
                                               f"{nm.en} has the tallest tower ({plural(best, 'floor')}) and wins!")))


# ---- step DOUBLE: the winner may pay the bid again to resolve the investment once more ------------------------------------
def double_candidates(s: State, p: int) -> list[Action]:
    return [DOUBLE_YES, DOUBLE_NO]


def double_refuse(s: State, p: int, action: Action) -> IllegalAction:
    return illegal("noli.bid.double", "まず{i}をダブルアップするかどうかを決めてください。",
                   "First decide whether to double up on the {i}.", i=investment_name(INVESTMENTS[s.invest]))


def double_perform(s: State, p: int, action: DoubleUp, ev: list[Event]) -> None:
    s.step = ""
    s.doubled = True
    if action.yes:
        w = s.winner
        s.bank[w] -= s.price
        s.coins_out += s.price
        nm, price, inv = NAMES[s.n][w], s.price, INVESTMENT_NAMES[INVESTMENTS[s.invest]]
        ev.append(Event("noli.bid.double", Text(f"{nm.ja}がダブルアップしました。"
                                                f"もう{price}コイン払って、{inv.ja}の効果をもう一度解決します。",
                                                f"{nm.en} doubles up: {price} more coins for a second {inv.en}.")))
        effect(s, ev)
    else:
        nm = NAMES[s.n][p]
        ev.append(Event("noli.bid.double", Text(f"{nm.ja}はダブルアップしません。", f"{nm.en} does not double up.")))


# ---- step ROWER: the supply is empty, so the winner chooses whom to take a rower from -----------------------------------
def rower_candidates(s: State, p: int) -> list[Action]:
    return [TakeRower(q) for q in range(s.n) if q != p]


def rower_refuse(s: State, p: int, action: Action) -> IllegalAction:
    return illegal("noli.rower.steal", "サプライに漕ぎ手がありません。誰から漕ぎ手を取るかを選んでください。",
                   "The supply has no rower left: choose whom to take one from.")


def rower_forbid(s: State, p: int, action: TakeRower) -> IllegalAction | None:
    v = action.victim
    if not 0 <= v < s.n or v == p:
        return illegal("noli.rower.steal", "漕ぎ手は他の陣営から取ります。", "The rower is taken from another faction.")
    if s.rowers[v] == 0:
        return illegal("noli.rower.steal", "{p}は漕ぎ手を持っていません。", "{p} holds no rower.", p=name(s.n, v))
    return None


def rower_perform(s: State, p: int, action: TakeRower, ev: list[Event]) -> None:
    s.step = ""
    steal(s, p, action.victim, ev)
