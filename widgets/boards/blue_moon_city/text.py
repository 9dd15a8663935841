"""Blue Moon City's board as plain text, for screen readers and for the log."""

from __future__ import annotations

from kernel_games.blue_moon_city.components import CELLS, DRAGONS, OBELISK, OFF, OUTER
from kernel_games.blue_moon_city.state import OVER
from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Lang, Text

from ..spec import final_score_line
from .hand import groups
from .look import KIT, L, card_text, reward_words, tile_of
from .players import STEP_INDEX, crystals_held, mine, status

T = {
    "tile": Text("{name}（{r}行{c}列）: ", "{name} (row {r}, column {c}): "),
    "ruined": Text("廃墟、マス {b}; 最多貢献 {m}、貢献者全員 {p}", "ruined, boxes {b}; most markers {m}, each builder {p}"),
    "built": Text("再建済み、隣への報酬 {nb}", "rebuilt, gives next door {nb}"),
    "court": Text("中庭（捧げものの場所）", "the Courtyard (where offerings are made)"),
    "free": Text("空き", "free"),
    "here": Text("; ここに {w}", "; here: {w}"),
    "beside": Text("街の外のドラゴン: {d}", "Dragons beside the city: {d}"),
    "none": Text("なし", "none"),
    "obelisk": Text("オベリスク（下から）: {b}", "Obelisk (bottom up): {b}"),
    "supply": Text("ストック: クリスタル{c}枚、黄金の鱗{s}/{t}、山札{d}枚、捨て札{x}枚",
                   "Supply: {c} crystal tiles, golden scales {s}/{t}, deck {d}, discards {x}"),
    "player": Text("{p}: 捧げもの{o}/{t}、マーカー{m}、鱗{s}、クリスタル{c}枚、手札{h}枚",
                   "{p}: offerings {o}/{t}, markers {m}, scales {s}, crystals {c}, cards {h}"),
    "hand": Text("あなたの手札: {h}", "Your hand: {h}"),
    "pay": Text("支払い中: {b}のマスに {c}（計{t}/{n}）", "Paying for the {b} box: {c} (total {t} of {n})"),
    "rest": Text("回の捧げもの", " offerings"),
}


def text(view: BlueMoonView, lang: Lang) -> str:
    """The board as plain text, for screen readers and for the log."""
    n = view["players"]
    step = "" if view["phase"] == OVER else " — " + L["steps"][STEP_INDEX.get(view["step"], 0)](lang)
    if view["phase"] != OVER and view["step"] == "move":
        step += f" ({L['left'](lang).format(k=view['steps_left'])})"
    lines = [L["turn"](lang).format(t=view["turn"]) + " — " + status(view, lang) + step]
    for cell, (r, c) in enumerate(CELLS):
        lines.append(T["tile"].format(name=tile_of(view, cell).name, r=r + 1, c=c + 1)(lang) + _tile(view, cell, lang))
    off = [DRAGONS[d][0](lang) for d, at in enumerate(view["dragons"]) if at == OFF]
    lines.append(T["beside"](lang).format(d=", ".join(off) or T["none"](lang)))
    in_use = [i for i in range(len(OBELISK)) if n != 2 or i not in OUTER]
    boxes = [f"{OBELISK[i]}{KIT.seat(view, o).glyph if o >= 0 else ''}" for i, o in zip(in_use, view["obelisk"], strict=True)]
    lines.append(T["obelisk"](lang).format(b=" ".join(boxes)))
    lines.append(T["supply"](lang).format(c=view["supply_size"], s=view["scale_supply"], t=view["scale_total"],
                                          d=view["deck_size"], x=len(view["discard"])))
    for p in range(n):
        lines.append(T["player"](lang).format(p=KIT.label(view, p, lang), o=view["offerings"][p], t=view["target"],
                                              m=view["markers"][p], s=view["scales"][p], c=crystals_held(view, p, lang),
                                              h=view["hand_sizes"][p]))
    if view["crystals"] is not None and view["phase"] != OVER:
        lines.append(mine(view, lang))
    if view["hand"] is not None:
        cards = "; ".join(", ".join(card_text(c, lang) for c in cs) for _, cs in groups(view["hand"]))
        lines.append(T["hand"](lang).format(h=cards or T["none"](lang)))
    pay = view["pay"]
    if pay["box"] >= 0:
        cell = view["figures"][view["current"]]
        tile = tile_of(view, cell)
        lines.append(T["pay"](lang).format(b=f"{tile.name(lang)} {tile.boxes[pay['box']]}",
                                           c=", ".join(card_text(c, lang) for c in pay["cards"]), t=pay["total"],
                                           n=tile.boxes[pay["box"]]))
    if view["phase"] == OVER:
        for p in range(n):
            star = f" {L['winner'](lang)}" if p in view["winners"] else ""
            lines.append(final_score_line(KIT.seat(view, p).name(lang), view["offerings"][p], lang, T["rest"](lang) + star))
    return "\n".join(lines)


def _tile(view: BlueMoonView, cell: int, lang: Lang) -> str:
    tile = tile_of(view, cell)
    if not tile.boxes:
        out = T["court"](lang)
    elif view["built"][cell]:
        out = T["built"](lang).format(nb=reward_words(tile.neighbourhood, lang, view["rewards"]))
    else:
        boxes = ", ".join(f"{v} " + (KIT.seat(view, o).glyph + KIT.seat(view, o).name(lang) if o >= 0 else T["free"](lang))
                          for v, o in zip(tile.boxes, view["boxes"][cell], strict=True))
        out = T["ruined"](lang).format(b=boxes, m=reward_words(tile.majority, lang, view["rewards"]),
                                       p=reward_words(tile.participation, lang, view["rewards"]))
    who = [KIT.label(view, p, lang) for p, at in enumerate(view["figures"]) if at == cell]
    who += [DRAGONS[d][0](lang) for d, at in enumerate(view["dragons"]) if at == cell]
    return out + (T["here"](lang).format(w=", ".join(who)) if who else "")
