"""The Lawan outside the afternoon: the plot deck at set-up (buru.lawan.setup), their explorers placed from a plot
card on the first Lawan's turn (buru.lawan.morning, buru.lawan.third), a face-up plot card each at noon
(buru.lawan.noon), and the plot deck shuffled again at dusk (buru.lawan.dusk)."""

from __future__ import annotations

from kernel_games.core import Event, Text
from kernel_games.core.rng import randint, shuffled

from ..ambelau.cards import AMBELAU
from ..components import POWERS
from ..narration import area_name, rule
from ..phases.morning import next_placer
from ..state import State, put
from .common import card_text, deck_ids, first_lawan, name
from .plots import MAX_PER_AREA, PLOTS


def setup(s: State) -> None:
    deck, s.rng = shuffled(deck_ids(s), s.rng)
    s.plot_deck, s.plot_discard, s.plots = tuple(deck), (), (-1,) * len(s.automata)


def draw(s: State) -> int:
    """The top plot card (a spent deck takes the cards drawn this round, shuffled; the cards never run out)."""
    if not s.plot_deck:
        deck, s.rng = shuffled(list(s.plot_discard), s.rng)
        s.plot_deck, s.plot_discard = tuple(deck), ()
    c, s.plot_deck = s.plot_deck[0], s.plot_deck[1:]
    return c


def target(s: State, p: int, area: int) -> int:
    """The card's area, or where a third explorer goes instead: the next area in the afternoon's order where the
    Lawan has fewer than two (buru.lawan.third)."""
    seq = s.sequence
    i = seq.index(area)
    for k in range(len(seq)):
        a = seq[(i + k) % len(seq)]
        if len(s.bids[a][p]) < MAX_PER_AREA:
            return a
    return area  # never reached: four explorers always fit two to an area


def place(s: State, p: int, area: int, ev: list[Event]) -> None:
    """One explorer drawn blindly from the Lawan's mat, face down on ``area`` (nobody sees its power)."""
    mat = s.mat[p]
    i, s.rng = randint(0, len(mat) - 1, s.rng)  # a guide is one of them: power 1, like the explorer
    power = mat[i]
    to = target(s, p, area)
    if to != area:
        ev.append(Event(rule("lawan.third"), Text("{p}は{a}にもう2体いるので、3体目は次の{b}へ置きます。",
                                                  "{p} already has two in the {a}: the third goes on to the {b}.").format(
            p=name(s, p), a=area_name(area), b=area_name(to)), data={"player": p, "area": to}))
    s.mat = put(s.mat, p, mat[:i] + mat[i + 1:])
    row = s.bids[to]
    s.bids = put(s.bids, to, put(row, p, (*row[p], power)))
    guided = bool(s.guided) and s.guided[p]
    ev.append(Event(rule("lawan.morning"), Text("{p}が{a}に探索者を伏せて置きます（{k}/{m}体目、だれも見ない）。",
                                                "{p} places an explorer face down on the {a} ({k} of {m}, unseen by "
                                                "all).").format(p=name(s, p), a=area_name(to), m=len(POWERS) - 1 + guided,
                                                                k=len(POWERS) + guided - len(s.mat[p])),
                    data={"player": p, "area": to}))


def placing(s: State) -> list[int]:
    """The Lawan still placing this morning: more than one explorer on the mat (a guide makes it one more)."""
    return [q for q in s.automata if len(s.mat[q]) > 1]


def morning(s: State, ev: list[Event]) -> None:
    """A Lawan's turn in the morning: the first Lawan still placing draws a plot card and every Lawan still placing
    puts one explorer on the area it names (A, then B); a later Lawan has placed already and the turn passes on.
    Without the region, a card sending a placing Lawan there is put aside and another drawn (buru.ambelau.lawan_morning);
    a Lawan with its guide places a fifth time on a card of its own (buru.ambelau.lawan_guide)."""
    p = s.current
    now = placing(s)
    if now and p == first_lawan(s, now):
        c = draw(s)
        while AMBELAU not in s.sequence and any(PLOTS[c].morning[s.automata.index(q)] == AMBELAU for q in now):
            ev.append(Event(rule("ambelau.lawan_morning"), Text(
                "{c}はアンベラウへ送りますが、アンベラウの地域はありません。引き直します。",
                "{c} sends an explorer to Ambelau, which is not in play: another is drawn.").format(
                c=card_text(PLOTS[c])), data={"plot": c, "redrawn": True}))
            s.plot_discard += (c,)
            c = draw(s)
        ev.append(Event(rule("lawan.morning"), Text("{p}の番：{c}を引きます。", "{p}'s turn: {c} is drawn.").format(
            p=name(s, p), c=card_text(PLOTS[c])), data={"plot": c}))
        if len(now) < len(s.automata):
            ev.append(Event(rule("ambelau.lawan_guide"), Text("この計画カードは、ガイドのいる{q}の5体目のためです。",
                                                              "This plot card is for {q}'s fifth explorer: it has its "
                                                              "guide.").format(q=name(s, now[0])),
                            data={"player": now[0]}))
        for q in now:
            place(s, q, PLOTS[c].morning[s.automata.index(q)], ev)
        s.plot_discard += (c,)
    s.current = next_placer(s, p)


def noon(s: State, ev: list[Event]) -> None:
    for k, p in enumerate(s.automata):
        c = draw(s)
        s.plots = put(s.plots, k, c)
        ev.append(Event(rule("lawan.noon"), Text("{p}に{c}が表向きに配られます。", "{p} is dealt {c}, face up.").format(
            p=name(s, p), c=card_text(PLOTS[c])), data={"player": p, "plot": c}))


def dusk(s: State, ev: list[Event]) -> None:
    deck, s.rng = shuffled(deck_ids(s), s.rng)
    s.plot_deck, s.plot_discard, s.plots = tuple(deck), (), (-1,) * len(s.automata)
    ev.append(Event(rule("lawan.dusk"), Text("計画カードをすべて集めて切り直します。",
                                             "Every plot card is gathered and shuffled into a new plot deck.")))
