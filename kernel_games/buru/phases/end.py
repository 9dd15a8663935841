"""The end (buru.dusk.end): scoring (buru.end.scoring, buru.end.elders) and the tie-break (buru.end.tie).

A module adds parts to the score (``Module.score``, read through ``plugs.score_parts``), metrics its elders count
(``plugs.ELDER_COUNTS``) and a way to score its spirit's offering cards (``plugs.CARD_SCORE``)."""

from __future__ import annotations

from kernel_games.core import Event, Text
from kernel_games.core.flow import add_points

from ..cards import ELDERS, ISLANDERS
from ..components import ARTISAN, GATHERER, NOBLE, PRIEST
from ..economy import PER_SPIRIT, offering_value
from ..narration import player, players, rule
from ..plugs import CARD_SCORE, ELDER_COUNTS, score_parts
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
    own = ELDER_COUNTS.get(metric)  # a module's elder
    if own is not None:
        return own(s, p)
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
    """The offering cards' esteem: each card's value (a module's spirit may score its cards together)."""
    mine = s.offerings[p]
    total = sum(offering_value(c) for c in mine if c // PER_SPIRIT not in CARD_SCORE)
    for spirit, together in CARD_SCORE.items():
        total += together([offering_value(c) for c in mine if c // PER_SPIRIT == spirit])
    return total


def score(s: State, p: int) -> dict[str, int]:
    """A player's final esteem part by part: the track, offering cards and elders, then the parts of the game's
    modules that are theirs (``Module.score``)."""
    parts = {"esteem": s.esteem[p], "offerings": offerings_score(s, p),
             "elders": sum(elder_score(s, p, e) for e in s.elders[p])}
    return add_points(score_parts(s), s, p, parts)


def winners(s: State) -> tuple[int, ...]:
    """The most esteem; a tie goes to the tied player nearest the messenger clockwise (buru.end.tie)."""
    totals = [sum(score(s, p).values()) for p in range(s.n)]
    best = max(totals)
    tied = [p for p in range(s.n) if totals[p] == best]
    return (min(tied, key=lambda p: (p - s.messenger) % s.n),)


def announce(s: State, ev: list[Event]) -> None:
    s.winners = winners(s)
    modules = score_parts(s)
    for p in range(s.n):
        parts = score(s, p)
        more = [m for m in modules if m.key in parts]  # the modules' parts that are this player's, each named
        said = Text("{p}：トラック{a}＋供物{b}＋長老{c}" + "".join(f"＋{m.short.ja}{{{m.key}}}" for m in more) + "＝{t}。",
                    "{p}: track {a} + offerings {b} + elders {c}" + "".join(f" + {m.short.en} {{{m.key}}}" for m in more)
                    + " = {t}.")
        ev.append(Event(rule("end.scoring"), said.format(
            p=player(p), a=parts["esteem"], b=parts["offerings"], c=parts["elders"], t=sum(parts.values()),
            **{m.key: parts[m.key] for m in more}), data={"player": p, **parts}))
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
