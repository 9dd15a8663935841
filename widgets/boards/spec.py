"""What a game's board module registers: ``BOARD = BoardSpec(...)`` (the protocol the table and walkthrough use).

**Final scores at the end of a game.** Every number a board or chart shows as a player's final score comes from the
game's ``result(state)`` (``Result.scores``), and is marked so that ``tests/test_end_screen.py`` can check it for
every registered game without knowing its drawing:

- in a figure, each item that shows a player's final score is a trace carrying ``meta=final_score_meta(p, points)``
  (``{"final_score": p, "value": points}``), and its displayed ``text`` contains ``points``; there is exactly one
  such item per player (``Canvas.final_score`` draws one). Plotly layout annotations cannot carry ``meta``, so a
  final score is never drawn as an annotation.
- a game's final figure shows no other number as a player's total: a number with a points unit (``N点``, ``N pts``)
  appears only inside a final-score item. A running total that differs from the final score (Vaalbara's points
  before the variety bonus) is shown only as a part of the final score's breakdown, inside that item.
- the board as text states each final score on one line made by ``final_score_line`` (``最終得点 — 名前: 63点…`` /
  ``Final score — name: 63 pts…``), and writes no other number with a points unit.

**Phone width.** A board module draws every figure twice: ``figure(view, lang, tries, legal, narrow=False)`` for a
wide page and ``narrow=True`` for one narrower than ``NARROW_BELOW_PX`` (a phone: the sections stacked, one realm or
sheet per row, labels that fit in about 340 px). ``responsive(figure)`` puts the narrow drawing inside the wide one,
under the key ``"narrow"`` (with ``"below": NARROW_BELOW_PX``), and that is what ``BoardSpec.figure`` returns; the
browser (``widgets/board.js``) draws whichever fits the board's width now and switches when the width crosses the
line (a phone turned, a window resized), at once and without asking the kernel. Both drawings have the same click
targets (the same keys for the same actions) and the same final-score items; a few kilobytes more per redraw buy a
right first paint and a board that follows the width even while the kernel is busy with a bot.

On a phone every text is at least ``MIN_FONT_PX`` (11 px: ``readable`` raises any smaller font of the narrow
drawing, its boards lay their phone sections out for that size) and every click target is meant to own a square of
``MIN_TARGET_PX`` (44 px, the size of a fingertip) around its point; ``tests/test_phone_sizes.py`` measures both.
Where targets lie closer than that (a hex map, rows of spaces), a tap asks which one: ``responsive`` writes
``layout.meta.kgCrowdPx`` (``MIN_TARGET_PX``) and the chooser's words (``kgChooser``) into both drawings, and board.js,
on a narrow board or after a tap, opens a chooser of the targets within that many pixels of the tapped one both
across and down, one button of at least 44×44 px each, labelled with its hover text, instead of sending the click.

**Keys.** Every board can be played from the keyboard (``widgets/keys.js``): board.js lays one focusable button per
legal target over its drawn point, in reading order (rows top to bottom, left to right), and the arrow keys move
between them. ``responsive`` writes the layer's words (``layout.meta.kgKeys``) into both drawings, and, where a
board's reading order is not the sensible one, the order the game declares: ``responsive(figure, order=...)`` with
``order(view, clicks) -> [key, ...]`` becomes ``layout.meta.kgOrder`` (keys it leaves out follow in reading order).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kernel_games.core import Action, Lang, Text, View

Clicks = dict[str, list[Action]]  # a click target's key -> the actions it stands for
Submit = Callable[[list[Action]], Any]  # plays actions in order, all or none

FINAL_SCORE = "final_score"  # the meta key of an item that shows a player's final score
NARROW_BELOW_PX = 720  # a board narrower than this (in CSS pixels) draws its narrow figure (widgets/board.js)
MIN_FONT_PX, MIN_TARGET_PX = 11, 44  # on a phone: the smallest text; the square a click target owns
FINAL_SCORE_HEAD = Text("最終得点", "Final score")
# the chooser a tap among crowded targets opens (widgets/board.js, "Crowded targets: a tap asks which one")
CHOOSER_TITLE = Text("近くに選べるものがいくつかあります。どれを選びますか？", "Several choices lie close together. Which one?")
CHOOSER_CANCEL = Text("キャンセル", "Cancel")  # how a final-score line of the board as text begins
# the keyboard layer's words (widgets/keys.js): the group's name ({n}: how many targets), and a refused try's prefix
KEYS_LABEL = Text("盤面：選べる場所 {n} か所（矢印キーで移動、Enter で選ぶ、Esc で選びかけた手を取り消す）",
                  "Board: {n} choices (arrow keys to move, Enter to choose, Escape to cancel a part-made choice)")
KEYS_ONE = Text("盤面：選べる場所 1 か所（Enter で選ぶ、Esc で選びかけた手を取り消す）",
                "Board: 1 choice (Enter to choose, Escape to cancel a part-made choice)")
KEYS_NONE = Text("盤面：いまは選べる場所がありません", "Board: nothing to choose here now")
KEYS_NOT_NOW = Text("いまは選べません：", "Not allowed now: ")


def final_score_meta(player: int, points: int) -> dict[str, int]:
    """The ``meta`` of a trace that shows ``player``'s final score ``points`` (from ``Result.scores``)."""
    return {FINAL_SCORE: player, "value": points}


def final_score_line(name: str, points: int, lang: Lang, rest: str = "") -> str:
    """The board-as-text line stating a final score: ``Final score — name: points`` then ``rest`` (unit, details)."""
    return f"{FINAL_SCORE_HEAD(lang)} — {name}: {points}{rest}"


Figure = Callable[..., tuple[dict, Clicks]]  # figure(view, lang, tries, legal, narrow=False) -> (figure, clicks)


def pair(wide: Figure, phone: Figure) -> Figure:
    """The figure of a board drawn by two functions, ``wide(view, lang, tries, legal)`` and ``phone(...)`` for
    ``narrow=True`` (the phone layout, "Phone width" above)."""

    def figure(view: View, lang: Lang, tries: list[Action], legal: set[Action], narrow: bool = False) -> tuple[dict, Clicks]:
        """The board for ``view``; ``tries`` become click targets, outlined when in ``legal``; ``narrow``: the phone
        layout (widgets/boards/spec.py)."""
        return (phone if narrow else wide)(view, lang, tries, legal)

    return figure


def readable(drawing: dict, least: float = MIN_FONT_PX) -> dict:
    """``drawing`` with every font under ``least`` pixels raised to it: the text traces' sizes, a span's own size
    (``font-size:9px``) and the annotations'. Changed in place and returned."""
    def up(size: float) -> float:
        return max(least, size)

    for trace in drawing.get("data", []):
        font = trace.get("textfont")
        if "text" not in str(trace.get("mode", "")) or not font:
            continue
        size = font.get("size", 12)
        font["size"] = [up(v or 12) for v in size] if isinstance(size, list) else up(size or 12)
        trace["text"] = [_spans_up(t, least) for t in trace.get("text", [])]
    for note in drawing.get("layout", {}).get("annotations", []):
        note.setdefault("font", {})["size"] = up(note["font"].get("size", 12))
    return drawing


def _spans_up(text: object, least: float) -> object:
    if not isinstance(text, str) or "font-size" not in text:
        return text
    return re.sub(r"font-size:\s*(\d+(?:\.\d+)?)px", lambda m: f"font-size:{max(least, float(m[1])):g}px", text)


def crowd_meta(drawing: dict, lang: Lang, order: list[str] | None = None) -> dict:
    """``drawing`` with what board.js needs to ask which target a tap among crowded ones meant: the distance
    (``kgCrowdPx``, both across and down, in pixels) under which two targets share a tap, and the chooser's words;
    and what the keyboard layer needs (``kgKeys``, its words; ``kgOrder``, the targets' order when a game gives one)."""
    meta: dict[str, Any] = {"kgCrowdPx": MIN_TARGET_PX,
                            "kgChooser": {"title": CHOOSER_TITLE(lang), "cancel": CHOOSER_CANCEL(lang)},
                            "kgKeys": {"label": KEYS_LABEL(lang), "one": KEYS_ONE(lang), "none": KEYS_NONE(lang),
                                       "notNow": KEYS_NOT_NOW(lang), "lang": lang}}
    if order is not None:
        meta["kgOrder"] = list(order)
    drawing["layout"]["meta"] = meta
    return drawing


Order = Callable[[View, Clicks], list[str]]  # a board's own order of its click targets' keys (see "Keys" above)


def responsive(figure: Figure, order: Order | None = None) -> Callable[[View, Lang, list[Action], set[Action]],
                                                                       tuple[dict, Clicks]]:
    """``figure`` drawn wide, with its narrow drawing inside for the browser to pick (see "Phone width" above);
    ``order``, where given, is the order the keyboard visits the targets in (see "Keys" above)."""

    def both(view: View, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
        wide, clicks = figure(view, lang, tries, legal)
        keys = order(view, clicks) if order is not None else None
        wide = crowd_meta(wide, lang, keys)
        narrow = crowd_meta(readable(figure(view, lang, tries, legal, narrow=True)[0]), lang, keys)
        return {**wide, "narrow": {"data": narrow["data"], "layout": narrow["layout"], "below": NARROW_BELOW_PX}}, clicks

    both.__doc__ = figure.__doc__
    both.drawn = figure  # type: ignore[attr-defined]  # the drawing itself: drawn(view, lang, tries, legal, narrow)
    return both


@dataclass(frozen=True)
class BoardSpec:
    """A game's board.

    - ``figure(view, lang, tries, legal) -> (figure, clicks)``: the plotly figure dict for a view; ``tries`` (the
      actions that may be tried now) become click targets, outlined when in ``legal``, and a legal target's hover
      text begins with the preview of what it would do (``Game.preview``). At the end of the game it shows every
      final score as the module docstring says. Made by ``responsive``: the figure carries its narrow drawing.
    - ``text(view, lang)``: the board as plain text, for screen readers (with ``final_score_line`` at the end).
    - ``data_html(lang)``: the game's component data with its provenance.
    - ``controls(view, lang, legal, submit) -> widget | None`` and ``covers(action)``: optional controls for choices
      that buttons serve badly (a bid split over four investments); the table and the walkthrough show them above the
      action buttons, drop the buttons of the actions they cover, and ``submit`` plays what they return;
      ``bundles``: one submit may play several covered actions at once (Noli's four bids), not one (a chooser).
    - ``pace_note(options) -> Text | None``: where the table's bot delay is part of the game with these options (a
      race the bots run in real time), what the note beside the delay slider says.
    """

    figure: Callable[[View, Lang, list[Action], set[Action]], tuple[dict, Clicks]]
    text: Callable[[View, Lang], str]
    data_html: Callable[[Lang], str]
    controls: Callable[[View, Lang, set[Action], Submit], Any] | None = None
    covers: Callable[[Action], bool] | None = None
    bundles: bool = False
    pace_note: Callable[[dict[str, Any]], Text | None] | None = None

    def covered(self, action: Action) -> bool:
        """Whether the board's controls stand in for this action's button."""
        return self.controls is not None and self.covers is not None and bool(self.covers(action))
