"""What Buru's walkthrough says about its boards, as checkable facts; its goals; how a play-on chooses.

A fact's words are made from the values it checks, on the learner's view only (another player's face-down explorers,
offering cards and elders stay hidden). The learner is Red (seat 0); Blue is 1, Green 2, Yellow 3.
"""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, Text, join
from kernel_games.core.lesson import Fact

from ..actions import Choose, Done, Elder, Gather, Hire, Keep, Messenger, Offer, Place, Refresh, Task
from ..cards import DECREES, ELDERS, FOREST_CARDS, ISLANDERS
from ..components import ALTARS, AREA_NAMES, KIND_NAMES, SPACES, SPIRIT_NAMES, SPIRITS
from ..narration import area_name, bundle_text, islander_name, player, spirit_name
from ..state import BENEFIT, ELDER, SPACE, State

View = dict[str, Any]
SCORE_PARTS = {"esteem": Text("エスティームトラック", "the esteem track"), "offerings": Text("供物カード", "offering cards"),
               "elders": Text("長老", "elders")}


def who(p: int) -> Text:
    return Text("あなた", "you") if p == 0 else player(p)


def whose(p: int) -> Text:
    return Text("あなた", "Your") if p == 0 else player(p) + Text("", "'s")


def _fact(ja: str, en: str, holds, when: str = "before", **values) -> Fact:
    return Fact(Text(ja, en).format(**values) if values else Text(ja, en), holds, when)  # type: ignore[arg-type]


def _nums(values: list[int] | tuple[int, ...]) -> Text:
    return Text("・".join(map(str, values)), ", ".join(map(str, values))) if values else Text("なし", "none")


def _islanders(cards: list[int] | tuple[int, ...], cost: bool = False) -> Text:
    if not cards:
        return Text("なし", "none")
    if not cost:
        return join([islander_name(c) for c in cards])
    return join([Text("{c}（{k}・魚{f}）", "{c} ({k}, {f} fish)").format(c=islander_name(c), k=KIND_NAMES[ISLANDERS[c].kind],
                                                                     f=ISLANDERS[c].cost) for c in cards])


def resources(counts: tuple[int, ...]) -> Text:
    return bundle_text(counts) if any(counts) else Text("なし", "none")


def forest_card(c: int) -> Text:
    return Text("{r}（評価{k}）", "{r} (rating {k})").format(r=bundle_text(FOREST_CARDS[c].resources),
                                                         k=FOREST_CARDS[c].rating)


def decree_text(d: int) -> Text:
    dec = DECREES[d]
    where = Text("{a}の征服者に", "the {a}'s conqueror").format(a=AREA_NAMES[dec.area]) if dec.area >= 0 else \
        Text("{s}への供物ごとに", "each offering to {s}").format(s=SPIRIT_NAMES[dec.spirit])
    return Text("{w}{g}", "{g} for {w}").format(w=where, g=bundle_text(dec.gain))


# ---- the round ----------------------------------------------------------------------------------------------------
def round_is(r: int, when: str = "before"):
    return _fact("第{r}ラウンド（全{n}ラウンド）", "Round {r} of {n}", lambda v, _f: v["round"] == r and v["rounds"] == 5,
                 when, r=r, n=5)


def players(n: int):
    return _fact("{n}人のゲームです。", "A game for {n} players.", lambda v, _f: v["players"] == n, n=n)


def messenger(p: int, when: str = "before"):
    return _fact("使者: {p}", "The messenger: {p}", lambda v, _f: v["messenger"] == p, when, p=who(p))


def to_place(p: int, when: str = "before"):
    return _fact("朝、探索者を置く番: {p}", "Placing an explorer now (morning): {p}",
                 lambda v, _f: v["phase"] == "morning" and v["to_act"] == [p], when, p=who(p))


def area_now(a: int, when: str = "before"):
    return _fact("いま解決中の地域: {a}", "The area being resolved now: the {a}", lambda v, _f: v["area"] == a, when,
                 a=area_name(a))


def nobody_at(a: int, when: str = "before"):
    return _fact("{a}にはだれも探索者を置いていません。", "Nobody sent explorers to the {a}.",
                 lambda v, _f: not any(v["bids"][a]), when, a=area_name(a))


def actor(p: int, a: int, when: str = "after"):
    return _fact("{a}でいま行動するのは{p}です。", "Acting now at the {a}: {p}.",
                 lambda v, _f: v["area"] == a and v["actor"] == p, when, a=area_name(a), p=who(p))


def done_acting(when: str = "after"):
    return _fact("あなたのアクションは終わりました。", "Your action is over.", lambda v, _f: v["actor"] != 0, when)


def over():
    return _fact("ゲームは終わりました。", "The game is over.", lambda v, _f: v["phase"] == "over", "after")


# ---- explorers ----------------------------------------------------------------------------------------------------
def mat(powers: tuple[int, ...], when: str = "before"):
    return _fact("あなたのマットの探索者: {k}", "Explorers on your mat: {k}", lambda v, _f: tuple(v["mat"]) == powers, when,
                 k=_powers(powers))


def mat_size(p: int, k: int, when: str = "before"):
    if p == 0:
        return _fact("あなたのマットに残る探索者: {k}体", "Explorers left on your mat: {k}", lambda v, _f: v["mat_sizes"][0] == k,
                     when, k=k)
    return _fact("{p}のマットの探索者: {k}体（パワーは見えません）", "{P} mat holds {k} explorers (powers hidden).",
                 lambda v, _f: v["mat_sizes"][p] == k, when, p=who(p), P=whose(p), k=k)


def _powers(values: tuple[int, ...]) -> Text:
    return Text("パワー{k}", "power {k}" if len(values) == 1 else "powers {k}").format(k=_nums(values))


def mine_at(a: int, powers: tuple[int, ...], when: str = "before"):
    """The learner's explorers in area ``a``: they always see their own powers."""
    return _fact("{a}のあなたの探索者: {k}（合計{t}）", "Your explorers at the {a}: {k} (total {t})",
                 lambda v, _f: sorted(v["bids"][a][0]) == sorted(powers), when, a=area_name(a), k=_powers(powers),
                 t=sum(powers))


def face_down(a: int, p: int, k: int, when: str = "before"):
    return _fact("{a}の{p}の探索者: {k}体、伏せたまま", "{P} explorers at the {a}: {k}, face down",
                 lambda v, _f: len(v["bids"][a][p]) == k and not v["shown"][a] and not any(v["bids"][a][p]), when,
                 a=area_name(a), p=who(p), P=whose(p), k=k)


def revealed(a: int, p: int, powers: tuple[int, ...], when: str = "after"):
    return _fact("{a}の{p}の探索者は表に: {k}（合計{t}）", "{P} explorers at the {a}, face up: {k} (total {t})",
                 lambda v, _f: v["shown"][a] and sorted(v["bids"][a][p]) == sorted(powers), when, a=area_name(a),
                 p=who(p), P=whose(p), k=_powers(powers), t=sum(powers))


def placed_at(a: int, k: int, when: str = "after"):
    return _fact("{a}のあなたの探索者: {k}体", "Your explorers at the {a}: {k}", lambda v, _f: len(v["bids"][a][0]) == k,
                 when, a=area_name(a), k=k)


def kept(p: int, power: int, when: str = "after"):
    return _fact("正午に表にした{p}の最後の探索者: パワー{k}", "{P} last explorer, shown at noon: power {k}",
                 lambda v, _f: v["kept"][p] == power, when, p=who(p), P=whose(p), k=power)


def on_space(a: int, p: int, i: int, when: str = "before"):
    return _fact("{p}の探索者は{a}の{i}番目のスペースにあります。", "{P} explorers lie on the {a}'s space {i}.",
                 lambda v, _f: v["spaces"][a][i] == p, when, a=area_name(a), p=who(p), P=whose(p), i=i + 1)


def one_space(a: int, when: str = "after"):
    return _fact("{a}のあなたの探索者は、全部そろって1つのスペースにあります。",
                 "All your explorers at the {a} lie together on one space.",
                 lambda v, _f: v["spaces"][a].count(0) == 1, when, a=area_name(a))


def conquered(a: int, p: int, when: str = "after"):
    return _fact("{a}の征服者: {p}", "The {a}'s conqueror: {p}", lambda v, _f: v["conquered"][a] == p, when,
                 a=area_name(a), p=who(p))


def totem(spirit: int, p: int, when: str = "before"):
    holder = Text("まだ地域の上", "still on its area") if p < 0 else who(p)
    return _fact("{s}の象徴: {h}", "{s}'s totem: {h}", lambda v, _f: v["totems"][spirit] == p, when,
                 s=spirit_name(spirit), h=holder)


def totems_home():
    return _fact("象徴はそれぞれの地域に: グヌン（森）・バニュ（海岸）・マヌク（村）",
                 "The totems wait on their areas: Gunung (Forest), Banyu (Shore), Manuk (Village).",
                 lambda v, _f: v["totems"] == [-1, -1, -1])


def free_spaces(k: int):
    return _fact("どの地域も空いたアクションスペースは{k}つ。", "Free action spaces: {k} in every area.",
                 lambda v, _f: all(r.count(-1) == k for r in v["spaces"]), k=k)


# ---- players' goods -------------------------------------------------------------------------------------------------
def fish(p: int, k: int, when: str = "before"):
    return _fact("{p}の魚: {k}匹", "{P} fish: {k}", lambda v, _f: v["fish"][p] == k, when, p=who(p), P=whose(p), k=k)


def fishes(counts: dict[int, int], when: str = "before"):
    return _fact("魚: {w}", "Fish: {w}", lambda v, _f: all(v["fish"][p] == k for p, k in counts.items()), when,
                 w=join([Text("{p}{k}", "{p} {k}").format(p=who(p), k=k) for p, k in counts.items()]))


def esteem(p: int, k: int, when: str = "before"):
    return _fact("{p}のエスティーム（トラック上）: {k}", "{P} esteem on the track: {k}", lambda v, _f: v["esteem"][p] == k,
                 when, p=who(p), P=whose(p), k=k)


def has(p: int, counts: tuple[int, int, int], when: str = "before"):
    return _fact("{p}の資源: {r}", "{P} resources: {r}", lambda v, _f: tuple(v["res"][p]) == counts, when, p=who(p),
                 P=whose(p), r=resources(counts))


def supply(counts: tuple[int, int, int], when: str = "before"):
    return _fact("サプライ: クレイ{c}・ヤシの葉{p}・エボニー{e}", "In the supply: {c} clay, {p} palm, {e} ebony",
                 lambda v, _f: tuple(v["supply"]) == counts, when, c=counts[0], p=counts[1], e=counts[2])


def tableau(p: int, cards: tuple[int, ...], when: str = "before"):
    return _fact("{p}のタブローの島民: {c}", "Islanders in {p_} tableau: {c}", lambda v, _f: tuple(v["tableau"][p]) == cards,
                 when, p=who(p), p_=Text("", "your") if p == 0 else player(p) + Text("", "'s"), c=_islanders(cards))


def tasked(p: int, cards: tuple[int, ...], when: str = "after"):
    return _fact("任務中（横向き）の{p}の島民: {c}", "{P} islanders tasked (sideways): {c}",
                 lambda v, _f: tuple(v["tasked"][p]) == cards, when, p=who(p), P=whose(p), c=_islanders(cards))


def offerings(p: int, spirit: int, k: int, when: str = "after"):
    return _fact("{p}の{s}の供物カード: {k}枚", "{P} offering cards for {s}: {k}",
                 lambda v, _f: v["offerings"][p][spirit] == k, when, p=who(p), P=whose(p), s=spirit_name(spirit), k=k)


def no_offerings(p: int, when: str = "before"):
    return _fact("{p}の供物カード: なし", "{P} offering cards: none", lambda v, _f: not any(v["offerings"][p]), when,
                 p=who(p), P=whose(p))


def my_offerings(values: tuple[int, ...], when: str = "after"):
    return _fact("あなたの供物カードのエスティーム（あなただけが見られます）: {k}",
                 "Your offering cards' esteem (only you see it): {k}",
                 lambda v, _f: sorted(x for row in v["my_offerings"] for x in row) == sorted(values), when, k=_nums(values))


def my_elders(cards: tuple[int, ...] | int, when: str = "before"):
    if isinstance(cards, int):
        return _fact("あなたが残した長老カード: {k}枚（中身はあなただけが知っています）",
                     "Elder cards you keep: {k} (only you know which)", lambda v, _f: len(v["my_elders"]) == cards, when, k=cards)
    names = join([ELDERS[e].name for e in cards]) if cards else Text("なし", "none")
    return _fact("あなたの長老カード: {e}", "Your elder cards: {e}", lambda v, _f: tuple(v["my_elders"]) == cards, when, e=names)


def elder_levels(e: int):
    el = ELDERS[e]
    lv = join([Text("{n}以上で{k}エスティーム", "{n}+ gives {k} esteem").format(n=n, k=k) for n, k in el.levels])
    return _fact("{e}: {l}", "{e}: {l}", lambda v, _f: e in v["my_elders"], e=el.name, l=lv)


def elders_of(p: int, k: int, when: str = "before"):
    return _fact("{p}の長老カード: {k}枚", "{P} elder cards: {k}", lambda v, _f: v["elders"][p] == k, when, p=who(p),
                 P=whose(p), k=k)


# ---- decks, rows and decrees ------------------------------------------------------------------------------------------
def row(cards: tuple[int, ...], when: str = "before"):
    return _fact("雇用の列: {c}", "The hiring row: {c}", lambda v, _f: tuple(v["row"]) == cards, when,
                 c=_islanders(cards, cost=True))


def islander_piles(deck: int, discard: int, when: str = "before"):
    return _fact("島民の山札{d}枚、捨て札{k}枚", "Islander deck: {d}; discards: {k}",
                 lambda v, _f: v["islander_deck"] == deck and len(v["islander_discard"]) == discard, when, d=deck, k=discard)


def display(cards: tuple[int, ...], when: str = "before"):
    """The forest display as laid out (a card taken this round leaves a gap, -1)."""
    left = [c for c in cards if c >= 0]
    gone = len(cards) - len(left)
    taken = Text("（{k}枚は取られました）", " ({k} taken)").format(k=gone) if gone else Text("", "")
    return _fact("森カード（左から）: {c}{t}", "Forest cards, left to right: {c}{t}", lambda v, _f: tuple(v["display"]) == cards,
                 when, c=join([forest_card(c) for c in left]), t=taken)


def forest_piles(deck: int, discard: int, when: str = "before"):
    return _fact("森の山札{d}枚、捨て札{k}枚", "Forest deck: {d}; discards: {k}",
                 lambda v, _f: v["forest_deck"] == deck and len(v["forest_discard"]) == discard, when, d=deck, k=discard)


def decks(islanders: int, forest: int, elders: int, offerings: int):
    return _fact("山札: 島民{i}・森{f}・長老{e}・供物は精霊ごとに{o}", "Decks: {i} islanders, {f} forest cards, {e} elders, "
                 "{o} offering cards per spirit", lambda v, _f: (v["islander_deck"], v["forest_deck"], v["elder_deck"])
                 == (islanders, forest, elders) and set(v["offering_decks"]) == {offerings},
                 i=islanders, f=forest, e=elders, o=offerings)


def elder_deck(k: int, when: str = "before"):
    return _fact("長老の山札: {k}枚", "Elder deck: {k}", lambda v, _f: v["elder_deck"] == k, when, k=k)


def decrees_out(ds: tuple[int, ...], when: str = "before"):
    return _fact("このラウンドの指令: {d}", "This round's decrees: {d}", lambda v, _f: sorted(v["decrees"]) == sorted(ds), when,
                 d=join([decree_text(d) for d in ds], "／", "; "))


def decree_stack(k: int, when: str = "before"):
    return _fact("指令の山: 残り{k}枚", "Decrees left in the stack: {k}", lambda v, _f: v["decree_stack"] == k, when, k=k)


def decree_gone(d: int, when: str = "after"):
    return _fact("指令（{d}）は箱に戻りました。", "The decree ({d}) has gone back to the box.",
                 lambda v, _f: d in v["decrees_done"] and d not in v["decrees"], when, d=decree_text(d))


def altars(sides: tuple[int, ...]):
    costs = join([Text("{s} {c}", "{s} {c}").format(s=SPIRIT_NAMES[k], c=bundle_text(ALTARS[k][sides[k]])) for k in SPIRITS],
                 "／", "; ")
    return _fact("供物のコスト: {c}", "Offering costs: {c}", lambda v, _f: tuple(v["altar_sides"]) == sides, c=costs)


# ---- the end --------------------------------------------------------------------------------------------------------
def part(p: int, key: str, k: int):
    return _fact("{p}の得点の内訳「{n}」: {k}", "{P} score for {n}: {k}",
                 lambda v, _f: v["scores"] is not None and v["scores"][p][key] == k, "after", p=who(p), P=whose(p),
                 n=SCORE_PARTS[key], k=k)


def final(p: int, k: int):
    return _fact("{p}の最終得点: {k}", "{P} final score: {k}",
                 lambda v, _f: v["scores"] is not None and sum(v["scores"][p].values()) == k, "after", p=who(p),
                 P=whose(p), k=k)


def winners(ps: list[int]):
    return _fact("勝者: {w}", "The winner: {w}", lambda v, _f: v["winners"] == ps, "after",
                 w=join([who(p) for p in ps], "・", " and "))


# ---- goals: a legal move that is not the task says what the task is (the walkthrough adds "That is legal, but") ----
def _task(ja: str, en: str, **values) -> Text:
    return Text(ja, en).format(**values) if values else Text(ja, en)


def place(area: int | None = None, power: int | None = None):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Place and area in (None, action.area) and power in (None, action.power):
            return None
        if power is not None:
            return _task("この課題はパワー{k}の探索者を置くことです。", "the task is to place your explorer of power {k}.", k=power)
        return _task("この課題は{a}に探索者を置くことです。", "the task is to place an explorer on the {a}.", a=area_name(area))
    return goal


def choose(area: int, space: int | None = None):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Choose and space in (None, action.space):
            return None
        if space is None:
            return _task("この課題は空いたスペースを選ぶことです。", "the task is to choose a free space.")
        sp = SPACES[area][space]
        return _task("この課題は{a}の{i}番目のスペース（評価{r}）を選ぶことです。", "the task is to choose the {a}'s space {i} "
                     "(rating {r}).", a=area_name(area), i=space + 1, r=sp.rating)
    return goal


def gather(slot: int | None = None):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Gather and slot in (None, action.slot):
            return None
        if slot is None:
            return _task("この課題は森カードを1枚取ることです。", "the task is to take a forest card.")
        return _task("この課題は左から{i}番目の森カードを取ることです。", "the task is to take forest card {i} from the left.",
                     i=slot + 1)
    return goal


def hire(c: int):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Hire and 0 <= action.slot < len(before.row) and before.row[action.slot] == c:
            return None
        return _task("この課題は{c}を雇うことです。", "the task is to hire the {c}.", c=islander_name(c))
    return goal


def refreshes(before: State, action, events, after) -> Text | None:
    return None if type(action) is Refresh else _task("この課題は雇用の列をリフレッシュすることです。",
                                                      "the task is to refresh the hiring row.")


def task(c: int, perk: int | None = None):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Task and action.card == c and perk in (None, action.perk):
            return None
        return _task("この課題は{c}に任務を与えることです（指定の利益で）。", "the task is to task the {c} (with the benefit "
                     "asked for).", c=islander_name(c)) if perk is not None else _task(
            "この課題は{c}に任務を与えることです。", "the task is to task the {c}.", c=islander_name(c))
    return goal


def offer(spirit: int):
    def goal(before: State, action, events, after) -> Text | None:
        if type(action) is Offer and action.spirit == spirit:
            return None
        return _task("この課題は{s}に供物をすることです。", "the task is to make an offering to {s}.", s=spirit_name(spirit))
    return goal


def draws_elders(before: State, action, events, after) -> Text | None:
    return None if type(action) is Elder else _task("この課題は長老カードを引くことです。", "the task is to draw elder cards.")


def becomes_messenger(before: State, action, events, after) -> Text | None:
    return None if type(action) is Messenger else _task("この課題は使者になることです。", "the task is to become the messenger.")


def is_done(before: State, action, events, after) -> Text | None:
    return None if type(action) is Done else _task("この課題はアクションを終えることです。", "the task is to say you are done.")


# ---- how a play-on chooses ------------------------------------------------------------------------------------------
def finish(state: State, p: int, legal: list[Action]) -> Action:
    """Get on with it: the first forest card, the first free space, keep the first elder, then Done."""
    if state.step == ELDER:
        return next(a for a in legal if type(a) is Keep)
    if state.step == BENEFIT:
        return next(a for a in legal if type(a) is Done)
    return legal[0]


def offers(spirit: int):
    """At the Sacred Lake: a space with an offering, then an offering to ``spirit`` while possible, then Done."""
    def chooser(state: State, p: int, legal: list[Action]) -> Action:
        if state.step == SPACE:
            return next((a for a in legal if type(a) is Choose and SPACES[state.area][a.space].offer), legal[0])
        if Offer(spirit) in legal:
            return Offer(spirit)
        return finish(state, p, legal)
    return chooser
