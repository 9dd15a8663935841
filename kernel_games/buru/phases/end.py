"""The end (buru.dusk.end): scoring (buru.end.scoring, buru.end.elders) and the tie-break (buru.end.tie)."""

from __future__ import annotations

from kernel_games.core import Event, Text

from ..cards import ELDERS, ISLANDERS
from ..cards_ambelau import ibu_score
from ..components import ARTISAN, GATHERER, IBU, NOBLE, PRIEST, UKAM
from ..economy import PER_SPIRIT, offering_value
from ..lawan.scoring import sets
from ..narration import player, players, rule
from ..state import State

KIND_METRICS = {"artisans": ARTISAN, "gatherers": GATHERER, "nobles": NOBLE, "priests": PRIEST}


def count(s: State, p: int, metric: str) -> int:
    """What an elder counts for player ``p`` (components.Elder.metric)."""
    if metric in ("clay", "palm", "ebony"):
        return s.res[p][("clay", "palm", "ebony").index(metric)]
    if metric == "fish":
        return s.fish[p]
    if metric == "resources":
        return sum(s.res[p])
    if metric in ("islanders", "most_islanders"):
        return len(s.tableau[p])
    kind = KIND_METRICS.get(metric.removeprefix("most_"))
    if kind is not None:
        return sum(1 for c in s.tableau[p] if ISLANDERS[c].kind == kind)
    if metric == "totems":
        return sum(1 for h in s.totems if h == p)
    if metric == "offerings":
        return len(s.offerings[p])
    if metric == "ukam":  # the Ukam module's Elder of justice: offering cards of Ukam
        return sum(1 for c in s.offerings[p] if c // PER_SPIRIT == UKAM)
    if metric == "banished":  # its Elder of exile: the outlaws you discarded
        return s.banished[p]
    if metric == "ibu":  # the Ambelau region's Elder of growth: offering cards of Ibu
        return sum(1 for c in s.offerings[p] if c // PER_SPIRIT == IBU)
    raise KeyError(metric)


def elder_score(s: State, p: int, e: int) -> int:
    """The esteem of the highest level fully met (buru.end.elders); "most" goals: at least one, and no rival more."""
    el = ELDERS[e]
    mine = count(s, p, el.metric)
    if el.metric.startswith("most_"):
        best = max(count(s, q, el.metric) for q in range(s.n))
        return el.levels[0][1] if mine >= 1 and mine == best else 0
    got = 0
    for at_least, esteem in el.levels:
        if mine >= at_least:
            got = esteem
    return got


def offerings_score(s: State, p: int) -> int:
    """The offering cards' esteem: each card's value; an Ibu card +1 for each other Ibu card (buru.ambelau.ibu_cards)."""
    ibu = [offering_value(c) for c in s.offerings[p] if c // PER_SPIRIT == IBU]
    return sum(offering_value(c) for c in s.offerings[p] if c // PER_SPIRIT != IBU) + ibu_score(ibu)


def score(s: State, p: int) -> dict[str, int]:
    """A player's final esteem part by part; a Lawan's islander sets are a fourth part (buru.lawan.score)."""
    parts = {"esteem": s.esteem[p], "offerings": offerings_score(s, p),
             "elders": sum(elder_score(s, p, e) for e in s.elders[p])}
    if p in s.lawan:
        parts["sets"] = sets(s, p)
    return parts


def winners(s: State) -> tuple[int, ...]:
    """The most esteem; a tie goes to the tied player nearest the messenger clockwise (buru.end.tie)."""
    totals = [sum(score(s, p).values()) for p in range(s.n)]
    best = max(totals)
    tied = [p for p in range(s.n) if totals[p] == best]
    return (min(tied, key=lambda p: (p - s.messenger) % s.n),)


def announce(s: State, ev: list[Event]) -> None:
    s.winners = winners(s)
    for p in range(s.n):
        parts = score(s, p)
        if p in s.lawan:
            said = Text("{p}：トラック{a}＋供物{b}＋長老{c}＋島民セット{d}＝{t}。",
                        "{p}: track {a} + offerings {b} + elders {c} + islander sets {d} = {t}.")
        else:
            said = Text("{p}：トラック{a}＋供物{b}＋長老{c}＝{t}。", "{p}: track {a} + offerings {b} + elders {c} = {t}.")
        ev.append(Event(rule("end.scoring"), said.format(
            p=player(p), a=parts["esteem"], b=parts["offerings"], c=parts["elders"], d=parts.get("sets", 0),
            t=sum(parts.values())), data={"player": p, **parts}))
        for e in s.elders[p]:
            ev.append(Event(rule("end.elders"), Text("{p}の{e}：{k}エスティーム。", "{p}'s {e}: {k} esteem.").format(
                p=player(p), e=ELDERS[e].name, k=elder_score(s, p, e)), data={"player": p, "elder": e}))
    totals = [sum(score(s, p).values()) for p in range(s.n)]
    tied = [p for p in range(s.n) if totals[p] == max(totals)]
    if len(tied) > 1:
        ev.append(Event(rule("end.tie"), Text("{t}が同点。使者から時計回りに近い{w}の勝ちです。", "{t} tie; {w}, nearest the "
                                             "messenger clockwise, wins.").format(t=players(tied), w=players(list(s.winners))),
                        data={"winners": list(s.winners), "tied": tied}))
    else:
        ev.append(Event(rule("end.scoring"), Text("{w}の勝ちです。", "{w} wins.").format(w=players(list(s.winners))),
                        data={"winners": list(s.winners)}))
