"""What players take from the supplies: crystal tiles (face down), reward cards (after the turn), golden scales —
and the golden-scale scoring the last scale sets off (blue_moon_city.scales.*)."""

from __future__ import annotations

from kernel_games.core import Event, Text
from kernel_games.core.rng import shuffled

from .components import DRAW_EXTRA, SCALE_LEAD, SCALE_MIN, SCALE_OTHERS, SCALE_TIED, SCALES_FOR, Reward
from .narration import player, plural, rule
from .state import State, put


def crystals(s: State, p: int, k: int, why: str, ev: list[Event]) -> None:
    """``k`` crystal tiles from the supply, face down; what the supply lacks is owed (supply.shortage)."""
    got, s.supply = s.supply[:k], s.supply[k:]
    s.crystals = put(s.crystals, p, tuple(sorted(s.crystals[p] + got)))
    short = k - len(got)
    s.owed += (p,) * short
    if got:
        ev.append(Event(why, Text("{p}がクリスタルを{k}枚受け取りました（裏向き）。", "{p} takes {c} face down.")
                        .format(p=player(p), k=len(got), c=plural(len(got), "crystal tile")),
                        data={"player": p, "crystals": len(got)}))
        ev.append(Event(why, Text("あなたのクリスタル: " + "・".join(map(str, got)),
                                  "Your crystal tiles: " + ", ".join(map(str, got))), to=p,
                        data={"player": p, "values": list(got)}))
    if short:
        ev.append(Event(rule("supply.shortage"),
                        Text("クリスタルが足りません。{p}に{k}枚の貸しを記録します。",
                             "The crystals have run out: {p} is owed {k}.").format(p=player(p), k=short),
                        data={"player": p, "owed": short}))


def returned(s: State, tiles: list[int], ev: list[Event]) -> None:
    """Tiles paid to the obelisk go back into the supply, shuffled; owed tiles are paid first (supply.shortage)."""
    supply, s.rng = shuffled([*s.supply, *tiles], s.rng)
    s.supply = tuple(supply)
    while s.owed and s.supply:
        q, s.owed = s.owed[0], s.owed[1:]
        crystals(s, q, 1, rule("supply.shortage"), ev)


def draw_cards(s: State, k: int, ev: list[Event]) -> list[int]:
    """``k`` cards from the deck, the discard pile shuffled in when it runs out (discard.reshuffle)."""
    out: list[int] = []
    while len(out) < k:
        if not s.deck:
            if not s.discard:
                ev.append(Event(rule("discard.reshuffle"), Text("山札も捨て札もありません。引けるのはここまでです。",
                                                                "Deck and discard pile are both empty: nothing more to draw.")))
                break
            s.deck, s.rng = shuffled(s.discard, s.rng)
            ev.append(Event(rule("discard.reshuffle"), Text("山札が尽きたので、捨て札{k}枚を混ぜて新しい山札にしました。",
                                                            "The deck ran out: the {k} discarded cards are shuffled into a new deck.")
                            .format(k=len(s.discard)), data={"deck": len(s.deck)}))
            s.discard = []
        out.append(s.deck.pop(0))
    return out


def cards(s: State, p: int, k: int, why: str, ev: list[Event]) -> None:
    """Reward cards: face down, joining the hand when the turn is over (complete.cards_later)."""
    got = draw_cards(s, k, ev)
    s.gained = put(s.gained, p, s.gained[p] + tuple(got))
    ev.append(Event(why, Text("{p}がカードを{k}枚、裏向きのまま受け取りました（手番の後で手札へ）。",
                              "{p} takes {c} face down (into the hand after this turn).").format(
        p=player(p), k=len(got), c=plural(len(got), "card")), data={"player": p, "cards": len(got)}))


def scales(s: State, p: int, k: int, why: str, ev: list[Event]) -> None:
    """``k`` golden scales; beyond the supply they are phantoms; the last one taken sets off scoring."""
    take = min(k, s.scale_supply)
    s.scale_supply -= take
    s.scales[p] += k
    s.phantom = put(s.phantom, p, s.phantom[p] + k - take)
    ev.append(Event(why, Text("{p}が黄金の鱗を{k}枚受け取りました。", "{p} takes {c}.").format(
        p=player(p), k=k, c=plural(k, "golden scale")), data={"player": p, "scales": k}))
    if take and s.scale_supply == 0:
        score_scales(s, ev)


def score_scales(s: State, ev: list[Event]) -> None:
    """scales.trigger, scales.scoring, scales.return."""
    best = max(s.scales)
    leaders = [p for p in range(s.n) if s.scales[p] == best]
    ev.append(Event(rule("scales.trigger"), Text("最後の黄金の鱗が取られました。鱗の決算です（",
                                                 "The last golden scale is gone: scale scoring (")
                    + Text("、".join(f"{player(p).ja}{s.scales[p]}" for p in range(s.n)) + "）。",
                           ", ".join(f"{player(p).en} {s.scales[p]}" for p in range(s.n)) + ")."),
                    data={"scales": s.scales[:]}))
    paid = []
    for p in range(s.n):
        pay = (SCALE_LEAD if len(leaders) == 1 else SCALE_TIED) if p in leaders else (
            SCALE_OTHERS if s.scales[p] >= SCALE_MIN else 0)
        if pay:
            paid.append(p)
            crystals(s, p, pay, rule("scales.scoring"), ev)
    for p in range(s.n):
        s.scales[p] = 0 if p in paid else s.scales[p] - s.phantom[p]
    s.phantom = (0,) * s.n
    s.scale_supply = SCALES_FOR[s.n] - sum(s.scales)
    ev.append(Event(rule("scales.return"), Text("クリスタルを受け取ったプレイヤーは黄金の鱗を戻しました。",
                                                "Those paid return their scales; the others keep theirs."),
                    data={"paid": paid}))


def reward(s: State, p: int, r: Reward, why: str, ev: list[Event]) -> None:
    if r.crystals:
        crystals(s, p, r.crystals, why, ev)
    if r.cards:
        cards(s, p, r.cards, why, ev)
    if r.scales:
        scales(s, p, r.scales, why, ev)


def refill_hand(s: State, p: int, discarded: int, ev: list[Event]) -> list[int]:
    """discard.draw: as many cards as discarded, plus 2."""
    got = draw_cards(s, discarded + DRAW_EXTRA, ev)
    s.hands[p] = sorted(s.hands[p] + got)
    return got
