"""The kernel contract: Game, Action, Event, Result, Match, bots, rulebooks, bilingual text."""

from .bots import Bot, GreedyBot, RandomBot, bot_kinds, play_out
from .errors import GameError, IllegalAction, OptionError, SaveError
from .game import Action, Event, Game, Option, Player, Result, ScoreRow, View
from .match import Match, Step
from .rulebook import Rule, Rulebook, load_rulebook
from .text import LANGS, Lang, Text, join

__all__ = [
    "Action", "Bot", "Event", "Game", "GameError", "GreedyBot", "IllegalAction", "LANGS", "Lang", "Match",
    "Option", "OptionError", "Player", "RandomBot", "Result", "Rule", "Rulebook", "SaveError", "ScoreRow",
    "Step", "Text", "View", "bot_kinds", "join", "load_rulebook", "play_out",
]
