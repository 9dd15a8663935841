"""Noli's bid draft: four sliders behind the screen and one button that submits every bid at once; a bid of nothing
at all (0/0/0/0 with coins in the bank) asks for a second press first."""

from __future__ import annotations

import html
from typing import Any

from kernel_games.core import Action, Lang, Text
from kernel_games.noli.actions import Ready, SetBid
from kernel_games.noli.components import INVESTMENT_NAMES, INVESTMENTS
from kernel_games.noli.view import NoliView

C = {
    "title": Text("入札の下書き（衝立の陰で。決めたら一度に出します）",
                  "Your bids, behind your screen (set them, then submit all at once)"),
    "left": Text("銀行に残る: {k}コイン（入札計 {s} / {b}）", "Left in your bank: {k} coins (bid {s} of {b})"),
    "submit": Text("入札する", "Place bids"),
    "set": Text("（決定済み）", " (set)"),
    "confirm": Text("はい、何も入札しません", "Yes, bid nothing"),
    "nothing": Text("4つの投資先すべてが0コインです。このラウンドに何も入札しないなら『はい、何も入札しません』を押してください。"
                    "入札するなら、スライダーを動かしてください。",
                    "All four bids are 0 coins. To bid nothing this round, press “Yes, bid nothing”; to bid, move a "
                    "slider."),
}


def covers(action: Action) -> bool:
    """The actions the bid controls replace among the action buttons."""
    return isinstance(action, (SetBid, Ready))


def controls(view: NoliView, lang: Lang, legal: set[Action], submit: Any) -> Any:
    """Four sliders (one per investment; their sum may not exceed the bank) and a button that submits them.

    ``submit(actions)`` receives a SetBid for every changed investment, in sheet order, then Ready if it is legal.
    Investments whose bid can no longer change (no SetBid legal for them) show their bid, disabled.
    """
    if not any(isinstance(a, (SetBid, Ready)) for a in legal) or view.get("viewer") is None or view.get("bank") is None:
        return None
    import ipywidgets as w

    me = view["viewer"]
    current = list(view["bids"][me] or [0] * len(INVESTMENTS))
    open_keys = {a.investment for a in legal if isinstance(a, SetBid)}
    purse = view["bank"] + sum(current[i] for i, k in enumerate(INVESTMENTS) if k in open_keys)
    sliders: dict[str, Any] = {}
    for i, key in enumerate(INVESTMENTS):
        is_open = key in open_keys
        s = w.IntSlider(value=current[i], min=0, max=max(purse, current[i]) if is_open else current[i],
                        description=INVESTMENT_NAMES[key](lang) + ("" if is_open else C["set"](lang)),
                        disabled=not is_open or purse == 0, continuous_update=True,
                        style={"description_width": "110px"}, layout={"width": "100%", "max_width": "420px"})
        s.add_class(f"kg-bid-{key}")
        sliders[key] = s
    left = w.HTML()
    left.add_class("kg-bid-left")

    def open_total() -> int:
        return sum(s.value for k, s in sliders.items() if k in open_keys)

    def refresh(_change: Any = None) -> None:
        total = open_total()
        left.value = (f"<span style='font-size:14px'><b>{html.escape(C['left'](lang).format(k=purse - total, s=total, b=purse))}"
                      "</b></span>")

    button = w.Button(description=C["submit"](lang), button_style="primary", layout={"width": "auto", "margin": "0 0 0 16px"})
    button.add_class("kg-bid-submit")
    note = w.HTML(layout={"width": "100%"})
    note.add_class("kg-bid-note")
    ready = next((a for a in legal if isinstance(a, Ready)), None)
    asked = {"nothing": False}  # the last press was on 0/0/0/0, and nothing has moved since

    def ask(asking: bool) -> None:
        """Ask (or stop asking) whether a bid of nothing at all is meant."""
        asked["nothing"] = asking
        button.description = C["confirm" if asking else "submit"](lang)
        button.button_style = "warning" if asking else "primary"
        note.value = f"<span style='font-size:14px'>⚠ {html.escape(C['nothing'](lang))}</span>" if asking else ""

    def clamp(change: dict) -> None:
        over = open_total() - purse
        if over > 0:
            change["owner"].value = change["new"] - over
        ask(False)
        refresh()

    for k, s in sliders.items():
        if k in open_keys:
            s.observe(clamp, names="value")

    def on_submit(_b: Any) -> None:
        nothing = purse > 0 and not any(s.value for s in sliders.values())
        if nothing and not asked["nothing"]:
            ask(True)  # the first press on 0/0/0/0: a bid of nothing must be meant
            return
        actions: list[Action] = [SetBid(k, sliders[k].value) for i, k in enumerate(INVESTMENTS)
                                 if k in open_keys and sliders[k].value != current[i]]
        if ready is not None:
            actions.append(ready)
        submit(actions)

    button.on_click(on_submit)
    refresh()
    title = w.HTML(f"<b>{html.escape(C['title'](lang))}</b>")
    row = w.HBox([left, button, note], layout={"align_items": "center", "flex_flow": "row wrap"})  # the note: a line of its own
    box = w.VBox([title, *sliders.values(), row],
                 layout={"width": "100%", "max_width": "100%", "border": "1px solid #ccc", "padding": "6px", "margin": "4px 0"})
    box.add_class("kg-bid-controls")
    return box

