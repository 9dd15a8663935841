"""The gallery: every game with its status and a link to its notebook; the data notes."""

from __future__ import annotations

import ipywidgets as w

from kernel_games.catalog import CATALOG
from kernel_games.core import Text

from .boards import board_for
from .i18n import LANGUAGE, Language
from .ui import esc

T = {"open": Text("開く", "Open"), "players": Text("{p}人", "{p} players"),
     "title": Text("ボードゲームのルールを学ぶノートブック", "Notebooks that teach board-game rules")}


def gallery(language: Language = LANGUAGE) -> w.HTML:
    """An HTML list of the five games that follows the page language."""
    out = w.HTML()
    out.add_class("kg-gallery")

    def render(_change: object = None) -> None:
        lang = language.lang
        cards = []
        for e in CATALOG:
            link = (f'<a class="kg-open" href="{e.id}.ipynb" style="font-weight:bold">{esc(T["open"](lang))} ▶</a>'
                    if e.playable else "")
            colour = "#009E73" if e.playable else "#999999"
            cards.append(
                f'<div style="border:2px solid {colour};border-radius:8px;padding:10px;margin:6px;width:260px">'
                f'<div style="font-size:18px"><b>{esc(e.name(lang))}</b></div>'
                f'<div>{esc(T["players"].format(p=e.players)(lang))} · <span style="color:{colour}">'
                f'{esc(e.status(lang))}</span></div><p>{esc(e.blurb(lang))}</p>{link}</div>')
        out.value = ('<div style="display:flex;flex-wrap:wrap">' + "".join(cards) + "</div>")

    language.observe(render, names="lang")
    render()
    return out


def data_note(game_id: str, language: Language = LANGUAGE) -> w.HTML:
    """The game's component data with its provenance, in the page language."""
    out = w.HTML()
    out.add_class("kg-data-note")
    board = board_for(game_id)

    def render(_change: object = None) -> None:
        out.value = board.data_html(language.lang)

    language.observe(render, names="lang")
    render()
    return out
