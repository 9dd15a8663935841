"""What each player may see (``BuruView``), and a state redrawn in everything one player cannot see.

Hidden: the powers of explorers still face down (another player's on the island before their area is revealed, and
on the mat before noon), the values of another player's offering cards (only their spirits show), another player's
elders and the elders they are choosing from, and the order of every deck. Public: everything else (the mats'
counts, the hiring row, the forest display, the tableaux, fish, resources, esteem, totems, decrees in play).

A seat the rules play (``State.automata``, the Lawan: buru.lawan.unseen) sees what a spectator sees: its secrets are
nobody's. Each module adds its own keys to the view (``plugs.VIEW_PARTS``; the game's ``BuruView`` is put together with
theirs by the package) and redraws what it keeps hidden (``plugs.REDEAL``).
"""

from __future__ import annotations

import random
from typing import TypedDict

from .economy import PER_SPIRIT, offering_value
from .phases.end import elder_score, score
from .plugs import REDEAL, VIEW_PARTS
from .state import OVER, State, put


class BuruView(TypedDict):
    """The base game's keys of the view (the package adds each module's)."""

    game: str
    viewer: int | None
    players: int
    phase: str
    step: str
    to_act: list[int]
    round: int
    rounds: int
    messenger: int
    current: int
    mat: list[int] | None  # the viewer's explorers still on the mat (None: a spectator)
    mat_sizes: list[int]
    kept: list[int]  # the explorer revealed at noon (0: not yet)
    bids: list[list[list[int]]]  # per area, per player: the powers, 0 for one face down
    shown: list[bool]
    sequence: list[int]  # the areas in the order they are resolved
    area: int
    order: list[int]
    actor: int
    spaces: list[list[int]]
    conquered: list[int]
    space: int
    left: list[int]  # the chosen space's credits: hire, refresh, task, offer, elder, messenger
    kinds: list[int]
    drawn: list[int]  # the elders the viewer is choosing from (empty for anyone else)
    drawn_count: int
    fish: list[int]
    esteem: list[int]  # on the track: the running public score (buru.end.scoring)
    res: list[list[int]]
    tableau: list[list[int]]
    tasked: list[list[int]]
    offerings: list[list[int]]  # per player, per spirit: how many offering cards
    my_offerings: list[list[int]]  # per spirit, the values of the viewer's offering cards (empty: a spectator)
    elders: list[int]  # how many elders each player holds
    my_elders: list[int]
    totems: list[int]
    supply: list[int]
    row: list[int]
    islander_deck: int
    islander_discard: list[int]
    display: list[int]
    forest_deck: int
    forest_discard: list[int]
    elder_deck: int
    offering_decks: list[int]
    altar_sides: list[int]
    decree_stack: int
    decrees: list[int]
    decrees_done: list[int]
    winners: list[int] | None
    scores: list[dict[str, int]] | None  # once over: each player's score, part by part
    all_elders: list[list[int]] | None  # once over: every player's elders
    elder_scores: list[list[int]] | None  # once over: the esteem each of them gave (buru.end.elders)
    spirits: list[int]  # the spirits in play: Banyu, Gunung, Manuk (and a module's)


def _seen(power: int, owner: int, viewer: int | None, shown: bool) -> int:
    return power if shown or owner == viewer else 0


def view(s: State, viewer: int | None, to_act: tuple[int, ...]) -> BuruView:
    over = s.phase == OVER
    if viewer in s.automata:  # nobody sees the secrets of a seat the rules play, not even that seat
        return {**view(s, None, to_act), "viewer": viewer}
    mine = viewer is not None and 0 <= viewer < s.n
    spirits = range(len(s.offering_decks))  # per-spirit rows are indexed by spirit, one not in play empty
    return {
        "game": "buru", "viewer": viewer, "players": s.n, "phase": str(s.phase), "step": s.step,
        "to_act": list(to_act), "round": s.round, "rounds": s.rounds, "messenger": s.messenger, "current": s.current,
        "mat": list(s.mat[viewer]) if mine else None, "mat_sizes": [len(m) for m in s.mat], "kept": list(s.kept),
        "bids": [[[_seen(k, p, viewer, s.shown[a]) for k in s.bids[a][p]] for p in range(s.n)] for a in range(len(s.bids))],
        "shown": list(s.shown), "sequence": list(s.sequence), "area": s.area, "order": list(s.order), "actor": s.actor,
        "spaces": [list(r) for r in s.spaces], "conquered": list(s.conquered), "space": s.space, "left": list(s.left),
        "kinds": list(s.kinds), "drawn": list(s.drawn) if mine and viewer == s.actor else [],
        "drawn_count": len(s.drawn), "fish": list(s.fish), "esteem": list(s.esteem), "res": [list(r) for r in s.res],
        "tableau": [list(t) for t in s.tableau], "tasked": [list(t) for t in s.tasked],
        "offerings": [[sum(1 for c in s.offerings[p] if c // PER_SPIRIT == k) for k in spirits] for p in range(s.n)],
        "my_offerings": [[offering_value(c) for c in s.offerings[viewer] if c // PER_SPIRIT == k] for k in spirits]
        if mine else [],
        "elders": [len(e) for e in s.elders], "my_elders": list(s.elders[viewer]) if mine else [],
        "totems": list(s.totems), "supply": list(s.supply), "row": list(s.row),
        "islander_deck": len(s.islander_deck), "islander_discard": list(s.islander_discard),
        "display": list(s.display), "forest_deck": len(s.forest_deck), "forest_discard": list(s.forest_discard),
        "elder_deck": len(s.elder_deck), "offering_decks": [len(d) for d in s.offering_decks],
        "altar_sides": list(s.altar_sides), "decree_stack": len(s.decree_stack), "decrees": list(s.decrees),
        "decrees_done": list(s.decrees_done),
        "winners": list(s.winners) if over else None,
        "scores": [score(s, p) for p in range(s.n)] if over else None,
        "all_elders": [list(e) for e in s.elders] if over else None,
        "elder_scores": [[elder_score(s, p, e) for e in s.elders[p]] for p in range(s.n)] if over else None,
        "spirits": list(s.spirits),
        **{k: v for part in VIEW_PARTS for k, v in part(s, viewer, mine).items()},  # the modules' own keys
    }


def redeal_hidden(state: State, observer: int | None, seed: int) -> State:
    """Every hidden thing drawn anew from what the observer cannot tell apart: the others' face-down powers among
    their face-down places, their offering cards within each spirit, their elders, and every deck's order."""
    s = state.copy()
    if s.phase == OVER:  # everything is shown at the end
        return s
    rng = random.Random(seed)
    s.rng = rng.getrandbits(63)  # future chance too; every pool below is sorted before it is shuffled, so that the
    # redeal depends only on what the observer sees (a search's determinizations tell no more than the view)
    if observer in s.automata:  # a seat the rules play knows nothing a spectator does not
        observer = None
    for q in range(s.n):
        if q == observer:
            continue
        places = [(a, i) for a in range(len(s.bids)) if not s.shown[a] for i in range(len(s.bids[a][q]))]
        powers = sorted([s.bids[a][q][i] for a, i in places] + list(s.mat[q]))
        rng.shuffle(powers)
        k = 0
        for a in range(len(s.bids)):
            if s.shown[a] or not s.bids[a][q]:
                continue
            n = len(s.bids[a][q])
            s.bids = put(s.bids, a, put(s.bids[a], q, tuple(powers[k:k + n])))
            k += n
        s.mat = put(s.mat, q, tuple(sorted(powers[k:])))
    others = [q for q in range(s.n) if q != observer]
    for k in range(len(s.offering_decks)):
        pool = sorted([*s.offering_decks[k], *(c for q in others for c in s.offerings[q] if c // PER_SPIRIT == k)])
        rng.shuffle(pool)
        for q in others:
            m = sum(1 for c in s.offerings[q] if c // PER_SPIRIT == k)
            kept = tuple(c for c in s.offerings[q] if c // PER_SPIRIT != k)
            s.offerings = put(s.offerings, q, kept + tuple(pool[:m]))
            pool = pool[m:]
        s.offering_decks = put(s.offering_decks, k, tuple(pool))
    secret_drawn = s.drawn and s.actor != observer
    pool = sorted([*s.elder_deck, *(e for q in others for e in s.elders[q]), *(s.drawn if secret_drawn else ())])
    rng.shuffle(pool)
    for q in others:
        m = len(s.elders[q])
        s.elders, pool = put(s.elders, q, tuple(pool[:m])), pool[m:]
    if secret_drawn:
        s.drawn, pool = tuple(pool[:len(s.drawn)]), pool[len(s.drawn):]
    s.elder_deck = tuple(pool)
    for name in ("islander_deck", "forest_deck"):
        deck = sorted(getattr(s, name))
        rng.shuffle(deck)
        setattr(s, name, tuple(deck))
    for more in REDEAL:  # what a module keeps hidden, in the order the modules were loaded
        more(s, rng, others)
    decrees = sorted([*s.decree_stack, *s.decree_unseen])
    rng.shuffle(decrees)
    k = len(s.decree_stack)
    s.decree_stack, s.decree_unseen = tuple(decrees[:k]), tuple(decrees[k:])
    return s
