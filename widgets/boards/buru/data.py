"""Buru's component data with its provenance: what the rulebook states (the counts, the Gunung altar side shown in its
example, the Farmer, Weaver and Learned priest of its examples; with Ambelau's Ukam module, Ukam's altar cost and the
Smuggler; with the Ambelau region, what each canoe space gives and Ibu's altar without a cost) and what this project
reconstructed (the action spaces' benefits and ratings, the other altar costs, every card list; the canoe spaces'
ratings, Ibu's card values, its elder and the region's decrees) — said plainly, with where to correct it."""

from __future__ import annotations

import html

from kernel_games.buru.ambelau.cards import AMBELAU_DECREE_IDS, IBU, IBU_ELDER_IDS, RATINGS_PROVENANCE, TRACK
from kernel_games.buru.cards import BASE_DECREES, BASE_ELDERS, BASE_ISLANDERS, DECREES, ELDERS, FOREST_CARDS, ISLANDERS, OFFERINGS
from kernel_games.buru.components import ALTARS, AREAS, GUNUNG, SPACES, SPIRIT_WHAT, SPIRITS, Decree, Elder
from kernel_games.buru.narration import area_name, bundle_text, spirit_name
from kernel_games.buru.ukam.cards import OUTLAW_IDS, UKAM
from kernel_games.core import Lang, Text

from .ambelau import space_words
from .look import IBU_COST, UKAM_COST, islander_lines, kind_tag, outlaw_lines, space_text

TAGS = {"seed": Text("ルールブック", "rulebook"), "reconstructed": Text("再構成", "reconstructed")}
COLOURS = {"seed": "#E3F1E3", "reconstructed": "#FCE9D2"}
STYLE = "style='border-collapse:collapse' border='1' cellpadding='4'"
SEED_ISLANDERS = {"farmer", "weaver", "learned_priest"}  # the rulebook's examples give their benefits


def _cell(value: str, how: str, lang: Lang) -> str:
    return (f"<td style='background:{COLOURS[how]}'>{html.escape(value)}"
            f"<br><small>[{html.escape(TAGS[how](lang))}]</small></td>")


def _table(head: list[Text], rows: list[str], lang: Lang) -> str:
    cells = "".join(f"<th>{html.escape(h(lang))}</th>" for h in head)
    return f"<table class='kg-data' {STYLE}><tr>{cells}</tr>{''.join(rows)}</table><br>"


def _spaces(lang: Lang) -> str:
    rows = []
    for a in AREAS:
        for i, sp in enumerate(SPACES[a]):
            how = "seed" if a == 0 else "reconstructed"
            rows.append(f"<tr><td>{html.escape(area_name(a)(lang))} {i + 1}</td>"
                        + _cell(space_text(a, i, lang), how, lang) + _cell(str(sp.rating) if a else "—", how, lang)
                        + "</tr>")
    return _table([Text("スペース", "Space"), Text("利益", "Benefits"), Text("評価（宝石）", "Rating (gems)")], rows, lang)


def _altars(lang: Lang) -> str:
    rows = []
    for s in SPIRITS:
        sides = [_cell(bundle_text(ALTARS[s][k])(lang), "seed" if (s, k) == (GUNUNG, 0) else "reconstructed", lang)
                 for k in (0, 1)]
        values = ", ".join(map(str, OFFERINGS[s]))
        rows.append(f"<tr><td><b>{html.escape(spirit_name(s)(lang))}</b> ({html.escape(SPIRIT_WHAT[s](lang))})</td>"
                    + "".join(sides) + _cell(values, "reconstructed", lang) + "</tr>")
    return _table([Text("精霊", "Spirit"), Text("祭壇の面A", "Altar side A"), Text("祭壇の面B", "Altar side B"),
                   Text("供物カード10枚のエスティーム", "Esteem on its 10 offering cards")], rows, lang)


def _islanders(lang: Lang) -> str:
    rows = []
    for c, isl in enumerate(BASE_ISLANDERS):
        how = "seed" if isl.key in SEED_ISLANDERS else isl.provenance
        rows.append(f"<tr><td><b>{html.escape(isl.name(lang))}</b></td><td>{html.escape(kind_tag(c, lang))}</td>"
                    + _cell(str(isl.cost), how, lang) + _cell(" / ".join(islander_lines(c, lang)), how, lang) + "</tr>")
    return _table([Text("島民", "Islander"), Text("種類", "Kind"), Text("雇用の魚", "Fish to hire"),
                   Text("任務の利益（/ は選択）", "Benefits when tasked (/ : a choice)")], rows, lang)


def _forest(lang: Lang) -> str:
    rows = [f"<tr><td>{i + 1}</td>" + _cell(bundle_text((*c.resources, 0))(lang), c.provenance, lang)
            + _cell(str(c.rating), c.provenance, lang) + "</tr>" for i, c in enumerate(FOREST_CARDS)]
    return _table([Text("森カード", "Forest card"), Text("資源", "Resources"), Text("評価", "Rating")], rows, lang)


def _elders(lang: Lang, elders: tuple[Elder, ...] = BASE_ELDERS) -> str:
    rows = []
    for e in elders:
        levels = " / ".join(Text("{n}以上→{v}", "{n}+ → {v}").format(n=n, v=v)(lang) for n, v in e.levels)
        rows.append(f"<tr><td><b>{html.escape(e.name(lang))}</b></td>" + _cell(e.metric, e.provenance, lang)
                    + _cell(levels, e.provenance, lang) + "</tr>")
    return _table([Text("長老", "Elder"), Text("数えるもの", "Counts"),
                   Text("段階（数→エスティーム）", "Levels (count → esteem)")], rows, lang)


def _decrees(lang: Lang, decrees: tuple[Decree, ...] = BASE_DECREES) -> str:
    rows = []
    for d in decrees:
        where = area_name(d.area) if d.area >= 0 else Text("{s}の祭壇", "{s}'s altar").format(s=spirit_name(d.spirit))
        rows.append(f"<tr><td>{html.escape(where(lang))}</td>" + _cell(bundle_text(d.gain)(lang), d.provenance, lang)
                    + "</tr>")
    return _table([Text("置き場所", "Where it lies"), Text("報酬", "Reward")], rows, lang)


# ---- the Ukam module (the Ambelau expansion) -----------------------------------------------------------------------
def _ukam_altar(lang: Lang) -> str:
    """Ukam's altar: an islander on either side (the rules' cost), and its offering values (reconstructed)."""
    cost = _cell(UKAM_COST(lang), "seed", lang)
    values = ", ".join(map(str, OFFERINGS[UKAM]))
    row = (f"<tr><td><b>{html.escape(spirit_name(UKAM)(lang))}</b> ({html.escape(SPIRIT_WHAT[UKAM](lang))})</td>"
           + cost + cost + _cell(values, "reconstructed", lang) + "</tr>")
    return _table([Text("精霊", "Spirit"), Text("祭壇の面A", "Altar side A"), Text("祭壇の面B", "Altar side B"),
                   Text("供物カード10枚のエスティーム", "Esteem on its 10 offering cards")], [row], lang)


def _outlaws(lang: Lang) -> str:
    """The outlaws: fish to hire and the bonus for discarding one (the Smuggler's from the rulebook)."""
    rows = []
    for c in OUTLAW_IDS:
        isl = ISLANDERS[c]
        task, bonus = outlaw_lines(c, lang)
        rows.append(f"<tr><td><b>{html.escape(isl.name(lang))}</b></td><td>{html.escape(kind_tag(c, lang))}</td>"
                    + _cell(str(isl.cost), isl.provenance, lang) + _cell(bonus, isl.provenance, lang) + "</tr>")
    return _table([Text("アウトロー", "Outlaw"), Text("種類", "Kind"), Text("雇用の魚", "Fish to hire"),
                   Text("捨てたときのボーナス（任務: すぐ捨ててウカムに無料で供物）",
                        "Bonus when discarded (tasked: discarded at once, a free offering to Ukam)")], rows, lang)


def _ukam(lang: Lang) -> str:
    e, t = html.escape, Text
    note = t(
        "アンベラウのウカムのモジュールを入れると、ウカムの祭壇（コストは島民1人を捨てること）と供物カード10枚、"
        "アウトロー9枚（暴君はアンベラウの地域と一緒のときだけ）、長老2枚、指令1枚が加わります。ルールブックが"
        "定めているのは枚数、祭壇のコスト、密輸屋のボーナス（クレイ2）だけで、ほかの値はこのプロジェクトが設計しました"
        "（kernel_games/buru/cards_ukam.py）。",
        "Ambelau's Ukam module adds Ukam's altar (its cost: discarding an islander) with 10 offering cards, 9 outlaws "
        "(the Tyrant only with the Ambelau region), 2 elders and 1 decree. The rulebook gives the counts, the altar's "
        "cost and the Smuggler's bonus (2 clay); this project designed the other values "
        "(kernel_games/buru/cards_ukam.py).")(lang)
    parts = [(t("ウカムの祭壇と供物カード", "Ukam's altar and offering cards"), _ukam_altar(lang)),
             (t("アウトロー", "Outlaws"), _outlaws(lang)),
             (t("ウカムの長老", "Ukam's elders"), _elders(lang, ELDERS[len(BASE_ELDERS):])),
             (t("ウカムの祭壇の指令", "Ukam's altar decree"), _decrees(lang, DECREES[len(BASE_DECREES):]))]
    head = t("ウカムとアウトロー（アンベラウ）", "Ukam and the outlaws (Ambelau)")(lang)
    return f"<h5>{e(head)}</h5><p>{e(note)}</p>" + "".join(f"<p><b>{e(title(lang))}</b></p>{table}"
                                                         for title, table in parts)


# ---- the Ambelau region (the Ambelau expansion) -------------------------------------------------------------------
def _track(lang: Lang) -> str:
    """The canoe track: what each space gives (the rulebook's), its rating (reconstructed)."""
    rows = [f"<tr><td>{i + 1}</td>" + _cell(space_words(i, lang), sp.provenance, lang)
            + _cell(str(sp.rating), RATINGS_PROVENANCE, lang) + "</tr>" for i, sp in enumerate(TRACK)]
    return _table([Text("カヌーのマス（時計回り）", "Canoe space (clockwise)"), Text("止まると", "Stopping there"),
                   Text("評価（宝石）", "Rating (gems)")], rows, lang)


def _ibu_altar(lang: Lang) -> str:
    """Ibu's altar: no cost but stopping on its space (the rules'), its offering values (reconstructed)."""
    values = ", ".join(map(str, OFFERINGS[IBU]))
    row = (f"<tr><td><b>{html.escape(spirit_name(IBU)(lang))}</b> ({html.escape(SPIRIT_WHAT[IBU](lang))})</td>"
           + _cell(IBU_COST(lang), "seed", lang) + _cell(values, "reconstructed", lang) + "</tr>")
    return _table([Text("精霊", "Spirit"), Text("コスト", "Cost"),
                   Text("供物カード10枚の値（ほかのイブのカード1枚につき+1）",
                        "Values on its 10 offering cards (each +1 per other Ibu card)")], [row], lang)


def _ambelau(lang: Lang) -> str:
    e, t = html.escape, Text
    note = t(
        "アンベラウの地域を入れると、5つ目の地域、13マスのカヌー・トラック、イブの祭壇と供物カード10枚、長老1枚、指令3枚が"
        "加わります。ルールブックが定めているのは各マスで得られるもの（イブのマス4つ、ガイドのマス5つ、任務のマス3つ）と、"
        "イブのカードがほかの精霊より低く、ほかのイブのカード1枚につき+1されることです。マスの評価、イブのカードの値、"
        "長老と指令の値はこのプロジェクトが設計しました（kernel_games/buru/cards_ambelau.py）。",
        "The Ambelau region adds a fifth area, a canoe track of 13 spaces, Ibu's altar with 10 offering cards, 1 elder "
        "and 3 decrees. The rulebook gives what each space gives (four Ibu spaces, five guide spaces, three task spaces) "
        "and that Ibu's cards are worth less than the other spirits' and gain 1 per other Ibu card held; this project "
        "designed the spaces' ratings, Ibu's card values, the elder and the decrees "
        "(kernel_games/buru/cards_ambelau.py).")(lang)
    parts = [(t("カヌー・トラック", "The canoe track"), _track(lang)),
             (t("イブの祭壇と供物カード", "Ibu's altar and offering cards"), _ibu_altar(lang)),
             (t("イブの長老", "Ibu's elder"), _elders(lang, tuple(ELDERS[k] for k in IBU_ELDER_IDS))),
             (t("アンベラウの指令", "Ambelau's decrees"), _decrees(lang, tuple(DECREES[k] for k in AMBELAU_DECREE_IDS)))]
    head = t("アンベラウの地域（カヌーとイブ）", "The Ambelau region (canoes and Ibu)")(lang)
    return f"<h5>{e(head)}</h5><p>{e(note)}</p>" + "".join(f"<p><b>{e(title(lang))}</b></p>{table}"
                                                         for title, table in parts)


def data_html(lang: Lang) -> str:
    """The action spaces, altars, offering values and card lists of Buru, each tagged rulebook or reconstructed."""
    e, t = html.escape, Text
    head = t("ブルのデータ（ルールブックと再構成）", "Buru's data (rulebook and reconstructed)")(lang)
    note = t(
        "ルールブックは遊び方と部品の数（島民36枚は各種類9枚、森カード16枚、長老13枚、指令11枚、供物カード各精霊10枚、"
        "各地域5つのアクションスペースと0〜3の評価）を定めていますが、スペースごとの利益、祭壇のコスト、カードの一覧は"
        "載っていません。そこでこのプロジェクトが、ルールブックの例（グヌンの祭壇のヤシの葉2・クレイ2、農夫・織工・"
        "博識な神官、海岸の「雇用2とリフレッシュ1」のスペース）を守って設計しました。橙の欄は再構成で、出版社の値では"
        "ありません。実物に合わせるには kernel_games/buru/components.py と cards.py の表を書き換えてください"
        "（読み込み時に検査されます）。",
        "The rulebook gives the rules and the numbers of components (36 islanders, nine of each kind; 16 forest cards; "
        "13 elders; 11 decrees; 10 offering cards per spirit; five action spaces per area rated 0 to 3), but not what "
        "each space offers, the altars' costs or the card lists. This project designed them around the rulebook's "
        "examples (Gunung's altar at 2 palm and 2 clay; the Farmer, the Weaver and the Learned priest; the Shore space "
        "that hires two and refreshes once). Orange cells are reconstructed, not the publisher's. To match a physical "
        "copy, edit the tables in kernel_games/buru/components.py and cards.py (they are checked when loaded).")(lang)
    parts = [
        (t("アクションスペース", "Action spaces"), _spaces(lang)),
        (t("精霊の祭壇と供物カード", "Spirit altars and offering cards"), _altars(lang)),
        (t("島民カード", "Islander cards"), _islanders(lang)),
        (t("森カード", "Forest cards"), _forest(lang)),
        (t("長老カード", "Elder cards"), _elders(lang)),
        (t("王の指令（10枚を使い、1枚は箱に戻す）", "The king's decrees (10 used, 1 left in the box)"), _decrees(lang)),
    ]
    body = "".join(f"<p><b>{e(title(lang))}</b></p>{table}" for title, table in parts)
    return f"<h4>{e(head)}</h4><p>{e(note)}</p>{body}{_ukam(lang)}{_ambelau(lang)}"
