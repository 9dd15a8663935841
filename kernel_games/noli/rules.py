"""Noli's engine: set-up, investment, development, the regatta, the fishing season and the end (seed 002)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from kernel_games.core import Action, Event, Game, IllegalAction, Option, Result, ScoreRow, Text, join
from kernel_games.core.rng import shuffled

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
    is_buoy,
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

INDEX = {k: i for i, k in enumerate(INVESTMENTS)}
COURTIER, ROWER_I, SHIPWRIGHT, MASON = range(4)
READY, ROLL, STOP = Ready(), Roll(), Stop()
DOUBLE_YES, DOUBLE_NO = DoubleUp(True), DoubleUp(False)
_BIDS: dict[str, list[SetBid]] = {k: [] for k in INVESTMENTS}


def bid_actions(key: str, upto: int) -> list[SetBid]:
    """SetBid(key, 0) .. SetBid(key, upto), made once and shared (actions are immutable)."""
    made = _BIDS[key]
    while len(made) <= upto:
        made.append(SetBid(key, len(made)))
    return made[:upto + 1]


DIE_CHARS = "◉" * BUOY_FACES + "○" * (DIE_FACES - BUOY_FACES) + "·"  # index IN_HAND (-1) is the last: in hand


def dice_text(faces: list[int]) -> str:
    """◉ for a buoy, ○ for a blank face, · for a die still in hand."""
    return "".join([DIE_CHARS[f] for f in faces])


def _card_text(c: int) -> Text:
    card = CARDS[c]
    return card.name + Text("（", " (") + join([sym.name for sym in card.symbols], "・", ", ") + Text("）", ")")


CARD_TEXT = tuple(_card_text(c.id) for c in CARDS)  # a card's name and symbols, for the log
NAMES = {n: tuple(faction(n, p).name for p in range(n)) for n in CLOSED_AREAS_FOR}


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
            decks.append(deck)
        factions = [faction(n, p) for p in range(n)]
        bank = [f.coins for f in factions]
        return State(
            n=n, rng=rng, mode=opts["regatta"], round=1, phase=INVEST, step="",
            bank=bank, bids=[[0] * 4 for _ in range(n)], ready=[False] * n, shown=[[] for _ in range(n)],
            invest=0, winner=-1, price=0, doubled=False,
            track=[f.start for f in factions], walls=WALLS, floors=[0] * n, floor_stock=FLOOR_TOKENS,
            rowers=[0] * n, rower_stock=ROWER_TOKENS, boats=[START_BOATS] * n,
            dice=[[IN_HAND] * DICE for _ in range(n)], closed=[], area_of=[0] * n, rolls=[0] * n,
            decks=decks, known=[0] * 4, area=0, fisher=-1, drawn=[], pending=[], floor_hit=[], raid_card=-1,
            got_coins=[False] * n, coins_in=sum(bank), coins_out=0, winners=[], end_rule="",
        )

    def num_players(self, state: State) -> int:
        return state.n

    def copy(self, state: State) -> State:
        return state.copy()

    def player_name(self, state: Any, player: int) -> Text:
        if type(player) is int and 0 <= player < state.n:
            return NAMES[state.n][player]
        return Text(f"プレイヤー{player}", f"player {player}")

    # ---- who acts, what is legal -------------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        ph = state.phase
        if ph == INVEST:
            return tuple(p for p in range(state.n) if not state.ready[p])
        if ph == REGATTA:
            return tuple(p for p in range(state.n) if not state.area_of[p])
        if ph == DEVELOP:
            return (state.winner,) if state.step else ()
        if ph == FISH:
            return (state.fisher,) if state.step else ()
        return ()

    def candidates(self, state: State, player: int) -> list[Action]:
        ph = state.phase
        if ph == INVEST:
            bank = state.bank[player]
            bids = state.bids[player]
            out: list[Action] = []
            for i, key in enumerate(INVESTMENTS):
                cur = bids[i]
                options = bid_actions(key, bank + cur)
                del options[cur]
                out += options
            out.append(READY)
            return out
        if ph == DEVELOP:
            if state.step == DOUBLE:
                return [DOUBLE_YES, DOUBLE_NO]
            return [TakeRower(q) for q in range(state.n) if q != player]
        if ph == REGATTA:
            return [ROLL, STOP]
        if ph == FISH:
            if state.step == RESOLVE:
                return [ResolveSymbol(c, i) for c, i in state.pending]
            if state.step == RAID:
                return [RaidTower(q) for q in range(state.n)]
            return [Wreck(q) for q in range(state.n) if q != player]
        return []

    def legal_actions(self, state: State, player: int) -> list[Action]:
        """The base rule (candidates that ``rules_forbid`` lets through), with a shortcut for the bids.

        In the investment phase every candidate is legal by construction (each amount the bank allows, the current
        one left out, and Ready), so the filter is skipped there; tests/noli check both give the same list.
        """
        if state.phase == INVEST and type(player) is int and 0 <= player < state.n and not state.ready[player]:
            return self.candidates(state, player)
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
            cur = state.bids[player][i]
            if amount == cur:
                return _illegal("noli.invest.bid", "{i}にはもう{a}コインを入札しています。", "You already bid {a} on the {i}.",
                                i=INVESTMENT_NAMES[key], a=amount)
            if amount - cur > state.bank[player]:
                return _illegal("noli.invest.bank", "銀行には{b}コインしかありません（{i}には最大{m}コイン）。",
                                "Your bank holds only {b} coins (at most {m} on the {i}).",
                                b=state.bank[player], i=INVESTMENT_NAMES[key], m=state.bank[player] + cur)
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
            state.bank[player] -= action.amount - state.bids[player][i]
            state.bids[player][i] = action.amount
            name, a, b = INVESTMENT_NAMES[action.investment], action.amount, state.bank[player]
            ev.append(Event("noli.invest.bid", Text(f"{name.ja}への入札を{a}コインにしました（銀行に{b}コイン）。",
                                                    f"Your bid on the {name.en} is now {a} (bank: {b})."), to=player))
        elif t is Ready:
            state.ready[player] = True
            nm = NAMES[state.n][player]
            ev.append(Event("noli.invest.ready", Text(f"{nm.ja}が準備完了を宣言しました。", f"{nm.en} is ready."),
                            data={"player": player}))
            if all(state.ready):
                self._reveal(state, ev)
        elif t is DoubleUp:
            state.step = ""
            state.doubled = True
            if action.yes:
                w = state.winner
                state.bank[w] -= state.price
                state.coins_out += state.price
                ev.append(Event("noli.bid.double", Text("{p}がダブルアップ: もう{b}コイン払って{i}をもう一度。",
                                                        "{p} doubles up: {b} more coins for a second {i}.").format(
                    p=self.player_name(state, w), b=state.price, i=investment_name(INVESTMENTS[state.invest]))))
                self._effect(state, ev)
            else:
                ev.append(Event("noli.bid.double", Text("{p}はダブルアップしません。", "{p} does not double up.").format(
                    p=self.player_name(state, player))))
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
    def _reveal(self, s: State, ev: list[Event]) -> None:
        s.phase = DEVELOP
        s.shown = [b[:] for b in s.bids]
        s.invest, s.winner = 0, -1
        names = NAMES[s.n]
        bids = ["/".join(map(str, b)) for b in s.bids]
        ja = "、".join([f"{names[p].ja} {bids[p]}" for p in range(s.n)])
        en = ", ".join([f"{names[p].en} {bids[p]}" for p in range(s.n)])
        ev.append(Event("noli.invest.ready", Text(f"衝立を外して入札を公開（廷臣/漕ぎ手/船大工/石工）: {ja}",
                                                  f"Screens down, bids revealed (Courtier/Rower/Shipwright/Mason): {en}"),
                        data={"bids": [b[:] for b in s.bids]}))
        ev.append(Event("noli.develop.order", Text("発展フェイズ: 廷臣、漕ぎ手、船大工、石工の順に解決します。",
                                                   "Development: Courtier, Rower, Shipwright and Mason are resolved in turn.")))
        self._develop(s, ev)

    def ranking(self, s: State, i: int) -> list[int]:
        """The players who bid on investment ``i``, best bid first; equal bids: furthest along the track first."""
        return sorted((p for p in range(s.n) if s.bids[p][i] > 0), key=lambda p: (-s.bids[p][i], -s.track[p]))

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
        key = INVESTMENTS[i]
        name = INVESTMENT_NAMES[key]
        order = self.ranking(s, i)
        if not order:
            ev.append(Event("noli.bid.zero", Text(f"{name.ja}には誰もコインを置いていないので、何も起きません。",
                                                  f"Nobody put a coin on the {name.en}: nothing happens.")))
            s.invest += 1
            return
        winner = order[0]
        if i == SHIPWRIGHT:
            for q in order:
                if s.boats[q] < BOATS:
                    break
                ev.append(Event("noli.shipwright.next", Text("{p}の船はすでに4隻なので、次の入札者に回ります。",
                                                             "{p} already has four boats: the boat passes to the next bidder.")
                                .format(p=self.player_name(s, q))))
            eligible = [q for q in order if s.boats[q] < BOATS]
            winner = eligible[0] if eligible else -1
        price = s.bids[winner][i] if winner >= 0 else 0
        if winner >= 0:
            tied = [q for q in order if q != winner and s.bids[q][i] == price and (i != SHIPWRIGHT or s.boats[q] < BOATS)]
            if tied:
                ev.append(Event("noli.bid.tie", Text("{i}は{b}コインで同額。支持トラックで先にいる{p}（{t}マス目）が落札します。",
                                                     "The {i} bids tie at {b}: {p}, further along the track (space {t}), "
                                                     "wins.").format(i=name, b=price, p=self.player_name(s, winner),
                                                                     t=s.track[winner])))
            nm = NAMES[s.n][winner]
            ev.append(Event("noli.bid.win", Text(f"{nm.ja}が{price}コインで{name.ja}を落札し、サプライに払います。",
                                                 f"{nm.en} wins the {name.en} with {price} and pays it to the supply."),
                            data={"player": winner, "investment": key, "bid": price}))
        losers = [q for q in order if q != winner]
        if losers:
            names = NAMES[s.n]
            ja = "、".join([f"{names[q].ja} {s.bids[q][i]}" for q in losers])
            en = ", ".join([f"{names[q].en} {s.bids[q][i]}" for q in losers])
            ev.append(Event("noli.bid.lose", Text(f"{name.ja}の負けた入札はサプライへ: {ja}",
                                                  f"Losing bids on the {name.en} go to the supply: {en}")))
        for q in order:
            s.coins_out += s.bids[q][i]
            s.bids[q][i] = 0
        if winner < 0:
            ev.append(Event("noli.shipwright.next", Text("船を出せる入札者がいないので、誰も船を得ません。",
                                                         "No bidder can launch a boat: nobody gets one.")))
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
        name = self.player_name(s, w)
        i = s.invest
        if i == COURTIER:
            start = s.track[w]
            space = start + 1
            while space in s.track:
                space += 1
            s.track[w] = space
            jumped = space - start - 1
            ev.append(Event("noli.courtier.move", Text("{p}の支持ポーンが{a}マス目から{b}マス目へ進みます", "{p}'s support pawn moves "
                                                       "from space {a} to space {b}").format(p=name, a=start, b=space)
                            + (Text(f"（{jumped}個のポーンを跳び越えて）。", f", jumping {jumped} pawn(s).") if jumped
                               else Text("。", ".")), data={"player": w, "from": start, "to": space}))
            if space >= TRACK_END:
                ev.append(Event("noli.courtier.end", Text("{p}の支持ポーンがノーリの紋章の手前に着きました。ゲームはここで終わり。",
                                                          "{p}'s pawn reaches the last space before Noli's crest: the game "
                                                          "ends here.").format(p=name)))
                self._end_by_track(s, ev)
                return
            if space in TRACK_WALL_SPACES:
                if s.walls < WALLS:
                    s.walls += 1
                    ev.append(Event("noli.courtier.wall", Text("壁のマスです。壁を1つ置きます（壁{k}）。",
                                                               "A wall space: a wall is added ({k} walls).").format(k=s.walls)))
                else:
                    ev.append(Event("noli.courtier.wall", Text("壁のマスですが、壁はすでに6つあります。",
                                                               "A wall space, but six walls already stand.")))
        elif i == ROWER_I:
            if s.rowers[w] >= MAX_ROWERS:
                ev.append(Event("noli.rower.max", Text("{p}はすでに漕ぎ手が3人いるので、そのままです。",
                                                       "{p} already has three rowers and keeps them.").format(p=name)))
            elif s.rower_stock > 0:
                s.rower_stock -= 1
                s.rowers[w] += 1
                ev.append(Event("noli.rower.take", Text("{p}がサプライから漕ぎ手を雇いました（{k}人）。",
                                                        "{p} hires a rower from the supply ({k} now).").format(p=name, k=s.rowers[w])))
            else:
                holders = [q for q in range(s.n) if q != w and s.rowers[q]]
                if not holders:
                    ev.append(Event("noli.rower.steal", Text("サプライにも他の陣営にも漕ぎ手がいないので、何も起きません。",
                                                             "No rower in the supply or with anyone else: nothing happens.")))
                elif len(holders) == 1:
                    self._steal(s, w, holders[0], ev)
                else:
                    s.step = ROWER
                    ev.append(Event("noli.rower.steal", Text("サプライに漕ぎ手がありません。{p}が誰から引き抜くかを選びます。",
                                                             "The supply has no rower left: {p} chooses whom to poach one "
                                                             "from.").format(p=name)))
        elif i == SHIPWRIGHT:
            s.boats[w] += 1
            ev.append(Event("noli.shipwright.boat", Text("{p}が漁船をビーチに出しました（{k}隻）。",
                                                         "{p} launches a boat ({k} on the beach).").format(p=name, k=s.boats[w])))
        else:
            s.floors[w] += 1
            s.floor_stock -= 1
            ev.append(Event("noli.mason.floor", Text("{p}の塔が{k}階になりました。", "{p}'s tower rises to {k} floor(s).").format(
                p=name, k=s.floors[w]), data={"player": w, "floors": s.floors[w]}))
            if s.floors[w] >= WIN_FLOORS:
                s.phase, s.step, s.winners, s.end_rule = OVER, "", [w], "noli.win.tower"
                ev.append(Event("noli.win.tower", Text("{p}の塔が6階に達しました。{p}の勝利！",
                                                       "{p}'s tower reaches six floors: {p} wins!").format(p=name)))

    def _steal(self, s: State, w: int, victim: int, ev: list[Event]) -> None:
        s.rowers[victim] -= 1
        s.rowers[w] += 1
        ev.append(Event("noli.rower.steal", Text("{p}が{v}の漕ぎ手を引き抜きました。", "{p} poaches a rower from {v}.").format(
            p=self.player_name(s, w), v=self.player_name(s, victim)), data={"player": w, "victim": victim}))

    def _end_by_track(self, s: State, ev: list[Event]) -> None:
        best = max(s.floors)
        tied = [p for p in range(s.n) if s.floors[p] == best]
        winner = max(tied, key=lambda p: s.track[p])
        s.phase, s.step, s.winners = OVER, "", [winner]
        name = self.player_name(s, winner)
        if len(tied) > 1:
            s.end_rule = "noli.win.track_tie"
            ev.append(Event("noli.win.track_tie", Text("塔は{k}階で並びました。支持トラックで先にいる{p}の勝利！",
                                                       "Towers tie at {k} floor(s): {p}, furthest along the track, wins!")
                            .format(k=best, p=name)))
        else:
            s.end_rule = "noli.win.track"
            ev.append(Event("noli.win.track", Text("塔がいちばん高い{p}（{k}階）の勝利！", "{p} has the tallest tower ({k} "
                                                   "floor(s)) and wins!").format(k=best, p=name)))

    # ---- the regatta -----------------------------------------------------------------------------------
    def open_areas(self, s: State) -> list[int]:
        return [a for a in FISHING_AREAS if a not in s.closed]

    def _start_regatta(self, s: State, ev: list[Event]) -> None:
        s.phase, s.step, s.winner = REGATTA, "", -1
        k = CLOSED_AREAS_FOR[s.n]
        if k:
            tokens, s.rng = shuffled(list(FISHING_AREAS), s.rng)
            s.closed = sorted(tokens[:k])
            rule = "noli.players.three" if s.n == 3 else "noli.players.two"
            shut = "・".join(map(str, s.closed)), ", ".join(map(str, s.closed))
            ev.append(Event(rule, Text(f"漁区トークンを引きました。このラウンドは海域{shut[0]}が閉じています。",
                                       f"Fishing-zone token(s) drawn: area {shut[1]} is closed this round."),
                            data={"closed": s.closed[:]}))
        for p in range(s.n):
            r = s.rowers[p]
            s.dice[p] = [0] * r + [IN_HAND] * (DICE - r)
            s.rolls[p] = 0
            if r:
                nm = NAMES[s.n][p]
                ev.append(Event("noli.regatta.rowers", Text(f"{nm.ja}の漕ぎ手{r}人: ダイス{r}個をブイの面で置きます。",
                                                            f"{nm.en}'s {r} rower(s) set {r} dice buoy-up.")))
        s.area_of = [0] * s.n
        leader = max(range(s.n), key=lambda p: s.track[p])
        nm = NAMES[s.n][leader]
        ev.append(Event("noli.regatta.roll", Text(f"{nm.ja}の合図でレガッタがスタート！", f"At {nm.en}'s signal the regatta starts!")))
        if s.mode == SIMULATED:
            self._simulate(s, ev)
            self._start_fishing(s, ev)

    def _next_free_area(self, s: State) -> int:
        taken = s.area_of
        return next(a for a in FISHING_AREAS if a not in s.closed and a not in taken)

    def _finish(self, s: State, p: int, ev: list[Event], rule: str = "noli.regatta.finish") -> None:
        a = self._next_free_area(s)
        s.area_of[p] = a
        nm = NAMES[s.n][p]
        if rule == "noli.regatta.last":
            text = Text(f"最後の{nm.ja}は振るのをやめ、残った海域{a}を取ります。",
                        f"{nm.en}, the last one left, stops and takes area {a}.")
        else:
            text = Text(f"{nm.ja}のダイスがすべてブイ！ 海域{a}を取ります。",
                        f"All of {nm.en}'s dice show buoys: {nm.en} takes area {a}!")
        ev.append(Event(rule, text, data={"player": p, "area": a}))

    def _simulate(self, s: State, ev: list[Event]) -> None:
        r = random.Random(s.rng)
        roll = r.random
        beat = 0
        while True:
            left = [p for p in range(s.n) if not s.area_of[p]]
            if not left:
                break
            if len(left) == 1:
                self._finish(s, left[0], ev, "noli.regatta.last")
                break
            beat += 1
            for p in left:
                d = s.dice[p]
                for j in range(DICE):
                    if not 0 <= d[j] < BUOY_FACES:
                        d[j] = int(roll() * DIE_FACES)
                s.rolls[p] += 1
            names = NAMES[s.n]
            shown = [(names[p], dice_text(s.dice[p])) for p in left]
            shown_ja = "、".join([f"{nm.ja} {d}" for nm, d in shown])
            shown_en = ", ".join([f"{nm.en} {d}" for nm, d in shown])
            ev.append(Event("noli.regatta.simulated", Text(f"{beat}拍目: {shown_ja}", f"Beat {beat}: {shown_en}"),
                            data={"beat": beat, "dice": {str(p): s.dice[p][:] for p in left}}))
            done = [p for p in left if all(0 <= f < BUOY_FACES for f in s.dice[p])]
            if len(done) > 1:
                done.sort(key=lambda p: -s.track[p])
                ev.append(Event("noli.regatta.simulated", Text("同じ拍にゴール: 支持トラックで先にいる順に着順が決まります。",
                                                               "Several finish on the same beat: furthest along the "
                                                               "track arrives first.")))
            for p in done:
                self._finish(s, p, ev)
        s.rng = r.getrandbits(63)

    def _roll(self, s: State, p: int, ev: list[Event]) -> None:
        r = random.Random(s.rng)
        d = s.dice[p]
        for j in range(DICE):
            if not is_buoy(d[j]):
                d[j] = int(r.random() * DIE_FACES)
        s.rng = r.getrandbits(63)
        s.rolls[p] += 1
        ev.append(Event("noli.regatta.roll", Text("{p}が振りました: {d}", "{p} rolls: {d}").format(
            p=self.player_name(s, p), d=dice_text(d)), data={"player": p, "dice": d[:]}))
        if all(is_buoy(f) for f in d):
            self._finish(s, p, ev)
        self._after_roll(s, ev)

    def _after_roll(self, s: State, ev: list[Event]) -> None:
        if all(s.area_of):
            self._start_fishing(s, ev)

    # ---- the fishing season -----------------------------------------------------------------------------
    def _start_fishing(self, s: State, ev: list[Event]) -> None:
        s.phase, s.step, s.area, s.fisher = FISH, "", 0, -1
        s.got_coins = [False] * s.n
        order = sorted(range(s.n), key=lambda p: s.area_of[p])
        names = NAMES[s.n]
        ja = "、".join([f"{names[p].ja}（海域{s.area_of[p]}）" for p in order])
        en = ", ".join([f"{names[p].en} (area {s.area_of[p]})" for p in order])
        ev.append(Event("noli.fishing.order", Text(f"漁期: {ja}", f"Fishing season: {en}")))
        self._fish(s, ev)

    def order_matters(self, s: State) -> bool:
        """Whether the fisher's remaining symbols could give another result in another order (noli.fishing.auto)."""
        pending = s.pending
        if len(pending) < 2:
            return False
        kinds = [CARDS[c].symbols[i].kind for c, i in pending]
        if "storm" in kinds:
            return True
        raids = [c for (c, _), k in zip(pending, kinds, strict=True) if k == "raid"]
        if not raids:
            return False
        if "wall" in kinds:
            return True
        return len(set(raids)) > 1 and len(raids) > s.walls

    def _fish(self, s: State, ev: list[Event]) -> None:
        """Carry the season on until the fisher must choose, or the season ends."""
        while s.phase == FISH:
            if s.step:
                return
            if s.pending:
                if self.order_matters(s):
                    s.step = RESOLVE
                    return
                c, i = s.pending[0]
                self._resolve(s, c, i, ev)
                continue
            if s.drawn:
                deck = s.decks[s.area - 1]
                deck.extend(s.drawn)
                s.known[s.area - 1] = min(len(deck), s.known[s.area - 1] + len(s.drawn))
                nm, a = NAMES[s.n][s.fisher], s.area
                ev.append(Event("noli.fishing.resolve", Text(f"{nm.ja}のカードを海域{a}の山札の一番下に入れます。",
                                                             f"{nm.en}'s cards go to the bottom of the area {a} deck.")))
                s.drawn = []
            s.area += 1
            if s.area > len(FISHING_AREAS):
                self._end_season(s, ev, storm=False)
                return
            fishers = [p for p in range(s.n) if s.area_of[p] == s.area]
            if not fishers:
                continue
            self._draw(s, fishers[0], ev)

    def _draw(self, s: State, p: int, ev: list[Event]) -> None:
        a = s.area
        deck = s.decks[a - 1]
        k = min(s.boats[p], len(deck))
        s.fisher = p
        s.drawn = deck[:k]
        del deck[:k]
        s.known[a - 1] = min(s.known[a - 1], len(deck))
        s.pending = [(c, j) for c in s.drawn for j in range(len(CARDS[c].symbols))]
        s.floor_hit = []
        nm = NAMES[s.n][p]
        ev.append(Event("noli.fishing.draw", Text(f"{nm.ja}が海域{a}から漁船{k}隻分のカードを引きました: ",
                                                  f"{nm.en} draws {k} card(s) from area {a}, one per boat: ")
                        + join([CARD_TEXT[c] for c in s.drawn]),
            data={"player": p, "area": a, "cards": s.drawn[:]}))

    def card_text(self, c: int) -> Text:
        return CARD_TEXT[c]

    def _resolve(self, s: State, c: int, i: int, ev: list[Event]) -> None:
        s.pending.remove((c, i))
        sym = CARDS[c].symbols[i]
        f = s.fisher
        name = self.player_name(s, f)
        kind = sym.kind
        if kind == "coins":
            s.bank[f] += sym.value
            s.coins_in += sym.value
            s.got_coins[f] = True
            cn, v = card_name(c), sym.value
            ev.append(Event("noli.symbol.coins", Text(f"{name.ja}が{cn.ja}で{v}コインを得ました。",
                                                      f"{name.en} gets {v} coin(s) from the {cn.en}."),
                            data={"player": f, "coins": v}))
        elif kind == "wall":
            if s.walls < WALLS:
                s.walls += 1
                ev.append(Event("noli.symbol.wall", Text(f"壁を1つ置きます（壁{s.walls}）。", f"A wall is added ({s.walls} walls).")))
            else:
                ev.append(Event("noli.symbol.wall", Text("壁はすでに6つあるので、何も起きません。",
                                                         "Six walls already stand: nothing happens.")))
        elif kind == "genoa":
            shown = join([self.player_name(s, q) + Text(f" {s.bank[q]}", f" {s.bank[q]}") for q in range(s.n)])
            lost = 0
            for q in range(s.n):
                if q != f:
                    lost += s.bank[q]
                    s.bank[q] = 0
            s.coins_out += lost
            ev.append(Event("noli.symbol.genoa", Text("ジェノヴァ！ 全員の銀行を公開: ", "Genoa! Every bank is shown: ") + shown
                            + Text("。{p}以外は銀行のコインをすべて失います。", ". All but {p} lose their bank.").format(p=name),
                            data={"lost": lost}))
        elif kind == "raid":
            if s.walls > 0:
                s.walls -= 1
                ev.append(Event("noli.symbol.raid", Text("{c}の襲撃！ 壁が1つ崩れました（壁{k}）。",
                                                         "{c} raid! A wall falls ({k} left).").format(c=card_name(c), k=s.walls)))
            elif c in s.floor_hit:
                ev.append(Event("noli.raid.floor", Text("{c}の襲撃: 壁はありませんが、このカードではもう階層を1つ取り除いています。",
                                                        "{c} raid: no wall left, but this card has already taken a floor.")
                                .format(c=card_name(c))))
            else:
                targets = [q for q in range(s.n) if s.floors[q]]
                if not targets:
                    ev.append(Event("noli.raid.floor", Text("{c}の襲撃: 壁も塔の階層もないので、何も起きません。",
                                                            "{c} raid: no wall and no tower floor anywhere, so nothing "
                                                            "happens.").format(c=card_name(c))))
                elif len(targets) == 1:
                    self._hit(s, c, targets[0], ev)
                else:
                    s.step, s.raid_card = RAID, c
                    ev.append(Event("noli.raid.floor", Text("{c}の襲撃: 壁がありません。{p}が階層を失う陣営を選びます。",
                                                            "{c} raid: no wall is left. {p} chooses whose tower loses a "
                                                            "floor.").format(c=card_name(c), p=name)))
        elif kind == "shipwreck":
            targets = [q for q in range(s.n) if q != f and s.boats[q] >= 2]
            if not targets:
                ev.append(Event("noli.symbol.shipwreck", Text("難破: 漁船を2隻以上持つ他の陣営がないので、何も起きません。",
                                                              "Shipwreck: no other faction has two boats, so nothing "
                                                              "happens.")))
            elif len(targets) == 1:
                self._sink(s, targets[0], ev)
            else:
                s.step = WRECK
                ev.append(Event("noli.symbol.shipwreck", Text("難破: {p}が漁船を失う陣営を選びます。",
                                                              "Shipwreck: {p} chooses who loses a boat.").format(p=name)))
        else:
            self._storm(s, ev)

    def _hit(self, s: State, c: int, q: int, ev: list[Event]) -> None:
        s.floors[q] -= 1
        s.floor_stock += 1
        s.floor_hit.append(c)
        ev.append(Event("noli.raid.floor", Text("{c}の襲撃: 壁がないので、{q}の塔が1階層崩れました（{k}階）。",
                                                "{c} raid: with no wall left, {q}'s tower loses a floor ({k} left).").format(
            c=card_name(c), q=self.player_name(s, q), k=s.floors[q]), data={"target": q}))

    def _sink(self, s: State, q: int, ev: list[Event]) -> None:
        s.boats[q] -= 1
        ev.append(Event("noli.symbol.shipwreck", Text("難破: {q}の漁船が1隻沈みました（{k}隻）。",
                                                      "Shipwreck: {q} loses a boat ({k} left).").format(
            q=self.player_name(s, q), k=s.boats[q]), data={"target": q}))

    def _storm(self, s: State, ev: list[Event]) -> None:
        ev.append(Event("noli.symbol.storm", Text("嵐！ 漁期はここで終わり、4つの海域の山札をシャッフルし直します。",
                                                  "Storm! The fishing season ends here and all four decks are reshuffled.")))
        later = [p for p in range(s.n) if s.area_of[p] > s.area]
        if s.pending or later:
            ev.append(Event("noli.storm.aftermath", Text("解決していないシンボル{k}個は失われ、", "{k} unresolved symbol(s) are "
                                                         "lost, and ").format(k=len(s.pending)) + (
                join([self.player_name(s, p) for p in later]) + Text("は漁に出られません。", " cannot fish.") if later
                else Text("後の海域で漁をする陣営はいません。", "no one fishes after this area."))))
        s.pending = []
        s.decks[s.area - 1].extend(s.drawn)
        s.drawn = []
        for a in range(len(FISHING_AREAS)):
            s.decks[a], s.rng = shuffled(s.decks[a], s.rng)
        s.known = [0] * len(FISHING_AREAS)
        self._end_season(s, ev, storm=True)

    def _end_season(self, s: State, ev: list[Event], storm: bool) -> None:
        for p in range(s.n):
            if s.got_coins[p]:
                continue
            s.bank[p] += CONSOLATION_COINS
            s.coins_in += CONSOLATION_COINS
            name = self.player_name(s, p)
            rule = "noli.consolation.storm" if storm else "noli.fishing.consolation"
            if s.boats[p] < BOATS:
                s.boats[p] += 1
                ev.append(Event(rule, Text("コインを得なかった{p}に、大司教がコイン2枚と漁船1隻を与えます（{k}隻）。",
                                           "{p} got no coins: the archbishop gives 2 coins and a boat ({k} boats).").format(
                    p=name, k=s.boats[p]), data={"player": p}))
            else:
                ev.append(Event("noli.consolation.full_fleet", Text("コインを得なかった{p}はコイン2枚を得ます。漁船はもう4隻です。",
                                                                    "{p} got no coins and takes 2 coins; the fleet is "
                                                                    "already four boats.").format(p=name), data={"player": p}))
        s.round += 1
        s.phase, s.step = INVEST, ""
        s.ready = [False] * s.n
        s.shown = [[] for _ in range(s.n)]
        s.invest, s.winner, s.price, s.doubled = 0, -1, 0, False
        s.dice = [[IN_HAND] * DICE for _ in range(s.n)]
        s.closed, s.area_of, s.rolls = [], [0] * s.n, [0] * s.n
        s.area, s.fisher, s.drawn, s.pending, s.floor_hit, s.raid_card = 0, -1, [], [], [], -1
        ev.append(Event("noli.round.phases", Text(f"ラウンド{s.round}の投資フェイズです。",
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
            "bids": [(s.bids[p][:] if p == me else None) if hidden else s.shown[p][:] for p in range(s.n)],
            "ready": s.ready[:],
            "investment": INVESTMENTS[s.invest] if s.phase == DEVELOP and s.invest < 4 else None,
            "winner": s.winner, "price": s.price, "doubled": s.doubled,
            "track": s.track[:], "track_end": TRACK_END, "wall_spaces": list(TRACK_WALL_SPACES),
            "walls": s.walls, "floors": s.floors[:], "floor_stock": s.floor_stock,
            "rowers": s.rowers[:], "rower_stock": s.rower_stock, "boats": s.boats[:],
            "dice": [d[:] for d in s.dice], "rolls": s.rolls[:], "closed": s.closed[:], "area_of": s.area_of[:],
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
            top = deck[:unknown]
            r.shuffle(top)
            deck[:unknown] = top
        if s.phase == INVEST:
            for q in range(s.n):
                if q == observer:
                    continue
                total = s.bank[q] + sum(s.bids[q])
                cuts = sorted(r.randint(0, total) for _ in range(4))
                parts = [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]
                s.bank[q], s.bids[q] = parts[0], parts[1:]
        return s

    def invariants(self, state: State) -> list[str]:
        s = state
        bad = []
        held = sum(s.bank) + sum(map(sum, s.bids))
        if held != s.coins_in - s.coins_out:
            bad.append(f"coins: players hold {held}, the supply's ledger says {s.coins_in - s.coins_out}")
        if any(x < 0 for x in s.bank) or any(x < 0 for b in s.bids for x in b):
            bad.append("a negative bank or bid")
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
            cards = s.decks[a - 1] + (s.drawn if s.area == a else [])
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
    def action_value(self, view: dict[str, Any], action: Action) -> float:
        from .bots import action_value

        return action_value(view, action)

    def extra_bots(self) -> dict:
        from .bots import BidderBot

        return {"bidder": BidderBot(self)}


NOLI = Noli()
