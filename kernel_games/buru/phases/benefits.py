"""Using a chosen space (buru.afternoon.benefits): its benefits in any order, each at most as often as it shows —
hire and refresh at the Shore (buru.shore.*), task islanders in the Village (buru.village.*), offer, draw elders
and take the messenger at the Sacred Lake (buru.lake.*). ``Done`` ends the action; so does having nothing left.

A module's area offers its own benefits (``plugs.AREA_BENEFITS``) and may allow base benefits there (``use_in``); a
module's benefit action is its own step's (``add_benefit`` gives it a credit and its areas, and this step's checks).
Credits used ``ANYWHERE`` (a module's card) are the base areas' whatever the area."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text
from kernel_games.core.rng import shuffled

from ..actions import Done, Elder, Hire, Keep, Messenger, Offer, Refresh, Task
from ..cards import ELDERS, ISLANDERS
from ..components import ANY_SPIRIT, ESTEEM, LAKE, SHORE, SPIRIT_NAMES, VILLAGE
from ..economy import altar_cost, can_offer, can_pay, gain_logged, lake_spirits, offer, pay
from ..narration import bundle_text, illegal, islander_name, player, rule, spirit_name
from ..plugs import AREA_BENEFITS, ELSEWHERE, KIND_TASK, OFFER_FORBID, OFFER_WHERE
from ..state import ANYWHERE, BENEFIT, ELDER, HIRE, MESSENGER, OFFER, REFRESH, TASK, State, bump, put
from ..state import ELDERS as ELDER_CREDIT
from .areas import finish

DONE, REFRESH_ACTION, ELDER_ACTION, MESSENGER_ACTION = Done(), Refresh(), Elder(), Messenger()
HIRES = tuple(Hire(i) for i in range(3))
BASE_AREAS = (SHORE, VILLAGE, LAKE)  # where credits used ANYWHERE come from
AREAS_OF: dict[type, tuple[int, ...]] = {Hire: (SHORE,), Refresh: (SHORE,), Task: (VILLAGE,), Offer: (LAKE,),
                                         Elder: (LAKE,), Messenger: (LAKE,)}  # where each is used
CREDIT_OF = {Hire: HIRE, Refresh: REFRESH, Offer: OFFER, Elder: ELDER_CREDIT, Messenger: MESSENGER}
_OFFERS = tuple(Offer(k) for k in range(16))  # an offering to each spirit (their ids are small: the base's, the modules')


def use_in(area: int, *kinds: type[Action]) -> None:
    """A module's area where these base benefits are used too (its spaces' credits say how often)."""
    for k in kinds:
        AREAS_OF[k] = (*AREAS_OF[k], area)


def add_benefit(kind: type[Action], areas: tuple[int, ...], credit: int) -> None:
    """A module's benefit: the areas where it is used and the credit of ``State.left`` it spends."""
    AREAS_OF[kind], CREDIT_OF[kind] = areas, credit


def offer_action(spirit: int) -> Offer:
    return _OFFERS[spirit]


# ---- what is possible --------------------------------------------------------------------------------------------
def _task_credit(s: State, kind: int) -> bool:
    return s.left[TASK] > 0 or kind in s.kinds


def perk_ok(s: State, p: int, card: int, k: int, spirit: int) -> bool:
    """Whether perk ``k`` of ``card`` can be used in full now (a trade paid, an offering afforded)."""
    perk = ISLANDERS[card].perks[k]
    if not can_pay(s, p, perk.pay):
        return False
    if perk.offer < 0:
        return True
    target = spirit if perk.offer == ANY_SPIRIT else perk.offer
    if target not in lake_spirits(s) or not s.offering_decks[target]:
        return False
    r, f, g = s.res[p], s.fish[p], perk.gain
    cost = altar_cost(s, target)
    after = (r[0] - perk.pay[0] + g[0], r[1] - perk.pay[1] + g[1], r[2] - perk.pay[2] + g[2], f - perk.pay[3] + g[3])
    return all(after[i] >= cost[i] for i in range(4))


def tasks(s: State, p: int) -> list[Action]:
    """The islanders the actor can task with the credits left."""
    out: list[Action] = []
    done = s.tasked[p]
    for c in s.tableau[p]:
        if c in done:
            continue
        isl = ISLANDERS[c]
        if not _task_credit(s, isl.kind):
            continue
        for k, perk in enumerate(isl.perks):
            if perk.offer == ANY_SPIRIT:
                out += [Task(c, k, sp) for sp in lake_spirits(s) if perk_ok(s, p, c, k, sp)]
            elif perk_ok(s, p, c, k, -1):
                out.append(Task(c, k))
    return out


def candidates(s: State, p: int) -> list[Action]:
    if s.step == ELDER:
        return [Keep(e) for e in s.drawn]
    left, out = s.left, []
    if s.space == ANYWHERE:  # credits that work whatever the area
        where = BASE_AREAS
    else:
        where = (s.area,)
    if SHORE in where:
        if left[HIRE]:
            fish = s.fish[p]
            out += [HIRES[i] for i, c in enumerate(s.row) if c >= 0 and ISLANDERS[c].cost <= fish]
        if left[REFRESH] and (s.islander_deck or s.islander_discard or any(c >= 0 for c in s.row)):
            out.append(REFRESH_ACTION)
    if VILLAGE in where:
        if left[TASK] or s.kinds:
            out += tasks(s, p)
    if s.space != ANYWHERE and s.area in AREA_BENEFITS:  # a module's area: its spaces' own benefits
        out += AREA_BENEFITS[s.area](s, p)
    if LAKE in where:
        if left[OFFER]:
            out += [_OFFERS[k] for k in lake_spirits(s) if can_offer(s, p, k)]
        if left[ELDER_CREDIT] and s.elder_deck:
            out.append(ELDER_ACTION)
        if left[MESSENGER] and s.messenger != p:
            out.append(MESSENGER_ACTION)
    out.append(DONE)
    return out


def settle(s: State, p: int, ev: list[Event]) -> None:
    """End the action by itself when nothing but Done is left (buru.afternoon.benefits)."""
    if s.step == BENEFIT and len(candidates(s, p)) == 1:
        ev.append(Event(rule("afternoon.benefits"), Text("{p}にできることはもうありません。", "{p} has nothing more to do "
                                                         "there.").format(p=player(p)), data={"player": p}))
        finish(s, ev)


# ---- refusals ----------------------------------------------------------------------------------------------------
def forbid(s: State, p: int, a: Action) -> IllegalAction | None:
    if s.step == ELDER:
        return None if isinstance(a, Keep) and a.elder in s.drawn else illegal(
            "lake.elder", "引いた長老カードのうち1枚を残します。", "Keep one of the elders you drew.")
    if isinstance(a, Done):
        return None
    if isinstance(a, Keep):
        return illegal("lake.elder", "いまは長老カードを選ぶところではありません。", "You are not choosing an elder now.")
    if isinstance(a, Offer):  # a module's spirit may be offered to only somewhere
        for where in OFFER_WHERE:
            why = where(s, a)
            if why is not None:
                return why
    if s.space != ANYWHERE and s.area not in AREAS_OF[type(a)]:
        return illegal("afternoon.benefits", "このスペースではできません。選んだスペースに描かれた利益だけを使えます。",
                       "Not on this space: you use only the benefits your chosen space shows.")
    credit = CREDIT_OF.get(type(a))
    if credit is not None and not s.left[credit]:
        return illegal("afternoon.benefits", "このスペースではそれはもう使えません（描かれた回数まで）。",
                       "This space allows no more of that (only as often as it shows).")
    if isinstance(a, Hire):
        return _why_not_hire(s, p, a)
    if isinstance(a, Refresh):
        return None
    if isinstance(a, Task):
        return _why_not_task(s, p, a)
    if isinstance(a, Offer) and a.spirit in ELSEWHERE:  # offered to where its module says: only its deck to check
        return OFFER_FORBID[a.spirit](s, p)
    if isinstance(a, Offer):
        if a.spirit not in lake_spirits(s):
            return _offer_to(lake_spirits(s))
        if not s.offering_decks[a.spirit]:
            return illegal("lake.offer", "{s}の供物カードが尽きているので供物はできません。",
                           "{s}'s offering deck is empty: no offering is possible.", s=spirit_name(a.spirit))
        more = OFFER_FORBID.get(a.spirit)
        why = more(s, p) if more is not None else None
        if why is not None:
            return why
        if not can_pay(s, p, altar_cost(s, a.spirit)):
            return illegal("lake.offer", "{s}の祭壇のコスト（{c}）を払えません。", "You cannot pay {s}'s altar ({c}).",
                           s=spirit_name(a.spirit), c=bundle_text(altar_cost(s, a.spirit)))
        return None
    if isinstance(a, Elder):
        return None if s.elder_deck else illegal("lake.elder", "長老の山札が空です。", "The elder deck is empty.")
    if isinstance(a, Messenger) and s.messenger == p:
        return illegal("lake.messenger", "あなたはもう使者です。", "You are the messenger already.")
    return None


def _offer_to(spirits: tuple[int, ...]) -> IllegalAction:
    """"Offer to Banyu, Gunung or Manuk." — the spirits offered to here, named."""
    names = [SPIRIT_NAMES[k] for k in spirits]
    return illegal("lake.offer", "供物は" + "・".join(n.ja for n in names) + "のどれかにします。",
                   "Offer to " + ", ".join(n.en for n in names[:-1]) + " or " + names[-1].en + ".")


def _why_not_hire(s: State, p: int, a: Hire) -> IllegalAction | None:
    if not 0 <= a.slot < len(s.row) or s.row[a.slot] < 0:
        return illegal("shore.hire", "そこに島民はいません。", "There is no islander there.")
    cost = ISLANDERS[s.row[a.slot]].cost
    if s.fish[p] < cost:
        return illegal("shore.hire", "{c}を雇うには魚が{k}匹いります（あなたは{f}匹）。", "Hiring the {c} costs {k} fish "
                       "(you have {f}).", c=islander_name(s.row[a.slot]), k=cost, f=s.fish[p])
    return None


def _why_not_task(s: State, p: int, a: Task) -> IllegalAction | None:
    if a.card not in s.tableau[p]:
        return illegal("village.task", "任務を与えられるのは自分のタブローの島民だけです。",
                       "You task only islanders in your own tableau.")
    if a.card in s.tasked[p]:
        return illegal("village.task", "{c}はもう任務中です（夕暮れまで）。", "The {c} is tasked already (until dusk).",
                       c=islander_name(a.card))
    isl = ISLANDERS[a.card]
    if not _task_credit(s, isl.kind):
        return illegal("village.kind", "このスペースで任務を与えられるのは描かれた種類の島民だけです。",
                       "This space tasks only islanders of the kind it shows.")
    if not 0 <= a.perk < len(isl.perks):
        return illegal("village.choice", "その島民にそのような利益はありません。", "That islander has no such benefit.")
    perk = isl.perks[a.perk]
    if perk.offer == ANY_SPIRIT and a.spirit not in lake_spirits(s):
        return illegal("lake.offer", "供物をする精霊を選びます。", "Choose the spirit to offer to.")
    if perk.offer != ANY_SPIRIT and a.spirit != -1:
        return illegal("village.choice", "この利益では精霊を選べません。", "This benefit has no spirit to choose.")
    if perk.offer >= 0 and can_pay(s, p, perk.pay) and not perk_ok(s, p, a.card, a.perk, a.spirit):
        return illegal("lake.offer", "この供物はできません（祭壇のコストを払えないか、山札が空です）。",
                       "This offering is not possible (you cannot pay the altar, or its deck is empty).")
    if not perk_ok(s, p, a.card, a.perk, a.spirit):
        return illegal("village.trade", "この取引のコストを全部は払えません（払えなければ何も得られません）。",
                       "You cannot pay all of this trade's cost (and without it you gain nothing).")
    return None


# ---- doing -------------------------------------------------------------------------------------------------------
def use(s: State, credit: int) -> None:
    """Spend one of the space's credits."""
    s.left = bump(s.left, credit, -1)


def draw_islander(s: State, ev: list[Event]) -> int:
    """The top islander; an empty deck takes the discards, shuffled (buru.shore.deck); -1 when there are none."""
    if not s.islander_deck and s.islander_discard:
        deck, s.rng = shuffled(list(s.islander_discard), s.rng)
        s.islander_deck, s.islander_discard = tuple(deck), ()
        ev.append(Event(rule("shore.deck"), Text("島民の山札が尽きたので、捨て札を切って新しい山札にします。",
                                                 "The islander deck is empty: its discards are shuffled into a new one.")))
    if not s.islander_deck:
        return -1
    c, s.islander_deck = s.islander_deck[0], s.islander_deck[1:]
    return c


def perform(s: State, p: int, a: Action, ev: list[Event]) -> None:
    if isinstance(a, Done):
        ev.append(Event(rule("afternoon.benefits"), Text("{p}がアクションを終えます。", "{p} is done.").format(p=player(p)),
                        data={"player": p}))
        finish(s, ev)
        return
    if isinstance(a, Hire):
        use(s, HIRE)
        c = s.row[a.slot]
        pay(s, p, (0, 0, 0, ISLANDERS[c].cost))
        s.tableau = put(s.tableau, p, (*s.tableau[p], c))
        s.row = put(s.row, a.slot, draw_islander(s, ev))
        ev.append(Event(rule("shore.hire"), Text("{p}が魚{k}匹で{c}を雇います。", "{p} hires the {c} for {k} fish.").format(
            p=player(p), c=islander_name(c), k=ISLANDERS[c].cost), data={"player": p, "islander": c}))
        ev.append(Event(rule("shore.refill"), Text("空いた場所に島民が補充されます。", "The empty place is refilled."),
                        data={"row": list(s.row)}))
    elif isinstance(a, Refresh):
        use(s, REFRESH)
        s.islander_discard += tuple(c for c in s.row if c >= 0)
        s.row = (-1, -1, -1)
        s.row = tuple(draw_islander(s, ev) for _ in range(3))
        ev.append(Event(rule("shore.refresh"), Text("{p}が雇用の列を入れ替えます。", "{p} refreshes the hiring row.").format(
            p=player(p)), data={"player": p, "row": list(s.row)}))
    elif isinstance(a, Task):
        task(s, p, a, ev)
    elif isinstance(a, Offer):
        use(s, OFFER)
        offer(s, p, a.spirit, ev)
    elif isinstance(a, Elder):
        use(s, ELDER_CREDIT)
        draw_elders(s, p, ev)
    elif isinstance(a, Keep):
        keep(s, p, a.elder, ev)
    elif isinstance(a, Messenger):
        use(s, MESSENGER)
        s.messenger = p
        ev.append(Event(rule("lake.messenger"), Text("{p}が使者になります。", "{p} becomes the messenger.").format(
            p=player(p)), data={"player": p}))
    settle(s, p, ev)


def task(s: State, p: int, a: Task, ev: list[Event]) -> None:
    isl = ISLANDERS[a.card]
    if s.left[TASK] > 0 and isl.kind not in s.kinds:
        use(s, TASK)
    else:
        i = s.kinds.index(isl.kind)
        s.kinds = s.kinds[:i] + s.kinds[i + 1:]
    s.tasked = put(s.tasked, p, (*s.tasked[p], a.card))
    ev.append(Event(rule("village.task"), Text("{p}が{c}に任務を与えます。", "{p} tasks the {c}.").format(
        p=player(p), c=islander_name(a.card)), data={"player": p, "islander": a.card}))
    if isl.kind in KIND_TASK:  # a module's kind of islander does its own thing when tasked
        KIND_TASK[isl.kind](s, p, a.card, ev)
        return
    perk = isl.perks[a.perk]
    if any(perk.pay):
        pay(s, p, perk.pay)
    g = perk.gain
    if perk.per_totem:
        held = sum(1 for h in s.totems if h == p)
        g = (*g[:ESTEEM], g[ESTEEM] + perk.per_totem * held)
    if any(g):
        gain_logged(s, p, g, "village.trade" if any(perk.pay) else "village.task", ev, isl.name.ja, "the " + isl.name.en)
    if perk.offer >= 0:
        offer(s, p, a.spirit if perk.offer == ANY_SPIRIT else perk.offer, ev)
    if perk.task >= 0:
        s.kinds += (perk.task,)


def draw_elders(s: State, p: int, ev: list[Event]) -> None:
    drawn, s.elder_deck = s.elder_deck[:2], s.elder_deck[2:]
    if len(drawn) == 1:  # the last card: drawn and kept (buru.lake.elder)
        s.elders = put(s.elders, p, (*s.elders[p], drawn[0]))
        ev.append(Event(rule("lake.elder"), Text("{p}が最後の長老カードを取ります。", "{p} takes the last elder card.").format(
            p=player(p)), data={"player": p}))
        ev.append(Event(rule("lake.elder"), Text("長老：{e}", "Elder: {e}").format(e=ELDERS[drawn[0]].name), to=p))
        return
    s.drawn, s.step = drawn, ELDER
    ev.append(Event(rule("lake.elder"), Text("{p}が長老カードを2枚引きます。", "{p} draws two elder cards.").format(
        p=player(p)), data={"player": p}))
    ev.append(Event(rule("lake.elder"), Text("引いたのは{a}と{b}です。", "You drew {a} and {b}.").format(
        a=ELDERS[drawn[0]].name, b=ELDERS[drawn[1]].name), to=p))


def keep(s: State, p: int, e: int, ev: list[Event]) -> None:
    other = [x for x in s.drawn if x != e][0]
    s.elders = put(s.elders, p, (*s.elders[p], e))
    s.elder_deck += (other,)
    s.drawn, s.step = (), BENEFIT
    ev.append(Event(rule("lake.elder"), Text("{p}が長老カードを1枚残し、もう1枚を山札の底に戻します。",
                                             "{p} keeps one elder card and puts the other at the bottom of the deck.").format(
        p=player(p)), data={"player": p}))
    ev.append(Event(rule("lake.elder"), Text("{e}を残しました。", "You keep {e}.").format(e=ELDERS[e].name), to=p))


def refuse(s: State, p: int, a: Action) -> IllegalAction:
    if s.step == ELDER:
        return illegal("lake.elder", "引いた長老カードのうち1枚を残します。", "Keep one of the elders you drew.")
    return illegal("afternoon.benefits", "選んだスペースの利益を使うか、アクションを終えます。",
                   "Use your space's benefits, or say you are done.")

