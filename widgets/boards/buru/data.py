"""Buru's component data with its provenance: what the rulebook states (the counts, the Gunung altar side shown in its
example, the Farmer, Weaver and Learned priest of its examples) and what this project reconstructed (the action spaces'
benefits and ratings, the other altar costs, every card list) — said plainly, with where to correct it; and the tables
a module's data is shown in too (its own, after these: ``hooks.Part.data``)."""

from __future__ import annotations

import html

from kernel_games.buru.cards import BASE_DECREES, BASE_ELDERS, BASE_ISLANDERS, FOREST_CARDS, OFFERINGS
from kernel_games.buru.components import ALTARS, AREAS, GUNUNG, SPACES, SPIRIT_WHAT, SPIRITS, Decree, Elder
from kernel_games.buru.narration import area_name, bundle_text, spirit_name
from kernel_games.core import Lang, Text

from ..provenance import STYLE, cell
from .look import KIND_GLYPH, islander_lines, kind_tag, space_text

SEED_ISLANDERS = {"farmer", "weaver", "learned_priest"}  # the rulebook's examples give their benefits


def table(head: list[Text], rows: list[str], lang: Lang) -> str:
    cells = "".join(f"<th>{html.escape(h(lang))}</th>" for h in head)
    return f"<table class='kg-data' {STYLE}><tr>{cells}</tr>{''.join(rows)}</table><br>"


def _spaces(lang: Lang) -> str:
    rows = []
    for a in AREAS:
        for i, sp in enumerate(SPACES[a]):
            how = "seed" if a == 0 else "reconstructed"
            rows.append(f"<tr><td>{html.escape(area_name(a)(lang))} {i + 1}</td>"
                        + cell(space_text(a, i, lang), how, lang) + cell(str(sp.rating) if a else "—", how, lang)
                        + "</tr>")
    return table([Text("スペース", "Space"), Text("利益", "Benefits"), Text("評価（宝石）", "Rating (gems)")], rows, lang)


def _altars(lang: Lang) -> str:
    rows = []
    for s in SPIRITS:
        sides = [cell(bundle_text(ALTARS[s][k])(lang), "seed" if (s, k) == (GUNUNG, 0) else "reconstructed", lang)
                 for k in (0, 1)]
        values = ", ".join(map(str, OFFERINGS[s]))
        rows.append(f"<tr><td><b>{html.escape(spirit_name(s)(lang))}</b> ({html.escape(SPIRIT_WHAT[s](lang))})</td>"
                    + "".join(sides) + cell(values, "reconstructed", lang) + "</tr>")
    return table([Text("精霊", "Spirit"), Text("祭壇の面A", "Altar side A"), Text("祭壇の面B", "Altar side B"),
                   Text("供物カード10枚のエスティーム", "Esteem on its 10 offering cards")], rows, lang)


def _islanders(lang: Lang) -> str:
    rows = []
    for c, isl in enumerate(BASE_ISLANDERS):
        how = "seed" if isl.key in SEED_ISLANDERS else isl.provenance
        tag = kind_tag(isl.kind, KIND_GLYPH[isl.kind], lang)
        rows.append(f"<tr><td><b>{html.escape(isl.name(lang))}</b></td><td>{html.escape(tag)}</td>"
                    + cell(str(isl.cost), how, lang) + cell(" / ".join(islander_lines(c, lang)), how, lang) + "</tr>")
    return table([Text("島民", "Islander"), Text("種類", "Kind"), Text("雇用の魚", "Fish to hire"),
                   Text("任務の利益（/ は選択）", "Benefits when tasked (/ : a choice)")], rows, lang)


def _forest(lang: Lang) -> str:
    rows = [f"<tr><td>{i + 1}</td>" + cell(bundle_text((*c.resources, 0))(lang), c.provenance, lang)
            + cell(str(c.rating), c.provenance, lang) + "</tr>" for i, c in enumerate(FOREST_CARDS)]
    return table([Text("森カード", "Forest card"), Text("資源", "Resources"), Text("評価", "Rating")], rows, lang)


def elders_table(lang: Lang, elders: tuple[Elder, ...] = BASE_ELDERS) -> str:
    rows = []
    for e in elders:
        levels = " / ".join(Text("{n}以上→{v}", "{n}+ → {v}").format(n=n, v=v)(lang) for n, v in e.levels)
        rows.append(f"<tr><td><b>{html.escape(e.name(lang))}</b></td>" + cell(e.metric, e.provenance, lang)
                    + cell(levels, e.provenance, lang) + "</tr>")
    return table([Text("長老", "Elder"), Text("数えるもの", "Counts"),
                   Text("段階（数→エスティーム）", "Levels (count → esteem)")], rows, lang)


def decrees_table(lang: Lang, decrees: tuple[Decree, ...] = BASE_DECREES) -> str:
    rows = []
    for d in decrees:
        where = area_name(d.area) if d.area >= 0 else Text("{s}の祭壇", "{s}'s altar").format(s=spirit_name(d.spirit))
        rows.append(f"<tr><td>{html.escape(where(lang))}</td>" + cell(bundle_text(d.gain)(lang), d.provenance, lang)
                    + "</tr>")
    return table([Text("置き場所", "Where it lies"), Text("報酬", "Reward")], rows, lang)


def module_html(head: Text, note: Text, parts: list[tuple[Text, str]], lang: Lang) -> str:
    """A module's data, after the base game's: its heading, what it adds and where its values come from, its tables
    (each under its title)."""
    e = html.escape
    return f"<h5>{e(head(lang))}</h5><p>{e(note(lang))}</p>" + "".join(f"<p><b>{e(title(lang))}</b></p>{table}"
                                                                   for title, table in parts)


def base_html(lang: Lang) -> str:
    """The action spaces, altars, offering values and card lists of the base game, each tagged rulebook or
    reconstructed (a module's follow: ``hooks.Part.data``)."""
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
        (t("長老カード", "Elder cards"), elders_table(lang)),
        (t("王の指令（10枚を使い、1枚は箱に戻す）", "The king's decrees (10 used, 1 left in the box)"), decrees_table(lang)),
    ]
    body = "".join(f"<p><b>{e(title(lang))}</b></p>{table}" for title, table in parts)
    return f"<h4>{e(head)}</h4><p>{e(note)}</p>{body}"
