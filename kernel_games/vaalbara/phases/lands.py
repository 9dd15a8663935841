"""The land action (step LAND): take one land of row 1 into your realm and score its reward."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from .. import scoring
from ..actions import TakeLand
from ..components import FARMER, LANDS, land_name
from ..narration import char_rule, clan, gain
from ..state import State


def candidates(s: State, p: int) -> list[Action]:
    return [TakeLand(c) for c in s.rows[0] + s.rows[1]]


def refuse(s: State, p: int, action: Action) -> IllegalAction:
    return IllegalAction("vaalbara.resolution.land", Text("キャラクターアクションは済みました。次は1列目から土地を1枚取ります。",
                                                          "Your character is done; now take one land from row 1."))


def forbid(s: State, p: int, action: TakeLand) -> IllegalAction | None:
    if action.land in s.rows[1]:
        return IllegalAction("vaalbara.resolution.land", Text("2列目の土地は取れません。取れるのは1列目だけです。",
                                                              "Lands in row 2 cannot be taken; only row 1 is available."))
    if action.land not in s.rows[0]:
        return IllegalAction("vaalbara.resolution.land", Text("その土地は1列目にありません。", "That land is not in row 1."))
    return None


def perform(s: State, p: int, action: TakeLand, ev: list[Event]) -> None:
    land = action.land
    s.rows[0].remove(land)
    s.realms[p].append(land)
    ev.append(Event("vaalbara.resolution.land", Text("{p}が{l}を領域に加えました。", "{p} takes {l} into their realm.")
                    .format(p=clan(p), l=land_name(land)), data={"player": p, "land": land}))
    score_land(s, p, land, 2 if s.chosen[p] == FARMER else 1, ev)
    s.step = ""


def score_land(s: State, p: int, land: int, factor: int, ev: list[Event]) -> None:
    """The land's reward (vaalbara.land.<type>), and again for a Farmer (``factor`` 2)."""
    pts, why = scoring.land_reward(s.realms, p, land, s.chosen[p])
    gain(s, p, pts, f"vaalbara.land.{LANDS[land].type}", ev, note=why)
    if factor == 2:
        gain(s, p, pts, char_rule(FARMER), ev, note="×2")
