"""The six actions (seed 004: 建設までの流れ): a craftsman opens a token, a site goes on a ruin, exploring the fog and
the petrified forests, transport along empty meadows, and passing when nothing is possible."""

from __future__ import annotations

import pytest

from kernel_games.via_nebula.actions import Craftsman, Explore, Pass, Site, Transport
from kernel_games.via_nebula.components import CONTRACTS, TOKENS, WHEAT, WOOD, yield_of
from kernel_games.via_nebula.state import put

from .helpers import (
    BOARD_KEYS,
    FOG,
    FORBIDDEN,
    FOREST,
    MEADOW,
    RUIN,
    G,
    act,
    acts,
    blank,
    chain,
    check,
    cites,
    empty,
    fired,
    heap,
    illegal,
    near,
    of,
    site,
    stuck,
    terrain,
    tiles,
    token,
    turn_of,
)


def normal(number: int) -> int:
    return next(t for t, tok in enumerate(TOKENS) if not tok.special and tok.number == number and tok.kind == WOOD)


@cites("via_nebula.action.craftsman", "via_nebula.turn.actions")
@pytest.mark.parametrize("n", [2, 4])
def test_a_craftsman_opens_any_token_without_adjacency(n):
    s = blank(n)
    h = of(s, MEADOW)[-1]  # anywhere: nothing of the player's is near
    s = token(s, h, normal(4))
    s, ev = act(s, 0, Craftsman(h))
    assert s.craftsman[h] == 0 and s.craftsmen[0] == (3 if n == 2 else 2) - 1 and s.token[h] == -1
    assert s.heap_kind[h] == WOOD and s.heap[h] == yield_of(normal(4), n) == (4 if n == 4 else 3)
    assert s.held[0] == (normal(4),) and s.actions_left == 1 and s.current == 0
    assert fired(ev, "via_nebula.action.craftsman")
    assert G.view(s, 0)["held"][0] == [normal(4)] and G.view(s, 1)["held"][0] is None  # kept face down
    assert G.view(s, 1)["held_count"][0] == 1


@cites("via_nebula.action.craftsman")
def test_no_craftsman_where_there_is_no_token_or_none_at_home():
    s = blank()
    h, *others = of(s, MEADOW)
    illegal(empty(s, h), 0, Craftsman(h), "via_nebula.action.craftsman")
    for m in others[:3]:  # all three craftsmen out on the board
        s = heap(s, m, WHEAT, 1, owner=0)
    assert s.craftsmen[0] == 0
    illegal(s, 0, Craftsman(h), "via_nebula.action.craftsman")


@cites("via_nebula.action.craftsman_home", "via_nebula.action.transport")
def test_the_craftsman_goes_home_when_the_last_resource_leaves():
    s = blank()
    r, x, m = chain(s)
    s = tiles(heap(site(s, r, 0), m, WHEAT, 1, owner=1), x)
    s, ev = act(s, 0, Transport(m, 2 * r))
    assert s.craftsman[m] == -1 and s.craftsmen[1] == 3 and s.heap[m] == 0 and s.heap_kind[m] == -1
    assert s.site_res[2 * r][WHEAT] == 1 and fired(ev, "via_nebula.action.craftsman_home")


@cites("via_nebula.action.craftsman_home", "via_nebula.neutral.lazy_explorer")
def test_a_transport_preview_says_the_craftsman_comes_home_and_what_that_scores():
    s = blank()
    r, x, m = chain(s)
    s = tiles(heap(site(s, r, 0), m, WHEAT, 1, owner=0), x)
    lazy = next(i for i, c in enumerate(CONTRACTS) if c.key == "lazy_explorer")
    for done, said in (((), "Transport: your craftsman comes home; wheat"),
                       ((lazy,), "Transport: +1 (your craftsman comes home); wheat")):
        t = s.copy()
        t.done = put(t.done, 0, done)
        text = G.preview(G.view(t, 0), Transport(m, 2 * r))
        assert text.en.startswith(said), text.en
        after, _ = G.apply(t, 0, Transport(m, 2 * r))  # a done contract without its building: no invariant check
        assert G.view(after, 0)["points"][0] - G.view(t, 0)["points"][0] == (1 if done else 0)
    other = tiles(heap(site(blank(), r, 0), m, WHEAT, 1, owner=1), x)
    assert G.preview(G.view(other, 0), Transport(m, 2 * r)).en.startswith("Transport: Brown's craftsman goes home")


@cites("via_nebula.action.site")
def test_a_site_on_any_free_ruin_and_a_full_tile_fills_it_at_two_players():
    s = blank(2)
    r = of(s, RUIN)[0]
    s, _ = act(s, 0, Site(r))
    assert s.site[2 * r] == 0 and s.sites[0] == 2
    s = turn_of(s, 1)
    illegal(s, 1, Site(r), "via_nebula.action.site")
    illegal(s, 1, Site(of(s, MEADOW)[0]), "via_nebula.action.site")


@cites("via_nebula.action.half_sites")
def test_half_sites_share_a_ruin_at_three_and_four_players():
    s = blank(3)
    r = of(s, RUIN)[0]
    s, _ = acts(s, 0, Site(r))
    s, _ = act(turn_of(s, 1), 1, Site(r))  # another player takes the other half
    assert (s.site[2 * r], s.site[2 * r + 1]) == (0, 1)
    illegal(turn_of(s, 2), 2, Site(r), "via_nebula.action.half_sites")
    s2, _ = acts(blank(4), 0, Site(r), Site(r))  # or the same player both halves
    assert (s2.site[2 * r], s2.site[2 * r + 1]) == (0, 0)


@cites("via_nebula.action.explore", "via_nebula.action.explore_tiles")
@pytest.mark.parametrize("board", BOARD_KEYS)
def test_explore_next_to_your_piece_or_an_empty_meadow(board):
    s = blank(2, board)
    r, x, beyond = next((r, x, y) for r in of(s, RUIN) for x in near(s, r) if terrain(s, x) == FOG
                        for y in near(s, x) if terrain(s, y) == FOG and y != r and r not in near(s, y))
    illegal(s, 0, Explore(x), "via_nebula.action.explore")  # nothing of yours and no empty meadow near it
    s = site(s, r, 0)
    illegal(s, 0, Explore(beyond), "via_nebula.action.explore")  # two hexes away: not yet
    s, ev = act(s, 0, Explore(x))
    assert s.tile[x] == 0 and s.stacks[0] == (4, 5, 5, 5) and s.actions_left == 1
    assert fired(ev, "via_nebula.action.explore")
    s, _ = act(s, 0, Explore(beyond))  # the new meadow is empty: exploring may go on from it
    assert s.tile[beyond] == 0


@cites("via_nebula.action.explore")
def test_never_on_a_forbidden_hex_nor_far_away():
    s = blank()
    bad = of(s, FORBIDDEN)[0]
    s = site(s, of(s, RUIN)[0], 0)
    s.tile = tuple(0 if h in near(s, bad) and terrain(s, h) == FOG else t for h, t in enumerate(s.tile))
    s.tile_stock -= sum(1 for t in s.tile if t >= 0)
    illegal(check(s), 0, Explore(bad), "via_nebula.action.explore")  # even beside an empty meadow
    r = next(h for h in range(len(s.site)) if s.site[h] == 0) // 2
    far = next(h for h in of(s, FOG) if s.tile[h] < 0 and r not in near(s, h)
               and not any(s.tile[x] >= 0 for x in near(s, h)))
    illegal(s, 0, Explore(far), "via_nebula.action.explore")


@cites("via_nebula.action.explore_tiles")
def test_stacks_empty_left_to_right_show_explorers_then_the_common_stock():
    s = blank(4)
    r, x, beyond = next((r, x, y) for r in of(s, RUIN) for x in near(s, r) if terrain(s, x) == FOG
                        for y in near(s, x) if terrain(s, y) == FOG and y != r)
    s = site(s, r, 0)
    s.stacks = ((1, 0, 0, 0),) + s.stacks[1:]
    s.tile_stock += 11
    s, ev = act(s, 0, Explore(x))
    assert s.stacks[0] == (0, 0, 0, 0) and fired(ev, "via_nebula.action.explore_tiles")
    stock = s.tile_stock
    s, _ = act(s, 0, Explore(beyond))
    assert s.tile_stock == stock - 1  # then from the common stock


@cites("via_nebula.action.forest")
def test_a_petrified_forest_takes_both_actions():
    s = blank()
    f = of(s, FOREST)[0]
    r = next((h for h in near(s, f) if terrain(s, h) == RUIN), None)
    if r is None:
        m = next(h for h in near(s, f) if terrain(s, h) == MEADOW)
        s = heap(s, m, WHEAT, 1, owner=0)  # a craftsman of ours beside it
    else:
        s = site(s, r, 0)
    one = turn_of(s, 0, actions=1)
    illegal(one, 0, Explore(f), "via_nebula.action.forest")
    s2, ev = act(turn_of(s, 0), 0, Explore(f))
    assert s2.tile[f] == 0 and fired(ev, "via_nebula.action.forest") and s2.current == 1  # the turn is over


@cites("via_nebula.action.transport", "via_nebula.action.transport_path")
@pytest.mark.parametrize("board", BOARD_KEYS)
def test_transport_along_empty_meadows_and_blocked_by_anything_on_them(board):
    s = blank(2, board)
    r, x, m = chain(s)
    s = heap(site(s, r, 0), m, WHEAT, 2)
    illegal(s, 0, Transport(m, 2 * r), "via_nebula.action.transport_path")  # fog between them: no path yet
    s = tiles(s, x)
    s2, ev = act(s, 0, Transport(m, 2 * r))
    assert s2.site_res[2 * r][WHEAT] == 1 and s2.heap[m] == 1
    assert fired(ev, "via_nebula.action.transport")[0].data["path"] == [x]
    # a printed meadow on the way blocks while it holds a token, and carries once it is empty
    r2, x2, m2 = chain(s, MEADOW)
    t = blank(2, board)
    t = heap(site(t, r2, 0), m2, WOOD, 1)
    t = token(t, x2, normal(3))
    illegal(t, 0, Transport(m2, 2 * r2), "via_nebula.action.transport_path")
    t, _ = act(empty(t, x2), 0, Transport(m2, 2 * r2))
    assert t.site_res[2 * r2][WOOD] == 1


@cites("via_nebula.action.transport_own")
def test_never_to_another_players_site_and_delivered_resources_stay():
    s = blank()
    r, x, m = chain(s)
    s = tiles(heap(site(s, r, 1), m, WHEAT, 2), x)
    illegal(s, 0, Transport(m, 2 * r), "via_nebula.action.transport_own")
    assert not [a for a in G.legal_actions(s, 0) if isinstance(a, Transport)]
    s1, _ = act(turn_of(s, 1), 1, Transport(m, 2 * r))
    illegal(s1, 1, Transport(r, 2 * r), "via_nebula.action.transport")  # a site is no exploitation


@cites("via_nebula.turn.pass")
def test_pass_only_when_nothing_is_possible():
    s = blank()
    illegal(s, 0, Pass(), "via_nebula.turn.pass")
    s = stuck(s, 0)
    assert G.legal_actions(s, 0) == [Pass()]
    after, ev = act(s, 0, Pass())
    assert after.current == 1 and after.passes == 1 and fired(ev, "via_nebula.turn.pass")


@cites("via_nebula.action.transport_path")
def test_a_players_view_finds_the_same_paths_as_the_engine():
    from kernel_games.via_nebula import paths
    from kernel_games.via_nebula.bots import board

    s = blank()
    r, x, m = chain(s)
    s = tiles(heap(site(s, r, 0), m, WHEAT, 2), x)
    seen = board(G.view(s, 1))  # another player's view: paths are public
    assert paths.sources(seen, r) == paths.sources(s, r) == {m: [x]}
    assert paths.transports(seen, 0) == paths.transports(s, 0) == [(m, 2 * r)]
