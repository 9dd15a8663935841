"""Set-up (seed 004: 準備, and the 3- and 4-player rules): the board's side, each guild's pieces by player count,
the meadow stacks, the tokens with the specials turned into neutral resources, the contracts and the end card."""

from __future__ import annotations

from collections import Counter

import pytest

from kernel_games.via_nebula.actions import Craftsman
from kernel_games.via_nebula.components import (
    CONTRACTS,
    KINDS,
    MEADOW_TILES,
    NEUTRAL,
    PRIVATE,
    SPECIALS,
    STOCK_PER_KIND,
    TOKENS,
    satisfied,
    yield_of,
)

from .helpers import BOARD_KEYS, MEADOW, G, acts, cites, fresh, of, turn_of


@cites("via_nebula.setup.players", "via_nebula.components.guild", "via_nebula.setup.meadows",
       "via_nebula.components.meadows")
@pytest.mark.parametrize(("n", "craftsmen", "stack"), [(2, 3, 5), (3, 2, 4), (4, 2, 3)])
def test_each_guild_by_player_count(n, craftsmen, stack):
    s = fresh(n)
    assert s.craftsmen == (craftsmen,) * n and s.sites == (3,) * n and s.buildings == (5,) * n
    assert s.stacks == ((stack,) * 4,) * n
    assert s.tile_stock == MEADOW_TILES - 4 * stack * n  # the rest of the 60 tiles is the common stock
    assert G.view(s, 0)["half_sites"] == (n >= 3)


@cites("via_nebula.setup.tokens", "via_nebula.components.tokens", "via_nebula.setup.yield", "via_nebula.setup.board",
       "via_nebula.components.board")
@pytest.mark.parametrize("board", BOARD_KEYS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_tokens_cover_the_meadows_and_specials_become_neutral_resources(n, board):
    s = fresh(n, board=board)
    meadows = of(s, MEADOW)
    assert len(meadows) == 24
    on_board = [s.token[h] for h in meadows if s.token[h] >= 0]
    neutral = [h for h in meadows if s.heap[h] > 0]
    assert len(on_board) == 20 and len(neutral) == 4  # every normal token, and four specials turned into resources
    assert all(not TOKENS[t].special for t in on_board)
    assert TOKENS[s.removed].special and s.removed in SPECIALS  # one special went back to the box
    kinds = {s.heap_kind[h] for h in neutral}
    assert kinds == {TOKENS[t].kind for t in SPECIALS} - {TOKENS[s.removed].kind}
    assert all(s.heap[h] == (5 if n == 4 else 4) and s.craftsman[h] == -1 for h in neutral)
    assert sum(s.stock) == 5 * STOCK_PER_KIND - sum(s.heap)


@cites("via_nebula.setup.yield")
def test_normal_tokens_yield_one_fewer_below_four_players():
    four = next(t for t, tok in enumerate(TOKENS) if tok.number == 4 and not tok.special)
    three = next(t for t, tok in enumerate(TOKENS) if tok.number == 3)
    assert [yield_of(four, n) for n in (2, 3, 4)] == [3, 3, 4]
    assert [yield_of(three, n) for n in (2, 3, 4)] == [2, 2, 3]
    assert {TOKENS[four].vp, TOKENS[three].vp} == {2, 1}


@cites("via_nebula.components.resources", "via_nebula.components.tokens", "via_nebula.supply.stock")
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("kind", KINDS)
def test_a_kinds_tokens_never_yield_more_than_its_eighteen_pieces(kind, n):
    """90 resources in five kinds (18 each, components.resources) and tokens that put out their large number at 4
    players, one fewer at 2-3 (seed 004, 準備 4): every token of one kind, its special included, fits in its 18."""
    assert sum(yield_of(t, n) for t, tok in enumerate(TOKENS) if tok.kind == kind) <= STOCK_PER_KIND


@cites("via_nebula.supply.stock", "via_nebula.action.craftsman")
@pytest.mark.parametrize("kind", KINDS)
def test_opening_every_token_of_a_kind_at_four_players_gets_each_its_full_yield(kind):
    """Four players place a craftsman on each token of one kind in turn: the stock never runs short, so every token
    puts out its printed number, and the kind's special (in play, neutral) with them empties the stock exactly."""
    seed = next(x for x in range(1, 99) if TOKENS[fresh(4, x).removed].kind != kind)  # the kind's special is in play
    s = fresh(4, seed)
    mine = [h for h in of(s, MEADOW) if s.token[h] >= 0 and TOKENS[s.token[h]].kind == kind]
    assert len(mine) == 4
    for i, h in enumerate(mine):
        t = s.token[h]
        s, _ = acts(turn_of(s, i), i, Craftsman(h))
        assert s.heap[h] == yield_of(t, 4) == TOKENS[t].number, "the stock ran short"
    assert s.stock[kind] == STOCK_PER_KIND - sum(s.heap[h] for h in of(s, MEADOW) if s.heap_kind[h] == kind) == 0


@cites("via_nebula.setup.contracts", "via_nebula.components.contracts", "via_nebula.setup.end_card")
@pytest.mark.parametrize(("n", "boxed"), [(2, 4), (3, 2), (4, 0)])
def test_two_private_contracts_each_and_four_neutral_face_up(n, boxed):
    s = fresh(n)
    assert all(len(h) == 2 and all(c in PRIVATE for c in h) for h in s.hands)
    assert len(s.boxed) == boxed and all(c in PRIVATE for c in s.boxed)
    assert len(s.display) == 4 and all(c in NEUTRAL for c in s.display) and len(s.deck) == 33 - 4
    assert s.end_holder == -1  # the end card waits on the board
    v = G.view(s, 1)
    assert v["hand"] == list(s.hands[1]) and v["hand_sizes"] == [2] * n and v["deck_size"] == 29
    assert "boxed" not in v and "deck" not in v  # the box and the deck order stay hidden


@cites("via_nebula.setup.start")
def test_the_first_player_is_drawn_and_has_two_actions():
    starts = Counter(fresh(4, seed).start for seed in range(40))
    assert len(starts) == 4
    s = fresh(3, 5)
    assert s.current == s.start and s.actions_left == 2 and G.to_act(s) == (s.start,)


@cites("via_nebula.components.resources", "via_nebula.supply.stock", "via_nebula.neutral.priest",
       "via_nebula.neutral.lazy_explorer")
def test_contracts_ask_for_their_resources_exactly():
    priest = next(i for i, c in enumerate(CONTRACTS) if c.key == "priest")
    lazy = next(i for i, c in enumerate(CONTRACTS) if c.key == "lazy_explorer")
    assert satisfied(priest, (1, 1, 0, 0, 1)) == (1, 1, 0, 0, 1)
    assert satisfied(priest, (2, 0, 0, 0, 1)) is None  # three different kinds
    assert satisfied(lazy, (1, 1, 1, 0, 0)) is None and satisfied(lazy, (0, 0, 3, 0, 1)) == (0, 0, 2, 0, 0)
    plain = next(i for i, c in enumerate(CONTRACTS) if c.key == "plain_1")
    need = CONTRACTS[plain].needs
    have = tuple(need.count(k) for k in range(5))
    assert satisfied(plain, have) == have and satisfied(plain, tuple(max(0, x - 1) for x in have)) is None
