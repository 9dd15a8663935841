"""Vaalbara's previews (``Game.preview``): what a legal action would do now, with its formula, from the view only.

A land's points come from ``scoring.land_reward``, as for the greedy bot (``bots.action_value``); the text names the
counts behind them: ``Meadow: +5 (you 2 + Sky 1 + Green 2)``. A move that scores at once starts with its signed
points (the convention of ``Game.preview``); a character chosen face down only estimates, unsigned.
"""

from __future__ import annotations

from kernel_games.core import Action, Text

from . import scoring
from .actions import ChooseCharacter, ChoosePlayer, ExchangeLand, RecoverCharacter, RevealWarrior, SwapRows, TakeLand, TrackLand
from .components import CLANS, FARMER, LANDS, character_name, land_name, lands_for
from .order import omen_of
from .view import VaalbaraView

YOU = Text("あなた", "you")


def short(p: int) -> Text:
    """A clan's short name: 空 / Sky."""
    name = CLANS[p].name
    return Text(name.ja.removesuffix("の一族"), name.en.removesuffix(" clan"))


def land_label(land: int) -> Text:
    c = LANDS[land]
    return land_name(land) + (Text(f"{c.value}", f" {c.value}") if c.type == "forest" else Text("", ""))


def deck_ends(view: VaalbaraView) -> Text:
    """The land deck's top and bottom cards where everyone saw them put there; empty when neither is known."""
    parts = [Text(f"{where.ja}：", f"{where.en}: ") + land_label(land) for where, land in (
        (Text("上", "top"), view["deck_top"]), (Text("下", "bottom"), view["deck_bottom"])) if land >= 0]
    return Text("・".join(t.ja for t in parts), ", ".join(t.en for t in parts))


def _signed(k: int) -> str:
    return f"+{k}" if k >= 0 else f"−{-k}"


def formula(realms: list[list[int]], p: int, land: int, initiative: int) -> tuple[int, Text]:
    """The points ``land`` (already in ``realms[p]``) scores, and the counts behind them."""
    pts, _ = scoring.land_reward(realms, p, land, initiative)
    realm, kind = realms[p], LANDS[land].type
    if kind == "meadow":
        who = [(YOU, scoring.count(realm, "meadow"))] + [(short(q), scoring.count(realms[q], "meadow"))
                                                         for q in scoring.neighbours(len(realms), p)]
        return pts, Text("＋".join(f"{w.ja}{k}" for w, k in who), " + ".join(f"{w.en} {k}" for w, k in who))
    if kind == "field":
        k = scoring.count(realm, "field")
        return pts, Text(f"2×野原{k}枚", f"2 × {k} field" + ("s" if k != 1 else ""))
    if kind == "forest":
        return pts, Text("カードの値", "the card's value")
    if kind == "village":
        k = len({LANDS[c].type for c in realm})
        return pts, Text(f"2×土地の種類{k}", f"2 × {k} land type" + ("s" if k != 1 else ""))
    if kind == "mountain":
        k = scoring.count(realm, "mountain")
        return pts, Text(f"{k}枚目の山。得点は2枚目と4枚目", f"mountain no. {k}; only the 2nd and 4th score")
    k, m = scoring.count(realm, "river"), min(initiative, scoring.RIVER_CAP)
    return pts, Text(f"川{k}枚×{m}（イニシアチブ{initiative}、最大6）",
                     f"{k} river" + ("s" if k != 1 else "") + f" × {m} (initiative {initiative}, at most 6)")


def _variety(before: list[int], after: list[int]) -> Text:
    """A note when the realm reaches five or six land types (vaalbara.end.diversity, scored at the end)."""
    old, new = scoring.diversity_bonus(before), scoring.diversity_bonus(after)
    if new <= old:
        return Text("", "")
    k = len({LANDS[c].type for c in after})
    return Text(f"。土地{k}種類で終了時+{new}", f"; {k} land types: {new} at the end")


def _land(view: VaalbaraView, me: int, land: int, remove: int | None, factor: int) -> tuple[int, Text]:
    """The points and text of ``land`` entering ``me``'s realm (in place of ``remove``, for the Pioneer)."""
    realms = [r[:] for r in view["realms"]]
    before = realms[me][:]
    if remove is None:
        realms[me].append(land)
    else:
        realms[me][realms[me].index(remove)] = land
    pts, why = formula(realms, me, land, view["chosen"][me])
    if factor == 2:
        why = Text(f"農夫で{pts}×2。", f"Farmer: {pts} × 2; ") + why
    return pts * factor, why + _variety(before, realms[me])


def take_land(view: VaalbaraView, me: int, land: int) -> Text:
    pts, why = _land(view, me, land, None, 2 if view["chosen"][me] == FARMER else 1)
    return land_label(land) + Text(f"：{_signed(pts)}（{why.ja}）", f": {_signed(pts)} ({why.en})")


def unseen_lands(view: VaalbaraView) -> list[int]:
    """The lands of the land deck, as a player can count them: the game's lands not in a row or a realm."""
    out = {c for row in view["rows"] for c in row} | {c for r in view["realms"] for c in r}
    return [c for c in lands_for(view["players"]) if c not in out]


def bottom_candidates(view: VaalbaraView) -> list[int]:
    """The lands that may lie at the bottom of the deck: the one everyone saw a Pioneer put there, else the unseen
    ones less the top card, where everyone knows it (a Tracker put it there) or only one fits its back (the omen)."""
    if view["deck_bottom"] >= 0:
        return [view["deck_bottom"]]
    unseen = unseen_lands(view)
    n = view["players"]
    top = [view["deck_top"]] if view["deck_top"] >= 0 else [c for c in unseen if omen_of(c, n) == tuple(view["omen"])]
    if len(unseen) > 1 and len(top) == 1:
        unseen.remove(top[0])
    return unseen


def exchange(view: VaalbaraView, me: int, land: int) -> Text:
    head = Text("開拓者：{l}を山札の下へ", "Pioneer: {l} goes under the deck").format(l=land_label(land))
    cands = bottom_candidates(view)
    scored = {c: _land(view, me, c, land, 1) for c in cands}
    points = sorted({pts for pts, _ in scored.values()})
    if len(points) == 1:
        pts, why = next(iter(scored.values()))
        only = land_label(cands[0]) if len({LANDS[c].type for c in cands}) == 1 else Text("山札の下の土地", "the bottom card")
        return (Text("開拓者：", "Pioneer: ") + Text(f"{_signed(pts)}（", f"{_signed(pts)} (") + only
                + Text(f"、{why.ja}）。{land_label(land).ja}を山札の下へ",
                       f", {why.en}); {land_label(land).en} goes under the deck"))
    return head + Text(f"。一番下の土地（見えていない{len(cands)}枚のどれか）を取り、{points[0]}〜{points[-1]}点",
                       f"; you take the bottom card (one of {len(cands)} unseen lands), worth {points[0]} to "
                       f"{points[-1]} points")


def character(view: VaalbaraView, me: int, i: int) -> Text:
    """An estimate of a character chosen face down (its effect comes when it resolves)."""
    nb = scoring.neighbours(view["players"], me)
    realm = view["realms"][me]
    name = Text(f"【{i}】", f"[{i}] ") + character_name(i)
    est = {
        1: Text("最初に行動。戦士を持つ他の一族は公開して1点ずつ得られる", "acts first; others holding a Warrior may "
                                                                      "show it for 1 point"),
        2: Text("選んだ一族（ふつうは自分）に2点", "2 points to a clan you pick (usually yourself)"),
        3: Text("両隣より先に行動すれば3点", "3 points if you act before both neighbours"),
        4: Text(f"奇数を出した隣人1人につき2点（0〜{2 * len(nb)}点）",
                f"2 points per neighbour playing an odd character (0 to {2 * len(nb)})"),
        5: Text(f"3×森林{scoring.count(realm, 'forest')}枚＝{3 * scoring.count(realm, 'forest')}点",
                f"3 × {scoring.count(realm, 'forest')} forests = {3 * scoring.count(realm, 'forest')} points"),
        6: Text("直前に行動した一族から最大2点を奪う", "takes up to 2 points from the clan who acted just before"),
        7: Text("場の土地1枚を山札の一番上と入れ替え、予兆を変える", "swaps a displayed land with the top of the deck; "
                                                                "the omen changes"),
        8: Text("捨て札のキャラクター1枚を手札に戻す", "takes a discarded character back into your hand"),
        9: Text("1列目と2列目の土地を1枚ずつ入れ替える", "swaps a land of row 1 with one of row 2"),
        10: Text("両隣より後に行動すれば5点", "5 points if you act after both neighbours"),
        11: Text("自分の土地1枚を山札の一番下のカードと交換し、その報酬を得る",
                 "swaps one of your lands for the deck's bottom card and scores it"),
        12: Text("最後に行動し、土地の報酬が2倍", "acts last; your land reward counts twice"),
    }[i]
    rows = view["rows"][0]
    if rows and i >= 7:  # the land comes late: what row 1 offers now (it may be gone by then)
        best = max(scoring.land_reward([r + ([c] if q == me else []) for q, r in enumerate(view["realms"])],
                                       me, c, i)[0] for c in rows) * (2 if i == FARMER else 1)
        est = est + Text(f"。いまの1列目なら土地で最大{best}点", f"; row 1 now offers a land worth up to {best}")
    return name + Text("：", ": ") + est


def preview(view: VaalbaraView, action: Action) -> Text:
    """What ``action`` would do for the viewer now (Game.preview)."""
    me = view["viewer"]
    if isinstance(action, TakeLand):
        return take_land(view, me, action.land)
    if isinstance(action, ChooseCharacter):
        return character(view, me, action.initiative)
    if isinstance(action, RevealWarrior):
        return (Text("戦士：+1（戦士は手札に残るが、持っていることが知られる）",
                     "Warrior: +1 (the Warrior stays in your hand, but everyone knows you hold it)") if action.reveal
                else Text("戦士：公開しない。点は入らず、手札は知られない", "Warrior: keep it hidden; no point, "
                                                                        "nothing shown"))
    if isinstance(action, ChoosePlayer):
        if action.target == me:
            return Text("吟遊詩人：+2（あなたに）", "Bard: +2 (to you)")
        return Text("吟遊詩人：{c}に2点", "Bard: 2 points to {c}").format(c=CLANS[action.target].name)
    if isinstance(action, TrackLand):
        row = 1 if action.land in view["rows"][0] else 2
        top = view["deck_top"]
        return Text("追跡者：{l}（{r}列目）を山札の上へ。{t}が代わりに並び、予兆が変わる",
                    "Tracker: {l} (row {r}) goes on top of the deck, {t} takes its place, and the omen "
                    "changes").format(l=land_label(action.land), r=row, t=Text("山札の一番上の土地", "the top card")
                                      if top < 0 else Text("山札の上の", "the top card, ") + land_label(top) + Text(
                                          "", ","))
    if isinstance(action, RecoverCharacter):
        return Text("助産師：{c}を手札に戻す（次のラウンドから使える）",
                    "Midwife: {c} comes back to your hand (yours to play from next round)").format(
            c=Text(f"【{action.initiative}】", f"[{action.initiative}] ") + character_name(action.initiative))
    if isinstance(action, SwapRows):
        return Text("騎手：{a}が2列目へ、{b}が1列目へ（いま取れる）", "Rider: {a} moves to row 2 and {b} to row 1, "
                                                                  "where you can take it now").format(
            a=land_label(action.row1), b=land_label(action.row2))
    if isinstance(action, ExchangeLand):
        return exchange(view, me, action.land)
    return action.describe()

