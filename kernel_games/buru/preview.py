"""Buru's previews (Game.preview): what a legal action would do now, read from the view only.

A move that changes the viewer's esteem at once (a noble's task, an offering while holding its spirit's totem or
with an esteem decree beside its altar) starts with those points, signed, right after the first colon. Nothing
else after that colon starts with a sign: resources and fish are written as counts.
"""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Text

from .actions import (
    Banish,
    Choose,
    Done,
    Elder,
    Gather,
    Guide,
    Hire,
    Keep,
    Lead,
    Messenger,
    Offer,
    Paddle,
    Pick,
    Place,
    Recruit,
    Refresh,
    Task,
)
from .cards import DECREES, ELDERS, FOREST_CARDS, ISLANDERS, OFFERINGS
from .cards_ambelau import TRACK
from .cards_persons import PERSONS
from .components import ALTARS, AMBELAU, ANY_SPIRIT, ESTEEM, IBU, OUTLAW, SHORE, SPACES, UKAM
from .lawan.plots import IBU_BONUS, PLOTS
from .narration import area_name, bundle_text, islander_name, spirit_name

NOTHING = Text("", "")


def offering_esteem(view: dict[str, Any], spirit: int, tasked: list[int]) -> tuple[int, list[Text]]:
    """The esteem an offering to ``spirit`` gives the viewer at once, and why: the totem (buru.totem.bonus), esteem
    decrees at the altar (buru.decree.altar), scrolls of tasked islanders (buru.village.ongoing)."""
    me, points, why = view["viewer"], 0, []
    if view["totems"][spirit] == me and spirit != UKAM:  # Ukam's pays only for another's offering (buru.ukam.totem)
        points += 1
        why.append(Text("象徴1", "totem 1"))
    for d in view["decrees"]:
        if DECREES[d].spirit == spirit and DECREES[d].gain[ESTEEM]:
            points += DECREES[d].gain[ESTEEM]
            why.append(Text("指令{k}", "decree {k}").format(k=DECREES[d].gain[ESTEEM]))
    for c in tasked:
        on = ISLANDERS[c].ongoing
        if on is not None and on.spirit in (spirit, ANY_SPIRIT) and on.gain[ESTEEM]:
            points += on.gain[ESTEEM]
            why.append(Text("{c}{k}", "{c} {k}").format(c=islander_name(c), k=on.gain[ESTEEM]))
    return points, why


def _signed(points: int, why: list[Text]) -> Text:
    if not points:
        return NOTHING
    parts = Text("＋".join(w.ja for w in why), " + ".join(w.en for w in why))
    return Text("+{k}エスティーム（{w}）、", "+{k} esteem ({w}); ").format(k=points, w=parts)


def _offer_text(view: dict[str, Any], spirit: int, tasked: list[int]) -> tuple[int, list[Text], Text]:
    """An offering's text, and the esteem it gives at once with why."""
    points, why = offering_esteem(view, spirit, tasked)
    values, me = OFFERINGS[spirit], view["viewer"]
    if spirit == UKAM:
        cost = Text("次にタブローの島民1人を選んで捨て", "next choose an islander of your tableau to discard, then ")
    elif spirit == IBU:
        held = view["offerings"][me][IBU] if me is not None else 0
        cost = Text("無料で（イブのカードは他のイブのカード1枚につき+1、いま{k}枚）", "free (each Ibu card +1 for each other "
                    "Ibu card; you have {k}), ").format(k=held)
    else:
        cost = Text("{c}を払い", "pay {c}, ").format(c=bundle_text(ALTARS[spirit][view["altar_sides"][spirit]]))
    body = Text("{s}に供物：{e}{c}供物カード（{lo}〜{hi}、残り{k}枚）を伏せて取る",
                "Offer to {s}: {e}{c}take an offering card face down (worth {lo}-{hi}; {k} left)").format(
        s=spirit_name(spirit), e=_signed(points, why), c=cost, lo=min(values), hi=max(values),
        k=view["offering_decks"][spirit])
    return points, why, body


def _bonus(card: int) -> Text:
    """What discarding this islander adds: an outlaw's bonus (buru.ukam.bonus), a tasked card's lost scroll."""
    isl = ISLANDERS[card]
    if isl.kind == OUTLAW and any(isl.banish):
        return Text("、その後{x}を得る", "; then gain {x}").format(x=bundle_text(isl.banish))
    return NOTHING


def _banish(view: dict[str, Any], a: Banish) -> Text:
    me = view["viewer"]
    points, why = offering_esteem(view, UKAM, [c for c in view["tasked"][me] if c != a.card])
    values = OFFERINGS[UKAM]
    lost = Text("（任務中の継続効果もなくなる）", " (its ongoing effect ends too)") if a.card in view["tasked"][me] \
        and ISLANDERS[a.card].ongoing is not None else NOTHING
    return Text("{c}を捨ててウカムに供物{l}：{e}供物カード（{lo}〜{hi}、残り{k}枚）を伏せて取る{x}",
                "Discard the {c} for Ukam{l}: {e}take an offering card face down (worth {lo}-{hi}; {k} left){x}").format(
        c=islander_name(a.card), l=lost, e=_signed(points, why), lo=min(values), hi=max(values),
        k=view["offering_decks"][UKAM], x=_bonus(a.card))


def _outlaw(view: dict[str, Any], a: Task) -> Text:
    me = view["viewer"]
    if not view["offering_decks"][UKAM]:
        return Text("{c}に任務：すぐ捨てる（ウカムの供物カードは尽きている）{x}", "Task the {c}: it is discarded at once "
                    "(Ukam's offering deck is empty){x}").format(c=islander_name(a.card), x=_bonus(a.card))
    points, why = offering_esteem(view, UKAM, [c for c in view["tasked"][me] if c != a.card])
    values = OFFERINGS[UKAM]
    return Text("{c}に任務：{e}すぐ捨ててウカムに無料で供物、供物カード（{lo}〜{hi}、残り{k}枚）を伏せて取る{x}",
                "Task the {c}: {e}discarded at once as a free offering to Ukam, take an offering card face down "
                "(worth {lo}-{hi}; {k} left){x}").format(
        c=islander_name(a.card), e=_signed(points, why), lo=min(values), hi=max(values),
        k=view["offering_decks"][UKAM], x=_bonus(a.card))


def _task(view: dict[str, Any], a: Task) -> Text:
    isl = ISLANDERS[a.card]
    if isl.kind == OUTLAW:
        return _outlaw(view, a)
    perk = isl.perks[a.perk]
    me = view["viewer"]
    tasked = [*view["tasked"][me], a.card]
    points = perk.gain[ESTEEM] + perk.per_totem * sum(1 for h in view["totems"] if h == me)
    why = [Text("{c}{k}", "{c} {k}").format(c=isl.name, k=points)] if points else []
    parts = []
    if any(perk.pay):
        parts.append(Text("{x}を払う", "pay {x}").format(x=bundle_text(perk.pay)))
    g = (*perk.gain[:ESTEEM], 0)
    if any(g):
        parts.append(Text("{x}を得る", "gain {x}").format(x=bundle_text(g)))
    if perk.offer >= 0:
        spirit = a.spirit if perk.offer == ANY_SPIRIT else perk.offer
        more, reasons, text = _offer_text(view, spirit, tasked)
        points += more
        why += reasons
        parts.append(text)
    if perk.task >= 0:
        from .narration import kind_name

        parts.append(Text("さらに{k}1人に任務", "then task a {k}").format(k=kind_name(perk.task)))
    if not parts and not points:
        parts.append(Text("継続効果が夕暮れまで働く", "its ongoing effect works until dusk"))
    body = Text("、".join(p.ja for p in parts), "; ".join(p.en for p in parts))
    return Text("{c}に任務：{e}{b}", "Task the {c}: {e}{b}").format(c=isl.name, e=_signed(points, why), b=body)


def preview(view: dict[str, Any], a: Action) -> Text:
    me = view["viewer"]
    if isinstance(a, Place):
        mine = [k for k in view["bids"][a.area][me]]
        return Text("{a}にパワー{k}：あなたの合計は{t}（他の人の探索者は伏せてある）",
                    "{a}, power {k}: your total there becomes {t} (the others' explorers are face down)").format(
            a=area_name(a.area), k=a.power, t=sum(mine) + a.power)
    if isinstance(a, Choose):
        sp = SPACES[view["area"]][a.space]
        bits = [(sp.hire, "雇用", "hire"), (sp.refresh, "リフレッシュ", "refresh"), (sp.task, "任務", "task"),
                (1 if sp.task_kind >= 0 else 0, "貴族に任務", "task a noble"), (sp.fish, "魚", "fish"),
                (sp.offer, "供物", "offer"), (sp.elder, "長老", "elder"), (sp.messenger, "使者", "messenger")]
        got = [(k, ja, en) for k, ja, en in bits if k]
        return Text("スペース{i}（評価{r}）：{b}", "Space {i} (rating {r}): {b}").format(
            i=a.space + 1, r=sp.rating, b=Text("・".join(f"{ja}×{k}" for k, ja, _ in got),
                                              ", ".join(f"{en} ×{k}" for k, _, en in got)))
    if isinstance(a, Gather):
        c = FOREST_CARDS[view["display"][a.slot]]
        return Text("森カード（評価{r}）：{x}を得る", "Forest card (rating {r}): gain {x}").format(
            r=c.rating, x=bundle_text((*c.resources, 0)))
    if isinstance(a, Hire):
        c = view["row"][a.slot]
        isl = ISLANDERS[c]
        return Text("{c}を雇う：魚{k}匹（{f}→{g}匹）", "Hire the {c}: {k} fish (you have {f}, then {g})").format(
            c=isl.name, k=isl.cost, f=view["fish"][me], g=view["fish"][me] - isl.cost)
    if isinstance(a, Refresh):
        return Text("リフレッシュ：列の3人を捨て、新しく3人を並べる（山札{k}枚）",
                    "Refresh: discard the 3 islanders of the row, deal 3 new ones ({k} in the deck)").format(
            k=view["islander_deck"])
    if isinstance(a, Task):
        return _task(view, a)
    if isinstance(a, Offer):
        return _offer_text(view, a.spirit, list(view["tasked"][me]))[2]
    if isinstance(a, Elder):
        return Text("長老：2枚引いて1枚残す（山札{k}枚）", "Elders: draw 2, keep 1 ({k} in the deck)").format(
            k=view["elder_deck"])
    if isinstance(a, Keep):
        el = ELDERS[a.elder]
        levels = Text("・".join(f"{n}→{e}" for n, e in el.levels), ", ".join(f"{n}→{e}" for n, e in el.levels))
        return Text("{e}を残す：段階 {l}（エスティーム）", "Keep {e}: levels {l} (esteem)").format(e=el.name, l=levels)
    if isinstance(a, Messenger):
        return Text("使者になる：次の夜明けから先に置き、同点に勝つ", "Become the messenger: from the next dawn you place "
                    "first and win ties")
    if isinstance(a, Done):
        return Text("アクションを終える：残りの利益は使わない", "Done: the space's other benefits go unused")
    if isinstance(a, Pick):
        return _pick(view, a)
    if isinstance(a, Banish):
        return _banish(view, a)
    if isinstance(a, Paddle):
        return _paddle(view, a)
    if isinstance(a, Lead):
        return _person(view, view["persons"][me], Text("偉人のアクション", "Great Person's action"))
    if isinstance(a, Recruit):
        p = PERSONS[a.person]
        last = view["choosing"] == [me]  # the last to choose turns every card up: the start is gained now
        now = _signed(p.start[ESTEEM], [Text("スタート{k}", "start {k}").format(k=p.start[ESTEEM])]) if last else NOTHING
        return Text("{c}を選ぶ：{e}スタートに{s}、{a}", "Keep the {c}: {e}start with {s}; {a}").format(
            c=p.name, e=now, s=bundle_text(p.start), a=_person(view, a.person, Text("アクション", "action")))
    if isinstance(a, Guide):
        return Text("ガイドを得る：次のラウンドはパワー1の探索者が1体増える（夕暮れに戻る）",
                    "Take your guide: next round one more explorer, of power 1 (back at dusk)")
    return Text("?", "?")


def _person(view: dict[str, Any], c: int, label: Text) -> Text:
    """A Great Person's action: its resources and fish at once, then its credits (buru.persons.action)."""
    p = PERSONS[c]
    bits = [(p.hire, "雇用", "hire"), (p.refresh, "リフレッシュ", "refresh"), (p.task, "任務", "task"),
            (p.offer, "供物", "offer"), (p.elder, "長老", "elder"), (p.messenger, "使者", "messenger")]
    parts = [Text(f"{ja}×{k}", f"{en} ×{k}") for k, ja, en in bits if k]
    rest = (*p.gain[:ESTEEM], 0)
    if any(rest):
        parts.append(Text("{x}を得る", "gain {x}").format(x=bundle_text(rest)))
    body = Text("・".join(x.ja for x in parts), ", ".join(x.en for x in parts))
    return Text("{l}（{c}）：{e}{b}", "{l} ({c}): {e}{b}").format(
        l=label, c=p.name, b=body, e=_signed(p.gain[ESTEEM], [Text("{c}{k}", "{c} {k}").format(c=p.name, k=p.gain[ESTEEM])]))


def _paddle(view: dict[str, Any], a: Paddle) -> Text:
    """A canoe space: its resources at once, then what may be used there (buru.ambelau.actions)."""
    return _canoe(a.space, ("得る", "gain"), (Text("イブに供物できる", "you may offer to Ibu"),
                  Text("ガイドを得られる", "you may take your guide"), Text("島民1人に任務", "task an islander")))


def _canoe(i: int, get: tuple[str, str], offer_guide_task: tuple[Text, Text, Text], head: tuple[str, str] = (
        "カヌーを{i}番のスペースへ（評価{r}）：{b}", "Canoe to space {i} (rating {r}): {b}")) -> Text:
    """Canoe space ``i``: its resources, then its offering, guide and task as the words given say them."""
    sp = TRACK[i]
    parts = [Text("{x}を" + get[0], get[1] + " {x}").format(x=bundle_text(sp.gain))] if any(sp.gain) else []
    parts += [t for t, on in zip(offer_guide_task, (sp.offer, sp.guide, sp.task), strict=True) if on]
    body = Text("、".join(p.ja for p in parts), "; ".join(p.en for p in parts))
    return Text(*head).format(i=i + 1, r=sp.rating, b=body)


def _pick(view: dict[str, Any], a: Pick) -> Text:
    """The Lawan's tied option as it would take it (buru.lawan.tie): its space, forest card or islander."""
    lawan = view["actor"]
    if view["pick"] == "hire":
        isl = ISLANDERS[view["row"][a.option]]
        cost = max(0, isl.cost - (1 if len(view["bids"][SHORE][lawan]) >= 2 else 0))  # buru.lawan.double
        inner = Text("{c}を魚{k}匹で雇う（{f}→{g}匹）", "hires the {c} for {k} fish ({f}, then {g})").format(
            c=isl.name, k=cost, f=view["fish"][lawan], g=view["fish"][lawan] - cost)
    elif view["pick"] == "forest":
        inner = preview(view, Gather(a.option))
    elif view["pick"] == "canoe":
        inner = _signed(_ibu_totem_points(view, lawan, a.option), [Text("イブの象徴", "Ibu's totem")]) + _lawan_paddle(
            a.option)
    else:
        inner = preview(view, Choose(a.option))
    return Text("ラワンのための選択：{x}", "The Lawan's choice: {x}").format(x=inner)


def _ibu_totem_points(view: dict[str, Any], lawan: int, i: int) -> int:
    """What the viewer gains when ``lawan`` stops on canoe space ``i``: 1 per offering to Ibu it makes there (the space's,
    then its plot card's Ibu bonus with two explorers in the region) while the viewer holds Ibu's totem."""
    if view["totems"][IBU] != view["viewer"]:
        return 0
    card = view["plots"][view["lawan"].index(lawan)]
    bonus = card >= 0 and PLOTS[card].ambelau == IBU_BONUS and len(view["bids"][AMBELAU][lawan]) >= 2
    return min(view["offering_decks"][IBU], int(TRACK[i].offer) + int(bonus))


def _lawan_paddle(i: int) -> Text:
    """A canoe space as a Lawan uses it all (buru.ambelau.lawan_canoe)."""
    return _canoe(i, ("得る", "gains"), (Text("イブに無償で供物", "offers to Ibu for free"), Text("ガイドを得る", "takes its guide"),
                  Text("任務の代わりに1エスティーム", "1 esteem instead of a task")),
                  ("カヌーを{i}番のスペースへ（評価{r}）：{b}", "canoe to space {i} (rating {r}): {b}"))
