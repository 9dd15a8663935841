"""The kernel contract: Game, its Flow, Action, Event, Result, Match, bots, lessons, rulebooks, bilingual text."""

from .bot_contract import Bot, BotKind
from .bots import GreedyBot, RandomBot, SearchBot, bot_kinds, decide, play_out
from .errors import FormatError, GameError, IllegalAction, OptionError, SaveError
from .flow import Flow, FlowError, Module, Phase, ScorePart, Step, listed, nobody, seat, waiting
from .game import Facts, Functions, Game
from .game_record import Card, GameRecord, Notebook, Seating
from .lesson import Chapter, Feedback, Lesson, attempt, solutions
from .match import Match, Played
from .records import Action, Event, Option, Player, Result, ScoreRow, View
from .replay import Replay
from .rulebook import Rule, Rulebook, load_rulebook
from .state import game_state
from .text import LANGS, Lang, Text, join

__all__ = [
    "Action", "Bot", "BotKind", "Card", "Chapter", "Event", "Facts", "Feedback", "FormatError",
    "Flow", "FlowError", "Functions", "Game", "GameError", "GameRecord", "GreedyBot", "IllegalAction",
    "LANGS", "Lang", "Lesson", "Match", "Module", "Notebook", "Option", "OptionError", "Phase", "Played", "Player", "RandomBot",
    "Replay", "Result", "Rule", "Rulebook", "SaveError", "ScorePart", "ScoreRow", "SearchBot", "Seating", "Step", "Text", "View",
    "attempt", "bot_kinds",
    "decide", "game_state",
    "join", "listed", "load_rulebook", "nobody", "play_out", "seat", "solutions", "waiting",
]
