"""The fishing season: area by area, each fisher draws a card per boat and resolves its symbols; then consolation."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text
from kernel_games.core.text import plural

from ..actions import RaidTower, ResolveSymbol, Wreck
from ..components import BOATS, CONSOLATION_COINS, FISHING_AREAS
from ..narration import BOTTOM_TEXT, CARD_TEXT, NAMES, illegal, name
from ..state import RESOLVE, Season, State, put
from . import symbols
from .symbols import CARD_SYMBOLS, order_matters

RESOLVE_ACTION = {x: ResolveSymbol(*x) for cs in CARD_SYMBOLS for x in cs}


# ---- the flow of the phase ----------------------------------------------------------------------------------------
def start(s: State, ev: list[Event]) -> None:
    """On entry: the fishing order is the regatta's finishing order (area 1 first)."""
    s.area, s.fisher = 0, -1
    s.got_coins = (False,) * s.n
    area_of = s.area_of
    order = sorted(range(s.n), key=area_of.__getitem__)
    names = NAMES[s.n]
    ja = "、".join([f"{names[p].ja}（海域{area_of[p]}）" for p in order])
    en = ", ".join([f"{names[p].en} (area {area_of[p]})" for p in order])
    ev.append(Event("noli.fishing.order", Text(f"漁期: {ja}", f"Fishing season: {en}")))


def go_on(s: State, ev: list[Event]) -> None:
    """Automatic progress until the fisher must choose or the season is over: resolve the next symbol (asking the
    fisher when the order matters, noli.fishing.auto), or fish the next area.

    Once the order of a fisher's symbols does not matter, resolving them never makes it start to matter
    (tests/noli/test_engine.py), so it is asked once per draw and once after each choice of the fisher.
    """
    settled = False
    last = len(FISHING_AREAS)
    while not s.step and s.area <= last and not s.storm:  # not over(s), inline: the season's hot loop
        if s.pending:
            if not settled:
                if order_matters(s):
                    s.step = RESOLVE
                    return
                settled = True
            c, i = s.pending[0]
            symbols.resolve(s, c, i, ev)
            continue
        a = s.area
        if s.drawn:
            deck = s.decks[a - 1] = s.decks[a - 1] + tuple(s.drawn)
            s.known[a - 1] = min(len(deck), s.known[a - 1] + len(s.drawn))
            ev.append(Event("noli.fishing.resolve", BOTTOM_TEXT[s.n][s.fisher][a]))
            s.drawn = []
        a = s.area = a + 1
        if a > len(FISHING_AREAS):
            return
        for p in range(s.n):
            if s.area_of[p] == a:
                draw(s, p, ev)
                settled = False
                break


def over(s: State) -> bool:
    """Every area has been fished, or a storm ended the season."""
    return s.area > len(FISHING_AREAS) or s.storm > 0


def draw(s: State, p: int, ev: list[Event]) -> None:
    a = s.area
    deck = s.decks[a - 1]
    k = min(s.boats[p], len(deck))
    s.fisher = p
    drawn = s.drawn = list(deck[:k])
    deck = s.decks[a - 1] = deck[k:]
    s.known[a - 1] = min(s.known[a - 1], len(deck))
    s.pending = [x for c in drawn for x in CARD_SYMBOLS[c]]
    s.floor_hit = []
    s.catch += ((a, p, tuple(drawn)),)
    nm = NAMES[s.n][p]
    ev.append(Event("noli.fishing.draw", Text(f"{nm.ja}が海域{a}から漁船{k}隻分のカードを引きました: "
                                              + "、".join([CARD_TEXT[c].ja for c in drawn]),
                                              f"{nm.en} draws {plural(k, 'card')} from area {a}, one per boat: "
                                              + ", ".join([CARD_TEXT[c].en for c in drawn])),
                    None, {"player": p, "area": a, "cards": drawn[:]}))


def end_season(s: State, ev: list[Event]) -> None:
    """On leaving: whoever got no coins takes two and a boat from the archbishop; the round's story is kept."""
    storm = s.storm > 0
    names = NAMES[s.n]
    for p in range(s.n):
        if s.got_coins[p]:
            continue
        s.bank[p] += CONSOLATION_COINS
        s.coins_in += CONSOLATION_COINS
        nm = names[p]
        if s.boats[p] < BOATS:
            k = s.boats[p] + 1
            s.boats = put(s.boats, p, k)
            ev.append(Event("noli.consolation.storm" if storm else "noli.fishing.consolation",
                            Text(f"コインを得なかった{nm.ja}に、大司教がコイン2枚と漁船1隻を与えます（{k}隻）。",
                                 f"{nm.en} got no coins: the archbishop gives 2 coins and a boat ({plural(k, 'boat')} now)."),
                            None, {"player": p}))
        else:
            ev.append(Event("noli.consolation.full_fleet", Text(f"コインを得なかった{nm.ja}はコイン2枚を得ます。漁船はもう4隻です。",
                                                                f"{nm.en} got no coins and takes 2 coins; the fleet is "
                                                                "already four boats."), None, {"player": p}))
    s.last = Season(s.round, tuple(s.shown), tuple(s.won), s.area_of, s.rolls, s.catch, s.storm)


# ---- step RESOLVE: the fisher chooses which symbol comes next --------------------------------------------------------------
def resolve_candidates(s: State, p: int) -> list[Action]:
    return [RESOLVE_ACTION[x] for x in s.pending]


def resolve_refuse(s: State, p: int, action: Action) -> IllegalAction:
    return illegal("noli.fishing.resolve", "引いたカードのシンボルを解決する番です。",
                   "It is time to resolve the symbols on your cards.")


def resolve_forbid(s: State, p: int, action: ResolveSymbol) -> IllegalAction | None:
    if (action.card, action.symbol) not in s.pending:
        return illegal("noli.fishing.resolve", "そのシンボルは解決を待っているシンボルではありません。",
                       "That symbol is not one of your unresolved symbols.")
    return None


def resolve_perform(s: State, p: int, action: ResolveSymbol, ev: list[Event]) -> None:
    s.step = ""
    symbols.resolve(s, action.card, action.symbol, ev)


# ---- step RAID: no wall is left, the fisher chooses whose tower loses a floor ------------------------------------------------
def raid_candidates(s: State, p: int) -> list[Action]:
    return [RaidTower(q) for q in range(s.n)]


def raid_refuse(s: State, p: int, action: Action) -> IllegalAction:
    return illegal("noli.raid.floor", "壁がありません。塔の階層を失う陣営を選んでください。",
                   "No wall is left: choose the faction who loses a tower floor.")


def raid_forbid(s: State, p: int, action: RaidTower) -> IllegalAction | None:
    q = action.target
    if not 0 <= q < s.n:
        return illegal("noli.raid.floor", "そのプレイヤーはいません。", "There is no such player.")
    if s.floors[q] == 0:
        return illegal("noli.raid.floor", "{p}の塔には階層がありません。", "{p}'s tower has no floor.", p=name(s.n, q))
    return None


def raid_perform(s: State, p: int, action: RaidTower, ev: list[Event]) -> None:
    s.step = ""
    symbols.hit(s, s.raid_card, action.target, ev)
    s.raid_card = -1


# ---- step WRECK: the fisher chooses which other faction loses a boat ---------------------------------------------------------
def wreck_candidates(s: State, p: int) -> list[Action]:
    return [Wreck(q) for q in range(s.n) if q != p]


def wreck_refuse(s: State, p: int, action: Action) -> IllegalAction:
    return illegal("noli.symbol.shipwreck", "難破です。漁船を失う陣営を選んでください。",
                   "Shipwreck: choose the faction who loses a boat.")


def wreck_forbid(s: State, p: int, action: Wreck) -> IllegalAction | None:
    q = action.target
    if not 0 <= q < s.n or q == p:
        return illegal("noli.symbol.shipwreck", "難破で選ぶのは他の陣営です。", "A shipwreck strikes another faction.")
    if s.boats[q] < 2:
        return illegal("noli.symbol.shipwreck", "{p}の漁船は1隻だけなので選べません。", "{p} has a single boat and cannot be chosen.",
                       p=name(s.n, q))
    return None


def wreck_perform(s: State, p: int, action: Wreck, ev: list[Event]) -> None:
    s.step = ""
    symbols.sink(s, action.target, ev)
