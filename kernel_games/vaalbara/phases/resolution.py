"""Resolution: characters are revealed, then each clan in initiative order plays its character and takes a land."""

from __future__ import annotations

from kernel_games.core import Action, Event, IllegalAction, Text

from ..actions import RevealWarrior
from ..components import NUM_ROUNDS, WARRIOR_CARD, character_name
from ..narration import clan, gain
from ..order import next_player
from ..state import ALLOCATE, OVER, P, State
from . import characters


def reveal(s: State, ev: list[Event]) -> None:
    """On entry: every face-down character is turned up (vaalbara.allocation.reveal)."""
    shown = [Text("{p}:【{i}】{c}", "{p}: [{i}] {c}").format(p=clan(p), i=s.chosen[p], c=character_name(s.chosen[p]))
             for p in range(s.n)]
    ev.append(Event("vaalbara.allocation.reveal", Text("全員が公開: ", "All reveal: ") + Text(
        "、".join(t.ja for t in shown), ", ".join(t.en for t in shown)), data={"chosen": s.chosen[:]}))


def next_turn(s: State, ev: list[Event]) -> None:
    """Automatic progress: the next clan in turn order begins its turn with its character."""
    p = next_player(s)
    assert p is not None, "the resolution ends once everyone has acted"
    tied = [q for q in range(s.n) if q != p and q not in s.order and s.chosen[q] == s.chosen[p]]
    s.order.append(p)
    s.current = p
    ev.append(Event("vaalbara.resolution.tie" if tied else "vaalbara.resolution.order", Text(
        "{p}の手番（【{i}】{c}）", "{p}'s turn ([{i}] {c})").format(
        p=clan(p), i=s.chosen[p], c=character_name(s.chosen[p])) + (Text(
            "。同じ値の相手より予兆が上位です。", "; the omen ranks them above the tied player.") if tied else Text("", "")),
        data={"player": p}))
    characters.start(s, p, ev)


def everyone_acted(s: State) -> bool:
    return s.step == "" and len(s.order) == s.n


def after(s: State) -> P:
    return OVER if s.round == NUM_ROUNDS else ALLOCATE


# ---- step WARRIOR: the window every other clan answers ----------------------------------------------------------------
def warrior_candidates(s: State, p: int) -> list[Action]:
    return [RevealWarrior(True), RevealWarrior(False)]


def warrior_refuse(s: State, p: int, action: Action) -> IllegalAction:
    return IllegalAction("vaalbara.character.warrior", Text(
        "戦士がプレイされました。手札の戦士を公開するかどうか答えてください。",
        "A Warrior was played: answer whether you reveal a Warrior from your hand."))


def warrior_forbid(s: State, p: int, action: RevealWarrior) -> IllegalAction | None:
    if action.reveal and WARRIOR_CARD not in s.hands[p]:
        return IllegalAction("vaalbara.character.warrior", Text(
            "手札に戦士がないので公開できません。", "You hold no Warrior, so you cannot reveal one."))
    return None


def warrior_perform(s: State, p: int, action: RevealWarrior, ev: list[Event]) -> None:
    s.warrior_wait.remove(p)
    if action.reveal:
        gain(s, p, 1, "vaalbara.character.warrior", ev)
        ev.append(Event("vaalbara.character.warrior", Text(
            "{p}が手札の戦士を公開しました（手札に残ります）。",
            "{p} reveals a Warrior from hand (it stays in hand).").format(p=clan(p))))
    if not s.warrior_wait:
        characters.finish(s, s.current)
