"""Checks shared by Buru's tests: rule citations, events fired, legal moves played with the invariants checked,
illegal ones refused for the right rule. Nothing here builds a position (tests/buru/build.py and
kernel_games/buru/scenes.py do)."""

from __future__ import annotations

from kernel_games.buru import BURU
from kernel_games.buru.cards import ISLANDER_KEYS
from tests.rule_checks import (
    Plays,
    citing,
    fired,  # noqa: F401 - re-exported for the game's tests
)

G = BURU
PLAYS = Plays(G)
check, act, acts, illegal = PLAYS.check, PLAYS.act, PLAYS.acts, PLAYS.illegal
cites = citing(G)


def islander(key: str) -> int:
    """The islander card with this key ("farmer")."""
    return ISLANDER_KEYS.index(key)


def check_bilingual(charts, main_title: bool = True, panels: tuple[str, ...] = ("xaxis2", "yaxis2", "xaxis3", "yaxis3")) -> None:
    """Each chart's label and takeaway in both languages (a takeaway never says the simulation had nothing), its figure
    with data, a title (``main_title``), both axes titled and those of its other panels (``panels``, where it has
    them), each language's axis titles its own."""
    for chart in charts:
        for words in (chart.label, chart.takeaway):
            assert words.ja.strip() and words.en.strip() and words.ja != words.en, (chart.key, words)
        assert "このシミュレーションでは" not in chart.takeaway.ja, chart.key
        titles = {}
        for lang in ("ja", "en"):
            fig = chart.figure(lang)
            assert fig["data"] and (not main_title or fig["layout"]["title"]["text"].strip()), (chart.key, lang)
            axes = ["xaxis", "yaxis", *(ax for ax in panels if ax in fig["layout"])]
            titles[lang] = [fig["layout"][ax]["title"]["text"] for ax in axes]
            assert all(t.strip() for t in titles[lang]), (chart.key, lang, "every panel's axes are titled")
        assert titles["ja"][:2] != titles["en"][:2], chart.key
