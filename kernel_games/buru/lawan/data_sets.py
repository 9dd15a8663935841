"""The Lawan's component data (``kernel_games.core.data_sets``): both decks of plot cards."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .plots import BASE_PLOTS
from .plots_ambelau import AMBELAU_PLOTS

DATA_SETS = (
    DataSet(Text("ラワンの計画カード1〜12（基本ゲーム）", "The Lawan's plot cards 1–12 (base game)"),
            Text("ルールブックは計画カードに描かれるもの（A・Bの配置、雇用と供物の好み、二重配置の報酬）を定めています。12枚の中身は"
                 "このプロジェクトの設計です。",
                 "The rulebook gives what a plot card shows (A's and B's areas, the hiring and offering preferences, the "
                 "bonuses of a double placement); the twelve cards' contents are this project's design."),
            "kernel_games/buru/lawan/plots.py", BASE_PLOTS),
    DataSet(Text("ラワンの計画カード13〜32（アンベラウ）", "The Lawan's plot cards 13–32 (Ambelau)"),
            Text("拡張の20枚の中身（アンベラウの地域のボーナスを含む）はこのプロジェクトの設計です。",
                 "The contents of the expansion's 20 cards (the Ambelau region's bonuses included) are this project's "
                 "design."),
            "kernel_games/buru/lawan/plots_ambelau.py", AMBELAU_PLOTS),
)
