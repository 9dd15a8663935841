"""The Lawan on Buru's board (module ``lawan``): their names ("Blue (Lawan A)"; "■ Lawan A" in a tight spot), their
plot cards — each Lawan's face-up card this afternoon (its number, recruit line, offering line and double-placement
bonuses) and the cards drawn this morning (their number and the areas for A and B), with the plot deck's count; boxes
side by side on the wide board, stacked on a phone, and as lines of the board as text — and a Lawan's tie broken by
a player (step ``pick``): the tied spots highlighted in a colour no player wears, the prompt saying whose tie it is.
Everything here is face up in the view (``lawan``, ``plots``, ``plot_discard``, ``plot_deck``, ``pick``)."""

from __future__ import annotations

import html
from dataclasses import dataclass

from kernel_games.buru import BURU as GAME
from kernel_games.buru import BuruView
from kernel_games.buru.ambelau.cards import AMBELAU
from kernel_games.buru.components import RESOURCE_NAMES
from kernel_games.buru.lawan.actions import Pick
from kernel_games.buru.lawan.common import LETTERS
from kernel_games.buru.lawan.plot_card import ESTEEM_PER_OFFER, GUIDE_BONUS, PlotCard
from kernel_games.buru.lawan.plots import PLOTS
from kernel_games.buru.narration import area_name, kind_name, spirit_name
from kernel_games.core import Lang, Text

from ..kit import Draw
from ..words import fit_kinsoku
from .hooks import Part
from .look import INK, KIND_GLYPH, MUTED, tint, write
from .ukam import OUTLAW_GLYPH

GLYPHS = (*KIND_GLYPH, OUTLAW_GLYPH)  # by kind: a plot card may recruit an outlaw first (with Ukam in play)
TIE = "#CC79A7"  # Okabe–Ito reddish purple: no player of 2-5 wears it
TIE_PROMPT = Text("{p}の同点をあなたが決めます: 色の枠で光っている{w}から1つをクリックします。",
                  "You break {p}'s tie: click one of the {w} highlighted in colour.")
TIED = {"space": Text("アクションスペース", "action spaces"), "forest": Text("森カード", "forest cards"),
        "hire": Text("雇用の列の島民", "islanders of the hiring row")}

W = {
    "title": Text("ラワンの計画カード（山札{k}枚）", "Lawan plot cards (deck: {k})"),
    "card": Text("計画カード{n}", "Plot card {n}"),
    "none": Text("計画カードはまだない（昼に1枚、表向きに配られる）", "No plot card yet (one is dealt face up at noon)"),
    "recruit": Text("雇用: {r}", "Recruits: {r}"),
    "offer": Text("供物: {o}", "Offers to: {o}"),
    "double": Text("2体置いたボーナス: 森 {f}+1／湖 {l}", "Double placement: Forest +1 {f}; Lake: {l}"),
    "esteem": Text("供物ごとにエスティーム+1", "+1 esteem per offering"),
    "messenger": Text("使者になる", "becomes the messenger"),
    "morning": Text("このラウンドの朝の計画カード", "This round's morning plot cards"),
    "morning_card": Text("{n}: A→{a}／B→{b}", "{n}: A → {a}; B → {b}"),
    "morning_one": Text("{n}: A→{a}", "{n}: A → {a}"),
    "morning_none": Text("まだ引かれていない", "none drawn yet"),
    "ambelau": Text("アンベラウに2体: {b}", "Two at Ambelau: {b}"),
    "guide": Text("ガイドを得る", "its guide"),
    "ibu": Text("イブの供物カード1枚（無償）", "an Ibu card, free"),
    "redrawn": Text("（アンベラウなし：引き直し）", " (no Ambelau: redrawn)"),
}
RULES = ["buru.lawan.plot", "buru.lawan.noon", "buru.lawan.shore", "buru.lawan.lake", "buru.lawan.double"]
MORNING_RULES = ["buru.lawan.morning", "buru.lawan.third", "buru.lawan.dusk"]
AMBELAU_RULES = ["buru.ambelau.lawan", "buru.ambelau.lawan_double", "buru.ambelau.lawan_ukam"]
AMBELAU_MORNING_RULES = ["buru.ambelau.lawan", "buru.ambelau.lawan_morning", "buru.ambelau.lawan_guide"]


def _chain(names: list[Text], lang: Lang) -> str:
    return ("＞" if lang == "ja" else " > ").join(t(lang) for t in names)


def card_lines(c: PlotCard, lang: Lang) -> list[str]:
    """A plot card's afternoon side in three lines: the recruit line, the offering line, the bonuses."""
    kinds = [Text(f"{GLYPHS[k]} ", f"{GLYPHS[k]} ") + kind_name(k) for k in c.recruit]
    lake = W["esteem"] if c.lake == ESTEEM_PER_OFFER else W["messenger"]
    lines = [W["recruit"].format(r=_chain(kinds, lang))(lang),
             W["offer"].format(o=_chain([spirit_name(s) for s in c.offer], lang))(lang),
             W["double"].format(f=RESOURCE_NAMES[c.forest], l=lake)(lang)]
    if c.ambelau:  # the Ambelau plot cards' own bonus (buru.ambelau.lawan_double)
        lines.append(W["ambelau"].format(b=W["guide"] if c.ambelau == GUIDE_BONUS else W["ibu"])(lang))
    return lines


def morning_line(view: BuruView, c: int, lang: Lang) -> str:
    """A morning card: its number and the area for Lawan A (and B, with two Lawan)."""
    card = PLOTS[c]
    n = W["card"].format(n=card.number)
    k = len(view["lawan"])
    # without the region, a card sending a Lawan in play there was put aside (buru.ambelau.lawan_morning)
    aside = W["redrawn"](lang) if AMBELAU not in view["sequence"] and AMBELAU in card.morning[:k] else ""
    if k < 2:
        return W["morning_one"].format(n=n, a=area_name(card.morning[0]))(lang) + aside
    return W["morning_card"].format(n=n, a=area_name(card.morning[0]), b=area_name(card.morning[1]))(lang) + aside


@dataclass(frozen=True)
class Seated:
    """What ``Game.player_name`` reads of a state, taken from a view: the seats the rules play (the Lawan)."""

    automata: tuple[int, ...]


def name(view: BuruView, p: int) -> Text | None:
    """A Lawan's name as the game gives it ("Blue (Lawan A)"); None for a player's seat."""
    seats = tuple(view.get("lawan") or ())
    return GAME.player_name(Seated(seats), p) if p in seats else None


def lawan_tag(view: BuruView, p: int) -> Text | None:
    """"Lawan A" for a Lawan's seat, else None."""
    seats = list(view.get("lawan") or ())
    return Text("ラワン{x}", "Lawan {x}").format(x=LETTERS[seats.index(p)]) if p in seats else None


def _boxes(d: Draw[BuruView]) -> list[tuple[int, str, list[str]]]:
    """(seat or -1 for the morning box, head, lines) for each box of the panel."""
    view, lang = d.view, d.lang
    out = []
    for k, p in enumerate(view["lawan"]):
        c = view["plots"][k] if k < len(view["plots"]) else -1
        head = d.label(p) + (f" — {W['card'].format(n=PLOTS[c].number)(lang)}" if c >= 0 else "")
        out.append((p, head, card_lines(PLOTS[c], lang) if c >= 0 else [W["none"](lang)]))
    cards = [morning_line(view, c, lang) for c in view["plot_discard"]]
    out.append((-1, W["morning"](lang), cards or [W["morning_none"](lang)]))
    return out


def plot_panel(d: Draw[BuruView], x0: float, x1: float, top: float, font: int) -> float:
    """The panel from ``top`` down, its boxes three side by side (a phone: stacked; at most one row's worth: the
    Lawan's cards and the morning's); returns the bottom (``top`` when no Lawan plays, or the game is over)."""
    cv, view, lang, px = d.cv, d.view, d.lang, d.px
    columns = 1 if d.narrow else 3
    if not view.get("lawan") or view["phase"] == "over":
        return top
    lh = font * 1.6 / px
    y = top - lh / 2
    write(cv, x0 + 0.3, y, f"<b>{html.escape(W['title'](lang).format(k=view['plot_deck']))}</b>", font, px)
    cv.target((x0 + x1) / 2, y, "", d.rule_hover(["buru.lawan.basics", "buru.lawan.plot"]), False, size=20)
    y -= lh / 2 + 0.2
    boxes = _boxes(d)
    amb = any(c >= 0 and PLOTS[c].ambelau for c in (*view["plots"], *view["plot_discard"]))  # the Ambelau cards
    gap = 0.6
    cols = max(1, min(columns, len(boxes)))
    w = (x1 - x0 - gap * (cols - 1)) / cols
    room = (w - 1.0) * px
    small = font - 1
    for first in range(0, len(boxes), cols):
        row = boxes[first:first + cols]
        wrapped = [[ln for s in lines for ln in fit_kinsoku(html.escape(s), small, room).split("<br>")] for _, _, lines in row]
        heads = [fit_kinsoku(html.escape(head), font, room).split("<br>") for _, head, _ in row]
        h = max(len(hd) * lh + len(ls) * small * 1.6 / px for hd, ls in zip(heads, wrapped, strict=True)) + 0.5
        for i, ((p, _, lines), head, body) in enumerate(zip(row, heads, wrapped, strict=True)):
            bx = x0 + i * (w + gap)
            fill, edge = (tint(d.seat(p).colour, 0.86), d.seat(p).colour) if p >= 0 else ("#FFFFFF", "#AAAAAA")
            cv.rect((bx, y - h, bx + w, y), fill, line=edge, width=2 if p >= 0 else 1,
                    name=f"player:{p}" if p >= 0 else "")
            yy = y - 0.25 - lh / 2
            for ln in head:
                write(cv, bx + 0.5, yy, f"<b>{ln}</b>", font, px)
                yy -= lh
            yy += lh / 2 - small * 0.8 / px
            for ln in body:
                write(cv, bx + 0.5, yy, ln, small, px, MUTED if p < 0 and not view["plot_discard"] else INK)
                yy -= small * 1.6 / px
            said = (lawan_tag(view, p)(lang) + ": " if p >= 0 else "") + " / ".join(lines)
            ids = RULES + AMBELAU_RULES * amb if p >= 0 else MORNING_RULES + AMBELAU_MORNING_RULES * amb
            cv.target(bx + w / 2, y - h / 2, "", d.rule_hover(ids, said), False, size=min(h, w) * px * 0.8)
        y -= h + gap
    return y + gap - 0.2


def plot_text(d: Draw[BuruView]) -> list[str]:
    """The panel as lines of text (none when no Lawan plays, or the game is over)."""
    view, lang = d.view, d.lang
    if not view.get("lawan") or view["phase"] == "over":
        return []
    lines = [W["title"](lang).format(k=view["plot_deck"])]
    for _p, head, body in _boxes(d):
        lines.append(f"  {head}: " + ("、" if lang == "ja" else "; ").join(body))
    return lines


def _highlight(d: Draw[BuruView], key: str) -> tuple[str, float] | None:
    """A tied option of a Lawan's tie (a legal ``Pick`` stands on it): outlined in the tie's colour."""
    return (TIE, 4) if any(isinstance(a, Pick) and a in d.t.legal for a in d.t.actions(key)) else None


def _prompt(d: Draw[BuruView]) -> list[str] | None:
    view = d.view
    if view["step"] != "pick":
        return None
    return [TIE_PROMPT.format(p=d.seat(view["actor"]).name, w=TIED[view["pick"]])(d.lang)] if view["pick"] in TIED else []


LAWAN_PART = Part(
    on=lambda view: bool(view.get("lawan")),
    score_parts={"sets": Text("セット{v}", "sets {v}")},  # a Lawan's islander sets (buru.lawan.score)
    panel=plot_panel,
    name=name,
    short_name=lawan_tag,
    prompt=_prompt,
    prompt_rules=lambda view: ["buru.lawan.tie", "buru.lawan.messenger"] if view["step"] == "pick" else None,
    highlight=_highlight,
    text_panel=plot_text,
)

__all__ = ["LAWAN_PART", "TIE", "lawan_tag", "plot_panel", "plot_text"]
