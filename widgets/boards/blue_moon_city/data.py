"""Blue Moon City's component data with its provenance (the tags of kernel_games/blue_moon_city/components.py)."""

from __future__ import annotations

import html

from kernel_games.blue_moon_city.components import (
    ANY,
    CARDS_PROVENANCE,
    CRYSTAL_TILES,
    OBELISK,
    PEOPLES,
    SCALES_FOR,
    SPLIT,
    TILES,
)
from kernel_games.core import Lang, Text

from ..provenance import STYLE, cell
from .look import EACH, MOST, NEXT, reward_words


def data_html(lang: Lang) -> str:
    """The tiles (boxes and rewards, each tagged published or reconstructed), the cards, crystals, scales, obelisk."""
    e, t = html.escape, Text
    head = t("ブルームーンシティのデータ（公開資料、図からの読み取り、再構成）",
             "Blue Moon City's data (published, read from pictures, reconstructed)")(lang)
    note = t(
        "翻訳ルールブックは遊び方を定めていますが、多くの建物タイルのマスの値と報酬、各種族10枚のカードの値の内訳は書かれておらず、"
        "公開資料でも一部しか読み取れませんでした。緑の欄は公開資料（出版されたルールブックの本文や図）の値、黄の欄は出版された"
        "ルールブックの解像度の低い図から読み取った不確かな値、橙の欄はこのプロジェクトが"
        "値2〜5の範囲で釣り合うよう設計した再構成の値で、出版社の値ではありません。報酬の「クリスタルN個」は、"
        "標準では伏せたタイルN枚、オプションでは価値Nのタイルです。実物に合わせるには "
        "kernel_games/blue_moon_city/components.py の表を書き換えてください（読み込み時に検査されます）。",
        "The translated rulebook gives the rules, but not the box values and rewards of most building tiles nor how each "
        "people's ten cards split into values, and public sources show only part of them. Green cells come from "
        "published sources (the printed rulebook's text and pictures); yellow cells were read from low-resolution "
        "pictures in the printed rulebook and are uncertain; orange cells were designed by this project within values "
        "2-5 and are not the publisher's. A reward's \"N crystals\" are N face-down tiles, or tiles worth N with the "
        "option. To match a physical copy, edit the tables in "
        "kernel_games/blue_moon_city/components.py (they are checked when loaded).")(lang)
    hdr = "".join(f"<th>{e(x(lang))}</th>" for x in (
        t("建物", "Building"), t("マスの色", "Box colour"), t("マス", "Boxes"), t(f"{MOST} 最多貢献", f"{MOST} Most markers"),
        t(f"{EACH} 貢献者全員", f"{EACH} Each builder"), t(f"{NEXT} 隣への報酬", f"{NEXT} Next door")))
    rows = []
    for tile in TILES:
        if not tile.boxes:
            continue
        colour = t("どの色でも", "any colour")(lang) if tile.people == ANY else \
            f"{PEOPLES[tile.people].colour(lang)} ({PEOPLES[tile.people].name(lang)})"
        p = tile.provenance
        rows.append(f"<tr><td><b>{e(tile.name(lang))}</b></td><td>{e(colour)}</td>"
                    + cell(" ".join(map(str, tile.boxes)), p["boxes"], lang)
                    + cell(reward_words(tile.majority, lang), p["majority"], lang)
                    + cell(reward_words(tile.participation, lang), p["participation"], lang)
                    + cell(reward_words(tile.neighbourhood, lang), p["neighbourhood"], lang) + "</tr>")
    split = ("、" if lang == "ja" else ", ").join(f"{pe.name(lang)} {'/'.join(map(str, SPLIT[i]))}"
                                                 for i, pe in enumerate(PEOPLES))
    ones, threes = CRYSTAL_TILES.count(1), CRYSTAL_TILES.count(3)
    facts = [
        (t("カード（各種族10枚の値1/2/3の枚数）", "Cards (how many 1s/2s/3s of each people's ten)"), split, CARDS_PROVENANCE),
        (t("クリスタルタイル", "Crystal tiles"), t(f"値1が{ones}枚、値3が{threes}枚（裏向き）", f"{ones} worth 1, {threes} worth 3 "
                                                   "(face down)")(lang), "published"),
        (t("黄金の鱗", "Golden scales"), ("、" if lang == "ja" else ", ").join(
            t(f"{n}人で{k}枚", f"{k} for {n} players")(lang) for n, k in SCALES_FOR.items()), "published"),
        (t("オベリスク（下から）", "Obelisk (bottom up)"), " ".join(map(str, OBELISK)), "published"),
    ]
    fact_rows = "".join(f"<tr><td><b>{e(a(lang))}</b></td>" + cell(b, how, lang) + "</tr>" for a, b, how in facts)
    return (f"<h4>{e(head)}</h4><p>{e(note)}</p>"
            f"<table class='kg-data' {STYLE}><tr>{hdr}</tr>{''.join(rows)}</table><br>"
            f"<table class='kg-data' {STYLE}>{fact_rows}</table>")
