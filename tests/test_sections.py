"""A part of the page built when the learner opens it (widgets/sections.py): a header until then, its content built
once, a failure said in both languages, and a shared link that opens the table's section for its deal or position."""

from __future__ import annotations

import html

import ipywidgets as w
import pytest

from kernel_games import GAMES
from kernel_games.core import Match, Text
from widgets.i18n import Language
from widgets.lesson import Walkthrough
from widgets.links import apply, build_query, parse
from widgets.sections import Section
from widgets.table import GameTable

VAALBARA = GAMES["vaalbara"]
TITLE = Text("対局の卓", "The game table")


class Counting:
    """A build that counts its calls and may fail the first ``fail`` times."""

    def __init__(self, fail: int = 0) -> None:
        self.calls, self.fail = 0, fail

    def __call__(self) -> w.Widget:
        self.calls += 1
        if self.calls <= self.fail:
            raise RuntimeError("no table today")
        return w.HTML("built")


def test_a_section_is_a_header_until_opened_then_builds_once() -> None:
    build = Counting()
    section = Section("table", TITLE, build, language=Language())
    assert section.content is None and build.calls == 0 and list(section.children) == [section.header]
    assert not section.header.expanded and not section.header.built
    assert {"kg-section", "kg-section-table"} <= set(section._dom_classes)
    content = section.open()
    assert content is section.content and build.calls == 1
    assert section.header.expanded and section.header.built
    assert content in section.body.children and section.body in section.children
    assert section.open() is content and build.calls == 1, "opened again: the same content, not built again"
    section.close()


def test_the_header_follows_the_page_language() -> None:
    language = Language()
    section = Section("table", TITLE, Counting(), language=language)
    assert section.header.label == "対局の卓"
    language.lang = "en"
    assert section.header.label == "The game table"
    section.close()
    language.lang = "ja"
    assert section.header.label == "The game table", "a closed section lets go of the language"


def test_pressing_the_header_opens_then_closes_without_building_again() -> None:
    build = Counting()
    section = Section("replay", TITLE, build, language=Language())
    section._message(section.header, {"type": "open"}, [])
    assert section.header.expanded and build.calls == 1
    content = section.content
    section._message(section.header, {"type": "open"}, [])  # pressed as it was being opened by a scroll
    assert section.header.expanded and build.calls == 1, "a header seen closed opens, it never closes"
    section._message(section.header, {"type": "close"}, [])
    assert not section.header.expanded and section.body.layout.display == "none"
    assert section.content is content and build.calls == 1, "closed, the content is kept as the learner left it"
    section._message(section.header, {"type": "open"}, [])
    assert section.header.expanded and section.body.layout.display == "" and build.calls == 1
    section.close()


def test_scrolled_near_opens_once_and_never_reopens_what_the_learner_closed() -> None:
    build = Counting()
    section = Section("data", TITLE, build, language=Language())
    section._message(section.header, {"type": "near"}, [])
    assert section.header.expanded and build.calls == 1
    section._message(section.header, {"type": "close"}, [])  # the learner closes it
    section._message(section.header, {"type": "near"}, [])
    assert not section.header.expanded and build.calls == 1
    section._message(section.header, {"type": "other"}, [])
    section._message(section.header, "near", [])
    assert not section.header.expanded and build.calls == 1
    section.close()


def test_a_build_that_fails_is_said_in_both_languages_and_tried_again() -> None:
    language = Language()
    build = Counting(fail=1)
    section = Section("analysis", TITLE, build, language=language)
    assert section.open() is None and section.content is None
    said = html.unescape(section.problem.value)
    assert section.problem in section.children and "用意できませんでした" in said and "no table today" in said
    assert "Traceback" not in said and "kg-msg-error" in said
    language.lang = "en"
    assert "could not be prepared" in html.unescape(section.problem.value)
    assert not section.header.expanded and not section.header.busy
    assert section.open() is not None and build.calls == 2, "the next press tries again"
    assert section.problem not in section.children
    section.close()


def table_section(language: Language) -> tuple[Section, Counting]:
    made = Counting()

    def build() -> GameTable:
        made()
        return GameTable(VAALBARA, players=3, seats=["human"] * 3, seed=7, bot_delay=0, language=language)

    return Section("table", TITLE, build, language=language), made


@pytest.mark.parametrize("query", ["seed=42", "game", "seed=12x"])
def test_a_link_for_the_table_opens_its_section(query: str) -> None:
    language = Language()
    section, made = table_section(language)
    saved = Match(VAALBARA, 3, 5)
    if query == "game":
        query = build_query(game=saved.to_json())
    apply(parse(query), language, table=section)
    assert made.calls == 1 and section.header.expanded
    match = section.content.match
    if query == "seed=42":
        assert match.seed == 42
    elif query == "seed=12x":
        assert "12x" in html.unescape(section.content.message.value), "the table says what was wrong with the seed"
    else:
        assert match.view(None) == saved.view(None)
    section.content.close()
    section.close()


def test_a_link_without_a_deal_leaves_the_table_unbuilt() -> None:
    language = Language()
    section, made = table_section(language)
    walk = Walkthrough(VAALBARA, language=language)
    assert apply(parse("lang=en&step=2"), language, walkthrough=walk, table=section) == []
    assert made.calls == 0 and section.content is None and walk.index == 1
    walk.close()
    section.close()
