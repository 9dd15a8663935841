"""Rules kernels for five board games; ``GAMES`` maps each game's id to its Game object.

>>> from kernel_games import GAMES
>>> sorted(GAMES)
['blue_moon_city', 'buru', 'noli', 'vaalbara', 'via_nebula']
"""

from .blue_moon_city import BLUE_MOON_CITY
from .buru import BURU
from .core.registry import GAMES, register
from .noli import NOLI
from .vaalbara import VAALBARA
from .via_nebula import VIA_NEBULA

register(VAALBARA, NOLI, BLUE_MOON_CITY, VIA_NEBULA, BURU)

__all__ = ["GAMES"]
