"""A part of the page that is built when the learner opens it, not when the page loads.

``Section(key, title, build)`` shows only a header until it is opened: a real button (``.kg-section-open``, its
``aria-expanded`` saying whether the section is open) with the section's name in the page language. The first press
of the header (a click, a tap, Enter or Space) or the first time the learner scrolls it near the view calls
``build()`` and shows what it returns under the header; later presses close and open the section again, keeping what
was built. A press does what the learner saw: a header seen closed opens (also while a scroll has it built already,
and in the moment after a scroll opened it), one seen open closes. Scrolling builds one section at a time
(widgets/sections.js), so the headers that the built content pushed down are looked at again. ``open()`` opens it
from the kernel (a shared link opens the table) and returns the content. A build that fails leaves a message in both
languages in the section, never a traceback, and the next press tries again.

The page's outer DOM: ``.kg-section.kg-section-<key>`` around the header and the content; the content's own root
class (``.kg-table``, ``.kg-viewer``, …) is unchanged inside it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from kernel_games.core import Text

from .i18n import LANGUAGE, Language
from .ui import Labelled, close_all, esc, message_html

T = {
    "busy": Text("（準備しています…）", " (getting it ready…)"),
    "failed": Text("この部分を用意できませんでした。もう一度見出しを押すと、やり直します。（{e}）",
                   "This part could not be prepared. Press its heading again to try once more. ({e})"),
}
log = logging.getLogger(__name__)


class SectionHeader(anywidget.AnyWidget):
    """The header's button (widgets/sections.js): says ``{"type": "open"}`` or ``{"type": "close"}`` when pressed (what
    the learner saw decides) and ``{"type": "near"}`` the first time it is scrolled near the view while ``built`` is
    false; ``busy`` while the content is being built."""

    _esm = Path(__file__).with_name("sections.js").read_text(encoding="utf-8")
    label = traitlets.Unicode("").tag(sync=True)
    busy_label = traitlets.Unicode("").tag(sync=True)
    expanded = traitlets.Bool(False).tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    built = traitlets.Bool(False).tag(sync=True)


class Section(w.VBox, Labelled):
    """A header until opened; then the header (it closes and opens the section again) over what ``build()`` made.

    ``build()`` returns one widget (a box, for several); ``content`` is None until it has been built, and ``build``
    is called again only after a failure."""

    def __init__(self, key: str, title: Text, build: Callable[[], w.Widget], language: Language = LANGUAGE) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.key, self.title, self._build = key, title, build
        self.add_class("kg-section")
        self.add_class(f"kg-section-{key}")
        self.header = SectionHeader()
        self.label(self.header, title, "label")
        self.label(self.header, T["busy"], "busy_label")
        self.header.on_msg(self._message)
        self.content: Any = None
        self.body = w.VBox()
        self.body.add_class("kg-section-body")
        self._failure: str | None = None
        self._closed_by_learner = False
        self.problem = w.HTML()
        self.problem.add_class("kg-section-problem")
        self.children = [self.header]
        self.follow_language(self._relabel)
        self._ready = True

    @property
    def expanded(self) -> bool:
        return self.header.expanded

    def _relabel(self) -> None:
        self.relabel()
        self._show_problem()

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A press of the header says what the learner saw: ``open`` (it was closed) or ``close``; ``near``: the header
        was scrolled near the view for the first time."""
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "open" or kind == "near" and self.content is None and not self._closed_by_learner:
            self.open()
        elif kind == "close":
            self.close_section()

    def open(self) -> Any:
        """Build the content if it is not built yet, show it, and return it (None if the build failed).

        (ipywidgets' ``Widget.open`` opens the widget's comm; it is called so while the widget is constructed, and
        here as well whenever the comm is not open.)"""
        if self.comm is None:
            super().open()
        if not getattr(self, "_ready", False):
            return None
        if self.content is None and not self._make():
            return None
        self.body.layout.display = ""
        self.header.expanded = True
        return self.content

    def close_section(self) -> None:
        """Hide the content; it stays built, as the learner left it, and scrolling does not open it again."""
        self._closed_by_learner = True
        self.body.layout.display = "none"
        self.header.expanded = False

    def _make(self) -> bool:
        """Build the content (the header says so meanwhile); on failure, say why in the section."""
        self.header.busy = True
        try:
            content = self._build()
        except Exception as exc:  # noqa: BLE001 - said in the section; the rest of the page goes on
            log.warning("section %s could not be built", self.key, exc_info=True)
            self._failure = f"{type(exc).__name__}: {exc}"[:300]
            self._show_problem()
            self.children = [self.header, self.problem]
            self.header.busy = False
            return False
        self.content, self._failure = content, None
        self.body.children = [content]
        self.problem.value = ""
        self.children = [self.header, self.body]
        self.header.built = True
        self.header.busy = False  # last: the page looks at the headers below again once this is built
        return True

    def _show_problem(self) -> None:
        failure = self._failure
        self.problem.value = "" if failure is None else message_html(esc(T["failed"].format(e=failure)(self.lang)), "error")

    def close(self) -> None:
        """Let go of the page's language and close the header, the content and the message."""
        if getattr(self, "_ready", False):
            self.unfollow_language()
            close_all([self.header, self.body, self.problem])
        super().close()
