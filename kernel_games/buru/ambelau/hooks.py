"""Where the Ambelau region plugs into the base game (``plugs``): the region as an area without action spaces whose
canoe spaces give their own benefits (buru.ambelau.actions), Ibu offered to only there and for free
(buru.ambelau.ibu), its cards scored together (buru.ambelau.ibu_cards), its totem won with the region, guides as a
sixth explorer (buru.ambelau.guide), its elder's metric, its cards in play, and what its bots, previews and tries say."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import plugs
from ..actions import Done, Offer, Task
from ..bots import ESTEEM_WORTH, offer_worth
from ..cards import OFFERINGS, bundle_worth
from ..components import LAKE
from ..economy import PER_SPIRIT, receive
from ..narration import bundle_text, illegal, player, rule
from ..phases import benefits
from ..preview import offering_esteem
from ..state import ANYWHERE, OFFER, TASK, State
from . import canoe, view
from .actions import Guide, Paddle
from .canoe import GUIDE
from .cards import AMBELAU, AMBELAU_DECREE_IDS, IBU, IBU_ELDER_IDS, TRACK, ibu_score
from .guides import take_guide
from .state import KEY

View = dict[str, Any]
GUIDE_ACTION = Guide()


# ---- the rules ---------------------------------------------------------------------------------------------------------
def offer(s: State, p: int, ev: list[Event]) -> None:
    """Ibu asks nothing: ending a canoe's move on its space is the offering."""
    ev.append(Event(rule("ambelau.ibu"), Text("{p}がイブに供物をします。供物カードを伏せて取ります。",
                                              "{p} offers to Ibu and takes an offering card face down.").format(
        p=player(p)), data={"player": p, "spirit": IBU}))
    receive(s, p, IBU, ev)


def forbid_offer(s: State, p: int) -> IllegalAction | None:
    return None if s.offering_decks[IBU] else illegal("ambelau.ibu", "イブの供物カードが尽きています。",
                                                       "Ibu's offering deck is empty.")


def offer_where(s: State, a: Action) -> IllegalAction | None:
    """Ibu only from a canoe space (not with credits usable anywhere); the other spirits at the Sacred Lake."""
    if s.space == ANYWHERE:
        if a.spirit == IBU:
            return illegal("ambelau.ibu", "イブへの供物はアンベラウのカヌーのスペースでだけできます。",
                           "Ibu is offered to only from Ambelau's canoe spaces.")
    elif (a.spirit == IBU) != (s.area == AMBELAU) and s.area in (LAKE, AMBELAU):
        return illegal("ambelau.ibu", "イブへの供物はアンベラウのカヌーのスペースでだけ、ほかの精霊への供物は聖なる湖でします。",
                       "Ibu is offered to only from Ambelau's canoe spaces; the other spirits at the Sacred Lake.")
    return None


def space_forbid(s: State, p: int, a: Action) -> IllegalAction:
    """The region has no action spaces: a canoe moves instead, at least one space."""
    if isinstance(a, Done):
        return illegal("ambelau.canoe", "カヌーは少なくとも1スペース進みます。", "A canoe moves at least one space.")
    return illegal("ambelau.canoe", "アンベラウにはアクションスペースがありません。カヌーを進めるスペースを選びます。",
                   "Ambelau has no action spaces: choose where your canoe goes.")


def canoe_benefits(s: State, p: int) -> list[Action]:
    """A canoe space's benefits (buru.ambelau.actions): a task, or one of a kind an islander's perk just gave (the
    Steward's); an offering to Ibu; the guide."""
    left, out = s.left, []
    if left[TASK] or s.kinds:
        out += benefits.tasks(s, p)
    if left[OFFER] and s.offering_decks[IBU]:
        out.append(benefits.offer_action(IBU))
    if left[GUIDE]:
        out.append(GUIDE_ACTION)
    return out


def perform_guide(s: State, p: int, a: Action, ev: list[Event]) -> None:
    benefits.use(s, GUIDE)
    take_guide(s, p, ev)
    benefits.settle(s, p, ev)


def region_totem(s: State, a: int) -> int:
    return IBU if a == AMBELAU else -1


def guided(s: State, p: int) -> int:
    """A guide this round: a sixth explorer of power 1."""
    return 1 if s.guided and s.guided[p] else 0


def ibu_cards(s: State, p: int) -> int:
    """The Elder of growth: offering cards of Ibu."""
    return sum(1 for c in s.offerings[p] if c // PER_SPIRIT == IBU)


def canoes_apart(s: State) -> list[str]:
    on_track = [c for c in s.canoes if c >= 0]
    return [f"two canoes share a space: {s.canoes}"] if len(on_track) != len(set(on_track)) else []


def _in_play(ids: tuple[int, ...]) -> Any:
    return lambda s: ids if IBU in s.spirits else ()


# ---- the bots ------------------------------------------------------------------------------------------------------------
def ibu_worth(view: View) -> float:
    """Free; worth its card and one more for each Ibu card already held (and each still to come)."""
    me = view["viewer"]
    now, _ = offering_esteem(view, IBU, list(view["tasked"][me]))
    held = view["offerings"][me][IBU]
    return sum(OFFERINGS[IBU]) / len(OFFERINGS[IBU]) + 2 * held + now


def canoe_worth(view: View, i: int) -> float:
    """A canoe space's worth now: its resources, an Ibu offering, a guide (not in the last round), a task."""
    sp = TRACK[i]
    me = view["viewer"]
    worth = bundle_worth(sp.gain) / ESTEEM_WORTH
    if sp.offer and view["offering_decks"][IBU]:
        worth += offer_worth(view, IBU)
    if sp.guide and view["round"] < view["rounds"]:
        worth += 1.5
    if sp.task:
        worth += 0.8 * min(sp.task, len([c for c in view["tableau"][me] if c not in view["tasked"][me]]))
    return worth


def region_worth(view: View) -> float:
    """The best space a canoe could reach with a middling bid."""
    return 1.2 + 0.6 * (bool(view["guides"]) and not view["guides"][view["viewer"]])


# ---- the previews ------------------------------------------------------------------------------------------------------
def canoe_text(i: int, get: tuple[str, str], offer_guide_task: tuple[Text, Text, Text], head: tuple[str, str] = (
        "カヌーを{i}番のスペースへ（評価{r}）：{b}", "Canoe to space {i} (rating {r}): {b}")) -> Text:
    """Canoe space ``i``: its resources, then its offering, guide and task as the words given say them."""
    sp = TRACK[i]
    parts = [Text("{x}を" + get[0], get[1] + " {x}").format(x=bundle_text(sp.gain))] if any(sp.gain) else []
    parts += [t for t, on in zip(offer_guide_task, (sp.offer, sp.guide, sp.task), strict=True) if on]
    body = Text("、".join(p.ja for p in parts), "; ".join(p.en for p in parts))
    return Text(*head).format(i=i + 1, r=sp.rating, b=body)


def paddle_preview(view: View, a: Action) -> Text:
    """A canoe space: its resources at once, then what may be used there (buru.ambelau.actions)."""
    return canoe_text(a.space, ("得る", "gain"), (Text("イブに供物できる", "you may offer to Ibu"),
                      Text("ガイドを得られる", "you may take your guide"), Text("島民1人に任務", "task an islander")))


def offer_cost(view: View) -> Text:
    me = view["viewer"]
    held = view["offerings"][me][IBU] if me is not None else 0
    return Text("無料で（イブのカードは他のイブのカード1枚につき+1、いま{k}枚）", "free (each Ibu card +1 for each other "
                "Ibu card; you have {k}), ").format(k=held)


# ---- the tries -----------------------------------------------------------------------------------------------------------
def space_tries(s: State, p: int) -> tuple[list[Action], list[Action]]:
    """Out of reach, or another canoe's space."""
    return canoe.candidates(s, p), [Paddle(i) for i in range(len(TRACK))]


def benefit_tries(s: State, p: int) -> list[Action]:
    return [Task(c, 0) for c in s.tableau[p]] + [Offer(IBU), Guide()]


plugs.ELSEWHERE.add(IBU)
plugs.FREE_ALTAR.add(IBU)
plugs.OFFER[IBU] = offer
plugs.OFFER_FORBID[IBU] = forbid_offer
plugs.OFFER_WHERE.append(offer_where)
plugs.TOTEM_RULE[IBU] = "ambelau.ibu_totem"
plugs.CONQUER_RULE[IBU] = "ambelau.conquer"
plugs.CONQUEST_TOTEM.append(region_totem)
plugs.CARD_SCORE[IBU] = ibu_score
plugs.SPACE_FORBID[AMBELAU] = space_forbid
plugs.SPACE_REFUSE[AMBELAU] = canoe.refuse
plugs.AREA_BENEFITS[AMBELAU] = canoe_benefits
benefits.use_in(AMBELAU, Task, Offer)
benefits.add_benefit(Guide, (AMBELAU,), GUIDE)
plugs.EXTRA_EXPLORERS[KEY] = guided
plugs.EXTRA_POWER.append(lambda view, q: 1 if view["guided"] and view["guided"][q] else 0)
plugs.ELDER_COUNTS["ibu"] = ibu_cards
plugs.IN_PLAY["elders"].append(_in_play(IBU_ELDER_IDS))
plugs.IN_PLAY["decrees"].append(_in_play(AMBELAU_DECREE_IDS))
plugs.INVARIANTS.append(canoes_apart)
plugs.OFFER_WORTH[IBU] = ibu_worth
plugs.AREA_WORTH[AMBELAU] = region_worth
plugs.VALUES[Paddle] = lambda view, a: canoe_worth(view, a.space)
plugs.VALUES[Guide] = lambda view, a: 1.5 if view["round"] < view["rounds"] else 0.0
plugs.OFFER_COST_TEXT[IBU] = offer_cost
plugs.PREVIEWS[Paddle] = paddle_preview
plugs.PREVIEWS[Guide] = lambda view, a: Text("ガイドを得る：次のラウンドはパワー1の探索者が1体増える（夕暮れに戻る）",
                                             "Take your guide: next round one more explorer, of power 1 (back at dusk)")
plugs.AREA_TRIES[AMBELAU] = space_tries
plugs.BENEFIT_TRIES[AMBELAU] = benefit_tries
plugs.VIEW_PARTS.append(view.view)
