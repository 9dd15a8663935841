"""Rules kernels for five board games, each declared once by its record (``kernel_games.core.game_record``):
``RECORDS`` maps each game's id to its record, in the gallery's order, and ``GAMES`` to its Game object.

A game's package is imported the first time its entry is read, so a page of one game imports that game only
(``kernel_games.core.registry``); ``kernel_games.<id>`` still imports directly.

>>> from kernel_games import GAMES
>>> sorted(GAMES)
['blue_moon_city', 'buru', 'noli', 'vaalbara', 'via_nebula']
"""

from .core.registry import GAMES, RECORDS, register

register("vaalbara", "noli", "buru", "blue_moon_city", "via_nebula", package=__name__)  # the gallery's order

__all__ = ["GAMES", "RECORDS"]
