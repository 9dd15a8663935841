"""Seats the rules play (``Game.automata``: Buru's Lawan) on the table: shown as "Run by the rules", never to be
changed, never counted as a person (no pass screen for them, never a bot's to move); they follow the set-up bar's
options at once; a set-up that does not go together is explained and changes nothing."""

from __future__ import annotations

import random
import re

from kernel_games import GAMES
from kernel_games.buru import BURU
from widgets.i18n import Language
from widgets.seats import AUTOMATON, HUMAN
from widgets.table import GameTable


def table(players: int, seats: list[str], lawan: int, lang: str = "en", seed: int = 5) -> GameTable:
    language = Language()
    language.lang = lang
    return GameTable(BURU, players=players, seats=seats, seed=seed, options={"lawan": lawan}, bot_delay=0,
                     language=language)


def shown(t: GameTable) -> list[tuple[str, str, bool, list[str]]]:
    """Each seat as the page shows it: its name, the kind shown, whether it can be changed, the kinds offered."""
    return [(d.description, d.label, d.disabled, [label for label, _ in d.options]) for d in t.seat_boxes]


def test_a_lawan_seat_is_run_by_the_rules_and_cannot_be_changed() -> None:
    t = table(3, ["human", "planner", "greedy"], lawan=2)
    assert t.match.state.automata == (1, 2)
    kinds = ["Human", "Bot (random)", "Bot (greedy)", "Bot (Planner)", "Bot (search 1: 40 playouts, default)",
             "Bot (search 2: 160 playouts)", "Bot (search 3: 160 playouts, greedy play-outs)"]
    assert shown(t) == [("Red", "Human", False, kinds),
                        ("Blue (Lawan A)", "Run by the rules", True, ["Run by the rules"]),
                        ("Green (Lawan B)", "Run by the rules", True, ["Run by the rules"])]
    assert t.seats == ["human", AUTOMATON, AUTOMATON]
    assert t.seating.humans() == [0] and t.humans() == [0]
    t.language.lang = "ja"
    assert [(d.description, d.label) for d in t.seat_boxes][1:] == [("青（ラワンA）", "ルールが動かす"),
                                                                 ("緑（ラワンB）", "ルールが動かす")]
    t.close()


def test_other_games_have_no_seat_run_by_the_rules() -> None:
    for gid in sorted(GAMES):
        game = GAMES[gid]
        n = min(max(3, game.min_players), game.max_players)
        t = GameTable(game, players=n, seed=1, bot_delay=0, language=Language())
        assert AUTOMATON not in t.seats and not any(d.disabled for d in t.seat_boxes), gid
        t.close()


def test_the_seats_follow_the_lawan_option_at_once_and_get_their_kinds_back() -> None:
    t = table(4, ["human", "human", "random", "planner"], lawan=0)
    box = t.option_boxes["lawan"]
    box.value = 2  # not started yet: the seats already show the Lawan
    assert t.seats == ["human", "human", AUTOMATON, AUTOMATON]
    assert [d.description for d in t.seat_boxes] == ["Red", "Blue", "Green (Lawan A)", "Yellow (Lawan B)"]
    assert t.seating.humans() == [0, 1]
    box.value = 1
    assert t.seats == ["human", "human", "random", AUTOMATON]
    box.value = 0  # each seat the rules let go of shows the kind chosen for it before
    assert t.seats == ["human", "human", "random", "planner"] and not any(d.disabled for d in t.seat_boxes)
    box.value = 2
    t.new_game()
    assert t.match.state.automata == (2, 3) and t.seats == ["human", "human", AUTOMATON, AUTOMATON]
    t.close()


def test_the_running_game_goes_on_while_the_next_ones_seats_are_prepared() -> None:
    """You against two bots; the Lawan option set to 2 before pressing New game: the seats show the Lawan, but in the
    game still running the bots of seats 1 and 2 keep playing."""
    t = table(3, ["human", "greedy", "greedy"], lawan=0)
    t.option_boxes["lawan"].value = 2
    assert t.seats == ["human", AUTOMATON, AUTOMATON]
    rng = random.Random(1)
    for _ in range(12):
        assert t.acting_human() == 0, "the bots did not play their turns"
        t.play(rng.choice(t.match.legal_actions(0)))
    assert {s.player for s in t.match.steps} == {0, 1, 2}
    t.close()


def test_a_lawan_is_never_due_nor_a_person_for_the_pass_screen() -> None:
    """Two people and one Lawan at four seats: the pass screen comes between the two people only; the Lawan's seat
    never acts through the table (the rules play it inside each move)."""
    t = table(4, ["human", "human", "greedy", "greedy"], lawan=1, seed=2)
    assert t.humans() == [0, 1] and t.seats[3] == AUTOMATON
    rng = random.Random(2)
    asked = set()
    for _ in range(80):
        if t.match.is_over():
            break
        assert 3 not in t.match.to_act() and 3 not in t.runner.due()
        if t.needs_pass_screen():
            asked.add(t.viewer())
            t.confirm_viewer()
            continue
        p = t.acting_human()
        assert p in (0, 1)
        t.play(rng.choice(t.match.legal_actions(p)))
    assert asked == {0, 1}
    assert {s.player for s in t.match.steps} == {0, 1, 2}  # the bot played; the Lawan made no move of its own
    t.close()


def test_one_person_against_two_lawan_never_sees_a_pass_screen() -> None:
    t = table(3, ["human", "human", "human"], lawan=2)
    assert t.humans() == [0]
    rng = random.Random(4)
    for _ in range(40):
        assert not t.needs_pass_screen() and t.acting_human() == 0
        t.play(rng.choice(t.match.legal_actions(0)))
    t.close()


def test_two_seats_and_two_lawan_is_explained_and_changes_nothing() -> None:
    for lang, words in (("en", "with 2 Lawan, choose at least 3 seats"), ("ja", "ラワン2人なら、席は3つ以上にします")):
        t = table(3, ["human", "greedy", "greedy"], lawan=0, lang=lang)
        t.play(t.match.legal_actions(0)[0])
        match, steps = t.match, list(t.match.steps)
        t.players.value = 2
        t.option_boxes["lawan"].value = 2
        t.new_game()
        message = re.sub(r"<[^>]+>", "", t.message.value)
        assert words in message and "went wrong" not in message and "内部エラー" not in message
        assert t.match is match and t.match.steps == steps and t.match.num_players == 3
        t.seed_box.value = "12345"
        t.replay()
        assert words in re.sub(r"<[^>]+>", "", t.message.value) and t.match is match
        t.players.value = 3  # a count that goes with two Lawan: the next game starts
        t.new_game()
        assert t.match is not match and t.match.state.automata == (1, 2) and t.seats == [HUMAN, AUTOMATON, AUTOMATON]
        t.close()
