"""Write the notebooks (without outputs) from this one source, so their few cells stay consistent."""

from __future__ import annotations

from pathlib import Path

import nbformat as nbf

ROOT = Path(__file__).resolve().parent.parent / "notebooks"
META = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"}}


def md(s: str):
    return nbf.v4.new_markdown_cell(s)


def code(s: str):
    return nbf.v4.new_code_cell(s)


def vaalbara():
    return [
        md("# バールバラ / Vaalbara\n日本語 / English — 切り替えは下のボタン / switch with the buttons below"),
        code("from kernel_games import GAMES\nfrom widgets.i18n import apply_query_language, switch\n"
             "from widgets.lesson import Walkthrough\nfrom widgets.table import GameTable\n\n"
             "game = GAMES[\"vaalbara\"]\nswitch()"),
        md("## 1. ルールを学ぶ / Learn the rules"),
        code("Walkthrough(game)"),
        md("## 2. 遊ぶ / Play\nボットと、または友だちと1つの画面で / against bots, or with friends at one screen"),
        code("GameTable(game, players=3, seats=[\"human\", \"greedy\", \"greedy\"])"),
        md("## 3. 分析 / Analysis"),
        code("from widgets.analysis import Analysis\n\n"
             "Analysis(game, players=4, seats=[\"greedy\", \"greedy\", \"random\", \"random\"], games=200)"),
        md("## 4. データについて / About the data"),
        code("from widgets.gallery import data_note\n\ndata_note(\"vaalbara\")"),
        code("apply_query_language()  # a shared link may choose the language: ?lang=en"),
    ]


def noli():
    return [
        md("# ノーリ / Noli\n日本語 / English — 切り替えは下のボタン / switch with the buttons below"),
        code("from kernel_games import GAMES\nfrom widgets.i18n import apply_query_language, switch\n"
             "from widgets.lesson import Walkthrough\nfrom widgets.table import GameTable\n\n"
             "game = GAMES[\"noli\"]\nswitch()"),
        md("## 1. ルールを学ぶ / Learn the rules"),
        code("Walkthrough(game)"),
        md("## 2. 遊ぶ / Play\nボットと、または友だちと1つの画面で / against bots, or with friends at one screen"),
        code("GameTable(game, players=4, seats=[\"human\", \"greedy\", \"greedy\", \"greedy\"])"),
        md("## 3. 分析 / Analysis"),
        code("from widgets.analysis import Analysis\n\n"
             "Analysis(game, players=4, seats=[\"greedy\", \"greedy\", \"bidder\", \"bidder\"], games=100)"),
        md("## 4. データについて / About the data"),
        code("from widgets.gallery import data_note\n\ndata_note(\"noli\")"),
        code("apply_query_language()  # a shared link may choose the language: ?lang=en"),
    ]


def index():
    return [
        md("# ボードゲームのルールを学ぶ / Learn board-game rules"),
        code("from widgets.gallery import gallery\nfrom widgets.i18n import apply_query_language, switch\n\n"
             "display(switch(), gallery())\napply_query_language()"),
    ]


def main() -> None:
    for name, cells in (("vaalbara", vaalbara()), ("noli", noli()), ("index", index())):
        nb = nbf.v4.new_notebook(cells=cells, metadata=META)
        for i, c in enumerate(nb.cells):
            c["id"] = f"{name}-{i}"
        nbf.write(nb, ROOT / f"{name}.ipynb")


if __name__ == "__main__":
    main()
