"""Noli's board and bid draft without a browser: every phase draws in both languages, board spots play the decisions,
the draft submits its bids at once (all or none), the walkthrough accepts a bid from the draft, the live regatta's
bots row together, and the table's set-up labels follow the language."""

from __future__ import annotations

import random

import pytest

from kernel_games.core import Match, bot_kinds
from kernel_games.noli import NOLI
from kernel_games.noli.actions import RaidTower, Ready, ResolveSymbol, Roll, SetBid, TakeRower, Wreck
from kernel_games.noli.lessons import raid_target, wreck
from kernel_games.noli.narration import CARD_TEXT
from kernel_games.noli.scenes import fresh, place
from widgets.boards import board_for
from widgets.boards.noli.look import story
from widgets.i18n import Language
from widgets.lesson import Walkthrough
from widgets.table import GameTable

G = NOLI
BOARD = board_for("noli")


def _words(fig: dict) -> str:
    return "\n".join(map(str, fig["data"][0]["text"]))


def _play_until(m: Match, stop, rng: random.Random, limit: int = 2000) -> None:
    bot = bot_kinds(G)["greedy"]
    for _ in range(limit):
        if m.is_over() or stop(m):
            return
        p = m.to_act()[0]
        m.play(p, bot.choose(m.view(p), m.legal_actions(p), rng))


def _figure(m: Match, p, lang="ja") -> tuple[dict, dict]:
    tries = G.candidates(m.state, p) if p is not None and p in m.to_act() else []
    legal = set(m.legal_actions(p)) if tries else set()
    return BOARD.figure(m.view(p), lang, tries, legal)


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("mode", ["simulated", "live"])
def test_every_phase_draws_in_both_languages_and_every_spot_is_a_candidate(n: int, mode: str) -> None:
    m = Match(G, n, 3, {"regatta": mode})
    rng = random.Random(n)
    bot = bot_kinds(G)["greedy"]
    seen = set()
    for _ in range(400):
        if m.is_over():
            break
        for viewer in (m.to_act()[0], None):
            fig, click = _figure(m, viewer, "en")
            ja, _ = _figure(m, viewer, "ja")
            assert _words(fig) != _words(ja)
            legal = set(m.legal_actions(viewer)) if viewer is not None and viewer in m.to_act() else set()
            cands = set(G.candidates(m.state, viewer)) if legal else set()
            for key, actions in click.items():
                assert key and set(actions) <= cands, key
            assert BOARD.text(m.view(viewer), "ja") and BOARD.text(m.view(viewer), "en")
        seen.add(m.state.phase)
        p = m.to_act()[0]
        m.play(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    assert {"investment", "development"} <= seen


def test_secret_bids_are_not_drawn_for_others() -> None:
    four, _ = G.apply(fresh(), 1, SetBid("mason", 4))
    six, _ = G.apply(fresh(), 1, SetBid("mason", 6))
    for viewer in (0, None):
        assert BOARD.figure(G.view(four, viewer), "en", [], set())[0] == BOARD.figure(G.view(six, viewer), "en", [], set())[0], \
            "Burgu's hidden bid shown"
    assert BOARD.figure(G.view(four, 1), "en", [], set())[0] != BOARD.figure(G.view(six, 1), "en", [], set())[0]


def test_the_last_round_story_stays_on_the_board() -> None:
    m = Match(G, 4, 5)
    _play_until(m, lambda m: m.state.round >= 2, random.Random(2))
    rec = story(m.view(0))
    assert rec is not None and rec["past"] and rec["finish"] and rec["draws"]
    words = _words(_figure(m, 0)[0])
    assert "ラウンド1の結果" in words and "前回の入札" in words
    for area, (_p, cards) in rec["draws"].items():
        assert CARD_TEXT[cards[0]].ja.split("（")[0] in words, area


def test_symbols_are_clickable_in_any_order_and_explained() -> None:
    lessons = {ls.key: ls for ls in G.lessons()}
    s = lessons["fishing"].scenario()
    view = G.view(s, 0)
    tries = G.candidates(s, 0)
    fig, click = BOARD.figure(view, "en", tries, set(G.legal_actions(s, 0)))
    symbol_keys = [k for k in click if k.startswith("sym:")]
    assert len(symbol_keys) == len([a for a in tries if isinstance(a, ResolveSymbol)]) >= 2
    hover = fig["data"][1]["hovertext"][fig["data"][1]["customdata"].index(symbol_keys[0])]
    assert "<b>" in hover and ("Raid" in hover or "Wall" in hover or "coin" in hover.lower())


@pytest.mark.parametrize(("scenario", "kind", "prefix"), [(raid_target, RaidTower, "tower:"), (wreck, Wreck, "boats:")])
def test_targets_are_chosen_on_the_board(scenario, kind, prefix: str) -> None:
    s = scenario()
    tries = G.candidates(s, 0)
    _, click = BOARD.figure(G.view(s, 0), "ja", tries, set(G.legal_actions(s, 0)))
    keys = [k for k in click if k.startswith(prefix)]
    assert keys and all(type(click[k][0]) is kind for k in keys)


def test_take_rower_and_roll_are_board_spots() -> None:
    s = place(fresh(), rowers=[0, 3, 1, 2])
    for p in (1, 2, 3):
        s, _ = G.apply(s, p, Ready())
    s, _ = G.apply(s, 0, SetBid("rower", 1))
    s, _ = G.apply(s, 0, Ready())
    _, click = BOARD.figure(G.view(s, 0), "ja", G.candidates(s, 0), set(G.legal_actions(s, 0)))
    assert {k for k in click if k.startswith("rowers:")} == {"rowers:1", "rowers:2", "rowers:3"}
    assert all(type(click[k][0]) is TakeRower for k in click if k.startswith("rowers:"))
    live = fresh(mode="live")
    for p in range(4):
        live, _ = G.apply(live, p, Ready())
    _, click = BOARD.figure(G.view(live, 0), "ja", G.candidates(live, 0), set(G.legal_actions(live, 0)))
    assert click.get("dice:0") == [Roll()]


def _draft(t) -> tuple[dict, object, object]:
    box = t.actions.children[0]
    sliders = {s.description.split("（")[0].split(" (")[0]: s for s in box.children if type(s).__name__ == "IntSlider"}
    row = box.children[-1]
    return sliders, row.children[0], row.children[1]


def test_table_bid_draft_is_clamped_and_submitted_at_once() -> None:
    t = GameTable(G, players=4, seats=["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0, language=Language())
    assert not any(getattr(b, "description", "").startswith(("廷臣に", "入札完了")) for b in t.actions.children), \
        "no bid buttons beside the draft"
    sliders, left, button = _draft(t)
    assert list(sliders) == ["廷臣", "漕ぎ手", "船大工", "石工"] and all(s.max == 7 for s in sliders.values())
    sliders["石工"].value = 5
    sliders["廷臣"].value = 4
    assert sliders["廷臣"].value == 2, "the draft never exceeds the bank"
    assert "0コイン" in left.value
    button.click()
    bids = [e for e in t.match.events(0) if e.rule == "noli.invest.bid"]
    assert [e.text.en for e in bids] == ["You bid 2 on the Courtier (bank: 5).", "You bid 5 on the Mason (bank: 0)."]
    assert t.match.state.round == 2 or t.match.state.phase != "investment"


def test_an_illegal_submission_changes_nothing() -> None:
    t = GameTable(G, players=4, seats=["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0, language=Language())
    before = len(t.match.steps)
    assert not t.play_all([SetBid("mason", 2), SetBid("mason", 1), Ready()])
    assert len(t.match.steps) == before, "all or none"
    assert "noli.invest.bid" in t.message.value


def test_walkthrough_takes_the_bid_from_the_draft_then_ready() -> None:
    w = Walkthrough(G, language=Language())
    w.go([ls.key for ls in w.lessons].index("bid"))
    sliders, _, button = _draft(w)
    sliders["廷臣"].value = 2
    button.click()
    assert not w.solved and "kg-msg-note" in w.message.value, "legal but off the task (the Mason): a neutral note"
    sliders["石工"].value = 3
    button.click()
    assert w.solved and "kg-msg-ok" in w.message.value
    assert any(e.rule == "noli.invest.ready" for e in w.events)


def test_bots_in_a_live_regatta_each_roll_once_a_step() -> None:
    t = GameTable(G, players=4, seats=["human", "greedy", "greedy", "greedy"], seed=9, bot_delay=0,
                  options={"regatta": "live"}, language=Language())
    t.autoplay.value = False
    t.play_all([Ready()])
    while t.match.state.phase == "development":  # a bot may have a double up to decide
        assert t.bot_step()
    assert t.match.state.phase == "regatta" and not any(t.match.state.rolls)
    assert t.bot_step()
    assert t.match.state.rolls[1:] == (1, 1, 1), "every bot still rowing rolled once"
    assert t.match.state.rolls[0] == 0
    t.play(Roll())
    assert t.match.state.rolls[0] == 1


def test_option_labels_and_seat_names_follow_the_language() -> None:
    lang = Language()
    t = GameTable(G, players=3, seed=1, bot_delay=0, language=lang)
    box = t.option_boxes["regatta"]
    assert [label for label, _ in box.options][0].startswith("自動")
    assert [d.description for d in t.seat_boxes] == ["マイナ", "ブルグ", "シアッサ"]
    box.value = "live"
    lang.lang = "en"
    assert box.value == "live" and [label for label, _ in box.options] == ["Simulated (dice roll by themselves)",
                                                                           "Live (roll your own dice)"]
    assert [d.description for d in t.seat_boxes] == ["Màina", "Burgu", "Ciassa"]


def test_data_note_is_tagged_reconstructed() -> None:
    for lang, word in (("ja", "再構成"), ("en", "reconstructed")):
        page = BOARD.data_html(lang)
        assert word in page and page.count("<td") > 20


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_bid_of_nothing_at_all_asks_for_a_second_press(lang: str) -> None:
    """0/0/0/0 is legal (the seed lets a faction bid nothing) but is more often a press too soon: the first press
    asks, in the page's language, and plays nothing; "yes, bid nothing" plays it; moving a slider stops asking."""
    language = Language()
    language.lang = lang
    t = GameTable(G, players=4, seats=["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0, language=language)
    sliders, _, button = _draft(t)
    note = t.actions.children[0].children[-1].children[2]
    moves = len(t.match.steps)
    button.click()
    assert len(t.match.steps) == moves, "the first press on 0/0/0/0 plays nothing"
    assert button.description == {"ja": "はい、何も入札しません", "en": "Yes, bid nothing"}[lang]
    assert ("0コイン" if lang == "ja" else "0 coins") in note.value
    next(iter(sliders.values())).value = 1  # the learner meant to bid after all
    next(iter(sliders.values())).value = 0
    assert note.value == "" and button.description == {"ja": "入札する", "en": "Place bids"}[lang], "asks afresh"
    button.click()
    assert len(t.match.steps) == moves, "back at 0/0/0/0 after a change: it asks again"
    button.click()
    assert [e.rule for e in t.match.events(0)].count("noli.invest.ready") >= 1, "the second press bids nothing"
    assert not [e for e in t.match.events(0) if e.rule == "noli.invest.bid"]
