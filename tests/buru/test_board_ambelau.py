"""Buru's board with the Ambelau region (widgets/boards/buru/ambelau.py): Ambelau's area between the Village and the
Sacred Lake (its bids, Ibu's totem, its decrees, each canoe), Ibu's altar beside it, the canoe track — the start and
thirteen spaces with what each gives and the canoes on them in their players' colours and marks; every legal canoe
move a click on its space with its preview, the guide and the offering to Ibu clicks too; a guide on the mat in the
morning; the board as text and the data note; and, without the region, no trace of it."""

from __future__ import annotations

import html
import random
import re

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Done, Offer, Place
from kernel_games.buru.ambelau.actions import Guide, Paddle
from kernel_games.buru.ambelau.canoe import START
from kernel_games.buru.ambelau.cards import AMBELAU, IBU, IBU_OFFERINGS, TRACK
from kernel_games.buru.economy import PER_SPIRIT
from tests.board_checks import reachable
from tests.buru.build import cites
from tests.buru.test_board import BOARD, DRAWN, decision, fills, hovers, squeeze, words
from widgets.boards.buru.ambelau import AMBELAU_FILL, IBU_FILL
from widgets.boards.buru.look import tint
from widgets.boards.buru.modules import KIT

ON = {"ambelau": 1}


def region_positions(n: int, seed: int, options: dict | None = None) -> list:
    """Every decision of a seeded random game with the region (offering to Ibu and taking the guide whenever
    possible), and its end."""
    s, rng, out = G.setup(n, seed, {**ON, **(options or {})}), random.Random(seed), []
    while not G.is_over(s):
        out.append(s)
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        keen = [a for a in legal if a in (Guide(), Offer(IBU))]
        doing = [a for a in legal if not isinstance(a, Done)]
        s, _ = G.apply(s, p, keen[0] if keen else rng.choice(doing if doing and rng.random() < 0.8 else legal))
    return [*out, s]


POSITIONS = region_positions(3, 4) + region_positions(4, 5, {"ukam": 1})


def at_ambelau(step: str) -> list:
    return [s for s in POSITIONS if str(s.phase) == "afternoon" and s.area == AMBELAU and s.step == step]


def all_hovers(fig: dict) -> list[str]:
    """Every target's hover text, with or without a click, tags stripped."""
    targets = next(t for t in fig["data"] if t.get("name") == "targets")
    return [squeeze(re.sub(r"<[^>]+>", " ", h)).strip() for h in targets["hovertext"]]


def spots(fig: dict) -> list[str]:
    """The key of every target drawn (a key drawn twice is there twice)."""
    return list(next(t for t in fig["data"] if t.get("name") == "targets")["customdata"])


def boxed(fig: dict) -> set[str]:
    """The keys of the targets inside a rectangle outlined as a legal move is (black, 3 px)."""
    targets = next(t for t in fig["data"] if t.get("name") == "targets")
    rects = [sh for sh in fig["layout"]["shapes"] if sh["type"] == "rect" and sh["line"]["color"] == "#000000"
             and sh["line"]["width"] == 3]
    return {k for k, x, y in zip(targets["customdata"], targets["x"], targets["y"], strict=True)
            if k and any(r["x0"] <= x <= r["x1"] and r["y0"] <= y <= r["y1"] for r in rects)}


def text_at(fig: dict, pattern: str) -> tuple[float, float]:
    """Where the first label matching ``pattern`` is drawn."""
    t = fig["data"][0]
    k = next(i for i, s in enumerate(t["text"]) if re.search(pattern, html.unescape(str(s))))
    return t["x"][k], t["y"][k]


@cites("buru.ambelau.setup", "buru.ambelau.region", "buru.ambelau.start")
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_region_lies_between_the_village_and_the_lake_with_its_track_of_thirteen_spaces_and_the_start(lang):
    """At set-up: Ambelau numbered 4th, between the Village and the Sacred Lake (left to right wide, top to bottom on a
    phone), Ibu's totem its conquest reward, Ibu's altar without a cost, every canoe on the start space, and the
    thirteen spaces of the track each with its rating and what it gives."""
    view = G.view(G.setup(3, 1, ON), 0)
    said = {"ja": ("4. アンベラウ", "5. 聖なる湖", "征服: イブの象徴（ここにある）", "アンベラウのカヌー・トラック", "スタート",
                   "コスト: なし（カヌーをイブのマスに止める）", "供物の山10枚", "ガイドを得る"),
            "en": ("4. Ambelau", "5. Sacred Lake", "Conquest: Ibu's totem (here)", "Ambelau's canoe track", "Start",
                   "cost: none: stop your canoe on an Ibu space", "10 offerings left", "Take your guide")}[lang]
    for narrow in (False, True):
        fig, _ = DRAWN(view, lang, [], set(), narrow=narrow)
        seen = words(fig)
        assert all(w in seen for w in said), [w for w in said if w not in seen]
        village, ambelau, lake = (text_at(fig, rf"^<b>{k}\. ") for k in (3, 4, 5))
        axis = 1 if narrow else 0
        sign = -1 if narrow else 1
        assert sign * village[axis] < sign * ambelau[axis] < sign * lake[axis]
        tips = all_hovers(fig)
        space = {"ja": "{i}番のスペース（評価{r}）", "en": "Space {i} (rating {r})"}[lang]
        for i, sp in enumerate(TRACK):
            head = space.format(i=i + 1, r=sp.rating)
            assert sum(t.startswith(head + ":") for t in tips) == 1, head
        assert sum(t.startswith({"ja": "スタート", "en": "Start"}[lang]) for t in tips) == 1
        assert tint(IBU_FILL, 0.55) in fills(fig) and AMBELAU_FILL in fills(fig)
        assert seen.count({"ja": "スタート", "en": "start"}[lang]) >= 3, "each canoe's row says it is on the start"


@cites("buru.ambelau.canoe")
def test_each_canoe_is_drawn_on_its_space_in_its_players_colour_and_mark() -> None:
    """Mid-game: each player's canoe a hull in their colour (named for them) on its space of the track and in its row
    of Ambelau's box, which names the space; the space's hover names whose canoe it is."""
    s = next(x for x in reversed(POSITIONS) if sum(c >= 0 for c in x.canoes) >= 2)
    view = G.view(s, 0)
    for narrow in (False, True):
        fig, _ = DRAWN(view, "en", [], set(), narrow=narrow)
        hulls = [sh for sh in fig["layout"]["shapes"] if sh["type"] == "path" and sh.get("name", "").startswith("player:")]
        for p in range(s.n):
            mine = [sh for sh in hulls if sh["name"] == f"player:{p}"]
            assert len(mine) == 2 and all(sh["fillcolor"] == KIT.seat(view, p).colour for sh in mine)
        tips = all_hovers(fig)
        for p, i in enumerate(s.canoes):
            name = KIT.seat(view, p).name("en")
            if i == START:
                continue
            tip = next(t for t in tips if t.startswith(f"Space {i + 1} (rating"))
            assert f"{name}" in tip.split("—")[-1] and "canoe" in tip, tip
            assert f"space {i + 1}" in words(fig)


@cites("buru.ambelau.canoe", "buru.ambelau.actions")
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_legal_canoe_move_is_a_click_on_its_space_with_its_preview(lang: str) -> None:
    """In the canoe step every space is a target: the reachable ones outlined, playing their Paddle, their hover
    beginning with its preview; another is a try the rules refuse (buru.ambelau.canoe); the prompt says how far."""
    steps = at_ambelau("space")
    assert len(steps) >= 4
    for s in steps[:6]:
        p, legal, tries, view = decision(s)
        fig, clicks = BOARD.figure(view, lang, tries, set(legal))
        tips = hovers(fig)
        outlined = boxed(fig)
        for i in range(len(TRACK)):
            key = f"canoe:{i}"
            assert clicks[key] == [Paddle(i)]
            if Paddle(i) in legal:
                assert tips[key].startswith("▶ " + squeeze(G.preview(view, Paddle(i))(lang))[:25]) and key in outlined
            else:
                assert not tips[key].startswith("▶") and key not in outlined
                assert G.why_illegal(s, p, Paddle(i)).rule == "buru.ambelau.canoe"
        k = max(1, sum(view["bids"][AMBELAU][p]))
        assert {"ja": f"カヌーを時計回りに1〜{k}マス", "en": f"clockwise 1 to {k} spaces"}[lang] in words(fig)
        assert set(legal) <= reachable(BOARD, view, legal, tries, lang)


@cites("buru.ambelau.guide", "buru.ambelau.ibu")
def test_the_guide_and_an_offering_to_ibu_are_clicks_on_the_guide_chip_and_ibus_altar() -> None:
    """After the canoe stops: the prompt lists what is left; Guide() is the chip by the track and Offer(Ibu) Ibu's
    altar beside the region, each hovering with its preview, and the chip of each on the space the canoe stopped on
    plays it too."""
    seen = set()
    for s in at_ambelau("benefit"):
        p, legal, tries, view = decision(s)
        fig, clicks = BOARD.figure(view, "en", tries, set(legal))
        tips = hovers(fig)
        for key, action in (("guide", Guide()), (f"altar:{IBU}", Offer(IBU))):
            if action in legal:
                assert clicks[key] == [action]
                assert tips[key].startswith("▶ " + squeeze(G.preview(view, action)("en"))[:25])
                assert spots(fig).count(key) == 2, "its chip on the space the canoe stopped on plays it too"
                seen.add(key)
        assert "Use the benefits of the space your canoe stopped on" in words(fig)
        if seen == {"guide", f"altar:{IBU}"}:
            return
    pytest.fail(f"only {seen} came up")


@cites("buru.ambelau.region", "buru.morning.place")
def test_in_the_morning_ambelau_takes_explorers_like_any_area() -> None:
    s = G.setup(3, 1, ON)
    p, legal, tries, view = decision(s)
    _, clicks = BOARD.figure(view, "en", tries, set(legal))
    assert set(clicks[f"area:{AMBELAU}"]) == {Place(AMBELAU, k) for k in range(1, 6)}
    assert set(legal) <= reachable(BOARD, view, legal, tries)


@cites("buru.ambelau.guide")
def test_a_guide_is_a_sixth_explorer_on_the_mat_and_the_player_box_says_where_it_is() -> None:
    """A guided player's morning: five to place ("2 of 5"), the guide drawn after their five explorers as a second
    spot of the 1; every box says where its player's guide is."""
    s = next(x for x in POSITIONS if str(x.phase) == "morning" and x.guided[x.current] and len(x.mat[x.current]) == 5)
    p, legal, tries, view = decision(s)
    fig, clicks = BOARD.figure(view, "en", tries, set(legal))
    assert "(2 of 5)" in words(fig) and "+ guide (power 1)" in words(fig)
    assert spots(fig).count("power:1") == 2 and len(clicks["power:1"]) == len(set(clicks["power:1"]))
    assert "guide: in play this round" in words(fig)
    assert set(legal) <= reachable(BOARD, view, legal, tries)


@cites("buru.ambelau.ibu_cards", "buru.ambelau.decrees", "buru.ambelau.elder")
def test_the_text_and_the_data_note_cover_the_region() -> None:
    s = next(x for x in POSITIONS if str(x.phase) == "afternoon" and x.area == AMBELAU)
    text = BOARD.text(G.view(s, 0), "en")
    assert "4. Ambelau region — Conquest: Ibu's totem" in text and "5. Sacred Lake" in text
    assert "canoes: " in text and "Space 1 (rating 1): +3 fish" in text and "after 13, on to 1" in text
    assert "Ibu's altar: cost none: stop your canoe on an Ibu space" in text
    assert "4. アンベラウ" in BOARD.text(G.view(s, 0), "ja")
    note = BOARD.data_html("en")
    assert "+1 clay · take your guide for next round<br><small>[rulebook]" in note
    track = note[note.index("Canoe space (clockwise)"):note.index("Ibu&#x27;s altar and offering cards")]
    assert track.count("[rulebook]") == track.count("[reconstructed]") == len(TRACK)
    ibu = re.search(r"Ibu</b>.*?</tr>", note).group(0)
    assert "none: stop your canoe on an Ibu space<br><small>[rulebook]" in ibu
    assert ", ".join(map(str, IBU_OFFERINGS)) + "<br><small>[reconstructed]" in ibu
    assert re.search(r"Elder of growth</b>.*?\[reconstructed\]", note)
    assert "The Ambelau region (canoes and Ibu)" in note and "アンベラウの地域" in BOARD.data_html("ja")


@cites("buru.ambelau.ibu_cards")
def test_the_viewers_ibu_cards_show_what_they_are_worth_as_a_set() -> None:
    """Each Ibu card +1 per other Ibu card held: "Ibu 2 (1, 3; worth 6 as a set)" on the viewer's box only."""
    s = next(x for x in reversed(POSITIONS) if sum(c // PER_SPIRIT == IBU for c in x.offerings[0]) >= 2)
    view = G.view(s, 0)
    mine = view["my_offerings"][IBU]
    k = len(mine)
    seen = words(BOARD.figure(view, "en", [], set())[0])
    assert f"Ibu {k} ({', '.join(map(str, mine))}; worth {sum(mine) + k * (k - 1)} as a set)" in seen
    assert seen.count("as a set") == 1


def test_without_the_region_the_board_has_no_trace_of_it() -> None:
    """The base game (and Ukam alone): four areas; no canoe, guide, Ibu or Ambelau on the board or its text, no canoe
    or Ibu in its hovers."""
    from tests.buru.test_board import positions

    for options in ({}, {"ukam": 1}):
        for s in positions(3, seed=7, every=40, options=options):
            p = G.to_act(s)[0] if not G.is_over(s) else 0
            legal = set(G.legal_actions(s, p)) if not G.is_over(s) else set()
            tries = G.tries(s, p) if not G.is_over(s) else []
            for lang, names in (("ja", ("アンベラウ", "イブ", "カヌー", "ガイド")), ("en", ("Ambelau", "Ibu", "canoe", "guide"))):
                for narrow in (False, True):
                    fig, clicks = DRAWN(G.view(s, p), lang, tries, legal, narrow=narrow)
                    tips = " ".join(all_hovers(fig))  # a rule's text may name the expansion: not its parts
                    assert not [w for w in names if w in words(fig)] and not [w for w in names[1:3] if w in tips]
                    assert not {AMBELAU_FILL, tint(IBU_FILL, 0.55)} & fills(fig)
                    assert not [k for k in clicks if k.startswith("canoe") or k in ("guide", "altar:4", "area:4")]
                assert not [w for w in names if w in BOARD.text(G.view(s, p), lang)]
