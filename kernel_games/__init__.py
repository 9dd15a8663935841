"""Rules kernels for five board games; ``GAMES`` maps each game's id to its Game object.

>>> from kernel_games import GAMES
>>> sorted(GAMES)
['noli', 'vaalbara']
"""

from .core import Game
from .noli import NOLI
from .vaalbara import VAALBARA

GAMES: dict[str, Game] = {g.id: g for g in (VAALBARA, NOLI)}

__all__ = ["GAMES"]
