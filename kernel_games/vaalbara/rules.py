"""Vaalbara's engine: set-up, allocation, resolution, round end and game end (seed 001)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from kernel_games.core import Action, Event, Game, IllegalAction, Result, ScoreRow, Text
from kernel_games.core.rng import shuffled

from . import scoring
from .actions import (
    ACTION_TYPES,
    ChooseCharacter,
    ChoosePlayer,
    ExchangeLand,
    RecoverCharacter,
    RevealWarrior,
    SwapRows,
    TakeLand,
    TrackLand,
)
from .components import (
    CHARACTERS,
    CLAN_DECK,
    CLANS,
    HAND_SIZE,
    LAND_NAMES,
    LANDS,
    NUM_ROUNDS,
    START_POINTS,
    character_name,
    land_name,
    lands_for,
)
from .state import ALLOCATE, CHARACTER, LAND, OVER, RESOLVE, WARRIOR, State

WARRIOR_CARD, BARD, HUNTER, PRIEST, CARPENTER, FALCONER = 1, 2, 3, 4, 5, 6
TRACKER, MIDWIFE, RIDER, CRAFTSMAN, PIONEER, FARMER = 7, 8, 9, 10, 11, 12
CHOICE_ACTION: dict[int, type[Action]] = {BARD: ChoosePlayer, TRACKER: TrackLand, MIDWIFE: RecoverCharacter,
                                          RIDER: SwapRows, PIONEER: ExchangeLand}


def char_rule(initiative: int) -> str:
    return f"vaalbara.character.{CHARACTERS[initiative].key}"


def omen(state: State) -> tuple[int, ...]:
    """The clans present, best first, as shown on the back of the land deck's top card."""
    return tuple(c for c in LANDS[state.land_deck[0]].omen if c < state.n) if state.land_deck else tuple(
        range(state.n))


class Vaalbara(Game):
    """Vaalbara for 2–5 players.

    >>> g = Vaalbara(); s = g.setup(3, seed=7)
    >>> g.to_act(s)
    (0, 1, 2)
    >>> len(g.legal_actions(s, 0))
    5
    """

    id = "vaalbara"
    name = Text("バールバラ", "Vaalbara")
    min_players, max_players = 2, 5
    action_types = ACTION_TYPES
    rulebook_path = str(Path(__file__).with_name("rulebook.toml"))

    # ---- set-up ----------------------------------------------------------------------------------
    def setup(self, num_players: int, seed: int, options: dict[str, Any] | None = None) -> State:
        self.resolve_options(num_players, options)
        n = num_players
        used = lands_for(n)
        deck, rng = shuffled(used, seed)
        hands, decks = [], []
        for _ in range(n):
            clan, rng = shuffled(list(CLAN_DECK), rng)
            hands.append(sorted(clan[:HAND_SIZE]))
            decks.append(clan[HAND_SIZE:])
        rows = [deck[:n], deck[n:2 * n]]
        return State(
            n=n, rng=rng, round=1, phase=ALLOCATE, step="", hands=hands, decks=decks,
            discards=[[] for _ in range(n)], chosen=[0] * n, order=[], current=-1, rows=rows,
            land_deck=deck[2 * n:], realms=[[] for _ in range(n)], scores=[START_POINTS] * n,
            ledger=[{"vaalbara.setup.points": START_POINTS} for _ in range(n)], warrior_wait=[],
            box=[c.id for c in LANDS if c.id not in used],
        )

    def num_players(self, state: State) -> int:
        return state.n

    def copy(self, state: State) -> State:
        return state.copy()

    def player_name(self, state: Any, player: int) -> Text:
        return CLANS[player].name if 0 <= player < len(CLANS) else Text(f"プレイヤー{player}", f"player {player}")

    # ---- who acts, what is legal -----------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        if state.phase == ALLOCATE:
            return tuple(p for p in range(state.n) if not state.chosen[p])
        if state.phase == RESOLVE:
            return tuple(state.warrior_wait) if state.step == WARRIOR else (state.current,)
        return ()

    def candidates(self, state: State, player: int) -> list[Action]:
        if state.phase == ALLOCATE:
            return [ChooseCharacter(i) for i in state.hands[player]]
        if state.step == WARRIOR:
            return [RevealWarrior(True), RevealWarrior(False)]
        if state.step == LAND:
            return [TakeLand(c) for c in state.rows[0] + state.rows[1]]
        card = state.chosen[player]
        if card == BARD:
            return [ChoosePlayer(q) for q in range(state.n)]
        if card == TRACKER:
            return [TrackLand(c) for row in state.rows for c in row]
        if card == MIDWIFE:
            return [RecoverCharacter(c) for c in sorted(set(state.discards[player]))]
        if card == RIDER:
            return [SwapRows(a, b) for a in state.rows[0] for b in state.rows[1]]
        if card == PIONEER:
            return [ExchangeLand(c) for c in state.realms[player]]
        return []

    def rules_forbid(self, state: State, player: int, action: Action) -> IllegalAction | None:
        if state.phase == ALLOCATE:
            if not isinstance(action, ChooseCharacter):
                return IllegalAction("vaalbara.allocation.choose", Text(
                    "いまは全員がキャラクターを1枚ずつ選ぶ時です。",
                    "Now every player chooses one character card."))
            if action.initiative not in state.hands[player]:
                return IllegalAction("vaalbara.allocation.choose", Text(
                    "{c}は手札にありません。", "{c} is not in your hand.").format(c=character_name(action.initiative)))
            return None
        if state.step == WARRIOR:
            if not isinstance(action, RevealWarrior):
                return IllegalAction("vaalbara.character.warrior", Text(
                    "戦士がプレイされました。手札の戦士を公開するかどうか答えてください。",
                    "A Warrior was played: answer whether you reveal a Warrior from your hand."))
            if action.reveal and WARRIOR_CARD not in state.hands[player]:
                return IllegalAction("vaalbara.character.warrior", Text(
                    "手札に戦士がないので公開できません。", "You hold no Warrior, so you cannot reveal one."))
            return None
        if state.step == LAND:
            if not isinstance(action, TakeLand):
                return IllegalAction("vaalbara.resolution.land", Text(
                    "キャラクターアクションは済みました。次は1列目から土地を1枚取ります。",
                    "Your character is done; now take one land from row 1."))
            if action.land in state.rows[1]:
                return IllegalAction("vaalbara.resolution.land", Text(
                    "2列目の土地は取れません。取れるのは1列目だけです。",
                    "Lands in row 2 cannot be taken; only row 1 is available."))
            if action.land not in state.rows[0]:
                return IllegalAction("vaalbara.resolution.land", Text(
                    "その土地は1列目にありません。", "That land is not in row 1."))
            return None
        return self._forbid_character_choice(state, player, action)

    def _forbid_character_choice(self, state: State, player: int, action: Action) -> IllegalAction | None:
        card = state.chosen[player]
        rule = char_rule(card)
        if not isinstance(action, CHOICE_ACTION[card]):
            if isinstance(action, TakeLand):
                return IllegalAction("vaalbara.resolution.character", Text(
                    "先にキャラクター（{c}）の効果を解決してから土地を取ります。",
                    "Resolve your character ({c}) first; the land comes after.").format(c=character_name(card)))
            return IllegalAction(rule, Text("いまは{c}の効果を解決します。", "Now resolve your {c}.").format(
                c=character_name(card)))
        if isinstance(action, ChoosePlayer) and not (isinstance(action.target, int) and 0 <= action.target < state.n):
            return IllegalAction(rule, Text("そのプレイヤーはいません。", "There is no such player."))
        if isinstance(action, TrackLand) and action.land not in state.rows[0] + state.rows[1]:
            return IllegalAction(rule, Text("追跡者は場に出ている土地から選びます。",
                                            "The Tracker picks one of the displayed lands."))
        if isinstance(action, RecoverCharacter) and action.initiative not in state.discards[player]:
            return IllegalAction(rule, Text("そのカードはあなたの捨て札にありません。",
                                            "That card is not in your discard pile."))
        if isinstance(action, SwapRows) and not (action.row1 in state.rows[0] and action.row2 in state.rows[1]):
            return IllegalAction(rule, Text("1列目の土地1枚と2列目の土地1枚を選んでください。",
                                            "Pick one land of row 1 and one land of row 2."))
        if isinstance(action, ExchangeLand) and action.land not in state.realms[player]:
            return IllegalAction(rule, Text("その土地はあなたの領域にありません。",
                                            "That land is not in your realm."))
        return None

    # ---- carrying actions out --------------------------------------------------------------------
    def perform(self, state: State, player: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        if isinstance(action, ChooseCharacter):
            state.hands[player].remove(action.initiative)
            state.chosen[player] = action.initiative
            ev.append(Event("vaalbara.allocation.choose", Text("{p}がキャラクターを裏向きに置きました。",
                            "{p} puts a character face down.").format(p=self.player_name(state, player))))
            ev.append(Event("vaalbara.allocation.choose", Text("あなたは{c}を選びました。", "You chose {c}.").format(
                c=character_name(action.initiative)), to=player))
            if all(state.chosen):
                self._reveal(state, ev)
        elif isinstance(action, RevealWarrior):
            state.warrior_wait.remove(player)
            if action.reveal:
                self._gain(state, player, 1, "vaalbara.character.warrior", ev)
                ev.append(Event("vaalbara.character.warrior", Text(
                    "{p}が手札の戦士を公開しました（手札に残ります）。",
                    "{p} reveals a Warrior from hand (it stays in hand).").format(p=self.player_name(state, player))))
            if not state.warrior_wait:
                self._end_character(state, state.current, ev)
        elif isinstance(action, TakeLand):
            self._take_land(state, player, action.land, ev)
        else:
            self._resolve_choice(state, player, action, ev)
        self._advance(state, ev)
        return ev

    def _reveal(self, state: State, ev: list[Event]) -> None:
        state.phase = RESOLVE
        shown = [Text("{p}:【{i}】{c}", "{p}: [{i}] {c}").format(
            p=self.player_name(state, p), i=state.chosen[p], c=character_name(state.chosen[p]))
            for p in range(state.n)]
        ev.append(Event("vaalbara.allocation.reveal", Text("全員が公開: ", "All reveal: ") + Text(
            "、".join(t.ja for t in shown), ", ".join(t.en for t in shown)),
            data={"chosen": state.chosen[:]}))

    def next_player(self, state: State) -> int | None:
        """Lowest initiative among those yet to act; ties go to the clan ranked higher by the omen now."""
        waiting = [p for p in range(state.n) if p not in state.order]
        if not waiting:
            return None
        rank = omen(state)
        return min(waiting, key=lambda p: (state.chosen[p], rank.index(p)))

    def _advance(self, state: State, ev: list[Event]) -> None:
        """Move the resolution on until someone must decide, or end the round."""
        while state.phase == RESOLVE and state.step != LAND and state.step != CHARACTER and state.step != WARRIOR:
            p = self.next_player(state)
            if p is None:
                self._end_round(state, ev)
                return
            tied = [q for q in range(state.n) if q != p and q not in state.order and state.chosen[q] == state.chosen[p]]
            state.order.append(p)
            state.current = p
            ev.append(Event("vaalbara.resolution.tie" if tied else "vaalbara.resolution.order", Text(
                "{p}の手番（【{i}】{c}）", "{p}'s turn ([{i}] {c})").format(
                p=self.player_name(state, p), i=state.chosen[p], c=character_name(state.chosen[p])) + (Text(
                    "。同じ値の相手より予兆が上位です。", "; the omen ranks them above the tied player.") if tied else Text("", "")),
                data={"player": p}))
            self._start_character(state, p, ev)

    def _start_character(self, state: State, p: int, ev: list[Event]) -> None:
        card = state.chosen[p]
        rule = char_rule(card)
        name = self.player_name(state, p)
        nb = scoring.neighbours(state.n, p)
        if card == WARRIOR_CARD:
            state.warrior_wait = self.warrior_askees(state, p)
            ev.append(Event(rule, Text("{p}の戦士: 手札に戦士を持つプレイヤーは公開して1点を得られます。",
                                       "{p}'s Warrior: anyone holding a Warrior may reveal it for 1 point.").format(p=name)))
            if state.warrior_wait:
                state.step = WARRIOR
                return
        elif card in CHOICE_ACTION and self.candidates_for_choice(state, p, card):
            state.step = CHARACTER
            return
        elif card in CHOICE_ACTION:
            ev.append(Event(rule, Text("{p}の{c}: 対象がないので効果はありません。",
                                       "{p}'s {c}: nothing to act on, so no effect.").format(p=name, c=character_name(card))))
        elif card == HUNTER:
            ok = not any(q in state.order[:-1] for q in nb)
            ev.append(Event(rule, Text("{p}の狩人: " + ("隣人より先に行動しました。" if ok else "隣人が先に行動していました。"),
                                       "{p}'s Hunter: " + ("acted before the neighbours." if ok else
                                                           "a neighbour acted earlier.")).format(p=name)))
            if ok:
                self._gain(state, p, 3, rule, ev)
        elif card == PRIEST:
            odd = [q for q in nb if state.chosen[q] % 2 == 1]
            ev.append(Event(rule, Text("{p}の神官: 奇数を出した隣人 {k}人", "{p}'s Priest: {k} neighbour(s) played odd").format(
                p=name, k=len(odd))))
            self._gain(state, p, 2 * len(odd), rule, ev)
        elif card == CARPENTER:
            k = scoring.count(state.realms[p], "forest")
            ev.append(Event(rule, Text("{p}の大工: 森林{k}枚", "{p}'s Carpenter: {k} forest(s)").format(p=name, k=k)))
            self._gain(state, p, 3 * k, rule, ev)
        elif card == FALCONER:
            self._falconer(state, p, ev)
        elif card == CRAFTSMAN:
            ok = all(q in state.order[:-1] for q in nb)
            ev.append(Event(rule, Text("{p}の工匠: " + ("隣人より後に行動しました。" if ok else "まだ行動していない隣人がいます。"),
                                       "{p}'s Craftsman: " + ("acted after the neighbours." if ok else
                                                              "a neighbour has yet to act.")).format(p=name)))
            if ok:
                self._gain(state, p, 5, rule, ev)
        elif card == FARMER:
            ev.append(Event(rule, Text("{p}の農夫: このラウンドの土地の報酬が2倍になります。",
                                       "{p}'s Farmer: this round's land reward is doubled.").format(p=name)))
        self._end_character(state, p, ev)

    def candidates_for_choice(self, state: State, p: int, card: int) -> bool:
        """Whether the character has anything to act on (an empty discard pile, realm or deck: no effect)."""
        if card == TRACKER:
            return bool(state.land_deck) and any(state.rows)
        if card == MIDWIFE:
            return bool(state.discards[p])
        if card == RIDER:
            return bool(state.rows[0]) and bool(state.rows[1])
        if card == PIONEER:
            return bool(state.realms[p]) and bool(state.land_deck)
        return True

    def warrior_askees(self, state: State, p: int) -> list[int]:
        """Who is asked about a Warrior: each other player whose Warrior is not known to be elsewhere.

        A Warrior in a discard pile or played this round is public; one in hand or deck is not, so its
        owner is asked either way and nobody learns who holds one until it is revealed.
        """
        return [q for q in range(state.n) if q != p and state.chosen[q] != WARRIOR_CARD
                and WARRIOR_CARD not in state.discards[q]]

    def _falconer(self, state: State, p: int, ev: list[Event]) -> None:
        rule = char_rule(FALCONER)
        name = self.player_name(state, p)
        if len(state.order) < 2:
            ev.append(Event(rule, Text("{p}の鷹匠: 直前に行動したプレイヤーがいないので効果はありません。",
                                       "{p}'s Falconer: nobody acted before, so no effect.").format(p=name)))
            return
        victim = state.order[-2]
        take = min(2, state.scores[victim])
        ev.append(Event(rule, Text("{p}の鷹匠が{v}から点数を奪います。", "{p}'s Falconer steals points from {v}.").format(
            p=name, v=self.player_name(state, victim))))
        self._gain(state, victim, -take, rule, ev)
        self._gain(state, p, take, rule, ev)

    def _resolve_choice(self, state: State, p: int, action: Action, ev: list[Event]) -> None:
        card = state.chosen[p]
        rule = char_rule(card)
        name = self.player_name(state, p)
        if isinstance(action, ChoosePlayer):
            ev.append(Event(rule, Text("{p}の吟遊詩人が{q}を選びました。", "{p}'s Bard chooses {q}.").format(
                p=name, q=self.player_name(state, action.target))))
            self._gain(state, action.target, 2, rule, ev)
        elif isinstance(action, TrackLand):
            row = 0 if action.land in state.rows[0] else 1
            i = state.rows[row].index(action.land)
            state.rows[row][i], state.land_deck[0] = state.land_deck[0], action.land
            ev.append(Event(rule, Text("{p}の追跡者: {a}を山札の上へ、代わりに{b}が{r}列目へ。予兆が変わります。",
                                       "{p}'s Tracker: {a} goes on top of the deck, {b} comes to row {r}; the omen "
                                       "changes.").format(p=name, a=land_name(action.land),
                                                          b=land_name(state.rows[row][i]), r=row + 1)))
        elif isinstance(action, RecoverCharacter):
            state.discards[p].remove(action.initiative)
            state.hands[p].append(action.initiative)
            state.hands[p].sort()
            ev.append(Event(rule, Text("{p}の助産師: {c}を捨て札から手札に戻しました。",
                                       "{p}'s Midwife takes {c} back from the discard pile.").format(
                p=name, c=character_name(action.initiative))))
        elif isinstance(action, SwapRows):
            i, j = state.rows[0].index(action.row1), state.rows[1].index(action.row2)
            state.rows[0][i], state.rows[1][j] = action.row2, action.row1
            ev.append(Event(rule, Text("{p}の騎手: {a}と{b}の列を入れ替えました。",
                                       "{p}'s Rider swaps {a} (row 1) with {b} (row 2).").format(
                p=name, a=land_name(action.row1), b=land_name(action.row2))))
        elif isinstance(action, ExchangeLand):
            new = state.land_deck.pop()
            state.land_deck.append(action.land)
            realm = state.realms[p]
            realm[realm.index(action.land)] = new
            ev.append(Event(rule, Text("{p}の開拓者: {a}を山札の一番下に置き、{b}を得ました。",
                                       "{p}'s Pioneer puts {a} under the land deck and takes {b}.").format(
                p=name, a=land_name(action.land), b=land_name(new))))
            self._score_land(state, p, new, 1, ev)
        self._end_character(state, p, ev)

    def _end_character(self, state: State, p: int, ev: list[Event]) -> None:
        """Discard the played character face up; the land action comes next."""
        state.discards[p].append(state.chosen[p])
        state.warrior_wait = []
        state.step = LAND

    def _take_land(self, state: State, p: int, land: int, ev: list[Event]) -> None:
        state.rows[0].remove(land)
        state.realms[p].append(land)
        ev.append(Event("vaalbara.resolution.land", Text("{p}が{l}を領域に加えました。", "{p} takes {l} into their realm.")
                        .format(p=self.player_name(state, p), l=land_name(land)), data={"player": p, "land": land}))
        self._score_land(state, p, land, 2 if state.chosen[p] == FARMER else 1, ev)
        state.step = ""

    def _score_land(self, state: State, p: int, land: int, factor: int, ev: list[Event]) -> None:
        pts, why = scoring.land_reward(state.realms, p, land, state.chosen[p])
        kind = LANDS[land].type
        self._gain(state, p, pts, f"vaalbara.land.{kind}", ev, note=why)
        if factor == 2:
            self._gain(state, p, pts, char_rule(FARMER), ev, note="×2")

    def _gain(self, state: State, p: int, pts: int, rule: str, ev: list[Event], note: str = "") -> None:
        """Change a player's hidden points; only that player is told the amount."""
        state.scores[p] += pts
        state.ledger[p][rule] = state.ledger[p].get(rule, 0) + pts
        title = self.rule(rule).title
        detail = f" ({note})" if note else ""
        ev.append(Event(rule, Text("{t}: {v:+d}点{d}", "{t}: {v:+d} points{d}").format(t=title, v=pts, d=detail),
                        to=p, data={"points": pts}))

    def _end_round(self, state: State, ev: list[Event]) -> None:
        n = state.n
        if state.round == NUM_ROUNDS:
            state.phase, state.current, state.step = OVER, -1, ""
            ev.append(Event("vaalbara.end.trigger", Text("9ラウンドが終わりました。点数を公開します。",
                                                         "Nine rounds are over: points are revealed.")))
            return
        state.rows = [state.rows[1], state.land_deck[:n]]
        del state.land_deck[:n]
        for p in range(n):
            while len(state.hands[p]) < HAND_SIZE and state.decks[p]:
                state.hands[p].append(state.decks[p].pop(0))
            state.hands[p].sort()
        state.round += 1
        state.phase, state.step, state.current = ALLOCATE, "", -1
        state.chosen = [0] * n
        state.order = []
        ev.append(Event("vaalbara.round_end.slide", Text("ラウンド終了: 2列目が1列目へ移り、新しい2列目が並びます。",
                                                         "Round over: row 2 moves down to row 1 and a new row 2 "
                                                         "is dealt.")))
        ev.append(Event("vaalbara.round_end.refill", Text("手札を5枚まで補充します。ラウンド{r}へ。",
                                                          "Hands refill to five. Round {r} begins.").format(r=state.round)))

    # ---- end of game ----------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def result(self, state: State) -> Result:
        breakdown: dict[int, list[ScoreRow]] = {}
        totals: dict[int, int] = {}
        for p in range(state.n):
            rows = [ScoreRow(r, self.rule(r).title, v) for r, v in state.ledger[p].items() if v]
            bonus = scoring.diversity_bonus(state.realms[p])
            if bonus:
                rows.append(ScoreRow("vaalbara.end.diversity", self.rule("vaalbara.end.diversity").title, bonus))
            breakdown[p] = rows
            totals[p] = state.scores[p] + bonus
        best = max(totals.values())
        tied = [p for p in range(state.n) if totals[p] == best]
        rank = omen(state)
        winner = min(tied, key=rank.index)
        if len(tied) > 1:
            reason = Text("{b}点で同点。最後の予兆で上位の{w}の勝ち。", "Tied on {b}; the last omen ranks {w} highest.")
            rule = "vaalbara.end.tiebreak"
        else:
            reason, rule = Text("{w}が{b}点で勝利。", "{w} wins with {b} points."), "vaalbara.end.winner"
        return Result(totals, breakdown, [winner], reason.format(b=best, w=self.player_name(state, winner)), rule)

    # ---- what each player sees ---------------------------------------------------------------------
    def view(self, state: State, player: int | None) -> dict[str, Any]:
        over = state.phase == OVER
        revealed = state.phase != ALLOCATE
        return {
            "game": self.id, "viewer": player, "players": state.n, "round": state.round, "rounds": NUM_ROUNDS,
            "phase": state.phase, "step": state.step, "to_act": list(self.to_act(state)),
            "current": state.current, "order": state.order[:], "omen": list(omen(state)),
            "rows": [row[:] for row in state.rows], "deck_size": len(state.land_deck),
            "realms": [r[:] for r in state.realms], "discards": [d[:] for d in state.discards],
            "chosen": [c if revealed or p == player else (0 if not c else -1) for p, c in enumerate(state.chosen)],
            "hand": state.hands[player][:] if player is not None else None,
            "hand_sizes": [len(h) for h in state.hands], "clan_deck_sizes": [len(d) for d in state.decks],
            "score": state.scores[player] if player is not None else None,
            "ledger": dict(state.ledger[player]) if player is not None else None,
            "scores": state.scores[:] if over else None,
            "warrior_wait": state.warrior_wait[:],
        }

    def redeal_hidden(self, state: State, observer: int | None, seed: int) -> State:
        s = state.copy()
        rng = random.Random(seed)
        for p in range(s.n):
            if p == observer:
                rng.shuffle(s.decks[p])
                continue
            hidden_choice = s.phase == ALLOCATE and s.chosen[p]
            pool = s.hands[p] + s.decks[p] + ([s.chosen[p]] if hidden_choice else [])
            rng.shuffle(pool)
            if hidden_choice:
                s.chosen[p] = pool.pop()
            k = len(s.hands[p])
            s.hands[p], s.decks[p] = sorted(pool[:k]), pool[k:]
            if s.phase != OVER:
                s.scores[p] = rng.randint(0, 99)
                s.ledger[p] = {"vaalbara.setup.points": s.scores[p]}
        rest = s.land_deck[1:]
        rng.shuffle(rest)
        s.land_deck[1:] = rest
        return s

    def invariants(self, state: State) -> list[str]:
        bad = []
        for p in range(state.n):
            cards = state.hands[p] + state.decks[p] + state.discards[p]
            if state.chosen[p] and (state.chosen[p] not in state.discards[p] or state.phase == ALLOCATE):
                cards = cards + [state.chosen[p]]
            if sorted(cards) != list(CLAN_DECK):
                bad.append(f"player {p}: character cards {sorted(cards)} are not the 12 of a clan")
            if state.scores[p] < 0 or state.scores[p] != sum(state.ledger[p].values()):
                bad.append(f"player {p}: points {state.scores[p]} do not match the ledger")
        lands = state.rows[0] + state.rows[1] + state.land_deck + [c for r in state.realms for c in r]
        if sorted(lands) != lands_for(state.n):
            bad.append("land cards were created or lost")
        return bad

    def lessons(self) -> list:
        from .lessons import LESSONS

        return LESSONS

    # ---- bots ------------------------------------------------------------------------------------
    def action_value(self, view: dict[str, Any], action: Action) -> float:
        from .bots import action_value

        return action_value(view, action)

    def land_label(self, land: int) -> Text:
        c = LANDS[land]
        base = LAND_NAMES[c.type]
        return base + Text(f"({c.value})", f" ({c.value})") if c.type == "forest" else base


VAALBARA = Vaalbara()
