"""The contracts' effects (seed 004: 個人契約カードの効果, 中立の契約カードの効果), each used right after its
building, and the scoring cards counted at the end."""

from __future__ import annotations

from kernel_games.via_nebula.actions import Abundance, Build, Explore, Express, Fly, Give, Lay, Swap, Use
from kernel_games.via_nebula.components import CLAY, FOOD, STONE, TOKENS, WHEAT, WOOD, yield_of
from kernel_games.via_nebula.phases.end import score

from .helpers import FOG, FORBIDDEN, FOREST, MEADOW, G, act, cites, contract, fired, heap, of
from .test_build import ready


def built(key: str, private: bool | None = None, extra=(0, 0, 0, 0, 0), n: int = 2):
    s, slot, c = ready(key, private, n, extra)
    s, _ = act(s, 0, Build(slot, c))
    return s, slot, c


@cites("via_nebula.private.express_delivery")
def test_express_delivery_puts_a_resource_of_your_choice_on_your_site():
    s, slot, _ = built("express_delivery")
    s2 = s.copy()
    s2.site = tuple(0 if i == slot + 2 else v for i, v in enumerate(s2.site))  # a second site of ours, next ruin
    s2.sites = (s2.sites[0] - 1, s2.sites[1])
    s2.site = tuple(-2 if i == slot + 3 else v for i, v in enumerate(s2.site))
    s3, ev = act(s2, 0, Express(slot + 2, CLAY))
    assert s3.site_res[slot + 2][CLAY] == 1 and s3.stock[CLAY] == s2.stock[CLAY] - 1
    assert fired(ev, "via_nebula.private.express_delivery") and s3.step == "act"


@cites("via_nebula.private.secret_plan")
def test_secret_plan_draws_a_neutral_contract_into_the_hand_unseen():
    s, _, _ = built("secret_plan")
    top = s.deck[0]
    s, ev = act(s, 0, Use())
    assert s.hands[0][-1] == top and s.deck[0] != top
    secret = fired(ev, "via_nebula.private.secret_plan")
    assert [e.to for e in secret] == [None, 0]  # what was drawn is told to its owner only
    assert G.view(s, 1)["hand_sizes"][0] == len(s.hands[0]) and G.view(s, 1)["hand"] != list(s.hands[0])


@cites("via_nebula.private.shortcut", "via_nebula.action.explore_tiles")
def test_shortcut_moves_two_meadow_tiles_to_the_stock():
    s, _, _ = built("shortcut", n=4)
    s.stacks = ((1, 3, 3, 3),) + s.stacks[1:]
    s.tile_stock += 2  # the two tiles taken off the first stack
    stock = s.tile_stock
    s, ev = act(s, 0, Use())
    assert s.stacks[0] == (0, 2, 3, 3) and s.tile_stock == stock + 2
    assert fired(ev, "via_nebula.action.explore_tiles")  # the first stack's explorer shows


@cites("via_nebula.neutral.abundance")
def test_abundance_turns_a_token_into_neutral_resources():
    s, _, _ = built("abundance", n=4)
    h = next(h for h in of(s, MEADOW) if s.token[h] >= 0)
    t = s.token[h]
    s, _ = act(s, 0, Abundance(h))
    assert s.token[h] == -1 and s.heap[h] == yield_of(t, 4) and s.heap_kind[h] == TOKENS[t].kind
    assert s.craftsman[h] == -1 and t not in s.held[0]  # nobody's: no craftsman, no token kept


@cites("via_nebula.neutral.adventures")
def test_adventures_lays_a_meadow_on_a_forbidden_hex():
    s, _, _ = built("adventures")
    far = of(s, FORBIDDEN)[-1]
    assert Explore(far) not in G.legal_actions(s, 0) and Lay(far) in G.legal_actions(s, 0)
    s, _ = act(s, 0, Lay(far))
    assert s.tile[far] == 0 and s.actions_left == 1


@cites("via_nebula.neutral.workshop")
def test_workshop_lays_a_meadow_on_a_petrified_forest_for_no_extra_action():
    s, _, _ = built("workshop")
    f = of(s, FOREST)[-1]
    s, _ = act(s, 0, Lay(f))
    assert s.tile[f] == 0 and s.actions_left == 1 and s.current == 0


@cites("via_nebula.neutral.by_air")
def test_by_air_moves_a_meadow_tile_onto_fog():
    s, _, _ = built("by_air")
    src = of(s, FOG)[0]
    to = of(s, FOG)[-1]
    s.tile = tuple(1 if h == src else v for h, v in enumerate(s.tile))
    s.tile_stock -= 1
    s, _ = act(s, 0, Fly(src, to))
    assert s.tile[src] == -1 and s.tile[to] == 1  # anyone's tile; the hex it left is fog again


@cites("via_nebula.neutral.caravan")
def test_caravan_returns_one_of_your_resources():
    s, _, _ = built("caravan", extra=(0, 0, 0, 2, 0))
    assert s.storage[0][CLAY] == 2
    s, _ = act(s, 0, Give("storage", 0, CLAY))
    assert s.storage[0][CLAY] == 1 and s.step == "act"


@cites("via_nebula.neutral.exportation", "via_nebula.action.craftsman_home")
def test_exportation_returns_up_to_two():
    s, _, _ = built("exportation", extra=(0, 0, 1, 0, 0))
    m = of(s, MEADOW)[-1]
    s = heap(s, m, WOOD, 1, owner=0)
    s, _ = act(s, 0, Give("hex", m, WOOD))
    assert s.step == "effect" and s.craftsman[m] == -1  # the hex is empty: the craftsman is home
    s, _ = act(s, 0, Give("storage", 0, FOOD))
    assert s.step == "act" and s.storage[0] == (0,) * 5


@cites("via_nebula.neutral.store")
def test_store_swaps_a_resource_with_the_stock():
    s, slot, _ = built("store")
    s2 = s.copy()
    s2.site = tuple(0 if i == slot + 2 else -2 if i == slot + 3 else v for i, v in enumerate(s2.site))
    s2.sites = (s2.sites[0] - 1, s2.sites[1])
    s2.site_res = tuple((0, 0, 0, 0, 1) if i == slot + 2 else r for i, r in enumerate(s2.site_res))
    s2.stock = s2.stock[:4] + (s2.stock[4] - 1,)
    s3, _ = act(s2, 0, Swap("site", slot + 2, STONE, WHEAT))
    assert s3.site_res[slot + 2] == (1, 0, 0, 0, 0) and s3.stock[STONE] == s2.stock[STONE] + 1


@cites("via_nebula.neutral.distillery")
def test_distillery_gives_an_extra_action():
    s, _, _ = built("distillery")
    s, _ = act(s, 0, Use())
    assert s.actions_left == 2 and s.current == 0  # built with the first action: two left, a forest is possible


@cites("via_nebula.neutral.architect", "via_nebula.neutral.mayor", "via_nebula.neutral.merchant",
       "via_nebula.neutral.lazy_explorer", "via_nebula.neutral.plain", "via_nebula.neutral.priest")
def test_the_scoring_cards_count_at_the_end():
    s, _, arch = built("architect")
    s.done = ((contract("plain_1"), contract("plain_5"), arch),) + s.done[1:]
    s.buildings = (2,) + s.buildings[1:]
    assert score(s, 0)["contracts"] == 2 + 3 + 3  # the architect: one per contract, itself included
    mayor = contract("mayor")
    s.done = ((contract("plain_1"), contract("plain_2"), mayor),) + s.done[1:]
    assert score(s, 0)["contracts"] == 2 + 2 + 4  # two contracts of two resources: 2 VP each
    s.done = ((contract("merchant"),),) + s.done[1:]
    s.held = ((1, 2, 3),) + s.held[1:]
    assert score(s, 0)["contracts"] == 3  # one per token held
    s.done = ((contract("lazy_explorer"), contract("priest")),) + s.done[1:]
    assert score(s, 0)["contracts"] == s.craftsmen[0] + 3  # craftsmen at home; the priest's printed 3



@cites("via_nebula.neutral.store")
def test_store_on_an_exploitation_swaps_only_its_last_resource():
    s, _, _ = built("store")
    m, m2 = of(s, MEADOW)[-1], of(s, MEADOW)[-2]
    s = heap(heap(s, m, WOOD, 2, owner=0), m2, WOOD, 1, owner=0)
    swaps = {(a.where, a.index) for a in G.legal_actions(s, 0) if isinstance(a, Swap)}
    assert ("hex", m) not in swaps and ("hex", m2) in swaps  # an exploitation holds one kind only
    s, _ = act(s, 0, Swap("hex", m2, WOOD, CLAY))
    assert s.heap_kind[m2] == CLAY and s.heap[m2] == 1 and s.craftsman[m2] == 0
