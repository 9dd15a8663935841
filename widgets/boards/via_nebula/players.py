"""A row per player on Via Nebula's board: name and points so far (the final score at the end), the pieces still at
home, the four meadow stacks (an explorer shows under an empty one), the storage, the tokens taken, the contracts
in hand (a count: their faces are secret) and the contracts fulfilled. Tokens and fulfilled contracts lie face down:
another player's show as counts, with no points, until the end turns them up."""

from __future__ import annotations

from kernel_games.core import Lang
from kernel_games.via_nebula.components import EXPLORER_VP, KINDS, TOKENS
from kernel_games.via_nebula.narration import contract_name
from kernel_games.via_nebula.view import ViaNebulaView

from ..kit import Draw
from ..words import fit, put, width_of
from .hexmap import PICK
from .look import INK, MUTED, OUTLINE, VP, L, chip, crane, house, pawn, res_ink

RULES = ["via_nebula.components.guild", "via_nebula.action.explore_tiles", "via_nebula.action.surplus",
         "via_nebula.end.scoring"]
LINES = 4


def row_height(font: int, px: float) -> float:
    return LINES * font * 1.75 / px + 0.9


def players(d: Draw[ViaNebulaView], x0: float, x1: float, top: float, font: int) -> float:
    """A row per player from ``top`` down; returns the bottom."""
    view, px = d.view, d.px
    rh = row_height(font, px)
    for p in range(view["players"]):
        _row(d, p, x0, x1, top - p * rh, rh - 0.4, font)
    return top - view["players"] * rh


def _row(d: Draw[ViaNebulaView], p: int, x0: float, x1: float, y1: float, h: float, font: int) -> None:
    cv, view, lang, t, px = d.cv, d.view, d.lang, d.t, d.px
    me, over = view["viewer"], view["phase"] == "over"
    acting = not over and p == view["current"]
    d.seat_box(p, (x0, y1 - h, x1, y1))
    lh = font * 1.75 / px
    y = y1 - 0.45 - lh / 2
    put(cv, x0 + 0.6, y, f"<b>{('▶ ' if acting else '') + d.label(p)}</b>", font + 1, px)
    if over:
        k = view["scores"] and sum(view["scores"][p].values())
        words = L["final"](lang).format(k=k) + (f"  {L['winner'](lang)}" if p in (view["winners"] or []) else "")
        w = width_of(words, font + 1) / px
        cv.final_score(x1 - 0.6 - w / 2, y, p, k, f"<b>{words}</b>", font + 1, INK)
    else:
        pts = view["points"][p]
        words = L["points"](lang).format(k=pts) if pts is not None else L["points_hidden"](lang)
        put(cv, x1 - 0.6, y, f"<b>{words}</b>" if pts is not None else words, font + 1, px, MUTED if pts is None else INK,
            right=True)
    # the pieces at home, then the four meadow stacks
    y -= lh
    icon = font * 1.3 / px
    x = put(cv, x0 + 0.6, y, L["home"](lang), font, px, MUTED) + 0.5
    for draw, k in ((pawn, view["craftsmen"][p]), (crane, view["sites"][p]), (house, view["buildings"][p])):
        draw(cv, x + icon * 0.4, y - icon * 0.5, icon, d.seat(p))
        x = put(cv, x + icon * 0.9, y, f"×{k}", font, px) + 0.7
    x = put(cv, x + 0.3, y, L["stacks"](lang), font, px, MUTED) + 0.4
    bw = max(width_of(f"{VP}{EXPLORER_VP}", font - 1), width_of("5", font)) / px + 0.5
    for left in view["stacks"][p]:
        shown = left == 0
        cv.rect((x, y - lh * 0.42, x + bw, y + lh * 0.42), "#FFE9A8" if shown else "#DCEFD8",
                line="#B08A00" if shown else "#6E8F68", width=1)
        cv.text(x + bw / 2, y, f"{VP}{EXPLORER_VP}" if shown else str(left), font - 1, INK)
        x += bw + 0.25
    # storage, tokens, hand
    y -= lh
    sx = x0 + 0.6
    x = put(cv, sx, y, L["storage"](lang), font, px, MUTED) + 0.4
    stored = view["storage"][p]
    q = lh * 0.75
    if not sum(stored):
        x = put(cv, x, y, "0", font, px)
    for k in KINDS:
        if stored[k]:
            chip(cv, x + q / 2, y, q, q, k)
            cv.text(x + q / 2, y, str(stored[k]), font - 2, res_ink(k))
            x += q + 0.2
    if p == me and t.actions("storage"):  # Caravan, Exportation: a resource from the storage
        ok = t.ok("storage")
        cv.rect((sx - 0.3, y - lh * 0.5, x + 0.1, y + lh * 0.5), "rgba(0,0,0,0)", line=PICK if t.picked == "storage"
                else OUTLINE if ok else "#999999", width=3 if ok else 1)
        d.place("storage", (sx + x) / 2, y, d.rule_hover(["via_nebula.action.surplus"], L["storage"](lang)), (x - sx) * px)
    x += 0.8
    x = put(cv, x, y, tokens_words(view, p, lang), font, px) + 0.8
    hand = L["hand_count"](lang).format(k=view["hand_sizes"][p])
    if x + width_of(hand, font) / px < x1 - 0.6:
        put(cv, x1 - 0.6, y, hand, font, px, right=True)
    else:
        put(cv, x, y, hand, font, px)
    # contracts fulfilled
    y -= lh
    line = built_words(view, p, lang)
    cut = fit(line, font, (x1 - x0) * px - 20).split("<br>")
    line = cut[0] + ("…" if len(cut) > 1 else "")
    put(cv, x0 + 0.6, y, line, font, px, INK if view["done"][p] else MUTED)
    cv.target((x0 + x1) / 2, y1 - h / 2, "", d.rule_hover(RULES, d.label(p)), False, size=30)


def tokens_words(view: ViaNebulaView, p: int, lang: Lang) -> str:
    """The tokens ``p`` took: with their points when the viewer may see them (their own, or all once over), else
    how many, face down (action.craftsman)."""
    held = view["held"][p]
    if held is None:
        return L["tokens_hidden"](lang).format(k=view["held_count"][p])
    return L["tokens"](lang).format(k=len(held), v=VP, s=sum(TOKENS[t].vp for t in held))


def built_words(view: ViaNebulaView, p: int, lang: Lang) -> str:
    """The contracts ``p`` fulfilled: by name when the viewer may see them, else how many with their backs
    (action.build)."""
    done, k = view["done"][p], view["done_count"][p]
    if not k:
        return L["built_none"](lang)
    if done is None:
        a = view["done_private"][p]
        return L["built_hidden"](lang).format(k=k, a=a, b=k - a)
    return L["built"](lang).format(c=("、" if lang == "ja" else ", ").join(contract_name(c)(lang) for c in done))


__all__ = ["built_words", "players", "row_height", "tokens_words"]
