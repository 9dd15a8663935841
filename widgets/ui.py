"""Small pieces shared by the table and the walkthrough: safe callbacks, labels that follow the language."""

from __future__ import annotations

import functools
import html
import traceback
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w

from kernel_games.core import Action, Event, Lang, Text, View
from kernel_games.core.text import ordinal

from .i18n import LANGUAGE, Language


def esc(s: str) -> str:
    return html.escape(s, quote=True)


class Labelled:
    """Keeps (widget, attribute, Text) triples and rewrites them when the language changes.

    ``follow_language(callback)`` calls back on every switch until ``unfollow_language()``: a closed widget lets go
    of the page's Language, so that the Language does not keep it alive.
    """

    def __init__(self, language: Language = LANGUAGE) -> None:
        self.language = language
        self._labels: list[tuple[Any, str, Text]] = []
        self._followers: list[Callable[[Any], None]] = []

    def label(self, widget: Any, text: Text, attr: str = "description") -> Any:
        self._labels.append((widget, attr, text))
        setattr(widget, attr, text(self.language.lang))
        return widget

    def relabel(self) -> None:
        for widget, attr, text in self._labels:
            setattr(widget, attr, text(self.language.lang))

    def follow_language(self, callback: Callable[[], Any]) -> None:
        """Call ``callback()`` whenever the page language changes."""

        def follower(_change: Any) -> None:
            callback()

        self.language.observe(follower, names="lang")
        self._followers.append(follower)

    def unfollow_language(self) -> None:
        for follower in self._followers:
            self.language.unobserve(follower, names="lang")
        self._followers.clear()

    @property
    def lang(self) -> Lang:
        return self.language.lang  # type: ignore[return-value]


def close_all(widgets: Iterable[Any]) -> None:
    """Close widgets and everything in them (children, layout, style): closed, their callbacks no longer keep
    their owner alive through ipywidgets' registry of open widgets."""
    for x in widgets:
        if isinstance(x, w.Widget):
            close_inside(x)
            x.close()


def close_inside(widget: Any) -> None:
    """Close what a widget holds, not the widget itself (for a ``close()`` that ends with its base class's)."""
    close_all([*getattr(widget, "children", ()), getattr(widget, "layout", None), getattr(widget, "style", None)])


RULE_NOTE = Text("（ルール: {t}）", " (rule: {t})")  # the same words as Game.explain


def cite(rule: str | None, title: Text | None, lang: Lang) -> str:
    """The rule a message comes from, as HTML: its title for the learner to read, its id in the tooltip (the
    ``title`` attribute) for whoever looks it up in the rulebook. Nothing when there is no rule."""
    if not rule:
        return ""
    shown = RULE_NOTE.format(t=title)(lang) if title is not None else f" [{rule}]"
    return f'<span class="kg-rule" title="{esc(rule)}">{esc(shown)}</span>'


def safe(method: Callable) -> Callable:
    """A widget callback that never takes the page down: an exception becomes a visible message."""

    @functools.wraps(method)
    def wrapper(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - shown to the user, state untouched
            traceback.print_exc()
            self.say(Text("内部エラーが起きました。ゲームの状態は変わっていません: ",
                          "Something went wrong inside; the game state is unchanged: ") + Text(repr(exc), repr(exc)),
                     kind="error")
            return None

    return wrapper


ICONS = {"ok": "✔ ", "error": "✖ ", "note": "➜ "}  # a message's icon by its kind (info has none)


def message_html(text: str, kind: str = "info") -> str:
    """A message line. ``kind``: info, ok (✔), error (✖: the rules refused it) or note (neutral, no icon of failure:
    a legal move that is not what a walkthrough step asks)."""
    colours = {"info": ("#EEF4FB", "#0072B2"), "ok": ("#EAF7EF", "#009E73"), "error": ("#FCEDE6", "#D55E00"),
               "note": ("#F0F3F7", "#7A8CA3")}
    bg, edge = colours.get(kind, colours["info"])
    icon = ICONS.get(kind, "")
    return (f'<div class="kg-msg kg-msg-{kind}" style="background:{bg};border-left:5px solid {edge};'
            f'padding:6px 10px;margin:4px 0">{icon}{text}</div>')


PRIVATE = Text("［あなただけ］", "[only you] ")
LOG_NAME = Text("これまでの出来事（新しい順）", "What has happened, newest first")  # the log's name for a screen reader
# a link drawn as a button (a save file's download, a link to a position): each stands apart, in the buttons' row
LINK_BUTTON = ("display:inline-block;padding:3px 12px;margin:2px 4px;border:1px solid #1565C0;border-radius:3px;"
               "background:#E3F2FD;color:#0D47A1;text-decoration:none;line-height:22px")


def events_html(events: list[Event], lang: Lang, limit: int = 60, name: Text = LOG_NAME) -> str:
    """The log, newest first, in a box that scrolls; ``name`` tells a screen reader which log it is (one per page)."""
    rows = []
    for e in reversed(events[-limit:]):
        secret = ' style="color:#6a3d9a"' if e.to is not None else ""
        lock = esc(PRIVATE(lang)) if e.to is not None else ""
        rows.append(f"<li{secret}>{lock}{esc(e.text(lang))}</li>")
    start = len(events)  # newest first, numbered as they happened
    # a box that scrolls is reached with Tab (tabindex), so the keyboard can scroll it too, and says what it holds
    return (f'<div class="kg-log-scroll" tabindex="0" role="region" aria-label="{esc(name(lang))}" '
            f'style="max-height:220px;overflow:auto"><ol reversed start="{start}" class="kg-log-list" '
            'style="margin:0;padding-left:3.4em;font-size:13px">' + "".join(rows) + "</ol></div>")


def action_text(action: Action, view: View | None = None) -> Text:
    """What a button for ``action`` says: ``Action.label(view)`` when a view is given (it names players by their clan or
    faction and tells apart equal cards by where they lie), else ``describe()``."""
    return action.label(view) if view is not None else action.describe()


SAME = Text("（{k}つ目）", " ({o})")


def action_labels(actions: list[Action], lang: Lang, view: View | None = None) -> list[str]:
    """Each action's button label (``action_text``); labels still equal (a type whose ``label`` is its ``describe``)
    are told apart by their order: "(1st)", "(2nd)"."""
    labels = [action_text(a, view)(lang) for a in actions]
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        if labels.count(label) > 1:
            seen[label] = k = seen.get(label, 0) + 1
            label += SAME.format(k=k, o=ordinal(k))(lang)
        out.append(label)
    return out


def action_button(label: str, on_click: Callable[[], Any], tooltip: str | None = None) -> w.Button:
    """A button that plays one action (``on_click()``). It plays that action for as long as it lives: the owner
    relabels it (the language changed) but never gives it another action, so a click the page sent before a redraw
    (a double click) never plays something the player did not see; a button taken off the page is closed."""
    b = w.Button(description=label, layout={"width": "auto"}, tooltip=tooltip or label)
    b.add_class("kg-action")
    b.on_click(lambda _b: on_click())
    return b
