"""Walkthrough: a game's rulebook step by step — the rule, a live board, a task and feedback."""

from __future__ import annotations

import ipywidgets as w

from kernel_games.core import Action, Event, Game, IllegalAction, Lesson, Text, attempt, solutions

from .i18n import LANGUAGE, Language
from .panel import BoardPanel
from .ui import Labelled, close_inside, esc, events_html, safe

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
    """Steps through ``game.lessons()``; the learner acts on the board or with the buttons (a BoardPanel)."""

    def __init__(self, game: Game, language: Language = LANGUAGE, start: int = 0) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-walkthrough")
        self.game = game
        self.lessons: list[Lesson] = game.lessons()
        self.index = start
        self._events: list[Event] = []
        self._solved = False
        self.panel = BoardPanel(game, self.try_actions, language)
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
        self.happened = w.HTML()
        nav = w.HBox([self.prev_button, self.next_button, self.chapter, self.counter, self.reset_button,
                      self.hint_button], layout={"flex_flow": "row wrap", "align_items": "center"})
        self.children = [nav, self.rule_title, self.rule_text, self.task, *self.panel.widgets, self.happened]
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
        """Whether the step's task has been met."""
        return self._solved

    @property
    def events(self) -> list[Event]:
        """What the learner's last successful try caused."""
        return list(self._events)

    @safe
    def _relabel_all(self) -> None:
        self.relabel()
        self._render()

    # ---- navigation -----------------------------------------------------------------------------
    @safe
    def go(self, index: int) -> None:
        """Open step ``index`` with its scenario freshly built."""
        self.index = max(0, min(index, len(self.lessons) - 1))
        self.state = self.lesson.scenario()
        self._events = []
        self._solved = False
        self.panel.reset()
        self.say(Text("", ""))
        self._render()

    def _on_chapter(self, change: dict) -> None:
        if change["new"] is not None and change["new"] != self.index:
            self.go(change["new"])

    # ---- the learner's tries --------------------------------------------------------------------
    def try_action(self, action: Action) -> bool:
        """Judge a try: an illegal one is explained with its rule and changes nothing."""
        return bool(self.try_actions([action]))

    @safe
    def try_actions(self, actions: list[Action]) -> bool:
        """Judge several actions played in order (what the board panel submits), all or none.

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
                self.panel.explain(err)
                self._render()
                return False
            if i == len(actions) - 1 or viewer not in game.to_act(new):
                fb = attempt(game, lesson, state, a)
                if fb.ok or met:
                    self.state, self._events, self._solved = new, events + ev, True
                    self.say(lesson.success + Text(" ", " ") + T["done"], kind="ok")
                else:
                    self.panel.refuse(fb.text, fb.rule)
                self._render()
                return fb.ok or met
            met = met or lesson.goal is None or lesson.goal(state, a, ev, new) is None
            state, events = new, events + ev
        return False  # pragma: no cover - the loop always returns

    @safe
    def hint(self) -> None:
        answers = solutions(self.game, self.lesson) if self.lesson.task else []
        if answers:
            self.say(T["hint_text"].format(a=answers[0].describe()))

    def say(self, text: Text, kind: str = "info") -> None:
        self.panel.say(text, kind)

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
        legal = set(game.legal_actions(self.state, viewer)) if acting else set()
        self.panel.show(game.view(self.state, viewer), tries, legal, who=self.index)
        mine = [e for e in self._events if e.visible_to(viewer)]
        self.happened.value = (f"<b>{esc(T['happened'](lang))}</b>" + events_html(mine, lang)) if mine else ""
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.lessons) - 1

    def close(self) -> None:
        """Let go of the page's language and close every widget of the walkthrough."""
        self.unfollow_language()
        self.panel.close()
        close_inside(self)
        super().close()
