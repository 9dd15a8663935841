"""The gallery's cards: one primary action each (the game's notebook, drawn as a button), the rest secondary."""

from __future__ import annotations

import re

import pytest

from kernel_games import RECORDS
from widgets.gallery import gallery
from widgets.i18n import Language


def cards(lang: str) -> list[str]:
    language = Language()
    language.lang = lang
    page = gallery(language)
    html = page.value
    page.close()
    return re.findall(r'<div class="kg-card".*?</div></div>', html, flags=re.S)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_each_card_has_one_primary_action_drawn_as_a_button(lang: str) -> None:
    found = cards(lang)
    assert len(found) == len(RECORDS)
    for gid, card in zip(RECORDS, found, strict=True):
        anchors = re.findall(r"<a [^>]*>", card)
        primary = [a for a in anchors if "background:" in a]
        assert len(primary) == 1 and f'href="{gid}.ipynb?lang={lang}"' in primary[0], \
            f"one filled link per card, to its notebook: {anchors}"
        assert 'role="button"' in primary[0] and "min-height:44px" in primary[0], "a button a finger can hit"
        secondary = [a for a in anchors if a not in primary]
        assert secondary and all("min-height:44px" in a and "text-decoration:underline" in a for a in secondary), \
            "the other links are secondary: underlined, no fill, as easy to tap"
        status = re.search(r'<span class="kg-status"[^>]*>', card)
        assert status and "text-decoration" not in status.group(0), "the status is a mark, not a link"
