"""Analysis: many simulated bot games, plotted on one Board with a chart picker."""

from __future__ import annotations

import ipywidgets as w

from kernel_games.core import Game, Text
from kernel_games.core.simulate import Summary, simulate

from .board import Board
from .charts import PALETTE
from .i18n import LANGUAGE, Language
from .ui import Labelled, esc

T = {
    "points": Text("1ゲームあたりに得た平均点（得点の種類別、全プレイヤー。奪われた点は引かない）",
                   "Average points gained per game by scoring rule (all players; points stolen away not subtracted)"),
    "fired": Text("1ゲームあたりに起きた回数（ルール別）", "Times per game each rule came into play"),
    "wins": Text("席ごとの勝率", "Win rate by seat"),
    "deciders": Text("勝者を決めたルール", "What decided the winner"),
    "chart": Text("グラフ", "Chart"),
    "about": Text("{g}ゲームを{n}人・{s}でシミュレーションしました。", "{g} games simulated with {n} players: {s}."),
}


SHORT = {"points": Text("得点の種類別の平均点", "Points by scoring rule"),
         "fired": Text("ルールが使われた回数", "How often each rule applied"),
         "wins": Text("席ごとの勝率", "Win rate by seat"), "deciders": Text("勝者を決めたルール", "What decided the winner")}


class Analysis(w.VBox, Labelled):
    """Simulates games once, then shows them in the chosen language."""

    def __init__(self, game: Game, players: int, seats: list[str], games: int = 200, seed: int = 1,
                 language: Language = LANGUAGE) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-analysis")
        self.game, self.players, self.seats = game, players, seats
        self.summary: Summary = simulate(game, players, games, seats, seed)
        self.pick = w.Dropdown(options=[("", k) for k in ("points", "fired", "wins", "deciders")], value="points",
                               layout={"width": "420px"})
        self.pick.observe(lambda _c: self._render(), names="value")
        self.about = w.HTML()
        self.board = Board()
        self.children = [self.about, self.pick, self.board]
        language.observe(lambda _c: self._render(), names="lang")
        self._render()

    def figure(self, kind: str) -> dict:
        s, g, lang = self.summary, self.game, self.lang
        if kind == "wins":
            names = [g.player_name(None, p)(lang) + f" ({self.seats[p]})" for p in range(self.players)]
            data = [{"type": "bar", "x": names, "y": [s.wins[p] / s.games for p in range(self.players)],
                     "marker": {"color": PALETTE[: self.players]}}]
            return self._fig(data, T["wins"], {"tickformat": ".0%"})
        counter = {"points": s.points, "fired": s.fired, "deciders": s.deciders}[kind]
        items = sorted(counter.items(), key=lambda kv: kv[1])
        labels = [g.rule(r).title(lang) for r, _ in items]
        values = [v / s.games for _, v in items]
        data = [{"type": "bar", "orientation": "h", "y": labels, "x": values, "marker": {"color": "#0072B2"},
                 "hovertemplate": "%{y}: %{x:.2f}<extra></extra>"}]
        return self._fig(data, T[kind], {}, height=max(320, 22 * len(items) + 80))

    def _fig(self, data: list, title: Text, yaxis: dict, height: int = 380) -> dict:
        return {"data": data, "layout": {"title": {"text": title(self.lang)}, "height": height, "yaxis": yaxis,
                                         "margin": {"l": 200, "r": 20, "t": 50, "b": 40}, "plot_bgcolor": "#FBF8F0",
                                         "paper_bgcolor": "#FBF8F0"}}

    def _render(self) -> None:
        lang = self.lang
        value = self.pick.value
        self.pick.options = [(SHORT[k](lang), k) for k in ("points", "fired", "wins", "deciders")]
        self.pick.value = value
        seats = ", ".join(self.seats)
        self.about.value = esc(T["about"].format(g=self.summary.games, n=self.players, s=seats)(lang))
        self.board.show(self.figure(self.pick.value))
