"""What Via Nebula's walkthrough says about its boards, as checkable facts; its goals; how a question plays on.

A fact's words are made from the values it checks, so the text can only say what the learner's view shows. Hexes are
named by their labels ("F5") and found on the view's board. The learner is Blue (seat 0); Brown is 1, White 2.
"""

from __future__ import annotations

from kernel_games.core import Action, Text, join
from kernel_games.core.lesson import Fact
from kernel_games.core.text import plural

from .actions import SITE, Abundance, Build, Craftsman, Explore, Express, Fly, Give, Lay, Pass, Site, Skip, Swap, Transport, Use
from .components import TOKENS
from .maps import BOARDS, FORBIDDEN, FOREST, MEADOW, TERRAINS, middle
from .narration import LABELS, contract_name, kind_name, player, resources_text
from .state import OVER, State
from .view import ViaNebulaView

TERRAIN_NAMES = {"meadow": Text("草原", "meadow"), "fog": Text("霧", "fog"), "forest": Text("化石の森", "petrified forest"),
                 "forbidden": Text("禁止区域", "forbidden"), "ruin": Text("遺跡", "ruin")}
PARTS = {"tokens": Text("開拓トークン", "tokens"), "contracts": Text("契約", "contracts"),
         "explorers": Text("探検家", "explorers"), "end_card": Text("ゲーム終了カード", "end card"),
         "storage": Text("倉庫", "storage")}


def who(p: int) -> Text:
    return Text("あなた", "you") if p == 0 else player(p)


def whose(p: int) -> Text:
    return Text("あなた", "Your") if p == 0 else player(p) + Text("", "'s")


def _h(v: ViaNebulaView | State, label: str) -> int:
    board = v["board"] if isinstance(v, dict) else v.board
    return LABELS[board].index(label)


def _fact(ja: str, en: str, holds, when: str = "before", **values) -> Fact:
    return Fact(Text(ja, en).format(**values) if values else Text(ja, en), holds, when)  # type: ignore[arg-type]


def _cards(cards: list[int] | tuple[int, ...]) -> Text:
    return join([contract_name(c) for c in cards]) if cards else Text("なし", "none")


def _counts(have: tuple[int, ...]) -> Text:
    return resources_text(have)


# ---- the board ----------------------------------------------------------------------------------------------------
def side(key: str):
    """The side of the board, with what its centre holds (maps.middle)."""
    centre = BOARDS[key].terrain[middle(BOARDS[key])[0]]
    mid = Text(TERRAIN_NAMES[centre].ja, TERRAIN_NAMES[centre].en + "s")
    name = BOARDS[key].name
    return _fact("{b}です。中央のマスは{m}です。", "This is the {b}; the hexes at its centre are {m}.",
                 lambda v, _f: v["board"] == key and all(BOARDS[key].terrain[h] == BOARDS[key].terrain[middle(BOARDS[key])[0]]
                                                         for h in middle(BOARDS[key])), b=name, m=mid)


def terrains(key: str):
    b = BOARDS[key]
    counts = {t: len(b.of(t)) for t in TERRAINS}
    parts = join([Text("{t}{k}", "{k} {t}").format(t=TERRAIN_NAMES[t], k=k) for t, k in counts.items()])
    return _fact("マスの数: {p}", "Hexes: {p}", lambda v, _f: {t: len(BOARDS[v["board"]].of(t)) for t in TERRAINS} == counts,
                 p=parts)


def tokens_on_board(k: int, when: str = "before"):
    return _fact("開拓トークンが表向きで載っている草原: {k}", "Meadows showing an unopened token: {k}",
                 lambda v, _f: sum(t >= 0 for t in v["token"]) == k, when, k=k)


def token_values(two: int, one: int):
    def holds(v: ViaNebulaView, _f: ViaNebulaView) -> bool:
        vps = [TOKENS[t].vp for t in v["token"] if t >= 0]
        return vps.count(2) == two and vps.count(1) == one
    return _fact("2勝利点のトークン{a}枚、1勝利点のトークン{b}枚。", "Tokens worth 2 VP: {a}; worth 1 VP: {b}.", holds, a=two, b=one)


def resources(stock: int, board: int):
    return _fact("資源: ストックに{s}個、盤上に{b}個（合わせて{t}個）。",
                 "Resources: {s} in the stock, {b} on the board ({t} in all).",
                 lambda v, _f: sum(v["stock"]) == stock and sum(v["heap"]) == board, s=stock, b=board, t=stock + board)


def neutral(labels: tuple[str, ...], each: int):
    def holds(v: ViaNebulaView, _f: ViaNebulaView) -> bool:
        mine = [h for h in range(len(v["heap"])) if v["heap"][h] and v["craftsman"][h] < 0]
        return sorted(mine) == sorted(_h(v, x) for x in labels) and all(v["heap"][h] == each for h in mine)
    return _fact("中立の開拓地（職人なし）: {w}。どこも{k}個ずつ。", "Neutral exploitations (no craftsman): {w}, {k} resources each.",
                 holds, w=", ".join(labels), k=each)


def no_heap_of(kind: int):
    return _fact("{k}の中立の開拓地はありません。", "No neutral exploitation holds {k}.",
                 lambda v, _f: all(k != kind for h, k in enumerate(v["heap_kind"]) if v["craftsman"][h] < 0), k=kind_name(kind))


def token(label: str, kind: int, number: int, n: int = 2, when: str = "before"):
    """An unopened token printed ``number``: its yield with ``n`` players (setup.yield) is what the board shows."""
    vp = next(t.vp for t in TOKENS if not t.special and t.number == number)
    got = number - (0 if n == 4 else 1)
    return _fact("{x}には{k}の開拓トークン（{y}個産出、{p}勝利点）があります。",
                 "{x} holds an unopened {k} token (yields {y}, worth {p} VP).",
                 lambda v, _f: v["token"][_h(v, label)] >= 0 and TOKENS[v["token"][_h(v, label)]].kind == kind
                 and TOKENS[v["token"][_h(v, label)]].number == number, when, x=label, k=kind_name(kind), y=got, p=vp)


def heap(label: str, kind: int, k: int, owner: int = -1, when: str = "before"):
    by = Text("職人なしの中立", "neutral, no craftsman") if owner < 0 else Text("{p}の職人つき", "{p} craftsman on it").format(
        p=whose(owner) if owner else Text("あなた", "your"))
    return _fact("{x}: {k}{n}個（{b}）", "{x}: {n} {k} ({b})",
                 lambda v, _f: v["heap"][_h(v, label)] == k and v["heap_kind"][_h(v, label)] == kind
                 and v["craftsman"][_h(v, label)] == owner, when, x=label, k=kind_name(kind), n=k, b=by)


def empty(label: str, when: str = "before"):
    def holds(v: ViaNebulaView, _f: ViaNebulaView) -> bool:
        h = _h(v, label)
        return v["token"][h] < 0 and v["heap"][h] == 0 and v["craftsman"][h] < 0
    return _fact("{x}は何もない草原です（トークン・資源・職人なし）。", "{x} is an empty meadow (no token, resources or craftsman).",
                 holds, when, x=label)


def tile(label: str, p: int | None = None, when: str = "before"):
    if p is None:
        return _fact("{x}に草原タイルがあります。", "A meadow tile lies on {x}.", lambda v, _f: v["tile"][_h(v, label)] >= 0, when,
                     x=label)
    return _fact("{x}に{p}の草原タイルがあります。", "{P} meadow tile lies on {x}.", lambda v, _f: v["tile"][_h(v, label)] == p,
                 when, x=label, p=who(p), P=whose(p))


def no_tile(label: str, when: str = "before"):
    t = Text("霧", "fog")
    return _fact("{x}には草原タイルがなく、{t}のマスです。", "No meadow tile on {x}: it is {t}.",
                 lambda v, _f: v["tile"][_h(v, label)] < 0, when, x=label, t=t)


def tile_on(terrain: str, p: int, when: str = "after"):
    return _fact("{p}の草原タイルが{t}のマスに載っています。", "{P} meadow tile lies on a {t} hex.",
                 lambda v, _f: any(o == p and BOARDS[v["board"]].terrain[h] == terrain for h, o in enumerate(v["tile"])),
                 when, p=who(p), P=whose(p), t=TERRAIN_NAMES[terrain])


def site(label: str, p: int, have: tuple[int, ...] | None = None, half: int = 0, when: str = "before"):
    def holds(v: ViaNebulaView, _f: ViaNebulaView) -> bool:
        slot = 2 * _h(v, label) + half
        return v["site"][slot] == p and (have is None or tuple(v["site_res"][slot]) == have)
    if have is None:
        return _fact("{x}の遺跡に{p}の建設現場があります。", "{P} building site stands on the ruin {x}.", holds, when, x=label,
                     p=who(p), P=whose(p))
    return _fact("{x}の{p}の建設現場にある資源: {r}", "{P} site on {x} holds: {r}", holds, when, x=label, p=who(p), P=whose(p),
                 r=_counts(have))


def halves(label: str, owners: tuple[int, int], when: str = "before"):
    words = join([who(o) if o >= 0 else Text("空き", "free") for o in owners], "・", " and ")
    return _fact("{x}の遺跡の半分ずつ: {w}", "The halves of the ruin {x}: {w}",
                 lambda v, _f: tuple(v["site"][2 * _h(v, label) + i] for i in (0, 1)) == owners, when, x=label, w=words)


def building(label: str, p: int, half: int = 0, when: str = "after"):
    return _fact("{x}に{p}の建物が建っています。", "{P} building stands on {x}.",
                 lambda v, _f: v["building"][2 * _h(v, label) + half] == p, when, x=label, p=who(p), P=whose(p))


def no_site(label: str, when: str = "after"):
    return _fact("{x}にはもう建設現場がありません。", "No building site is left on {x}.",
                 lambda v, _f: max(v["site"][2 * _h(v, label):2 * _h(v, label) + 2]) < 0, when, x=label)


# ---- the players --------------------------------------------------------------------------------------------------
def home(p: int, craftsmen: int | None = None, sites: int | None = None, buildings: int | None = None,
         when: str = "before"):
    """What lies on a guild board (``None``: not said)."""
    said = {"craftsmen": craftsmen, "sites": sites, "buildings": buildings}
    words = {"craftsmen": ("職人{k}", "craftsman", "craftsmen"), "sites": ("建設現場タイル{k}", "site tile", None),
             "buildings": ("建物{k}", "building", None)}
    text = join([Text(words[f][0].format(k=k), plural(k, *words[f][1:])) for f, k in said.items() if k is not None])
    return _fact("{p}のギルドボードにあるもの: {t}", "On {P} guild board: {t}",
                 lambda v, _f: all(v[f][p] == k for f, k in said.items() if k is not None), when, p=who(p),
                 P=Text("", "your") if p == 0 else player(p) + Text("", "'s"), t=text)


def everyone(field: str, k: int, ja: str, en: str, when: str = "before"):
    return _fact(ja, en, lambda v, _f: set(v[field]) == {k}, when, k=k)


def stacks(p: int, row: tuple[int, ...], when: str = "before"):
    words = "・".join(map(str, row)), ", ".join(map(str, row))
    return _fact("{p}の草原タイルの山（左から）: {j}", "{P} meadow stacks, left to right: {e}",
                 lambda v, _f: tuple(v["stacks"][p]) == row, when, p=who(p), P=whose(p), j=words[0], e=words[1])


def all_stacks(row: tuple[int, ...]):
    words = "・".join(map(str, row)), ", ".join(map(str, row))
    return _fact("全員の草原タイルの山（左から）: {j}", "Every player's meadow stacks, left to right: {e}",
                 lambda v, _f: all(tuple(x) == row for x in v["stacks"]), j=words[0], e=words[1])


def tile_stock(k: int, when: str = "before"):
    return _fact("共通ストックの草原タイル: {k}枚", "Meadow tiles in the common stock: {k}", lambda v, _f: v["tile_stock"] == k,
                 when, k=k)


def held(p: int, k: int, when: str = "before"):
    return _fact("{p}が取った開拓トークン: {k}枚", "Exploitation tokens {p} took: {k}",
                 lambda v, _f: v["held_count"][p] == k, when, p=who(p), k=k)


def face_down(p: int, contracts: int, tokens: int, when: str = "before"):
    """Another player's face-down cards: the view shows how many, not which, and no score for them."""
    def holds(v: ViaNebulaView, _f: ViaNebulaView) -> bool:
        hidden = v["done"][p] is None and v["held"][p] is None and v["points"][p] is None
        return hidden and v["done_count"][p] == contracts and v["held_count"][p] == tokens

    return _fact("{p}は果たした契約{c}枚とトークン{t}枚を裏向きで持っています（枚数は見えても、中身と点は見えません）。",
                 "{p} keeps {c} fulfilled contracts and {t} tokens face down: you see how many, not which, nor their "
                 "points.", holds, when, p=player(p), c=contracts, t=tokens)


def storage(p: int, have: tuple[int, ...], when: str = "before"):
    return _fact("{p}の倉庫: {r}", "{P} storage: {r}", lambda v, _f: tuple(v["storage"][p]) == have, when, p=who(p),
                 P=whose(p), r=_counts(have))


def hand(cards: tuple[int, ...], when: str = "before"):
    return _fact("あなたの手札の契約: {c}", "Your contracts in hand: {c}", lambda v, _f: sorted(v["hand"]) == sorted(cards), when,
                 c=_cards(cards))


def hand_size(p: int, k: int, when: str = "before"):
    return _fact("{p}の手札: {k}枚（中身は見えません）", "{p} holds {k} contracts (hidden from you).",
                 lambda v, _f: v["hand_sizes"][p] == k, when, p=player(p), k=k)


def display(cards: tuple[int, ...], when: str = "before"):
    return _fact("表向きの中立契約: {c}", "Neutral contracts face up: {c}", lambda v, _f: tuple(v["display"]) == cards, when,
                 c=_cards(cards))


def deck(k: int, when: str = "before"):
    return _fact("中立契約の山札: {k}枚", "Neutral contracts in the deck: {k}", lambda v, _f: v["deck_size"] == k, when, k=k)


def fulfilled(p: int, cards: tuple[int, ...], when: str = "after"):
    return _fact("{p}が果たした契約: {c}", "Contracts {p} fulfilled: {c}", lambda v, _f: tuple(v["done"][p] or ()) == cards, when,
                 p=who(p), c=_cards(cards))


def stock(kind: int, k: int, when: str = "before"):
    return _fact("ストックの{r}: {k}個", "In the stock: {k} {r}", lambda v, _f: v["stock"][kind] == k, when, r=kind_name(kind),
                 k=k)


def turn_of(p: int, when: str = "after"):
    return _fact("{p}の手番です。", "It is {P} turn.", lambda v, _f: v["current"] == p and v["to_act"] == [p], when,
                 p=who(p), P=Text("", "your") if p == 0 else player(p) + Text("", "'s"))


def actions_left(k: int, when: str = "before"):
    return _fact("この手番の残りアクション: {k}", "Actions left this turn: {k}",
                 lambda v, _f: v["actions_left"] == k and v["current"] == 0, when, k=k)


def points_up(p: int, k: int):
    """The score (if the game ended now, as the view shows it) changed by ``k`` in this step."""
    return _fact("{p}の得点の変化: {k:+d}", "{P} score changed by {k:+d}", lambda v, f: v["points"][p] - f["points"][p] == k,
                 "after", p=who(p), P=whose(p), k=k)


def points(parts: dict[int, int], when: str = "before"):
    return _fact("いまの得点: {w}", "Scores now: {w}", lambda v, _f: all(v["points"][p] == k for p, k in parts.items()), when,
                 w=join([Text("{p} {k}", "{p} {k}").format(p=who(p), k=k) for p, k in parts.items()]))


def end_card(p: int, when: str = "before"):
    if p < 0:
        return _fact("ゲーム終了カードはまだ盤の置き場にあります。", "The end card is still on its space on the board.",
                     lambda v, _f: v["end_holder"] == -1, when)
    return _fact("{p}がゲーム終了カード（2点）を持っています。", "{p} the end card (2 VP).",
                 lambda v, _f: v["end_holder"] == p, when, p=Text("あなた", "You hold") if p == 0 else Text(
                     player(p).ja, player(p).en + " holds"))


def last_turns(k: int, when: str = "before"):
    return _fact("残りの最後の手番: {k}", "Last turns still to play: {k}", lambda v, _f: v["last_turns"] == k, when, k=k)


def over():
    return _fact("ゲームは終わりました。", "The game is over.", lambda v, _f: v["phase"] == str(OVER), "after")


def part(p: int, key: str, k: int):
    return _fact("{p}の得点の内訳「{n}」: {k}", "{P} score for {n}: {k}",
                 lambda v, _f: v["scores"] is not None and v["scores"][p][key] == k, "after", p=who(p), P=whose(p),
                 n=PARTS[key], k=k)


def final(p: int, k: int):
    return _fact("{p}の最終得点: {k}", "{P} final score: {k}",
                 lambda v, _f: v["scores"] is not None and sum(v["scores"][p].values()) == k, "after", p=who(p), P=whose(p),
                 k=k)


def winners(ps: list[int]):
    return _fact("勝者: {w}", "The winner: {w}", lambda v, _f: v["winners"] == ps, "after",
                 w=join([who(p) for p in ps], "・", " and "))


def half_sites(yes: bool):
    if yes:
        return _fact("この人数では、半分の建設現場を使います。", "With this many players the half sites are used.",
                     lambda v, _f: v["half_sites"])
    return _fact("2人なので、六角形まるごとの建設現場を使います。", "With 2 players the full hexagonal sites are used.",
                 lambda v, _f: not v["half_sites"])


def site_holds(label: str, p: int, k: int, when: str = "after"):
    return _fact("{x}の{p}の建設現場の資源: {k}個", "{P} site on {x} holds {k} resources.",
                 lambda v, _f: v["site"][2 * _h(v, label)] == p and sum(v["site_res"][2 * _h(v, label)]) == k, when, x=label,
                 p=who(p), P=whose(p), k=k)


def held_vp(p: int, vps: tuple[int, ...]):
    words = "・".join(map(str, vps)), ", ".join(map(str, vps))
    return _fact("{p}が取った開拓トークンの勝利点: {j}", "The exploitation tokens {p} took are worth {e} VP.",
                 lambda v, _f: sorted(TOKENS[t].vp for t in v["held"][p] or ()) == sorted(vps), p=who(p), j=words[0], e=words[1])


def tiles_of(p: int, k: int, when: str = "before"):
    return _fact("盤上の{p}の草原タイル: {k}枚", "{P} meadow tiles on the board: {k}", lambda v, _f: v["tile"].count(p) == k,
                 when, p=who(p), P=whose(p), k=k)


def boxed_private(k: int):
    return _fact("個人契約8枚のうち、配られなかった{k}枚は見ないまま箱の中です。", "Of the 8 private contracts, the {k} not dealt "
                 "are back in the box, unseen.", lambda v, _f: 8 - sum(v["hand_sizes"]) == k, k=k)


# ---- goals: a legal move that is not the task says what the task is (the walkthrough adds "That is legal, but") ----
def _task(ja: str, en: str, **values) -> Text:
    return Text(ja, en).format(**values) if values else Text(ja, en)


def _is(action: Action, kind: type, **fields: object) -> bool:
    return type(action) is kind and all(getattr(action, k) == v for k, v in fields.items())


def craftsman_on(label: str | None = None):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Craftsman and (label is None or action.hex == _h(before, label)):
            return None
        if label is None:
            return _task("この課題は職人を置くことです。", "the task is to place a craftsman.")
        return _task("この課題は{x}に職人を置くことです。", "the task is to place a craftsman on {x}.", x=label)
    return goal


def site_on(label: str):
    def goal(before: State, action, events, after) -> Text | None:
        if _is(action, Site, hex=_h(before, label)):
            return None
        return _task("この課題は{x}の遺跡に建設現場を置くことです。", "the task is to put a building site on the ruin {x}.", x=label)
    return goal


def explore(label: str | None = None, near: str | None = None, terrain: str | None = None):
    """Explore ``label`` (or any hex next to ``near``, or any hex of ``terrain``)."""
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Explore:
            b = BOARDS[before.board]
            if label is not None and action.hex == _h(before, label):
                return None
            if near is not None and action.hex in b.neighbours[_h(before, near)]:
                return None
            if label is None and near is None and (terrain is None or b.terrain[action.hex] == terrain):
                return None
        if label is not None:
            return _task("この課題は{x}を探検することです。", "the task is to explore {x}.", x=label)
        if near is not None:
            return _task("この課題は{x}の隣の霧を探検することです。", "the task is to explore a fog hex next to {x}.", x=near)
        return _task("この課題は探検することです。", "the task is to explore.")
    return goal


def carry(src: str, to: str):
    def goal(before: State, action, events, after) -> Text | None:
        if _is(action, Transport, src=_h(before, src)) and action.slot // 2 == _h(before, to):
            return None
        return _task("この課題は{a}から{b}の建設現場へ資源を運ぶことです。", "the task is to carry a resource from {a} to the site "
                     "on {b}.", a=src, b=to)
    return goal


def build(c: int):
    def goal(before: State, action, events, after) -> Text | None:
        if _is(action, Build, contract=c):
            return None
        return _task("この課題は{c}を建てることです。", "the task is to build the {c}.", c=contract_name(c))
    return goal


def uses(before: State, action, events, after) -> Text | None:
    if type(action) is Use:
        return None
    return _task("この課題は効果を使うことです。", "the task is to use the effect.")


def skips(before: State, action, events, after) -> Text | None:
    if type(action) is Skip:
        return None
    return _task("この課題は効果を使わずに進むことです。", "the task is to skip the effect.")


def passes(before: State, action, events, after) -> Text | None:
    return None if type(action) is Pass else _task("この課題はパスすることです。", "the task is to pass.")


def express_to(label: str):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Express and action.slot // 2 == _h(before, label):
            return None
        return _task("この課題は好きな資源を{x}の建設現場に置くことです。",
                     "the task is to put a resource of your choice on your site on {x}.", x=label)
    return goal


def abundance_on(label: str):
    def goal(before: State, action, events, after) -> Text | None:
        if _is(action, Abundance, hex=_h(before, label)):
            return None
        return _task("この課題は{x}のトークンを資源に替えることです。", "the task is to turn the token on {x} into resources.",
                     x=label)
    return goal


def lays_on(terrain: str):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Lay and BOARDS[before.board].terrain[action.hex] == terrain:
            return None
        return _task("この課題は{t}のマスに草原タイルを置くことです。", "the task is to lay a meadow tile on a {t} hex.",
                     t=TERRAIN_NAMES[terrain])
    return goal


def flies_from(label: str):
    def goal(before: State, action, events, after) -> Text | None:
        if _is(action, Fly, src=_h(before, label)):
            return None
        return _task("この課題は{x}の草原タイルを霧のマスへ移すことです。",
                     "the task is to move the meadow tile on {x} onto a fog hex.", x=label)
    return goal


def gives(before: State, action, events, after) -> Text | None:
    if type(action) is Give:
        return None
    return _task("この課題は資源を1個ストックへ戻すことです。", "the task is to return a resource to the stock.")


def gives_from(where: str):
    def goal(before: State, action, events, after) -> Text | None:
        if _is(action, Give, where=where):
            return None
        return _task("この課題は倉庫の資源をストックへ戻すことです。", "the task is to return a resource from your storage.")
    return goal


def swaps(label: str, give: int, take: int):
    def goal(before: State, action, events, after) -> Text | None:
        if _is(action, Swap, where=SITE, give=give, take=take) and action.index // 2 == _h(before, label):
            return None
        return _task("この課題は{x}の{a}をストックの{b}と交換することです。", "the task is to swap the {a} on {x} for {b} from the "
                     "stock.", x=label, a=kind_name(give), b=kind_name(take))
    return goal


# ---- how a question plays on: the learner's last action ------------------------------------------------------------
def explores_fog(state: State, p: int, legal: list[Action]) -> Action:
    """The learner's part of a question's play-on: a meadow tile on the first fog hex offered (no score changes)."""
    b = BOARDS[state.board]
    return next(a for a in legal if type(a) is Explore and b.terrain[a.hex] not in (FOREST, FORBIDDEN, MEADOW))

