"""Multi-part choices never leave the player stuck (issue 31, item 3), for every game.

A board spot that stands for several actions (a Blue Moon City card or box, a Via Nebula site, a Buru area, a Vaalbara
land) is the first part of a choice. After a click on it, either the choice narrows and at least one outlined spot
goes on from it — every outlined spot leading to a legal action, every other spot refused with the rule it breaks — or,
when none of its actions is legal, the click is refused at once with the rule it breaks, nothing narrowed. A message
that asks to pick an outlined choice is shown only while one is outlined. The board's own controls (Blue Moon City's
and Via Nebula's choosers, Buru's area and explorer, Noli's bids) answer every press: a legal move, or a refusal with
its rule, never nothing.

Checked through the board panel (``widgets/panel.py``) as the table and the walkthrough use it, on the positions of
every game's walkthrough and on sampled positions of the seeded play-outs (``tests/playouts.py``): a few per game by
default, every fourth position of every play-out under ``KG_DEEP=1``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest

from kernel_games import GAMES
from kernel_games.core import Action, Game, IllegalAction
from tests.option_sets import DEEP
from tests.playouts import FIRST_PLAYOUTS, PLAYOUTS, playout
from widgets.boards import board_for
from widgets.lesson import Walkthrough
from widgets.panel import BoardPanel, T

DEPTH = 3  # clicks followed after the first: no game's choice has more parts
SAMPLES = 12  # play-out positions per game by default (spread over its first play-out at the defaults)


class Seat:
    """A player at the board: the panel submits to the rules, as the table does (legal: played; illegal: explained).

    The board is drawn once per set of targets (a click made again on a fresh board draws what it drew before) and
    not sent to a browser: what is checked is what the panel offers and answers."""

    def __init__(self, game: Game, state: Any, player: int) -> None:
        self.game, self.state, self.player = game, state, player
        self.legal = set(game.legal_actions(state, player))
        self.view, self.tries = game.view(state, player), game.tries(state, player)
        self.panel = BoardPanel(game, self.submit)
        self.previews = self.panel._previews(self.view, self.legal)
        spec, drawn = self.panel.spec, {}

        def figure(view: Any, lang: str, tries: list[Action], legal: set[Action]) -> tuple[dict, dict]:
            key = (lang, tuple(tries))
            if key not in drawn:
                drawn[key] = spec.figure(view, lang, tries, legal)
            return drawn[key]

        self.panel.spec = dataclasses.replace(spec, figure=figure)
        self.panel.board.show = lambda figure, legal=None: None  # nothing here reads the browser's copy of the figure
        self.played: list[Action] | None = None
        self.refused: IllegalAction | None = None

    def submit(self, actions: list[Action]) -> None:
        try:
            self.game.apply_all(self.state, self.player, actions)
            self.played = list(actions)
        except IllegalAction as err:
            self.refused = err
            self.panel.explain(err)

    def fresh(self, path: list[str]) -> None:
        """The board drawn anew, then ``path`` clicked in order."""
        self.panel.reset()
        self.panel.show(self.view, self.tries, self.legal, previews=self.previews)
        for key in path:
            self.played, self.refused = None, None
            self.panel.click(key)

    def outlined(self) -> list[str]:
        """The spots drawn now that stand for a legal action (the board outlines exactly those)."""
        return [k for k, acts in self.panel.clicks.items() if any(a in self.legal for a in acts)]


def stuck(game: Game, state: Any, player: int) -> list[str]:
    """Every way a multi-part choice in ``state`` leaves ``player`` stuck, as "clicks: what went wrong"."""
    seat = Seat(game, state, player)
    try:
        seat.fresh([])
        return [p for key, acts in seat.panel.clicks.items() if len(acts) > 1 for p in follow(seat, [key], DEPTH)]
    finally:
        seat.panel.close()


def follow(seat: Seat, path: list[str], depth: int, outlined: bool = False) -> list[str]:
    """Click ``path`` on a fresh board and check what the last click did (``outlined``: an outlined spot of a narrowed
    choice, which must lead to a legal action); go on into a narrowed choice."""
    seat.fresh(path)
    where = " → ".join(path)
    text, kind, rule = seat.panel._message
    if seat.played is not None:
        return []  # apply_all took it: legal
    if seat.refused is not None:
        problems = [f"{where}: an outlined spot is refused ({seat.refused.rule})"] if outlined else []
        if seat.panel.narrowed is not None:
            problems.append(f"{where}: refused, but the choice stays narrowed")
        if kind != "error" or rule != seat.refused.rule:
            problems.append(f"{where}: refused without its rule on the message line ({kind}, {rule})")
        return problems
    narrowed = seat.panel.narrowed
    if narrowed is None:
        return [f"{where}: neither played, refused nor narrowed ({kind}: {text.en!r})"]
    if text != T["narrow"]:
        return [f"{where}: narrowed without saying so ({text.en!r})"]
    clicks = seat.panel.clicks
    onward = [k for k in seat.outlined() if set(clicks[k]) != set(narrowed)]
    if not onward:
        return [f"{where}: 'pick one of the outlined choices', but no outlined spot goes on from {narrowed}"]
    if depth == 0:
        return [f"{where}: still narrowing after {DEPTH + 1} clicks"]
    spots = [k for k, acts in clicks.items() if acts and set(acts) != set(narrowed)]  # not a hover-only spot
    return [p for k in spots for p in follow(seat, [*path, k], depth - 1, k in onward)]


# ---- the positions checked ------------------------------------------------------------------------------------------
def lesson_positions(game: Game) -> Iterator[tuple[str, Any, int]]:
    """Each walkthrough step that asks the learner to act: its scenario, for its viewer."""
    for i, lesson in enumerate(game.lessons()):
        state = lesson.scenario()
        if lesson.acts and lesson.viewer in game.to_act(state):
            yield f"step {i + 1} {lesson.key}", state, lesson.viewer


def playout_positions(gid: str) -> Iterator[tuple[str, Any, int]]:
    """Positions of the game's play-outs and the players due there: by default ``SAMPLES`` spread over the first
    play-out at the defaults; under KG_DEEP every fourth position of every play-out."""
    cases = [c for c in (PLAYOUTS if DEEP else FIRST_PLAYOUTS) if c[0] == gid]
    for case in cases if DEEP else cases[:1]:
        po = playout(*case)
        last = len(po.states) - 2
        picks = range(0, last + 1, 4) if DEEP else sorted({round(last * k / (SAMPLES - 1)) for k in range(SAMPLES)})
        for i in picks:
            for p in po.game.to_act(po.states[i]):
                yield f"{case} position {i}", po.states[i], p


@pytest.mark.parametrize("gid", list(GAMES))
def test_no_walkthrough_step_leaves_a_choice_stuck(gid: str) -> None:
    game = GAMES[gid]
    problems = [f"{where}: {p}" for where, state, p0 in lesson_positions(game) for p in stuck(game, state, p0)]
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("gid", list(GAMES))
def test_no_played_position_leaves_a_choice_stuck(gid: str) -> None:
    game = GAMES[gid]
    problems = [f"{where}: {p}" for where, state, p0 in playout_positions(gid) for p in stuck(game, state, p0)]
    assert not problems, "\n".join(problems[:20])


# ---- the board's own controls ---------------------------------------------------------------------------------------
def parts(widget: Any) -> Iterator[Any]:
    """``widget`` and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from parts(child)


def settings(choice: Any) -> list[Any]:
    """Values to set a chooser to: every option of a short list, a spread of a long one or of a slider."""
    if isinstance(choice, w.IntSlider):
        values = list(range(choice.min, choice.max + 1))
    else:
        values = list(choice._options_values)
    step = max(1, len(values) // 8)
    return [*values[::step], values[-1]]


def unanswered(game: Game, state: Any, player: int) -> list[str] | None:
    """Every setting of the board's controls for ``player`` in ``state`` whose button submits nothing, or something
    the rules refuse without a rule of theirs; None when the board shows no controls there."""
    spec = board_for(game.id)
    legal = set(game.legal_actions(state, player))
    if spec.controls is None or not legal:
        return None
    sent: list[list[Action]] = []
    box = spec.controls(game.view(state, player), "en", legal, sent.append)
    if box is None:
        return None
    known = {*game.rulebook.ids(), *game.core_rulebook.ids()}
    widgets = list(parts(box))
    choices = [x for x in widgets if isinstance(x, w.Dropdown | w.ToggleButtons | w.IntSlider) and not x.disabled]
    buttons = [x for x in widgets if isinstance(x, w.Button)]
    problems = []
    try:
        for choice in choices:
            for value in settings(choice):
                choice.value = value
                for button in buttons:
                    sent.clear()
                    label = button.description
                    button.click()
                    if not sent and button.description != label:
                        button.click()  # the button turned into a question (Noli's "Yes, bid nothing"): answer it
                    where = f"{choice.description or type(choice).__name__} = {value!r}, {label!r}"
                    if not sent or not sent[0]:
                        problems.append(f"{where}: nothing happens")
                        continue
                    try:
                        game.apply_all(state, player, sent[0])
                    except IllegalAction as err:
                        if err.rule not in known:
                            problems.append(f"{where}: refused citing {err.rule!r}, no rule of the game")
    finally:
        for x in widgets:
            x.close()
    return problems


@pytest.mark.parametrize("gid", [gid for gid in GAMES if board_for(gid).controls is not None])
def test_every_setting_of_the_boards_controls_is_answered(gid: str) -> None:
    game = GAMES[gid]
    answers = {f"{where}, seat {p}": unanswered(game, state, p)
               for where, state, p in [*lesson_positions(game), *playout_positions(gid)]}
    assert any(a is not None for a in answers.values()), "no position checked shows the board's controls"
    problems = [f"{where}: {p}" for where, found in answers.items() for p in found or ()]
    assert not problems, "\n".join(problems[:20])


# ---- the cases of the issue -----------------------------------------------------------------------------------------
def lesson_index(game: Game, key: str) -> int:
    return next(i for i, lesson in enumerate(game.lessons()) if lesson.key == key)


def test_blue_moon_city_a_card_of_the_wrong_colour_is_refused_at_once() -> None:
    """The walkthrough's first payment (lay a Vulca 2 on the black 4 box): a card no box here takes is refused at
    the first click with the rule it breaks, and nothing is left narrowed; a card that fits narrows to the boxes."""
    game = GAMES["blue_moon_city"]
    walk = Walkthrough(game, start=lesson_index(game, "contribute"))
    try:
        legal = set(game.legal_actions(walk.state, walk.lesson.viewer))
        cards = {k: acts for k, acts in walk.panel.clicks.items() if k.startswith("hand:")}
        wrong = next(k for k, acts in cards.items() if len(acts) > 1 and not legal & set(acts))
        walk.panel.click(wrong)
        text, kind, rule = walk.panel._message
        assert walk.panel.narrowed is None and kind == "error" and rule == "blue_moon_city.contribute.pay", text
        assert "colour of the boxes here" in text.en and "ここのマスの色" in text.ja
        assert game.rule(rule).title.en in walk.message.value or game.rule(rule).title.ja in walk.message.value
        assert not walk.solved and walk.events == []
        fits = next(k for k, acts in walk.panel.clicks.items() if k.startswith("hand:") and legal & set(acts))
        walk.panel.click(fits)
        assert walk.panel._message[0] == T["narrow"]
        boxes = [k for k, acts in walk.panel.clicks.items() if k.startswith("box:") and legal & set(acts)]
        assert boxes, "the boxes the card can go on are outlined"
    finally:
        walk.close()


def test_buru_a_placement_the_rules_refuse_is_answered() -> None:
    """Buru's chooser (an area, then an explorer) submits whatever pair is chosen, one outside the moves it was
    built for too: the table plays it or refuses it with its rule, and the button never does nothing."""
    from kernel_games.buru.actions import Place

    game = GAMES["buru"]
    state = game.setup(3, 5, {})
    p = game.to_act(state)[0]
    places = [a for a in game.legal_actions(state, p) if isinstance(a, Place)]
    assert len({a.area for a in places}) > 1 and len({a.power for a in places}) > 1
    left_out = places[-1]  # the chooser offers its area and its power, but not the pair
    sent: list[list[Action]] = []
    box = board_for("buru").controls(game.view(state, p), "en", set(places[:-1]), sent.append)
    widgets = list(parts(box))
    area, power = (x for x in widgets if isinstance(x, w.ToggleButtons))
    area.value, power.value = left_out.area, left_out.power
    next(x for x in widgets if isinstance(x, w.Button)).click()
    assert sent == [[left_out]]
    for x in widgets:
        x.close()
