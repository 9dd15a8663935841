"""The Great Persons' component data (``kernel_games.core.data_sets``)."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .cards import PERSONS

DATA_SETS = (
    DataSet(Text("偉人カード10枚", "The 10 Great Person cards"),
            Text("ルールブックは偉人の使い方だけを定め、枚数も中身も示していません。10枚（5人に2枚ずつ配れる数）と、それぞれの"
                 "名前・はじめにもらうもの・アクションはこのプロジェクトの設計です。",
                 "The rulebook gives how Great Persons are used, but neither their number nor their contents; the ten "
                 "cards (enough to deal two to each of five players) and each one's name, starting gift and action are "
                 "this project's design."),
            "kernel_games/buru/persons/cards.py", PERSONS),
)
