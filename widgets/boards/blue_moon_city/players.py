"""Blue Moon City's header (turn, whose turn, the step) and a row per player (offerings, markers, scales, crystals)."""

from __future__ import annotations

from kernel_games.blue_moon_city.state import BUILD, DRAW, MOVE, OVER, PAY
from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Lang, Text

from ..common import wrap
from ..kit import Draw
from .look import CRYSTAL, INK, KIT, MUTED, OUTLINE, L, owed

STEP_INDEX = {MOVE: 0, BUILD: 1, PAY: 1, DRAW: 2}
ENDS = {
    "blue_moon_city.end.offerings": Text("{w}が規定の回数の捧げものをしました", "{w} made the winning offering"),
    "blue_moon_city.end.city_rebuilt": Text("街が再建され、捧げものの最も多い{w}の勝ち", "the city is rebuilt: {w} made the most "
                                            "offerings"),
    "blue_moon_city.end.no_markers": Text("全員のマーカーが尽きて引き分け（全員の勝ち）", "everyone ran out of markers: a draw, "
                                          "all share the win"),
}


def status(view: BlueMoonView, lang: Lang) -> str:
    """Whose turn it is, or how the game ended."""
    if view["phase"] == OVER:
        names = ("・" if lang == "ja" else " and ").join(KIT.seat(view, p).name(lang) for p in view["winners"])
        end = ENDS.get(view["end"])
        return L["over"](lang) + (f" — {end.format(w=names)(lang)}" if end else "")
    return L["whose"](lang).format(p=KIT.label(view, view["current"], lang))


def headline(view: BlueMoonView, lang: Lang, width: int | None = None) -> str:
    """The turn and the status; at most ``width`` characters a line (``<br>`` between lines) when given."""
    head = L["turn"](lang).format(t=view["turn"]) + "  " + status(view, lang)
    if width is None or len(head) <= width:
        return head
    return "<br>".join(wrap(part, width - 12) for part in head.split(" — "))


def header(d: Draw[BlueMoonView], x0: float, x1: float, y: float, font: int = 13, boxes_y: float | None = None,
           width: int | None = None) -> None:
    """The headline at ``y`` (its first line) and the three steps as boxes, on the same line or at ``boxes_y``;
    ``width``: the headline's characters a line (narrow: the steps in short)."""
    cv, view, lang = d.cv, d.view, d.lang
    over = view["phase"] == OVER
    head = headline(view, lang, width)
    short = d.narrow
    words = L["steps_short" if short else "steps"]
    by = y if boxes_y is None else boxes_y
    bx0 = x0 + (x1 - x0) * (0.5 if boxes_y is None else 0.0)
    bw = (x1 - bx0) / len(words)
    y -= head.count("<br>") * font * 1.2 / 20  # the middle of the lines
    cv.text((x0 + bx0) / 2 if boxes_y is None else (x0 + x1) / 2, y, head, font, INK)
    now = None if over else STEP_INDEX.get(view["step"])
    for i, w in enumerate(words):
        on = i == now
        cv.rect((bx0 + i * bw + 0.2, by - 1.6, bx0 + (i + 1) * bw - 0.2, by + 1.6), "#FFE8A3" if on else "#FFFFFF",
                line=OUTLINE if on else "#AAAAAA", width=3 if on else 1)
        extra = ""
        if on and view["step"] == MOVE:
            extra = " · " + L["left"](lang).format(k=view["steps_left"])
        elif on and view["step"] == PAY:
            extra = " · " + L["paying"](lang)
        cv.text(bx0 + (i + 0.5) * bw, by, ("▶ " if on else "") + w(lang) + ("" if short else extra), font - 2,
                INK if on else MUTED)
    rules = ["blue_moon_city.turn.order", "blue_moon_city.move.steps", "blue_moon_city.discard.draw"]
    cv.target((bx0 + x1) / 2, by, "", d.rule_hover(rules), False, size=40)


def players(d: Draw[BlueMoonView], x0: float, x1: float, top: float, row: float, font: int = 11) -> None:
    """A row per player from ``top`` down, each ``row`` units high."""
    cv, view, lang = d.cv, d.view, d.lang
    n, me, over = view["players"], view["viewer"], view["phase"] == OVER
    lh = font * 1.45 / 10.0
    for p in range(n):
        y1 = top - p * row
        y0 = y1 - row + 0.4
        acting = not over and p == view["current"]
        d.seat_box(p, (x0, y0, x1, y1), 0.85)
        cv.text(x0 + (x1 - x0) * 0.27, y1 - lh * 0.8, ("▶ " if acting else "") + d.label(p), font + 1, INK)
        if over:
            k = view["offerings"][p]
            words = L["final"](lang).format(k=k, s="" if k == 1 else "s") + (f"  {L['winner'](lang)}" if p in view["winners"] else "")
            cv.final_score(x0 + (x1 - x0) * 0.73, y1 - lh * 0.8, p, k, f"<b>{words}</b>", font + 1, INK)
        else:
            cv.text(x0 + (x1 - x0) * 0.73, y1 - lh * 0.8,
                    L["offerings"](lang).format(k=view["offerings"][p], t=view["target"]), font + 1, INK)
        gained = view["gained_sizes"][p]
        line = L["row"](lang).format(m=view["markers"][p], s=view["scales"][p], c=crystals_held(view, p, lang),
                                     h=view["hand_sizes"][p]) + (L["gained"](lang).format(k=gained) if gained else "")
        cv.text((x0 + x1) / 2, y1 - lh * 2.0, line, font, INK)
        mine = _crystals(view, p, lang)
        if mine:
            cv.text((x0 + x1) / 2, y1 - lh * 3.1, mine, font, CRYSTAL if p == me and not over else INK)
        rules = ["blue_moon_city.components.markers", "blue_moon_city.components.crystals",
                 "blue_moon_city.scales.scoring"]
        cv.target((x0 + x1) / 2, (y0 + y1) / 2, "", d.rule_hover(rules, d.label(p)), False, size=36)


def crystals_held(view: BlueMoonView, p: int, lang: Lang) -> str:
    """How many crystal tiles ``p`` holds, and what they are owed (supply.shortage): "3 (+2 owed)"."""
    k = owed(view, p)
    return f"{view['crystal_counts'][p]}" + (L["owed_mine"](lang).format(k=k) if k else "")


def _crystals(view: BlueMoonView, p: int, lang: Lang) -> str:
    """The crystal values a player may read here: their own (secret to the others), everyone's at the end."""
    if view["final_crystals"] is not None:
        return L["turned"](lang).format(t=view["final_crystals"][p])
    if p != view["viewer"] or view["crystals"] is None:
        return ""
    return mine(view, lang)


def mine(view: BlueMoonView, lang: Lang) -> str:
    """The viewer's crystal tiles by value, and their total (what the viewer is owed is on their row)."""
    values = sorted(view["crystals"] or [], reverse=True)
    if not values:
        return L["mine_none"](lang)
    return L["mine"](lang).format(v="+".join(map(str, values)), t=sum(values))
