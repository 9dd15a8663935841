"""Game-specific charts for the Analysis widget (``widgets/analysis.py``), by game id.

A game's record names its analysis module (``GameRecord.analysis``, gathered in ``ANALYSES``), which exports
``ANALYSIS``, a ``chart.GameCharts``: what its charts answer (shown before the analysis is run), the watcher the
page's simulation (``kernel_games.core.simulate``) feeds after every move, if it needs one, and its charts, from that
simulation (``run.watched`` is the watcher) or from games of its own (``simulate`` with ``run.cache``, the page's one
cache).

Each ``Chart`` (``chart.py``) has a key unique among the game's charts (and none of ``generic.GENERIC``), the
picker label and a one-line takeaway in both languages, and draws its plotly figure in either language with
both axes titled. ``charts`` runs once per Analysis, when the learner asks for it; figures are drawn per language.
Colours come from ``colours.py``.
"""

from __future__ import annotations

from kernel_games.core.registry import Registered

# game id -> the module whose ANALYSIS adds that game's own charts (a game's entry imports that game only)
ANALYSES: Registered[str] = Registered(lambda record: record.analysis, always=False)
