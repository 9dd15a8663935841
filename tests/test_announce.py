"""What the page's polite voice says (widgets/speech.py, board.js "Announce"), without a browser: the bots' moves in
the log's words as the person at the screen sees them (never another seat's secret), whose turn it is, the end of a
game with its scores, each walkthrough step as it opens, in both languages; and the board as text under the board of
the table and the walkthrough, redrawn with the board; the page's lang beside the language switch. (In the browser:
tests/browser/test_screen_reader.py.)"""

from __future__ import annotations

import html
import random
import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

from kernel_games import GAMES
from kernel_games.core import Match
from widgets.board import Board
from widgets.i18n import Language, switch
from widgets.lesson import T as LESSON
from widgets.lesson import Walkthrough
from widgets.page_lang import PageLanguage
from widgets.speech import MAX_LINES, TableVoice, final_scores, joined, text_html
from widgets.table import GameTable

ROOT = Path(__file__).resolve().parents[1]
HIDDEN = ["buru", "noli"]  # hidden information: hands, bids
LANGS = ["ja", "en"]


@pytest.fixture
def voice(monkeypatch) -> list[dict]:
    """What every board says from now on (the ``say`` messages a page's board.js would receive)."""
    said: list[dict] = []

    def send(self, msg, buffers=None):
        if msg.get("type") == "say":
            said.append(msg)

    monkeypatch.setattr(Board, "send", send)
    return said


def status_of(t: GameTable) -> str:
    """The table's status line as the page shows it (its bold part)."""
    return html.unescape(re.search(r"<b>(.*?)</b>", t.status.value).group(1))


def secrets_of(m: Match, start: int, viewer: int | None) -> set[str]:
    """The texts (both languages) of the events from move ``start`` on that ``viewer`` may not see, and no event it
    sees says as well."""
    hidden = {t for s in m.steps[start:] for e in s.events if not e.visible_to(viewer) for t in (e.text.ja, e.text.en)}
    return hidden - {t for s in m.steps for e in s.events if e.visible_to(viewer) for t in (e.text.ja, e.text.en)}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", HIDDEN)
def test_the_bots_moves_and_what_a_move_caused_are_said_in_the_logs_words_then_whose_turn_and_no_secret(gid, lang, voice):
    game = GAMES[gid]
    t = GameTable(game, players=3, seats=["human", "greedy", "greedy"], seed=2024, bot_delay=0,
                  language=Language(lang=lang))
    rng, heard, secrets = random.Random(7), 0, set[str]()
    for _ in range(12):
        if t.match.is_over() or t.acting_human() is None:
            break
        start, before = len(t.match.steps), len(voice)
        t.play(rng.choice(t.match.legal_actions(0)))
        lines = [e.text(lang) for s in t.match.steps[start:] for e in s.events[s.player == 0:] if e.visible_to(0)]
        secrets = secrets_of(t.match, 0, 0)  # (a text the learner saw in an event of its own is none)
        if not lines:
            assert len(voice) == before, "nothing new but the pick itself: nothing said (the pick has its answer)"
            continue
        assert len(voice) == before + 1, "one message for the bots' run"
        said = voice[-1]
        assert said["lang"] == lang
        log = html.unescape(t.log_view.value)
        assert all(line in log for line in lines), "the words are the log's"
        assert said["text"] == joined([*lines, status_of(t)], lang), "the bots' moves, then whose turn it is"
        assert not any(s in said["text"] for s in secrets), "another seat's secret was said"
        heard += 1
    assert heard >= 2, "the learner heard the bots several times"
    assert secrets, "the game held secrets from the learner meanwhile (else this test proves nothing)"
    t.close()


@pytest.mark.parametrize("gid", HIDDEN)
def test_behind_the_pass_screen_only_what_everyone_sees_is_said(gid, voice):
    """Two people at one device: while the device is passed on, the bots' moves are said as a spectator sees them."""
    game = GAMES[gid]
    t = GameTable(game, players=3, seats=["human", "greedy", "human"], seed=77, bot_delay=0, language=Language(lang="en"))
    rng, checked = random.Random(3), 0
    for _ in range(20):
        if t.match.is_over():
            break
        if t.needs_pass_screen():
            t.confirm_viewer()
        p = t.acting_human()
        if p is None:
            break
        start, before = len(t.match.steps), len(voice)
        t.play(rng.choice(t.match.legal_actions(p)))
        if t.needs_pass_screen():
            assert t.panel.text_box.view.value == text_html(t.panel.spec.text(t.match.view(None), "en")), \
                "behind the pass screen the board as text is the spectator's"
        if len(voice) > before and t.needs_pass_screen():
            secret = secrets_of(t.match, start, None)
            assert not any(s in voice[-1]["text"] for s in secret)
            lines = [e.text.en for s in t.match.steps[start:] for e in s.events[s.player != 1:] if e.visible_to(None)]
            assert voice[-1]["text"] == joined([*lines, status_of(t)], "en")
            checked += 1
    assert checked, "the bot moved while the pass screen was up at least once"
    t.close()


def test_a_run_of_bot_moves_is_kept_until_the_human_is_due_then_said_at_once_and_never_twice() -> None:
    game = GAMES["vaalbara"]
    m = Match(game, 3, seed=11)
    v = TableVoice()
    assert v.said(m, 0, [0], True, "status", "", "en") == "", "a new match starts silent"
    rng = random.Random(1)
    texts = []
    while len(m.steps) < 40 and not m.is_over():
        p = m.to_act()[0]
        start = len(m.steps)
        m.play(p, rng.choice(m.legal_actions(p)))
        texts += [e.text.en for s in m.steps[start:] for e in s.events[s.player == 0:] if e.visible_to(0)]
        assert v.said(m, 0, [0], False, "status", "", "en") == "", "bots play on: nothing said yet"
    said = v.said(m, 0, [0], True, "Sky to act.", "", "en")
    assert len(texts) > MAX_LINES
    assert said == joined([*texts, "Sky to act."], "en")
    assert said.startswith(f"({len(texts) + 1 - MAX_LINES} more in the log.)") and texts[-1] in said
    assert v.said(m, 0, [0], True, "Sky to act.", "", "en") == "", "said once"


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_of_a_game_is_said_once_with_how_it_was_won_and_every_final_score(lang, voice):
    game = GAMES["vaalbara"]
    t = GameTable(game, players=3, seats=["greedy"] * 3, seed=5, bot_delay=0, language=Language(lang=lang))
    assert t.match.is_over() and voice
    view = t.match.view(None)
    scores = final_scores(t.panel.spec.text(view, lang), lang)
    assert len(scores) == 3
    end = voice[-1]["text"]
    assert game.result(t.match.state).reason(lang) in end and all(s in end for s in scores)
    count = len(voice)
    t.language.lang = "en" if lang == "ja" else "ja"
    assert len(voice) == count, "a language switch says nothing again"
    t.load(t.save())
    assert len(voice) == count, "a game loaded is not played again aloud"
    t.close()


@pytest.mark.parametrize("lang", LANGS)
def test_each_step_the_walkthrough_opens_is_said_with_its_title_and_task(lang, voice):
    game = GAMES["vaalbara"]
    wt = Walkthrough(game, language=Language(lang=lang))
    voice.clear()
    wt.go(2)
    chapter = wt.chapters[wt._place[2][0]]
    title = game.rule(wt.lesson.rules[0]).title(lang)
    counter = LESSON["step"].format(i=3, n=len(chapter.steps))(lang)  # what the step counter shows
    head = f"{counter}：{title}。" if lang == "ja" else f"{counter}: {title}."
    assert [m["lang"] for m in voice] == [lang] and voice[0]["text"].startswith(head), voice
    lesson = wt.lesson
    task = (lesson.question.prompt if lesson.question else lesson.acts[0].task if lesson.acts else None)
    assert task is None or task(lang) in voice[0]["text"], "the task is said"
    wt.next()
    assert len(voice) == 2 and LESSON["step"].format(i=4, n=len(chapter.steps))(lang) in voice[1]["text"]
    if lesson.acts or lesson.question:
        skipped = "課題を飛ばしました" if lang == "ja" else "You skipped the task"
        assert skipped in voice[1]["text"], "leaving a task unfinished is said first"
    wt.language.lang = "en" if lang == "ja" else "ja"
    assert len(voice) == 2, "a language switch is no step change"
    wt.close()


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_board_as_text_under_the_board_says_what_it_shows_now_for_the_viewer(gid):
    game = GAMES[gid]
    lang = Language(lang="ja")
    t = GameTable(game, players=game.facts.min_players, seats=["human"] + ["greedy"] * (game.facts.min_players - 1),
                  seed=31, bot_delay=0, language=lang)
    spec = t.panel.spec
    assert t.panel.text_box in t.children, "under the table's board"
    t.play(t.match.legal_actions(0)[0])
    assert t.panel.text_box.view.value == text_html(spec.text(t.match.view(t.viewer()), "ja")), "after a move"
    lang.lang = "en"
    assert t.panel.text_box.view.value == text_html(spec.text(t.match.view(t.viewer()), "en")), "after a switch"
    assert t.panel.text_box.button.description == "Read the board as text"
    assert t.panel.text_box.view.layout.display == "none", "closed until asked for"
    t.panel.text_box.button.value = True
    t.play(t.match.legal_actions(0)[0]) if t.acting_human() is not None else t.refresh()
    assert t.panel.text_box.view.layout.display == "" and t.panel.text_box.button.value, "open, and it stays open over a redraw"
    assert t.panel.text_box.view.value == text_html(spec.text(t.match.view(t.viewer()), "en"))
    meta = t.board.figure["layout"]["meta"]["kgLabel"]
    assert meta["lang"] == "en" and "Read the board as text" in meta["text"] and game.name.en in meta["text"]
    assert t.board.figure["narrow"]["layout"]["meta"]["kgLabel"] == meta, "the phone drawing is named too"
    t.close()
    wt = Walkthrough(game, language=lang)
    assert wt.panel.text_box in wt.children, "the walkthrough has it too"
    assert wt.panel.text_box.view.value == text_html(spec.text(game.view(wt.state, wt.lesson.viewer), "en"))
    wt.go(1)
    assert wt.panel.text_box.view.value == text_html(spec.text(game.view(wt.state, wt.lesson.viewer), "en"))
    lang.lang = "ja"
    assert wt.panel.text_box.view.value == text_html(spec.text(game.view(wt.state, wt.lesson.viewer), "ja"))
    wt.close()


def test_the_switch_carries_the_pages_lang_and_its_script_ships_with_the_package() -> None:
    language = Language(lang="ja")
    box = switch(language)
    toggle, page = box.children
    assert isinstance(page, PageLanguage) and page.lang == "ja" and "kg-lang" in toggle._dom_classes
    toggle.value = "en"
    assert language.lang == "en" and page.lang == "en", "<html lang> follows the switch"
    language.lang = "ja"  # a ?lang= link, applied to the page's language
    assert page.lang == "ja" and toggle.value == "ja"
    shipped = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = shipped["tool"]["setuptools"]["package-data"]["widgets"]
    missing = [p.name for p in (ROOT / "widgets").glob("*.js") if not any(fnmatch(p.name, pat) for pat in data)]
    assert not missing, f"every front end script is installed: {missing}"
