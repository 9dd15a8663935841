"""Buru's board without a browser: every legal action but Done can be played by clicking the board (a click standing
for several narrows the choice, as the panel does: an area then an explorer, an islander then one of its benefits)
and shows its preview; another player's face-down explorers are never drawn with their power; the elders drawn are
chips for the drawer; the final scores are the result's, with their parts; wide and narrow boards have the same
targets; the board as text and the data note say what they should. With Ambelau's Ukam module: its altar, totem and
offerings on the board, its altar and the islander an offering to it discards played by clicks, outlaws in a mark and
colour of their own with their discard bonus; without it, no trace of it. The generic checks play an Ambelau-region
game too (its own board tests: tests/buru/test_board_ambelau.py)."""

from __future__ import annotations

import html
import random
import re

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.actions import Done, Keep, Offer, Place, Task
from kernel_games.buru.ambelau.cards import AMBELAU
from kernel_games.buru.cards import DECREES, ELDERS, ISLANDERS, OFFERINGS
from kernel_games.buru.components import FOREST
from kernel_games.buru.ukam.actions import Banish
from kernel_games.buru.ukam.cards import OUTLAW, OUTLAW_IDS, UKAM, UKAM_DECREE_IDS
from kernel_games.core import Action
from tests.board_checks import NARROW_PX, WIDE_PX, problems, reachable
from tests.buru.build import cites, fresh, play
from widgets.boards import board_for
from widgets.boards.buru.look import KIND_FILL, KIND_GLYPH, gain_text, tint
from widgets.boards.buru.ukam import OUTLAW_FILL, OUTLAW_GLYPH, UKAM_FILL
from widgets.boards.spec import FINAL_SCORE, FINAL_SCORE_HEAD

BOARD = board_for("buru")
DRAWN = BOARD.figure.drawn  # type: ignore[attr-defined]  # drawn(view, lang, tries, legal, narrow)
UKAM_ON = {"ukam": 1}
AMBELAU_ON = {"ambelau": 1}


def positions(n: int, seed: int, every: int = 4, options: dict | None = None) -> list:
    """Every few decisions of a seeded random game (every benefit, elder and banish step, and Ambelau's canoe step), and
    its end."""
    s, rng, out = G.setup(n, seed, options), random.Random(seed), []
    for k in range(3000):
        if G.is_over(s):
            break
        if k % every == 0 or s.step in ("benefit", "elder", "banish") or (s.step == "space" and s.area == AMBELAU):
            out.append(s)
        p = G.to_act(s)[0]
        legal = G.legal_actions(s, p)
        doing = [a for a in legal if not isinstance(a, Done)]
        s, _ = G.apply(s, p, rng.choice(doing if doing and rng.random() < 0.8 else legal))
    return [*out, s]


def hovers(fig: dict) -> dict[str, str]:
    """The click targets' hover texts, by key."""
    return {k: h for k, h in hover_texts(fig).items() if k}


def hover_texts(fig: dict) -> dict[str, str]:
    """Every target's hover text, hover-only notes (empty keys) too, by key and position."""
    targets = next(t for t in fig["data"] if t.get("name") == "targets")
    return {k or f"@{i}": squeeze(re.sub(r"<[^>]+>", "", h.replace("<br>", ""))) for i, (k, h) in
            enumerate(zip(targets["customdata"], targets["hovertext"], strict=True))}


def squeeze(s: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(s))


def words(fig: dict) -> str:
    return html.unescape(" ".join(map(str, fig["data"][0]["text"])))


def decision(s) -> tuple[int, list[Action], list[Action], dict]:
    p = G.to_act(s)[0]
    return p, G.legal_actions(s, p), G.tries(s, p), G.view(s, p)


@pytest.mark.parametrize("n, options", [(2, {}), (3, {}), (4, {}), (3, UKAM_ON), (3, AMBELAU_ON),
                                        (2, {**AMBELAU_ON, **UKAM_ON}), (3, {"persons": 1}),
                                        (2, {"persons": 1, **AMBELAU_ON})])
def test_every_legal_action_but_done_is_a_click_on_the_board(n: int, options: dict) -> None:
    """Placing, choosing a space or a forest card, hiring, refreshing, tasking (each benefit), offering, drawing and
    keeping elders, taking the messenger: all played from the board; only Done stays a button. With Ukam, offering to
    it and the islander discarded for it too; with the Ambelau region, moving the canoe; with the Great Persons,
    keeping one and using its action (chips of the prompt box)."""
    kinds: set[str] = set()
    played: set[Action] = set()
    for s in positions(n, seed=n, options=options)[:-1]:
        p, legal, tries, view = decision(s)
        got = reachable(BOARD, view, legal, tries)
        missing = set(legal) - got - {Done()}
        assert not missing, f"{s.phase}/{s.step}: not reachable by clicking: {missing}"
        kinds |= {type(a).__name__ for a in got}
        played |= got
    assert {"Place", "Choose", "Gather", "Task", "Offer"} <= kinds, kinds
    if options.get("ukam"):
        assert "Banish" in kinds and Offer(UKAM) in played, kinds
    if options.get("ambelau"):
        assert "Paddle" in kinds, kinds
    if options.get("persons"):  # the Great Persons: the card kept at the start, the action instead of an area's
        assert {"Recruit", "Lead"} <= kinds, kinds


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_legal_target_hovers_with_the_preview_of_what_it_would_do(lang: str) -> None:
    for s in positions(3, seed=7, every=9)[:-1]:
        p, legal, tries, view = decision(s)
        fig, clicks = BOARD.figure(view, lang, tries, set(legal))
        tips = hovers(fig)
        for key, actions in clicks.items():
            for a in actions:
                if a in legal:
                    assert squeeze(G.preview(view, a)(lang)) in tips[key], f"{key}: no preview of {a} in {tips[key]!r}"


def test_wide_and_narrow_boards_offer_the_same_targets_in_both_languages() -> None:
    for n, options in ((2, {}), (4, {}), (3, UKAM_ON), (3, AMBELAU_ON)):
        for s in positions(n, seed=11, every=7, options=options):
            p = G.to_act(s)[0] if not G.is_over(s) else 0
            legal = set(G.legal_actions(s, p)) if not G.is_over(s) else set()
            tries = G.tries(s, p) if not G.is_over(s) else []
            for lang in ("ja", "en"):
                _, wide = DRAWN(G.view(s, p), lang, tries, legal)
                _, narrow = DRAWN(G.view(s, p), lang, tries, legal, narrow=True)
                assert {k: set(v) for k, v in wide.items()} == {k: set(v) for k, v in narrow.items()}


@cites("buru.morning.place")
def test_an_area_then_an_explorer_places_it_and_the_other_way_round() -> None:
    s = fresh(2)
    p, legal, tries, view = decision(s)
    _, clicks = BOARD.figure(view, "en", tries, set(legal))
    assert set(clicks["area:0"]) == {Place(0, k) for k in range(1, 6)}  # the Forest: any of the five explorers
    fig, after = BOARD.figure(view, "en", clicks["area:0"], set(legal))  # the panel narrows the tries to those
    assert after["power:3"] == [Place(0, 3)]
    assert "The Forest is chosen" in words(fig)
    fig, after = BOARD.figure(view, "en", clicks["power:3"], set(legal))
    assert after["area:1"] == [Place(1, 3)] and "Explorer 3 is chosen" in words(fig)
    s, _ = play(s, (p, Place(0, 3)), (1 - p, Place(2, 4)))
    _, clicks = BOARD.figure(G.view(s, p), "en", G.tries(s, p), set(G.legal_actions(s, p)))
    assert clicks["power:3"] == [Place(0, 3)]  # placed already: a try the table refuses with the rule
    assert Place(0, 3) not in G.legal_actions(s, p)


@cites("buru.morning.secret", "buru.afternoon.reveal")
def test_another_players_face_down_explorers_are_never_drawn_with_their_power() -> None:
    """Red sends a 5 or a 1 to the Forest: Blue's board and text are the same either way (mat included); Red's own
    board shows its power; once the Forest is revealed in the afternoon, Blue sees it too."""
    s = fresh(2)
    red = s.current
    blue = 1 - red
    five, _ = play(s, (red, Place(FOREST, 5)))
    one, _ = play(s, (red, Place(FOREST, 1)))
    for lang in ("ja", "en"):
        for narrow in (False, True):
            assert DRAWN(G.view(five, blue), lang, [], set(), narrow=narrow) == DRAWN(G.view(one, blue), lang, [], set(),
                                                                                    narrow=narrow)
        assert BOARD.text(G.view(five, blue), lang) == BOARD.text(G.view(one, blue), lang)
    assert "<b>5</b>" in DRAWN(G.view(five, red), "en", [], set())[0]["data"][0]["text"]
    s = five
    while str(s.phase) == "morning":
        p = s.current
        s, _ = G.apply(s, p, next(a for a in G.legal_actions(s, p) if a.area == FOREST))
    assert s.shown[FOREST]
    assert "<b>5</b>" in DRAWN(G.view(s, blue), "en", [], set())[0]["data"][0]["text"]


@cites("buru.lake.elder")
def test_the_elders_drawn_are_chips_only_the_drawer_sees_and_a_chip_keeps_one() -> None:
    s = next(x for x in positions(3, seed=7, every=50) if x.step == "elder")
    p, legal, tries, view = decision(s)
    fig, clicks = BOARD.figure(view, "en", tries, set(legal))
    for e in s.drawn:
        assert clicks[f"drawn:{e}"] == [Keep(e)]
        assert ELDERS[e].name.en in words(fig)
    other = next(q for q in range(3) if q != p)
    seen = words(BOARD.figure(G.view(s, other), "en", [], set())[0])
    assert not any(ELDERS[e].name.en in seen for e in s.drawn if e not in s.elders[other])


@cites("buru.village.choice")
def test_an_islander_with_two_benefits_opens_a_menu_of_them() -> None:
    """A click on an islander whose benefits are a choice ("|") narrows to its tasks; the prompt asks which, and a
    chip per benefit plays that one."""
    for s in positions(4, seed=4, every=50):
        if s.step != "benefit":
            continue
        p, legal, tries, view = decision(s)
        _, clicks = BOARD.figure(view, "en", tries, set(legal))
        key = next((k for k, acts in clicks.items() if k.startswith("islander:") and len(acts) > 1), None)
        if key is None:
            continue
        fig, menu = BOARD.figure(view, "en", clicks[key], set(legal))
        card = clicks[key][0].card
        assert f"Which benefit of the {ISLANDERS[card].name.en}?" in words(fig)
        chips = {k: acts for k, acts in menu.items() if k.startswith("pick:")}
        assert {a for acts in chips.values() for a in acts} == set(clicks[key])
        assert all(len(acts) == 1 and isinstance(acts[0], Task) for acts in chips.values())
        return
    pytest.fail("no islander with two usable benefits came up")


@cites("buru.end.scoring", "buru.lake.offer", "buru.end.elders")
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_final_scores_are_the_results_with_their_parts(lang: str) -> None:
    final = positions(3, seed=5, every=999)[-1]
    assert G.is_over(final)
    result = G.result(final)
    for viewer in (None, 0):
        view = G.view(final, viewer)
        fig, _ = BOARD.figure(view, lang, [], set())
        for drawing in (fig, fig["narrow"]):
            items = [t for t in drawing["data"] if isinstance(t.get("meta"), dict) and FINAL_SCORE in t["meta"]]
            assert sorted(t["meta"][FINAL_SCORE] for t in items) == [0, 1, 2]
            for t in items:
                q = t["meta"][FINAL_SCORE]
                parts = view["scores"][q]
                assert t["meta"]["value"] == result.scores[q] == sum(parts.values())
                assert all(str(v) in t["text"][0] for v in (result.scores[q], *parts.values()))
        lines = [ln for ln in BOARD.text(view, lang).splitlines() if ln.startswith(FINAL_SCORE_HEAD(lang))]
        assert len(lines) == 3 and all(str(result.scores[q]) in lines[q] for q in range(3))


def test_a_tasked_islander_is_marked_and_the_area_resolved_now_is_named() -> None:
    tasked = next(s for s in positions(4, seed=4, every=50) if any(s.tasked) and str(s.phase) == "afternoon")
    p = next(q for q in range(4) if tasked.tasked[q])
    fig, _ = BOARD.figure(G.view(tasked, p), "en", [], set())
    name = ISLANDERS[tasked.tasked[p][0]].name.en
    assert f"{name} ↻" in words(fig)
    assert words(fig).count("▶ now") == 1 and "▶ now" in BOARD.text(G.view(tasked, p), "en")


@cites("buru.ukam.cards", "buru.ukam.bonus", "buru.ukam.elders", "buru.ukam.decree")
def test_the_data_note_tags_each_value_rulebook_or_reconstructed() -> None:
    """Every card, the Ukam module's too (outlaws, its offering values, elders and decree), tagged: the Smuggler's
    2 clay is the rulebook's, the other outlaws' bonuses and Ukam's values are reconstructed."""
    for lang, tags in (("ja", ("ルールブック", "再構成")), ("en", ("rulebook", "reconstructed"))):
        note = BOARD.data_html(lang)
        assert all(f"[{t}]" in note for t in tags)
        assert all(html.escape(c.name(lang)) in note for c in ISLANDERS)
        assert all(html.escape(e.name(lang)) in note for e in ELDERS)
    note = BOARD.data_html("en")
    gunung = re.search(r"Gunung</b>.*?</tr>", note).group(0)
    assert "2 clay, 2 palm<br><small>[rulebook]" in gunung
    smuggler = re.search(r"Smuggler</b>.*?</tr>", note).group(0)
    assert "discard bonus: +2 clay<br><small>[rulebook]" in smuggler and "☠ outlaw" in smuggler
    pirate = re.search(r"Pirate</b>.*?</tr>", note).group(0)
    assert "discard bonus: +1 ebony<br><small>[reconstructed]" in pirate
    ukam = re.search(r"Ukam</b>.*?</tr>", note).group(0)
    assert "1 islander<br><small>[rulebook]" in ukam
    assert ", ".join(map(str, OFFERINGS[UKAM])) + "<br><small>[reconstructed]" in ukam
    exile = re.search(r"Elder of exile</b>.*?</tr>", note).group(0)
    assert "1+ → 1 / 2+ → 3 / 4+ → 6<br><small>[reconstructed]" in exile
    assert "Ukam&#x27;s altar</td><td style='background:#FCE9D2'>1 clay, 1 fish<br><small>[reconstructed]" in note


def test_the_morning_chooser_places_the_explorer_picked_and_stands_in_for_twenty_buttons() -> None:
    """An area and a power, then "Place face down": the move played; the placements get no buttons of their own."""
    from widgets.ui import close_all

    s = G.setup(2, 2)  # Red, the messenger, places first
    s, _ = G.apply(s, 0, Place(FOREST, 5))
    s, _ = G.apply(s, 1, Place(FOREST, 1))
    legal = G.legal_actions(s, 0)
    assert len(legal) == 16 and all(BOARD.covered(a) for a in legal) and not BOARD.covered(Done())
    played: list = []
    box = BOARD.controls(G.view(s, 0), "en", set(legal), played.extend)
    area, power, go = box.children
    assert [v for _, v in area.options] == [0, 1, 2, 3] and [v for _, v in power.options] == [1, 2, 3, 4]
    area.value, power.value = 3, 4
    go.click()
    assert played == [Place(3, 4)]
    close_all([box])
    assert BOARD.controls(G.view(s, None), "en", set(legal), played.extend) is None


# ---- Ambelau's Ukam module ----------------------------------------------------------------------------------------
def ukam_positions(n: int = 3, seeds: range = range(1, 4)) -> list:
    return [s for seed in seeds for s in positions(n, seed, every=9, options=UKAM_ON)]


def fills(fig: dict) -> set[str]:
    return {sh.get("fillcolor", "") for sh in fig["layout"]["shapes"]}


@cites("buru.ukam.setup", "buru.ukam.totem")
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_with_ukam_its_altar_totem_and_offerings_are_on_the_board(lang: str) -> None:
    """At set-up: Ukam's altar beside the others (its cost an islander, its deck of 10), its totem the Sacred Lake's
    conquest reward instead of 1 esteem, each player's Ukam offerings counted; wide, narrow and as text."""
    view = G.view(G.setup(3, 1, UKAM_ON), 0)
    said = {"ja": ("ウカム", "コスト: 島民1人", "供物の山10枚", "征服: ウカムの象徴（ここにある）", "象徴: 聖なる湖にある",
                   "ウカム 0枚", "捨てたアウトロー 0人"),
            "en": ("Ukam", "cost: 1 islander", "10 offerings left", "Conquest: Ukam's totem (here)",
                   "totem: on the Sacred Lake", "Ukam 0", "outlaws discarded: 0")}[lang]
    for narrow in (False, True):
        fig, _ = DRAWN(view, lang, [], set(), narrow=narrow)
        seen = words(fig)
        assert all(w in seen for w in said), [w for w in said if w not in seen]
        assert seen.count(said[4]) == 1 and "Conquest: +1 esteem" not in seen and "征服: エスティーム+1" not in seen
        assert tint(UKAM_FILL, 0.55) in fills(fig)  # its altar, in a colour of its own
    text = BOARD.text(view, lang)
    assert {"ja": "ウカムの祭壇: コスト 島民1人", "en": "Ukam's altar: cost 1 islander"}[lang] in text


@cites("buru.ukam.totem", "buru.ukam.decree")
def test_ukams_totem_goes_with_its_holder_and_its_altar_decree_lies_beside_its_altar() -> None:
    s = next(x for x in ukam_positions() if x.totems[UKAM] >= 0 and UKAM_DECREE_IDS[0] in x.decrees)
    holder = s.totems[UKAM]
    view = G.view(s, holder)
    seen = words(BOARD.figure(view, "en", [], set())[0])
    assert "Conquest: Ukam's totem (held by" in seen and "Conquest: Ukam's totem (here)" not in seen
    altar = BOARD.text(view, "en").split("Ukam's altar: ")[1].splitlines()[0]
    assert "(you)" in altar and "Decree: +1 clay, +1 fish" in altar, altar


@cites("buru.ukam.offer")
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_an_offering_to_ukam_is_a_click_on_its_altar_then_on_the_islander_to_discard(lang: str) -> None:
    """At the Sacred Lake Ukam's altar is a target playing Offer(Ukam); in the step that follows, each islander of the
    actor's tableau is a target discarding it, its hover beginning with the preview; the prompt says what to click."""
    lake = next(x for x in ukam_positions() if x.step == "benefit" and Offer(UKAM) in G.legal_actions(x, x.actor))
    p, legal, tries, view = decision(lake)
    fig, clicks = BOARD.figure(view, lang, tries, set(legal))
    assert clicks["altar:3"] == [Offer(UKAM)]
    assert squeeze(G.preview(view, Offer(UKAM))(lang)) in hovers(fig)["altar:3"]
    banish = next(x for x in ukam_positions() if x.step == "banish" and len(x.tableau[x.actor]) >= 2
                  and any(x.tableau[q] for q in range(x.n) if q != x.actor))
    p, legal, tries, view = decision(banish)
    fig, clicks = BOARD.figure(view, lang, tries, set(legal))
    tips = hovers(fig)
    for c in banish.tableau[p]:
        assert clicks[f"islander:{c}"] == [Banish(c)] and Banish(c) in legal
        assert tips[f"islander:{c}"].startswith("▶ " + squeeze(G.preview(view, Banish(c))(lang))[:30])
    assert {"ja": "ウカムへの供物: 捨てる島民を", "en": "Offering to Ukam: click the islander"}[lang] in words(fig)
    others = [c for q in range(banish.n) if q != p for c in banish.tableau[q]]
    for c in others:  # another player's islander: a try the table refuses with the rule, no preview
        assert clicks[f"islander:{c}"] == [Banish(c)] and Banish(c) not in legal
        assert not tips[f"islander:{c}"].startswith("▶")
        assert G.why_illegal(banish, p, Banish(c)).rule == "buru.ukam.offer"


@cites("buru.ukam.outlaw", "buru.ukam.bonus")
def test_an_outlaw_wears_its_own_mark_and_colour_and_shows_its_discard_bonus() -> None:
    """An outlaw in the hiring row or a tableau: "☠ outlaw", a dark card with white words (no kind's fill), its
    discard bonus written on it and in its hover; tasking it in the Village hovers with its free offering."""
    glyphs, colours = (*KIND_GLYPH, OUTLAW_GLYPH), (*KIND_FILL, OUTLAW_FILL)  # the base game's four kinds, then Ukam's
    assert len(set(glyphs)) == len(set(colours)) == 5 and glyphs[OUTLAW] == "☠"
    row = next(x for x in ukam_positions() if any(c in OUTLAW_IDS for c in x.row))
    c = next(c for c in row.row if c in OUTLAW_IDS)
    fig, clicks = BOARD.figure(G.view(row, 0), "en", G.tries(row, 0), set())
    bonus = "discard bonus: " + gain_text(ISLANDERS[c].banish, "en")
    assert "☠ outlaw" in words(fig) and bonus in words(fig)
    assert OUTLAW_FILL in fills(fig)
    card = next(h for h in next(t for t in fig["data"] if t.get("name") == "targets")["hovertext"]
                if h.startswith(f"{ISLANDERS[c].name.en} ("))
    assert "(☠ outlaw" in card and bonus in card
    village = next(x for x in ukam_positions() if x.step == "benefit" and any(
        isinstance(a, Task) and a.card in OUTLAW_IDS for a in G.legal_actions(x, x.actor)))
    p, legal, tries, view = decision(village)
    task = next(a for a in legal if isinstance(a, Task) and a.card in OUTLAW_IDS)
    fig, clicks = BOARD.figure(view, "en", tries, set(legal))
    assert clicks[f"islander:{task.card}"] == [task]
    tip = hovers(fig)[f"islander:{task.card}"]
    assert squeeze(G.preview(view, task)("en")) in tip and "free offering to Ukam" in tip
    assert f"☠ {ISLANDERS[task.card].name.en}" in words(fig)


def test_without_ukam_the_board_has_no_trace_of_it() -> None:
    """The base game: three altars, the Lake's conquest 1 esteem, no outlaws, no Ukam anywhere on the board, its
    hovers or its text."""
    for s in positions(3, seed=7, every=25):
        p = G.to_act(s)[0] if not G.is_over(s) else 0
        legal = set(G.legal_actions(s, p)) if not G.is_over(s) else set()
        tries = G.tries(s, p) if not G.is_over(s) else []
        for lang, name in (("ja", "ウカム"), ("en", "Ukam")):
            for narrow in (False, True):
                fig, clicks = DRAWN(G.view(s, p), lang, tries, legal, narrow=narrow)
                seen = words(fig) + " ".join(hovers(fig).values())
                assert name not in seen and "☠" not in seen and "outlaw" not in seen and "アウトロー" not in seen
                assert not {OUTLAW_FILL, tint(UKAM_FILL, 0.55)} & fills(fig) and "altar:3" not in clicks
            assert name not in BOARD.text(G.view(s, p), lang)
        assert "Conquest: +1 esteem" in words(DRAWN(G.view(s, p), "en", [], set())[0])


@pytest.mark.parametrize("options", [{}, AMBELAU_ON])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_two_decrees_on_one_area_leave_the_wilderness_title_and_their_tags_apart(options: dict, lang: str) -> None:
    """buru.decree.area: both decrees of a round may lie on one area; wide or narrow, the wilderness's first line then
    keeps its title and both tags apart (shortening them: the gains alone, "Wilderness"), and each tag's hover still
    names its whole decree."""
    s = G.setup(3, 2, options)
    areas = {d.area for d in DECREES if d.area >= 0} & set(G.view(s, 0).get("sequence") or range(4))
    checked = 0
    for a in sorted(areas):
        pair = tuple(k for k, d in enumerate(DECREES) if d.area == a)[:2]
        t = s.copy()
        t.decrees = pair
        view = G.view(t, 0)
        for narrow, width_px in ((False, WIDE_PX), (True, NARROW_PX)):
            fig, _ = DRAWN(view, lang, [], set(), narrow)
            wholes = [f"{'指令' if lang == 'ja' else 'Decree'}: {gain_text(DECREES[d].gain, lang)}" for d in pair]
            tips = " ".join(hover_texts(fig).values())
            assert all(w in tips for w in wholes), (a, narrow, wholes)
            assert not problems(fig, width_px), (a, narrow, problems(fig, width_px))
            checked += 1
    assert checked == 2 * len(areas) >= 8



@cites("buru.persons.setup", "buru.round.phases")
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_while_great_persons_are_chosen_the_board_is_at_set_up_with_nothing_of_round_one_out(lang: str) -> None:
    """The Great Persons are chosen at set-up: the status says so (not "round 0"), no decree is out, no forest card is
    laid out, the decree stack is whole, and the prompt box offers the two persons dealt to the viewer."""
    s = G.setup(2, 2, {"persons": 1})
    p, legal, tries, view = decision(s)
    fig, clicks = BOARD.figure(view, lang, tries, set(legal))
    text, seen = BOARD.text(view, lang), words(fig)
    head = {"ja": "準備（第1ラウンドの前）", "en": "Set-up, before round 1"}[lang]
    assert text.startswith(head) and head in seen
    assert not re.search(r"Round 0|第0/", text + seen)
    decree = {"ja": "指令: ", "en": "Decree: "}[lang]
    assert decree not in text and decree not in seen
    assert {"ja": "森カード: なし", "en": "Forest cards: none"}[lang] in text
    assert {"ja": "指令の山 10枚", "en": "Decree stack: 10"}[lang] in text
    assert {a for acts in clicks.values() for a in acts} >= set(legal) and len(legal) == 2
