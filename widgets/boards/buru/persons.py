"""The Great Persons on Buru's board (module ``persons``): while everyone chooses which of their two Great Persons to
keep (step ``person``, at once and face down, at set-up: no decree or forest card of round 1 is out yet), the status
line says who is still choosing and the prompt box shows the viewer's two as chips; once kept, each player's box
names their Great Person and whether its action is used this round, and in the afternoon the prompt offers its action
as a chip (``Lead``) beside the space to choose."""

from __future__ import annotations

from kernel_games.buru import BuruView
from kernel_games.buru.persons.actions import Lead, Recruit
from kernel_games.buru.persons.cards import PERSONS
from kernel_games.core import Action, Text

from ..kit import Draw
from .hooks import Part
from .look import names

W = {
    "person": Text("偉人: {c}{u}", "Great Person: the {c}{u}"),
    "used": Text("（このラウンドは使用済み）", " (used this round)"),
    "choosing": Text("偉人: 選んでいるところ", "Great Person: choosing"),
    "none": Text("偉人: なし", "Great Person: none"),
    "hidden": Text("偉人: 選んだ（全員がそろうまで伏せたまま）", "Great Person: kept, face down until all have"),
    "status": Text("偉人を選んでいる: {p}", "choosing a Great Person: {p}"),
    "choose": Text("偉人カード2枚のどちらかを残します（ほかの人も同時に伏せて選びます）: 下の札をクリックします。",
                   "Keep one of your two Great Persons (the others choose at once, face down): click a chip below."),
    "or_lead": Text("または、偉人のアクションを使えます（下の札、1ラウンドに1回）。",
                    "Or use your Great Person's action instead (the chip below, once a round)."),
    "dealt": Text("あなたに配られた偉人（1枚を残す）: {c}", "Your two Great Persons (keep one): {c}"),
}


def person_text(d: Draw[BuruView], p: int) -> str:
    """``p``'s Great Person: its name and whether its action is used this round."""
    view, lang = d.view, d.lang
    c = view["persons"][p]
    if c < 0:
        key = "choosing" if p in view["choosing"] else "hidden" if view["step"] == "person" else "none"
        return W[key](lang)
    used = W["used"](lang) if view["led"][p] else ""
    return W["person"](lang).format(c=PERSONS[c].name(lang), u=used)


def _status(d: Draw[BuruView]) -> list[str] | None:
    """Everyone choosing at once, at set-up (the base status says so), before the first Dawn."""
    if d.view["step"] != "person":
        return None
    return [W["status"].format(p=names(d, d.view["choosing"]))(d.lang)]


def _chip(d: Draw[BuruView], a: Action) -> str | None:
    """A Great Person to keep, or its action: its name and what it does."""
    return d.kit.game.preview(d.view, a)(d.lang) if isinstance(a, Recruit | Lead) else None


def _dealt(d: Draw[BuruView]) -> list[str]:
    """The board as text: the two Great Persons dealt to the viewer, one to keep."""
    if not d.view.get("my_dealt"):
        return []
    sep = "／" if d.lang == "ja" else "; "
    return [W["dealt"](d.lang).format(c=sep.join(d.kit.game.preview(d.view, Recruit(c))(d.lang) for c in d.view["my_dealt"]))]


PERSONS_PART = Part(
    on=lambda view: bool(view.get("persons")),
    player_words=person_text,
    status=_status,
    prompt=lambda d: [W["choose"](d.lang)] if d.view["step"] == "person" else None,
    prompt_rules=lambda view: ["buru.persons.setup", "buru.persons.start"] if view["step"] == "person" else None,
    also=lambda d: [W["or_lead"](d.lang)] if any(isinstance(a, Lead) for a in d.t.legal) else [],
    chips=(Recruit, Lead),
    chip_words=_chip,
    text_head=_dealt,
)

__all__ = ["PERSONS_PART"]
