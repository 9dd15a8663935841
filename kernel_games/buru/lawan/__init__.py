"""The Lawan module (seed pages 17-21): one or two automated rivals run from plot cards through the flow.

It plugs into the base game's hooks: set-up (the plot deck), the morning's and the afternoon's automatic progress
(a Lawan's seat is never due: ``turns.person``), noon and dusk (plot cards dealt and gathered) and one step of the
afternoon, PICK, where the messenger's player breaks a Lawan's tie. Its islander sets are a part of the final score
(``Module.score``); the seats it plays, its name, its option's check and what the bots, previews and tries say of a
tie go through the base's hook points (``hooks.py``).
"""

from __future__ import annotations

from kernel_games.core import Module, Option, Step, Text, seat

from ..narration import rule
from ..state import AFTERNOON, DUSK, MORNING, NOON, OVER
from . import choice, hooks, placing, scoring
from .acting import afternoon
from .actions import PICK, PICK_ACTIONS

RULES = tuple(rule("lawan." + k) for k in (
    "basics", "setup", "messenger", "plot", "unseen", "morning", "third", "noon", "choose", "shore", "cheapest",
    "tie", "village", "lake", "double", "dusk", "score")) + tuple(rule("ambelau." + k) for k in (
    "lawan", "lawan_morning", "lawan_guide", "lawan_canoe", "lawan_double", "lawan_ukam", "lawan_offers"))

LAWAN = Module(
    "lawan", Text("ラワン（自動のライバル）", "Lawan (automated rivals)"), rules=RULES,
    steps={AFTERNOON: (Step(PICK, seat("chooser"), PICK_ACTIONS, choice.candidates, choice.forbid, choice.perform,
                            choice.refuse, exact=True),)},
    enter={NOON: placing.noon, DUSK: placing.dusk, OVER: scoring.announce},
    auto={MORNING: placing.morning, AFTERNOON: afternoon},
    setup=placing.setup,
    score=(hooks.SETS,),
)
OPTION = Option(Text("ラワン（自動のライバル）", "Lawan (automated rivals)"), (0, 1, 2), 0,
                (Text("なし", "none"), Text("1人", "one"), Text("2人（A・B）", "two (A and B)")),
                modules={1: ("lawan",), 2: ("lawan",)})
