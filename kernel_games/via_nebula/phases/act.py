"""The six actions of a turn (via_nebula.action.*): craftsman, site, explore (fog or petrified forest), transport,
build; and passing when none is possible (turn.pass)."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import paths, supply
from ..actions import Build, Craftsman, Explore, Pass, Site, Transport
from ..components import TOKENS, half_sites, satisfied, yield_of
from ..maps import BOARDS, FOG, FOREST, RUIN
from ..narration import NAME, contract_name, hex_name, illegal, kind_name, needs_text, player, resources_text, rule
from ..state import State, bump, put

PASS = Pass()


def free_slot(s: State, h: int) -> int:
    """The slot a new site on ruin ``h`` takes, or -1 when the ruin is full."""
    for slot in (2 * h, 2 * h + 1):
        if s.site[slot] == -1 and s.building[slot] == -1:
            return slot
    return -1


def builds(s: State, p: int) -> list[Build]:
    """Every (site, contract) ``p`` could build now: a private contract in hand or one on display."""
    ready = [slot for slot, owner in enumerate(s.site) if owner == p and sum(s.site_res[slot]) >= 2]
    if not ready:
        return []
    cards = [*s.hands[p], *(c for c in s.display if c >= 0)]
    return [Build(slot, c) for slot in ready for c in cards if satisfied(c, s.site_res[slot]) is not None]


def candidates(s: State, p: int) -> list[Action]:
    b = BOARDS[s.board]
    out: list[Action] = []
    if s.craftsmen[p]:
        out += [Craftsman(h) for h in b.of("meadow") if s.token[h] >= 0]
    if s.sites[p]:
        out += [Site(h) for h in b.of(RUIN) if free_slot(s, h) >= 0]
    if supply.tiles_left(s, p):
        out += [Explore(h) for h in paths.explore_targets(s, p, forests=s.actions_left >= 2)]
    out += [Transport(src, slot) for src, slot in paths.transports(s, p)]
    out += builds(s, p)
    return out or [PASS]


def _hex(s: State, h: object) -> bool:
    return type(h) is int and 0 <= h < len(s.token)


def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if isinstance(a, Pass):
        if candidates(s, p) != [PASS]:
            return illegal("turn.pass", "まだできるアクションがあります。パスできるのは何もできないときだけです。",
                           "You still have an action you can take: passing is only for when none is possible.")
        return None
    if isinstance(a, Craftsman):
        if not s.craftsmen[p]:
            return illegal("action.craftsman", "手元に職人が残っていません。", "You have no craftsman at home.")
        if not _hex(s, a.hex) or s.token[a.hex] < 0:
            return illegal("action.craftsman", "職人を置けるのは、開拓トークンがある草原だけです。",
                           "A craftsman goes on a meadow that still holds an exploitation token.")
        return None
    if isinstance(a, Site):
        if not s.sites[p]:
            return illegal("action.site", "手元に建設現場タイルが残っていません。", "You have no building site at home.")
        if not _hex(s, a.hex) or BOARDS[s.board].terrain[a.hex] != RUIN:
            return illegal("action.site", "建設現場を置けるのは遺跡だけです。", "A building site goes on a ruin.")
        if free_slot(s, a.hex) < 0:
            return illegal("action.half_sites" if half_sites(s.n) else "action.site", "その遺跡には空きがありません。",
                           "That ruin has no room left.")
        return None
    if isinstance(a, Explore):
        return _why_not_explore(s, p, a.hex)
    if isinstance(a, Transport):
        return _why_not_transport(s, p, a)
    if isinstance(a, Build):
        return _why_not_build(s, p, a)
    return None


def _why_not_explore(s: State, p: int, h: object) -> IllegalAction | None:
    if not _hex(s, h):
        return illegal("action.explore", "ボードのマスを選んでください。", "Choose a hex of the board.")
    t = BOARDS[s.board].terrain[h]
    if s.tile[h] >= 0:
        return illegal("action.explore", "そこはもう探検されて草原になっています。", "That hex is explored already: it is a meadow.")
    if t not in (FOG, FOREST):
        return illegal("action.explore", "探検できるのは霧のマスと化石の森だけです（禁止区域には置けません）。",
                       "You explore fog hexes and petrified forests only (never a forbidden hex).")
    if not supply.tiles_left(s, p):
        return illegal("action.explore_tiles", "草原タイルが残っていません。", "You have no meadow tile left.")
    if t == FOREST and s.actions_left < 2:
        return illegal("action.forest", "化石の森の探検には2アクションかかります。残りは1アクションです。",
                       "Exploring a petrified forest takes two actions, and you have one left.")
    if not paths.explorable(s, p, h):
        return illegal("action.explore", "自分の駒（職人・建設現場・建物）か、何もない草原の隣でなければ探検できません。",
                       "You explore next to one of your pieces (craftsman, site, building) or to an empty meadow.")
    return None


def _why_not_transport(s: State, p: int, a: Transport) -> IllegalAction | None:
    if not _hex(s, a.src) or s.heap[a.src] == 0:
        return illegal("action.transport", "運び出せるのは、資源が載っている開拓地からだけです。",
                       "Resources are carried from an exploitation that holds some.")
    if type(a.slot) is not int or not 0 <= a.slot < len(s.site) or s.site[a.slot] < 0:
        return illegal("action.transport", "運び先は建設現場です。", "Resources are carried to a building site.")
    if s.site[a.slot] != p:
        return illegal("action.transport_own", "ほかのプレイヤーの建設現場へは運べません。",
                       "You cannot carry resources to another player's site.")
    if not paths.reaches(s, a.src, a.slot // 2):
        return illegal("action.transport_path", "何もない草原がつながっていません（職人・資源・トークンは道をふさぎます）。",
                       "No chain of empty meadows links them (craftsmen, resources and tokens block the way).")
    return None


def _why_not_build(s: State, p: int, a: Build) -> IllegalAction | None:
    if type(a.slot) is not int or not 0 <= a.slot < len(s.site) or s.site[a.slot] != p:
        return illegal("action.build", "建てられるのは自分の建設現場だけです。", "You build on one of your own sites.")
    if a.contract not in s.hands[p] and a.contract not in [c for c in s.display if c >= 0]:
        return illegal("action.build", "使えるのは手札の個人契約か、表向きの中立契約だけです。",
                       "Use a private contract in your hand or a face-up neutral one.")
    if satisfied(a.contract, s.site_res[a.slot]) is None:
        return illegal("action.build", "{c}には{n}が必要です（建設現場にあるもの: {h}）。",
                       "The {c} needs {n} (the site holds: {h}).", c=contract_name(a.contract),
                       n=needs_text(a.contract), h=resources_text(s.site_res[a.slot]))
    return None


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    """Carry out the action; the turn's end is the caller's (phases/turn.py)."""
    s.actions_left -= 1
    pj, pe = NAME[p]
    if isinstance(a, Pass):
        s.actions_left = 0
        ev.append(Event(rule("turn.pass"), Text(f"{pj}はできるアクションがなく、パスしました。",
                                                f"{pe} has no action left to take and passes."), data={"player": p}))
    elif isinstance(a, Craftsman):
        _craftsman(s, p, a.hex, ev)
    elif isinstance(a, Site):
        slot = free_slot(s, a.hex)
        s.site = put(s.site, slot, p)
        if not half_sites(s.n):
            s.site = put(s.site, slot + 1, -2)  # a full tile covers the whole ruin
        s.sites = bump(s.sites, p, -1)
        h = hex_name(s.board, a.hex)
        ev.append(Event(rule("action.site"), Text(f"{pj}が{h}の遺跡に建設現場を置きました。",
                                                  f"{pe} puts a building site on the ruin at {h}."),
                        data={"player": p, "hex": a.hex, "slot": slot}))
    elif isinstance(a, Explore):
        forest = BOARDS[s.board].terrain[a.hex] == FOREST
        if forest:
            s.actions_left -= 1
        supply.take_tile(s, p, ev)
        s.tile = put(s.tile, a.hex, p)
        h = hex_name(s.board, a.hex)
        what = ("化石の森", "the petrified forest") if forest else ("霧", "the fog")
        ev.append(Event(rule("action.forest" if forest else "action.explore"),
                        Text(f"{pj}が{h}の{what[0]}を探検し、草原にしました。", f"{pe} explores {what[1]} at {h}: a meadow now."),
                        data={"player": p, "hex": a.hex, "forest": forest}))
    elif isinstance(a, Transport):
        path = paths.sources(s, a.slot // 2)[a.src]
        kind = supply.take_from_heap(s, a.src, ev)
        s.site_res = put(s.site_res, a.slot, bump(s.site_res[a.slot], kind, 1))
        k, x, y = kind_name(kind), hex_name(s.board, a.src), hex_name(s.board, a.slot // 2)
        ev.append(Event(rule("action.transport"), Text(f"{pj}が{k.ja}を{x}から{y}の建設現場へ運びました。",
                                                       f"{pe} carries {k.en} from {x} to the site at {y}."),
                        data={"player": p, "src": a.src, "slot": a.slot, "kind": kind, "path": path[::-1]}))
    elif isinstance(a, Build):
        from .effects import build  # the effects follow the building

        build(s, p, a, ev)


def _craftsman(s: State, p: int, h: int, ev: list[Event]) -> None:
    t = s.token[h]
    token = TOKENS[t]
    got = supply.take(s, token.kind, yield_of(t, s.n))
    s.token = put(s.token, h, -1)
    s.held = put(s.held, p, s.held[p] + (t,))
    s.craftsmen = bump(s.craftsmen, p, -1)
    s.craftsman = put(s.craftsman, h, p)
    s.heap_kind, s.heap = put(s.heap_kind, h, token.kind), put(s.heap, h, got)
    k, x = kind_name(token.kind), hex_name(s.board, h)
    # the token goes face down by the guild board: its points are the taker's to know until the end
    ev.append(Event(rule("action.craftsman"), Text(
        "{p}が{x}に職人を置き、トークンを裏向きで手元に取りました。{k}が{g}個出ます。",
        "{p} puts a craftsman on {x} and takes its token face down: {g} {k} come out.").format(
        p=player(p), x=x, k=k, g=got), data={"player": p, "hex": h, "kind": token.kind, "count": got}))
    ev.append(Event(rule("action.craftsman"), Text("裏向きにしたトークン: {v}点", "The token you keep face down: {v} VP").format(
        v=token.vp), to=p, data={"player": p, "token": t}))
    if got == 0:
        supply.emptied(s, h, ev)
