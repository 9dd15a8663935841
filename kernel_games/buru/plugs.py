"""Buru's hook points: where a module plugs its own rules, bots and texts into the base game, which names none of them.

The package's assembly (``__init__.py``) imports each module; the module's package fills these registries when it
loads. What a module adds is registered by what it is: a spirit or an area by its id, an islander kind by its kind,
an action by its type, an elder's metric by name. The base game's rules, bots, previews and checks look there and
fall back to their own behaviour. The modules themselves (``kernel_games.core.Module``) are plugged into the flow with
``plug``, which also makes their score parts (``Module.score``) part of the final score.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kernel_games.core import Action, Event, Flow, IllegalAction, Module, Text
from kernel_games.core.flow import ScorePart

from .state import State

View = dict[str, Any]

# ---- the modules plugged in -----------------------------------------------------------------------------------------
MODULES: dict[str, Module] = {}  # by key, in the order they were plugged in (their set-ups run in this order)
_PARTS: dict[tuple[str, ...], tuple[ScorePart, ...]] = {}


def plug(flow: Flow, *modules: Module) -> None:
    """Plug modules into the game's flow and these hooks."""
    for m in modules:
        flow.add(m)
        MODULES[m.key] = m
    _PARTS.clear()


def score_parts(s: State) -> tuple[ScorePart, ...]:
    """The score parts the state's modules add (``Module.score``), in the order the modules were plugged in."""
    found = _PARTS.get(s.modules)
    if found is None:
        found = _PARTS[s.modules] = tuple(p for k in MODULES if k in s.modules for p in MODULES[k].score)
    return found


# ---- spirits a module adds --------------------------------------------------------------------------------------------
ELSEWHERE: set[int] = set()  # spirits offered to elsewhere than at the Sacred Lake (nor by a priest's "any spirit")
FREE_ALTAR: set[int] = set()  # spirits whose offering costs nothing at an altar (their module asks something else)
OFFER: dict[int, Callable[[State, int, list[Event]], None]] = {}  # how an offering is made, instead of paying the altar
OFFER_CHECK: dict[int, Callable[[State, int], bool]] = {}  # what an offering needs besides a card in its deck
OFFER_FORBID: dict[int, Callable[[State, int], IllegalAction | None]] = {}  # why an offering is refused (its deck's)
OFFER_WHERE: list[Callable[[State, Action], IllegalAction | None]] = []  # where an offering may be made, if limited
RECEIVED: dict[int, Callable[[State, int, list[Event]], None]] = {}  # said when one of its cards is received
TOTEM_RULE: dict[int, str] = {}  # the rule (key) its totem's bonus cites (the bonus itself is one for all)
CONQUER_RULE: dict[int, str] = {}  # the rule (key) taking its totem by conquest cites
CONQUEST_TOTEM: list[Callable[[State, int], int]] = []  # the spirit whose totem an area's conqueror takes (-1: none)
CARD_SCORE: dict[int, Callable[[list[int]], int]] = {}  # its offering cards' esteem at the end (default: their values)
OFFER_WORTH: dict[int, Callable[[View], float]] = {}  # the greedy estimate of an offering to it
OFFER_AFFORD: dict[int, Callable[[View, int], bool]] = {}  # whether a player can offer to it (default: the altar)
OFFER_COST_TEXT: dict[int, Callable[[View], Text]] = {}  # what an offering costs, in a preview


# ---- areas a module adds (no action spaces of the base game's kind) ----------------------------------------------------
SPACE_FORBID: dict[int, Callable[[State, int, Action], IllegalAction]] = {}  # Done or Choose refused in the area
SPACE_REFUSE: dict[int, Callable[[State, int, Action], IllegalAction]] = {}  # any other action refused there
AREA_BENEFITS: dict[int, Callable[[State, int], list[Action]]] = {}  # the benefits its spaces offer
AREA_WORTH: dict[int, Callable[[View], float]] = {}  # the greedy estimate of an action there
AREA_TRIES: dict[int, Callable[[State, int], tuple[list[Action], list[Action]]]] = {}  # its space step's tries
BENEFIT_TRIES: dict[int, Callable[[State, int], list[Action]]] = {}  # the benefits a learner may try there

# ---- islander kinds a module adds -----------------------------------------------------------------------------------
KIND_TASK: dict[int, Callable[[State, int, int, list[Event]], None]] = {}  # tasking one: (state, player, card, events)
KIND_WORTH: dict[int, Callable[[View, int], float]] = {}  # an islander's worth to the greedy estimate
KIND_TASK_VALUE: dict[int, Callable[[View, Action], float]] = {}  # tasking one, to the greedy estimate
KIND_TASK_PREVIEW: dict[int, Callable[[View, Action], Text]] = {}  # tasking one, in a preview

# ---- actions, steps, metrics and checks --------------------------------------------------------------------------------
VALUES: dict[type, Callable[[View, Action], float]] = {}  # a module's action to the greedy estimate
PREVIEWS: dict[type, Callable[[View, Action], Text]] = {}  # a module's action in a preview
STEP_TRIES: dict[str, Callable[[State, int], tuple[list[Action], list[Action]]]] = {}  # a module's step: legal, more
SPACE_EXTRAS: list[Callable[[State, int], list[Action]]] = []  # actions a module offers in every area's space step
ELDER_COUNTS: dict[str, Callable[[State, int], int]] = {}  # an elder's metric a module adds (``cards.add_elders``)
# explorers a player has this round beyond the five, by module key (called only while that module is on)
EXTRA_EXPLORERS: dict[str, Callable[[State, int], int]] = {}
EXTRA_POWER: list[Callable[[View, int], int]] = []  # their power, as a view shows it
IN_PLAY: dict[str, list[Callable[[State], tuple[int, ...]]]] = {"islanders": [], "elders": [], "decrees": []}
INVARIANTS: list[Callable[[State], list[str]]] = []  # a module's own checks (Game.invariants)
OPTION_CHECKS: list[Callable[[int, dict[str, Any]], None]] = []  # raise OptionError for options that cannot play
AUTOMATA: list[Callable[[int, dict[str, Any]], tuple[int, ...]]] = []  # the seats the rules play, from the options
SEAT_NAMES: list[Callable[[State, int], Text | None]] = []  # a seat's name when a module plays it (None: not its)
NEW_FIELDS: list[Callable[[int], dict[str, Any]]] = []  # a module's fields of a new state at this many seats
VIEW_PARTS: list[Callable[[State, int | None, bool], dict[str, Any]]] = []  # its keys of (state, viewer, the viewer's own)
REDEAL: list[Callable[[State, Any, list[int]], None]] = []  # redraw what it hides from the others: (copy, rng, others)


def extra_explorers(s: State, p: int) -> int:
    n = 0
    for key in s.modules:  # a hot path (every placement): no generator, no call for a module that is off
        if key in EXTRA_EXPLORERS:
            n += EXTRA_EXPLORERS[key](s, p)
    return n

