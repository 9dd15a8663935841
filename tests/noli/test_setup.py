"""Noli set-up (seed 002: 準備) and the components the seed leaves out (reconstructed data)."""

from __future__ import annotations

from collections import Counter

import pytest

from kernel_games.core import OptionError
from kernel_games.noli.actions import Roll
from kernel_games.noli.components import (
    AREA_CARDS,
    BUOY_FACES,
    CARDS,
    DIE_FACES,
    FACTIONS,
    FLOOR_TOKENS,
    RAIDERS,
    ROWER_TOKENS,
    SYMBOL_KINDS,
    TRACK_END,
    TRACK_WALL_SPACES,
    is_buoy,
    risk,
    validate,
)

from .helpers import G, all_bid, check, cites, fired, play


@cites("noli.setup.factions", "noli.players.three", "noli.players.two")
@pytest.mark.parametrize(("n", "names"), [(4, ["Màina", "Burgu", "Portellu", "Ciassa"]), (3, ["Màina", "Burgu", "Ciassa"]),
                                          (2, ["Màina", "Ciassa"])])
def test_factions_per_player_count(n, names):
    """noli.setup.factions: one district each; with 3 players Portellu stays in the box, with 2 Burgu too."""
    s = check(G.setup(n, seed=1))
    assert [G.player_name(s, p).en for p in range(n)] == names
    assert [G.player_name(s, p).ja for p in range(n)][0] == "マイナ"
    assert G.view(s, None)["factions"] == [x.lower().replace("à", "a") for x in names]


@cites("noli.setup.coins")
def test_starting_coins():
    """noli.setup.coins: Portellu 10, Burgu 9, Ciassa 8, Màina 7 — each player sees their own."""
    s = G.setup(4, seed=2)
    assert s.bank == [7, 9, 10, 8]
    assert [G.view(s, p)["bank"] for p in range(4)] == [7, 9, 10, 8]
    assert G.setup(3, seed=2).bank == [7, 9, 8] and G.setup(2, seed=2).bank == [7, 8]


@cites("noli.setup.boats", "noli.setup.dice", "noli.setup.pawn", "noli.setup.walls", "noli.setup.supply")
def test_pieces_at_the_start():
    """Two boats on the beach, four dice in hand, the pawns on their outlined starts, six walls, a full supply."""
    s = G.setup(4, seed=3)
    v = G.view(s, None)
    assert v["boats"] == [2, 2, 2, 2]
    assert v["dice"] == [[-1] * 4] * 4 and v["rowers"] == [0, 0, 0, 0]
    assert v["track"] == [f.start for f in FACTIONS] == [3, 1, 0, 2]
    assert v["walls"] == 6
    assert v["rower_stock"] == ROWER_TOKENS and v["floor_stock"] == FLOOR_TOKENS and v["floors"] == [0] * 4


@cites("noli.setup.decks")
def test_each_area_has_its_own_shuffled_deck():
    """noli.setup.decks: four face-down decks, one per sea area, each shuffled on its own."""
    a, b = G.setup(4, seed=1), G.setup(4, seed=2)
    for area in range(1, 5):
        assert sorted(a.decks[area - 1]) == list(AREA_CARDS[area])
    assert a.decks != b.decks
    v = G.view(a, 0)
    assert v["deck_sizes"] == [12, 12, 12, 12] and "decks" not in v  # face down: only the sizes are shown


@cites("noli.setup.supply")
def test_coins_are_unlimited():
    """noli.setup.supply: the supply never runs out of coins; the ledger only counts what entered and left play."""
    s = G.setup(2, seed=4)
    s.bank[0] += 10_000
    s.coins_in += 10_000
    check(s)
    assert G.view(s, 0)["bank"] == 10_007


@cites("noli.round.phases")
def test_a_round_runs_four_phases_in_order():
    """noli.round.phases: investment, development, regatta, fishing, then the next round's investment."""
    s = G.setup(4, seed=5)
    s, events = all_bid(s, {0: {"mason": 1}})
    assert s.phase == "development" and s.step == "double"  # Màina won the Mason and may double up
    s, more = play(s, until=lambda st: st.round == 2)
    order = [e.rule.split(".")[1] for e in events + more if e.to is None]
    assert order.index("develop") < order.index("regatta") < order.index("fishing") < order.index("round")
    assert s.phase == "investment" and s.floors[0] >= 1
    assert fired(more, "noli.round.phases")[-1].text.en == "Round 2: the investment phase."


def test_options():
    """The regatta option: simulated by default, live on request, nothing else."""
    assert G.setup(4, 1).modules == ("regatta.simulated",) and G.setup(4, 1, {"regatta": "live"}).modules == ("regatta.live",)
    with pytest.raises(OptionError):
        G.setup(4, 1, {"regatta": "fast"})
    with pytest.raises(OptionError):
        G.setup(5, 1)
    with pytest.raises(OptionError):
        G.setup(1, 1)


# ---- reconstructed data --------------------------------------------------------------------------------------------
@cites("noli.components.track")
def test_support_track():
    """noli.components.track: 13 spaces (0-12), wall spaces 5, 8, 11; richer factions start further back."""
    assert TRACK_END == 12 and TRACK_WALL_SPACES == (5, 8, 11)
    by_coins = sorted(FACTIONS, key=lambda f: -f.coins)
    assert [f.start for f in by_coins] == [0, 1, 2, 3]
    text = G.rule("noli.components.track").text
    assert "0から12" in text.ja and "5・8・11" in text.ja and "0 to 12" in text.en and "5, 8 and 11" in text.en
    assert G.rule("noli.components.track").note.en.startswith("[Reconstructed]")


@cites("noli.components.dice")
def test_dice_show_a_buoy_on_two_faces_of_six():
    """noli.components.dice: six faces, two buoys; over many live rolls about a third of the dice show a buoy."""
    assert DIE_FACES == 6 and BUOY_FACES == 2
    assert [is_buoy(f) for f in range(6)] == [True, True, False, False, False, False]
    faces = Counter()
    for seed in range(40):
        s, _ = all_bid(G.setup(4, seed, {"regatta": "live"}), {})
        s, _ = G.apply(s, 0, Roll())
        faces.update(s.dice[0])
    assert set(faces) <= set(range(6))
    share = (faces[0] + faces[1]) / sum(faces.values())
    assert 0.2 < share < 0.47, share


@cites("noli.components.decks")
def test_sea_decks():
    """noli.components.decks: twelve cards an area; area 1 richest, area 4 poorest and riskiest; every symbol."""
    assert validate() == []
    assert [len(AREA_CARDS[a]) for a in range(1, 5)] == [12, 12, 12, 12]
    coins = [sum(c.coins for c in CARDS if c.area == a) for a in range(1, 5)]
    assert coins == sorted(coins, reverse=True) and len(set(coins)) == 4
    assert risk(4) == max(risk(a) for a in range(1, 5)) > risk(1)
    assert {s.kind for c in CARDS for s in c.symbols} == set(SYMBOL_KINDS)
    assert {c.key for c in CARDS if any(s.kind == "raid" for s in c.symbols)} == set(RAIDERS)
    assert {c.provenance for c in CARDS} == {"reconstructed"}
    assert not any(s.kind == "storm" for c in CARDS if c.area == 1 for s in c.symbols)


@cites("noli.components.tokens")
def test_token_counts():
    """noli.components.tokens: six rowers, twenty-four floors — enough that floors never run out before a win."""
    assert ROWER_TOKENS == 6 and FLOOR_TOKENS == 24
    assert FLOOR_TOKENS >= 4 * 5 + 1
