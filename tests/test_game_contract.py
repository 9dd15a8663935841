"""What the contract declares instead of leaving to discovery: a game's module functions named once
(``Game.functions``), ``Action.label`` and ``place`` on the base, and the bot contract (``samples``, a kind's name)."""

from __future__ import annotations

import pytest

from kernel_games import GAMES
from kernel_games.core import Bot, Functions, Text, bot_kinds
from kernel_games.core.levels import LEVELS
from kernel_games.noli.actions import Ready, TakeRower
from kernel_games.vaalbara import VAALBARA, Vaalbara
from kernel_games.vaalbara import view as vaalbara_view

DELEGATED = ("view", "redeal_hidden", "invariants", "action_value", "preview", "tries", "num_players")


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_games_class_names_its_functions_once_and_the_base_calls_them(gid: str) -> None:
    game = GAMES[gid]
    written = [name for name in DELEGATED if name in vars(type(game))]
    assert not written, f"{gid} writes {written} itself: name the function in Functions instead"
    f = game.functions
    state = game.setup(game.min_players, 3)
    p = game.to_act(state)[0]
    assert game.view(state, p) == f.view(state, p, game.to_act(state)) and game.num_players(state) == game.min_players
    assert game.tries(state, p) == (f.tries(state, p) if f.tries else game.candidates(state, p))
    assert game.invariants(state) == f.invariants(state) == []
    view, legal = game.view(state, p), game.legal_actions(state, p)
    assert [game.action_value(view, a) for a in legal] == [f.action_value(view, a) for a in legal]
    assert [game.preview(view, a) for a in legal] == [f.preview(view, a) for a in legal]


def test_a_game_without_the_optional_functions_gets_the_bases_answers() -> None:
    class Plain(Vaalbara):
        functions = Functions(vaalbara_view.view, vaalbara_view.redeal_hidden)

    game = Plain()
    state = game.setup(3, 1)
    view, legal = game.view(state, 0), game.legal_actions(state, 0)
    assert view == VAALBARA.view(state, 0)
    assert game.invariants(state) == [] and {game.action_value(view, a) for a in legal} == {0.0}
    assert game.tries(state, 0) == game.candidates(state, 0)
    with pytest.raises(NotImplementedError):
        game.preview(view, legal[0])


def test_an_action_without_its_own_label_or_place_says_what_it_describes() -> None:
    view = GAMES["noli"].view(GAMES["noli"].setup(2, 1), 0)
    assert Ready().label(view) == Ready().describe() and Ready().place(view) == ()
    rower = TakeRower(1)
    assert rower.label(view) != rower.describe(), "a type that knows better names the faction from the view"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_bot_declares_its_name_and_whether_it_samples(gid: str) -> None:
    game = GAMES[gid]
    for kind in game.bots.values():
        assert isinstance(kind.name, Text) and Bot in kind.__mro__, "a bot subclasses the contract"
    for kind, bot in bot_kinds(game).items():
        assert Bot in type(bot).__mro__ and isinstance(bot.name, Text)
        assert bot.samples is (kind in LEVELS), f"{kind}: only the search levels sample"
