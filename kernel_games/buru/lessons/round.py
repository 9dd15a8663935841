"""Buru's walkthrough: every rule of the rulebook, in its order, each on a live position.

The learner is Red (player 0) in a 2-player game against Blue, except where the player count is the point (the first
messenger's fish and the forest cards at 4 players, a tie settled clockwise at 3). This chapter holds the introduction,
the set-up and the round; ``areas.py`` the four areas and the end. ``TRIES`` lists, per step, the illegal moves its
text invites the learner to try, each with the rule that refuses it (checked by tests/buru/test_lessons.py).
"""

from __future__ import annotations

from kernel_games.core import Action, Lesson, Text
from kernel_games.core.lesson import Act, PlayOn, Question

from ..actions import Choose, Place
from ..components import BANYU, FOREST, LAKE, SHORE, VILLAGE
from ..narration import rule
from ..phases.round import display_order
from . import facts as F
from . import scenes as S
from .scenes import BLUE, GREEN, RED, card, decree

L = Lesson
START = S.start()


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def _placed(p: int, k: int):
    """A play-on stop: ``p`` has ``k`` explorers left on their mat."""
    return lambda s, _ev: len(s.mat[p]) == k


def _dealt(state, k: int) -> tuple[int, ...]:
    """The forest cards the next Dawn deals from ``state``'s deck, laid out by rating."""
    return tuple(sorted(state.forest_deck[:k], key=display_order))


ROUND_END, FOUR_END = S.round_end(), S.forest_four()

STEPS_ROUND: list[Lesson] = [
    # ---- introduction and set-up, on a fresh board ----
    L("goal", _r("goal", "components.board", "components.totems", "components.explorers", "components.resources"), Text(
        "あなたはマジャパヒト王国の貴族・赤として、ブル島に渡りました。相手は青です。5ラウンドのあいだ、パワー1〜5の探索者を島の"
        "4つの地域（森・海岸・村・聖なる湖、この順に解決）へ伏せて送り、エスティーム（勝利点）を集めます。最後に最も多い人の勝ちです。"
        "森・海岸・村を征服すると、そこで待つ精霊の象徴が手に入ります。資源は価値の低い順にクレイ・ヤシの葉・エボニーです。",
        "You are Red, a noble of Majapahit landing on the island of Buru; Blue is your rival. For 5 rounds you send "
        "explorers of power 1 to 5 face down to the island's four areas (Forest, Shore, Village and Sacred Lake, resolved "
        "in that order) to earn esteem (victory points); the most esteem wins. Conquering the Forest, the Shore or the "
        "Village wins the spirit's totem waiting there. Resources, least valuable first: clay, palm, ebony."),
      S.start, facts=(F.players(2), F.round_is(1), F.esteem(RED, 0), F.esteem(BLUE, 0), F.free_spaces(5), F.totems_home(),
                      F.mat((1, 2, 3, 4, 5)), F.mat_size(BLUE, 5), F.supply((25, 25, 20)))),
    L("setup", _r("setup.board", "setup.players", "setup.decks", "setup.altars", "setup.decrees", "setup.messenger"), Text(
        "準備では、各自マットに探索者5体を伏せて載せ、エスティームと魚のマーカーを0に置きます。島民3枚を表にして雇用の列を作り、"
        "指令10枚を山にします（1枚は見ずに箱へ）。そのあと使者を1人選び、使者以外の全員が魚を3匹得ます。ここでは青が使者なので、"
        "あなたの魚は3匹、青は0匹から始まります。最初の夜明けには指令が2枚出ています。",
        "At set-up everyone puts 5 explorers face down on their mat and sets their esteem and fish markers on 0. Three "
        "islanders are dealt face up as the hiring row, and 10 decrees are stacked (one goes back in the box unseen). "
        "Then a messenger is chosen and everyone else gains 3 fish: Blue is the messenger here, so you start with 3 fish "
        "and Blue with none. The first Dawn has turned up two decrees."),
      S.start, facts=(F.messenger(BLUE), F.fishes({RED: 3, BLUE: 0}), F.row(START.row), F.decree_stack(8),
                      F.decrees_out(START.decrees), F.altars((0, 0, 0)))),
    # ---- the round ----
    L("round", _r("round.phases", "dawn.decrees"), Text(
        "1ラウンドは夜明け・朝・正午・午後・夕暮れ。あなたの森のアクションがこのラウンド最後です。夕暮れの片付けのあと、次の夜明けに指令が"
        "2枚公開され、地域か祭壇へ置かれます。",
        "A round runs Dawn, Morning, Noon, Afternoon, Dusk. Your forest action is this round's last. After Dusk, the next "
        "Dawn reveals two decrees, each going to its area or altar."),
      S.round_end, facts=(F.round_is(1), F.decrees_out(ROUND_END.decrees), F.decree_stack(8), F.round_is(2, "after"),
                          F.decrees_out(ROUND_END.decree_stack[:2], "after"), F.decree_stack(6, "after")),
      task=Text("森カードを1枚取ってください。", "Take a forest card."), goal=F.gather(),
      play_on=PlayOn(rule=rule("dawn.decrees"))),
    L("forest_four", _r("dawn.forest"), Text(
        "夜明けには残った森カードを捨て、新しく並べます。3人までは3枚、4人なら4枚。この4人のゲームでは残り2枚、1枚取って次の夜明けを"
        "見ましょう。",
        "At Dawn the leftover forest cards are discarded and new ones laid out: 3 for up to 3 players, 4 for 4. In this "
        "4-player game two are left: take one and watch the next Dawn."),
      S.forest_four, facts=(F.players(4), F.display(FOUR_END.display), F.forest_piles(12, 2),
                            F.display(_dealt(FOUR_END, 4), "after"), F.forest_piles(8, 4, "after")),
      task=Text("森カードを1枚取ってください。", "Take a forest card."), goal=F.gather(),
      play_on=PlayOn(rule=rule("dawn.forest"))),
    L("place", _r("morning.place"), Text(
        "朝は使者から時計回りに1体ずつ、探索者を伏せて地域に置き、全員が5体中4体を置くまで続けます。パワー5はもう森にいるので、"
        "もう一度は置けません。",
        "In the Morning, from the messenger clockwise, each places one explorer at a time face down on an area, until "
        "everyone has placed 4 of 5. Your 5 is already in the Forest: it cannot be placed again."),
      S.place, facts=(F.messenger(BLUE), F.mine_at(FOREST, (5,)), F.mat((1, 2, 3, 4)), F.mat_size(BLUE, 3),
                      F.placed_at(SHORE, 1), F.mat_size(RED, 3, "after"), F.mat_size(BLUE, 2, "after")),
      task=Text("海岸に探索者を1体置いてください。", "Place an explorer on the Shore."), goal=F.place(SHORE),
      play_on=PlayOn(until=_placed(BLUE, 2))),
    L("secret", _r("morning.secret", "afternoon.reveal"), Text(
        "地域が公開されるまで、置いたパワーは他の人に見えません。あなたの最後の1体で朝が終わり、午後は解決する地域から探索者を表にし、"
        "各自そこにあるパワーを合計します。",
        "Until its area is revealed, nobody else sees the powers you placed there. Your last explorer ends the Morning; "
        "in the Afternoon each area's explorers are turned face up as it is resolved, and each player's power there is "
        "their total."),
      S.secret, facts=(F.face_down(SHORE, BLUE, 2), F.face_down(LAKE, BLUE, 2, "both"), F.mine_at(SHORE, (4, 2)),
                       F.revealed(SHORE, BLUE, (3, 5)), F.area_now(SHORE, "after")),
      task=Text("最後の探索者を聖なる湖に置いてください。", "Place your last explorer on the Sacred Lake."), goal=F.place(LAKE),
      play_on=PlayOn(rule=rule("afternoon.reveal"))),
    L("noon", _r("noon.fish"), Text(
        "正午、各自マットに残った探索者を表にし、そのパワーの数だけ魚を得ます。パワー1を置いて5を残せば、魚5匹です。",
        "At Noon everyone turns up the explorer left on their mat and catches as many fish as its power. Place your 1, "
        "keep your 5 home: 5 fish."),
      S.noon, facts=(F.mat((1, 5)), F.fish(RED, 3), F.kept(RED, 5), F.fish(RED, 8, "after"), F.kept(BLUE, 3)),
      task=Text("パワー1の探索者を置いてください。", "Place your explorer of power 1."), goal=F.place(power=1),
      play_on=PlayOn(rule=rule("noon.fish"))),
    L("fish_cap", _r("fish.cap"), Text(
        "魚は20匹を超えて持てず、超えた分は失われます。いま18匹。パワー5を残しても増えるのは2匹です。",
        "Nobody holds more than 20 fish; any more are lost. You have 18: keeping your 5 home brings only 2."),
      S.fish_cap, facts=(F.mat((1, 5)), F.fish(RED, 18), F.fish(RED, 20, "after")),
      task=Text("パワー1の探索者を置いてください。", "Place your explorer of power 1."), goal=F.place(power=1),
      play_on=PlayOn(rule=rule("fish.cap"))),
    L("order", _r("afternoon.order"), Text(
        "午後は森→海岸→村→聖なる湖の順に、1つずつ最後まで解決します。だれもいない地域は飛ばします。森は飛ばされました。海岸のあとは村も"
        "飛ばして聖なる湖です。",
        "The Afternoon resolves the areas one at a time, each to the end: Forest, Shore, Village, Sacred Lake. An area "
        "nobody went to is skipped: the Forest was; after the Shore the Village will be too, and the Sacred Lake follows."),
      S.order, facts=(F.nobody_at(FOREST, "both"), F.nobody_at(VILLAGE, "both"), F.area_now(SHORE),
                      F.area_now(LAKE, "after")),
      task=Text("海岸の空いたスペースを1つ選んでください。", "Choose a free space at the Shore."), goal=F.choose(SHORE),
      play_on=PlayOn(rule=rule("afternoon.order"), learner=F.finish)),
    L("conquer", _r("afternoon.conquer"), Text(
        "地域で合計が最も高い人が征服者です。森はグヌン、海岸はバニュ、村はマヌクの象徴（持っている人から取る）、聖なる湖は1エスティーム。"
        "海岸にはあなたの5と4、青は1体だけです。",
        "The highest total in an area conquers it and takes its reward: Gunung's totem in the Forest, Banyu's at the "
        "Shore, Manuk's in the Village (from whoever holds it), 1 esteem at the Sacred Lake. Your 5 and 4 face a single "
        "explorer of Blue at the Shore."),
      S.conquer, facts=(F.totem(BANYU, BLUE), F.mine_at(SHORE, (5, 4)), F.face_down(SHORE, BLUE, 1),
                        F.totem(BANYU, RED, "after"), F.conquered(SHORE, RED)),
      task=Text("最後の探索者を置いてください（どこでも）。", "Place your last explorer (anywhere)."), goal=F.place(),
      play_on=PlayOn(until=lambda s, _ev: s.conquered[SHORE] >= 0, learner=F.finish)),
    L("area_decree", _r("decree.area"), Text(
        "地域に置かれた指令は、その地域の征服者にも報酬を与え、箱に戻ります。今ラウンドの聖なる湖の指令は魚1とエスティーム1。"
        "湖そのものの1エスティームに加わります。",
        "A decree on an area rewards that area's conqueror as well, then goes back to the box. This round the Sacred "
        "Lake's decree gives 1 fish and 1 esteem, on top of the Lake's own 1 esteem."),
      S.area_decree, facts=(F.decrees_out(S.area_decree().decrees), F.mine_at(LAKE, (5, 4, 3)), F.face_down(LAKE, BLUE, 1),
                            F.esteem(RED, 0), F.esteem(RED, 2, "after"), F.decree_gone(decree("lake_esteem_fish"))),
      task=Text("最後の探索者を置いてください（どこでも）。", "Place your last explorer (anywhere)."), goal=F.place(),
      play_on=PlayOn(until=lambda s, _ev: s.conquered[LAKE] >= 0, learner=F.finish)),
    L("tie", _r("afternoon.tie"), Text(
        "合計が同じなら、使者から時計回りで先の人が上です（使者が最優先）。使者は緑で、時計回りに緑→あなた→青の順です。",
        "Equal totals: the player first clockwise from the messenger ranks higher, the messenger first of all. Green is "
        "the messenger; clockwise come Green, you, then Blue."),
      S.tie, facts=(F.players(3), F.messenger(GREEN), F.mine_at(SHORE, (5, 4, 3, 2)), F.face_down(SHORE, BLUE, 4),
                    F.kept(BLUE, 1, "before"), F.revealed(SHORE, BLUE, (5, 4, 3, 2)), F.totem(BANYU, RED, "after")),
      question=Question(Text("青は正午にパワー1を表にしたので、海岸の4体は合計14、あなたと同じです。海岸を征服するのは？",
                             "Blue showed its 1 at noon, so its four at the Shore total 14, like yours. Who conquers the "
                             "Shore?"),
                        ((Text("あなた", "You"), RED), (Text("青", "Blue"), BLUE), (Text("緑", "Green"), GREEN)), RED,
                        lambda start, events, after: after.conquered[SHORE],
                        Text("使者の緑から時計回りに数えます。", "Count clockwise from Green, the messenger.")),
      success=Text("正解。同点では、緑の次に来るあなたが青より上です。", "Right: in a tie you, next after Green, rank above Blue."),
      play_on=PlayOn(rule=rule("afternoon.tie"))),
    L("choose", _r("afternoon.choose"), Text(
        "合計の高い人から順に、空いたスペースを1つ選び、その地域の自分の探索者を全部重ねます。何体送っても1地域1アクション。"
        "最初のスペースは青が使っています。",
        "From the highest total down, each player there picks a free action space and stacks all their explorers of the "
        "area on it: one action, however many explorers. Blue holds the first space."),
      S.choose, facts=(F.on_space(SHORE, BLUE, 0), F.mine_at(SHORE, (3, 2)), F.one_space(SHORE)),
      task=Text("海岸の空いたスペースを選んでください。", "Choose a free space at the Shore."), goal=F.choose(SHORE),
      play_on=PlayOn(rule=rule("afternoon.choose"))),
    L("benefits", _r("afternoon.benefits"), Text(
        "スペースの利益は好きな順に、描かれた回数まで、全部・一部・なしのどれでも。魚はスペースを選んだときに得ます。"
        "もう十分なら「アクションを終える」。",
        "A space's benefits may be used in any order, each up to the number shown: all, some or none. Its fish come when "
        "you pick it. Had enough? Say Done."),
      S.benefits, facts=(F.fish(RED, 4), F.tableau(RED, (card("farmer"),)), F.fish(RED, 5, "after"),
                         F.tasked(RED, ()), F.actor(BLUE, VILLAGE)),
      task=Text("村の2番目のスペース（任務2・魚1）を選んでください。", "Choose the Village's space 2 (task 2, 1 fish)."),
      goal=F.choose(VILLAGE, 1),
      then=(Act(Text("農夫に任務を与えずに、アクションを終えてください。", "Say Done without tasking your Farmer."), F.is_done),),
      play_on=PlayOn(rule=rule("afternoon.benefits"))),
]

TRIES: dict[str, tuple[tuple[int, Action, str], ...]] = {
    "place": ((0, Place(SHORE, 5), "morning.place"), (0, Place(FOREST, 5), "morning.place")),
    "choose": ((0, Choose(0), "afternoon.choose"),),
}


