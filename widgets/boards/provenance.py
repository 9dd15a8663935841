"""The component data a board shows (``BOARD.data_html``) with its provenance: each value in a cell tagged with where it
comes from — the rulebook (``seed``), a published source, a published picture too small to read for sure (``image``),
or this project's reconstruction — and coloured by it."""

from __future__ import annotations

import html

from kernel_games.core import Lang, Text

TAGS = {"seed": Text("ルールブック", "rulebook"), "published": Text("公開資料", "published"),
        "image": Text("低解像度の図から読み取り（不確か）", "read from a low-resolution image (uncertain)"),
        "reconstructed": Text("再構成", "reconstructed")}
COLOURS = {"published": "#E3F1E3", "seed": "#E3F1E3", "image": "#FFF6C2", "reconstructed": "#FCE9D2"}
STYLE = "style='border-collapse:collapse' border='1' cellpadding='4'"  # a data table's borders


def cell(value: str, how: str, lang: Lang) -> str:
    """A table cell holding ``value``, tagged and coloured by its provenance ``how``."""
    return (f"<td style='background:{COLOURS.get(how, '#FFFFFF')}'>{html.escape(value)}"
            f"<br><small>[{html.escape(TAGS[how](lang))}]</small></td>")
