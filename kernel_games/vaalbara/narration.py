"""Vaalbara's narration: clan names and the private record of points (each player hears only their own)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from kernel_games.core import Event, Text, load_rulebook

from .components import CHARACTERS, CLANS
from .state import State

RULEBOOK = str(Path(__file__).with_name("rulebook.toml"))


def char_rule(initiative: int) -> str:
    """The rule id of a character card (``vaalbara.character.<key>``)."""
    return f"vaalbara.character.{CHARACTERS[initiative].key}"


def clan(player: object) -> Text:
    """A player's clan name (a plain seat number for one out of range)."""
    if isinstance(player, int) and 0 <= player < len(CLANS):
        return CLANS[player].name
    return Text(f"プレイヤー{player}", f"player {player}")


@cache
def _gain_text(rule: str, pts: int, note: str) -> Text:
    detail = f" ({note})" if note else ""
    unit = "point" if abs(pts) == 1 else "points"
    return Text("{t}: {v:+d}点{d}", "{t}: {v:+d} {u}{d}").format(t=load_rulebook(RULEBOOK)[rule].title, v=pts, d=detail,
                                                                  u=unit)


def gain(state: State, p: int, pts: int, rule: str, ev: list[Event], note: str = "") -> None:
    """Change a player's hidden points; only that player is told the amount (vaalbara.resolution.hidden_points)."""
    state.scores[p] += pts
    state.ledger[p][rule] = state.ledger[p].get(rule, 0) + pts
    ev.append(Event(rule, _gain_text(rule, pts, note), to=p, data={"points": pts}))
