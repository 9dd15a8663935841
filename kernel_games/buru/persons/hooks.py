"""Where the Great Persons plug into the base game (``plugs``): the person's action offered in every area's space
step (its credits are used ANYWHERE: ``state.ANYWHERE``), the cards counted by the invariants, and what the bots,
previews and tries say of choosing a person and using its action."""

from __future__ import annotations

from collections import Counter
from typing import Any

from kernel_games.core import Action, Text

from .. import plugs
from ..bots import ESTEEM_WORTH
from ..cards import bundle_worth
from ..components import ESTEEM
from ..invariants import deck_check
from ..narration import bundle_text
from ..preview import NOTHING, signed
from ..state import State
from . import view
from .actions import PERSON, Lead, Recruit
from .cards import PERSONS

View = dict[str, Any]
LEAD = Lead()


def lead(s: State, p: int) -> list[Action]:
    """A Great Person's action, offered in every area's space step while unused this round."""
    return [LEAD] if s.persons and s.persons[p] >= 0 and not s.led[p] else []


def persons_whole(s: State) -> list[str]:
    if not s.persons:
        return []
    kept = Counter(c for c in s.persons if c >= 0) + Counter(s.person_box)
    for d in s.dealt:
        kept += Counter(d)
    out = deck_check("Great Persons", kept, len(PERSONS))
    if any(c >= 0 and c not in s.dealt[p] for p, c in enumerate(s.chosen)):
        out.append("a Great Person chosen that was not dealt")
    return out


# ---- the bots ------------------------------------------------------------------------------------------------------------
def person_worth(view: View, c: int) -> float:
    """A Great Person's action, roughly: its resources and fish, and its credits as a space's rating counts them."""
    p = PERSONS[c]
    return bundle_worth(p.gain) / ESTEEM_WORTH + p.hire + 0.5 * p.refresh + 0.8 * p.task + p.offer + p.elder \
        + 0.6 * p.messenger


def lead_value(view: View, a: Action) -> float:
    """Worth about a space rated 2, saved for an area whose best free space is worse."""
    return person_worth(view, view["persons"][view["viewer"]]) + 0.3


def recruit_value(view: View, a: Action) -> float:
    p = PERSONS[a.person]
    return bundle_worth(p.start) / ESTEEM_WORTH + person_worth(view, a.person) * view["rounds"] * 0.3


# ---- the previews ------------------------------------------------------------------------------------------------------
def person_text(view: View, c: int, label: Text) -> Text:
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
        l=label, c=p.name, b=body, e=signed(p.gain[ESTEEM], [Text("{c}{k}", "{c} {k}").format(c=p.name, k=p.gain[ESTEEM])]))


def lead_preview(view: View, a: Action) -> Text:
    return person_text(view, view["persons"][view["viewer"]], Text("偉人のアクション", "Great Person's action"))


def recruit_preview(view: View, a: Action) -> Text:
    p = PERSONS[a.person]
    last = view["choosing"] == [view["viewer"]]  # the last to choose turns every card up: the start is gained now
    now = signed(p.start[ESTEEM], [Text("スタート{k}", "start {k}").format(k=p.start[ESTEEM])]) if last else NOTHING
    return Text("{c}を選ぶ：{e}スタートに{s}、{a}", "Keep the {c}: {e}start with {s}; {a}").format(
        c=p.name, e=now, s=bundle_text(p.start), a=person_text(view, a.person, Text("アクション", "action")))


def person_tries(s: State, p: int) -> tuple[list[Action], list[Action]]:
    """Another's card, or one never dealt."""
    return [Recruit(c) for c in s.dealt[p]], [Recruit(c) for c in range(len(PERSONS))]


plugs.SPACE_EXTRAS.append(lead)
plugs.INVARIANTS.append(persons_whole)
plugs.VALUES[Lead] = lead_value
plugs.VALUES[Recruit] = recruit_value
plugs.PREVIEWS[Lead] = lead_preview
plugs.PREVIEWS[Recruit] = recruit_preview
plugs.STEP_TRIES[PERSON] = person_tries
plugs.VIEW_PARTS.append(view.view)
plugs.REDEAL.append(view.redeal)
