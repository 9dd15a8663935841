"""What the Lawan chapter's texts claim about the board, as checks on the learner's view (see ``lessons/facts.py``)."""

from __future__ import annotations

from kernel_games.core import Text, join

from ..components import RESOURCE_NAMES
from ..lessons.facts import _fact, _islanders
from ..narration import area_name, islander_name, player
from .common import LETTERS

SEATS = (1, 2)  # the chapter's solo game: Lawan A is Blue, Lawan B is Green


def lawan(p: int) -> Text:
    return Text("ラワン{x}（{c}）", "Lawan {x} ({c})").format(x=LETTERS[SEATS.index(p)], c=player(p))


def seats():
    return _fact("ラワンA＝青、ラワンB＝緑（人間はあなた1人）", "Lawan A is Blue, Lawan B is Green (you are the only person)",
                 lambda v, _f: v["lawan"] == list(SEATS) and v["players"] == 3)


def plot_deck(k: int, when: str = "before"):
    return _fact("計画カードの山: {k}枚（順番は秘密）", "Plot deck: {k} cards (their order secret)",
                 lambda v, _f: v["plot_deck"] == k, when, k=k)


def drawn(numbers: tuple[int, ...], when: str = "after"):
    said = Text("・".join(map(str, numbers)), ", ".join(map(str, numbers))) if numbers else Text("なし", "none")
    return _fact("このラウンドの朝に引いた計画カード: {n}", "Plot cards drawn this morning: {n}",
                 lambda v, _f: [c + 1 for c in v["plot_discard"]] == list(numbers), when, n=said)


def plot_of(p: int, number: int, when: str = "before"):
    return _fact("{p}の計画カード: {n}番", "{p}'s plot card: number {n}",
                 lambda v, _f: v["plots"][SEATS.index(p)] == number - 1, when, p=lawan(p), n=number)


def no_plots(when: str = "after"):
    return _fact("ラワンの午後の計画カード: なし", "The Lawan's afternoon plot cards: none",
                 lambda v, _f: all(c < 0 for c in v["plots"]), when)


def explorers(p: int, counts: dict[int, int], when: str = "before"):
    """How many explorers ``p`` has in each named area (face down or not)."""
    said = join([Text("{a}{k}体", "{k} at the {a}").format(a=area_name(a), k=k) for a, k in counts.items()])
    return _fact("{p}の探索者: {w}", "{p}'s explorers: {w}",
                 lambda v, _f: all(len(v["bids"][a][p]) == k for a, k in counts.items()), when, p=lawan(p), w=said)


def hired(p: int, cards: tuple[int, ...], when: str = "after"):
    return _fact("{p}が雇った島民: {c}", "Islanders {p} has hired: {c}",
                 lambda v, _f: tuple(v["tableau"][p]) == cards, when, p=lawan(p), c=_islanders(cards))


def esteem(p: int, k: int, when: str = "before"):
    return _fact("{p}のエスティーム（トラック上）: {k}", "{p}'s esteem on the track: {k}",
                 lambda v, _f: v["esteem"][p] == k, when, p=lawan(p), k=k)


def fish(p: int, k: int, when: str = "before"):
    return _fact("{p}の魚: {k}匹", "{p}'s fish: {k}", lambda v, _f: v["fish"][p] == k, when, p=lawan(p), k=k)


def forest_left(k: int, when: str = "after"):
    return _fact("森カードの残り: {k}枚", "Forest cards left: {k}", lambda v, _f: sum(c >= 0 for c in v["display"]) == k,
                 when, k=k)


def tied_hire(slots: tuple[int, ...]):
    said = Text("・".join(str(i + 1) for i in slots), " and ".join(str(i + 1) for i in slots))
    return _fact("同点の島民: 雇用の列の{s}番目", "Tied islanders: places {s} of the hiring row",
                 lambda v, _f: v["pick"] == "hire" and tuple(v["picks"]) == slots, "before", s=said)


def no_pick(when: str = "after"):
    return _fact("あなたが決めるラワンの同点: なし", "A Lawan tie for you to break: none", lambda v, _f: not v["pick"], when)


def holds(p: int, c: int, when: str = "after"):
    return _fact("{p}は{c}を雇っています", "{p} has hired the {c}", lambda v, _f: c in v["tableau"][p], when, p=lawan(p),
                 c=islander_name(c))


def resource(p: int, k: int, n: int, when: str = "before"):
    return _fact("{p}の{r}: {n}", "{p}'s {r}: {n}", lambda v, _f: v["res"][p][k] == n, when, p=lawan(p),
                 r=RESOURCE_NAMES[k], n=n)


def sets(p: int, k: int):
    return _fact("{p}の島民セットの得点: {k}", "{p}'s islander sets score: {k}",
                 lambda v, _f: v["scores"] is not None and v["scores"][p].get("sets") == k, "after", p=lawan(p), k=k)
