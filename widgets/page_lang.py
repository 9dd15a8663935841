"""PageLanguage: the page's ``<html lang>`` follows the page's Language (a widget that draws nothing).

Shown beside the 日本語 / English switch (``i18n.switch``), it sets ``document.documentElement.lang`` from its first
paint (the ``?lang=`` of a link, once ``apply_links`` has read it) and after every switch, in Voila, JupyterLab and on
the static site alike: a screen reader then reads the page in its language.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

_ESM = Path(__file__).with_name("page_lang.js").read_text(encoding="utf-8")


class PageLanguage(anywidget.AnyWidget):
    """Keeps ``lang`` (synced) equal to ``language.lang``; the browser copies it onto ``<html lang>``."""

    _esm = _ESM
    lang = traitlets.Unicode("ja").tag(sync=True)

    def __init__(self, language: Any, **kwargs: Any) -> None:
        super().__init__(lang=language.lang, **kwargs)
        self.add_class("kg-page-lang")
        traitlets.dlink((language, "lang"), (self, "lang"))
