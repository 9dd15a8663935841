"""Noli's game (seed 002): its facts, its flow, set-up and the end of the game.

The flow, round after round (noli.round.phases)::

    INVEST ──all ready──▶ DEVELOP ──all resolved──▶ REGATTA ──all finished──▶ FISH ──season over──▶ INVEST …
                             └──a six-floor tower or the track's end──▶ OVER

DEVELOP asks the winner of an investment whether to double up (step DOUBLE) and, with the supply empty, whom to take a
rower from (step ROWER). FISH asks the fisher which symbol comes next when the order matters (step RESOLVE), whose
tower a raid strikes (step RAID) and whose boat a shipwreck sinks (step WRECK). The race itself is a module chosen by
the ``regatta`` option: simulated (the dice roll by themselves) or live (each faction rolls its own).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kernel_games.core import Flow, Functions, Game, Option, Phase, Result, ScoreRow, Step, Text, seat, waiting
from kernel_games.core.rng import shuffled

from . import invariants
from . import view as views
from .actions import DoubleUp, RaidTower, Ready, ResolveSymbol, SetBid, TakeRower, Wreck
from .bots import BidderBot
from .bots import action_value as greedy_value
from .components import AREA_CARDS, FISHING_AREAS, FLOOR_TOKENS, INVESTMENTS, ROWER_TOKENS, START_BOATS, WALLS, faction
from .dice import START_DICE
from .narration import name
from .phases import development, fishing, investment, regatta
from .preview import preview as preview_text
from .state import (
    DEVELOP,
    DOUBLE,
    FISH,
    INVEST,
    LIVE,
    OVER,
    RAID,
    REGATTA,
    RESOLVE,
    ROWER,
    SIMULATED,
    WRECK,
    State,
)

FLOW = Flow(
    Phase(INVEST, then=(DEVELOP,), enter=investment.new_round, ends=investment.everyone_ready,
          rules=("noli.round.phases", "noli.invest.bid", "noli.invest.bank", "noli.invest.ready"),
          steps=(Step("", waiting("ready"), (SetBid, Ready), investment.candidates, investment.forbid, investment.perform,
                      investment.refuse, simultaneous=True, exact=True, hidden=True),)),
    Phase(DEVELOP, then=(REGATTA, OVER), enter=development.reveal, auto=development.next_investment,
          ends=development.over, next=development.after,
          rules=("noli.invest.ready", "noli.develop.order", "noli.bid.win", "noli.bid.lose", "noli.bid.tie", "noli.bid.zero",
                 "noli.bid.double", "noli.bid.double_offer", "noli.courtier.move", "noli.courtier.wall", "noli.courtier.end",
                 "noli.rower.take", "noli.rower.steal", "noli.rower.max", "noli.shipwright.boat", "noli.shipwright.next",
                 "noli.mason.floor", "noli.win.tower", "noli.win.track", "noli.win.track_tie"),
          steps=(Step(DOUBLE, seat("winner"), (DoubleUp,), development.double_candidates, None,
                      development.double_perform, development.double_refuse, exact=True),
                 Step(ROWER, seat("winner"), (TakeRower,), development.rower_candidates, development.rower_forbid,
                      development.rower_perform, development.rower_refuse))),
    Phase(REGATTA, then=(FISH,), enter=regatta.start, ends=regatta.everyone_in,
          rules=("noli.regatta.rowers", "noli.regatta.roll", "noli.regatta.finish", "noli.regatta.last",
                 "noli.regatta.overboard", "noli.players.three", "noli.players.two", "noli.players.closed")),
    Phase(FISH, then=(INVEST,), enter=fishing.start, auto=fishing.go_on, ends=fishing.over, exit=fishing.end_season,
          rules=("noli.fishing.order", "noli.fishing.draw", "noli.fishing.resolve", "noli.fishing.auto",
                 "noli.symbol.coins", "noli.symbol.wall", "noli.symbol.genoa", "noli.symbol.raid", "noli.raid.floor",
                 "noli.symbol.shipwreck", "noli.symbol.storm", "noli.storm.aftermath", "noli.fishing.consolation",
                 "noli.consolation.storm", "noli.consolation.full_fleet"),
          steps=(Step(RESOLVE, seat("fisher"), (ResolveSymbol,), fishing.resolve_candidates, fishing.resolve_forbid,
                      fishing.resolve_perform, fishing.resolve_refuse, exact=True),
                 Step(RAID, seat("fisher"), (RaidTower,), fishing.raid_candidates, fishing.raid_forbid,
                      fishing.raid_perform, fishing.raid_refuse),
                 Step(WRECK, seat("fisher"), (Wreck,), fishing.wreck_candidates, fishing.wreck_forbid,
                      fishing.wreck_perform, fishing.wreck_refuse))),
    Phase(OVER, rules=("noli.win.tower", "noli.win.track", "noli.win.track_tie", "noli.mason.floor")),
    start=INVEST,
    modules=(regatta.SIMULATED, regatta.LIVE),
    rules=("noli.goal", "noli.components.track", "noli.components.dice", "noli.components.decks", "noli.components.tokens",
           "noli.setup.factions", "noli.setup.coins", "noli.setup.boats", "noli.setup.dice", "noli.setup.pawn",
           "noli.setup.walls", "noli.setup.decks", "noli.setup.supply"),
)


MAX_MOVES = 5_000


class Noli(Game):
    """Noli for 2–4 players.

    >>> g = Noli(); s = g.setup(4, seed=1)
    >>> g.to_act(s)
    (0, 1, 2, 3)
    >>> [g.player_name(s, p).en for p in range(4)]
    ['Màina', 'Burgu', 'Portellu', 'Ciassa']
    >>> s.bank
    [7, 9, 10, 8]
    """

    id = "noli"
    name = Text("ノーリ", "Noli")
    min_players, max_players = 2, 4
    options = {
        "regatta": Option(Text("レガッタ", "Regatta"), (SIMULATED, LIVE), SIMULATED,
                          (Text("自動（ダイスは自動で振る）", "Simulated (dice roll by themselves)"),
                           Text("ライブ（自分で振る）", "Live (roll your own dice)")),
                          modules={SIMULATED: (regatta.SIMULATED.key,), LIVE: (regatta.LIVE.key,)}),
    }
    rulebook_path = str(Path(__file__).with_name("rulebook.toml"))
    flow = FLOW
    view_type = views.NoliView
    functions = Functions(view=views.view, redeal_hidden=views.redeal_hidden, invariants=invariants.broken,
                          action_value=greedy_value, preview=preview_text)
    hidden_information = True  # bids and banks behind the screens, the order of the sea decks
    chance = True  # shuffled decks, dice, fishing-zone tokens
    bots = {"bidder": BidderBot}

    def max_moves(self, num_players: int, options: dict[str, Any]) -> int:
        """A cap, not a bound of the rules: a round in which nobody bids changes nothing, so the rules let a game
        go on for ever. 5,000 moves is six times the longest of 600 random games (853 moves, 4 factions, live
        regatta); no game that gets anywhere comes near it."""
        return MAX_MOVES

    # ---- set-up ------------------------------------------------------------------------------------------------
    def new_state(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        n = num_players
        rng = seed
        decks = []
        for a in FISHING_AREAS:
            deck, rng = shuffled(list(AREA_CARDS[a]), rng)
            decks.append(tuple(deck))
        factions = [faction(n, p) for p in range(n)]
        bank = [f.coins for f in factions]
        return State(
            n=n, rng=rng, modules=self.active_modules(options), round=1, phase=INVEST, step="",
            bank=bank, bids=[(0,) * len(INVESTMENTS)] * n, ready=(False,) * n, placed=[0] * n, shown=[()] * n,
            invest=0, winner=-1, price=0, doubled=False, won=[-1] * len(INVESTMENTS),
            track=tuple(f.start for f in factions), walls=WALLS, floors=(0,) * n, floor_stock=FLOOR_TOKENS,
            rowers=(0,) * n, rower_stock=ROWER_TOKENS, boats=(START_BOATS,) * n,
            dice=(START_DICE[0],) * n, closed=(), area_of=(0,) * n, rolls=(0,) * n,
            decks=decks, known=[0] * 4, area=0, fisher=-1, drawn=[], pending=[], floor_hit=[], raid_card=-1,
            got_coins=(False,) * n, catch=(), storm=0, last=None,
            coins_in=sum(bank), coins_out=0, winners=(), end_rule="",
        )

    def player_name(self, state: Any, player: int) -> Text:
        return name(state.n, player)

    # ---- the end ---------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        title = self.rule("noli.mason.floor").title
        scores = {p: state.floors[p] for p in range(state.n)}
        breakdown = {p: ([ScoreRow("noli.mason.floor", title, state.floors[p])] if state.floors[p] else [])
                     for p in range(state.n)}
        w = state.winners[0] if state.winners else max(range(state.n), key=lambda p: (state.floors[p], state.track[p]))
        rule = state.end_rule or "noli.win.track"
        reason = {
            "noli.win.tower": Text("{p}が6階の塔を建てて勝利。", "{p} built a six-floor tower."),
            "noli.win.track": Text("支持トラックの端でゲーム終了。塔がいちばん高い{p}（{k}階）の勝利。",
                                   "The track's end was reached; {p} has the tallest tower ({k} floors)."),
            "noli.win.track_tie": Text("支持トラックの端でゲーム終了。塔は{k}階で同点、支持トラックで先にいる{p}の勝利。",
                                       "The track's end was reached; towers tied at {k} floors and {p} is furthest "
                                       "along the track."),
        }[rule].format(p=self.player_name(state, w), k=state.floors[w])
        return Result(scores, breakdown, [w], reason, rule)


NOLI = Noli()
