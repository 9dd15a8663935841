"""The kernel's half of the page heartbeat (widgets/board.js pings, Board answers): a ping gets one pong and
nothing else; clicks still work; anything else is ignored. The page's half is tested in
tests/browser/test_kernel_lost.py."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from widgets.board import Board

BOARD_JS = Path(__file__).resolve().parents[1] / "widgets" / "board.js"


def board_with_outbox() -> tuple[Board, list[dict], list[str]]:
    board = Board()
    sent: list[dict] = []
    clicks: list[str] = []
    board.send = lambda content, buffers=None: sent.append(content)  # type: ignore[method-assign]
    board.on_click(clicks.append)
    return board, sent, clicks


def test_a_ping_is_answered_with_a_pong_and_nothing_else() -> None:
    board, sent, clicks = board_with_outbox()
    figure, revision = dict(board.figure), board.revision
    board._on_custom_msg(board, {"type": "ping"}, [])
    assert sent == [{"type": "pong"}]
    assert clicks == [] and board.figure == figure and board.revision == revision
    board._on_custom_msg(board, {"type": "ping"}, [])
    assert sent == [{"type": "pong"}, {"type": "pong"}], "every ping is answered"


def test_clicks_still_reach_the_handlers_without_a_reply() -> None:
    board, sent, clicks = board_with_outbox()
    board._on_custom_msg(board, {"type": "click", "key": "land:3"}, [])
    assert clicks == ["land:3"] and sent == []


@pytest.mark.parametrize("content", [
    {"type": "pong"}, {"type": "PING"}, {"type": "reload"}, {}, {"kind": "anywidget-command", "name": "x"},
    {"type": None}, "ping", None, ["ping"],
])
def test_unknown_messages_are_ignored(content: Any) -> None:
    board, sent, clicks = board_with_outbox()
    board._on_custom_msg(board, content, [])
    assert sent == [] and clicks == []


def test_the_page_side_has_its_constants_and_overlay() -> None:
    """What the browser test and the docs rely on: the timing constants at the top, the override, the class."""
    js = BOARD_JS.read_text(encoding="utf-8")
    every = re.search(r"^const HEARTBEAT_EVERY_MS = (\d+);", js, re.M)
    timeout = re.search(r"^const HEARTBEAT_TIMEOUT_MS = (\d+);", js, re.M)
    assert every and timeout
    assert 3 * int(every.group(1)) <= int(timeout.group(1)) <= 30_000, "several pings missed, within half a minute"
    assert "window.__kgHeartbeat" in js and '"kg-kernel-lost"' in js and "location.reload()" in js
