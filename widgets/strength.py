"""StrengthTable: how often each search level wins against the other bots, as measured by ``make bench``.

The numbers are read from ``kernel_games/strength.json`` (``bench/search_bench.py --write``), with what they were
measured on; nothing is played at page load. Each cell is a win rate over two-player games with its 95 % interval.
"""

from __future__ import annotations

import statistics

import ipywidgets as w

from kernel_games.core import Game, Text
from kernel_games.core.levels import DEFAULT_LEVEL, LEVELS
from kernel_games.core.strength import Row, measured

from .i18n import LANGUAGE, Language
from .ui import Labelled, esc

T = {
    "title": Text("ボットの強さ（探索レベル）", "How strong are the bots? (search levels)"),
    "level": Text("レベル", "Level"), "per_move": Text("1手の時間（中央値／最大）", "Time a move (median / max)"),
    "against": Text("対 {o}", "vs {o}"),
    "about": Text("2人戦の勝率（引き分けは分け合い）と95%信頼区間。{date}に{cores}コアの機械で、各最大{games}ゲーム"
                  "（n、席は交互）を測定: {command}（コミット {commit}）。",
                  "Win rate in two-player games (shared wins split) with its 95% interval, measured on {date} on a "
                  "{cores}-core machine over up to {games} games per cell (n), seats alternating: {command} (commit {commit})."),
    "takeaway": Text("要点: {level}は貪欲ボットに{rate}%勝ちました（{low}〜{high}%）。", "Takeaway: {level} beat the greedy bot "
                     "in {rate}% of games ({low}–{high}%)."),
    "missing": Text("このゲームの測定結果はまだありません（make bench で測れます）。",
                    "No measurement for this game yet (make bench measures it)."),
}
OPPONENT_NAMES = {"random": Text("ランダム", "random"), "greedy": Text("貪欲", "greedy")}


def level_name(kind: str) -> Text:
    i = list(LEVELS).index(kind) + 1
    level = LEVELS[kind]
    extra = Text("・貪欲な続き", ", greedy play-outs") if level.guided else Text("", "")
    default = Text("・標準", ", default") if kind == DEFAULT_LEVEL else Text("", "")
    return Text(f"探索{i}（{level.playouts}回", f"Search {i} ({level.playouts} playouts") + extra + default + Text("）", ")")


def cell(r: Row) -> str:
    return f"{100 * r.rate:.0f}%<br><small>{100 * r.low:.0f}–{100 * r.high:.0f}% (n={r.games})</small>"


class StrengthTable(w.HTML, Labelled):
    """The measured table for one game, in the page's language."""

    def __init__(self, game: Game, language: Language = LANGUAGE) -> None:
        w.HTML.__init__(self)
        Labelled.__init__(self, language)
        self.add_class("kg-strength")
        self.game = game
        self.about, rows = measured()
        self.rows = [r for r in rows if r.game == game.id and r.level in LEVELS]
        self.follow_language(self.render)
        self.render()

    def render(self) -> None:
        lang, game = self.lang, self.game
        head = f"<h3 style='margin:6px 0'>{esc(T['title'](lang))}</h3>"
        if not self.rows:
            self.value = head + f"<p>{esc(T['missing'](lang))}</p>"
            return
        opponents = list(dict.fromkeys(r.opponent for r in self.rows))

        def name(o: str) -> str:
            return (OPPONENT_NAMES.get(o) or (game.bots[o].name if o in game.bots else Text(o, o)))(lang)

        th = "".join(f"<th>{esc(T['against'].format(o=name(o))(lang))}</th>" for o in opponents)
        lines = []
        for kind in LEVELS:
            mine = {r.opponent: r for r in self.rows if r.level == kind}
            if not mine:
                continue
            cells = "".join(f"<td style='text-align:center'>{cell(mine[o]) if o in mine else '–'}</td>" for o in opponents)
            median, most = statistics.median(r.median_s for r in mine.values()), max(r.max_s for r in mine.values())
            lines.append(f"<tr><td>{esc(level_name(kind)(lang))}</td>{cells}"
                         f"<td style='text-align:center'>{median:.2f} s / {most:.2f} s</td></tr>")
        # long words may break, so the table fits a phone's width (or a window zoomed to 400 %) without scrolling
        table = (f"<table style='border-collapse:collapse;overflow-wrap:break-word' border='1' cellpadding='4'>"
                 f"<tr><th>{esc(T['level'](lang))}</th>{th}<th>{esc(T['per_move'](lang))}</th></tr>{''.join(lines)}</table>")
        greedy = [r for r in self.rows if r.opponent == "greedy"]
        best = max(greedy, key=lambda r: (r.rate, r.level), default=None)
        take = "" if best is None else "<p><b>" + esc(T["takeaway"].format(
            level=level_name(best.level), rate=round(100 * best.rate), low=round(100 * best.low),
            high=round(100 * best.high))(lang)) + "</b></p>"
        about = esc(T["about"].format(**{k: self.about.get(k, "?") for k in ("date", "cores", "games", "command",
                                                                                  "commit")})(lang))
        self.value = head + table + take + f"<p style='font-size:12px;color:#555;overflow-wrap:anywhere'>{about}</p>"

    def close(self) -> None:
        self.unfollow_language()
        super().close()
