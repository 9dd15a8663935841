"""Buru's previews (Game.preview): what a legal action would do now, read from the view only.

A move that changes the viewer's esteem at once (a noble's task, an offering with an esteem decree beside its altar)
starts with those points, signed, right after the first colon. Nothing else after that colon starts with a sign:
resources and fish are written as counts. An offering also says what the spirit's totem does with it: 1 esteem to its
holder when that is another player, nothing when it is the viewer (buru.totem.bonus). A module previews its own actions
and kinds of islanders, and says what an offering to its spirit costs (``plugs``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kernel_games.core import Action, Text

from .actions import Choose, Done, Elder, Gather, Hire, Keep, Messenger, Offer, Place, Refresh, Task
from .cards import DECREES, ELDERS, FOREST_CARDS, ISLANDERS, OFFERINGS
from .components import ALTARS, ANY_SPIRIT, ESTEEM, SPACES
from .economy import totem_pays
from .narration import area_name, bundle_text, islander_name, player, spirit_name
from .plugs import KIND_TASK_PREVIEW, OFFER_COST_TEXT, PREVIEWS

if TYPE_CHECKING:
    from .view import BuruView

NOTHING = Text("", "")


def offering_esteem(view: BuruView, spirit: int, tasked: list[int]) -> tuple[int, list[Text]]:
    """The esteem an offering to ``spirit`` gives the viewer at once, and why: esteem decrees at the altar
    (buru.decree.altar), scrolls of tasked islanders (buru.village.ongoing). Never the spirit's totem: it pays its
    holder only for another player's offering (``totem_note``)."""
    points, why = 0, []
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


def totem_note(view: BuruView, spirit: int) -> Text:
    """What the spirit's totem does with the viewer's offering (buru.totem.bonus): its holder gains 1 esteem when that
    is another player; the viewer's own totem pays nothing for their own offering."""
    holder = view["totems"][spirit]
    if holder < 0:
        return NOTHING
    if not totem_pays(holder, view["viewer"]):
        return Text("（{s}の象徴はあなたのもの：自分の供物では何も得ない）",
                    " ({s}'s totem is yours: nothing for your own offering)").format(s=spirit_name(spirit))
    return Text("（{s}の象徴：{h}が1エスティームを得る）", " ({s}'s totem: {h} gains 1 esteem)").format(
        s=spirit_name(spirit), h=player(holder))


def signed(points: int, why: list[Text]) -> Text:
    if not points:
        return NOTHING
    parts = Text("＋".join(w.ja for w in why), " + ".join(w.en for w in why))
    return Text("+{k}エスティーム（{w}）、", "+{k} esteem ({w}); ").format(k=points, w=parts)


def offer_text(view: BuruView, spirit: int, tasked: list[int]) -> tuple[int, list[Text], Text]:
    """An offering's text, and the esteem it gives at once with why."""
    points, why = offering_esteem(view, spirit, tasked)
    values = OFFERINGS[spirit]
    if spirit in OFFER_COST_TEXT:  # a module's spirit
        cost = OFFER_COST_TEXT[spirit](view)
    else:
        cost = Text("{c}を払い", "pay {c}, ").format(c=bundle_text(ALTARS[spirit][view["altar_sides"][spirit]]))
    body = Text("{s}に供物：{e}{c}供物カード（{lo}〜{hi}、残り{k}枚）を伏せて取る{t}",
                "Offer to {s}: {e}{c}take an offering card face down (worth {lo}-{hi}; {k} left){t}").format(
        s=spirit_name(spirit), e=signed(points, why), c=cost, lo=min(values), hi=max(values),
        k=view["offering_decks"][spirit], t=totem_note(view, spirit))
    return points, why, body


def _task(view: BuruView, a: Task) -> Text:
    isl = ISLANDERS[a.card]
    if isl.kind in KIND_TASK_PREVIEW:  # a module's kind of islander
        return KIND_TASK_PREVIEW[isl.kind](view, a)
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
        more, reasons, text = offer_text(view, spirit, tasked)
        points += more
        why += reasons
        parts.append(text)
    if perk.task >= 0:
        from .narration import kind_name

        parts.append(Text("さらに{k}1人に任務", "then task a {k}").format(k=kind_name(perk.task)))
    if not parts and not points:
        parts.append(Text("継続効果が夕暮れまで働く", "its ongoing effect works until dusk"))
    body = Text("、".join(p.ja for p in parts), "; ".join(p.en for p in parts))
    return Text("{c}に任務：{e}{b}", "Task the {c}: {e}{b}").format(c=isl.name, e=signed(points, why), b=body)


def preview(view: BuruView, a: Action) -> Text:
    me = view["viewer"]
    if type(a) in PREVIEWS:  # a module's action
        return PREVIEWS[type(a)](view, a)
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
        return offer_text(view, a.spirit, list(view["tasked"][me]))[2]
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
    return Text("?", "?")
