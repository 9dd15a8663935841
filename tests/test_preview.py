"""Previews (``Game.preview``): every legal action says what it would do, from the player's view only, and a move
that scores at once states exactly the points it gives; the board's click targets show the previews on hover.

Generic over ``kernel_games.GAMES``: every game, player count and option set of ``tests/option_sets.py``, on the
seeded play-outs of ``tests/playouts.py``, sampling every few positions.
"""

from __future__ import annotations

import copy
import html
import re
from typing import Any

import pytest

from kernel_games import GAMES
from kernel_games.core import LANGS, Action, Game
from tests.drawings import drawn, sampled
from tests.playouts import FIRST_PLAYOUT_IDS, FIRST_PLAYOUTS, PLAYOUT_IDS, PLAYOUTS, playout
from tests.rule_checks import assert_text

REDEALS = (11, 12, 13, 14, 15, 16)  # other deals the viewer cannot tell apart (Game.redeal_hidden)
MORE_REDEALS = range(100, 140)  # before calling points certain: six deals can agree by chance (one of five lands)
# where a game's view shows the viewer's own score; a game not listed skips the points check
SCORE_IN_VIEW = {
    "vaalbara": lambda v: v["score"],
    "noli": lambda v: v["floors"][v["viewer"]],
    "blue_moon_city": lambda v: v["offerings"][v["viewer"]],
    "via_nebula": lambda v: v["points"][v["viewer"]],  # the score if the game ended now
    "buru": lambda v: v["esteem"][v["viewer"]],  # the esteem track (offering cards and elders count at the end)
}
# the points a move scores at once, as Game.preview writes them: signed, first thing after the first colon
CLAIM = re.compile(r"^[^:：]*[:：]\s*([+\-−])(\d+)")

playouts = pytest.mark.parametrize(("gid", "n", "key", "seed"), PLAYOUTS, ids=PLAYOUT_IDS)
first_seed = pytest.mark.parametrize(("gid", "n", "key", "seed"), FIRST_PLAYOUTS, ids=FIRST_PLAYOUT_IDS)


def claim(text: str) -> int | None:
    """The points a preview says the move scores at once, or None when it says none."""
    m = CLAIM.match(text)
    if m is None:
        return None
    return int(m.group(2)) * (1 if m.group(1) == "+" else -1)


def positions(gid: str, n: int, key: tuple, seed: int) -> list[tuple[int, Any, int, list[Action]]]:
    """(index, state, player, legal actions) for every player due at the sampled positions of a play-out (every
    fourth, and the last before the end: ``tests/drawings.py``)."""
    po = playout(gid, n, key, seed)
    game = po.game
    out = []
    for i in sampled(gid, n, key, seed):
        state = po.states[i]
        for p in game.to_act(state):
            out.append((i, state, p, game.legal_actions(state, p)))
    return out


def own_points(game: Game, state: Any, p: int, action: Action) -> int:
    """How much ``p``'s score changes by the move itself: the step's own perform, before the flow runs on to the
    next decision (another player's character, the next investment)."""
    score = SCORE_IN_VIEW[game.id]
    new = game.copy(state)
    game.flow.decision(state).handlers[type(action)][1](new, p, action, [])
    return score(game.view(new, p)) - score(game.view(state, p))


@playouts
def test_every_legal_action_has_a_bilingual_preview_from_the_view_only(gid, n, key, seed):
    """A non-empty preview in both languages for every legal action; the same for every deal the player cannot tell
    apart; reading the view never changes it."""
    game = GAMES[gid]
    for i, state, p, legal in positions(gid, n, key, seed):
        view = game.view(state, p)
        kept = copy.deepcopy(view)
        others = [game.view(game.redeal_hidden(state, p, r), p) for r in REDEALS[:2]]
        for a in legal:
            where = f"{gid} {n}p seed {seed} state {i} player {p} {a!r}"
            text = game.preview(view, a)
            assert_text(text, f"{where}: preview")
            for other in others:
                assert game.preview(other, a) == text, f"{where}: the preview depends on something hidden"
        assert view == kept, f"{gid} state {i}: a preview changed the view it read"


@pytest.mark.parametrize(("gid", "n", "key", "seed"), [
    pytest.param(*case, id=pid) for case, pid in zip(PLAYOUTS, PLAYOUT_IDS, strict=True)])
def test_points_a_preview_states_are_the_points_the_move_scores(gid, n, key, seed):
    """Where a move changes the player's score by itself, the same in every deal the player cannot tell apart, the
    preview states those points (``+5``, ``−1``) first; a preview that states points is right in every such deal."""
    game = GAMES[gid]
    if gid not in SCORE_IN_VIEW:
        pytest.skip(f"{gid}'s view shows no score of its own")
    for i, state, p, legal in positions(gid, n, key, seed):
        view = game.view(state, p)
        redealt = [game.redeal_hidden(state, p, r) for r in REDEALS]
        for a in legal:
            where = f"{gid} {n}p seed {seed} state {i} player {p} {a!r}"
            text = game.preview(view, a)
            said = {lang: claim(text(lang)) for lang in LANGS}
            assert said["ja"] == said["en"], f"{where}: ja and en state different points: {text!r}"
            got = own_points(game, state, p, a)
            elsewhere = {own_points(game, other, p, a) for other in redealt}
            if said["en"] is not None:
                assert said["en"] == got and elsewhere == {got}, \
                    f"{where}: the preview says {said['en']:+d}, the move gives {got} (other deals: {elsewhere}): {text.en}"
            elif got and elsewhere == {got} and all(own_points(game, game.redeal_hidden(state, p, r), p, a) == got
                                                    for r in MORE_REDEALS):
                pytest.fail(f"{where}: the move scores {got:+d} for sure, but the preview does not say so: {text.en}")


@pytest.mark.parametrize("gid", sorted(SCORE_IN_VIEW))
def test_some_previews_state_points(gid):
    """The points check above is not empty: each game's play-outs offer moves whose preview states points."""
    found = [(a, claim(GAMES[gid].preview(GAMES[gid].view(s, p), a).en))
             for g, n, key, seed in PLAYOUTS if g == gid
             for _, s, p, legal in positions(g, n, key, seed) for a in legal]
    assert any(c is not None for _, c in found), f"no preview of {gid} states the points of a move"


def hover_of(fig: dict) -> dict[str, str]:
    """Board target key -> its hover text, tags and line breaks taken out."""
    targets = next(t for t in fig["data"] if t.get("name") == "targets")
    out = {}
    for key, hover in zip(targets["customdata"], targets["hovertext"], strict=True):
        if key:
            out[key] = html.unescape(re.sub(r"<[^>]+>", "", hover.replace("<br>", "")))
    return out


@first_seed
def test_board_targets_show_the_previews_of_their_legal_actions(gid, n, key, seed):
    """Pointing at a spot of the board that plays a legal action shows what that action would do (the board drawn as
    the table draws it: the targets of every try, the legal ones outlined)."""
    game = GAMES[gid]
    checked = 0
    for i, state, p, legal in positions(gid, n, key, seed):
        view = game.view(state, p)
        allowed = set(legal)
        for lang in LANGS:
            fig, clicks = drawn(gid, n, key, seed, i, p, lang)
            hovers = hover_of(fig)
            for k, actions in clicks.items():
                for a in actions:
                    if a in allowed:
                        want = game.preview(view, a)(lang)
                        assert want in hovers.get(k, ""), \
                            f"{gid} {n}p state {i}: target {k} ({a!r}) hides its preview {want!r}: {hovers.get(k)!r}"
                        checked += 1
    assert checked, f"no board target of {gid} {n}p plays a legal action in the play-out"


@first_seed
def test_the_narrow_board_offers_the_same_targets_and_final_scores(gid, n, key, seed):
    """The phone layout (widgets/boards/spec.py) is the same board: the same click targets with the same previews, and
    the same final-score items at the end."""
    end = len(playout(gid, n, key, seed).states) - 1
    for i, p in [*[(i, p) for i, _state, p, _legal in positions(gid, n, key, seed)[::3]], (end, 0)]:
        fig, _ = drawn(gid, n, key, seed, i, p, "ja")
        assert fig["narrow"]["below"] > 400, f"{gid}: a 400 px phone would not get the narrow board"
        narrow = {"data": fig["narrow"]["data"], "layout": fig["narrow"]["layout"]}
        assert hover_of(narrow) == hover_of(fig), f"{gid} {n}p state {i}: the narrow board's targets differ"
        finals = [[(t["meta"], [re.sub(r"font-size:[\d.]+px", "", s) for s in t["text"]]) for t in f["data"]
                   if "final_score" in (t.get("meta") or {})] for f in (fig, narrow)]  # a phone's fonts are larger
        assert sorted(map(str, finals[0])) == sorted(map(str, finals[1])), f"{gid} state {i}: final scores differ"
