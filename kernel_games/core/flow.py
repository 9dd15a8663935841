"""A game's flow as data: its phases, who acts in each, what ends a phase and what follows — run by one loop.

A game declares one ``Flow`` of ``Phase`` entries, each keyed by a member of the game's phase enum:

- ``steps``: the decisions the phase asks for (boardgame.io's stages). ``Step("")`` is the phase's own decision;
  a named step is asked for while ``state.step`` holds its key. A step says who takes it (a turn order), which
  action types answer it, and the phase module's functions that offer, check and carry out those actions;
  any other action is refused by the step's ``refuse``, which cites the rule asking for the decision.
- ``enter`` / ``exit``: what runs when the flow moves into or out of the phase;
- ``auto``: automatic progress, run while nobody is due and the phase goes on (it may stop after one piece of
  progress or go on until a decision is due or the phase is over; the loop calls it again as needed); a module's
  ``auto`` replaces the phase's own and calls it when it has nothing of its own to do (Buru's Lawan);
- ``ends`` and ``next``: when the phase is over, and which of its declared successors ``then`` follows
  (a phase with no successors ends the game);
- ``rules``: the rulebook ids the phase cites.

``Flow.run`` is the one loop of every game: after each action it ends phases, enters the next ones and runs the
automatic progress until someone must decide or the game is over. A state names its phase in ``state.phase``, its
step in ``state.step`` ("" for none) and, in a game with modules, the active modules' keys in ``state.modules``.

A ``Module`` (a variant or an expansion) plugs into named hook points rather than ``if options[...]`` in the
rules, like python-chess's variants: it adds steps to a phase or actions to an existing step, runs on a phase's
entry or exit, provides a phase's automatic progress, takes part in set-up and adds parts to the final score
(``ScorePart``: ``Flow.score`` and ``Flow.score_rows`` put them beside the game's own parts, so the result's breakdown
shows them). A game may plug its modules in after the flow is declared (``Flow.add``), so that its base rules never
import them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from .errors import GameError, IllegalAction
from .fields import typed_check
from .records import Action, Event
from .text import Text

State = Any
Hook = Callable[[State, list[Event]], None]
Offer = Callable[[State, int], list[Action]]
Check = Callable[[State, int, Action], IllegalAction | None]
Do = Callable[[State, int, Action, list[Event]], None]
Refusal = Callable[[State, int, Action], IllegalAction]
Trace = Callable[[str, int], None]  # (phase entered, number of events before its entry)

MAX_SETTLE = 100_000  # automatic steps without a decision before the loop gives up (a flow that never settles)


class FlowError(GameError):
    """A flow declared or run wrongly: a bug in a game, never the player's fault."""

    def __init__(self, message: str) -> None:
        super().__init__(Text(f"ゲームの流れの定義に誤りがあります: {message}", f"The game's flow is wrong: {message}"))


# ---- named turn orders ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TurnOrder:
    """Who decides: ``actors(state)`` names them in order; ``due(state, player)`` asks about one player (faster)."""

    name: str
    actors: Callable[[State], tuple[int, ...]]
    due: Callable[[State, int], bool]


def _no_one(_state: State) -> tuple[int, ...]:
    return ()


def _never_due(_state: State, _player: int) -> bool:
    return False


nobody = TurnOrder("nobody", _no_one, _never_due)  # nobody decides: the phase runs by itself


def seat(name: str) -> TurnOrder:
    """The one player whose seat ``state.<name>`` holds (the current player, a bid's winner …)."""
    get = attrgetter(name)

    def actors(state: State) -> tuple[int, ...]:
        return (get(state),)

    def due(state: State, player: int) -> bool:
        return get(state) == player

    return TurnOrder(f"seat({name!r})", actors, due)


def waiting(name: str) -> TurnOrder:
    """Everyone whose entry of the per-player list ``state.<name>`` is still empty: they act at once."""
    get = attrgetter(name)
    seen: dict[tuple, tuple[int, ...]] = {}  # the answer for each row met so far (asked several times a move)
    last: list[tuple] = [((), ())]  # the last immutable row asked about, and its answer

    def actors(state: State) -> tuple[int, ...]:
        row = get(state)
        hit = last[0]
        if hit[0] is row:  # a tuple row is shared by the states of one round until it changes
            return hit[1]
        done = tuple(row)
        found = seen.get(done)
        if found is None:
            if len(seen) > 4096:
                seen.clear()
            found = seen[done] = tuple([p for p in range(len(done)) if not done[p]])
        if type(row) is tuple:  # a list may change in place: only an immutable row is remembered by identity
            last[0] = (row, found)
        return found

    def due(state: State, player: int) -> bool:
        if type(player) is not int:
            return player in actors(state)
        done = get(state)
        return 0 <= player < len(done) and not done[player]

    return TurnOrder(f"waiting({name!r})", actors, due)


def listed(name: str) -> TurnOrder:
    """The players listed in ``state.<name>``, in that order (a window several players answer)."""
    get = attrgetter(name)

    def actors(state: State) -> tuple[int, ...]:
        return tuple(get(state))

    def due(state: State, player: int) -> bool:
        return player in get(state)

    return TurnOrder(f"listed({name!r})", actors, due)


def _never(_state: State) -> bool:
    return False


# ---- the declarations ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """A decision: who takes it, the action types that answer it, and the functions that offer, check and do them.

    ``candidates(state, player)`` lists the actions worth offering; ``forbid(state, player, action)`` says why one
    of ``actions`` is illegal (None: legal); ``perform(state, player, action, events)`` carries out a legal one.
    ``exact``: the candidates are exactly the legal actions, so listing the legal ones skips the filter (a hot
    path, such as every bid a bank allows); the conformance suite checks the claim at every step it plays.
    ``hidden``: the answers stay face down until everyone has answered (sealed bids, cards chosen at once): a
    save made while some are pending leaves them out (``Match.to_json``).
    ``sealed``: each answer is a face-down choice that stays hidden after the turn moves on (Buru's explorers bid
    face down): while the game runs, a save file seals those moves with the installation's key, as it seals the deal.
    A module's step with the key of an existing step adds its actions to it (and gives no ``actors``).
    """

    key: str
    actors: TurnOrder | None = None
    actions: tuple[type[Action], ...] = ()
    candidates: Offer | None = None
    forbid: Check | None = None
    perform: Do | None = None
    refuse: Refusal | None = None
    simultaneous: bool = False
    exact: bool = False
    hidden: bool = False
    sealed: bool = False


@dataclass(frozen=True)
class Phase:
    """One phase of the flow (see the module's docstring)."""

    key: str
    rules: tuple[str, ...] = ()
    then: tuple[str, ...] = ()
    steps: tuple[Step, ...] = ()
    enter: Hook | None = None
    auto: Hook | None = None
    exit: Hook | None = None
    ends: Callable[[State], bool] = _never
    next: Callable[[State], str] | None = None


@dataclass(frozen=True)
class ScorePart:
    """A part of the final score a module adds: its key among the score's parts, the rule that gives it, its label in
    the result's breakdown, its short name inside a sentence ("track 3 + islander sets 2"), and a player's points
    (None: the part is not that player's, as a set only a rival the rules play scores)."""

    key: str
    rule: str
    label: Text
    short: Text
    points: Callable[[State, int], int | None]


def module_parts(modules: Mapping[str, Module], active: tuple[str, ...]) -> tuple[ScorePart, ...]:
    """The score parts of the active modules, in the order the modules are declared."""
    return tuple(part for key, m in modules.items() if key in active for part in m.score)


def add_points(parts: tuple[ScorePart, ...], state: State, player: int, own: dict[str, int]) -> dict[str, int]:
    """A player's parts of the score: the game's own, then each module part that is theirs."""
    out = dict(own)
    for part in parts:
        points = part.points(state, player)
        if points is not None:
            out[part.key] = points
    return out


@dataclass(frozen=True)
class Module:
    """A variant or expansion module: what it adds at the flow's hook points, phase by phase, and to the score."""

    key: str
    name: Text
    rules: tuple[str, ...] = ()
    steps: Mapping[str, tuple[Step, ...]] = field(default_factory=dict)
    enter: Mapping[str, Hook] = field(default_factory=dict)
    exit: Mapping[str, Hook] = field(default_factory=dict)
    auto: Mapping[str, Hook] = field(default_factory=dict)
    setup: Callable[[State], None] | None = None
    score: tuple[ScorePart, ...] = ()

    def phases(self) -> set[str]:
        return {*self.steps, *self.enter, *self.exit, *self.auto}


# ---- compiled for one set of modules ------------------------------------------------------------------------------
class _Decision:
    """A step with its modules merged in: handlers looked up by the action's type."""

    __slots__ = ("key", "actors", "due", "types", "offers", "handlers", "refuse", "simultaneous", "exact", "hidden",
                 "sealed")

    def __init__(self, step: Step, where: str) -> None:
        if not isinstance(step.actors, TurnOrder) or step.refuse is None:
            raise FlowError(f"{where}: step {step.key!r} needs a turn order (seat, waiting, listed …) and refuse")
        self.key, self.refuse, self.simultaneous, self.exact = step.key, step.refuse, step.simultaneous, step.exact
        self.hidden, self.sealed = step.hidden, step.sealed
        self.actors, self.due = step.actors.actors, step.actors.due
        self.types: tuple[type[Action], ...] = ()
        self.offers: tuple[Offer, ...] = ()
        self.handlers: dict[type, tuple[Check | None, Do, Callable[[Action], bool]]] = {}  # forbid, perform, typed
        self.add(step, where)

    def add(self, step: Step, where: str) -> None:
        if self.handlers:
            self.exact = self.exact and step.exact  # a module's added actions keep the claim only if they make it too
        if step.actions and step.perform is None:
            raise FlowError(f"{where}: step {step.key!r} has actions but no perform")
        for t in step.actions:
            if t in self.handlers:
                raise FlowError(f"{where}: two handlers for {t.__name__} in step {step.key!r}")
            self.handlers[t] = (step.forbid, step.perform, typed_check(t))  # type: ignore[assignment]
        self.types += step.actions
        if step.candidates is not None:
            self.offers += (step.candidates,)


def _not_due(_state: State, player: int, _action: Action) -> IllegalAction:
    return IllegalAction("core.turn.not_yours", Text("いまは誰も行動できません。", "Nobody is due to act now."))


_IDLE = _Decision(Step("", nobody, refuse=_not_due), "idle")


class _Stage:
    """A phase with its modules merged in."""

    __slots__ = ("key", "then", "steps", "enter", "exit", "auto", "ends", "next", "terminal")

    def __init__(self, phase: Phase, modules: tuple[Module, ...]) -> None:
        where = f"phase {phase.key}"
        self.key, self.then, self.ends, self.next = phase.key, phase.then, phase.ends, phase.next
        self.terminal = not phase.then
        self.steps: dict[str, _Decision] = {}
        for owner, step in [("", s) for s in phase.steps] + [(m.key, s) for m in modules for s in m.steps.get(phase.key, ())]:
            here = f"{where}{' (module ' + owner + ')' if owner else ''}"
            if step.key in self.steps:
                if step.actors is not None or step.refuse is not None:
                    raise FlowError(f"{here}: step {step.key!r} is declared twice")
                self.steps[step.key].add(step, here)
            else:
                self.steps[step.key] = _Decision(step, here)
        self.steps.setdefault("", _IDLE)
        self.enter = tuple(f for f in (phase.enter, *(m.enter.get(phase.key) for m in modules)) if f)
        self.exit = tuple(f for f in (phase.exit, *(m.exit.get(phase.key) for m in modules)) if f)
        autos = [f for f in (m.auto.get(phase.key) for m in modules) if f]
        if len(autos) > 1:
            raise FlowError(f"{where}: more than one module gives it automatic progress")
        self.auto = autos[0] if autos else phase.auto  # a module's replaces the phase's own (and calls it as needed)


class Flow:
    """The declared phases of a game and the one loop that runs them."""

    def __init__(self, *phases: Phase, start: str, rules: tuple[str, ...] = (), modules: tuple[Module, ...] = ()) -> None:
        self.phases: dict[str, Phase] = {}
        for ph in phases:
            if ph.key in self.phases:
                raise FlowError(f"phase {ph.key} is declared twice")
            self.phases[ph.key] = ph
        self.start = start
        self.rules = rules  # the game's rules that belong to no phase: components, set-up
        self.modules: dict[str, Module] = {}
        self._modular = False
        for ph in phases:
            for nxt in ph.then:
                if nxt not in self.phases:
                    raise FlowError(f"phase {ph.key} is followed by an undeclared phase {nxt!r}")
            if not ph.then and (ph.steps or ph.auto):
                raise FlowError(f"phase {ph.key} ends the game: nobody decides and nothing runs in it")
        if start not in self.phases:
            raise FlowError(f"the start phase {start!r} is not declared")
        self.terminal = frozenset(k for k, ph in self.phases.items() if not ph.then)  # the phases that end the game
        self._plain = self._compile(())
        self._last: tuple = (None, None, None, None)
        self._compiled: dict[tuple[str, ...], dict[str, _Stage]] = {(): self._plain}
        self.add(*modules)

    def add(self, *modules: Module) -> None:
        """Plug modules in (after the ones already there: their set-ups run in this order)."""
        for m in modules:
            if m.key in self.modules:
                raise FlowError(f"module {m.key} is plugged in twice")
            unknown = m.phases() - set(self.phases)
            if unknown:
                raise FlowError(f"module {m.key} hooks undeclared phases {sorted(unknown)}")
            ending = {k for k in {*m.steps, *m.auto} if not self.phases[k].then}
            if ending:
                raise FlowError(f"module {m.key} adds decisions to phases that end the game: {sorted(ending)}")
            self.modules[m.key] = m
        self._modular = bool(self.modules)
        self._compiled = {(): self._plain}
        self._last = (None, None, None, None)

    # ---- compiling --------------------------------------------------------------------------------------------
    def _compile(self, keys: tuple[str, ...]) -> dict[str, _Stage]:
        try:
            modules = tuple(self.modules[k] for k in keys)
        except KeyError as e:
            raise FlowError(f"unknown module {e.args[0]!r}") from None
        return {k: _Stage(ph, modules) for k, ph in self.phases.items()}

    def stages(self, state: State) -> dict[str, _Stage]:
        """The phases as compiled for the state's modules."""
        if not self.modules:
            return self._plain
        found = self._compiled.get(state.modules)
        if found is None:
            found = self._compiled[state.modules] = self._compile(state.modules)
        return found

    def decision(self, state: State) -> _Decision:
        """The decision the state asks for now (the phase's own, or the step in ``state.step``)."""
        phase, step = state.phase, state.step
        modules = state.modules if self._modular else ()
        last = self._last  # asked many times a move for the same state: the last answer, by identity
        if last[0] is phase and last[1] is step and last[2] is modules:
            return last[3]
        d = self.stages(state)[phase].steps.get(step)
        if d is None:
            raise FlowError(f"phase {phase} has no step {step!r}")
        self._last = (phase, step, modules, d)
        return d

    def legal(self, state: State, player: int, d: _Decision | None = None, exact: bool = True) -> list[Action]:
        """The candidates ``forbid`` lets through (Game.legal_actions, for a player due to act).

        ``exact=False`` filters even a step declared exact (how the conformance suite checks the declaration).
        """
        if d is None:
            d = self.decision(state)
        offers, handlers = d.offers, d.handlers
        cands = offers[0](state, player) if len(offers) == 1 else [a for o in offers for a in o(state, player)]
        if exact and d.exact:
            return cands
        out = []
        for a in cands:
            h = handlers.get(type(a))
            if h is None:
                continue
            check = h[0]
            if check is None or check(state, player, a) is None:
                out.append(a)
        return out

    # ---- what the Game base asks ------------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.phase in self.terminal

    def to_act(self, state: State) -> tuple[int, ...]:
        return self.decision(state).actors(state)

    def candidates(self, state: State, player: int) -> list[Action]:
        offers = self.decision(state).offers
        if len(offers) == 1:
            return offers[0](state, player)
        return [a for offer in offers for a in offer(state, player)]

    def forbid(self, state: State, player: int, action: Action) -> IllegalAction | None:
        d = self.decision(state)
        h = d.handlers.get(type(action))
        if h is None:
            return d.refuse(state, player, action)
        return h[0](state, player, action) if h[0] is not None else None

    def perform(self, state: State, player: int, action: Action, trace: Trace | None = None) -> list[Event]:
        """Carry out a legal action, then run the flow until someone must decide; return the events."""
        ev: list[Event] = []
        self.decision(state).handlers[type(action)][1](state, player, action, ev)
        self.run(state, ev, trace)
        return ev

    def begin(self, state: State) -> list[Event]:
        """After set-up: the modules' set-up hooks, then the flow settles."""
        for key in getattr(state, "modules", ()):
            setup = self.modules[key].setup
            if setup is not None:
                setup(state)
        ev: list[Event] = []
        self.run(state, ev)
        return ev

    def run(self, state: State, ev: list[Event], trace: Trace | None = None) -> None:
        """End phases, enter the next ones and run automatic progress until someone must decide or the game ends."""
        stages = self._plain if not self._modular else (self._compiled.get(state.modules) or self.stages(state))
        st = stages[state.phase]
        if st.auto is None and not st.terminal and not st.ends(state):
            return  # the common case after a move: the phase goes on and waits for its players
        for _ in range(MAX_SETTLE):
            st = stages[state.phase]
            if st.terminal:
                return
            if st.ends(state):
                nxt = st.next(state) if st.next is not None else st.then[0]
                if nxt not in st.then:
                    raise FlowError(f"phase {st.key} moved to {nxt!r}, not one of {st.then}")
                for hook in st.exit:
                    hook(state, ev)
                state.phase, state.step = nxt, ""
                if trace is not None:
                    trace(nxt, len(ev))
                for hook in stages[nxt].enter:
                    hook(state, ev)
                continue
            auto = st.auto
            if auto is None:  # a phase that never runs by itself waits for its players (the tests check one is due)
                return
            d = st.steps.get(state.step)
            if d is None:
                raise FlowError(f"phase {st.key} has no step {state.step!r}")
            if d is not _IDLE and d.actors(state):
                return
            auto(state, ev)
        raise FlowError(f"phase {state.phase} ran {MAX_SETTLE} automatic steps without settling")

    # ---- the score's parts -----------------------------------------------------------------------------------------
    def score(self, state: State, player: int, own: dict[str, int]) -> dict[str, int]:
        """A player's parts of the final score: the game's own (``own``), then those of the state's modules."""
        return add_points(module_parts(self.modules, getattr(state, "modules", ())), state, player, own)

    def score_rows(self, state: State, own: Mapping[str, tuple[str, Text]]) -> dict[str, tuple[str, Text]]:
        """Each part's rule and label for the result's breakdown (``records.tally``): the game's, then the modules'."""
        parts = module_parts(self.modules, getattr(state, "modules", ()))
        return {**own, **{p.key: (p.rule, p.label) for p in parts}}

    # ---- the declared facts -------------------------------------------------------------------------------------
    def reachable(self) -> set[str]:
        """The phases the declared graph reaches from the start phase."""
        seen, todo = {self.start}, [self.start]
        while todo:
            for nxt in self.phases[todo.pop()].then:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    def action_types(self) -> tuple[type[Action], ...]:
        """Every action type a phase or a module answers, in declaration order."""
        out: list[type[Action]] = []
        steps = [s for ph in self.phases.values() for s in ph.steps]
        steps += [s for m in self.modules.values() for group in m.steps.values() for s in group]
        for s in steps:
            out += [t for t in s.actions if t not in out]
        return tuple(out)

    def simultaneous(self) -> bool:
        """Whether some decision lets several players act at once."""
        steps = [s for ph in self.phases.values() for s in ph.steps]
        steps += [s for m in self.modules.values() for group in m.steps.values() for s in group]
        return any(s.simultaneous for s in steps)

    def declared_rules(self) -> set[str]:
        """Every rule id the flow declares: its own, its phases' and its modules'."""
        return {*self.rules, *(r for ph in self.phases.values() for r in ph.rules),
                *(r for m in self.modules.values() for r in m.rules)}

    def phase_rules(self, phase: str, modules: tuple[str, ...] = ()) -> set[str]:
        """The rules an event or a refusal in ``phase`` may cite: the phase's, the game's and its modules'."""
        extra = {r for k in modules for r in self.modules[k].rules if phase in self.modules[k].phases()}
        return {*self.phases[phase].rules, *self.rules, *extra}
