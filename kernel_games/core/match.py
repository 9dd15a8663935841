"""A game in progress: history with undo/redo, the action record, save/load as JSON."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .errors import GameError, IllegalAction, SaveError
from .game import Game
from .records import Action, Event, Player
from .registry import GAMES as REGISTERED
from .text import Text


@dataclass(frozen=True)
class Played:
    """One recorded action and the events it caused."""

    player: Player
    action: Action
    events: tuple[Event, ...]


class Match:
    """A game in progress.

    >>> from kernel_games import GAMES
    >>> m = Match(GAMES["vaalbara"], 3, seed=1)
    >>> p = m.to_act()[0]
    >>> _ = m.play(p, m.legal_actions(p)[0])
    >>> m.undo(); len(m.steps)
    0
    """

    def __init__(self, game: Game, num_players: int, seed: int = 0, options: dict[str, Any] | None = None):
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.options = game.resolve_options(num_players, options)
        self._states = [game.setup(num_players, seed, self.options)]
        self.steps: list[Played] = []
        self._redo: list[tuple[Played, Any]] = []

    # ---- state ----------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    def to_act(self) -> tuple[Player, ...]:
        return self.game.to_act(self.state)

    def legal_actions(self, player: Player) -> list[Action]:
        return self.game.legal_actions(self.state, player)

    def view(self, player: Player | None) -> dict:
        return self.game.view(self.state, player)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def events(self, viewer: Player | None) -> list[Event]:
        """Every event so far that ``viewer`` may see, oldest first."""
        return [e for s in self.steps for e in s.events if e.visible_to(viewer)]

    # ---- moves ----------------------------------------------------------------------------------
    def play(self, player: Player, action: Action) -> list[Event]:
        """Apply a move; an illegal one raises IllegalAction and changes nothing."""
        new, events = self.game.apply(self.state, player, action)
        self._states.append(new)
        self.steps.append(Played(player, action, tuple(events)))
        self._redo.clear()
        return events

    def can_undo(self) -> bool:
        return bool(self.steps)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def next_redo(self) -> Played | None:
        """The move ``redo`` would replay, without replaying it."""
        return self._redo[-1][0] if self._redo else None

    def undo(self) -> Played | None:
        if not self.steps:
            return None
        step = self.steps.pop()
        self._redo.append((step, self._states.pop()))
        return step

    def redo(self) -> Played | None:
        if not self._redo:
            return None
        step, state = self._redo.pop()
        self.steps.append(step)
        self._states.append(state)
        return step

    # ---- save / load ----------------------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(
            {
                "game": self.game.id,
                "version": self.game.version,
                "players": self.num_players,
                "options": self.options,
                "seed": self.seed,
                "actions": [{"player": s.player, **s.action.to_json()} for s in self.steps],
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str | bytes, games: dict[str, Game] | None = None) -> Match:
        """Load a saved match, replaying every action; any fault raises SaveError and loads nothing."""
        if games is None:
            games = REGISTERED
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as e:
            raise SaveError(Text("保存ファイルが壊れています（JSONとして読めません）。",
                                 "The save file is corrupt (not valid JSON).")) from e
        if not isinstance(data, dict):
            raise SaveError(Text("保存ファイルの形式が違います。", "The save file has the wrong shape."))
        missing = [k for k in ("game", "version", "players", "options", "seed", "actions") if k not in data]
        if missing:
            raise SaveError(Text(f"保存ファイルに項目がありません: {', '.join(missing)}",
                                 f"The save file lacks: {', '.join(missing)}"))
        game = games.get(data["game"]) if isinstance(data["game"], str) else None
        if game is None:
            raise SaveError(Text(f"知らないゲームの保存ファイルです: {data['game']!r}",
                                 f"The save file is for an unknown game: {data['game']!r}"))
        if data["version"] != game.version:
            raise SaveError(Text(
                f"保存ファイルの版（{data['version']}）がこのプログラムの版（{game.version}）と違います。",
                f"The save file is version {data['version']}; this program reads version {game.version}."))
        if not isinstance(data["seed"], int) or not isinstance(data["actions"], list):
            raise SaveError(Text("保存ファイルの seed か actions が不正です。",
                                 "The save file's seed or actions are invalid."))
        try:
            match = cls(game, data["players"], data["seed"], data["options"])
        except (GameError, TypeError, ValueError) as e:
            raise SaveError(Text(f"保存ファイルの設定が不正です: {e}", f"The save file's set-up is invalid: {e}")) from e
        for i, rec in enumerate(data["actions"]):
            try:
                if not isinstance(rec, dict):
                    raise ValueError("not an object")
                player = rec.get("player")
                action = game.action_from_json({k: v for k, v in rec.items() if k != "player"})
                if not isinstance(player, int):
                    raise ValueError("player must be a number")
                match.play(player, action)
            except IllegalAction as e:
                raise SaveError(Text(f"{i + 1}手目が反則です（改ざん？）: {e.text.ja}",
                                     f"Move {i + 1} is illegal (tampered?): {e.text.en}"), e.rule) from e
            except (TypeError, ValueError) as e:
                raise SaveError(Text(f"{i + 1}手目が読めません: {e}", f"Move {i + 1} cannot be read: {e}")) from e
        return match
