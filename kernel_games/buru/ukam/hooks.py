"""Where the Ukam module plugs into the base game (``plugs``): Ukam offered to at the Sacred Lake for an islander of
the offerer's tableau (buru.ukam.offer), its totem won with the Lake and paying only for another's offering
(buru.ukam.totem), outlaws tasked as a free offering (buru.ukam.outlaw), its elders' metrics (buru.ukam.elders), its
cards in play, and what its bots, previews and tries say."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import plugs
from ..bots import ESTEEM_WORTH, FISH_WORTH, islander_worth
from ..cards import ISLANDERS, OFFERINGS, bundle_worth
from ..components import LAKE
from ..economy import PER_SPIRIT
from ..narration import bundle_text, illegal, islander_name, player, rule
from ..preview import NOTHING, offering_esteem, signed, totem_note
from ..state import State
from . import view
from .actions import BANISH, Banish
from .cards import OUTLAW, UKAM, UKAM_DECREE_IDS, UKAM_ELDER_IDS
from .outlaws import task_outlaw
from .setup import outlaws
from .state import new_fields

View = dict[str, Any]


# ---- the rules ---------------------------------------------------------------------------------------------------------
def offer(s: State, p: int, ev: list[Event]) -> None:
    """The offerer is asked which islander to discard (the step BANISH); the offering is received once it is."""
    s.step = BANISH
    ev.append(Event(rule("ukam.offer"), Text("{p}がウカムに供物をします。タブローの島民を1人選んで捨てます。",
                                             "{p} offers to Ukam: they choose an islander of their tableau to "
                                             "discard.").format(p=player(p)), data={"player": p, "spirit": UKAM}))


def received(s: State, p: int, ev: list[Event]) -> None:
    ev.append(Event(rule("ukam.cards"), Text("{p}がウカムの供物カードを伏せて取ります。",
                                             "{p} takes an offering card of Ukam face down.").format(p=player(p)),
                    data={"player": p, "spirit": UKAM}))


def has_islander(s: State, p: int) -> bool:
    return bool(s.tableau[p])


def forbid_offer(s: State, p: int) -> IllegalAction | None:
    if not s.tableau[p]:
        return illegal("ukam.offer", "ウカムへの供物には、捨てる島民がタブローに1人要ります。",
                       "An offering to Ukam costs an islander of your tableau, and you have none.")
    return None


def lake_totem(s: State, a: int) -> int:
    """The Sacred Lake's conqueror takes Ukam's totem (buru.ukam.totem)."""
    return UKAM if a == LAKE and UKAM in s.spirits else -1


def ukam_cards(s: State, p: int) -> int:
    """The Elder of justice: offering cards of Ukam."""
    return sum(1 for c in s.offerings[p] if c // PER_SPIRIT == UKAM)


def banished(s: State, p: int) -> int:
    """The Elder of exile: the outlaws you discarded."""
    return s.banished[p]


def _in_play(ids: Any) -> Any:
    return lambda s: ids(s) if UKAM in s.spirits else ()


# ---- the bots ------------------------------------------------------------------------------------------------------------
def ukam_card(view: View) -> float:
    """An offering card of Ukam and what pays out at once, before its cost."""
    now, _ = offering_esteem(view, UKAM, list(view["tasked"][view["viewer"]]))
    return sum(OFFERINGS[UKAM]) / len(OFFERINGS[UKAM]) + now


def banish_worth(view: View, c: int) -> float:
    """What discarding islander ``c`` is worth to the viewer: an outlaw's bonus, less what the card still does."""
    isl = ISLANDERS[c]
    if isl.kind == OUTLAW:
        return bundle_worth(isl.banish) / ESTEEM_WORTH
    return -max(islander_worth(view, c), 0.3) - (0.5 if c in view["tasked"][view["viewer"]] and isl.ongoing else 0)


def offer_worth(view: View) -> float:
    """Ukam's card, for the islander the offering would discard (the one worth least)."""
    return ukam_card(view) + max((banish_worth(view, c) for c in view["tableau"][view["viewer"]]), default=-9)


def outlaw_worth(view: View, c: int) -> float:
    """An outlaw is worth one task: a free offering to Ukam and its bonus."""
    isl = ISLANDERS[c]
    return ukam_card(view) * 0.8 + (bundle_worth(isl.banish) - isl.cost * FISH_WORTH) / ESTEEM_WORTH


def outlaw_task_value(view: View, a: Action) -> float:
    """A free offering to Ukam, then its bonus."""
    return (ukam_card(view) if view["offering_decks"][UKAM] else 0) + banish_worth(view, a.card) + 0.01


# ---- the previews ------------------------------------------------------------------------------------------------------
def _bonus(card: int) -> Text:
    """What discarding this islander adds: an outlaw's bonus (buru.ukam.bonus)."""
    isl = ISLANDERS[card]
    if isl.kind == OUTLAW and any(isl.banish):
        return Text("、その後{x}を得る", "; then gain {x}").format(x=bundle_text(isl.banish))
    return NOTHING


def banish_preview(view: View, a: Action) -> Text:
    me = view["viewer"]
    points, why = offering_esteem(view, UKAM, [c for c in view["tasked"][me] if c != a.card])
    values = OFFERINGS[UKAM]
    lost = Text("（任務中の継続効果もなくなる）", " (its ongoing effect ends too)") if a.card in view["tasked"][me] \
        and ISLANDERS[a.card].ongoing is not None else NOTHING
    return Text("{c}を捨ててウカムに供物{l}：{e}供物カード（{lo}〜{hi}、残り{k}枚）を伏せて取る{t}{x}",
                "Discard the {c} for Ukam{l}: {e}take an offering card face down (worth {lo}-{hi}; {k} left){t}{x}").format(
        c=islander_name(a.card), l=lost, e=signed(points, why), lo=min(values), hi=max(values),
        k=view["offering_decks"][UKAM], t=totem_note(view, UKAM), x=_bonus(a.card))


def outlaw_preview(view: View, a: Action) -> Text:
    me = view["viewer"]
    if not view["offering_decks"][UKAM]:
        return Text("{c}に任務：すぐ捨てる（ウカムの供物カードは尽きている）{x}", "Task the {c}: it is discarded at once "
                    "(Ukam's offering deck is empty){x}").format(c=islander_name(a.card), x=_bonus(a.card))
    points, why = offering_esteem(view, UKAM, [c for c in view["tasked"][me] if c != a.card])
    values = OFFERINGS[UKAM]
    return Text("{c}に任務：{e}すぐ捨ててウカムに無料で供物、供物カード（{lo}〜{hi}、残り{k}枚）を伏せて取る{t}{x}",
                "Task the {c}: {e}discarded at once as a free offering to Ukam, take an offering card face down "
                "(worth {lo}-{hi}; {k} left){t}{x}").format(
        c=islander_name(a.card), e=signed(points, why), lo=min(values), hi=max(values),
        k=view["offering_decks"][UKAM], t=totem_note(view, UKAM), x=_bonus(a.card))


def offer_cost(view: View) -> Text:
    return Text("次にタブローの島民1人を選んで捨て", "next choose an islander of your tableau to discard, then ")


def banish_tries(s: State, p: int) -> tuple[list[Action], list[Action]]:
    """Another player's islander cannot pay for your offering."""
    return [Banish(c) for c in s.tableau[p]], [Banish(c) for q in range(s.n) for c in s.tableau[q]]


plugs.FREE_ALTAR.add(UKAM)
plugs.OFFER[UKAM] = offer
plugs.OFFER_CHECK[UKAM] = has_islander
plugs.OFFER_FORBID[UKAM] = forbid_offer
plugs.RECEIVED[UKAM] = received
plugs.TOTEM_RULE[UKAM] = plugs.CONQUER_RULE[UKAM] = "ukam.totem"
plugs.CONQUEST_TOTEM.append(lake_totem)
plugs.KIND_TASK[OUTLAW] = task_outlaw
plugs.ELDER_COUNTS.update(ukam=ukam_cards, banished=banished)
plugs.IN_PLAY["islanders"].append(_in_play(lambda s: outlaws(s.modules)))
plugs.IN_PLAY["elders"].append(_in_play(lambda s: UKAM_ELDER_IDS))
plugs.IN_PLAY["decrees"].append(_in_play(lambda s: UKAM_DECREE_IDS))
plugs.OFFER_WORTH[UKAM] = offer_worth
plugs.OFFER_AFFORD[UKAM] = lambda view, me: bool(view["tableau"][me])
plugs.KIND_WORTH[OUTLAW] = outlaw_worth
plugs.KIND_TASK_VALUE[OUTLAW] = outlaw_task_value
plugs.VALUES[Banish] = lambda view, a: banish_worth(view, a.card)
plugs.OFFER_COST_TEXT[UKAM] = offer_cost
plugs.KIND_TASK_PREVIEW[OUTLAW] = outlaw_preview
plugs.PREVIEWS[Banish] = banish_preview
plugs.STEP_TRIES[BANISH] = banish_tries
plugs.VIEW_PARTS.append(view.view)
plugs.NEW_FIELDS.append(new_fields)
