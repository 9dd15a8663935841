"""BoardPanel: a game's board and what can be done on it, shared by the table and the walkthrough."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as w

from kernel_games.core import Action, Game, IllegalAction, Lang, Text, View

from .answer import answered, chosen, short
from .board import Board
from .boards import board_for
from .i18n import LANGUAGE, Language
from .ui import Labelled, action_button, action_labels, cite, close_all, esc, message_html, safe

T = {
    "narrow": Text("続けて、太枠で示した候補から1つ選んでください。", "Now pick one of the outlined choices."),
    "not_target": Text("そこは今は選べません。", "That cannot be chosen now."),
    "cancelled": Text("選びかけた手を取り消しました。もう一度、太枠の候補から選んでください。",
                      "The part-made choice was cancelled. Pick again from the outlined choices."),
    "dead_end": Text("これを選んでも、いまは続けてできる手がありません。たとえば、",
                     "Nothing this choice leads to can be played now. For example: "),
}

Submit = Callable[[list[Action]], Any]  # the owner plays (or judges) these actions in order, all or none


def _natural(value: Any) -> tuple:
    """A field's sort key: numbers as numbers, and in text each run of digits as a number ("area 2" < "area 12")."""
    if isinstance(value, str):
        return tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.split(r"(\d+)", value) if part)
    if isinstance(value, int | float):
        return ((0, value, ""),)
    if isinstance(value, tuple | list):
        return tuple(_natural(v) for v in value)
    return ((2, 0, repr(value)),)


def button_order(action: Action, view: View | None = None) -> tuple:
    """Buttons grouped by kind of action, then as the board lays out what they act on (``Action.place(view)``), then by
    their fields, numbers in numeric order ([2] before [12]); the same order in every language."""
    where = _natural(action.place(view)) if view is not None else ()
    return type(action).__name__, where, tuple(_natural(v) for v in dataclasses.astuple(action))


class BoardPanel(Labelled):
    """The Board figure, its click targets, the board's own controls, the action buttons and the message line.

    Whatever the player picks (a spot on the board, a button, what the controls submit) reaches the owner as one
    list of actions, ``submit(actions)``; a click or a button is a list of one. A spot that stands for several actions
    narrows the choice: only those stay outlined until a second click picks one; a spot none of whose actions is legal
    (a choice that leads nowhere) is refused at once, with the rules' reason for the first of them. The owner lays
    ``widgets`` out and calls ``show`` to draw.

    Drawing again reuses what it can: an action's button stays the same widget while the action is offered (the
    bots' paced loop redraws after every bot step), the controls while they serve the same choice. What a drawing
    takes off the page is closed at once: no widget model outlives its place on the page, in the kernel or in the
    browser, and a hotseat player's buttons and bid draft are gone before the pass screen asks for the next player.
    """

    def __init__(self, game: Game, submit: Submit, language: Language = LANGUAGE, title: Text | None = None) -> None:
        Labelled.__init__(self, language)
        self.game = game
        self.spec = board_for(game.id)
        self.submit = submit
        self.title_text = title
        self._clicks: dict[str, list[Action]] = {}
        self._narrow: list[Action] | None = None
        self._controls: tuple[Any, Any] = (None, None)  # (what they were built for, the board's controls widget)
        self._drawn: tuple | None = None  # the last show()'s arguments: narrowing draws them again
        self._message: tuple[Text, str, str | None] = (Text("", ""), "info", None)  # words, kind, rule id
        self._buttons: dict[Action, w.Button] = {}  # the action buttons on the page, by the action each plays
        # the pick being handled (widgets/answer.py): how deep, what was said meanwhile, what was played
        self._picking, self._said, self._played = 0, None, None
        self.board = Board()
        self.board.on_click(self.click)
        self.board.on_cancel(self.cancel)
        self.title = w.HTML() if title else None  # made only when shown: no model off the page
        self.actions = w.Box(layout={"flex_flow": "row wrap"})
        self.actions.add_class("kg-actions")
        self.message = w.HTML()
        self.message.add_class("kg-message")

    @property
    def widgets(self) -> list[w.Widget]:
        """The panel's widgets in page order: the board, the message line right under it (what a click on the board
        did, or why not, is read where the eyes are), then the title if it has one and the actions."""
        return [self.board, self.message, *([self.title] if self.title else []), self.actions]

    @property
    def clicks(self) -> dict[str, list[Action]]:
        """The board's click targets now: key -> the actions it stands for."""
        return dict(self._clicks)

    @property
    def narrowed(self) -> list[Action] | None:
        """The actions a first click left to choose from, or None."""
        return None if self._narrow is None else list(self._narrow)

    @property
    def _drawn_legal(self) -> set[Action]:
        """The legal actions last drawn: what a narrowed choice may still lead to."""
        return set(self._drawn[2]) if self._drawn is not None else set()

    # ---- the player's picks -----------------------------------------------------------------------------------------
    @answered
    @safe
    def click(self, key: str) -> None:
        """A click on the board point ``key``: its action is submitted, or the choice narrows to its actions (only
        while one of them is legal: the narrowed board outlines where to go on). A point that stands for several
        actions, none of them legal, leads nowhere: it is refused at once (``refuse_choice``)."""
        actions = self._clicks.get(key, [])
        if self._narrow is not None:
            actions = [a for a in actions if a in self._narrow] or actions
        if len(actions) == 1:
            self.pick(actions)
        elif actions and not any(a in self._drawn_legal for a in actions):
            self.refuse_choice(actions)
        elif actions:
            self._narrow = list(actions)
            self.say(T["narrow"])
            self.redraw()
        else:
            self.not_now()

    @answered
    @safe
    def cancel(self) -> None:
        """Escape on the board: a narrowed choice is forgotten, the message line says so and every legal target is
        outlined again. With nothing part-made, nothing happens (no message)."""
        if self._narrow is None:
            return
        self._narrow = None
        self.say(T["cancelled"])
        self.redraw()

    def refuse_choice(self, actions: list[Action]) -> None:
        """A choice none of whose ``actions`` is legal: the first is handed to the owner, who refuses it with the rules'
        reason and rule (as a single illegal click is), and the message says that nothing this choice leads to can
        be played now. The choice is not narrowed: what was outlined stays so."""
        self.pick(actions[:1])
        text, kind, rule = self._message
        if kind == "error":
            self.say(T["dead_end"] + text, kind, rule)

    @answered
    @safe
    def pick(self, actions: list[Action]) -> Any:
        """Hand ``actions`` to the owner (a button, a click, the controls' submission)."""
        self._narrow = None
        return self.submit(list(actions))

    def reset(self) -> None:
        """Forget a narrowed choice and the controls (after a move: what they hold is out of date)."""
        self._narrow = None
        self._controls = (None, None)

    # ---- the message line -------------------------------------------------------------------------------------------
    def say(self, text: Text, kind: str = "info", rule: str | None = None) -> None:
        """Show ``text`` on the message line; with a ``rule``, its title follows (the id in the tooltip)."""
        self._message = (text, kind, rule)
        if self._picking:
            self._said = self._message
        self._write_message()

    def answer(self) -> None:
        """The answer to the pick just handled, where the learner looks (``Board.answer``): what the message line says
        now, or, when the move was played and the line cleared, what was chosen. Nothing when neither."""
        lang = self.lang
        text, kind, rule = self._said or (Text("", ""), "info", None)
        if text(lang):
            self.board.answer(kind, short(text(lang), kind, self._rule_title(rule) if rule else None, lang))
        elif self._played is not None:
            actions, view = self._played
            self.board.answer("ok", chosen(actions, lang, view))

    def not_now(self) -> None:
        """What was picked cannot be chosen now (not a target, or not this player's turn)."""
        self.say(T["not_target"], kind="error")

    def refuse(self, text: Text, rule: str | None) -> None:
        """An error message citing the rule it comes from."""
        self.say(text, kind="error", rule=rule)

    def explain(self, err: IllegalAction) -> None:
        """Why an action is illegal, with its rule."""
        self.refuse(err.text, err.rule)

    def _rule_title(self, rule: str) -> Text | None:
        try:
            return self.game.rule(rule).title
        except KeyError:
            return None

    def _write_message(self) -> None:
        text, kind, rule = self._message
        lang = self.lang
        words = text(lang)
        cited = cite(rule, self._rule_title(rule), lang) if rule else ""
        self.message.value = message_html(esc(words) + cited, kind) if words else ""

    # ---- drawing ----------------------------------------------------------------------------------------------------
    def _previews(self, view: View, legal: set[Action]) -> dict[Action, Text] | None:
        """What each legal action would do (``Game.preview``, from the view only), for the buttons' tooltips."""
        try:
            return {a: self.game.preview(view, a) for a in legal}
        except NotImplementedError:
            return None

    def show(self, view: View, tries: list[Action], legal: set[Action], who: Any = None, figure: dict | None = None,
             previews: Mapping[Action, Text] | None = None) -> None:
        """Draw ``view`` with ``tries`` as click targets (outlined when in ``legal``) and a button per legal action.

        ``who`` says whom the board's controls are for (None: no controls); they are kept, with what is set in them,
        while ``who``, the language and the legal actions stay the same. A ``figure`` (a chart) replaces the board.
        ``previews`` (what an action would do) become the buttons' tooltips; a button without one shows its label.
        """
        if previews is None and figure is None and legal and view.get("viewer") is not None:
            previews = self._previews(view, legal)
        self._drawn = (view, tries, legal, who, figure, previews)
        lang = self.lang
        if figure is None:
            if self._narrow is not None:
                tries = [a for a in tries if a in self._narrow]
            figure, self._clicks = self.spec.figure(view, lang, tries, legal)
        else:
            self._clicks = {}
        self.board.show(figure, [k for k, acts in self._clicks.items() if any(a in legal for a in acts)])
        ctl = self._controls_for(who, view, legal)
        shown = sorted((a for a in legal if ctl is None or not self.spec.covered(a)), key=lambda a: button_order(a, view))
        old = self.actions.children
        new = ([ctl] if ctl is not None else []) + self._buttons_for(shown, lang, view, previews or {})
        if list(old) != new:
            self.actions.children = new
        if self.title is not None:
            self.title.value = f"<b>{esc(self.title_text(lang))}</b>" if self.title_text and legal else ""
        self._write_message()
        close_all(x for x in old if x not in new)  # after the page has its new children

    def _buttons_for(self, actions: list[Action], lang: Lang, view: View,
                     previews: Mapping[Action, Text]) -> list[w.Button]:
        """A button per action in this order, labelled from ``view`` (``ui.action_text``): the one already on the page
        for it (relabelled if need be), else a new one. The buttons of actions no longer offered are left out
        (``show`` closes them)."""
        buttons: dict[Action, w.Button] = {}
        for a, label in zip(actions, action_labels(actions, lang, view), strict=True):
            tip = previews[a](lang) if a in previews else label
            b = self._buttons.get(a)
            if b is None:
                b = action_button(label, lambda a=a: self.pick([a]), tooltip=tip)
            else:
                if b.description != label:
                    b.description = label
                if b.tooltip != tip:
                    b.tooltip = tip
            buttons[a] = b
        self._buttons = buttons
        return list(buttons.values())

    def redraw(self) -> None:
        if self._drawn is not None:
            self.show(*self._drawn)

    def _controls_for(self, who: Any, view: View, legal: set[Action]) -> Any:
        """The board's own controls, built again only when whom they serve, the language or the choices change."""
        if who is None or not legal or self.spec.controls is None:
            self._controls = (None, None)
            return None
        key = (who, self.lang, frozenset(legal))
        if self._controls[0] != key:
            self._controls = (key, self.spec.controls(view, self.lang, legal, self.pick))
        return self._controls[1]

    def close(self) -> None:
        close_all([self.board, self.title, self.actions, self.message, self._controls[1]])
        self._controls, self._buttons = (None, None), {}
