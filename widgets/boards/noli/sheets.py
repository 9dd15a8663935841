"""Each faction's sheet on Noli's board: status, bids, boats, rowers and dice."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Lang
from kernel_games.noli.actions import Roll, TakeRower, Wreck
from kernel_games.noli.components import BOATS, BUOY_FACES, DICE, FISHING_AREAS, INVESTMENTS, MAX_ROWERS
from kernel_games.noli.state import DEVELOP, FISH, INVEST, REGATTA
from kernel_games.noli.view import NoliView

from ..common import with_previews
from ..kit import Draw
from .look import INK, MUTED, OUTLINE, SHORT_INVEST, L, W, boat, fac, tint


def final_status(view: NoliView, p: int, lang: Lang) -> str:
    """A faction's final score at the end of the game (its tower's floors), ★ for a winner."""
    final = L["final"](lang).format(k=view["floors"][p])
    return f"★ {final} · {L['winner'](lang)}" if p in view["winners"] else final


def sheets(d: Draw[NoliView], rec: dict[str, Any] | None, past: bool, only: int | None = None,
           span: tuple[float, float] | None = None) -> None:
    """Every faction's sheet side by side; ``only`` one of them, across ``span`` = (x0, x1) (the narrow board)."""
    cv, view, lang, tries, legal = d.cv, d.view, d.lang, d.t.tries, d.t.legal
    n, me, phase = view["players"], view["viewer"], view["phase"]
    width = W / n

    def tips(act: Action | None) -> list[str]:
        return d.tips([act] if act is not None else [])

    take = {a.victim: a for a in tries if isinstance(a, TakeRower)}
    wreck = {a.target: a for a in tries if isinstance(a, Wreck)}
    roll = next((a for a in tries if isinstance(a, Roll)), None)
    open_areas = [a for a in FISHING_AREAS if a not in view["closed"]]
    finish_last = {p: (k + 1, a) for k, (p, a) in enumerate(rec["finish"])} if rec is not None and past else {}
    for p in range(n) if only is None else (only,):
        f = fac(view, p)
        x0 = p * width + 0.5
        x1 = x0 + width - 1
        if span is not None:
            x0, x1 = span
        cx = (x0 + x1) / 2
        mine = p == me
        acting = p in view["to_act"]
        cv.rect((x0, 0.5, x1, 31.8), "#FFFFFF", line=f.colour, width=5 if mine else 3, name=f"player:{p}")
        cv.rect((x0, 28.2, x1, 31.8), tint(f.colour, 0.55), line=f.colour, width=5 if mine else 3)
        cv.text(cx, 30.0, ("▶ " if acting and phase not in (INVEST, REGATTA) else "") + d.label(p), 13, INK)
        # status
        if phase == INVEST:
            status = L["ready"](lang) if view["ready"][p] else L["bidding"](lang)
        elif phase == DEVELOP:
            status = L["deciding"](lang) if view["step"] == "double" and view["winner"] == p else ""
        elif phase in (REGATTA, FISH):
            a = view["area_of"][p]
            status = L["finished"](lang).format(k=open_areas.index(a) + 1 if a in open_areas else a, a=a) if a \
                else L["rowing"](lang)
        else:  # the game is over: the final score (result(): the tower's floors), marked (widgets/boards/spec.py)
            status = ""
            cv.final_score(cx, 26.6, p, view["floors"][p], final_status(view, p, lang), 12, INK)
        if status:
            cv.text(cx, 26.6, status, 11, INK)
        # bids
        bids = view["bids"][p]
        placed = (view.get("placed") or [None] * n)[p] if phase == INVEST else None  # own sheet: which bids are placed
        wins = rec["wins"] if rec is not None and not past else {}
        cell = (x1 - x0 - 1.0) / 4
        for i, key in enumerate(INVESTMENTS):
            bx0 = x0 + 0.5 + i * cell
            resolving = phase == DEVELOP and view.get("investment") == key
            won = wins.get(key) == p
            deciding = resolving and view["winner"] == p
            cv.rect((bx0 + 0.15, 19.6, bx0 + cell - 0.15, 24.8), "#FFF3C4" if won else "#FAFAFA",
                    line=OUTLINE if (deciding or won) else ("#333333" if resolving else "#BBBBBB"),
                    width=3 if (deciding or won) else (2 if resolving else 1))
            cv.text(bx0 + cell / 2, 23.6, SHORT_INVEST[key](lang), 10, MUTED)
            if bids is None:
                amount, colour = L["hidden"](lang), MUTED
            elif len(bids) <= i or (placed is not None and not placed[i]):
                amount, colour = "–", MUTED
            else:
                amount, colour = ("★" if won else "") + str(bids[i]), INK
            cv.text(bx0 + cell / 2, 21.0, amount, 14, colour)
        if phase == INVEST and rec is not None and past and p < len(rec["bids"]):
            cv.text(cx, 18.4, L["last_bids"](lang).format(b="·".join(map(str, rec["bids"][p]))), 10, MUTED)
        elif rec is not None and not past and any(v == p for v in wins.values()):
            cv.text(cx, 18.4, L["won"](lang), 10, MUTED)
        elif placed is not None and not all(placed) and not view["ready"][p]:
            cv.text(cx, 18.4, L["unplaced"](lang), 10, MUTED)
        # boats and rowers
        half = (x1 - x0) / 2
        boats = view["boats"][p]
        cv.text(x0 + half / 2, 16.6, L["boats"](lang).format(k=boats, t=BOATS), 10, INK)
        bw = (half - 1.6) / BOATS
        for k in range(BOATS):
            bx = x0 + 0.8 + k * bw
            on = k < boats
            boat(cv, (bx + 0.2, 11.2, bw - 0.5, 4.0), f.colour if on else "rgba(0,0,0,0)", f.colour if on else "#999999",
                 "solid" if on else "dot")
        act = wreck.get(p)
        key = f"boats:{p}" if act else ""
        if act:
            ok = act in legal
            cv.rect((x0 + 0.4, 10.7, x0 + half - 0.3, 17.8), "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB",
                    width=3 if ok else 1, dash="solid" if ok else "dash")
            cv.bind(key, [act])
        hover = d.rule_hover(["noli.fishing.draw", "noli.shipwright.boat"] + (["noli.symbol.shipwreck"] if act else []),
                             L["boats"](lang).format(k=boats, t=BOATS))
        cv.target(x0 + half / 2, 13.2, key, with_previews(hover, tips(act)), bool(act and act in legal), size=44)
        rowers = view["rowers"][p]
        rx = x0 + half
        cv.text(rx + half / 2, 16.6, L["rowers"](lang).format(k=rowers, t=MAX_ROWERS), 10, INK)
        for k in range(MAX_ROWERS):
            ccx = rx + half / 2 + (k - 1) * 3.2
            on = k < rowers
            cv.circle((ccx - 1.25, 12.0, ccx + 1.25, 14.3), f.colour if on else "rgba(0,0,0,0)", f.colour if on else "#999999",
                      1.5, "solid" if on else "dot")
        act = take.get(p)
        key = f"rowers:{p}" if act else ""
        if act:
            ok = act in legal
            cv.rect((rx + 0.3, 10.7, x1 - 0.4, 17.8), "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB",
                    width=3 if ok else 1, dash="solid" if ok else "dash")
            cv.bind(key, [act])
        hover = d.rule_hover(["noli.regatta.rowers", "noli.rower.max"] + (["noli.rower.steal"] if act else []),
                             L["rowers"](lang).format(k=rowers, t=MAX_ROWERS))
        cv.target(rx + half / 2, 13.2, key, with_previews(hover, tips(act)), bool(act and act in legal), size=44)
        # dice
        dice = view["dice"][p]
        rolls = view["rolls"][p]
        in_hand = all(d < 0 for d in dice)
        cv.text(x0 + half / 2 + 1.5, 9.2, (L["dice_hand"] if in_hand else L["dice"])(lang).format(k=rolls), 10, INK)
        dw = min(3.6, (half + 4 - 1.4) / DICE - 0.5)
        for k, face in enumerate(dice):
            dx = x0 + 1.0 + k * (dw + 0.5)
            buoy = 0 <= face < BUOY_FACES
            if face < 0:
                cv.rect((dx, 2.6, dx + dw, 6.9), "rgba(0,0,0,0)", line="#999999", dash="dot")
                cv.text(dx + dw / 2, 4.75, "·", 11, MUTED)
            else:
                cv.rect((dx, 2.6, dx + dw, 6.9), f.colour if buoy else "#FFFFFF", line=f.colour, width=2)
                cv.text(dx + dw / 2, 4.75, "◉" if buoy else "○", 15, f.ink if buoy else MUTED)
        gx = x0 + 1.0 + DICE * (dw + 0.5) / 2
        key = ""
        if roll is not None and mine:
            key = f"dice:{p}"
            ok = roll in legal
            cv.rect((x0 + 0.5, 1.9, x0 + 0.5 + DICE * (dw + 0.5) + 0.6, 7.6), "rgba(0,0,0,0)", line=OUTLINE if ok else "#BBBBBB",
                    width=3 if ok else 1)
            cv.bind(key, [roll])
        cv.target(gx, 4.75, key, with_previews(d.rule_hover(["noli.regatta.roll", "noli.components.dice"]),
                                               tips(roll if key else None)), bool(key and roll in legal), size=50)
        # the regatta's outcome for this faction, big, to the right of the dice
        fx = (x0 + 1.0 + DICE * (dw + 0.5) + x1) / 2
        a = view["area_of"][p] if phase in (REGATTA, FISH) else 0
        if key:
            cv.text(fx, 4.75, L["roll_me"](lang), 11, INK)
        elif a:
            place = open_areas.index(a) + 1 if a in open_areas else a
            cv.text(fx, 5.9, L["place"](lang).format(k=place), 14, INK)
            cv.text(fx, 3.6, L["area"](lang).format(a=a), 10, INK)
        elif p in finish_last:
            k, a = finish_last[p]
            cv.text(fx, 4.75, L["last_regatta"](lang).format(k=k, r=rec["rolls"].get(p, 0)), 10, MUTED)

