"""Building (seed 004: 建物を建設する): a contract's exact resources, the surplus to storage, the display refilled,
the contract kept, and the effect, used at once if the player wants it."""

from __future__ import annotations

from kernel_games.via_nebula.actions import Build, Skip, Transport
from kernel_games.via_nebula.components import CONTRACTS, KINDS

from .helpers import RUIN, G, act, blank, cites, contract, display, fired, hand, illegal, of, site


def needs(c: int, extra: tuple[int, ...] = (0, 0, 0, 0, 0)) -> tuple[int, ...]:
    card = CONTRACTS[c]
    base = tuple(card.needs.count(k) for k in KINDS) if card.needs else (
        tuple(card.same if k == 0 else 0 for k in KINDS) if card.same else tuple(1 if k < card.different else 0 for k in KINDS))
    return tuple(a + b for a, b in zip(base, extra, strict=True))


def ready(key: str, private: bool | None = None, n: int = 2, extra: tuple[int, ...] = (0, 0, 0, 0, 0)):
    """Player 0's turn, a site of theirs on the first ruin holding what contract ``key`` needs (plus ``extra``), the
    contract in their hand (private) or on display (neutral)."""
    s = blank(n)
    c = contract(key, private)
    r = of(s, RUIN)[0]
    s = site(s, r, 0, needs(c, extra))
    s = hand(s, 0, c) if CONTRACTS[c].private else display(s, c)
    return s, 2 * r, c


@cites("via_nebula.action.build", "via_nebula.private.quiet_town")
def test_building_a_private_contract():
    s, slot, c = ready("quiet_town")
    stock = s.stock
    s, ev = act(s, 0, Build(slot, c))
    assert s.building[slot] == 0 and s.site[slot] == -1 and s.sites[0] == 3 and s.buildings[0] == 4
    assert s.done[0] == (c,) and c not in s.hands[0] and sum(s.site_res[slot]) == 0
    assert sum(s.stock) == sum(stock) + 3 and s.storage[0] == (0,) * 5  # the resources go back to the stock
    assert s.step == "act" and s.actions_left == 1  # Quiet Town has no effect: the turn goes on
    public, secret = fired(ev, "via_nebula.action.build")
    assert "contract" not in public.data and public.to is None and secret.to == 0 and secret.data["contract"] == c


@cites("via_nebula.action.surplus")
def test_surplus_on_the_site_goes_to_storage():
    s, slot, c = ready("plain_1", extra=(0, 0, 0, 0, 2))
    s, ev = act(s, 0, Build(slot, c))
    assert s.storage[0] == (0, 0, 0, 0, 2) and fired(ev, "via_nebula.action.surplus")
    assert G.result(_over(s)).breakdown[0]  # counted at the end (−1 each: tests/via_nebula/test_end.py)


def _over(s):
    t = s.copy()
    t.over = True
    return t


@cites("via_nebula.action.build", "via_nebula.action.build_refill")
def test_a_neutral_contract_is_taken_from_the_display_and_replaced():
    s, slot, c = ready("plain_2")
    top = s.deck[0]
    i = s.display.index(c)
    s, ev = act(s, 0, Build(slot, c))
    assert s.display[i] == top and c not in s.display and fired(ev, "via_nebula.action.build_refill")
    last, slot, c = ready("plain_3")
    last.hands = (last.hands[0], last.hands[1] + last.deck)  # the deck is used up (here: in player 1's hand)
    last.deck = ()
    last, ev = act(last, 0, Build(slot, c))
    assert -1 in last.display and "empty" in fired(ev, "via_nebula.action.build_refill")[0].text.en


@cites("via_nebula.action.build")
def test_only_with_every_resource_and_only_your_contracts():
    s, slot, c = ready("plain_5")
    short = s.copy()
    res = list(short.site_res[slot])
    k = next(i for i, v in enumerate(res) if v)
    res[k] -= 1
    short.site_res = tuple(tuple(res) if i == slot else r for i, r in enumerate(short.site_res))
    short.stock = tuple(v + (1 if i == k else 0) for i, v in enumerate(short.stock))
    illegal(short, 0, Build(slot, c), "via_nebula.action.build")
    other = next(x for x in s.hands[1])
    illegal(s, 0, Build(slot, other), "via_nebula.action.build")  # another player's private contract
    illegal(s, 0, Build(slot + 2, c), "via_nebula.action.build")  # no site of yours there


@cites("via_nebula.action.effect")
def test_effects_are_optional():
    s, slot, c = ready("caravan", extra=(1, 0, 0, 0, 0))
    s, _ = act(s, 0, Build(slot, c))
    assert s.step == "effect" and s.effect == "neutral.caravan" and Skip() in G.legal_actions(s, 0)
    illegal(s, 0, Transport(0, slot), "via_nebula.action.effect")  # the effect first, or skip it
    s, ev = act(s, 0, Skip())
    assert s.step == "act" and s.storage[0] == (1, 0, 0, 0, 0) and fired(ev, "via_nebula.action.effect")


@cites("via_nebula.neutral.priest", "via_nebula.neutral.lazy_explorer")
def test_cards_that_ask_for_kinds_not_resources():
    s, slot, c = ready("priest")
    s2 = s.copy()
    s2.site_res = tuple((2, 1, 0, 0, 0) if i == slot else r for i, r in enumerate(s2.site_res))
    s2.stock = (s.stock[0] - 1, s.stock[1], s.stock[2] + 1, s.stock[3], s.stock[4])
    illegal(s2, 0, Build(slot, c), "via_nebula.action.build")  # only two different kinds
    s, _ = act(s, 0, Build(slot, c))
    assert s.done[0] == (c,)
    t, slot, lazy = ready("lazy_explorer", extra=(0, 1, 0, 0, 1))
    t, _ = act(t, 0, Build(slot, lazy))
    assert t.storage[0] == (0, 1, 0, 0, 1)  # two of one kind taken, the rest is surplus
