"""Links a teacher shares (widgets/links.py): ?lang=, ?step=, ?seed=, ?game= read, checked and applied to the page.

A bad value is refused with a message in both languages, said by the widget it concerns, and changes nothing else.
"""

from __future__ import annotations

import base64
import html
import json
import threading
import zlib
from urllib.parse import parse_qs, urlsplit

import pytest

from kernel_games import GAMES
from kernel_games.core import Match, Text
from kernel_games.core.match import MAX_SAVE_BYTES
from widgets.address import PageAddress
from widgets.i18n import Language
from widgets.lesson import Walkthrough
from widgets.links import (
    MAX_GAME_CHARS,
    apply,
    apply_links,
    build_query,
    decode_game,
    encode_game,
    page_query,
    parse,
    share_link,
)
from widgets.table import GameTable

VAALBARA = GAMES["vaalbara"]


def table(game=VAALBARA, language: Language | None = None, players: int = 3) -> GameTable:
    return GameTable(game, players=players, seats=["human"] * players, seed=7, bot_delay=0,
                     language=language or Language())


def played(game, players: int, moves: int, seed: int = 11) -> Match:
    m = Match(game, players, seed)
    for _ in range(moves):
        p = m.to_act()[0]
        m.play(p, m.legal_actions(p)[-1])
    return m


def record(m: Match) -> tuple:
    """What a match is: its set-up and its moves (a running game's save seals its seed anew each time)."""
    return m.game.id, m.num_players, m.seed, m.options, [(s.player, s.action) for s in m.steps]


def bilingual(text: Text) -> None:
    assert text.ja and text.en and text.ja != text.en, text


def message(widget) -> str:
    return html.unescape(widget.message.value)


# ---- parse ---------------------------------------------------------------------------------------------------------
def test_a_link_with_every_parameter_is_read() -> None:
    save = played(VAALBARA, 3, 4).to_json()
    link = parse(build_query(lang="en", step=3, game=save))
    assert (link.lang, link.step, link.seed, link.problems) == ("en", 3, None, ())
    assert json.loads(link.game) == json.loads(save)
    assert parse("?lang=ja&seed=0042&voila-theme=dark").seed == 42, "a leading '?', Voila's own parameters ignored"
    assert parse("") == parse(None) == parse("utm_source=mail")


@pytest.mark.parametrize("query, param", [
    ("lang=fr", "lang"), ("lang=", "lang"),
    ("step=0", "step"), ("step=-2", "step"), ("step=two", "step"), ("step=３", "step"), ("step=1.5", "step"),
    ("seed=abc", "seed"), ("seed=-5", "seed"), ("seed=" + "9" * 19, "seed"),
    ("game=z.AAAA", "game"), ("game=not*base64", "game"), ("game=z.", "game"),
])
def test_a_bad_value_is_left_out_with_a_bilingual_reason(query: str, param: str) -> None:
    link = parse(query)
    assert getattr(link, param) is None
    assert [p for p, _ in link.problems] == [param]
    bilingual(link.problems[0][1])


def test_a_cut_short_game_link_is_damaged_not_a_crash() -> None:
    value = encode_game(played(VAALBARA, 3, 6).to_json())
    for cut in (len(value) - 1, len(value) // 2, 4):
        link = parse(f"game={value[:cut]}")
        assert link.game is None and link.problems, cut
        assert "damaged" in link.problems[0][1].en


def test_an_oversized_game_is_refused_before_and_after_unpacking() -> None:
    assert "too long" in parse("game=" + "A" * (MAX_GAME_CHARS + 1)).problems[0][1].en
    bomb = base64.urlsafe_b64encode(zlib.compress(b" " * (MAX_SAVE_BYTES + 10), 9)).decode().rstrip("=")
    assert len(bomb) < MAX_GAME_CHARS
    link = parse(f"game=z.{bomb}")
    assert link.game is None and "MB" in link.problems[0][1].en


def test_a_game_link_takes_plain_base64_or_the_json_itself() -> None:
    save = played(VAALBARA, 3, 2).to_json()
    plain = base64.urlsafe_b64encode(save.encode()).decode()
    assert decode_game(plain) == decode_game(save) == decode_game(encode_game(save)) == save


def test_a_link_with_a_game_and_a_seed_keeps_the_game() -> None:
    link = parse(build_query(seed=5, game=played(VAALBARA, 3, 1).to_json()))
    assert link.game is not None and link.seed is None
    assert [p for p, _ in link.problems] == ["seed"]


# ---- applied to the page ---------------------------------------------------------------------------------------------
def test_step_and_lang_open_the_walkthrough_at_that_step_in_that_language() -> None:
    language = Language()
    walk = Walkthrough(VAALBARA, language=language)
    assert apply(parse("step=3&lang=en"), language, walkthrough=walk) == []
    assert (walk.index, language.lang) == (2, "en")
    assert "Step 3 of" in walk.counter.value
    walk.close()


def test_a_step_past_the_end_is_explained_by_the_walkthrough() -> None:
    language = Language()
    walk = Walkthrough(VAALBARA, language=language)
    apply(parse("lang=en&step=999"), language, walkthrough=walk)
    assert walk.index == 0
    assert f"steps 1 to {len(walk.lessons)}" in message(walk)
    language.lang = "ja"
    assert "999" in message(walk) and "ステップ" in message(walk), "the message follows the page language"
    walk.close()


def test_seed_deals_that_seed() -> None:
    language = Language()
    t = table(language=language)
    apply(parse("seed=42"), language, table=t)
    assert t.match.seed == 42
    assert t.match.view(None) == Match(VAALBARA, 3, 42).view(None), "the deal a seed-42 game starts with"
    assert "seed" in message(t) or "シード" in message(t)
    t.close()


def test_a_bad_seed_is_explained_by_the_table_and_the_deal_stays() -> None:
    language = Language()
    t, walk = table(language=language), Walkthrough(VAALBARA, language=language)
    before = record(t.match)
    apply(parse("lang=en&seed=12x&step=2"), language, walkthrough=walk, table=t)
    assert record(t.match) == before
    assert "The link's seed" in message(t) and "digits" in message(t)
    assert walk.index == 1 and not message(walk), "the other parameters still apply"
    t.close()
    walk.close()


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_saved_position_round_trips_through_a_link(gid: str) -> None:
    game = GAMES[gid]
    original = played(game, game.min_players, 9)
    href = share_link(original, "en", base="http://127.0.0.1:8866/voila/render/x.ipynb")
    parts = urlsplit(href)
    assert parts.path.endswith("/x.ipynb") and parse_qs(parts.query)["lang"] == ["en"]
    language = Language()
    t = table(game, language, players=game.min_players)
    assert apply(parse(parts.query), language, table=t) == []
    assert language.lang == "en"
    saved = Match.from_json(original.to_json())  # face-down choices not yet revealed are left out of a save
    assert record(t.match) == record(saved) and len(saved.steps) > 0
    assert t.match.view(None) == saved.view(None)
    t.close()


def test_a_game_link_that_does_not_load_gets_the_tables_own_message() -> None:
    language = Language()
    t = table(language=language)
    before = record(t.match)
    noli_save = played(GAMES["noli"], 2, 3).to_json()
    apply(parse(build_query(lang="en", game=noli_save)), language, table=t)
    assert record(t.match) == before
    assert "not for this page's game" in message(t)
    t.close()


def test_share_link_is_relative_to_the_page_by_default() -> None:
    href = share_link(played(VAALBARA, 3, 2), "ja")
    assert href.startswith("?lang=ja&game=z.")


def test_the_gallery_shows_what_no_widget_can_say() -> None:
    language = Language()
    assert apply_links(language=language, query="lang=en") is None
    assert language.lang == "en"
    note = apply_links(language=language, query="lang=xx&step=4")
    assert note is not None and "lang" in note.value and "ja" in note.value
    assert language.lang == "en", "a bad lang changes nothing"


def test_the_query_comes_from_voila(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.setenv("QUERY_STRING", "lang=en&step=2")
    assert page_query() == "lang=en&step=2"
    monkeypatch.delenv("QUERY_STRING")
    assert page_query() is None, "outside Voila (JupyterLab, nbclient) there is no link to apply"


def browser_says(address: PageAddress, query: object) -> None:
    """What the front end of a ``PageAddress`` sends when the page draws it (widgets/address.py)."""
    address._message(address, {"type": "query", "query": query}, [])


def test_without_voila_the_browser_tells_the_pages_address(monkeypatch: pytest.MonkeyPatch) -> None:
    """The static site's browser kernel and JupyterLab have no request: the link comes from the page's front end."""
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    language = Language()
    walk = Walkthrough(VAALBARA, language=language)
    address = apply_links(walk, language=language)
    assert isinstance(address, PageAddress)
    assert language.lang == "ja" and walk.index == 0, "nothing is applied before the browser has told the address"
    browser_says(address, "?lang=en&step=3")
    assert language.lang == "en" and walk.index == 2
    assert address.note == ""
    browser_says(address, "?lang=ja&step=1")
    assert language.lang == "en" and walk.index == 2, "one page, one address: a second message changes nothing"
    walk.close()


def test_the_browsers_address_is_checked_like_any_link(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    language = Language()
    gallery_page = apply_links(language=language)
    browser_says(gallery_page, "?lang=xx&step=4")
    assert "lang" in gallery_page.note and "ja" in gallery_page.note and language.lang == "ja"
    for junk in (None, 42, "?" + "lang=en&" * 20_000):
        other = apply_links(language=language)
        browser_says(other, junk)
        assert other.note == "" and language.lang == "ja", "a missing, mistyped or huge query is not read"


def test_a_preheated_kernel_waits_for_its_pages_request(monkeypatch: pytest.MonkeyPatch) -> None:
    """Voila sends a preheated kernel its page's request over a websocket (voila/query/<kernel id>) once the page is
    asked for; the link is read from it."""
    from websockets.sync.server import serve as websocket_server

    asked: list[str] = []

    def voila(socket) -> None:  # noqa: ANN001 - a websockets ServerConnection
        asked.append(socket.request.path)
        socket.send(json.dumps({"QUERY_STRING": "lang=en&step=2", "SERVER_NAME": "127.0.0.1"}))

    with websocket_server(voila, "127.0.0.1", 0) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        for key, value in {"VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(server.socket.getsockname()[1]),
                           "VOILA_KERNEL_ID": "k-1", "VOILA_SERVER_URL": "/base/"}.items():
            monkeypatch.setenv(key, value)
        for key in ("QUERY_STRING", "SERVER_NAME", "VOILA_WS_BASE_URL", "VOILA_APP_IP", "VOILA_WS_PROTOCOL"):
            monkeypatch.delenv(key, raising=False)
        assert page_query() == "lang=en&step=2"
        server.shutdown()
    assert asked == ["/base/voila/query/k-1"]


def test_the_gallery_links_each_game_where_its_page_is() -> None:
    """Voila and JupyterLab open the notebook; the static site (a browser kernel) opens the page built from it."""
    from widgets.gallery import gallery, notebook_href

    assert notebook_href("noli", "en", platform="linux") == "noli.ipynb?lang=en"
    assert notebook_href("noli", "ja", platform="emscripten") == "noli.html?lang=ja"
    language = Language()
    page = gallery(language)
    assert 'href="vaalbara.ipynb?lang=ja"' in page.value
    language.lang = "en"
    assert 'href="vaalbara.ipynb?lang=en"' in page.value
    page.close()
