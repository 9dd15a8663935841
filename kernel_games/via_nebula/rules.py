"""Via Nebula's game (seed 004): its facts, its flow, set-up and the end of the game.

The flow, turn after turn (via_nebula.turn.actions)::

    PLAY ──the last turn after a fifth building, or everyone in turn unable to act──▶ OVER
      steps ACT (two a turn) and EFFECT (a contract's effect, after a build), both seat(current)
"""

from __future__ import annotations

from typing import Any

from kernel_games.core import Flow, Functions, Game, Option, Phase, Result, Step, Text, seat
from kernel_games.core.records import tally
from kernel_games.core.rng import randint, shuffled

from . import invariants
from . import view as views
from .bots import PlannerBot
from .bots import action_value as greedy_value
from .components import (
    ACTIONS,
    BUILDINGS,
    CRAFTSMEN,
    DISPLAY,
    KINDS,
    MEADOW_TILES,
    NEUTRAL,
    NORMALS,
    PRIVATE,
    PRIVATE_EACH,
    SITES,
    SPECIALS,
    STACK_SIZE,
    STACKS,
    STOCK_PER_KIND,
    TOKENS,
    yield_of,
)
from .maps import BOARDS, MEADOW
from .narration import RULEBOOK, player, players, rule
from .phases import end, turn
from .preview import preview as preview_text
from .state import ACT, EFFECT, OVER, PLAY, State, bump

MAX_MOVES = 2_000
SCORE_PARTS = {
    "tokens": ("end.scoring", Text("開拓トークン", "Exploitation tokens")),
    "contracts": ("action.build", Text("契約", "Contracts")),
    "explorers": ("action.explore_tiles", Text("探検家", "Explorers")),
    "end_card": ("end.trigger", Text("ゲーム終了カード", "End card")),
    "storage": ("action.surplus", Text("倉庫の資源", "Resources in storage")),
}
SCORE_ROWS = {k: (rule(r), label) for k, (r, label) in SCORE_PARTS.items()}


def _step(key: str, actions: tuple) -> Step:
    """A step of the turn. Sealed: a build names the contract its player keeps face down (action.build), so while the
    game runs a save seals the moves, as it seals the deal."""
    return Step(key, seat("current"), actions, turn.candidates, turn.forbid, turn.perform, turn.refuse, exact=True,
                sealed=True)


FLOW = Flow(
    Phase(PLAY, then=(OVER,), ends=lambda s: s.over,
          rules=tuple(rule(k) for k in (
              "turn.actions", "turn.pass", "action.craftsman", "action.craftsman_home", "action.site",
              "action.half_sites", "action.explore", "action.explore_tiles", "action.forest", "action.transport",
              "action.transport_path", "action.transport_own", "action.build", "action.build_refill",
              "action.surplus", "action.effect", "supply.stock", "end.trigger", "end.last_turns",
              *(f"private.{k}" for k in ("express_delivery", "secret_plan", "shortcut")),
              *(f"neutral.{k}" for k in ("abundance", "adventures", "caravan", "distillery", "exportation", "store",
                                         "workshop", "by_air")))),
          steps=(_step(ACT, turn.ACT_STEP), _step(EFFECT, turn.EFFECT_STEP))),
    Phase(OVER, enter=end.announce, rules=tuple(rule(k) for k in (
        "end.cleanup", "end.scoring", "end.tie", "private.quiet_town", "neutral.architect", "neutral.mayor",
        "neutral.merchant", "neutral.lazy_explorer", "neutral.priest", "neutral.plain"))),
    start=PLAY,
    rules=tuple(rule(k) for k in (
        "goal", "components.board", "components.resources", "components.tokens", "components.contracts",
        "components.guild", "components.meadows", "setup.board", "setup.players", "setup.meadows", "setup.tokens",
        "setup.yield", "setup.contracts", "setup.end_card", "setup.start")),
)


class ViaNebula(Game):
    """Via Nebula for 2–4 players.

    >>> g = ViaNebula(); s = g.setup(2, seed=3)
    >>> s.craftsmen, s.stacks[0], len(s.hands[0]), len(s.display)
    ((3, 3), (5, 5, 5, 5), 2, 4)
    """

    id = "via_nebula"
    name = Text("ヴィア・ネビュラ", "Via Nebula")
    min_players, max_players = 2, 4
    options = {
        "board": Option(Text("ボード", "Board"), ("beginner", "expert"), "beginner",
                        (Text("入門者ボード（中央に遺跡）", "Beginner side (ruins in the centre)"),
                         Text("上級者ボード（中央に草原）", "Expert side (meadows in the centre)"))),
    }
    rulebook_path = str(RULEBOOK)
    flow = FLOW
    view_type = views.ViaNebulaView
    functions = Functions(view=views.view, redeal_hidden=views.redeal_hidden, invariants=invariants.broken,
                          action_value=greedy_value, preview=preview_text, tries=turn.tries)
    hidden_information = True  # the contracts in hand, the neutral deck
    chance = True  # the tokens, the contracts and the first player are drawn at random
    bots = {"planner": PlannerBot}

    def max_moves(self, num_players: int, options: dict[str, Any]) -> int:
        """A cap, not a rule: every action uses up tiles, tokens or resources, and a round of passes ends the game."""
        return MAX_MOVES

    # ---- set-up ------------------------------------------------------------------------------------------------
    def new_state(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        n, key = num_players, options.get("board", "beginner")
        b = BOARDS[key]
        hexes = len(b.coords)
        specials, rng = shuffled(list(SPECIALS), seed)
        removed, specials = specials[0], specials[1:]  # one special goes back to the box unseen (setup.tokens)
        tokens, rng = shuffled([*specials, *NORMALS], rng)
        token, heap_kind, heap = [-1] * hexes, [-1] * hexes, [0] * hexes
        stock = (STOCK_PER_KIND,) * len(KINDS)
        spent = []
        for h, t in zip(b.of(MEADOW), tokens, strict=True):
            if TOKENS[t].special:  # replaced by its resources (a neutral exploitation), the token boxed
                heap_kind[h], heap[h] = TOKENS[t].kind, yield_of(t, n)
                spent.append(t)
                stock = bump(stock, TOKENS[t].kind, -heap[h])
            else:
                token[h] = t
        private, rng = shuffled(list(PRIVATE), rng)
        neutral, rng = shuffled(list(NEUTRAL), rng)
        start, rng = randint(0, n - 1, rng)
        size = STACK_SIZE[n]
        return State(
            n=n, rng=rng, board=key, phase=PLAY, step=ACT, turn=1, start=start, current=start, actions_left=ACTIONS,
            token=tuple(token), tile=(-1,) * hexes, heap_kind=tuple(heap_kind), heap=tuple(heap),
            craftsman=(-1,) * hexes, site=(-1,) * (2 * hexes), site_res=((0,) * len(KINDS),) * (2 * hexes),
            building=(-1,) * (2 * hexes), craftsmen=(CRAFTSMEN[n],) * n, sites=(SITES,) * n,
            buildings=(BUILDINGS,) * n, stacks=((size,) * STACKS,) * n, storage=((0,) * len(KINDS),) * n,
            held=((),) * n, hands=tuple(tuple(private[p * PRIVATE_EACH:(p + 1) * PRIVATE_EACH]) for p in range(n)),
            done=((),) * n, stock=stock, tile_stock=MEADOW_TILES - STACKS * size * n,
            deck=tuple(neutral[DISPLAY:]), display=tuple(neutral[:DISPLAY]), boxed=tuple(private[n * PRIVATE_EACH:]),
            removed=removed, spent=tuple(spent), end_holder=-1, last_turns=-1, passes=0, over=False, effect="", effect_left=0,
            winners=(),
        )

    def player_name(self, state: Any, p: int) -> Text:
        return player(p)

    # ---- the end ---------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        parts = {p: end.score(state, p) for p in range(state.n)}
        scores, breakdown = tally(parts, SCORE_ROWS)
        w = list(state.winners) or list(end.winners(state))
        best = scores[w[0]]
        tied = [p for p in range(state.n) if scores[p] == best]
        if len(tied) == 1:
            reason, why = Text("{w}が{k}点で勝ち。", "{w} wins with {k} points.").format(w=players(w), k=best), "end.scoring"
        elif len(w) == 1:
            reason, why = Text("{k}点で並び、倉庫の資源が少ない{w}の勝ち。", "A tie on {k} points; {w} has fewer resources in "
                               "storage and wins.").format(w=players(w), k=best), "end.tie"
        else:
            reason, why = Text("{w}が{k}点・倉庫も同数で勝ちを分け合います。", "{w} tie on {k} points and on storage, and share "
                               "the win.").format(w=players(w), k=best), "end.tie"
        return Result(scores, breakdown, w, reason, rule(why))


VIA_NEBULA = ViaNebula()
