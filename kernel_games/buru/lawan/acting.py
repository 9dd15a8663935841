"""A Lawan's afternoon, run by the flow while nobody is due: the highest-rated free space or forest card
(buru.lawan.choose, ties buru.lawan.tie), then its benefits as its plot card says — recruiting at the Shore
(buru.lawan.shore, buru.lawan.cheapest), esteem instead of tasks in the Village (buru.lawan.village), an unseen
elder, the messenger and offerings at the Sacred Lake (buru.lawan.lake) — with the bonuses of a double placement
(buru.lawan.double). One piece of progress a call, so that a tie can stop it for the messenger's player."""

from __future__ import annotations

from kernel_games.core import Event, Text

from ..ambelau.cards import AMBELAU, IBU
from ..cards import FOREST_CARDS, ISLANDERS
from ..components import FOREST, LAKE, SHORE, SPACES, VILLAGE
from ..economy import can_offer, gain_logged, offer, pay, receive
from ..narration import area_name, islander_name, kind_name, player, rule, spirit_name
from ..phases import areas
from ..phases.benefits import draw_islander
from ..state import BENEFIT, ELDERS, HIRE, MESSENGER, OFFER, REFRESH, SPACE, TASK, State, bump, put
from ..ukam.cards import OUTLAW, UKAM
from ..ukam.outlaws import banish, outlaw_bonus
from .actions import PICK
from .common import card, chooser, double, name
from .plot_card import BECOME_MESSENGER, SHORE_DISCOUNT, VILLAGE_BONUS, PlotCard
from .region import best_spaces, offered, paddle


def afternoon(s: State, ev: list[Event]) -> None:
    """The module's automatic progress: a Lawan's next piece of its action, or else the base game's (next area)."""
    p = s.actor
    if p < 0 or p not in s.automata:
        areas.advance(s, ev)
    elif s.step == SPACE:
        choose(s, p, ev)
    elif s.step == BENEFIT:
        use(s, p, ev)
    else:
        areas.advance(s, ev)


# ---- the choice of a space or a forest card ----------------------------------------------------------------------
def forest_rank(c: int) -> tuple[int, int]:
    """A forest card ranked by a Lawan: its rating, then how many resources it gives (buru.lawan.tie)."""
    f = FOREST_CARDS[c]
    return f.rating, sum(f.resources)


def ask(s: State, p: int, what: str, options: list[int], ev: list[Event]) -> None:
    """A tie the plot card cannot break: the messenger's player chooses (buru.lawan.tie)."""
    s.step, s.pick, s.picks, s.chooser = PICK, what, tuple(options), chooser(s)
    ev.append(Event(rule("lawan.tie"), Text("{p}の選択肢が同点です。{q}が選びます。",
                                            "{p} faces a tie: {q} chooses for it.").format(
        p=name(s, p), q=player(s.chooser)), data={"player": p, "chooser": s.chooser, "pick": what,
                                                      "options": list(options)}))


def choose(s: State, p: int, ev: list[Event]) -> None:
    if s.area == AMBELAU:
        tied = best_spaces(s, p)
        if len(tied) > 1:
            ask(s, p, "canoe", tied, ev)
        else:
            paddle(s, p, tied[0], ev)
        return
    if s.area == FOREST:
        cards = [(forest_rank(c), i) for i, c in enumerate(s.display) if c >= 0]
        if not cards:
            _occupy(s, p, s.spaces[FOREST].index(-1))
            ev.append(Event(rule("lawan.choose"), Text("森カードが残っていないので、{p}は何も取りません。",
                                                       "No forest card is left: {p} takes nothing.").format(
                p=name(s, p)), data={"player": p}))
            areas.finish(s, ev)
            return
        best = max(r for r, _ in cards)
        tied = [i for r, i in cards if r == best]
        if len({FOREST_CARDS[s.display[i]].resources for i in tied}) > 1:
            ask(s, p, "forest", tied, ev)
        else:
            take(s, p, tied[0], ev)
        return
    row = s.spaces[s.area]
    free = [i for i, q in enumerate(row) if q < 0]
    best = max(SPACES[s.area][i].rating for i in free)
    tied = [i for i in free if SPACES[s.area][i].rating == best]
    if len(tied) > 1:
        ask(s, p, "space", tied, ev)
    else:
        occupy(s, p, tied[0], ev)


def _occupy(s: State, p: int, i: int) -> None:
    s.spaces = put(s.spaces, s.area, put(s.spaces[s.area], i, p))


def take(s: State, p: int, slot: int, ev: list[Event]) -> None:
    """The forest card in ``slot``, and with two explorers in the Forest the plot card's bonus resource."""
    _occupy(s, p, s.spaces[FOREST].index(-1))
    c = s.display[slot]
    s.display = put(s.display, slot, -1)
    s.forest_discard += (c,)
    f = FOREST_CARDS[c]
    ev.append(Event(rule("lawan.choose"), Text("{p}は評価{r}・資源{k}個で最上の森カードを取ります。",
                                               "{p} takes the best forest card: rating {r}, {k} resources.").format(
        p=name(s, p), r=f.rating, k=sum(f.resources)), data={"player": p, "slot": slot}))
    gain_logged(s, p, (*f.resources, 0, 0), "forest.take", ev, "森カード", "a forest card")
    plot = card(s, p)
    if plot is not None and double(s, p, FOREST):
        bonus = [0, 0, 0, 0, 0]
        bonus[plot.forest] = 1
        gain_logged(s, p, tuple(bonus), "lawan.double", ev, "2体置いたボーナス", "its double placement")
    areas.finish(s, ev)


def occupy(s: State, p: int, i: int, ev: list[Event]) -> None:
    """The chosen action space: its credits to use as the plot card says, and its fish at once."""
    _occupy(s, p, i)
    sp = SPACES[s.area][i]
    ev.append(Event(rule("lawan.choose"), Text("{p}は{a}の最も評価の高い空きスペース（{i}番目、評価{r}）を取ります。",
                                               "{p} takes the {a}'s highest-rated free space (space {i}, rating "
                                               "{r}).").format(p=name(s, p), a=area_name(s.area), i=i + 1, r=sp.rating),
                    data={"player": p, "area": s.area, "space": i}))
    s.space, s.step = i, BENEFIT
    s.left = (sp.hire, sp.refresh, sp.task, sp.offer, sp.elder, sp.messenger, 0)
    s.kinds = (sp.task_kind,) if sp.task_kind >= 0 else ()
    if sp.fish:
        gain_logged(s, p, (0, 0, 0, sp.fish, 0), "village.fish", ev, "アクションスペース", "the action space")


# ---- using the space ---------------------------------------------------------------------------------------------
def use(s: State, p: int, ev: list[Event]) -> None:
    if s.area == SHORE:
        recruit(s, p, ev)
    elif s.area == VILLAGE:
        village(s, p, ev)
    elif s.area == LAKE:
        lake(s, p, ev)
    else:
        areas.finish(s, ev)


def cost(s: State, p: int, c: int) -> int:
    """What an islander costs this Lawan: 1 fish less with two explorers at the Shore (buru.lawan.double)."""
    return max(0, ISLANDERS[c].cost - (SHORE_DISCOUNT if double(s, p, SHORE) else 0))


def recruit(s: State, p: int, ev: list[Event]) -> None:
    """One hire or one refresh by the plot card's recruit line; nothing it can hire ends the action."""
    plot = card(s, p)
    if not s.left[HIRE] or plot is None:
        areas.finish(s, ev)
        return
    line = wanted(s, plot)
    top = line[0]
    if s.left[REFRESH] and not any(c >= 0 and ISLANDERS[c].kind == top for c in s.row) and (
            s.islander_deck or s.islander_discard):
        s.left = bump(s.left, REFRESH, -1)
        s.islander_discard += tuple(c for c in s.row if c >= 0)
        s.row = (-1, -1, -1)
        s.row = tuple(draw_islander(s, ev) for _ in range(3))
        ev.append(Event(rule("lawan.shore"), Text("計画カード{n}の雇用の先頭の{k}が列にいないので、{p}は雇用の列を入れ替えます。",
                                                  "No {k} (first on plot card {n}'s recruit line) in the row: {p} "
                                                  "refreshes the hiring row.").format(
            k=kind_name(top), p=name(s, p), n=plot.number), data={"player": p, "row": list(s.row)}))
        return
    fish = s.fish[p]
    for kind in line:
        able = [i for i, c in enumerate(s.row) if c >= 0 and ISLANDERS[c].kind == kind and cost(s, p, c) <= fish]
        if able:
            low = min(cost(s, p, s.row[i]) for i in able)
            tied = [i for i in able if cost(s, p, s.row[i]) == low]
            if len(tied) > 1:
                ask(s, p, "hire", tied, ev)
            else:
                hire(s, p, tied[0], ev, "lawan.cheapest" if len(able) > 1 else "lawan.shore")
            return
    ev.append(Event(rule("lawan.shore"), Text("{p}が雇える{r}はもういません。アクションを終えます。",
                                              "{p} can hire none of the {r} it wants: its action ends.").format(
        p=name(s, p), r=Text("・".join(kind_name(k).ja for k in line),
                             "/".join(kind_name(k).en for k in line))), data={"player": p}))
    areas.finish(s, ev)


def wanted(s: State, plot: PlotCard) -> tuple[int, ...]:
    """The recruit line's kinds in play: outlaws only with Ukam (buru.ambelau.lawan_ukam)."""
    return tuple(k for k in plot.recruit if k != OUTLAW or UKAM in s.spirits)


def hire(s: State, p: int, slot: int, ev: list[Event], why: str = "lawan.cheapest") -> None:
    c = s.row[slot]
    k = cost(s, p, c)
    s.left = bump(s.left, HIRE, -1)
    pay(s, p, (0, 0, 0, k))
    s.tableau = put(s.tableau, p, (*s.tableau[p], c))
    s.row = put(s.row, slot, draw_islander(s, ev))
    plot = card(s, p)
    kind = ISLANDERS[c].kind
    rank = plot.recruit.index(kind) + 1 if plot is not None and kind in plot.recruit else 0
    ev.append(Event(rule(why), Text("{p}が{k}を魚{f}匹で雇います（計画カード{n}の雇用の{i}番目の{t}で、払える最安）。",
                                    "{p} hires the {k} for {f} fish ({t}: choice {i} of plot card {n}'s recruit line; "
                                    "the cheapest it can pay).").format(
        p=name(s, p), k=islander_name(c), t=kind_name(kind), f=k, i=rank, n=plot.number if plot else "-"),
        data={"player": p, "islander": c}))
    if k < ISLANDERS[c].cost:
        ev.append(Event(rule("lawan.double"), Text("海岸に2体いるので魚1匹引きです。", "Two explorers at the Shore: 1 "
                                                   "fish off."), data={"player": p}))
    ev.append(Event(rule("shore.refill"), Text("空いた場所に島民が補充されます。", "The empty place is refilled."),
                    data={"row": list(s.row)}))


def village(s: State, p: int, ev: list[Event]) -> None:
    tasks = s.left[TASK] + len(s.kinds)
    gain_logged(s, p, (0, 0, 0, 0, tasks), "lawan.village", ev, "任務の代わり", "tasks it never gives")
    if double(s, p, VILLAGE):
        gain_logged(s, p, (0, 0, 0, 0, VILLAGE_BONUS), "lawan.double", ev, "村に2体置いたボーナス",
                    "its double placement in the Village")
    s.left, s.kinds = areas.NONE_LEFT, ()
    areas.finish(s, ev)


def affordable(s: State, p: int, spirit: int) -> bool:
    """Whether the Lawan can offer to ``spirit`` at the Lake: a spirit in play, never Ibu (offered to only in the
    region), Ukam only by discarding an outlaw (buru.ambelau.lawan_ukam)."""
    if spirit not in s.spirits or spirit == IBU:
        return False
    if spirit == UKAM:
        return bool(s.offering_decks[UKAM]) and any(ISLANDERS[c].kind == OUTLAW for c in s.tableau[p])
    return can_offer(s, p, spirit)


def to_ukam(s: State, p: int, ev: list[Event]) -> None:
    """An offering to Ukam paid with the Lawan's earliest-hired outlaw, then the outlaw's bonus."""
    c = next(c for c in s.tableau[p] if ISLANDERS[c].kind == OUTLAW)
    banish(s, p, c, ev, "ambelau.lawan_ukam")
    receive(s, p, UKAM, ev)
    outlaw_bonus(s, p, c, ev)


def lake(s: State, p: int, ev: list[Event]) -> None:
    """The elder (drawn unseen), the messenger, then offerings by the plot card's line while it can pay."""
    plot = card(s, p)
    bonus = plot.lake if plot is not None and double(s, p, LAKE) else ""
    if s.left[ELDERS] and s.elder_deck:
        e, s.elder_deck = s.elder_deck[0], s.elder_deck[1:]
        s.elders = put(s.elders, p, (*s.elders[p], e))
        ev.append(Event(rule("lawan.lake"), Text("{p}が長老カードを1枚、見ないで伏せて取ります。",
                                                 "{p} takes an elder card face down, unseen."
                                                 ).format(p=name(s, p)), data={"player": p}))
    if (s.left[MESSENGER] or bonus == BECOME_MESSENGER) and s.messenger != p:
        s.messenger = p
        why = "lawan.double" if not s.left[MESSENGER] else "lake.messenger"
        ev.append(Event(rule(why), Text("{p}が使者になります。", "{p} becomes the messenger.").format(p=name(s, p)),
                        data={"player": p}))
    for _ in range(s.left[OFFER]):
        spirit = next((k for k in plot.offer if affordable(s, p, k)), -1) if plot is not None else -1
        if spirit < 0 or plot is None:
            ev.append(Event(rule("lawan.lake"), Text("{p}は残りの供物を払えません。", "{p} cannot pay for another "
                                                     "offering.").format(p=name(s, p)), data={"player": p}))
            break
        ev.append(Event(rule("lawan.lake"), Text("{p}は{k}に供物をします（計画カード{n}の供物の{i}番目。払えるうち最優先）。",
                                                 "{p} offers to {k} (choice {i} of plot card {n}'s offering line: the "
                                                 "first it can pay).").format(
            p=name(s, p), k=spirit_name(spirit), n=plot.number, i=plot.offer.index(spirit) + 1),
            data={"player": p, "spirit": spirit}))
        if spirit == UKAM:
            to_ukam(s, p, ev)
        else:
            offer(s, p, spirit, ev)
        offered(s, p, ev)
    s.left = areas.NONE_LEFT
    areas.finish(s, ev)
