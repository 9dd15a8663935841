"""The symbols on the sea cards and what each does when resolved: coins, wall, Genoa, raid, shipwreck, storm."""

from __future__ import annotations

import random

from kernel_games.core import Event, Text
from kernel_games.core.text import plural

from ..components import CARDS, FISHING_AREAS, WALLS, card_name
from ..narration import NAMES, NO_WRECK_TEXT, STORM_TEXT, WALLS_FULL_TEXT, coins_text
from ..state import RAID, WRECK, State, put

CARD_SYMBOLS = tuple(tuple((c.id, j) for j in range(len(c.symbols))) for c in CARDS)  # a drawn card's pending symbols
KIND = {(c.id, j): sym.kind for c in CARDS for j, sym in enumerate(c.symbols)}


def resolve(s: State, c: int, i: int, ev: list[Event]) -> None:
    """Resolve symbol ``i`` of card ``c`` for the fisher (it leaves the pending symbols)."""
    s.pending.remove((c, i))
    sym = CARDS[c].symbols[i]
    f = s.fisher
    nm = NAMES[s.n][f]
    kind = sym.kind
    if kind == "coins":
        v = sym.value
        s.bank[f] += v
        s.coins_in += v
        if not s.got_coins[f]:
            s.got_coins = put(s.got_coins, f, True)
        ev.append(Event("noli.symbol.coins", coins_text(s.n, f, c, v), None, {"player": f, "coins": v}))
    elif kind == "wall":
        add_wall(s, "noli.symbol.wall", WALLS_FULL_TEXT, ev)
    elif kind == "genoa":
        names = NAMES[s.n]
        shown = Text("、".join([f"{names[q].ja} {s.bank[q]}" for q in range(s.n)]),
                     ", ".join([f"{names[q].en} {s.bank[q]}" for q in range(s.n)]))
        lost = 0
        for q in range(s.n):
            if q != f:
                lost += s.bank[q]
                s.bank[q] = 0
        s.coins_out += lost
        ev.append(Event("noli.symbol.genoa", Text(f"ジェノヴァ！ 全員の銀行を公開: {shown.ja}。"
                                                  f"{nm.ja}以外は銀行のコインをすべて失います。",
                                                  f"Genoa! Every bank is shown: {shown.en}. All but {nm.en} lose their bank."),
                        None, {"lost": lost}))
    elif kind == "raid":
        _raid(s, c, nm, ev)
    elif kind == "shipwreck":
        targets = [q for q in range(s.n) if q != f and s.boats[q] >= 2]
        if not targets:
            ev.append(Event("noli.symbol.shipwreck", NO_WRECK_TEXT))
        elif len(targets) == 1:
            sink(s, targets[0], ev)
        else:
            s.step = WRECK
            ev.append(Event("noli.symbol.shipwreck", Text(f"難破: {nm.ja}が漁船を失う陣営を選びます。",
                                                          f"Shipwreck: {nm.en} chooses who loses a boat.")))
    else:
        storm(s, ev)


def add_wall(s: State, rule: str, full: Text, ev: list[Event], lead: Text | None = None) -> None:
    """A wall is added to Noli's defences (told after ``lead``), or ``full`` is told when all six stand."""
    if s.walls >= WALLS:
        ev.append(Event(rule, full))
        return
    s.walls += 1
    now = plural(s.walls, "wall")
    added = Text(f"壁を1つ置きます（壁{s.walls}）。", f"a wall is added ({now} now)." if lead else f"A wall is added ({now} now).")
    ev.append(Event(rule, lead + added if lead else added))


def _raid(s: State, c: int, nm: Text, ev: list[Event]) -> None:
    cn = CARDS[c].name
    if s.walls > 0:
        s.walls -= 1
        ev.append(Event("noli.symbol.raid", Text(f"{cn.ja}の襲撃！ 壁が1つ崩れました（壁{s.walls}）。",
                                                 f"{cn.en} raid! A wall falls ({s.walls} left).")))
    elif c in s.floor_hit:
        ev.append(Event("noli.raid.floor", Text(f"{cn.ja}の襲撃: 壁はありませんが、このカードではもう階層を1つ取り除いています。",
                                                f"{cn.en} raid: no wall left, but this card has already taken a floor.")))
    else:
        targets = [q for q in range(s.n) if s.floors[q]]
        if not targets:
            ev.append(Event("noli.raid.floor", Text(f"{cn.ja}の襲撃: 壁も塔の階層もないので、何も起きません。",
                                                    f"{cn.en} raid: no wall and no tower floor anywhere, so nothing "
                                                    "happens.")))
        elif len(targets) == 1:
            hit(s, c, targets[0], ev)
        else:
            s.step, s.raid_card = RAID, c
            ev.append(Event("noli.raid.floor", Text(f"{cn.ja}の襲撃: 壁がありません。{nm.ja}が階層を失う陣営を選びます。",
                                                    f"{cn.en} raid: no wall is left. {nm.en} chooses whose tower loses "
                                                    "a floor.")))


def hit(s: State, c: int, q: int, ev: list[Event]) -> None:
    """A raid with no wall left takes a floor of ``q``'s tower (once per card)."""
    k = s.floors[q] - 1
    s.floors = put(s.floors, q, k)
    s.floor_stock += 1
    s.floor_hit.append(c)
    cn, nm = card_name(c), NAMES[s.n][q]
    ev.append(Event("noli.raid.floor", Text(f"{cn.ja}の襲撃: 壁がないので、{nm.ja}の塔が1階層崩れました（{k}階）。",
                                            f"{cn.en} raid: with no wall left, {nm.en}'s tower loses a floor ({k} left)."),
                    None, {"target": q}))


def sink(s: State, q: int, ev: list[Event]) -> None:
    """A shipwreck takes one of ``q``'s boats."""
    k = s.boats[q] - 1
    s.boats = put(s.boats, q, k)
    nm = NAMES[s.n][q]
    ev.append(Event("noli.symbol.shipwreck", Text(f"難破: {nm.ja}の漁船が1隻沈みました（{k}隻）。",
                                                  f"Shipwreck: {nm.en} loses a boat ({k} left)."), None, {"target": q}))


def storm(s: State, ev: list[Event]) -> None:
    """The season ends here: unresolved symbols are lost and every deck is reshuffled (noli.symbol.storm)."""
    ev.append(Event("noli.symbol.storm", STORM_TEXT))
    later = [p for p in range(s.n) if s.area_of[p] > s.area]
    if s.pending or later:
        k = len(s.pending)
        names = NAMES[s.n]
        ja, en = f"解決していないシンボル{k}個は失われ、", f"{plural(k, 'unresolved symbol')} {'is' if k == 1 else 'are'} lost, and "
        if later:
            ja += "、".join([names[p].ja for p in later]) + "は漁に出られません。"
            en += ", ".join([names[p].en for p in later]) + " cannot fish."
        else:
            ja += "後の海域で漁をする陣営はいません。"
            en += "no one fishes after this area."
        ev.append(Event("noli.storm.aftermath", Text(ja, en)))
    s.pending = []
    s.decks[s.area - 1] += tuple(s.drawn)
    s.drawn = []
    r = random.Random(s.rng)  # one generator shuffles all four decks: each card gets a random key, sorted by key
    for a in range(len(FISHING_AREAS)):
        s.decks[a] = tuple(sorted(s.decks[a], key=lambda _: r.random()))
    s.rng = r.getrandbits(63)
    s.known = [0] * len(FISHING_AREAS)
    s.storm = s.area


def order_matters(s: State) -> bool:
    """Whether the fisher's remaining symbols could give another result in another order (noli.fishing.auto)."""
    pending = s.pending
    if len(pending) < 2:
        return False
    kinds = [KIND[x] for x in pending]
    if "storm" in kinds:
        return True
    if "raid" not in kinds:
        return False
    if "wall" in kinds:
        return True
    raids = [c for (c, _), k in zip(pending, kinds, strict=True) if k == "raid"]
    return len(set(raids)) > 1 and len(raids) > s.walls
