"""Game-specific charts for the generic Analysis widget (``widgets/analysis.py``).

A module ``widgets/analyses/<game id>.py`` that defines

    def charts(game: Game, lang: Lang) -> list[tuple[str, Text, dict]]

adds its charts to that game's Analysis picker, after the generic ones: ``(key, label, figure)`` with a key unique
among the game's charts (and none of ``points``, ``fired``, ``wins``, ``deciders``), the picker label in both
languages and a plotly figure dict (``{"data": [...], "layout": {...}}``) drawn in ``lang``. The widget asks once per
language, so the numbers behind the charts should be computed once (and cached) and only the words redrawn.
"""
