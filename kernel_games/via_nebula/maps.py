"""The two sides of Via Nebula's main board, as data: the beginner side and the expert side.

These maps are this project's reconstruction: no public source gives the printed maps, so both were designed here
(provenance ``reconstructed``) and can be corrected by editing the text maps below against a physical copy.

From the seed: every meadow hex takes one exploitation token at set-up, so each side has exactly 24 meadows (20
normal tokens + 4 of the 5 special ones); the beginner side has two joined ruin hexes in the centre; the expert side
has meadow in the centre and more forbidden hexes and petrified forests, so transport is harder; the half hexes at
the board's edge are unused, so the maps leave them out. Design choices (checked by ``validate``): 13-15 ruins
(10 are needed: 20 buildings at 4 players on half sites, 10 at 2 players on full ones, plus slack); fog is the
largest terrain (the board is mostly fog); 3-4 forests and 3-5 forbidden hexes on the beginner side, 6-8 and 7-9
on the expert side; both sides share one outline of 76 full hexes (rows of 8 and 9), nearly symmetric under a half
turn so no seat is favoured; every ruin and meadow can be reached by exploring, and no forbidden hexes cut the board.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from math import sqrt

from kernel_games.core import Text

MEADOW, FOG, FOREST, FORBIDDEN, RUIN = "meadow", "fog", "forest", "forbidden", "ruin"
TERRAINS = (MEADOW, FOG, FOREST, FORBIDDEN, RUIN)
LETTERS = {"M": MEADOW, "F": FOG, "T": FOREST, "X": FORBIDDEN, "R": RUIN}
PATHLIKE = frozenset((FOG, FOREST, MEADOW))  # what is or can become a meadow path
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))

MEADOWS = 24  # 20 normal + 4 special exploitation tokens, one per meadow hex (seed)
RUINS = (13, 15)  # 10 ruins seat every building (20 half sites at 4 players, 10 full at 2), plus slack
HEXES = (65, 76)  # the expert side's counts (24 + 13 + 7 + 6, fog the largest) need at least 75
FOREST_RANGE = {"beginner": (3, 4), "expert": (6, 8)}
FORBIDDEN_RANGE = {"beginner": (3, 5), "expert": (7, 9)}
REACH = 4  # meadows every ruin must reach through fog, forest and meadow


@dataclass(frozen=True)
class Board:
    """One side of the board. Hex ids are in reading order (by r, then q); pointy-top axial coordinates."""

    key: str
    name: Text
    coords: tuple[tuple[int, int], ...]
    terrain: tuple[str, ...]
    neighbours: tuple[tuple[int, ...], ...]
    provenance: str = "reconstructed"

    def xy(self, h: int) -> tuple[float, float]:
        """Where hex ``h`` is drawn (row 0 on top)."""
        q, r = self.coords[h]
        return sqrt(3) * (q + r / 2), -1.5 * r

    def of(self, terrain: str) -> tuple[int, ...]:
        """The ids of the hexes with that terrain, ascending."""
        return self._by_terrain.get(terrain, ())

    @cached_property
    def _by_terrain(self) -> dict[str, tuple[int, ...]]:  # asked at every step of a game: made once
        return {t: tuple(h for h, x in enumerate(self.terrain) if x == t) for t in set(self.terrain)}


# ---- the maps (reconstructed) ------------------------------------------------------------------------------------
# One line per row r = 0, 1, ...: "q of the row's first hex | its hexes". Letters: M meadow, F fog, T petrified
# forest (trees), X forbidden, R ruin, '.' no hex. Rows of 9 start half a hex left of rows of 8, so the text lines
# up as the board does (parse checks it). A half turn maps hex (q, r) to (3 - q, 8 - r): the beginner side is the
# same after it; the expert side too except one forbidden hex (seven is odd), so the board looks fair from any seat.
# Beginner: every ruin touches a meadow, forests and forbidden hexes stand alone. Expert: a band of meadows across
# the centre, forbidden hexes and forests in clusters of two or three, so routes bend around them.

BEGINNER_MAP = """
 0 |  M T M F R F M F
-1 | F R F M X M F R F
-1 |  M F R F M T M F
-2 | R X M F F M R F M
-2 |  F M F R R F M F
-3 | M F R M F F M X R
-3 |  F M T M F R F M
-4 | F R F M X M F R F
-4 |  F M F R F M T M
"""

EXPERT_MAP = """
 0 |  M R M F R F F M
-1 | F M X F F F M R M
-1 |  R F R T M R F T
-2 | M M X T M F X R F
-2 |  F X M M M M X F
-3 | F R F F M T X M M
-3 |  T F R M T R F R
-4 | M R M F F F X M F
-4 |  M F F R F M R M
"""


def parse(key: str, name: Text, text: str) -> Board:
    """A board from a text map; raises ValueError when the text is malformed or misaligned."""
    cells: list[tuple[tuple[int, int], str]] = []
    lead = None
    for r, line in enumerate(x for x in text.splitlines() if x.strip()):
        left, bar, right = line.partition("|")
        if not bar:
            raise ValueError(f"[text] row {r}: no '|' between the q offset and the hexes")
        q0 = int(left)
        tokens = right.split()
        start = len(right) - len(right.lstrip())
        if right.rstrip() != " " * start + " ".join(tokens):
            raise ValueError(f"[text] row {r}: hexes must be one letter each, one space apart")
        if lead is None:
            lead = start - (2 * q0 + r)
        if start - (2 * q0 + r) != lead:
            raise ValueError(f"[text] row {r}: its indent does not match its q offset {q0}")
        for i, letter in enumerate(tokens):
            if letter == ".":
                continue
            if letter not in LETTERS:
                raise ValueError(f"[text] row {r}: unknown letter {letter!r}")
            cells.append(((q0 + i, r), LETTERS[letter]))
    coords = tuple(c for c, _ in cells)
    return Board(key, name, coords, tuple(t for _, t in cells), adjacency(coords))


def adjacency(coords: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    """For each hex, the sorted ids of the hexes next to it among ``coords``."""
    index = {c: h for h, c in enumerate(coords)}
    return tuple(tuple(sorted(index[(q + a, r + b)] for a, b in STEPS if (q + a, r + b) in index)) for q, r in coords)


BOARDS: dict[str, Board] = {
    "beginner": parse("beginner", Text("入門者ボード", "Beginner board"), BEGINNER_MAP),
    "expert": parse("expert", Text("上級者ボード", "Expert board"), EXPERT_MAP),
}


# ---- the checks ---------------------------------------------------------------------------------------------------


def component(b: Board, start: int, allowed: Iterable[int]) -> set[int]:
    """The hexes reachable from ``start`` through ``allowed`` hexes (``start`` included)."""
    ok = set(allowed) | {start}
    seen, frontier = {start}, [start]
    while frontier:
        frontier = [x for h in frontier for x in b.neighbours[h] if x in ok and x not in seen]
        seen.update(frontier)
    return seen


def middle(b: Board) -> list[int]:
    """The hexes nearest the middle of the board's drawing (several when they are equally near), ascending."""
    pts = [b.xy(h) for h in range(len(b.coords))]
    cx, cy = sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)
    d = [round((x - cx) ** 2 + (y - cy) ** 2, 9) for x, y in pts]
    return [h for h in range(len(pts)) if d[h] == min(d)]


def structure(b: Board) -> list[str]:
    """The board is well formed: reading order, known terrains, neighbours that match the coordinates."""
    out = []
    if list(b.coords) != sorted(set(b.coords), key=lambda c: (c[1], c[0])):
        out.append("[structure] hex ids must follow reading order (r, then q), each hex once")
    if len(b.terrain) != len(b.coords) or any(t not in TERRAINS for t in b.terrain):
        out.append("[structure] every hex needs one known terrain")
    if b.neighbours != adjacency(b.coords):
        out.append("[structure] neighbours must be exactly the adjacent hexes on the board")
    return out


def problems(b: Board) -> list[str]:
    """Every broken constraint of one side, each message starting with the constraint's tag."""
    if b.key not in FOREST_RANGE:
        return [f"[side] unknown side {b.key!r}"]
    out = structure(b)
    if out:
        return out
    n = len(b.coords)
    count = {t: len(b.of(t)) for t in TERRAINS}
    if not HEXES[0] <= n <= HEXES[1]:
        out.append(f"[size] {n} hexes, expected {HEXES[0]}-{HEXES[1]}")
    if component(b, 0, range(n)) != set(range(n)):
        out.append("[connected] the hexes do not form one board")
    if count[MEADOW] != MEADOWS:
        out.append(f"[meadows] {count[MEADOW]} meadow hexes, expected {MEADOWS} (one per exploitation token)")
    if not RUINS[0] <= count[RUIN] <= RUINS[1]:
        out.append(f"[ruins] {count[RUIN]} ruins, expected {RUINS[0]}-{RUINS[1]}")
    if any(count[FOG] <= count[t] for t in TERRAINS if t != FOG):
        out.append(f"[fog] fog ({count[FOG]} hexes) must be the largest terrain")
    for t, ranges in ((FOREST, FOREST_RANGE), (FORBIDDEN, FORBIDDEN_RANGE)):
        lo, hi = ranges[b.key]
        if not lo <= count[t] <= hi:
            out.append(f"[{t}] {count[t]} {t} hexes, expected {lo}-{hi} on the {b.key} side")
    mid = middle(b)
    if b.key == "beginner" and not (
        len(mid) == 2 and mid[1] in b.neighbours[mid[0]] and all(b.terrain[h] == RUIN for h in mid)
    ):
        out.append(f"[centre] the most central hexes {mid} must be two joined ruins (seed)")
    if b.key == "expert" and any(b.terrain[h] != MEADOW for h in mid):
        out.append(f"[centre] the most central hexes {mid} must be meadows (seed)")
    return out + playability(b)


def playability(b: Board) -> list[str]:
    """Access (ruins and meadows touch a hex that is or can become a path), reach (every ruin reaches enough
    meadows through fog, forest and meadow) and cut (forbidden hexes and ruins do not split that land)."""
    out = []
    path = [h for h, t in enumerate(b.terrain) if t in PATHLIKE]
    for h, t in enumerate(b.terrain):
        if t in (RUIN, MEADOW) and not any(b.terrain[x] in PATHLIKE for x in b.neighbours[h]):
            out.append(f"[access] {t} hex {h} {b.coords[h]} has no fog, forest or meadow next to it")
    for h in b.of(RUIN):
        land = set().union(*(component(b, x, path) for x in b.neighbours[h] if x in path))
        if sum(b.terrain[x] == MEADOW for x in land) < REACH:
            out.append(f"[reach] ruin {h} {b.coords[h]} reaches fewer than {REACH} meadows")
    if path and component(b, path[0], path) != set(path):
        out.append("[cut] forbidden hexes and ruins split the fog, forest and meadow hexes into parts")
    return out


def validate(boards: Mapping[str, Board] | None = None) -> None:
    """Check both sides (by default the real ones) against every constraint; a ValueError lists each broken one,
    tagged: [structure] [size] [connected] [meadows] [ruins] [fog] [forest] [forbidden] [centre] [access] [reach]
    [cut] for one side, [sides] [outline] [expert] across the two."""
    boards = BOARDS if boards is None else boards
    out = [] if set(boards) == {"beginner", "expert"} else ["[sides] the board has a beginner and an expert side"]
    for key, b in boards.items():
        out += [f"{key}: {p}" for p in (problems(b) if b.key == key else [f"[side] {b.key!r} filed as {key!r}"])]
    if len({b.coords for b in boards.values()}) > 1:
        out.append("[outline] both sides are one physical board: they must have the same hexes")
    if "beginner" in boards and "expert" in boards:
        for t in (FORBIDDEN, FOREST):
            if len(boards["expert"].of(t)) <= len(boards["beginner"].of(t)):
                out.append(f"[expert] the expert side needs more {t} hexes than the beginner side (seed)")
    if out:
        raise ValueError("; ".join(out))


validate()
