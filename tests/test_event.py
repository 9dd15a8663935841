"""Events, the kernel's narration: equal by rule, text and audience; private by ``to``; picklable for undo/save."""

from __future__ import annotations

import pickle

from kernel_games.core import Event, Text


def test_events_compare_without_their_data_and_pickle_whole() -> None:
    text = Text("確認", "check")
    a, b = Event("core.turn.not_yours", text, 1, {"k": [1]}), Event("core.turn.not_yours", text, 1)
    assert a == b and hash(a) == hash(b), "data is detail, not identity"
    assert a != Event("core.turn.not_yours", text, None)
    back = pickle.loads(pickle.dumps(a))
    assert back == a and back.data == {"k": [1]}
    assert Event("core.turn.not_yours", text).data is not Event("core.turn.not_yours", text).data


def test_a_private_event_is_seen_by_its_player_only() -> None:
    e = Event("core.turn.not_yours", Text("秘密", "secret"), to=2)
    assert e.visible_to(2) and not e.visible_to(1) and not e.visible_to(None)
    assert Event("core.turn.not_yours", Text("公開", "public")).visible_to(None)
