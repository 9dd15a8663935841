"""What Noli's walkthrough says about its boards, as checkable facts; its goals; how the other factions play on.

A fact's words are made from the same values it checks, so the text can only say what the learner's view shows.
The learner is Màina (seat 0) in a 4-player game unless a step says otherwise.
"""

from __future__ import annotations

from kernel_games.core import Action, Text, join
from kernel_games.core.lesson import Fact

from .actions import DoubleUp, Ready, ResolveSymbol, SetBid
from .components import CARDS, INVESTMENTS, card_name, investment_name
from .narration import NAMES
from .state import INVEST, State


def _who(p: int, n: int = 4) -> Text:
    return Text("あなた", "you") if p == 0 else NAMES[n][p]


def _whose(p: int, n: int = 4) -> Text:
    return Text("あなた", "Your") if p == 0 else NAMES[n][p] + Text("", "'s")


def _count(k: int, one: str, many: str) -> str:
    return f"{k} {one if k == 1 else many}"


def _fact(ja: str, en: str, holds, when: str = "before", **values) -> Fact:
    return Fact(Text(ja, en).format(**values) if values else Text(ja, en), holds, when)  # type: ignore[arg-type]


def bank(k: int, when: str = "before") -> Fact:
    return _fact("あなたの銀行に{k}コイン。", "Your bank holds {k} coins.", lambda v, _f: v["bank"] == k, when, k=k)


def others_ready() -> Fact:
    return _fact("他の陣営はみな準備完了（入札は衝立の陰）。", "Every other faction is ready, its bids behind its screen.",
                 lambda v, _f: all(v["ready"][1:]) and all(b is None for b in v["bids"][1:]))


def my_bid(key: str, k: int) -> Fact:
    i = INVESTMENTS.index(key)
    return _fact("あなたの{i}への入札: {k}コイン（置き済み）", "Your bid on the {i}: {k} (placed)",
                 lambda v, _f: v["bids"][0][i] == k and v["placed"][0][i], i=investment_name(key), k=k)


def revealed(bids: dict[int, int], key: str, when: str = "after") -> Fact:
    """Everyone's bids are face up, these on ``key`` (seat -> coins)."""
    i = INVESTMENTS.index(key)
    words = join([Text("{p} {k}", "{p} {k}").format(p=_who(p), k=k) for p, k in bids.items()], "、", ", ")
    return _fact("公開された{i}への入札: {w}", "Revealed bids on the {i}: {w}",
                 lambda v, _f: all(b is not None for b in v["bids"]) and all(v["bids"][p][i] == k for p, k in bids.items()),
                 when, i=investment_name(key), w=words)


def all_revealed() -> Fact:
    return _fact("衝立が外れ、全員の入札が公開されました。", "The screens are down: every bid is revealed.",
                 lambda v, _f: all(b is not None for b in v["bids"]), "after")


def pawn(p: int, space: int, when: str = "before") -> Fact:
    return _fact("{p}の支持ポーン: {s}マス目", "{p} support pawn: space {s}",
                 lambda v, _f: v["track"][p] == space, when, p=_whose(p), s=space)


def walls(k: int, when: str = "before") -> Fact:
    return _fact("ボードの壁: {k}つ", "Walls on the board: {k}", lambda v, _f: v["walls"] == k, when, k=k)


def floors(p: int, k: int, when: str = "before") -> Fact:
    return _fact("{p}の塔: {k}階", "{p} tower: {f}", lambda v, _f: v["floors"][p] == k, when, p=_whose(p), k=k,
                 f=_count(k, "floor", "floors"))


def no_floor_lost() -> Fact:
    return _fact("どの塔も階層を失っていません。", "No tower has lost a floor.", lambda v, f: v["floors"] == f["floors"], "after")


def floor_lost() -> Fact:
    return _fact("塔の階層が1つ減りました。", "One tower floor is gone.",
                 lambda v, f: sum(v["floors"]) == sum(f["floors"]) - 1, "after")


def rowers(seats: dict[int, int], when: str = "before") -> Fact:
    words = join([Text("{p} {k}人", "{p} {k}").format(p=_who(p), k=k) for p, k in seats.items()], "、", ", ")
    return _fact("漕ぎ手: {w}", "Rowers: {w}", lambda v, _f: all(v["rowers"][p] == k for p, k in seats.items()), when, w=words)


def rower_stock(k: int) -> Fact:
    return _fact("サプライの漕ぎ手: {k}人", "Rowers left in the supply: {k}", lambda v, _f: v["rower_stock"] == k, k=k)


def boats(seats: dict[int, int], when: str = "before") -> Fact:
    words = join([Text("{p} {k}隻", "{p} {k}").format(p=_who(p), k=k) for p, k in seats.items()], "、", ", ")
    return _fact("ビーチの漁船: {w}", "Boats on the beach: {w}", lambda v, _f: all(v["boats"][p] == k for p, k in seats.items()),
                 when, w=words)


def boat_lost() -> Fact:
    return _fact("漁船が1隻減りました。", "One boat is gone.", lambda v, f: sum(v["boats"]) == sum(f["boats"]) - 1, "after")


def dice(k: int, buoys: int) -> Fact:
    return _fact("あなたのダイス{k}個、そのうちブイが{b}個。", "Your dice: {k}, {b} of them showing a buoy.",
                 lambda v, _f: len(v["dice"][0]) == k and sum(d == 0 for d in v["dice"][0]) == buoys, k=k, b=buoys)


def rolled() -> Fact:
    return _fact("あなたはダイスを1回振りました。", "You have rolled once.", lambda v, _f: v["rolls"][0] == 1, "after")


def areas(seats: dict[int, int], when: str = "before") -> Fact:
    words = join([Text("{p} 海域{a}", "{p} area {a}").format(p=_who(p), a=a) for p, a in seats.items()], "、", ", ")
    return _fact("漁場: {w}", "Fishing areas: {w}", lambda v, _f: all(v["area_of"][p] == a for p, a in seats.items()), when,
                 w=words)


def everyone_fishes() -> Fact:
    return _fact("レガッタが終わり、全員の漁場が決まりました。", "The regatta is over: everyone has a fishing area.",
                 lambda v, f: v["round"] > f["round"] or all(v["area_of"]), "after")


def closed(k: int) -> Fact:
    return _fact("閉じた海域: {k}つ", "Sea areas closed this round: {k}",
                 lambda v, _f: len(v["closed"]) == k, "after", k=k)


def next_round(r: int) -> Fact:
    return _fact("ラウンドが終わり、ラウンド{r}の投資フェイズです。", "The round is over: round {r}'s investment phase has begun.",
                 lambda v, _f: v["round"] == r and v["phase"] == INVEST, "after", r=r)


def drew(*keys: str) -> Fact:
    words = join([card_name(next(c.id for c in CARDS if c.key == k)) for k in keys], "と", " and ")
    return _fact("あなたが引いたカード: {w}", "You drew: {w}",
                 lambda v, _f: sorted(CARDS[c].key for c in v["drawn"]) == sorted(keys) and v["fisher"] == 0, w=words)


def coins_gained() -> Fact:
    return _fact("あなたの銀行のコインが増えました。", "Your bank has more coins.", lambda v, f: v["bank"] > f["bank"], "after")


def storm_ended(area: int) -> Fact:
    return _fact("海域{a}の嵐で漁期が終わりました。", "A storm in area {a} ended the season.",
                 lambda v, _f: v["storm"] == area or (v["last"] is not None and v["last"]["storm"] == area), "after", a=area)


def won(key: str, p: int = 0, when: str = "before") -> Fact:
    i = INVESTMENTS.index(key)
    return _fact("{i}は{p}が落札しました。", "{p} won the {i}.", lambda v, _f: v["won"][i] == p, when,
                 i=investment_name(key), p=_who(p))


def deciding(p: int) -> Fact:
    return _fact("{p}がダブルアップするかどうか考えています。", "{p} is deciding whether to double up.",
                 lambda v, _f: v["to_act"] == [p] and v["step"] == "double", p=_who(p))


def winner(p: int) -> Fact:
    return _fact("ゲーム終了: {p}の勝ち。", "The game is over: {p} win(s).", lambda v, _f: v["winners"] == [p], "after", p=_who(p))


# ---- goals: a legal move that is not the task says what the task is (the walkthrough adds "That is legal, but") ------
def bids_on(key: str):
    def goal(before, action, events, after) -> Text | None:
        if type(action) is SetBid and action.investment == key and action.amount > 0:
            return None
        return Text("この課題は{i}にコインを置くことです。", "the task is to put coins on the {i}.").format(i=investment_name(key))
    return goal


def is_ready(before, action, events, after) -> Text | None:
    if type(action) is Ready:
        return None
    return Text("この課題は、入札を変えずに「入札する」を押して準備完了を宣言することです。",
                "the task is to declare ready: press Place bids without changing your bids.")


def resolves(kind: str, ja: str, en: str):
    def goal(before, action, events, after) -> Text | None:
        if type(action) is ResolveSymbol and CARDS[action.card].symbols[action.symbol].kind == kind:
            return None
        return Text(ja, en)
    return goal


def resolves_not(kind: str, ja: str, en: str):
    def goal(before, action, events, after) -> Text | None:
        if type(action) is ResolveSymbol and CARDS[action.card].symbols[action.symbol].kind != kind:
            return None
        return Text(ja, en)
    return goal


# ---- how the others (and, where the step asks nothing of it, the learner) play on -------------------------------------
def others(state: State, p: int, legal: list[Action]) -> Action:
    """A fixed, readable choice: declare ready with no bids, never double up; otherwise the first legal action."""
    for pick in (Ready(), DoubleUp(False)):
        if pick in legal:
            return pick
    return legal[0]


def ready(state: State, p: int, legal: list[Action]) -> Action:
    """The learner's part once the step is met: declare ready (what "Place bids" sends after the bids)."""
    return others(state, p, legal)
