"""Ukam and the outlaws on Buru's board (module ``ukam``, the Ambelau expansion): Ukam's altar with the others (its
cost an islander of your tableau), its totem the Sacred Lake's conquest reward, the outlaws (a dark card, "☠"; tasked,
discarded as a free offering to Ukam; a discard bonus), the outlaws each player discarded, the islander an offering to
Ukam asks for (step ``banish``: a tableau's islanders are its spots), Ukam's elders' goals and its component data.

Its colours are not in the shared palette (which serves the base game's score and analysis charts): Ukam a cool slate
grey, no hue of the other three spirits; an outlaw a dark grey card (the cards' black box) with white words, far darker
than the four kinds' pale fills under any colour vision, and light enough for a legal move's black outline to show.
"""

from __future__ import annotations

import html

from kernel_games.buru import BuruView
from kernel_games.buru.actions import Task
from kernel_games.buru.cards import BASE_DECREES, BASE_ELDERS, DECREES, ELDERS, ISLANDERS, OFFERINGS
from kernel_games.buru.components import LAKE, SPIRIT_WHAT
from kernel_games.buru.narration import spirit_name
from kernel_games.buru.ukam.cards import OUTLAW, OUTLAW_IDS, UKAM
from kernel_games.core import Action, Lang, Text

from ..kit import Draw
from ..palettes import PAPER
from ..provenance import cell
from .data import decrees_table, elders_table, module_html, table
from .hooks import KindPart, Part, SpiritPart
from .look import gain_text, in_play, kind_tag

UKAM_FILL = "#B4B9C2"
OUTLAW_FILL = "#5A5A5A"
OUTLAW_GLYPH = "☠"
UKAM_COST = Text("島民1人", "1 islander")
BANISH_RULES = ["buru.ukam.offer", "buru.ukam.bonus"]  # an islander clicked to pay for an offering to Ukam
W = {
    "banish": Text("ウカムへの供物: 捨てる島民を自分のタブローから1人クリックします（太枠）。",
                   "Offering to Ukam: click the islander of your tableau to discard (outlined)."),
    "banished": Text("捨てたアウトロー {k}人", "outlaws discarded: {k}"),
    "task": Text("任務: すぐ捨ててウカムに無料で供物", "task: discarded at once, a free offering to Ukam"),
    "bonus": Text("捨てたボーナス: {g}", "discard bonus: {g}"),
    "guide": Text("次のラウンドのガイド（アンベラウの地域）", "your guide next round (the Ambelau region)"),
}


def outlaw_lines(card: int, lang: Lang) -> list[str]:
    """An outlaw: nothing in the tableau; tasked, discarded as a free offering to Ukam; whenever discarded, its bonus
    (the Tyrant's: a guide)."""
    isl = ISLANDERS[card]
    bonus = W["guide"](lang) if isl.guide else gain_text(isl.banish, lang)
    return [W["task"](lang), W["bonus"].format(g=bonus)(lang)]


def _prompt(d: Draw[BuruView]) -> list[str] | None:
    return [W["banish"](d.lang)] if d.view["step"] == "banish" else None


def _chip(d: Draw[BuruView], a: Action) -> str | None:
    """Tasking an outlaw, as a chip: what it does."""
    return outlaw_lines(a.card, d.lang)[0] if isinstance(a, Task) and ISLANDERS[a.card].kind == OUTLAW else None


# ---- its component data --------------------------------------------------------------------------------------------
def _altar(lang: Lang) -> str:
    """Ukam's altar: an islander on either side (the rules' cost), and its offering values (reconstructed)."""
    cost = cell(UKAM_COST(lang), "seed", lang)
    values = ", ".join(map(str, OFFERINGS[UKAM]))
    row = (f"<tr><td><b>{html.escape(spirit_name(UKAM)(lang))}</b> ({html.escape(SPIRIT_WHAT[UKAM](lang))})</td>"
           + cost + cost + cell(values, "reconstructed", lang) + "</tr>")
    return table([Text("精霊", "Spirit"), Text("祭壇の面A", "Altar side A"), Text("祭壇の面B", "Altar side B"),
                  Text("供物カード10枚のエスティーム", "Esteem on its 10 offering cards")], [row], lang)


def _outlaws(lang: Lang) -> str:
    """The outlaws: fish to hire and the bonus for discarding one (the Smuggler's from the rulebook)."""
    rows = []
    for c in OUTLAW_IDS:
        isl = ISLANDERS[c]
        task, bonus = outlaw_lines(c, lang)
        rows.append(f"<tr><td><b>{html.escape(isl.name(lang))}</b></td><td>{html.escape(kind_tag(OUTLAW, OUTLAW_GLYPH, lang))}"
                    "</td>" + cell(str(isl.cost), isl.provenance, lang) + cell(bonus, isl.provenance, lang) + "</tr>")
    return table([Text("アウトロー", "Outlaw"), Text("種類", "Kind"), Text("雇用の魚", "Fish to hire"),
                  Text("捨てたときのボーナス（任務: すぐ捨ててウカムに無料で供物）",
                       "Bonus when discarded (tasked: discarded at once, a free offering to Ukam)")], rows, lang)


def data_html(lang: Lang) -> str:
    t = Text
    note = t(
        "アンベラウのウカムのモジュールを入れると、ウカムの祭壇（コストは島民1人を捨てること）と供物カード10枚、"
        "アウトロー9枚（暴君はアンベラウの地域と一緒のときだけ）、長老2枚、指令1枚が加わります。ルールブックが"
        "定めているのは枚数、祭壇のコスト、密輸屋のボーナス（クレイ2）だけで、ほかの値はこのプロジェクトが設計しました"
        "（kernel_games/buru/cards_ukam.py）。",
        "Ambelau's Ukam module adds Ukam's altar (its cost: discarding an islander) with 10 offering cards, 9 outlaws "
        "(the Tyrant only with the Ambelau region), 2 elders and 1 decree. The rulebook gives the counts, the altar's "
        "cost and the Smuggler's bonus (2 clay); this project designed the other values "
        "(kernel_games/buru/cards_ukam.py).")
    parts = [(t("ウカムの祭壇と供物カード", "Ukam's altar and offering cards"), _altar(lang)),
             (t("アウトロー", "Outlaws"), _outlaws(lang)),
             (t("ウカムの長老", "Ukam's elders"), elders_table(lang, ELDERS[len(BASE_ELDERS):])),
             (t("ウカムの祭壇の指令", "Ukam's altar decree"), decrees_table(lang, DECREES[len(BASE_DECREES):]))]
    head = t("ウカムとアウトロー（アンベラウ）", "Ukam and the outlaws (Ambelau)")
    return module_html(head, note, parts, lang)


UKAM_PART = Part(
    on=lambda view: UKAM in in_play(view),
    spirits={UKAM: SpiritPart(UKAM_FILL, UKAM_COST, LAKE, ("buru.ukam.offer", "buru.ukam.totem", "buru.ukam.decree"),
                              "buru.ukam.totem")},
    kinds={OUTLAW: KindPart(OUTLAW_FILL, OUTLAW_GLYPH, PAPER, outlaw_lines)},
    totems={LAKE: UKAM},  # the Sacred Lake's conqueror takes Ukam's totem instead of 1 esteem
    metrics={"ukam": Text("ウカムの供物カード", "offering cards to Ukam"),
             "banished": Text("捨てたアウトロー", "outlaws discarded")},
    player_words=lambda d, p: W["banished"](d.lang).format(k=d.view["banished"][p]),
    offering_rules=("buru.ukam.cards", "buru.ukam.elders"),
    prompt=_prompt,
    prompt_rules=lambda view: BANISH_RULES if view["step"] == "banish" else None,
    chip_words=_chip,
    islander_rules={"banish": BANISH_RULES},
    data=data_html,
)

__all__ = ["OUTLAW_FILL", "UKAM_FILL", "UKAM_PART", "outlaw_lines"]
