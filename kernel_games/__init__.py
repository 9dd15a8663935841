"""Rules kernels for five board games, each declared once by its record (``kernel_games.core.game_record``):
``RECORDS`` maps each game's id to its record, in the gallery's order, and ``GAMES`` to its Game object.

>>> from kernel_games import GAMES
>>> sorted(GAMES)
['blue_moon_city', 'buru', 'noli', 'vaalbara', 'via_nebula']
"""

from . import blue_moon_city, buru, noli, vaalbara, via_nebula
from .core.registry import GAMES, RECORDS, register

register(vaalbara.RECORD, noli.RECORD, buru.RECORD, blue_moon_city.RECORD, via_nebula.RECORD)  # the gallery's order

__all__ = ["GAMES", "RECORDS"]
