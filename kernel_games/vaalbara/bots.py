"""Vaalbara's greedy heuristic: the points an action brings now, read from the player's view only."""

from __future__ import annotations

from kernel_games.core import Action

from . import scoring
from .actions import ChooseCharacter, ChoosePlayer, ExchangeLand, RecoverCharacter, TakeLand
from .components import FARMER, LANDS
from .view import VaalbaraView


def _best_land(view: VaalbaraView, initiative: int) -> int:
    me = view["viewer"]
    best = 0
    for land in view["rows"][0]:
        realms = [r[:] for r in view["realms"]]
        realms[me].append(land)
        best = max(best, scoring.land_reward(realms, me, land, initiative)[0])
    return best


def action_value(view: VaalbaraView, action: Action) -> float:
    """Points gained at once (lands, Pioneer, Bard); for a character, a rough guess of its effect."""
    me = view["viewer"]
    if isinstance(action, TakeLand):
        realms = [r[:] for r in view["realms"]]
        realms[me].append(action.land)
        pts = scoring.land_reward(realms, me, action.land, view["chosen"][me])[0]
        return pts * (2 if view["chosen"][me] == FARMER else 1)
    if isinstance(action, ChoosePlayer):
        return 2.0 if action.target == me else 0.0
    if isinstance(action, ExchangeLand):
        return -float(LANDS[action.land].value)
    if isinstance(action, RecoverCharacter):
        return float(action.initiative in (3, 5, 12))
    if isinstance(action, ChooseCharacter):
        i = action.initiative
        realm = view["realms"][me]
        guess = {1: 0.5, 2: 2, 3: 1.5, 4: 2, 5: 3 * scoring.count(realm, "forest"), 6: 1.5, 7: 0, 8: 1, 9: 1,
                 10: 2.5, 11: 1, FARMER: _best_land(view, FARMER)}[i]
        return guess + 0.3 * _best_land(view, i) * (i <= 6) - 0.05 * i
    return 0.0
