"""Buru's game (the base game): its facts, its flow, set-up and the end of the game.

The flow, round after round (buru.round.phases)::

    DAWN ──▶ MORNING ──everyone placed four──▶ NOON ──▶ AFTERNOON ──every area resolved──▶ DUSK ──▶ DAWN …
      decrees, forest   step "" seat(current)     fish       steps SPACE, BENEFIT, ELDER      after the fifth: OVER
                                                             seat(actor), area by area
"""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Flow, Functions, Game, Option, OptionError, Phase, Result, Step, Text
from kernel_games.core.records import tally
from kernel_games.core.rng import randint, shuffled

from . import invariants
from . import view as views
from .actions import BENEFITS, CHOOSE, KEEP, PLACE, Place
from .ambelau import AMBELAU_MODULE
from .bots import BidderBot
from .bots import action_value as greedy_value
from .cards import BASE_DECREES, BASE_ELDERS, BASE_ISLANDERS, FOREST_CARDS, OFFERINGS
from .components import AREAS, LONGER_ROUNDS, POWERS, ROUNDS, SPACES_PER_AREA, SPIRITS, START_FISH
from .economy import PER_SPIRIT
from .lawan import LAWAN
from .lawan.common import letter
from .longer import LONGER
from .narration import RULEBOOK, player, players, rule
from .persons import PERSONS_MODULE
from .phases import afternoon, areas, benefits, end, morning
from .phases import round as rounds
from .preview import preview as preview_text
from .state import AFTERNOON, BENEFIT, DAWN, DUSK, ELDER, MORNING, NOON, OVER, SPACE, State
from .tries import tries
from .turns import person
from .ukam import UKAM_MODULE

MAX_MOVES = 5_000
SCORE_PARTS = {
    "esteem": ("end.scoring", Text("エスティームトラック", "Esteem track")),
    "offerings": ("lake.offer", Text("供物カード", "Offering cards")),
    "elders": ("end.elders", Text("長老", "Elders")),
    "sets": ("lawan.score", Text("ラワンの島民セット", "Lawan's islander sets")),
}
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
    modules=(LAWAN, UKAM_MODULE, AMBELAU_MODULE, PERSONS_MODULE, LONGER),  # their set-ups run in this order: the longer game last
    rules=_rules("goal", "components.board", "components.explorers", "components.resources", "components.islanders",
                 "components.forest", "components.elders", "components.decrees", "components.altars",
                 "components.offerings", "components.totems", "setup.board", "setup.players", "setup.decks",
                 "setup.altars", "setup.decrees", "setup.messenger", "fifth.seats", "fifth.lawan"),
)


class Buru(Game):
    """Buru for 2–5 players (the base game; a fifth seat with the Ambelau expansion's components).

    >>> g = Buru(); s = g.setup(3, seed=5)
    >>> str(s.phase), s.round, len(s.display), len(s.row), sorted(s.fish).count(3)
    ('morning', 1, 3, 3, 2)
    """

    id = "buru"
    name = Text("ブル", "Buru")
    min_players, max_players = 2, 5
    options = {
        "lawan": Option(Text("ラワン（自動のライバル）", "Lawan (automated rivals)"), (0, 1, 2), 0,
                        (Text("なし", "none"), Text("1人", "one"), Text("2人（A・B）", "two (A and B)")),
                        modules={1: ("lawan",), 2: ("lawan",)}),
        "ukam": Option(Text("ウカムとアウトロー（アンベラウ）", "Ukam and the outlaws (Ambelau)"), (0, 1), 0,
                       (Text("なし", "off"), Text("あり", "on")), modules={1: ("ukam",)}),
        "ambelau": Option(Text("アンベラウの地域（カヌーとイブ）", "The Ambelau region (canoes and Ibu)"), (0, 1), 0,
                          (Text("なし", "off"), Text("あり", "on")), modules={1: ("ambelau",)}),
        "persons": Option(Text("偉人（アンベラウ）", "Great Persons (Ambelau)"), (0, 1), 0,
                          (Text("なし", "off"), Text("あり", "on")), modules={1: ("persons",)}),
        "rounds": Option(Text("ラウンド数", "Rounds"), (ROUNDS, LONGER_ROUNDS), ROUNDS,
                         (Text("5（基本）", "5 (base game)"),
                          Text("6（長いゲーム、ウカムかアンベラウが必要）", "6 (the longer game; needs Ukam or Ambelau)")),
                         modules={LONGER_ROUNDS: ("longer",)}),
    }
    rulebook_path = str(RULEBOOK)
    flow = FLOW
    view_type = views.BuruView
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
        """As every game's, at least one person besides the Lawan (buru.lawan.setup), and the longer game only with
        twelve decrees (buru.longer.decrees). Lawan at five seats play the Ambelau plot cards (buru.fifth.lawan)."""
        out = super().resolve_options(num_players, options)
        if out["lawan"] >= num_players:
            raise OptionError(Text(f"ラワン{out['lawan']}人なら、席は{out['lawan'] + 1}つ以上にします（人間が1人はいります）",
                                   f"with {out['lawan']} Lawan, choose at least {out['lawan'] + 1} seats (someone must "
                                   "play them)"), rule("lawan.setup"))
        if out["rounds"] == LONGER_ROUNDS and not (out["ukam"] or out["ambelau"]):
            raise OptionError(Text("6ラウンドの長いゲームには指令が12枚要ります。基本の指令は11枚なので、ウカムかアンベラウの地域を"
                                   "入れてください",
                                   "The 6-round longer game needs 12 decrees and the base game has 11: switch on Ukam "
                                   "or the Ambelau region (their decrees make 12 or more)"), rule("longer.decrees"))
        return out

    def new_state(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        n = num_players
        lawan = tuple(range(n - options["lawan"], n))  # the last seats, A first (buru.lawan.setup)
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
        messenger, rng = randint(0, n - 1 - len(lawan), rng)  # never a Lawan (buru.lawan.messenger)
        return State(
            n=n, rng=rng, modules=self.active_modules(options), lawan=lawan,
            phase=DAWN, step="", round=0, messenger=messenger, current=messenger,
            mat=(POWERS,) * n, bids=(((),) * n,) * len(AREAS), shown=(False,) * len(AREAS), kept=(0,) * n,
            sequence=AREAS, area=-1, order=(), actor=-1, spaces=((-1,) * SPACES_PER_AREA,) * len(AREAS), conquered=(-1,) * len(AREAS),
            space=-1, left=areas.NONE_LEFT, kinds=(), drawn=(),
            fish=tuple(0 if p == messenger else START_FISH for p in range(n)), esteem=(0,) * n, res=((0, 0, 0),) * n,
            tableau=((),) * n, tasked=((),) * n, offerings=((),) * n, elders=((),) * n, totems=(-1,) * len(SPIRITS),
            supply=(25, 25, 20), islander_deck=tuple(islanders[3:]), row=tuple(islanders[:3]), islander_discard=(),
            forest_deck=tuple(forest), display=(), forest_discard=(), elder_deck=tuple(elders),
            offering_decks=tuple(decks), altar_sides=tuple(sides), decree_stack=tuple(decrees[:10]),
            decree_unseen=tuple(decrees[10:]), decrees=(), decrees_done=(), winners=(), banished=(0,) * n,
        )

    def automata(self, state: State) -> tuple[int, ...]:
        return state.lawan

    def player_name(self, state: Any, p: int) -> Text:
        if p in state.lawan:
            return player(p) + Text("（ラワン{x}）", " (Lawan {x})").format(x=letter(state, p))
        return player(p)

    # ---- the end ---------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        parts = {p: end.score(state, p) for p in range(state.n)}
        scores, breakdown = tally(parts, SCORE_ROWS)
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
