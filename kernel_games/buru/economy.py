"""Paying and gaining: the supply's limit (buru.supply.limit), the fish cap (buru.fish.cap), and offerings with
everything an offering sets off (buru.lake.offer, buru.totem.bonus, buru.decree.altar, buru.village.ongoing); with the
Ukam module, an offering to Ukam paid with an islander and an outlaw's bonus when it is discarded (buru.ukam.*)."""

from __future__ import annotations

from kernel_games.core import Event, Text

from .cards import DECREES, ISLANDERS, OFFERINGS
from .components import ALTARS, ANY_SPIRIT, ESTEEM, FISH, FISH_CAP, IBU, NO_COST, NO_GAIN, OUTLAW, UKAM, Cost, Gain
from .narration import bundle_text, islander_name, player, rule, spirit_name
from .state import BANISH, State, bump, put

PER_SPIRIT = 10


def offering_value(card: int) -> int:
    return OFFERINGS[card // PER_SPIRIT][card % PER_SPIRIT]


def can_pay(s: State, p: int, cost: Cost) -> bool:
    r = s.res[p]
    return r[0] >= cost[0] and r[1] >= cost[1] and r[2] >= cost[2] and s.fish[p] >= cost[3]


def pay(s: State, p: int, cost: Cost) -> None:
    if cost[0] or cost[1] or cost[2]:
        r, sup = s.res[p], s.supply
        s.res = put(s.res, p, (r[0] - cost[0], r[1] - cost[1], r[2] - cost[2]))
        s.supply = (sup[0] + cost[0], sup[1] + cost[1], sup[2] + cost[2])
    if cost[3]:
        s.fish = bump(s.fish, p, -cost[3])


def gain(s: State, p: int, g: Gain) -> Gain:
    """Gain what the supply holds and the cap allows; returns what was really gained."""
    if g[0] or g[1] or g[2]:
        sup = s.supply
        got = (min(g[0], sup[0]), min(g[1], sup[1]), min(g[2], sup[2]))
        r = s.res[p]
        s.res = put(s.res, p, (r[0] + got[0], r[1] + got[1], r[2] + got[2]))
        s.supply = (sup[0] - got[0], sup[1] - got[1], sup[2] - got[2])
    else:
        got = (0, 0, 0)
    fish = min(g[FISH], FISH_CAP - s.fish[p]) if g[FISH] > 0 else 0
    if fish:
        s.fish = bump(s.fish, p, fish)
    if g[ESTEEM]:
        s.esteem = bump(s.esteem, p, g[ESTEEM])
    return (*got, fish, g[ESTEEM])


def gain_logged(s: State, p: int, g: Gain, key: str, ev: list[Event], ja: str, en: str) -> Gain:
    """Gain ``g`` and say so ("{p} gains {g} ({why})"), noting what the supply or the cap withheld."""
    got = gain(s, p, g)
    ev.append(Event(rule(key), Text("{p}は{why}で{g}を得ます。", "{p} gains {g} from {why}.").format(
        p=player(p), why=Text(ja, en), g=bundle_text(got)), data={"player": p, "gain": list(got)}))
    if got[:3] != g[:3]:
        ev.append(Event(rule("supply.limit"), Text("サプライが足りず、{x}は得られません。", "The supply runs short: no {x}.").format(
            x=bundle_text(tuple(a - b for a, b in zip(g[:3], got[:3], strict=True)))), data={"player": p}))
    if got[FISH] != g[FISH]:
        ev.append(Event(rule("fish.cap"), Text("魚は20匹までです。", "Nobody holds more than 20 fish."), data={"player": p}))
    return got


def lake_spirits(s: State) -> tuple[int, ...]:
    """The spirits offered to at the Sacred Lake or by a priest's "any spirit": those in play but Ibu, offered to only
    on Ambelau's track (buru.ambelau.ibu)."""
    return tuple(k for k in s.spirits if k != IBU)


def altar_cost(s: State, spirit: int) -> Cost:
    """What the altar asks for in resources and fish (Ukam's asks for an islander instead: buru.ukam.offer; Ibu's
    nothing but ending a canoe's move on its space: buru.ambelau.ibu)."""
    return NO_COST if spirit in (UKAM, IBU) else ALTARS[spirit][s.altar_sides[spirit]]


def can_offer(s: State, p: int, spirit: int) -> bool:
    if spirit == IBU:
        return bool(s.offering_decks[spirit])
    if spirit == UKAM:
        return bool(s.offering_decks[spirit]) and bool(s.tableau[p])
    return bool(s.offering_decks[spirit]) and can_pay(s, p, altar_cost(s, spirit))


def offer(s: State, p: int, spirit: int, ev: list[Event]) -> None:
    """Pay the altar and receive the offering; for Ukam the offerer is asked which islander to discard (the step
    BANISH, buru.ukam.offer), and the offering is received once it is discarded."""
    if spirit == UKAM:
        s.step = BANISH
        ev.append(Event(rule("ukam.offer"), Text("{p}がウカムに供物をします。タブローの島民を1人選んで捨てます。",
                                                 "{p} offers to Ukam: they choose an islander of their tableau to "
                                                 "discard.").format(p=player(p)), data={"player": p, "spirit": spirit}))
        return
    if spirit == IBU:
        ev.append(Event(rule("ambelau.ibu"), Text("{p}がイブに供物をします。供物カードを伏せて取ります。",
                                                  "{p} offers to Ibu and takes an offering card face down.").format(
            p=player(p)), data={"player": p, "spirit": spirit}))
        receive(s, p, spirit, ev)
        return
    cost = altar_cost(s, spirit)
    pay(s, p, cost)
    ev.append(Event(rule("lake.offer"), Text("{p}が{s}に供物をします（{c}を払う）。供物カードを伏せて取ります。",
                                             "{p} offers to {s} (pays {c}) and takes an offering card face down.").format(
        p=player(p), s=spirit_name(spirit), c=bundle_text(cost)), data={"player": p, "spirit": spirit}))
    receive(s, p, spirit, ev)


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
        take_guide(s, p, ev, "ukam.bonus")
    if any(isl.banish):
        gain_logged(s, p, isl.banish, "ukam.bonus", ev, isl.name.ja + "を捨てたボーナス",
                    "discarding the " + isl.name.en)


def take_guide(s: State, p: int, ev: list[Event], key: str = "ambelau.guide") -> None:
    """Flip ``p``'s guide: a sixth explorer of power 1 for the next round (buru.ambelau.guide)."""
    s.guides = put(s.guides, p, True)
    ev.append(Event(rule(key), Text("{p}がガイドを得ます（次のラウンドに探索者が1体増えます）。",
                                    "{p} takes their guide: one more explorer next round.").format(p=player(p)),
                    data={"player": p, "guide": True}))


def receive(s: State, p: int, spirit: int, ev: list[Event]) -> None:
    """Draw the top offering card face down; then the totem's holder, the altar's decrees and the offerer's tasked
    islanders with a scroll for this spirit each pay out. Ukam's totem pays only for another's offering
    (buru.ukam.totem)."""
    deck = s.offering_decks[spirit]
    card, s.offering_decks = deck[0], put(s.offering_decks, spirit, deck[1:])
    s.offerings = put(s.offerings, p, (*s.offerings[p], card))
    if spirit == UKAM:
        ev.append(Event(rule("ukam.cards"), Text("{p}がウカムの供物カードを伏せて取ります。",
                                                 "{p} takes an offering card of Ukam face down.").format(p=player(p)),
                        data={"player": p, "spirit": spirit}))
    if p not in s.lawan:  # a Lawan's card is nobody's to see (buru.lawan.unseen)
        ev.append(Event(rule("lake.offer"), Text("取った供物カードは{v}エスティームです。", "Your offering card is worth {v} "
                                                 "esteem.").format(v=offering_value(card)), to=p))
    holder = s.totems[spirit]
    if holder >= 0 and not (spirit == UKAM and holder == p):
        s.esteem = bump(s.esteem, holder, 1)
        totem_rule = {UKAM: "ukam.totem", IBU: "ambelau.ibu_totem"}.get(spirit, "totem.bonus")
        ev.append(Event(rule(totem_rule), Text(
            "{h}は{s}の象徴を持っているので1エスティームを得ます。", "{h} holds {s}'s totem and gains 1 esteem.").format(
            h=player(holder), s=spirit_name(spirit)), data={"player": holder, "esteem": 1, "spirit": spirit}))
    for d in s.decrees:
        if DECREES[d].spirit == spirit:
            gain_logged(s, p, DECREES[d].gain, "decree.altar", ev, "祭壇の指令", "the altar's decree")
    for c in s.tasked[p]:
        on = ISLANDERS[c].ongoing
        if on is not None and (on.spirit == spirit or on.spirit == ANY_SPIRIT) and on.gain != NO_GAIN:
            gain_logged(s, p, on.gain, "village.ongoing", ev, ISLANDERS[c].name.ja + "の継続効果",
                        "the " + ISLANDERS[c].name.en + "'s ongoing effect")

