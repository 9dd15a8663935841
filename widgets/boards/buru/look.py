"""What Buru's board looks like: colours, words, the players' marks, the benefits of spaces and cards in a few words,
and the small shapes it is drawn with (explorer discs, rating gems, resource pips), shared by its sections."""

from __future__ import annotations

from collections.abc import Mapping
from math import cos, pi, sin

from kernel_games.buru import BuruView
from kernel_games.buru.cards import ISLANDERS
from kernel_games.buru.components import ANY_SPIRIT, AREA_KEYS, AREAS, SPACES, SPIRITS, Perk, Space
from kernel_games.buru.narration import bundle_text, kind_name, spirit_name
from kernel_games.core import Lang, Text

from ..common import around
from ..kit import Draw, Seat
from ..palettes import BURU as PAL
from ..palettes import BURU_KIND_KEYS, BURU_SPIRIT_KEYS, INK, MUTED, PAPER, tint
from ..words import VCanvas as Canvas
from ..words import put as _put
from ..words import width_of

OUTLINE = "#000000"
PICKED = "#FFE08A"  # the spot a first click chose (the choice narrowed to its actions)
DARK_EDGE = "#333333"
C = PAL.components
AREA_FILL = tuple(C[k] for k in AREA_KEYS)  # indexed by area (a module's own area: hooks.AreaPart)
SPIRIT_FILL = tuple(C[k] for k in BURU_SPIRIT_KEYS)  # indexed by spirit (a module's spirit: hooks.SpiritPart)
RES_KEYS = ("clay", "palm", "ebony", "fish")
KIND_FILL = tuple(C[k] for k in BURU_KIND_KEYS)  # indexed by kind (a module's kind: hooks.KindPart)
KIND_GLYPH = ("⚒", "✿", "♛", "☀")  # artisan, gatherer, noble, priest: a mark as well as a colour
KIND_INK = (INK, INK, INK, INK)  # the words that read on each kind's fill

L = {
    "round": Text("第{r}/{k}ラウンド", "Round {r}/{k}"),
    "setup": Text("準備（第1ラウンドの前）", "Set-up, before round 1"),
    "morning": Text("朝", "Morning"),
    "afternoon": Text("午後", "Afternoon"),
    "over": Text("ゲーム終了", "Game over"),
    "wins": Text("{w}の勝ち", "{w} wins"),
    "to_place": Text("{p}が探索者を置く番（{k}/{m}体目）", "{p} to place an explorer ({k} of {m})"),
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
    "islanders": Text("島民", "islanders"),
    "none": Text("なし", "none"),
    "tasked": Text("任務中", "tasked"),
    "winner": Text("★勝者", "★ winner"),
    "messenger_badge": Text("使者", "messenger"),
    "you_explorers": Text("あなたの探索者:", "Your explorers:"),
    "you_short": Text("探索者:", "Explorers:"),
    "power": Text("パワー{k}", "power {k}"),
    "placed": Text("（{a}に置いた）", " (on the {a})"),
}
CREDITS = (Text("雇用{k}", "hire {k}"), Text("リフレッシュ{k}", "refresh {k}"), Text("任務{k}", "task {k}"),
           Text("供物{k}", "offer {k}"), Text("長老{k}", "elder {k}"), Text("使者", "messenger"))  # a module's: its area's
KIND_TASK = Text("{k}に任務1", "task 1 {k}")
FISH_GAIN = Text("魚+{k}", "+{k} fish")


SLACK = 1.25  # estimated text widths, padded: a wide board drawn down to about 1000 px keeps its texts apart


def write(cv: Canvas, x: float, y: float, s: str, font: int, px: float, colour: str = INK, right: bool = False) -> float:
    """``s`` put from ``x`` rightwards (``right``: ending at ``x``); returns where the next item may start (end), its
    estimated width padded by ``SLACK``."""
    end = _put(cv, x, y, s, font, px, colour, right)
    return x + (end - x) * SLACK


def round_text(view: BuruView, lang: Lang) -> str:
    """The round out of all ("Round 2/5"), or the set-up before the first Dawn (a module's choice, a Great Person)."""
    if view["round"] == 0:
        return L["setup"](lang)
    return L["round"](lang).format(r=view["round"], k=view["rounds"])


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
}  # a module's elders: their words in its hooks.Part.metrics


def seat_of(view: BuruView, p: int, name: Text) -> Seat:
    """A noble as drawn: the palette's colour and glyph, the ink that reads on that colour, and ``name``."""
    m = PAL.seat(view["players"], p)
    return Seat(m.colour, m.glyph, name)


def short_label(d: Draw[BuruView], p: int) -> str:
    """A player's label with their name in a tight spot, where a module shortens it (a Lawan by its letter alone:
    "■ Lawan A", the seat's colour showing too)."""
    return d.label(p, next((n for m in d.parts if (n := m.short_name(d.view, p)) is not None), None))


def names(d: Draw[BuruView], ps: list[int]) -> str:
    """Players' names, joined: "Red, Blue"."""
    return ("・" if d.lang == "ja" else ", ").join(d.seat(p).name(d.lang) for p in ps)


def join(parts: list[str], lang: Lang) -> str:
    return ("・" if lang == "ja" else " · ").join(parts)


def credits_text(left: list[int], kinds: list[int], lang: Lang, words: Mapping[int, Text] | None = None) -> str:
    """The credits of a space still unused: "hire 1 · refresh 1" (a task for one kind: "task 1 noble"); ``words``:
    an area's own words for some of them (a module's area)."""
    own = words or {}
    parts = [(own.get(i) or CREDITS[i]).format(k=k)(lang) for i, k in enumerate(left) if k]
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
    """An islander's benefits, a line each: the perks (a choice: "or …"), then its scroll."""
    perks = ISLANDERS[card].perks
    lines = [perk_text(perks[0], lang)]
    lines += [Text("または ", "or ")(lang) + perk_text(p, lang) for p in perks[1:]]
    more = ongoing_text(card, lang)
    return [*lines, more] if more else lines


def kind_tag(k: int, glyph: str, lang: Lang) -> str:
    """A kind of islander with its glyph: "⚒ artisan"."""
    return f"{glyph} {kind_name(k)(lang)}"


def in_play(view: BuruView) -> tuple[int, ...]:
    """The spirits in play: the base game's three, and those the modules add."""
    return tuple(view.get("spirits") or SPIRITS)


def sequence(view: BuruView) -> tuple[int, ...]:
    """The areas in the order they are resolved: the base game's four, and those the modules add where they go."""
    return tuple(view.get("sequence") or AREAS)


# ---- shapes ---------------------------------------------------------------------------------------------------------
def disc(d: Draw[BuruView], p: int, x: float, y: float, r: float, power: int, font: int, dim: bool = False) -> None:
    """An explorer of player ``p``: a disc in their colour showing its power, or "?" while face down (``power`` 0),
    their glyph's shape in white at its top right (their colour is never the only cue); ``dim``: already on the island
    (a lighter disc, dashed)."""
    cv = d.cv
    s = d.seat(p)
    fill = tint(s.colour, 0.65) if dim else s.colour
    cv.circle(around(x, y, r, r), fill, DARK_EDGE, 1, dash="dot" if dim else "solid", name=f"player:{p}")
    cv.mark(s.glyph, (x + r * 0.7, y + r * 0.7, r * 0.5), "#FFFFFF", DARK_EDGE, 1)
    cv.text(x, y, f"<b>{power if power else '?'}</b>", font, INK if dim else s.ink)


def gems(cv: Canvas, x: float, y: float, rating: int, h: float) -> float:
    """A rating as three gems, ``rating`` of them filled (seed: 0-3 red gems); returns the right end."""
    w = h * 0.62
    for i in range(3):
        cx = x + w * 0.55 + i * w * 1.15
        pts = [(cx, y - h / 2), (cx + w / 2, y), (cx, y + h / 2), (cx - w / 2, y)]
        cv.polygon(pts, C["gem"] if i < rating else "rgba(0,0,0,0)", C["gem"] if i < rating else "#B9A4A8", 0.8, dash=None)
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
        cv.rect((x - q * 0.6, y - q * 0.36, x + q * 0.6, y + q * 0.36), fill, line=DARK_EDGE, width=0.8)
    elif k == 1:
        cv.polygon(_lens(x, y, q * 0.5, q * 0.5, q * 0.28), fill, DARK_EDGE, 0.8, dash=None)
    elif k == 2:
        cv.polygon([(x + q * 0.55 * cos(pi * i / 3), y + q * 0.55 * sin(pi * i / 3)) for i in range(6)], fill,
                   DARK_EDGE, 0.8, dash=None)
    else:
        body = _lens(x + q * 0.12, y, q * 0.45, 0, q * 0.3)
        cv.polygon(body, fill, DARK_EDGE, 0.8, dash=None)
        cv.polygon([(x - q * 0.3, y), (x - q * 0.62, y + q * 0.3), (x - q * 0.62, y - q * 0.3)], fill, DARK_EDGE, 0.8,
                   dash=None)


__all__ = ["INK", "MUTED", "PAPER", "SPIRITS", "tint", "width_of"]
