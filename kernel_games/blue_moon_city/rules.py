"""Blue Moon City's game (seed 003): its facts, its flow, set-up and the end of the game.

The flow, turn after turn (blue_moon_city.turn.order)::

    TURN ──six/five/four offerings, the city rebuilt and nobody able to offer, or no markers left──▶ OVER
      steps MOVE → BUILD → DRAW, all seat(current); PAY while a payment is being laid on a box
"""

from __future__ import annotations

from typing import Any

from kernel_games.core import Flow, Functions, Game, Option, Phase, Result, ScoreRow, Step, Text, seat
from kernel_games.core.rng import randint, shuffled

from . import invariants
from . import view as views
from .bots import PlannerBot
from .bots import action_value as greedy_value
from .components import (
    CELLS,
    CENTRE,
    COURTYARD,
    CRYSTAL_TILES,
    DECK,
    FIGURE_STEPS,
    FIXED,
    FIXED_LAYOUT,
    HAND_SIZE,
    MARKERS,
    RANDOM_LAYOUT,
    SCALES_FOR,
    TILE_REWARDS,
    TILES,
    VALUE_REWARDS,
    obelisk_for,
)
from .narration import RULEBOOK, player, players, rule
from .phases import end, turn
from .preview import preview as preview_text
from .state import BUILD, DRAW, MOVE, OVER, PAY, TURN, State

POWERS = tuple(rule(f"power.{k}") for k in ("use", "vulca", "terrah", "aqua", "flit", "khind", "mimix", "hoax",
                                             "pillar"))
MAX_MOVES = 10_000


def _step(key: str, actions: tuple) -> Step:
    return Step(key, seat("current"), actions, turn.candidates, turn.forbid, turn.perform, turn.refuse, exact=True)


FLOW = Flow(
    Phase(TURN, then=(OVER,), ends=lambda s: bool(s.end),
          rules=tuple(rule(k) for k in (
              "turn.order", "move.steps", "contribute.where", "contribute.pay", "contribute.one_by_one",
              "contribute.marker", "contribute.palace", "dragons.scales", "complete.trigger", "complete.majority",
              "complete.participation", "complete.neighbourhood", "complete.cards_later", "complete.flip",
              "supply.shortage", "discard.draw", "discard.reshuffle", "scales.trigger", "scales.scoring",
              "scales.return", "obelisk.offer", "obelisk.no_change", "obelisk.two_players")) + POWERS,
          steps=(_step(MOVE, turn.MOVE_STEP), _step(BUILD, turn.BUILD_STEP), _step(PAY, turn.PAY_STEP),
                 _step(DRAW, turn.DRAW_STEP))),
    Phase(OVER, enter=end.announce, rules=tuple(rule(k) for k in ("end.offerings", "end.city_rebuilt", "end.no_markers"))),
    start=TURN,
    rules=tuple(rule(k) for k in (
        "goal", "components.tiles", "components.cards", "components.crystals", "components.scales",
        "components.dragons", "components.obelisk", "components.markers", "setup.city", "setup.random_city",
        "setup.dragons", "setup.obelisk", "setup.crystals", "setup.crystal_value", "setup.scales", "setup.players",
        "setup.cards", "setup.start")),
)


class BlueMoonCity(Game):
    """Blue Moon City for 2–4 players.

    >>> g = BlueMoonCity(); s = g.setup(3, seed=7)
    >>> len(s.hands[0]), s.scale_supply, len(s.obelisk)
    (8, 12, 13)
    >>> g.to_act(s) == (s.start,)
    True
    """

    id = "blue_moon_city"
    name = Text("ブルームーンシティ", "Blue Moon City")
    min_players, max_players = 2, 4
    options = {
        "layout": Option(Text("街の並べ方", "City layout"), (FIXED_LAYOUT, RANDOM_LAYOUT), FIXED_LAYOUT,
                         (Text("神殿と王宮は中庭の隣", "Temples and palace beside the Courtyard"),
                          Text("中庭以外すべてランダム", "All but the Courtyard at random"))),
        "crystals": Option(Text("クリスタルの報酬の数え方", "Crystal rewards counted"), (TILE_REWARDS, VALUE_REWARDS),
                           TILE_REWARDS,
                           (Text("「N個」は伏せたタイルN枚（翻訳ルールの読み方）",
                                 "\"N crystals\" = N face-down tiles (the seed's reading)"),
                            Text("「N個」は価値の合計がNのタイル（出版ルールの読み方）",
                                 "\"N crystals\" = tiles worth N in all (the published rulebook's reading)"))),
    }
    rulebook_path = str(RULEBOOK)
    flow = FLOW
    view_type = views.BlueMoonView
    functions = Functions(view=views.view, redeal_hidden=views.redeal_hidden, invariants=invariants.broken,
                          action_value=greedy_value, preview=preview_text, tries=turn.tries)
    hidden_information = True  # hands, the deck, reward cards not yet looked at, crystal values
    chance = True  # the city's tiles, the cards and the crystal tiles are shuffled
    bots = {"planner": PlannerBot}

    def max_moves(self, num_players: int, options: dict[str, Any]) -> int:
        """A cap, not a bound of the rules: turns in which nobody contributes or offers change little, so the rules
        let a game go on for ever. 10,000 moves is over three times the longest of 300 random games (2,795 moves, 3
        players; four planners take about 170)."""
        return MAX_MOVES

    # ---- set-up ------------------------------------------------------------------------------------------------
    def new_state(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        n = num_players
        layout = options.get("layout", FIXED_LAYOUT)
        rewards = options.get("crystals", TILE_REWARDS)
        fixed = FIXED if layout == FIXED_LAYOUT else {}
        others = [i for i in range(len(TILES)) if i != COURTYARD and i not in fixed.values()]
        others, rng = shuffled(others, seed)
        cells = []
        for c in range(len(CELLS)):
            cells.append(COURTYARD if c == CENTRE else fixed[c] if c in fixed else others.pop())
        deck, rng = shuffled(list(DECK), rng)
        hands = [sorted(deck[p * HAND_SIZE:(p + 1) * HAND_SIZE]) for p in range(n)]
        supply, rng = shuffled(list(CRYSTAL_TILES), rng)
        start, rng = randint(0, n - 1, rng)
        return State(
            n=n, rng=rng, layout=layout, rewards=rewards, phase=TURN, step=MOVE, turn=1, start=start, current=start,
            cells=tuple(cells), built=tuple(t == COURTYARD for t in cells),
            boxes=tuple((-1,) * len(TILES[t].boxes) for t in cells), figures=[CENTRE] * n, dragons=[-1, -1, -1],
            hands=hands, deck=deck[n * HAND_SIZE:], discard=[], gained=((),) * n,
            crystals=((),) * n, supply=tuple(supply), owed=(), scales=[0] * n, phantom=(0,) * n,
            scale_supply=SCALES_FOR[n], markers=[MARKERS] * n, obelisk=(-1,) * len(obelisk_for(n)),
            offerings=(0,) * n, steps_left=FIGURE_STEPS, discarded=0, offered=False, scaled=False, acted=False,
            pay_box=-1, pay_cards=[], pay_colour=-1, pay_hoax=0, pay_from=-1, pay_recoloured=0, pay_total=0,
            pay_half=0, winners=(), end="",
        )

    def player_name(self, state: Any, p: int) -> Text:
        return player(p)

    # ---- the end ---------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        title = self.rule(rule("obelisk.offer")).title
        scores = {p: state.offerings[p] for p in range(state.n)}
        breakdown = {p: [ScoreRow(rule("obelisk.offer"), title, state.offerings[p])] if state.offerings[p] else []
                     for p in range(state.n)}
        w = state.winners
        names = players(w)
        end = state.end or rule("end.offerings")
        reason = {
            rule("end.offerings"): Text("{w}が{k}回目の捧げものをして勝ち。", "{w} made offering {k} first."),
            rule("end.city_rebuilt"): Text("街が再建され、捧げものが最も多い{w}の勝ち（{k}回）。",
                                           "The city is rebuilt; {w} made the most offerings ({k})."),
            rule("end.no_markers"): Text("全員のマーカーが尽きて引き分け（全員が勝ちを分け合う）。",
                                         "Everyone ran out of markers: a draw, shared by all."),
        }[end].format(w=names, k=max(state.offerings))
        if end == rule("end.city_rebuilt") and len(w) > 1:
            reason = Text("街が再建され、捧げもの{k}回・残りクリスタルも同じ{w}が勝ちを分け合います。",
                          "The city is rebuilt; {w} tie on offerings ({k}) and crystals left, and share the win.").format(
                w=names, k=max(state.offerings))
        return Result(scores, breakdown, list(w), reason, end)


BLUE_MOON_CITY = BlueMoonCity()
