"""Buru's morning chooser: an area and one of your explorers, then "Place face down", instead of twenty buttons (four
areas by five powers). The board takes the same two clicks (an area, an explorer); this serves whoever prefers a
form, a keyboard or a screen reader. Every other move keeps its button."""

from __future__ import annotations

from typing import Any

from kernel_games.buru import BuruView
from kernel_games.buru.actions import Place
from kernel_games.buru.narration import area_name
from kernel_games.core import Action, Lang, Text

C = {
    "area": Text("地域", "Area"),
    "power": Text("探索者のパワー", "Explorer's power"),
    "go": Text("伏せて置く", "Place face down"),
}


def covers(action: Action) -> bool:
    """The chooser stands in for the morning's placements."""
    return isinstance(action, Place)


def controls(view: BuruView, lang: Lang, legal: set[Action], submit: Any) -> Any:
    """Two rows of toggles (the areas, the powers still on your mat) and a button that places the explorer; a pair
    the rules refuse is refused with its reason and rule, like a click on the board."""
    places = [a for a in legal if isinstance(a, Place)]
    if view.get("viewer") is None or not places:
        return None
    import ipywidgets as w

    order = view.get("sequence") or sorted({a.area for a in places})
    areas = [a for a in order if any(p.area == a for p in places)]
    powers = sorted({a.power for a in places})
    style = {"description_width": "initial", "button_width": "auto"}
    area = w.ToggleButtons(options=[(area_name(a)(lang), a) for a in areas], value=areas[0],
                           description=C["area"](lang), style=style)
    power = w.ToggleButtons(options=[(str(k), k) for k in powers], value=powers[0], description=C["power"](lang),
                            style=style)
    go = w.Button(description=C["go"](lang), button_style="primary", layout={"width": "auto"})
    go.add_class("kg-chooser-go")

    def place(_b: Any) -> None:
        submit([Place(area.value, power.value)])  # a pair the rules refuse is answered with their reason, never ignored

    go.on_click(place)
    box = w.VBox([area, power, go], layout={"width": "100%", "max_width": "100%", "border": "1px solid #ccc",
                                            "align_items": "flex-start",
                                            "padding": "4px", "margin": "4px 0"})
    box.add_class("kg-choosers")
    return box
