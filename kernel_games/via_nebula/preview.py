"""Via Nebula's previews (``Game.preview``): what a legal action would do now, with its numbers, from the view only.

Points count at the end, but the view keeps each player's score as if the game ended now (``points``), so a move
that changes it — a token taken, a building, an explorer shown, a resource out of storage — starts with the signed
change after its first colon (the convention of ``Game.preview``); everything else is written unsigned.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kernel_games.core import Action, Text

from .actions import STORAGE, Abundance, Build, Craftsman, Explore, Express, Fly, Give, Lay, Pass, Site, Skip, Swap, Transport, Use
from .components import CONTRACTS, TOKENS, satisfied, yield_of
from .maps import BOARDS, FOREST
from .narration import contract_name, hex_name, kind_name, needs_text, player, resources_text
from .phases.end import parts
from .supply import after_taking
from .view import ViaNebulaView


def _points(view: ViaNebulaView, **change: Any) -> int:
    """The viewer's score if the game ended now, with some of its parts changed."""
    me = view["viewer"]
    fields = {"done": view["done"][me], "held": view["held"][me], "stacks": view["stacks"][me],
              "holder": view["end_holder"] == me, "storage": view["storage"][me], "craftsmen": view["craftsmen"][me]}
    fields.update(change)
    return sum(parts(**fields).values())


def _signed(k: int) -> str:
    return f"+{k}" if k >= 0 else f"−{-k}"


def _take_tile(stacks: list[int]) -> tuple[tuple[int, ...], bool]:
    """The stacks after one meadow tile is taken, and whether an explorer shows."""
    out, i = after_taking(stacks)
    return out, i >= 0 and out[i] == 0


def preview(view: ViaNebulaView, action: Action) -> Text:
    me = view["viewer"]
    for kind, say in PREVIEWS:
        if isinstance(action, kind):
            return say(view, me, action)
    return action.describe()


def _craftsman(view: ViaNebulaView, me: int, a: Craftsman) -> Text:
    t = view["token"][a.hex]
    token = TOKENS[t]
    held = [*view["held"][me], t]
    # the token joins those held, and the craftsman leaves the supply (a done Lazy Explorer counts those left)
    gain = _points(view, held=held, craftsmen=view["craftsmen"][me] - 1) - view["points"][me]
    why = Text("トークン", "the token")
    if gain != _points(view, held=held) - view["points"][me]:
        why += Text("、手元の職人が1人減る", "; one craftsman fewer in your supply")
    return Text("職人: {g}点（{w}）。{k}が{n}個出ます（ストック{s}個）", "Craftsman: {g} ({w}). {n} {k} come out "
                "(stock {s})").format(g=_signed(gain), w=why, k=kind_name(token.kind), n=yield_of(t, view["players"]),
                                       s=view["stock"][token.kind])


def _site(view: ViaNebulaView, me: int, a: Site) -> Text:
    return Text("建設現場: 手元に残り{k}枚", "Building site: {k} left at home").format(k=view["sites"][me] - 1)


def _explore(view: ViaNebulaView, me: int, a: Explore) -> Text:
    stacks, shows = _take_tile(view["stacks"][me])
    gain = _points(view, stacks=stacks) - view["points"][me] if sum(view["stacks"][me]) else 0
    forest = BOARDS[view["board"]].terrain[a.hex] == FOREST
    where = Text("化石の森（2アクション）", "petrified forest (two actions)") if forest else Text("霧", "fog")
    tail = Text("。山が空になり探検家が現れます", "; a stack is used up and its explorer shows") if shows else Text("", "")
    return Text("探検: {g}点（{h}の{w}）", "Explore: {g} ({w} at {h})").format(
        g=_signed(gain), h=hex_name(view["board"], a.hex), w=where) + tail


def _lay(view: ViaNebulaView, me: int, a: Lay) -> Text:
    stacks, shows = _take_tile(view["stacks"][me])
    gain = _points(view, stacks=stacks) - view["points"][me] if sum(view["stacks"][me]) else 0
    tail = Text("。山が空になり探検家が現れます", "; a stack is used up and its explorer shows") if shows else Text("", "")
    return Text("草原タイル: {g}点（{h}）", "Meadow tile: {g} (on {h})").format(
        g=_signed(gain), h=hex_name(view["board"], a.hex)) + tail


def _transport(view: ViaNebulaView, me: int, a: Transport) -> Text:
    k = view["heap_kind"][a.src]
    have = list(view["site_res"][a.slot])
    have[k] += 1
    ready = [c for c in (*(view["hand"] or []), *(x for x in view["display"] if x >= 0)) if satisfied(c, tuple(have))]
    text = Text("{k}（建設現場: {r}）", "{k} (the site: {r})").format(k=kind_name(k), r=resources_text(tuple(have)))
    owner = view["craftsman"][a.src]
    if view["heap"][a.src] == 1 and owner >= 0:  # the last resource: the craftsman goes home (action.craftsman_home)
        home = Text("職人が手元に戻る", "your craftsman comes home") if owner == me else Text(
            "{p}の職人が家に帰る", "{p}'s craftsman goes home").format(p=player(owner))
        # a done Lazy Explorer contract counts the craftsmen in the supply
        gain = _points(view, craftsmen=view["craftsmen"][me] + 1) - view["points"][me] if owner == me else 0
        text = (Text(f"{_signed(gain)}（", f"{_signed(gain)} (") + home + Text("）。", "); ") if gain
                else home + Text("。", "; ")) + text
    text = Text("運ぶ: ", "Transport: ") + text
    if ready:
        text = text + Text("。建てられる契約: ", "; ready to build: ") + Text(
            "・".join(contract_name(c).ja for c in ready), ", ".join(contract_name(c).en for c in ready))
    return text


def _build(view: ViaNebulaView, me: int, a: Build) -> Text:
    took = satisfied(a.contract, tuple(view["site_res"][a.slot])) or (0,) * 5
    rest = [h - t for h, t in zip(view["site_res"][a.slot], took, strict=True)]
    storage = [x + y for x, y in zip(view["storage"][me], rest, strict=True)]
    last = view["buildings"][me] == 1 and view["end_holder"] < 0
    after = _points(view, done=[*view["done"][me], a.contract], storage=storage,
                    holder=view["end_holder"] == me or last)
    text = Text("建設: {g}点（{c}: {n}）", "Build: {g} (the {c}: {n})").format(
        g=_signed(after - view["points"][me]), c=contract_name(a.contract), n=needs_text(a.contract))
    if sum(rest):
        text = text + Text("。余り{r}は倉庫へ", "; surplus to storage: {r}").format(r=resources_text(tuple(rest)))
    if last:
        text = text + Text("。5つ目の建物: ゲーム終了カード", "; the fifth building: the end card")
    return text


def _give(view: ViaNebulaView, me: int, a: Give) -> Text:
    gain = 0
    if a.where == STORAGE:
        storage = list(view["storage"][me])
        storage[a.kind] -= 1
        gain = _points(view, storage=storage) - view["points"][me]
    return Text("戻す: {g}点（{k}をストックへ）", "Return: {g} ({k} to the stock)").format(g=_signed(gain), k=kind_name(a.kind))


def _use(view: ViaNebulaView, me: int, a: Use) -> Text:
    e = view["effect"]
    if e == "private.shortcut":
        stacks = list(view["stacks"][me])
        for _ in range(2):
            stacks, _shown = _take_tile(stacks)
        return Text("近道: {g}点（草原タイル2枚をストックへ）", "Shortcut: {g} (two meadow tiles to the stock)").format(
            g=_signed(_points(view, stacks=stacks) - view["points"][me]))
    if e == "private.secret_plan":
        return Text("秘密の計画: 中立契約を1枚引いて個人契約にする", "Secret Plan: draw a neutral contract as a private one")
    return Text("蒸留所: この手番のアクションが1回増える", "Distillery: one more action this turn")


def effect_name(key: str) -> Text:
    """The name of the contracts that carry an effect ("Caravan")."""
    return next((c.name for c in CONTRACTS if c.effect == key), Text("?", "?"))


def _plain(ja: str, en: str) -> Callable[[ViaNebulaView, int, Any], Text]:
    def say(view: ViaNebulaView, me: int, a: Any) -> Text:
        return Text(ja, en) + Text("（", " (") + a.label(view) + Text("）", ")")

    return say


PREVIEWS: tuple[tuple[type, Callable[[ViaNebulaView, int, Any], Text]], ...] = (
    (Craftsman, _craftsman), (Site, _site), (Explore, _explore), (Transport, _transport), (Build, _build),
    (Give, _give), (Use, _use),
    (Pass, lambda v, me, a: Text("パス: できるアクションがありません", "Pass: no action is possible")),
    (Skip, lambda v, me, a: Text("効果を使わない: {c}", "Skip the effect: {c}").format(c=effect_name(v["effect"]))),
    (Express, _plain("特急便: 資源1個を建設現場へ", "Express Delivery: one resource to your site")),
    (Abundance, _plain("豊富: トークンを資源に替える", "Abundance: a token becomes resources")),
    (Lay, lambda v, me, a: _lay(v, me, a)),
    (Fly, _plain("気流！: 草原タイルを霧へ移す", "By Air!: move a meadow tile onto fog")),
    (Swap, _plain("店: 資源を交換", "Store: swap a resource")),
)
