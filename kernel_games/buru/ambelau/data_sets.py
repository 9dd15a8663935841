"""The Ambelau region's component data (``kernel_games.core.data_sets``): the canoe track's ratings, Ibu's cards, elder
and decrees."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .cards import AMBELAU_DECREES, IBU_ELDERS

HERE = "kernel_games/buru/ambelau/cards.py"
DATA_SETS = (
    DataSet(Text("カヌー・トラック13マスの評価", "The ratings of the canoe track's 13 spaces"),
            Text("各マスで得られるものはルールブックのとおりです。マスの評価（宝石）はこのプロジェクトの設計です。",
                 "What each space gives follows the rulebook; the spaces' ratings (gems) are this project's design."),
            HERE, constants=("kernel_games.buru.ambelau.cards:RATINGS_PROVENANCE",)),
    DataSet(Text("イブの供物カード10枚の値", "The values of Ibu's 10 offering cards"),
            Text("ルールブックはほかの精霊より低く、ほかのイブのカード1枚につき+1されることを定めています。10枚の値は"
                 "このプロジェクトの設計です。",
                 "The rulebook says they are worth less than the other spirits' and gain 1 per other Ibu card held; the "
                 "ten values are this project's design."),
            HERE, constants=("kernel_games.buru.ambelau.cards:IBU_OFFERINGS_PROVENANCE",)),
    DataSet(Text("イブの長老とアンベラウの指令3枚", "Ibu's elder and Ambelau's 3 decrees"),
            Text("目標・段階・指令の報酬はこのプロジェクトの設計です。",
                 "Their goal, levels and the decrees' bonuses are this project's design."),
            HERE, (*IBU_ELDERS, *AMBELAU_DECREES)),
)
