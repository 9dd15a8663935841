"""Buru's board with Lawan (module Lawan): a Lawan's tie is broken from the board — every tied option a highlighted
target hovering with its preview, any other spot of the same kind refused with the tie rule; the plot-card panel
shows the cards the view holds, in both languages and in the board as text; the Lawan are named "Lawan A"/"ラワンA"
on their boxes; and nothing the page holds tells a Lawan's face-down explorers, offering values or elders."""

from __future__ import annotations

import json
import random
import re

import pytest

from kernel_games.buru import BURU as G
from kernel_games.buru.components import AREA_NAMES, KIND_NAMES, RESOURCE_NAMES, SPIRIT_NAMES
from kernel_games.buru.lawan.actions import Pick
from kernel_games.buru.lawan.plots import ESTEEM_PER_OFFER, PLOTS
from kernel_games.core import IllegalAction
from tests.board_checks import reachable
from tests.buru.helpers import cites
from tests.test_secrets import constant_seal, page, swap_deal  # noqa: F401 - constant_seal is a fixture
from widgets.boards import board_for
from widgets.boards.buru.lawan import TIE
from widgets.i18n import Language
from widgets.table import GameTable

BOARD = board_for("buru")
DRAWN = BOARD.figure.drawn  # type: ignore[attr-defined]  # drawn(view, lang, tries, legal, narrow)
KINDS = ("space", "forest", "hire")


def play_until(n: int, lawan: int, seed: int, stop) -> object | None:  # noqa: ANN001 - a predicate on states
    """A seeded random game with ``lawan`` Lawan, up to the first state where ``stop(state)``; None if none."""
    s, rng = G.setup(n, seed, {"lawan": lawan}), random.Random(seed)
    while not stop(s):
        if G.is_over(s):
            return None
        p = G.to_act(s)[0]
        s, _ = G.apply(s, p, rng.choice(G.legal_actions(s, p)))
    return s


def picks(n: int = 3, lawan: int = 2) -> dict[str, object]:
    """A position of each kind of tie (a space, a forest card, an islander of the row) from seeded random games."""
    out: dict[str, object] = {}
    for seed in range(200):
        for kind in KINDS:
            if kind not in out:
                s = play_until(n, lawan, seed, lambda s, k=kind: s.step == "pick" and s.pick == k)
                if s is not None:
                    out[kind] = s
        if len(out) == len(KINDS):
            return out
    pytest.fail(f"not every kind of tie came up: {sorted(out)}")


def hovers(fig: dict) -> dict[str, str]:
    targets = next(t for t in fig["data"] if t.get("name") == "targets")
    return {k: plain(h) for k, h in zip(targets["customdata"], targets["hovertext"], strict=True) if k}


def plain(s: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", s.replace("&gt;", ">").replace("&amp;", "&")))


def words(fig: dict) -> str:
    return plain(" ".join(map(str, fig["data"][0]["text"])))


def decision(s) -> tuple[int, list, list, dict]:
    p = G.to_act(s)[0]
    return p, G.legal_actions(s, p), G.tries(s, p), G.view(s, p)


# ---- a Lawan's tie, broken from the board ----------------------------------------------------------------------------
@cites("buru.lawan.tie", "buru.lawan.messenger")
@pytest.mark.parametrize("n, lawan", [(3, 2), (4, 1)])
def test_every_tied_option_is_a_highlighted_click_with_its_preview(n: int, lawan: int) -> None:
    for kind, s in picks(n, lawan).items():
        p, legal, tries, view = decision(s)
        assert p == s.chooser and p not in s.automata
        assert set(legal) == {Pick(i) for i in s.picks}
        assert reachable(BOARD, view, legal, tries) >= set(legal), f"{kind}: a tied option is not on the board"
        for lang in ("ja", "en"):
            for narrow in (False, True):
                fig, clicks = DRAWN(view, lang, tries, set(legal), narrow=narrow)
                tips = hovers(fig)
                for a in legal:
                    key = ":".join(map(str, a.place(view)))
                    assert clicks[key] == [a]
                    assert plain(G.preview(view, a)(lang)) in tips[key], f"{kind}/{key}: no preview in {tips[key]!r}"
                tied = [sh for sh in fig["layout"]["shapes"] if sh.get("line", {}).get("color") == TIE]
                assert len(tied) == len(legal), f"{kind}: {len(tied)} spots highlighted for {len(legal)} tied options"
            prompt = words(DRAWN(view, lang, tries, set(legal))[0])
            lawan_name = G.player_name(s, s.actor)(lang)
            assert lawan_name in prompt, f"the prompt does not say whose tie it is: {prompt[:200]!r}"


@cites("buru.lawan.tie")
def test_a_spot_not_tied_stands_for_a_try_the_rules_refuse() -> None:
    for kind, s in picks().items():
        p, legal, tries, view = decision(s)
        _, clicks = BOARD.figure(view, "en", tries, set(legal))
        others = [acts[0] for acts in clicks.values() if acts[0] not in legal]
        assert others, f"{kind}: no spot of the same kind besides the tied ones"
        for a in others:
            assert isinstance(a, Pick)
            with pytest.raises(IllegalAction) as err:
                G.apply(s, p, a)
            assert err.value.rule == "buru.lawan.tie"


def table_at_tie(seed_from: int = 0) -> GameTable:
    """A table, you in seat 0 against two Lawan, played at random by you until a Lawan's tie is yours to break."""
    for seed in range(seed_from, seed_from + 60):
        t = GameTable(G, players=3, seats=["human", "greedy", "greedy"], seed=seed, options={"lawan": 2}, bot_delay=0,
                      language=Language())
        rng = random.Random(seed)
        while not t.match.is_over() and t.match.state.step != "pick":
            t.play(rng.choice(t.match.legal_actions(0)))
        if t.match.state.step == "pick":
            return t
        t.close()
    pytest.fail("no tie came up")


@cites("buru.lawan.tie")
def test_on_the_table_a_click_off_the_tie_is_explained_and_a_tied_one_breaks_it() -> None:
    t = table_at_tie()
    s = t.match.state
    steps = len(t.match.steps)
    wrong = next(k for k, acts in t.panel.clicks.items() if acts[0] not in t.match.legal_actions(0))
    t.board.click(wrong)
    assert G.rule("buru.lawan.tie").title.ja in re.sub(r"<[^>]+>", "", t.message.value)
    assert len(t.match.steps) == steps and t.match.state is s
    right, (tied,) = next((k, acts) for k, acts in t.panel.clicks.items() if acts[0] in t.match.legal_actions(0))
    t.board.click(right)
    assert t.match.steps[steps].action == tied and tied.option in s.picks
    assert t.match.state.step != "pick" or t.match.state.actor != s.actor  # the Lawan's action went on
    t.close()


# ---- the plot cards ------------------------------------------------------------------------------------------------
def with_cards() -> list:
    """An afternoon (each Lawan's card face up, this morning's cards drawn) and a morning before noon, two Lawan."""
    afternoon = play_until(3, 2, 4, lambda s: str(s.phase) == "afternoon" and s.round == 2)
    morning = play_until(3, 2, 4, lambda s: str(s.phase) == "morning" and s.round == 2 and len(s.plot_discard) == 2)
    one = play_until(4, 1, 4, lambda s: str(s.phase) == "afternoon")
    return [afternoon, morning, one]


@cites("buru.lawan.plot", "buru.lawan.noon", "buru.lawan.morning")
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_plot_panel_shows_the_cards_the_view_holds(lang: str) -> None:
    for s in with_cards():
        view = G.view(s, 0)
        fig, _ = BOARD.figure(view, lang, [], set())
        for drawing in (words(fig), words(fig["narrow"]), plain(BOARD.text(view, lang))):
            for c in view["plots"]:
                if c < 0:
                    continue
                card = PLOTS[c]
                assert f"{'計画カード' if lang == 'ja' else 'Plot card '}{card.number}" in drawing
                sep = "＞" if lang == "ja" else " > "
                assert sep.join(KIND_NAMES[x](lang) for x in card.recruit) in re.sub(r"[⚒✿♛☀] ", "", drawing)
                assert sep.join(SPIRIT_NAMES[x](lang) for x in card.offer) in drawing
                assert RESOURCE_NAMES[card.forest](lang) in drawing
                lake = {"ja": ("供物ごとにエスティーム+1", "使者になる"), "en": ("+1 esteem per offering",
                                                                          "becomes the messenger")}[lang]
                found = drawing if lang == "en" else drawing.replace(" ", "")  # a Japanese line wraps without a space
                assert lake[0 if card.lake == ESTEEM_PER_OFFER else 1] in found
            for c in view["plot_discard"]:
                card = PLOTS[c]
                arrow = "→" if lang == "ja" else " → "
                assert f"A{arrow}{AREA_NAMES[card.morning[0]](lang)}" in drawing
                if len(view["lawan"]) == 2:
                    assert f"B{arrow}{AREA_NAMES[card.morning[1]](lang)}" in drawing
            assert (f"山札{view['plot_deck']}枚" if lang == "ja" else f"deck: {view['plot_deck']}") in drawing
        if all(c < 0 for c in view["plots"]):
            assert ("昼に1枚" if lang == "ja" else "dealt face up at noon") in words(fig)


def test_no_plot_panel_without_lawan_nor_once_the_game_is_over() -> None:
    without = play_until(3, 0, 4, lambda s: str(s.phase) == "afternoon")
    over = play_until(3, 2, 4, G.is_over)
    for s in (without, over):
        for lang, title in (("ja", "ラワンの計画カード"), ("en", "Lawan plot cards")):
            fig, _ = BOARD.figure(G.view(s, 0), lang, [], set())
            assert title not in words(fig) and title not in BOARD.text(G.view(s, 0), lang)


@cites("buru.lawan.setup")
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_lawan_are_named_on_their_boxes_and_in_the_text(lang: str) -> None:
    s = with_cards()[0]
    view = G.view(s, 0)
    fig, _ = BOARD.figure(view, lang, [], set())
    for p in s.automata:
        name = G.player_name(s, p)(lang)
        assert ("ラワン" if lang == "ja" else "Lawan ") + "AB"[s.automata.index(p)] in name
        for drawing in (fig, fig["narrow"]):
            heads = [t for t in drawing["data"][0]["text"] if t.startswith("<b>") and plain(t).strip().endswith(name)]
            assert heads, f"no box headed {name!r}"
        assert name in BOARD.text(view, lang)


# ---- secrets -------------------------------------------------------------------------------------------------------
@cites("buru.lawan.unseen")
def test_the_page_is_the_same_whatever_the_lawan_hold_face_down(constant_seal) -> None:  # noqa: F811
    """As tests/test_secrets.py, with two Lawan: the whole synced page (board, hovers, text, log, save) at moments
    through the game, the deal swapped for one the person cannot tell apart — every Lawan's face-down explorers,
    offering cards and elders drawn anew. The swaps must change some Lawan secret, or the check would prove nothing."""
    rng = random.Random(3)
    t = GameTable(G, players=3, seats=["human", "greedy", "greedy"], seed=918273645501, options={"lawan": 2},
                  bot_delay=0, language=Language())
    checked = changed = ties = 0
    for move in range(600):
        if t.match.is_over():
            break
        s = t.match.state
        if move % 4 == 0 or s.step == "pick":
            before = page(t)
            real = (s, t.match.seed)
            steps = swap_deal(t, 0, seed=move + 1)
            other = t.match.state
            after = page(t)
            t.match._states[-1], t.match.seed = real
            t.match.steps[:] = steps
            assert before == after, f"move {move}: the page tells the deals apart"
            assert str(t.match.seed) not in json.dumps(before)
            secrets = [(x.mat[p], x.offerings[p], x.elders[p], [x.bids[a][p] for a in range(len(x.bids))
                                                                if not x.shown[a]]) for x in (s, other) for p in s.automata]
            changed += secrets[: len(s.automata)] != secrets[len(s.automata):]
            checked += 1
            ties += s.step == "pick"
        t.play(rng.choice(t.match.legal_actions(0)))
    assert checked >= 12 and changed >= 8 and ties >= 1, (checked, changed, ties)
    t.close()
