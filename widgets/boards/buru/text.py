"""Buru's board as plain text, for screen readers and the text view: the round and what to do (and what a module adds
there: the Great Persons dealt), each area (its conquest reward, decrees, explorers and action spaces; a module's area:
its own lines), the forest cards, the hiring row, the altars of the spirits in play, the decks, the messenger and the
supply, a module's panels (the Lawan's plot cards), then each player; at the end a final-score line per player."""

from __future__ import annotations

from kernel_games.buru import BuruView
from kernel_games.buru.cards import DECREES, FOREST_CARDS, ISLANDERS
from kernel_games.buru.components import RESOURCE_NAMES, SPACES
from kernel_games.buru.narration import area_name, bundle_text, islander_name, spirit_name
from kernel_games.core import Lang, Text

from ..kit import Draw
from ..spec import final_score_line
from ..words import VCanvas
from .hooks import altar_cost, area_part, card_lines, kind_tag, totem_area
from .island import reward
from .look import L, gain_text, in_play, join, sequence, space_text
from .modules import KIT
from .panels import prompt_lines, status
from .players import TASKED, elders_line, offerings_text

T = {
    "area": Text("{n}. {a} — {r}", "{n}. {a} — {r}"),
    "bids": Text("探索者: {b}", "explorers: {b}"),
    "space": Text("スペース{i}（評価{r}）: {w} — {o}", "space {i} (rating {r}): {w} — {o}"),
    "forest_space": Text("スペース{i}: {w} — {o}", "space {i}: {w} — {o}"),
    "display": Text("森カード: {c}", "Forest cards: {c}"),
    "forest_card": Text("{r}（評価{k}）", "{r} (rating {k})"),
    "row": Text("雇用の列: {c}", "Hiring row: {c}"),
    "islander": Text("{n}（{k}、魚{c}）: {b}", "{n} ({k}, {c} fish): {b}"),
    "altar": Text("{s}の祭壇: コスト {c}、供物の山{k}枚、{h}{d}", "{s}'s altar: cost {c}, {k} offerings left, {h}{d}"),
    "player": Text("{p}: {e}魚{f}、{r}{m}。{o}。{el}。島民: {t}", "{p}: {e}fish {f}, {r}{m}. {o}. {el}. Islanders: {t}"),
    "esteem": Text("エスティーム{k}、", "esteem {k}, "),
    "mat": Text("、手元の探索者 {k}", ", on the mat: {k}"),
    "empty": Text("空き", "empty"),
}


def _bids(d: Draw[BuruView], a: int) -> str:
    view, lang = d.view, d.lang
    parts = []
    for p in range(view["players"]):
        powers = view["bids"][a][p]
        if powers:
            shown = " ".join(str(k) if k else "?" for k in powers)
            total = f" ({L['total'](lang).format(k=sum(powers))})" if view["shown"][a] else ""
            parts.append(f"{d.seat(p).name(lang)} {shown}{total}")
    return T["bids"].format(b=Text(join(parts, "ja") or L["no_bids"].ja, join(parts, "en") or L["no_bids"].en))(lang)


def _area(d: Draw[BuruView], a: int) -> list[str]:
    view, lang = d.view, d.lang
    n = sequence(view).index(a) + 1
    head = T["area"].format(n=n, a=area_name(a), r=L["conquest"].format(r=reward(d, a)))(lang)
    if view["phase"] == "afternoon" and view["area"] == a:
        head += f" {L['now'](lang)}"
    lines = [head]
    lines += [L["decree"](lang).format(g=gain_text(DECREES[d].gain, lang)) for d in view["decrees"]
              if DECREES[d].area == a]
    lines.append(_bids(d, a))
    own = area_part(d, a)
    if own is not None:  # a module's area: its own lines instead of action spaces
        return [*lines, *own.text(d)]
    for i in range(len(SPACES[a])):
        owner = view["spaces"][a][i]
        who = d.label(owner) if owner >= 0 else L["free"](lang)
        key = "forest_space" if a == 0 else "space"
        lines.append("  " + T[key](lang).format(i=i + 1, r=SPACES[a][i].rating, w=space_text(a, i, lang), o=who))
    return lines


def _player(d: Draw[BuruView], p: int) -> str:
    view, lang = d.view, d.lang
    over = view["phase"] == "over"
    res = join([f"{RESOURCE_NAMES[k](lang)} {view['res'][p][k]}" for k in range(3)], lang)
    mat = ""
    if view["phase"] == "morning":
        mat = T["mat"](lang).format(k=" ".join(map(str, view["mat"])) if p == view["viewer"] and view["mat"] is not None
                                     else view["mat_sizes"][p])
    elif view["kept"][p] and not over:
        mat = ("、" if lang == "ja" else ", ") + L["noon"](lang).format(k=view["kept"][p])
    tasked = set(view["tasked"][p])
    cards = [islander_name(c)(lang) + (f" {TASKED}" if c in tasked else "") for c in view["tableau"][p]]
    esteem = "" if over else T["esteem"](lang).format(k=view["esteem"][p])
    return T["player"](lang).format(p=d.label(p), e=esteem, f=view["fish"][p], r=res, m=mat,
                                    o=offerings_text(d, p), el=elders_line(d, p),
                                    t=join(cards, lang) or L["none"](lang))


def text(view: BuruView, lang: Lang) -> str:
    """The board as plain text, for screen readers and for the log."""
    d = KIT.draw(view, lang, [], set(), VCanvas(1, 1))  # a drawing without a picture: the words the board would show
    lines = [status(d), *prompt_lines(d)]
    lines += [line for m in d.parts for line in m.text_head(d)]
    for a in sequence(view):
        lines += _area(d, a)
    cards = [T["forest_card"].format(r=bundle_text((*FOREST_CARDS[c].resources, 0)), k=FOREST_CARDS[c].rating)(lang)
             if c >= 0 else L["taken"](lang) for c in view["display"]]
    lines.append(T["display"](lang).format(c=join(cards, lang) or L["none"](lang)))
    row = [T["islander"](lang).format(n=islander_name(c)(lang), k=kind_tag(d, c), c=ISLANDERS[c].cost,
                                      b=" / ".join(card_lines(d, c))) if c >= 0 else T["empty"](lang)
           for c in view["row"]]
    lines.append(T["row"](lang).format(c=("／" if lang == "ja" else "; ").join(row)) + " — "
                 + L["deck"](lang).format(d=view["islander_deck"], x=len(view["islander_discard"])))
    for s in in_play(view):
        holder = view["totems"][s]
        who = L["holder"](lang).format(p=d.label(holder)) if holder >= 0 else L["holder_none"](
            lang).format(a=area_name(totem_area(d, s))(lang))
        decrees = "".join(", " + L["decree"](lang).format(g=gain_text(DECREES[d].gain, lang)) for d in view["decrees"]
                          if DECREES[d].spirit == s)
        lines.append(T["altar"](lang).format(s=spirit_name(s)(lang), c=altar_cost(d, s)(lang),
                                             k=view["offering_decks"][s], h=who, d=decrees))
    lines.append(L["elder_deck"](lang).format(k=view["elder_deck"]))
    lines.append(L["decrees_left"](lang).format(k=view["decree_stack"], r=view["decree_stack"] // 2))
    lines.append(L["messenger"](lang).format(p=d.label(view["messenger"])))
    lines.append(L["supply"](lang).format(r=join([f"{RESOURCE_NAMES[k](lang)} {view['supply'][k]}" for k in range(3)],
                                                 lang)))
    lines += [line for m in d.parts for line in m.text_panel(d)]
    for p in range(view["players"]):
        lines.append(_player(d, p))
    if view["phase"] == "over" and view["scores"]:
        for p in range(view["players"]):
            star = f" {L['winner'](lang)}" if p in (view["winners"] or []) else ""
            parts = view["scores"][p]
            lines.append(final_score_line(d.seat(p).name(lang), sum(parts.values()), lang, star))
    return "\n".join(lines)
