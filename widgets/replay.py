"""ReplayViewer: a saved game replayed move by move, with a teacher's comments on its positions.

The page shows only what the chosen viewer may see (``kernel_games.core.replay``): a record of a game still running
only as a spectator sees it, a finished one through any seat's eyes as well. Every widget is made once and drawn
again in place, so stepping through a record leaves no widget model behind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import FormatError, Game, GameError, Replay, SaveError, Text

from .board import Board
from .boards import board_for
from .files import SaveLoad
from .i18n import LANGUAGE, Language
from .lesson_parts import result_html
from .speech import BoardText, board_name, labelled
from .ui import Labelled, close_inside, esc, events_html, message_html, safe

SPECTATOR = -1  # the viewer dropdown's value for the spectator (a Dropdown's None means "nothing chosen")

T = {
    "first": Text("最初の局面へ", "To the start"), "prev": Text("1手戻る", "One move back"),
    "next": Text("1手進む", "One move on"), "last": Text("最後の局面へ", "To the end"),
    "prev_comment": Text("◀ 前のコメント", "◀ Previous comment"), "next_comment": Text("次のコメント ▶", "Next comment ▶"),
    "no_comment": Text("この局面にはコメントがありません。", "No comment on this position."),
    "comment_ahead": Text("次のコメントは{i}手目の後です。", "The next comment is after move {i}."),
    "comment_none_ahead": Text("この先にコメントはありません。", "No comment further on."),
    "move": Text("手", "Move"), "round": Text("ラウンド", "Round"), "turn": Text("手番", "Turn"),
    "log_name": Text("再生している対局の出来事（新しい順）", "What happened in the replayed game, newest first"),
    "round_item": Text("第{r}ラウンド（{i}手目から）", "Round {r} (from move {i})"),
    "turn_item": Text("第{r}手番（{i}手目から）", "Turn {r} (from move {i})"),
    "viewer": Text("視点", "Viewer"), "spectator": Text("観戦者（公開情報）", "Spectator (public)"),
    "empty": Text("記録（保存ファイル）を読み込むと、1手ずつ再生できます。", "Load a record (a save file) to replay it move by move."),
    "start": Text("開始時の局面（全{n}手）", "The starting position ({n} moves in all)"),
    "after": Text("{i}手目の後の局面（全{n}手）", "After move {i} of {n}"),
    "running": Text("対局中の記録です。手札や伏せた選択は秘密なので、観戦者の目でだけ見られます。",
                    "This game is still running: its hands and face-down choices are secret, so it shows only as a "
                    "spectator sees it."),
    "comment": Text("コメント", "Comment"), "log": Text("記録", "Log"),
    "edit": Text("この局面へのコメント（先生用・ページの言語で保存）",
                 "A comment on this position (for teachers; saved in the page's language)"),
    "save_comment": Text("コメントを保存", "Save comment"),
    "teacher": Text("先生用: この局面にコメントを書く", "For teachers: comment on this position"),
    "commented": Text("コメントを保存しました。「保存」でコメント付きのファイルになります。",
                      "Comment saved: press Save for a file with the comments."),
    "uncommented": Text("この局面のコメントを消しました。", "The comment of this position is removed."),
    "play_on": Text("ここから続けて遊ぶ", "Play on from here"),
    "floor": Text("配りが封印された記録なので、続けて遊べるのは保存された局面（{f}手目）からです。",
                  "Its deal is sealed: play can go on only from the position it was saved at (move {f}) on."),
    "loaded": Text("読み込みました（{n}手）。", "Loaded ({n} moves)."),
    "saved": Text("保存しました。下のリンクか文字列を使ってください。", "Saved: use the link or copy the text below."),
}


class ReplayViewer(w.VBox, Labelled):
    """A record's positions one by one: |◀ ◀ ▶ ▶|, a slider, a round to jump to, whose eyes, the board, the log and
    the position's comment; a teacher writes comments and saves the record with them; ``on_play_on(save file)``
    receives the game as it stood at the position shown, to play on as a new game (no button without it)."""

    def __init__(self, game: Game, record_text: str | None = None, language: Language = LANGUAGE,
                 on_play_on: Callable[[str], Any] | None = None) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-viewer")
        self.game = game
        self.spec = board_for(game.id)
        self.replay: Replay | None = None
        self._on_play_on = on_play_on
        self._message: tuple[Text, str] = (Text("", ""), "info")
        self._drawing = False  # set while render() writes the controls: their observers then do nothing
        self._editing: tuple[int, str] | None = None  # the position and language the comment box was filled for
        self.files = SaveLoad(f"{game.id}-replay.json", self.save, self.load, language,
                              on_error=lambda text: self.say(text, "error"))
        self.status = self._html("status")
        self.message = self._html("message")
        buttons = {}
        for key, symbol in (("first", "|◀"), ("prev", "◀"), ("next", "▶"), ("last", "▶|")):  # in every font
            b = self.label(w.Button(description=symbol, layout={"width": "44px"}), T[key], "tooltip")
            b.add_class(f"kg-viewer-{key}")
            buttons[key] = b
        self.first_button, self.prev_button, self.next_button, self.last_button = buttons.values()
        self.first_button.on_click(lambda _b: self.go(0))
        self.prev_button.on_click(lambda _b: self.go(self.position - 1))
        self.next_button.on_click(lambda _b: self.go(self.position + 1))
        self.last_button.on_click(lambda _b: self.go(self.replay.length if self.replay else 0))
        self.prev_comment_button = self.label(w.Button(), T["prev_comment"])
        self.prev_comment_button.add_class("kg-viewer-prev-comment")
        self.prev_comment_button.on_click(lambda _b: self.to_comment(-1))
        self.next_comment_button = self.label(w.Button(), T["next_comment"])
        self.next_comment_button.add_class("kg-viewer-next-comment")
        self.next_comment_button.on_click(lambda _b: self.to_comment(+1))
        self.slider = self.label(w.IntSlider(min=0, max=0, continuous_update=False, style={"description_width": "initial"},
                                             layout={"flex": "1 1 auto", "min_width": "120px", "width": "auto"}), T["move"])
        self.slider.add_class("kg-viewer-slider")
        self.slider.observe(lambda c: self._drawing or self.go(c["new"]), names="value")
        self.rounds = w.Dropdown(layout={"width": "320px", "max_width": "100%"})
        self.rounds.add_class("kg-viewer-rounds")
        self.rounds.observe(lambda c: self._drawing or c["new"] is None or self.go(c["new"]), names="value")
        self.viewer_box = self.label(w.Dropdown(options=[("", SPECTATOR)], value=SPECTATOR), T["viewer"])
        self.viewer_box.add_class("kg-viewer-seat")
        self.viewer_box.observe(lambda _c: self._drawing or self.refresh(), names="value")
        self.comment_view = self._html("comment")
        self.board = Board()
        self.board.add_class("kg-viewer-board")
        self.text_box = BoardText()
        self.log_view = self._html("log")
        self.log_acc = w.Accordion(children=[self.log_view], selected_index=0)
        self.comment_edit = self.label(w.Textarea(layout={"width": "100%", "height": "70px"}), T["edit"], "placeholder")
        self.comment_edit.add_class("kg-viewer-comment-edit")
        self.comment_button = self.label(w.Button(), T["save_comment"])
        self.comment_button.add_class("kg-viewer-comment-save")
        self.comment_button.on_click(lambda _b: self.save_comment())
        self.play_on_button = self.label(w.Button(button_style="primary"), T["play_on"])
        self.play_on_button.add_class("kg-viewer-play-on")
        self.play_on_button.on_click(lambda _b: self.play_on())
        steps = w.HBox([self.first_button, self.prev_button, self.slider, self.next_button, self.last_button],
                       layout={"align_items": "center", "width": "100%", "max_width": "760px"})  # one line, even on a phone
        nav = w.HBox([steps, self.prev_comment_button, self.next_comment_button, self.rounds, self.viewer_box],
                     layout={"flex_flow": "row wrap", "align_items": "center"})
        teacher = w.VBox([self.comment_edit, self.comment_button])
        self.teacher_acc = w.Accordion(children=[teacher], selected_index=None)  # closed: learners read, teachers write
        self.teacher_acc.add_class("kg-viewer-teacher")
        self.player = w.VBox([nav, self.comment_view, self.board, self.play_on_button, self.log_acc, self.text_box,
                              self.teacher_acc])
        self.children = [self.files, self.status, self.message, self.player]
        self.follow_language(self._relabel_all)
        if record_text is not None:
            self.load(record_text, quiet=True)  # a page that opens with a record says nothing of loading it
        self._render()

    @staticmethod
    def _html(name: str) -> w.HTML:
        box = w.HTML()
        box.add_class(f"kg-viewer-{name}")
        return box

    @property
    def position(self) -> int:
        return self.replay.position if self.replay else 0

    @property
    def viewer(self) -> int | None:
        """Whose eyes the page shows (None: the spectator); only ``Replay.viewers()`` are ever offered."""
        value = self.viewer_box.value
        return None if value in (None, SPECTATOR) or self.replay is None or value not in self.replay.viewers() else value

    @safe
    def _relabel_all(self) -> None:
        self.relabel()
        self.files.relabel()
        self._render()

    # ---- the record ------------------------------------------------------------------------------------------------
    @safe
    def load(self, text: str | None = None, quiet: bool = False) -> bool:
        """Open a record (``text``, else the load box's text), saying so unless ``quiet``; a bad one is explained and
        nothing else changes."""
        try:
            replay = Replay(text if text is not None else self.files.text(), {self.game.id: self.game})
        except SaveError as err:
            self.say(err.text, "error")
            return False
        self.install(replay)
        if not quiet:
            self.say(T["loaded"].format(n=replay.length), "ok")
        return True

    def install(self, replay: Replay) -> None:
        """Show ``replay`` from its start, as the spectator sees it."""
        self.replay, self._editing = replay, None
        replay.go(0)
        self._drawing = True
        try:
            self.viewer_box.value = SPECTATOR
        finally:
            self._drawing = False
        self._render()

    @safe
    def save(self) -> str | None:
        """The record with its comments, in the save box and as a download link."""
        if self.replay is None:
            return None
        data = self.replay.to_json()
        self.files.show(data)
        self.say(T["saved"], "ok")
        return data

    # ---- moving and commenting ----------------------------------------------------------------------------------------
    @safe
    def go(self, position: int) -> None:
        """Show the position after ``position`` moves (kept within the record)."""
        if self.replay is not None:
            self.replay.go(position)
        self._message = (Text("", ""), "info")  # what was said was about another position
        self._render()

    def commented(self) -> list[int]:
        """The positions that carry a comment, in order."""
        r = self.replay
        return [] if r is None else sorted(i for i in r.match.comments if r.comment(i) is not None)

    @safe
    def to_comment(self, step: int) -> None:
        """Go to the next (``step`` 1) or previous (-1) commented position; nothing when there is none that way."""
        ahead = [i for i in self.commented() if (i - self.position) * step > 0]
        if ahead:
            self.go(ahead[0] if step > 0 else ahead[-1])

    @safe
    def refresh(self) -> None:
        self._render()

    @safe
    def save_comment(self) -> None:
        """The text box becomes the comment of the position shown, in the page's language (empty: removed)."""
        if self.replay is None:
            return
        text = self.comment_edit.value.strip()
        try:
            self.replay.set_comment(self.position, text, self.lang)
        except FormatError as err:
            self.say(err.text, "error")
            return
        self.say(T["commented"] if text else T["uncommented"], "ok")
        self._render()

    @safe
    def play_on(self) -> None:
        """Hand the game as it stood at this position to ``on_play_on``."""
        if self.replay is not None and self._on_play_on is not None:
            try:
                text = self.replay.prefix_json(self.position)
            except GameError as err:  # before a sealed deal's floor
                self.say(err.text, "error")
                return
            self._on_play_on(text)

    # ---- drawing ------------------------------------------------------------------------------------------------------
    def say(self, text: Text, kind: str = "info") -> None:
        self._message = (text, kind)
        words = text(self.lang)
        self.message.value = message_html(esc(words), kind) if words else ""

    def _render(self) -> None:
        self._drawing = True
        try:
            self._draw()
        finally:
            self._drawing = False
        self.say(*self._message)

    def _draw(self) -> None:
        lang, r = self.lang, self.replay
        self.player.layout.display = "none" if r is None else ""
        self.play_on_button.layout.display = "none" if self._on_play_on is None else ""
        if r is None:
            self.status.value = f"<p>{esc(T['empty'](lang))}</p>"
            return
        game, i, n = self.game, r.position, r.length
        viewer = self.viewer
        state, view = r.state_at(i), r.view(i, viewer)
        self.slider.max, self.slider.value = n, i
        self.first_button.disabled = self.prev_button.disabled = i == 0
        self.next_button.disabled = self.last_button.disabled = i == n
        self.play_on_button.disabled = game.is_over(state) or i < r.match.floor  # nothing left, or before the seal
        key = r.round_key()
        item = T["turn_item" if key == "turn" else "round_item"]
        rounds = r.rounds()
        self.rounds.options = [(item.format(r=k, i=start)(lang), start) for k, start in rounds]
        self.rounds.value = max((start for _, start in rounds if start <= i), default=None)
        self.rounds.description = T["turn" if key == "turn" else "round"](lang)
        self.rounds.layout.display = "" if rounds else "none"
        seats = [(T["spectator"](lang), SPECTATOR)] + [(game.player_name(state, p)(lang), p) for p in r.viewers()
                                                      if p is not None]
        self.viewer_box.options = seats
        self.viewer_box.value = SPECTATOR if viewer is None else viewer
        where = T["start"].format(n=n) if i == 0 else T["after"].format(i=i, n=n)
        end = ("" if r.finished else T["running"](lang)) + (
            " " + T["floor"].format(f=r.match.floor)(lang) if i < r.match.floor and self._on_play_on is not None else "")
        self.status.value = (f"<div style='font-size:16px;margin:4px 0'><b>{esc(where(lang))}</b> {esc(end)}</div>"
                             + result_html(game, state, lang))  # the end: scores, winners and why
        self.comment_view.value = self._comment_html(i, lang)
        if self._editing != (i, lang):  # a draft stays while the same position is shown in the same language
            self._editing = (i, lang)
            self.comment_edit.value = r.match.comments.get(i, {}).get(lang, "")
        self.board.show(labelled(self.spec.figure(view, lang, [], set())[0], board_name(game.name, lang), lang))
        self.text_box.show(self.spec.text(view, lang), lang)
        self.log_view.value = events_html(r.events(i, viewer), lang, name=T["log_name"])
        self.log_acc.set_title(0, T["log"](lang))
        self.teacher_acc.set_title(0, T["teacher"](lang))

    def _comment_html(self, i: int, lang: str) -> str:
        """The comment of position ``i``; where there is none, one line in the comment's place saying where the next one
        is, so that the board does not jump between commented moves. Nothing in a record without comments."""
        marks = self.commented()
        self.prev_comment_button.disabled = not any(k < i for k in marks)
        self.next_comment_button.disabled = not any(k > i for k in marks)
        for b in (self.prev_comment_button, self.next_comment_button):
            b.layout.display = "" if marks else "none"
        note = self.replay.comment(i) if self.replay is not None else None
        if note is not None:
            return (f"<div class='kg-comment-box' style='font-size:15px;background:#FFF8E1;border-left:5px solid "
                    f"#E69F00;padding:8px 12px;margin:6px 0'><b>{esc(T['comment'](lang))}</b><br>"
                    f"{esc(note(lang)).replace(chr(10), '<br>')}</div>")
        if not marks:
            return ""
        ahead = [k for k in marks if k > i]
        where = T["comment_ahead"].format(i=ahead[0]) if ahead else T["comment_none_ahead"]
        return (f"<div class='kg-comment-none' style='font-size:14px;color:#555;border-left:5px solid #ddd;"
                f"padding:8px 12px;margin:6px 0'>{esc(T['no_comment'](lang))} {esc(where(lang))}</div>")

    def close(self) -> None:
        """Let go of the page's language and close every widget of the viewer."""
        self.unfollow_language()
        close_inside(self)
        super().close()
