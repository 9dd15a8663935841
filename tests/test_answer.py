"""The answer to a pick, sent to the board to be shown where the learner looks (widgets/answer.py), without a
browser: once per pick, in the page's language, with the rule's title for a refusal, "✔ Played: …" for a move that
cleared the message line, and never for a redraw. (In the browser: tests/browser/test_touch.py.)"""

from __future__ import annotations

from kernel_games import GAMES
from widgets.answer import gist, short
from widgets.i18n import Language
from widgets.table import GameTable

VAALBARA = GAMES["vaalbara"]


def answers_of(table: GameTable) -> list[dict]:
    """The answers the table's board sends from now on (the messages a page's board.js would receive)."""
    sent: list[dict] = []
    table.panel.board.send = lambda msg, buffers=None: sent.append(msg) if msg.get("type") == "answer" else None
    return sent


def land_step(lang: str) -> GameTable:
    """A Vaalbara table where the learner (seat 0) chooses a land, the bots seated and quick."""
    t = GameTable(VAALBARA, players=3, seats=["human", "greedy", "greedy"], seed=5, bot_delay=0,
                  language=Language(lang=lang))
    t.play(t.match.legal_actions(0)[-1])  # the highest card: the learner resolves last
    while t.acting_human() is not None and t.match.state.step != "land":
        t.play(t.match.legal_actions(0)[0])
    assert t.match.state.step == "land"
    return t


def test_a_refused_click_is_answered_once_with_its_rule_in_the_pages_language() -> None:
    for lang in ("ja", "en"):
        t = land_step(lang)
        sent = answers_of(t)
        row2 = t.match.view(0)["rows"][1][0]
        t.board.click(f"land:{row2}")
        title = VAALBARA.rule("vaalbara.resolution.land").title(lang)
        assert [m["kind"] for m in sent] == ["error"], sent
        assert sent[0]["text"].startswith("✖ ") and title in sent[0]["text"], sent
        assert "vaalbara.resolution.land" not in sent[0]["text"], "the rule's id is for the tooltip, not the line"
        t.close()


def test_a_played_click_says_what_was_played_and_a_redraw_says_nothing() -> None:
    t = land_step("en")
    sent = answers_of(t)
    row1 = t.match.view(0)["rows"][0][0]
    t.board.click(f"land:{row1}")
    assert row1 in t.match.view(0)["realms"][0]
    assert len(sent) == 1 and sent[0]["kind"] == "ok" and sent[0]["text"].startswith("✔ Played: "), sent
    t.panel.redraw()
    assert len(sent) == 1, "a redraw is no answer"
    t.close()


def test_a_click_on_no_target_says_it_cannot_be_chosen() -> None:
    t = land_step("ja")
    sent = answers_of(t)
    t.board.click("nowhere")
    assert sent == [{"type": "answer", "kind": "error", "text": "✖ そこは今は選べません。", "lang": "ja"}]
    t.close()


def test_the_short_line_is_the_sentences_that_fit_and_the_rules_title() -> None:
    assert gist("まだ置けません。次の手番を待ってください。") == "まだ置けません。次の手番を待ってください。"
    assert gist("Not yet. Wait for your turn.") == "Not yet. Wait for your turn."
    assert gist("A 3.5 point bid is no bid") == "A 3.5 point bid is no bid"
    long = "First sentence. " + "x" * 300 + "."
    assert gist(long) == "First sentence."
    assert gist("x" * 500).endswith("…") and len(gist("x" * 500)) <= 160
    rule = VAALBARA.rule("vaalbara.resolution.land").title
    assert short("Not row 2.", "error", rule, "en") == f"✖ Not row 2. (rule: {rule.en})"
