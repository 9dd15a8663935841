"""Generated state copies (core/state.py) and typed views (core/views.py): what they accept and what they catch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

import pytest

from kernel_games.core import game_state
from kernel_games.core.state import shared_mutables
from kernel_games.core.views import view_problems


@dataclass(frozen=True)
class Note:
    who: int
    cards: tuple[int, ...]


@game_state
@dataclass(slots=True)
class Toy:
    n: int
    name: str
    hands: list[list[int]]
    ledger: list[dict[str, int]]
    table: dict[str, list[int]]
    rows: list[tuple[int, ...]]
    seen: set[int]
    last: Note | None


def toy() -> Toy:
    return Toy(2, "x", [[1, 2], [3]], [{"a": 1}], {"k": [4]}, [(1, 2)], {5}, Note(1, (2,)))


def test_a_generated_copy_is_equal_and_shares_nothing_mutable():
    a = toy()
    b = a.copy()
    assert a == b and shared_mutables(a, b) == []
    b.hands[0].append(9)
    b.ledger[0]["a"] = 7
    b.table["k"].append(1)
    b.seen.add(6)
    assert a == toy(), "changing the copy changed the original"
    assert b.last is a.last, "immutable values are shared, not copied"


def test_a_field_that_cannot_be_copied_safely_is_refused_when_the_class_is_made():
    with pytest.raises(TypeError):
        @game_state
        @dataclass
        class Bad:
            things: list[object]


def test_shared_mutables_finds_what_a_careless_copy_shares():
    a = toy()
    careless = Toy(a.n, a.name, [a.hands[0], [3]], [dict(x) for x in a.ledger], {"k": [4]}, a.rows[:], set(a.seen), a.last)
    assert shared_mutables(a, careless) == ["state.hands[0]"]


class Inner(TypedDict):
    k: int


class ToyView(TypedDict):
    viewer: int | None
    names: list[str]
    bids: list[list[int] | None]
    inner: Inner
    scores: dict[str, int]


GOOD = {"viewer": None, "names": ["a"], "bids": [[1], None], "inner": {"k": 1}, "scores": {"a": 2}}


def test_a_view_matching_its_declaration_has_no_problems():
    assert view_problems(GOOD, ToyView) == []


@pytest.mark.parametrize(("change", "problem"), [
    ({"viewer": "0"}, "viewer"),
    ({"viewer": True}, "viewer"),
    ({"names": ("a",)}, "names"),
    ({"bids": [[1.5]]}, "bids[0]"),
    ({"inner": {"k": 1, "extra": 2}}, "undeclared"),
    ({"scores": {1: 2}}, "not a str"),
    ({"extra": 1}, "undeclared"),
])
def test_a_view_that_strays_from_its_declaration_is_named(change, problem):
    problems = view_problems({**GOOD, **change}, ToyView)
    assert problems and any(problem in p for p in problems), problems


def test_a_missing_key_is_named():
    assert any("missing" in p for p in view_problems({k: v for k, v in GOOD.items() if k != "inner"}, ToyView))
