"""One language setting per page, shared by every widget; a switch; the ?lang= of a shared link."""

from __future__ import annotations

from urllib.parse import parse_qs

import ipywidgets as w
import traitlets

from kernel_games.core import Lang, Text

from .page_lang import PageLanguage


class Language(traitlets.HasTraits):
    """The page's language; widgets observe ``lang`` and redraw their words."""

    lang = traitlets.Unicode("ja")

    def t(self, text: Text) -> str:
        return text(self.lang)  # type: ignore[arg-type]

    def observers(self) -> list:
        """The callbacks observing ``lang`` now: a widget that was closed is no longer among them."""
        return list(self._trait_notifiers.get("lang", {}).get("change", []))


LANGUAGE = Language()


def switch(language: Language = LANGUAGE) -> w.Box:
    """The 日本語 / English switch (``.kg-lang``); every widget on the page follows it, and so does the page's
    ``<html lang>`` (``PageLanguage``, shown beside it)."""
    toggle = w.ToggleButtons(options=[("日本語", "ja"), ("English", "en")], value=language.lang,
                             style={"button_width": "90px"})
    toggle.add_class("kg-lang")
    w.link((toggle, "value"), (language, "lang"))
    box = w.HBox([toggle, PageLanguage(language)])
    box.add_class("kg-lang-switch")
    return box


def lang_from_query(query: str | None) -> Lang | None:
    """The language asked for by a query string such as ``lang=en``; None if absent or unknown."""
    values = parse_qs(query or "").get("lang", [])
    return values[0] if values and values[0] in ("ja", "en") else None  # type: ignore[return-value]
