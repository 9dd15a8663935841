"""Building exact positions for lessons and tests: hands, rows and realms set by land type or card."""

from __future__ import annotations

from .actions import ChooseCharacter
from .components import LANDS
from .rules import VAALBARA
from .state import State


def give(s: State, p: int, cards: list[int]) -> None:
    """Make sure player ``p`` holds ``cards``, swapping with their clan deck (hand size kept)."""
    for c in cards:
        if c in s.hands[p]:
            continue
        spare = next(h for h in s.hands[p] if h not in cards)
        where = s.decks[p] if c in s.decks[p] else s.discards[p]
        where[where.index(c)] = spare
        s.hands[p][s.hands[p].index(spare)] = c
    s.hands[p].sort()


def _take_from_deck(s: State, kind: str, value: int | None = None) -> int:
    """Remove a land of ``kind`` from below the top of the land deck (the omen card stays put)."""
    for i, c in enumerate(s.land_deck[1:], start=1):
        if LANDS[c].type == kind and (value is None or LANDS[c].value == value):
            return s.land_deck.pop(i)
    raise ValueError(f"no {kind} left in the land deck")


def set_row(s: State, r: int, kinds: list[str]) -> None:
    """Lay row ``r`` (0 = row 1) with lands of these types; the old row goes back under the deck."""
    s.land_deck.extend(s.rows[r])
    s.rows[r] = [_take_from_deck(s, k) for k in kinds]


def omens_differ(s: State) -> None:
    """Replace each displayed land whose back reads like the current omen (for the clans present) by a land of the
    same type from the deck whose back does not: whichever land a Tracker picks then changes the omen."""
    def seen(land: int) -> tuple[int, ...]:
        return tuple(c for c in LANDS[land].omen if c < s.n)

    now = seen(s.land_deck[0])
    for row in s.rows:
        for i, land in enumerate(row):
            if seen(land) == now:
                j = next(j for j, c in enumerate(s.land_deck[1:], start=1)
                         if LANDS[c].type == LANDS[land].type and seen(c) != now)
                row[i], s.land_deck[j] = s.land_deck[j], land


def add_realm(s: State, p: int, kinds: list[str]) -> None:
    """Put lands of these types into player ``p``'s realm (no reward: a position, not a move)."""
    s.realms[p].extend(_take_from_deck(s, k) for k in kinds)


def choose(s: State, choices: dict[int, int]) -> State:
    """Each listed player plays the given character in allocation; returns the new state."""
    for p, c in choices.items():
        give(s, p, [c])
    for p, c in choices.items():
        s, _ = VAALBARA.apply(s, p, ChooseCharacter(c))
    return s


def fresh(n: int = 3, seed: int = 11) -> State:
    return VAALBARA.setup(n, seed)
