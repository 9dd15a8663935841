"""The Ambelau region's chapter of Buru's walkthrough: the region set up, the rules' canoe example (the learner is
Becky, moving 4; then a question on Sonia's jump), an offering to Ibu with its growing cards, and a guide's round."""

from __future__ import annotations

from kernel_games.core import Action, Lesson, Text
from kernel_games.core.lesson import Act, Fact, PlayOn, Question

from ..actions import Offer
from ..lessons import facts as F
from ..lessons.areas import _cited
from ..lessons.chapter import Chapter
from ..lessons.scenes import RED
from ..narration import rule
from ..state import SPACE
from . import scenes as S
from .actions import Guide, Paddle
from .canoe import destinations
from .cards import AMBELAU, IBU, ibu_score
from .scenes import KATE, SONIA

L = Lesson


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def canoe_at(p: int, space: int, when: str = "after") -> Fact:
    """``p``'s canoe on the track's ``space`` (0-based; shown from 1), or still at the start (-1)."""
    where = Text("スタート", "the start") if space < 0 else Text("{i}番のスペース", "space {i}").format(i=space + 1)
    return Fact(Text("{p}のカヌー: {w}", "{P} canoe: {w}").format(p=F.who(p), P=F.whose(p), w=where),
                lambda v, _f: v["canoes"][p] == space, when)


def ibu_worth(k: int, when: str = "after") -> Fact:
    """The viewer's Ibu cards together: their values plus 1 per other Ibu card each."""
    return Fact(Text("あなたのイブの供物カードの合計: {k}エスティーム", "Your Ibu offering cards together: {k} esteem").format(k=k),
                lambda v, _f: ibu_score(list(v["my_offerings"][IBU])) == k, when)


def guide_ready(p: int, when: str = "after") -> Fact:
    return Fact(Text("{p}のガイド: 次のラウンドに使える", "{P} guide: ready for next round").format(p=F.who(p), P=F.whose(p)),
                lambda v, _f: v["guides"][p], when)


def paddles(space: int):
    """A goal: the canoe goes to ``space``."""
    def goal(before, action, events, after) -> Text | None:
        if type(action) is Paddle and action.space == space:
            return None
        return Text("この課題はカヌーを{i}番のスペースへ進めることです。", "the task is to paddle to space {i}.").format(i=space + 1)
    return goal


def takes_guide(before, action, events, after) -> Text | None:
    return None if type(action) is Guide else Text("この課題はガイドを得ることです。", "the task is to take your guide.")


def as_in_the_example(state, p: int, legal: list[Action]) -> Action:
    """Kate and Sonia as the rules tell it: Kate to the 3rd space and an offering to Ibu; Sonia as far as 3 takes her."""
    if state.area == AMBELAU and state.step == SPACE:
        return Paddle(2) if p == KATE else Paddle(destinations(state, p)[-1])
    if Offer(IBU) in legal:
        return Offer(IBU)
    return F.finish(state, p, legal)


def _sonia_stops(start, events, after) -> int:
    return next(e.data["space"] + 1 for e in events if e.rule == rule("ambelau.canoe") and e.data["player"] == SONIA)


STEPS_REGION: list[Lesson] = [
    L("region", _r("ambelau.setup", "ambelau.region", "ambelau.start", "morning.place"), Text(
        "アンベラウの地域は村と聖なる湖の間に解決される5つ目の地域です。探索者を送った人は、カヌーを13マスのトラックで進めて、"
        "止まったマスのアクションを使います。カヌーはみなスタートにいて、一度出たらそこへは戻りません。イブの供物カード10枚、"
        "イブの長老1枚、指令3枚が加わります。ラワンはアンベラウの計画カードで地域にも来ます（最後の章）。",
        "The Ambelau region is a fifth area, resolved between the Village and the Sacred Lake. Whoever sends explorers "
        "there moves a canoe along a 13-space track and uses the space it stops on. Every canoe waits on the start space "
        "and never returns there once it leaves. Ibu's 10 offering cards, Ibu's elder and 3 decrees join the game. The "
        "Lawan come to the region too, on the Ambelau plot cards (the last chapter)."),
      S.region_start, facts=(canoe_at(RED, -1, "before"), canoe_at(1, -1, "before"), F.totem(IBU, -1),
                             F.placed_at(AMBELAU, 1, "after")),
      task=Text("アンベラウに探索者を1体置いてください。", "Place an explorer on Ambelau."), goal=F.place(AMBELAU),
      play_on=PlayOn(rule=rule("morning.place"))),
    L("canoe", _r("ambelau.conquer", "ambelau.canoe", "ambelau.actions", "ambelau.guide", "ambelau.ibu", "ambelau.ibu_totem"), Text(
        "ルールの例です。あなた（ベッキー）はアンベラウにパワー4、ソニア（青）とケイト（緑、使者）は3。あなたが征服してイブの"
        "象徴を取り、最初にカヌーを1〜4スペース進めます。4番のスペースではクレイ1をすぐ得て、ガイドも得られます。次に同点の2人のうち"
        "使者のケイトが進み、イブに供物をすると、象徴を持つあなたに1エスティームが入ります。",
        "The rules' example. You (Becky) bid 4 at Ambelau; Sonia (Blue) and Kate (Green, the messenger) 3 each. You "
        "conquer, take Ibu's totem and move first, 1 to 4 spaces. Space 4 gives 1 clay at once and your guide if you "
        "take it. Then Kate, the messenger, goes before Sonia in their tie; when she offers to Ibu, you gain 1 esteem "
        "for holding its totem."),
      S.example, facts=(F.totem(IBU, RED), F.esteem(RED, 0), canoe_at(RED, 3), guide_ready(RED), F.esteem(RED, 1, "after"),
                        canoe_at(KATE, 2)),
      task=Text("カヌーを4番のスペースへ進めてください。", "Paddle your canoe to space 4."), goal=paddles(3),
      then=(Act(Text("ガイドを得てください。", "Take your guide."), takes_guide),),
      play_on=PlayOn(until=_cited("ambelau.ibu_totem", 1), others=as_in_the_example)),
    L("canoe_jump", _r("ambelau.canoe"), Text(
        "カヌーは時計回りに1〜パワーの合計だけ進み、数えるときは空いたマスも埋まったマスも数えますが、止まるのは空いたマスだけ。"
        "数え終えたマスが埋まっていれば、その先の最初の空いたマスまで進みます。ソニアはパワー3で、3番にケイト、4番にあなたの"
        "カヌーがあります。",
        "A canoe moves clockwise 1 space up to its power, counting free and taken spaces alike, but stops only on a free "
        "space: when the count ends on a taken one, it goes on to the next free one. Sonia has 3 power; Kate's canoe is "
        "on space 3 and yours on space 4."),
      S.jump, facts=(canoe_at(RED, 3, "both"), canoe_at(KATE, 2, "both"), canoe_at(SONIA, -1, "before"),
                     canoe_at(SONIA, 4)),
      question=Question(Text("ソニアが3スペース進むと、どこに止まりますか？", "If Sonia moves 3 spaces, where does she "
                             "stop?"), tuple((Text("{i}番のスペース", "Space {i}").format(i=i), i) for i in (3, 4, 5, 6)),
                        5, _sonia_stops, Text("3番はケイト、4番はあなた。その先の最初の空いたマスは？",
                                              "Space 3 is Kate's, space 4 yours: which is the next free one?")),
      success=Text("正解。3番と4番を飛び越えて5番に止まり、ヤシの葉・クレイ・魚を1つずつ得ます。",
                   "Right: she jumps spaces 3 and 4, stops on 5 and gains a palm, a clay and a fish."),
      play_on=PlayOn(rule=rule("ambelau.canoe"), others=as_in_the_example)),
    L("ibu_cards", _r("ambelau.ibu_cards", "ambelau.decrees", "ambelau.elder", "ambelau.ibu"), Text(
        "イブのカードの値は低めですが、終了時に、持っているほかのイブのカード1枚につき1ずつ増えます。あなたは1と2の2枚を持って"
        "います。3番のスペースでイブに供物をすると3枚になり、1枚あたり+2。イブの祭壇の指令が出ているので、魚も1匹得ます。イブの"
        "長老はイブのカードの枚数を数えます。",
        "Ibu's cards show little, but at the end each gains 1 for every other Ibu card you hold. You hold two, worth 1 "
        "and 2. An offering from space 3 makes three, each +2. Ibu's altar decree is out, so you also gain a fish. Ibu's "
        "elder counts your Ibu cards."),
      S.ibu, facts=(F.offerings(RED, IBU, 2, "before"), ibu_worth(1 + 2 + 2, "before"), F.offerings(RED, IBU, 3),
                    Fact(Text("あなたのイブの供物カード: 3枚、1枚あたり+2", "Your Ibu cards: 3, each +2"),
                         lambda v, _f: len(v["my_offerings"][IBU]) == 3, "after")),
      task=Text("カヌーを3番のスペースへ進めてください。", "Paddle your canoe to space 3."), goal=paddles(2),
      then=(Act(Text("イブに供物をしてください。", "Make an offering to Ibu."), F.offer(IBU)),),
      play_on=PlayOn(rule=rule("ambelau.ibu"))),
    L("guide_round", _r("ambelau.guide", "morning.place"), Text(
        "前のラウンドにガイドを得たので、このラウンドは探索者が6体（パワー1が2体）。5体を置いて1体を残せます。ガイドはこのラウンド"
        "の夕暮れにマットへ戻ります（また得れば次のラウンドも使えます）。",
        "You took your guide last round, so you have six explorers this round (two of power 1): place five and keep one. "
        "The guide goes back to your mat at this round's dusk (take it again to have it next round too)."),
      S.guide_morning, facts=(F.mat_size(RED, 6), F.mat_size(RED, 5, "after")),
      task=Text("アンベラウに探索者を1体置いてください。", "Place an explorer on Ambelau."), goal=F.place(AMBELAU),
      play_on=PlayOn(rule=rule("morning.place"))),
]

TRIES_REGION: dict[str, tuple[tuple[int, Action, str], ...]] = {
    "canoe": ((0, Paddle(5), "ambelau.canoe"),),
}

CHAPTER = Chapter('ambelau', Text("拡張: アンベラウ地域", "Expansion: the Ambelau region"), tuple(STEPS_REGION), TRIES_REGION)
