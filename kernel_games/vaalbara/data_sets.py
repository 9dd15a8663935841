"""Vaalbara's component data, set by set, with where it comes from (``kernel_games.core.data_sets``)."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .components import LANDS

DATA_SETS = (
    DataSet(Text("土地カード51枚", "The 51 land cards"),
            Text("ルールブックは土地の種類と報酬、プレイ人数ごとの枚数（10×人数＋1）を定めています。種類ごとの枚数、人数マーク、"
                 "森の点数（3〜6）、裏面の一族の並び（予兆）51通りはこのプロジェクトの設計です。",
                 "The rulebook gives the land types, their rewards and how many cards each player count uses (10 × players "
                 "+ 1); the number of cards of each type, their player-count marks, the forests' values (3–6) and the 51 "
                 "clan orderings on the backs (the omens) are this project's design."),
            "kernel_games/vaalbara/components.py", LANDS),
)
