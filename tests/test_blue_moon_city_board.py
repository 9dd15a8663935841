"""Blue Moon City's board without a browser: every legal action can be played by clicking the board (a click that
stands for several narrows the choice, as the panel does), reachable tiles and payable boxes are outlined, the
payment being laid is shown, crystal values reach only their owner, a spectator sees no hand, the phone layout's
texts do not run into each other, and every word exists in both languages."""

from __future__ import annotations

import random

import pytest

from kernel_games.blue_moon_city import BLUE_MOON_CITY as G
from kernel_games.blue_moon_city.actions import DragonFly, DragonMove, FlitFly, Offer, OfferAgain, Pay, Recolour, Walk
from kernel_games.blue_moon_city.components import CELLS, CENTRE, DISTANCE, TILE_INDEX, TILES, card
from kernel_games.blue_moon_city.scenes import cell_of, crystals, deal, dragon, fresh
from kernel_games.blue_moon_city.state import BUILD
from kernel_games.core import GreedyBot, RandomBot
from tests.board_checks import NARROW_PX, WIDE_PX, boxes, problems, reachable
from widgets.boards import board_for
from widgets.boards.blue_moon_city.city import Grid
from widgets.boards.blue_moon_city.city import _tile_hover as tile_hover
from widgets.boards.blue_moon_city.figure import TILE
from widgets.boards.blue_moon_city.look import KIT
from widgets.boards.blue_moon_city.narrow import figure as phone
from widgets.boards.blue_moon_city.targets import BUTTONS
from widgets.ui import close_all

BOARD = board_for("blue_moon_city")
DRAWN = BOARD.figure.drawn  # type: ignore[attr-defined]  # drawn(view, lang, tries, legal, narrow)
VULCA_1, VULCA_2, FLIT_1 = card(0, 1), card(0, 2), card(3, 1)


def positions(n: int, seed: int, every: int = 7) -> list:
    """Every few positions of a game played by a greedy and a random bot."""
    s, rng, out = G.setup(n, seed), random.Random(seed), []
    bots = [GreedyBot(G) if p % 2 else RandomBot() for p in range(n)]
    for k in range(3000):
        if G.is_over(s):
            break
        p = G.to_act(s)[0]
        if k % every == 0:
            out.append(s)
        s, _ = G.apply(s, p, bots[p].choose(G.view(s, p), G.legal_actions(s, p), rng))
    return out


def finished(n: int, seed: int):
    """A game played to its end by greedy bots."""
    s, rng = G.setup(n, seed), random.Random(seed)
    bot = GreedyBot(G)
    while not G.is_over(s):
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, bot.choose(G.view(s, p), G.legal_actions(s, p), rng))
    return s


def clickable(state, p: int) -> None:
    legal = G.legal_actions(state, p)
    missing = {a for a in legal if not isinstance(a, BUTTONS)} - reachable(BOARD, G.view(state, p), legal, legal)
    assert not missing, f"no way to click {sorted(map(repr, missing))[:5]}"


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_every_legal_action_can_be_played_from_the_board(n: int, seed: int) -> None:
    checked = 0
    for s in positions(n, seed):
        p = G.to_act(s)[0]
        clickable(s, p)
        checked += 1
    assert checked > 10


def _two_ways() -> tuple:
    """Orange on the Courtyard with Flit 1 and both Vulca dragon cards, the red dragon in the city."""
    s = fresh(3)
    deal(s, 0, [VULCA_1, VULCA_2, FLIT_1, card(1, 3), card(2, 2), card(4, 1), card(6, 1), card(7, 2)])
    dragon(s, 0, "fire_temple")
    assert G.invariants(s) == []
    return s, G.legal_actions(s, 0)


def test_a_tile_or_dragon_slot_standing_for_two_moves_opens_a_menu_of_both() -> None:
    s, legal = _two_ways()
    clickable(s, 0)
    view = G.view(s, 0)
    _, clicks = BOARD.figure(view, "en", legal, set(legal))
    near = CELLS.index((1, 1))
    assert set(clicks[f"cell:{near}"]) == {Walk(near), FlitFly(near)}
    assert set(clicks[f"dragon:0:{near}"]) == {DragonFly(0, near), DragonMove(0, near)}
    fig, narrowed = BOARD.figure(view, "en", clicks[f"cell:{near}"], set(legal))
    assert narrowed[f"walk:{near}"] == [Walk(near)] and narrowed[f"fly:{near}"] == [FlitFly(near)]
    words = " ".join(map(str, fig["data"][0]["text"]))
    assert "Walk (2)" in words and "Fly (Flit 1)" in words
    _, narrowed = BOARD.figure(view, "en", clicks[f"dragon:0:{near}"], set(legal))
    assert narrowed[f"dfly:0:{near}"] == [DragonFly(0, near)] and narrowed[f"dmove:0:{near}"] == [DragonMove(0, near)]


def test_card_moves_are_chosen_on_the_board_or_from_one_list_instead_of_a_hundred_buttons() -> None:
    s, legal = _two_ways()
    card_moves = [a for a in legal if isinstance(a, FlitFly | DragonFly | DragonMove)]
    assert len(card_moves) > 40 and all(BOARD.covered(a) for a in card_moves)
    assert not any(BOARD.covered(a) for a in legal if isinstance(a, Walk))
    assert all(BOARD.covered(a) for a in legal if isinstance(a, Pay))  # cards to lay: the second list
    played: list = []
    box = BOARD.controls(G.view(s, 0), "en", set(legal), played.extend)
    moves = next(r for r in box.children if "kg-moves" in r._dom_classes)
    pick = next(x for x in moves.children[1].children if type(x).__name__ == "Dropdown")
    go = next(x for x in moves.children[1].children if type(x).__name__ == "Button")
    assert len(pick.options) == len(card_moves)
    assert any(label == "Vulca 1: fly the red dragon to the Mill" for label, _ in pick.options)
    pick.value = next(v for label, v in pick.options if label == "Flit 1: fly to the Mill")
    go.click()
    assert played == [FlitFly(cell_of(s, "mill"))]
    close_all([box])
    assert BOARD.controls(G.view(s, 1), "en", set(), played.extend) is None


def _outlined(fig: dict, width: float) -> list[dict]:
    return [sh for sh in fig["layout"]["shapes"] if sh["type"] == "rect" and sh["line"]["color"] == "#000000"
            and sh["line"]["width"] == width and sh["fillcolor"] == "rgba(0,0,0,0)"]


def test_reachable_tiles_and_payable_boxes_are_outlined() -> None:
    s = fresh(3)
    deal(s, 0, [card(1, 1), card(1, 2), card(1, 3), card(2, 3), card(5, 1), card(7, 1), card(7, 2), card(7, 3)])
    assert G.invariants(s) == []
    legal = G.legal_actions(s, 0)
    fig = DRAWN(G.view(s, 0), "en", legal, set(legal))[0]
    g, size = Grid(1.0, 87.2, TILE), TILE
    centres = {c: (g.cell(*CELLS[c])[0] + size.w / 2, g.cell(*CELLS[c])[1] - size.h / 2) for c in range(len(CELLS))}
    walked = {c for c, (x, y) in centres.items()
              for sh in _outlined(fig, 4) if abs((sh["x0"] + sh["x1"]) / 2 - x) < 0.5 and abs((sh["y0"] + sh["y1"]) / 2 - y) < 0.5}
    assert walked == {c for c in range(len(CELLS)) if 0 < DISTANCE[CENTRE][c] <= 2}
    # on the Earth Temple (red 5, 4, 3) with red 1+2+3, a Mimix and no Hoax: the 5 box cannot be paid, the 4 and 3 can
    s.figures[0], s.step, s.acted = CELLS.index((3, 2)), BUILD, True
    legal = G.legal_actions(s, 0)
    paid = {a.box for a in legal if isinstance(a, Pay)}
    fig = DRAWN(G.view(s, 0), "en", legal, set(legal))[0]
    assert len(_outlined(fig, 3.5)) == len(paid) == 3 - (0 not in paid)


def test_the_payment_being_laid_is_shown_with_its_total_and_hoax() -> None:
    s = fresh(3)
    deal(s, 0, [card(2, 1), card(6, 1), card(3, 2), card(3, 1), card(1, 2), card(7, 1), card(7, 2), card(7, 3)])
    s.figures[0] = CELLS.index((2, 1))  # the Water Temple: blue 5, 4, 3
    s, _ = G.apply(s, 0, Pay(2, card(2, 1)))
    s, _ = G.apply(s, 0, Recolour(2, card(6, 1)))
    for lang, words in (("en", ("total 1 of 3", "Hoax 1", "1/3")), ("ja", ("計 1/3", "ホークス1", "1/3"))):
        for drawing in (DRAWN(G.view(s, 1), lang, [], set()), DRAWN(G.view(s, 1), lang, [], set(), narrow=True)):
            text = " ".join(map(str, drawing[0]["data"][0]["text"]))
            assert all(w in text for w in words), (lang, words)
    assert "1" in BOARD.text(G.view(s, None), "en").split("Paying for")[1]


def _words(fig: dict) -> str:
    data = fig["data"]
    return " ".join(map(str, data[0]["text"])) + " ".join(map(str, data[1]["hovertext"]))


def test_crystal_values_reach_only_their_owner() -> None:
    s = fresh(3)
    crystals(s, 0, [3, 1, 1])
    crystals(s, 1, [3, 3])
    assert G.invariants(s) == []
    own = _words(BOARD.figure(G.view(s, 0), "en", [], set())[0])
    assert "3+1+1 (total 5)" in own and "3+3" not in own
    for viewer in (1, 2, None):
        drawn = [BOARD.figure(G.view(G.redeal_hidden(s, viewer, k), viewer), "en", [], set())[0] for k in range(4)]
        assert all(d == drawn[0] for d in drawn), f"viewer {viewer} can tell hidden crystal values apart"
        assert "3+1+1" not in _words(drawn[0])
        text = {BOARD.text(G.view(G.redeal_hidden(s, viewer, k), viewer), "en") for k in range(4)}
        assert len(text) == 1


def test_a_spectator_sees_no_hand_and_no_card_targets() -> None:
    s = fresh(3)
    fig, clicks = BOARD.figure(G.view(s, None), "ja", [], set())
    assert not any(k.startswith("hand:") for k in clicks)
    assert "観戦者" in _words(fig) and "観戦者" in _words(fig["narrow"])


def test_offerings_are_chips_beside_the_obelisk_and_pillars_offer_again() -> None:
    s = fresh(3)
    crystals(s, 0, [3, 3, 3, 3, 3, 3, 1, 1])
    deal(s, 0, [card(7, 1), card(7, 2), card(1, 3), card(2, 3), card(5, 1), card(0, 3), card(3, 3), card(6, 3)])
    legal = G.legal_actions(s, 0)
    _, clicks = BOARD.figure(G.view(s, 0), "en", legal, set(legal))
    offers = [a for a in legal if isinstance(a, Offer)]
    assert set(clicks["obelisk"]) == set(offers) and all(f"offer:{a.ones}:{a.threes}" in clicks for a in offers)
    s, _ = G.apply(s, 0, offers[0])
    clickable(s, 0)
    _, clicks = BOARD.figure(G.view(s, 0), "en", G.legal_actions(s, 0), set(G.legal_actions(s, 0)))
    assert any(isinstance(a, OfferAgain) for a in clicks.get("obelisk", []))


# ---- the phone layout: texts estimated in pixels as the browser sets them (tests/browser/test_phone_width.py checks
# the real glyphs) --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_phone_layout_keeps_its_texts_apart_and_inside(lang: str) -> None:
    scenes = [positions(4, 3, every=40)[i] for i in (0, 2, 4)] + [_two_ways()[0], finished(2, 2), finished(4, 1)]
    for s in scenes:
        p = G.to_act(s)[0] if G.to_act(s) else 0
        legal = G.legal_actions(s, p) if G.to_act(s) else []
        for viewer in (p, None):
            fig, _ = phone(G.view(s, viewer), lang, legal if viewer is not None else [], set(legal))
            for left, right, bottom, top, a in boxes(fig, NARROW_PX):
                assert left >= -1 and right <= NARROW_PX + 1, f"{a!r} runs off the phone ({left:.0f}..{right:.0f} px)"
                assert bottom >= -1 and top <= fig["layout"]["height"] + 1, f"{a!r} runs off the board's top or bottom"
            assert not problems(fig, NARROW_PX)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_long_queue_of_owed_crystals_reads_in_order_and_stays_in_the_supply_box(lang: str) -> None:
    """supply.shortage: late in a game many tiles can be owed at once; the supply box says how many, who is paid
    first, runs of one player counted ("▲ ◆×2 …"), and the line stays inside the box on a wide board and a phone."""
    s = fresh(4).copy()
    s.owed = (2, 3, 3, 1, 1, 2, 3, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 0)
    view = G.view(s, 0)
    glyph = [KIT.seat(view, p).glyph for p in range(4)]
    head = {"ja": "貸し18枚: ", "en": "owed 18: "}[lang]
    for narrow, width_px in ((False, WIDE_PX), (True, NARROW_PX)):
        fig, _ = DRAWN(view, lang, [], set(), narrow)
        line = next(t for t in fig["data"][0]["text"] if str(t).startswith(head))
        runs = line.removeprefix(head).split(" ")
        assert runs[:3] == [glyph[2], f"{glyph[3]}×2", f"{glyph[1]}×2"], line
        left, right = (0.5, 35.5) if narrow else (68.5, 119.5)
        (l0, r0, _, _, _), = [b for b in boxes(fig, width_px) if b[4] == line]
        kx = width_px / fig["layout"]["xaxis"]["range"][1]
        assert left * kx <= l0 and r0 <= right * kx, f"{line!r} runs out of the supply box"


def test_every_word_exists_in_both_languages_and_the_data_says_where_it_comes_from() -> None:
    for s in positions(3, 4, every=25):
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        ja, en = (BOARD.figure(G.view(s, p), lang, legal, set(legal))[0] for lang in ("ja", "en"))
        assert _words(ja) != _words(en)
        assert BOARD.text(G.view(s, p), "ja") != BOARD.text(G.view(s, p), "en")
    for lang, words in (("ja", ("再構成", "公開資料")), ("en", ("reconstructed", "published"))):
        page = BOARD.data_html(lang)
        assert all(w in page for w in words) and page.count("<tr>") > 20


def test_values_read_from_small_pictures_are_tagged_uncertain() -> None:
    """blue_moon_city.components.tiles: the Thermae's boxes (3?, 2, 2) and rewards and the palace's rewards were read
    from low-resolution pictures of the published rulebook; the data section and the tile's hover say so, apart from
    what is published and what is reconstructed."""
    thermae, palace = TILES[TILE_INDEX["thermae"]], TILES[TILE_INDEX["palace"]]
    assert thermae.provenance == {"boxes": "image", "majority": "image", "participation": "image",
                                  "neighbourhood": "published"}
    assert (palace.provenance["boxes"], palace.provenance["majority"], palace.provenance["participation"]) == (
        "published", "image", "image")
    for lang, tag in (("ja", "低解像度の図から読み取り（不確か）"), ("en", "read from a low-resolution image (uncertain)")):
        row = next(r for r in BOARD.data_html(lang).split("<tr>") if TILES[TILE_INDEX["thermae"]].name(lang) in r)
        assert row.count(tag) == 3 and row.count("#FFF6C2") == 3
    s = fresh(3)
    hover = tile_hover(G.view(s, 0), s.cells.index(TILE_INDEX["thermae"]), "en")
    assert "[read from a low-resolution image, uncertain] boxes, majority, participation" in hover
    assert "reconstructed" not in hover
