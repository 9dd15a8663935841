"""Nothing synchronised to the browser gives a secret away, for every game, in hotseat and against bots.

Everything the page holds is every widget's synced state (buttons, sliders, text boxes, the board's figure and its
hover texts, the log, the seed box, the save box and its download link). The test takes it at moments when other
players hold secrets, then swaps the game for another deal the person at the screen cannot tell from the real one
(``Game.redeal_hidden``, and another seed) and takes it again: the two must be identical. A seed box that showed the
seed, a hover text that named a card in an opponent's hand, or a save that carried a pending face-down choice would
differ. Sealed seeds are random tokens, so sealing is made constant here.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from dataclasses import dataclass
from typing import Any

import ipywidgets as w
import pytest
from ipywidgets.widgets.widget import _instances

from kernel_games import GAMES
from kernel_games.core import Action, Match, Played
from kernel_games.core import match as match_module
from widgets.i18n import Language
from widgets.table import GameTable

MODEL = re.compile(r"IPY_MODEL_([0-9a-f]+)")
MOMENTS = 6  # moments checked per game


def as_sent(value: Any) -> Any:
    """A synced value as the page reads it: a binary buffer (the board's figure, JSON in bytes) decoded."""
    if isinstance(value, memoryview | bytes):
        return json.loads(bytes(value))
    return str(value)


def synced(root: w.Widget) -> list[dict[str, Any]]:
    """Every synced state reachable from ``root``, in a fixed order, with model ids replaced by that order."""
    order: dict[str, int] = {}
    states: list[dict[str, Any]] = []
    todo = [root.model_id]
    while todo:
        mid = todo.pop(0)
        if mid in order:
            continue
        order[mid] = len(order)
        state = {k: v for k, v in _instances[mid].get_state().items() if k != "revision"}
        text = json.dumps(state, sort_keys=True, default=as_sent)
        todo.extend(MODEL.findall(text))
        states.append(json.loads(text))
    ids = {mid: i for mid, i in order.items()}
    return json.loads(MODEL.sub(lambda m: f"MODEL#{ids.get(m.group(1), '?')}", json.dumps(states, sort_keys=True)))


@dataclass(frozen=True)
class SomethingElse(Action):
    """Stands for another face-down choice the viewer cannot have seen."""


def swap_deal(t: GameTable, observer: int | None, seed: int) -> list[Played]:
    """Replace the table's game by one ``observer`` cannot tell from it: hidden things redrawn, another seed, and the
    other players' face-down choices still hidden made different. Returns the steps as they were."""
    m = t.match
    steps = list(m.steps)
    m._states[-1] = m.game.redeal_hidden(m.state, observer, seed)
    m.seed = (m.seed + 7919 * seed) % 10**18
    for i in range(len(m.steps) - m.face_down(), len(m.steps)):
        if m.steps[i].player != observer:
            m.steps[i] = dataclasses.replace(m.steps[i], action=SomethingElse())
    return steps


def page(t: GameTable) -> list[dict[str, Any]]:
    t.refresh()
    t.save()
    return synced(t)


def seat_kinds(game, n: int, hotseat: bool) -> list[str]:
    return ["human"] * n if hotseat else ["human"] + ["random"] * (n - 1)


@pytest.fixture
def constant_seal(monkeypatch):
    monkeypatch.setattr(match_module, "seal", lambda *_sealed: "k2.SEALED")
    monkeypatch.setattr(match_module, "seal_text", lambda text, game: "m1.SEALED")


@pytest.mark.parametrize("gid", sorted(GAMES))
@pytest.mark.parametrize("hotseat", [False, True], ids=["vs-bots", "hotseat"])
def test_the_page_is_the_same_in_every_deal_the_viewer_cannot_tell_apart(gid, hotseat, constant_seal):
    game = GAMES[gid]
    n = min(max(3, game.min_players), game.max_players)
    rng = random.Random(f"{gid}/{hotseat}")
    t = GameTable(game, players=n, seats=seat_kinds(game, n, hotseat), seed=918273645501, bot_delay=0, language=Language())
    checked = 0
    for move in range(400):
        if t.match.is_over() or checked >= MOMENTS:
            break
        passing = t.needs_pass_screen()
        if move % 5 == 0 or passing:
            observer = None if passing else t.viewer()
            before = page(t)
            real = (t.match.state, t.match.seed)
            steps = swap_deal(t, observer, seed=move + 1)
            after = page(t)
            t.match._states[-1], t.match.seed = real
            t.match.steps[:] = steps
            assert before == after, f"{gid} move {move}: the page differs in another deal (observer {observer})"
            assert str(t.match.seed) not in json.dumps(before), f"{gid}: the running game's seed is on the page"
            checked += 1
        if passing:  # behind the pass screen Undo would show the previous player's view: it is off and does nothing
            steps = len(t.match.steps)
            assert t.history.undo_button.disabled
            t.undo()
            assert len(t.match.steps) == steps
            t.confirm_viewer()
            continue
        p = t.acting_human()
        if p is None:
            break
        t.play(rng.choice(t.match.legal_actions(p)))
    assert checked >= 3, f"{gid}: too few moments checked ({checked})"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_save_leaves_out_face_down_choices_still_hidden_and_says_so(gid):
    """Bots choose face down before the human: a save made then does not hold their choices."""
    game = GAMES[gid]
    n = min(max(3, game.min_players), game.max_players)
    t = GameTable(game, players=n, seats=["human"] + ["greedy"] * (n - 1), seed=5, bot_delay=0, language=Language(lang="en"))
    rng = random.Random(gid)
    for _ in range(300):
        if t.match.face_down() or t.match.is_over():
            break
        t.play(rng.choice(t.match.legal_actions(t.acting_human())))
    pending = t.match.face_down()
    if not pending:
        pytest.skip(f"{gid} has no face-down choices")
    secret = [s for s in t.match.steps[-pending:] if s.player != 0]
    assert secret, "the pending face-down choices are the human's own"
    saved = json.loads(t.save())
    assert len(saved["actions"]) == len(t.match.steps) - pending
    assert "left out" in t.message.value
    loaded = Match.from_json(json.dumps(saved), {gid: game})
    assert {s.player for s in secret} <= set(loaded.to_act()), "after loading, the bots choose again"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_seed_shows_only_when_the_game_is_over(gid):
    game = GAMES[gid]
    t = GameTable(game, seats=["greedy"] * game.min_players, players=game.min_players, seed=123456789, bot_delay=0,
                  language=Language(lang="en"))
    assert t.match.is_over()  # bots only, no delay: played out at once
    assert t.seed_box.value == "123456789"
    t.seed_box.value = "987654321"
    t.seating.boxes[0].value = "human"
    t.replay()  # replay the deal of the typed seed
    assert not t.match.is_over() and t.match.seed == 987654321
    assert t.seed_box.value == "" and "987654321" not in json.dumps(synced(t))
    for typed, words in [("--5", "0–9"), ("²", "0–9"), ("9" * 5000, "too long"), ("abc", "0–9"), ("-5", "negative")]:
        t.seed_box.value = typed
        t.replay()
        assert words in t.message.value and t.match.seed == 987654321, f"seed {typed[:10]!r}: {t.message.value}"
