"""The fifth player's chapter of Buru's walkthrough (the Ambelau expansion's components for a fifth seat; not a
module: five seats play the base game), after the Lawan's."""

from __future__ import annotations

from kernel_games.core import Action, Lesson, Text
from kernel_games.core.lesson import PlayOn

from ..components import FOREST
from ..narration import rule
from . import facts as F
from . import scenes as S
from .chapter import Chapter
from .scenes import BLACK, BLUE, GREEN, RED, YELLOW

L = Lesson
FIVE = S.five()


def _placed_once(s, _ev) -> bool:
    """A play-on stop: every one of the five has placed one explorer."""
    return all(len(m) == 4 for m in s.mat)


STEPS_FIFTH: list[Lesson] = [
    L("fifth", (rule("fifth.seats"), rule("fifth.lawan"), rule("morning.place")), Text(
        "拡張『アンベラウ』の部品があれば5人で遊べます。ルールは変わりません。5人目（黒）もマットと探索者5体で準備し、同じ順番で"
        "手番をします。違うのは夜明けの森カードが5枚になることだけです。この卓では使者のあなたから時計回りに置いていきます。"
        "なお、5席の卓にラワンを入れると、基本の計画カードではなくアンベラウの計画カードで動きます（最後の章）。",
        "With the Ambelau expansion's components five can play. Nothing else changes: the fifth player (Black) sets up "
        "with a mat and five explorers and takes turns in the same order. The one difference: Dawn lays out 5 forest "
        "cards. At this table you are the messenger, so you place first and the others follow clockwise. Lawan at a "
        "five-seat table play the Ambelau plot cards instead of the base ones (the last chapter)."),
      S.five, facts=(F.players(5), F.display(FIVE.display), F.messenger(RED),
                     F.fishes({RED: 0, BLUE: 3, GREEN: 3, YELLOW: 3, BLACK: 3}), F.mat_size(BLACK, 5),
                     F.mat_size(BLACK, 4, "after")),
      task=Text("森に探索者を1体置いて、5人が1体ずつ置くのを見てください。",
                "Place an explorer on the Forest and watch all five place one each."), goal=F.place(FOREST),
      play_on=PlayOn(until=_placed_once)),
]

TRIES_FIFTH: dict[str, tuple[tuple[int, Action, str], ...]] = {}

CHAPTER = Chapter('fifth', Text("5人で遊ぶ", "Playing with five"), tuple(STEPS_FIFTH), TRIES_FIFTH)
