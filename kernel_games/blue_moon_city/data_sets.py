"""Blue Moon City's component data, set by set, with where it comes from (``kernel_games.core.data_sets``)."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .components import TILES

HERE = "kernel_games/blue_moon_city/components.py"
DATA_SETS = (
    DataSet(Text("建物タイル21枚", "The 21 building tiles"),
            Text("神殿と王宮の貢献マス、各タイルの近隣の報酬といくつかのタイルの報酬は公開資料のとおりです。浴場の貢献マスと報酬、"
                 "王宮の報酬は低解像度の図から読み取ったもので、確かではありません（印は「image」）。ほかのタイルの貢献マスの値と"
                 "報酬はこのプロジェクトの設計で、タイルごと・項目ごとに出所の印があります。",
                 "The temples' and the palace's boxes, every tile's neighbourhood reward and a few tiles' rewards follow "
                 "the published game; the Thermae's boxes and rewards and the palace's rewards were read from a "
                 "low-resolution picture and may be wrong (tagged image); the other tiles' box values and rewards are "
                 "this project's design, tagged tile by tile and field by field."),
            HERE, TILES),
    DataSet(Text("種族カードの数字の内訳", "The values of each people's cards"),
            Text("ルールブックは80枚（8種族×10枚）と数字1〜3を定めています。各種族の1・2・3の枚数はこのプロジェクトの設計です。",
                 "The rulebook gives 80 cards (10 of each of 8 peoples) valued 1 to 3; how many 1s, 2s and 3s each people "
                 "has is this project's design."),
            HERE, constants=("kernel_games.blue_moon_city.components:CARDS_PROVENANCE",)),
)
