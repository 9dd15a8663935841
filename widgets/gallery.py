"""The gallery: every registered game's card (its record: name, players, blurb), a link to its notebook and to its
printable rules summary; the data notes.

The links carry the page's language (``?lang=``, widgets/links.py) and follow the 日本語 / English switch, so the game
opens in the language the gallery shows. The summaries are ``summaries/<game>-<lang>.html`` beside the notebooks
(kernel_games/summary.py, written by `make notebooks`); Voila serves them (jupyter_config/voila.json allows them).
On the static site (the kernel runs in the browser, ``sys.platform == "emscripten"``) a game's page is
``<game>.html`` beside the gallery's (Voici's ``voici/render/``), and the build puts the summaries beside them too.
"""

from __future__ import annotations

import sys

import ipywidgets as w

from kernel_games import RECORDS
from kernel_games.core import Lang, Text
from kernel_games.core.data_sets import DataSet, designed
from kernel_games.summary import file_name

from .boards import board_for
from .i18n import LANGUAGE, Language
from .links import build_query
from .ui import esc

T = {"open": Text("開く", "Open"), "players": Text("{p}人", "{p} players"),
     "title": Text("ボードゲームのルールを学ぶノートブック", "Notebooks that teach board-game rules"),
     "summary": Text("ルール要約（印刷用・1ページ）", "Rules summary (one page to print)"),
     "tables": Text("部品のデータの表", "Component data tables"),
     "playable": Text("学べる・遊べる", "Learn and play")}
PLAYABLE = "#009E73"  # the card's edge and its status mark
# One primary action per card: "Open ▶" is a filled button 44 px high (a finger's target); the summary is a
# secondary link (underlined, no fill, the same height to tap); the status is a mark, neither coloured nor underlined
# like a link. The cards are of one width, as many a row as fit (one on a phone).
OPEN_BUTTON = ("display:flex;align-items:center;justify-content:center;min-height:44px;box-sizing:border-box;"
               "padding:0 18px;border-radius:6px;background:#1565C0;color:#FFFFFF;font-weight:bold;font-size:16px;"
               "text-decoration:none")
SECONDARY_LINK = ("display:inline-flex;align-items:center;min-height:44px;color:#0D47A1;text-decoration:underline;"
                  "font-size:14px")
STATUS = "display:inline-block;padding:0 8px;border-radius:10px;background:#E6F5EF;color:#1B4D3E;font-size:13px"
CARD = (f"display:flex;flex-direction:column;box-sizing:border-box;border:2px solid {PLAYABLE};border-radius:8px;"
        "padding:10px 12px")
GRID = "display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:12px;padding:6px"  # equal cards


def notebook_href(game_id: str, lang: Lang, platform: str = sys.platform) -> str:
    """A game's page, relative to the gallery's, in ``lang``: the notebook under Voila and JupyterLab, the built page
    on the static site."""
    page = f"{game_id}.html" if platform == "emscripten" else f"{game_id}.ipynb"
    return f"{page}?{build_query(lang=lang)}"


def summary_href(game_id: str, lang: Lang) -> str:
    """The rules summary's address, relative to a notebook's page (Voila sends it on to ``voila/files/``)."""
    return f"summaries/{file_name(game_id, lang)}"


def _summary_anchor(game_id: str, lang: Lang) -> str:
    return (f'<a class="kg-summary" href="{esc(summary_href(game_id, lang))}" target="_blank" '
            f'style="{SECONDARY_LINK}">{esc(T["summary"](lang))}</a>')


def gallery(language: Language = LANGUAGE) -> w.HTML:
    """An HTML list of the registered games' cards, in their records' order, that follows the page language."""
    out = w.HTML()
    out.add_class("kg-gallery")

    def render(_change: object = None) -> None:
        lang = language.lang
        cards = []
        for gid, record in RECORDS.items():
            href = notebook_href(gid, lang)
            players = record.game.facts.players_text
            cards.append(
                f'<div class="kg-card" style="{CARD}">'
                f'<div style="font-size:18px"><b>{esc(record.name(lang))}</b></div>'
                f'<div>{esc(T["players"].format(p=players)(lang))} · <span class="kg-status" style="{STATUS}">'
                f'✔ {esc(T["playable"](lang))}</span></div><p style="flex:1">{esc(record.card.blurb(lang))}</p>'
                f'<a class="kg-open" role="button" href="{esc(href)}" style="{OPEN_BUTTON}">{esc(T["open"](lang))} ▶</a>'
                f"<div>{_summary_anchor(gid, lang)}</div></div>")
        out.value = f'<div style="{GRID}">' + "".join(cards) + "</div>"

    language.observe(render, names="lang")
    render()
    return out


def summary_link(game_id: str, language: Language = LANGUAGE) -> w.HTML:
    """A link to the game's printable rules summary in the page language (it follows the switch)."""
    out = w.HTML()
    out.add_class("kg-summary-link")

    def render(_change: object = None) -> None:
        out.value = _summary_anchor(game_id, language.lang)  # type: ignore[arg-type]

    language.observe(render, names="lang")
    render()
    return out


def data_list_html(sets: tuple[DataSet, ...], lang: Lang) -> str:
    """The list a notebook's "About the data" opens with: each set with a value that is not surely the publisher's."""
    head = Text("このプロジェクトが作ったデータと、確かでないデータ（出版社の値とは限りません）",
                "Data this project designed or could not read for sure (not, or not surely, the publisher's)")(lang)
    rows = "".join(f"<li><b>{esc(s.name(lang))}</b> — {esc(s.what(lang))} <code>{esc(s.source)}</code></li>"
                   for s in designed(sets))
    return f"<div class='kg-data-sets'><h3>{esc(head)}</h3><ul>{rows}</ul></div>"


def data_note(game_id: str, language: Language = LANGUAGE) -> w.HTML:
    """The game's component data with its provenance, in the page language: first the list of what this project
    designed (from the record's data sets, as the README's), then the board's tables of every value with its tag."""
    out = w.HTML()
    out.add_class("kg-data-note")
    board = board_for(game_id)

    sets = RECORDS[game_id].data

    def render(_change: object = None) -> None:
        lang = language.lang
        # the tables keep their words and numbers whole: on a narrow window they scroll sideways in a box of their own
        # that Tab reaches and a screen reader names (a data table is WCAG 1.4.10's exception to reflow)
        out.value = data_list_html(sets, lang) + (
            f'<div class="kg-wide-tables" role="region" tabindex="0" aria-label="{esc(T["tables"](lang))}" '
            f'style="overflow-x:auto">{board.data_html(lang)}</div>')

    language.observe(render, names="lang")
    render()
    return out
