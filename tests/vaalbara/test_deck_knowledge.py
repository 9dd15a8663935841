"""What everyone knows of the land deck (seed 001: 予兆, 追跡者, 開拓者): only the omen on the top card's back, unless
a Tracker put a shown land on top or a Pioneer put one under the deck. Views, previews and the deals a player cannot
tell apart (``redeal_hidden``: the search bots' samples, the undo check) follow that knowledge, no more, no less."""

from __future__ import annotations

from kernel_games.vaalbara.actions import ExchangeLand, TrackLand
from kernel_games.vaalbara.order import omen_of
from kernel_games.vaalbara.preview import bottom_candidates

from .helpers import FARMER, PIONEER, TRACKER, G, act, choose_all, cites, finish_round, lands, scenario

SEEDS = range(40)


@cites("vaalbara.omen")
def test_a_top_card_nobody_has_seen_is_redealt_among_the_lands_its_back_fits():
    """At two players the omen ranks two clans, so about half the deck shares the top card's back: the deals a
    player cannot tell apart put any of them on top, and each shows that player the same board."""
    s = scenario(2)
    shown = omen_of(s.land_deck[0], 2)
    fits = {c for c in s.land_deck if omen_of(c, 2) == shown}
    assert len(fits) > 1
    for p in (0, 1, None):
        deals = [G.redeal_hidden(s, p, seed) for seed in SEEDS]
        assert {d.land_deck[0] for d in deals} == fits, "every land that fits the back may be on top"
        assert all(sorted(d.land_deck) == sorted(s.land_deck) for d in deals)
        assert all(G.view(d, p) == G.view(s, p) for d in deals)
    assert G.view(s, 0)["deck_top"] == G.view(s, 0)["deck_bottom"] == -1


@cites("vaalbara.character.tracker", "vaalbara.round_end.slide")
def test_the_land_a_tracker_puts_on_top_is_known_until_the_rows_are_dealt():
    s = choose_all(scenario(3, realms=[[], [], []]), [TRACKER, FARMER, FARMER])
    picked = s.rows[1][0]
    after, _ = act(s, 0, TrackLand(picked))
    for p in (0, 1, 2, None):
        assert G.view(after, p)["deck_top"] == picked
        assert {G.redeal_hidden(after, p, seed).land_deck[0] for seed in SEEDS} == {picked}
    nxt = finish_round(after)
    assert nxt.rows[1][0] == picked, "the known top card is dealt into the new row 2"
    assert G.view(nxt, 0)["deck_top"] == -1
    assert len({G.redeal_hidden(nxt, 0, seed).land_deck[0] for seed in SEEDS}) > 1


@cites("vaalbara.character.tracker")
def test_a_tracker_shows_the_top_card_so_its_move_reveals_something():
    """The old top card comes face up into the row: a move that told the table something hidden (no undo past it)."""
    s = choose_all(scenario(2, realms=[[], []]), [TRACKER, FARMER])
    fits = {c for c in s.land_deck if omen_of(c, 2) == omen_of(s.land_deck[0], 2)}
    assert len(fits) > 1
    seen = {G.view(act(G.redeal_hidden(s, 0, seed), 0, TrackLand(s.rows[0][0]))[0], 0)["rows"][0][0]
            for seed in SEEDS}
    assert len(seen) > 1, "in deals player 0 cannot tell apart, a different land comes into the row"


@cites("vaalbara.character.pioneer")
def test_the_land_a_pioneer_puts_under_the_deck_is_the_next_pioneers_for_sure():
    f1, f2 = lands("field", 3)[:2]
    s = choose_all(scenario(3, realms=[[f1], [f2], []]), [PIONEER, PIONEER, FARMER])
    unknown = bottom_candidates(G.view(s, 1))
    assert len(unknown) > 1, "before any Pioneer the bottom card is one of the unseen lands"
    s, _ = act(s, s.current, ExchangeLand(f1 if s.current == 0 else f2))
    first = 1 - s.order[0]
    s = finish_land(s)
    assert s.current == first and s.step == "character"
    put = s.land_deck[-1]
    view = G.view(s, first)
    assert view["deck_bottom"] == put and bottom_candidates(view) == [put]
    mine = f1 if first == 0 else f2
    text = G.preview(view, ExchangeLand(mine))
    after, _ = act(s, first, ExchangeLand(mine))
    assert after.realms[first].count(put) == 1
    gained = after.scores[first] - s.scores[first]
    assert text.en.startswith(f"Pioneer: +{gained} ("), text.en
    assert {G.redeal_hidden(s, first, seed).land_deck[-1] for seed in SEEDS} == {put}


def finish_land(s):
    """The player resolving takes the first land of row 1."""
    return act(s, s.current, G.legal_actions(s, s.current)[0])[0]
