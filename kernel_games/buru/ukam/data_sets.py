"""Ukam's component data (``kernel_games.core.data_sets``): the outlaws, Ukam's offering cards, elders and decree."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .cards import OUTLAWS, UKAM_DECREES, UKAM_ELDERS

HERE = "kernel_games/buru/ukam/cards.py"
DATA_SETS = (
    DataSet(Text("アウトロー9枚", "The 9 outlaws"),
            Text("ルールブックは枚数と密輸屋のボーナス（クレイ2）を定めています。ほかの名前・魚のコスト・捨てたときのボーナスは"
                 "このプロジェクトの設計です。",
                 "The rulebook gives their number and the Smuggler's bonus (2 clay); the others' names, fish costs and "
                 "discard bonuses are this project's design."),
            HERE, OUTLAWS),
    DataSet(Text("ウカムの供物カード10枚の値", "The values of Ukam's 10 offering cards"),
            Text("ルールブックはほかの精霊より低いことを定めています。10枚の値はこのプロジェクトの設計です。",
                 "The rulebook says they are worth less than the other spirits'; the ten values are this project's design."),
            HERE, constants=("kernel_games.buru.ukam.cards:UKAM_OFFERINGS_PROVENANCE",)),
    DataSet(Text("ウカムの長老2枚と祭壇の指令", "Ukam's 2 elders and altar decree"),
            Text("目標・段階・指令の報酬はこのプロジェクトの設計です。",
                 "Their goals, levels and the decree's bonus are this project's design."),
            HERE, (*UKAM_ELDERS, *UKAM_DECREES)),
)
