"""What Vaalbara's walkthrough says about its boards, as checkable facts; its goals; how the other clans play on.

A fact's words are made from the same values it checks, so the text can only say what the learner's view shows.
"""

from __future__ import annotations

from kernel_games.core import Action, Text, join
from kernel_games.core.lesson import Fact

from .actions import ChooseCharacter, ChoosePlayer, TakeLand, clan_label
from .components import LAND_NAMES, LANDS, character_name
from .state import State
from .view import VaalbaraView


def _clans(ps: tuple[int, ...]) -> Text:
    return join([clan_label(p) for p in ps], "と", " and ")


def _kinds(view: VaalbaraView, cards: list[int]) -> list[str]:
    return sorted(LANDS[c].type for c in cards)


def face_down(*ps: int) -> Fact:
    """These clans' characters lie face down (chosen, not revealed)."""
    return Fact(Text("{c}のキャラクターは伏せたままです。", "{c}: character face down.").format(c=_clans(ps)),
                lambda v, _f: all(v["chosen"][p] == -1 for p in ps))


def shows(seats: dict[int, int], when: str = "before") -> Fact:
    """Characters face up: seat -> initiative."""
    words = join([Text("{p}【{c}】{n}", "{p} [{c}] {n}").format(p=clan_label(p), c=c, n=character_name(c))
                  for p, c in seats.items()], "、", ", ")
    return Fact(Text("表向き: {w}", "Face up: {w}").format(w=words),
                lambda v, _f: all(v["chosen"][p] == c for p, c in seats.items()), when)  # type: ignore[arg-type]


def realm(p: int, kind: str, k: int, when: str = "before") -> Fact:
    """Clan ``p``'s realm holds exactly ``k`` lands of ``kind``."""
    return Fact(Text("{p}の領域に{l}が{k}枚。", "{p}'s realm holds {k} × {l}.").format(p=clan_label(p), l=LAND_NAMES[kind], k=k),
                lambda v, _f: sum(LANDS[c].type == kind for c in v["realms"][p]) == k, when)  # type: ignore[arg-type]


def types_in_realm(k: int, when: str = "before") -> Fact:
    return Fact(Text("あなたの領域の土地は{k}種類。", "Your realm holds {k} land types.").format(k=k),
                lambda v, _f: len({LANDS[c].type for c in v["realms"][v["viewer"]]}) == k, when)  # type: ignore[arg-type]


def row(r: int, kinds: list[str], when: str = "before") -> Fact:
    """Row ``r`` (1 or 2) holds exactly these land types."""
    words = join([LAND_NAMES[k] for k in kinds], "、", ", ")
    return Fact(Text("{r}列目: {w}", "Row {r}: {w}").format(r=r, w=words),
                lambda v, _f: _kinds(v, v["rows"][r - 1]) == sorted(kinds), when)  # type: ignore[arg-type]


def forest_value(value: int) -> Fact:
    return Fact(Text("1列目の森林の値は{n}。", "Row 1's forest shows {n}.").format(n=value),
                lambda v, _f: [LANDS[c].value for c in v["rows"][0] if LANDS[c].type == "forest"] == [value])


def gained(pts: int) -> Fact:
    """After: the learner's points changed by ``pts`` since the scenario."""
    sign = "+" if pts >= 0 else ""
    return Fact(Text("あなたの点数: {s}{n}点", "Your points: {s}{n}").format(s=sign, n=pts),
                lambda v, f: v["score"] - f["score"] == pts, "after")


def points(k: int) -> Fact:
    return Fact(Text("あなたの点数は{k}点（あなただけに見えます）。", "You have {k} points (shown to you alone).").format(k=k),
                lambda v, _f: v["score"] == k)


def acting(p: int, when: str = "after") -> Fact:
    return Fact(Text("いま{p}の手番です。", "{p} is acting now.").format(p=clan_label(p)),
                lambda v, _f: v["current"] == p, when)  # type: ignore[arg-type]


def round_is(r: int) -> Fact:
    return Fact(Text("ラウンド{r}です。", "This is round {r}.").format(r=r), lambda v, _f: v["round"] == r)


def omen(order: tuple[int, ...], when: str = "before") -> Fact:
    return Fact(Text("予兆: {o}", "Omen: {o}").format(o=join([clan_label(p) for p in order], " ＞ ", " > ")),
                lambda v, _f: tuple(v["omen"]) == order, when)  # type: ignore[arg-type]


def omen_changed() -> Fact:
    return Fact(Text("予兆が変わりました（左上）。", "The omen, top left, has changed."),
                lambda v, f: v["omen"] != f["omen"], "after")


def hand(k: int, when: str = "before") -> Fact:
    return Fact(Text("あなたの手札は{k}枚。", "Your hand holds {k} cards.").format(k=k),
                lambda v, _f: len(v["hand"]) == k, when)  # type: ignore[arg-type]


def in_hand(card: int) -> Fact:
    return Fact(Text("あなたの手札に【{c}】{n}があります。", "Your hand holds [{c}] {n}.").format(c=card, n=character_name(card)),
                lambda v, _f: card in v["hand"])


def discarded(cards: list[int]) -> Fact:
    words = join([Text("【{c}】", "[{c}]").format(c=c) for c in cards], "", " ")
    return Fact(Text("あなたの捨て札: {w}", "Your discard pile: {w}").format(w=words),
                lambda v, _f: sorted(v["discards"][v["viewer"]]) == sorted(cards))


def rows_sized(k: int) -> Fact:
    return Fact(Text("各列に土地が{k}枚。", "{k} lands in each row.").format(k=k),
                lambda v, _f: [len(r) for r in v["rows"]] == [k, k])


def deck(k: int) -> Fact:
    return Fact(Text("土地の山札は{k}枚。", "The land deck holds {k} cards.").format(k=k), lambda v, _f: v["deck_size"] == k)


def row_slid() -> Fact:
    return Fact(Text("前の2列目が1列目に下がり、新しい2列目が並びました。", "The old row 2 is now row 1, and a new row 2 is dealt."),
                lambda v, f: v["rows"][0] == f["rows"][1] and len(v["rows"][1]) == v["players"], "after")


def over() -> Fact:
    return Fact(Text("ゲーム終了: 全員の最終得点（種類ボーナス込み）が盤面に出ています。",
                     "The game is over: every final score, variety bonus included, is on the board."),
                lambda v, _f: v["final_scores"] is not None, "after")


def bonus(p: int, pts: int) -> Fact:
    return Fact(Text("{p}の種類ボーナス: {n}点", "{p}'s variety bonus: {n}").format(p=clan_label(p), n=pts),
                lambda v, _f: v["bonus"] is not None and v["bonus"][p] == pts, "after")


# ---- goals: a legal move that is not the task says what the task is (the walkthrough adds "That is legal, but") ------
def takes(kind: str):
    """Goal: the learner took a land of this type."""
    def goal(before: State, action: Action, events, after) -> Text | None:
        if isinstance(action, TakeLand) and LANDS[action.land].type == kind:
            return None
        return Text("この課題は{k}を取ることです。", "the task is to take the {k}.").format(k=LAND_NAMES[kind])
    return goal


def picks(card: int):
    """Goal: the learner chose this character."""
    def goal(before: State, action: Action, events, after) -> Text | None:
        if isinstance(action, ChooseCharacter) and action.initiative == card:
            return None
        return Text("この課題の答えは別のキャラクターです。効果をもう一度読んでみましょう。",
                    "another character answers this task: read the effects again.")
    return goal


# ---- how the other clans play on ---------------------------------------------------------------------------------
def others(state: State, p: int, legal: list[Action]) -> Action:
    """A fixed, readable choice: a Bard picks its own clan; otherwise the first legal action."""
    for a in legal:
        if isinstance(a, ChoosePlayer) and a.target == p:
            return a
    return legal[0]
