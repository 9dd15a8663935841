"""Buru's board as plain text, for screen readers and the text view: the round and what to do, each area (its
conquest reward, decrees, explorers and action spaces; Ambelau's canoes, then its canoe track space by space), the
forest cards, the hiring row (an outlaw with its discard bonus), the altars of the spirits in play (Ukam's and Ibu's
with their modules), the decks, the messenger and the supply, the Lawan's plot cards (if any), then each player
(with the Ambelau region, where their guide is); at the end a final-score line per player."""

from __future__ import annotations

from typing import Any

from kernel_games.buru.ambelau.cards import AMBELAU
from kernel_games.buru.cards import DECREES, FOREST_CARDS, ISLANDERS
from kernel_games.buru.components import RESOURCE_NAMES, SPACES
from kernel_games.buru.narration import area_name, bundle_text, islander_name, spirit_name
from kernel_games.buru.persons.actions import Recruit
from kernel_games.core import Lang, Text

from ..spec import final_score_line
from .ambelau import canoes_text, track_text
from .island import reward
from .lawan import plot_text
from .look import (
    L,
    altar_cost,
    gain_text,
    in_play,
    islander_lines,
    join,
    kind_tag,
    label,
    seat,
    sequence,
    space_text,
    totem_area,
)
from .panels import prompt_lines, status
from .players import TASKED, elders_line, offerings_text
from .targets import Targets, preview

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


def _bids(view: dict[str, Any], a: int, lang: Lang) -> str:
    parts = []
    for p in range(view["players"]):
        powers = view["bids"][a][p]
        if powers:
            shown = " ".join(str(k) if k else "?" for k in powers)
            total = f" ({L['total'](lang).format(k=sum(powers))})" if view["shown"][a] else ""
            parts.append(f"{seat(view, p).name(lang)} {shown}{total}")
    return T["bids"].format(b=Text(join(parts, "ja") or L["no_bids"].ja, join(parts, "en") or L["no_bids"].en))(lang)


def _area(view: dict[str, Any], a: int, lang: Lang) -> list[str]:
    n = sequence(view).index(a) + 1
    head = T["area"].format(n=n, a=area_name(a), r=L["conquest"].format(r=reward(view, a, lang)))(lang)
    if view["phase"] == "afternoon" and view["area"] == a:
        head += f" {L['now'](lang)}"
    lines = [head]
    lines += [L["decree"](lang).format(g=gain_text(DECREES[d].gain, lang)) for d in view["decrees"]
              if DECREES[d].area == a]
    lines.append(_bids(view, a, lang))
    if a == AMBELAU:  # no action spaces: the canoes, then the track
        return [*lines, canoes_text(view, lang), *track_text(view, lang)]
    for i in range(len(SPACES[a])):
        owner = view["spaces"][a][i]
        who = label(view, owner, lang) if owner >= 0 else L["free"](lang)
        key = "forest_space" if a == 0 else "space"
        lines.append("  " + T[key](lang).format(i=i + 1, r=SPACES[a][i].rating, w=space_text(a, i, lang), o=who))
    return lines


def _player(view: dict[str, Any], p: int, lang: Lang) -> str:
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
    return T["player"](lang).format(p=label(view, p, lang), e=esteem, f=view["fish"][p], r=res, m=mat,
                                    o=offerings_text(view, p, lang), el=elders_line(view, p, lang),
                                    t=join(cards, lang) or L["none"](lang))


DEALT = Text("あなたに配られた偉人（1枚を残す）: {c}", "Your two Great Persons (keep one): {c}")

def text(view: dict[str, Any], lang: Lang) -> str:
    """The board as plain text, for screen readers and for the log."""
    lines = [status(view, lang), *prompt_lines(view, lang, Targets(view, lang, [], set()))]
    if view.get("my_dealt"):  # the Great Persons: the two dealt to the viewer, one to keep
        lines.append(DEALT(lang).format(c=("／" if lang == "ja" else "; ").join(
            preview(view, Recruit(c))(lang) for c in view["my_dealt"])))
    for a in sequence(view):
        lines += _area(view, a, lang)
    cards = [T["forest_card"].format(r=bundle_text((*FOREST_CARDS[c].resources, 0)), k=FOREST_CARDS[c].rating)(lang)
             if c >= 0 else L["taken"](lang) for c in view["display"]]
    lines.append(T["display"](lang).format(c=join(cards, lang) or L["none"](lang)))
    row = [T["islander"](lang).format(n=islander_name(c)(lang), k=kind_tag(c, lang), c=ISLANDERS[c].cost,
                                      b=" / ".join(islander_lines(c, lang))) if c >= 0 else T["empty"](lang)
           for c in view["row"]]
    lines.append(T["row"](lang).format(c=("／" if lang == "ja" else "; ").join(row)) + " — "
                 + L["deck"](lang).format(d=view["islander_deck"], x=len(view["islander_discard"])))
    for s in in_play(view):
        holder = view["totems"][s]
        who = L["holder"](lang).format(p=label(view, holder, lang)) if holder >= 0 else L["holder_none"](
            lang).format(a=area_name(totem_area(s))(lang))
        decrees = "".join(", " + L["decree"](lang).format(g=gain_text(DECREES[d].gain, lang)) for d in view["decrees"]
                          if DECREES[d].spirit == s)
        lines.append(T["altar"](lang).format(s=spirit_name(s)(lang), c=altar_cost(view, s)(lang),
                                             k=view["offering_decks"][s], h=who, d=decrees))
    lines.append(L["elder_deck"](lang).format(k=view["elder_deck"]))
    lines.append(L["decrees_left"](lang).format(k=view["decree_stack"], r=view["decree_stack"] // 2))
    lines.append(L["messenger"](lang).format(p=label(view, view["messenger"], lang)))
    lines.append(L["supply"](lang).format(r=join([f"{RESOURCE_NAMES[k](lang)} {view['supply'][k]}" for k in range(3)],
                                                 lang)))
    lines += plot_text(view, lang)
    for p in range(view["players"]):
        lines.append(_player(view, p, lang))
    if view["phase"] == "over" and view["scores"]:
        for p in range(view["players"]):
            star = f" {L['winner'](lang)}" if p in (view["winners"] or []) else ""
            parts = view["scores"][p]
            lines.append(final_score_line(seat(view, p).name(lang), sum(parts.values()), lang, star))
    return "\n".join(lines)
