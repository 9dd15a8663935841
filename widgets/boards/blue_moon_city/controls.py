"""Blue Moon City's chooser of card moves: Flit 1 and the dragons' cards in one list, instead of a button each.

A turn can offer a hundred of them (Flit 1 to any of 20 tiles, three dragons' cards to 22 places); the board is where
they are chosen (a click on a tile or a dragon slot), and this list serves whoever uses a keyboard or a screen
reader. Walking, paying, offering and discarding keep their buttons.
"""

from __future__ import annotations

from typing import Any

from kernel_games.blue_moon_city.actions import DragonFly, DragonMove, FlitFly
from kernel_games.core import Action, Lang, Text

MOVES = (FlitFly, DragonFly, DragonMove)
C = {
    "note": Text("カードでの移動（フリット1・ドラゴン）: 盤面のタイルやドラゴンの位置をクリックするか、ここで選びます",
                 "Card moves (Flit 1, dragons): click a tile or a dragon slot on the board, or choose here"),
    "go": Text("動かす", "Move"),
    "count": Text("{k}通り", "{k} moves"),
}


def covers(action: Action) -> bool:
    """The actions the chooser replaces among the action buttons."""
    return isinstance(action, MOVES)


def controls(view: dict[str, Any], lang: Lang, legal: set[Action], submit: Any) -> Any:
    """A list of every legal card move (labelled as its button would be) and a button that plays the one chosen."""
    moves = [a for a in legal if isinstance(a, MOVES)]
    if not moves or view.get("viewer") is None:
        return None
    import ipywidgets as w

    from widgets.ui import action_labels

    moves.sort(key=lambda a: (MOVES.index(type(a)), a.place(view)))
    labels = action_labels(moves, lang, view)
    pick = w.Dropdown(options=list(zip(labels, range(len(moves)), strict=True)), value=0,
                      description=C["count"](lang).format(k=len(moves)), style={"description_width": "initial"},
                      layout={"width": "auto", "max_width": "100%"})
    pick.add_class("kg-moves-list")
    go = w.Button(description=C["go"](lang), button_style="primary", layout={"width": "auto"})
    go.add_class("kg-moves-go")
    go.on_click(lambda _b: submit([moves[pick.value]]) if pick.value is not None else None)
    box = w.VBox([w.HTML(f"<b>{C['note'](lang)}</b>"),
                  w.HBox([pick, go], layout={"flex_flow": "row wrap", "align_items": "center"})],
                 layout={"width": "100%", "max_width": "100%", "border": "1px solid #ccc", "padding": "4px",
                         "margin": "4px 0"})
    box.add_class("kg-moves")
    return box
