"""Blue Moon City's previews (``Game.preview``): what a legal action would do now, with its numbers, from the view only.

The score is the offerings made (``result``), so only an offering starts with a signed number after its first colon
(``Offering 3 of 4: +1 offering; pay 1×1 + 2×3 = 7 for the 7 box``, the convention of ``Game.preview``); crystals,
scales, cards and steps are written unsigned there. A payment says how far the box is paid and, when the card fills
it, everything that follows at once: the marker, the dragons' scales, the building's rewards in the order they are
handed out (majority, participation, neighbourhood) and a scale scoring the last scale would set off.
"""

from __future__ import annotations

from kernel_games.core import Action, Text
from kernel_games.core.text import join

from .actions import (
    Cancel,
    Discard,
    Done,
    DragonFly,
    DragonMove,
    Draw,
    FlitDash,
    FlitFly,
    Offer,
    OfferAgain,
    Pay,
    Recolour,
    Walk,
    box_name,
    cell_name,
    dragon_name,
)
from .components import (
    ANY,
    CELLS,
    CENTRE,
    DISTANCE,
    DRAGONS,
    DRAW_EXTRA,
    FLIT,
    FLIT_EXTRA,
    KHIND,
    MAX_DISCARD,
    MIMIX,
    NEIGHBOURS,
    PEOPLES,
    SCALE_LEAD,
    SCALE_MIN,
    SCALE_OTHERS,
    SCALE_TIED,
    TILE_REWARDS,
    TILES,
    Reward,
    card,
    card_name,
    people_of,
    value_of,
)
from .hand import HOAX_LIMIT, alone, best_boxes, from_view, lay
from .narration import player
from .view import BlueMoonView

YOU = Text("あなた", "you")
NOTHING = Text("", "")


def who(view: BlueMoonView, p: int) -> Text:
    return YOU if p == view["viewer"] else player(p)


def _n(k: int, ja: str, en: str, many: str | None = None) -> Text:
    """``2 crystals`` / ``クリスタル2枚``."""
    return Text(f"{ja}{k}枚", f"{k} {en if k == 1 else many or en + 's'}")


def reward_text(r: Reward, rewards: str = TILE_REWARDS) -> Text:
    """A building's reward; its crystals as tiles, or as tiles worth so much (setup.crystal_value)."""
    gems = _n(r.crystals, "クリスタル", "crystal") if rewards == TILE_REWARDS else Text(
        f"価値{r.crystals}のクリスタル", f"crystals worth {r.crystals}")
    parts = ([gems] if r.crystals else []) + (
        [_n(r.cards, "カード", "card")] if r.cards else []) + ([_n(r.scales, "金のウロコ", "golden scale")] if r.scales else [])
    return join(parts, "・", ", ")


def names(view: BlueMoonView, players: list[int]) -> Text:
    return Text("と".join(who(view, p).ja for p in players), " and ".join(who(view, p).en for p in players))


class ScaleCount:
    """The golden scales as the move hands them out (supply.scales, supply.score_scales), from the view: who holds
    how many, the supply, and the scoring the last scale sets off. Between moves nobody holds phantom scales."""

    def __init__(self, view: BlueMoonView) -> None:
        self.view = view
        self.held = list(view["scales"])
        self.supply = view["scale_supply"]
        self.total = view["scale_total"]

    def give(self, p: int, k: int) -> Text:
        take = min(k, self.supply)
        self.supply -= take
        self.held[p] += k
        if not (take and self.supply == 0):
            return NOTHING
        phantom = k - take
        best = max(self.held)
        leaders = [q for q in range(len(self.held)) if self.held[q] == best]
        paid = []
        for q in range(len(self.held)):
            pay = (SCALE_LEAD if len(leaders) == 1 else SCALE_TIED) if q in leaders else (
                SCALE_OTHERS if self.held[q] >= SCALE_MIN else 0)
            if pay:
                paid.append((q, pay))
        held = [0 if any(q == x for x, _ in paid) else self.held[q] - (phantom if q == p else 0)
                for q in range(len(self.held))]
        self.held, self.supply = held, self.total - sum(held)
        who_gets = join([who(self.view, q) + Text(f"{pay}枚", f" {pay}") for q, pay in paid], "・", ", ")
        return Text("。最後の金のウロコでウロコの決算（クリスタル: {w}）", "; the last golden scale sets off the scale "
                    "scoring (crystals: {w})").format(w=who_gets)


def _free(view: BlueMoonView, cell: int) -> list[tuple[int, int]]:
    if view["built"][cell]:
        return []
    boxes = TILES[view["cells"][cell]].boxes
    return [(b, boxes[b]) for b, owner in enumerate(view["boxes"][cell]) if owner == -1]


def _dragons_at(view: BlueMoonView, cell: int) -> list[int]:
    return [d for d, at in enumerate(view["dragons"]) if at == cell]


def _dragon_names(ds: list[int]) -> Text:
    return Text("と".join(dragon_name(d).ja for d in ds), " and the ".join(dragon_name(d).en for d in ds))


def _next_cost(view: BlueMoonView) -> int:
    free = [c for c, o in zip(view["obelisk_costs"], view["obelisk"], strict=True) if o == -1]
    return free[0] if free else 0


def there(view: BlueMoonView, cell: int, spent: int = 0) -> Text:
    """What standing on ``cell`` would let the viewer do this turn (with the card ``spent`` to get there gone)."""
    me = view["viewer"]
    if cell == CENTRE:
        if not view["markers"][me]:
            return Text("中庭。マーカーがなく捧げものはできない", "the Courtyard, but you have no marker left to offer")
        cost, have = _next_cost(view), sum(view["crystals"] or [])
        if not cost:
            return Text("中庭。オベリスクはもう満杯", "the Courtyard; the obelisk is full")
        if have >= cost:
            return Text(f"中庭で捧げものができる（クリスタル{have}、次のマスは{cost}）",
                        f"the Courtyard: you can make an offering (your crystals {have}, the next box costs {cost})")
        return Text(f"中庭。捧げものにはクリスタルが足りない（{have}、次のマスは{cost}）",
                    f"the Courtyard, but your crystals fall short of an offering ({have} of {cost})")
    if view["built"][cell]:
        return Text("再建済み。ここで払えるマスはない", "built already: no box to pay here")
    free = _free(view, cell)
    values = "・".join(str(v) for _, v in free), ", ".join(str(v) for _, v in free)
    hand = list(view["hand"] or [])
    if spent in hand:
        hand.remove(spent)
    paid, _, _ = best_boxes(hand, TILES[view["cells"][cell]].people, free)
    k = len(paid)
    if not view["markers"][me]:
        out = Text(f"空きマス{len(free)}個（{values[0]}）。ただしマーカーが残っていない",
                   f"{len(free)} free box{'es' if len(free) != 1 else ''} ({values[1]}), but you have no marker left")
    elif k == len(free) == 1:
        out = Text(f"最後の空きマス（{values[0]}）を払えて、完成させられる",
                   f"you can pay its last free box ({values[1]}) and complete it")
    elif k and k == len(free):
        out = Text(f"空きマス{len(free)}個（{values[0]}）を全部払えて、完成させられる",
                   f"you can pay all {len(free)} free boxes ({values[1]}) and complete it")
    elif not k:
        out = Text(f"空きマス{len(free)}個（{values[0]}）のどれも払えない" if len(free) > 1 else f"空きマス（{values[0]}）を払えない",
                   f"you can pay none of its {len(free)} free box{'es' if len(free) != 1 else ''} ({values[1]})")
    else:
        out = Text(f"空きマス{len(free)}個（{values[0]}）のうち{k}個を払える",
                   f"you can pay {k} of its {len(free)} free box{'es' if len(free) != 1 else ''} ({values[1]})")
    ds = _dragons_at(view, cell)
    if ds:
        out += Text("。{d}がいる（貢献すると金のウロコ{k}枚）", "; the {d} here ({k} golden scale{s} if you contribute)"
                    ).format(d=_dragon_names(ds), k=len(ds), s="s" if len(ds) > 1 else "")
    return out


def walk(view: BlueMoonView, a: Walk) -> Text:
    me = view["viewer"]
    d = DISTANCE[view["figures"][me]][a.to]
    left = view["steps_left"] - d
    return Text("{c}へ歩く（{d}歩、残り{l}歩）：", "Walk to the {c} ({d} step{s}; {l} left): ").format(
        c=cell_name(a.to, view), d=d, s="s" if d != 1 else "", l=left) + there(view, a.to)


def flit_fly(view: BlueMoonView, a: FlitFly) -> Text:
    left = view["steps_left"]
    return Text("フリット1で{c}へ飛ぶ（まだ{l}歩動ける）：", "Flit 1: fly to the {c} ({l} step{s} still left): ").format(
        c=cell_name(a.to, view), l=left, s="s" if left != 1 else "") + there(view, a.to, spent=card(FLIT, 1))


def flit_dash(view: BlueMoonView) -> Text:
    here, left = view["figures"][view["viewer"]], view["steps_left"]
    now = sum(1 for c in range(len(CELLS)) if 0 < DISTANCE[here][c] <= left)
    then = sum(1 for c in range(len(CELLS)) if 0 < DISTANCE[here][c] <= left + FLIT_EXTRA)
    return Text(f"フリット2：この手番はあと{left}歩→{left + FLIT_EXTRA}歩。届くタイル{now}→{then}枚",
                f"Flit 2: {left} → {left + FLIT_EXTRA} steps left this turn; tiles within reach {now} → {then}")


def dragon(view: BlueMoonView, a: DragonFly | DragonMove) -> Text:
    people = DRAGONS[a.dragon][2]
    at = view["dragons"][a.dragon]
    here = view["figures"][view["viewer"]]
    name = dragon_name(a.dragon)
    if isinstance(a, DragonMove):
        k = DISTANCE[at][a.to]
        head = Text("{c}2：{d}を{w}へ{k}歩動かす", "{c} 2: move the {d} {k} step{s} to the {w}").format(
            c=PEOPLES[people].name, d=name, w=cell_name(a.to, view), k=k, s="s" if k != 1 else "")
    else:
        where = cell_name(a.to, view) if a.to < 0 else Text("{c}", "the {c}").format(c=cell_name(a.to, view))
        head = Text("{c}1：{d}を{w}へ飛ばす", "{c} 1: fly the {d} to {w}").format(c=PEOPLES[people].name, d=name, w=where)
    if a.to == here:
        k = len(_dragons_at(view, here)) + 1
        if view["built"][here] or here == CENTRE:
            return head + Text("。あなたのいるタイルだが、ここでは貢献できない", "; your tile, but there is no box to pay here")
        return head + Text(f"。あなたのいるタイル：ここで貢献すると金のウロコ{k}枚",
                           f"; your tile: contributing here gives {k} golden scale{'s' if k > 1 else ''}")
    if at == here and here != CENTRE:
        return head + Text("。あなたのタイルを離れる", "; it leaves your tile")
    if a.to < 0:
        return head + Text("。街の外ではウロコは出ない", "; it gives no scales there")
    if a.to == CENTRE or view["built"][a.to]:
        return head + Text("。そこには払うマスがなく、ウロコは出ない", "; no box to pay there, so it gives no scales")
    return head + Text("。そこで貢献した人が金のウロコを受け取る", "; whoever contributes there takes a golden scale")


HOW = {
    "wild": Text("（カインド：どの色にも1）", " (Khind: a wild 1)"),
    "half": Text("（ミミックス：もう1枚のミミックス1か2と組むと3）", " (Mimix: worth 3 once a second Mimix 1 or 2 joins it)"),
    "pair": Text("（先のミミックスと組んで3）", " (paired with the Mimix laid before: a wild 3)"),
    "recolour": Text("（ホークスで色を変えて）", " (recoloured by the Hoax)"),
}
LONE = {  # a Mimix 1 or 2 with no partner, the brown card it is (power.mimix)
    "colour": Text("（相方のいないミミックス：茶色のカード）", " (a Mimix with no partner: a brown card)"),
    "recolour": Text("（相方のいないミミックスをホークスで色を変えて）", " (a Mimix with no partner, recoloured by the Hoax)"),
}


def pay(view: BlueMoonView, a: Pay) -> Text:
    me = view["viewer"]
    cell = view["figures"][me]
    t = TILES[view["cells"][cell]]
    need = t.boxes[a.box]
    how, v = lay(from_view(view, t.people), a.card, alone(view["hand"] or [], a.card)) or ("colour", 0)
    total = (view["pay"]["total"] if view["pay"]["box"] >= 0 else 0) + v
    out = Text("{c}を{b}に：{t}/{n}", "{c} on {b}: {t} of {n}").format(
        c=card_name(a.card), b=box_name(view, cell, a.box), t=total, n=need) + (
        LONE.get(how, NOTHING) if people_of(a.card) == MIMIX and value_of(a.card) < 3 else HOW.get(how, NOTHING))
    if how == "colour" and t.people == ANY and view["pay"]["colour"] == ANY:
        out += Text("。このマスは以後{c}で払う", "; this box is paid in {c} from now on").format(
            c=PEOPLES[people_of(a.card)].colour)
    if total < need:
        return out + Text(f"。あと{need - total}", f"; {need - total} more to go")
    return out + fill(view, me, cell, a.box)


def fill(view: BlueMoonView, me: int, cell: int, box: int) -> Text:
    """What filling ``box`` on ``cell`` sets off (contribute.marker, dragons.scales, complete.*)."""
    markers = view["markers"][me]
    out = Text(f"。マスが埋まる：マーカーを置く（残り{markers}→{markers - 1}個）",
               f", fills the box: marker placed ({markers} → {markers - 1} left)")
    scales = ScaleCount(view)
    ds = _dragons_at(view, cell)
    if ds and not view["scaled"]:
        out += Text("、金のウロコ+{k}（{d}がいる）", "; +{k} golden scale{s} (the {d} here)").format(
            k=len(ds), s="s" if len(ds) > 1 else "", d=_dragon_names(ds)) + scales.give(me, len(ds))
    owners = list(view["boxes"][cell])
    owners[box] = me
    if -1 in owners:
        if markers == 1 and all(m == 0 for q, m in enumerate(view["markers"]) if q != me):
            out += Text("。全員のマーカーが尽きて引き分けで終了", "; everyone has placed every marker: the game ends in a draw")
        return out
    return out + complete(view, cell, owners, scales)


def majority(owners: list[int]) -> int:
    counts = {q: owners.count(q) for q in owners}
    best = max(counts.values())
    return next(q for q in owners if counts[q] == best)


def complete(view: BlueMoonView, cell: int, owners: list[int], scales: ScaleCount) -> Text:
    """complete.majority, complete.participation, complete.neighbourhood, in that order."""
    t = TILES[view["cells"][cell]]
    n, cur = view["players"], view["current"]
    contributors = [q for q in ((cur + k) % n for k in range(n)) if q in owners]
    winner = majority(owners)
    each = Text("ずつ", " each") if len(contributors) > 1 else NOTHING
    out = Text("。{t}が完成：最多貢献で{w}に{r}", "; completes the {t}: majority {r} to {w}").format(
        t=t.name, w=who(view, winner), r=reward_text(t.majority, view["rewards"]))
    after = scales.give(winner, t.majority.scales) if t.majority.scales else NOTHING
    out += Text("、{w}に{r}{e}", ", {r}{e} to {w}").format(
        w=names(view, contributors), r=reward_text(t.participation, view["rewards"]), e=each) + after
    if t.participation.scales:
        for q in contributors:
            out += scales.give(q, t.participation.scales)
    for other in NEIGHBOURS[cell]:
        nb = TILES[view["cells"][other]]
        if view["built"][other] and nb.neighbourhood:
            out += Text("、隣の{t}から{r}{e}", ", +{r}{e} from the {t} next door").format(
                t=nb.name, r=reward_text(nb.neighbourhood, view["rewards"]), e=each)
            if nb.neighbourhood.scales:
                for q in contributors:
                    out += scales.give(q, nb.neighbourhood.scales)
    if all(b or c == cell for c, b in enumerate(view["built"])):
        out += Text("。最後の廃墟：街が再建され、誰も捧げものができなくなった時点で終了",
                    "; the last ruin: the city is rebuilt, and the game ends once nobody can make an offering")
    return out


def recolour(view: BlueMoonView, a: Recolour) -> Text:
    cell = view["figures"][view["viewer"]]
    t = TILES[view["cells"][cell]]
    colour = view["pay"]["colour"] if view["pay"]["box"] >= 0 else t.people
    col = PEOPLES[colour].colour if colour != ANY else Text("このマスを払う色", "the colour this box is paid in")
    k = HOAX_LIMIT[value_of(a.card)]
    what = Text(f"ほかの1色のカード{k}枚まで", f"up to {k} cards of one other colour") if k > 1 else Text(
        "ほかの色のカード1枚", "one card of another colour")
    return Text("{h}を{b}に：{w}を{c}として数える（ホークス自体は0）",
                "{h} on {b}: {w} count{s} as {c} (the Hoax itself adds nothing)").format(
        h=card_name(a.card), b=box_name(view, cell, a.box), w=what, c=col, s="" if k > 1 else "s")


def offer(view: BlueMoonView, a: Offer | OfferAgain) -> Text:
    me = view["viewer"]
    k, target = view["offerings"][me] + 1, view["target"]
    cost = _next_cost(view)
    extra = value_of(a.pillar) if isinstance(a, OfferAgain) else 0
    paid = a.ones + 3 * a.threes
    terms = [f"{x}×{v}" for x, v in ((a.ones, 1), (a.threes, 3)) if x]
    have = sum(view["crystals"] or [])
    pillar = Text("（{p}）", " with {p}").format(p=card_name(a.pillar)) if extra else NOTHING
    price = Text(f"{cost}のマス＋{extra}", f"the {cost} box plus {extra}") if extra else Text(
        f"{cost}のマス", f"the {cost} box")
    out = Text("{k}回目の捧げもの{p}（{g}回で勝ち）：+1回。{t}＝{s}を{c}に払う（クリスタル{h}→{r}）",
               "Offering {k} of {g}{p}: +1 offering; pay {e} = {s} for {c} (your crystals {h} → {r})").format(
        k=k, g=target, p=pillar, t="＋".join(terms), e=" + ".join(terms), s=paid, c=price, h=have, r=have - paid)
    if k >= target:
        out += Text("。これで勝ち", "; you win at once")
    return out


def discard(view: BlueMoonView, a: Discard) -> Text:
    me = view["viewer"]
    k = view["discarded"] + 1
    c = a.card
    free = sum(v for cell in range(len(CELLS)) for _, v in _free(view, cell)
               if TILES[view["cells"][cell]].people in (people_of(c), ANY))
    note = NOTHING
    if people_of(c) not in (KHIND, MIMIX) and not free:
        note = Text("（この色のマスはもう残っていない）", " (no free box of its colour is left)")
    head = Text("{c}を捨てる{n}", "Discard {c}{n}").format(c=card_name(c), n=note)
    if k >= MAX_DISCARD:
        got = min(k + DRAW_EXTRA, view["deck_size"] + len(view["discard"]) + 1)
        return head + Text(f"：2枚目。すぐに{got}枚引いて手番が終わる", f": the 2nd; you then draw {got} at once and your "
                           "turn ends") + _rewards(view, me)
    return head + Text(f"：{k}枚目。引くと{k + DRAW_EXTRA}枚（もう1枚捨てれば{k + 1 + DRAW_EXTRA}枚）",
                       f": card {k} of at most {MAX_DISCARD}; Draw then gives {k + DRAW_EXTRA} (one more discard: "
                       f"{k + 1 + DRAW_EXTRA})")


def _rewards(view: BlueMoonView, me: int) -> Text:
    g = view["gained_sizes"][me]
    return Text(f"。報酬のカード{g}枚も手札に入る", f"; your {g} reward card{'s' if g != 1 else ''} join your hand"
                ) if g else NOTHING


def draw(view: BlueMoonView) -> Text:
    me = view["viewer"]
    k = view["discarded"] + DRAW_EXTRA
    got = min(k, view["deck_size"] + len(view["discard"]))
    nxt = player((view["current"] + 1) % view["players"])
    return Text("引く：{g}枚（捨て{d}枚＋2）。次は{p}の手番", "Draw: {g} card{s} ({d} discarded + 2), then {p}'s turn").format(
        g=got, s="s" if got != 1 else "", d=view["discarded"], p=nxt) + _rewards(view, me)


def done(view: BlueMoonView) -> Text:
    if view["acted"]:
        return Text("終了：捨て札（2枚まで）と補充へ", "Finish: on to discarding (up to 2) and drawing")
    return Text("終了：この手番は貢献も捧げものもせずに、捨て札と補充へ",
                "Finish: no contribution or offering this turn; on to discarding and drawing")


def cancel(view: BlueMoonView) -> Text:
    cards = view["pay"]["cards"]
    return Text("取り消す：{c}が手札に戻る", "Take back: {c} return to your hand").format(
        c=join([card_name(c) for c in cards], "・", ", "))


def preview(view: BlueMoonView, action: Action) -> Text:
    """What ``action`` would do for the viewer now (Game.preview)."""
    t = type(action)
    if t is Walk:
        return walk(view, action)
    if t is FlitFly:
        return flit_fly(view, action)
    if t is FlitDash:
        return flit_dash(view)
    if t is DragonFly or t is DragonMove:
        return dragon(view, action)
    if t is Pay:
        return pay(view, action)
    if t is Recolour:
        return recolour(view, action)
    if t is Offer or t is OfferAgain:
        return offer(view, action)
    if t is Discard:
        return discard(view, action)
    if t is Draw:
        return draw(view)
    if t is Done:
        return done(view)
    if t is Cancel:
        return cancel(view)
    return action.describe()
