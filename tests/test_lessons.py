"""Lessons, for every registered game: each step's scenario builds, its acts can be met one click at a time, what its
text says about the board is true there (the lesson lint), its play-on reaches the rule's effect, its question's
answer is the engine's — and the walkthrough page shows all that.

Generic: nothing here names a game's lessons, except the tests at the end that prove the lint can fail. A game
without ``lessons()`` (or with none yet) is skipped with the reason.
"""

from __future__ import annotations

import dataclasses
import html
import random
import re
from dataclasses import dataclass
from typing import Any

import pytest

from kernel_games import GAMES
from kernel_games.core import Action, Feedback, Game, Lesson, Text, attempt, solutions
from kernel_games.core.lesson import LEGAL_BUT, Act, Chapter, PlayOn, answer, judge, play_on
from kernel_games.core.lesson_lint import (
    FIRST_TASK_BY,
    MAX_STEPS,
    act_problems,
    endings,
    fact_problems,
    pacing_problems,
    play_on_problems,
    question_problems,
)
from kernel_games.noli.actions import Ready, SetBid
from tests.rule_checks import assert_rule, assert_text, fingerprint, same_state
from widgets.boards import BOARDS, board_for
from widgets.i18n import Language
from widgets.lesson import Walkthrough

ILLEGAL_TRIES = 6
RULE_ID = re.compile(r"\b(?:core|" + "|".join(GAMES) + r")\.[a-z0-9_]+(?:\.[a-z0-9_]+)*")
RULING = re.compile(r"【[^】]*(?:裁定|再構成)】|\[(?:Project )?[Rr]uling\]|\[Reconstructed\]|ruling by this project|"
                    r"裁定です")


@dataclass(frozen=True)
class NotAnActionOfAnyGame(Action):
    """An action type no game lists in its ``action_types``."""

    anything: int = 0


def _lessons(game: Game) -> list[Lesson]:
    return list(game.lessons()) if hasattr(game, "lessons") else []


def _params() -> list:
    out = []
    for gid, game in sorted(GAMES.items()):
        try:
            lessons = _lessons(game)
        except Exception as err:  # noqa: BLE001 - reported by the test below, not at collection
            out.append(pytest.param(gid, -1, id=f"{gid}-lessons()-raised", marks=pytest.mark.xfail(
                reason=f"{gid}.lessons() raised {type(err).__name__}: {err}", strict=True, run=False)))
            continue
        if not lessons:
            why = "has no lessons() yet" if not hasattr(game, "lessons") else "lessons() returns no lessons yet"
            out.append(pytest.param(gid, -1, id=f"{gid}-no-lessons", marks=pytest.mark.skip(reason=f"{gid} {why}")))
            continue
        out += [pytest.param(gid, i, id=f"{gid}-{i:02d}-{getattr(lesson, 'key', '?')}") for i, lesson in enumerate(lessons)]
    return out


PARAMS = _params()


def _bundled(gid: str):
    """What one click of the game's board controls may send together (None: one action per click)."""
    board = board_for(gid) if gid in BOARDS else None
    return board.covered if board is not None and board.bundles else None


def illegal_tries(game: Game, lessons: list[Lesson], lesson: Lesson, state: Any) -> list[Action]:
    """Candidates the rules forbid now, legal moves of the other lessons that are not legal here, and an alien action."""
    legal = {repr(a) for a in game.legal_actions(state, lesson.viewer)}
    tries = [a for a in game.candidates(state, lesson.viewer) if repr(a) not in legal]
    elsewhere = {}
    for other in lessons:
        if other is lesson:
            continue
        s = other.scenario()
        for a in game.legal_actions(s, other.viewer):
            if repr(a) not in legal:
                elsewhere.setdefault(repr(a), a)
    rng = random.Random(f"{game.id}/{lesson.key}")
    return tries[:ILLEGAL_TRIES] + rng.sample(list(elsewhere.values()), min(ILLEGAL_TRIES, len(elsewhere))) + [NotAnActionOfAnyGame()]


# ---- every step: it builds, and each act can be met, one after the other --------------------------------------------------
@pytest.mark.parametrize(("gid", "index"), PARAMS)
def test_lesson(gid, index):
    game = GAMES[gid]
    lessons = _lessons(game)
    lesson = lessons[index]
    where = f"{gid} lesson {index} ({lesson.key!r})"
    assert isinstance(lesson, Lesson), f"{where}: not a Lesson"
    assert [x.key for x in lessons].count(lesson.key) == 1, f"{where}: two lessons share the key"
    assert lesson.rules, f"{where}: teaches no rule"
    for rid in lesson.rules:
        assert_rule(game, rid, where)
    assert_text(lesson.intro, f"{where}: intro")
    assert_text(lesson.success, f"{where}: success")
    for f in lesson.facts:
        assert_text(f.text, f"{where}: fact")
        assert f.when in ("before", "after", "both"), f"{where}: fact {f.text.en!r} is for {f.when!r}"

    state = lesson.scenario()
    assert game.invariants(state) == [], f"{where}: the scenario breaks invariants: {game.invariants(state)}"
    assert same_state(state, lesson.scenario()), f"{where}: the scenario is not the same each time it is built"
    n = game.num_players(state)
    assert isinstance(lesson.viewer, int) and 0 <= lesson.viewer < n, f"{where}: viewer {lesson.viewer!r} with {n} players"
    game.view(state, lesson.viewer)

    if not lesson.acts:
        assert lesson.goal is None, f"{where}: a goal without a task"
        return
    assert lesson.question is None, f"{where}: both acts and a question"
    assert not game.is_over(state), f"{where}: the task is set in a finished game"
    for i, act in enumerate(lesson.acts):
        assert_text(act.task, f"{where}: act {i + 1}")
        assert lesson.viewer in game.to_act(state), f"{where}: the learner is not due to act for act {i + 1}"
        answers = solutions(game, lesson, state, i)
        assert answers, f"{where}: no legal action meets act {i + 1}"
        for a in answers:
            fb = attempt(game, lesson, state, a, i)
            assert isinstance(fb, Feedback) and fb.ok and fb.legal and fb.rule == lesson.rules[0], f"{where}: {a!r} gives {fb!r}"
            assert game.invariants(fb.state) == [], f"{where}: after {a!r}: {game.invariants(fb.state)}"
        before = fingerprint(state)
        for a in [a for a in game.legal_actions(state, lesson.viewer) if a not in answers][:ILLEGAL_TRIES]:
            fb = attempt(game, lesson, state, a, i)  # legal, but not what the act asks: said neutrally, as legal
            assert not fb.ok and fb.legal and fb.rule, f"{where}: {a!r} misses act {i + 1} but gives {fb!r}"
            assert_text(fb.text, f"{where}: feedback for {a!r}")
            assert fb.text.en.startswith(LEGAL_BUT.en) and fb.text.ja.startswith(LEGAL_BUT.ja), fb.text
            assert fb.state is state and fingerprint(state) == before, f"{where}: a missed goal changed the state"
        for a in illegal_tries(game, lessons, lesson, state):
            fb = attempt(game, lesson, state, a, i)
            assert isinstance(fb, Feedback) and not fb.ok and not fb.legal, f"{where}: the illegal {a!r} was accepted"
            assert_rule(game, fb.rule, f"{where}: feedback for the illegal {a!r}")
            assert_text(fb.text, f"{where}: feedback for the illegal {a!r}")
            assert fb.state is state and fb.events == [], f"{where}: an illegal try left a trace"
            assert fingerprint(state) == before, f"{where}: an illegal try changed the state"
        state = attempt(game, lesson, state, answers[0], i).state


# ---- the lesson lint ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("gid", "index"), PARAMS)
def test_what_a_step_says_is_what_its_board_shows(gid, index):
    game = GAMES[gid]
    lesson = _lessons(game)[index]
    problems = fact_problems(game, lesson)
    assert not problems, f"{gid} {lesson.key}: " + "; ".join(problems)


@pytest.mark.parametrize(("gid", "index"), PARAMS)
def test_each_act_a_step_names_takes_a_click_of_its_own(gid, index):
    game = GAMES[gid]
    lesson = _lessons(game)[index]
    problems = act_problems(game, lesson, _bundled(gid))
    assert not problems, f"{gid} {lesson.key}: " + "; ".join(problems)


@pytest.mark.parametrize(("gid", "index"), PARAMS)
def test_the_play_on_reaches_the_rules_effect(gid, index):
    game = GAMES[gid]
    lesson = _lessons(game)[index]
    problems = play_on_problems(game, lesson)
    assert not problems, f"{gid} {lesson.key}: " + "; ".join(problems)
    if lesson.play_on is not None:  # the payoff is something the learner can see: an after-fact holds at every ending
        assert lesson.facts_at("after"), f"{gid} {lesson.key}: a play-on, but no fact says what it shows"
        for how, state, _ev, story in endings(game, lesson):
            assert game.invariants(state) == [], f"{gid} {lesson.key} after {how}: {game.invariants(state)}"
            assert story.met


@pytest.mark.parametrize(("gid", "index"), PARAMS)
def test_a_questions_answer_is_the_engines(gid, index):
    game = GAMES[gid]
    lesson = _lessons(game)[index]
    if lesson.question is None:
        return
    q = lesson.question
    assert_text(q.prompt, f"{lesson.key}: question")
    assert_text(q.hint, f"{lesson.key}: hint")
    for label, _value in q.choices:
        assert_text(label, f"{lesson.key}: choice")
    assert len(q.choices) >= 2
    problems = question_problems(game, lesson)
    assert not problems, f"{gid} {lesson.key}: " + "; ".join(problems)
    assert lesson.play_on is not None, f"{lesson.key}: the board must show the answer (a play-on)"


def test_every_game_asks_at_least_two_questions():
    for gid, game in GAMES.items():
        lessons = _lessons(game)
        if lessons:
            assert sum(ls.question is not None for ls in lessons) >= 2, gid


# ---- the lint can fail ----------------------------------------------------------------------------------------------------
def _with_facts_at(lessons: list[Lesson], game: Game):
    """Every (lesson, fact) where a fact about the step's ending is false on its scenario."""
    for ls in lessons:
        first = game.view(ls.scenario(), ls.viewer)
        for f in ls.facts_at("after"):
            if f.when == "after" and not f.holds(first, first):
                yield ls, f


@pytest.mark.parametrize("gid", sorted(g for g in GAMES if _lessons(GAMES[g])))
def test_the_lint_catches_a_fact_told_before_the_board_shows_it(gid):
    """The review's case (neighbours' picks "revealed" while face down): an ending's fact said of the scenario."""
    game = GAMES[gid]
    caught = 0
    for ls, f in _with_facts_at(_lessons(game), game):
        wrong = dataclasses.replace(ls, facts=(dataclasses.replace(f, when="before"),))
        assert fact_problems(game, wrong), f"{ls.key}: {f.text.en!r} moved to the scenario went unnoticed"
        caught += 1
    assert caught >= 3


def test_the_lint_catches_two_acts_one_click_meets():
    """The review's case: Noli's "bid" and "ready" taught as two acts, while one Place bids click sends both."""
    game = GAMES["noli"]
    bid = next(ls for ls in _lessons(game) if ls.key == "bid")
    ready = next(ls for ls in _lessons(game) if ls.key == "development").acts[0]
    two = dataclasses.replace(bid, then=(Act(Text("準備完了", "Declare ready"), ready.goal),))
    assert act_problems(game, two, _bundled("noli")), "one click sends SetBid then Ready"
    assert act_problems(game, two, None) == [], "without the controls' bundle it takes two clicks"
    assert judge(game, two, two.scenario(), [SetBid("mason", 1), Ready()]).met == 2


def test_the_lint_catches_a_wrong_answer_and_a_play_on_that_never_pays_off():
    for gid, game in GAMES.items():
        lessons = _lessons(game)
        asked = [ls for ls in lessons if ls.question is not None]
        for ls in asked:
            others = [v for _l, v in ls.question.choices if v != ls.question.answer]
            wrong = dataclasses.replace(ls, question=dataclasses.replace(ls.question, answer=others[0]))
            assert question_problems(game, wrong), f"{gid} {ls.key}: a wrong answer went unnoticed"
        played = [ls for ls in lessons if ls.play_on is not None and ls.play_on.rule]
        for ls in played:
            never = dataclasses.replace(ls, play_on=PlayOn(rule="core.turn.game_over", others=ls.play_on.others,
                                                           learner=ls.play_on.learner, limit=30))
            assert play_on_problems(game, never), f"{gid} {ls.key}: a play-on that never pays off went unnoticed"


# ---- the walkthrough page -------------------------------------------------------------------------------------------
def _visible(html: str) -> str:
    """What a reader sees of some HTML: its text, without tags and their attributes (tooltips)."""
    return re.sub(r"<[^>]+>", " ", html)


def _page(walk: Walkthrough) -> str:
    return " ".join(_visible(x.value) for x in (walk.rule_title, walk.rule_text, walk.task, walk.message, walk.happened))


@pytest.mark.parametrize("gid", sorted(g for g in GAMES if _lessons(GAMES[g])))
def test_the_walkthrough_plays_each_step_through_and_shows_its_payoff(gid):
    game = GAMES[gid]
    walk = Walkthrough(game, language=Language())
    try:
        for lang in ("ja", "en"):
            walk.language.lang = lang
            for i, lesson in enumerate(walk.lessons):
                walk.go(i)
                where = f"{gid} {lesson.key} ({lang})"
                for rid in lesson.rules:  # a ruling or a note is marked once, and the rule ids stay in tooltips
                    rule = game.rule(rid)
                    para = next(p for p in walk.rule_text.value.split("<div class='kg-rule-para' ")[1:] if f"title='{rid}'" in p)
                    assert len(RULING.findall(_visible(para))) == (rule.provenance == "decision" or rule.note is not None), \
                        (where, rid, _visible(para))
                    assert html.escape(rule.text(lang), quote=True) in para and "<details class='kg-note'" in para \
                        if rule.note is not None else "<details" not in para, (where, rid)
                assert not RULE_ID.search(_page(walk)), (where, RULE_ID.search(_page(walk)))
                for f in lesson.facts_at("before"):  # the facts the lint checks are the words the step shows
                    assert html.escape(f.text(lang), quote=True) in walk.task.value, (where, f.text(lang))
                if lesson.question is not None:
                    _answer(walk, lesson, where)
                elif lesson.acts:
                    _act(walk, game, lesson, where)
                else:
                    continue
                assert walk.solved and "kg-msg-ok" in walk.message.value, where
                assert not RULE_ID.search(_page(walk)), (where, RULE_ID.search(_page(walk)))
                if lesson.play_on is not None:
                    keys = [e for e in walk.events if e.visible_to(lesson.viewer) and e.rule in lesson.rules]
                    assert keys and "kg-key-event" in walk.happened.value, f"{where}: the payoff is not in the story"
                    shapes = walk.board.figure["layout"].get("shapes", [])
                    assert any(s.get("name") == "kg-changed" for s in shapes), f"{where}: the board marks no change"
                if game.is_over(walk.state):
                    assert "kg-result" in walk.happened.value, f"{where}: a finished game without its result"
    finally:
        walk.close()


def _answer(walk: Walkthrough, lesson: Lesson, where: str) -> None:
    q = lesson.question
    assert [b.description for b in walk.choices.children] == [label(walk.lang) for label, _v in q.choices], where
    wrong = next(i for i, (_l, v) in enumerate(q.choices) if v != q.answer)
    before = fingerprint(walk.state)
    walk.choices.children[wrong].click()
    assert not walk.solved and "kg-msg-note" in walk.message.value and fingerprint(walk.state) == before, where
    right = next(i for i, (_l, v) in enumerate(q.choices) if v == q.answer)
    walk.choices.children[right].click()
    engine, _story = answer(walk.game, lesson)
    assert engine == q.answer and walk.solved, where


def _act(walk: Walkthrough, game: Game, lesson: Lesson, where: str) -> None:
    for i in range(len(lesson.acts)):
        legal = game.legal_actions(walk.state, lesson.viewer)
        answers = solutions(game, lesson, walk.state, i)
        off = [a for a in legal if a not in answers]
        if off:  # legal but not the task: a neutral note, no ✖, no rule cited, nothing changed
            before = fingerprint(walk.state)
            assert not walk.try_action(off[0]), where
            msg = walk.message.value
            assert "kg-msg-note" in msg and "✖" not in msg and "kg-rule" not in msg, (where, msg)
            assert fingerprint(walk.state) == before, where
        illegal = [a for a in game.candidates(walk.state, lesson.viewer) if a not in legal]
        if illegal:  # refused by the rules: red, the rule named by its title, its id in the tooltip only
            assert not walk.try_action(illegal[0]), where
            msg = walk.message.value
            rule = game.why_illegal(walk.state, lesson.viewer, illegal[0]).rule
            assert "kg-msg-error" in msg and f'title="{rule}"' in msg and game.rule(rule).title(walk.lang) in msg, where
            assert not RULE_ID.search(_visible(msg)), (where, msg)
        assert walk.try_action(answers[0]), where


def test_a_play_on_continues_from_the_learners_move_not_before():
    """The play-on starts where the learner left the scenario and never plays a move for them that the step asks."""
    for game in GAMES.values():
        for ls in _lessons(game):
            if ls.play_on is None or not ls.acts:
                continue
            state = ls.scenario()
            for i in range(len(ls.acts)):
                state = attempt(game, ls, state, solutions(game, ls, state, i)[0], i).state
            story = play_on(game, ls, state, [])
            if ls.play_on.learner is None:
                assert all(m.player != ls.viewer for m in story.moves), ls.key


# ---- chapters and pacing --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("gid", sorted(g for g in GAMES if _lessons(GAMES[g])))
def test_every_chapter_is_short_and_gives_the_learner_something_to_do_early(gid):
    game = GAMES[gid]
    chapters = game.chapters()
    assert all(isinstance(c, Chapter) for c in chapters), gid
    for c in chapters:
        assert_text(c.title, f"{gid} chapter {c.key}")
    assert [ls.key for ls in game.lessons()] == [ls.key for c in chapters for ls in c.steps]
    problems = pacing_problems(chapters)
    assert not problems, f"{gid}: " + "; ".join(problems)


def test_the_pacing_lint_catches_a_long_chapter_and_a_late_first_task():
    game = GAMES["vaalbara"]
    steps = game.lessons()
    reading = [ls for ls in steps if not ls.acts and ls.question is None]
    tasks = [ls for ls in steps if ls.acts]
    late = Chapter("late", Text("遅い", "Late"), tuple(reading[:1] * FIRST_TASK_BY + tasks[:1]))
    assert any("first task" in p for p in pacing_problems([late]))
    assert pacing_problems([dataclasses.replace(late, steps=late.steps[1:])]) == []
    long = Chapter("long", Text("長い", "Long"), tuple(tasks[:1] * (MAX_STEPS + 1)))
    assert any(f"{MAX_STEPS + 1} steps" in p for p in pacing_problems([long]))
    assert any("two chapters" in p for p in pacing_problems([late, late]))
    assert any("no step" in p for p in pacing_problems([Chapter("none", Text("空", "Empty"), ())]))


def _first_task(walk: Walkthrough) -> int:
    return next(i for i, ls in enumerate(walk.lessons) if ls.acts)


@pytest.mark.parametrize("gid", sorted(g for g in GAMES if _lessons(GAMES[g])))
def test_next_on_an_unfinished_task_says_it_was_skipped_and_the_learner_can_return(gid):
    walk = Walkthrough(GAMES[gid], language=Language())
    try:
        task = _first_task(walk)
        walk.go(task)
        assert walk.return_button.layout.display == "none", "nothing skipped yet"
        walk.next_button.click()
        assert walk.index == task + 1 and walk.skipped == [task]
        for lang, words in (("ja", "課題を飛ばしました"), ("en", "You skipped the task")):
            walk.language.lang = lang
            assert "kg-msg-note" in walk.notice.value and words in _visible(walk.notice.value), (lang, walk.notice.value)
            label = dict((v, k) for k, v in walk.step_list.options)[task]
            assert ("飛ばした" if lang == "ja" else "skipped") in label, label
            assert ("飛ばした課題: 1" if lang == "ja" else "1 skipped") in _visible(walk.counter.value)
            chapter = dict((v, k) for k, v in walk.chapter.options)[walk._place[task][0]]
            assert ("飛ばした課題: 1" if lang == "ja" else "1 skipped") in chapter, chapter
        assert walk.return_button.layout.display != "none"
        walk.return_button.click()
        assert walk.index == task and not walk.solved and walk.lesson.acts
        walk.next_button.click()  # skipped again: still one skip, not two
        assert walk.skipped == [task]
        walk.prev_button.click()  # Back returns to it as well
        assert walk.index == task
        for i in range(len(walk.lesson.acts)):
            assert walk.try_action(solutions(walk.game, walk.lesson, walk.state, i)[0])
        assert walk.solved and walk.skipped == [] and task in walk.finished
        assert walk.return_button.layout.display == "none"
        assert "✔" in dict((v, k) for k, v in walk.step_list.options)[task]
        walk.next_button.click()  # a finished task is not skipped
        assert walk.skipped == [] and "kg-msg-note" not in walk.notice.value
        walk.go(0)
        assert not walk.lesson.acts and walk.lesson.question is None
        walk.next_button.click()  # nor is a step to read
        assert walk.skipped == []
    finally:
        walk.close()


@pytest.mark.parametrize("gid", sorted(g for g in GAMES if len(GAMES[g].chapters()) > 1))
def test_the_chapter_list_opens_a_chapter_and_the_step_list_holds_its_steps(gid):
    game = GAMES[gid]
    walk = Walkthrough(game, language=Language(lang="en"))
    try:
        chapters = game.chapters()
        assert [v for _k, v in walk.chapter.options] == list(range(len(chapters)))
        assert [k for k, _v in walk.chapter.options][1].startswith(f"2. {chapters[1].title.en}")
        walk.chapter.value = 1
        first = len(chapters[0].steps)
        assert walk.index == first and walk.lesson is chapters[1].steps[0]
        assert [walk.lessons[v] for _k, v in walk.step_list.options] == list(chapters[1].steps)
        assert f"Step 1 of {len(chapters[1].steps)}" in walk.counter.value
        walk.go(first - 1)
        walk.step_list.value = first - 2
        assert walk.index == first - 2
    finally:
        walk.close()
