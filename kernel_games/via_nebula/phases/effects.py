"""Building (via_nebula.action.build, build_refill, surplus) and the effect of the contract just fulfilled
(action.effect and the private.* / neutral.* rules): optional, used at once, in the EFFECT step."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import supply
from ..actions import HEX, SITE, STORAGE, Abundance, Build, Express, Fly, Give, Lay, Skip, Swap, Use
from ..components import CONTRACTS, KINDS, TOKENS, satisfied, yield_of
from ..maps import BOARDS, FOG, FORBIDDEN, FOREST
from ..narration import NAME, contract_name, hex_name, illegal, kind_name, player, resources_text, rule
from ..state import ACT, EFFECT, State, bump, put

USE, SKIP = Use(), Skip()
NO_CHOICE = ("private.secret_plan", "private.shortcut", "neutral.distillery")  # offered as Use / Skip
NOTHING = ("private.quiet_town", "neutral.plain", "neutral.architect", "neutral.mayor", "neutral.lazy_explorer",
           "neutral.merchant", "neutral.priest")  # no effect during the game


def build(s: State, p: int, a: Build, ev: list[Event]) -> None:
    took = satisfied(a.contract, s.site_res[a.slot])
    assert took is not None
    rest = tuple(h - t for h, t in zip(s.site_res[a.slot], took, strict=True))
    supply.give_back(s, took)
    s.storage = put(s.storage, p, tuple(x + y for x, y in zip(s.storage[p], rest, strict=True)))
    s.site_res = put(s.site_res, a.slot, (0,) * len(KINDS))
    s.site = put(s.site, a.slot, -1)
    s.sites = bump(s.sites, p, 1)
    s.building = put(s.building, a.slot, p)
    s.buildings = bump(s.buildings, p, -1)
    s.done = put(s.done, p, s.done[p] + (a.contract,))
    pj, pe = NAME[p]
    c, h = contract_name(a.contract), hex_name(s.board, a.slot // 2)
    # the card goes face down by the guild board: the others learn that a contract was fulfilled, the builder which
    ev.append(Event(rule("action.build"), Text(f"{pj}が{h}に建物を建て、果たした契約を裏向きで手元に置きました。",
                                               f"{pe} builds at {h} and keeps the contract fulfilled face down."),
                    data={"player": p, "slot": a.slot, "took": list(took)}))
    ev.append(Event(rule("action.build"), Text(f"裏向きにした契約: {c.ja}", f"The contract you keep face down: {c.en}"),
                    to=p, data={"player": p, "contract": a.contract}))
    if sum(rest):
        ev.append(Event(rule("action.surplus"), Text("余った資源は倉庫へ（1個−1点）: {r}",
                                                     "Surplus goes to the storage (−1 VP each): {r}").format(
            r=resources_text(rest)), data={"player": p, "surplus": list(rest)}))
    if a.contract in s.hands[p]:
        hand = list(s.hands[p])
        hand.remove(a.contract)
        s.hands = put(s.hands, p, tuple(hand))
    else:
        i = s.display.index(a.contract)
        new = s.deck[0] if s.deck else -1
        s.deck, s.display = s.deck[1:], put(s.display, i, new)
        ev.append(Event(rule("action.build_refill"),
                        Text("中立契約の山から{c}が表になりました。", "{c} is turned up from the neutral deck.").format(
                            c=contract_name(new)) if new >= 0 else
                        Text("中立契約の山が尽きて、空いた場所はそのままです。", "The neutral deck is empty: the space stays empty."),
                        data={"contract": new, "space": i}))
    if s.buildings[p] == 0 and s.end_holder < 0:
        s.end_holder, s.last_turns = p, s.n - 1
        ev.append(Event(rule("end.trigger"), Text(
            f"{pj}が5つ目の建物を建て、ゲーム終了カード（2点）を取りました。ほかの人はあと1手番ずつです。",
            f"{pe} builds their fifth building and takes the end card (2 VP): everyone else has one more turn."),
            data={"player": p}))
    effect = CONTRACTS[a.contract].effect
    if effect not in NOTHING:
        s.step, s.effect, s.effect_left = EFFECT, effect, 2 if effect == "neutral.exportation" else 1


# ---- the effect step ------------------------------------------------------------------------------------------------
def _own_places(s: State, p: int) -> list[tuple[str, int, tuple[int, ...]]]:
    """Where ``p``'s resources lie: their exploitations (hexes their craftsmen hold), their sites, their storage."""
    out: list[tuple[str, int, tuple[int, ...]]] = []
    for h, owner in enumerate(s.craftsman):
        if owner == p and s.heap[h]:
            out.append((HEX, h, tuple(s.heap[h] if k == s.heap_kind[h] else 0 for k in KINDS)))
    out += [(SITE, slot, s.site_res[slot]) for slot, owner in enumerate(s.site) if owner == p and sum(s.site_res[slot])]
    if sum(s.storage[p]):
        out.append((STORAGE, 0, s.storage[p]))
    return out


def candidates(s: State, p: int) -> list[Action]:
    e, b = s.effect, BOARDS[s.board]
    out: list[Action] = []
    if e == "private.express_delivery":
        out = [Express(slot, k) for slot, owner in enumerate(s.site) if owner == p for k in KINDS if s.stock[k]]
    elif e == "private.secret_plan":
        out = [USE] if s.deck else []
    elif e == "private.shortcut":
        out = [USE] if sum(s.stacks[p]) else []
    elif e == "neutral.distillery":
        out = [USE]
    elif e == "neutral.abundance":
        out = [Abundance(h) for h in b.of("meadow") if s.token[h] >= 0]
    elif e in ("neutral.adventures", "neutral.workshop"):
        where = FORBIDDEN if e == "neutral.adventures" else FOREST
        out = [Lay(h) for h in b.of(where) if s.tile[h] < 0] if supply.tiles_left(s, p) else []
    elif e in ("neutral.caravan", "neutral.exportation"):
        out = [Give(w, i, k) for w, i, have in _own_places(s, p) for k in KINDS if have[k]]
    elif e == "neutral.store":
        # an exploitation holds one kind: there the swap is offered only for its last resource (ruling)
        out = [Swap(w, i, g, t) for w, i, have in _own_places(s, p) if w == SITE or (w == HEX and sum(have) == 1)
               for g in KINDS if have[g] for t in KINDS if t != g and s.stock[t]]
    elif e == "neutral.by_air":
        fogs = [h for h in b.of(FOG) if s.tile[h] < 0]
        out = [Fly(src, to) for src in range(len(s.tile)) if s.tile[src] >= 0 for to in fogs]
    return [*out, SKIP]


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if a in candidates(s, p):
        return None
    return illegal(s.effect, "いまの効果ではそれはできません。", "This effect does not allow that.")


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    e = s.effect
    pj, pe = NAME[p]
    if isinstance(a, Skip):
        ev.append(Event(rule("action.effect"), Text(f"{pj}は効果を使いませんでした。", f"{pe} leaves the effect unused."),
                        data={"player": p}))  # which effect it was stays with the face-down card
        _finish(s)
        return
    if isinstance(a, Express):
        supply.take(s, a.kind, 1)
        s.site_res = put(s.site_res, a.slot, bump(s.site_res[a.slot], a.kind, 1))
        text = Text("{p}がストックの{k}を{h}の建設現場に置きました。", "{p} puts {k} from the stock on the site at {h}.")
        ev.append(Event(rule(e), text.format(p=player(p), k=kind_name(a.kind), h=hex_name(s.board, a.slot // 2)),
                        data={"player": p, "slot": a.slot, "kind": a.kind}))
    elif isinstance(a, Use):
        _use(s, p, e, ev)
    elif isinstance(a, Abundance):
        t = s.token[a.hex]
        got = supply.take(s, TOKENS[t].kind, yield_of(t, s.n))
        s.token, s.spent = put(s.token, a.hex, -1), s.spent + (t,)
        s.heap_kind, s.heap = put(s.heap_kind, a.hex, TOKENS[t].kind), put(s.heap, a.hex, got)
        ev.append(Event(rule(e), Text("{h}のトークンを箱に戻し、{k}{g}個を置きました（誰でも使えます）。",
                                      "The token on {h} goes to the box; {g} {k} take its place, for anyone.").format(
            h=hex_name(s.board, a.hex), k=kind_name(TOKENS[t].kind), g=got), data={"hex": a.hex, "token": t}))
        if got == 0:
            supply.emptied(s, a.hex, ev)
    elif isinstance(a, Lay):
        supply.take_tile(s, p, ev)
        s.tile = put(s.tile, a.hex, p)
        ev.append(Event(rule(e), Text(f"{pj}が{hex_name(s.board, a.hex)}に草原タイルを置きました。",
                                      f"{pe} lays a meadow tile on {hex_name(s.board, a.hex)}."),
                        data={"player": p, "hex": a.hex}))
    elif isinstance(a, Fly):
        owner = s.tile[a.src]
        s.tile = put(put(s.tile, a.src, -1), a.to, owner)
        x, y = hex_name(s.board, a.src), hex_name(s.board, a.to)
        ev.append(Event(rule(e), Text(f"{pj}が{x}の草原タイルを{y}の霧へ移しました。",
                                      f"{pe} moves the meadow tile from {x} onto the fog at {y}."),
                        data={"player": p, "src": a.src, "to": a.to}))
    elif isinstance(a, Give):
        _take_own(s, p, a.where, a.index, a.kind, ev)
        supply.give_back(s, tuple(1 if k == a.kind else 0 for k in KINDS))
        ev.append(Event(rule(e), Text("{p}が{k}を1個ストックへ戻しました。", "{p} returns 1 {k} to the stock.").format(
            p=player(p), k=kind_name(a.kind)), data={"player": p, "where": a.where, "kind": a.kind}))
        s.effect_left -= 1
        if s.effect_left > 0 and len(candidates(s, p)) > 1:
            return  # Exportation: a second resource may follow
    elif isinstance(a, Swap):
        _take_own(s, p, a.where, a.index, a.give, ev, keep_craftsman=True)
        supply.give_back(s, tuple(1 if k == a.give else 0 for k in KINDS))
        supply.take(s, a.take, 1)
        _put_own(s, a.where, a.index, a.take)
        ev.append(Event(rule(e), Text("{p}が{a}を1個ストックの{b}と交換しました。", "{p} swaps 1 {a} for 1 {b} from the stock.")
                        .format(p=player(p), a=kind_name(a.give), b=kind_name(a.take)),
                        data={"player": p, "where": a.where, "give": a.give, "take": a.take}))
    _finish(s)


def _use(s: State, p: int, e: str, ev: list[Event]) -> None:
    pj, pe = NAME[p]
    if e == "private.secret_plan":
        c, s.deck = s.deck[0], s.deck[1:]
        s.hands = put(s.hands, p, s.hands[p] + (c,))
        ev.append(Event(rule(e), Text(f"{pj}が中立契約の山から1枚を個人契約として手札に加えました。",
                                      f"{pe} takes the top neutral contract into their hand as a private one."),
                        data={"player": p}))
        ev.append(Event(rule(e), Text("引いた契約: {c}", "You drew: {c}").format(c=contract_name(c)), to=p,
                        data={"player": p, "contract": c}))
    elif e == "private.shortcut":
        for _ in range(2):
            if sum(s.stacks[p]):  # from the stacks only: the tiles go to the common stock
                supply.take_tile(s, p, ev)
                s.tile_stock += 1
        ev.append(Event(rule(e), Text(f"{pj}が草原タイルを山からストックへ移しました。",
                                      f"{pe} moves meadow tiles from their stacks to the common stock."),
                        data={"player": p}))
    elif e == "neutral.distillery":
        s.actions_left += 1
        ev.append(Event(rule(e), Text(f"{pj}はこの手番、アクションが1回増えました。", f"{pe} gets one more action this turn."),
                        data={"player": p}))


def _take_own(s: State, p: int, where: str, index: int, kind: int, ev: list[Event], keep_craftsman: bool = False) -> None:
    if where == HEX:
        s.heap = bump(s.heap, index, -1)
        if s.heap[index] == 0 and not keep_craftsman:
            supply.emptied(s, index, ev)
    elif where == SITE:
        s.site_res = put(s.site_res, index, bump(s.site_res[index], kind, -1))
    else:
        s.storage = put(s.storage, p, bump(s.storage[p], kind, -1))


def _put_own(s: State, where: str, index: int, kind: int) -> None:
    if where == HEX:
        s.heap, s.heap_kind = bump(s.heap, index, 1), put(s.heap_kind, index, kind)
    else:
        s.site_res = put(s.site_res, index, bump(s.site_res[index], kind, 1))


def _finish(s: State) -> None:
    s.step, s.effect, s.effect_left = ACT, "", 0
