"""Noli's engine: set-up, investment, development, the regatta, the fishing season and the end (seed 002)."""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import product
from pathlib import Path
from typing import Any

from kernel_games.core import Action, Event, Game, IllegalAction, Option, Result, ScoreRow, Text, join
from kernel_games.core.rng import shuffled

from . import bots
from .actions import ACTION_TYPES, DoubleUp, RaidTower, Ready, ResolveSymbol, Roll, SetBid, Stop, TakeRower, Wreck
from .components import (
    AREA_CARDS,
    BOATS,
    BUOY_FACES,
    CARDS,
    CLOSED_AREAS_FOR,
    CONSOLATION_COINS,
    DICE,
    DIE_FACES,
    FISHING_AREAS,
    FLOOR_TOKENS,
    IN_HAND,
    INVESTMENT_NAMES,
    INVESTMENTS,
    MAX_ROWERS,
    ROWER_TOKENS,
    START_BOATS,
    TRACK_END,
    TRACK_WALL_SPACES,
    WALLS,
    WIN_FLOORS,
    card_name,
    faction,
    investment_name,
)
from .state import (
    DEVELOP,
    DOUBLE,
    FISH,
    INVEST,
    LIVE,
    OVER,
    RAID,
    REGATTA,
    RESOLVE,
    ROWER,
    SIMULATED,
    WRECK,
    State,
)

_event = Event  # narration is hot: Event is a slotted class with a plain __init__ (kernel_games/core/game.py)


INDEX = {k: i for i, k in enumerate(INVESTMENTS)}
ALL_PLACED = (1 << len(INVESTMENTS)) - 1  # State.placed once every bid is placed: the player is ready (noli.invest.ready)
COURTIER, ROWER_I, SHIPWRIGHT, MASON = range(4)
MAX_SEATS = max(CLOSED_AREAS_FOR)
TRACK_SPAN = TRACK_END + 1

# ---- actions, made once and shared (they are immutable) ---------------------------------------------------
READY, ROLL, STOP = Ready(), Roll(), Stop()
DOUBLE_YES, DOUBLE_NO = DoubleUp(True), DoubleUp(False)
TAKE_ROWER = tuple(TakeRower(q) for q in range(MAX_SEATS))
RAID_TOWER = tuple(RaidTower(q) for q in range(MAX_SEATS))
WRECK_ACTION = tuple(Wreck(q) for q in range(MAX_SEATS))
CARD_SYMBOLS = tuple(tuple((c.id, j) for j in range(len(c.symbols))) for c in CARDS)  # a drawn card's pending symbols
RESOLVE_ACTION = {x: ResolveSymbol(*x) for symbols in CARD_SYMBOLS for x in symbols}
KIND = {(c.id, j): sym.kind for c in CARDS for j, sym in enumerate(c.symbols)}
_BIDS: dict[str, list[SetBid]] = {k: [] for k in INVESTMENTS}


def bid_actions(key: str, upto: int) -> list[SetBid]:
    """SetBid(key, 0) .. SetBid(key, upto), made once and shared (actions are immutable)."""
    made = _BIDS[key]
    while len(made) <= upto:
        made.append(SetBid(key, len(made)))
    return made[:upto + 1]


@lru_cache(maxsize=1024)
def invest_actions(placed: int, bank: int) -> tuple[Action, ...]:
    """Everything a bidder may do: each amount the bank allows on each investment not yet placed, then Ready."""
    out: list[Action] = []
    for i, key in enumerate(INVESTMENTS):
        if not placed >> i & 1:
            out += bid_actions(key, bank)
    out.append(READY)
    return tuple(out)


def _roll_outcomes() -> dict[tuple[int, ...], tuple[int, tuple[tuple[int, ...], ...]]]:
    """For every dice tuple: (n, outcomes) where outcomes lists, in a fixed order, the n = 6^k equally likely results
    of rolling its k dice not showing a buoy (a die on a buoy stays). One random number picks a result."""
    by_kept: dict[tuple, tuple[int, tuple[tuple[int, ...], ...]]] = {}
    out = {}
    for faces in product(range(IN_HAND, DIE_FACES), repeat=DICE):
        kept = tuple(f if 0 <= f < BUOY_FACES else None for f in faces)
        if kept not in by_kept:
            free = [j for j, f in enumerate(kept) if f is None]
            results = []
            for rolled in product(range(DIE_FACES), repeat=len(free)):
                new = list(kept)
                for j, f in zip(free, rolled, strict=True):
                    new[j] = f
                results.append(tuple(new))
            by_kept[kept] = (len(results), tuple(results))
        out[faces] = by_kept[kept]
    return out


ROLLS = _roll_outcomes()


# ---- narration: fixed texts and tables built once ------------------------------------------------------------
DIE_CHARS = "◉" * BUOY_FACES + "○" * (DIE_FACES - BUOY_FACES) + "·"  # index IN_HAND (-1) is the last: in hand
DICE_TEXT = {faces: "".join([DIE_CHARS[f] for f in faces]) for faces in product(range(IN_HAND, DIE_FACES), repeat=DICE)}
ALL_BUOYS = frozenset(faces for faces in DICE_TEXT if all(0 <= f < BUOY_FACES for f in faces))  # a finished crew
START_DICE = tuple((0,) * r + (IN_HAND,) * (DICE - r) for r in range(DICE + 1))  # r rowers set r dice buoy-up
NOT_READY = {ready: tuple(p for p, r in enumerate(ready) if not r)  # who bids still, by the players' ready flags
             for n in CLOSED_AREAS_FOR for ready in product((False, True), repeat=n)}
SEAT_KEYS = tuple(str(p) for p in range(MAX_SEATS))


def dice_text(faces: list[int] | tuple[int, ...]) -> str:
    """◉ for a buoy, ○ for a blank face, · for a die still in hand."""
    return DICE_TEXT[tuple(faces)]


def _card_text(c: int) -> Text:
    card = CARDS[c]
    return card.name + Text("（", " (") + join([sym.name for sym in card.symbols], "・", ", ") + Text("）", ")")


CARD_TEXT = tuple(_card_text(c.id) for c in CARDS)  # a card's name and symbols, for the log
NAMES = {n: tuple(faction(n, p).name for p in range(n)) for n in CLOSED_AREAS_FOR}
BEAT_PIECES: dict[int, tuple[dict[tuple[int, ...], tuple[str, str]], ...]] = {  # [n][seat][dice]: "Màina ◉◉○·", filled as met
    n: tuple({} for _ in range(n)) for n in NAMES}
READY_TEXT = {n: tuple(Text(f"{nm.ja}が準備完了を宣言しました。", f"{nm.en} is ready.") for nm in names)
              for n, names in NAMES.items()}
SIGNAL_TEXT = {n: tuple(Text(f"{nm.ja}の合図でレガッタがスタート！", f"At {nm.en}'s signal the regatta starts!") for nm in names)
               for n, names in NAMES.items()}


def _per_area(make) -> dict[int, tuple[tuple[Text | None, ...], ...]]:
    """A table [n][seat][area] of ``make(name, area)`` (index 0 of the areas unused)."""
    return {n: tuple((None, *(make(nm, a) for a in FISHING_AREAS)) for nm in names) for n, names in NAMES.items()}


FINISH_TEXT = (  # [the last one, stopping?][n][seat][area]
    _per_area(lambda nm, a: Text(f"{nm.ja}のダイスがすべてブイ！ 海域{a}を取ります。",
                                 f"All of {nm.en}'s dice show buoys: {nm.en} takes area {a}!")),
    _per_area(lambda nm, a: Text(f"最後の{nm.ja}は振るのをやめ、残った海域{a}を取ります。",
                                 f"{nm.en}, the last one left, stops and takes area {a}.")),
)
BOTTOM_TEXT = _per_area(lambda nm, a: Text(f"{nm.ja}のカードを海域{a}の山札の一番下に入れます。",
                                           f"{nm.en}'s cards go to the bottom of the area {a} deck."))
ALL_PLACED_TEXT = Text("4つの入札をすべて置いたので、準備完了です。", "All four bids are placed: you are ready.")
DEVELOP_ORDER_TEXT = Text("発展フェイズ: 廷臣、漕ぎ手、船大工、石工の順に解決します。",
                          "Development: Courtier, Rower, Shipwright and Mason are resolved in turn.")
BID_ZERO_TEXT = tuple(Text(f"{INVESTMENT_NAMES[k].ja}には誰もコインを置いていないので、何も起きません。",
                           f"Nobody put a coin on the {INVESTMENT_NAMES[k].en}: nothing happens.") for k in INVESTMENTS)
NOBODY_LAUNCHES_TEXT = Text("船を出せる入札者がいないので、誰も船を得ません。", "No bidder can launch a boat: nobody gets one.")
WALL_SPACE_FULL_TEXT = Text("壁のマスですが、壁はすでに6つあります。", "A wall space, but six walls already stand.")
NO_ROWER_TEXT = Text("サプライにも他の陣営にも漕ぎ手がいないので、何も起きません。",
                     "No rower in the supply or with anyone else: nothing happens.")
SAME_BEAT_TEXT = Text("同じ拍にゴール: 支持トラックで先にいる順に着順が決まります。",
                      "Several finish on the same beat: furthest along the track arrives first.")
WALLS_FULL_TEXT = Text("壁はすでに6つあるので、何も起きません。", "Six walls already stand: nothing happens.")
NO_WRECK_TEXT = Text("難破: 漁船を2隻以上持つ他の陣営がないので、何も起きません。",
                     "Shipwreck: no other faction has two boats, so nothing happens.")
STORM_TEXT = Text("嵐！ 漁期はここで終わり、4つの海域の山札をシャッフルし直します。",
                  "Storm! The fishing season ends here and all four decks are reshuffled.")


@lru_cache(maxsize=4096)
def _bid_text(i: int, amount: int, bank: int) -> Text:
    name = INVESTMENT_NAMES[INVESTMENTS[i]]
    return Text(f"{name.ja}に{amount}コインを入札しました（銀行に{bank}コイン）。",
                f"You bid {amount} on the {name.en} (bank: {bank}).")


@lru_cache(maxsize=1024)
def _coins_text(n: int, p: int, card: int, coins: int) -> Text:
    name, cn = NAMES[n][p], CARDS[card].name
    return Text(f"{name.ja}が{cn.ja}で{coins}コインを得ました。", f"{name.en} gets {coins} coin(s) from the {cn.en}.")


@lru_cache(maxsize=4096)
def _win_text(n: int, p: int, i: int, price: int) -> Text:
    nm, name = NAMES[n][p], INVESTMENT_NAMES[INVESTMENTS[i]]
    return Text(f"{nm.ja}が{price}コインで{name.ja}を落札し、サプライに払います。",
                f"{nm.en} wins the {name.en} with {price} and pays it to the supply.")


def _illegal(rule: str, ja: str, en: str, **values: Any) -> IllegalAction:
    return IllegalAction(rule, Text(ja, en).format(**values) if values else Text(ja, en))


class Noli(Game):
    """Noli for 2–4 players.

    >>> g = Noli(); s = g.setup(4, seed=1)
    >>> g.to_act(s)
    (0, 1, 2, 3)
    >>> [g.player_name(s, p).en for p in range(4)]
    ['Màina', 'Burgu', 'Portellu', 'Ciassa']
    >>> s.bank
    [7, 9, 10, 8]
    """

    id = "noli"
    name = Text("ノーリ", "Noli")
    min_players, max_players = 2, 4
    options = {
        "regatta": Option(Text("レガッタ", "Regatta"), (SIMULATED, LIVE), SIMULATED,
                          (Text("自動（ダイスは自動で振る）", "Simulated (dice roll by themselves)"),
                           Text("ライブ（自分で振る）", "Live (roll your own dice)"))),
    }
    action_types = ACTION_TYPES
    rulebook_path = str(Path(__file__).with_name("rulebook.toml"))

    # ---- set-up ----------------------------------------------------------------------------------------
    def setup(self, num_players: int, seed: int, options: dict[str, Any] | None = None) -> State:
        opts = self.resolve_options(num_players, options)
        n = num_players
        rng = seed
        decks = []
        for a in FISHING_AREAS:
            deck, rng = shuffled(list(AREA_CARDS[a]), rng)
            decks.append(tuple(deck))
        factions = [faction(n, p) for p in range(n)]
        bank = [f.coins for f in factions]
        return State(
            n=n, rng=rng, mode=opts["regatta"], round=1, phase=INVEST, step="",
            bank=bank, bids=[(0,) * len(INVESTMENTS)] * n, ready=[False] * n, placed=[0] * n, shown=[()] * n,
            invest=0, winner=-1, price=0, doubled=False,
            track=[f.start for f in factions], walls=WALLS, floors=[0] * n, floor_stock=FLOOR_TOKENS,
            rowers=[0] * n, rower_stock=ROWER_TOKENS, boats=[START_BOATS] * n,
            dice=[START_DICE[0]] * n, closed=[], area_of=[0] * n, rolls=[0] * n,
            decks=decks, known=[0] * 4, area=0, fisher=-1, drawn=[], pending=[], floor_hit=[], raid_card=-1,
            got_coins=[False] * n, coins_in=sum(bank), coins_out=0, winners=[], end_rule="",
        )

    def num_players(self, state: State) -> int:
        return state.n

    copy = staticmethod(State.copy)  # Game.copy(state): a copy sharing nothing mutable (see State.copy)

    def player_name(self, state: Any, player: int) -> Text:
        if type(player) is int and 0 <= player < state.n:
            return NAMES[state.n][player]
        return Text(f"プレイヤー{player}", f"player {player}")

    # ---- who acts, what is legal -------------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        ph = state.phase
        if ph == INVEST:
            return NOT_READY[(*state.ready,)]
        if ph == REGATTA:
            area_of = state.area_of
            return tuple([p for p in range(state.n) if not area_of[p]])
        if ph == DEVELOP:
            return (state.winner,) if state.step else ()
        if ph == FISH:
            return (state.fisher,) if state.step else ()
        return ()

    def candidates(self, state: State, player: int) -> list[Action]:
        ph = state.phase
        if ph == INVEST:
            return list(invest_actions(state.placed[player], state.bank[player]))
        if ph == DEVELOP:
            if state.step == DOUBLE:
                return [DOUBLE_YES, DOUBLE_NO]
            return [TAKE_ROWER[q] for q in range(state.n) if q != player]
        if ph == REGATTA:
            return [ROLL, STOP]
        if ph == FISH:
            if state.step == RESOLVE:
                return [RESOLVE_ACTION[x] for x in state.pending]
            if state.step == RAID:
                return [RAID_TOWER[q] for q in range(state.n)]
            return [WRECK_ACTION[q] for q in range(state.n) if q != player]
        return []

    def legal_actions(self, state: State, player: int) -> list[Action]:
        """The base rule (candidates that ``rules_forbid`` lets through), with shortcuts where nothing is filtered.

        Every candidate is legal by construction for a bidder (each amount the bank allows on each investment not yet
        placed, and Ready), for a winner asked to double up (yes or no) and for a fisher choosing the next symbol (each
        pending symbol), so the filter is skipped there; tests/noli/test_illegal.py checks both give the same list.
        """
        ph = state.phase
        if ph == INVEST:
            if type(player) is int and 0 <= player < state.n and not state.ready[player]:
                return list(invest_actions(state.placed[player], state.bank[player]))
        elif ph == FISH:
            if state.step == RESOLVE and player == state.fisher and type(player) is int:
                return [RESOLVE_ACTION[x] for x in state.pending]
        elif ph == DEVELOP and state.step == DOUBLE and player == state.winner and type(player) is int:
            return [DOUBLE_YES, DOUBLE_NO]
        return super().legal_actions(state, player)

    def rules_forbid(self, state: State, player: int, action: Action) -> IllegalAction | None:
        t = type(action)
        ph = state.phase
        if ph == INVEST:
            if t is Ready:
                return None
            if t is not SetBid:
                return _illegal("noli.invest.bid", "いまは投資フェイズです。入札を決めるか、準備完了を宣言してください。",
                                "This is the investment phase: set your bids or declare that you are ready.")
            key = action.investment
            i = INDEX.get(key) if type(key) is str else None
            if i is None:
                return _illegal("noli.invest.bid", "投資先は廷臣・漕ぎ手・船大工・石工の4つです。",
                                "The investments are the Courtier, Rower, Shipwright and Mason.")
            amount = action.amount
            if type(amount) is not int or amount < 0:
                return _illegal("noli.invest.bid", "入札はコインの枚数（0以上の整数）です。",
                                "A bid is a whole number of coins, zero or more.")
            if state.placed[player] >> i & 1:
                return _illegal("noli.invest.bid", "{i}への入札（{a}コイン）はもう置きました。入札は各投資先に1ラウンド1回だけです。",
                                "You have already placed your bid on the {i} ({a}): each bid is placed once a round.",
                                i=INVESTMENT_NAMES[key], a=state.bids[player][i])
            if amount > state.bank[player]:
                return _illegal("noli.invest.bank", "銀行には{b}コインしかありません（{i}には最大{b}コイン）。",
                                "Your bank holds only {b} coins (at most {b} on the {i}).",
                                b=state.bank[player], i=INVESTMENT_NAMES[key])
            return None
        if ph == DEVELOP:
            if state.step == DOUBLE:
                if t is not DoubleUp:
                    return _illegal("noli.bid.double", "まず{i}をダブルアップするかどうかを決めてください。",
                                    "First decide whether to double up on the {i}.", i=investment_name(INVESTMENTS[state.invest]))
                if type(action.yes) is not bool:
                    return _illegal("noli.bid.double", "ダブルアップは「する」か「しない」です。", "Double up is yes or no.")
                return None
            if t is not TakeRower:
                return _illegal("noli.rower.steal", "サプライに漕ぎ手がありません。誰から漕ぎ手を取るかを選んでください。",
                                "The supply has no rower left: choose whom to take one from.")
            v = action.victim
            if type(v) is not int or not 0 <= v < state.n or v == player:
                return _illegal("noli.rower.steal", "漕ぎ手は他の陣営から取ります。", "The rower is taken from another faction.")
            if state.rowers[v] == 0:
                return _illegal("noli.rower.steal", "{p}は漕ぎ手を持っていません。", "{p} holds no rower.",
                                p=self.player_name(state, v))
            return None
        if ph == REGATTA:
            if t is Roll:
                return None
            if t is Stop:
                others = sum(1 for q in range(state.n) if q != player and not state.area_of[q])
                if others:
                    return _illegal("noli.regatta.last", "やめられるのは最後の1人だけです（まだ{k}陣営が振っています）。",
                                    "Only the last one still rolling may stop ({k} other faction(s) still rolling).", k=others)
                return None
            return _illegal("noli.regatta.live", "レガッタの最中です。ダイスを振ってください。", "The regatta is on: roll your dice.")
        if ph == FISH:
            step = state.step
            if step == RESOLVE:
                if t is not ResolveSymbol:
                    return _illegal("noli.fishing.resolve", "引いたカードのシンボルを解決する番です。",
                                    "It is time to resolve the symbols on your cards.")
                if (action.card, action.symbol) not in state.pending:
                    return _illegal("noli.fishing.resolve", "そのシンボルは解決を待っているシンボルではありません。",
                                    "That symbol is not one of your unresolved symbols.")
                return None
            if step == RAID:
                if t is not RaidTower:
                    return _illegal("noli.raid.floor", "壁がありません。塔の階層を失う陣営を選んでください。",
                                    "No wall is left: choose the faction who loses a tower floor.")
                q = action.target
                if type(q) is not int or not 0 <= q < state.n:
                    return _illegal("noli.raid.floor", "そのプレイヤーはいません。", "There is no such player.")
                if state.floors[q] == 0:
                    return _illegal("noli.raid.floor", "{p}の塔には階層がありません。", "{p}'s tower has no floor.",
                                    p=self.player_name(state, q))
                return None
            if t is not Wreck:
                return _illegal("noli.symbol.shipwreck", "難破です。漁船を失う陣営を選んでください。",
                                "Shipwreck: choose the faction who loses a boat.")
            q = action.target
            if type(q) is not int or not 0 <= q < state.n or q == player:
                return _illegal("noli.symbol.shipwreck", "難破で選ぶのは他の陣営です。", "A shipwreck strikes another faction.")
            if state.boats[q] < 2:
                return _illegal("noli.symbol.shipwreck", "{p}の漁船は1隻だけなので選べません。",
                                "{p} has a single boat and cannot be chosen.", p=self.player_name(state, q))
            return None
        return _illegal("core.turn.game_over", "ゲームは終了しています。", "The game is over.")  # pragma: no cover

    # ---- carrying actions out ------------------------------------------------------------------------------
    def perform(self, state: State, player: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        t = type(action)
        if t is SetBid:
            i = INDEX[action.investment]
            a = action.amount
            b = state.bank[player] = state.bank[player] - a
            row = state.bids[player]
            state.bids[player] = row[:i] + (a,) + row[i + 1:]
            placed = state.placed[player] = state.placed[player] | 1 << i
            ev.append(_event("noli.invest.bid", _bid_text(i, a, b), player))
            if placed == ALL_PLACED:
                ev.append(_event("noli.invest.ready", ALL_PLACED_TEXT, player))
                self._ready(state, player, ev)
        elif t is Ready:
            self._ready(state, player, ev)
        elif t is DoubleUp:
            state.step = ""
            state.doubled = True
            if action.yes:
                w = state.winner
                state.bank[w] -= state.price
                state.coins_out += state.price
                nm, price, inv = NAMES[state.n][w], state.price, INVESTMENT_NAMES[INVESTMENTS[state.invest]]
                ev.append(_event("noli.bid.double", Text(f"{nm.ja}がダブルアップ: もう{price}コイン払って{inv.ja}をもう一度。",
                                                         f"{nm.en} doubles up: {price} more coins for a second {inv.en}.")))
                self._effect(state, ev)
            else:
                nm = NAMES[state.n][player]
                ev.append(_event("noli.bid.double", Text(f"{nm.ja}はダブルアップしません。", f"{nm.en} does not double up.")))
            self._develop(state, ev)
        elif t is TakeRower:
            state.step = ""
            self._steal(state, player, action.victim, ev)
            self._develop(state, ev)
        elif t is Roll:
            self._roll(state, player, ev)
        elif t is Stop:
            self._finish(state, player, ev, "noli.regatta.last")
            self._after_roll(state, ev)
        elif t is ResolveSymbol:
            state.step = ""
            self._resolve(state, action.card, action.symbol, ev)
            self._fish(state, ev)
        elif t is RaidTower:
            state.step = ""
            self._hit(state, state.raid_card, action.target, ev)
            state.raid_card = -1
            self._fish(state, ev)
        elif t is Wreck:
            state.step = ""
            self._sink(state, action.target, ev)
            self._fish(state, ev)
        return ev

    # ---- investment and development ------------------------------------------------------------------------
    def _ready(self, s: State, p: int, ev: list[Event]) -> None:
        """``p``'s bidding is over (declared, or all four bids placed: everyone hears the same); the last one reveals."""
        s.ready[p] = True
        ev.append(_event("noli.invest.ready", READY_TEXT[s.n][p], None, {"player": p}))
        if all(s.ready):
            self._reveal(s, ev)

    def _reveal(self, s: State, ev: list[Event]) -> None:
        s.phase = DEVELOP
        s.shown = s.bids[:]
        s.invest, s.winner = 0, -1
        names = NAMES[s.n]
        bids = ["/".join(map(str, b)) for b in s.bids]
        ja = "、".join([f"{names[p].ja} {bids[p]}" for p in range(s.n)])
        en = ", ".join([f"{names[p].en} {bids[p]}" for p in range(s.n)])
        ev.append(_event("noli.invest.ready", Text(f"衝立を外して入札を公開（廷臣/漕ぎ手/船大工/石工）: {ja}",
                                                   f"Screens down, bids revealed (Courtier/Rower/Shipwright/Mason): {en}"),
                         None, {"bids": [list(b) for b in s.bids]}))
        ev.append(_event("noli.develop.order", DEVELOP_ORDER_TEXT))
        self._develop(s, ev)

    def ranking(self, s: State, i: int) -> list[int]:
        """The players who bid on investment ``i``, best bid first; equal bids: furthest along the track first."""
        bids, track = s.bids, s.track  # tracks are below TRACK_SPAN, so one number orders by bid, then track
        return sorted([p for p in range(s.n) if bids[p][i] > 0], key=lambda p: -(bids[p][i] * TRACK_SPAN + track[p]))

    def _develop(self, s: State, ev: list[Event]) -> None:
        """Resolve investments until someone must decide, the development ends, or the game does."""
        while s.phase == DEVELOP and not s.step:
            if s.winner >= 0:  # the current investment has been resolved once
                if not s.doubled and s.bank[s.winner] >= s.price and self.double_useful(s):
                    s.step = DOUBLE
                    return
                s.invest += 1
                s.winner = -1
                continue
            if s.invest >= len(INVESTMENTS):
                self._start_regatta(s, ev)
                return
            self._award(s, ev)

    def _award(self, s: State, ev: list[Event]) -> None:
        i = s.invest
        order = self.ranking(s, i)
        if not order:
            ev.append(_event("noli.bid.zero", BID_ZERO_TEXT[i]))
            s.invest += 1
            return
        names = NAMES[s.n]
        name = INVESTMENT_NAMES[INVESTMENTS[i]]
        bids, boats = s.bids, s.boats
        winner = order[0]
        if i == SHIPWRIGHT:
            winner = -1
            for q in order:
                if boats[q] < BOATS:
                    winner = q
                    break
                ev.append(_event("noli.shipwright.next", Text(f"{names[q].ja}の船はすでに4隻なので、次の入札者に回ります。",
                                                              f"{names[q].en} already has four boats: the boat passes to "
                                                              "the next bidder.")))
        price = 0
        if winner >= 0:
            price = bids[winner][i]
            nm = names[winner]
            for q in order:
                if q != winner and bids[q][i] == price and (i != SHIPWRIGHT or boats[q] < BOATS):
                    t = s.track[winner]
                    ev.append(_event("noli.bid.tie", Text(f"{name.ja}は{price}コインで同額。"
                                                          f"支持トラックで先にいる{nm.ja}（{t}マス目）が落札します。",
                                                          f"The {name.en} bids tie at {price}: {nm.en}, further along the "
                                                          f"track (space {t}), wins.")))
                    break
            ev.append(_event("noli.bid.win", _win_text(s.n, winner, i, price),
                             None, {"player": winner, "investment": INVESTMENTS[i], "bid": price}))
        ja, en = [], []
        paid = 0
        for q in order:  # every bid on this investment goes to the supply, the winner's as its price
            row = bids[q]
            b = row[i]
            paid += b
            bids[q] = row[:i] + (0,) + row[i + 1:]
            if q != winner:
                ja.append(f"{names[q].ja} {b}")
                en.append(f"{names[q].en} {b}")
        s.coins_out += paid
        if ja:
            ev.append(_event("noli.bid.lose", Text(f"{name.ja}の負けた入札はサプライへ: " + "、".join(ja),
                                                   f"Losing bids on the {name.en} go to the supply: " + ", ".join(en))))
        if winner < 0:
            ev.append(_event("noli.shipwright.next", NOBODY_LAUNCHES_TEXT))
            s.invest += 1
            return
        s.winner, s.price, s.doubled = winner, price, False
        self._effect(s, ev)

    def double_useful(self, s: State) -> bool:
        """Whether resolving the current investment again would change anything for its winner."""
        w = s.winner
        if s.invest == ROWER_I:
            return s.rowers[w] < MAX_ROWERS and (s.rower_stock > 0 or any(s.rowers[q] for q in range(s.n) if q != w))
        if s.invest == SHIPWRIGHT:
            return s.boats[w] < BOATS
        return True

    def _effect(self, s: State, ev: list[Event]) -> None:
        w = s.winner
        name = NAMES[s.n][w]
        i = s.invest
        if i == COURTIER:
            track = s.track
            start = track[w]
            space = start + 1
            while space in track:
                space += 1
            track[w] = space
            jumped = space - start - 1
            ev.append(_event("noli.courtier.move", Text(
                f"{name.ja}の支持ポーンが{start}マス目から{space}マス目へ進みます"
                + (f"（{jumped}個のポーンを跳び越えて）。" if jumped else "。"),
                f"{name.en}'s support pawn moves from space {start} to space {space}"
                + (f", jumping {jumped} pawn(s)." if jumped else ".")), None, {"player": w, "from": start, "to": space}))
            if space >= TRACK_END:
                ev.append(_event("noli.courtier.end", Text(f"{name.ja}の支持ポーンがノーリの紋章の手前に着きました。"
                                                           "ゲームはここで終わり。",
                                                           f"{name.en}'s pawn reaches the last space before Noli's crest: the "
                                                           "game ends here.")))
                self._end_by_track(s, ev)
                return
            if space in TRACK_WALL_SPACES:
                if s.walls < WALLS:
                    s.walls += 1
                    ev.append(_event("noli.courtier.wall", Text(f"壁のマスです。壁を1つ置きます（壁{s.walls}）。",
                                                                f"A wall space: a wall is added ({s.walls} walls).")))
                else:
                    ev.append(_event("noli.courtier.wall", WALL_SPACE_FULL_TEXT))
        elif i == ROWER_I:
            if s.rowers[w] >= MAX_ROWERS:
                ev.append(_event("noli.rower.max", Text(f"{name.ja}はすでに漕ぎ手が3人いるので、そのままです。",
                                                        f"{name.en} already has three rowers and keeps them.")))
            elif s.rower_stock > 0:
                s.rower_stock -= 1
                k = s.rowers[w] = s.rowers[w] + 1
                ev.append(_event("noli.rower.take", Text(f"{name.ja}がサプライから漕ぎ手を雇いました（{k}人）。",
                                                         f"{name.en} hires a rower from the supply ({k} now).")))
            else:
                holders = [q for q in range(s.n) if q != w and s.rowers[q]]
                if not holders:
                    ev.append(_event("noli.rower.steal", NO_ROWER_TEXT))
                elif len(holders) == 1:
                    self._steal(s, w, holders[0], ev)
                else:
                    s.step = ROWER
                    ev.append(_event("noli.rower.steal", Text(f"サプライに漕ぎ手がありません。{name.ja}が誰から引き抜くかを選びます。",
                                                              f"The supply has no rower left: {name.en} chooses whom to "
                                                              "poach one from.")))
        elif i == SHIPWRIGHT:
            k = s.boats[w] = s.boats[w] + 1
            ev.append(_event("noli.shipwright.boat", Text(f"{name.ja}が漁船をビーチに出しました（{k}隻）。",
                                                          f"{name.en} launches a boat ({k} on the beach).")))
        else:
            k = s.floors[w] = s.floors[w] + 1
            s.floor_stock -= 1
            ev.append(_event("noli.mason.floor", Text(f"{name.ja}の塔が{k}階になりました。",
                                                      f"{name.en}'s tower rises to {k} floor(s)."), None, {"player": w, "floors": k}))
            if k >= WIN_FLOORS:
                s.phase, s.step, s.winners, s.end_rule = OVER, "", [w], "noli.win.tower"
                ev.append(_event("noli.win.tower", Text(f"{name.ja}の塔が6階に達しました。{name.ja}の勝利！",
                                                        f"{name.en}'s tower reaches six floors: {name.en} wins!")))

    def _steal(self, s: State, w: int, victim: int, ev: list[Event]) -> None:
        s.rowers[victim] -= 1
        s.rowers[w] += 1
        p, v = NAMES[s.n][w], NAMES[s.n][victim]
        ev.append(_event("noli.rower.steal", Text(f"{p.ja}が{v.ja}の漕ぎ手を引き抜きました。", f"{p.en} poaches a rower from {v.en}."),
                         None, {"player": w, "victim": victim}))

    def _end_by_track(self, s: State, ev: list[Event]) -> None:
        best = max(s.floors)
        tied = [p for p in range(s.n) if s.floors[p] == best]
        winner = max(tied, key=lambda p: s.track[p])
        s.phase, s.step, s.winners = OVER, "", [winner]
        name = NAMES[s.n][winner]
        if len(tied) > 1:
            s.end_rule = "noli.win.track_tie"
            ev.append(_event("noli.win.track_tie", Text(f"塔は{best}階で並びました。支持トラックで先にいる{name.ja}の勝利！",
                                                        f"Towers tie at {best} floor(s): {name.en}, furthest along the track, "
                                                        "wins!")))
        else:
            s.end_rule = "noli.win.track"
            ev.append(_event("noli.win.track", Text(f"塔がいちばん高い{name.ja}（{best}階）の勝利！",
                                                    f"{name.en} has the tallest tower ({best} floor(s)) and wins!")))

    # ---- the regatta -----------------------------------------------------------------------------------
    def open_areas(self, s: State) -> list[int]:
        return [a for a in FISHING_AREAS if a not in s.closed]

    def _start_regatta(self, s: State, ev: list[Event]) -> None:
        s.phase, s.step, s.winner = REGATTA, "", -1
        n = s.n
        names = NAMES[n]
        k = CLOSED_AREAS_FOR[n]
        if k:
            tokens, s.rng = shuffled(list(FISHING_AREAS), s.rng)
            s.closed = sorted(tokens[:k])
            rule = "noli.players.three" if n == 3 else "noli.players.two"
            shut = "・".join(map(str, s.closed)), ", ".join(map(str, s.closed))
            ev.append(_event(rule, Text(f"漁区トークンを引きました。このラウンドは海域{shut[0]}が閉じています。",
                                        f"Fishing-zone token(s) drawn: area {shut[1]} is closed this round."),
                             None, {"closed": s.closed[:]}))
        for p in range(n):
            r = s.rowers[p]
            s.dice[p] = START_DICE[r]
            if r:
                ev.append(_event("noli.regatta.rowers", Text(f"{names[p].ja}の漕ぎ手{r}人: ダイス{r}個をブイの面で置きます。",
                                                             f"{names[p].en}'s {r} rower(s) set {r} dice buoy-up.")))
        s.rolls = [0] * n
        s.area_of = [0] * n
        track = s.track
        leader = max(range(n), key=track.__getitem__)
        ev.append(_event("noli.regatta.roll", SIGNAL_TEXT[n][leader]))
        if s.mode == SIMULATED:
            self._simulate(s, ev)
            self._start_fishing(s, ev)

    def _next_free_area(self, s: State) -> int:
        taken = s.area_of
        return next(a for a in FISHING_AREAS if a not in s.closed and a not in taken)

    def _finish(self, s: State, p: int, ev: list[Event], rule: str = "noli.regatta.finish") -> None:
        a = self._next_free_area(s)
        s.area_of[p] = a
        ev.append(_event(rule, FINISH_TEXT[rule == "noli.regatta.last"][s.n][p][a], None, {"player": p, "area": a}))

    def _simulate(self, s: State, ev: list[Event]) -> None:
        """noli.regatta.simulated: beat by beat, everyone still racing rolls the dice not showing a buoy."""
        r = random.Random(s.rng)
        roll = r.random
        names, pieces = NAMES[s.n], BEAT_PIECES[s.n]
        dice, rolls, track = s.dice, s.rolls, s.track
        outcomes_of, seat_keys, finished = ROLLS, SEAT_KEYS, ALL_BUOYS
        left = [p for p in range(s.n) if not s.area_of[p]]
        beat = 0
        while len(left) > 1:
            beat += 1
            done = []
            ja, en, shown = [], [], {}
            for p in left:
                size, outcomes = outcomes_of[dice[p]]
                d = dice[p] = outcomes[int(roll() * size)]
                rolls[p] += 1
                piece = pieces[p].get(d)
                if piece is None:
                    piece = pieces[p][d] = (f"{names[p].ja} {DICE_TEXT[d]}", f"{names[p].en} {DICE_TEXT[d]}")
                ja.append(piece[0])
                en.append(piece[1])
                shown[seat_keys[p]] = list(d)
                if d in finished:
                    done.append(p)
            ev.append(_event("noli.regatta.simulated", Text(f"{beat}拍目: " + "、".join(ja), f"Beat {beat}: " + ", ".join(en)),
                             None, {"beat": beat, "dice": shown}))
            if done:
                if len(done) > 1:
                    done.sort(key=lambda p: -track[p])
                    ev.append(_event("noli.regatta.simulated", SAME_BEAT_TEXT))
                for p in done:
                    self._finish(s, p, ev)
                left = [p for p in left if p not in done]
        if left:
            self._finish(s, left[0], ev, "noli.regatta.last")
        s.rng = r.getrandbits(63)

    def _roll(self, s: State, p: int, ev: list[Event]) -> None:
        r = random.Random(s.rng)
        size, outcomes = ROLLS[s.dice[p]]
        d = s.dice[p] = outcomes[int(r.random() * size)]
        s.rng = r.getrandbits(63)
        s.rolls[p] += 1
        nm = NAMES[s.n][p]
        ev.append(_event("noli.regatta.roll", Text(f"{nm.ja}が振りました: {DICE_TEXT[d]}", f"{nm.en} rolls: {DICE_TEXT[d]}"),
                         None, {"player": p, "dice": list(d)}))
        if d in ALL_BUOYS:
            self._finish(s, p, ev)
        self._after_roll(s, ev)

    def _after_roll(self, s: State, ev: list[Event]) -> None:
        if all(s.area_of):
            self._start_fishing(s, ev)

    # ---- the fishing season -----------------------------------------------------------------------------
    def _start_fishing(self, s: State, ev: list[Event]) -> None:
        s.phase, s.step, s.area, s.fisher = FISH, "", 0, -1
        s.got_coins = [False] * s.n
        area_of = s.area_of
        order = sorted(range(s.n), key=area_of.__getitem__)
        names = NAMES[s.n]
        ja = "、".join([f"{names[p].ja}（海域{area_of[p]}）" for p in order])
        en = ", ".join([f"{names[p].en} (area {area_of[p]})" for p in order])
        ev.append(_event("noli.fishing.order", Text(f"漁期: {ja}", f"Fishing season: {en}")))
        self._fish(s, ev)

    def order_matters(self, s: State) -> bool:
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

    def _fish(self, s: State, ev: list[Event]) -> None:
        """Carry the season on until the fisher must choose, or the season ends."""
        area_of = s.area_of
        settled = False  # the order of the pending symbols was found not to matter (it cannot start to: see below)
        while s.phase == FISH:
            if s.step:
                return
            if s.pending:
                if not settled:
                    if self.order_matters(s):
                        s.step = RESOLVE
                        return
                    # Resolving symbols never adds a storm or a raid-and-wall pair, and a raid takes a wall for each
                    # raid it removes, so the remaining symbols stay in an order that cannot matter.
                    settled = True
                c, i = s.pending[0]
                self._resolve(s, c, i, ev)
                continue
            a = s.area
            if s.drawn:
                deck = s.decks[a - 1] = s.decks[a - 1] + tuple(s.drawn)
                s.known[a - 1] = min(len(deck), s.known[a - 1] + len(s.drawn))
                ev.append(_event("noli.fishing.resolve", BOTTOM_TEXT[s.n][s.fisher][a]))
                s.drawn = []
            a = s.area = a + 1
            if a > len(FISHING_AREAS):
                self._end_season(s, ev, storm=False)
                return
            for p in range(s.n):
                if area_of[p] == a:
                    self._draw(s, p, ev)
                    settled = False
                    break

    def _draw(self, s: State, p: int, ev: list[Event]) -> None:
        a = s.area
        deck = s.decks[a - 1]
        k = min(s.boats[p], len(deck))
        s.fisher = p
        drawn = s.drawn = list(deck[:k])
        deck = s.decks[a - 1] = deck[k:]
        s.known[a - 1] = min(s.known[a - 1], len(deck))
        s.pending = [x for c in drawn for x in CARD_SYMBOLS[c]]
        s.floor_hit = []
        nm = NAMES[s.n][p]
        ev.append(_event("noli.fishing.draw", Text(f"{nm.ja}が海域{a}から漁船{k}隻分のカードを引きました: "
                                                   + "、".join([CARD_TEXT[c].ja for c in drawn]),
                                                   f"{nm.en} draws {k} card(s) from area {a}, one per boat: "
                                                   + ", ".join([CARD_TEXT[c].en for c in drawn])),
                         None, {"player": p, "area": a, "cards": drawn[:]}))

    def card_text(self, c: int) -> Text:
        return CARD_TEXT[c]

    def _resolve(self, s: State, c: int, i: int, ev: list[Event]) -> None:
        s.pending.remove((c, i))
        sym = CARDS[c].symbols[i]
        f = s.fisher
        name = NAMES[s.n][f]
        kind = sym.kind
        if kind == "coins":
            v = sym.value
            s.bank[f] += v
            s.coins_in += v
            s.got_coins[f] = True
            ev.append(_event("noli.symbol.coins", _coins_text(s.n, f, c, v), None, {"player": f, "coins": v}))
        elif kind == "wall":
            if s.walls < WALLS:
                s.walls += 1
                ev.append(_event("noli.symbol.wall", Text(f"壁を1つ置きます（壁{s.walls}）。", f"A wall is added ({s.walls} walls).")))
            else:
                ev.append(_event("noli.symbol.wall", WALLS_FULL_TEXT))
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
            ev.append(_event("noli.symbol.genoa", Text(f"ジェノヴァ！ 全員の銀行を公開: {shown.ja}。"
                                                       f"{name.ja}以外は銀行のコインをすべて失います。",
                                                       f"Genoa! Every bank is shown: {shown.en}. All but {name.en} lose their "
                                                       "bank."),
                             None, {"lost": lost}))
        elif kind == "raid":
            cn = CARDS[c].name
            if s.walls > 0:
                s.walls -= 1
                ev.append(_event("noli.symbol.raid", Text(f"{cn.ja}の襲撃！ 壁が1つ崩れました（壁{s.walls}）。",
                                                          f"{cn.en} raid! A wall falls ({s.walls} left).")))
            elif c in s.floor_hit:
                ev.append(_event("noli.raid.floor", Text(f"{cn.ja}の襲撃: 壁はありませんが、"
                                                         "このカードではもう階層を1つ取り除いています。",
                                                         f"{cn.en} raid: no wall left, but this card has already taken a "
                                                         "floor.")))
            else:
                targets = [q for q in range(s.n) if s.floors[q]]
                if not targets:
                    ev.append(_event("noli.raid.floor", Text(f"{cn.ja}の襲撃: 壁も塔の階層もないので、何も起きません。",
                                                             f"{cn.en} raid: no wall and no tower floor anywhere, so nothing "
                                                             "happens.")))
                elif len(targets) == 1:
                    self._hit(s, c, targets[0], ev)
                else:
                    s.step, s.raid_card = RAID, c
                    ev.append(_event("noli.raid.floor", Text(f"{cn.ja}の襲撃: 壁がありません。{name.ja}が階層を失う陣営を選びます。",
                                                             f"{cn.en} raid: no wall is left. {name.en} chooses whose tower "
                                                             "loses a floor.")))
        elif kind == "shipwreck":
            targets = [q for q in range(s.n) if q != f and s.boats[q] >= 2]
            if not targets:
                ev.append(_event("noli.symbol.shipwreck", NO_WRECK_TEXT))
            elif len(targets) == 1:
                self._sink(s, targets[0], ev)
            else:
                s.step = WRECK
                ev.append(_event("noli.symbol.shipwreck", Text(f"難破: {name.ja}が漁船を失う陣営を選びます。",
                                                               f"Shipwreck: {name.en} chooses who loses a boat.")))
        else:
            self._storm(s, ev)

    def _hit(self, s: State, c: int, q: int, ev: list[Event]) -> None:
        k = s.floors[q] = s.floors[q] - 1
        s.floor_stock += 1
        s.floor_hit.append(c)
        cn, nm = card_name(c), NAMES[s.n][q]
        ev.append(_event("noli.raid.floor", Text(f"{cn.ja}の襲撃: 壁がないので、{nm.ja}の塔が1階層崩れました（{k}階）。",
                                                 f"{cn.en} raid: with no wall left, {nm.en}'s tower loses a floor ({k} left)."),
                         None, {"target": q}))

    def _sink(self, s: State, q: int, ev: list[Event]) -> None:
        k = s.boats[q] = s.boats[q] - 1
        nm = NAMES[s.n][q]
        ev.append(_event("noli.symbol.shipwreck", Text(f"難破: {nm.ja}の漁船が1隻沈みました（{k}隻）。",
                                                       f"Shipwreck: {nm.en} loses a boat ({k} left)."), None, {"target": q}))

    def _storm(self, s: State, ev: list[Event]) -> None:
        ev.append(_event("noli.symbol.storm", STORM_TEXT))
        later = [p for p in range(s.n) if s.area_of[p] > s.area]
        if s.pending or later:
            k = len(s.pending)
            names = NAMES[s.n]
            ja, en = f"解決していないシンボル{k}個は失われ、", f"{k} unresolved symbol(s) are lost, and "
            if later:
                ja += "、".join([names[p].ja for p in later]) + "は漁に出られません。"
                en += ", ".join([names[p].en for p in later]) + " cannot fish."
            else:
                ja += "後の海域で漁をする陣営はいません。"
                en += "no one fishes after this area."
            ev.append(_event("noli.storm.aftermath", Text(ja, en)))
        s.pending = []
        s.decks[s.area - 1] += tuple(s.drawn)
        s.drawn = []
        r = random.Random(s.rng)  # one generator shuffles all four decks: each card gets a random key, sorted by key
        for a in range(len(FISHING_AREAS)):
            s.decks[a] = tuple(sorted(s.decks[a], key=lambda _: r.random()))
        s.rng = r.getrandbits(63)
        s.known = [0] * len(FISHING_AREAS)
        self._end_season(s, ev, storm=True)

    def _end_season(self, s: State, ev: list[Event], storm: bool) -> None:
        n = s.n
        names = NAMES[n]
        for p in range(n):
            if s.got_coins[p]:
                continue
            s.bank[p] += CONSOLATION_COINS
            s.coins_in += CONSOLATION_COINS
            name = names[p]
            if s.boats[p] < BOATS:
                k = s.boats[p] = s.boats[p] + 1
                ev.append(_event("noli.consolation.storm" if storm else "noli.fishing.consolation",
                                 Text(f"コインを得なかった{name.ja}に、大司教がコイン2枚と漁船1隻を与えます（{k}隻）。",
                                      f"{name.en} got no coins: the archbishop gives 2 coins and a boat ({k} boats)."),
                                 None, {"player": p}))
            else:
                ev.append(_event("noli.consolation.full_fleet", Text(f"コインを得なかった{name.ja}はコイン2枚を得ます。"
                                                                     "漁船はもう4隻です。",
                                                                     f"{name.en} got no coins and takes 2 coins; the fleet "
                                                                     "is already four boats."), None, {"player": p}))
        s.round += 1
        s.phase, s.step = INVEST, ""
        s.ready = [False] * n
        s.placed = [0] * n
        s.shown = [()] * n
        s.invest, s.winner, s.price, s.doubled = 0, -1, 0, False
        s.dice = [START_DICE[0]] * n
        s.closed, s.area_of, s.rolls = [], [0] * n, [0] * n
        s.area, s.fisher, s.drawn, s.pending, s.floor_hit, s.raid_card = 0, -1, [], [], [], -1
        ev.append(_event("noli.round.phases", Text(f"ラウンド{s.round}の投資フェイズです。",
                                                   f"Round {s.round}: the investment phase.")))

    # ---- the end ---------------------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def result(self, state: State) -> Result:
        title = self.rule("noli.mason.floor").title
        scores = {p: state.floors[p] for p in range(state.n)}
        breakdown = {p: ([ScoreRow("noli.mason.floor", title, state.floors[p])] if state.floors[p] else [])
                     for p in range(state.n)}
        w = state.winners[0] if state.winners else max(range(state.n), key=lambda p: (state.floors[p], state.track[p]))
        rule = state.end_rule or "noli.win.track"
        name = self.player_name(state, w)
        reason = {
            "noli.win.tower": Text("{p}が6階の塔を建てて勝利。", "{p} built a six-floor tower."),
            "noli.win.track": Text("支持トラックの端でゲーム終了。塔がいちばん高い{p}（{k}階）の勝利。",
                                   "The track's end was reached; {p} has the tallest tower ({k} floors)."),
            "noli.win.track_tie": Text("支持トラックの端でゲーム終了。塔は{k}階で同点、支持トラックで先にいる{p}の勝利。",
                                       "The track's end was reached; towers tied at {k} floors and {p} is furthest "
                                       "along the track."),
        }[rule].format(p=name, k=state.floors[w])
        return Result(scores, breakdown, [w], reason, rule)

    # ---- what each player sees -----------------------------------------------------------------------------
    def view(self, state: State, player: int | None) -> dict[str, Any]:
        s = state
        me = player if type(player) is int and 0 <= player < s.n else None
        hidden = s.phase == INVEST
        return {
            "game": self.id, "viewer": player, "players": s.n, "factions": [faction(s.n, p).key for p in range(s.n)],
            "mode": s.mode, "round": s.round, "phase": s.phase, "step": s.step, "to_act": list(self.to_act(s)),
            "bank": s.bank[me] if me is not None else None,
            "bids": [(list(s.bids[p]) if p == me else None) if hidden else list(s.shown[p]) for p in range(s.n)],
            "ready": s.ready[:],
            "placed": [([bool(s.placed[p] >> i & 1) for i in range(len(INVESTMENTS))] if p == me else None) if hidden
                       else None for p in range(s.n)],
            "investment": INVESTMENTS[s.invest] if s.phase == DEVELOP and s.invest < 4 else None,
            "winner": s.winner, "price": s.price, "doubled": s.doubled,
            "track": s.track[:], "track_end": TRACK_END, "wall_spaces": list(TRACK_WALL_SPACES),
            "walls": s.walls, "floors": s.floors[:], "floor_stock": s.floor_stock,
            "rowers": s.rowers[:], "rower_stock": s.rower_stock, "boats": s.boats[:],
            "dice": [list(d) for d in s.dice], "rolls": s.rolls[:], "closed": s.closed[:], "area_of": s.area_of[:],
            "area": s.area, "fisher": s.fisher, "drawn": s.drawn[:], "pending": [[c, i] for c, i in s.pending],
            "raid_card": s.raid_card, "got_coins": s.got_coins[:], "deck_sizes": [len(d) for d in s.decks],
            "winners": s.winners[:], "end_rule": s.end_rule,
        }

    def redeal_hidden(self, state: State, observer: int | None, seed: int) -> State:
        """Redraw what ``observer`` cannot know: unseen deck cards, future chance, others' bids during investment.

        Banks outside the investment phase are not redrawn: every coin moves in the open (noli.invest.bank), so a
        player who follows the record knows them.
        """
        s = state.copy()
        r = random.Random(seed)
        s.rng = r.getrandbits(63)
        for a, deck in enumerate(s.decks):
            unknown = len(deck) - s.known[a]
            top = list(deck[:unknown])
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

    def invariants(self, state: State) -> list[str]:
        s = state
        bad = []
        held = sum(s.bank) + sum(map(sum, s.bids))
        if held != s.coins_in - s.coins_out:
            bad.append(f"coins: players hold {held}, the supply's ledger says {s.coins_in - s.coins_out}")
        if any(x < 0 for x in s.bank) or any(x < 0 for b in s.bids for x in b):
            bad.append("a negative bank or bid")
        if s.phase == INVEST:
            if any(b[i] and not s.placed[p] >> i & 1 for p, b in enumerate(s.bids) for i in range(len(INVESTMENTS))):
                bad.append("coins on an investment whose bid was never placed")
            if any(s.placed[p] == ALL_PLACED and not s.ready[p] for p in range(s.n)):
                bad.append("all four bids placed but not ready")
        resolved = {INVEST: 0, DEVELOP: s.invest + (s.winner >= 0), OVER: 0}.get(s.phase, len(INVESTMENTS))
        if any(b[i] for b in s.bids for i in range(min(resolved, len(INVESTMENTS)))):
            bad.append("coins left on an investment already resolved")
        if sum(s.rowers) + s.rower_stock != ROWER_TOKENS or any(not 0 <= r <= MAX_ROWERS for r in s.rowers) or s.rower_stock < 0:
            bad.append(f"rowers {s.rowers} + stock {s.rower_stock} are not the {ROWER_TOKENS} tokens")
        if sum(s.floors) + s.floor_stock != FLOOR_TOKENS or any(not 0 <= f <= WIN_FLOORS for f in s.floors):
            bad.append(f"floors {s.floors} + stock {s.floor_stock} are not the {FLOOR_TOKENS} tokens")
        if any(not 1 <= b <= BOATS for b in s.boats):
            bad.append(f"boats on the beach {s.boats} outside 1..{BOATS}")
        if not 0 <= s.walls <= WALLS:
            bad.append(f"{s.walls} walls")
        if len(set(s.track)) != s.n or any(not 0 <= t <= TRACK_END for t in s.track):
            bad.append(f"support pawns {s.track} share a space or left the track")
        if s.phase != OVER and TRACK_END in s.track:
            bad.append("a pawn stands on the last space but the game goes on")
        for a in FISHING_AREAS:
            cards = [*s.decks[a - 1], *(s.drawn if s.area == a else [])]
            if sorted(cards) != list(AREA_CARDS[a]):
                bad.append(f"area {a}: cards were created or lost")
            if not 0 <= s.known[a - 1] <= len(s.decks[a - 1]):
                bad.append(f"area {a}: known count out of range")
        if any(len(d) != DICE or any(not IN_HAND <= f < DIE_FACES for f in d) for d in s.dice):
            bad.append("dice are not four faces each")
        if any(c not in s.drawn for c, _ in s.pending):
            bad.append("a pending symbol on a card not drawn")
        return bad

    def lessons(self) -> list:
        from .lessons import LESSONS

        return LESSONS

    # ---- bots ------------------------------------------------------------------------------------------
    action_value = staticmethod(bots.action_value)  # Game.action_value(view, action): the greedy heuristic (bots.py)

    def extra_bots(self) -> dict:
        return {"bidder": bots.BidderBot(self)}


NOLI = Noli()
