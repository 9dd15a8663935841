"""What a learner who cannot see the board hears, and the board's text alternative.

The page has one polite voice (board.js, "Announce"; ``Board.say``): the table says what the bots' moves added to the
log, as the viewer sees it, then whose turn it is or how the game ended (``TableVoice``); the walkthrough says each
step it opens (``step_said``). The board's drawing is named for assistive technology (``labelled``: ``layout.meta``
``kgLabel``, which board.js puts on the plot as ``role="img"`` and ``aria-label``) and points to the board as text
under it (``BoardText``, under the board of the table, the walkthrough and the replay, redrawn with every drawing).
"""

from __future__ import annotations

import ipywidgets as w

from kernel_games.core import Lang, Match, Text

from .boards.spec import FINAL_SCORE_HEAD
from .ui import esc

AS_TEXT = Text("盤面を文字で読む", "Read the board as text")
BOARD_NAME = Text("{g}の盤面の図です。文字で読むには、盤面の下の「{t}」を押してください。",
                  "The {g} board, drawn as a picture. To read it as text, press “{t}” below the board.")
MORE = Text("（ほかに{k}件、記録にあります。）", "({k} more in the log.)")
MAX_LINES = 12  # a run of bot moves longer than this is said as its last lines; the log keeps every one


def labelled(figure: dict, name: str, lang: Lang) -> dict:
    """``figure`` (and its phone drawing) named ``name`` for assistive technology, in ``lang`` (``layout.meta``
    ``kgLabel``: board.js makes the plot ``role="img"`` with that ``aria-label``). Changed in place and returned."""
    for drawing in (figure, figure.get("narrow") or {}):
        layout = drawing.get("layout")
        if layout is not None:
            layout["meta"] = {**(layout.get("meta") or {}), "kgLabel": {"text": name, "lang": lang}}
    return figure


def board_name(game_name: Text, lang: Lang) -> str:
    """The board drawing's accessible name: what it is, and where its text is."""
    return BOARD_NAME.format(g=game_name, t=AS_TEXT)(lang)


def text_html(text: str) -> str:
    """The board as text, as ``BoardText`` shows it under its button."""
    return (f"<pre style='white-space:pre-wrap;word-break:normal;overflow-wrap:break-word;"
            f"margin:4px 0;font:inherit;line-height:1.5'>{esc(text)}</pre>")


class BoardText(w.VBox):
    """The board as text under the board (``.kg-board-text-box``): a real button ("Read the board as text", a toggle:
    an accordion's header is neither focusable nor a button to a screen reader) opens ``view`` (``.kg-board-text``),
    and it stays open while the board is drawn again. ``show`` writes what the board shows now."""

    def __init__(self) -> None:
        self.button = w.ToggleButton(value=False, layout={"width": "auto"})
        self.button.add_class("kg-board-text-toggle")
        self.view = w.HTML(layout={"display": "none"})
        self.view.add_class("kg-board-text")
        super().__init__([self.button, self.view], layout={"align_items": "flex-start"})
        self.add_class("kg-board-text-box")
        self.text = ""  # the board as text last shown
        self.button.observe(self._opened, names="value")

    def show(self, text: str, lang: Lang) -> None:
        """Show ``text``, the board as text now, under its button labelled in ``lang``."""
        self.text = text
        self.view.value = text_html(text)
        self.button.description = AS_TEXT(lang)

    def _opened(self, _change: object) -> None:
        self.view.layout.display = "" if self.button.value else "none"


def joined(lines: list[str], lang: Lang) -> str:
    """Lines said as one message; more than ``MAX_LINES``: the last of them, after how many more the log holds."""
    lines = [line.strip() for line in lines if line and line.strip()]
    if len(lines) > MAX_LINES:
        lines = [MORE.format(k=len(lines) - MAX_LINES)(lang), *lines[-MAX_LINES:]]
    return ("" if lang == "ja" else " ").join(lines)


def final_scores(board_text: str, lang: Lang) -> list[str]:
    """The final-score lines of the board as text (``spec.final_score_line``)."""
    return [line.strip() for line in board_text.splitlines() if line.strip().startswith(FINAL_SCORE_HEAD(lang))]


class TableVoice:
    """What the table says after each drawing (``said``): the log lines of the bots' moves since it last spoke, and of
    what the people's own moves caused, as the viewer sees them, then the status (whose turn it is, or how the game
    ended, with the final scores).

    While bots play on and a human waits for them, nothing is said: their moves are kept and said together when the
    human is due again (a screen reader is not flooded, nothing is lost). A new match (a new game, a load) starts
    silent: what was played before it was not seen being played.
    """

    def __init__(self) -> None:
        self._match: Match | None = None
        self._heard = 0  # the match's steps already said (or not to be said)
        self._ended = False  # the end of this match was said

    def said(self, match: Match, viewer: int | None, humans: list[int], settled: bool, status: str,
             board_text: str, lang: Lang) -> str:
        """What to say now ("" for nothing). ``viewer``: whose eyes the screen shows (None: the spectator, as behind
        the pass screen); ``humans``: the seats people play (their own moves are answered where they pick);
        ``settled``: no bot is about to move while a human waits."""
        if match is not self._match:
            self._match, self._heard, self._ended = match, len(match.steps), match.is_over()
        self._heard = min(self._heard, len(match.steps))  # moves taken back
        self._ended = self._ended and match.is_over()  # an end taken back is said again when it comes
        if not settled:
            return ""
        steps = match.steps[self._heard:]
        self._heard = len(match.steps)
        # a bot's move whole; a person's own move after its first event (its narration: the answer to the pick said
        # what was played), so that what it caused (a reveal, points) is heard too
        lines = [e.text(lang) for s in steps for e in s.events[s.player in humans:] if e.visible_to(viewer)]
        ending = match.is_over() and not self._ended
        if ending:
            self._ended = True
            return joined([*lines, status, *final_scores(board_text, lang)], lang)
        return joined([*lines, status], lang) if lines else ""
