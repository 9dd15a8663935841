"""Blue Moon City's part of the traceability rule (docs/architecture.md): rule text ↔ engine ↔ lesson ↔ test, through the
shared checks of tests/traceability.py. No rule id is written here, so only the other test files can cite them."""

from __future__ import annotations

from pathlib import Path

from kernel_games.blue_moon_city import BLUE_MOON_CITY as G
from tests.traceability import engine_ids, homeless, text_problems, uncited, untaught


def test_every_rule_is_cited_by_a_test():
    assert uncited(G, Path(__file__)) == []


def test_the_engine_cites_only_existing_rules():
    unknown, found = engine_ids(G)
    assert unknown == []
    assert found > 25  # the scan sees the engine


def test_every_rule_has_a_home_in_the_flow():
    assert homeless(G) == []


def test_every_rule_is_taught_and_lessons_cite_only_existing_rules():
    assert untaught(G) == []


def test_rule_texts_are_bilingual_and_decisions_say_so():
    assert len(G.rulebook) == 53
    assert text_problems(G) == []
