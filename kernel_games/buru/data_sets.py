"""The base game's component data, set by set, with where it comes from (``kernel_games.core.data_sets``); each
module's follows in its own package, and the game's record puts them together."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .cards import BASE_DECREES, BASE_ELDERS, BASE_ISLANDERS, FOREST_CARDS

CARDS, COMPONENTS = "kernel_games/buru/cards.py", "kernel_games/buru/components.py"
DATA_SETS = (
    DataSet(Text("アクションスペースの利益と評価", "The action spaces' benefits and ratings"),
            Text("ルールブックは地域ごとに5つのスペース、評価0〜3、海岸の「2人雇って1回リフレッシュ」を定めています。ほかの"
                 "スペースの中身と評価はこのプロジェクトの設計です。",
                 "The rulebook gives five spaces per area, ratings 0–3 and the Shore's \"hire two and refresh once\"; the "
                 "other spaces' benefits and ratings are this project's design."),
            COMPONENTS, constants=("kernel_games.buru.components:SPACES_PROVENANCE",)),
    DataSet(Text("祭壇のコスト", "The altars' costs"),
            Text("ルールブックの例にあるグヌンの片面（ヤシの葉2＋クレイ2）のほか、5つの面のコストはこのプロジェクトの設計です。",
                 "Besides the Gunung side of the rulebook's example (2 palm + 2 clay), the five other sides' costs are "
                 "this project's design."),
            COMPONENTS, constants=("kernel_games.buru.components:ALTARS_PROVENANCE",)),
    DataSet(Text("供物カード30枚の値", "The values of the 30 offering cards"),
            Text("ルールブックは精霊ごとに10枚を定めています。描かれたエスティームはこのプロジェクトの設計です。",
                 "The rulebook gives 10 cards per spirit; the esteem each shows is this project's design."),
            CARDS, constants=("kernel_games.buru.cards:OFFERINGS_PROVENANCE",)),
    DataSet(Text("島民カード36枚", "The 36 islander cards"),
            Text("ルールブックは4種類×9枚と、例に出る農夫・織工・博学な神官を定めています。ほかの名前・魚のコスト・任務の利益・"
                 "巻物はこのプロジェクトの設計です。",
                 "The rulebook gives 9 of each of 4 kinds and the Farmer, the Weaver and the Learned priest of its "
                 "examples; the other names, fish costs, task benefits and scrolls are this project's design."),
            CARDS, BASE_ISLANDERS),
    DataSet(Text("森カード16枚", "The 16 forest cards"),
            Text("資源と評価はこのプロジェクトの設計です（評価は資源の価値から決まります）。",
                 "Their resources and ratings are this project's design (a rating follows from the resources' worth)."),
            CARDS, FOREST_CARDS),
    DataSet(Text("長老カード13枚", "The 13 elder cards"),
            Text("目標と段階ごとのエスティームはこのプロジェクトの設計です。", "Their goals and the esteem of each level are this "
                 "project's design."),
            CARDS, BASE_ELDERS),
    DataSet(Text("王の指令11枚", "The 11 king's decrees"),
            Text("置き場所と報酬はこのプロジェクトの設計です。", "Where each lies and what it gives are this project's design."),
            CARDS, BASE_DECREES),
)
