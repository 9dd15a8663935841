"""The end of a round (rows slide, hands refill) and of the game (after nine rounds)."""

from __future__ import annotations

from kernel_games.core import Event, Text

from ..components import HAND_SIZE
from ..state import State


def new_round(s: State, ev: list[Event]) -> None:
    """On entering allocation again: row 2 slides to row 1, a new row 2 is dealt, hands refill to five."""
    n = s.n
    s.rows = [s.rows[1], s.land_deck[:n]]
    del s.land_deck[:n]
    s.top_known = False  # the new top card is one nobody has seen (or the known bottom card, when it is the last)
    s.bottom_known = s.bottom_known and bool(s.land_deck)
    for p in range(n):
        while len(s.hands[p]) < HAND_SIZE and s.decks[p]:
            s.hands[p].append(s.decks[p].pop(0))
        s.hands[p].sort()
    s.round += 1
    s.current = -1
    s.chosen = [0] * n
    s.order = []
    ev.append(Event("vaalbara.round_end.slide", Text("ラウンド終了: 2列目が1列目へ移り、新しい2列目が並びます。",
                                                     "Round over: row 2 moves down to row 1 and a new row 2 is dealt.")))
    ev.append(Event("vaalbara.round_end.refill", Text("手札を5枚まで補充し、ラウンド{r}に進みます。",
                                                      "Hands refill to five. Round {r} begins.").format(r=s.round)))


def game_end(s: State, ev: list[Event]) -> None:
    """On entering the end: the ninth round is over and points are revealed (vaalbara.end.trigger)."""
    s.current = -1
    ev.append(Event("vaalbara.end.trigger", Text("9ラウンドが終わりました。点数を公開します。",
                                                 "Nine rounds are over: points are revealed.")))
