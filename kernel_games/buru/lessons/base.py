"""The base game's two chapters: the base game itself, every base rule in at most 25 steps (the set-up read in two,
then a task or a question per step), and more practice — the steps whose rule a base step also teaches, with a
situation of their own.

A base step that takes on a practice step's rules says them in a sentence added to its text; the rules' own words
are shown beside it as for every step.
"""

from __future__ import annotations

import dataclasses

from kernel_games.core import Lesson, Text

from ..narration import rule
from .areas import STEPS_AREAS, TRIES_AREAS
from .chapter import Chapter
from .round import STEPS_ROUND, TRIES

# host step -> (the practice step it takes the rules of, or None; further rules; the sentence added to its text)
TAKEN: dict[str, tuple[str | None, tuple[str, ...], Text]] = {
    "round": ("forest_four", (), Text(
        "夜明けには、残った森カードも捨てて新しく並べます（3人までは3枚、4人なら4枚）。",
        "Dawn also discards the leftover forest cards and lays out new ones: 3 for up to 3 players, 4 for 4.")),
    "place": ("secret", (), Text(
        "置いたパワーは、その地域が午後に解決されて表になるまで、ほかの人には見えません。",
        "Nobody else sees the powers you place until that area is resolved in the Afternoon and turned face up.")),
    "noon": ("fish_cap", (), Text(
        "ただし魚は20匹までで、超えた分は失われます。", "But nobody holds more than 20 fish: any more are lost.")),
    "conquer": ("area_decree", ("components.decrees",), Text(
        "地域に王の指令が置かれていれば、征服者はその報酬も得て、指令は箱に戻ります。",
        "If a king's decree lies on the area, its conqueror gains that bonus too, and the decree goes back to the box.")),
    "gather": (None, ("components.forest",), Text(
        "森カード16枚には、それぞれ資源と評価が描かれています。", "Each of the 16 forest cards shows resources and a rating.")),
    "hire": (None, ("components.islanders",), Text(
        "島民は職人・採集人・貴族・神官の4種類で、どれにも魚のコストと任務の利益が描かれています。",
        "Islanders come in four kinds, artisans, gatherers, nobles and priests, each with a fish cost and a task "
        "benefit.")),
    "refresh": ("deck", (), Text(
        "島民の山札が尽きたら、捨て札を切って新しい山札にします。", "When the islander deck runs out, the discards are "
        "shuffled into a new one.")),
    "task": ("village_fish", (), Text(
        "村の魚のマスでは魚を1匹得ます（これも20匹まで）。", "A Village fish benefit gains 1 fish (up to 20, as always).")),
    "trade": ("choice", (), Text(
        "「|」で分かれた利益は、どちらか一方だけを選びます。", "A benefit split by \"|\" is a choice: one side, never both.")),
    "offer": (None, ("components.altars", "components.offerings"), Text(
        "祭壇は両面で、面ごとに供物のコストが違います。供物カードは伏せたまま取り、終了時にエスティームになります。",
        "Each altar has two sides with different costs; offering cards are taken face down and are worth esteem at the "
        "end.")),
    "gather_elder": (None, ("components.elders",), Text(
        "長老カードは自分だけの秘密の目標で、たいてい3段階あります。", "Elder cards are secret goals of your own, most "
        "with three levels.")),
    "totem": ("altar_decree", (), Text(
        "祭壇の横に指令があるラウンドは、その精霊への供物のたびに、だれでもその報酬も得ます。",
        "While a decree lies beside an altar, every offering to that spirit this round also gains its bonus, for "
        "everyone.")),
    "dusk": ("end", (), Text(
        "5回目の夕暮れのあと（指令の山が空になったとき）、ゲームは終わります。",
        "After the fifth Dusk, when the decree stack is empty, the game ends.")),
    "scoring": ("elder_score", (), Text(
        "長老は、完全に満たした最も高い段階のエスティームをくれます。", "Each elder gives the esteem of the highest "
        "level you fully meet.")),
}


def _chapters() -> tuple[Chapter, Chapter]:
    steps = {ls.key: ls for ls in STEPS_ROUND + STEPS_AREAS}
    practice = [key for key, _rules, _text in TAKEN.values() if key is not None]
    base: list[Lesson] = []
    for ls in STEPS_ROUND + STEPS_AREAS:
        if ls.key in practice:
            continue
        if ls.key in TAKEN:
            key, more, said = TAKEN[ls.key]
            extra = (steps[key].rules if key else ()) + tuple(rule(r) for r in more)
            ls = dataclasses.replace(ls, rules=ls.rules + tuple(r for r in extra if r not in ls.rules),
                                     intro=ls.intro + Text("", " ") + said)
        base.append(ls)
    tries = {**TRIES, **TRIES_AREAS}
    return (Chapter("base", Text("基本ゲーム", "The base game"), tuple(base),
                    {k: v for k, v in tries.items() if k not in practice}),
            Chapter("practice", Text("基本ゲームの練習", "More practice with the base game"),
                    tuple(ls for ls in STEPS_ROUND + STEPS_AREAS if ls.key in practice),
                    {k: v for k, v in tries.items() if k in practice}))


BASE, PRACTICE = _chapters()
