"""The kernel contract every game follows (docs/architecture.md).

A game subclasses ``Game``: it declares its facts (players, options, hidden information, chance, its own bots),
its ``Flow`` (phases and the functions of each phase), its view type and the functions of its modules (``Functions``:
views, redeals, invariants, the greedy estimate, previews, tries), and implements set-up, results and names. The
base gives everything else: who acts, legality from one source (``candidates`` filtered by ``rules_forbid``),
``apply`` on a copy, and saved actions read back.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from .bot_contract import BotKind
from .errors import FormatError, IllegalAction, OptionError
from .fields import bad_player, checker, shown
from .flow import Flow, FlowError, Trace
from .levels import LEVELS
from .records import Action, Event, Move, Option, Player, Result, ScoreRow, View
from .rulebook import CORE_RULEBOOK, Rulebook, load_rulebook
from .text import Text

__all__ = ["Action", "Event", "Facts", "Functions", "Game", "Option", "Player", "Result", "ScoreRow", "View"]


@dataclass(frozen=True)
class Facts:
    """What kind of game this is, declared once (OpenSpiel's game type): read by the tests, the table and the gallery."""

    min_players: int
    max_players: int
    simultaneous: bool  # some decision is taken by several players at once (from the flow)
    hidden_information: bool  # some player may not see everything (hands, bids, decks)
    chance: bool  # the seed changes the game (shuffles, dice)
    options: tuple[str, ...]
    modules: tuple[str, ...]
    bots: tuple[str, ...]  # the bot kinds a table can seat: the generic ones, the game's own, the search levels
    min_people: int = 0  # the fewest people a game takes when its rules can play some seats (0: ``min_players``)

    @property
    def player_counts(self) -> range:
        """The seat counts a table may choose (seats the rules play included)."""
        return range(self.min_players, self.max_players + 1)

    @property
    def players_text(self) -> str:
        """``"2–5"`` (or ``"3"`` for a fixed count): how many people play, from ``min_people`` where the rules can
        play some seats (Buru: one person against two Lawan, ``"1–5"``)."""
        low = self.min_people or self.min_players
        if low == self.max_players:
            return str(low)
        return f"{low}–{self.max_players}"


@dataclass(frozen=True)
class Functions:
    """The functions a game's own modules implement, named once in its ``rules.py`` (``Game.functions``); the base's
    methods of the same names call them.

    ``view(state, player, due)`` and ``redeal_hidden(state, observer, seed)`` (its ``view.py``) are required; without
    ``invariants`` none are checked, without ``action_value`` every action is worth 0, without ``preview`` the game
    previews nothing, and without ``tries`` a learner may try the candidates.
    """

    view: Callable[[Any, Player | None, tuple[Player, ...]], View]
    redeal_hidden: Callable[[Any, Player | None, int], Any]
    invariants: Callable[[Any], list[str]] | None = None
    action_value: Callable[[View, Action], float] | None = None
    preview: Callable[[View, Action], Text] | None = None
    tries: Callable[[Any, Player], list[Action]] | None = None


class Game(ABC):
    """One game: declarations, and the methods a game implements (see the module's docstring)."""

    id: ClassVar[str]
    name: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    min_people: ClassVar[int] = 0  # fewer people than seats when the rules can play some seats (0: min_players)
    version: ClassVar[int] = 1
    options: ClassVar[dict[str, Option]] = {}
    rulebook_path: ClassVar[str]
    flow: ClassVar[Flow]
    view_type: ClassVar[Any] = dict  # the view's TypedDict (kernel_games.core.views)
    hidden_information: ClassVar[bool] = True
    chance: ClassVar[bool] = True
    bots: ClassVar[Mapping[str, BotKind]] = {}  # the game's own bots: kind -> the bot class, made for the game
    functions: ClassVar[Functions]  # its modules' view, redeal, invariants, greedy estimate, preview and tries

    def __init__(self) -> None:
        self._lessons: Callable[[], list] | None = None
        self._decision = self.flow.decision  # bound once: asked several times a move
        self._terminal = self.flow.terminal

    # ---- data -------------------------------------------------------------------------------------------------
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

    @cached_property
    def action_types(self) -> tuple[type[Action], ...]:
        """Every action type of the game, as its flow and modules declare them."""
        return self.flow.action_types()

    @cached_property
    def facts(self) -> Facts:
        return Facts(self.min_players, self.max_players, self.flow.simultaneous(), self.hidden_information, self.chance,
                     tuple(self.options), tuple(self.flow.modules), ("random", "greedy", *self.bots, *LEVELS),
                     self.min_people)

    def attach_lessons(self, load: Callable[[], list]) -> None:
        """Register the walkthrough: ``load()`` gives its chapters (``kernel_games.core.lesson.Chapter``) in order
        (done by the game's package, so that ``rules.py`` never imports its lessons)."""
        self._lessons = load

    def chapters(self) -> list:
        """The walkthrough's chapters, in order: each a part the learner picks from the chapter list."""
        return list(self._lessons()) if self._lessons is not None else []

    def lessons(self) -> list:
        """The walkthrough steps (``kernel_games.core.Lesson``) that teach this game's rulebook, chapter by chapter."""
        return [step for chapter in self.chapters() for step in chapter.steps]

    # ---- set-up -----------------------------------------------------------------------------------------------
    def resolve_options(self, num_players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Validate the player count and options; fill defaults. Raises OptionError."""
        if not isinstance(num_players, int) or not self.min_players <= num_players <= self.max_players:
            raise OptionError(
                Text(
                    f"{self.name.ja}は{self.min_players}〜{self.max_players}人で遊びます（{shown(num_players)}人は不可）",
                    f"{self.name.en} is for {self.min_players}-{self.max_players} players, not {shown(num_players)}",
                )
            )
        if options is not None and not isinstance(options, dict):
            raise OptionError(Text(f"オプションは名前と値の組で指定します（{type(options).__name__}は不可）",
                                   f"options must map names to values, not be a {type(options).__name__}"))
        out = {k: o.default for k, o in self.options.items()}
        for k, v in (options or {}).items():
            if k not in self.options:
                known = ", ".join(self.options) or "-"
                raise OptionError(Text(f"不明なオプション {shown(k)}（使えるもの: {known}）",
                                       f"unknown option {shown(k)} (known: {known})"))
            if v not in self.options[k].values:
                allowed = ", ".join(map(str, self.options[k].values))
                raise OptionError(Text(f"オプション「{k}」に {shown(v)} は使えません（{allowed}）",
                                       f"option '{k}' cannot be {shown(v)} (allowed: {allowed})"))
            out[k] = v
        return out

    def active_modules(self, options: dict[str, Any]) -> tuple[str, ...]:
        """The modules the (resolved) options switch on, in the flow's order."""
        on = {key for name, o in self.options.items() for key in o.modules.get(options[name], ())}
        unknown = on - set(self.flow.modules)
        if unknown:
            raise FlowError(f"options switch on undeclared modules {sorted(unknown)}")
        return tuple(k for k in self.flow.modules if k in on)

    def setup(self, num_players: int, seed: int, options: dict[str, Any] | None = None) -> Any:
        """A new game's state; chance is seeded by ``seed`` and kept in the state."""
        opts = self.resolve_options(num_players, options)
        state = self.new_state(num_players, seed, opts)
        self.flow.begin(state)
        return state

    @abstractmethod
    def new_state(self, num_players: int, seed: int, options: dict[str, Any]) -> Any:
        """The state at the start of the flow (options resolved; ``active_modules(options)`` names the modules)."""

    # ---- what each game implements, itself or by naming its modules' functions (``functions``) ----------------------
    def num_players(self, state: Any) -> int:
        """The seats of the game in ``state`` (every game's state holds them as ``n``)."""
        return state.n

    def view(self, state: Any, player: Player | None) -> View:
        """What ``player`` may see (None: a spectator), shaped as ``view_type`` (``functions.view``)."""
        return self.functions.view(state, player, self.to_act(state))

    def redeal_hidden(self, state: Any, observer: Player | None, seed: int) -> Any:
        """A state ``observer`` cannot tell from ``state``: everything hidden from them drawn anew
        (``functions.redeal_hidden``)."""
        return self.functions.redeal_hidden(state, observer, seed)

    @abstractmethod
    def result(self, state: Any) -> Result:
        """Final scores with breakdown and winners; valid once ``is_over``."""

    @abstractmethod
    def player_name(self, state: Any, player: Player) -> Text: ...

    def automata(self, state: Any) -> tuple[Player, ...]:
        """Seats the rules themselves play (Buru's Lawan): never due to act, never a human's or a bot's to fill."""
        return ()

    @abstractmethod
    def max_moves(self, num_players: int, options: dict[str, Any]) -> int:
        """The most moves a game may hold: derived from the rules where they bound it, else a documented cap.

        ``Match`` refuses a move beyond it and a save file longer than it, so that no record ties up a kernel.
        """

    def invariants(self, state: Any) -> list[str]:
        """Broken invariants (nothing created or lost); empty when all hold."""
        broken = self.functions.invariants
        return broken(state) if broken is not None else []

    def action_value(self, view: View, action: Action) -> float:
        """A greedy estimate of an action's worth to the viewing player (GreedyBot); 0 by default."""
        value = self.functions.action_value
        return value(view, action) if value is not None else 0.0

    def in_other_deal(self, state: Any, player: Player, action: Action) -> Action:
        """The face-down choice ``action`` (a move of a ``Step(sealed=True)``) as ``player`` would make it in ``state``,
        another deal: its public part kept, its hidden part one that deal allows (Buru: the same area, an explorer
        still on that player's mat there). The undo policy replays such moves so in deals the viewer cannot tell
        apart. By default the action itself."""
        return action

    def preview(self, view: View, action: Action) -> Text:
        """What ``action``, legal for the viewer now, would do, with its formula, read from ``view`` only (so it
        reveals nothing hidden): shown when the player points at the action (the board's hover, the button's tooltip).

        When the move itself changes the viewer's score at once, the text after the first colon (``:`` or ``：``)
        begins with those points, signed: ``"Meadow: +5 (you 2 + Sky 1 + Green 2)"``. Any other number (an estimate,
        a count, another player's points) is written without a leading sign there. ``tests/test_preview.py`` checks
        both against play. A game without previews raises NotImplementedError.
        """
        preview = self.functions.preview
        if preview is None:
            raise NotImplementedError(f"{type(self).__name__} does not preview its actions")
        return preview(view, action)

    # ---- given by the flow ------------------------------------------------------------------------------------
    def to_act(self, state: Any) -> tuple[Player, ...]:
        """The players who must act now (several when the rules are simultaneous)."""
        return self._decision(state).actors(state)

    def is_over(self, state: Any) -> bool:
        return state.phase in self._terminal

    def candidates(self, state: Any, player: Player) -> list[Action]:
        """Actions worth offering or trying now; ``rules_forbid`` filters them."""
        return self.flow.candidates(state, player)

    def tries(self, state: Any, player: Player) -> list[Action]:
        """What a learner may try now: the board's click targets and the walkthrough's. By default the candidates; a
        game whose candidates are exactly its legal actions (``Step.exact``) adds the plausible illegal moves, so
        that a click on one is answered with the rule it breaks instead of nothing (``functions.tries``)."""
        tries = self.functions.tries
        return tries(state, player) if tries is not None else self.candidates(state, player)

    def rules_forbid(self, state: Any, player: Player, action: Action) -> IllegalAction | None:
        """The game's reason this action is illegal now, or None. Called only for a player due to act."""
        return self.flow.forbid(state, player, action)

    def perform(self, state: Any, player: Player, action: Action, trace: Trace | None = None) -> list[Event]:
        """Carry out a legal action on ``state`` (a private copy), run the flow on, and return the events."""
        return self.flow.perform(state, player, action, trace)

    def copy(self, state: Any) -> Any:
        """A copy that shares nothing mutable with ``state`` (``kernel_games.core.state.game_state``)."""
        return state.copy()

    # ---- given by the base ------------------------------------------------------------------------------------
    def why_illegal(self, state: Any, player: Player, action: Action) -> IllegalAction | None:
        """The reason ``action`` is illegal for ``player`` now, or None when it is legal."""
        return self._why(state, player, action, self._decision(state))

    def _why(self, state: Any, player: Player, action: Action, d: Any) -> IllegalAction | None:
        seats = self.num_players(state)
        if type(player) is not int or not 0 <= player < seats:
            return bad_player(player, seats)
        if isinstance(action, Action) and (bad := checker(type(action))(action)) is not None:
            return bad
        if state.phase in self._terminal:
            return IllegalAction("core.turn.game_over", Text("ゲームは終了しています。", "The game is over."))
        if not d.due(state, player):
            return IllegalAction(
                "core.turn.not_yours",
                Text("{p}はいま行動できません。", "{p} is not due to act now.").format(
                    p=self.player_name(state, player)),
            )
        h = d.handlers.get(type(action))
        if h is None:
            if not isinstance(action, self.action_types):
                return IllegalAction("core.action.unknown", Text("その行動はこのゲームにありません。",
                                                                 "That is not an action of this game."))
            return d.refuse(state, player, action)
        return h[0](state, player, action) if h[0] is not None else None

    def legal_actions(self, state: Any, player: Player) -> list[Action]:
        d = self._decision(state)
        if type(player) is not int or not d.due(state, player):  # nobody is due in a phase that ends the game (core/flow.py checks it)
            return []
        if d.exact and len(d.offers) == 1:  # a hot path: the candidates are the legal actions (checked by the tests)
            return d.offers[0](state, player)
        return self.flow.legal(state, player, d)

    def check(self, state: Any, player: Player, action: Action) -> None:
        """Raise IllegalAction if ``action`` is illegal; return None if legal."""
        err = self.why_illegal(state, player, action)
        if err is not None:
            raise err

    def apply(self, state: Any, player: Player, action: Action) -> tuple[Any, list[Event]]:
        """Return the new state and the events; ``state`` itself is never changed."""
        d = self._decision(state)
        h = d.handlers.get(type(action))  # the legal case first, without building a reason; _why says why not
        if (h is None or type(player) is not int or not h[2](action)
                or not d.due(state, player) or (h[0] is not None and h[0](state, player, action) is not None)):
            raise self._why(state, player, action, d)
        new = state.copy()
        ev: list[Event] = []
        h[1](new, player, action, ev)
        self.flow.run(new, ev)
        return new, ev

    def apply_all(self, state: Any, player: Player, actions: list[Action]) -> list[Move]:
        """Apply ``actions`` in order as ``player``, all or none: the moves they make, each action applied once, or the
        ``IllegalAction`` of the first illegal one (``state`` itself is never changed). Actions left once ``player`` is
        no longer due (the rules moved on, e.g. an automatic "ready") are dropped."""
        moves: list[Move] = []
        for action in actions:
            if moves and player not in self.to_act(state):
                break
            new, events = self.apply(state, player, action)
            moves.append(Move(player, action, state, new, events))
            state = new
        return moves

    def action_from_json(self, data: dict[str, Any]) -> Action:
        """Rebuild an action saved by ``Action.to_json``; ValueError if it is not one of this game's or a field has
        the wrong type (``kernel_games.core.fields``)."""
        if not isinstance(data, dict):
            raise FormatError(Text("行動はJSONのオブジェクトで書きます。", "An action must be a JSON object."))
        kinds = {t.__name__: t for t in self.action_types}
        name = data.get("type", "")
        kind = kinds.get(name) if isinstance(name, str) else None
        if kind is None:
            raise FormatError(Text(f"このゲームにない行動の種類です: {shown(name)}",
                                   f"Not an action type of this game: {shown(name)}"))
        fields = {f.name for f in dataclasses.fields(kind)}
        args = {k: v for k, v in data.items() if k != "type"}
        if set(args) != fields:
            want, got = ", ".join(sorted(fields)) or "-", shown(", ".join(sorted(map(str, args))), 80)
            raise FormatError(Text(f"{kind.__name__} の項目は {want} です（{got} が書かれています）。",
                                   f"{kind.__name__} takes {want} (the file gives {got})."))
        action = kind(**{k: tuple(v) if isinstance(v, list) else v for k, v in args.items()})
        bad = checker(kind)(action)
        if bad is not None:
            raise FormatError(bad.text, bad.rule)
        return action

    def explain(self, err: IllegalAction) -> Text:
        """A rule-cited explanation: the reason, then the rule's title."""
        rule = self.rule(err.rule)
        return err.text + Text(f"（ルール: {rule.title.ja}）", f" (rule: {rule.title.en})")
