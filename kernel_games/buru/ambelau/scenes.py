"""Exact positions for the Ambelau region's chapter of Buru's walkthrough, built as ``lessons/scenes.py`` builds its own. The
rules' canoe example is played at three seats (seed 2: Green, "Kate", is the messenger; Red, the learner, is "Becky";
Blue is "Sonia"); the other scenes at two (seed 3: Blue the messenger)."""

from __future__ import annotations

from ..actions import Done, Keep, Offer
from ..components import FOREST, LAKE, POWERS, SHORE, VILLAGE
from ..lessons.scenes import BLUE, GREEN, RED, SEEDS, all_in, bid, decree, done, next_round, offered, play, scene
from ..rules import BURU
from ..state import BENEFIT, ELDER, State, put
from .actions import Guide, Paddle
from .cards import AMBELAU, IBU

REGION = {"ambelau": 1}
BECKY, SONIA, KATE = RED, BLUE, GREEN


def fresh_region(n: int = 2) -> State:
    return done(BURU.setup(n, SEEDS[n], REGION).copy())


def settle_until(s: State, area: int) -> State:
    """Play the afternoon on (the first space or card, Done, the first elder) until ``area`` is being resolved."""
    while s.area != area:
        p = BURU.to_act(s)[0]
        legal = BURU.legal_actions(s, p)
        a = Done() if Done() in legal and s.step == BENEFIT else Keep(s.drawn[0]) if s.step == ELDER else legal[0]
        s = play(s, (p, a))
    return s


@scene
def region_start() -> State:
    """The region in play: Blue has placed one explorer on the Forest; Red places."""
    return bid(fresh_region(), {BLUE: [(FOREST, 3)]})


@scene
def example() -> State:
    """The rules' example, round 1: Becky (Red) bid 4 at Ambelau, Sonia (Blue) and Kate (Green, the messenger) 3
    each; the region is being resolved, Becky first."""
    s = bid(fresh_region(3), {BECKY: [(AMBELAU, 4), (FOREST, 5), (SHORE, 3), (SHORE, 2)],
                              SONIA: [(AMBELAU, 3), (FOREST, 4), (VILLAGE, 5), (VILLAGE, 2)],
                              KATE: [(AMBELAU, 3), (LAKE, 5), (LAKE, 4), (LAKE, 2)]})
    return settle_until(s, AMBELAU)


@scene
def jump() -> State:
    """The example on: Becky went 4 spaces and took her guide, Kate 3 and offered to Ibu; Sonia moves."""
    return play(example(), (BECKY, Paddle(3)), (BECKY, Guide()), (KATE, Paddle(2)), (KATE, Offer(IBU)))


@scene
def ibu() -> State:
    """Round 2: Red holds two Ibu cards (worth 1 and 2) and Ibu's altar decree is out; Red alone at Ambelau (power 3)."""
    s = fresh_region()
    next_round(s)
    offered(s, RED, IBU, 1)
    offered(s, RED, IBU, 2)
    d = decree("altar_ibu")
    if d not in s.decrees:
        old = s.decrees[1]
        s.decree_stack = tuple(x for x in s.decree_stack if x != d)
        s.decree_unseen = tuple(x for x in s.decree_unseen if x != d) + (old,)
        s.decrees = (s.decrees[0], d)
    s = bid(s, {BLUE: all_in(LAKE, 1), RED: [(AMBELAU, 3), (LAKE, 5), (LAKE, 4), (LAKE, 2)]})
    return settle_until(s, AMBELAU)


@scene
def guide_morning() -> State:
    """Round 2: Red took a guide in round 1, so has six explorers (two of power 1); Blue, the messenger, placed one."""
    s = fresh_region()
    next_round(s)
    s.guided = put(s.guided, RED, True)
    s.mat = put(s.mat, RED, (1, *POWERS))
    return bid(done(s), {BLUE: [(FOREST, 3)]})
