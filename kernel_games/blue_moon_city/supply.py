"""What players take from the supplies: crystal tiles (face down), reward cards (after the turn), golden scales —
and the golden-scale scoring the last scale sets off (blue_moon_city.scales.*)."""

from __future__ import annotations

from kernel_games.core import Event, Text
from kernel_games.core.rng import shuffled

from .components import DRAW_EXTRA, SCALE_LEAD, SCALE_MIN, SCALE_OTHERS, SCALE_TIED, SCALES_FOR, TILE_REWARDS, Reward
from .narration import player, plural, rule
from .state import State, put


def take(supply: tuple[int, ...], k: int, rewards: str) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """(the tiles taken, the supply left, what is still short) for a reward of ``k`` crystals (components.crystals,
    setup.crystal_value).

    "tiles": the first ``k`` face-down tiles, short by the tiles missing. "value": tiles worth exactly ``k``, as few
    as the supply allows; a tile is never split, so when no set of tiles makes ``k`` the least worth above it is taken
    (no change, obelisk.no_change); when the whole supply is worth less, all of it, short by the rest."""
    if rewards == TILE_REWARDS:
        return supply[:k], supply[k:], k - min(k, len(supply))
    threes, ones = supply.count(3), supply.count(1)
    if 3 * threes + ones < k:
        return tuple(sorted(supply, reverse=True)), (), k - 3 * threes - ones
    # enough 1s beside t3 threes: t3 >= (k - ones) / 3; more than k / 3 threes only overpays further
    t3, t1 = min(((t, max(0, k - 3 * t)) for t in range(max(0, -((ones - k) // 3)), min(threes, -(-k // 3)) + 1)),
                 key=lambda tt: (3 * tt[0] + tt[1], sum(tt)))
    left, want = [], {3: t3, 1: t1}
    for v in supply:
        if want[v]:
            want[v] -= 1
        else:
            left.append(v)
    return (3,) * t3 + (1,) * t1, tuple(left), 0


def crystals(s: State, p: int, k: int, why: str, ev: list[Event]) -> None:
    """A reward of ``k`` crystals from the supply, face down (components.crystals, setup.crystal_value); what the
    supply lacks is owed (supply.shortage)."""
    got, s.supply, short = take(s.supply, k, s.rewards)
    _give(s, p, got, why, ev)
    s.owed += (p,) * short
    if short:
        unit = ("枚", "tile") if s.rewards == TILE_REWARDS else ("個", "crystal")
        ev.append(Event(rule("supply.shortage"),
                        Text("クリスタルが足りません。{p}に{k}{u}の貸しを記録します。",
                             "The crystals have run out: {p} is owed {c}.").format(
                            p=player(p), k=short, u=unit[0], c=plural(short, unit[1])),
                        data={"player": p, "owed": short, "source": why}))


def _give(s: State, p: int, got: tuple[int, ...], why: str, ev: list[Event]) -> None:
    """Tiles into ``p``'s hand of crystals: everyone sees how many, only ``p`` their values."""
    if not got:
        return
    s.crystals = put(s.crystals, p, tuple(sorted(s.crystals[p] + got)))
    ev.append(Event(why, Text("{p}がクリスタルを{k}枚受け取りました（裏向き）。", "{p} takes {c} face down.")
                    .format(p=player(p), k=len(got), c=plural(len(got), "crystal tile")),
                    data={"player": p, "crystals": len(got)}))
    ev.append(Event(why, Text("あなたのクリスタル: " + "・".join(map(str, got)),
                              "Your crystal tiles: " + ", ".join(map(str, got))), to=p,
                    data={"player": p, "values": list(got)}))


def returned(s: State, tiles: list[int], ev: list[Event]) -> None:
    """Tiles paid to the obelisk go back into the supply, shuffled; what is owed is paid first, in order
    (supply.shortage): a tile an entry ("tiles"), or tiles worth a player's next run of owed crystals ("value")."""
    supply, s.rng = shuffled([*s.supply, *tiles], s.rng)
    s.supply = tuple(supply)
    while s.owed and s.supply:
        q = s.owed[0]
        run = 1 if s.rewards == TILE_REWARDS else next((i for i, x in enumerate(s.owed) if x != q), len(s.owed))
        got, s.supply, short = take(s.supply, run, s.rewards)
        s.owed = s.owed[run - short:]
        _give(s, q, got, rule("supply.shortage"), ev)


def owed(s: State, p: int) -> int:
    """What ``p`` is owed, counted as crystals (supply.shortage): a crystal a "value" entry; a face-down tile not
    drawn yet counts its least value, 1."""
    return s.owed.count(p)


def held(s: State, p: int) -> int:
    """``p``'s crystals as the rules count them: the tiles' values and what is owed (end.city_rebuilt's tie-break,
    and whether ``p`` could still make an offering)."""
    return sum(s.crystals[p]) + owed(s, p)


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
