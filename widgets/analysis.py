"""Analysis: many simulated bot games, plotted on one Board with a chart picker.

The picker lists the generic charts (points, rules used, wins by seat, what decided the winner) and then the game's
own, if ``widgets/analyses/<game id>.py`` exists and defines ``charts(game, lang) -> [(key, label, figure), ...]``
(see ``widgets/analyses/__init__.py``). The game's charts are asked for once per language and kept.
"""

from __future__ import annotations

import importlib
import traceback

import ipywidgets as w

from kernel_games.core import Game, Lang, Text
from kernel_games.core.simulate import Summary, simulate

from .analyses import ANALYSES
from .board import Board
from .charts import PALETTE
from .i18n import LANGUAGE, Language
from .ui import Labelled, close_inside, esc, message_html, safe

T = {
    "points": Text("1ゲームあたりに得た平均点（得点の種類別、全プレイヤー。奪われた点は引かない）",
                   "Average points gained per game by scoring rule (all players; points stolen away not subtracted)"),
    "fired": Text("1ゲームあたりに起きた回数（ルール別）", "Times per game each rule came into play"),
    "wins": Text("席ごとの勝率", "Win rate by seat"),
    "deciders": Text("勝者を決めたルール", "What decided the winner"),
    "chart": Text("グラフ", "Chart"),
    "about": Text("{g}ゲームを{n}人・{s}でシミュレーションしました。", "{g} games simulated with {n} players: {s}."),
    "extra_failed": Text("このゲーム独自のグラフを作れませんでした（共通のグラフは使えます）: ",
                         "This game's own charts could not be built (the common charts still work): "),
}

GENERIC = ("points", "fired", "wins", "deciders")
SHORT = {"points": Text("得点の種類別の平均点", "Points by scoring rule"),
         "fired": Text("ルールが使われた回数", "How often each rule applied"),
         "wins": Text("席ごとの勝率", "Win rate by seat"), "deciders": Text("勝者を決めたルール", "What decided the winner")}

Chart = tuple[str, Text, dict]  # key, picker label, plotly figure dict


def game_charts(game: Game, lang: Lang) -> list[Chart]:
    """The game's own charts, from the module registered in ``widgets.analyses.ANALYSES``; none if it has none."""
    name = ANALYSES.get(game.id)
    if name is None:
        return []
    out = list(importlib.import_module(name).charts(game, lang))
    keys = [key for key, _, _ in out]
    if len(set(keys)) != len(keys) or set(keys) & set(GENERIC):
        raise ValueError(f"{name}.charts: chart keys must be unique and differ from {GENERIC}: {keys}")
    return out


class Analysis(w.VBox, Labelled):
    """Simulates games once, then shows them in the chosen language."""

    def __init__(self, game: Game, players: int, seats: list[str], games: int = 200, seed: int = 1,
                 language: Language = LANGUAGE) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-analysis")
        self.game, self.players, self.seats = game, players, seats
        self.summary: Summary = simulate(game, players, games, seats, seed)
        self._table = game.setup(players, seed)  # names can depend on the player count (Noli's factions)
        self._extras: dict[str, list[Chart]] = {}  # language -> the game's own charts
        self._extra_error: str = ""
        self._busy = False
        self.pick = w.Dropdown(options=[("", k) for k in GENERIC], value="points", layout={"width": "420px"})
        self.pick.observe(lambda _c: self._render(), names="value")
        self.about = w.HTML()
        self.note = w.HTML()
        self.board = Board()
        self.children = [self.about, self.pick, self.note, self.board]
        self.follow_language(self._render)
        self._render()

    # ---- the game's own charts ---------------------------------------------------------------------------------
    def extras(self) -> list[Chart]:
        """The game's own charts in the current language (built once per language; [] if they fail)."""
        lang = self.lang
        if lang not in self._extras:
            try:
                self._extras[lang] = game_charts(self.game, lang)
            except Exception as exc:  # noqa: BLE001 - shown in the widget; the generic charts stay usable
                traceback.print_exc()
                self._extras[lang] = []
                self._extra_error = repr(exc)
        return self._extras[lang]

    def chart_keys(self) -> list[str]:
        """Every chart the picker offers, generic first."""
        return [*GENERIC, *(key for key, _, _ in self.extras())]

    # ---- figures --------------------------------------------------------------------------------------------------
    def figure(self, kind: str) -> dict:
        if kind not in GENERIC:
            for key, _, fig in self.extras():
                if key == kind:
                    return fig
            raise KeyError(f"no chart {kind!r}; the charts are {self.chart_keys()}")
        s, g, lang = self.summary, self.game, self.lang
        if kind == "wins":
            names = [g.player_name(self._table, p)(lang) + f" ({self.seats[p]})" for p in range(self.players)]
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

    # ---- drawing ----------------------------------------------------------------------------------------------------
    def say(self, text: Text, kind: str = "info") -> None:
        self.note.value = message_html(esc(text(self.lang)), kind)

    @safe
    def _render(self) -> None:
        if self._busy:  # setting the options below moves the value, which calls us again
            return
        lang = self.lang
        value = self.pick.value
        options = [(SHORT[k](lang), k) for k in GENERIC] + [(label(lang), key) for key, label, _ in self.extras()]
        self._busy = True
        try:
            self.pick.options = options
            self.pick.value = value if value in {k for _, k in options} else "points"
        finally:
            self._busy = False
        seats = ", ".join(self.seats)
        self.about.value = esc(T["about"].format(g=self.summary.games, n=self.players, s=seats)(lang))
        error = self._extra_error
        self.note.value = message_html(esc(T["extra_failed"](lang) + error), "error") if error else ""
        self.board.show(self.figure(self.pick.value))

    def close(self) -> None:
        """Let go of the page's language and close every widget of the analysis."""
        self.unfollow_language()
        close_inside(self)
        super().close()
