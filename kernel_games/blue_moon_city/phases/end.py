"""The end of the game (blue_moon_city.end.*): checked after every move, announced as the game enters OVER."""

from __future__ import annotations

from kernel_games.core import Event, Text

from ..components import MARKERS
from ..narration import players, rule
from ..state import State
from ..supply import held
from .obelisk import cost, next_box


def can_offer(s: State, q: int) -> bool:
    """Could ``q`` still make an offering: a marker, a free box, and crystals worth its cost, what is owed to ``q``
    counted (end.city_rebuilt, supply.shortage)."""
    return s.markers[q] > 0 and next_box(s) >= 0 and held(s, q) >= cost(s)


def check_end(s: State, ev: list[Event]) -> None:
    """end.no_markers (a draw) and end.city_rebuilt (nobody can offer any more); end.offerings is set as the
    offering is made (phases/obelisk.py)."""
    if s.end:
        return
    if not any(s.markers):
        s.winners, s.end = tuple(range(s.n)), rule("end.no_markers")  # a draw: nobody wins alone
    elif all(s.built) and not any(can_offer(s, q) for q in range(s.n)):
        best = max(s.offerings)
        tied = [q for q in range(s.n) if s.offerings[q] == best]
        most = max(held(s, q) for q in tied)
        s.winners = tuple(q for q in tied if held(s, q) == most)
        s.end = rule("end.city_rebuilt")


def announce(s: State, ev: list[Event]) -> None:
    """OVER's entry: how the game ended, and everyone's crystal tiles turned up."""
    names = players(s.winners)
    text = {
        rule("end.offerings"): Text("{w}が{k}回目の捧げものをして勝ちました！", "{w} makes offering {k} and wins!"),
        rule("end.city_rebuilt"): Text("街はすべて再建され、もう誰も捧げものができません。{w}の勝ちです。",
                                       "The city is rebuilt and nobody can offer any more: {w} wins."),
        rule("end.no_markers"): Text("全員のマーカーが尽きました。引き分けです。", "Everyone has placed all their markers: a draw."),
    }[s.end].format(w=names, k=max(s.offerings))
    ev.append(Event(s.end, text, data={"winners": list(s.winners), "crystals": [held(s, q) for q in range(s.n)],
                                        "markers_placed": [MARKERS - m for m in s.markers]}))
