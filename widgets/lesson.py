"""Walkthrough: a game's rulebook step by step — the rule, a live board, a task and feedback."""

from __future__ import annotations

import ipywidgets as w

from kernel_games.core import Action, Game, IllegalAction, Lesson, Text, attempt, solutions

from .board import Board
from .boards import board_for
from .i18n import LANGUAGE, Language
from .ui import Labelled, action_buttons, esc, events_html, message_html, safe

T = {
    "prev": Text("◀ 前へ", "◀ Back"), "next": Text("次へ ▶", "Next ▶"), "reset": Text("やり直す", "Reset"),
    "hint": Text("ヒント", "Hint"), "step": Text("ステップ {i}/{n}", "Step {i} of {n}"),
    "task": Text("やってみよう", "Try it"), "read": Text("盤面を見てから「次へ」へ。", "Look at the board, then go Next."),
    "done": Text("「次へ」で続けます。", "Press Next to go on."),
    "hint_text": Text("ヒント: 太枠の場所か、下のボタンから選べます。答えの一つ: {a}",
                      "Hint: choose an outlined spot or a button below. One answer: {a}"),
    "happened": Text("起きたこと", "What happened"), "chapter": Text("章", "Chapter"),
    "seed_rule": Text("ルールブックより", "From the rulebook"),
    "decision": Text("このプロジェクトの裁定を含みます", "Includes a ruling by this project"),
}


class Walkthrough(w.VBox, Labelled):
    """Steps through ``game.lessons()``; the learner acts on the board or with the buttons."""

    def __init__(self, game: Game, language: Language = LANGUAGE, start: int = 0) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-walkthrough")
        self.game = game
        self.lessons: list[Lesson] = game.lessons()
        self.board_spec = board_for(game.id)
        self.index = start
        self._message: tuple[Text, str] = (Text("", ""), "info")
        self._events: list = []
        self._click: dict[str, list[Action]] = {}
        self._narrow: list[Action] | None = None
        self._solved = False
        self._ctl: tuple = (None, None)  # (what it was built for, the board's controls widget)
        self.chapter = w.Dropdown(layout={"width": "320px"})
        self.chapter.add_class("kg-chapter")
        self.chapter.observe(self._on_chapter, names="value")
        self.counter = w.HTML()
        self.prev_button = self.label(w.Button(), T["prev"])
        self.prev_button.add_class("kg-lesson-prev")
        self.prev_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button = self.label(w.Button(button_style="primary"), T["next"])
        self.next_button.add_class("kg-lesson-next")
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        self.reset_button = self.label(w.Button(), T["reset"])
        self.reset_button.on_click(lambda _b: self.go(self.index))
        self.hint_button = self.label(w.Button(), T["hint"])
        self.hint_button.on_click(lambda _b: self.hint())
        self.rule_title = w.HTML()
        self.rule_title.add_class("kg-rule-title")
        self.rule_text = w.HTML()
        self.rule_text.add_class("kg-rule-text")
        self.task = w.HTML()
        self.board = Board()
        self.board.on_click(self._on_board_click)
        self.actions = w.Box(layout={"flex_flow": "row wrap"})
        self.actions.add_class("kg-actions")
        self.message = w.HTML()
        self.message.add_class("kg-message")
        self.happened = w.HTML()
        nav = w.HBox([self.prev_button, self.next_button, self.chapter, self.counter, self.reset_button,
                      self.hint_button], layout={"flex_flow": "row wrap", "align_items": "center"})
        self.children = [nav, self.rule_title, self.rule_text, self.task, self.board, self.actions, self.message,
                         self.happened]
        language.observe(lambda _c: (self.relabel(), self._render()), names="lang")
        self.go(start)

    # ---- navigation -----------------------------------------------------------------------------
    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @safe
    def go(self, index: int) -> None:
        """Open step ``index`` with its scenario freshly built."""
        self.index = max(0, min(index, len(self.lessons) - 1))
        self.state = self.lesson.scenario()
        self._message = (Text("", ""), "info")
        self._events = []
        self._narrow = None
        self._solved = False
        self._ctl = (None, None)
        self._render()

    def _on_chapter(self, change: dict) -> None:
        if change["new"] is not None and change["new"] != self.index:
            self.go(change["new"])

    # ---- the learner's tries --------------------------------------------------------------------
    @safe
    def try_action(self, action: Action) -> bool:
        """Judge a try: an illegal one is explained with its rule and changes nothing."""
        if self._solved:
            return False
        fb = attempt(self.game, self.lesson, self.state, action)
        self._narrow = None
        if fb.ok:
            self.state, self._events, self._solved = fb.state, fb.events, True
            self._message = (fb.text + Text(" ", " ") + T["done"], "ok")
        else:
            rule = Text(f" [{fb.rule}]", f" [{fb.rule}]") if fb.rule else Text("", "")
            self._message = (fb.text + rule, "error")
        self._render()
        return fb.ok

    @safe
    def try_actions(self, actions: list[Action]) -> bool:
        """Judge several actions played in order (the board's controls submit these), all or none.

        All but the last are applied with ``game.apply``; the last is judged with ``attempt``, like a single try. An
        illegal one is explained and changes nothing. The task is met if the last action meets the lesson's goal or an
        earlier one did (a bid placed, then "ready"). Actions left once the learner is no longer due to act are dropped.
        """
        if self._solved or not actions:
            return False
        game, lesson, viewer = self.game, self.lesson, self.lesson.viewer
        state, events, met = self.state, [], False
        for i, a in enumerate(actions):
            try:
                new, ev = game.apply(state, viewer, a)
            except IllegalAction as err:
                self._narrow = None
                self._message = (game.explain(err) + Text(f" [{err.rule}]", f" [{err.rule}]"), "error")
                self._render()
                return False
            if i == len(actions) - 1 or viewer not in game.to_act(new):
                fb = attempt(game, lesson, state, a)
                self._narrow = None
                if fb.ok or met:
                    self.state, self._events, self._solved = new, events + ev, True
                    self._message = (lesson.success + Text(" ", " ") + T["done"], "ok")
                else:
                    rule = Text(f" [{fb.rule}]", f" [{fb.rule}]") if fb.rule else Text("", "")
                    self._message = (fb.text + rule, "error")
                self._render()
                return fb.ok or met
            met = met or lesson.goal is None or lesson.goal(state, a, ev, new) is None
            state, events = new, events + ev
        return False  # pragma: no cover - the loop always returns

    @safe
    def _on_board_click(self, key: str) -> None:
        actions = self._click.get(key, [])
        if self._narrow is not None:
            actions = [a for a in actions if a in self._narrow] or actions
        if len(actions) == 1:
            self.try_action(actions[0])
        elif actions:
            self._narrow = actions
            self._render()

    def hint(self) -> None:
        answers = solutions(self.game, self.lesson) if self.lesson.task else []
        if answers:
            self._message = (T["hint_text"].format(a=answers[0].describe()), "info")
            self._render()

    def say(self, text: Text, kind: str = "info") -> None:
        self._message = (text, kind)
        self.message.value = message_html(esc(text(self.lang)), kind)

    # ---- drawing --------------------------------------------------------------------------------
    def _render(self) -> None:
        lang, lesson, game = self.lang, self.lesson, self.game
        self.chapter.unobserve(self._on_chapter, names="value")
        self.chapter.options = [(f"{i + 1}. {game.rule(ls.rules[0]).chapter(lang)} — {game.rule(ls.rules[0]).title(lang)}", i)
                                for i, ls in enumerate(self.lessons)]
        self.chapter.value = self.index
        self.chapter.observe(self._on_chapter, names="value")
        self.counter.value = esc(T["step"].format(i=self.index + 1, n=len(self.lessons))(lang))
        rules = [game.rule(r) for r in lesson.rules]
        self.rule_title.value = f"<h3 style='margin:6px 0'>{esc(rules[0].chapter(lang))} · {esc(rules[0].title(lang))}</h3>"
        paragraphs = []
        for r in rules:
            tag = f" <small style='color:#6a3d9a'>({esc(T['decision'](lang))})</small>" if r.provenance == "decision" else ""
            paragraphs.append(f"<p style='margin:4px 0'><b>{esc(r.title(lang))}</b> — {esc(r.text(lang))}{tag}</p>")
        self.rule_text.value = ("<div style='background:#FFFDF5;border:1px solid #ddd;padding:6px 10px'>"
                                + "".join(paragraphs) + "</div>")
        task = lesson.task(lang) if lesson.task else T["read"](lang)
        self.task.value = (f"<p style='margin:6px 0'>{esc(lesson.intro(lang))}</p>"
                           f"<p style='margin:6px 0'><b>{esc(T['task'](lang))}:</b> {esc(task)}</p>")
        acting = lesson.task is not None and not self._solved
        viewer = lesson.viewer
        tries = game.candidates(self.state, viewer) if acting and viewer in game.to_act(self.state) else []
        if self._narrow is not None:
            tries = [a for a in tries if a in self._narrow]
        legal = set(game.legal_actions(self.state, viewer)) if acting else set()
        view = game.view(self.state, viewer)
        mine = [e for e in self._events if e.visible_to(viewer)]
        fig, self._click = self.board_spec.figure(view, lang, tries, legal)
        self.board.show(fig)
        ctl = None
        if legal and self.board_spec.controls is not None:
            key = (self.index, lang, frozenset(legal))
            if self._ctl[0] != key:
                self._ctl = (key, self.board_spec.controls(view, lang, legal, self.try_actions))
            ctl = self._ctl[1]
        shown = [a for a in legal if ctl is None or not self.board_spec.covered(a)]
        self.actions.children = (([ctl] if ctl is not None else [])
                                 + action_buttons(sorted(shown, key=lambda a: a.describe()(lang)), lang, self.try_action))
        text, kind = self._message
        self.message.value = message_html(esc(text(lang)), kind) if text(lang) else ""
        self.happened.value = (f"<b>{esc(T['happened'](lang))}</b>" + events_html(mine, lang)) if mine else ""
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.lessons) - 1
