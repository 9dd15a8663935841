"""Exact Buru positions for the walkthrough, each built from a set-up by playing the engine and moving pieces, never
creating them.

Every scene starts from ``BURU.setup(n, SEEDS[n])`` (2 players, seed 3: Blue is the messenger, Red, the learner, holds
3 fish; every altar shows its first side, Gunung's asking 2 palm + 2 clay) and then moves pieces: resources from the
supply, islanders, elders and offering cards from their decks (a deck put in another order is another shuffle), fish
and esteem markers along their tracks. Morning bids and afternoon actions are played through the engine (``bid``,
``play``), so what the board shows after them is what the rules did. ``done`` checks the invariants.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from kernel_games.core import Action

from ..actions import Choose, Done, Gather, Place, Task
from ..cards import DECREES, ELDERS, ISLANDER_KEYS
from ..components import BANYU, FOREST, GUNUNG, LAKE, MANUK, SHORE, VILLAGE
from ..economy import PER_SPIRIT, offering_value
from ..phases import round as rounds
from ..rules import BURU
from ..state import MORNING, State, put

G = BURU
SEEDS = {2: 3, 3: 2, 4: 3, 5: 6}  # 2: Blue is the messenger; 3: Green; 4: Yellow; 5: Red (the others start with 3 fish)
RED, BLUE, GREEN, YELLOW, BLACK = range(5)
Move = tuple[int, Action]


def done(s: State) -> State:
    broken = G.invariants(s)
    assert broken == [], broken
    return s


def fresh(n: int = 2) -> State:
    """A new game in its first morning: decrees and forest cards out, the messenger to place first."""
    return done(G.setup(n, SEEDS[n]).copy())


def round_two(messenger: int | None = None) -> State:
    """The second round's first morning (its decrees: the Sacred Lake's 1 fish + 1 esteem, the Forest's 1 ebony)."""
    s = fresh()
    next_round(s, messenger)
    return s


def scene(build: Callable[[], State]) -> Callable[[], State]:
    """A scene built once and handed out as a copy (the walkthrough and its tests ask for it often)."""
    made = cache(build)
    return lambda: made().copy()


# ---- moving pieces ----------------------------------------------------------------------------------------------
def card(key: str) -> int:
    """The islander with this key ("farmer")."""
    return ISLANDER_KEYS.index(key)


def elder(key: str) -> int:
    return next(i for i, e in enumerate(ELDERS) if e.key == key)


def decree(key: str) -> int:
    return next(i for i, d in enumerate(DECREES) if d.key == key)


def give(s: State, p: int, clay: int = 0, palm: int = 0, ebony: int = 0) -> None:
    """Resources from the supply to ``p``."""
    got = (clay, palm, ebony)
    s.res = put(s.res, p, tuple(a + b for a, b in zip(s.res[p], got, strict=True)))
    s.supply = tuple(a - b for a, b in zip(s.supply, got, strict=True))


def fish(s: State, p: int, k: int) -> None:
    s.fish = put(s.fish, p, k)


def esteem(s: State, p: int, k: int) -> None:
    s.esteem = put(s.esteem, p, k)


def _pull(s: State, c: int) -> None:
    """Islander ``c`` leaves the deck, the discards or the row (its place refilled from the deck's top)."""
    if c in s.row:
        s.row, s.islander_deck = put(s.row, s.row.index(c), s.islander_deck[0]), s.islander_deck[1:]
    else:
        assert c in s.islander_deck or c in s.islander_discard, c
        s.islander_deck = tuple(x for x in s.islander_deck if x != c)
        s.islander_discard = tuple(x for x in s.islander_discard if x != c)


def hired(s: State, p: int, *keys: str) -> None:
    """``p`` hired these islanders in an earlier round."""
    for key in keys:
        _pull(s, card(key))
        s.tableau = put(s.tableau, p, (*s.tableau[p], card(key)))


def row(s: State, *keys: str) -> None:
    """The hiring row shows these three islanders; the ones they replace go to the bottom of the deck."""
    want = [card(k) for k in keys]
    old = [c for c in s.row if c not in want]
    s.islander_deck = tuple(c for c in s.islander_deck if c not in want) + tuple(old)
    s.row = tuple(want)


def deck_top(s: State, *keys: str) -> None:
    """These islanders lie on top of the deck, in this order."""
    want = tuple(card(k) for k in keys)
    assert all(c in s.islander_deck for c in want), keys
    s.islander_deck = want + tuple(c for c in s.islander_deck if c not in want)


def discarded(s: State, keep: int) -> None:
    """Every islander of the deck but the top ``keep`` was discarded by earlier refreshes."""
    s.islander_discard += s.islander_deck[keep:]
    s.islander_deck = s.islander_deck[:keep]


def offered(s: State, p: int, spirit: int, value: int) -> int:
    """``p`` made an offering to ``spirit`` earlier: the first card of that deck worth ``value``. Returns the card."""
    c = next(c for c in s.offering_decks[spirit] if offering_value(c) == value)
    s.offering_decks = put(s.offering_decks, spirit, tuple(x for x in s.offering_decks[spirit] if x != c))
    s.offerings = put(s.offerings, p, (*s.offerings[p], c))
    assert c // PER_SPIRIT == spirit
    return c


def elders(s: State, p: int, *keys: str) -> None:
    """``p`` keeps these elders (from the elder deck)."""
    for key in keys:
        e = elder(key)
        s.elder_deck = tuple(x for x in s.elder_deck if x != e)
        s.elders = put(s.elders, p, (*s.elders[p], e))


def totem(s: State, spirit: int, p: int) -> None:
    s.totems = put(s.totems, spirit, p)


def forest(s: State, *cards: int) -> None:
    """The forest display holds these cards (from the deck; the ones they replace go to the bottom of the deck)."""
    old = [c for c in s.display if c not in cards]
    s.forest_deck = tuple(c for c in s.forest_deck if c not in cards) + tuple(old)
    s.display = tuple(sorted(cards, key=rounds.display_order))


def next_round(s: State, messenger: int | None = None) -> None:
    """Before anyone places: the round ends (dusk) and the next begins (dawn), as the engine does it, with
    ``messenger`` holding the marker (taken at the Sacred Lake)."""
    assert s.phase == MORNING and all(len(m) == 5 for m in s.mat)
    rounds.dusk(s, [])
    if messenger is not None:
        s.messenger = messenger
    rounds.dawn(s, [])


# ---- playing ------------------------------------------------------------------------------------------------------
def bid(s: State, plans: dict[int, list[tuple[int, int]]]) -> State:
    """Play the morning from the player due: each places ``plans[p]`` ((area, power), in order). Stops when the
    morning is over or the player due has no placement left in their plan (the learner's, in a step)."""
    left = {p: list(v) for p, v in plans.items()}
    while s.phase == MORNING and left.get(s.current):
        s = G.apply(s, s.current, Place(*left[s.current].pop(0)))[0]
    return done(s)


def play(s: State, *moves: Move) -> State:
    """Apply ``(player, action)`` moves in order (the others' part of the afternoon before the learner acts)."""
    for p, a in moves:
        assert p in G.to_act(s), (p, a, G.to_act(s))
        s = G.apply(s, p, a)[0]
    return done(s)


def all_in(area: int, keep: int) -> list[tuple[int, int]]:
    """Every explorer but the one of power ``keep`` to ``area``, strongest first."""
    return [(area, k) for k in (5, 4, 3, 2, 1) if k != keep]


# ---- the steps' scenes (named as the steps) -----------------------------------------------------------------------
start = scene(fresh)
four = scene(lambda: fresh(4))
five = scene(lambda: fresh(5))  # Ambelau's fifth player: Red the messenger, five forest cards


@scene
def place() -> State:
    """Blue has placed one explorer, Red its 5 on the Forest, Blue another: Red places its second."""
    return bid(fresh(), {BLUE: [(VILLAGE, 3), (LAKE, 2)], RED: [(FOREST, 5)]})


@scene
def secret() -> State:
    """Red's last placement of the morning: Blue's four lie face down at the Shore and the Sacred Lake."""
    return bid(fresh(), {BLUE: [(SHORE, 3), (LAKE, 1), (SHORE, 5), (LAKE, 4)],
                         RED: [(SHORE, 4), (SHORE, 2), (VILLAGE, 5)]})


@scene
def noon() -> State:
    """Red's last placement: the power-1 and power-5 explorers are left on its mat."""
    return bid(fresh(), {BLUE: [(SHORE, 5), (SHORE, 1), (LAKE, 2), (VILLAGE, 4)],
                         RED: [(SHORE, 2), (SHORE, 3), (VILLAGE, 4)]})


@scene
def fish_cap() -> State:
    """As ``noon``, in round 2, with 18 fish on Red's mat."""
    s = round_two()
    fish(s, RED, 18)
    return bid(s, {BLUE: [(SHORE, 5), (SHORE, 1), (LAKE, 2), (VILLAGE, 4)],
                   RED: [(SHORE, 2), (SHORE, 3), (VILLAGE, 4)]})


@scene
def round_end() -> State:
    """Everyone went to the Forest; Blue (14) took the first card; Red (10) has the round's last action."""
    s = bid(fresh(), {BLUE: all_in(FOREST, 1), RED: all_in(FOREST, 5)})
    return play(s, (BLUE, Gather(0)))


@scene
def forest_four() -> State:
    """Four players, all in the Forest: Yellow and Blue took a card, Green took none; Red acts last."""
    s = bid(fresh(4), {YELLOW: all_in(FOREST, 1), BLUE: all_in(FOREST, 2), GREEN: all_in(FOREST, 3),
                       RED: all_in(FOREST, 5)})
    return play(s, (YELLOW, Gather(0)), (BLUE, Gather(1)), (GREEN, Done()))


@scene
def order() -> State:
    """Nobody went to the Forest or the Village: the Shore is resolved first, Red (alone there) acting; the Sacred
    Lake comes next."""
    return bid(fresh(), {BLUE: all_in(LAKE, 1), RED: [(SHORE, 5), (SHORE, 4), (LAKE, 3), (LAKE, 2)]})


@scene
def conquer() -> State:
    """Round 2: Blue holds Banyu's totem (the Shore, round 1). Red has 9 at the Shore, Blue one explorer; Red's
    last placement starts the afternoon."""
    s = round_two()
    totem(s, BANYU, BLUE)
    return bid(s, {BLUE: [(SHORE, 1), (VILLAGE, 5), (VILLAGE, 4), (LAKE, 3)],
                   RED: [(SHORE, 5), (SHORE, 4), (VILLAGE, 3)]})


@scene
def area_decree() -> State:
    """Round 2: the Sacred Lake's decree (1 fish and 1 esteem) is out. Red has 12 at the Lake, Blue 1; Red's last
    placement starts the afternoon."""
    s = round_two()
    return bid(s, {BLUE: [(LAKE, 1), (VILLAGE, 5), (VILLAGE, 4), (VILLAGE, 3)],
                   RED: [(LAKE, 5), (LAKE, 4), (LAKE, 3)]})


@scene
def tie() -> State:
    """Three players, Green the messenger: Green took the Forest; Red and Blue each sent 2+3+4+5 to the Shore."""
    s = bid(fresh(3), {GREEN: all_in(FOREST, 1), RED: all_in(SHORE, 1), BLUE: all_in(SHORE, 1)})
    assert s.area == FOREST and G.to_act(s) == (GREEN,)
    return s


@scene
def choose() -> State:
    """The Shore: Blue (9) conquered it and took its first space; Red (5) chooses."""
    s = bid(fresh(), {BLUE: [(SHORE, 5), (SHORE, 4), (LAKE, 3), (LAKE, 2)],
                      RED: [(SHORE, 3), (SHORE, 2), (LAKE, 5), (LAKE, 4)]})
    return play(s, (BLUE, Choose(0)), (BLUE, Done()))


def _village(s: State, red: list[tuple[int, int]] | None = None) -> State:
    """Red (9) conquers the Village and acts there first; Blue (3) follows; the rest lie at the Sacred Lake."""
    return bid(s, {BLUE: [(VILLAGE, 3), (LAKE, 5), (LAKE, 4), (LAKE, 2)],
                   RED: red or [(VILLAGE, 5), (VILLAGE, 4), (LAKE, 3), (LAKE, 2)]})


@scene
def benefits() -> State:
    s = round_two()
    hired(s, RED, "farmer")
    return _village(s)


@scene
def gather() -> State:
    """Red alone in the Forest: three cards, the richest on the left."""
    return bid(fresh(), {BLUE: all_in(LAKE, 1), RED: all_in(FOREST, 1)})


def _shore(s: State) -> State:
    """Red (9) conquers the Shore and acts first (keeping its power-1 explorer: 1 fish at noon)."""
    return bid(s, {BLUE: [(SHORE, 3), (LAKE, 5), (LAKE, 4), (LAKE, 2)],
                   RED: [(SHORE, 5), (SHORE, 4), (VILLAGE, 3), (LAKE, 2)]})


@scene
def hire() -> State:
    """Red has 3 fish at the Shore; the row: Rattan gatherer 3, Farmer 2, Timber hauler 4."""
    s = fresh()
    fish(s, RED, 2)
    row(s, "rattan_gatherer", "farmer", "timber_hauler")
    return _shore(s)


@scene
def refresh() -> State:
    """The seed's example: 4 fish at the Shore, the Farmer (2) in the row beside two islanders costing 3, and the
    next four of the deck cost 3 or more."""
    s = fresh()
    row(s, "rattan_gatherer", "farmer", "palm_merchant")
    deck_top(s, "steward", "woodcutter", "timber_hauler", "noble_lady")
    return _shore(s)


@scene
def deck() -> State:
    """One islander left in the deck, the rest discarded by earlier refreshes; Red has no fish."""
    s = round_two()
    fish(s, RED, 0)
    discarded(s, 1)
    return _shore(s)


@scene
def task() -> State:
    s = round_two()
    hired(s, RED, "farmer", "clay_digger")
    return _village(s)


@scene
def village_fish() -> State:
    """Red will have 19 fish in the Village (18 and 1 at noon), and no islander."""
    s = round_two()
    fish(s, RED, 18)
    return _village(s)


@scene
def trade() -> State:
    """Red: the Carver (2 fish for 1 ebony) and the Potter (1 clay for 3 fish), 2 fish and no clay."""
    s = round_two()
    fish(s, RED, 1)
    hired(s, RED, "carver", "potter")
    return _village(s)


@scene
def choice() -> State:
    """Red: the Weaver, 2 fish and 1 palm."""
    s = round_two()
    fish(s, RED, 1)
    give(s, RED, palm=1)
    hired(s, RED, "weaver")
    return _village(s)


@scene
def ongoing() -> State:
    """Red: the Learned priest, 1 palm and 2 ebony; after the Village, Red (5) conquers the Lake over Blue (4)."""
    s = round_two()
    give(s, RED, palm=1, ebony=2)
    hired(s, RED, "learned_priest")
    return bid(s, {BLUE: [(VILLAGE, 3), (VILLAGE, 2), (VILLAGE, 1), (LAKE, 4)],
                   RED: [(VILLAGE, 5), (VILLAGE, 4), (LAKE, 3), (LAKE, 2)]})


@scene
def kind() -> State:
    """Red: the Farmer and the Landlord (3 clay for 1 esteem), with 3 clay."""
    s = round_two()
    give(s, RED, clay=3)
    hired(s, RED, "farmer", "landlord")
    return _village(s)


def _lake(s: State, blue: list[tuple[int, int]] | None = None) -> State:
    """Red (14) conquers the Sacred Lake (1 esteem) and acts first; Blue (10) follows."""
    return bid(s, {BLUE: blue or all_in(LAKE, 5), RED: all_in(LAKE, 1)})


@scene
def offer() -> State:
    """Red: 2 clay and 2 palm, no ebony; Gunung's altar asks 2 palm + 2 clay."""
    s = fresh()
    give(s, RED, clay=2, palm=2)
    return _lake(s)


@scene
def gather_elder() -> State:
    return _lake(fresh())


@scene
def messenger() -> State:
    """Blue (the messenger) took the Forest; Red alone at the Sacred Lake has the round's last action."""
    s = bid(fresh(), {BLUE: all_in(FOREST, 1), RED: all_in(LAKE, 1)})
    return play(s, (BLUE, Gather(0)))


@scene
def totem_bonus() -> State:
    """Round 2: Red is the messenger and holds Banyu's totem; both can pay Banyu's altar."""
    s = round_two(messenger=RED)
    totem(s, BANYU, RED)
    give(s, RED, clay=1, palm=1)
    give(s, BLUE, clay=1, palm=1)
    return _lake(s)


@scene
def altar_decree() -> State:
    """Round 1's altar decree lies beside Manuk's altar (1 esteem); both can pay Manuk's altar."""
    s = fresh()
    give(s, RED, palm=1, ebony=1)
    give(s, BLUE, palm=1, ebony=1)
    return _lake(s)


EBONY_CARD = 13  # a forest card of 1 clay and 2 ebony


@scene
def supply() -> State:
    """One ebony left in the supply (Red holds 9, Blue 10); the Forest shows a card with 2 ebony."""
    s = fresh()
    give(s, RED, ebony=9)
    give(s, BLUE, ebony=10)
    forest(s, EBONY_CARD, *s.display[:2])
    return bid(s, {BLUE: all_in(LAKE, 1), RED: all_in(FOREST, 1)})


@scene
def dusk() -> State:
    """Red tasked its Farmer in the Village; Manuk's altar decree is still out; Red has the round's last action at
    the Sacred Lake (with nothing to offer)."""
    s = fresh()
    hired(s, RED, "farmer")
    s = bid(s, {BLUE: all_in(FOREST, 1), RED: [(VILLAGE, 5), (VILLAGE, 4), (LAKE, 3), (LAKE, 2)]})
    return play(s, (BLUE, Gather(0)), (RED, Choose(2)), (RED, Task(card("farmer"))))


def last_round() -> State:
    s = fresh()
    for _ in range(4):
        next_round(s)
    assert s.round == 5 and not s.decree_stack
    return s


def _last(s: State) -> State:
    """The fifth round: Blue (14) took the first forest card; Red (10) has the game's last action in the Forest."""
    s = bid(s, {BLUE: all_in(FOREST, 1), RED: all_in(FOREST, 5)})
    return play(s, (BLUE, Gather(0)))


@scene
def end() -> State:
    return _last(last_round())


@scene
def scoring() -> State:
    """Red: 7 esteem on the track, offering cards worth 4 (Banyu) and 5 (Gunung), no elder."""
    s = last_round()
    esteem(s, RED, 7)
    esteem(s, BLUE, 9)
    offered(s, RED, BANYU, 4)
    offered(s, RED, GUNUNG, 5)
    return _last(s)


@scene
def elder_score() -> State:
    """Red: the Elder of the nets (5, 10, 15 fish), 12 fish once the morning's fishing is done."""
    s = last_round()
    elders(s, RED, "elder_fish")
    fish(s, RED, 7)
    s = _last(s)
    assert s.fish[RED] == 12
    return s


@scene
def winner() -> State:
    """Blue (the messenger): 15 on the track, nothing else. Red: 11 on the track and an offering card worth 4."""
    s = last_round()
    esteem(s, RED, 11)
    esteem(s, BLUE, 15)
    offered(s, RED, MANUK, 4)
    return _last(s)
