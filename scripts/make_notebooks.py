"""Write the notebooks (without outputs) from this one source, so their few cells stay consistent, the printable
rules summaries they link to (notebooks/summaries/, from each game's rulebook.toml) and the README's data section
(from each game's data sets) and docs/glossary.md (from kernel_games/glossary.toml). A notebook per registered game,
written with its record's title and defaults (``GameRecord.notebook``)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import nbformat as nbf

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's kernel_games, however installed
from kernel_games import RECORDS  # noqa: E402
from kernel_games.core import GameRecord, Seating  # noqa: E402
from kernel_games.core.data_sets import README_BEGIN, README_END, readme_section  # noqa: E402
from kernel_games.core.glossary import markdown as glossary_markdown  # noqa: E402
from kernel_games.summary import write_all  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent / "notebooks"
README = ROOT.parent / "README.md"
GLOSSARY = ROOT.parent / "docs" / "glossary.md"
META = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"}}
# The last cell of a game's notebook: a link may open it in one language, at a walkthrough step, with a deal or a saved
# position (widgets/links.py; a deal or a position opens the table's section). Last, because a preheated Voila kernel
# waits there for the page's request.
LINKS = ("apply_links(walkthrough, table)  # a shared link: ?lang=en ?step=3 ?seed=42 ?game=… (widgets/links.py)")


def md(s: str):
    return nbf.v4.new_markdown_cell(s)


def code(s: str):
    return nbf.v4.new_code_cell(s)


def seating(s: Seating) -> str:
    """A table's arguments as the notebook's code writes them: ``players=3, seats=["human", "greedy", "greedy"]``."""
    return f"players={s.players}, seats={json.dumps(list(s.seats))}"


def game_notebook(record: GameRecord) -> list:
    """A game's notebook: the walkthrough, built at load; the table, the annotated game, the analysis and the note on
    its data, each a ``Section`` (widgets/sections.py) built when the learner opens it, importing only then what it
    needs."""
    gid, title, book = record.id, record.title, record.notebook
    table, analysis = seating(book.table), f"{seating(book.analysis)}, games={book.games}"
    return [
        md(f"# {title}\n日本語 / English — 切り替えは下のボタン / switch with the buttons below"),
        code("from kernel_games import GAMES\nfrom kernel_games.core import Text\nfrom widgets.gallery import summary_link\n"
             "from widgets.i18n import switch\nfrom widgets.lesson import Walkthrough\nfrom widgets.links import apply_links\n"
             "from widgets.sections import Section\n\n"
             f"game = GAMES[\"{gid}\"]\ndisplay(switch(), summary_link(game.id))"),
        md("## 1. ルールを学ぶ / Learn the rules"),
        code("walkthrough = Walkthrough(game)\nwalkthrough"),
        md("## 2. 遊ぶ / Play\nボットと、または友だちと1つの画面で / against bots, or with friends at one screen"),
        code("def build_table():\n    from widgets.table import GameTable\n\n"
             f"    return GameTable(game, {table})\n\n\n"
             "table = Section(\"table\", Text(\"対局の卓\", \"The game table\"), build_table)  # built when opened\ntable"),
        md("## 3. 注釈つきの対局 / An annotated game\n"
           "1手ずつ進めて、解説を読みましょう。どの局面からでも続きを遊べます / step through a whole game with its "
           "commentary; play on from any position"),
        code("def build_example():\n    from kernel_games.examples import example_record\n"
             "    from widgets.replay import ReplayViewer\n\n"
             "    # “play on from here” opens the table above and loads the position there\n"
             "    return ReplayViewer(game, example_record(game.id), on_play_on=lambda save: table.open().load(save))\n\n\n"
             "example = Section(\"replay\", Text(\"注釈つきの対局\", \"The annotated game\"), build_example)\nexample"),
        md("## 4. 分析 / Analysis"),
        code("def build_analysis():\n    import ipywidgets as w\n\n    from widgets.analysis import Analysis\n"
             "    from widgets.strength import StrengthTable\n\n"
             f"    return w.VBox([StrengthTable(game), Analysis(game, {analysis})])\n\n\n"
             "Section(\"analysis\", Text(\"ボットの強さと分析\", \"The bots' strength and the analysis\"), build_analysis)"),
        md("## 5. データについて / About the data"),
        code("def build_data():\n    from widgets.gallery import data_note\n\n"
             f"    return data_note(\"{gid}\")\n\n\n"
             "Section(\"data\", Text(\"部品のデータとその出典\", \"The components' data and where it comes from\"), build_data)"),
        code(LINKS),
    ]


def index():
    return [
        md("# ボードゲームのルールを学ぶ / Learn board-game rules"),
        code("from widgets.gallery import gallery\nfrom widgets.i18n import switch\nfrom widgets.links import apply_links\n\n"
             "display(switch(), gallery())\napply_links()  # a shared link may choose the language: ?lang=en"),
    ]


def notebooks() -> dict[str, nbf.NotebookNode]:
    """Every notebook by file name (without ``.ipynb``): one per registered game, in the records' order, then the
    gallery's ``index``."""
    books = {gid: game_notebook(record) for gid, record in RECORDS.items()}
    out = {}
    for name, cells in (*books.items(), ("index", index())):
        nb = nbf.v4.new_notebook(cells=cells, metadata=META)
        for i, c in enumerate(nb.cells):
            c["id"] = f"{name}-{i}"
        out[name] = nb
    return out


def rulings() -> int:
    """How many rules carry this project's ruling: wholly (``decision`` without a note) or in a 【裁定】 note."""
    return sum((r.provenance == "decision" and r.note is None) or (r.note is not None and r.note.ja.startswith("【裁定】"))
               for record in RECORDS.values() for r in record.game.rulebook)


def readme(text: str) -> str:
    """The README with its data section written from the records' data sets (what lies between the markers)."""
    start, end = text.index(README_BEGIN), text.index(README_END) + len(README_END)
    games = [(record.name, record.data) for record in RECORDS.values()]
    return text[:start] + readme_section(games, rulings()) + text[end:]


def main() -> None:
    for name, nb in notebooks().items():
        nbf.write(nb, ROOT / f"{name}.ipynb")
    write_all(ROOT / "summaries")  # the printable rules summaries the notebooks link to (kernel_games/summary.py)
    README.write_text(readme(README.read_text(encoding="utf-8")), encoding="utf-8")
    GLOSSARY.write_text(glossary(), encoding="utf-8")  # the glossary's data (kernel_games/glossary.toml) as a page


def glossary() -> str:
    """docs/glossary.md, the games' tables in the records' order."""
    return glossary_markdown({gid: record.name for gid, record in RECORDS.items()})


if __name__ == "__main__":
    main()
