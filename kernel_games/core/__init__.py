"""The kernel contract: Game, Action, Event, Result, Match, bots, lessons, rulebooks, bilingual text."""

from .bots import Bot, GreedyBot, RandomBot, bot_kinds, play_out
from .errors import GameError, IllegalAction, OptionError, SaveError
from .game import Action, Event, Game, Option, Player, Result, ScoreRow, View
from .lesson import Feedback, Lesson, attempt, solutions
from .match import Match, Step
from .rulebook import Rule, Rulebook, load_rulebook
from .text import LANGS, Lang, Text, join

__all__ = [
    "Action", "Bot", "Event", "Feedback", "Game", "GameError", "GreedyBot", "IllegalAction", "LANGS", "Lang",
    "Lesson", "Match", "Option", "OptionError", "Player", "RandomBot", "Result", "Rule", "Rulebook", "SaveError",
    "ScoreRow", "Step", "Text", "View", "attempt", "bot_kinds", "join", "load_rulebook", "play_out", "solutions",
]
