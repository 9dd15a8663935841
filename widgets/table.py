"""GameTable: play any registered game at one screen — humans (hotseat) and bots.

The table composes its parts: the set-up bar (setup_bar.py), the seats (seats.py), the bot runner (bot_runner.py),
save/load (files.py), undo/redo (history.py), the pass-the-device screen (hotseat.py) and the board panel (panel.py,
shared with the walkthrough). It keeps the match and plays the humans' moves, and shows the status line, the end-of-game
score chart and the log (the board as text is the panel's); what the bots did is said aloud (speech.TableVoice).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from kernel_games.core import Action, FormatError, Game, IllegalAction, Match, OptionError, Replay, SaveError, Text
from kernel_games.core.seeds import random_seed
from kernel_games.core.text import plural

from .bot_runner import BotRunner
from .charts import score_breakdown
from .coach import Coach, regret_text
from .files import SaveLoad
from .history import UndoRedo
from .hotseat import PassScreen
from .i18n import LANGUAGE, Language
from .links import share_html
from .panel import BoardPanel
from .replay import ReplayViewer
from .seats import HUMAN, Seats
from .setup_bar import SetupBar
from .speech import TableVoice
from .ui import Labelled, close_inside, esc, events_html, safe

T = {
    "board": Text("盤面", "Board"),
    "scores": Text("得点の内訳", "Score breakdown"),
    "log": Text("記録", "Log"), "actions": Text("あなたの行動", "Your actions"),
    "turn": Text("{p}の番です。", "{p} to act."), "bots": Text("ボットが考えています…", "Bots are thinking…"),
    "paused": Text("ボットは一時停止中です。「ボットを1手進める」で1手ずつ、「ボットが自動で進める」で続けて進みます。",
                   "Bots are paused: press \u201cBots: one step\u201d to move them on, or tick \u201cBots play on\u201d."),
    "save_ready": Text("保存しました。下のリンクか文字列を使ってください。", "Saved: use the link or copy the text below."),
    "face_down": Text("（裏向きで選ばれたまま公開前の{k}手は保存していません。読み込むと選び直しになります。）",
                      " ({c} not yet revealed {were} left out: {they} made again after loading.)"),
    "no_undo": Text("戻せません: {why}", "Cannot undo: {why}"),
    "undo_revealed": Text("その後に隠れていた情報が公開されたか、偶然（山札・ダイス）が使われました。",
                          "hidden information was revealed or chance was used (a card drawn, dice rolled) since then."),
    "undo_other": Text("ほかのプレイヤーがその後に行動しました。", "another player has moved since."),
    "loaded": Text("読み込みました。", "Loaded."),
    "loaded_sealed": Text("読み込みました。配りは封印されているので、この局面より前には戻せず、終わってもシードは表示しません。",
                          "Loaded. Its deal is sealed: play cannot be taken back before this position, and its seed "
                          "will not be shown when the game ends."),
    "undo_floor": Text("このゲームは対局中の保存ファイルから読み込んだものなので、読み込んだ局面より前には戻せません。",
                       "this game was loaded from a save made while it was running: it cannot go back before the "
                       "position it was loaded at."),
    "sealed_end": Text("このゲームは対局中に保存したファイルから読み込んだので、配りは封印されたままです。シードは表示せず、"
                       "この配りで再戦することもできません（同じゲームのほかの写しがまだ続いているかもしれないからです）。",
                       "This game was loaded from a save made while it was running, so its deal stays sealed: its seed "
                       "is not shown and the deal cannot be played again (another copy of the game may still be "
                       "running)."),
}


class GameTable(w.VBox, Labelled):
    """A whole game at one screen.

    Seats are ``"human"`` or a bot kind (``"random"``, ``"greedy"`` or a game's own), or played by the rules
    (``Game.automata``: Buru's Lawan, never due to act). With two or more humans, in a
    game with hidden information, a "pass the device" screen hides every secret between their turns.
    """

    def __init__(self, game: Game, players: int | None = None, seats: list[str] | None = None, seed: int | None = None,
                 options: dict[str, Any] | None = None, language: Language = LANGUAGE, bot_delay: float = 0.6) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-table")
        self.game = game
        facts = game.facts
        self.match: Match | None = None
        self.setup = SetupBar(game, players or min(max(facts.min_players, 3), facts.max_players), self.new_game,
                              self._players_changed, language, on_replay=self.replay)
        self.seating = Seats(game, lambda: self.match, self.setup.options, language)
        for box in self.setup.option_boxes.values():  # the seats the rules would play follow the options at once
            box.observe(lambda _c: self._options_changed(), names="value")
        self.runner = BotRunner(game, lambda: self.seating.chosen, self._render, self.say, bot_delay, language=language)
        self.files = SaveLoad(f"{game.id}.json", self.save, self.load, language,
                              on_error=lambda text: self.say(text, kind="error"))
        self.panel = BoardPanel(game, self.play_all, language, title=T["actions"])
        self.history = UndoRedo(self.undo, self.redo, language)
        self.coach = Coach(game, self._coachable, self._reviewable, language, on_show=self.show_review)
        self.review_box = w.VBox()  # the finished game replayed at a reviewed move (made when asked for)
        self.replay_viewer: ReplayViewer | None = None
        self.status = w.HTML()
        self.status.add_class("kg-status")
        self.pass_box = PassScreen(facts.hidden_information, self.confirm_viewer, language)
        self.show_what = w.ToggleButtons(options=[("", "board"), ("", "scores")], value="board")
        self.show_what.observe(lambda _c: self.refresh(), names="value")
        self.voice = TableVoice()  # what the page's polite voice says of the bots' moves and the game's end
        self.log_view = w.HTML()
        self.log_view.add_class("kg-log")
        self.log_acc = w.Accordion(children=[self.log_view], selected_index=0)
        controls = w.HBox([*self.history.widgets, *self.runner.widgets], layout={"flex_flow": "row wrap"})
        self.children = [self.setup, self.seating, self.status, self.pass_box, self.show_what, *self.panel.widgets,
                         self.coach, self.review_box, self.log_acc, controls, self.files]
        self._start(players or self.players.value, seats, seed, options)
        self.follow_language(self._relabel_all)

    # ---- the parts' widgets, by their old names -------------------------------------------------------------------
    players = property(lambda self: self.setup.players)
    seed_box = property(lambda self: self.setup.seed_box)
    option_boxes = property(lambda self: self.setup.option_boxes)
    new_button = property(lambda self: self.setup.new_button)
    replay_button = property(lambda self: self.setup.replay_button)
    step_button = property(lambda self: self.runner.step_button)
    seat_boxes = property(lambda self: self.seating.boxes)
    autoplay = property(lambda self: self.runner.autoplay)
    speed = property(lambda self: self.runner.speed)
    save_text = property(lambda self: self.files.save_text)
    upload = property(lambda self: self.files.upload)
    download = property(lambda self: self.files.download)
    board = property(lambda self: self.panel.board)
    actions = property(lambda self: self.panel.actions)
    message = property(lambda self: self.panel.message)
    pass_button = property(lambda self: self.pass_box.button)

    @property
    def seats(self) -> list[str]:
        return self.seating.values

    @safe
    def _relabel_all(self) -> None:
        for part in (self, self.setup, self.seating, self.history, self.runner, self.files, self.coach):
            part.relabel()
        self.coach.clear()  # its advice was written in the other language
        self._render()

    @safe
    def _players_changed(self) -> None:
        self.seating.build(self.players.value)

    @safe
    def _options_changed(self) -> None:
        self.seating.relabel()

    # ---- game control --------------------------------------------------------------------------------------------
    @safe
    def new_game(self) -> None:
        """Deal a new game with the set-up controls' players, seats and options: the deal of the seed typed in the box,
        else a new one (an empty box, or one still showing the finished game's seed); a mistyped seed is explained and
        nothing changes."""
        try:
            seed = self.setup.typed()
        except FormatError as err:
            self.say(err.text, kind="error")
            return
        self._start(self.players.value, self.seats, seed, self.setup.options())

    @safe
    def replay(self) -> None:
        """Play the deal of the seed in the box (typed in, or the finished game's) again with the set-up controls; a
        mistyped seed is explained and nothing changes."""
        try:
            seed = self.setup.seed()
        except FormatError as err:
            self.say(err.text, kind="error")
            return
        if seed is not None:
            self._start(self.players.value, self.seats, seed, self.setup.options())

    def _start(self, players: int, seats: list[str] | None, seed: int | None, options: dict | None) -> None:
        """A new match; set-up options that do not go together (two seats, two Lawan) are explained and nothing
        changes (the table's first game raises the ``OptionError``)."""
        try:
            match = Match(self.game, players, random_seed() if seed is None else seed, options)
        except OptionError as err:
            if self.match is None:
                raise
            self.say(err.text, kind="error")
            return
        self.runner.cancel()
        self.players.value = players
        self.seating.build(players, seats)
        self._install(match)

    def _install(self, match: Match, resume: bool = False) -> None:
        self._close_viewer()
        self.match = self.runner.match = match
        self.setup.show(match)
        self.seating.relabel()  # the seats the rules play in this match
        self.panel.reset()
        self.pass_box.forget()
        self.show_what.value = "board"
        self.say(Text("", ""))
        if resume:
            self.autoplay.value = True
        self._render()
        self.runner.run()

    def humans(self) -> list[int]:
        """The match's seats a person plays: chosen human, and not played by the rules (``Game.automata``; the seats
        may already show the next game's options)."""
        rules = self.game.automata(self.match.state)
        return [p for p, kind in enumerate(self.seating.chosen) if kind == HUMAN and p not in rules]

    def acting_human(self) -> int | None:
        humans = self.humans()
        return next((p for p in self.match.to_act() if p in humans), None)

    def viewer(self) -> int | None:
        """Whose eyes the screen shows: the acting human, the only human, or (no humans) a spectator."""
        return self.pass_box.viewer(self.acting_human(), self.humans())

    def needs_pass_screen(self) -> bool:
        """Humans share the device and secrets would show: the next one must confirm first."""
        return self.pass_box.needed(self.acting_human(), self.humans(), self.match.is_over())

    @safe
    def confirm_viewer(self) -> None:
        """The human the pass screen asks for has the device: show their view."""
        self.pass_box.confirm(self.acting_human(), self.humans())
        self._render()

    def _coachable(self) -> tuple[Any, int] | None:
        """The position and seat the coach may advise: a human on screen (past the pass screen) with a choice."""
        if self.match is None or self.match.is_over() or self.needs_pass_screen():
            return None
        actor = self.acting_human()
        if actor is None or len(self.match.legal_actions(actor)) < 2:
            return None
        return self.match.state, actor

    def _reviewable(self) -> tuple[Match, list[int]] | None:
        """A finished game with a human seat: the match and the seats whose moves a review judges."""
        if self.match is None or not self.match.is_over() or not self.humans():
            return None
        return self.match, self.humans()

    @safe
    def show_review(self, move: int) -> ReplayViewer | None:
        """The finished game in a replay at reviewed move ``move``, through its player's eyes, every reviewed move
        commented; "Play on from here" loads that position as a new game."""
        if self.match is None or not self.match.is_over():
            return None
        replay = Replay(self.match.to_json(), {self.game.id: self.game})
        for r in self.coach.regrets:
            note = regret_text(self.game, self.match, r)
            for lang in ("ja", "en"):
                replay.set_comment(r.move, note(lang), lang)
        if self.replay_viewer is None:
            self.replay_viewer = ReplayViewer(self.game, language=self.language, on_play_on=self.load)
            self.review_box.children = [self.replay_viewer]
        self.replay_viewer.install(replay)
        self.replay_viewer.go(move)
        self.replay_viewer.viewer_box.value = self.match.steps[move].player
        return self.replay_viewer

    def _close_viewer(self) -> None:
        if self.replay_viewer is not None:
            self.review_box.children = []
            self.replay_viewer.close()
            self.replay_viewer = None

    # ---- playing -------------------------------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """The human on screen plays ``action``; an illegal one is explained and changes nothing."""
        return bool(self.play_all([action]))

    @safe
    def play_all(self, actions: list[Action]) -> bool:
        """The human on screen plays ``actions`` in order, all or none (what the board panel submits).

        ``Match.play_all`` applies each action once: an illegal one is explained and nothing is played. Actions left
        once the player is no longer due to act (the rules moved on, e.g. an automatic "ready") are dropped.
        """
        p = self.acting_human()
        if p is None or self.needs_pass_screen():
            self.panel.not_now()
            return False
        try:
            self.match.play_all(p, actions)
        except IllegalAction as err:
            self.panel.explain(err)
            self._render()
            return False
        self.panel.reset()
        self.say(Text("", ""))
        self._render()
        self.runner.run()
        return True

    def bot_step(self) -> bool:
        """Every bot due to act plays one action; False when none is due (see ``BotRunner.step``)."""
        return self.runner.step()

    def undo_blocked(self) -> Text | None:
        """Why Undo cannot be pressed now (the undo policy of ``Match.takeback``), or None."""
        m = self.match
        if self.needs_pass_screen() or not m.steps:
            return Text("", "")
        humans = self.humans()
        if m.takeback(self.viewer(), humans):
            return None
        last = next((i for i in reversed(range(len(m.steps))) if not humans or m.steps[i].player in humans), None)
        if last is not None and last < m.floor:
            return T["undo_floor"]
        return T["undo_other"] if last is None or m.steps[last].player != self.viewer() else T["undo_revealed"]

    @safe
    def undo(self) -> None:
        """Take back the last human move and the bots' replies, as the undo policy allows (no human: one move, and
        the bots pause); when it does not, say why."""
        why = self.undo_blocked()
        if why is not None:
            if why.en:
                self.say(T["no_undo"].format(why=why), kind="error")
            return
        self.runner.cancel()
        self.match.take_back(self.viewer(), self.humans())
        if not self.humans():
            self.autoplay.value = False
        self.panel.reset()
        self._render()

    @safe
    def redo(self) -> None:
        """Replay the next human move and the bot moves after it."""
        self.runner.cancel()
        UndoRedo.forward(self.match, self.humans())
        self.panel.reset()
        self._render()

    # ---- save / load ---------------------------------------------------------------------------------------------
    @safe
    def save(self) -> str:
        """The game as a save file (face-down choices not yet revealed left out, the seed sealed while it runs)."""
        data = self.match.to_json()
        self.files.show(data)
        self.files.download.value += share_html(self.match, self.lang)  # a link that opens this position
        hidden = self.match.face_down()
        note = T["face_down"].format(k=hidden, c=plural(hidden, "face-down choice"), were="was" if hidden == 1 else "were",
                                     they="it is" if hidden == 1 else "they are")
        self.say(T["save_ready"] + (note if hidden else Text("", "")), kind="ok")
        return data

    @safe
    def load(self, text: str | None = None) -> bool:
        """Load a saved game (``text``, else the text box); a bad file is explained and the game stays as it was."""
        try:
            match = Match.from_json(text if text is not None else self.files.text(), {self.game.id: self.game})
        except SaveError as err:
            self.say(err.text, kind="error")
            return False
        self.runner.cancel()
        self.players.value = match.num_players
        self.seating.build(match.num_players)
        self._install(match, resume=True)
        self.say(T["loaded_sealed" if match.deal_sealed else "loaded"], kind="ok")
        return True

    # ---- drawing -------------------------------------------------------------------------------------------------
    def say(self, text: Text, kind: str = "info") -> None:
        self.panel.say(text, kind)

    @safe
    def refresh(self) -> None:
        """Draw the table again (what a widget callback calls: it never raises)."""
        self._render()

    def _render(self) -> None:
        lang, m, game = self.lang, self.match, self.game
        over = m.is_over()
        hidden = self.needs_pass_screen()
        viewer = None if hidden else self.viewer()
        actor = None if hidden else self.acting_human()
        view = m.view(viewer)
        tries = game.tries(m.state, actor) if actor is not None else []
        legal = set(m.legal_actions(actor)) if actor is not None else set()
        self.show_what.options = [(T["board"](lang), "board"), (T["scores"](lang), "scores")]
        self.show_what.layout.display = "" if over else "none"
        chart = None
        if over and self.show_what.value == "scores":
            names = [game.player_name(m.state, p)(lang) for p in range(m.num_players)]
            chart = score_breakdown(game, game.result(m.state), names, lang)
        self.panel.show(view, tries, legal, who=None if over else actor, figure=chart)
        self.pass_box.show(game.player_name(m.state, self.viewer()) if hidden else None)
        if over:
            status = game.result(m.state).reason(lang)
        elif actor is not None or hidden:  # behind the pass screen: the human it asks for
            status = T["turn"].format(p=game.player_name(m.state, self.viewer() if hidden else actor))(lang)
        elif self.runner.due():
            status = (T["bots"] if self.autoplay.value else T["paused"])(lang)
        else:
            status = ""
        note = T["sealed_end"](lang) if over and m.deal_sealed else ""  # the seed box stays empty: say why
        self.status.value = (f'<div style="font-size:16px;margin:4px 0"><b>{esc(status)}</b></div>'
                             + (f'<div class="kg-sealed-deal" style="margin:2px 0 6px">{esc(note)}</div>' if note else ""))
        self.log_view.value = events_html(m.events(viewer), lang)
        self.log_acc.set_title(0, T["log"](lang))
        humans = self.humans()
        settled = not (humans and self.autoplay.value and self.runner.due())  # no bot about to move while one waits
        self.panel.announce(self.voice.said(m, viewer, humans, settled, status, self.panel.text_box.text, lang))
        self.history.show(m, undo=self.undo_blocked() is None)
        self.runner.show()
        self.coach.show()
        if over:
            self.setup.reveal(m)

    def close(self) -> None:
        """Let go of the page's language, stop the bots and close every widget of the table."""
        self.unfollow_language()
        self._close_viewer()
        for part in (self.runner, self.history, self.panel, self.coach):
            part.close()
        close_inside(self)
        super().close()
