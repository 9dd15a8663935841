"""Buru's game (the base game): its facts, its flow, set-up and the end of the game.

The flow, round after round (buru.round.phases)::

    DAWN ──▶ MORNING ──everyone placed four──▶ NOON ──▶ AFTERNOON ──every area resolved──▶ DUSK ──▶ DAWN …
      decrees, forest   step "" seat(current)     fish       steps SPACE, BENEFIT, ELDER      after the fifth: OVER
                                                             seat(actor), area by area
"""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Flow, Functions, Game, Option, Phase, Result, Step, Text
from kernel_games.core.records import tally
from kernel_games.core.rng import randint, shuffled

from . import invariants
from . import view as views
from .actions import BENEFITS, CHOOSE, KEEP, PLACE, Place
from .bots import BidderBot
from .bots import action_value as greedy_value
from .cards import BASE_DECREES, BASE_ELDERS, BASE_ISLANDERS, FOREST_CARDS, OFFERINGS
from .components import AREAS, POWERS, SPACES_PER_AREA, SPIRITS, START_FISH
from .economy import PER_SPIRIT
from .narration import RULEBOOK, player, players, rule
from .phases import afternoon, areas, benefits, end, morning
from .phases import round as rounds
from .plugs import AUTOMATA, NEW_FIELDS, OPTION_CHECKS, SEAT_NAMES
from .preview import preview as preview_text
from .state import AFTERNOON, BENEFIT, DAWN, DUSK, ELDER, MORNING, NOON, OVER, SPACE, State
from .tries import tries
from .turns import person

MAX_MOVES = 5_000
SCORE_PARTS = {
    "esteem": ("end.scoring", Text("エスティームトラック", "Esteem track")),
    "offerings": ("lake.offer", Text("供物カード", "Offering cards")),
    "elders": ("end.elders", Text("長老", "Elders")),
}  # and each module's parts (Module.score)
SCORE_ROWS = {k: (rule(r), label) for k, (r, label) in SCORE_PARTS.items()}


def _step(key: str, actions: tuple, module: Any) -> Step:
    return Step(key, person("actor"), actions, module.candidates, module.forbid, module.perform, module.refuse, exact=True)


def _rules(*keys: str) -> tuple[str, ...]:
    return tuple(rule(k) for k in keys)


FLOW = Flow(
    Phase(DAWN, auto=rounds.dawn, ends=rounds.dawned, then=(MORNING,), rules=_rules(
        "round.phases", "dawn.decrees", "dawn.forest", "forest.rating")),
    Phase(MORNING, ends=rounds.morning_over, then=(NOON,), rules=_rules("morning.place", "morning.secret"),
          steps=(Step("", person("current"), PLACE, morning.candidates, morning.forbid, morning.perform, morning.refuse,
                      exact=True, sealed=True),)),
    Phase(NOON, enter=rounds.noon, ends=rounds.always, then=(AFTERNOON,), rules=_rules("noon.fish", "fish.cap")),
    Phase(AFTERNOON, enter=areas.enter, auto=areas.advance, ends=areas.over, then=(DUSK,), rules=_rules(
        "afternoon.order", "afternoon.reveal", "afternoon.conquer", "decree.area", "afternoon.tie", "afternoon.choose",
        "afternoon.benefits", "forest.take", "shore.hire", "shore.refill", "shore.refresh", "shore.deck",
        "village.task", "village.fish", "village.trade", "village.choice", "village.ongoing", "village.kind",
        "lake.offer", "lake.elder", "lake.messenger", "totem.bonus", "decree.altar", "supply.limit", "fish.cap",
        "components.explorers"),
          steps=(_step(SPACE, CHOOSE, afternoon), _step(BENEFIT, BENEFITS, benefits), _step(ELDER, KEEP, benefits))),
    Phase(DUSK, enter=rounds.dusk, ends=rounds.always, next=rounds.after_dusk, then=(DAWN, OVER), rules=_rules(
        "dusk.reset", "dusk.end")),
    Phase(OVER, enter=end.announce, rules=_rules("end.scoring", "end.elders", "end.tie")),
    start=DAWN,
    rules=_rules("goal", "components.board", "components.explorers", "components.resources", "components.islanders",
                 "components.forest", "components.elders", "components.decrees", "components.altars",
                 "components.offerings", "components.totems", "setup.board", "setup.players", "setup.decks",
                 "setup.altars", "setup.decrees", "setup.messenger", "fifth.seats", "fifth.lawan"),
)


class Buru(Game):
    """Buru for 1–5 people at 2–5 seats (a person alone plays two Lawan; a fifth seat with the Ambelau expansion's
    components). The package plugs
    the modules into ``FLOW`` and their options into ``options`` (``__init__.py``).

    >>> g = Buru(); s = g.setup(3, seed=5)
    >>> str(s.phase), s.round, len(s.display), len(s.row), sorted(s.fish).count(3)
    ('morning', 1, 3, 3, 2)
    """

    id = "buru"
    name = Text("ブル", "Buru")
    min_players, max_players = 2, 5  # seats, the Lawan's included
    min_people = 1  # one person against two Lawan (buru.goal)
    options: dict[str, Option] = {}  # the base game has none: each module's option is added by the package
    rulebook_path = str(RULEBOOK)
    flow = FLOW
    view_type = views.BuruView  # the package puts the modules' keys in (``kernel_games.buru.BuruView``)
    state_class: type[State] = State  # the package adds the modules' fields (``state.with_fields``)
    functions = Functions(view=views.view, redeal_hidden=views.redeal_hidden, invariants=invariants.broken,
                          action_value=greedy_value, preview=preview_text, tries=tries)
    hidden_information = True  # face-down explorers, offering cards and elders
    chance = True  # every deck is shuffled, the altars' sides and the first messenger drawn
    bots = {"planner": BidderBot}

    def max_moves(self, num_players: int, options: dict[str, Any]) -> int:
        """A cap, not a rule: 5 rounds of 4 placements each and at most a few dozen benefits per player and round."""
        return MAX_MOVES

    # ---- set-up ------------------------------------------------------------------------------------------------
    def resolve_options(self, num_players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """As every game's, then each module's checks (``plugs.OPTION_CHECKS``: an ``OptionError`` for options that
        cannot play together)."""
        out = super().resolve_options(num_players, options)
        for check in OPTION_CHECKS:
            check(num_players, out)
        return out

    def new_state(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        n = num_players
        automata = tuple(seat for seats in AUTOMATA for seat in seats(n, options))  # the seats a module's rules play
        islanders, rng = shuffled(range(len(BASE_ISLANDERS)), seed)
        forest, rng = shuffled(range(len(FOREST_CARDS)), rng)
        elders, rng = shuffled(range(len(BASE_ELDERS)), rng)
        decks = []
        for k in SPIRITS:
            deck, rng = shuffled([k * PER_SPIRIT + i for i in range(len(OFFERINGS[k]))], rng)
            decks.append(tuple(deck))
        sides = []
        for _ in SPIRITS:
            side, rng = randint(0, 1, rng)
            sides.append(side)
        decrees, rng = shuffled(range(len(BASE_DECREES)), rng)
        messenger, rng = randint(0, n - 1 - len(automata), rng)  # never a seat the rules play
        return self.state_class(
            **{k: v for more in NEW_FIELDS for k, v in more(n).items()},  # the modules' fields that start per seat
            n=n, rng=rng, modules=self.active_modules(options), automata=automata,
            phase=DAWN, step="", round=0, messenger=messenger, current=messenger,
            mat=(POWERS,) * n, bids=(((),) * n,) * len(AREAS), shown=(False,) * len(AREAS), kept=(0,) * n,
            sequence=AREAS, area=-1, order=(), actor=-1, spaces=((-1,) * SPACES_PER_AREA,) * len(AREAS), conquered=(-1,) * len(AREAS),
            space=-1, left=areas.NONE_LEFT, kinds=(), drawn=(),
            fish=tuple(0 if p == messenger else START_FISH for p in range(n)), esteem=(0,) * n, res=((0, 0, 0),) * n,
            tableau=((),) * n, tasked=((),) * n, offerings=((),) * n, elders=((),) * n, totems=(-1,) * len(SPIRITS),
            supply=(25, 25, 20), islander_deck=tuple(islanders[3:]), row=tuple(islanders[:3]), islander_discard=(),
            forest_deck=tuple(forest), display=(), forest_discard=(), elder_deck=tuple(elders),
            offering_decks=tuple(decks), altar_sides=tuple(sides), decree_stack=tuple(decrees[:10]),
            decree_unseen=tuple(decrees[10:]), decrees=(), decrees_done=(), winners=(),
        )

    def automata(self, state: State) -> tuple[int, ...]:
        return state.automata

    def player_name(self, state: Any, p: int) -> Text:
        for name in SEAT_NAMES if p in state.automata else ():
            found = name(state, p)
            if found is not None:
                return found
        return player(p)

    # ---- the end ---------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        parts = {p: end.score(state, p) for p in range(state.n)}
        scores, breakdown = tally(parts, FLOW.score_rows(state, SCORE_ROWS))
        w = list(state.winners) or list(end.winners(state))
        best = scores[w[0]]
        tied = [p for p in range(state.n) if scores[p] == best]
        if len(tied) == 1:
            reason, why = Text("{w}が{k}エスティームで勝ち。", "{w} wins with {k} esteem.").format(w=players(w), k=best), "end.scoring"
        else:
            reason, why = Text("{k}エスティームで並び、使者から時計回りに近い{w}の勝ち。", "A tie on {k} esteem: {w}, nearest "
                               "the messenger clockwise, wins.").format(w=players(w), k=best), "end.tie"
        return Result(scores, breakdown, w, reason, rule(why))

    # ---- what each player sees -----------------------------------------------------------------------------------
    def in_other_deal(self, state: State, player: int, action: Action) -> Action:
        """A face-down explorer placed in another deal: the same area, an explorer that deal's mat still holds."""
        mat = state.mat[player] if 0 <= player < state.n else ()
        if isinstance(action, Place) and action.power not in mat and mat:
            return Place(action.area, mat[0])
        return action


BURU = Buru()
