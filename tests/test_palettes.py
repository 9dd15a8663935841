"""One palette per game (widgets/boards/palettes.py): a player, a land or a rule has the same colour on the board (wide
and narrow), in the score chart and in the analysis charts; every player also has a shape of their own; the colours
are Okabe-Ito's, and a clan named for a colour wears it."""

from __future__ import annotations

import random

import pytest

from kernel_games import GAMES
from kernel_games.core import LANGS, GreedyBot, RandomBot, play_out
from kernel_games.vaalbara.components import CLANS, LAND_NAMES
from widgets.analysis import Analysis
from widgets.boards import board_for
from widgets.boards.palettes import OKABE_ITO, palette_for, seat_marks
from widgets.charts import score_breakdown
from widgets.i18n import Language

GAME_IDS = sorted(GAMES)
COUNTS = [(gid, n) for gid in GAME_IDS for n in GAMES[gid].facts.player_counts]


def is_tint_of(fill: str, colour: str) -> bool:
    """Whether ``fill`` is ``colour`` itself or mixed with white (the same share of white in every channel)."""
    if not (isinstance(fill, str) and fill.startswith("#") and len(fill) == 7):
        return False
    a = [int(fill[i:i + 2], 16) for i in (1, 3, 5)]
    c = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    shares = [(x - y) / (255 - y) for x, y in zip(a, c, strict=True) if y != 255]
    return all(x >= y for x, y in zip(a, c, strict=True)) and max(shares) - min(shares) < 0.02


def positions(gid: str, n: int, count: int = 6) -> list:
    """A few positions of a seeded random game, the last one finished."""
    game = GAMES[gid]
    state, rng, out = game.setup(n, 5), random.Random(f"{gid}/{n}"), []
    while not game.is_over(state):
        p = rng.choice(list(game.to_act(state)))
        if rng.random() < 0.05 and len(out) < count:
            out.append(state)
        state, _ = game.apply(state, p, rng.choice(game.legal_actions(state, p)))
    return [*out, state]


def named(fig: dict, prefix: str) -> list[tuple[str, dict]]:
    return [(s["name"].split(":", 1)[1], s) for s in fig["layout"]["shapes"] if s.get("name", "").startswith(prefix)]


@pytest.mark.parametrize(("gid", "n"), COUNTS)
def test_every_player_has_an_okabe_ito_colour_and_a_shape_of_their_own(gid, n):
    marks = seat_marks(gid, n)
    assert len({m.colour for m in marks}) == n, f"{gid} {n}p: two players share a colour: {marks}"
    assert len({m.marker for m in marks}) == n and len({m.glyph for m in marks}) == n, f"{gid} {n}p: shapes repeat"
    assert all(m.colour in OKABE_ITO.values() for m in marks), f"{gid}: a player colour outside Okabe-Ito: {marks}"


def test_a_clan_named_for_a_colour_wears_it():
    for p, clan in enumerate(CLANS):
        word = clan.name.en.split()[0].lower()
        assert seat_marks("vaalbara", 5)[p].colour == OKABE_ITO[word], f"the {clan.name.en} is not {word}"


@pytest.mark.parametrize(("gid", "n"), COUNTS)
def test_the_board_draws_players_and_lands_in_the_palette_colours(gid, n):
    """Wide and narrow, every shape standing for a player wears that player's colour (or a tint of it for a fill), and
    every land card its land's colour."""
    game, board, pal = GAMES[gid], board_for(gid), palette_for(gid)
    seen = set()
    for state in positions(gid, n):
        view = game.view(state, 0)
        fig, _ = board.figure(view, "en", [], set())
        for drawing in (fig, fig["narrow"]):
            for who, shape in named(drawing, "player:"):
                colour = pal.seat(n, int(who)).colour
                assert shape["line"]["color"] == colour or is_tint_of(shape["fillcolor"], colour), \
                    f"{gid} {n}p: a shape of player {who} is drawn in {shape['fillcolor']}/{shape['line']['color']}"
                seen.add(int(who))
            for kind, shape in named(drawing, "land:"):
                assert shape["fillcolor"] == pal.components[kind], f"{gid}: a {kind} is {shape['fillcolor']}"
    assert seen == set(range(n)), f"{gid} {n}p: players {set(range(n)) - seen} have no shape of their colour"


@pytest.mark.parametrize(("gid", "n"), COUNTS)
def test_the_score_chart_marks_players_and_rules_as_the_board_does(gid, n):
    game = GAMES[gid]
    final, _ = play_out(game, game.setup(n, 2), {p: GreedyBot(game) if p % 2 else RandomBot() for p in range(n)},
                        random.Random(2))
    result = game.result(final)
    board_fig, _ = board_for(gid).figure(game.view(final, None), "en", [], set())
    board_colour = {int(who): s["line"]["color"] for who, s in named(board_fig, "player:")}
    for lang in LANGS:
        names = [game.player_name(final, p)(lang) for p in range(n)]
        fig = score_breakdown(game, result, names, lang)
        marks = next(t for t in fig["data"] if t.get("name") == "players")["marker"]
        assert marks["color"] == [board_colour[p] for p in range(n)], f"{gid}: the chart's players differ from the board's"
        assert len(set(marks["symbol"])) == n, f"{gid}: two players share a shape in the score chart"
        if gid == "vaalbara":
            for kind, name in LAND_NAMES.items():
                bars = [t for t in fig["data"] if t["type"] == "bar" and t["name"].startswith(name(lang))]
                assert all(t["marker"]["color"] == palette_for(gid).components[kind] for t in bars), \
                    f"{name.en} is another colour in the score chart than on the board"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_the_analysis_charts_use_the_game_palette(gid):
    """Land bars in their land's colour; a Noli chart (none shows a faction) wears no faction's colour."""
    game = GAMES[gid]
    a = Analysis(game, players=game.max_players, seats=["greedy"] * game.max_players, games=3, language=Language())
    a.analyse()
    pal = palette_for(gid)
    players = {m.colour for m in seat_marks(gid, game.max_players)}
    checked = 0
    for chart in a.charts:
        fig = chart.figure("en")
        for trace in fig["data"]:
            colours = (trace.get("marker") or {}).get("color")
            colours = colours if isinstance(colours, list | tuple) else [colours]
            if gid == "vaalbara":
                for kind, name in LAND_NAMES.items():
                    if str(trace.get("name", "")).endswith(name.en) and colours[0] is not None:
                        assert colours[0] == pal.components[kind], f"{chart.key}: {name.en} in {colours[0]}"
                        checked += 1
            else:
                assert not players & set(colours), f"{chart.key}: a series wears a faction's colour {colours}"
                checked += 1
    a.close()
    assert checked, f"no analysis chart of {gid} was checked"


def test_where_the_points_come_from_draws_each_land_rule_in_its_land_colour():
    """The generic points chart: a Vaalbara land's rule bar wears the land's colour, as on the board."""
    game = GAMES["vaalbara"]
    a = Analysis(game, players=4, seats=["greedy"] * 4, games=3, language=Language())
    a.analyse()
    pal = palette_for("vaalbara")
    fig = next(c for c in a.charts if c.key == "points").figure("en")
    bars = fig["data"][0]
    rules = {game.rule(r).title.en: r for r in pal.rules}
    seen = [(label, colour) for label, colour in zip(bars["y"], bars["marker"]["color"], strict=True) if label in rules]
    a.close()
    assert seen, "no land rule among the bars"
    assert all(colour == pal.rules[rules[label]].colour for label, colour in seen)
