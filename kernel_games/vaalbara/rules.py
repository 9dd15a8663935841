"""Vaalbara's game (seed 001): its facts, its flow, set-up and the end of the game.

The flow, round after round::

    ALLOCATE ──everyone chose──▶ RESOLVE ──everyone acted──▶ ALLOCATE (a new round) … after round nine: OVER

In RESOLVE each clan's turn asks, in initiative order, for the choice its character needs (step CHARACTER), the
answers of the other clans to a Warrior (step WARRIOR) and the land action (step LAND).
"""

from __future__ import annotations

from typing import Any

from kernel_games.core import Flow, Functions, Game, Phase, Result, ScoreRow, Step, Text, listed, seat, waiting
from kernel_games.core.rng import shuffled

from . import invariants, scoring
from . import view as views
from .actions import ChooseCharacter, RevealWarrior, TakeLand
from .bots import action_value as greedy_value
from .components import CHARACTERS, CLAN_DECK, HAND_SIZE, LAND_NAMES, LAND_TYPES, LANDS, NUM_ROUNDS, START_POINTS, lands_for
from .narration import RULEBOOK, char_rule, clan
from .order import omen
from .phases import allocation, characters, lands, resolution, round_end
from .preview import preview as preview_text
from .state import ALLOCATE, CHARACTER, LAND, OVER, RESOLVE, WARRIOR, State

CHARACTER_RULES = tuple(char_rule(i) for i in CHARACTERS)
LAND_RULES = tuple(f"vaalbara.land.{kind}" for kind in LAND_TYPES)

FLOW = Flow(
    Phase(ALLOCATE, then=(RESOLVE,), enter=round_end.new_round, ends=allocation.everyone_chose,
          rules=("vaalbara.round.phases", "vaalbara.allocation.choose", "vaalbara.round_end.slide",
                 "vaalbara.round_end.refill"),
          steps=(Step("", waiting("chosen"), (ChooseCharacter,), allocation.candidates, allocation.forbid,
                      allocation.perform, allocation.refuse, simultaneous=True, hidden=True),)),
    Phase(RESOLVE, then=(ALLOCATE, OVER), enter=resolution.reveal, auto=resolution.next_turn,
          ends=resolution.everyone_acted, next=resolution.after,
          rules=("vaalbara.allocation.reveal", "vaalbara.resolution.order", "vaalbara.resolution.tie",
                 "vaalbara.resolution.character", "vaalbara.resolution.land", "vaalbara.resolution.hidden_points",
                 "vaalbara.omen", "vaalbara.neighbours", *CHARACTER_RULES, *LAND_RULES),
          steps=(Step(CHARACTER, seat("current"), characters.CHOICE_ACTIONS, characters.candidates, characters.forbid,
                      characters.perform, characters.refuse),
                 Step(WARRIOR, listed("warrior_wait"), (RevealWarrior,), resolution.warrior_candidates,
                      resolution.warrior_forbid, resolution.warrior_perform, resolution.warrior_refuse, simultaneous=True),
                 Step(LAND, seat("current"), (TakeLand,), lands.candidates, lands.forbid, lands.perform, lands.refuse))),
    Phase(OVER, enter=round_end.game_end,
          rules=("vaalbara.end.trigger", "vaalbara.end.diversity", "vaalbara.end.winner", "vaalbara.end.tiebreak")),
    start=ALLOCATE,
    rules=("vaalbara.goal", "vaalbara.components.lands", "vaalbara.components.characters", "vaalbara.components.points",
           "vaalbara.setup.box", "vaalbara.setup.clan_deck", "vaalbara.setup.points", "vaalbara.setup.hand",
           "vaalbara.setup.rows"),
)


class Vaalbara(Game):
    """Vaalbara for 2–5 players.

    >>> g = Vaalbara(); s = g.setup(3, seed=7)
    >>> g.to_act(s)
    (0, 1, 2)
    >>> len(g.legal_actions(s, 0))
    5
    """

    id = "vaalbara"
    name = Text("バールバラ", "Vaalbara")
    min_players, max_players = 2, 5
    rulebook_path = RULEBOOK
    flow = FLOW
    view_type = views.VaalbaraView
    functions = Functions(view=views.view, redeal_hidden=views.redeal_hidden, invariants=invariants.broken,
                          action_value=greedy_value, preview=preview_text)
    hidden_information = True  # hands, clan decks, face-down characters and points
    chance = True  # the land deck and clan decks are shuffled

    def max_moves(self, num_players: int, options: dict[str, Any]) -> int:
        """Nine rounds; in each, every clan chooses a character, may take its action, takes a land, and answers
        the others' Warriors (at most one a turn): ``9 × n × (3 + n − 1)``."""
        return NUM_ROUNDS * num_players * (num_players + 2)

    # ---- set-up ------------------------------------------------------------------------------------------------
    def new_state(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        n = num_players
        used = lands_for(n)
        deck, rng = shuffled(used, seed)
        hands, decks = [], []
        for _ in range(n):
            hand, rng = shuffled(list(CLAN_DECK), rng)
            hands.append(sorted(hand[:HAND_SIZE]))
            decks.append(hand[HAND_SIZE:])
        return State(
            n=n, rng=rng, round=1, phase=ALLOCATE, step="", hands=hands, decks=decks,
            discards=[[] for _ in range(n)], chosen=[0] * n, order=[], current=-1, rows=[deck[:n], deck[n:2 * n]],
            land_deck=deck[2 * n:], realms=[[] for _ in range(n)], scores=[START_POINTS] * n,
            ledger=[{"vaalbara.setup.points": START_POINTS} for _ in range(n)], warrior_wait=[],
            box=[c.id for c in LANDS if c.id not in used],
        )

    def player_name(self, state: Any, player: int) -> Text:
        return clan(player)

    # ---- end of game --------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        breakdown: dict[int, list[ScoreRow]] = {}
        totals = dict(enumerate(scoring.final_scores(state.scores, state.realms)))
        for p in range(state.n):
            rows = [ScoreRow(r, self.rule(r).title, v) for r, v in state.ledger[p].items() if v]
            bonus = scoring.diversity_bonus(state.realms[p])
            if bonus:
                rows.append(ScoreRow("vaalbara.end.diversity", self.rule("vaalbara.end.diversity").title, bonus))
            breakdown[p] = rows
        best = max(totals.values())
        tied = [p for p in range(state.n) if totals[p] == best]
        rank = omen(state)
        winner = min(tied, key=rank.index)
        if len(tied) > 1:
            reason = Text("{b}点で同点。最後の予兆で上位の{w}の勝ち。", "Tied on {b}; the last omen ranks {w} highest.")
            rule = "vaalbara.end.tiebreak"
        else:
            reason, rule = Text("{w}が{b}点で勝利。", "{w} wins with {b} points."), "vaalbara.end.winner"
        return Result(totals, breakdown, [winner], reason.format(b=best, w=clan(winner)), rule)

    def land_label(self, land: int) -> Text:
        c = LANDS[land]
        base = LAND_NAMES[c.type]
        return base + Text(f"({c.value})", f" ({c.value})") if c.type == "forest" else base


VAALBARA = Vaalbara()
