"""Walkthrough: a game's rulebook step by step — the rule, a live board, a task or a question, and what it leads to."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from kernel_games.core import Action, Chapter, Event, Game, Lesson, Text, View
from kernel_games.core.lesson import judge, play_on, solutions

from .i18n import LANGUAGE, Language
from .lesson_parts import facts_html, mark_changes, result_html, rules_html, story_html
from .panel import BoardPanel
from .ui import Labelled, action_text, close_all, close_inside, esc, message_html, safe

T = {
    "prev": Text("◀ 前へ", "◀ Back"), "next": Text("次へ ▶", "Next ▶"), "reset": Text("この場面を最初から", "Start this step again"),
    "hint": Text("ヒント", "Hint"), "step": Text("ステップ {i}／全{n}", "Step {i} of {n}"),
    "task": Text("やってみよう", "Try it"), "question": Text("考えてみよう", "Work it out"),
    "read": Text("盤面を確認したら『次へ』を押してください。", "Look at the board, then press Next."),
    "done": Text("『次へ』を押して先へ進みましょう。", "Press Next to go on."),
    "next_act": Text("できました。続けて、{t}", "Done. Next: {t}"),
    "hint_text": Text("ヒント: 太枠で囲まれた場所をクリックするか、下のボタンから選んでください。答えの一例: {a}",
                      "Hint: choose an outlined spot or a button below. One answer: {a}"),
    "not_quite": Text("残念、ちがいます。", "Not quite. "),
    "happened": Text("起きたこと", "What happened"),
    "marked": Text("盤面のオレンジの枠で囲んだところが、変わった部分です。", "The orange boxes on the board mark what changed."),
    "chapter": Text("章", "Chapter"),
    "steps": Text("ステップ", "Step"),  # the step list's label
    "chapter_item": Text("{k}. {t}（{n}ステップ）", "{k}. {t} ({n} steps)"),
    "step_item": Text("{i}. {t}", "{i}. {t}"),
    "skip_mark": Text(" ― 飛ばした課題", " — skipped"), "done_mark": Text(" ✔", " ✔"),
    "skipped": Text("ステップ{i}の課題を飛ばしました。「◀ 前へ」か「飛ばした課題に戻る」で、いつでも戻れます。",
                    "You skipped the task of step {i}. Press Back or “Return to the skipped task” to go back to it."),
    "skipped_count": Text("飛ばした課題: {k}", "{k} skipped"),
    "return": Text("↩ 飛ばした課題に戻る", "↩ Return to the skipped task"),
    "return_tip": Text("{c}のステップ{i}に戻ります", "Back to step {i} of {c}"),
    "new_chapter": Text("ここから章「{t}」です。", "This starts the chapter “{t}”."),
}


class Walkthrough(w.VBox, Labelled):
    """Steps through ``game.lessons()``, chapter by chapter (``game.chapters()``, picked from the chapter list); the
    learner acts on the board or with the buttons (a BoardPanel), or answers a question with the choice buttons. Once a
    step is done, its scenario plays on (``Lesson.play_on``) until the rule's effect has happened, and the board marks
    what changed. Next on an unfinished task says it was skipped; the step list marks it and one button returns to it.

    ``index`` counts the steps of every chapter together (from 0), as ``?step=`` links do (from 1)."""

    def __init__(self, game: Game, language: Language = LANGUAGE, start: int = 0) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-walkthrough")
        self.game = game
        self.chapters: list[Chapter] = game.chapters()
        self.lessons: list[Lesson] = [ls for c in self.chapters for ls in c.steps]
        self._place = [(c, i) for c, chapter in enumerate(self.chapters) for i in range(len(chapter.steps))]
        self.index = start
        self.skipped: list[int] = []  # the steps whose task was skipped, in the order they were left
        self.finished: set[int] = set()  # the steps whose task or question the learner has done
        self._mine: list[Event] = []  # what the learner's clicks caused
        self._then: list[Event] = []  # what the play-on caused
        self._act = 0
        self._solved = False
        self._marks: tuple[dict, dict] | None = None  # the learner's views before and after the payoff
        self.panel = BoardPanel(game, self.try_actions, language)
        self.chapter = self.label(w.Dropdown(layout={"width": "auto", "max_width": "100%"},
                                           style={"description_width": "initial"}), T["chapter"])
        self.chapter.add_class("kg-chapter")
        self.chapter.observe(self._on_chapter, names="value")
        self.step_list = self.label(w.Dropdown(layout={"width": "auto", "max_width": "100%"},
                                               style={"description_width": "initial"}), T["steps"])
        self.step_list.add_class("kg-step")
        self.step_list.observe(self._on_step, names="value")
        self.return_button = self.label(w.Button(layout={"width": "auto"}), T["return"])
        self.return_button.add_class("kg-lesson-return")
        self.return_button.on_click(lambda _b: self.return_to_skipped())
        self.notice = w.HTML()  # under the navigation, where the learner's eyes are after Next: a skip, a new chapter
        self.notice.add_class("kg-lesson-notice")
        self._notice: tuple[Text, str] | None = None
        self.counter = w.HTML()
        self.counter.add_class("kg-lesson-counter")
        self.prev_button = self.label(w.Button(), T["prev"])
        self.prev_button.add_class("kg-lesson-prev")
        self.prev_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button = self.label(w.Button(button_style="primary"), T["next"])
        self.next_button.add_class("kg-lesson-next")
        self.next_button.add_class("kg-focus-home")  # where keyboard focus goes when what had it leaves (focus.js)
        self.next_button.on_click(lambda _b: self.next())
        self.reset_button = self.label(w.Button(), T["reset"])
        self.reset_button.on_click(lambda _b: self.go(self.index))
        self.hint_button = self.label(w.Button(), T["hint"])
        self.hint_button.on_click(lambda _b: self.hint())
        self.rule_title = w.HTML()
        self.rule_title.add_class("kg-rule-title")
        self.rule_text = w.HTML()
        self.rule_text.add_class("kg-rule-text")
        self.task = w.HTML()
        self.choices = w.Box(layout={"flex_flow": "row wrap"})
        self.choices.add_class("kg-choices")
        self.happened = w.HTML()
        self.happened.add_class("kg-happened")
        chapters = w.HBox([self.chapter, self.step_list], layout={"flex_flow": "row wrap", "align_items": "center"})
        nav = w.HBox([self.prev_button, self.next_button, self.counter, self.return_button, self.reset_button,
                      self.hint_button], layout={"flex_flow": "row wrap", "align_items": "center"})
        self._coach: Any = None  # the coach is built the first time a step has a choice for it (``coach``)
        self._coach_box = w.Box(layout={"display": "none"})
        self.children = [chapters, nav, self.notice, self.rule_title, self.rule_text, self.task, self.choices, *self.panel.widgets,
                         self._coach_box, self.happened]
        self.follow_language(self._relabel_all)
        self.go(start)

    board = property(lambda self: self.panel.board)
    actions = property(lambda self: self.panel.actions)
    message = property(lambda self: self.panel.message)

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @property
    def solved(self) -> bool:
        """Whether every act of the step is met (or its question answered)."""
        return self._solved

    @property
    def events(self) -> list[Event]:
        """What the learner's tries caused in this step, then what the play-on caused."""
        return self._mine + self._then

    @property
    def coach(self) -> Any:
        """The coach (``widgets.coach.Coach``), built on first use: the first step with a choice to coach, or a test."""
        if self._coach is None:
            from .coach import Coach

            self._coach = Coach(self.game, self._coachable, lambda: None, self.language)
            self._coach_box.children = [self._coach]
            self._coach_box.layout.display = ""
            self._coach.show()
        return self._coach

    def _show_coach(self) -> None:
        """The coach follows the step: built only once a step has a choice to coach."""
        if self._coach is not None or self._coachable() is not None:
            self.coach.show()

    @safe
    def _relabel_all(self) -> None:
        self.relabel()
        if self._coach is not None:
            self._coach.relabel()
            self._coach.clear()  # its advice was written in the other language
        self._render()

    def _coachable(self) -> tuple[Any, int] | None:
        """The step's position and the learner's seat, while the learner has a move to make with a choice in it."""
        viewer = self.lesson.viewer
        if self._solved or self._act >= len(self.lesson.acts) or viewer not in self.game.to_act(self.state):
            return None
        return (self.state, viewer) if len(self.game.legal_actions(self.state, viewer)) > 1 else None

    # ---- navigation -----------------------------------------------------------------------------------------------
    @safe
    def go(self, index: int, notice: tuple[Text, str] | None = None) -> None:
        """Open step ``index`` with its scenario freshly built; ``notice`` (words, kind) is said under the navigation."""
        self.index = max(0, min(index, len(self.lessons) - 1))
        self.state = self.lesson.scenario()
        self._mine, self._then, self._act, self._solved, self._marks = [], [], 0, False, None
        self._notice = notice
        self.panel.reset()
        self._make_choices()
        self.say(Text("", ""))
        self._render()
        self.panel.announce(self.said(self.lang))

    @safe
    def next(self) -> None:
        """The next step; leaving a task or a question unfinished skips it, and the learner is told how to return."""
        left, to = self.index, min(self.index + 1, len(self.lessons) - 1)
        unfinished = (self.lesson.acts or self.lesson.question is not None) and not self._solved
        notice = None
        if unfinished:
            if left not in self.skipped:
                self.skipped.append(left)
            notice = (T["skipped"].format(i=self._place[left][1] + 1), "note")
        elif self._place[to][0] != self._place[left][0]:
            notice = (T["new_chapter"].format(t=self.chapters[self._place[to][0]].title), "info")
        self.go(to, notice)

    def return_to_skipped(self) -> None:
        """Open the task skipped last."""
        if self.skipped:
            self.go(self.skipped[-1])

    def _on_chapter(self, change: dict) -> None:
        if change["new"] is not None and change["new"] != self._place[self.index][0]:
            self.go(self._place.index((change["new"], 0)))

    def _on_step(self, change: dict) -> None:
        if change["new"] is not None and change["new"] != self.index:
            self.go(change["new"])

    # ---- the learner's tries --------------------------------------------------------------------------------------
    def try_action(self, action: Action) -> bool:
        """Judge a try: an illegal one is explained with its rule and changes nothing."""
        return bool(self.try_actions([action]))

    @safe
    def try_actions(self, actions: list[Action]) -> bool:
        """Judge one click that submits ``actions`` in order (``kernel_games.core.lesson.judge``), all or none.

        Illegal: the rules' reason, in red, naming the rule by its title (its id in the tooltip). Legal but not the
        act asked for: a neutral note saying what the task is. Otherwise the state moves on; after the last act the
        scenario plays on. Returns whether the click met an act.
        """
        lesson = self.lesson
        if self._solved or not actions or self._act >= len(lesson.acts):
            return False
        t = judge(self.game, lesson, self.state, actions, self._act)
        fb = t.feedback
        if not fb.legal:
            self.panel.say(fb.text, "error", rule=fb.rule)
        elif not t.met:
            self.say(fb.text, "note")
        else:
            before = self._view()
            self.state, self._mine, self._act = t.state, self._mine + t.events, self._act + t.met
            if self._act < len(lesson.acts):
                self.say(T["next_act"].format(t=lesson.acts[self._act].task), "ok")
            else:
                self._finish(before)
            self.panel.reset()  # what the controls held belongs to the position just left
        self._render()
        return bool(fb.legal and t.met)

    @safe
    def answer(self, value: Any) -> bool:
        """The learner's pick for the step's question: a wrong one gets a hint; the right one is shown on the board."""
        q = self.lesson.question
        if q is None or self._solved:
            return False
        if value != q.answer:
            self.say(T["not_quite"] + q.hint, "note")
            return False
        self._finish(self._view())
        self._render()
        return True

    def _finish(self, before: View) -> None:
        """The step is done: play the scenario on until the rule's effect has happened; mark what changed."""
        story = play_on(self.game, self.lesson, self.state, self._mine)
        if story.moves:
            before = self.game.view(story.moves[-1].before, self.lesson.viewer)
        self.state, self._then, self._solved = story.state, story.events, True
        self.finished.add(self.index)
        if self.index in self.skipped:
            self.skipped.remove(self.index)
        self._marks = (before, self._view())
        self.say(self.lesson.success + Text(" ", " ") + T["done"], kind="ok")

    @safe
    def hint(self) -> None:
        lesson = self.lesson
        if lesson.question is not None and not self._solved:
            self.say(lesson.question.hint)
            return
        if self._solved or self._act >= len(lesson.acts):
            return
        answers = solutions(self.game, lesson, self.state, self._act)
        if answers:
            self.say(T["hint_text"].format(a=action_text(answers[0], self._view())))

    def say(self, text: Text, kind: str = "info") -> None:
        self.panel.say(text, kind)

    # ---- drawing --------------------------------------------------------------------------------------------------
    def _view(self) -> View:
        return self.game.view(self.state, self.lesson.viewer)

    def _make_choices(self) -> None:
        """The question's choice buttons (none for a step without a question); the old ones are closed."""
        old = list(self.choices.children)
        q = self.lesson.question
        buttons = []
        for i, (_label, value) in enumerate(q.choices if q else ()):
            b = w.Button(layout={"width": "auto", "margin": "2px 6px 2px 0"})
            b.add_class("kg-choice")
            b.add_class(f"kg-choice-{i}")
            b.on_click(lambda _b, v=value: self.answer(v))
            buttons.append(b)
        self.choices.children = buttons
        close_all(old)

    def _render(self) -> None:
        lang, lesson, game = self.lang, self.lesson, self.game
        self._render_lists()
        chapter, pos = self._place[self.index]
        count = esc(T["step"].format(i=pos + 1, n=len(self.chapters[chapter].steps))(lang))
        if self.skipped:
            count += f" · <span class='kg-skipped-count'>{esc(T['skipped_count'].format(k=len(self.skipped))(lang))}</span>"
        self.counter.value = count
        if self.skipped:
            back = self.skipped[-1]
            c, i = self._place[back]
            self.return_button.tooltip = T["return_tip"].format(c=self.chapters[c].title, i=i + 1)(lang)
        self.return_button.layout.display = "" if self.skipped and self.skipped[-1] != self.index else "none"
        self.notice.value = message_html(esc(self._notice[0](lang)), self._notice[1]) if self._notice else ""
        first = game.rule(lesson.rules[0])
        self.rule_title.value = f"<h3 style='margin:6px 0'>{esc(first.chapter(lang))} · {esc(first.title(lang))}</h3>"
        self.rule_text.value = rules_html(game, lesson.rules, lang)
        self.task.value = self._task_html()
        q = lesson.question
        for b, (label, value) in zip(self.choices.children, q.choices if q else (), strict=False):
            b.description = b.tooltip = label(lang)
            b.disabled = self._solved
            b.button_style = "success" if self._solved and value == q.answer else ""
        view = self._view()
        acting = not self._solved and self._act < len(lesson.acts)
        viewer = lesson.viewer
        tries = game.tries(self.state, viewer) if acting and viewer in game.to_act(self.state) else []
        legal = set(game.legal_actions(self.state, viewer)) if acting else set()
        figure = None
        if self._solved and self._marks is not None:
            spec = self.panel.spec
            figure = mark_changes(spec.figure(self._marks[0], lang, [], set())[0], spec.figure(view, lang, [], set())[0])
        self.panel.show(view, tries, legal, who=self.index, figure=figure)
        story = story_html(self._mine, self._then, lesson.rules, viewer, lang)
        end = result_html(game, self.state, lang)
        note = f"<p style='margin:2px 0'><i>{esc(T['marked'](lang))}</i></p>" if figure is not None else ""
        self.happened.value = (f"<b>{esc(T['happened'](lang))}</b>{note}{story}{end}" if story or end else "")
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.lessons) - 1
        self._show_coach()

    def _render_lists(self) -> None:
        """The chapter list, and the current chapter's steps with the skipped and finished ones marked."""
        lang, game = self.lang, self.game
        chapter, _pos = self._place[self.index]
        self.chapter.unobserve(self._on_chapter, names="value")
        self.chapter.options = [(self._chapter_item(k)(lang), k) for k in range(len(self.chapters))]
        self.chapter.value = chapter
        self.chapter.observe(self._on_chapter, names="value")
        self.step_list.unobserve(self._on_step, names="value")
        items = []
        for g, (c, i) in enumerate(self._place):
            if c != chapter:
                continue
            mark = T["skip_mark"] if g in self.skipped else T["done_mark"] if g in self.finished else Text("", "")
            title = game.rule(self.lessons[g].rules[0]).title
            items.append(((T["step_item"].format(i=i + 1, t=title) + mark)(lang), g))
        self.step_list.options = items
        self.step_list.value = self.index
        self.step_list.observe(self._on_step, names="value")

    def _chapter_item(self, k: int) -> Text:
        """Chapter ``k`` in the chapter list: its number, title and length, and how many of its tasks were skipped."""
        c = self.chapters[k]
        item = T["chapter_item"].format(k=k + 1, t=c.title, n=len(c.steps))
        left = sum(self._place[g][0] == k for g in self.skipped)
        return item + Text(" ― ", " — ") + T["skipped_count"].format(k=left) if left else item

    def _task(self) -> Text:
        """The step's task in one line: the question, the one act (or the next of several), or to read the board."""
        lesson, acts = self.lesson, self.lesson.acts
        if lesson.question is not None:
            return T["question"] + Text("：", ": ") + lesson.question.prompt
        if acts:
            return T["task"] + Text("：", ": ") + acts[min(self._act, len(acts) - 1)].task
        return T["task"] + Text("：", ": ") + T["read"]

    def said(self, lang: str) -> str:
        """What the page's polite voice says when this step opens: the notice (a skip, a new chapter), "Step 3 of 12:
        <the rule's title>", and the task."""
        chapter, pos = self._place[self.index]
        head = T["step"].format(i=pos + 1, n=len(self.chapters[chapter].steps))
        title = self.game.rule(self.lesson.rules[0]).title
        words = [self._notice[0] if self._notice else None, head + Text("：", ": ") + title + Text("。", "."),
                 self._task()]
        return ("" if lang == "ja" else " ").join(t(lang) for t in words if t is not None)

    def _task_html(self) -> str:
        lang, lesson = self.lang, self.lesson
        out = [f"<p style='margin:6px 0'>{esc(lesson.intro(lang))}</p>", facts_html(lesson.facts_at("before"), lang)]
        acts = lesson.acts
        if lesson.question is not None:
            out.append(f"<p style='margin:6px 0'><b>{esc(T['question'](lang))}:</b> {esc(lesson.question.prompt(lang))}</p>")
        elif len(acts) == 1:
            out.append(f"<p style='margin:6px 0'><b>{esc(T['task'](lang))}:</b> {esc(acts[0].task(lang))}</p>")
        elif acts:
            items = "".join(f"<li style='{'' if i >= self._act else 'color:#777'}'>{'✔ ' if i < self._act else ''}"
                            f"{esc(a.task(lang))}</li>" for i, a in enumerate(acts))
            out.append(f"<div style='margin:6px 0'><b>{esc(T['task'](lang))}:</b><ul class='kg-acts' "
                       f"style='margin:2px 0 2px 18px;padding:0;list-style:none'>{items}</ul></div>")
        else:
            out.append(f"<p style='margin:6px 0'><b>{esc(T['task'](lang))}:</b> {esc(T['read'](lang))}</p>")
        if self._solved:
            out.append(facts_html(lesson.facts_at("after"), lang, now=True))
        return "".join(out)

    def close(self) -> None:
        """Let go of the page's language and close every widget of the walkthrough."""
        self.unfollow_language()
        self.panel.close()
        if self._coach is not None:
            self._coach.close()
        close_inside(self)
        super().close()
