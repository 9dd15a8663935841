"""Write the notebooks (without outputs) from this one source, so their few cells stay consistent, and the printable
rules summaries they link to (notebooks/summaries/, from each game's rulebook.toml)."""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat as nbf

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's kernel_games, however installed
from kernel_games.summary import write_all  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent / "notebooks"
META = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"}}
# The last cell of a game's notebook: a link may open it in one language, at a walkthrough step, with a deal or a saved
# position (widgets/links.py). Last, because a preheated Voila kernel waits there for the page's request.
LINKS = ("apply_links(walkthrough, table)  # a shared link: ?lang=en ?step=3 ?seed=42 ?game=… (widgets/links.py)")


def md(s: str):
    return nbf.v4.new_markdown_cell(s)


def code(s: str):
    return nbf.v4.new_code_cell(s)


def game_notebook(gid: str, title: str, table: str, analysis: str) -> list:
    """A game's notebook: the walkthrough, the table, the analysis and the note on its data."""
    return [
        md(f"# {title}\n日本語 / English — 切り替えは下のボタン / switch with the buttons below"),
        code("from kernel_games import GAMES\nfrom widgets.gallery import summary_link\nfrom widgets.i18n import switch\n"
             "from widgets.lesson import Walkthrough\nfrom widgets.links import apply_links\nfrom widgets.table import GameTable\n\n"
             f"game = GAMES[\"{gid}\"]\ndisplay(switch(), summary_link(game.id))"),
        md("## 1. ルールを学ぶ / Learn the rules"),
        code("walkthrough = Walkthrough(game)\nwalkthrough"),
        md("## 2. 遊ぶ / Play\nボットと、または友だちと1つの画面で / against bots, or with friends at one screen"),
        code(f"table = GameTable(game, {table})\ntable"),
        md("## 3. 注釈つきの対局 / An annotated game\n"
           "1手ずつ進めて、解説を読みましょう。どの局面からでも続きを遊べます / step through a whole game with its "
           "commentary; play on from any position"),
        code("from kernel_games.examples import example_record\nfrom widgets.replay import ReplayViewer\n\n"
             "example = ReplayViewer(game, example_record(game.id), on_play_on=table.load)\nexample"),
        md("## 4. 分析 / Analysis"),
        code(f"from widgets.analysis import Analysis\nfrom widgets.strength import StrengthTable\n\n"
             f"display(StrengthTable(game), Analysis(game, {analysis}))"),
        md("## 5. データについて / About the data"),
        code(f"from widgets.gallery import data_note\n\ndata_note(\"{gid}\")"),
        code(LINKS),
    ]


GAME_NOTEBOOKS = {
    "vaalbara": ("バールバラ / Vaalbara", 'players=3, seats=["human", "greedy", "greedy"]',
                 'players=4, seats=["greedy", "greedy", "random", "random"], games=200'),
    "noli": ("ノーリ / Noli", 'players=4, seats=["human", "greedy", "greedy", "greedy"]',
             'players=4, seats=["greedy", "greedy", "bidder", "bidder"], games=100'),
    "blue_moon_city": ("ブルームーンシティ / Blue Moon City", 'players=3, seats=["human", "planner", "planner"]',
                       'players=4, seats=["planner", "planner", "planner", "planner"], games=100'),
    "via_nebula": ("ヴィア・ネビュラ / Via Nebula", 'players=2, seats=["human", "planner"]',
                   'players=4, seats=["planner", "planner", "greedy", "random"], games=100'),  # openings that differ
    "buru": ("ブル / Buru", 'players=3, seats=["human", "planner", "greedy"]',
             'players=4, seats=["planner", "planner", "greedy", "random"], games=100'),
}


def index():
    return [
        md("# ボードゲームのルールを学ぶ / Learn board-game rules"),
        code("from widgets.gallery import gallery\nfrom widgets.i18n import switch\nfrom widgets.links import apply_links\n\n"
             "display(switch(), gallery())\napply_links()  # a shared link may choose the language: ?lang=en"),
    ]


def main() -> None:
    books = {gid: game_notebook(gid, *args) for gid, args in GAME_NOTEBOOKS.items()}
    for name, cells in (*books.items(), ("index", index())):
        nb = nbf.v4.new_notebook(cells=cells, metadata=META)
        for i, c in enumerate(nb.cells):
            c["id"] = f"{name}-{i}"
        nbf.write(nb, ROOT / f"{name}.ipynb")
    write_all(ROOT / "summaries")  # the printable rules summaries the notebooks link to (kernel_games/summary.py)


if __name__ == "__main__":
    main()
