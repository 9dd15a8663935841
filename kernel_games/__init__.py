"""Rules kernels for five board games; ``GAMES`` maps each game's id to its Game object.

>>> from kernel_games import GAMES
>>> sorted(GAMES)
['noli', 'vaalbara']
"""

from .core.registry import GAMES, register
from .noli import NOLI
from .vaalbara import VAALBARA

register(VAALBARA, NOLI)

__all__ = ["GAMES"]
