"""Buru's secrets at the table (buru.morning.secret): the undo policy sees a face-down placement as revealing nothing
until the noon's fish or an area's reveal turns powers up; a save seals the placements."""

from __future__ import annotations

import json

from kernel_games.buru.actions import Place
from kernel_games.buru.components import FOREST, LAKE, SHORE, VILLAGE
from kernel_games.core import Match

from .build import BLUE, RED, G, cites

ORDER = [(FOREST, 5), (SHORE, 4), (VILLAGE, 3), (LAKE, 2)]


def started() -> Match:
    m = Match(G, 2, seed=2)  # Red is the messenger: Red places first
    assert m.to_act() == (RED,)
    return m


@cites("buru.morning.secret")
def test_a_placement_and_the_rivals_face_down_reply_may_be_taken_back():
    m = started()
    m.play(RED, Place(*ORDER[0]))
    m.play(BLUE, Place(FOREST, 4))
    assert m.takeback(RED, {RED}) == 2  # Blue's explorer lies face down: nothing was shown


@cites("buru.noon.fish", "buru.afternoon.reveal")
def test_the_placement_that_brings_noon_and_the_reveal_cannot_be_taken_back():
    m = started()
    for i in range(4):
        m.play(RED, Place(*ORDER[i]))
        m.play(BLUE, Place(*ORDER[i]))
    assert str(m.state.phase) == "afternoon"
    assert m.takeback(BLUE, {BLUE}) == 0  # its last explorer turned Red's powers up


@cites("buru.morning.secret")
def test_a_running_games_save_never_writes_a_placed_power():
    m = started()
    m.play(RED, Place(FOREST, 5))
    m.play(BLUE, Place(LAKE, 3))
    text = m.to_json()
    assert '"power"' not in text and all("sealed" in rec for rec in json.loads(text)["actions"])
    assert [s.action for s in Match.from_json(text).steps] == [Place(FOREST, 5), Place(LAKE, 3)]
