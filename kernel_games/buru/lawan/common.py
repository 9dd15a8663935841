"""What every part of the Lawan module asks: who is a Lawan, its letter and name, its plot card, whether it made a
double placement, and who breaks its ties (buru.lawan.messenger)."""

from __future__ import annotations

from kernel_games.core import Text

from ..components import AREA_NAMES, KIND_NAMES, RESOURCE_NAMES, SPIRIT_NAMES
from ..narration import player
from ..state import State
from .plots import AMBELAU_IDS, BASE_IDS, ESTEEM_PER_OFFER, IBU_BONUS, PLOTS, PlotCard

LETTERS = ("A", "B")


def letter(s: State, p: int) -> str:
    return LETTERS[s.automata.index(p)]


def name(s: State, p: int) -> Text:
    """"Lawan A (Green)": the letter the plot cards use, then the colour the rest of the log uses."""
    return Text("ラワン{x}（{c}）", "Lawan {x} ({c})").format(x=letter(s, p), c=player(p))


def card(s: State, p: int) -> PlotCard | None:
    """The Lawan's plot card for this afternoon (None before noon)."""
    c = s.plots[s.automata.index(p)]
    return PLOTS[c] if c >= 0 else None


def ambelau_cards(modules: tuple[str, ...], n: int) -> bool:
    """The Lawan play the Ambelau expansion's 20 plot cards with Ukam, the region or a fifth seat
    (buru.ambelau.lawan), else the base game's 12."""
    return "ukam" in modules or "ambelau" in modules or n == 5


def deck_ids(s: State) -> tuple[int, ...]:
    """The plot cards in play (ids into ``PLOTS``)."""
    return AMBELAU_IDS if ambelau_cards(s.modules, s.n) else BASE_IDS


def double(s: State, p: int, area: int) -> bool:
    """Two explorers of this Lawan in ``area`` (buru.lawan.double)."""
    return len(s.bids[area][p]) >= 2


def chooser(s: State) -> int:
    """Who decides a Lawan's tie: the messenger, or while a Lawan is the messenger the first person after it."""
    q = s.messenger
    for _ in range(s.n):
        if q not in s.automata:
            return q
        q = (q + 1) % s.n
    raise ValueError("a game with Lawan has at least one person")


def first_lawan(s: State, among: list[int] | tuple[int, ...] | None = None) -> int:
    """The Lawan (of ``among``, by default all) whose turn comes first clockwise from the messenger: the plot card is
    drawn on its turn."""
    return min(s.automata if among is None else among, key=lambda p: (p - s.messenger) % s.n)


def card_text(c: PlotCard) -> Text:
    """A plot card read aloud: "Plot card 4: recruits priest > gatherer > noble; offers Gunung > Manuk > Banyu"."""
    kinds = [KIND_NAMES[k] for k in c.recruit]
    spirits = [SPIRIT_NAMES[k] for k in c.offer]
    lake = Text("供物ごとに1エスティーム", "1 esteem per offering") if c.lake == ESTEEM_PER_OFFER else Text(
        "使者になる", "becomes the messenger")
    if c.ambelau:
        lake = lake + Text("／アンベラウボーナス：", "; Ambelau bonus: ") + (
            Text("ガイド", "a guide") if c.ambelau != IBU_BONUS else Text("イブの供物カード", "an Ibu card"))
    return Text("計画カード{n}（朝：A→{a}、B→{b}／雇用：{r}／供物：{o}／森ボーナス：{f}／湖ボーナス：{l}）",
                "plot card {n} (morning: A → {a}, B → {b}; recruits {r}; offers {o}; Forest bonus {f}; Lake bonus: "
                "{l})").format(
        n=c.number, a=AREA_NAMES[c.morning[0]], b=AREA_NAMES[c.morning[1]],
        r=Text("＞".join(k.ja for k in kinds), " > ".join(k.en for k in kinds)),
        o=Text("＞".join(k.ja for k in spirits), " > ".join(k.en for k in spirits)),
        f=RESOURCE_NAMES[c.forest], l=lake)
