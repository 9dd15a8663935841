"""Replay: a saved game read move by move — any position's view and log, its rounds, its comments, a new game from it.

Who may look: a record of a game still running is shown only as a spectator sees it (its seats' hands, bids and
face-down choices are still secrets of the game, docs/architecture.md "Secrets, saves and undo"); once the game is
over every seat's view may be shown, at every position. A record whose deal came sealed (a running game's save, or
one loaded from such a save) is played on only from the position it was saved at (``Match.floor``).

>>> from kernel_games import GAMES
>>> m = Match(GAMES["via_nebula"], 2, seed=1)
>>> p = m.to_act()[0]
>>> _ = m.play(p, m.legal_actions(p)[0])
>>> r = Replay(m.to_json())
>>> r.length, r.finished, r.viewers()
(1, False, [None])
"""

from __future__ import annotations

from typing import Any

from .errors import GameError
from .game import Game
from .match import Match
from .records import Event, Player, View
from .text import Lang, Text


class ViewerRefused(GameError, ValueError):
    """A seat's view asked of a record whose game is not over (it would show that seat's secrets)."""


class Replay:
    """A loaded record (``Match.from_json``: a bad file raises SaveError) and a position in it, 0..``length``."""

    def __init__(self, text: str | bytes, games: dict[str, Game] | None = None) -> None:
        self.match = Match.from_json(text, games)
        self.position = 0
        self._rounds: list[tuple[int, int]] | None = None
        self._seen: dict[Player | None, tuple[list[Event], list[int]]] = {}

    @classmethod
    def from_json(cls, text: str | bytes, games: dict[str, Game] | None = None) -> Replay:
        return cls(text, games)

    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def length(self) -> int:
        """How many moves the record holds."""
        return len(self.match.steps)

    @property
    def finished(self) -> bool:
        """Whether the record's game is over (then every seat's view may be shown)."""
        return self.match.is_over()

    def go(self, position: int) -> int:
        """Move to ``position``, kept within 0..length; the position reached."""
        self.position = max(0, min(int(position), self.length))
        return self.position

    def viewers(self) -> list[Player | None]:
        """Whose eyes the replay may show: the spectator (None) always, every seat only once the game is over."""
        return [None, *range(self.match.num_players)] if self.finished else [None]

    def _allowed(self, viewer: Player | None) -> None:
        if not (viewer is None or type(viewer) is int and viewer in self.viewers()):
            raise ViewerRefused(Text("終わっていないゲームの記録は観戦者の目でだけ見られます（手札や伏せた選択は秘密です）。",
                                     "A record of a game still running shows only the spectator's view: the players' "
                                     "hands and face-down choices are still secret."))

    def state_at(self, i: int) -> Any:
        """The state after the first ``i`` moves (IndexError outside 0..length)."""
        return self.match.state_at(i)

    def view(self, i: int, viewer: Player | None = None) -> View:
        """What ``viewer`` sees after ``i`` moves; ViewerRefused for a viewer ``viewers()`` leaves out."""
        self._allowed(viewer)
        return self.game.view(self.state_at(i), viewer)

    def events(self, i: int, viewer: Player | None = None) -> list[Event]:
        """The events of the first ``i`` moves that ``viewer`` may see, oldest first."""
        self._allowed(viewer)
        self.state_at(i)
        if viewer not in self._seen:
            seen: list[Event] = []
            marks = [0]
            for step in self.match.steps:
                seen.extend(e for e in step.events if e.visible_to(viewer))
                marks.append(len(seen))
            self._seen[viewer] = (seen, marks)
        seen, marks = self._seen[viewer]
        return seen[: marks[i]]

    def rounds(self) -> list[tuple[int, int]]:
        """(round, the first position of that round), in order, read from the spectator's view: its ``round``, or
        its ``turn`` when it has no round; empty when the view has neither."""
        if self._rounds is None:
            out: list[tuple[int, int]] = []
            for i in range(self.length + 1):
                v = self.view(i, None)
                r = v.get("round", v.get("turn"))
                if type(r) is int and (not out or r != out[-1][0]):
                    out.append((r, i))
            self._rounds = out
        return list(self._rounds)

    def round_key(self) -> str | None:
        """Which key ``rounds`` reads: "round", "turn", or None."""
        v = self.view(0, None)
        return "round" if "round" in v else "turn" if "turn" in v else None

    def comment(self, i: int) -> Text | None:
        return self.match.comment(i)

    def set_comment(self, i: int, text: str, lang: Lang) -> None:
        self.match.set_comment(i, text, lang)

    def to_json(self) -> str:
        """The record as a save file, with its comments."""
        return self.match.to_json()

    def prefix_json(self, i: int) -> str:
        """The save file of the game as it stood after ``i`` moves (the comments up to there kept), to play on from
        it as a new game. Face-down answers still hidden at ``i`` are left out unless the record's game is over. A
        record whose deal came sealed from a file plays on only from where it was saved (``Match.floor``): before
        it, ``GameError``."""
        return self.match.prefix(i).to_json(keep_face_down=self.finished)
