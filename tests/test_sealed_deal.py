"""The sealed deal stays sealed: a running game's save opens only with the record its deal was sealed with, and a
deal that came sealed from a file never shows its seed — not in the seed box, not on the end screen, not in the
finished game's save or its share link.

The hole this closes: a running game's save (``"seed": null`` and a sealed ``deal``), loaded on the same
installation with its moves removed, or as it was, then played out by bots, showed the original seed, and with it
every hand, draw and die of a game that may still be running elsewhere. Generic over every registered game whose
running saves seal their deal, read from the registry.
"""

from __future__ import annotations

import base64
import html
import json
import random
import re
from urllib.parse import parse_qs, urlsplit

import pytest

from kernel_games import GAMES
from kernel_games.core import GameError, Match, Replay, SaveError
from kernel_games.core import seeds as seeds_module
from kernel_games.core.seeds import DEAL_PREFIX
from tests.test_secrets import synced
from widgets.i18n import Language
from widgets.links import apply, build_query, decode_game, parse, share_link
from widgets.table import GameTable

SEED = 918273645501234567  # 18 digits: no page or file holds them by chance
SECRET = str(SEED)


def seals(gid: str) -> bool:
    """Whether a running game of ``gid`` is saved with its deal sealed."""
    game = GAMES[gid]
    return DEAL_PREFIX in json.loads(Match(game, game.min_players, seed=SEED).to_json()).get("deal", "")


SEALING = [gid for gid in sorted(GAMES) if seals(gid)]
sealing = pytest.mark.parametrize("gid", SEALING)


def test_every_game_with_hidden_information_or_chance_seals_its_running_saves():
    assert SEALING, "no registered game seals its deal: the tests below would prove nothing"
    assert SEALING == sorted(gid for gid, g in GAMES.items() if g.hidden_information or g.chance)


def running(gid: str, saved: int = 6) -> Match:
    """A running game of ``gid`` at its fewest players, dealt from ``SEED``, whose save holds ``saved`` moves."""
    game = GAMES[gid]
    m, rng = Match(game, game.min_players, seed=SEED), random.Random(gid)
    while len(m.steps) - m.face_down() < saved:
        p = m.to_act()[0]
        m.play(p, rng.choice(m.legal_actions(p)))
    assert not m.is_over()
    return m


def finish(m: Match, rng: random.Random) -> Match:
    while not m.is_over():
        p = m.to_act()[0]
        m.play(p, rng.choice(m.legal_actions(p)))
    return m


def refused(text: str, words: str) -> SaveError:
    with pytest.raises(SaveError) as info:
        Match.from_json(text)
    err = info.value
    assert words in err.text.en, err.text.en
    assert err.text.ja and err.text.ja != err.text.en and len(err.text.en) < 400
    return err


def tampered(gid: str, data: dict) -> dict[str, tuple[dict, str]]:
    """The same running save altered each way a person could, with the words of its refusal."""
    game, moves = GAMES[gid], data["actions"]
    out = {
        "every move removed": ({**data, "actions": []}, "moves were removed"),
        "the last move removed": ({**data, "actions": moves[:-1]}, "moves were removed"),
        "the first move removed": ({**data, "actions": moves[1:]}, "moves were removed"),
    }
    loaded = Match.from_json(json.dumps(data))
    p = loaded.to_act()[0]
    added = {"player": p, **loaded.legal_actions(p)[0].to_json()}
    out["a legal move added"] = ({**data, "actions": [*moves, added]}, "moves were added")
    # a move changed for another legal one (the file stays a legal game, only the seal can tell)
    replay = Match(game, loaded.num_players, loaded.seed, loaded.options)  # (prefix() is refused below the floor)
    for rec in loaded.steps[:-1]:
        replay.play(rec.player, rec.action)
    actor = loaded.steps[-1].player
    other = next((a for a in replay.legal_actions(actor) if a != loaded.steps[-1].action), None)
    if other is not None:
        changed = [*moves[:-1], {"player": actor, **other.to_json()}]
        out["the last move changed"] = ({**data, "actions": changed}, "not those its deal was sealed with")
    counts = [n for n in game.facts.player_counts if n != data["players"]]
    out["another player count"] = ({**data, "players": counts[0]}, "not those its deal was sealed with")
    for key, option in list(game.options.items())[:1]:  # the first option, where the game has one
        value = next(v for v in option.values if v != data["options"][key])
        out[f"option {key} changed"] = ({**data, "options": {**data["options"], key: value}},
                                        "not those its deal was sealed with")
    return out


# ---- the kernel: the seal is bound to the record ---------------------------------------------------------------------
@sealing
def test_a_running_games_save_opens_only_with_the_record_it_was_sealed_with(gid):
    """Moves removed (every one of them too), added or changed, another player count or options: each file is
    refused with its own bilingual reason, before anything is replayed."""
    data = json.loads(running(gid).to_json())
    assert data["seed"] is None and SECRET not in json.dumps(data)
    cases = tampered(gid, data)
    assert {"every move removed", "a legal move added", "the last move changed", "another player count"} <= set(cases)
    for name, (bad, words) in cases.items():
        err = refused(json.dumps(bad), words)
        assert SECRET not in str(err), name


@sealing
def test_the_honest_file_loads_plays_on_and_its_deal_stays_sealed_after_the_end(gid):
    original = running(gid)
    text = original.to_json()
    loaded = Match.from_json(text)
    assert [(s.player, s.action) for s in loaded.steps] == [(s.player, s.action) for s in original.steps[:len(loaded.steps)]]
    assert loaded.deal_sealed and loaded.floor == len(loaded.steps) == len(json.loads(text)["actions"])
    finish(loaded, random.Random(1))
    assert not loaded.seed_shown(), "a deal that came sealed from a file never shows its seed"
    done = loaded.to_json()
    data = json.loads(done)
    assert data["seed"] is None and data["deal"].startswith(DEAL_PREFIX) and SECRET not in done
    again = Match.from_json(done)
    assert again.is_over() and again.deal_sealed and not again.seed_shown()
    assert again.floor == loaded.floor, "the floor is the position first saved, not the finished record's end"
    assert again.view(0) == loaded.view(0)
    with_comment = {**data, "comments": [{"move": 0, "en": "a teacher's note"}]}
    assert Match.from_json(json.dumps(with_comment)).comment(0).en == "a teacher's note", "comments are not bound"


def test_a_game_dealt_here_still_shows_its_seed_once_it_is_over():
    gid = SEALING[0]
    m = finish(Match(GAMES[gid], GAMES[gid].min_players, seed=SEED), random.Random(2))
    assert m.seed_shown() and json.loads(m.to_json())["seed"] == SEED


@sealing
def test_a_deal_loaded_sealed_is_never_taken_back_or_played_on_before_where_it_was_saved(gid):
    """Undo and a replay's "Play on from here" would otherwise give what a file with moves removed gives."""
    loaded = Match.from_json(running(gid).to_json())
    floor = loaded.floor
    assert not loaded.can_undo() and loaded.undo() is None and loaded.takeback(None, []) == 0
    assert loaded.takeback(loaded.steps[-1].player, [loaded.steps[-1].player]) == 0
    p = loaded.to_act()[0]
    loaded.play(p, loaded.legal_actions(p)[0])
    assert loaded.takeback(None, []) == 1 and loaded.undo() is not None and loaded.undo() is None
    assert len(loaded.steps) == floor
    with pytest.raises(GameError) as info:
        loaded.prefix(floor - 1)
    assert f"move {floor}" in info.value.text.en and info.value.text.ja
    record = Replay(loaded.to_json())
    assert record.match.floor == floor
    with pytest.raises(GameError):
        record.prefix_json(0)
    assert len(Match.from_json(record.prefix_json(floor)).steps) == floor


def test_a_running_save_of_an_earlier_version_is_refused_with_the_reason(monkeypatch):
    """The old seal ("k1.") was bound to the game only: its moves cannot be trusted, so it opens no more."""
    data = json.loads(running(SEALING[0]).to_json())
    data["deal"] = "k1." + base64.urlsafe_b64encode(bytes(36)).decode()
    err = refused(json.dumps(data), "earlier version")
    assert "finished game's save still opens" in err.text.en


@pytest.mark.parametrize("deal", ["k2." + "A" * 1_000_000, "k2.!!", 42, None, ["k2."], "k2." + "A" * 76])
def test_a_damaged_or_huge_sealed_deal_is_refused_as_damaged(deal):
    data = json.loads(running(SEALING[0]).to_json())
    refused(json.dumps({**data, "deal": deal}), "sealed deal is damaged")


def test_a_sealed_deal_opens_only_on_the_installation_that_sealed_it(tmp_path, monkeypatch):
    text = running(SEALING[0]).to_json()
    monkeypatch.setattr(seeds_module, "_KEY", None)
    monkeypatch.setenv("KERNEL_GAMES_KEY_FILE", str(tmp_path / "other.key"))
    refused(text, "saved elsewhere")


# ---- the table ------------------------------------------------------------------------------------------------------
def table(gid: str, seats: list[str] | None = None, lang: str = "en") -> GameTable:
    game = GAMES[gid]
    n = game.min_players
    return GameTable(game, players=n, seats=seats or ["human"] * n, seed=5, bot_delay=0, language=Language(lang=lang))


def saved_at_the_table(gid: str) -> str:
    """A running game played at a table (a human and bots), saved there."""
    game = GAMES[gid]
    t = GameTable(game, players=game.min_players, seats=["human"] + ["random"] * (game.min_players - 1), seed=SEED,
                  bot_delay=0, language=Language(lang="en"))
    rng = random.Random(gid)
    while len(t.match.steps) - t.match.face_down() < 6:
        t.play(rng.choice(t.match.legal_actions(t.acting_human())))
    text = t.save()
    assert not t.match.is_over() and SECRET not in text and SECRET not in json.dumps(synced(t))
    t.close()
    return text


def bots_finish(t: GameTable) -> None:
    """Every seat set to a bot, and the bots let play to the end."""
    for box in t.seat_boxes:
        if not box.disabled:
            box.value = "greedy"
    t.autoplay.value = False
    t.autoplay.value = True  # the bots play on (at once: no delay)
    assert t.match.is_over()


def link_of(t: GameTable) -> dict:
    """The save file the table's share link carries."""
    href = html.unescape(re.search(r'class="kg-share" href="([^"]+)"', t.download.value).group(1))
    return json.loads(decode_game(parse_qs(urlsplit(href).query)["game"][0]))


def assert_sealed_to_the_end(t: GameTable) -> None:
    """The finished game shows no seed anywhere: seed box, page, end screen, its save, its share link; and says why."""
    assert t.match.is_over() and t.match.deal_sealed
    assert t.seed_box.value == "" and t.seed_box.placeholder == "sealed: loaded mid-game"
    assert t.replay_button.disabled, "the deal cannot be dealt again: the box is empty"
    assert "its deal stays sealed" in t.status.value and "seed is not shown" in t.status.value
    saved = t.save()
    data = json.loads(saved)
    assert data["seed"] is None and data["deal"].startswith(DEAL_PREFIX) and SECRET not in saved
    assert link_of(t)["seed"] is None and link_of(t)["deal"].startswith(DEAL_PREFIX)
    assert SECRET not in json.dumps(synced(t)), "the seed is somewhere on the page"
    t.language.lang = "ja"
    assert "封印されたまま" in t.status.value and SECRET not in json.dumps(synced(t))
    assert Match.from_json(saved).is_over(), "the finished game's save opens here"


@sealing
def test_a_game_loaded_at_the_table_and_finished_by_bots_never_shows_its_seed(gid):
    text = saved_at_the_table(gid)
    t = table(gid)
    assert t.load(text) and t.match.deal_sealed
    assert "Its deal is sealed" in t.message.value
    t.confirm_viewer()  # the pass screen (every seat is human): the next player has the device
    assert t.history.undo_button.disabled and "cannot go back before" in t.undo_blocked().en
    bots_finish(t)
    assert_sealed_to_the_end(t)
    t.close()


@sealing
def test_the_table_refuses_a_tampered_save_and_keeps_its_game(gid):
    data = json.loads(saved_at_the_table(gid))
    t = table(gid)
    before = t.match, list(t.match.steps), t.match.view(None)
    for name, (bad, words) in tampered(gid, data).items():
        assert not t.load(json.dumps(bad)), name
        assert words in html.unescape(t.message.value), name
        assert (t.match, list(t.match.steps), t.match.view(None)) == before, f"{name}: the game changed"
    assert t.load(json.dumps(data)) and t.match.deal_sealed, "the honest file still loads"
    t.confirm_viewer()
    p = t.acting_human()
    assert p is not None and t.play(t.match.legal_actions(p)[0]), "and plays on"
    t.close()


# ---- links ------------------------------------------------------------------------------------------------------------
@sealing
def test_a_game_link_of_a_running_game_keeps_its_deal_sealed_to_the_end(gid):
    href = share_link(running(gid), "en")
    assert SECRET not in json.dumps(json.loads(decode_game(parse_qs(urlsplit(href).query)["game"][0])))
    t = table(gid, lang="en")
    assert apply(parse(urlsplit(href).query), t.language, table=t) == []
    assert t.match.deal_sealed and "Its deal is sealed" in t.message.value
    bots_finish(t)
    assert_sealed_to_the_end(t)
    t.close()


@sealing
def test_a_game_link_with_its_moves_removed_or_its_players_changed_is_refused(gid):
    data = json.loads(running(gid).to_json())
    cases = tampered(gid, data)
    t = table(gid, lang="en")
    before = t.match, list(t.match.steps)
    for name in ("every move removed", "another player count"):
        bad, words = cases[name]
        apply(parse(build_query(game=json.dumps(bad))), t.language, table=t)
        assert words in html.unescape(t.message.value), name
        assert (t.match, list(t.match.steps)) == before, f"{name}: the game changed"
    apply(parse(build_query(game=json.dumps(data))), t.language, table=t)
    assert t.match.deal_sealed and len(t.match.steps) == len(data["actions"]), "the honest link still opens"
    t.close()


@sealing
def test_a_replay_of_a_sealed_record_plays_on_only_from_where_it_was_saved(gid):
    from widgets.replay import ReplayViewer

    got: list[str] = []
    record = running(gid).to_json()
    v = ReplayViewer(GAMES[gid], record, language=Language(lang="en"), on_play_on=got.append)
    floor = v.replay.match.floor
    v.go(0)
    assert v.play_on_button.disabled and f"(move {floor}) on" in html.unescape(v.status.value)
    v.play_on()
    assert not got and "play can go on only from" in html.unescape(v.message.value)
    v.go(floor)
    assert not v.play_on_button.disabled and "(move" not in html.unescape(v.status.value)
    v.play_on_button.click()
    assert len(got) == 1 and len(Match.from_json(got[0]).steps) == floor
    v.close()
