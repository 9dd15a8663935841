"""The sea on Noli's board: four fishing areas, who fishes where, and the cards drawn there."""

from __future__ import annotations

import html
from typing import Any

from kernel_games.core import Action, Lang, Text
from kernel_games.noli.actions import ResolveSymbol, Stop
from kernel_games.noli.components import AREA_CARDS, BOATS, CARDS, FISHING_AREAS, risk
from kernel_games.noli.state import FISH, INVEST, REGATTA
from kernel_games.noli.view import NoliView

from ..common import with_previews
from ..kit import Draw
from .look import (
    AREA_MOOD,
    CARD_PITCH,
    INK,
    KIT,
    MUTED,
    OUTLINE,
    SEA,
    SYMBOL_LOOK,
    L,
    fac,
    symbol_hover,
    symbol_label,
    tint,
)


def sea(d: Draw[NoliView], rec: dict[str, Any] | None, past: bool) -> None:
    cv, view, lang, tries, legal = d.cv, d.view, d.lang, d.t.tries, d.t.legal
    cv.rect((41, 33.5, 119.5, 69.5), SEA, line="#9CC3DA", width=2)
    title = L["sea_last"](lang).format(r=view["round"] - 1) if past and view["phase"] == INVEST else L["sea"](lang)
    cv.text(80.25, 68, title, 13)
    phase = view["phase"]
    live = phase in (REGATTA, FISH)
    # who fishes where: this round's order once the regatta runs, else the last round's (muted)
    if live:
        order = [(p, a) for p, a in enumerate(view["area_of"]) if a]
    elif rec is not None and past:
        order = list(rec["finish"])
    else:
        order = []
    open_areas = [a for a in FISHING_AREAS if a not in view["closed"]]
    place_of = {a: open_areas.index(a) + 1 for a in open_areas}
    stop = next((a for a in tries if isinstance(a, Stop)), None)
    free = [a for a in open_areas if a not in view["area_of"]] if live else []
    resolve = {(a.card, a.symbol): a for a in tries if isinstance(a, ResolveSymbol)}
    if not order and not view["closed"] and not (rec is not None and rec["draws"] and (past or live)):
        for k, hint in enumerate(L["sea_hint"]):  # nothing to show yet: say what will come here
            cv.text(80.25, 47.5 - k * 2.6, hint(lang), 11, MUTED)
    pending = {(c, i) for c, i in view["pending"]}
    for a in FISHING_AREAS:
        x0 = 42 + (a - 1) * 19.4
        cx = x0 + 9.2
        closed = a in view["closed"]
        current = phase == FISH and view["area"] == a
        cv.rect((x0, 59.3, x0 + 18.4, 66.6), "#FFFFFF" if not closed else "#D9D9D9", line=OUTLINE if current else "#7FA7BF",
                width=3 if current else 1)
        cv.text(cx, 65.1, L["area"](lang).format(a=a), 13)
        cv.text(cx, 62.8, L["deck"](lang).format(k=view["deck_sizes"][a - 1]), 10)
        cv.text(cx, 60.6, AREA_MOOD[a](lang), 10, MUTED)
        key = ""
        if stop is not None and len(free) == 1 and free[0] == a:
            key = f"area:{a}"
            cv.bind(key, [stop])
            ok = stop in legal
            cv.rect((x0 - 0.4, 58.9, x0 + 18.8, 67.0), "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB", width=3)
            cv.text(cx, 57.2, L["stop_here"](lang), 10, INK)
        tips = d.tips([stop] if key else [])
        cv.target(cx, 63, key, with_previews(_area_hover(a, lang), tips), bool(key and stop in legal), size=56)
        if closed:  # shut this round: greyed out and crossed
            cv.rect((x0, 34.2, x0 + 18.4, 58.8), "#D9D9D9", line="#888888")
            cv.shape("line", {"x0": x0, "y0": 34.2, "x1": x0 + 18.4, "y1": 58.8}, "rgba(0,0,0,0)", "#888888", 2)
            cv.shape("line", {"x0": x0, "y0": 58.8, "x1": x0 + 18.4, "y1": 34.2}, "rgba(0,0,0,0)", "#888888", 2)
            cv.rect((x0 + 2, 50, x0 + 16.4, 55), "#FFFFFF", line="#888888")
            cv.text(cx, 53.2, "✕ " + L["closed"](lang), 12, INK)
            cv.text(cx, 51.2, L["closed_note"](lang), 10, MUTED)
            continue
        fishers = [p for p, area in order if area == a]
        for p in fishers:
            f = fac(view, p)
            muted = not live
            cv.rect((x0 + 0.5, 55.3, x0 + 17.9, 58.5), tint(f.colour, 0.85 if muted else 0.6), line=f.colour,
                    width=1 if muted else 2, dash="dot" if muted else "solid")
            cv.text(cx, 56.9, f"{f.named(lang)} · {L['place'](lang).format(k=place_of.get(a, a))}", 11,
                    MUTED if muted else INK)
        if current:
            cv.text(cx, 34.6, L["fishing_now"](lang), 10, INK)
        # the cards drawn in this area this season (or last season, muted)
        if current:
            cards = list(view["drawn"])
        elif rec is not None and (past or live):
            cards = rec["draws"].get(a, (None, []))[1] if (past or (phase == FISH and a < view["area"])) else []
        else:
            cards = []
        for k, c in enumerate(cards[:BOATS]):
            top = 54.8 - k * CARD_PITCH
            _card(d, x0 + 0.5, top, c, current, pending, resolve, muted=not current and past)
        if rec is not None and rec["storm"] == a and (past or live) and not current:
            cv.text(cx, 54.8 - min(len(cards), BOATS) * CARD_PITCH - 0.6, L["storm_here"](lang), 10, INK)


def _area_hover(a: int, lang: Lang) -> str:
    cards = [CARDS[c] for c in AREA_CARDS[a]]
    coins = sum(c.coins for c in cards)
    kinds = {k: sum(1 for c in cards for s in c.symbols if s.kind == k) for k in SYMBOL_LOOK}
    counts = ", ".join(f"{SYMBOL_LOOK[k][0]}{SYMBOL_LOOK[k][1].format(v='')(lang).strip()} {kinds[k]}"
                       for k in SYMBOL_LOOK if kinds[k] and k != "coins")
    head = Text(f"海域{a}: {len(cards)}枚、コイン計{coins}、危険なシンボル{risk(a)}【再構成データ】",
                f"Area {a}: {len(cards)} cards, {coins} coins in all, {risk(a)} risky symbols [reconstructed data]")(lang)
    return KIT.rule_hover(["noli.fishing.draw", "noli.components.decks"], lang, head) + "<br>" + html.escape(counts)


def _card(d: Draw[NoliView], x0: float, top: float, c: int, current: bool, pending: set[tuple[int, int]],
          resolve: dict[tuple[int, int], Action], muted: bool) -> None:
    cv, lang, legal = d.cv, d.lang, d.t.legal
    card = CARDS[c]
    w = 17.4
    cv.rect((x0, top - 4.55, x0 + w, top), "#FFFDF5" if not muted else "#F4F4F0", line="#555555" if not muted else "#AAAAAA")
    cv.text(x0 + w / 2, top - 1.1, card.name(lang), 10, INK if not muted else MUTED)
    syms = card.symbols
    cw = (w - 0.6) / max(len(syms), 1)
    for i, sym in enumerate(syms):
        glyph, _, fill = SYMBOL_LOOK[sym.kind]
        sx0 = x0 + 0.3 + i * cw
        cxs = sx0 + cw / 2
        waiting = current and (c, i) in pending
        act = resolve.get((c, i))
        ok = act is not None and act in legal
        cv.rect((sx0 + 0.15, top - 4.3, sx0 + cw - 0.15, top - 2.1), fill if (waiting or not current) else "#EFEFEF",
                line=OUTLINE if ok else ("#777777" if waiting else "#BBBBBB"), width=3 if ok else 1,
                dash="solid" if (waiting or not current) else "dot")
        label = symbol_label(sym.kind, sym.value, lang)
        if current and not waiting:
            label = "✓" + label
        cv.text(cxs, top - 3.2, label, 10, INK if (waiting or not current) and not muted else MUTED)
        key = f"sym:{c}:{i}" if act else ""
        if act:
            cv.bind(key, [act])
        state = L["resolve_me"] if ok else (L["pending"] if waiting else (L["resolved"] if current else None))
        hover = symbol_hover(c, i, lang) + (f"<br><i>{html.escape(state(lang))}</i>" if state else "")
        tips = d.tips([act] if act is not None else [])
        cv.target(cxs, top - 3.2, key, with_previews(hover, tips), ok, size=30)

