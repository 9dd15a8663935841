"""The kernel contract every game follows (see DESIGN.md)."""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from .errors import IllegalAction, OptionError
from .rulebook import CORE_RULEBOOK, Rulebook, load_rulebook
from .text import Text

Player = int
View = dict[str, Any]


@dataclass(frozen=True)
class Action:
    """A move: a small frozen dataclass that can describe itself in both languages."""

    def describe(self) -> Text:
        return Text(type(self).__name__, type(self).__name__)

    def to_json(self) -> dict[str, Any]:
        return {"type": type(self).__name__, **dataclasses.asdict(self)}


class Event:
    """Something that happened: the rule that caused it and its narration.

    ``to`` is None for an event everyone sees, or the one player who may see it (a secret). ``data`` carries
    machine-readable details for boards and analysis; it takes no part in equality. A plain slotted class, not a
    dataclass: games narrate thousands of events, and a frozen dataclass's ``__init__`` is several times slower.
    """

    __slots__ = ("rule", "text", "to", "data")

    def __init__(self, rule: str, text: Text, to: Player | None = None, data: dict[str, Any] | None = None) -> None:
        self.rule = rule
        self.text = text
        self.to = to
        self.data = {} if data is None else data

    def visible_to(self, viewer: Player | None) -> bool:
        return self.to is None or self.to == viewer

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.rule, self.text, self.to) == (other.rule, other.text, other.to)

    def __hash__(self) -> int:
        return hash((self.rule, self.text, self.to))

    def __repr__(self) -> str:
        return f"Event(rule={self.rule!r}, text={self.text!r}, to={self.to!r}, data={self.data!r})"

    def __getstate__(self) -> tuple:
        return (self.rule, self.text, self.to, self.data)

    def __setstate__(self, state: tuple) -> None:
        self.rule, self.text, self.to, self.data = state


@dataclass(frozen=True)
class ScoreRow:
    """One line of a final score breakdown, naming the rule that gave the points."""

    rule: str
    label: Text
    points: int


@dataclass(frozen=True)
class Result:
    """Final scores, their breakdown per category, and the winner(s) after the game's tie-break."""

    scores: dict[Player, int]
    breakdown: dict[Player, list[ScoreRow]]
    winners: list[Player]
    reason: Text  # how the winner was decided (score, tie-break, instant win ...)
    rule: str  # the rule that decided it


@dataclass(frozen=True)
class Option:
    """A set-up variant: its allowed values, default and label."""

    label: Text
    values: tuple[Any, ...]
    default: Any
    value_labels: tuple[Text, ...] = ()


class Game(ABC):
    """One game. Subclasses implement the abstract methods; the base gives check/legal/apply.

    ``legal_actions`` and ``check`` share one source of truth, ``why_illegal``: the legal actions are
    the candidates for which it finds nothing wrong.
    """

    id: ClassVar[str]
    name: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    version: ClassVar[int] = 1
    options: ClassVar[dict[str, Option]] = {}
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    rulebook_path: ClassVar[str]

    # ---- data -------------------------------------------------------------------------------------
    @cached_property
    def rulebook(self) -> Rulebook:
        return load_rulebook(self.rulebook_path)

    @cached_property
    def core_rulebook(self) -> Rulebook:
        return load_rulebook(CORE_RULEBOOK)

    def rule(self, rule_id: str):
        """Look a rule up in this game's rulebook or the common one."""
        book = self.core_rulebook if rule_id.startswith("core.") else self.rulebook
        return book[rule_id]

    def resolve_options(self, num_players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Validate the player count and options; fill defaults. Raises OptionError."""
        if not isinstance(num_players, int) or not self.min_players <= num_players <= self.max_players:
            raise OptionError(
                Text(
                    f"{self.name.ja}は{self.min_players}〜{self.max_players}人で遊びます（{num_players}人は不可）",
                    f"{self.name.en} is for {self.min_players}-{self.max_players} players, not {num_players}",
                )
            )
        if options is not None and not isinstance(options, dict):
            raise OptionError(Text(f"オプションは名前と値の組で指定します（{type(options).__name__}は不可）",
                                   f"options must map names to values, not be a {type(options).__name__}"))
        out = {k: o.default for k, o in self.options.items()}
        for k, v in (options or {}).items():
            if k not in self.options:
                known = ", ".join(self.options) or "-"
                raise OptionError(Text(f"不明なオプション「{k}」（使えるもの: {known}）",
                                       f"unknown option '{k}' (known: {known})"))
            if v not in self.options[k].values:
                allowed = ", ".join(map(str, self.options[k].values))
                raise OptionError(Text(f"オプション「{k}」に {v!r} は使えません（{allowed}）",
                                       f"option '{k}' cannot be {v!r} (allowed: {allowed})"))
            out[k] = v
        return out

    # ---- what each game implements -----------------------------------------------------------------
    @abstractmethod
    def setup(self, num_players: int, seed: int, options: dict[str, Any] | None = None) -> Any:
        """A new game's state; chance is seeded by ``seed`` and kept in the state."""

    @abstractmethod
    def num_players(self, state: Any) -> int: ...

    @abstractmethod
    def to_act(self, state: Any) -> tuple[Player, ...]:
        """The players who must act now (several when the rules are simultaneous)."""

    @abstractmethod
    def candidates(self, state: Any, player: Player) -> list[Action]:
        """Actions worth offering or trying now; ``why_illegal`` filters them."""

    @abstractmethod
    def rules_forbid(self, state: Any, player: Player, action: Action) -> IllegalAction | None:
        """The game's reason this action is illegal now, or None. Called only for a player due to act."""

    @abstractmethod
    def perform(self, state: Any, player: Player, action: Action) -> list[Event]:
        """Carry out a legal action on ``state`` (a private copy) and return the events."""

    @abstractmethod
    def copy(self, state: Any) -> Any:
        """A copy that shares nothing mutable with ``state``."""

    @abstractmethod
    def view(self, state: Any, player: Player | None) -> View:
        """What ``player`` may see (None: a spectator). JSON-like: dicts, lists, str, int, bool, None."""

    @abstractmethod
    def redeal_hidden(self, state: Any, observer: Player | None, seed: int) -> Any:
        """A state ``observer`` cannot tell from ``state``: everything hidden from them drawn anew."""

    @abstractmethod
    def is_over(self, state: Any) -> bool: ...

    @abstractmethod
    def result(self, state: Any) -> Result:
        """Final scores with breakdown and winners; valid once ``is_over``."""

    @abstractmethod
    def player_name(self, state: Any, player: Player) -> Text: ...

    def invariants(self, state: Any) -> list[str]:
        """Broken invariants (nothing created or lost); empty when all hold."""
        return []

    def lessons(self) -> list:
        """The walkthrough steps (``kernel_games.core.Lesson``) that teach this game's rulebook."""
        return []

    def action_value(self, view: View, action: Action) -> float:
        """A greedy estimate of an action's worth to the viewing player (GreedyBot); 0 by default."""
        return 0.0

    # ---- given by the base -------------------------------------------------------------------------
    def why_illegal(self, state: Any, player: Player, action: Action) -> IllegalAction | None:
        """The reason ``action`` is illegal for ``player`` now, or None when it is legal."""
        if self.is_over(state):
            return IllegalAction("core.turn.game_over", Text("ゲームは終了しています。", "The game is over."))
        if player not in self.to_act(state):
            return IllegalAction(
                "core.turn.not_yours",
                Text("{p}はいま行動できません。", "{p} is not due to act now.").format(
                    p=self.player_name(state, player)),
            )
        if not isinstance(action, self.action_types):
            return IllegalAction("core.action.unknown", Text("その行動はこのゲームにありません。",
                                                             "That is not an action of this game."))
        return self.rules_forbid(state, player, action)

    def legal_actions(self, state: Any, player: Player) -> list[Action]:
        if self.is_over(state) or player not in self.to_act(state):
            return []
        return [a for a in self.candidates(state, player) if self.rules_forbid(state, player, a) is None]

    def check(self, state: Any, player: Player, action: Action) -> None:
        """Raise IllegalAction if ``action`` is illegal; return None if legal."""
        err = self.why_illegal(state, player, action)
        if err is not None:
            raise err

    def apply(self, state: Any, player: Player, action: Action) -> tuple[Any, list[Event]]:
        """Return the new state and the events; ``state`` itself is never changed."""
        self.check(state, player, action)
        new = self.copy(state)
        return new, self.perform(new, player, action)

    def action_from_json(self, data: dict[str, Any]) -> Action:
        """Rebuild an action saved by ``Action.to_json``; ValueError if it is not one of this game's."""
        if not isinstance(data, dict):
            raise ValueError("action must be an object")
        kinds = {t.__name__: t for t in self.action_types}
        kind = kinds.get(data.get("type", ""))
        if kind is None:
            raise ValueError(f"unknown action type {data.get('type')!r}")
        fields = {f.name for f in dataclasses.fields(kind)}
        args = {k: v for k, v in data.items() if k != "type"}
        if set(args) != fields:
            raise ValueError(f"{kind.__name__} takes {sorted(fields)}, got {sorted(args)}")
        return kind(**{k: tuple(v) if isinstance(v, list) else v for k, v in args.items()})

    def explain(self, err: IllegalAction) -> Text:
        """A rule-cited explanation: the reason, then the rule's title."""
        rule = self.rule(err.rule)
        return err.text + Text(f"（ルール: {rule.title.ja}）", f" (rule: {rule.title.en})")
