"""The Ambelau Lawan's chapter of Buru's walkthrough (after the Great Persons): the 20 Ambelau plot cards sending a
Lawan to the region, a card drawn again without the region, a tie between canoe spaces the learner breaks, and a
Lawan's canoe taking its best space with the bonuses of two explorers there."""

from __future__ import annotations

from kernel_games.core import Action, Lesson, Text
from kernel_games.core.lesson import Fact, PlayOn

from ..ambelau.cards import AMBELAU, IBU
from ..ambelau.lessons import canoe_at, guide_ready, paddles
from ..components import FOREST, LAKE, SHORE
from ..lessons import facts as F
from ..lessons.chapter import Chapter
from ..lessons.scenes import RED
from ..narration import rule
from . import scenes_ambelau as S
from .actions import Pick
from .facts import esteem, explorers
from .plots import AMBELAU_IDS

L = Lesson
A = S.LAWAN_A


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def deck_of(k: int, when: str = "before") -> Fact:
    return Fact(Text("計画カードの山: {k}枚（アンベラウの計画カード）", "Plot deck: {k} cards (the Ambelau plot cards)").format(
        k=k), lambda v, _f: v["plot_deck"] == k and all(c in AMBELAU_IDS for c in v["plot_discard"]), when)


def set_aside(number: int, when: str = "after") -> Fact:
    return Fact(Text("{n}番のカードは引き直しで脇へ", "Card {n} put aside and another drawn").format(n=number),
                lambda v, _f: v["plot_discard"][:1] == [number - 1] and len(v["plot_discard"]) == 2, when)


def tied(spaces: tuple[int, ...]) -> Fact:
    said = Text("・".join(str(i + 1) for i in spaces), ", ".join(str(i + 1) for i in spaces))
    return Fact(Text("ラワンAのカヌーの同点のスペース: {s}番", "Lawan A's tied canoe spaces: {s}").format(s=said),
                lambda v, _f: v["pick"] == "canoe" and tuple(v["picks"]) == spaces, "before")


def picks(space: int):
    """A goal: the learner breaks the tie for ``space``."""
    def goal(before, action, events, after) -> Text | None:
        if type(action) is Pick and action.option == space:
            return None
        return Text("この課題はラワンAのために{i}番のスペースを選ぶことです。", "the task is to choose space {i} for Lawan "
                    "A.").format(i=space + 1)
    return goal


STEPS_AMBELAU_LAWAN: list[Lesson] = [
    L("amb_lawan_cards", _r("ambelau.lawan", "ambelau.lawan_morning", "ambelau.lawan_ukam", "fifth.lawan", "lawan.morning"),
      Text(
        "ウカムかアンベラウの地域を入れるとき、または5席のとき、ラワンは基本の12枚ではなくアンベラウの計画カード20枚（13〜32番）"
        "で動きます。朝の配置図にはアンベラウも入り、雇用の行にはアウトロー、供物の行にはウカムとイブも並びます。ウカムへの供物は"
        "雇ったアウトローを捨てるときだけで、ほかの島民は捨てません。山の一番上は16番（A→アンベラウ、B→聖なる湖）です。",
        "With Ukam, with the Ambelau region or at five seats, the Lawan run on the 20 Ambelau plot cards (numbers 13 to "
        "32) instead of the base 12. Their morning map includes Ambelau, the recruit line can name outlaws, the offering "
        "line names Ukam and Ibu too. A Lawan offers to Ukam only by discarding an outlaw it hired, never another "
        "islander. The top card is number 16 (A to Ambelau, B to the Sacred Lake)."),
      S.morning, facts=(deck_of(20), explorers(A, {AMBELAU: 1}, "after"), explorers(S.LAWAN_B, {LAKE: 1}, "after")),
      task=Text("森に探索者を1体置いてください。", "Place an explorer on the Forest."), goal=F.place(FOREST),
      play_on=PlayOn(rule=rule("lawan.morning"))),
    L("amb_lawan_redraw", _r("ambelau.lawan_morning"), Text(
        "この卓はウカムだけでアンベラウの地域がありません。それでもアンベラウの計画カードを使いますが、ラワンをアンベラウへ送る"
        "カードは脇へ置いて、次のカードを引き直します。山の一番上は16番、その次は13番（A→森、B→海岸）です。",
        "This table plays Ukam without the Ambelau region. The Lawan still use the Ambelau plot cards, but a card that "
        "would send a Lawan to Ambelau is put aside and the next one drawn. The top card is 16, the next 13 (A to the "
        "Forest, B to the Shore)."),
      S.redraw, facts=(set_aside(16), explorers(A, {FOREST: 1}, "after"), explorers(S.LAWAN_B, {SHORE: 1}, "after")),
      task=Text("森に探索者を1体置いてください。", "Place an explorer on the Forest."), goal=F.place(FOREST),
      play_on=PlayOn(rule=rule("ambelau.lawan_morning"))),
    L("amb_lawan_tie", _r("ambelau.lawan_canoe", "lawan.tie"), Text(
        "アンベラウではラワンのカヌーは届くスペースのうち評価の最も高いところへ進みます。ラワンAは2体でパワー6、あなたの5より"
        "強いので先に動きます。スタートから届く評価2のスペースが3つ（3・4・6番）あり、使者のあなたが選びます。",
        "In the region a Lawan's canoe goes to the highest-rated space it can reach. Lawan A has two explorers there, power "
        "6, more than your 5, so it moves first. From the start it reaches three spaces rated 2 (3, 4 and 6): you, the "
        "messenger, choose."),
      S.canoe, facts=(tied((2, 3, 5)), F.messenger(RED), canoe_at(A, 5)),
      task=Text("ラワンAのために6番のスペースを選んでください。", "Choose space 6 for Lawan A."), goal=picks(5),
      play_on=PlayOn(rule=rule("ambelau.lawan_canoe"))),
    L("amb_lawan_canoe", _r("ambelau.lawan_canoe", "ambelau.lawan_double", "ambelau.lawan_offers",
                            "ambelau.lawan_guide", "ambelau.ibu_totem", "ambelau.actions", "lawan.double"), Text(
        "ラワンAのカヌーは5番にあり、評価3の9番（エボニー1とイブへの供物）へ自動で進みました。イブの供物カードは見ないで伏せます。"
        "イブの象徴を持っていても、自分の供物では象徴から何も得ません。聖なる湖に2体いるので、計画カード28番の「供物ごとに1エスティーム」"
        "がこのラウンドの供物すべてに効き、ここでも1エスティーム。アンベラウに2体なので28番のボーナスでガイドも得て、次のラウンドの朝に"
        "計画カードをもう1枚引いて5体目を置きます。あなたのカヌーは5つ先まで。",
        "Lawan A's canoe was on space 5 and went by itself to space 9, rated 3 (1 ebony and an offering to Ibu). Its Ibu "
        "card stays face down. It holds Ibu's totem, but its own offering earns nothing from it. With two explorers at the "
        "Sacred Lake, card 28's 1 esteem per offering counts for every offering this round, this one too: 1 esteem. Two "
        "in the region give card 28's bonus, its guide: next morning one more plot card is drawn for its fifth explorer. "
        "Your canoe reaches up to 5 spaces on."),
      S.canoe_ahead, facts=(canoe_at(A, 8, "before"), esteem(A, 1), guide_ready(A, "before"), F.totem(IBU, A),
                            canoe_at(RED, 4)),
      task=Text("カヌーを5番のスペースへ進めてください。", "Paddle your canoe to space 5."), goal=paddles(4),
      play_on=PlayOn(rule=rule("ambelau.actions"))),
]

TRIES_AMBELAU_LAWAN: dict[str, tuple[tuple[int, Action, str], ...]] = {
    "amb_lawan_tie": ((RED, Pick(0), "lawan.tie"),),
}

CHAPTER = Chapter("lawan_ambelau", Text("ラワンとアンベラウ地域", "The Lawan with the Ambelau region"), tuple(STEPS_AMBELAU_LAWAN),
                  TRIES_AMBELAU_LAWAN)
