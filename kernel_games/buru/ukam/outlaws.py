"""Discarding islanders for Ukam (buru.ukam.offer, buru.ukam.outlaw, buru.ukam.bonus): the discard itself, an outlaw's
bonus, and a tasked outlaw discarded at once as a free offering."""

from __future__ import annotations

from kernel_games.core import Event, Text

from ..cards import ISLANDERS
from ..economy import gain_logged, receive
from ..narration import islander_name, player, rule
from ..state import State, bump, put
from .cards import OUTLAW, UKAM


def banish(s: State, p: int, card: int, ev: list[Event], key: str = "ukam.offer") -> None:
    """Discard an islander of ``p``'s tableau (tasked or not) to the islander discards; an outlaw pays its bonus
    (buru.ukam.bonus) — after the offering it paid for, as the seed's example orders it: see ``outlaw_bonus``."""
    s.tableau = put(s.tableau, p, tuple(c for c in s.tableau[p] if c != card))
    s.tasked = put(s.tasked, p, tuple(c for c in s.tasked[p] if c != card))
    s.islander_discard += (card,)
    ev.append(Event(rule(key), Text("{p}が{c}を捨てます。", "{p} discards the {c}.").format(
        p=player(p), c=islander_name(card)), data={"player": p, "islander": card, "discarded": True}))


def outlaw_bonus(s: State, p: int, card: int, ev: list[Event]) -> None:
    """A discarded outlaw's bonus, its black box (buru.ukam.bonus); it counts for the Elder of exile."""
    isl = ISLANDERS[card]
    if isl.kind != OUTLAW:
        return
    s.banished = bump(s.banished, p, 1)
    if isl.guide:  # the Tyrant: your guide for the next round (buru.ambelau.guide)
        from ..ambelau.guides import take_guide  # the Tyrant plays only with the region (buru.ukam.tyrant)

        take_guide(s, p, ev, "ukam.bonus")
    if any(isl.banish):
        gain_logged(s, p, isl.banish, "ukam.bonus", ev, isl.name.ja + "を捨てたボーナス",
                    "discarding the " + isl.name.en)


def task_outlaw(s: State, p: int, card: int, ev: list[Event]) -> None:
    """A tasked outlaw is discarded at once: that pays for an offering to Ukam, then its bonus (buru.ukam.outlaw,
    buru.ukam.bonus). With Ukam's deck empty there is no offering card, but the outlaw still goes and pays."""
    banish(s, p, card, ev, "ukam.outlaw")
    if s.offering_decks[UKAM]:
        ev.append(Event(rule("ukam.outlaw"), Text("捨てた{c}がウカムへの供物のコストになります。",
                                                  "Discarding the {c} pays for an offering to Ukam.").format(
            c=islander_name(card)), data={"player": p, "spirit": UKAM}))
        receive(s, p, UKAM, ev)
    else:
        ev.append(Event(rule("ukam.outlaw"), Text("ウカムの供物カードが尽きているので、供物はありません。",
                                                  "Ukam's offering deck is empty: no offering."), data={"player": p}))
    outlaw_bonus(s, p, card, ev)
