"""Via Nebula's component data, set by set, with where it comes from (``kernel_games.core.data_sets``)."""

from __future__ import annotations

from kernel_games.core import Text
from kernel_games.core.data_sets import DataSet

from .maps import BOARDS

HERE = "kernel_games/via_nebula/components.py"
DATA_SETS = (
    DataSet(Text("盤の両面の地図", "The maps of both board sides"),
            Text("ルールブックは草原の数（トークン20＋4に合わせて24）、初心者面の中央でつながる遺跡、上級者面の中央の草原と"
                 "禁止区域・化石の森の多さを定めています。どちらの面も、どのヘクスが何かはこのプロジェクトの設計です。",
                 "The rulebook gives the meadow count (24, for the 20 + 4 tokens), the beginner side's joined ruins in "
                 "the centre, and the expert side's central meadow and extra forbidden hexes and petrified forests; which "
                 "hex is what, on both sides, is this project's design."),
            "kernel_games/via_nebula/maps.py", tuple(BOARDS.values())),
    DataSet(Text("資源の種類ごとの数", "The resources of each kind"),
            Text("ルールブックは資源の総数を定めています。5種類への分け方（各18個）はこのプロジェクトの推定です。",
                 "The rulebook gives the total number of resources; splitting them evenly over the five kinds (18 each) "
                 "is this project's inference."),
            HERE, constants=("kernel_games.via_nebula.components:STOCK_PROVENANCE",)),
    DataSet(Text("開発トークンの内訳", "The split of the exploitation tokens"),
            Text("ルールブックは特別なトークンと、4・3のトークンの勝利点（2点・1点）を定めています。種類ごとの通常トークンを"
                 "「4」1枚と「3」3枚とした内訳はこのプロジェクトの設計で、4人で1種類を開き切っても資源18個に収まります。",
                 "The rulebook gives the special tokens and what the 4s and 3s are worth (2 and 1 VP); each kind's "
                 "normal tokens being one 4 and three 3s is this project's design, so that at 4 players a kind's tokens "
                 "never ask for more than its 18 pieces."),
            HERE, constants=("kernel_games.via_nebula.components:TOKENS_PROVENANCE",)),
    DataSet(Text("契約カード", "The contract cards"),
            Text("ルールブックは個人用4種と中立13種の効果を定めています。それぞれの枚数と必要な資源はこのプロジェクトの設計です。",
                 "The rulebook gives the 4 private and 13 neutral effects; how many copies of each and the resources "
                 "each needs are this project's design."),
            HERE, constants=("kernel_games.via_nebula.components:CONTRACTS_PROVENANCE",)),
)
