"""Exact positions for the Lawan chapter of Buru's walkthrough: a solo game, Red against Lawan A (Blue) and Lawan B
(Green), built like kernel_games/buru/scenes.py: from a set-up, by playing the engine and moving pieces (a plot deck
or an islander deck put in another order is another shuffle), never creating any.

The chapter follows one afternoon as the seed's examples do: Lawan A alone at the Shore, whose noon card (plot card
10: noble > artisan > priest) finds no noble, refreshes the row and hires the cheaper of two artisans; Lawan B with
both its Sacred Lake explorers, whose noon card (plot card 4: Gunung > Manuk > Banyu, 1 esteem per offering) can
pay only Banyu's altar, while Lawan A holds Banyu's totem.
"""

from __future__ import annotations

from ..actions import Gather, Place
from ..components import FOREST, LAKE, VILLAGE
from ..lessons.scenes import RED, deck_top, done, fish, give, hired, next_round, row, scene
from ..rules import BURU
from ..state import AFTERNOON, MORNING, State
from .actions import PICK, Pick

G = BURU
LAWAN_A, LAWAN_B = 1, 2
SOLO_SEED = 3
SHORE_CARD, LAKE_CARD = 10, 4  # the noon cards of the seed's two examples (Lawan A at the Shore, B at the Lake)
ROW_CARD = 5  # Lawan A's noon card when the row already shows what it wants (artisan > gatherer > noble)
# the morning's cards (A's area, B's area): A twice to the Shore and the Forest, B twice to the Village and the Lake
MORNING_CARDS = (2, 6, 1, 9)


def solo() -> State:
    """A new solo game: Red, the only person, is the messenger and places first."""
    s = G.setup(3, SOLO_SEED, {"lawan": 2}).copy()
    assert s.automata == (LAWAN_A, LAWAN_B) and s.messenger == RED
    return done(s)


def stacked(s: State, *numbers: int) -> None:
    """The plot deck holds these cards on top, in this order (another shuffle of it)."""
    want = tuple(n - 1 for n in numbers)
    s.plot_deck = want + tuple(c for c in s.plot_deck if c not in want)


def placing(s: State, plan: list[tuple[int, int]]) -> State:
    """Red places ``plan`` ((area, power) in order); after each, the Lawan place as the plot card drawn says."""
    for a in plan:
        assert s.phase == MORNING and s.current == RED
        s = G.apply(s, RED, Place(*a))[0]
    return done(s)


# ---- the steps' scenes --------------------------------------------------------------------------------------------
start = scene(solo)


def _stacked_solo(a_noon: int) -> State:
    s = solo()
    stacked(s, *MORNING_CARDS, a_noon, LAKE_CARD)
    return s


@scene
def first_card() -> State:
    """Red's first placement of the solo game; the plot deck's top card is number 2 (A: Shore, B: Village)."""
    return _stacked_solo(SHORE_CARD)


@scene
def third() -> State:
    """Two morning cards have sent Lawan A to the Forest twice; the next (card 9) names the Forest for A again."""
    s = solo()
    stacked(s, 1, 5, 9, 3)
    return placing(s, [(VILLAGE, 5), (VILLAGE, 4)])


def _noon(a_noon: int) -> State:
    """Red's last placement: Red has 5, 4 and 3 in the Forest; the Lawan have placed three each (A: Shore twice,
    Forest once; B: Village and Sacred Lake). No noble in the hiring row; Palm merchant, Carver and a Honey hunter on
    top of the islander deck; Lawan B holds 1 clay and 1 palm (Banyu's altar is the only one it will be able to pay)."""
    s = _stacked_solo(a_noon)
    row(s, "fisher", "farmer", "woodcutter")
    deck_top(s, "palm_merchant", "carver", "honey_hunter", "reef_fisher")
    give(s, LAWAN_B, clay=1, palm=1)
    return placing(s, [(FOREST, 5), (FOREST, 4), (FOREST, 3)])


@scene
def noon() -> State:
    return _noon(SHORE_CARD)


def _forest(a_noon: int, *islanders: str) -> State:
    """The afternoon's first decision: Red (14, all four in the Forest) took it, Lawan A (two there) follows; then
    A alone at the Shore (two), B alone in the Village (two) and at the Sacred Lake (two). Lawan A's fish marker
    stands at 2; ``islanders``, if given, are the hiring row."""
    s = G.apply(_noon(a_noon), RED, Place(FOREST, 2))[0]
    assert s.phase == AFTERNOON and s.area == FOREST and G.to_act(s) == (RED,), (s.phase, s.area)
    fish(s, LAWAN_A, 2)
    if islanders:
        row(s, *islanders)
    return done(s)


@scene
def forest() -> State:
    """Lawan A's noon card is number 10 (noble > artisan > priest): no noble in the row."""
    return _forest(SHORE_CARD)


@scene
def forest_row() -> State:
    """Lawan A's noon card is number 5 (artisan > gatherer > noble); the row: Palm merchant, Carver, Honey hunter."""
    return _forest(ROW_CARD, "palm_merchant", "carver", "honey_hunter")


@scene
def hire_tie() -> State:
    """As ``forest_row`` with the Weaver instead of the Palm merchant: once Red has taken the first forest card and
    Lawan A the best of the rest, A wants an artisan and the Carver and the Weaver cost the same: Red chooses."""
    s = _forest(ROW_CARD, "weaver", "carver", "honey_hunter")
    s = G.apply(s, RED, Gather(0))[0]
    assert s.step == PICK and s.actor == LAWAN_A and s.pick == "hire" and s.picks == (0, 1), (s.step, s.picks)
    return done(s)


@scene
def sets() -> State:
    """The last round of the solo game, at Red's Sacred Lake action (its four explorers there): Lawan A has hired
    three artisans, two priests and a noble in earlier rounds, and no plot card of this round sent it to the Shore."""
    s = solo()
    for _ in range(4):
        next_round(s)
    hired(s, LAWAN_A, "carver", "weaver", "potter", "learned_priest", "sea_priestess", "tax_collector")
    stacked(s, 1, 3, 7, 8, 9, 12)
    s = placing(s, [(LAKE, 5), (LAKE, 4), (LAKE, 3), (LAKE, 2)])
    while s.step == PICK:  # a Lawan's tie on the way: Red takes the first option
        s = G.apply(s, RED, Pick(s.picks[0]))[0]
    assert s.round == 5 and s.area == LAKE and G.to_act(s) == (RED,), (s.round, s.area)
    return done(s)
