"""The two board maps (components.board): what the seed fixes, the design constraints, and that validate refuses a
map breaking any of them."""

from __future__ import annotations

import heapq
import re
from dataclasses import replace
from math import dist, isclose, sqrt

import pytest

from kernel_games.via_nebula.maps import (
    BEGINNER_MAP,
    BOARDS,
    EXPERT_MAP,
    FOG,
    FORBIDDEN,
    FOREST,
    MEADOW,
    RUIN,
    TERRAINS,
    Board,
    parse,
    validate,
)

BEGINNER, EXPERT = BOARDS["beginner"], BOARDS["expert"]


def errors(beginner: Board = BEGINNER, expert: Board = EXPERT) -> str:
    """The message validate raises for these two sides ('' when they pass)."""
    try:
        validate({"beginner": beginner, "expert": expert})
    except ValueError as e:
        return str(e)
    return ""


def with_terrain(b: Board, changes: dict[int, str]) -> Board:
    return replace(b, terrain=tuple(changes.get(h, t) for h, t in enumerate(b.terrain)))


def centre_pair(b: Board) -> list[int]:
    """The hexes nearest the middle of the drawing, computed here independently of maps.middle."""
    pts = [b.xy(h) for h in range(len(b.coords))]
    mid = (sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts))
    d = sorted((round(dist(p, mid), 6), h) for h, p in enumerate(pts))
    return [h for v, h in d if v == d[0][0]]


def half_turn(b: Board) -> dict[int, int]:
    """Each hex's partner when the board is turned half a turn about its middle."""
    pts = [b.xy(h) for h in range(len(b.coords))]
    cx, cy = sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)
    at = {(round(x, 6), round(y, 6)): h for h, (x, y) in enumerate(pts)}
    return {h: at[(round(2 * cx - x, 6), round(2 * cy - y, 6))] for h, (x, y) in enumerate(pts)}


def route_cost(b: Board, ruin: int) -> dict[int, int]:
    """Tiles to lay from a ruin to each hex, through fog (1) and petrified forest (2 actions), meadows passable."""
    cost, todo = {ruin: 0}, [(0, ruin)]
    while todo:
        c, h = heapq.heappop(todo)
        for x in b.neighbours[h]:
            t = b.terrain[x]
            if t in (RUIN, FORBIDDEN):
                continue
            nc = c + (2 if t == FOREST else 1)
            if nc < cost.get(x, 10**9):
                cost[x] = nc
                heapq.heappush(todo, (nc, x))
    return cost


# ---- the real maps ----------------------------------------------------------------------------------------------


def test_both_sides_pass_every_check() -> None:
    validate()
    assert errors() == ""
    assert set(BOARDS) == {"beginner", "expert"}
    assert all(b.provenance == "reconstructed" for b in BOARDS.values())
    assert BEGINNER.name.ja == "入門者ボード" and EXPERT.name.en == "Expert board"


@pytest.mark.parametrize("key", ["beginner", "expert"])
def test_each_side_has_24_meadows_mostly_fog_and_enough_ruins(key: str) -> None:
    b = BOARDS[key]
    count = {t: len(b.of(t)) for t in TERRAINS}
    assert count[MEADOW] == 24  # one exploitation token on each: 20 normal + 4 special
    assert 13 <= count[RUIN] <= 15  # 10 ruins already seat 20 half sites at 4 players
    assert count[FOG] == max(count.values()) and list(count.values()).count(count[FOG]) == 1
    assert 65 <= len(b.coords) <= 76 and sum(count.values()) == len(b.coords)


def test_beginner_has_two_joined_ruins_in_the_centre_and_few_obstacles() -> None:
    pair = centre_pair(BEGINNER)
    assert len(pair) == 2 and pair[1] in BEGINNER.neighbours[pair[0]]
    assert [BEGINNER.terrain[h] for h in pair] == [RUIN, RUIN]
    assert 3 <= len(BEGINNER.of(FOREST)) <= 4 and 3 <= len(BEGINNER.of(FORBIDDEN)) <= 5


def test_expert_has_meadow_in_the_centre_and_more_obstacles() -> None:
    assert all(EXPERT.terrain[h] == MEADOW for h in centre_pair(EXPERT))
    assert 7 <= len(EXPERT.of(FORBIDDEN)) <= 9 and 6 <= len(EXPERT.of(FOREST)) <= 8
    assert len(EXPERT.of(FORBIDDEN)) > len(BEGINNER.of(FORBIDDEN))
    assert len(EXPERT.of(FOREST)) > len(BEGINNER.of(FOREST))


def test_routes_are_longer_on_the_expert_side() -> None:
    def mean_route(b: Board) -> float:
        costs = [route_cost(b, r)[m] for r in b.of(RUIN) for m in b.of(MEADOW)]
        return sum(costs) / len(costs)

    def touching(b: Board) -> int:
        return sum(any(b.terrain[x] == MEADOW for x in b.neighbours[r]) for r in b.of(RUIN))

    assert mean_route(EXPERT) > mean_route(BEGINNER) + 1
    assert touching(BEGINNER) == len(BEGINNER.of(RUIN)) > touching(EXPERT)


@pytest.mark.parametrize("key", ["beginner", "expert"])
def test_every_ruin_can_be_supplied(key: str) -> None:
    b = BOARDS[key]
    for r in b.of(RUIN):
        reach = route_cost(b, r)
        assert sum(m in reach for m in b.of(MEADOW)) >= 4
        assert any(b.terrain[x] in (FOG, FOREST, MEADOW) for x in b.neighbours[r])


def test_both_sides_share_one_outline_that_looks_the_same_turned_round() -> None:
    assert BEGINNER.coords == EXPERT.coords
    turn = half_turn(BEGINNER)  # raises KeyError if a hex had no partner
    assert all(BEGINNER.terrain[h] == BEGINNER.terrain[turn[h]] for h in turn)
    differ = [h for h in turn if EXPERT.terrain[h] != EXPERT.terrain[turn[h]]]
    assert len(differ) == 2  # seven forbidden hexes cannot pair up: one has fog as its partner


@pytest.mark.parametrize("key", ["beginner", "expert"])
def test_ids_read_in_order_and_neighbours_touch(key: str) -> None:
    b = BOARDS[key]
    assert list(b.coords) == sorted(b.coords, key=lambda c: (c[1], c[0]))
    rows = [b.xy(h)[1] for h in range(len(b.coords))]
    assert rows == sorted(rows, reverse=True) and rows[0] == 0  # row 0 on top, each row below the last
    for h in range(len(b.coords)):
        near = set(b.neighbours[h])
        assert list(b.neighbours[h]) == sorted(near) and len(near) <= 6
        for x in range(len(b.coords)):
            touching = isclose(dist(b.xy(h), b.xy(x)), sqrt(3))
            assert touching == (x in near), (h, x)
    assert b.of(MEADOW) == tuple(sorted(b.of(MEADOW)))


# ---- refused maps: one per constraint ----------------------------------------------------------------------------


def first(b: Board, terrain: str, n: int = 1, skip: tuple[int, ...] = ()) -> list[int]:
    return [h for h in b.of(terrain) if h not in skip][:n]


def test_a_missing_meadow_is_refused() -> None:
    assert "[meadows]" in errors(with_terrain(BEGINNER, {first(BEGINNER, MEADOW)[0]: FOG}))


def test_too_few_or_too_many_ruins_are_refused() -> None:
    centre = centre_pair(BEGINNER)
    fewer = with_terrain(BEGINNER, dict.fromkeys(first(BEGINNER, RUIN, 2, skip=tuple(centre)), FOG))
    more = with_terrain(EXPERT, dict.fromkeys(first(EXPERT, FOG, 2), RUIN))
    assert "[ruins]" in errors(beginner=fewer)
    assert "[ruins]" in errors(expert=more)


def test_fog_must_be_the_largest_terrain() -> None:
    # two expert fog hexes become forest (8 is still allowed): fog 23 is then below 24 meadows
    b = with_terrain(EXPERT, dict.fromkeys(first(EXPERT, FOG, 2), FOREST))
    assert "[fog]" in errors(expert=b) and "[forest]" not in errors(expert=b)


def test_forest_and_forbidden_counts_per_side_are_refused_outside_their_ranges() -> None:
    busy = with_terrain(BEGINNER, dict.fromkeys(first(BEGINNER, FOG, 1), FOREST))
    assert "beginner: [forest]" in errors(beginner=busy)
    calm = with_terrain(EXPERT, {first(EXPERT, FORBIDDEN)[0]: FOG})
    assert "expert: [forbidden]" in errors(expert=calm)
    scary = with_terrain(BEGINNER, dict.fromkeys(first(BEGINNER, FOG, 3), FORBIDDEN))
    assert "[forbidden]" in errors(beginner=scary) and "[expert]" in errors(beginner=scary)


def test_the_centres_named_by_the_seed_are_required() -> None:
    a, b = centre_pair(BEGINNER)
    swap = first(BEGINNER, FOG)[0]
    assert "beginner: [centre]" in errors(beginner=with_terrain(BEGINNER, {a: FOG, swap: RUIN}))
    spot = first(EXPERT, FOG)[0]
    assert "expert: [centre]" in errors(expert=with_terrain(EXPERT, {centre_pair(EXPERT)[0]: FOG, spot: MEADOW}))


def test_a_meadow_walled_in_is_refused() -> None:
    m = next(h for h in BEGINNER.of(MEADOW) if all(BEGINNER.terrain[x] != MEADOW for x in BEGINNER.neighbours[h]))
    walled = with_terrain(BEGINNER, dict.fromkeys(BEGINNER.neighbours[m], FORBIDDEN))
    assert "[access]" in errors(beginner=walled) and "[cut]" in errors(beginner=walled)


def test_a_ruin_cut_off_from_the_meadows_is_refused() -> None:
    # a ruin whose one open side is a fog hex closed in by forbidden hexes: it can be explored, but leads nowhere
    r, keep = next((r, x) for r in EXPERT.of(RUIN) for x in EXPERT.neighbours[r] if EXPERT.terrain[x] == FOG)
    wall = {x for x in (*EXPERT.neighbours[r], *EXPERT.neighbours[keep]) if x not in (r, keep)}
    message = errors(expert=with_terrain(EXPERT, dict.fromkeys(wall, FORBIDDEN)))
    assert f"[reach] ruin {r} " in message and f"[access] ruin {r} " not in message


def test_two_forbidden_hexes_cutting_off_a_corner_are_refused() -> None:
    corner = next(h for h in BEGINNER.of(FOG) if len(BEGINNER.neighbours[h]) == 3
                  and sum(BEGINNER.terrain[x] in (FOG, FOREST, MEADOW) for x in BEGINNER.neighbours[h]) == 2)
    wall = [x for x in BEGINNER.neighbours[corner] if BEGINNER.terrain[x] != RUIN]
    message = errors(beginner=with_terrain(BEGINNER, dict.fromkeys(wall, FORBIDDEN)))
    assert "[cut]" in message


def test_board_shape_problems_are_refused() -> None:
    taller = parse("beginner", BEGINNER.name, BEGINNER_MAP + "-5 | F F F F F F F F F\n")
    assert "[size]" in errors(beginner=taller) and "[outline]" in errors(beginner=taller)
    lines = EXPERT_MAP.strip("\n").splitlines()
    lines[0] = lines[0].replace("|  M R", "|  M .")  # the corner hex (0, 0) loses its three neighbours
    lines[1] = lines[1].replace("| F M", "| . .")
    island = parse("expert", EXPERT.name, "\n".join(lines))
    assert "[connected]" in errors(expert=island)
    assert "[outline]" in errors(expert=island)


def test_malformed_boards_are_refused() -> None:
    shuffled = replace(BEGINNER, coords=BEGINNER.coords[1:] + BEGINNER.coords[:1])
    assert "[structure]" in errors(beginner=shuffled)
    wrong = replace(EXPERT, neighbours=((),) + EXPERT.neighbours[1:])
    assert "[structure]" in errors(expert=wrong)
    assert "[structure]" in errors(beginner=with_terrain(BEGINNER, {0: "lava"}))
    with pytest.raises(ValueError, match=r"\[sides\]"):
        validate({"beginner": BEGINNER})
    with pytest.raises(ValueError, match=r"\[side\]"):
        validate({"beginner": EXPERT, "expert": EXPERT})


@pytest.mark.parametrize(
    ("edit", "why"),
    [
        (lambda t: t.replace(" 0 |  M", " 0 | M", 1), "indent"),  # a row shifted half a hex
        (lambda t: t.replace(" 0 |  M", " 0 |  Q", 1), "unknown letter"),
        (lambda t: t.replace(" 0 |  M", " 0    M", 1), "no '|'"),
        (lambda t: t.replace(" 0 |  M T", " 0 |  M  T", 1), "one space apart"),
    ],
)
def test_a_mistyped_text_map_is_refused(edit, why: str) -> None:
    with pytest.raises(ValueError, match=r"\[text\].*" + re.escape(why)):
        parse("beginner", BEGINNER.name, edit(BEGINNER_MAP))

