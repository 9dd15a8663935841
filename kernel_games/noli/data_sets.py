"""Noli's component data, set by set, with where it comes from (``kernel_games.core.data_sets``)."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .components import CARDS

HERE = "kernel_games/noli/components.py"
DATA_SETS = (
    DataSet(Text("支持トラック", "The support track"),
            Text("長さ（0〜12の13マス）、壁のマス（5・8・11）、各陣営のスタート位置はこのプロジェクトの設計です。",
                 "Its length (13 spaces, 0–12), its wall spaces (5, 8, 11) and the factions' starting spaces are this "
                 "project's design."),
            HERE, constants=("kernel_games.noli.components:TRACK_PROVENANCE",)),
    DataSet(Text("ダイスの面", "The dice faces"),
            Text("6面のうちブイの面が2つというのはこのプロジェクトの選択です。",
                 "Two buoy faces out of six is this project's choice."),
            HERE, constants=("kernel_games.noli.components:DICE_PROVENANCE",)),
    DataSet(Text("漕ぎ手と塔の階層のトークン", "Rower and tower-floor tokens"),
            Text("漕ぎ手6個と階層24個という数はこのプロジェクトの選択です（階層は勝負がつく前に尽きません）。",
                 "Six rowers and twenty-four tower floors are this project's counts (the floors never run out before "
                 "someone wins)."),
            HERE, constants=("kernel_games.noli.components:TOKENS_PROVENANCE",)),
    DataSet(Text("4つの海域の山札（各12枚）", "The four sea decks (12 cards each)"),
            Text("ルールブックは記号の種類と、襲撃が描かれた3枚を定めています。各山札の中身はこのプロジェクトの設計です。",
                 "The rulebook gives the kinds of symbol and the three cards showing a raid; what each deck holds is this "
                 "project's design."),
            HERE, CARDS, ("kernel_games.noli.components:DECK_PROVENANCE",)),
)
