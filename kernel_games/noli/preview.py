"""Noli's previews (``Game.preview``): what a legal action would do now, with its numbers, from the view only.

The score is the tower (``result``: floors), so only a move that changes the viewer's own tower at once starts with a
signed number (``Mason: +1 (tower 3 → 4) …``, the convention of ``Game.preview``); coins, walls, boats and rowers are
written unsigned.
"""

from __future__ import annotations

from kernel_games.core import Action, Text

from .actions import DoubleUp, RaidTower, Ready, ResolveSymbol, Roll, SetBid, Stop, TakeRower, Wreck
from .components import (
    BUOY_FACES,
    CARDS,
    DIE_FACES,
    FACTION_BY_KEY,
    FISHING_AREAS,
    INVESTMENT_NAMES,
    INVESTMENTS,
    MAX_ROWERS,
    WALLS,
    WIN_FLOORS,
    is_buoy,
)
from .track import next_space
from .view import NoliView


def who(view: NoliView, p: int) -> Text:
    return FACTION_BY_KEY[view["factions"][p]].name


def _tower(view: NoliView, q: int, me: int) -> Text:
    """A raid on ``q``'s tower: ``−1 (your tower 3 → 2)`` for the viewer, else unsigned."""
    k = view["floors"][q]
    if q == me:
        return Text(f"−1（あなたの塔 {k}→{k - 1}階）", f"−1 (your tower {k} → {k - 1})")
    return Text("{p}の塔 {a}→{b}階", "{p}'s tower {a} → {b}").format(p=who(view, q), a=k, b=k - 1)


def double(view: NoliView, me: int, yes: bool) -> Text:
    inv, price, bank = view["investment"], view["price"], view["bank"]
    name = INVESTMENT_NAMES[inv]
    if not yes:
        return Text("{i}：ダブルアップしない。銀行の{b}コインはそのまま",
                    "{i}: no double up; your bank keeps its {b} coin{s}").format(i=name, b=bank, s="s" if bank != 1 else "")
    cost = Text(f"。さらに{price}コイン払う（銀行 {bank}→{bank - price}）",
                f", for {price} more coin{'s' if price != 1 else ''} (bank {bank} → {bank - price})")
    if inv == "mason":
        k = view["floors"][me]
        won = Text("。6階で勝利", "; six floors: you win") if k + 1 >= WIN_FLOORS else Text("", "")
        return Text(f"石工：+1（塔 {k}→{k + 1}階）", f"Mason: +1 (tower {k} → {k + 1})") + cost + won
    if inv == "courtier":
        return name + Text("：", ": ") + courtier(view, me) + cost
    if inv == "rower":
        return name + Text("：", ": ") + rower(view, me) + cost
    k = view["boats"][me]
    return name + Text(f"：漁船 {k}→{k + 1}隻", f": boats {k} → {k + 1}") + cost


def courtier(view: NoliView, me: int) -> Text:
    track, end = view["track"], view["track_end"]
    start, space = track[me], next_space(track, me)
    jumped = space - start - 1
    out = Text(f"支持ポーン {start}→{space}マス目", f"pawn {start} → {space}") + (
        Text(f"（{jumped}個を跳び越え）", f" (jumping {jumped})") if jumped else Text("", ""))
    if space >= end:
        floors = view["floors"]
        moved = [space if q == me else t for q, t in enumerate(track)]
        best = max(floors)
        winner = max((q for q in range(len(floors)) if floors[q] == best), key=moved.__getitem__)
        return out + Text("。終点でゲーム終了、{w}の勝ち（塔がいちばん高い、同じなら先の陣営）",
                          "; the end: the game ends and {w} wins (tallest tower, then furthest along)").format(
            w=who(view, winner))
    if space in view["wall_spaces"]:
        w = view["walls"]
        out += Text(f"。壁のマス：壁 {w}→{w + 1}", f"; a wall space: walls {w} → {w + 1}") if w < WALLS else Text(
            "。壁のマスだが壁はもう6つ", "; a wall space, but six walls stand already")
    return out


def rower(view: NoliView, me: int) -> Text:
    k = view["rowers"][me]
    if k >= MAX_ROWERS:
        return Text("漕ぎ手はもう3人。変わらない", "three rowers already: nothing changes")
    if view["rower_stock"] > 0:
        return Text(f"サプライから漕ぎ手を雇う（{k}→{k + 1}人）", f"a rower from the supply ({k} → {k + 1})")
    holders = [q for q in range(view["players"]) if q != me and view["rowers"][q]]
    if len(holders) == 1:
        return Text("{p}から漕ぎ手を引き抜く（{a}→{b}人）", "poach a rower from {p} ({a} → {b})").format(
            p=who(view, holders[0]), a=k, b=k + 1)
    if holders:
        return Text("サプライは空。誰から引き抜くかを選ぶ", "the supply is empty: you choose whom to poach from")
    return Text("サプライは空で、誰も漕ぎ手を持っていない", "the supply is empty and nobody holds a rower")


def symbol(view: NoliView, me: int, card: int, i: int) -> Text:
    sym = CARDS[card].symbols[i]
    head = CARDS[card].name + Text("：", ": ")
    kind = sym.kind
    if kind == "coins":
        b = view["bank"]
        return head + Text(f"銀行に{sym.value}コイン（{b}→{b + sym.value}）",
                           f"{sym.value} coin{'s' if sym.value != 1 else ''} to your bank ({b} → {b + sym.value})")
    walls = view["walls"]
    if kind == "wall":
        return head + (Text(f"壁 {walls}→{walls + 1}（襲撃は階層より先に壁を崩す）",
                            f"walls {walls} → {walls + 1} (a raid takes a wall before a floor)") if walls < WALLS
                       else Text("壁はもう6つ。何も起きない", "six walls already: nothing happens"))
    if kind == "genoa":
        return head + Text("あなた以外の全陣営が銀行のコインをすべて失う", "every other faction loses its whole bank")
    if kind == "raid":
        if walls:
            return head + Text(f"壁が1つ崩れる（{walls}→{walls - 1}）", f"a wall falls ({walls} → {walls - 1})")
        if card in view["floor_hit"]:
            return head + Text("壁がないが、このカードはもう階層を1つ取った。何も起きない",
                               "no wall left, but this card has already taken a floor: nothing happens")
        targets = [q for q in range(view["players"]) if view["floors"][q]]
        if not targets:
            return head + Text("壁も塔の階層もない。何も起きない", "no wall and no tower floor: nothing happens")
        if len(targets) == 1:
            return head + _tower(view, targets[0], me) + Text("。壁がない", "; no wall left")
        return head + Text("壁がない。どの塔の階層を崩すかを選ぶ", "no wall left: you choose whose tower loses a floor")
    if kind == "shipwreck":
        targets = [q for q in range(view["players"]) if q != me and view["boats"][q] >= 2]
        if not targets:
            return head + Text("漁船2隻以上の相手がいない。何も起きない", "nobody else has two boats: nothing happens")
        if len(targets) == 1:
            k = view["boats"][targets[0]]
            return head + Text("{p}の漁船 {a}→{b}隻", "{p}'s boats {a} → {b}").format(p=who(view, targets[0]), a=k, b=k - 1)
        return head + Text("どの陣営の漁船を沈めるかを選ぶ", "you choose whose boat sinks")
    lost = len(view["pending"]) - 1
    later = [q for q in range(view["players"]) if view["area_of"][q] > view["area"]]
    return head + Text(f"漁期はここで終わり。未解決のシンボル{lost}個と、後の海域の{len(later)}陣営の漁は失われる",
                       f"the season ends here: {lost} other unresolved symbol(s) are lost, and {len(later)} "
                       "faction(s) in later areas do not fish")


def roll(view: NoliView, me: int) -> Text:
    dice = view["dice"][me]
    k = sum(1 for d in dice if not is_buoy(d))
    return Text(f"振る：ブイでないダイス{k}個。1個ごとに{DIE_FACES}面中{BUOY_FACES}面がブイ。全部ブイでゴール",
                f"Roll: {k} dice not on a buoy; each shows a buoy {BUOY_FACES} times in {DIE_FACES}; all on buoys and "
                "you finish")


def stop(view: NoliView) -> Text:
    free = [a for a in FISHING_AREAS if a not in view["closed"] and a not in view["area_of"]]
    a = free[0] if free else 0
    return Text(f"やめる：残る海域{a}を取る", f"Stop: take area {a}, the one left")


def bids(view: NoliView, me: int) -> Text:
    row = view["bids"][me] or [0] * len(INVESTMENTS)
    placed = view["placed"][me] or [True] * len(INVESTMENTS)
    parts = [INVESTMENT_NAMES[k] + Text(f"{row[i] if placed[i] else 0}", f" {row[i] if placed[i] else 0}")
             for i, k in enumerate(INVESTMENTS)]
    return Text("入札確定：" + "・".join(p.ja for p in parts) + f"。銀行に{view['bank']}コイン残る",
                "Bids final: " + ", ".join(p.en for p in parts) + f"; {view['bank']} coins stay in the bank")


def preview(view: NoliView, action: Action) -> Text:
    """What ``action`` would do for the viewer now (Game.preview)."""
    me = view["viewer"]
    t = type(action)
    if t is SetBid:
        left = view["bank"] - action.amount
        return INVESTMENT_NAMES[action.investment] + Text(f"：{action.amount}コインを入札、銀行に{left}コイン残る",
                                                          f": bid {action.amount}, {left} stay in the bank")
    if t is Ready:
        return bids(view, me)
    if t is DoubleUp:
        return double(view, me, action.yes)
    if t is TakeRower:
        k, v = view["rowers"][me], view["rowers"][action.victim]
        return Text("漕ぎ手：{p}の漕ぎ手を1人引き抜く（{p} {v}→{w}人、あなた {a}→{b}人）",
                    "Rower: poach one of {p}'s rowers ({p} {v} → {w}, you {a} → {b})").format(
            p=who(view, action.victim), v=v, w=v - 1, a=k, b=k + 1)
    if t is ResolveSymbol:
        return symbol(view, me, action.card, action.symbol)
    if t is RaidTower:
        return Text("襲撃：", "Raid: ") + _tower(view, action.target, me)
    if t is Wreck:
        k = view["boats"][action.target]
        return Text("難破：{p}の漁船 {a}→{b}隻", "Shipwreck: {p}'s boats {a} → {b}").format(
            p=who(view, action.target), a=k, b=k - 1)
    if t is Roll:
        return roll(view, me)
    if t is Stop:
        return stop(view)
    return action.describe()

