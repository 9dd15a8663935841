"""BotRunner: the bots' seats played for them, at once or one step per delay, with autoplay, one step at a time while
paused, and the delay slider (with a note where the delay changes the game, like Noli's live regatta)."""

from __future__ import annotations

import asyncio
import random
import secrets
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Game, Match, Text, bot_kinds, decide

from .boards import board_for
from .i18n import LANGUAGE, Language
from .seats import AUTOMATON, HUMAN
from .ui import Labelled, close_all, esc, safe

T = {"speed": Text("ボットの間隔（秒）", "Bot delay (s)"), "autoplay": Text("ボットが自動で進める", "Bots play on"),
     "step": Text("ボットを1手進める", "Bots: one step"),
     "failed": Text("ボットの手でエラー: ", "A bot move failed: ")}


class BotRunner(Labelled):
    """Plays the seats that are not human in ``match`` (set by the owner) with the bot kinds the game declares.

    ``seats()`` gives every seat's kind, ``redraw()`` shows the match, ``say(text, kind)`` shows a message. With an
    event loop running and a delay above 0 the bots play one step per delay in a task; else all at once.

    The bots' randomness comes from the system's generator, never from the deal's seed or anything else the page
    holds (``bot_seed`` is for tests, which pass it in the kernel).
    """

    def __init__(self, game: Game, seats: Callable[[], list[str]], redraw: Callable[[], Any],
                 say: Callable[..., Any], delay: float = 0.6, bot_seed: int | None = None,
                 language: Language = LANGUAGE) -> None:
        Labelled.__init__(self, language)
        self._pace_note = board_for(game.id).pace_note
        self.bots = bot_kinds(game)
        self.rng = random.Random(secrets.randbits(64) if bot_seed is None else bot_seed)
        self.seats, self.redraw, self.say = seats, redraw, say
        self.match: Match | None = None
        self._task: asyncio.Task | None = None
        self.speed = self.label(w.FloatSlider(value=delay, min=0, max=3, step=0.1, readout_format=".1f",
                                              style={"description_width": "initial"}), T["speed"])
        self.speed.add_class("kg-speed")
        self.autoplay = self.label(w.Checkbox(value=True, indent=False), T["autoplay"])
        self.autoplay.observe(self._autoplay_changed, names="value")
        self.step_button = self.label(w.Button(layout={"width": "auto", "display": "none"}), T["step"])
        self.step_button.add_class("kg-bot-step")
        self.step_button.on_click(lambda _b: self.one_step())
        self.note = w.HTML(layout={"display": "none"})
        self.note.add_class("kg-pace-note")

    @property
    def widgets(self) -> list[w.Widget]:
        return [self.autoplay, self.step_button, self.speed, self.note]

    def pace_note(self) -> Text | None:
        """The note on what the delay does in this match (the board's ``pace_note``), or None."""
        options = self.match.options if self.match is not None else {}
        return self._pace_note(options) if self._pace_note is not None else None

    def show(self) -> None:
        """The one-step button while the bots are paused (pressable when one is due), and the delay's note."""
        paused = not self.autoplay.value
        self.step_button.layout.display = "" if paused else "none"
        self.step_button.disabled = not (paused and self.due() and not self.match.is_over())
        note = self.pace_note()
        self.note.value = f'<span style="font-size:12px;color:#555">{esc(note(self.lang))}</span>' if note else ""
        self.note.layout.display = "" if note else "none"

    @safe
    def one_step(self) -> bool:
        """While paused: every bot due plays one action, then the match is drawn again."""
        played = self.step()
        self.redraw()
        return played

    def due(self) -> list[int]:
        """The bots due to act now (a seat the rules play is never due; it is not a bot's either)."""
        if self.match is None:
            return []
        seats = self.seats()
        return [p for p in self.match.to_act() if seats[p] not in (HUMAN, AUTOMATON)]

    def step(self) -> bool:
        """Every bot due to act plays one action (several at once where the rules are simultaneous, so that in a
        race each bot moves once per step); False when none is due."""
        bots, m = self.due(), self.match
        if not bots or m is None or m.is_over():
            return False
        seats = self.seats()
        for p in bots:
            if m.is_over() or p not in m.to_act():
                continue
            action = decide(self.bots[seats[p]], m.game, m.state, p, self.rng)
            m.play(p, action)
        return True

    def run(self) -> None:
        """Play the bots' turns: at once when the delay is 0 or no event loop runs, else one per delay. The owner has
        drawn the match as it stands before calling it."""
        if not self.autoplay.value or not self.due():
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if self.speed.value <= 0 or loop is None:
            while self.step():
                pass
            self.redraw()
            return
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._loop())

    async def _loop(self) -> None:
        """One bot step per delay, the match drawn after each; the owner drew it just before ``run`` (a learner's
        move), so the loop does not draw it again before the first delay: that would hold the page's next click."""
        try:
            while self.autoplay.value and self.due():
                await asyncio.sleep(self.speed.value)
                if not self.step():
                    break
                if self.autoplay.value and self.due():
                    self.redraw()
            self.redraw()
        except Exception as exc:  # noqa: BLE001 - shown to the user; the task ends
            self.say(T["failed"] + Text(repr(exc), repr(exc)), kind="error")

    def cancel(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None

    @safe
    def _autoplay_changed(self, change: dict) -> None:
        if self.match is not None:
            self.redraw()  # the status and the one-step button follow
        if change["new"]:
            self.run()

    def close(self) -> None:
        self.cancel()
        close_all(self.widgets)
