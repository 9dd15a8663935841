"""Land rewards and end-of-game bonuses: pure functions of the realms."""

from __future__ import annotations

from .components import LANDS

RIVER_CAP = 6


def neighbours(n: int, p: int) -> list[int]:
    """The players seated left and right of ``p``; with 2 players, the one opponent once."""
    if n == 2:
        return [1 - p]
    return [(p - 1) % n, (p + 1) % n]


def count(realm: list[int], kind: str) -> int:
    return sum(1 for c in realm if LANDS[c].type == kind)


def land_reward(realms: list[list[int]], p: int, land: int, initiative: int) -> tuple[int, str]:
    """Points for ``land`` just added to ``realms[p]`` and a short reason (counts used)."""
    realm = realms[p]
    kind = LANDS[land].type
    if kind == "meadow":
        counts = [count(realm, "meadow")] + [count(realms[q], "meadow") for q in neighbours(len(realms), p)]
        return sum(counts), "+".join(map(str, counts))
    if kind == "field":
        k = count(realm, "field")
        return 2 * k, f"2×{k}"
    if kind == "forest":
        return LANDS[land].value, str(LANDS[land].value)
    if kind == "village":
        k = len({LANDS[c].type for c in realm})
        return 2 * k, f"2×{k}"
    if kind == "mountain":
        k = count(realm, "mountain")
        return {2: 10, 4: 20}.get(k, 0), f"#{k}"
    k = count(realm, "river")
    m = min(initiative, RIVER_CAP)
    return k * m, f"{k}×{m}"


def diversity_bonus(realm: list[int]) -> int:
    """+5 for five different land types, +10 for all six."""
    return {5: 5, 6: 10}.get(len({LANDS[c].type for c in realm}), 0)


def final_scores(points: list[int], realms: list[list[int]]) -> list[int]:
    """Each clan's final score: its points plus its variety bonus (what ``result()`` and the end screen show)."""
    return [s + diversity_bonus(realm) for s, realm in zip(points, realms, strict=True)]
