"""The Lawan outside the afternoon: the plot deck at set-up (buru.lawan.setup), their explorers placed from a plot
card on the first Lawan's turn (buru.lawan.morning, buru.lawan.third), a face-up plot card each at noon
(buru.lawan.noon), and the plot deck shuffled again at dusk (buru.lawan.dusk)."""

from __future__ import annotations

from kernel_games.core import Event, Text
from kernel_games.core.rng import randint, shuffled

from ..components import POWERS
from ..narration import area_name, rule
from ..state import State, put
from .common import card_text, first_lawan, name
from .plots import MAX_PER_AREA, PLOTS


def setup(s: State) -> None:
    deck, s.rng = shuffled(range(len(PLOTS)), s.rng)
    s.plot_deck, s.plot_discard, s.plots = tuple(deck), (), (-1,) * len(s.lawan)


def draw(s: State) -> int:
    """The top plot card (a spent deck takes the cards drawn this round, shuffled; twelve cards never run out)."""
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
    i, s.rng = randint(0, len(mat) - 1, s.rng)
    power = mat[i]
    to = target(s, p, area)
    if to != area:
        ev.append(Event(rule("lawan.third"), Text("{p}は{a}にもう2体いるので、3体目は次の{b}へ置きます。",
                                                  "{p} already has two in the {a}: the third goes on to the {b}.").format(
            p=name(s, p), a=area_name(area), b=area_name(to)), data={"player": p, "area": to}))
    s.mat = put(s.mat, p, mat[:i] + mat[i + 1:])
    row = s.bids[to]
    s.bids = put(s.bids, to, put(row, p, (*row[p], power)))
    ev.append(Event(rule("lawan.morning"), Text("{p}が{a}に探索者を伏せて置きます（{k}体目、だれも見ない）。",
                                                "{p} places an explorer face down on the {a} ({k} of 4, unseen by "
                                                "all).").format(p=name(s, p), a=area_name(to), k=len(POWERS) - len(s.mat[p])),
                    data={"player": p, "area": to}))


def morning(s: State, ev: list[Event]) -> None:
    """A Lawan's turn in the morning: the first Lawan draws a plot card and every Lawan places one explorer on the
    area it names (A, then B); a later Lawan has placed already and the turn passes on."""
    p = s.current
    if p == first_lawan(s):
        c = draw(s)
        ev.append(Event(rule("lawan.morning"), Text("{p}の番：{c}を引きます。", "{p}'s turn: {c} is drawn.").format(
            p=name(s, p), c=card_text(PLOTS[c])), data={"plot": c}))
        for k, q in enumerate(s.lawan):
            place(s, q, PLOTS[c].morning[k], ev)
        s.plot_discard += (c,)
    s.current = (p + 1) % s.n


def noon(s: State, ev: list[Event]) -> None:
    for k, p in enumerate(s.lawan):
        c = draw(s)
        s.plots = put(s.plots, k, c)
        ev.append(Event(rule("lawan.noon"), Text("{p}に{c}が表向きに配られます。", "{p} is dealt {c}, face up.").format(
            p=name(s, p), c=card_text(PLOTS[c])), data={"player": p, "plot": c}))


def dusk(s: State, ev: list[Event]) -> None:
    deck, s.rng = shuffled(range(len(PLOTS)), s.rng)
    s.plot_deck, s.plot_discard, s.plots = tuple(deck), (), (-1,) * len(s.lawan)
    ev.append(Event(rule("lawan.dusk"), Text("計画カードをすべて集めて切り直します。",
                                             "Every plot card is gathered and shuffled into a new plot deck.")))
