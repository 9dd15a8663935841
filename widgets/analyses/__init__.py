"""Game-specific charts for the generic Analysis widget (``widgets/analysis.py``), registered by game id.

A module registered in ``ANALYSES`` defines

    def charts(game: Game, lang: Lang) -> list[tuple[str, Text, dict]]

which adds its charts to that game's Analysis picker, after the generic ones: ``(key, label, figure)`` with a key unique
among the game's charts (and none of ``points``, ``fired``, ``wins``, ``deciders``), the picker label in both
languages and a plotly figure dict (``{"data": [...], "layout": {...}}``) drawn in ``lang``. The widget asks once per
language, so the numbers behind the charts should be computed once (and cached) and only the words redrawn.
"""

from __future__ import annotations

ANALYSES: dict[str, str] = {  # game id -> the module whose charts() adds that game's own charts
    "noli": "widgets.analyses.noli",
}
