"""GameTable: play any registered game at one screen — humans (hotseat) and bots."""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import random
from typing import Any

import ipywidgets as w

from kernel_games.core import Action, Game, IllegalAction, Match, SaveError, Text, bot_kinds

from .board import Board
from .boards import board_for
from .charts import score_breakdown
from .i18n import LANGUAGE, Language
from .ui import Labelled, action_buttons, esc, events_html, message_html, safe

HUMAN = "human"
SEAT_LABELS = {HUMAN: Text("人間", "Human"), "random": Text("ボット（ランダム）", "Bot (random)"),
               "greedy": Text("ボット（貪欲）", "Bot (greedy)")}
T = {
    "players": Text("人数", "Players"), "seed": Text("シード", "Seed"), "new": Text("新しいゲーム", "New game"),
    "undo": Text("↶ 戻す", "↶ Undo"), "redo": Text("↷ やり直す", "↷ Redo"), "save": Text("保存", "Save"),
    "load": Text("読み込む", "Load"), "speed": Text("ボットの間隔（秒）", "Bot delay (s)"),
    "autoplay": Text("ボットが自動で進める", "Bots play on"), "board": Text("盤面", "Board"),
    "scores": Text("得点の内訳", "Score breakdown"), "as_text": Text("盤面を文字で読む", "Read the board as text"),
    "log": Text("記録", "Log"), "actions": Text("あなたの行動", "Your actions"),
    "pass": Text("{p}に端末を渡してください。ほかの人は画面を見ないでください。",
                 "Pass the device to {p}. Everyone else, look away."),
    "ready": Text("{p}です。表示する", "I am {p}: show my view"),
    "turn": Text("{p}の番です。", "{p} to act."), "bots": Text("ボットが考えています…", "Bots are thinking…"),
    "paused": Text("ボットは一時停止中です。", "Bots are paused."),
    "seat": Text("席{i}", "Seat {i}"), "save_ready": Text("保存しました。下のリンクか文字列を使ってください。",
                                                        "Saved: use the link or copy the text below."),
    "loaded": Text("読み込みました。", "Loaded."), "paste": Text("保存した文字列をここに貼り付け",
                                                          "Paste a saved game here"),
    "download": Text("ファイルをダウンロード", "Download the file"),
    "open_file": Text("ファイルから読む", "Load a file"),
    "narrow": Text("もう1枚を選んでください（候補を太枠で示しています）。", "Now pick the other card (outlined)."),
    "not_target": Text("そこは今は選べません。", "That cannot be chosen now."),
}


class GameTable(w.VBox, Labelled):
    """A whole game at one screen.

    Seats are ``"human"`` or a bot kind (``"random"``, ``"greedy"`` or a game's own). With two or more
    humans a "pass the device" screen hides every secret between their turns.
    """

    def __init__(self, game: Game, players: int | None = None, seats: list[str] | None = None, seed: int | None = None,
                 options: dict[str, Any] | None = None, language: Language = LANGUAGE, bot_delay: float = 0.6) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-table")
        self.game = game
        self.bots = bot_kinds(game)
        self.board_spec = board_for(game.id)
        self.rng = random.Random(seed)
        self._task: asyncio.Task | None = None
        self._click: dict[str, list[Action]] = {}
        self._narrow: list[Action] | None = None
        self._viewer: int | None = None
        self._confirmed: int | None = None
        self._message = ("", "info")
        self._ctl: tuple[Any, Any] = (None, None)  # (what it was built for, the board's controls widget)
        self._build_controls(players or min(max(game.min_players, 3), game.max_players), bot_delay)
        self._start(players or self.players.value, seats, seed, options)
        language.observe(lambda _c: self._relabel_all(), names="lang")

    # ---- layout ----------------------------------------------------------------------------------
    def _build_controls(self, players: int, delay: float) -> None:
        g = self.game
        self.players = self.label(w.Dropdown(options=list(range(g.min_players, g.max_players + 1)), value=players,
                                             layout={"width": "150px"}), T["players"])
        self.players.observe(lambda _c: self._seat_boxes(), names="value")
        self.seed_box = self.label(w.Text(value="", placeholder="random", layout={"width": "160px"}), T["seed"])
        self.option_boxes = {k: self.label(w.Dropdown(options=self._option_choices(k), value=o.default,
                                                      style={"description_width": "initial"}), o.label)
                             for k, o in g.options.items()}
        self.new_button = self.label(w.Button(button_style="primary"), T["new"])
        self.new_button.add_class("kg-new-game")
        self.new_button.on_click(lambda _b: self.new_game())
        self.seat_row = w.HBox()
        self.undo_button = self.label(w.Button(), T["undo"])
        self.undo_button.add_class("kg-undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.redo_button = self.label(w.Button(), T["redo"])
        self.redo_button.add_class("kg-redo")
        self.redo_button.on_click(lambda _b: self.redo())
        self.speed = self.label(w.FloatSlider(value=delay, min=0, max=3, step=0.1, readout_format=".1f",
                                              style={"description_width": "initial"}), T["speed"])
        self.speed.add_class("kg-speed")
        self.autoplay = self.label(w.Checkbox(value=True, indent=False), T["autoplay"])
        self.autoplay.observe(lambda c: c["new"] and self._run_bots(), names="value")
        self.save_button = self.label(w.Button(), T["save"])
        self.save_button.add_class("kg-save")
        self.save_button.on_click(lambda _b: self.save())
        self.load_button = self.label(w.Button(), T["load"])
        self.load_button.add_class("kg-load")
        self.load_button.on_click(lambda _b: self.load())
        self.save_text = self.label(w.Textarea(layout={"width": "100%", "height": "60px"}), T["paste"], "placeholder")
        self.save_text.add_class("kg-save-text")
        self.upload = self.label(w.FileUpload(accept=".json", multiple=False), T["open_file"])
        self.upload.observe(lambda _c: self._load_upload(), names="value")
        self.download = w.HTML()
        self.status = w.HTML()
        self.status.add_class("kg-status")
        self.message = w.HTML()
        self.message.add_class("kg-message")
        self.pass_label = w.HTML()
        self.pass_button = w.Button(button_style="warning", layout={"width": "auto"})
        self.pass_button.add_class("kg-pass-ready")
        self.pass_button.on_click(lambda _b: self._confirm_viewer())
        self.pass_box = w.VBox([self.pass_label, self.pass_button])
        self.pass_box.add_class("kg-pass-device")
        self.board = Board()
        self.board.on_click(self._on_board_click)
        self.show_what = w.ToggleButtons(options=[("", "board"), ("", "scores")], value="board")
        self.show_what.observe(lambda _c: self._render(), names="value")
        self.actions_title = w.HTML()
        self.actions = w.Box(layout={"flex_flow": "row wrap"})
        self.actions.add_class("kg-actions")
        self.text_view = w.HTML()
        self.text_view.add_class("kg-board-text")
        self.text_acc = w.Accordion(children=[self.text_view], selected_index=None)
        self.log_view = w.HTML()
        self.log_view.add_class("kg-log")
        self.log_acc = w.Accordion(children=[self.log_view], selected_index=0)
        self._seat_boxes()
        setup_row = w.HBox([self.players, *self.option_boxes.values(), self.seed_box, self.new_button],
                           layout={"flex_flow": "row wrap"})
        controls = w.HBox([self.undo_button, self.redo_button, self.autoplay, self.speed],
                          layout={"flex_flow": "row wrap"})
        files = w.VBox([w.HBox([self.save_button, self.upload, self.load_button, self.download]), self.save_text])
        self.children = [setup_row, self.seat_row, self.status, self.pass_box, self.show_what, self.board,
                         self.actions_title, self.actions, self.message, self.log_acc, self.text_acc, controls, files]

    def _option_choices(self, key: str) -> list[tuple[str, Any]]:
        """An option's values labelled in the page language (``Option.value_labels``), else as they are."""
        o = self.game.options[key]
        labels = [t(self.lang) for t in o.value_labels] if len(o.value_labels) == len(o.values) else [str(v) for v in o.values]
        return list(zip(labels, o.values, strict=True))

    def _seat_boxes(self, seats: list[str] | None = None) -> None:
        n = self.players.value
        old = [d.value for d in self.seat_row.children] if self.seat_row.children else []
        seats = seats or (old + [HUMAN] + ["greedy"] * n)[:n] if old else seats or [HUMAN] + ["greedy"] * (n - 1)
        self.seat_boxes = []
        for i in range(n):
            d = w.Dropdown(options=[(SEAT_LABELS.get(k, Text(k, k))(self.lang), k) for k in [HUMAN, *self.bots]],
                           value=seats[i], layout={"width": "260px"}, style={"description_width": "initial"})
            d.add_class("kg-seat")
            self.seat_boxes.append(d)
        self._name_seats()
        self.seat_row.children = self.seat_boxes
        self.seat_row.layout = {"flex_flow": "row wrap"}

    def _seat_state(self, n: int) -> Any:
        """A state with ``n`` players to name the seats by (names may depend on the count: Noli's factions)."""
        match = getattr(self, "match", None)
        if match is not None and match.num_players == n:
            return match.state
        try:
            return self.game.setup(n, 0, {k: b.value for k, b in self.option_boxes.items()})
        except Exception:  # noqa: BLE001 - an option set this count does not allow: plain seat numbers
            return None

    def _name_seats(self) -> None:
        state = self._seat_state(len(self.seat_boxes))
        for i, d in enumerate(self.seat_boxes):
            d.description = (self.game.player_name(state, i) if state is not None else T["seat"].format(i=i + 1))(self.lang)
            d.options = [(SEAT_LABELS.get(k, Text(k, k))(self.lang), k) for k in [HUMAN, *self.bots]]

    def _relabel_all(self) -> None:
        self.relabel()
        seats = [d.value for d in self.seat_boxes]
        self._name_seats()
        for d, v in zip(self.seat_boxes, seats, strict=True):
            d.value = v
        for k, box in self.option_boxes.items():
            value = box.value
            box.options = self._option_choices(k)
            box.value = value
        self._render()

    # ---- game control --------------------------------------------------------------------------
    @safe
    def new_game(self) -> None:
        """Start a new game from the set-up controls."""
        seed_text = self.seed_box.value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else random.randrange(1_000_000)
        self._start(self.players.value, [d.value for d in self.seat_boxes], seed,
                    {k: b.value for k, b in self.option_boxes.items()})

    def _start(self, players: int, seats: list[str] | None, seed: int | None, options: dict | None) -> None:
        self._cancel_bots()
        seed = random.randrange(1_000_000) if seed is None else seed
        match = Match(self.game, players, seed, options)
        self.players.value = players
        self._seat_boxes(seats)
        self._install(match)

    def _install(self, match: Match) -> None:
        self.match = match
        self.seed_box.value = str(match.seed)
        for k, box in self.option_boxes.items():
            if k in match.options:
                box.value = match.options[k]
        self._ctl = (None, None)
        self._narrow = None
        self._confirmed = None
        self._viewer = None
        self.show_what.value = "board"
        self.say(Text("", ""))
        self._render()
        self._run_bots()

    @property
    def seats(self) -> list[str]:
        return [d.value for d in self.seat_boxes]

    def humans(self) -> list[int]:
        return [p for p, s in enumerate(self.seats) if s == HUMAN]

    def acting_human(self) -> int | None:
        for p in self.match.to_act():
            if self.seats[p] == HUMAN:
                return p
        return None

    def _bots_to_act(self) -> list[int]:
        return [p for p in self.match.to_act() if self.seats[p] != HUMAN]

    def viewer(self) -> int | None:
        """Whose eyes the screen shows: the acting human, the only human, or (no humans) a spectator."""
        humans = self.humans()
        actor = self.acting_human()
        if actor is not None:
            self._viewer = actor
        elif len(humans) == 1:
            self._viewer = humans[0]
        elif not humans:
            self._viewer = None
        return self._viewer

    def needs_pass_screen(self) -> bool:
        v = self.viewer()
        return len(self.humans()) >= 2 and v is not None and v != self._confirmed and not self.match.is_over()

    def _confirm_viewer(self) -> None:
        self._confirmed = self.viewer()
        self._render()

    # ---- playing --------------------------------------------------------------------------------
    @safe
    def play(self, action: Action) -> bool:
        """The human on screen plays ``action``; an illegal one is explained and changes nothing."""
        p = self.acting_human()
        if p is None or self.needs_pass_screen():
            self.say(T["not_target"], kind="error")
            return False
        try:
            events = self.match.play(p, action)
        except IllegalAction as err:
            self.say(self.game.explain(err) + Text(f" [{err.rule}]", f" [{err.rule}]"), kind="error")
            self._render()
            return False
        self._narrow = None
        self._ctl = (None, None)
        self.say(Text("", ""))
        self._after_move(events)
        return True

    @safe
    def play_all(self, actions: list[Action]) -> bool:
        """The human on screen plays ``actions`` in order, all or none (the board's controls submit these).

        The list is checked first on a copy: an illegal action is explained and nothing is played. Actions left once
        the player is no longer due to act (the rules moved on, e.g. an automatic "ready") are dropped.
        """
        p = self.acting_human()
        if p is None or self.needs_pass_screen():
            self.say(T["not_target"], kind="error")
            return False
        state, todo = self.match.state, []
        for a in actions:
            if p not in self.game.to_act(state):
                break
            try:
                state, _ = self.game.apply(state, p, a)
            except IllegalAction as err:
                self.say(self.game.explain(err) + Text(f" [{err.rule}]", f" [{err.rule}]"), kind="error")
                self._render()
                return False
            todo.append(a)
        events = []
        for a in todo:
            events += self.match.play(p, a)
        self._narrow = None
        self._ctl = (None, None)
        self.say(Text("", ""))
        self._after_move(events)
        return True

    def _after_move(self, _events: list) -> None:
        self._render()
        self._run_bots()

    @safe
    def _on_board_click(self, key: str) -> None:
        actions = self._click.get(key, [])
        if self._narrow is not None:
            narrowed = [a for a in actions if a in self._narrow]
            actions = narrowed or actions
        if not actions:
            self.say(T["not_target"], kind="error")
            return
        if len(actions) == 1:
            self.play(actions[0])
            return
        self._narrow = actions
        self.say(T["narrow"])
        self._render()

    def bot_step(self) -> bool:
        """Every bot due to act plays one action (several at once where the rules are simultaneous, so that in a
        race each bot moves once per step); False when none is due."""
        bots = self._bots_to_act()
        if not bots or self.match.is_over():
            return False
        for p in bots:
            if self.match.is_over() or p not in self.match.to_act():
                continue
            legal = self.match.legal_actions(p)
            action = self.bots[self.seats[p]].choose(self.match.view(p), legal, self.rng)
            self.match.play(p, action)
        return True

    def _run_bots(self) -> None:
        """Play the bots' turns: at once when the delay is 0 or no event loop runs, else one per delay."""
        if not self.autoplay.value or not self._bots_to_act():
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if self.speed.value <= 0 or loop is None:
            while self.bot_step():
                pass
            self._render()
            return
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._bot_loop())

    async def _bot_loop(self) -> None:
        try:
            while self.autoplay.value and self._bots_to_act():
                self._render()
                await asyncio.sleep(self.speed.value)
                if not self.bot_step():
                    break
            self._render()
        except Exception as exc:  # noqa: BLE001
            self.say(Text("ボットの手でエラー: ", "A bot move failed: ") + Text(repr(exc), repr(exc)), kind="error")

    def _cancel_bots(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None

    @safe
    def undo(self) -> None:
        """Take back moves up to and including the last human one (all of them if no human plays)."""
        self._cancel_bots()
        humans = self.humans()
        while self.match.can_undo():
            step = self.match.undo()
            if step is None or not humans or step.player in humans:
                break
        if not humans:
            self.autoplay.value = False
        self._narrow = None
        self._ctl = (None, None)
        self._render()

    @safe
    def redo(self) -> None:
        """Replay the next human move and the bot moves after it."""
        self._cancel_bots()
        humans = self.humans()
        done_human = False
        while self.match.can_redo():
            nxt = self.match.next_redo()
            if nxt.player in humans and done_human:
                break
            self.match.redo()
            done_human = done_human or nxt.player in humans or not humans
            if not humans:
                break
        self._ctl = (None, None)
        self._render()

    # ---- save / load ----------------------------------------------------------------------------
    @safe
    def save(self) -> str:
        data = self.match.to_json()
        self.save_text.value = data
        b64 = base64.b64encode(data.encode()).decode()
        self.download.value = (f'<a download="{self.game.id}.json" href="data:application/json;base64,{b64}">'
                               f"{esc(T['download'](self.lang))}</a>")
        self.say(T["save_ready"], kind="ok")
        return data

    @safe
    def load(self, text: str | None = None) -> bool:
        """Load a saved game; a bad file is explained and the current game stays as it was."""
        try:
            match = Match.from_json(text if text is not None else self.save_text.value, {self.game.id: self.game})
        except SaveError as err:
            self.say(err.text, kind="error")
            return False
        self._cancel_bots()
        self.players.value = match.num_players
        self._seat_boxes()
        self.autoplay.value = True
        self._install(match)
        self.say(T["loaded"], kind="ok")
        return True

    def _load_upload(self) -> None:
        files = self.upload.value
        if files:
            content = bytes(files[0]["content"])
            self.load(content.decode("utf-8", errors="replace"))

    # ---- drawing --------------------------------------------------------------------------------
    def _controls(self, actor: int | None, view: dict, legal: set[Action]) -> w.Widget | None:
        """The board's own controls for the acting human, kept (with what they hold) until their choices change."""
        if actor is None or not legal or self.board_spec.controls is None:
            self._ctl = (None, None)
            return None
        key = (actor, self.lang, frozenset(legal))
        if self._ctl[0] != key:
            self._ctl = (key, self.board_spec.controls(view, self.lang, legal, self.play_all))
        return self._ctl[1]

    def say(self, text: Text, kind: str = "info") -> None:
        self._message = (text, kind)
        self.message.value = message_html(esc(text(self.lang)), kind) if text(self.lang) else ""

    def _render(self) -> None:
        lang = self.lang
        m = self.match
        over = m.is_over()
        hidden = self.needs_pass_screen()
        viewer = None if hidden else self.viewer()
        actor = None if hidden else self.acting_human()
        view = m.view(viewer)
        events = m.events(viewer)
        tries = self.game.candidates(m.state, actor) if actor is not None else []
        if self._narrow is not None:
            tries = [a for a in tries if a in self._narrow]
        legal = set(m.legal_actions(actor)) if actor is not None else set()
        self.show_what.options = [(T["board"](lang), "board"), (T["scores"](lang), "scores")]
        self.show_what.layout.display = "" if over else "none"
        if over and self.show_what.value == "scores":
            names = [self.game.player_name(m.state, p)(lang) for p in range(m.num_players)]
            self.board.show(score_breakdown(self.game, self.game.result(m.state), names, lang))
            self._click = {}
        else:
            fig, self._click = self.board_spec.figure(view, lang, tries, legal)
            self.board.show(fig)
        name = self.game.player_name
        if hidden:
            who = name(m.state, self.viewer())
            self.pass_label.value = message_html(esc(T["pass"].format(p=who)(lang)), "info")
            self.pass_button.description = T["ready"].format(p=who)(lang)
            self.pass_box.layout.display = ""
        else:
            self.pass_box.layout.display = "none"
        if over:
            status = self.game.result(m.state).reason(lang)
        elif actor is not None:
            status = T["turn"].format(p=name(m.state, actor))(lang)
        else:
            status = (T["bots"] if self.autoplay.value else T["paused"])(lang)
        self.status.value = f'<div style="font-size:16px;margin:4px 0"><b>{esc(status)}</b></div>'
        self.actions_title.value = f"<b>{esc(T['actions'](lang))}</b>" if legal else ""
        ctl = self._controls(actor, view, legal) if not over else None
        shown = [a for a in legal if ctl is None or not self.board_spec.covered(a)]
        buttons = action_buttons(sorted(shown, key=lambda a: (type(a).__name__, dataclasses.astuple(a))), lang, self.play)
        self.actions.children = ([ctl] if ctl is not None else []) + buttons
        self.log_view.value = events_html(events, lang)
        self.log_acc.set_title(0, T["log"](lang))
        self.text_view.value = f"<pre style='white-space:pre-wrap'>{esc(self.board_spec.text(view, lang))}</pre>"
        self.text_acc.set_title(0, T["as_text"](lang))
        self.undo_button.disabled = not m.can_undo()
        self.redo_button.disabled = not m.can_redo()
        text, kind = self._message
        self.message.value = message_html(esc(text(lang)), kind) if text(lang) else ""
