"""Blue Moon City's previews (kernel_games/blue_moon_city/preview.py) say what the move then does: checked against the
events of play over seeded games, and on made-up scenes."""

from __future__ import annotations

import random
import re
from functools import cache

from kernel_games.blue_moon_city.actions import Discard, Draw, FlitFly, Offer, OfferAgain, Pay, Recolour, Walk
from kernel_games.blue_moon_city.components import CELL_INDEX
from kernel_games.blue_moon_city.narration import player
from kernel_games.core import GreedyBot

from .helpers import (
    A1,
    A2,
    A3,
    EAST,
    K1,
    NORTH,
    V1,
    V2,
    V3,
    WEST,
    G,
    act,
    cites,
    deal,
    dragons,
    fired,
    fresh,
    mark,
    place,
    scales,
    turn_of,
)

EVERY = 3  # look at every third position's actions


@cache
def positions(n: int, seed: int) -> tuple:
    """(state, player, legal actions) along a game of greedy and random bots."""
    bots = [GreedyBot(G), None] * 2
    rng = random.Random(seed)
    s = G.setup(n, seed)
    out = []
    k = 0
    while not G.is_over(s):
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        if k % EVERY == 0 or any(isinstance(a, Pay | Offer | OfferAgain) for a in legal):
            out.append((s, p, legal))
        bot = bots[p % 2]
        a = bot.choose(G.view(s, p), legal, rng) if bot else rng.choice(legal)
        s, _ = G.apply(s, p, a)
        k += 1
    return tuple(out)


def public(events: list, rule: str) -> list:
    return [e for e in fired(events, rule) if e.to is None]


def moves(kind) -> list:
    """Every (state, player, action, preview, events) of these kinds in the sampled games."""
    out = []
    for n, seed in ((4, 1), (3, 2), (2, 3)):
        for s, p, legal in positions(n, seed):
            view = G.view(s, p)
            for a in legal:
                if isinstance(a, kind):
                    _, events = G.apply(s, p, a)
                    out.append((s, p, a, G.preview(view, a).en, events))
    return out


@cites("blue_moon_city.contribute.marker", "blue_moon_city.dragons.scales", "blue_moon_city.complete.trigger",
       "blue_moon_city.complete.majority", "blue_moon_city.scales.trigger")
def test_a_payment_preview_says_whether_the_box_fills_and_what_follows():
    """"fills the box" exactly when a marker is placed; the golden scales the dragons give; "completes the X" exactly
    when X is rebuilt, with the majority's winner named; a scale scoring exactly when the last scale goes."""
    fills = completes = 0
    for _, p, _, text, ev in moves(Pay):
        filled = bool(fired(ev, "blue_moon_city.contribute.marker"))
        assert ("fills the box" in text) == filled, text
        fills += filled
        got = sum(e.data["scales"] for e in fired(ev, "blue_moon_city.dragons.scales"))
        said = re.search(r"\+(\d+) golden scales? \(", text)
        assert (int(said.group(1)) if said else 0) == got, text
        rebuilt = fired(ev, "blue_moon_city.complete.trigger")
        assert ("completes the" in text) == bool(rebuilt), text
        if rebuilt:
            completes += 1
            winner = public(ev, "blue_moon_city.complete.majority")[0].data["player"]
            name = "you" if winner == p else player(winner).en
            assert f" to {name}" in text.split("majority")[1].split(",")[0], text
        scoring = bool(fired(ev, "blue_moon_city.scales.trigger"))
        assert ("scale scoring" in text) == scoring, text
    assert fills and completes, "the sampled games fill and complete buildings"


@cites("blue_moon_city.end.offerings", "blue_moon_city.obelisk.offer", "blue_moon_city.power.pillar")
def test_an_offering_preview_states_its_cost_and_a_win():
    """+1 offering, the tiles paid and their sum, the box's cost (plus the Pillar's), and "you win" exactly when it
    wins."""
    seen = 0
    for *_, text, ev in moves(Offer | OfferAgain):
        seen += 1
        assert text.split(": ", 1)[1].startswith("+1 offering"), text
        paid = fired(ev, "blue_moon_city.obelisk.offer")[0].data
        assert f"= {paid['paid']} for the " in text, text
        assert ("you win at once" in text) == bool(fired(ev, "blue_moon_city.end.offerings")), text
    assert seen


@cites("blue_moon_city.discard.draw")
def test_discard_and_draw_previews_say_how_many_cards_come():
    for *_, text, ev in moves(Discard | Draw):
        drawn = fired(ev, "blue_moon_city.discard.draw")
        got = [e.data["drawn"] for e in drawn if "drawn" in e.data]
        if got:
            m = re.search(r"(?:draw|Draw:) (\d+)", text)
            assert m and int(m.group(1)) == got[0], text
        else:
            assert "Draw then gives" in text, text


@cites("blue_moon_city.contribute.where", "blue_moon_city.move.steps")
def test_a_walk_says_whether_the_hand_can_pay_there():
    """"you can pay none" exactly when, standing there, no card can go on any box (the engine's own check)."""
    checked = 0
    for s, p, a, text, _ in moves(Walk | FlitFly):
        m = re.search(r"you can pay (none|\d+|all \d+|its last)", text)
        if not m or s.markers[p] == 0:
            continue
        there, _ = G.apply(s, p, a)
        pays = [x for x in G.legal_actions(there, p) if isinstance(x, Pay | Recolour)]
        assert (m.group(1) == "none") == (not pays), text
        checked += 1
    assert checked


# ---- scenes -------------------------------------------------------------------------------------------------------
@cites("blue_moon_city.complete.neighbourhood", "blue_moon_city.complete.participation")
def test_completing_next_to_a_built_tile_lists_every_reward():
    """Sky holds two of the Fire Temple's boxes, player 0 fills the last one (black 3) beside the built Library: the
    preview names the majority (3 crystals to Sky), the participation (1 crystal each) and the Library's neighbourhood
    reward (3 crystals each), as the completion then hands them out."""
    s = place(fresh(3), "library", CELL_INDEX[(1, 1)], built=True)
    s = mark(s, NORTH, [1, 1, -1])
    s = deal(turn_of(s, 0, NORTH), {0: [V3, A1]})
    text = G.preview(G.view(s, 0), Pay(2, V3)).en
    assert ("completes the Fire Temple: majority 3 crystals to Sky, 1 crystal each to you and Sky, +3 crystals each "
            "from the Library next door") in text, text
    _, ev = act(s, 0, Pay(2, V3))
    assert [e.data["player"] for e in public(ev, "blue_moon_city.complete.majority")] == [1]
    assert [e.data["player"] for e in public(ev, "blue_moon_city.complete.participation")] == [0, 1]
    assert [(e.data["player"], e.data["crystals"]) for e in public(ev, "blue_moon_city.complete.neighbourhood")] == [(0, 3), (1, 3)]


@cites("blue_moon_city.dragons.scales", "blue_moon_city.scales.scoring")
def test_the_last_scale_names_the_scoring():
    """Two dragons on the tile and 2 scales left: filling the box sets off the scoring, and the preview says who
    takes how many crystals."""
    s = fresh(3)
    s = scales(s, [5, 3, 2])
    s = dragons(s, red=WEST, blue=WEST)
    s = deal(turn_of(s, 0, WEST), {0: [A3, A2, V1]})
    text = G.preview(G.view(s, 0), Pay(2, A3)).en
    assert "+2 golden scales (the red dragon and the blue dragon here)" in text, text
    assert "scale scoring (crystals: you 6, Sky 3)" in text, text
    _, ev = act(s, 0, Pay(2, A3))
    assert [(e.data["player"], e.data["crystals"]) for e in public(ev, "blue_moon_city.scales.scoring")] == [(0, 6), (1, 3)]


def test_a_payment_under_way_counts_what_is_laid():
    s = deal(turn_of(fresh(3), 0, EAST), {0: [A3, A2, K1, V2]})
    view = G.view(s, 0)
    assert G.preview(view, Pay(0, A3)).en.startswith("Aqua 3 on the 5 box of the Royal Palace: 3 of 5; this box is "
                                                     "paid in blue from now on; 2 more to go")
    s, _ = act(s, 0, Pay(0, A3))
    assert "5 of 5" in G.preview(G.view(s, 0), Pay(0, A2)).en
    assert "4 of 5 (Khind: a wild 1); 1 more to go" in G.preview(G.view(s, 0), Pay(0, K1)).en
