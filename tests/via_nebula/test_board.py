"""Via Nebula's board without a browser: every legal action can be played by clicking the board (a click standing
for several narrows the choice, as the panel does) and shows its preview; a transport is drawn along its path of
empty meadows; the fog one may explore is marked; a ruin is two half sites at 3-4 players; the effect to use is
named with a Skip chip; a hand is seen only by its owner; both boards draw at 2-4 players in both languages, wide
and narrow, with the same targets; the choosers list every move they stand in for."""

from __future__ import annotations

import html
import random
import re

import pytest

from kernel_games.via_nebula import VIA_NEBULA as G
from kernel_games.via_nebula import bots, paths
from kernel_games.via_nebula.actions import SITE, Explore, Pass, Skip, Swap, Transport, Use
from kernel_games.via_nebula.bots import PlannerBot
from kernel_games.via_nebula.components import CONTRACTS, WHEAT, WOOD
from kernel_games.via_nebula.maps import BOARDS
from kernel_games.via_nebula.narration import contract_name, hex_name
from kernel_games.via_nebula.state import EFFECT
from tests.board_checks import reachable
from tests.via_nebula.helpers import FOG, MEADOW, RUIN, blank, chain, check, heap, near, of, site, tiles, turn_of
from widgets.boards import board_for
from widgets.boards.via_nebula.figure import PX, R
from widgets.boards.via_nebula.hexmap import Geo
from widgets.boards.via_nebula.look import EXPLORE
from widgets.ui import close_all

BOARD = board_for("via_nebula")
DRAWN = BOARD.figure.drawn  # type: ignore[attr-defined]  # drawn(view, lang, tries, legal, narrow)
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
CASES = [(n, b) for n in (2, 3, 4) for b in ("beginner", "expert")]


def positions(n: int, board: str, seed: int = 3, every: int = 5) -> list:
    """Every few positions of a game the planner bots play (effects and transports come up)."""
    s, rng, out = G.setup(n, seed, {"board": board}), random.Random(seed), []
    bot = PlannerBot(G)
    for k in range(600):
        if G.is_over(s):
            break
        p = G.to_act(s)[0]
        if k % every == 0 or s.step == EFFECT:
            out.append(s)
        s, _ = G.apply(s, p, bot.choose(G.view(s, p), G.legal_actions(s, p), rng))
    return out


def hovers(fig: dict) -> dict[str, str]:
    targets = next(t for t in fig["data"] if t.get("name") == "targets")
    return {k: html.unescape(re.sub(r"<[^>]+>", "", h.replace("<br>", ""))) for k, h in
            zip(targets["customdata"], targets["hovertext"], strict=True) if k}


def words(fig: dict) -> str:
    return " ".join(map(str, fig["data"][0]["text"]))


@pytest.mark.parametrize(("n", "board"), CASES)
def test_every_legal_action_can_be_played_from_the_board_with_its_preview(n: int, board: str) -> None:
    checked = 0
    for s in positions(n, board):
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        view = G.view(s, p)
        tried = G.tries(s, p)
        missing = set(legal) - reachable(BOARD, view, legal, tried)
        assert not missing, f"{n}p {board}: no way to click {sorted(map(repr, missing))[:5]}"
        fig, clicks = BOARD.figure(view, "en", tried, set(legal))
        shown = hovers(fig)
        for key, actions in clicks.items():
            for a in actions:
                if a in legal:
                    assert G.preview(view, a).en in shown[key], f"{key} hides the preview of {a!r}"
                else:
                    assert not actions[1:], f"{key}: an illegal try is clicked alone, to be explained"
        checked += 1
    assert checked > 10


def _transport_scene():
    """Blue's site on a ruin R, reached from resources on meadow M through an explored fog X (M → X → R), and from
    resources on a second meadow next to X or R."""
    s = blank(2)
    r, x, m = chain(s)
    s = turn_of(heap(tiles(s, x), m, WOOD, 3), 0)
    other = next(h for h in (*near(s, r), *near(s, x)) if h != m and BOARDS[s.board].terrain[h] == MEADOW)
    s = site(heap(s, other, WHEAT, 2), r, 0)
    return check(s), r, x, m


def _points(shape: dict) -> list[tuple[float, float]]:
    return [tuple(map(float, p.split(","))) for p in re.findall(r"-?[\d.]+,-?[\d.]+", shape["path"])]


def test_a_transport_is_drawn_along_its_path_and_a_click_narrows_to_it() -> None:
    """action.transport_path: the line runs from the resources through the empty meadows to the site; a click on
    the site draws only its transports, thick, and a click on their resources plays one."""
    s, r, x, m = _transport_scene()
    move = Transport(m, 2 * r)
    legal = G.legal_actions(s, 0)
    assert move in legal
    view = G.view(s, 0)
    assert paths.sources(bots.board(view), r)[m] == [x]
    geo = Geo(s.board, 0.5, -0.5, R, PX)

    def through(fig: dict, width: float) -> list[dict]:
        """The lines of that width passing through the centres of M and X."""
        height = fig["layout"]["yaxis"]["range"][1]
        lines = [sh for sh in fig["layout"]["shapes"] if sh["type"] == "path" and sh["line"]["width"] == width]
        centres = [(geo.centre(h)[0], geo.centre(h)[1] + height) for h in (m, x)]
        return [sh for sh in lines if all(any(abs(a - cx) < 0.01 and abs(b - cy) < 0.01 for a, b in _points(sh))
                                           for cx, cy in centres)]

    fig, clicks = DRAWN(view, "en", legal, set(legal))
    assert through(fig, 2), "an offered transport is drawn (thin) along its path"
    assert move in clicks[f"hex:{m}"] and move in clicks[f"site:{2 * r}"]
    into = clicks[f"site:{2 * r}"]
    assert len(into) == 2
    fig, narrowed = DRAWN(view, "en", into, set(legal))  # after the click on the site
    assert through(fig, 4.5), "the chosen site's transports are drawn thick"
    assert narrowed[f"hex:{m}"] == [move], "the second click, on the resources, plays the transport"


def _explorer() -> object:
    """Blue's craftsman on resources next to fog: the fog around it may be explored (action.explore)."""
    s = blank(2)
    m = next(h for h in of(s, MEADOW) if any(BOARDS[s.board].terrain[x] == FOG for x in near(s, h)))
    return turn_of(heap(s, m, WOOD, 2, owner=0), 0)


def test_the_fog_one_may_explore_is_outlined_and_marked() -> None:
    s = _explorer()
    legal = G.legal_actions(s, 0)
    fogs = [a for a in legal if isinstance(a, Explore)]
    assert fogs
    fig, _ = DRAWN(G.view(s, 0), "en", legal, set(legal))
    dashed = [sh for sh in fig["layout"]["shapes"] if sh["line"].get("dash") == "dash"
              and sh["line"]["color"] == EXPLORE]
    assert len(dashed) == len(fogs) + 1, "one dashed green hexagon per hex one may explore, and the legend's"


def test_a_ruin_takes_two_half_sites_at_three_players_and_one_site_at_two() -> None:
    """action.half_sites: at 3-4 players each half of a ruin is its own site (a, b), any owners."""
    s3 = blank(3)
    r = of(s3, RUIN)[0]
    s3 = turn_of(site(site(s3, r, 1, half=0), r, 2, half=1), 0)
    view = G.view(s3, 0)
    fig, _ = DRAWN(view, "en", [], set())
    name = hex_name(s3.board, r)
    shown = hovers(fig)
    text = BOARD.text(view, "en")
    assert f"{name}a" in text and f"{name}b" in text and "Brown" in text and "White" in text
    assert f"site:{2 * r}" not in shown  # no action on it: a hover, no key
    targets = next(t for t in fig["data"] if t["name"] == "targets")
    here = [h for h in targets["hovertext"] if f"Site {name}a" in h]
    assert len(here) == 2, "each half is its own spot"
    s2 = turn_of(site(blank(2), r, 1), 0)
    text2 = BOARD.text(G.view(s2, 0), "en")
    assert f"{name} " in text2 and f"{name}a" not in text2 and f"{name}b" not in text2


def test_a_contracts_effect_is_named_with_its_choices_and_a_skip_chip() -> None:
    """action.effect: the Store (neutral.store) offers a menu when one site holds two kinds."""
    s = blank(3)
    r = of(s, RUIN)[0]
    s = site(s, r, 0, res=(1, 1, 0, 0, 0))
    s = s.copy()
    s.step, s.effect, s.effect_left = EFFECT, "neutral.store", 1
    s = check(s)
    legal = G.legal_actions(s, 0)
    swaps = [a for a in legal if isinstance(a, Swap)]
    assert swaps and all(a.where == SITE for a in swaps)
    view = G.view(s, 0)
    fig, clicks = DRAWN(view, "en", legal, set(legal))
    assert "Effect: Store" in words(fig)
    assert clicks["skip"] == [Skip()]
    assert all(clicks.get("pick:" + ":".join(["Swap", *map(str, (a.where, a.index, a.give, a.take))])) == [a]
               for a in swaps), "a chip per way to use the Store"
    assert "wheat → clay" in words(fig)
    fig_ja, _ = DRAWN(view, "ja", legal, set(legal))
    assert f"効果: {CONTRACTS[next(c for c in range(len(CONTRACTS)) if CONTRACTS[c].key == 'store')].name.ja}" in \
        words(fig_ja).replace("<br>", "")


def test_use_and_pass_are_chips_on_the_board() -> None:
    s = blank(2)
    s = s.copy()
    s.step, s.effect = EFFECT, "neutral.distillery"
    s = check(s)
    legal = G.legal_actions(s, 0)
    _, clicks = DRAWN(G.view(s, 0), "en", legal, set(legal))
    assert clicks["use"] == [Use()] and clicks["skip"] == [Skip()]
    _, clicks = DRAWN(G.view(s, 0), "en", [Pass()], {Pass()})
    assert clicks["pass"] == [Pass()]


def test_a_hand_is_seen_by_its_owner_only() -> None:
    s = G.setup(3, 8)
    mine = [contract_name(c).en for c in s.hands[0]]
    own = words(DRAWN(G.view(s, 0), "en", [], set())[0])
    assert all(name in own for name in mine) and "Your contracts (2)" in own
    others = [BOARD.figure(G.view(G.redeal_hidden(s, 1, seed), 1), "en", [], set())[0] for seed in range(6)]
    assert all(f == others[0] for f in others), "another player's page is the same whatever Blue holds"
    spectator = G.view(s, None)
    assert "Spectator view" in words(DRAWN(spectator, "en", [], set())[0])
    assert "Your contracts" not in BOARD.text(spectator, "en")


@pytest.mark.parametrize(("n", "board"), CASES)
def test_both_boards_draw_in_both_languages_wide_and_narrow(n: int, board: str) -> None:
    s = positions(n, board, every=40)[-1]
    p = G.to_act(s)[0]
    legal = G.legal_actions(s, p)
    for lang in ("ja", "en"):
        fig, clicks = BOARD.figure(G.view(s, p), lang, legal, set(legal))
        narrow = {"data": fig["narrow"]["data"], "layout": fig["narrow"]["layout"]}
        assert hovers(narrow) == hovers(fig), "the phone board has the same targets"
        for drawing in (fig, narrow):
            text = words(drawing)
            assert bool(CJK.search(text)) == (lang == "ja"), f"{lang} board in the other language: {text[:200]}"
            labels = [hex_name(board, h) for h in range(len(BOARDS[board].coords))]
            if drawing is fig:
                assert all(label in text for label in labels), "every hex shows its grid label"
            else:  # a phone's hex is too small for its name beside its contents at 11 px: its hover names it
                tips = " ".join(hovers_all(drawing))
                assert all(f"{label} — " in tips for label in labels), "every hex names its grid label on hover"
        assert clicks
        assert bool(CJK.search(BOARD.text(G.view(s, p), lang))) == (lang == "ja")


def test_the_choosers_list_every_move_with_its_label_and_leave_skip_a_button() -> None:
    s = _explorer()
    legal = G.legal_actions(s, 0)
    assert all(BOARD.covered(a) for a in legal)
    played: list = []
    box = BOARD.controls(G.view(s, 0), "en", set(legal), played.extend)
    lists = [x for row in box.children[1:] for x in row.children if type(x).__name__ == "Dropdown"]
    assert sum(len(x.options) for x in lists) == len(legal)
    explore = next(x for x in lists if x.description.startswith("Explore"))
    fog = next(a for a in legal if isinstance(a, Explore))
    explore.value = next(v for label, v in explore.options if label == f"Explore {hex_name(s.board, fog.hex)}")
    go = next(x for x in box.children[1 + lists.index(explore)].children if type(x).__name__ == "Button")
    go.click()
    assert played == [fog]
    close_all([box])
    assert not BOARD.covered(Skip()) and not BOARD.covered(Pass()) and not BOARD.covered(Use())
    assert BOARD.controls(G.view(s, None), "en", set(legal), played.extend) is None


def test_a_meadow_tile_is_meadow_outlined_in_its_layers_colour() -> None:
    s = blank(2)
    fog = next(h for h in of(s, FOG) if any(s.token[x] >= 0 for x in near(s, h)))
    s = tiles(s, fog, p=1)
    fig, _ = DRAWN(G.view(s, 0), "en", [], set())
    meadows = [sh for sh in fig["layout"]["shapes"] if sh.get("name") == "land:meadow"]
    assert len(meadows) == len(of(s, MEADOW)) + 1
    assert any(sh["line"]["color"] == "#D55E00" and sh["line"]["width"] == 2.5 for sh in fig["layout"]["shapes"])
    assert "Meadow tile laid by Brown (was fog)" in " ".join(hovers_all(fig))


def hovers_all(fig: dict) -> list[str]:
    targets = next(t for t in fig["data"] if t.get("name") == "targets")
    return [html.unescape(re.sub(r"<[^>]+>", " ", h)) for h in targets["hovertext"]]


def test_wheat_card_chips_are_drawn_in_the_resources_colours() -> None:
    s = G.setup(2, 5)
    c = next(c for c in s.display if CONTRACTS[c].needs)
    fig, _ = DRAWN(G.view(s, 0), "en", [], set())
    fills = {sh["fillcolor"] for sh in fig["layout"]["shapes"] if sh["type"] == "rect"}
    from kernel_games.via_nebula.components import RESOURCES

    assert {RESOURCES[k].hex for k in CONTRACTS[c].needs} <= fills
    assert RESOURCES[WHEAT].hex in fills  # the stock's wheat chip


def test_a_click_on_an_illegal_try_is_explained_with_its_rule_and_changes_nothing() -> None:
    """A petrified forest far from Blue's pieces: exploring it is refused (action.explore), the game unchanged."""
    from widgets.i18n import Language
    from widgets.table import GameTable

    t = GameTable(G, players=2, seats=["human", "planner"], seed=1, bot_delay=0, language=Language())
    try:
        assert t.acting_human() == 0
        forest = 1  # C1 on the beginner side, next to tokens only
        assert BOARDS["beginner"].terrain[forest] == "forest"
        before = t.match.view(0)
        assert t.panel.clicks[f"hex:{forest}"] == [Explore(forest)]
        t.panel.click(f"hex:{forest}")
        shown = re.sub(r"<[^>]+>", "", t.message.value)
        assert G.rule("via_nebula.action.explore").title.ja in shown
        assert t.match.view(0) == before
    finally:
        t.close()
