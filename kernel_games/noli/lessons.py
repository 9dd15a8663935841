"""Noli's walkthrough: every rule of the rulebook, in order, each on a live position.

The learner is always Màina (player 0). With four players the others are Burgu (1), Portellu (2) and Ciassa (3).
"""

from __future__ import annotations

from kernel_games.core import Lesson, Text

from .actions import DoubleUp, RaidTower, Ready, ResolveSymbol, SetBid, Stop
from .components import CARDS, investment_name
from .rules import NOLI
from .scenes import bid, card, finished_but, fresh, others_ready, place, regatta, season
from .state import State

G = NOLI


# ---- goals --------------------------------------------------------------------------------------------------------
def _miss(ja: str, en: str) -> Text:
    return Text(ja, en)


def bids_on(key: str):
    def goal(before, action, events, after):
        if type(action) is SetBid and action.investment == key and action.amount > 0:
            return None
        return _miss("ルールどおりですが、この課題は{i}にコインを置くことです。",
                     "Legal, but the task is to put coins on the {i}.").format(i=investment_name(key))
    return goal


def places_bid(key: str):
    def goal(before, action, events, after):
        if (type(action) is SetBid and action.investment == key) or type(action) is Ready:
            return None  # Ready leaves the last investment at 0, the same as placing 0 on it
        return _miss("ルールどおりですが、この課題は{i}に最後の入札を置くことです。",
                     "Legal, but the task is to place your last bid, on the {i}.").format(i=investment_name(key))
    return goal


def is_ready(before, action, events, after):
    if type(action) is Ready:
        return None
    return _miss("入札はそのままで大丈夫です。準備完了を宣言してください。", "Your bids are fine as they are: declare ready.")


def doubles(before, action, events, after):
    if type(action) is DoubleUp and action.yes:
        return None
    return _miss("しないこともできますが、ここはもう一度払う価値があります。",
                 "You may decline, but here a second effect is worth it.")


def stops(before, action, events, after):
    if type(action) is Stop:
        return None
    return _miss("振り続けてもかまいませんが、最後の1人は振るのをやめて残りの海域を取れます。",
                 "You may keep rolling, but as the last one left you can simply stop and take the area that remains.")


def resolves(kind: str, ja: str, en: str):
    def goal(before, action, events, after):
        if type(action) is ResolveSymbol and CARDS[action.card].symbols[action.symbol].kind == kind:
            return None
        return _miss(ja, en)
    return goal


def resolves_not(kind: str, ja: str, en: str):
    def goal(before, action, events, after):
        if type(action) is ResolveSymbol and CARDS[action.card].symbols[action.symbol].kind != kind:
            return None
        return _miss(ja, en)
    return goal


def raids_another(before, action, events, after):
    if type(action) is RaidTower and action.target != 0:
        return None
    return _miss("自分の塔も選べますが、ここは他の陣営の塔を狙いましょう。",
                 "You may pick your own tower, but aim at another faction's here.")


# ---- scenarios ----------------------------------------------------------------------------------------------------
def start() -> State:
    return fresh()


def bidding() -> State:
    """Round 1, the other three are ready; the learner has not bid yet."""
    return others_ready(fresh(), {1: {"courtier": 2, "mason": 3}, 2: {"shipwright": 2, "mason": 4}, 3: {"rower": 2}})


def bids_set() -> State:
    return bid(bidding(), 0, courtier=2, mason=3)


def three_placed() -> State:
    return bid(bids_set(), 0, rower=0)


def seed_example() -> State:
    """The seed's example: Màina 4 on the Courtier, Portellu 3, Burgu and Ciassa 1 each."""
    s = place(fresh(), banks=[8, 9, 10, 8])
    s = others_ready(s, {1: {"courtier": 1}, 2: {"courtier": 3}, 3: {"courtier": 1}})
    return bid(s, 0, courtier=4)


def seed_example_won() -> State:
    s, _ = G.apply(seed_example(), 0, Ready())
    return s


def tie() -> State:
    s = others_ready(fresh(), {1: {"mason": 2}})
    return bid(s, 0, mason=2)


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
    L("components", _r("components.track", "components.dice", "components.decks", "components.tokens"), Text(
        "支持トラック（13マス、壁のマス3つ）、ダイス（2面がブイ）、4つの海域の山札、漕ぎ手と塔の階層。"
        "これらの細かい値はこのプロジェクトが再構成したものです。",
        "The support track (thirteen spaces, three wall spaces), the dice (two buoy faces), the four sea decks, the "
        "rowers and tower floors. Their exact values are reconstructed by this project."), start),
    L("setup", _r("setup.factions", "setup.coins", "setup.boats", "setup.dice", "setup.pawn", "setup.walls",
                  "setup.decks", "setup.supply"), Text(
        "あなたはマイナ。コイン7枚、ビーチに漁船2隻、ダイス4個、支持ポーンは3マス目から。ボードには壁が6つ。",
        "You are Màina: 7 coins, two boats on the beach, four dice, your pawn on space 3. Six walls stand on the "
        "board."), start),
    L("bid", _r("invest.bid", "invest.bank"), Text(
        "投資フェイズ。他の3陣営はもう入札を決めました（中身は見えません）。各投資先への入札は1ラウンドに1回だけ置けて、"
        "置いたらそのラウンドは変えられません。置けるのは銀行にあるコインだけです。",
        "The investment phase. The other three have already bid, behind their screens. Each investment's bid is placed "
        "once a round and then stays; you can only bid coins your bank holds."), bidding,
      task=Text("石工に銀行からコインを置いてください。", "Put coins from your bank on the Mason."), goal=bids_on("mason")),
    L("ready", _r("invest.ready"), Text(
        "廷臣に2、石工に3を置きました。この2つはもう変えられません。いま準備完了を宣言すれば、漕ぎ手と船大工は0枚です。"
        "全員がそろうと入札が一斉に公開されます。",
        "You placed 2 on the Courtier and 3 on the Mason; those two now stay. Declare ready now and the Rower and "
        "Shipwright count as zero. Once everyone is ready the bids are revealed together."),
      bids_set, task=Text("準備完了を宣言してください。", "Declare that you are ready."), goal=is_ready),
    L("all_placed", _r("invest.ready"), Text(
        "廷臣に2、漕ぎ手に0、石工に3を置きました。銀行には2コイン。4つ目の入札を置くと、宣言しなくても準備完了になります。",
        "You placed 2 on the Courtier, 0 on the Rower and 3 on the Mason; your bank holds 2. Placing the fourth bid "
        "makes you ready without declaring it."), three_placed,
      task=Text("船大工に最後の入札（0〜2コイン）を置いて、入札が公開されるのを見てください。",
                "Place your last bid, 0 to 2 coins on the Shipwright, and watch the bids being revealed."),
      goal=places_bid("shipwright")),
    L("development", _r("develop.order", "bid.win", "bid.lose"), Text(
        "ルールブックの例: 廷臣にマイナ4、ポルテッル3、ブルグとシアッサ1。いちばん高い入札が落札し、負けた入札はサプライへ。",
        "The rulebook's example: on the Courtier Màina bid 4, Portellu 3, Burgu and Ciassa 1. The highest bid wins; "
        "losing bids go to the supply."), seed_example,
      task=Text("準備完了を宣言して、廷臣の解決を見てください。", "Declare ready and watch the Courtier resolve."), goal=is_ready),
    L("tie", _r("bid.tie", "bid.zero"), Text(
        "ブルグもあなたも石工に2コイン。あなたのポーン（3マス目）はブルグ（1マス目）より先です。誰も入札しなかった投資先は何も起きません。",
        "Burgu and you both bid 2 on the Mason; your pawn (space 3) is ahead of Burgu's (space 1). Investments nobody "
        "bid on do nothing."), tie,
      task=Text("準備完了を宣言して、同額が支持トラックで決まるのを見てください。",
                "Declare ready and see the tie settled by the support track."), goal=is_ready),
    L("double", _r("bid.double", "bid.double_offer"), Text(
        "廷臣を落札しました。銀行にまだ4コインあるので、もう一度払えます。",
        "You won the Courtier, and your bank still holds 4 coins: you can pay again."), seed_example_won,
      task=Text("ダブルアップして、支持ポーンをもう1マス進めましょう。", "Double up to move your pawn once more."), goal=doubles),
    L("courtier", _r("courtier.move", "courtier.wall"), Text(
        "シアッサのポーンがすぐ前の4マス目にいます。5マス目は壁のマスで、いま壁は4つです。",
        "Ciassa's pawn sits just ahead on space 4. Space 5 is a wall space, and four walls stand."), jump,
      task=Text("準備完了を宣言して、ポーンが跳び越えて壁が増えるのを見てください。",
                "Declare ready: watch your pawn jump and a wall return."), goal=is_ready),
    L("track_end", _r("courtier.end", "win.track", "win.track_tie"), Text(
        "あなたのポーンは11マス目。次の12マス目がノーリの紋章の手前の最後のマスです。塔はあなたもブルグも2階。",
        "Your pawn is on space 11; the next, space 12, is the last before Noli's crest. You and Burgu both have "
        "two floors."), track_end,
      task=Text("準備完了を宣言してゲームを終わらせ、同点を支持トラックが決めるのを見てください。",
                "Declare ready to end the game, and see the tie go to the pawn furthest along."), goal=is_ready),
    L("rower", _r("rower.take", "rower.max"), Text(
        "あなたの漕ぎ手は2人。漕ぎ手はサプライから雇い、3人まで持てます。",
        "You have two rowers. Rowers come from the supply, three at most per faction."), rower_bid,
      task=Text("漕ぎ手にコインを置いてください。", "Put coins on the Rower."), goal=bids_on("rower")),
    L("poach", _r("rower.steal"), Text(
        "漕ぎ手を落札しましたが、サプライの漕ぎ手は尽きています。ブルグ3人、ポルテッル1人、シアッサ2人。",
        "You won the Rower, but the supply has none left: Burgu holds three, Portellu one, Ciassa two."), poach,
      task=Text("誰から漕ぎ手を引き抜くかを選んでください。", "Choose whom to poach a rower from.")),
    L("shipwright", _r("shipwright.boat", "shipwright.next"), Text(
        "船大工にはブルグが3、あなたが2。でもブルグの船はもう4隻です。",
        "Burgu bid 3 on the Shipwright and you 2, but Burgu already has four boats."), full_fleet_bid,
      task=Text("準備完了を宣言して、船が次の入札者に回るのを見てください。", "Declare ready: the boat passes to the next bidder."),
      goal=is_ready),
    L("mason", _r("mason.floor", "win.tower"), Text(
        "石工を落札して塔は5階に。銀行にはまだ2コインあります。",
        "You won the Mason: your tower has five floors, and your bank still holds 2 coins."), fifth_floor,
      task=Text("ダブルアップして6階目を建て、勝利しましょう。", "Double up, build the sixth floor and win."), goal=doubles),
    L("regatta", _r("regatta.rowers", "regatta.roll", "regatta.finish", "regatta.live", "regatta.overboard"), Text(
        "ライブのレガッタ。あなたの漕ぎ手1人のおかげで、ダイス1個がはじめからブイです。",
        "A live regatta. Thanks to your rower, one die starts buoy-up."), live_start,
      task=Text("ダイスを振ってください。ブイの出たダイスはそのまま残ります。", "Roll your dice; dice showing a buoy stay put.")),
    L("last", _r("regatta.last"), Text(
        "他の3陣営はゴールしました。残る漁場は海域4だけです。", "The other three have finished; only area 4 is left."),
      live_last, task=Text("振るのをやめて、残りの海域を取ってください。", "Stop rolling and take the area that is left."),
      goal=stops),
    L("simulated", _r("regatta.simulated"), Text(
        "標準の自動レガッタ。全員が準備完了すると、発展の後にレガッタが1拍ずつ自動で進みます。",
        "The default simulated regatta: once everyone is ready, development is followed by a regatta that plays "
        "itself, beat by beat."), simulated_start,
      task=Text("準備完了を宣言して、ログでレガッタの拍を追ってください。",
                "Declare ready and follow the regatta's beats in the log."),
      goal=is_ready),
    L("three", _r("players.three", "players.closed"), Text(
        "3人プレイ。ポルテッルは使いません。毎ラウンド、漁区トークンを1枚引いてその海域を閉じます。",
        "Three players: Portellu stays in the box. Each round one fishing-zone token closes a sea area."), three_players,
      task=Text("準備完了を宣言して、どの海域が閉じるかを見てください。", "Declare ready and see which area closes."), goal=is_ready),
    L("two", _r("players.two"), Text(
        "2人プレイ。ポルテッルとブルグは使いません。毎ラウンド、漁区トークンを2枚引きます。",
        "Two players: Portellu and Burgu stay in the box. Each round two fishing-zone tokens are drawn."), two_players,
      task=Text("準備完了を宣言して、閉じる2つの海域を見てください。", "Declare ready and see the two closed areas."), goal=is_ready),
    L("fishing", _r("fishing.order", "fishing.draw", "fishing.resolve", "fishing.auto", "symbol.coins", "symbol.wall",
                    "symbol.raid"), Text(
        "あなたは海域1。漁船2隻でサヴォーナ（襲撃・3コイン）と城壁の修繕（3コイン・壁）を引きました。壁は1つも残っていません。",
        "You fish area 1 and your two boats drew Savona (raid, 3 coins) and Wall repairs (3 coins, wall). No wall is "
        "left standing."), wall_and_raid,
      task=Text("先に壁を置いて、襲撃が塔ではなくその壁を崩すようにしましょう。",
                "Build the wall first, so the raid knocks it down instead of a tower floor."),
      goal=resolves("wall", "壁がないまま襲撃を解決すると、誰かの塔が崩れます。先に壁を置きましょう。",
                    "A raid with no wall takes a tower floor: resolve the wall first.")),
    L("genoa", _r("symbol.genoa"), Text(
        "あなたは海域4。ジェノヴァと嵐を引きました。他の陣営は漁で稼いだばかりです。",
        "You fish area 4 and drew Genoa and a Storm. The others have just fished their coins."), genoa,
      task=Text("嵐の前にジェノヴァを解決して、他の陣営の銀行を空にしましょう。",
                "Resolve Genoa before the storm to empty the others' banks."),
      goal=resolves("genoa", "嵐を先に解決すると、ジェノヴァは起きません。", "Resolve the storm first and Genoa never happens.")),
    L("raid", _r("raid.floor"), Text(
        "壁はもうありません。サヴォーナの襲撃は塔の階層を1つ崩します。ブルグは3階、ポルテッルは2階、あなたは1階。",
        "No wall is left: Savona's raid takes a tower floor. Burgu has three, Portellu two, you one."), raid_target,
      task=Text("階層を失う陣営を選んでください。", "Choose whose tower loses a floor."), goal=raids_another),
    L("shipwreck", _r("symbol.shipwreck"), Text(
        "あなたは海域2で難破を引きました。漁船が2隻以上ある他の陣営はブルグ（3隻）とポルテッル（2隻）。",
        "You fish area 2 and drew a Shipwreck. The other factions with two boats or more are Burgu (three) and "
        "Portellu (two)."), wreck,
      task=Text("漁船を失う陣営を選んでください。", "Choose who loses a boat.")),
    L("storm", _r("symbol.storm", "storm.aftermath"), Text(
        "あなたは海域3。嵐と、3コインのヒメジを引きました。嵐を解決すると、その場で漁期が終わります。",
        "You fish area 3 and drew a Storm and a Red mullet worth 3 coins. Resolving the storm ends the season at "
        "once."), storm_and_coins,
      task=Text("嵐の前にコインを受け取りましょう。", "Collect the coins before the storm."),
      goal=resolves_not("storm", "先に嵐を解決すると、まだのコインは失われます。", "Resolve the storm first and the coins are lost.")),
    L("consolation", _r("fishing.consolation", "consolation.storm", "consolation.full_fleet"), Text(
        "あなたは海域3で嵐とサラセン海賊を引きました。壁はなく、塔があるのはあなただけ。シアッサ（漁船4隻）は海域4で待っています。",
        "You fish area 3 and drew a Storm and the Saracen pirates. No wall stands and only your tower has floors. "
        "Ciassa (four boats) waits in area 4."), flee_the_storm,
      task=Text("襲撃の前に嵐で漁期を終わらせ、自分の塔を守りましょう。施しが誰に行くかも見てください。",
                "End the season with the storm before the raid strikes your own tower, and see who gets the archbishop's "
                "help."),
      goal=resolves("storm", "襲撃を先に解決すると、壁がないのであなたの塔が崩れます。",
                    "Resolve the raid first and, with no wall left, it strikes your own tower.")),
]
