"""What the walkthrough writes beside its board: the rules (a ruling marked once), a step's facts, the story of what
the learner's move led to, the result of a finished game, and the board with what changed picked out."""

from __future__ import annotations

import copy
import re
from collections import Counter
from typing import Any, NamedTuple

from kernel_games.core import Event, Game, Lang, Text
from kernel_games.core.lesson import Fact

from .boards.boxes import LINE, NARROW_PX, WIDE_PX, Box, Scale, extent, placed, text_boxes, texts
from .boards.words import width_of
from .ui import PRIVATE, esc

T = {
    "decision": Text("このプロジェクトの裁定です", "A ruling by this project"),
    "ruling_tip": Text("ルールブックに書かれていない点について、このプロジェクトが決めたこと",
                       "Decided by this project where the rulebook is silent"),
    "board": Text("盤面では", "On the board"), "now": Text("いま盤面では", "Now on the board"),
    "you": Text("あなたの手", "Your move"), "then": Text("続き", "Then"),
    "result": Text("結果", "Result"), "winner": Text("勝者", "winner"),
}
MARK = "#E69F00"  # what changed: Okabe-Ito orange
MAX_MARKS = 10


# ---- the rules ------------------------------------------------------------------------------------------------------
NOTE_KINDS = (  # a note's marker, and what its opener says
    (re.compile(r"^【[^】]*裁定[^】]*】|^\[(?:Project )?[Rr]uling\]\s*"),
     Text("【裁定】このプロジェクトの読み方", "[Ruling] how this project reads it")),
    (re.compile(r"^【[^】]*再構成[^】]*】|^\[Reconstructed\]\s*"),
     Text("【再構成】このプロジェクトが作ったデータ", "[Reconstructed] data this project designed")),
)


def note_html(note: Text, lang: Lang) -> str:
    """The project's note on a rule, closed until the learner opens it: its opener says whether it is a ruling or
    reconstructed data (marked once), its body the rest."""
    body = note(lang)
    label = NOTE_KINDS[0][1]
    for mark, kind in NOTE_KINDS:
        if mark.search(body):
            body, label = mark.sub("", body, count=1).strip(), kind
            break
    return (f"<details class='kg-note' style='margin:2px 0 4px 1em'><summary class='kg-ruling' "
            f"title='{esc(T['ruling_tip'](lang))}' style='color:#6a3d9a;font-weight:bold;cursor:pointer'>"
            f"{esc(label(lang))}</summary><div style='color:#333'>{esc(body)}</div></details>")


def rules_html(game: Game, rule_ids: tuple[str, ...], lang: Lang) -> str:
    """Each rule's title and text, its project note (a ruling, reconstructed data) after it, closed until opened; a
    rule that is wholly this project's ruling says so once. The rule's id is only in the paragraph's tooltip."""
    out = []
    for rid in rule_ids:
        rule = game.rule(rid)
        tag = ""
        if rule.provenance == "decision" and rule.note is None:
            tag = f" <small class='kg-ruling' style='color:#6a3d9a'>({esc(T['decision'](lang))})</small>"
        note = note_html(rule.note, lang) if rule.note is not None else ""
        out.append(f"<div class='kg-rule-para' style='margin:4px 0' title='{esc(rid)}'><b>{esc(rule.title(lang))}</b> — "
                   f"{esc(rule.text(lang))}{tag}{note}</div>")
    return ("<div style='background:#FFFDF5;border:1px solid #ddd;padding:6px 10px'>" + "".join(out) + "</div>")


def facts_html(facts: list[Fact], lang: Lang, now: bool = False) -> str:
    """What the step says its board shows (each checked by the lesson lint)."""
    if not facts:
        return ""
    items = "".join(f"<li>{esc(f.text(lang))}</li>" for f in facts)
    head = T["now" if now else "board"](lang)
    return (f"<div class='kg-facts' style='margin:4px 0'><b>{esc(head)}:</b>"
            f"<ul style='margin:2px 0 2px 18px;padding:0'>{items}</ul></div>")


# ---- the story ------------------------------------------------------------------------------------------------------
def _events(events: list[Event], rules: tuple[str, ...], viewer: int, lang: Lang) -> str:
    rows = []
    for e in events:
        if not e.visible_to(viewer):
            continue
        lock = esc(PRIVATE(lang)) if e.to is not None else ""
        key = e.rule in rules
        style = " style='background:#FFF3C4;font-weight:bold'" if key else ""
        rows.append(f"<li class='{'kg-key-event' if key else ''}'{style}>{lock}{esc(e.text(lang))}</li>")
    return "".join(rows)


def story_html(mine: list[Event], then: list[Event], rules: tuple[str, ...], viewer: int, lang: Lang) -> str:
    """The learner's events, then the play-on's, in the order they happened; events of the step's rules stand out."""
    parts = []
    for head, events in ((T["you"], mine), (T["then"], then)):
        rows = _events(events, rules, viewer, lang)
        if rows:
            parts.append(f"<div><i>{esc(head(lang))}</i><ol class='kg-story' style='margin:2px 0 4px 0;"
                         f"padding-left:28px;font-size:13px'>{rows}</ol></div>")
    return "".join(parts)


def result_html(game: Game, state: Any, lang: Lang) -> str:
    """A finished game's result: each player's final score with its breakdown, and who won and why."""
    if not game.is_over(state):
        return ""
    r = game.result(state)
    rows = []
    for p, total in r.scores.items():
        parts = ", ".join(f"{esc(row.label(lang))} {row.points:+d}" for row in r.breakdown.get(p, []))
        win = f" <span class='kg-winner'>★ {esc(T['winner'](lang))}</span>" if p in r.winners else ""
        rows.append(f"<li><b>{esc(game.player_name(state, p)(lang))}: {total}</b>{win}"
                    + (f" <small>({parts})</small>" if parts else "") + "</li>")
    return (f"<div class='kg-result' style='border:1px solid #009E73;padding:4px 10px;margin:4px 0'>"
            f"<b>{esc(T['result'](lang))}</b> — {esc(r.reason(lang))}<ul style='margin:2px 0 2px 18px;padding:0'>"
            + "".join(rows) + "</ul></div>")


# ---- the board: what changed ----------------------------------------------------------------------------------------
class Change(NamedTuple):
    """A label that says something new: where it is drawn (its point and plotly's textposition), what it says, its
    font size, and a note "old → new" when the label in its place differs from the one before in one number only."""

    x: float
    y: float
    text: str
    size: float
    where: str
    note: str | None


def _plain(s: str) -> str:
    return re.sub(r"<[^>]+>", "", s.replace("<br>", "\n"))


def _words(s: str) -> str:
    """The letters and digits of a label: a change of markers only (▶, ●) is not a change of what it says."""
    return re.sub(r"[\W_]+", "", _plain(s))


NUMBER = re.compile(r"-?\d+")
FAR = 0.08  # a label or a card that moved more than this share of the board's width moved for a reason (a pawn)


def _pair_off(old: list[tuple[Any, tuple[float, float]]], new: list[tuple[Any, tuple[float, float]]],
              far: float) -> list[int]:
    """Which of ``new`` (look, place) are news: no same look in the same place, and none elsewhere within ``far``
    (a hand re-centred is not news; a pawn that went three spaces on is)."""
    def at(p: tuple[float, float]) -> tuple[float, float]:
        return round(p[0], 2), round(p[1], 2)

    placed = Counter((k, at(p)) for k, p in old)
    unmatched: list[int] = []
    for i, (k, p) in enumerate(new):
        if placed[(k, at(p))]:
            placed[(k, at(p))] -= 1
        else:
            unmatched.append(i)
    spare = [(k, p) for (k, p_at), n in placed.items() for p in [p_at] * n]  # old ones not met in place
    out = []
    for i in unmatched:
        k, p = new[i]
        near = sorted((abs(q[0] - p[0]) + abs(q[1] - p[1]), j) for j, (kk, q) in enumerate(spare) if kk == k)
        if near:
            spare[near[0][1]] = (None, (0.0, 0.0))  # used up
            if near[0][0] <= far:
                continue
        out.append(i)
    return out


def _far(figure: dict) -> float:
    span = (figure.get("layout", {}).get("xaxis") or {}).get("range") or [0, 100]
    return FAR * (span[1] - span[0])


def changes(before: dict, after: dict) -> list[Change]:
    """The labels of ``after`` that say something new (``_pair_off``), the numbers that changed first."""
    old, new = texts(before), texts(after)
    picked = _pair_off([(_words(s), (x, y)) for x, y, s, _z, _w in old],
                       [(_words(s), (x, y)) for x, y, s, _z, _w in new], _far(after))
    where = {(round(x, 2), round(y, 2)): s for x, y, s, _z, _w in old}
    out = []
    for i in picked:
        x, y, s, size, pos = new[i]
        note = None
        was = where.get((round(x, 2), round(y, 2)))
        if was is not None:
            a, b = NUMBER.findall(_plain(was)), NUMBER.findall(_plain(s))
            diff = [(m, n) for m, n in zip(a, b, strict=False) if m != n]
            if len(a) == len(b) and len(diff) == 1:
                note = f"{diff[0][0]} → {diff[0][1]}"
        if _plain(s).strip():
            out.append(Change(x, y, s, size, pos, note))
    out.sort(key=lambda c: c.note is None)
    return out[:MAX_MARKS]


def _box(shape: dict) -> tuple:
    return tuple(round(float(shape.get(k, 0)), 2) for k in ("x0", "y0", "x1", "y1"))


def new_shapes(before: dict, after: dict) -> list[dict]:
    """The rectangles of ``after`` that are news (``_pair_off`` by fill and size): a card added to a realm, a wall."""
    def look(sh: dict) -> tuple[Any, tuple[float, float]]:
        x0, y0, x1, y1 = _box(sh)
        return (sh.get("fillcolor"), round(x1 - x0, 2), round(y1 - y0, 2)), ((x0 + x1) / 2, (y0 + y1) / 2)

    old = [sh for sh in before.get("layout", {}).get("shapes", []) if sh.get("type") == "rect"]
    new = [sh for sh in after.get("layout", {}).get("shapes", []) if sh.get("type") == "rect"]
    picked = _pair_off([look(sh) for sh in old], [look(sh) for sh in new], _far(after))
    return [new[i] for i in picked][:MAX_MARKS]


PAD, GAP = 2.0, 3.0  # pixels between a changed text and its frame; between the frame and its note
NOTE_FONT, NOTE_PAD = 13, 2  # the note's font and its border padding (plotly's borderpad)


def frame_box(c: Change, others: list[Box] = (), at: tuple[float, float] = (0.0, 0.0)) -> Box:
    """The frame around a changed text, in pixels from the text's point: its box as drawn, ``PAD`` around, or less on
    a side where another text (``others``, in pixels from the board's corner, the text's point ``at``) lies closer, so
    that the frame's line passes between them."""
    w, h = extent(c.text, c.size)
    b = placed(0.0, 0.0, w, h, c.where, c.text)
    pads = [PAD] * 4  # left, right, bottom, top
    for o in others:
        o = Box(o.left - at[0], o.right - at[0], o.bottom - at[1], o.top - at[1], o.text)
        if o.meets(b, 1.0):
            continue  # a text over this one (a board's own overlap, not the frame's)
        if min(o.top, b.top) > max(o.bottom, b.bottom):  # beside it
            pads[0] = min(pads[0], (b.left - o.right) / 2) if o.right <= b.left else pads[0]
            pads[1] = min(pads[1], (o.left - b.right) / 2) if o.left >= b.right else pads[1]
        if min(o.right, b.right) > max(o.left, b.left):  # above or below it
            pads[2] = min(pads[2], (b.bottom - o.top) / 2) if o.top <= b.bottom else pads[2]
            pads[3] = min(pads[3], (o.bottom - b.top) / 2) if o.bottom >= b.top else pads[3]
    return Box(b.left - pads[0], b.right + pads[1], b.bottom - pads[2], b.top + pads[3], c.text)


def _note_spots(frame: Box, w: float, h: float) -> list[tuple[float, float]]:
    """Where a note ``w``×``h`` pixels may go, its centre from the text's point: right of the frame, above, below,
    left, then at the frame's corners and a line further out."""
    mx, my = (frame.left + frame.right) / 2, (frame.bottom + frame.top) / 2
    right, left = frame.right + GAP + w / 2, frame.left - GAP - w / 2
    up, down = frame.top + GAP + h / 2, frame.bottom - GAP - h / 2
    spots = [(right, my), (mx, up), (mx, down), (left, my), (right, up), (right, down), (left, up), (left, down)]
    return spots + [(x, y + (h if y > my else -h)) for x, y in spots[1:3] + spots[4:]]


class _Room:
    """What a drawing's texts and marks take, on boards of several widths (the one it is drawn for first, then
    narrower: a laptop's window or a phone a little smaller), in pixels from the board's corner."""

    def __init__(self, drawing: dict, widths: tuple[float, ...]) -> None:
        self.widths, self.height = widths, drawing["layout"]["height"]
        self.scales = [Scale.of(drawing, w) for w in widths]
        self.taken = [text_boxes(drawing, w) for w in widths]

    def frame(self, c: Change) -> Box:
        """``c``'s frame (``frame_box``) clear of the texts around it at every width."""
        return frame_box(c, [o for sc, taken in zip(self.scales, self.taken, strict=True)
                             for o in _shifted(taken, sc.px(c.x, c.y), self.scales[0].px(c.x, c.y))],
                         self.scales[0].px(c.x, c.y))

    def take(self, c: Change, box: Box) -> None:
        """``box`` (from ``c``'s point) is taken now."""
        for sc, taken in zip(self.scales, self.taken, strict=True):
            px, py = sc.px(c.x, c.y)
            taken.append(Box(px + box.left, px + box.right, py + box.bottom, py + box.top, box.text))

    def note(self, c: Change, frame: Box) -> Box | None:
        """Where ``c``'s note (its box from the text's point) covers no text, frame or note, inside the board: free
        at every width if it can be, else at the first; None when there is no such place."""
        w, h = width_of(c.note or "", NOTE_FONT) + 2 * NOTE_PAD + 4, LINE * NOTE_FONT + 2 * NOTE_PAD + 2
        spots = [placed(dx, dy, w, h, "middle center", c.note or "") for dx, dy in _note_spots(frame, w, h)]
        for k in (len(self.widths), 1):
            for box in spots:
                if all(self._free(box, c, i) for i in range(k)):
                    return box
        return None

    def _free(self, box: Box, c: Change, i: int) -> bool:
        px, py = self.scales[i].px(c.x, c.y)
        b = Box(px + box.left, px + box.right, py + box.bottom, py + box.top, box.text)
        inside = b.left >= 0 and b.right <= self.widths[i] and b.bottom >= 0 and b.top <= self.height
        return inside and not any(b.meets(t) for t in self.taken[i])


def _shifted(boxes: list[Box], at: tuple[float, float], to: tuple[float, float]) -> list[Box]:
    """``boxes`` around the point ``at`` moved to lie as far from the point ``to``."""
    dx, dy = to[0] - at[0], to[1] - at[1]
    return [Box(b.left + dx, b.right + dx, b.bottom + dy, b.top + dy, b.text) for b in boxes]


SPREAD = (1.0, 0.8)  # the widths a mark is placed for, as shares of the board's width: as drawn, and narrower


def _mark(before: dict, after: dict, width_px: float) -> dict:
    """``after``'s data and layout with what changed marked, on a board about ``width_px`` wide."""
    fig = copy.deepcopy({k: after[k] for k in ("data", "layout") if k in after})
    layout = fig.setdefault("layout", {})
    shapes, notes = list(layout.get("shapes", [])), list(layout.get("annotations", []))
    room = _Room(fig, tuple(k * width_px for k in SPREAD))
    found = changes(before, after)
    frames = [room.frame(c) for c in found]
    for c, f in zip(found, frames, strict=True):
        shapes.append({"type": "rect", "xref": "x", "yref": "y", "xsizemode": "pixel", "ysizemode": "pixel",
                       "xanchor": c.x, "yanchor": c.y, "x0": f.left, "x1": f.right, "y0": f.bottom, "y1": f.top,
                       "line": {"color": MARK, "width": 2}, "fillcolor": "rgba(230,159,0,0.12)", "layer": "above",
                       "name": "kg-changed"})
        room.take(c, f)  # the notes keep clear of every frame
    for c, f in zip(found, frames, strict=True):
        box = room.note(c, f) if c.note else None
        if box is None:
            continue  # no free place: the frame alone says it changed, the text says what it is now
        room.take(c, box)
        notes.append({"x": c.x, "y": c.y, "xref": "x", "yref": "y", "xanchor": "center", "yanchor": "middle",
                      "xshift": (box.left + box.right) / 2, "yshift": (box.bottom + box.top) / 2,
                      "showarrow": False, "text": f"<b>{esc(c.note or '')}</b>", "bgcolor": MARK,
                      "font": {"color": "#000000", "size": NOTE_FONT}, "borderpad": NOTE_PAD, "name": "kg-changed"})
    for sh in new_shapes(before, after):
        x0, y0, x1, y1 = _box(sh)
        shapes.append({"type": "rect", "xref": "x", "yref": "y", "x0": x0, "y0": y0, "x1": x1, "y1": y1,
                       "line": {"color": MARK, "width": 4}, "fillcolor": "rgba(0,0,0,0)", "layer": "above",
                       "name": "kg-changed"})
    layout["shapes"], layout["annotations"] = shapes, notes
    return fig


def mark_changes(before: dict, after: dict) -> dict:
    """``after`` with each changed label framed in orange, the frame sized and placed on the text as drawn, and
    "old → new" beside a number that changed where the note covers no text; each new rectangle (a card, a piece)
    outlined. The phone drawing (``after["narrow"]``, widgets/boards/spec.py) is marked too, for its own width."""
    fig = {**after, **_mark(before, after, WIDE_PX)}
    if "narrow" in after and "narrow" in before:
        fig["narrow"] = {**after["narrow"], **_mark(before["narrow"], after["narrow"], NARROW_PX)}
    return fig
