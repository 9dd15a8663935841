"""The flow machinery itself (kernel_games/core/flow.py), on a small made-up game: the loop, steps, modules as hooks.

The game: players take turns adding 1 or 2 to a counter; at 10 or more the race ends. A phase CHOOSE asks whose turn
it is; a step ASK (a yes/no window everyone answers at once) follows every move past 5. Two modules show the hook
points: ``bonus`` adds an action to an existing step, runs on the end phase's entry, sets the counter at set-up and
adds a part to the score (``ScorePart``); ``autopilot`` gives a phase automatic progress.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from kernel_games.core import (
    Action,
    Event,
    Flow,
    FlowError,
    IllegalAction,
    Module,
    Phase,
    ScorePart,
    Step,
    Text,
    listed,
    seat,
)
from kernel_games.core.flow import MAX_SETTLE


@dataclass
class S:
    phase: str = "play"
    step: str = ""
    modules: tuple[str, ...] = ()
    counter: int = 0
    turn: int = 0
    asked: list[int] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Add(Action):
    k: int


@dataclass(frozen=True)
class Answer(Action):
    yes: bool


@dataclass(frozen=True)
class Bonus(Action):
    pass


def refuse(s: S, p: int, a: Action) -> IllegalAction:
    return IllegalAction("core.action.unknown", Text("足すだけです", "only adding"))


def add_offer(s: S, p: int) -> list[Action]:
    return [Add(1), Add(2), Add(3)]


def add_forbid(s: S, p: int, a: Add) -> IllegalAction | None:
    return None if a.k in (1, 2) else IllegalAction("core.action.unknown", Text("1か2", "1 or 2"))


def add_do(s: S, p: int, a: Add, ev: list[Event]) -> None:
    s.counter += a.k
    s.turn = 1 - s.turn
    ev.append(Event("core.turn.not_yours", Text("足した", "added")))
    if 5 < s.counter < 10:
        s.asked, s.step = [0, 1], "ask"


def answer_do(s: S, p: int, a: Answer, ev: list[Event]) -> None:
    s.asked.remove(p)
    if not s.asked:
        s.step = ""


def bonus_do(s: S, p: int, a: Bonus, ev: list[Event]) -> None:
    s.counter += 5
    s.turn = 1 - s.turn


def ended(s: S) -> bool:
    return s.counter >= 10


PLAY = Phase("play", then=("end",), ends=ended, rules=("core.turn.not_yours",),
             steps=(Step("", seat("turn"), (Add,), add_offer, add_forbid, add_do, refuse),
                    Step("ask", listed("asked"), (Answer,), lambda s, p: [Answer(True), Answer(False)], None, answer_do,
                         refuse, simultaneous=True)))
END = Phase("end", enter=lambda s, ev: s.notes.append("entered end"))

BONUS = Module("bonus", Text("ボーナス", "Bonus"), steps={"play": (Step("", actions=(Bonus,), candidates=lambda s, p: [Bonus()],
                                                                          perform=bonus_do),)},
               enter={"end": lambda s, ev: s.notes.append("bonus saw the end")},
               setup=lambda s: setattr(s, "counter", 3),
               score=(ScorePart("bonus", "core.turn.not_yours", Text("ボーナス", "Bonus"), Text("ボーナス", "bonus"),
                                lambda s, p: 5 if p == 0 else None),))


def flow(*modules: Module) -> Flow:
    return Flow(PLAY, END, start="play", modules=modules)


def test_the_loop_asks_the_step_then_moves_to_the_next_phase():
    f = flow()
    s = S()
    assert f.to_act(s) == (0,) and f.legal(s, 0) == [Add(1), Add(2)], "forbid filters the candidates"
    for k in (2, 2, 2):
        f.perform(s, f.to_act(s)[0], Add(k))
    assert s.counter == 6 and s.step == "ask" and f.to_act(s) == (0, 1), "a simultaneous window"
    assert f.decision(s).simultaneous
    assert f.forbid(s, 0, Add(1)).rule == "core.action.unknown", "another step's action is refused by the step's refuse"
    entered = []
    f.perform(s, 0, Answer(True))
    f.perform(s, 1, Answer(False))
    assert s.step == "" and f.to_act(s) == (1,)
    f.perform(s, 1, Add(2))
    assert s.counter == 8 and s.step == "ask"
    for p in (1, 0):
        f.perform(s, p, Answer(True))
    f.perform(s, 0, Add(2), trace=lambda phase, k: entered.append((phase, k)))
    assert s.phase == "end" and f.is_over(s) and f.to_act(s) == () and s.notes == ["entered end"]
    assert entered == [("end", 1)], "the trace names the phase entered and how many events came before"


def test_a_module_adds_actions_to_a_step_runs_on_entry_and_at_set_up():
    f = flow(BONUS)
    s = S(modules=("bonus",))
    f.begin(s)
    assert s.counter == 3, "the module's set-up hook ran"
    assert Bonus() in f.legal(s, 0) and f.forbid(s, 0, Bonus()) is None
    assert f.forbid(S(), 0, Bonus()).rule == "core.action.unknown", "without the module the action is not answered"
    f.perform(s, 0, Add(2))
    assert s.counter == 5 and f.to_act(s) == (1,)
    f.perform(s, 1, Bonus())
    assert s.phase == "end" and s.notes == ["entered end", "bonus saw the end"], "base hook first, then the module's"
    assert Bonus in f.action_types() and f.simultaneous()
    own = {"counter": s.counter}
    assert f.score(s, 0, own) == {"counter": 10, "bonus": 5}, "the module's part, after the game's own"
    assert f.score(s, 1, own) == own, "a part that is not the player's is left out"
    assert f.score(S(), 0, own) == own, "without the module its part is not scored"
    rows = f.score_rows(s, {"counter": ("core.turn.not_yours", Text("数", "Count"))})
    assert list(rows) == ["counter", "bonus"] and rows["bonus"][1] == Text("ボーナス", "Bonus"), "the breakdown's rows"


def test_modules_plug_in_after_the_flow_is_declared():
    f = flow()
    f.add(BONUS)
    s = S(modules=("bonus",))
    assert Bonus() in f.legal(s, 0) and "bonus" in f.modules
    with pytest.raises(FlowError, match="twice"):
        f.add(BONUS)


def test_automatic_progress_runs_until_someone_must_decide():
    def autopilot(s: S, ev: list[Event]) -> None:
        s.counter += 1
        ev.append(Event("core.turn.not_yours", Text("自動", "auto")))

    auto = Phase("auto", then=("end",), ends=ended, auto=autopilot)
    f = Flow(auto, END, start="auto")
    s = S(phase="auto")
    ev: list[Event] = []
    f.run(s, ev)
    assert s.counter == 10 and s.phase == "end" and len(ev) == 10


def test_a_modules_automatic_progress_replaces_the_phases_own():
    def twice(s: S, ev: list[Event]) -> None:
        s.counter += 2

    def base(s: S, ev: list[Event]) -> None:
        s.counter += 1

    phase = Phase("auto", then=("end",), ends=lambda s: s.counter >= 10, auto=base)
    f = Flow(phase, END, start="auto", modules=(Module("fast", Text("速", "fast"), auto={"auto": twice}),))
    with_module, plain = S(phase="auto", modules=("fast",)), S(phase="auto", modules=())
    f.run(with_module, [])
    f.run(plain, [])
    assert with_module.counter == 10 and plain.counter == 10
    assert f.stages(with_module)["auto"].auto is twice and f.stages(plain)["auto"].auto is base


@pytest.mark.parametrize("make", [
    lambda: Flow(PLAY, start="play"),  # "end" is not declared
    lambda: Flow(PLAY, Phase("end", steps=PLAY.steps), start="play"),  # decisions in a phase that ends the game
    lambda: Flow(PLAY, END, start="play", modules=(Module("m", Text("m", "m"), auto={"end": lambda s, ev: None}),)),
    lambda: Flow(PLAY, END, start="nowhere"),
    lambda: Flow(PLAY, PLAY, END, start="play"),
    lambda: Flow(PLAY, END, start="play", modules=(Module("m", Text("m", "m"), auto={"elsewhere": lambda s, ev: None}),)),
    lambda: Flow(Phase("a", then=("end",), auto=lambda s, ev: None), END, start="a",
                 modules=(Module("m", Text("m", "m"), auto={"a": lambda s, ev: None}),
                          Module("n", Text("n", "n"), auto={"a": lambda s, ev: None})))._compile(("m", "n")),
    lambda: Flow(Phase("a", then=("end",), steps=(Step("", seat("turn"), (Add,), add_offer, None, add_do, refuse),)), END,
                 start="a", modules=(Module("m", Text("m", "m"), steps={"a": (Step("", seat("turn"), refuse=refuse),)}),
                                     ))._compile(("m",)),
])
def test_wrong_declarations_are_refused_when_made(make):
    with pytest.raises(FlowError):
        make()


def test_a_flow_that_never_settles_or_moves_to_an_undeclared_phase_is_an_error():
    spin = Flow(Phase("spin", then=("end",), auto=lambda s, ev: None), END, start="spin")
    with pytest.raises(FlowError):
        spin.run(S(phase="spin"), [])
    stuck = Flow(Phase("x", then=("end",), ends=lambda s: True, next=lambda s: "x"), END, start="x")
    with pytest.raises(FlowError):
        stuck.run(S(phase="x"), [])
    assert MAX_SETTLE >= 1000
