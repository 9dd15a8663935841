"""Via Nebula's choosers: a list per kind of move (craftsman, site, explore, transport, build, and each effect's
choices) instead of a button each.

A turn can offer sixty moves on the map (twenty tokens, fourteen ruins, a dozen fogs, transports) and By Air! over a
hundred; the map is where they are chosen (a hex, a site, a card), and these lists serve whoever uses a keyboard or a
screen reader, every legal move named as its button would be. Pass, Use the effect and Skip keep their buttons.
"""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Lang, Text
from kernel_games.via_nebula.actions import Abundance, Build, Craftsman, Explore, Express, Fly, Give, Lay, Site, Swap, Transport
from kernel_games.via_nebula.view import ViaNebulaView

KINDS: tuple[tuple[type, Text], ...] = (
    (Craftsman, Text("職人を置く", "Craftsman")),
    (Site, Text("建設現場を置く", "Building site")),
    (Explore, Text("探検する", "Explore")),
    (Transport, Text("資源を運ぶ", "Transport")),
    (Build, Text("建てる", "Build")),
    (Express, Text("特急便", "Express Delivery")),
    (Abundance, Text("豊富", "Abundance")),
    (Lay, Text("草原タイルを置く", "Lay a meadow tile")),
    (Fly, Text("気流！", "By Air!")),
    (Give, Text("ストックへ戻す", "Return to the stock")),
    (Swap, Text("交換する", "Swap")),
)
COVERED = tuple(kind for kind, _ in KINDS)
C = {
    "note": Text("盤面のマス・建設現場・契約カードをクリックするか、ここで選びます",
                 "Click a hex, a site or a contract on the board, or choose here"),
    "go": Text("実行", "Play"),
    "count": Text("{w}（{k}通り）", "{w} ({k})"),
}


def covers(action: Action) -> bool:
    """The actions the choosers replace among the action buttons: every move with a place on the map."""
    return isinstance(action, COVERED)


def controls(view: ViaNebulaView, lang: Lang, legal: set[Action], submit: Any) -> Any:
    """A list per kind of legal move (labelled as its button would be) and a button that plays the one chosen."""
    if view.get("viewer") is None:
        return None
    rows = [_chooser(view, lang, [a for a in legal if isinstance(a, kind)], name, submit) for kind, name in KINDS]
    rows = [r for r in rows if r is not None]
    if not rows:
        return None
    import ipywidgets as w

    box = w.VBox([w.HTML(f"<b>{C['note'](lang)}</b>"), *rows],
                 layout={"width": "100%", "max_width": "100%", "border": "1px solid #ccc", "padding": "4px",
                         "margin": "4px 0"})
    box.add_class("kg-choosers")
    return box


def _chooser(view: ViaNebulaView, lang: Lang, actions: list[Action], name: Text, submit: Any) -> Any:
    if not actions:
        return None
    import ipywidgets as w

    from widgets.ui import action_labels

    actions.sort(key=lambda a: (a.place(view), repr(a)))
    labels = action_labels(actions, lang, view)
    pick = w.Dropdown(options=list(zip(labels, range(len(actions)), strict=True)), value=0,
                      description=C["count"](lang).format(w=name(lang), k=len(actions)),
                      style={"description_width": "initial"}, layout={"width": "auto", "max_width": "100%"})
    pick.add_class("kg-chooser-list")
    go = w.Button(description=C["go"](lang), button_style="primary", layout={"width": "auto"})
    go.add_class("kg-chooser-go")
    go.on_click(lambda _b: submit([actions[pick.value]]) if pick.value is not None else None)
    row = w.HBox([pick, go], layout={"flex_flow": "row wrap", "align_items": "center"})
    row.add_class("kg-chooser")
    return row
