"""Noli's walkthrough: every rule of the rulebook, in order, each on a live position.

The learner is always Màina (player 0). With four players the others are Burgu (1), Portellu (2) and Ciassa (3).
"""

from __future__ import annotations

from kernel_games.core import Chapter, Lesson, Text
from kernel_games.core.lesson import PlayOn, Question

from . import lesson_facts as F
from .actions import DoubleUp, RaidTower, Ready, Stop
from .rules import NOLI
from .scenes import bid, card, finished_but, fresh, others_ready, place, regatta, season
from .state import INVEST, State

G = NOLI


def _doubles(before, action, events, after) -> Text | None:
    if type(action) is DoubleUp and action.yes:
        return None
    return Text("この課題はダブルアップすることです。ここはもう一度払う価値があります。",
                "the task is to double up: here a second effect is worth it.")


def _stops(before, action, events, after) -> Text | None:
    if type(action) is Stop:
        return None
    return Text("この課題は振るのをやめることです。最後の1人は、やめて残りの海域を取れます。",
                "the task is to stop: as the last one left you can simply stop and take the area that remains.")


def _raids_another(before, action, events, after) -> Text | None:
    if type(action) is RaidTower and action.target != 0:
        return None
    return Text("この課題は他の陣営の塔を狙うことです（自分の塔も選べますが）。",
                "the task is to aim at another faction's tower (your own may be picked too).")


def _winner_of(key: str):
    """A question's engine: who won this investment, from the play-on's events."""
    return lambda s, events, after: next(e.data["player"] for e in events
                                         if e.rule == "noli.bid.win" and e.data.get("investment") == key)


def _lands_on(s, events, after) -> int:
    return next(e.data["to"] for e in events if e.rule == "noli.courtier.move" and e.data["player"] == 0)


REVEALED = PlayOn(until=lambda s, ev: s.phase != INVEST, others=F.others, learner=F.ready)


# ---- scenarios ----------------------------------------------------------------------------------------------------
def start() -> State:
    return fresh()


def bidding() -> State:
    """Round 1, the other three are ready; the learner has not bid yet."""
    return others_ready(fresh(), {1: {"courtier": 2, "mason": 3}, 2: {"shipwright": 2, "mason": 4}, 3: {"rower": 2}})


def seed_example() -> State:
    """The seed's example: Màina 4 on the Courtier, Portellu 3, Burgu and Ciassa 1 each."""
    s = place(fresh(), banks=[8, 9, 10, 8])
    s = others_ready(s, {1: {"courtier": 1}, 2: {"courtier": 3}, 3: {"courtier": 1}})
    return bid(s, 0, courtier=4)


def seed_example_won() -> State:
    s, _ = G.apply(seed_example(), 0, Ready())
    return s


def tie() -> State:
    """Bids revealed: Ciassa won the Courtier and is deciding on a double up; Burgu and Màina tie on the Mason."""
    s = place(fresh(), track=[2, 4, 0, 1])
    s = others_ready(s, {1: {"mason": 2}, 3: {"courtier": 1}})
    return bid(s, 0, ready=True, mason=2)


def jump() -> State:
    s = place(fresh(), track=[3, 1, 0, 4], walls=4)
    s = others_ready(s)
    return bid(s, 0, courtier=1)


def track_end() -> State:
    s = place(fresh(), track=[11, 1, 0, 2], floors=[2, 2, 0, 1])
    s = others_ready(s, {1: {"mason": 1}})
    return bid(s, 0, courtier=1)


def rower_bid() -> State:
    return place(fresh(), rowers=[2, 1, 0, 0])


def poach() -> State:
    s = place(fresh(), rowers=[0, 3, 1, 2])
    s = others_ready(s)
    s = bid(s, 0, rower=1)
    s, _ = G.apply(s, 0, Ready())
    return s


def full_fleet_bid() -> State:
    s = place(fresh(), boats=[2, 4, 2, 2])
    s = others_ready(s, {1: {"shipwright": 3}, 3: {"shipwright": 1}})
    return bid(s, 0, shipwright=2)


def fifth_floor() -> State:
    s = place(fresh(), floors=[4, 2, 1, 3], banks=[4, 9, 10, 8])
    s = others_ready(s, {1: {"mason": 1}, 3: {"mason": 1}})
    s = bid(s, 0, mason=2)
    s, _ = G.apply(s, 0, Ready())
    return s


def live_start() -> State:
    return regatta(place(fresh(mode="live"), rowers=[1, 0, 2, 0]))


def live_last() -> State:
    return finished_but(live_start(), 0)


def simulated_start() -> State:
    return others_ready(place(fresh(), rowers=[0, 2, 1, 0]))


def three_players() -> State:
    return others_ready(fresh(3, seed=4))


def two_players() -> State:
    return others_ready(fresh(2, seed=6))


def _coin_tops(s: State) -> dict[int, list[int]]:
    """Plain fish cards on top of areas 1-3, so the factions fishing before the learner need no decision."""
    return {1: [card(1, "tuna"), card(1, "swordfish"), card(1, "bream"), card(1, "bream", 1)],
            2: [card(2, "mullet"), card(2, "anchovies"), card(2, "bream"), card(2, "mullet", 1)],
            3: [card(3, "sardines"), card(3, "mullet"), card(3, "sardines", 1), card(3, "mussels")]}


def wall_and_raid() -> State:
    s = place(fresh(), walls=0, floors=[2, 1, 1, 0])
    return season(s, [1, 2, 3, 4], tops={1: [card(1, "savona"), card(1, "repairs")]})


def storm_and_coins() -> State:
    s = fresh()
    tops = _coin_tops(s)
    tops[3] = [card(3, "storm"), card(3, "mullet")]
    return season(s, [3, 1, 2, 4], tops=tops)


def genoa() -> State:
    s = fresh()
    tops = _coin_tops(s)
    tops[4] = [card(4, "genoa"), card(4, "storm")]
    return season(s, [4, 1, 2, 3], tops=tops)


def raid_target() -> State:
    s = place(fresh(), walls=0, floors=[1, 3, 2, 0])
    return season(s, [1, 2, 3, 4], tops={1: [card(1, "savona"), card(1, "tuna")]})


def wreck() -> State:
    s = place(fresh(), boats=[2, 3, 2, 1])
    tops = _coin_tops(s)
    tops[2] = [card(2, "shipwreck"), card(2, "bream")]
    return season(s, [2, 1, 3, 4], tops=tops)


def flee_the_storm() -> State:
    s = place(fresh(), walls=0, floors=[2, 0, 0, 0], boats=[2, 2, 3, 4])
    tops = _coin_tops(s)
    tops[3] = [card(3, "storm"), card(3, "saracens")]
    return season(s, [3, 1, 2, 4], tops=tops)


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(f"noli.{i}" for i in ids)


L = Lesson
LESSONS: list[Lesson] = [
    L("goal", _r("goal", "round.phases"), Text(
        "ノーリの4地区が職人を雇い、レガッタで漁場を争い、漁で稼いで塔を建てます。6階の塔か、支持トラックの端で決着します。",
        "Noli's four districts hire craftsmen, race for fishing areas, fish for coins and build towers. A six-floor "
        "tower, or a pawn at the end of the support track, decides the game."), start),
    L("setup", _r("components.track", "components.dice", "components.decks", "components.tokens", "setup.factions",
                  "setup.coins", "setup.boats", "setup.dice", "setup.pawn", "setup.walls", "setup.decks", "setup.supply"),
      Text("あなたはマイナ地区です。支持トラックは13マスで、そのうち3マスに壁があります。ダイスは2つの面がブイで、海域ごとに山札が"
           "あります。これらの細かい値は、このプロジェクトが再構成したものです。",
           "You are Màina. The support track has thirteen spaces, three of them wall spaces; two faces of each die are "
           "buoys, and each of the four sea areas has its deck. Their exact values are reconstructed by this project."),
      start, facts=(F.bank(7), F.boats({0: 2}), F.dice(4, 0), F.pawn(0, 3), F.walls(6))),
    L("bid", _r("invest.bid", "invest.bank", "invest.ready"), Text(
        "投資フェイズ。スライダーは衝立の陰の下書きで、何度でも直せます。「入札する」を押すと、その入札を置き、"
        "同時に準備完了を宣言します（この画面では1回のクリックです）。0のままの投資先は0枚として数えます。",
        "The investment phase. The sliders are your draft behind the screen: change them freely. Pressing Place bids "
        "places those bids and declares you ready, in one click here; an investment left at 0 counts as zero."),
      bidding, facts=(F.bank(7), F.others_ready(), F.all_revealed()),
      task=Text("石工のスライダーでコインを置き、「入札する」を押してください。", "Put coins on the Mason with its slider, then "
                "press Place bids."), goal=F.bids_on("mason"),
      success=Text("入札を置き、準備完了になりました。全員がそろったので衝立が外れ、入札が公開されます。",
                   "Your bids are placed and you are ready; as everyone is, the screens come down and the bids are "
                   "revealed."), play_on=REVEALED),
    L("development", _r("develop.order", "bid.win", "bid.lose"), Text(
        "ルールブックの例です。あなたは廷臣に4を入札済み。いちばん高い入札が落札し、負けた入札はサプライへ。",
        "The rulebook's example. You have bid 4 on the Courtier. The highest bid wins; losing bids go to the "
        "supply."), seed_example,
      facts=(F.my_bid("courtier", 4), F.others_ready(), F.revealed({0: 4, 2: 3, 1: 1, 3: 1}, "courtier"),
             F.pawn(0, 3), F.pawn(0, 4, "after")),
      task=Text("入札を変えずに「入札する」を押して準備完了を宣言し、廷臣の解決を見てください。",
                "Press Place bids without changing anything to declare ready, and watch the Courtier resolve."),
      goal=F.is_ready),
    L("tie", _r("bid.tie", "bid.zero"), Text(
        "入札は公開済み。シアッサが廷臣を落札し、ダブルアップするか考えています。最高額が同じなら、支持トラックで先にいる方が落札します。",
        "The bids are revealed. Ciassa won the Courtier and is deciding on a double up. Equal highest bids go to "
        "the faction further along the support track."), tie,
      facts=(F.revealed({0: 2, 1: 2}, "mason", "before"), F.won("courtier", 3), F.deciding(3), F.pawn(0, 2), F.pawn(1, 4),
             F.won("mason", 1, "after"),
             F.floors(1, 1, "after")),
      question=Question(Text("石工はあなたもブルグも2コイン。落札するのは？", "You and Burgu both bid 2 on the Mason. Who wins it?"),
                        ((Text("あなた", "You"), 0), (F.NAMES[4][1], 1)), 1, _winner_of("mason"),
                        Text("支持トラックで、2人のポーンがどこにいるかを見てください。",
                             "Look where the two pawns stand on the support track.")),
      success=Text("正解。ブルグのポーン（4マス目）があなた（2マス目）より先なので、ブルグが落札します。誰も入札しなかった"
                   "漕ぎ手と船大工は何も起きません。",
                   "Right: Burgu's pawn (space 4) is ahead of yours (space 2), so Burgu wins. The Rower and the "
                   "Shipwright, with no bids, do nothing."),
      play_on=PlayOn(rule="noli.bid.tie", others=F.others)),
    L("double", _r("bid.double", "bid.double_offer"), Text(
        "落札した陣営は、銀行に同じ額があればもう一度払って効果を繰り返せます。",
        "The winner may pay the same amount again from the bank to repeat the effect."), seed_example_won,
      facts=(F.won("courtier"), F.bank(4), F.pawn(0, 4), F.pawn(0, 5, "after")),
      task=Text("ダブルアップして、支持ポーンをもう1マス進めましょう。", "Double up to move your pawn once more."), goal=_doubles),
    L("courtier", _r("courtier.move", "courtier.wall"), Text(
        "廷臣を落札すると、支持ポーンは次の空いたマスへ進みます（ポーンは跳び越えます）。壁のマスに止まり、壁が6つ未満なら壁を1つ置きます。",
        "Winning the Courtier moves your pawn to the next free space, jumping pawns. Stopping on a wall space "
        "adds a wall if fewer than six stand."), jump,
      facts=(F.my_bid("courtier", 1), F.pawn(0, 3), F.pawn(3, 4), F.walls(4), F.pawn(0, 5, "after"),
             F.walls(5, "after")),
      question=Question(Text("あなたの廷臣の入札が勝ったら、ポーンは何マス目に止まる？（5マス目は壁のマス）",
                             "If your Courtier bid wins, on which space does your pawn stop? (Space 5 is a wall space.)"),
                        tuple((Text(f"{k}マス目", f"space {k}"), k) for k in (4, 5, 6)), 5, _lands_on,
                        Text("4マス目にはシアッサのポーンがいます。", "Ciassa's pawn is on space 4.")),
      success=Text("正解。シアッサのポーンを跳び越えて5マス目。壁のマスなので壁が1つ増えます。あなたの準備完了で続けます。",
                   "Right: your pawn jumps Ciassa's to space 5, a wall space, so a wall is added. The walkthrough "
                   "declares you ready to show it."),
      play_on=PlayOn(rule="noli.courtier.wall", others=F.others, learner=F.ready)),
    L("track_end", _r("courtier.end", "win.track", "win.track_tie"), Text(
        "12マス目はノーリの紋章の手前の最後のマス。そこに着くとゲームが終わり、塔の高い陣営が勝ちます。同じ高さなら支持トラックで先の陣営。",
        "Space 12 is the last before Noli's crest: a pawn reaching it ends the game, and the tallest tower wins; "
        "on equal towers, the pawn furthest along."), track_end,
      facts=(F.my_bid("courtier", 1), F.pawn(0, 11), F.floors(0, 2), F.floors(1, 2), F.winner(0)),
      task=Text("「入札する」を押して準備完了を宣言し、ゲームを終わらせてください。",
                "Press Place bids to declare ready and end the game."), goal=F.is_ready),
    L("rower", _r("rower.take", "rower.max"), Text(
        "漕ぎ手はサプライから雇い、3人まで持てます。", "Rowers come from the supply, three at most per faction."), rower_bid,
      facts=(F.rowers({0: 2}), F.rower_stock(3), F.rowers({0: 3}, "after")),
      task=Text("漕ぎ手のスライダーでコインを置き、「入札する」を押してください。",
                "Put coins on the Rower with its slider, then press Place bids."), goal=F.bids_on("rower"),
      success=Text("他の陣営は漕ぎ手に入札しなかったので、あなたが落札し、3人目の漕ぎ手を雇います。",
                   "Nobody else bid on the Rower: you win it and hire a third rower."),
      play_on=PlayOn(rule="noli.rower.take", others=F.others, learner=F.ready)),
    L("poach", _r("rower.steal"), Text(
        "漕ぎ手を落札しましたが、サプライの漕ぎ手は尽きています。", "You won the Rower, but the supply has none left."), poach,
      facts=(F.won("rower"), F.rower_stock(0), F.rowers({0: 0, 1: 3, 2: 1, 3: 2}), F.rowers({0: 1}, "after")),
      task=Text("誰から漕ぎ手を引き抜くかを選んでください。", "Choose whom to poach a rower from.")),
    L("shipwright", _r("shipwright.boat", "shipwright.next"), Text(
        "船大工の最高額の入札者が船をもう4隻持っていたら、船は次に高い入札者に回ります。",
        "If the Shipwright's highest bidder already has four boats, the boat passes to the next-highest bidder."),
      full_fleet_bid, facts=(F.boats({1: 4, 0: 2}), F.my_bid("shipwright", 2), F.revealed({1: 3, 0: 2}, "shipwright"),
                             F.boats({0: 3}, "after")),
      task=Text("「入札する」を押して準備完了を宣言し、船がだれに行くかを見てください。",
                "Press Place bids to declare ready, and see who gets the boat."), goal=F.is_ready),
    L("mason", _r("mason.floor", "win.tower"), Text(
        "塔が6階に達した陣営は、その場で勝ちます。", "A faction whose tower reaches six floors wins at once."), fifth_floor,
      facts=(F.won("mason"), F.floors(0, 5), F.bank(2), F.winner(0)),
      task=Text("ダブルアップして6階目を建て、勝利しましょう。", "Double up, build the sixth floor and win."), goal=_doubles),
    L("regatta", _r("regatta.rowers", "regatta.roll", "regatta.finish", "regatta.live", "regatta.overboard"), Text(
        "ライブのレガッタ。漕ぎ手1人につきダイス1個が、はじめからブイを上にしています。",
        "A live regatta: each rower sets one die buoy-up from the start."), live_start,
      facts=(F.rowers({0: 1}), F.dice(4, 1), F.rolled()),
      task=Text("ダイスを振ってください。ブイの出たダイスはそのまま残ります。", "Roll your dice; dice showing a buoy stay put.")),
    L("last", _r("regatta.last"), Text(
        "最後まで振っている1人は、振るのをやめて残りの海域を取れます。",
        "The last one still rolling may stop and take the area that is left."), live_last,
      facts=(F.areas({1: 1, 2: 2, 3: 3}), F.areas({0: 4}, "after")),
      task=Text("振るのをやめて、残りの海域を取ってください。", "Stop rolling and take the area that is left."), goal=_stops),
    L("simulated", _r("regatta.simulated"), Text(
        "標準の自動レガッタ。全員が準備完了すると、発展の後にレガッタが1拍ずつ自動で進みます。",
        "The default simulated regatta: once everyone is ready, development is followed by a regatta that plays "
        "itself, beat by beat."), simulated_start, facts=(F.others_ready(), F.everyone_fishes()),
      task=Text("「入札する」を押して準備完了を宣言し、「起きたこと」でレガッタの拍を追ってください。",
                "Press Place bids to declare ready, and follow the regatta's beats under What happened."), goal=F.is_ready),
    L("three", _r("players.three", "players.closed"), Text(
        "3人プレイ。ポルテッルは使いません。毎ラウンド、漁区トークンを1枚引いてその海域を閉じます。",
        "Three players: Portellu stays in the box. Each round one fishing-zone token closes a sea area."), three_players,
      facts=(F.closed(1),),
      task=Text("「入札する」を押して準備完了を宣言し、どの海域が閉じるかを見てください。",
                "Press Place bids to declare ready, and see which area closes."), goal=F.is_ready),
    L("two", _r("players.two"), Text(
        "2人プレイ。ポルテッルとブルグは使いません。毎ラウンド、漁区トークンを2枚引きます。",
        "Two players: Portellu and Burgu stay in the box. Each round two fishing-zone tokens are drawn."), two_players,
      facts=(F.next_round(2),),
      task=Text("「入札する」を押して準備完了を宣言してください。ラウンドが最後まで進むので、閉じた2つの海域は「起きたこと」で読めます。",
                "Press Place bids to declare ready. The whole round plays out: read under What happened which two "
                "areas were closed."), goal=F.is_ready),
    L("fishing", _r("fishing.order", "fishing.draw", "fishing.resolve", "fishing.auto", "symbol.coins", "symbol.wall",
                    "symbol.raid"), Text(
        "漁はレガッタの着順に、海域1から。引いたカードのシンボルは好きな順に解決します。",
        "Fishing goes by regatta order, area 1 first; you resolve the symbols of your cards in any order."),
      wall_and_raid, facts=(F.areas({0: 1}), F.drew("savona", "repairs"), F.walls(0), F.no_floor_lost()),
      task=Text("先に壁を置いて、襲撃が塔ではなくその壁を崩すようにしましょう。",
                "Build the wall first, so the raid knocks it down instead of a tower floor."),
      goal=F.resolves("wall", "この課題は先に壁を置くことです。壁がないまま襲撃を解決すると、誰かの塔が崩れます。",
                      "the task is to build the wall first: a raid with no wall takes a tower floor.")),
    L("genoa", _r("symbol.genoa"), Text(
        "ジェノヴァ: 引いた陣営以外は、銀行のコインをすべて失います。",
        "Genoa: every faction but the one who drew it loses its bank."),
      genoa, facts=(F.areas({0: 4}), F.drew("genoa", "storm")),
      task=Text("嵐の前にジェノヴァを解決して、他の陣営の銀行を空にしましょう。",
                "Resolve Genoa before the storm to empty the others' banks."),
      goal=F.resolves("genoa", "この課題はジェノヴァを先に解決することです。嵐を先にすると、ジェノヴァは起きません。",
                      "the task is to resolve Genoa first: after the storm, Genoa never happens.")),
    L("raid", _r("raid.floor"), Text(
        "壁がなければ、襲撃は引いた陣営が選んだ塔の階層を1つ崩します。", "With no wall left, a raid takes a tower floor of the "
        "drawer's choice."), raid_target,
      facts=(F.walls(0), F.floors(0, 1), F.floors(1, 3), F.floors(2, 2), F.floor_lost()),
      task=Text("階層を失う陣営を選んでください。", "Choose whose tower loses a floor."), goal=_raids_another),
    L("shipwreck", _r("symbol.shipwreck"), Text(
        "難破: 漁船を2隻以上持つ他の陣営を1つ選び、その漁船を1隻減らします。",
        "Shipwreck: choose another faction with two boats or more; it loses one."), wreck,
      facts=(F.areas({0: 2}), F.boats({1: 3, 2: 2, 3: 1}), F.boat_lost()),
      task=Text("漁船を失う陣営を選んでください。", "Choose who loses a boat.")),
    L("storm", _r("symbol.storm", "storm.aftermath"), Text(
        "嵐を解決すると、その場で漁期が終わります。", "Resolving a storm ends the fishing season at once."), storm_and_coins,
      facts=(F.areas({0: 3}), F.drew("storm", "mullet"), F.coins_gained(), F.storm_ended(3)),
      task=Text("嵐の前にコインを受け取りましょう。", "Collect the coins before the storm."),
      goal=F.resolves_not("storm", "この課題は嵐の前にコインを受け取ることです。先に嵐を解決すると、まだのコインは失われます。",
                          "the task is to collect the coins first: after the storm, the coins are lost.")),
    L("consolation", _r("fishing.consolation", "consolation.storm", "consolation.full_fleet"), Text(
        "漁期にコインを得られなかった陣営には、大司教が2コインと漁船1隻をくれます。",
        "Factions that got no coins this season receive 2 coins and a boat from the archbishop."), flee_the_storm,
      facts=(F.areas({0: 3, 3: 4}), F.drew("storm", "saracens"), F.walls(0), F.floors(0, 2), F.boats({3: 4}),
             F.no_floor_lost()),
      task=Text("襲撃の前に嵐で漁期を終わらせ、自分の塔を守りましょう。施しが誰に行くかも見てください。",
                "End the season with the storm before the raid strikes your own tower, and see who gets the archbishop's "
                "help."),
      goal=F.resolves("storm", "この課題は嵐を先に解決することです。襲撃を先にすると、壁がないのであなたの塔が崩れます。",
                      "the task is to resolve the storm first: the raid, with no wall left, would strike your own "
                      "tower.")),
]

CHAPTERS = [Chapter("noli", Text("ノーリのルール", "The rules of Noli"), tuple(LESSONS))]
