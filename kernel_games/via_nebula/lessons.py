"""Via Nebula's walkthrough: every rule of the rulebook, in its order, each on a live position of the beginner board.

The learner is Blue (player 0) in a 2-player game against Brown, except where the player count is the rule. Hexes are
named as the board labels them ("F5"). ``TRIES`` lists, per step, the illegal moves its text invites the learner to
try, each with the rule that refuses it (checked by tests/via_nebula/test_lessons.py).
"""

from __future__ import annotations

from kernel_games.core import Action, Chapter, Lesson, Text
from kernel_games.core.lesson import Act, PlayOn, Question

from . import lesson_facts as F
from . import scenes as S
from .actions import SITE as AT_SITE
from .actions import STORAGE, Abundance, Build, Craftsman, Explore, Express, Fly, Lay, Pass, Site, Swap, Transport
from .maps import FORBIDDEN, FOREST
from .narration import contract_name, player, rule
from .rules import VIA_NEBULA
from .scenes import BLUE, BROWN, CLAY, FOOD, STONE, WHEAT, WOOD, card, hx, res

G = VIA_NEBULA
NONE = res()
SMITHY, BAKERY, MARKET, WELL = card("plain_4"), card("plain_2"), card("plain_6"), card("plain_1")
DISPLAY = tuple(S.start().display)  # seed 1: Smithy, Exportation, Mayor, Workshop
HAND = tuple(S.start().hands[BLUE])  # seed 1: Express Delivery, Shortcut
REFILL_TOP = S.on_site(res(CLAY, STONE), [BAKERY]).deck[0]
PLAN_TOP = S.secret_plan().deck[0]
SLOT_F5, SLOT_E5 = 2 * hx("F5"), 2 * hx("E5")
BROWN_DONE = tuple(card(key) for key in S.BROWN_CARDS)  # what Brown built by the end (scenes.ending)


def _r(*ids: str) -> tuple[str, ...]:
    return tuple(rule(i) for i in ids)


def _storage_gain(start, events, after) -> int:
    return sum(after.storage[BLUE]) - sum(start.storage[BLUE])


def _blue_final(start, events, after) -> int:
    return G.result(after).scores[BLUE]


def _winner(start, events, after) -> object:
    return after.winners[0] if len(after.winners) == 1 else "shared"


def _choices(unit: Text, *values: int) -> tuple[tuple[Text, int], ...]:
    return tuple((unit.format(k=v), v) for v in values)


PIECES, VP = Text("{k}個", "{k}"), Text("{k}点", "{k} VP")


def _named(key: str, ja: str, en: str) -> Text:
    """A text that names a contract ({c}) as its card does."""
    return Text(ja, en).format(c=contract_name(card(key)))


def build_task(c: int) -> Text:
    """Build contract ``c`` on F5 ("the Smithy", but "By Air!")."""
    name = contract_name(c)
    the = "" if name.en.endswith("!") else "the "
    return Text("F5の建設現場で{c}を建ててください。", f"Build {the}{{c}} on your site on F5.").format(c=name)


TRIES: dict[str, tuple[tuple[int, Action, str], ...]] = {
    "turn": ((0, Pass(), "turn.pass"),),
    "craftsman": ((0, Craftsman(hx("E7")), "action.craftsman"),),
    "site": ((0, Site(hx("E5")), "action.site"), (0, Site(hx("F4")), "action.site")),
    "half_sites": ((0, Site(hx("F5")), "action.half_sites"),),
    "explore": ((0, Explore(hx("A2")), "action.explore"), (0, Explore(hx("E2")), "action.explore")),
    "forest": ((0, Explore(hx("D7")), "action.explore"),),
    "transport_path": ((0, Transport(hx("F2"), SLOT_F5), "action.transport_path"),),
    "transport_own": ((0, Transport(hx("E7"), SLOT_E5), "action.transport_own"),),
    "build": ((0, Build(SLOT_F5, HAND[0]), "action.build"), (0, Build(SLOT_F5, card("mayor")), "action.build")),
    "effect": ((1, Craftsman(hx("H3")), "action.effect"),),
    "express_delivery": ((1, Express(SLOT_F5, STONE), "private.express_delivery"),),
    "abundance": ((1, Abundance(hx("E7")), "neutral.abundance"),),
    "adventures": ((1, Lay(hx("E6")), "neutral.adventures"),),
    "store": ((1, Swap(AT_SITE, SLOT_E5, WHEAT, WHEAT), "neutral.store"),),
    "by_air": ((1, Fly(hx("E6"), hx("D7")), "neutral.by_air"),),
}

L = Lesson
BROWN_T = player(BROWN)
LESSONS: list[Lesson] = [
    # ---- introduction and set-up, on a fresh board ----
    L("goal", _r("goal", "components.board", "components.resources", "components.tokens", "components.contracts",
                 "components.guild", "components.meadows"), Text(
        "霧の谷を探検して草原の道を広げ、資源を自分の建設現場へ運び、契約を果たして建物を建てます。あなたは青、相手は茶です。"
        "盤は六角形のマスでできていて、緑の草原に載った開拓トークンの数だけ資源が出ます。資源はだれの物でもありません。契約カードには"
        "必要な資源と勝利点が描かれ、個人契約は自分だけ、表向きの中立契約はだれでも使えます。",
        "Explore the foggy valley, open meadow paths, carry resources to your own building sites and fulfil contracts "
        "to raise buildings. You are Blue, against Brown. The board is made of hexes; each exploitation token on a "
        "green meadow says how many resources come out, and resources belong to nobody. A contract shows the resources "
        "it needs and its VP: your private ones are yours alone, the face-up neutral ones anyone's."),
      S.start, facts=(F.everyone("buildings", 5, "全員、建てる建物が{k}個あります。", "Everyone has {k} buildings to put up."),
                      F.end_card(-1), F.points({0: 0}), F.side("beginner"), F.tokens_on_board(20), F.resources(74, 16),
                      F.hand(HAND), F.display(DISPLAY), F.home(BLUE, craftsmen=3, sites=3, buildings=5))),
    L("setup", _r("setup.board", "setup.players", "setup.meadows", "setup.yield", "setup.tokens", "setup.contracts",
                  "setup.end_card", "setup.start"), Text(
        "これは入門者面の2人の準備です（上級者面は中央が草原で、道を作るのが難しくなります）。2人なら職人3人・六角形の建設現場・"
        "5枚の山、4人なら職人2人・半分の建設現場・3枚の山です。特別トークン1枚は見ないまま箱へ戻り、残り4枚は資源に置き換わって"
        "中立の開拓地になります。個人契約を2枚ずつ配り、中立契約4枚を表にして、無作為に選ばれた人から始めます。",
        "This is a 2-player set-up on the beginner side (the expert side has its meadows in the centre, and paths are "
        "harder to build). With 2 players: 3 craftsmen, full sites, stacks of 5; with 4: 2 craftsmen, half sites, "
        "stacks of 3. One special token went back in the box unseen; the other four were replaced by resources as "
        "neutral exploitations. Two private contracts each, four neutral ones face up, and the player drawn at random "
        "begins."), S.start,
      facts=(F.stacks(BLUE, (5, 5, 5, 5)), F.neutral(("C4", "A6", "E7", "G9"), 4), F.hand_size(BROWN, 2),
             F.boxed_private(4), F.deck(29), F.turn_of(BLUE, "before"))),
    # ---- the turn ----
    L("turn", _r("turn.actions", "turn.pass"), Text(
        "手番には必ず2アクション。同じアクションを2回でもかまいません。できるアクションがあるうちは、パスは認められません。",
        "A turn is always two actions, the same one twice if you like. While any action is possible, passing is "
        "refused."), S.start, facts=(F.actions_left(2), F.held(BLUE, 2, "after"), F.home(BLUE, craftsmen=1, when="after"),
                                      F.turn_of(BROWN)),
      task=Text("職人を1人置いてください。", "Place a craftsman."), goal=F.craftsman_on(),
      then=(Act(Text("もう1人置いてください。同じアクションでかまいません。", "Place another: the same action again is fine."),
                F.craftsman_on()),)),
    L("pass", _r("turn.pass"), Text(
        "職人も建設現場も出払い、建設現場への道はトークンにふさがれ、隣の霧はもう探検済み。何もできないときだけパスします。",
        "Your craftsmen and sites are all out, tokens block every path to your sites, and the fog next to your pieces "
        "is explored. Only now, with nothing possible, do you pass."), S.stuck,
      facts=(F.home(BLUE, craftsmen=0, sites=0), F.site("D3", BLUE, NONE), F.site("E5", BLUE, NONE),
             F.site("F5", BLUE, NONE), F.turn_of(BROWN)),
      task=Text("パスしてください。", "Pass."), goal=F.passes),
    # ---- the actions ----
    L("craftsman", _r("action.craftsman"), Text(
        "職人はトークンのあるマスならどこにでも置けます。トークンは裏向きで手元に取り（点は終了時）、その数より1つ少ない資源（2人の場合）"
        "がマスに出ます。トークンのないE7には置けません。",
        "A craftsman goes on any hex with a token, near anything or not. You keep the token face down (its VP count "
        "at the end) and resources come out (one fewer than its number with 2 players). E7 has no token: refused."), S.start,
      facts=(F.token("H3", FOOD, 3), F.home(BLUE, craftsmen=3), F.held(BLUE, 0), F.heap("H3", FOOD, 2, BLUE, "after"),
             F.held(BLUE, 1, "after"), F.home(BLUE, craftsmen=2, when="after")),
      task=Text("遠く離れたH3に職人を置いてください。", "Put a craftsman on H3, far from everything."), goal=F.craftsman_on("H3")),
    L("craftsman_home", _r("action.craftsman_home"), Text(
        "職人はマスが空になるまで動きません。最後の資源が出ていくと家に帰り、マスは何もない草原になります。",
        "A craftsman stays until its hex is empty. When the last resource leaves, it goes home and the hex is an "
        "empty meadow."), S.craftsman_home,
      facts=(F.heap("F4", WHEAT, 1, BLUE), F.home(BLUE, craftsmen=2), F.site("F5", BLUE, NONE), F.empty("F4", "after"),
             F.home(BLUE, craftsmen=3, when="after"), F.site("F5", BLUE, res(WHEAT), when="after")),
      task=Text("F4の最後の小麦をF5へ運んでください。", "Carry the last wheat from F4 to F5."), goal=F.carry("F4", "F5")),
    L("site", _r("action.site"), Text(
        "建設現場はどの空いた遺跡にも置けます。2人では六角形まるごとなので、茶のいるE5や遺跡でないマスには置けません。",
        "A site goes on any free ruin. With 2 players a site fills the whole ruin: E5 (Brown's) and non-ruin hexes "
        "are refused."), S.site_taken,
      facts=(F.half_sites(False), F.site("E5", BROWN), F.home(BLUE, sites=3), F.site("F5", BLUE, when="after"),
             F.home(BLUE, sites=2, when="after")),
      task=Text("F5の遺跡に建設現場を置いてください。", "Put a building site on the ruin F5."), goal=F.site_on("F5")),
    L("half_sites", _r("action.half_sites"), Text(
        "3〜4人では半分の建設現場を使い、1つの遺跡に2枚まで、だれのものでも置けます。F5はもう2枚で満員です。",
        "With 3 or 4 players the half sites share a ruin, two to a ruin, whoever owns them. F5 already holds two: "
        "refused."), S.halves,
      facts=(F.half_sites(True), F.halves("E5", (BROWN, -1)), F.halves("F5", (BROWN, 2)),
             F.halves("E5", (BROWN, BLUE), "after")),
      task=Text("茶の隣、E5の空いた半分に建設現場を置いてください。", "Put your half site beside Brown's on E5."),
      goal=F.site_on("E5")),
    L("explore", _r("action.explore"), Text(
        "霧の探検は、自分の駒の隣か、何もない草原の隣にだけ。A2のように何もないところの霧や、禁止区域のE2は断られます。",
        "You explore fog next to one of your pieces or next to an empty meadow. Fog far from both, like A2, and the "
        "forbidden E2 are refused."), S.explore,
      facts=(F.site("F5", BLUE), F.empty("H5"), F.stacks(BLUE, (5, 5, 5, 5)), F.tile("I5", BLUE, "after"),
             F.stacks(BLUE, (3, 5, 5, 5), "after")),
      task=Text("F5の建設現場の隣の霧を探検してください。", "Explore a fog hex next to your site on F5."), goal=F.explore(near="F5"),
      then=(Act(Text("何もない草原H5の隣、I5を探検してください。", "Explore I5, next to the empty meadow H5."), F.explore("I5")),)),
    L("explore_tiles", _r("action.explore_tiles"), Text(
        "草原タイルはいちばん左の山から使います。山がなくなると下の探検家が現れ、終了時に2点。4つの山が尽きたら共通ストックから取ります。",
        "Tiles come from your leftmost stack. When a stack is used up its explorer shows: 2 VP at the end. With all "
        "four gone you draw on the common stock."), S.last_tile,
      facts=(F.stacks(BLUE, (1, 5, 5, 5)), F.tile_stock(20), F.stacks(BLUE, (0, 5, 5, 5), "after"), F.points_up(BLUE, 2)),
      task=Text("どこか霧を探検して、最初の山を使い切ってください。", "Explore any fog hex, using up your first stack."),
      goal=F.explore()),
    L("forest", _r("action.forest"), Text(
        "化石の森の探検は霧と同じ条件で、2アクションかかります。だから手番の最初にしかできません。隣に何もないD7は断られます。",
        "Exploring a petrified forest follows the fog's rules but takes both actions, so only as a turn's first. D7, "
        "with nothing of yours or empty beside it, is refused."), S.forest,
      facts=(F.actions_left(2), F.site("G4", BLUE), F.tile("G3", BLUE, "after"), F.turn_of(BROWN)),
      task=Text("G4の建設現場の隣、化石の森G3を探検してください。", "Explore the petrified forest G3, next to your site on G4."),
      goal=F.explore("G3")),
    L("transport", _r("action.transport"), Text(
        "資源のあるマス（自分の、他人の、中立の開拓地）から自分の建設現場へ、資源を1個運びます。",
        "Carry one resource from any exploitation (yours, another player's or a neutral one) to one of your sites."),
      S.transport, facts=(F.heap("F2", WHEAT, 4), F.empty("F3"), F.empty("F4"), F.heap("F2", WHEAT, 3, when="after"),
                          F.site("F5", BLUE, res(WHEAT), when="after")),
      task=Text("F2の中立の小麦を、F3・F4を通ってF5へ運んでください。", "Carry a neutral wheat from F2 along F3 and F4 to F5."),
      goal=F.carry("F2", "F5")),
    L("transport_path", _r("action.transport_path"), Text(
        "道は何もない草原だけ。トークン・資源・職人のあるマスは通れません。F3のトークンがF2からの道をふさいでいます（試してみましょう）。隣どうしなら道は不要です。",
        "A path is empty meadows only: a token, resources or a craftsman block it. The token on F3 blocks the way from "
        "F2 (try it). Neighbours need no path."), S.blocked,
      facts=(F.heap("F2", WHEAT, 4), F.token("F3", WOOD, 3), F.empty("F4"), F.heap("H5", WOOD, 2, BROWN),
             F.tile("G5", BLUE), F.site("F5", BLUE, res(WOOD), when="after"), F.heap("H5", WOOD, 1, BROWN, "after")),
      task=Text("茶の開拓地H5の木材を、G5を通ってF5へ運んでください。", "Carry a wood from Brown's H5 through G5 to F5."),
      goal=F.carry("H5", "F5")),
    L("transport_own", _r("action.transport_own"), Text(
        "運び先は自分の建設現場だけ。E7からはE6を通って茶のE5にも届きますが、そこへは運べません。届いた資源はもう動きません。",
        "You deliver only to your own sites: from E7 the path through E6 reaches Brown's E5 too, but that is refused. "
        "A delivered resource never moves again."), S.own_site,
      facts=(F.heap("E7", WHEAT, 4), F.tile("E6", BROWN), F.site("E5", BROWN, res(WHEAT)), F.site("F5", BLUE, NONE),
             F.site("F5", BLUE, res(WHEAT), when="after"), F.site("E5", BROWN, res(WHEAT), when="after")),
      task=Text("E7の小麦をあなたのF5へ運んでください。", "Carry a wheat from E7 to your site on F5."), goal=F.carry("E7", "F5")),
    L("build", _r("action.build"), Text(
        "建設現場に契約の資源がそろえば建てられます。資源はストックへ、建設現場タイルは家へ戻り、建物が残ります。果たした契約は裏向きで"
        "手元に置くので、ほかの人には枚数しか見えません。資源が足りない契約は断られます。",
        "Once a site holds what a contract needs you may build: the resources go to the stock, the site tile home, and "
        "a building stays. You keep the contract face down: the others see only how many you have. A contract the site "
        "cannot pay is refused."), lambda: S.on_site(res(WOOD, CLAY)),
      facts=(F.site("F5", BLUE, res(WOOD, CLAY)), F.display(DISPLAY), F.home(BLUE, sites=2, buildings=5),
             F.building("F5", BLUE), F.no_site("F5"), F.home(BLUE, sites=3, buildings=4, when="after"),
             F.fulfilled(BLUE, (SMITHY,))),
      task=build_task(SMITHY), goal=F.build(SMITHY)),
    L("build_refill", _r("action.build_refill"), Text(
        "中立契約を取ると、空いた場所に山札の一番上が表になります。",
        "When you take a neutral contract, the top card of the deck fills its space."),
      lambda: S.on_site(res(CLAY, STONE), [BAKERY]),
      facts=(F.display(DISPLAY[:3] + (BAKERY,)), F.deck(29), F.display(DISPLAY[:3] + (REFILL_TOP,), "after"),
             F.deck(28, "after")),
      task=build_task(BAKERY), goal=F.build(BAKERY)),
    L("surplus", _r("action.surplus"), Text(
        "契約に要らない資源は、建てたあと倉庫へ。1個につき終了時に−1点です。",
        "Resources the contract does not need go to your storage after building: −1 VP each at the end."),
      lambda: S.on_site(res(WOOD, CLAY, STONE)),
      facts=(F.site("F5", BLUE, res(WOOD, CLAY, STONE)), F.storage(BLUE, NONE), F.storage(BLUE, res(STONE), "after"),
             F.points_up(BLUE, 1)),
      task=build_task(SMITHY), goal=F.build(SMITHY)),
    L("effect", _r("action.effect"), Text(
        "建てた直後に、契約の効果を使うかどうか選びます。使わなければそれきりです。選ぶ前にほかのアクションはできません。",
        "Right after building you choose whether to use the contract's effect; skipped, it is gone. No other action "
        "until you choose."), lambda: S.on_site(res(WOOD, WOOD, STONE), [card("workshop")]),
      facts=(F.site("F5", BLUE, res(WOOD, WOOD, STONE)), F.fulfilled(BLUE, (card("workshop"),)),
             F.actions_left(1, "after"), F.tiles_of(BLUE, 0, "both")),
      task=build_task(card("workshop")), goal=F.build(card("workshop")),
      then=(Act(_named("workshop", "{c}の効果を使わずに進んでください。", "Skip the {c}'s effect."), F.skips),)),
    L("stock", _r("supply.stock"), Text(
        "資源のストックには限りがあります。足りないときは残っている分だけ受け取ります。",
        "The stock of resources is limited: when it runs short you take what is left."), S.stock_low,
      facts=(F.stock(WHEAT, 1), F.token("F4", WHEAT, 3), F.heap("F4", WHEAT, 1, BLUE, "after"), F.stock(WHEAT, 0, "after")),
      task=Text("F4に職人を置いてください。", "Put a craftsman on F4."),
      goal=F.craftsman_on("F4")),
    # ---- private contracts ----
    L("quiet_town", _r("private.quiet_town"), _named("quiet_town",
        "茶が5つ目の建物を建て、これがゲーム最後のアクションです。{c}に効果はなく、4点です。",
        "Brown has put up a fifth building: this is the game's last action. The {c} has no effect and is worth "
        "4 VP."), lambda: S.last_build(res(WOOD, STONE, STONE), "quiet_town"),
      facts=(F.hand((card("quiet_town"), card("shortcut"))), F.site("F5", BLUE, res(WOOD, STONE, STONE)),
             F.end_card(BROWN), F.actions_left(1), F.over(),
             F.part(BLUE, "contracts", 4)),
      task=build_task(card("quiet_town")), goal=F.build(card("quiet_town"))),
    L("express_delivery", _r("private.express_delivery"), _named("express_delivery",
        "{c}を建てると、ストックから好きな資源を1個、自分の建設現場に置けます。建てたF5はもう建設現場ではありません。",
        "Building the {c} puts a resource of your choice from the stock on one of your sites. F5, just "
        "built on, is no longer a site."),
      lambda: S.two_sites(res(FOOD, WOOD, CLAY), res(WHEAT), private=(card("express_delivery"), card("shortcut"))),
      facts=(F.hand((card("express_delivery"), card("shortcut"))), F.site("E5", BLUE, res(WHEAT)),
             F.site_holds("E5", BLUE, 2), F.fulfilled(BLUE, (card("express_delivery"),))),
      task=build_task(card("express_delivery")), goal=F.build(card("express_delivery")),
      then=(Act(Text("好きな資源をE5の建設現場に置いてください。", "Put any resource on your site on E5."), F.express_to("E5")),)),
    L("secret_plan", _r("private.secret_plan"), _named("secret_plan",
        "{c}を建てると、中立契約の山の一番上を手札に加え、自分だけの個人契約にできます。",
        "Building the {c} lets you draw the top neutral contract into your hand, as a private one for you "
        "alone."), S.secret_plan,
      facts=(F.hand((card("secret_plan", 1), card("shortcut"))), F.deck(29), F.hand((card("shortcut"), PLAN_TOP), "after"),
             F.deck(28, "after")),
      task=build_task(card("secret_plan", 1)), goal=F.build(card("secret_plan", 1)),
      then=(Act(Text("効果を使って1枚引いてください。", "Use the effect: draw a card."), F.uses),)),
    L("shortcut", _r("private.shortcut"), _named("shortcut",
        "{c}を建てると、左の山から草原タイル2枚を共通ストックへ移せます。山が尽きれば探検家が現れます。",
        "Building the {c} moves 2 meadow tiles from your leftmost stacks to the common stock; a stack used up "
        "shows its explorer."), S.shortcut,
      facts=(F.stacks(BLUE, (1, 5, 5, 5)), F.tile_stock(20), F.stacks(BLUE, (0, 4, 5, 5), "after"),
             F.tile_stock(22, "after"), F.points_up(BLUE, 5)),
      task=build_task(card("shortcut")), goal=F.build(card("shortcut")),
      then=(Act(Text("効果を使ってください。", "Use the effect."), F.uses),)),
    # ---- neutral contracts ----
    L("abundance", _r("neutral.abundance"), _named("abundance",
        "{c}を建てると、開かれていないトークン1枚を箱に戻し、その数の資源を置けます。だれのものでもない中立の開拓地です。",
        "Building the {c} sends an unopened token to the box and puts its yield of resources in its place: a "
        "neutral exploitation."), lambda: S.on_site(res(WOOD, CLAY), [card("abundance", 1)]),
      facts=(F.token("F4", WHEAT, 3), F.heap("F4", WHEAT, 2, when="after"), F.held(BLUE, 0, "both")),
      task=build_task(card("abundance", 1)), goal=F.build(card("abundance", 1)),
      then=(Act(Text("F5の隣、F4のトークンを資源に替えてください。", "Turn the token on F4, next to F5, into resources."),
                F.abundance_on("F4")),)),
    L("architect", _r("neutral.architect"), _named("architect",
        "{c}に効果はありません。ゲーム終了時に、果たした契約1枚につき1点（自分も含む）。これが最後のアクションです。",
        "The {c} has no effect: at the end it scores 1 VP per contract you fulfilled, itself included. This is "
        "the game's last action."), S.architect,
      facts=(F.fulfilled(BLUE, (BAKERY, MARKET), "before"), F.end_card(BROWN), F.over(), F.part(BLUE, "contracts", 8)),
      task=build_task(card("architect")), goal=F.build(card("architect"))),
    L("adventures", _r("neutral.adventures"), _named("adventures",
        "{c}を建てると、探検のルールに関係なく、禁止区域に草原タイルを1枚置けます。霧には置けません。",
        "Building the {c} lays one of your meadow tiles on a forbidden hex, whatever the exploring rules say; "
        "not on fog."), lambda: S.on_site(res(FOOD, STONE), [card("adventures")]),
      facts=(F.tiles_of(BLUE, 0), F.tile_on(FORBIDDEN, BLUE)),
      task=build_task(card("adventures")), goal=F.build(card("adventures")),
      then=(Act(Text("禁止区域に草原タイルを置いてください。", "Lay a meadow tile on a forbidden hex."), F.lays_on(FORBIDDEN)),)),
    L("mayor", _r("neutral.mayor"), _named("mayor",
        "{c}に効果はありません。ゲーム終了時に、資源2個の契約1枚につき2点。これが最後のアクションです。",
        "The {c} has no effect: at the end it scores 2 VP per fulfilled contract that needed exactly 2 resources. "
        "This is the game's last action."), S.mayor,
      facts=(F.fulfilled(BLUE, (WELL, BAKERY), "before"), F.over(), F.part(BLUE, "contracts", 8)),
      task=build_task(card("mayor")), goal=F.build(card("mayor"))),
    L("caravan", _r("neutral.caravan"), _named("caravan",
        "{c}を建てると、自分の開拓地・建設現場・倉庫から資源1個をストックへ戻せます。倉庫の石材を戻せば−1点が消えます。",
        "Building the {c} returns one resource from your exploitation, site or storage to the stock: return the "
        "stored stone and its −1 is gone."), S.caravan,
      facts=(F.storage(BLUE, res(STONE)), F.storage(BLUE, NONE, "after"), F.points_up(BLUE, 3)),
      task=build_task(card("caravan")), goal=F.build(card("caravan")),
      then=(Act(Text("倉庫の石材をストックへ戻してください。", "Return the stone in your storage."), F.gives_from(STORAGE)),)),
    L("distillery", _r("neutral.distillery"), _named("distillery",
        "{c}を建てると、この手番のアクションが1回増えます。1回目で建てれば残り2回になり、化石の森も探検できます。",
        "Building the {c} gives one more action this turn: built with your first action, you have 2 left, "
        "enough for a petrified forest."), lambda: S.on_site(res(WHEAT, WHEAT, FOOD), [card("distillery")], label="G4"),
      facts=(F.actions_left(2), F.site("G4", BLUE, res(WHEAT, WHEAT, FOOD)), F.tile("G3", BLUE, "after"),
             F.turn_of(BROWN)),
      task=_named("distillery", "G4の建設現場で{c}を建ててください。", "Build the {c} on your site on G4."),
      goal=F.build(card("distillery")),
      then=(Act(Text("効果を使ってアクションを増やしてください。", "Use the effect for one more action."), F.uses),
            Act(Text("残り2アクションで化石の森G3を探検してください。", "Explore the petrified forest G3 with your 2 actions."),
                F.explore("G3")))),
    L("lazy_explorer", _r("neutral.lazy_explorer"), _named("lazy_explorer",
        "{c}は同じ種類の資源2個で建ちます。終了時に家にいる職人1人につき1点。H3に出ている職人は数えません。",
        "The {c} needs 2 resources of one kind. At the end: 1 VP per craftsman at home; the one still out on "
        "H3 does not count."), S.lazy,
      facts=(F.home(BLUE, craftsmen=2), F.heap("H3", FOOD, 1, BLUE), F.site("F5", BLUE, res(STONE, STONE)), F.over(),
             F.part(BLUE, "contracts", 2)),
      task=build_task(card("lazy_explorer")), goal=F.build(card("lazy_explorer"))),
    L("exportation", _r("neutral.exportation"), _named("exportation",
        "{c}を建てると、自分の開拓地・建設現場・倉庫から資源を2個までストックへ戻せます。F4が空になれば職人も帰ります。",
        "Building the {c} returns up to 2 resources from your exploitations, sites or storage to the stock. "
        "If F4 empties, its craftsman comes home."), S.exporting,
      facts=(F.storage(BLUE, res(STONE)), F.heap("F4", WHEAT, 1, BLUE), F.storage(BLUE, NONE, "after"),
             F.empty("F4", "after"), F.home(BLUE, craftsmen=3, when="after")),
      task=build_task(card("exportation")), goal=F.build(card("exportation")),
      then=(Act(Text("資源を1個ストックへ戻してください。", "Return a resource to the stock."), F.gives),
            Act(Text("もう1個戻してください。", "Return a second one."), F.gives))),
    L("store", _r("neutral.store"), _named("store",
        "{c}を建てると、自分の開拓地か建設現場の資源1個を、ストックの別の種類1個と交換できます。",
        "Building the {c} swaps one resource on your exploitation or site for one of another kind from the stock."),
      lambda: S.two_sites(res(CLAY, STONE), res(WHEAT), [card("store", 1)]),
      facts=(F.site("E5", BLUE, res(WHEAT)), F.site("E5", BLUE, res(FOOD), when="after")),
      task=build_task(card("store", 1)), goal=F.build(card("store", 1)),
      then=(Act(Text("E5の小麦を食料と交換してください。", "Swap the wheat on E5 for a food."), F.swaps("E5", WHEAT, FOOD)),)),
    L("merchant", _r("neutral.merchant"), _named("merchant",
        "{c}に効果はありません。終了時に、持っている開拓トークン1枚につき1点。これが最後のアクションです。",
        "The {c} has no effect: at the end, 1 VP per exploitation token you hold. This is the game's last "
        "action."), S.merchant,
      facts=(F.held(BLUE, 3), F.over(), F.part(BLUE, "contracts", 3), F.part(BLUE, "tokens", 6)),
      task=build_task(card("merchant")), goal=F.build(card("merchant"))),
    L("workshop", _r("neutral.workshop"), _named("workshop",
        "{c}を建てると、探検のルールに関係なく、アクションを使わずに化石の森へ草原タイルを1枚置けます。",
        "Building the {c} lays a meadow tile on a petrified forest, whatever the exploring rules say, without "
        "spending an action."), lambda: S.on_site(res(WOOD, WOOD, STONE), [card("workshop")]),
      facts=(F.actions_left(2), F.tile_on(FOREST, BLUE), F.actions_left(1, "after")),
      task=build_task(card("workshop")), goal=F.build(card("workshop")),
      then=(Act(Text("化石の森に草原タイルを置いてください。", "Lay a meadow tile on a petrified forest."), F.lays_on(FOREST)),)),
    L("priest", _r("neutral.priest"), _named("priest",
        "{c}は違う種類の資源3個で建ち、効果はなく3点です。これが最後のアクションです。",
        "The {c} needs 3 resources of 3 different kinds; no effect, 3 VP. This is the game's last action."),
      lambda: S.last_build(res(WHEAT, WOOD, FOOD), "priest"),
      facts=(F.site("F5", BLUE, res(WHEAT, WOOD, FOOD)), F.over(), F.part(BLUE, "contracts", 3)),
      task=build_task(card("priest")), goal=F.build(card("priest"))),
    L("by_air", _r("neutral.by_air"), _named("by_air",
        "{c}を建てると、盤上の草原タイル1枚（だれのものでも）を、探検のルールに関係なく霧のマスへ移せます。森へは移せません。",
        "Building {c} moves any meadow tile on the board, whoever laid it, onto a fog hex, whatever the exploring "
        "rules say; not onto a forest."), S.by_air,
      facts=(F.tile("E6", BROWN), F.no_tile("E6", "after"), F.tiles_of(BROWN, 1, "both")),
      task=build_task(card("by_air")), goal=F.build(card("by_air")),
      then=(Act(Text("茶がE6に置いた草原タイルを、別の霧へ移してください。", "Move Brown's meadow tile on E6 to another fog hex."),
                F.flies_from("E6")),)),
    L("plain", _r("neutral.plain"), Text(
        "効果のない中立契約は、必要な資源の数だけ勝利点になります。これが最後のアクションです。",
        "A neutral contract without an effect scores as many VP as the resources it needs. This is the game's last "
        "action."), lambda: S.last_build(res(WOOD, CLAY), "plain_4"),
      facts=(F.site("F5", BLUE, res(WOOD, CLAY)), F.over(), F.part(BLUE, "contracts", 2)),
      task=build_task(SMITHY), goal=F.build(SMITHY)),
    # ---- the end ----
    L("trigger", _r("end.trigger"), Text(
        "5つ目の建物を建てると、その手番はすぐ終わり、ゲーム終了カード（2点）を受け取ります。残りのアクションはなくなります。",
        "Your fifth building ends your turn at once and gives you the end card (2 VP); any action left is lost."),
      S.fifth, facts=(F.home(BLUE, buildings=1), F.actions_left(2), F.end_card(-1), F.end_card(BLUE, "after"),
                      F.turn_of(BROWN), F.points_up(BLUE, 4)),
      task=build_task(SMITHY), goal=F.build(SMITHY)),
    L("last_turns", _r("end.last_turns"), Text(
        "3人のゲームです。茶が5つ目を建て、白は最後の手番を終えました。あなたの最後の手番のあと、ゲームは終わります。",
        "A 3-player game: Brown built a fifth building and White has had a last turn. After your last turn the game "
        "is over."), S.last_turn_three,
      facts=(F.end_card(BROWN), F.last_turns(1), F.home(BROWN, buildings=0), F.over()),
      task=Text("最後の手番の1アクション目をしてください（何でも）。", "Take the first action of your last turn (any)."),
      then=(Act(Text("2アクション目、ゲーム最後のアクションをしてください。", "Take the second, the game's very last action."),),)),
    L("cleanup", _r("end.cleanup"), Text(
        "終了時、自分の建設現場と、自分の職人がいるマスに残った資源は倉庫へ入ります。中立の開拓地の資源はだれの損にもなりません。",
        "At the end, resources on your sites and on the hexes your craftsmen hold go to your storage; those on neutral "
        "exploitations cost nobody."), S.clean_up,
      facts=(F.site("E5", BLUE, res(WOOD, CLAY)), F.heap("H3", FOOD, 1, BLUE), F.heap("E7", WHEAT, 4),
             F.storage(BLUE, NONE), F.storage(BLUE, res(WOOD, FOOD, CLAY), "after")),
      question=Question(Text("最後のアクション（探検）のあと、あなたの倉庫に入る資源は何個？",
                             "After your last action (an exploration), how many resources go into your storage?"),
                        _choices(PIECES, 0, 1, 2, 3), 3, _storage_gain,
                        Text("建設現場の分と、職人のいるマスの分を数えます。",
                             "Count what lies on your site and under your craftsman.")),
      success=Text("正解。E5の2個とH3の1個で3個です。E7の中立の小麦は数えません。",
                   "Right: 2 from E5 and 1 from H3. The neutral wheat on E7 does not count."),
      play_on=PlayOn(rule=rule("end.cleanup"), learner=F.explores_fog)),
    L("scoring", _r("end.scoring"), Text(
        "点はすべて終了時に数えます。裏向きのトークンと契約をここで表にします。得点＝トークンの点＋契約の点＋現れた探検家1人2点＋"
        "ゲーム終了カード2点−倉庫の資源1個1点。",
        "All VP are counted at the end, when the face-down tokens and contracts are turned up. Score = your tokens' VP "
        "+ your contracts' VP + 2 per explorer showing + 2 for the end card − 1 per stored resource."), S.scored,
      facts=(F.face_down(BROWN, 5, 2), F.fulfilled(BROWN, BROWN_DONE, "after"), F.held_vp(BLUE, (2, 1)),
             F.fulfilled(BLUE, (BAKERY, SMITHY), "before"), F.stacks(BLUE, (0, 3, 5, 5)),
             F.storage(BLUE, res(FOOD)), F.end_card(BROWN), F.part(BLUE, "tokens", 3), F.part(BLUE, "contracts", 4),
             F.part(BLUE, "explorers", 2), F.part(BLUE, "storage", -1), F.final(BLUE, 8), F.part(BROWN, "end_card", 2),
             F.final(BROWN, 18)),
      question=Question(Text("最後のアクション（探検）のあと、あなたの最終得点は？", "After your last action (an exploration), what "
                             "is your final score?"), _choices(VP, 6, 7, 8, 9), 8, _blue_final,
                        Text("3＋4＋2−1を計算してみましょう。", "Add it up: tokens 3, contracts 4, one explorer 2, storage −1.")),
      success=Text("正解。3＋4＋2−1＝8点です。", "Right: 3 + 4 + 2 − 1 = 8."),
      play_on=PlayOn(rule=rule("end.scoring"), learner=F.explores_fog)),
    L("tie", _r("end.tie", "end.scoring"), Text(
        "同点なら倉庫の資源が少ない人の勝ち。それも同じなら勝ちを分け合います。あなたは18点。茶のカードは裏向きですが、表にすると茶も18点です。",
        "On a tie the player with fewer stored resources wins; if that is equal too, they share the win. You have 18 "
        "VP; Brown's cards are face down, but turned up they give Brown 18 too."), S.tied,
      facts=(F.points({0: 18}), F.face_down(BROWN, 5, 2), F.storage(BLUE, res(WOOD)),
             F.storage(BROWN, res(CLAY, STONE, STONE)), F.final(BLUE, 18), F.final(BROWN, 18), F.winners([BLUE])),
      question=Question(Text("最後のアクション（探検）で得点は変わりません。勝つのは？", "Your last action (an exploration) "
                             "changes no score. Who wins?"),
                        ((Text("あなた", "You"), BLUE), (BROWN_T, BROWN), (Text("引き分け", "A shared win"), "shared")),
                        BLUE, _winner, Text("18点どうし。倉庫を比べます。", "18 each: compare the storage.")),
      success=Text("正解。倉庫が1個のあなたが、3個の茶に勝ちます。", "Right: your 1 stored resource beats Brown's 3."),
      play_on=PlayOn(rule=rule("end.scoring"), learner=F.explores_fog)),
]


def _split(*keys: str) -> list[tuple[Lesson, ...]]:
    """The steps cut before each of ``keys``."""
    at = [0] + [[ls.key for ls in LESSONS].index(k) for k in keys] + [len(LESSONS)]
    return [tuple(LESSONS[a:b]) for a, b in zip(at, at[1:], strict=False)]


TURN, CONTRACTS, END = _split("quiet_town", "trigger")
CHAPTERS = [
    Chapter("turn", Text("準備と手番のアクション", "Set-up and the actions of a turn"), TURN),
    Chapter("contracts", Text("契約の効果", "What the contracts do"), CONTRACTS),
    Chapter("end", Text("ゲームの終わりと得点", "The end of the game and scoring"), END),
]
