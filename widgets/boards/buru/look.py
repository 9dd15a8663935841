"""What Buru's board looks like: colours, words, the players' marks, the benefits of spaces and cards in a few words,
and the small shapes it is drawn with (explorer discs, rating gems, resource pips), shared by its sections."""

from __future__ import annotations

import html
from dataclasses import dataclass
from math import cos, pi, sin
from typing import Any

from kernel_games.buru import BURU as GAME
from kernel_games.buru.ambelau.cards import AMBELAU, IBU
from kernel_games.buru.cards import ELDERS, ISLANDERS
from kernel_games.buru.components import ALTARS, ANY_SPIRIT, AREA_KEYS, AREAS, LAKE, SPACES, SPIRITS, TOTEM_AREA, Perk, Space
from kernel_games.buru.lawan.common import LETTERS
from kernel_games.buru.narration import bundle_text, kind_name, spirit_name
from kernel_games.buru.ukam.cards import OUTLAW, UKAM
from kernel_games.core import Lang, Text

from ..common import wrap
from ..palettes import BURU as PAL
from ..palettes import INK, MUTED, PAPER, tint
from ..words import VCanvas as Canvas
from ..words import fit as _fit
from ..words import put as _put
from ..words import width_of

OUTLINE = "#000000"
PICKED = "#FFE08A"  # the spot a first click chose (the choice narrowed to its actions)
DARK_EDGE = "#333333"
C = PAL.components
SPIRIT_KEYS = ("banyu", "gunung", "manuk")
# the Ukam module's spirit and islanders (the Ambelau expansion; not in the shared palette, which serves the base game's
# score and analysis charts): Ukam a cool slate grey, no hue of the other three spirits; an outlaw a dark grey card
# (the cards' black box) with white words, far darker than the four kinds' pale fills under any colour vision, and
# light enough for a legal move's black outline to show
UKAM_FILL = "#B4B9C2"
OUTLAW_FILL = "#5A5A5A"
# the Ambelau region (the Ambelau expansion; not in the shared palette either): the region a pale lilac, no hue of the
# four base areas' (green, sand, peach, sky); Ibu, the spirit of growth and life, a mint green-blue, apart from the
# other spirits' blue, brown, orange and grey; each always comes with its name, never by colour alone
AMBELAU_FILL = "#E2D8F0"
IBU_FILL = "#93D6C4"
AREA_FILL = (*(C[k] for k in AREA_KEYS), AMBELAU_FILL)  # indexed by area, the region last
SPIRIT_FILL = (*(C[k] for k in SPIRIT_KEYS), UKAM_FILL, IBU_FILL)  # indexed by spirit, Ukam and Ibu last
RES_KEYS = ("clay", "palm", "ebony", "fish")
KIND_KEYS = ("artisan", "gatherer", "noble", "priest")
KIND_FILL = (*(C[k] for k in KIND_KEYS), OUTLAW_FILL)  # indexed by kind, the outlaw last
KIND_GLYPH = ("⚒", "✿", "♛", "☀", "☠")  # artisan, gatherer, noble, priest, outlaw: a mark as well as a colour
KIND_INK = (INK, INK, INK, INK, PAPER)  # the words that read on each kind's fill

L = {
    "round": Text("第{r}/{k}ラウンド", "Round {r}/{k}"),
    "morning": Text("朝", "Morning"),
    "afternoon": Text("午後", "Afternoon"),
    "over": Text("ゲーム終了", "Game over"),
    "wins": Text("{w}の勝ち", "{w} wins"),
    "you": Text("（あなた）", " (you)"),
    "to_place": Text("{p}が探索者を置く番（{k}/4体目）", "{p} to place an explorer ({k} of 4)"),
    "resolving": Text("{a}を解決中: {p}の番", "resolving the {a}: {p} to act"),
    "then": Text("（次に{q}）", " (then {q})"),
    "wait": Text("{p}を待っています", "Waiting for {p}"),
    "spectator": Text("観戦中", "watching"),
    "place": Text("探索者を1体、伏せて置きます: 地域の荒野（太枠）をクリックし、次に置く探索者をクリック（逆の順でも）。"
                  "最後の1体は正午に魚を釣ります。",
                  "Place one explorer face down: click an area's wilderness (outlined), then the explorer to send there "
                  "(or the other way round). Your last explorer fishes at noon."),
    "place_area": Text("{a}を選びました: 置く探索者をクリックします。", "The {a} is chosen: now click the explorer to send."),
    "place_power": Text("パワー{k}の探索者を選びました: 置く地域をクリックします。",
                        "Explorer {k} is chosen: now click the area to send it to."),
    "choose": Text("{a}で空いているアクションスペース（太枠）を1つ選びます。", "Choose a free action space of the {a} (outlined)."),
    "forest": Text("森カード（太枠）を1枚取ります。何も取らないなら「アクションを終える」。",
                   "Take one forest card (outlined), or press Done to take nothing."),
    "benefits": Text("スペースの利益を好きな順に使えます（残り: {c}）。終わったら「アクションを終える」。",
                     "Use your space's benefits in any order (left: {c}); press Done when finished."),
    "keep": Text("引いた長老カードから1枚を残します:", "Keep one of the elders you drew:"),
    "banish": Text("ウカムへの供物: 捨てる島民を自分のタブローから1人クリックします（太枠）。",
                   "Offering to Ukam: click the islander of your tableau to discard (outlined)."),
    "which": Text("{c}のどの利益を使いますか", "Which benefit of the {c}?"),
    "nothing": Text("なし", "nothing"),
    # the island
    "conquest": Text("征服: {r}", "Conquest: {r}"),
    "totem": Text("{s}の象徴", "{s}'s totem"),
    "totem_here": Text("（ここにある）", " (here)"),
    "totem_held": Text("（{p}が所持）", " (held by {p})"),
    "lake_reward": Text("エスティーム+1", "+1 esteem"),
    "conquers": Text("征服", "conquers"),
    "decree": Text("指令: {g}", "Decree: {g}"),
    "wild": Text("荒野（入札）", "Wilderness (bids)"),
    "wild_short": Text("荒野", "Wilderness"),
    "no_bids": Text("まだだれもいない", "no explorers yet"),
    "total": Text("計{k}", "= {k}"),
    "now": Text("▶ 解決中", "▶ now"),
    "forest_space": Text("森カード1枚を取る", "take 1 forest card"),
    "free": Text("空き", "free"),
    # the supply
    "forest_cards": Text("森カード（評価の高い順）", "Forest cards (best first)"),
    "taken": Text("取られた", "taken"),
    "row": Text("雇用の列", "Hiring row"),
    "deck": Text("山札{d}・捨て札{x}", "deck {d} · discard {x}"),
    "refresh": Text("↻ 列をリフレッシュ", "↻ Refresh the row"),
    "fish_cost": Text("魚{k}", "{k} fish"),
    "altars": Text("精霊の祭壇", "Spirit altars"),
    "altar_cost": Text("コスト: {c}", "cost: {c}"),
    "offer_deck": Text("供物の山{k}枚", "{k} offerings left"),
    "holder": Text("象徴: {p}", "totem: {p}"),
    "holder_none": Text("象徴: {a}にある", "totem: on the {a}"),
    "elder_deck": Text("長老の山札 {k}枚", "Elder deck: {k}"),
    "general": Text("島の状況", "The island"),
    "decrees_left": Text("指令の山 {k}枚（残り{r}ラウンド）", "Decree stack: {k} ({r} rounds left)"),
    "messenger": Text("使者: {p}", "Messenger: {p}"),
    "supply": Text("サプライ: {r}", "Supply: {r}"),
    # players
    "esteem": Text("エスティーム {k}", "esteem {k}"),
    "fish": Text("魚 {k}/20", "fish {k}/20"),
    "mat": Text("手元の探索者", "on the mat"),
    "mat_count": Text("手元 {k}体", "on the mat: {k}"),
    "noon": Text("正午に釣った探索者: {k}", "fished at noon: {k}"),
    "offerings": Text("供物", "offerings"),
    "elders": Text("長老 {k}枚", "elders: {k}"),
    "banished": Text("捨てたアウトロー {k}人", "outlaws discarded: {k}"),
    "islanders": Text("島民", "islanders"),
    "none": Text("なし", "none"),
    "tasked": Text("任務中", "tasked"),
    "final": Text("最終得点 {k}（トラック{a}＋供物{b}＋長老{c}）", "Final score {k} (track {a} + offerings {b} + elders {c})"),
    "final_sets": Text("最終得点 {k}（トラック{a}＋供物{b}＋長老{c}＋セット{d}）",
                       "Final score {k} (track {a} + offerings {b} + elders {c} + sets {d})"),
    "winner": Text("★勝者", "★ winner"),
    "messenger_badge": Text("使者", "messenger"),
    "you_explorers": Text("あなたの探索者:", "Your explorers:"),
    "power": Text("パワー{k}", "power {k}"),
    "placed": Text("（{a}に置いた）", " (on the {a})"),
}
CREDITS = (Text("雇用{k}", "hire {k}"), Text("リフレッシュ{k}", "refresh {k}"), Text("任務{k}", "task {k}"),
           Text("供物{k}", "offer {k}"), Text("長老{k}", "elder {k}"), Text("使者", "messenger"),
           Text("ガイドを得る", "take your guide"))
IBU_CREDIT = Text("イブに供物", "offer to Ibu")  # a canoe space's offering (the Ambelau region): to Ibu only
KIND_TASK = Text("{k}に任務1", "task 1 {k}")
FISH_GAIN = Text("魚+{k}", "+{k} fish")


SLACK = 1.25  # estimated text widths, padded: a wide board drawn down to about 1000 px keeps its texts apart


def put(cv: Canvas, x: float, y: float, s: str, font: int, px: float, colour: str = INK, right: bool = False) -> float:
    """``s`` written from ``x`` rightwards (``right``: ending at ``x``); returns where the next item may start (end),
    its estimated width padded by ``SLACK``."""
    end = _put(cv, x, y, s, font, px, colour, right)
    return x + (end - x) * SLACK


CLOSING, OPENING = "）」』、。・：", "（「『"


def fit(s: str, font: int, width_px: float) -> str:
    """``s`` wrapped into lines that fit ``width_px`` (``<br>`` between them), no line starting with a closing bracket
    or Japanese punctuation and none ending with an opening bracket."""
    lines = _fit(s, font, width_px).split("<br>")
    for i in range(1, len(lines)):
        while lines[i] and lines[i][0] in CLOSING:
            lines[i - 1], lines[i] = lines[i - 1] + lines[i][0], lines[i][1:]
        while lines[i - 1] and lines[i - 1][-1] in OPENING:
            lines[i - 1], lines[i] = lines[i - 1][:-1], lines[i - 1][-1] + lines[i]
    return "<br>".join(ln for ln in lines if ln)


def gain_text(gain: tuple[int, ...], lang: Lang) -> str:
    """A reward with its signs: "+1 fish, +1 esteem" / "魚+1・エスティーム+1"."""
    names = ("clay", "palm", "ebony", "fish", "esteem")
    ja = ("クレイ", "ヤシの葉", "エボニー", "魚", "エスティーム")
    parts = [(k, v) for k, v in enumerate(gain) if v]
    if lang == "ja":
        return "・".join(f"{ja[k]}+{v}" for k, v in parts)
    return ", ".join(f"+{v} {names[k]}" for k, v in parts)


METRICS = {
    "clay": Text("クレイ", "clay"), "palm": Text("ヤシの葉", "palm"), "ebony": Text("エボニー", "ebony"),
    "fish": Text("魚", "fish"), "resources": Text("資源の合計", "resources in all"),
    "islanders": Text("島民", "islanders"), "artisans": Text("職人", "artisans"), "gatherers": Text("採集人", "gatherers"),
    "nobles": Text("貴族", "nobles"), "priests": Text("神官", "priests"), "totems": Text("象徴", "totems"),
    "offerings": Text("供物カード", "offering cards"),
    "most_islanders": Text("島民が最多（同数可）", "the most islanders (ties count)"),
    "most_artisans": Text("職人が最多（同数可）", "the most artisans (ties count)"),
    "ukam": Text("ウカムの供物カード", "offering cards to Ukam"), "banished": Text("捨てたアウトロー", "outlaws discarded"),
    "ibu": Text("イブの供物カード", "offering cards to Ibu"),
}


def elder_goal(e: int, lang: Lang) -> str:
    """An elder's goal in a few words: "clay 3/5/7 → 1/3/5 esteem", "the most islanders → 4 esteem"."""
    el = ELDERS[e]
    what = METRICS[el.metric](lang)
    if len(el.levels) == 1 and el.metric.startswith("most_"):
        return Text("{w} → エスティーム{v}", "{w} → {v} esteem").format(w=what, v=el.levels[0][1])(lang)
    counts = "/".join(str(n) for n, _ in el.levels)
    values = "/".join(str(v) for _, v in el.levels)
    return Text("{w}{c} → エスティーム{v}", "{w} {c} → {v} esteem").format(w=what, c=counts, v=values)(lang)


@dataclass(frozen=True)
class Seated:
    """What ``Game.player_name`` reads of a state, taken from a view: the seats the rules play (the Lawan)."""

    automata: tuple[int, ...]


def name(view: dict[str, Any], p: int) -> Text:
    """A player's name as the game gives it: the colour, and for a Lawan its letter ("Blue (Lawan A)")."""
    return GAME.player_name(Seated(tuple(view.get("lawan") or ())), p)


def lawan_tag(view: dict[str, Any], p: int) -> Text | None:
    """"Lawan A" for a Lawan's seat, else None."""
    seats = list(view.get("lawan") or ())
    return Text("ラワン{x}", "Lawan {x}").format(x=LETTERS[seats.index(p)]) if p in seats else None


@dataclass(frozen=True)
class Seat:
    """A player as drawn: the palette's colour and glyph, the ink that reads on that colour, the name."""

    colour: str
    glyph: str
    ink: str
    name: Text


def seat(view: dict[str, Any], p: int) -> Seat:
    m = PAL.seat(view["players"], p)
    return Seat(m.colour, m.glyph, INK if m.colour in ("#F0E442", "#E69F00", "#56B4E9") else PAPER, name(view, p))


def label(view: dict[str, Any], p: int, lang: Lang, short: bool = False) -> str:
    """A player's glyph and name ("■ Blue (Lawan A)", "● Red (you)"); ``short``: a Lawan by its letter alone
    ("■ Lawan A"), for a tight spot where the seat's colour shows too."""
    s = seat(view, p)
    tag = lawan_tag(view, p) if short else None
    return f"{s.glyph} {(tag or s.name)(lang)}" + (L["you"](lang) if p == view["viewer"] else "")


def join(parts: list[str], lang: Lang) -> str:
    return ("・" if lang == "ja" else " · ").join(parts)


def credits_text(left: list[int], kinds: list[int], lang: Lang, area: int = -1) -> str:
    """The credits of a space still unused: "hire 1 · refresh 1" (a task for one kind: "task 1 noble"; on Ambelau's
    canoe track the offering is to Ibu)."""
    parts = [(IBU_CREDIT if i == 3 and area == AMBELAU else CREDITS[i]).format(k=k)(lang) for i, k in enumerate(left)
             if k]
    parts += [KIND_TASK.format(k=kind_name(k))(lang) for k in kinds]
    return join(parts, lang) or L["nothing"](lang)


def space_text(area: int, i: int, lang: Lang) -> str:
    """What an action space allows, in a few words."""
    if area == 0:
        return L["forest_space"](lang)
    sp: Space = SPACES[area][i]
    left = [sp.hire, sp.refresh, sp.task, sp.offer, sp.elder, sp.messenger]
    kinds = [sp.task_kind] if sp.task_kind >= 0 else []
    words = credits_text(left, kinds, lang)
    return join([words, FISH_GAIN.format(k=sp.fish)(lang)], lang) if sp.fish else words


def perk_text(perk: Perk, lang: Lang, spirit: int = -1) -> str:
    """One benefit of an islander: "1 clay → 3 fish", "+1 palm", "offer to Banyu", "+1 esteem per totem";
    ``spirit``: the spirit chosen for an offering to any."""
    parts = []
    if any(perk.pay):
        parts.append(f"{bundle_text(perk.pay)(lang)} →")
    gain = perk.gain
    if any(gain):
        parts.append(("+" if not any(perk.pay) else "") + bundle_text(gain)(lang))
    if perk.per_totem:
        parts.append(Text("象徴1つにつきエスティーム+{k}", "+{k} esteem per totem").format(k=perk.per_totem)(lang))
    if perk.offer >= 0:
        who = spirit_name(perk.offer if perk.offer != ANY_SPIRIT else spirit) if perk.offer != ANY_SPIRIT or \
            spirit >= 0 else Text("好きな精霊", "any spirit")
        parts.append(Text("{s}に供物", "offer to {s}").format(s=who)(lang))
    if perk.task >= 0:
        parts.append(Text("さらに{k}1人に任務", "then task a {k}").format(k=kind_name(perk.task))(lang))
    if not parts:
        return Text("（継続効果のみ）", "(ongoing only)")(lang)
    return " ".join(parts) if lang == "en" else "".join(p.replace(" →", "→") for p in parts)


def ongoing_text(card: int, lang: Lang) -> str:
    on = ISLANDERS[card].ongoing
    if on is None:
        return ""
    who = Text("どの精霊", "any spirit") if on.spirit == ANY_SPIRIT else spirit_name(on.spirit)
    return Text("巻物: {s}への供物ごとに+{g}", "scroll: each offering to {s} +{g}").format(s=who, g=bundle_text(on.gain))(lang)


def islander_lines(card: int, lang: Lang) -> list[str]:
    """An islander's benefits, a line each: the perks (a choice: "or …"), then its scroll; an outlaw's task and its
    discard bonus."""
    if ISLANDERS[card].kind == OUTLAW:
        return outlaw_lines(card, lang)
    perks = ISLANDERS[card].perks
    lines = [perk_text(perks[0], lang)]
    lines += [Text("または ", "or ")(lang) + perk_text(p, lang) for p in perks[1:]]
    more = ongoing_text(card, lang)
    return [*lines, more] if more else lines


OUTLAW_TASK = Text("任務: すぐ捨ててウカムに無料で供物", "task: discarded at once, a free offering to Ukam")
OUTLAW_BONUS = Text("捨てたボーナス: {g}", "discard bonus: {g}")
OUTLAW_GUIDE = Text("次のラウンドのガイド（アンベラウの地域）", "your guide next round (the Ambelau region)")


def outlaw_lines(card: int, lang: Lang) -> list[str]:
    """An outlaw (module Ukam): nothing in the tableau; tasked, discarded as a free offering to Ukam; whenever
    discarded, its bonus (the Tyrant's: a guide)."""
    isl = ISLANDERS[card]
    bonus = OUTLAW_GUIDE(lang) if isl.guide else gain_text(isl.banish, lang)
    return [OUTLAW_TASK(lang), OUTLAW_BONUS.format(g=bonus)(lang)]


def in_play(view: dict[str, Any]) -> tuple[int, ...]:
    """The spirits in play: the base game's three, and Ukam with its module."""
    return tuple(view.get("spirits") or SPIRITS)


def ukam(view: dict[str, Any]) -> bool:
    return UKAM in in_play(view)


def sequence(view: dict[str, Any]) -> tuple[int, ...]:
    """The areas in the order they are resolved: the base game's four, Ambelau's region between the Village and the
    Sacred Lake with its module."""
    return tuple(view.get("sequence") or AREAS)


def region(view: dict[str, Any]) -> bool:
    """Whether the Ambelau region is played."""
    return AMBELAU in sequence(view)


def totem_area(s: int) -> int:
    """Where spirit ``s``'s totem starts and is won: Ukam's on the Sacred Lake's conquest reward, Ibu's on Ambelau."""
    return AMBELAU if s == IBU else TOTEM_AREA.get(s, LAKE)


UKAM_COST = Text("島民1人", "1 islander")
IBU_COST = Text("なし（カヌーをイブのマスに止める）", "none: stop your canoe on an Ibu space")


def altar_cost(view: dict[str, Any], s: int) -> Text:
    """The cost of the altar's side showing (Ukam's: an islander of your tableau, discarded; Ibu's: none, a canoe
    stopping on an Ibu space)."""
    if s == IBU:
        return IBU_COST
    return UKAM_COST if s == UKAM else bundle_text(ALTARS[s][view["altar_sides"][s]])


def kind_tag(card: int, lang: Lang) -> str:
    k = ISLANDERS[card].kind
    return f"{KIND_GLYPH[k]} {kind_name(k)(lang)}"


def rule_hover(rule_ids: list[str] | tuple[str, ...], lang: Lang, head: str = "") -> str:
    """A hover text: ``head`` in bold, then each rule's title and text."""
    parts = [f"<b>{html.escape(head)}</b>"] if head else []
    for rid in rule_ids:
        r = GAME.rule(rid)
        parts.append(f"<b>{html.escape(r.title(lang))}</b><br>{wrap(html.escape(r.text(lang)), 44)}")
    return "<br>".join(parts)


# ---- shapes ---------------------------------------------------------------------------------------------------------
def circle(cv: Canvas, cx: float, cy: float, rx: float, ry: float, fill: str, line: str, width: float = 1,
           name: str = "", dash: str = "solid") -> None:
    shape = {"type": "circle", "x0": cx - rx, "x1": cx + rx, "y0": cy - ry, "y1": cy + ry, "fillcolor": fill,
             "line": {"color": line, "width": width, "dash": dash}, "layer": "below"}
    if name:
        shape["name"] = name
    cv.shapes.append(shape)


def polygon(cv: Canvas, points: list[tuple[float, float]], fill: str, line: str, width: float = 1, name: str = "") -> None:
    head, *rest = points
    path = f"M {head[0]:.2f},{head[1]:.2f} " + " ".join(f"L {x:.2f},{y:.2f}" for x, y in rest) + " Z"
    shape = {"type": "path", "path": path, "fillcolor": fill, "line": {"color": line, "width": width}, "layer": "below"}
    if name:
        shape["name"] = name
    cv.shapes.append(shape)


def disc(cv: Canvas, view: dict[str, Any], p: int, x: float, y: float, r: float, power: int, font: int,
         dim: bool = False) -> None:
    """An explorer of player ``p``: a disc in their colour showing its power, or "?" while face down (``power`` 0);
    ``dim``: already on the island (a lighter disc, dashed)."""
    s = seat(view, p)
    fill = tint(s.colour, 0.65) if dim else s.colour
    circle(cv, x, y, r, r, fill, DARK_EDGE, 1, name=f"player:{p}", dash="dot" if dim else "solid")
    cv.text(x, y, f"<b>{power if power else '?'}</b>", font, INK if dim else s.ink)


def gems(cv: Canvas, x: float, y: float, rating: int, h: float) -> float:
    """A rating as three gems, ``rating`` of them filled (seed: 0-3 red gems); returns the right end."""
    w = h * 0.62
    for i in range(3):
        cx = x + w * 0.55 + i * w * 1.15
        pts = [(cx, y - h / 2), (cx + w / 2, y), (cx, y + h / 2), (cx - w / 2, y)]
        polygon(cv, pts, C["gem"] if i < rating else "rgba(0,0,0,0)", C["gem"] if i < rating else "#B9A4A8", 0.8)
    return x + w * 3.5


def _lens(x: float, y: float, dx: float, dy: float, bulge: float) -> list[tuple[float, float]]:
    """A pointed leaf from (x - dx, y - dy) to (x + dx, y + dy), ``bulge`` wide at its middle."""
    n = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = -dy / n, dx / n
    side = [(x - dx + 2 * dx * k / 8, y - dy + 2 * dy * k / 8, sin(pi * k / 8) * bulge) for k in range(9)]
    return [(a + ux * b, c + uy * b) for a, c, b in side] + [(a - ux * b, c - uy * b) for a, c, b in reversed(side)]


def pip(cv: Canvas, x: float, y: float, q: float, k: int) -> None:
    """A resource as a small shape of its own colour and form (none of the players' shapes): clay a brick, palm a
    leaf, ebony a log's end (a hexagon), fish a fish."""
    fill = C[RES_KEYS[k]]
    if k == 0:
        cv.rect(x - q * 0.6, y - q * 0.36, x + q * 0.6, y + q * 0.36, fill, line=DARK_EDGE, width=0.8)
    elif k == 1:
        polygon(cv, _lens(x, y, q * 0.5, q * 0.5, q * 0.28), fill, DARK_EDGE, 0.8)
    elif k == 2:
        polygon(cv, [(x + q * 0.55 * cos(pi * i / 3), y + q * 0.55 * sin(pi * i / 3)) for i in range(6)], fill,
                DARK_EDGE, 0.8)
    else:
        body = _lens(x + q * 0.12, y, q * 0.45, 0, q * 0.3)
        polygon(cv, body, fill, DARK_EDGE, 0.8)
        polygon(cv, [(x - q * 0.3, y), (x - q * 0.62, y + q * 0.3), (x - q * 0.62, y - q * 0.3)], fill, DARK_EDGE, 0.8)


__all__ = ["INK", "MUTED", "PAPER", "SPIRITS", "fit", "put", "tint", "width_of"]
