"""The flow's turn orders (``kernel_games/core/flow.py``) say who is due from the state alone, however many states they
have been asked about: ``waiting`` remembers its answer for each row it has met, forgets them all once it holds a few
thousand, and answers the same either way; a row kept in a list that changes in place is read anew."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

from kernel_games.core.flow import waiting

SEATS = 13  # 2**13 = 8,192 different rows: more than the turn order remembers


def expected(row: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(p for p, done in enumerate(row) if not done)


def test_waiting_answers_right_before_and_after_its_memory_fills() -> None:
    order = waiting("ready")
    rows = list(itertools.product((0, 1), repeat=SEATS))
    for row in [*rows, *rows[:50]]:  # every row once, then the first ones again once the memory was emptied
        state = SimpleNamespace(ready=row)
        assert order.actors(state) == expected(row), row
        assert [order.due(state, p) for p in range(SEATS)] == [not done for done in row], row


def test_waiting_reads_a_list_row_anew_after_it_changes_in_place() -> None:
    order = waiting("ready")
    state = SimpleNamespace(ready=[0, 0, 0])
    assert order.actors(state) == (0, 1, 2)
    state.ready[1] = 1
    assert order.actors(state) == (0, 2)
