"""Analysis: charts that answer a player's questions, from many simulated bot games, run when the learner asks.

Building the widget plays nothing: the page shows what the analysis answers and a button. Pressing it plays the
games once (``kernel_games.core.simulate``, watched by the game's own analysis if it has one), then offers the
game's charts (``widgets/analyses/<game id>``, registered in ``widgets/analyses/__init__.py``, each exporting its
``ANALYSIS``) and the generic one that says something for the game (``widgets/analyses/generic.py``), each with a
one-line takeaway. Every game played for a page — its simulation and any study's games of its own — goes through
``simulate`` with the one ``CACHE`` of this module, a ``StudyCache`` kept on disk too, so the same games are played
once per installation: a second learner's page, in another kernel, reads them (``kernel_games/core/study_cache.py``).
While the games are played, in a thread of their own so the page stays usable, a bar shows the games done of all the
analysis plays (the page's and those of the game's own studies: ``GameCharts.studies``) and the time left at the rate
measured so far. Figures are drawn once per language and kept.
"""

from __future__ import annotations

import importlib
import sys
import threading
import traceback

import ipywidgets as w

from kernel_games.core import Game, Text
from kernel_games.core.progress import Progress, following
from kernel_games.core.simulate import Summary, simulate
from kernel_games.core.study_cache import StudyCache

from .analyses import ANALYSES, generic
from .analyses.chart import Chart, GameCharts, Run, phone_figure, seat_names
from .analyses.colours import GUIDE
from .board import Board
from .boards.spec import NARROW_BELOW_PX
from .i18n import LANGUAGE, Language
from .ui import Labelled, close_inside, esc, message_html, safe

GENERIC = generic.GENERIC
CACHE = StudyCache()  # every simulation of the kernel's pages, by its arguments (``simulate``), kept on disk too
STEPS = 100  # the bar moves at most this many times (and at the end)

T = {
    "pick": Text("グラフ", "Chart"),  # the chart list's label
    "intro": Text("シミュレーションしたゲームから分かること。", "What simulated games tell."),
    "cost": Text("ボタンを押すと{g}ゲーム（{n}人: {s}）をシミュレーションします。",
                 "The button simulates {g} games ({n} players: {s})."),
    "studies": Text("このゲーム独自のグラフのために、さらに{k}ゲームをシミュレーションします。",
                    "The game's own charts simulate {k} more."),
    "kept": Text("このサーバーで初めて実行するときは時間がかかります（進み具合と残り時間をバーで表示します）。"
                 "結果は保存されるので、次からはどのページでもすぐに表示されます。",
                 "The first run on this server takes a while (a bar shows how far it is and the time left); the results "
                 "are kept, so later runs, from any page, show at once."),
    "progress": Text("{t}ゲーム中{d}ゲーム完了", "{d} of {t} games played"),
    "measuring": Text("残り時間を計っています…", "measuring the time left…"),
    "left": Text("残り約{s}秒", "about {s} s left"),
    "left_min": Text("残り約{m}分", "about {m} min left"),
    "status": Text("{p}・{w}", "{p} · {w}"),
    "finishing": Text("グラフを作っています…", "drawing the charts…"),
    "run": Text("▶ 分析を実行", "▶ Run the analysis"),
    "running": Text("シミュレーション中…", "Simulating…"),
    "about": Text("{g}ゲームを{n}人（{s}）でシミュレーションしました。", "{g} games simulated with {n} players ({s})."),
    "chart": Text("グラフ", "Chart"),
    "takeaway": Text("要点: ", "Takeaway: "),
    "extra_failed": Text("このゲーム独自のグラフを作れませんでした（共通のグラフは使えます）: ",
                         "This game's own charts could not be built (the common charts still work): "),
}


def game_analysis(game: Game) -> GameCharts | None:
    """What the game's own analysis module provides (its ``ANALYSIS``; ``widgets.analyses.ANALYSES``), or None."""
    name = ANALYSES.get(game.id)
    return importlib.import_module(name).ANALYSIS if name else None


def game_charts(game: Game, run: Run) -> list[Chart]:
    """The game's own charts for this run; none if it has none. Keys must be unique and not generic ones."""
    own = game_analysis(game)
    if own is None:
        return []
    out = list(own.charts(game, run))
    keys = [c.key for c in out]
    if len(set(keys)) != len(keys) or set(keys) & set(GENERIC):
        raise ValueError(f"{ANALYSES[game.id]}: chart keys must be unique and differ from {GENERIC}: {keys}")
    return out


class Analysis(w.VBox, Labelled):
    """Says what it answers; simulates and draws the charts when its button is pressed (``analyse()``)."""

    def __init__(self, game: Game, players: int, seats: list[str], games: int = 200, seed: int = 1,
                 language: Language = LANGUAGE) -> None:
        w.VBox.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-analysis")
        self.game, self.players, self.seats, self.games, self.seed = game, players, list(seats), games, seed
        self.run: Run | None = None
        self.charts: list[Chart] = []
        self._figures: dict[tuple[str, str], dict] = {}
        self._extra_error = ""
        self._busy = False
        self.worker: threading.Thread | None = None
        self.progress: Progress | None = None
        self._shown = -1  # the games done when the bar last moved
        self.intro = w.HTML()
        self.start = w.Button(button_style="primary", layout={"width": "auto"})
        self.start.add_class("kg-analysis-run")
        self.start.on_click(lambda _b: self.press())
        self.bar = w.IntProgress(min=0, max=1, value=0, bar_style="info", layout={"width": "100%", "max_width": "460px",
                                                                                   "display": "none"})
        self.bar.add_class("kg-analysis-progress")
        self.status = w.HTML()
        self.note = w.HTML()
        self.pick: w.Dropdown | None = None
        self.about = self.takeaway = None
        # on the page from the start, hidden and empty: a board first drawn once its box is on the page takes the page's
        # width (one added later would be drawn before it is placed, at plotly's default 700 px)
        self.board = Board(layout={"width": "100%", "display": "none"})
        self.children = [self.intro, self.start, self.bar, self.status, self.note, self.board]
        self.follow_language(self._render)
        self._render()

    @property
    def summary(self) -> Summary | None:
        return self.run.summary if self.run else None

    def total_games(self) -> int:
        """Every game the analysis plays: the page's simulation and the game's own studies (``GameCharts.studies``)."""
        try:
            own = game_analysis(self.game)
        except Exception:  # noqa: BLE001 - analyse() says what failed; the page's own games are still counted
            own = None
        more = own.studies(self.players, self.games) if own is not None and own.studies is not None else 0
        return self.games + more

    # ---- running ------------------------------------------------------------------------------------------------
    def press(self) -> None:
        """The button: play the games in a thread of their own, so the page answers meanwhile (in the browser's own
        Python, which has no threads, right away)."""
        if self.run is not None or (self.worker is not None and self.worker.is_alive()):
            return
        self.start.disabled = True
        if sys.platform == "emscripten":
            self.analyse()
            return
        self.worker = threading.Thread(target=self.analyse, name="kg-analysis", daemon=True)
        self.worker.start()

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the games started by the button (tests, scripts)."""
        if self.worker is not None:
            self.worker.join(timeout)

    @safe
    def analyse(self) -> None:
        """Simulate the games (once) and show the charts, the bar moving meanwhile."""
        if self.run is not None:
            return
        self.start.disabled = True
        self.start.description = T["running"](self.lang)
        self.progress = Progress(self.total_games(), listen=self._advanced)
        self._shown = -1
        self.bar.max, self.bar.value, self.bar.layout.display = self.progress.total, 0, None
        self._show_progress()
        try:
            with following(self.progress):
                extras = self._play()
        except Exception:
            self.start.disabled, self.start.description = False, T["run"](self.lang)  # the learner may try again
            self.bar.layout.display, self.status.value = "none", ""
            raise
        self.charts = [*extras, *generic.charts(self.run)]
        self.about, self.takeaway = w.HTML(), w.HTML()
        self.takeaway.add_class("kg-takeaway")
        self.pick = self.label(w.Dropdown(options=[("", c.key) for c in self.charts], style={"description_width": "initial"},
                                          layout={"width": "100%", "max_width": "460px"}), T["pick"])
        self.pick.observe(lambda _c: self._render(), names="value")
        self.board.layout.display = None
        old = [self.intro, self.start, self.bar, self.status]
        self.children = [self.about, self.pick, self.takeaway, self.note, self.board]
        for widget in old:
            close_inside(widget)
            widget.close()
        self._render()

    def _play(self) -> list[Chart]:
        """The page's simulation, then the game's own charts (with their studies); they fail apart from each other."""
        try:
            own = game_analysis(self.game)
        except Exception as exc:  # noqa: BLE001 - shown in the widget; the generic chart stays usable
            traceback.print_exc()
            own, self._extra_error = None, repr(exc)
        watchers = (own.watcher,) if own is not None and own.watcher is not None else ()
        summary = simulate(self.game, self.players, self.games, self.seats, self.seed, watchers=watchers, cache=CACHE)
        self.run = Run(self.game, self.players, tuple(self.seats), self.seed, summary,
                       summary.watched[0] if watchers else None, CACHE)
        if self._extra_error:
            return []
        try:
            return game_charts(self.game, self.run)
        except Exception as exc:  # noqa: BLE001 - shown in the widget; the generic chart stays usable
            traceback.print_exc()
            self._extra_error = repr(exc)
            return []

    def _advanced(self, progress: Progress) -> None:
        """A game is done: move the bar if it has come a step further (``STEPS`` in all), and at the end."""
        step = max(1, progress.total // STEPS)
        if progress.done >= progress.total or progress.done - self._shown >= step:
            self._show_progress()

    def _show_progress(self) -> None:
        p = self.progress
        if p is None:
            return
        self._shown = p.done
        total = max(p.total, p.done)  # a study that played more than it declared never overflows the bar
        self.bar.max, self.bar.value = total, p.done
        lang = self.lang
        left = p.left()
        if p.done >= total:
            when = T["finishing"](lang)
        elif left is None:
            when = T["measuring"](lang)
        elif left >= 90:
            when = T["left_min"].format(m=round(left / 60))(lang)
        else:
            when = T["left"].format(s=max(1, round(left)))(lang)
        counted = T["progress"].format(d=p.done, t=total)(lang)
        line = T["status"].format(p=counted, w=when)(lang)
        self.status.value = f"<div class='kg-analysis-status' style='color:{GUIDE};margin:2px 0'>{esc(line)}</div>"

    # ---- figures --------------------------------------------------------------------------------------------------
    def chart_keys(self) -> list[str]:
        """Every chart the picker offers (none before the analysis is run)."""
        return [c.key for c in self.charts]

    def chart(self, key: str) -> Chart:
        for c in self.charts:
            if c.key == key:
                return c
        raise KeyError(f"no chart {key!r}; the charts are {self.chart_keys()}")

    def figure(self, key: str) -> dict:
        """The chart's figure in the page's language (drawn once per language), with its phone drawing inside."""
        if (key, self.lang) not in self._figures:
            wide = self.chart(key).figure(self.lang)
            narrow = phone_figure(wide, self.lang)  # drawn while the page is narrower than a laptop (board.js)
            self._figures[key, self.lang] = {**wide, "narrow": {**narrow, "below": NARROW_BELOW_PX}}
        return self._figures[key, self.lang]

    # ---- drawing ----------------------------------------------------------------------------------------------------
    def say(self, text: Text, kind: str = "info") -> None:
        self.note.value = message_html(esc(text(self.lang)), kind)

    @safe
    def _render(self) -> None:
        if self._busy:  # setting the options below moves the value, which calls us again
            return
        lang = self.lang
        error = self._extra_error
        self.note.value = message_html(esc(T["extra_failed"](lang) + error), "error") if error else ""
        names = seat_names(self.game, self.seats)(lang)
        if self.run is None:
            own = game_analysis(self.game)
            intro = (own.intro if own is not None else T["intro"])(lang)
            more = self.total_games() - self.games
            cost = T["cost"].format(g=self.games, n=self.players, s=names)(lang)
            if more:
                cost += (" " if lang == "en" else "") + T["studies"].format(k=more)(lang)
            cost += (" " if lang == "en" else "") + T["kept"](lang)
            lines = "".join(f"<p style='margin:4px 0'>{esc(line)}</p>" for line in intro.split("\n"))  # a line a topic
            self.intro.value = f"{lines}<p style='margin:4px 0;color:{GUIDE}'>{esc(cost)}</p>"
            if not self.start.disabled:
                self.start.description = T["run"](lang)
            elif self.progress is not None:
                self.start.description = T["running"](lang)
                self._show_progress()
            return
        self.about.value = esc(T["about"].format(g=self.run.summary.games, n=self.players, s=names)(lang))
        if not self.charts:
            return
        value = self.pick.value
        self._busy = True
        try:
            self.pick.options = [(c.label(lang), c.key) for c in self.charts]
            self.pick.value = value if value in self.chart_keys() else self.charts[0].key
        finally:
            self._busy = False
        chart = self.chart(self.pick.value)
        self.takeaway.value = (f"<div style='font-weight:600;margin:6px 0;font-size:15px'>{esc(T['takeaway'](lang))}"
                               f"{esc(chart.takeaway(lang))}</div>")
        self.board.show(self.figure(chart.key))

    def close(self) -> None:
        """Let go of the page's language and close every widget of the analysis."""
        self.unfollow_language()
        close_inside(self)
        super().close()
