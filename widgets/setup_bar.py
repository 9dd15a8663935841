"""SetupBar: the set-up of a new game — players, the game's options, the seed, New game and Replay this deal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Game, Match, Text
from kernel_games.core.seeds import parse_seed

from .i18n import LANGUAGE, Language
from .ui import Labelled

T = {"players": Text("人数", "Players"), "seed": Text("シード", "Seed"), "new": Text("新しいゲーム", "New game"),
     "new_tip": Text("新しいゲームを配ります。シード欄に番号を入力していればその番号の配りで、空欄のとき（または終わった"
                     "ゲームの番号が表示されたままのとき）は新しい配りです。",
                     "Deal a new game: the deal of the seed you typed in the box, or a new random deal when the box is "
                     "empty (or still shows the finished game's seed)."),
     "replay": Text("この配りで再戦", "Replay this deal"),
     "replay_tip": Text("シード欄の番号と同じ配り（同じシャッフルとダイス）でもう一度遊びます。",
                        "Play the deal of the seed in the box again: the same shuffles and dice."),
     "random": Text("番号を入れて「新しいゲーム」でその配り", "type one, then New game deals it"),
     "secret": Text("終了後に表示", "shown at the end"),
     "sealed": Text("封印（対局中の保存から）", "sealed: loaded mid-game")}


class SetupBar(w.HBox, Labelled):
    """Players (the counts the game declares), one dropdown per option, the seed box, New game and Replay this deal.

    ``on_new()`` is called by New game (the deal of a seed typed in the box, else a new deal: ``typed``),
    ``on_replay()`` by Replay this deal (the deal of the seed in the box: one typed in, or the finished game's, shown
    once it is over), ``on_players()`` when the player count changes. Replay this deal can be pressed only while the
    box holds something.
    """

    def __init__(self, game: Game, players: int, on_new: Callable[[], Any], on_players: Callable[[], Any],
                 language: Language = LANGUAGE, on_replay: Callable[[], Any] | None = None) -> None:
        w.HBox.__init__(self, layout={"flex_flow": "row wrap"})
        Labelled.__init__(self, language)
        self.game = game
        self.players = self.label(w.Dropdown(options=list(game.facts.player_counts), value=players,
                                             layout={"width": "150px"}), T["players"])
        self.players.observe(lambda _c: on_players(), names="value")
        self.option_boxes = {k: self.label(w.Dropdown(options=self._choices(k), value=o.default,
                                                      style={"description_width": "initial"}), o.label)
                             for k, o in game.options.items()}
        self.seed_box = self.label(w.Text(value="", layout={"width": "270px"}), T["seed"])
        self._secret = False  # the running game's seed is hidden (its deal and dice would follow from it)
        self._sealed = False  # the deal came sealed from a file: its seed is never shown (Match.seed_shown)
        self._shown = ""  # what the table itself put in the box (a finished game's seed), as against what was typed
        self.new_button = self.label(self.label(w.Button(button_style="primary"), T["new"]), T["new_tip"], "tooltip")
        self.new_button.add_class("kg-new-game")
        self.new_button.on_click(lambda _b: on_new())
        self.replay_button = self.label(self.label(w.Button(disabled=True), T["replay"]), T["replay_tip"], "tooltip")
        self.replay_button.add_class("kg-replay")
        if on_replay is not None:
            self.replay_button.on_click(lambda _b: on_replay())
        self.seed_box.observe(lambda _c: self._enable_replay(), names="value")
        self.children = [self.players, *self.option_boxes.values(), self.seed_box, self.new_button, self.replay_button]

    def _choices(self, key: str) -> list[tuple[str, Any]]:
        """An option's values labelled in the page language (``Option.value_labels``), else as they are."""
        o = self.game.options[key]
        labels = [t(self.lang) for t in o.value_labels] if len(o.value_labels) == len(o.values) else [str(v) for v in o.values]
        return list(zip(labels, o.values, strict=True))

    def options(self) -> dict[str, Any]:
        return {k: box.value for k, box in self.option_boxes.items()}

    def seed(self) -> int | None:
        """The seed in the box, None when it is empty; ``FormatError`` (bilingual) for anything else typed."""
        return parse_seed(self.seed_box.value)

    def typed(self) -> int | None:
        """The seed a person typed in the box, None when the box is empty or still holds what the table showed (the
        finished game's seed); ``FormatError`` (bilingual) for anything else typed."""
        return None if self.seed_box.value.strip() in ("", self._shown) else self.seed()

    def _enable_replay(self) -> None:
        self.replay_button.disabled = not self.seed_box.value.strip()

    def show(self, match: Match) -> None:
        """Show how ``match`` was set up. Its seed shows only once nothing follows from it: when the game is over, or
        in a game with neither hidden information nor chance, and never when its deal came sealed from a file
        (``Match.seed_shown``; docs/architecture.md, secrets)."""
        self.players.value = match.num_players
        self._secret, self._sealed = not match.seed_shown(), match.deal_sealed
        self.seed_box.value = self._shown = "" if self._secret else str(match.seed)
        self._placeholder()
        for k, box in self.option_boxes.items():
            if k in match.options:
                box.value = match.options[k]

    def reveal(self, match: Match) -> None:
        """The game is over: its seed is no secret any more (type it in to replay the deal), unless its deal came
        sealed from a file."""
        if self._secret and match.seed_shown():
            self._secret = False
            self.seed_box.value = self._shown = str(match.seed)
            self._placeholder()

    def _placeholder(self) -> None:
        self.seed_box.placeholder = T["sealed" if self._sealed else "secret" if self._secret else "random"](self.lang)

    def relabel(self) -> None:
        super().relabel()
        self._placeholder()
        for k, box in self.option_boxes.items():
            value = box.value
            box.options = self._choices(k)
            box.value = value
