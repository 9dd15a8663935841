"""Noli's board at phone width (widgets/boards/spec.py, "Phone width"): the wide board's sections stacked in a
column about 36 units (340–720 px) wide — header, track in two rows, supply, town, the sea as two rows of two areas,
then one faction sheet per row. The town, the sea areas and the sheets are drawn by the wide board's own code and
moved into place (``Canvas.place``); the header and the track are laid out again here."""

from __future__ import annotations

from kernel_games.core import Action, Lang
from kernel_games.noli.components import TRACK_END
from kernel_games.noli.state import INVEST, OVER
from kernel_games.noli.view import NoliView

from ..common import Canvas, wrap
from ..kit import Draw
from ..spec import Clicks
from .figure import _supply, _town, _track
from .look import HEIGHT_PX, INK, KIT, MUTED, OUTLINE, PHASES, SEA, H, L, W, fac, story
from .sea import sea
from .sheets import sheets

NW = 36.0  # the narrow board's width in units; a unit of height is as many pixels as on the wide board
PX = HEIGHT_PX / H
HEAD, TRACK, SUPPLY, TOWN, AREA, SHEET = 16.0, 27.0, 11.0, 37.0, 34.0, 32.3


def _header(d: Draw[NoliView], top: float) -> None:
    cv, view, lang = d.cv, d.view, d.lang
    cv.text(6, top - 2.2, L["round"](lang).format(r=view["round"]), 16)
    me = view["viewer"]
    if view["phase"] == OVER:
        names = ("・" if lang == "ja" else ", ").join(fac(view, p).name(lang) for p in view["winners"])
        status = L["over"](lang) + (f" — {names}" if names else "")
    elif me is None:
        status = L["spectator"](lang)
    else:
        status = L["bank"](lang).format(b=view["bank"])
    cv.text(23, top - 2.2, status, 12 if me is None else 13)
    for i, ph in enumerate(PHASES):
        x0, y0 = 0.5 + (i % 2) * 17.75, top - 9.2 - (i // 2) * 4.2
        now = view["phase"] == ph
        cv.rect((x0, y0, x0 + 17.25, y0 + 3.6), "#FFE8A3" if now else "#FFFFFF", line=OUTLINE if now else "#AAAAAA",
                width=3 if now else 1)
        cv.text(x0 + 8.6, y0 + 1.8, ("▶ " if now else "") + L["phase"][ph](lang), 12, INK if now else MUTED)


def figure(view: NoliView, lang: Lang, tries: list[Action], legal: set[Action]) -> tuple[dict, Clicks]:
    """The narrow board for ``view`` (the same click targets as the wide one)."""
    n = view["players"]
    rec = story(view)
    past = rec is not None and rec["past"]
    height = HEAD + TRACK + SUPPLY + TOWN + 4.8 + 2 * AREA + n * SHEET + 1
    cv = Canvas(NW, height)
    d = KIT.draw(view, lang, tries, legal, cv, PX, narrow=True)
    y = height
    _header(d, y)
    y -= HEAD
    track_title = L["track"](lang).replace("（", "<br>（").replace(" (", "<br>(")
    cv.text(NW / 2, y - 1.8, track_title, 11)
    end = view.get("track_end", TRACK_END)
    per_row = (end + 2 + 1) // 2
    pitch = (NW - 1) / per_row

    def at(s: int) -> tuple[float, float]:
        row, col = divmod(s, per_row)
        return 0.5 + pitch * (col + 0.5), y - 12.5 - row * 11.0

    _track(d, at, pitch)
    y -= TRACK
    _supply(d, NW / 2, y - SUPPLY + 0.5)
    y -= SUPPLY
    wide = Canvas(W, H)
    _town(d.on(wide))
    k = (NW - 1) / 38.5
    cv.place(wide, dx=0.5 - k * 1, dy=y - 69.5, kx=k, box=(0, 40.5, 33.0, 70.0))
    y -= TOWN
    wide = Canvas(W, H)
    sea(d.on(wide), rec, past)
    title = L["sea_last"](lang).format(r=view["round"] - 1) if past and view["phase"] == INVEST else L["sea"](lang)
    two = title.replace(" — ", "<br>").replace("—", "<br>")
    cv.text(NW / 2, y - (2.2 if "<br>" in two else 1.6), two, 12)
    y -= 4.8 if "<br>" in two else 3.5
    k = (NW / 2 - 0.75) / 18.4
    for a in range(1, 5):
        row, col = divmod(a - 1, 2)
        x0 = 42 + (a - 1) * 19.4
        top = y - row * AREA
        if col == 0:
            cv.rect((0.2, top - AREA + 0.3, NW - 0.2, top), SEA, line="#9CC3DA", width=2)
        cv.place(wide, dx=0.5 + col * (NW / 2 - 0.25) - k * x0, dy=top - 0.5 - 67.0, kx=k,
                 box=(x0 - 0.4, x0 + 18.6, 33.6, 67.2))  # not the wide sea's background (80.25)
    if rec is None and view["phase"] == INVEST and not view["closed"]:  # nothing in the sea yet: what will come here
        for row, hint in enumerate(L["sea_hint"]):
            cv.text(NW / 2, y - AREA * (row + 0.62), wrap(hint(lang), 14 if lang == "ja" else 40), 11, MUTED)
    y -= 2 * AREA
    for p in range(n):
        wide = Canvas(W, H)
        sheets(d.on(wide), rec, past, only=p, span=(0.5, NW - 0.5))
        cv.place(wide, dy=y - 32.0)
        y -= SHEET
    return cv.figure(round(height * PX)), cv.click
