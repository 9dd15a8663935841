"""Face-down cards (seed 004): the player who opens a token keeps it face down by their guild board (職人コマを置いて
開拓), a fulfilled contract goes face down there too (建物を建設する), and every VP is counted at the end (あらゆる勝利点は
ゲーム終了時に計算します). The others see how many cards lie there and their backs, never which they are nor their
points, until the end turns them up; a redeal of what they cannot see changes nothing they see."""

from __future__ import annotations

import json
import random

import pytest

from kernel_games.core import Match
from kernel_games.via_nebula.actions import Build, Craftsman, Skip
from kernel_games.via_nebula.components import CONTRACTS, TOKENS
from kernel_games.via_nebula.narration import contract_name
from kernel_games.via_nebula.state import EFFECT, OVER
from widgets.boards import board_for

from .helpers import MEADOW, RUIN, G, act, blank, cites, contract, fired, hand, of, site, turn_of
from .test_build import needs
from .test_end import fifth

BOARD = board_for("via_nebula")
DRAWN = BOARD.figure.drawn  # type: ignore[attr-defined]


def built_and_opened(n: int = 3, key: str = "quiet_town"):
    """Player 0 fulfilled the private contract ``key`` and opened a token; player 2 (when there is one) opened
    another. Returns the state (player 0 to play), the contract and player 0's token."""
    s = blank(n)
    c = contract(key, private=True)
    r = of(s, RUIN)[0]
    s = hand(site(s, r, 0, needs(c)), 0, c)
    s, _ = act(s, 0, Build(2 * r, c))
    if s.step == EFFECT:
        s, _ = act(s, 0, Skip())
    meadows = [h for h in of(s, MEADOW) if s.token[h] >= 0]
    t = s.token[meadows[0]]
    s, _ = act(turn_of(s, 0), 0, Craftsman(meadows[0]))
    if n > 2:
        s, _ = act(turn_of(s, 2), 2, Craftsman(meadows[-1]))
    return turn_of(s, 0), c, t


def words(fig: dict) -> str:
    """Every text a figure shows, and its hover labels."""
    out = []
    for trace in fig["data"]:
        for key in ("text", "hovertext"):
            v = trace.get(key)
            out += v if isinstance(v, list) else [v] if v else []
    out += [a.get("text", "") for a in fig["layout"].get("annotations", [])]
    return " ".join(str(x) for x in out)


@cites("via_nebula.action.build", "via_nebula.action.craftsman", "via_nebula.end.scoring")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_others_see_how_many_cards_lie_face_down_not_which_nor_their_points(n):
    s, c, t = built_and_opened(n)
    own = G.view(s, 0)
    assert own["done"][0] == [c] and own["held"][0] == [t]
    assert own["points"][0] == 4 + TOKENS[t].vp  # Quiet Town's 4 and the token, if the game ended now
    for viewer in (*range(1, n), None):
        v = G.view(s, viewer)
        assert v["done"][0] is None and v["held"][0] is None and v["points"][0] is None and v["scores"] is None
        assert v["done_count"][0] == 1 and v["done_private"][0] == 1 and v["held_count"][0] == 1
        assert v["hand_sizes"][0] == 0 and v["hand_private"] == [0, *([2] * (n - 1))]  # the backs in hand


@cites("via_nebula.action.build", "via_nebula.action.craftsman")
def test_the_log_tells_the_others_a_card_went_face_down_and_its_owner_which():
    s = blank(3)
    c = contract("quiet_town", private=True)
    r = of(s, RUIN)[0]
    s = hand(site(s, r, 0, needs(c)), 0, c)
    s, ev = act(s, 0, Build(2 * r, c))
    h = next(h for h in of(s, MEADOW) if s.token[h] >= 0)
    t = s.token[h]
    s, ev2 = act(s, 0, Craftsman(h))
    name = contract_name(c)
    for e in [*fired(ev, "via_nebula.action.build"), *fired(ev2, "via_nebula.action.craftsman")]:
        if e.to is None:  # what everyone reads: that a card went face down, not which, nor its points
            assert name.en not in e.text.en and name.ja not in e.text.ja and "face down" in e.text.en
            assert "VP" not in e.text.en and "点" not in e.text.ja
            assert not {"contract", "token"} & set(e.data)
        else:
            assert e.to == 0 and (e.data.get("contract") == c or e.data.get("token") == t)
    assert [e.to for e in ev + ev2 if "contract" in e.data or "token" in e.data] == [0, 0]


@cites("via_nebula.end.scoring", "via_nebula.action.build", "via_nebula.action.craftsman")
def test_the_end_turns_every_card_up_and_counts_it():
    s, slot, c = fifth(2, "quiet_town")
    h = next(h for h in of(s, MEADOW) if s.token[h] >= 0)
    t = s.token[h]
    s, _ = act(s, 0, Craftsman(h))
    s, _ = act(s, 0, Build(slot, c))  # the fifth building: Brown's last turn follows
    assert G.view(s, 1)["done"][0] is None
    s, ev = act(turn_of(s, 1, actions=1), 1, G.legal_actions(turn_of(s, 1, actions=1), 1)[0])
    assert s.phase == OVER
    for viewer in (0, 1, None):
        v = G.view(s, viewer)
        assert v["done"] == [list(s.done[0]), list(s.done[1])] and v["held"] == [list(s.held[0]), list(s.held[1])]
        assert v["points"] == [sum(part.values()) for part in v["scores"]] == [G.result(s).scores[p] for p in (0, 1)]
    shown = fired(ev, "via_nebula.end.scoring")
    assert [e.data.get("contracts") for e in shown[:2]] == [list(s.done[0]), list(s.done[1])]
    assert shown[0].data["tokens"] == [t] and contract_name(c).en in shown[0].text.en
    for viewer in (1, None):  # a page after the end names every contract and gives every score
        text = BOARD.text(G.view(s, viewer), "en")
        assert contract_name(c).en in text and f"Final score: {G.result(s).scores[0]}" in words(
            DRAWN(G.view(s, viewer), "en", [], set())[0])


@cites("via_nebula.action.build", "via_nebula.action.craftsman")
def test_a_redeal_the_others_cannot_tell_apart_redraws_every_face_down_card():
    s, c, t = built_and_opened(3)
    redealt = [G.redeal_hidden(s, 1, seed) for seed in range(30)]
    assert all(G.view(x, 1) == G.view(s, 1) and G.invariants(x) == [] for x in redealt)
    assert all(CONTRACTS[x.done[0][0]].private for x in redealt)  # a purple back stays purple
    assert len({x.done[0] for x in redealt}) > 1 and len({x.held[0] for x in redealt}) > 1
    assert all(len(x.held[0]) == len(x.held[2]) == 1 for x in redealt)
    mine = [G.redeal_hidden(s, 0, seed) for seed in range(10)]
    assert all(x.done[0] == (c,) and x.held[0] == (t,) for x in mine)  # a player's own cards never change


@cites("via_nebula.action.effect", "via_nebula.private.express_delivery")
def test_the_others_see_that_an_effect_is_decided_not_which():
    s = blank(3)
    c = contract("express_delivery", private=True)
    r, r2 = of(s, RUIN)[:2]
    s = hand(site(site(s, r, 0, needs(c)), r2, 0), 0, c)
    s, _ = act(s, 0, Build(2 * r, c))
    assert s.step == EFFECT and G.view(s, 0)["effect"] == "private.express_delivery"
    other = G.view(s, 1)
    assert other["step"] == "effect" and other["effect"] == "" and other["effect_left"] == 0
    page = BOARD.text(other, "en") + words(DRAWN(other, "en", [], set())[0])
    assert "Express Delivery" not in page and "decides whether to use the effect" in page
    assert all(G.redeal_hidden(s, 1, seed).done[0] == (c,) for seed in range(5))  # the effect in play is its card's
    _, ev = act(s, 0, Skip())
    assert all("effect" not in e.data for e in ev if e.to is None)


@cites("via_nebula.action.build", "via_nebula.action.craftsman")
def test_the_board_shows_the_others_counts_and_backs_without_names_or_points():
    s, c, t = built_and_opened(3)
    name = contract_name(c).en
    own = BOARD.text(G.view(s, 0), "en") + words(DRAWN(G.view(s, 0), "en", [], set())[0])
    assert name in own and f"tokens 1 ★{TOKENS[t].vp}" in own and "pts so far" in own
    for viewer in (1, None):
        v = G.view(s, viewer)
        page = BOARD.text(v, "en") + words(DRAWN(v, "en", [], set())[0])
        assert name not in page and "built: 1 face down (1 private, 0 neutral)" in page
        assert "tokens 1 (face down)" in page and "points at the end" in page
        others = [DRAWN(G.view(G.redeal_hidden(s, viewer, seed), viewer), "en", [], set())[0] for seed in range(5)]
        assert all(f == others[0] for f in others), "the page is the same whatever lies face down"


def test_a_running_games_save_seals_the_contracts_built():
    """The save of a running game holds its moves sealed: a build would name a face-down contract."""
    m, rng = Match(G, 2, seed=4), random.Random(4)
    while not any(isinstance(step.action, Build) for step in m.steps):
        assert not m.is_over(), "nobody built"
        p = m.to_act()[0]
        legal = m.legal_actions(p)
        builds = [a for a in legal if isinstance(a, Build)]
        m.play(p, builds[0] if builds else rng.choice(legal))
    saved = m.to_json()
    assert '"Build"' not in saved and all(set(rec) == {"player", "sealed"} for rec in json.loads(saved)["actions"])
    assert [step.action for step in Match.from_json(saved).steps] == [step.action for step in m.steps]
