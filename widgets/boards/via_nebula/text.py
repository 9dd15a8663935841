"""Via Nebula's board as plain text, for screen readers and the text view: whose turn and what to do, the map (fog,
forests and forbidden hexes listed by label, then every meadow and ruin with what lies on it), the players, the
stock, the contracts on display and the viewer's hand."""

from __future__ import annotations

from kernel_games.core import Lang, Text
from kernel_games.via_nebula.components import EXPLORER_VP, KINDS, TOKENS, base_vp, yield_of
from kernel_games.via_nebula.maps import BOARDS, FOG, FORBIDDEN, FOREST, MEADOW, RUIN
from kernel_games.via_nebula.narration import contract_name, hex_name, needs_text, resources_text
from kernel_games.via_nebula.view import ViaNebulaView

from ..spec import final_score_line
from ..spots import Targets
from .hexmap import TERRAIN_NAME, slot_name
from .look import KIT, VP, L, effect_words, res_name
from .panels import prompt_lines, status
from .players import built_words, tokens_words

T = {
    "map": Text("地図（{b}）", "Map ({b})"),
    "group": Text("{t}: {h}", "{t}: {h}"),
    "none": Text("なし", "none"),
    "token": Text("トークン {k}・{n}個産出（{v}{p}）", "token: {k}, yields {n} ({v}{p})"),
    "heap": Text("{k}{n}個", "{n} {k}"),
    "craftsman": Text("（{p}の職人）", " ({p}'s craftsman)"),
    "neutral": Text("（中立）", " (neutral)"),
    "empty": Text("何もない", "empty"),
    "tile": Text("{p}の草原タイル（元は{t}）", "{p}'s meadow tile (was {t})"),
    "site": Text("{s} {p}の建設現場: {r}", "{s} {p}'s site: {r}"),
    "building": Text("{s} {p}の建物", "{s} {p}'s building"),
    "free": Text("{s} 空き", "{s} free"),
    "player": Text("{p}: {pts}・職人{c}人・建設現場{s}枚・建物{b}つ（手元）・草原の山 {st}・倉庫 {sto}・{tk}・手札{h}枚・{d}",
                   "{p}: {pts}; at home {c} craftsmen, {s} sites, {b} buildings; stacks {st}; storage {sto}; {tk}; "
                   "{h} contracts in hand; {d}"),
    "stock": Text("ストック: {r}・共通の草原タイル{t}枚・中立契約の山{d}枚・終了カード: {e}",
                  "Stock: {r}; common meadow tiles {t}; neutral deck {d}; end card: {e}"),
    "display": Text("表向きの中立契約: {c}", "Neutral contracts on display: {c}"),
    "hand": Text("あなたの契約: {c}", "Your contracts: {c}"),
    "card": Text("{n}（{r}、{v}、{e}）", "{n} ({r}; {v}; {e})"),
}


def _card(c: int, lang: Lang) -> str:
    vp = base_vp(c)
    return T["card"].format(n=contract_name(c), r=needs_text(c), v=Text(f"{VP}{vp}" if vp else "—", f"{VP}{vp}" if vp
                                                                       else "—"), e=effect_words(c))(lang)


def _hex(view: ViaNebulaView, h: int, lang: Lang) -> str:
    terrain = BOARDS[view["board"]].terrain[h]
    parts = []
    if view["tile"][h] >= 0:
        parts.append(T["tile"].format(p=KIT.seat(view, view["tile"][h]).name, t=TERRAIN_NAME[terrain])(lang))
    tok, heap = view["token"][h], view["heap"][h]
    if tok >= 0:
        parts.append(T["token"].format(k=res_name(TOKENS[tok].kind, lang), n=yield_of(tok, view["players"]), v=VP,
                                       p=TOKENS[tok].vp)(lang))
    elif heap:
        owner = view["craftsman"][h]
        parts.append(T["heap"].format(k=res_name(view["heap_kind"][h], lang), n=heap)(lang)
                     + (T["craftsman"].format(p=KIT.seat(view, owner).name)(lang) if owner >= 0 else T["neutral"](lang)))
    elif terrain == MEADOW or view["tile"][h] >= 0:
        parts.append(T["empty"](lang))
    if terrain == RUIN:
        slots = (2 * h, 2 * h + 1) if view["half_sites"] else (2 * h,)
        for s in slots:
            name = slot_name(view, s)
            if view["building"][s] >= 0:
                parts.append(T["building"].format(s=name, p=KIT.label(view, view["building"][s], lang))(lang))
            elif view["site"][s] >= 0:
                parts.append(T["site"].format(s=name, p=KIT.label(view, view["site"][s], lang),
                                              r=resources_text(tuple(view["site_res"][s])))(lang))
            else:
                parts.append(T["free"].format(s=name)(lang))
    head = f"{hex_name(view['board'], h)} {TERRAIN_NAME[MEADOW if view['tile'][h] >= 0 else terrain](lang)}"
    return head + ": " + ("; " if lang == "en" else "・").join(parts)


def text(view: ViaNebulaView, lang: Lang) -> str:
    """The board as plain text, for screen readers and for the log."""
    sep = "、" if lang == "ja" else ", "
    over = view["phase"] == "over"
    lines = [status(view, lang), *prompt_lines(view, lang, Targets(None, view, [], set()))]
    b = BOARDS[view["board"]]
    lines.append(T["map"].format(b=b.name)(lang))
    for terrain in (FOG, FOREST, FORBIDDEN):
        hexes = [hex_name(view["board"], h) for h in b.of(terrain) if view["tile"][h] < 0]
        lines.append(T["group"].format(t=TERRAIN_NAME[terrain], h=Text(sep.join(hexes) or T["none"].ja,
                                                                       sep.join(hexes) or T["none"].en))(lang))
    for h in range(len(b.coords)):
        if b.terrain[h] in (MEADOW, RUIN) or view["tile"][h] >= 0:
            lines.append(_hex(view, h, lang))
    for p in range(view["players"]):
        now = view["points"][p]
        pts = "" if over else L["points"](lang).format(k=now) if now is not None else L["points_hidden"](lang)
        stacks = " ".join(str(k) if k else f"{VP}{EXPLORER_VP}" for k in view["stacks"][p])
        lines.append(T["player"].format(
            p=KIT.label(view, p, lang), pts=pts, c=view["craftsmen"][p], s=view["sites"][p], b=view["buildings"][p],
            st=stacks, sto=resources_text(tuple(view["storage"][p])), tk=tokens_words(view, p, lang),
            h=view["hand_sizes"][p], d=built_words(view, p, lang))(lang))
    stock = sep.join(f"{res_name(k, lang)} {view['stock'][k]}" for k in KINDS)
    holder = KIT.label(view, view["end_holder"], lang) if view["end_holder"] >= 0 else L["end_free"](lang)
    lines.append(T["stock"].format(r=stock, t=view["tile_stock"], d=view["deck_size"], e=holder)(lang))
    shown = [_card(c, lang) for c in view["display"] if c >= 0]
    lines.append(T["display"].format(c=("; " if lang == "en" else "／").join(shown) or T["none"](lang))(lang))
    if view["hand"] is not None:
        mine = [_card(c, lang) for c in view["hand"]]
        lines.append(T["hand"].format(c=("; " if lang == "en" else "／").join(mine) or T["none"](lang))(lang))
    if over and view["scores"]:
        for p in range(view["players"]):
            star = f" {L['winner'](lang)}" if p in (view["winners"] or []) else ""
            lines.append(final_score_line(KIT.seat(view, p).name(lang), sum(view["scores"][p].values()), lang, star))
    return "\n".join(lines)
