"""Noli's board as plain text, for screen readers and for the log."""

from __future__ import annotations

from kernel_games.core import Lang, Text
from kernel_games.noli.components import BOATS, CARDS, FISHING_AREAS, INVESTMENT_NAMES, INVESTMENTS, WALLS, WIN_FLOORS
from kernel_games.noli.dice import dice_text
from kernel_games.noli.state import INVEST, OVER
from kernel_games.noli.view import NoliView

from ..spec import final_score_line
from .look import KIT, L, fac, symbol_label


def text(view: NoliView, lang: Lang) -> str:
    """The board as plain text, for screen readers and for the log."""
    n = view["players"]
    t = Text
    lines = [L["round"](lang).format(r=view["round"]) + " — " + (L["phase"][view["phase"]](lang)
                                                                 if view["phase"] in L["phase"] else L["over"](lang))]
    if view["bank"] is not None:
        lines.append(L["bank"](lang).format(b=view["bank"]))
    track = ", ".join(f"{fac(view, p).name(lang)} {view['track'][p]}" for p in range(n))
    lines.append(t("支持トラック（0〜{e}、壁のマス{w}）: ", "Support track (0-{e}, wall spaces {w}): ").format(
        e=view["track_end"], w="/".join(map(str, view["wall_spaces"])))(lang) + track)
    lines.append(L["walls"](lang).format(k=view["walls"], t=WALLS))
    lines.append(t("サプライ: 漕ぎ手{r}、塔の階層{f}", "Supply: {r} rowers, {f} tower floors").format(
        r=view["rower_stock"], f=view["floor_stock"])(lang))
    for p in range(n):
        bids = view["bids"][p]
        if bids is None:
            bid_text = t("入札は伏せられている", "bids hidden")(lang)
        elif not bids:
            bid_text = "-"
        else:
            placed = (view.get("placed") or [None] * n)[p] if view["phase"] == INVEST else None
            bid_text = ", ".join(f"{INVESTMENT_NAMES[k](lang)} {bids[i] if placed is None or placed[i] else '–'}"
                                 for i, k in enumerate(INVESTMENTS))
        ready = ""
        if view["phase"] == INVEST:
            ready = " (" + (L["ready"] if view["ready"][p] else L["bidding"])(lang) + ")"
        area = view["area_of"][p]
        lines.append(
            f"{KIT.label(view, p, lang)}: "
            + t("塔{fl}/{tf}、漁船{b}/{tb}、漕ぎ手{r}、ダイス {d}（{k}回）",
                "tower {fl}/{tf}, boats {b}/{tb}, rowers {r}, dice {d} ({k} rolls)")
            .format(fl=view["floors"][p], tf=WIN_FLOORS, b=view["boats"][p], tb=BOATS, r=view["rowers"][p],
                    d=dice_text(view["dice"][p]),
                    k=view["rolls"][p])(lang)
            + (t("、海域{a}", ", area {a}").format(a=area)(lang) if area else "") + f"; {bid_text}{ready}")
    for a in FISHING_AREAS:
        closed = f" {L['closed'](lang)}" if a in view["closed"] else ""
        lines.append(f"{L['area'](lang).format(a=a)}: {L['deck'](lang).format(k=view['deck_sizes'][a - 1])}{closed}")
    if view["drawn"]:
        pending = {(c, i) for c, i in view["pending"]}
        cards = []
        for c in view["drawn"]:
            syms = ", ".join(("" if (c, i) in pending else "✓") + symbol_label(s.kind, s.value, lang)
                             for i, s in enumerate(CARDS[c].symbols))
            cards.append(f"{CARDS[c].name(lang)} [{syms}]")
        who = fac(view, view["fisher"]).name(lang) if view["fisher"] >= 0 else "?"
        lines.append(t("{p}の漁（海域{a}）: ", "{p} fishing (area {a}): ").format(p=who, a=view["area"])(lang)
                     + "; ".join(cards))
    if view["phase"] == OVER:  # the final scores (result(): each tower's floors)
        for p in range(n):
            star = f" ★ {L['winner'](lang)}" if p in view["winners"] else ""
            lines.append(final_score_line(fac(view, p).name(lang), view["floors"][p], lang, L["final_rest"](lang) + star))
    return "\n".join(lines)

