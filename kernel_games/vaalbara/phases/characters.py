"""The twelve characters: what each does when its turn comes, and the choices some of them ask for."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text
from kernel_games.core.text import plural

from .. import scoring
from ..actions import ChoosePlayer, ExchangeLand, RecoverCharacter, SwapRows, TakeLand, TrackLand
from ..components import (
    BARD,
    CARPENTER,
    CRAFTSMAN,
    FALCONER,
    FARMER,
    HUNTER,
    MIDWIFE,
    PIONEER,
    PRIEST,
    RIDER,
    TRACKER,
    WARRIOR_CARD,
    character_name,
    land_name,
)
from ..narration import char_rule, clan, gain
from ..state import CHARACTER, LAND, WARRIOR, State
from .lands import score_land

CHOICE_ACTION: dict[int, type[Action]] = {BARD: ChoosePlayer, TRACKER: TrackLand, MIDWIFE: RecoverCharacter,
                                          RIDER: SwapRows, PIONEER: ExchangeLand}
CHOICE_ACTIONS = tuple(CHOICE_ACTION.values())


# ---- a character's turn begins ------------------------------------------------------------------------------------
def start(s: State, p: int, ev: list[Event]) -> None:
    """Carry out ``p``'s character, or ask for the choice it needs (step CHARACTER or the Warrior window)."""
    card = s.chosen[p]
    rule = char_rule(card)
    name = clan(p)
    nb = scoring.neighbours(s.n, p)
    if card == WARRIOR_CARD:
        s.warrior_wait = warrior_askees(s, p)
        ev.append(Event(rule, Text("{p}の戦士: 手札に戦士を持つプレイヤーは公開して1点を得られます。",
                                   "{p}'s Warrior: anyone holding a Warrior may reveal it for 1 point.").format(p=name)))
        if s.warrior_wait:
            s.step = WARRIOR
            return
    elif card in CHOICE_ACTION and has_choice(s, p, card):
        s.step = CHARACTER
        return
    elif card in CHOICE_ACTION:
        ev.append(Event(rule, Text("{p}の{c}: 対象がないので効果はありません。",
                                   "{p}'s {c}: nothing to act on, so no effect.").format(p=name, c=character_name(card))))
    elif card == HUNTER:
        ok = not any(q in s.order[:-1] for q in nb)
        ev.append(Event(rule, Text("{p}の狩人: " + ("隣人より先に行動しました。" if ok else "隣人が先に行動していました。"),
                                   "{p}'s Hunter: " + ("acted before the neighbours." if ok else
                                                       "a neighbour acted earlier.")).format(p=name)))
        if ok:
            gain(s, p, 3, rule, ev)
    elif card == PRIEST:
        odd = [q for q in nb if s.chosen[q] % 2 == 1]
        ev.append(Event(rule, Text("{p}の神官: 奇数を出した隣人 {k}人", "{p}'s Priest: {ks} played odd").format(
            p=name, k=len(odd), ks=plural(len(odd), "neighbour"))))
        gain(s, p, 2 * len(odd), rule, ev)
    elif card == CARPENTER:
        k = scoring.count(s.realms[p], "forest")
        ev.append(Event(rule, Text("{p}の大工: 森林{k}枚", "{p}'s Carpenter: {ks}").format(p=name, k=k, ks=plural(k, "forest"))))
        gain(s, p, 3 * k, rule, ev)
    elif card == FALCONER:
        _falconer(s, p, ev)
    elif card == CRAFTSMAN:
        ok = all(q in s.order[:-1] for q in nb)
        ev.append(Event(rule, Text("{p}の工匠: " + ("隣人より後に行動しました。" if ok else "まだ行動していない隣人がいます。"),
                                   "{p}'s Craftsman: " + ("acted after the neighbours." if ok else
                                                          "a neighbour has yet to act.")).format(p=name)))
        if ok:
            gain(s, p, 5, rule, ev)
    elif card == FARMER:
        ev.append(Event(rule, Text("{p}の農夫: このラウンドの土地の報酬が2倍になります。",
                                   "{p}'s Farmer: this round's land reward is doubled.").format(p=name)))
    finish(s, p)


def has_choice(s: State, p: int, card: int) -> bool:
    """Whether the character has anything to act on (an empty discard pile, realm or deck: no effect)."""
    if card == TRACKER:
        return bool(s.land_deck) and any(s.rows)
    if card == MIDWIFE:
        return bool(s.discards[p])
    if card == RIDER:
        return bool(s.rows[0]) and bool(s.rows[1])
    if card == PIONEER:
        return bool(s.realms[p]) and bool(s.land_deck)
    return True


def warrior_askees(s: State, p: int) -> list[int]:
    """Who is asked about a Warrior: each other player whose Warrior is not known to be elsewhere.

    A Warrior in a discard pile or played this round is public; one in hand or deck is not, so its
    owner is asked either way and nobody learns who holds one until it is revealed.
    """
    return [q for q in range(s.n) if q != p and s.chosen[q] != WARRIOR_CARD and WARRIOR_CARD not in s.discards[q]]


def _falconer(s: State, p: int, ev: list[Event]) -> None:
    rule = char_rule(FALCONER)
    name = clan(p)
    if len(s.order) < 2:
        ev.append(Event(rule, Text("{p}の鷹匠: 直前に行動したプレイヤーがいないので効果はありません。",
                                   "{p}'s Falconer: nobody acted before, so no effect.").format(p=name)))
        return
    victim = s.order[-2]
    take = min(2, s.scores[victim])
    ev.append(Event(rule, Text("{p}の鷹匠が{v}から点数を奪います。", "{p}'s Falconer steals points from {v}.").format(
        p=name, v=clan(victim))))
    gain(s, victim, -take, rule, ev)
    gain(s, p, take, rule, ev)


def finish(s: State, p: int) -> None:
    """Discard the played character face up; the land action comes next."""
    s.discards[p].append(s.chosen[p])
    s.warrior_wait = []
    s.step = LAND


# ---- step CHARACTER: the choice a character asks for -----------------------------------------------------------------
def candidates(s: State, p: int) -> list[Action]:
    card = s.chosen[p]
    if card == BARD:
        return [ChoosePlayer(q) for q in range(s.n)]
    if card == TRACKER:
        return [TrackLand(c) for row in s.rows for c in row]
    if card == MIDWIFE:
        return [RecoverCharacter(c) for c in sorted(set(s.discards[p]))]
    if card == RIDER:
        return [SwapRows(a, b) for a in s.rows[0] for b in s.rows[1]]
    if card == PIONEER:
        return [ExchangeLand(c) for c in s.realms[p]]
    return []


def refuse(s: State, p: int, action: Action) -> IllegalAction:
    card = s.chosen[p]
    if isinstance(action, TakeLand):
        return IllegalAction("vaalbara.resolution.character", Text(
            "先にキャラクター（{c}）の効果を解決してから土地を取ります。",
            "Resolve your character ({c}) first; the land comes after.").format(c=character_name(card)))
    return IllegalAction(char_rule(card), Text("いまは{c}の効果を解決します。", "Now resolve your {c}.").format(
        c=character_name(card)))


def forbid(s: State, p: int, action: Action) -> IllegalAction | None:
    card = s.chosen[p]
    rule = char_rule(card)
    if not isinstance(action, CHOICE_ACTION[card]):
        return refuse(s, p, action)
    if isinstance(action, ChoosePlayer) and not 0 <= action.target < s.n:
        return IllegalAction(rule, Text("そのプレイヤーはいません。", "There is no such player."))
    if isinstance(action, TrackLand) and action.land not in s.rows[0] + s.rows[1]:
        return IllegalAction(rule, Text("追跡者は場に出ている土地から選びます。", "The Tracker picks one of the displayed lands."))
    if isinstance(action, RecoverCharacter) and action.initiative not in s.discards[p]:
        return IllegalAction(rule, Text("そのカードはあなたの捨て札にありません。", "That card is not in your discard pile."))
    if isinstance(action, SwapRows) and not (action.row1 in s.rows[0] and action.row2 in s.rows[1]):
        return IllegalAction(rule, Text("1列目の土地1枚と2列目の土地1枚を選んでください。",
                                        "Pick one land of row 1 and one land of row 2."))
    if isinstance(action, ExchangeLand) and action.land not in s.realms[p]:
        return IllegalAction(rule, Text("その土地はあなたの領域にありません。", "That land is not in your realm."))
    return None


def perform(s: State, p: int, action: Action, ev: list[Event]) -> None:
    rule = char_rule(s.chosen[p])
    name = clan(p)
    if isinstance(action, ChoosePlayer):
        ev.append(Event(rule, Text("{p}の吟遊詩人が{q}を選びました。", "{p}'s Bard chooses {q}.").format(
            p=name, q=clan(action.target))))
        gain(s, action.target, 2, rule, ev)
    elif isinstance(action, TrackLand):
        row = 0 if action.land in s.rows[0] else 1
        i = s.rows[row].index(action.land)
        s.rows[row][i], s.land_deck[0] = s.land_deck[0], action.land
        s.top_known = True  # everyone saw which land went on top
        ev.append(Event(rule, Text("{p}の追跡者: {a}を山札の上に置き、代わりに{b}が{r}列目に入りました。予兆が変わります。",
                                   "{p}'s Tracker: {a} goes on top of the deck, {b} comes to row {r}; the omen "
                                   "changes.").format(p=name, a=land_name(action.land), b=land_name(s.rows[row][i]),
                                                      r=row + 1)))
    elif isinstance(action, RecoverCharacter):
        s.discards[p].remove(action.initiative)
        s.hands[p].append(action.initiative)
        s.hands[p].sort()
        ev.append(Event(rule, Text("{p}の助産師: {c}を捨て札から手札に戻しました。",
                                   "{p}'s Midwife takes {c} back from the discard pile.").format(
            p=name, c=character_name(action.initiative))))
    elif isinstance(action, SwapRows):
        i, j = s.rows[0].index(action.row1), s.rows[1].index(action.row2)
        s.rows[0][i], s.rows[1][j] = action.row2, action.row1
        ev.append(Event(rule, Text("{p}の騎手: {a}と{b}の列を入れ替えました。",
                                   "{p}'s Rider swaps {a} (row 1) with {b} (row 2).").format(
            p=name, a=land_name(action.row1), b=land_name(action.row2))))
    elif isinstance(action, ExchangeLand):
        new = s.land_deck.pop()
        s.land_deck.append(action.land)
        s.bottom_known = True  # everyone saw which land went under the deck
        realm = s.realms[p]
        realm[realm.index(action.land)] = new
        ev.append(Event(rule, Text("{p}の開拓者: {a}を山札の一番下に置き、{b}を得ました。",
                                   "{p}'s Pioneer puts {a} under the land deck and takes {b}.").format(
            p=name, a=land_name(action.land), b=land_name(new))))
        score_land(s, p, new, 1, ev)
    finish(s, p)
