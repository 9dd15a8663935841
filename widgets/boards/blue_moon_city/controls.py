"""Blue Moon City's choosers: the card moves (Flit 1 and the dragons' cards) in one list, and the cards that can be
laid on a box in another, instead of a button each.

A turn can offer a hundred card moves (Flit 1 to any of 20 tiles, three dragons' cards to 22 places) and, on the
palace with a big hand, dozens of cards to lay; the board is where they are chosen (a tile or a dragon slot; a box,
then a card), and these lists serve whoever uses a keyboard or a screen reader. Walking, offering, discarding and
the turn's steps keep their buttons.
"""

from __future__ import annotations

from typing import Any

from kernel_games.blue_moon_city.actions import DragonFly, DragonMove, FlitFly, Pay, Recolour
from kernel_games.blue_moon_city.view import BlueMoonView
from kernel_games.core import Action, Lang, Text

MOVES = (FlitFly, DragonFly, DragonMove)
CARDS = (Pay, Recolour)
C = {
    "note": Text("カードでの移動（フリット1・ドラゴン）: 盤面のタイルやドラゴンの位置をクリックするか、ここで選びます",
                 "Card moves (Flit 1, dragons): click a tile or a dragon slot on the board, or choose here"),
    "go": Text("動かす", "Move"),
    "count": Text("{k}通り", "{k} moves"),
    "pay_note": Text("マスに出すカード: 盤面でマス、次に手札のカードをクリックするか、ここで選びます",
                     "Cards to lay on a box: click a box, then a card of your hand on the board, or choose here"),
    "pay_go": Text("出す", "Lay"),
    "pay_count": Text("{k}通り", "{k} ways"),
}


def covers(action: Action) -> bool:
    """The actions the choosers replace among the action buttons."""
    return isinstance(action, MOVES + CARDS)


def controls(view: BlueMoonView, lang: Lang, legal: set[Action], submit: Any) -> Any:
    """For the card moves and for the cards to lay: a list of every legal one (labelled as its button would be) and
    a button that plays the one chosen."""
    if view.get("viewer") is None:
        return None
    import ipywidgets as w

    rows = [_chooser(view, lang, [a for a in legal if isinstance(a, kinds)], kinds, keys, submit)
            for kinds, keys in ((MOVES, ("note", "go", "count", "kg-moves")), (CARDS, ("pay_note", "pay_go",
                                                                                      "pay_count", "kg-lay")))]
    rows = [r for r in rows if r is not None]
    return w.VBox(rows, layout={"width": "100%", "max_width": "100%"}) if rows else None


def _chooser(view: BlueMoonView, lang: Lang, actions: list[Action], kinds: tuple, keys: tuple[str, ...],
             submit: Any) -> Any:
    if not actions:
        return None
    import ipywidgets as w

    from widgets.ui import action_labels

    note, go_word, count, css = keys
    actions.sort(key=lambda a: (kinds.index(type(a)), a.place(view)))
    labels = action_labels(actions, lang, view)
    pick = w.Dropdown(options=list(zip(labels, range(len(actions)), strict=True)), value=0,
                      description=C[count](lang).format(k=len(actions)), style={"description_width": "initial"},
                      layout={"width": "auto", "max_width": "100%"})
    pick.add_class(f"{css}-list")
    go = w.Button(description=C[go_word](lang), button_style="primary", layout={"width": "auto"})
    go.add_class(f"{css}-go")
    go.on_click(lambda _b: submit([actions[pick.value]]) if pick.value is not None else None)
    box = w.VBox([w.HTML(f"<b>{C[note](lang)}</b>"),
                  w.HBox([pick, go], layout={"flex_flow": "row wrap", "align_items": "center"})],
                 layout={"width": "100%", "max_width": "100%", "border": "1px solid #ccc", "padding": "4px",
                         "margin": "4px 0"})
    box.add_class(css)
    return box
