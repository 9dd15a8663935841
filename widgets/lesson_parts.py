"""What the walkthrough writes beside its board: the rules (a ruling marked once), a step's facts, the story of what
the learner's move led to, the result of a finished game, and the board with what changed picked out."""

from __future__ import annotations

import copy
import re
from collections import Counter
from typing import Any

from kernel_games.core import Event, Game, Lang, Text
from kernel_games.core.lesson import Fact

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
def _labels(figure: dict) -> list[tuple[float, float, str, int]]:
    """Every text drawn by the figure's text traces: (x, y, text, font size)."""
    out = []
    for trace in figure.get("data", []):
        if "text" not in str(trace.get("mode", "")) or "x" not in trace:
            continue
        sizes = (trace.get("textfont") or {}).get("size", 12)
        for i, (x, y, s) in enumerate(zip(trace["x"], trace["y"], trace.get("text", []), strict=False)):
            size = sizes[i] if isinstance(sizes, list) else sizes
            out.append((x, y, str(s), int(size or 12)))
    return out


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


def changes(before: dict, after: dict) -> list[tuple[float, float, str, int, str | None]]:
    """The labels of ``after`` that say something new (``_pair_off``): (x, y, text, size, a note "old → new" when
    the label in the same place differs in one number only)."""
    old, new = _labels(before), _labels(after)
    picked = _pair_off([(_words(s), (x, y)) for x, y, s, _z in old], [(_words(s), (x, y)) for x, y, s, _z in new],
                       _far(after))
    where = {(round(x, 2), round(y, 2)): s for x, y, s, _z in old}
    out = []
    for i in picked:
        x, y, s, size = new[i]
        note = None
        was = where.get((round(x, 2), round(y, 2)))
        if was is not None:
            a, b = NUMBER.findall(_plain(was)), NUMBER.findall(_plain(s))
            diff = [(m, n) for m, n in zip(a, b, strict=False) if m != n]
            if len(a) == len(b) and len(diff) == 1:
                note = f"{diff[0][0]} → {diff[0][1]}"
        out.append((x, y, s, size, note))
    out.sort(key=lambda c: c[4] is None)  # the numbers that changed first
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


def _width(s: str, size: int) -> tuple[float, float]:
    lines = _plain(s).split("\n")
    wide = max(sum(size * (1.0 if ord(ch) > 0x2E80 else 0.6) for ch in line) for line in lines)
    return wide + 10, size * 1.3 * len(lines) + 6


def mark_changes(before: dict, after: dict) -> dict:
    """``after`` with each changed label and each new rectangle (a card, a piece) outlined in orange, and
    "old → new" written above a number that changed."""
    fig = copy.deepcopy(after)
    layout = fig.setdefault("layout", {})
    shapes, notes = list(layout.get("shapes", [])), list(layout.get("annotations", []))
    for x, y, s, size, note in changes(before, after):
        w, h = _width(s, size)
        shapes.append({"type": "rect", "xref": "x", "yref": "y", "xsizemode": "pixel", "ysizemode": "pixel",
                       "xanchor": x, "yanchor": y, "x0": -w / 2, "x1": w / 2, "y0": -h / 2, "y1": h / 2,
                       "line": {"color": MARK, "width": 3}, "fillcolor": "rgba(230,159,0,0.12)", "layer": "above",
                       "name": "kg-changed"})
        if note:
            notes.append({"x": x, "y": y, "xref": "x", "yref": "y", "xshift": w / 2 + 3, "xanchor": "left",
                          "showarrow": False,
                          "text": f"<b>{esc(note)}</b>", "bgcolor": MARK, "font": {"color": "#000000", "size": 13},
                          "borderpad": 2, "name": "kg-changed"})
    for sh in new_shapes(before, after):
        x0, y0, x1, y1 = _box(sh)
        shapes.append({"type": "rect", "xref": "x", "yref": "y", "x0": x0, "y0": y0, "x1": x1, "y1": y1,
                       "line": {"color": MARK, "width": 4}, "fillcolor": "rgba(0,0,0,0)", "layer": "above",
                       "name": "kg-changed"})
    layout["shapes"], layout["annotations"] = shapes, notes
    return fig
