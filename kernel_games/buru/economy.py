"""Paying and gaining: the supply's limit (buru.supply.limit), the fish cap (buru.fish.cap), and offerings with
everything an offering sets off (buru.lake.offer, buru.totem.bonus, buru.decree.altar, buru.village.ongoing). A spirit
a module adds may be offered to elsewhere, cost something else or cite its own totem rule (``plugs``); every totem,
a module's too, pays its holder for another player's offering only."""

from __future__ import annotations

from kernel_games.core import Event, Text

from .cards import DECREES, ISLANDERS, OFFERINGS
from .components import ALTARS, ANY_SPIRIT, ESTEEM, FISH, FISH_CAP, NO_COST, NO_GAIN, Cost, Gain
from .narration import bundle_text, player, rule, spirit_name
from .plugs import ELSEWHERE, FREE_ALTAR, OFFER, OFFER_CHECK, RECEIVED, TOTEM_RULE
from .state import State, bump, put

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
    """The spirits offered to at the Sacred Lake or by a priest's "any spirit": those in play but any a module offers to
    elsewhere."""
    return tuple(k for k in s.spirits if k not in ELSEWHERE)


def altar_cost(s: State, spirit: int) -> Cost:
    """What the altar asks for in resources and fish (nothing for a module's spirit that asks something else)."""
    return NO_COST if spirit in FREE_ALTAR else ALTARS[spirit][s.altar_sides[spirit]]


def can_offer(s: State, p: int, spirit: int) -> bool:
    if spirit in OFFER_CHECK:  # (a hot path: ``in`` rather than a method call)
        return bool(s.offering_decks[spirit]) and OFFER_CHECK[spirit](s, p)
    return bool(s.offering_decks[spirit]) and can_pay(s, p, altar_cost(s, spirit))


def offer(s: State, p: int, spirit: int, ev: list[Event]) -> None:
    """Pay the altar and receive the offering (a module's spirit may be offered to its own way)."""
    if spirit in OFFER:
        OFFER[spirit](s, p, ev)
        return
    cost = altar_cost(s, spirit)
    pay(s, p, cost)
    ev.append(Event(rule("lake.offer"), Text("{p}が{s}に供物をします（{c}を払う）。供物カードを伏せて取ります。",
                                             "{p} offers to {s} (pays {c}) and takes an offering card face down.").format(
        p=player(p), s=spirit_name(spirit), c=bundle_text(cost)), data={"player": p, "spirit": spirit}))
    receive(s, p, spirit, ev)


def receive(s: State, p: int, spirit: int, ev: list[Event]) -> None:
    """Draw the top offering card face down; then the totem's holder (unless the offerer holds it), the altar's decrees
    and the offerer's tasked islanders with a scroll for this spirit each pay out (a module's spirit may say more)."""
    deck = s.offering_decks[spirit]
    card, s.offering_decks = deck[0], put(s.offering_decks, spirit, deck[1:])
    s.offerings = put(s.offerings, p, (*s.offerings[p], card))
    if spirit in RECEIVED:
        RECEIVED[spirit](s, p, ev)
    if p not in s.automata:  # a card the rules' own seat takes is nobody's to see
        ev.append(Event(rule("lake.offer"), Text("取った供物カードは{v}エスティームです。", "Your offering card is worth {v} "
                                                 "esteem.").format(v=offering_value(card)), to=p))
    totem_bonus(s, p, spirit, ev)
    for d in s.decrees:
        if DECREES[d].spirit == spirit:
            gain_logged(s, p, DECREES[d].gain, "decree.altar", ev, "祭壇の指令", "the altar's decree")
    for c in s.tasked[p]:
        on = ISLANDERS[c].ongoing
        if on is not None and (on.spirit == spirit or on.spirit == ANY_SPIRIT) and on.gain != NO_GAIN:
            gain_logged(s, p, on.gain, "village.ongoing", ev, ISLANDERS[c].name.ja + "の継続効果",
                        "the " + ISLANDERS[c].name.en + "'s ongoing effect")


def totem_pays(holder: int, offerer: int) -> bool:
    """Whether a totem's holder gains from an offering (buru.totem.bonus, for every spirit): someone holds it and that
    someone is not the offerer, whose own offerings it never pays for."""
    return holder >= 0 and holder != offerer


def totem_bonus(s: State, p: int, spirit: int, ev: list[Event]) -> None:
    """1 esteem to the holder of the spirit's totem for ``p``'s offering, if the holder is another player."""
    holder = s.totems[spirit]
    if not totem_pays(holder, p):
        return
    s.esteem = bump(s.esteem, holder, 1)
    ev.append(Event(rule(TOTEM_RULE.get(spirit, "totem.bonus")), Text(
        "{h}は{s}の象徴を持っているので、{p}の供物で1エスティームを得ます。",
        "{h} holds {s}'s totem: {p}'s offering gains them 1 esteem.").format(
        h=player(holder), s=spirit_name(spirit), p=player(p)),
        data={"player": holder, "esteem": 1, "spirit": spirit, "offerer": p}))
