"""The longer game's chapter of Buru's walkthrough: six rounds of twelve decrees, shown with Ukam's decree (the scenes
in ``scenes.py``)."""

from __future__ import annotations

from kernel_games.core import Lesson, Text
from kernel_games.core.lesson import Fact, PlayOn

from ..components import FOREST
from ..lessons import facts as F
from ..lessons.chapter import Chapter
from ..narration import rule
from . import scenes as S

L = Lesson


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def rounds_total(k: int) -> Fact:
    return Fact(Text("このゲームは{k}ラウンド", "This game lasts {k} rounds").format(k=k), lambda v, _f: v["rounds"] == k)


STEPS_LONGER: list[Lesson] = [
    L("longer", _r("longer.rounds", "longer.decrees", "morning.place"), Text(
        "長いゲームでは指令を12枚積むので、ゲームは6ラウンドになります。ほかの規則は同じです。基本の指令は11枚しかないため、"
        "ウカム（指令1枚）かアンベラウの地域（指令3枚）と一緒のときだけ選べます。",
        "In the longer game 12 decrees are stacked, so the game lasts six rounds; nothing else changes. The base game "
        "has only 11 decrees, so it can be chosen only with Ukam (one more decree) or the Ambelau region (three more)."),
      S.longer_start, facts=(rounds_total(6), F.decree_stack(10), F.placed_at(FOREST, 1, "after")),
      task=Text("森に探索者を1体置いてください。", "Place an explorer on the Forest."), goal=F.place(FOREST),
      play_on=PlayOn(rule=rule("morning.place"))),
]

CHAPTER = Chapter("longer", Text("拡張: 長いゲーム", "Expansion: the longer game"), tuple(STEPS_LONGER))
