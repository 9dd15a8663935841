"""Coach: "what would a strong player do here?" for the human on screen, and the review of a finished game.

The advice is computed from that human's view only (``kernel_games.core.coach``) and wiped whenever the position or
the person at the screen changes, so a hotseat player never sees advice made for another.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from kernel_games.core import Game, Text
from kernel_games.core.coach import Advice, Regret, advise_in, review

from .i18n import LANGUAGE, Language
from .ui import Labelled, action_text, esc, safe

T = {
    "ask": Text("強いプレイヤーならどうする？", "What would a strong player do?"),
    "ask_tip": Text("あなたに見えている情報だけから、この局面の続きを何百通りも試して、よい手を3つ挙げます。",
                    "Plays this position on hundreds of times from what you can see, and names three good moves."),
    "head": Text("{n}通りの続きを試した結果（あなたの見えている情報だけを使用）:",
                 "From {n} simulated continuations (using only what you can see):"),
    "wins": Text("勝率の見込み {p}%（{v}回試行）", "estimated chance to win {p}% ({v} tries)"),
    "rules": Text("ルール: ", "rules: "),
    "review": Text("このゲームをふり返る", "Review this game"),
    "review_tip": Text("人が指した手を1手ずつ探索し、勝ちの見込みを最も下げた手を3つ示します。",
                       "Searches every move a person made and shows the three that cost the most chance to win."),
    "reviewing": Text("ふり返り中… {k}/{n}", "Reviewing… {k}/{n}"),
    "no_regret": Text("探索と比べて損をした手は見つかりませんでした。", "No move lost anything against the search."),
    "regret": Text("{i}手目（{p}）: {played}（見込み {a}%）。探索の推す手: {best}（{b}%）",
                   "Move {i} ({p}): {played} (est. {a}% to win). The search prefers {best} ({b}%)"),
    "show": Text("盤面で見る", "Show on the board"),
}


def percent(value: float) -> int:
    return round(100 * value)


def regret_text(game: Game, match: Any, r: Regret) -> Text:
    """A reviewed move in words: who played what, and what the search preferred, with both estimates."""
    view = game.view(match.state_at(r.move), r.player)
    return T["regret"].format(i=r.move + 1, p=game.player_name(match.state, r.player), played=action_text(r.played, view),
                              a=percent(r.played_value), best=action_text(r.best, view), b=percent(r.best_value))


class Coach(w.VBox, Labelled):
    """A button that asks the search for the top three moves of the human on screen, and after a game a review.

    ``asking()`` gives (state, player) when a human may be coached now, else None; ``over()`` (match, humans) when a
    finished game may be reviewed. ``on_show(move)`` shows a reviewed move on the board (None: no such button).
    """

    def __init__(self, game: Game, asking: Callable[[], tuple[Any, int] | None],
                 over: Callable[[], tuple[Any, list[int]] | None], language: Language = LANGUAGE,
                 on_show: Callable[[int], Any] | None = None) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-coach")
        self.game, self.asking, self.over, self.on_show = game, asking, over, on_show
        self.ask_button = self.label(self.label(w.Button(layout={"width": "auto"}), T["ask"]), T["ask_tip"], "tooltip")
        self.ask_button.add_class("kg-coach-ask")
        self.ask_button.on_click(lambda _b: self.ask())
        self.review_button = self.label(self.label(w.Button(layout={"width": "auto"}), T["review"]), T["review_tip"],
                                        "tooltip")
        self.review_button.add_class("kg-coach-review")
        self.review_button.on_click(lambda _b: self.run_review())
        self.progress = w.IntProgress(layout={"display": "none"})
        self.out = w.HTML()
        self.out.add_class("kg-coach-advice")
        self.shows = w.Box(layout={"flex_flow": "row wrap"})
        self.advice: list[Advice] = []
        self.regrets: list[Regret] = []
        self._key: Any = None
        self.children = [w.HBox([self.ask_button, self.review_button]), self.progress, self.out, self.shows]

    # ---- in play ------------------------------------------------------------------------------------------------
    @safe
    def ask(self) -> list[Advice]:
        """Search the position of the human on screen and show the top three moves."""
        now = self.asking()
        if now is None:
            return []
        state, player = now
        self.advice = advise_in(self.game, state, player)
        self._key = self._position()
        self._write(state, player)
        return self.advice

    def _position(self) -> Any:
        now = self.asking()
        return None if now is None else (id(now[0]), now[1])

    def _write(self, state: Any, player: int) -> None:
        lang, view = self.lang, self.game.view(state, player)
        if not self.advice:
            self.out.value = ""
            return
        rows = []
        for k, a in enumerate(self.advice, 1):
            bits = [f"<b>{esc(action_text(a.action, view)(lang))}</b>",
                    esc(T["wins"].format(p=percent(a.value), v=a.visits)(lang))]
            if a.preview is not None:
                bits.append(f"<i>{esc(a.preview(lang))}</i>")
            if a.rules:
                bits.append(esc((T["rules"] + a.titles(self.game))(lang)))
            rows.append(f'<li data-rank="{k}">' + " — ".join(bits) + "</li>")
        head = esc(T["head"].format(n=self.advice[0].playouts)(lang))
        self.out.value = f'<div style="font-size:13px">{head}<ol style="margin:2px 0">{"".join(rows)}</ol></div>'

    # ---- after the game -----------------------------------------------------------------------------------------
    @safe
    def run_review(self) -> list[Regret]:
        """Review the finished game's human moves; list the three that cost most, each with a way to see it."""
        got = self.over()
        if got is None:
            return []
        match, humans = got
        self.progress.layout.display = ""

        def step(k: int, n: int) -> None:
            self.progress.max, self.progress.value = max(n, 1), k
            self.progress.description = T["reviewing"].format(k=k, n=n)(self.lang)

        self.regrets = review(match, humans, progress=step)
        self.progress.layout.display = "none"
        self._key = ("review", id(match))
        self._write_review(match)
        return self.regrets

    def _write_review(self, match: Any) -> None:
        lang = self.lang
        if not self.regrets:
            self.out.value = f"<div>{esc(T['no_regret'](lang))}</div>"
            return
        rows = [f"<li>{esc(regret_text(self.game, match, r)(lang))}</li>" for r in self.regrets]
        self.out.value = f'<ol style="font-size:13px;margin:2px 0">{"".join(rows)}</ol>'
        if self.on_show is not None:
            buttons = []
            for r in self.regrets:
                b = w.Button(description=f"{r.move + 1}: {T['show'](lang)}", layout={"width": "auto"})
                b.add_class("kg-coach-show")
                b.on_click(lambda _b, m=r.move: self.on_show(m))
                buttons.append(b)
            self._set_shows(buttons)

    def _set_shows(self, buttons: list[w.Widget]) -> None:
        old = list(self.shows.children)
        self.shows.children = buttons
        for b in old:
            b.close()

    # ---- drawing ------------------------------------------------------------------------------------------------
    def show(self) -> None:
        """Follow the table: the ask button while a human may be coached, the review once a game with a human is
        over; advice of another position (or another person) wiped."""
        can_ask, can_review = self.asking() is not None, self.over() is not None
        self.ask_button.layout.display = "" if can_ask else "none"
        self.review_button.layout.display = "" if can_review else "none"
        key = self._position() if can_ask else self._key if can_review and self.regrets else None
        if key != self._key or not (can_ask or can_review):
            self.clear()
        self.layout.display = "" if can_ask or can_review else "none"

    def clear(self) -> None:
        self.advice, self.regrets, self._key = [], [], None
        self.out.value = ""
        self._set_shows([])

    def close(self) -> None:
        self._set_shows([])
        super().close()
