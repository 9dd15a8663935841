"""Save files and seeds: every game's record is bounded, bad files get a specific bilingual message, seeds are sealed.

Generic over ``kernel_games.GAMES``; the corruptions of ``test_conformance.py`` are the other half.
"""

from __future__ import annotations

import json
import random

import pytest

from kernel_games import GAMES
from kernel_games.core import FormatError, IllegalAction, Match, RandomBot, SaveError, play_out
from kernel_games.core import seeds as seeds_module
from kernel_games.core.match import MAX_SAVE_BYTES
from kernel_games.core.seeds import MAX_SEED, Deal, parse_seed, seal, seal_text, unseal, unseal_text
from tests.rule_checks import assert_text

games = pytest.mark.parametrize("gid", sorted(GAMES))


def stalled(gid: str, moves: int) -> Match:
    """A match of ``moves`` moves played by always taking the first legal action (or fewer if the game ends)."""
    game = GAMES[gid]
    m = Match(game, game.max_players, seed=3)
    while not m.is_over() and len(m.steps) < min(moves, m.limit):
        p = m.to_act()[0]
        m.play(p, m.legal_actions(p)[0])
    return m


def save_error(text, what: str) -> SaveError:
    with pytest.raises(SaveError) as info:
        Match.from_json(text)
    assert_text(info.value.text, what)
    return info.value


# ---- the length of a game -------------------------------------------------------------------------------------------
@games
def test_random_games_stay_within_the_games_declared_length(gid):
    """core.game.length: the bound each game declares is above every game its bots play."""
    game = GAMES[gid]
    for n in game.facts.player_counts:
        for seed in range(20):
            _, steps = play_out(game, game.setup(n, seed), {p: RandomBot() for p in range(n)}, random.Random(seed))
            assert steps <= game.max_moves(n, game.resolve_options(n, None)), f"{gid} {n}p seed {seed}: {steps} moves"


@games
def test_a_match_refuses_a_move_beyond_its_length_and_a_longer_save(gid):
    """core.game.length: at the cap the next move is refused and changes nothing; a longer record is refused before
    it is replayed, saying how long a game may be."""
    m = stalled(gid, 10)
    m.limit = len(m.steps)  # the cap reached (Noli reaches its real cap by stalling; see bench/load_bench.py)
    p = m.to_act()[0]
    before = len(m.steps), m.view(None)
    with pytest.raises(IllegalAction) as info:
        m.play(p, m.legal_actions(p)[0])
    assert info.value.rule == "core.game.length"
    assert (len(m.steps), m.view(None)) == before
    m = stalled(gid, 10)
    data = json.loads(m.to_json())
    limit = GAMES[gid].max_moves(data["players"], data["options"])
    moves = [{"player": s.player, **s.action.to_json()} for s in m.steps]
    data["actions"] = moves * (limit // len(moves) + 1)
    err = save_error(json.dumps(data), f"{gid}: too long")
    assert str(limit) in err.text.en and str(len(data["actions"])) in err.text.en


def test_a_noli_game_in_which_nobody_bids_stops_at_its_cap_and_its_save_still_loads():
    """core.game.length: the rules let Noli's rounds repeat for ever when nobody bids (bids of 0 change nothing);
    the record stops at the cap, and its save (without the face-down bids still hidden) loads."""
    m = stalled("noli", 10**6)
    assert not m.is_over() and len(m.steps) == m.limit == GAMES["noli"].max_moves(4, m.options)
    text = m.to_json()
    assert len(text.encode()) < MAX_SAVE_BYTES
    assert len(Match.from_json(text).steps) == m.limit - m.face_down()


# ---- messages -----------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def saved() -> dict:
    return json.loads(stalled("vaalbara", 12).to_json())


@pytest.mark.parametrize(("change", "words"), [
    ({"version": "1"}, "version must be a whole number, not '1'"),
    ({"players": "3"}, "players must be a whole number, not '3'"),
    ({"seed": "abc"}, "seed is a whole number from 0"),
    ({"seed": -5}, "seed is a whole number from 0"),
    ({"seed": True}, "not True"),
    ({"seed": 10**18}, "seed is a whole number from 0"),
    ({"game": "x" * 1_000_000}, "not for this page's game"),
])
def test_each_bad_field_of_a_save_gets_its_own_short_message(saved, change, words):
    data = {k: v for k, v in {**saved, **change}.items() if not (k == "deal" and "seed" in change)}
    err = save_error(json.dumps(data), f"{change}")
    assert words in err.text.en, err.text.en
    assert len(err.text.en) < 400 and len(err.text.ja) < 400, "the message echoes the file without a limit"
    assert "this program reads version 1" not in err.text.en


def test_a_save_with_a_byte_order_mark_loads(saved):
    text = json.dumps(saved)
    for bom in ("\ufeff" + text, b"\xef\xbb\xbf" + text.encode()):
        assert len(Match.from_json(bom).steps) == len(saved["actions"])


def test_a_save_larger_than_the_cap_is_refused_before_it_is_read():
    err = save_error("{" + " " * (MAX_SAVE_BYTES + 1) + "}", "too large")
    assert "too large" in err.text.en and "2 MB" in err.text.en


# ---- seeds --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("typed", "words"), [
    ("--5", "digits 0–9 only"), ("²", "digits 0–9 only"), ("abc", "digits 0–9 only"), ("1e5", "digits 0–9 only"),
    ("9" * 5000, "too long (5000 digits)"), ("-5", "cannot be negative"),
])
def test_a_mistyped_seed_says_what_is_wrong(typed, words):
    with pytest.raises(FormatError) as info:
        parse_seed(typed)
    assert words in info.value.text.en and info.value.text.ja
    assert len(info.value.text.en) < 200


def test_seeds_typed_in_are_read():
    assert parse_seed("") is None and parse_seed("  ") is None
    assert parse_seed(" 42 ") == 42 and parse_seed("４２") == 42 and parse_seed(str(MAX_SEED)) == MAX_SEED


def test_a_sealed_seed_opens_only_with_this_installations_key_and_its_record(tmp_path, monkeypatch):
    record = b"the record's digest"
    token = seal(123456789, "noli", record, 10, 4)
    assert "123456789" not in token and unseal(token, "noli", record, 10) == Deal(123456789, 4)
    assert seal(123456789, "noli", record, 10, 4) != token, "the same seed sealed twice must not look the same"
    for game, other, moves, words in [("vaalbara", record, 10, "saved elsewhere"),  # sealed for another game
                                      ("noli", b"another record", 10, "not those its deal was sealed with"),
                                      ("noli", record, 9, "removed"), ("noli", record, 11, "added")]:
        with pytest.raises(FormatError) as info:
            unseal(token, game, other, moves)
        assert words in info.value.text.en
    with pytest.raises(FormatError):
        unseal(token[:-2] + ("A" if token[-2] != "A" else "B") + token[-1], "noli", record, 10)  # altered
    with pytest.raises(ValueError):
        seal(1, "noli", record, 3, 4)  # a floor past the record's end
    monkeypatch.setattr(seeds_module, "_KEY", None)
    monkeypatch.setenv("KERNEL_GAMES_KEY_FILE", str(tmp_path / "other.key"))
    with pytest.raises(FormatError) as info:
        unseal(token, "noli", record, 10)
    assert "Load it there" in info.value.text.en


SEALING = sorted(gid for gid, g in GAMES.items() if any(s.sealed for ph in g.flow.phases.values() for s in ph.steps))


def test_some_game_seals_its_face_down_moves():
    assert "buru" in SEALING  # its explorers are bid face down and stay so until their area is revealed


@pytest.mark.parametrize("gid", SEALING)
def test_face_down_moves_are_sealed_in_a_running_games_save_and_plain_once_it_is_over(gid):
    """A face-down choice (Step.sealed) is never written in plain while the game runs: the file opens here with
    the game as it was, and an altered sealed move is refused (the deal is sealed with the moves as written)."""
    game = GAMES[gid]
    m, rng = Match(game, 3, seed=11), random.Random(2)
    for _ in range(12):
        p = m.to_act()[0]
        m.play(p, rng.choice(m.legal_actions(p)))
    data = json.loads(m.to_json())
    sealed = [rec for rec in data["actions"] if "sealed" in rec]
    assert sealed and all(set(rec) == {"player", "sealed"} for rec in sealed)
    back = Match.from_json(m.to_json())
    assert [s.action for s in back.steps] == [s.action for s in m.steps]
    token = sealed[0]["sealed"]
    sealed[0]["sealed"] = token[:-3] + ("A" if token[-3] != "A" else "B") + token[-2:]
    with pytest.raises(SaveError) as info:
        Match.from_json(json.dumps(data))
    assert "not those its deal was sealed with" in info.value.text.en
    finished = Match(game, 3, seed=11)
    for step in range(10**5):
        if finished.is_over():
            break
        p = finished.to_act()[0]
        finished.play(p, random.Random(step).choice(finished.legal_actions(p)))
    assert not any("sealed" in rec for rec in json.loads(finished.to_json())["actions"])


def test_sealed_text_opens_only_for_its_game_and_unaltered():
    token = seal_text('{"type": "Place", "area": 2, "power": 5}', "buru")
    assert "Place" not in token and unseal_text(token, "buru").endswith("5}")
    with pytest.raises(FormatError):
        unseal_text(token, "noli")
    with pytest.raises(FormatError):
        unseal_text("m1." + "A" * 5000, "buru")


def test_a_running_games_save_holds_no_seed_and_a_finished_ones_does():
    game = GAMES["vaalbara"]
    running = Match(game, 3, seed=987654321)
    assert "987654321" not in running.to_json() and json.loads(running.to_json())["seed"] is None
    assert Match.from_json(running.to_json()).seed == 987654321
    done = stalled("vaalbara", 10**6)
    assert done.is_over() and json.loads(done.to_json())["seed"] == done.seed


@pytest.mark.parametrize("field", ["players", "options"])
def test_a_huge_value_in_the_set_up_is_quoted_short(saved, field):
    """The message quotes at most a few dozen characters of what the file holds."""
    data = {**saved, field: "x" * 1_000_000} if field == "players" else {**saved, "options": {"x" * 1_000_000: 1}}
    err = save_error(json.dumps(data), field)
    assert len(err.text.en) < 400 and len(err.text.ja) < 400
