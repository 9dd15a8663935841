"""What must always hold in Buru: no resource, card, decree, totem or explorer created or lost; fish within 0-20;
and each module's own checks (``plugs.INVARIANTS``)."""

from __future__ import annotations

from collections import Counter

from . import in_play
from .cards import FOREST_CARDS, OFFERINGS
from .components import FISH_CAP, POWERS, SUPPLY
from .economy import PER_SPIRIT
from .plugs import INVARIANTS, extra_explorers
from .state import State


def deck_check(name: str, counted: Counter, total: int) -> list[str]:
    return expected(name, counted, tuple(range(total)))


def expected(name: str, counted: Counter, ids: tuple[int, ...]) -> list[str]:
    whole = Counter(ids)
    if counted == whole:
        return []
    return [f"{name}: {sorted((counted - whole).elements())} extra, {sorted((whole - counted).elements())} lost"]


def broken(s: State) -> list[str]:
    out = []
    for k in range(3):
        if s.supply[k] + sum(r[k] for r in s.res) != SUPPLY[k] or s.supply[k] < 0:
            out.append(f"resource {k}: supply {s.supply[k]} + players {[r[k] for r in s.res]} != {SUPPLY[k]}")
    isl = Counter(s.islander_deck) + Counter(s.islander_discard) + Counter(c for c in s.row if c >= 0)
    for t in s.tableau:
        isl += Counter(t)
    out += expected("islanders", isl, in_play.islanders(s))
    out += deck_check("forest cards", Counter(s.forest_deck) + Counter(s.forest_discard) + Counter(c for c in s.display
                                                                                              if c >= 0),
                  len(FOREST_CARDS))
    eld = Counter(s.elder_deck) + Counter(s.drawn)
    for e in s.elders:
        eld += Counter(e)
    out += expected("elders", eld, in_play.elders(s))
    off = Counter(c for d in s.offering_decks for c in d)
    for o in s.offerings:
        off += Counter(o)
    if off != Counter(k * PER_SPIRIT + i for k in s.spirits for i in range(len(OFFERINGS[k]))):
        out.append("offering cards created or lost")
    out += expected("decrees", Counter(s.decree_stack) + Counter(s.decrees) + Counter(s.decrees_done)
                     + Counter(s.decree_unseen), in_play.decrees(s))
    for p in range(s.n):
        if not 0 <= s.fish[p] <= FISH_CAP:
            out.append(f"player {p}: {s.fish[p]} fish")
        if any(c not in s.tableau[p] for c in s.tasked[p]):
            out.append(f"player {p}: a tasked islander not in the tableau")
        mine = sorted([*s.mat[p], *(k for row in s.bids for k in row[p]), *([s.kept[p]] if s.kept[p] else [])])
        if mine != sorted([*POWERS, *[1] * extra_explorers(s, p)]):  # a module's extra explorers have power 1
            out.append(f"player {p}: explorers {mine}")
    for more in INVARIANTS:
        out += more(s)
    return out
