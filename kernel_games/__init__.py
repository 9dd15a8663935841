"""Rules kernels for five board games; ``GAMES`` maps each game's id to its Game object.

>>> from kernel_games import GAMES
>>> sorted(GAMES)
['vaalbara']
"""

from .core import Game
from .vaalbara import VAALBARA

GAMES: dict[str, Game] = {g.id: g for g in (VAALBARA,)}

__all__ = ["GAMES"]
