"""The answer to a learner's pick, shown where the learner looks.

A pick (a click on the board, an action button, what the board's controls submit) is answered on the panel's message
line under the board; on a phone that line is often a thousand pixels below the finger. ``answered`` wraps the panel's
entry points of a pick: once the outermost one is handled, the panel sends the board one short line (``short``) —
what the message line now says, or, when the move was played and the line was cleared, what was chosen — which the
page shows for a few seconds beside the point tapped, fixed in the window (``board.js``, "The answer where the learner
looks"). The full message stays on its line.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from kernel_games.core import Action, Lang, Text

from .ui import ICONS, RULE_NOTE, action_labels

PLAYED = Text("実行しました：{a}", "Played: {a}")
MAX_CHARS = 160  # the line is read at a glance; the full message is on its line under the board


def gist(words: str) -> str:
    """As many whole sentences of ``words`` (Japanese 。 or an English full stop) as fit in ``MAX_CHARS``; a first
    sentence longer than that, cut with "…"."""
    sentences = re.findall(r".+?(?:。|[.!?](?=\s|$)|$)", " ".join(words.split()))
    shown = ""
    for sentence in (s.strip() for s in sentences if s.strip()):
        joined = f"{shown}{'' if not shown or shown.endswith('。') else ' '}{sentence}"
        if len(joined) > MAX_CHARS:
            break
        shown = joined
    if not shown:
        first = sentences[0].strip() if sentences else words.strip()
        shown = first[:MAX_CHARS - 1].rstrip() + "…" if len(first) > MAX_CHARS else first
    return shown


def short(words: str, kind: str, rule_title: Text | None, lang: Lang) -> str:
    """The answer's short line: the kind's icon, the message's sentences that fit (``gist``) and the rule's title."""
    rule = RULE_NOTE.format(t=rule_title)(lang) if rule_title is not None else ""
    return ICONS.get(kind, "") + gist(words) + rule


def chosen(actions: list[Action], lang: Lang, view: Any) -> str:
    """The short line of a move played whose message line was cleared: ✔ and what was chosen."""
    labels = action_labels(actions, lang, view)
    return ICONS["ok"] + PLAYED.format(a=("、" if lang == "ja" else ", ").join(labels))(lang)


def answered(method: Callable) -> Callable:
    """A panel's entry point of a pick (``click(key)`` or ``pick(actions)``): when the outermost pick is handled, the
    panel's ``answer(played)`` shows its answer; ``played`` holds the actions a ``pick`` submitted and the owner took
    (a true result), with the view they were labelled from."""

    @functools.wraps(method)
    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        outermost = not self._picking
        if outermost:
            self._said, self._played = None, None
        self._picking += 1
        actions = args[0] if args and isinstance(args[0], list) else None
        view = self._drawn[0] if self._drawn is not None else None
        try:
            result = method(self, *args, **kwargs)
            if actions and result:
                self._played = (list(actions), view)
            return result
        finally:
            self._picking -= 1
            if outermost:
                self.answer()

    return run
