"""Noli's reconstructed data, shown with its provenance and the reasons for each choice."""

from __future__ import annotations

import html

from kernel_games.core import Lang, Text
from kernel_games.noli.components import (
    AREA_CARDS,
    BUOY_FACES,
    CARDS,
    DIE_FACES,
    FACTIONS,
    FISHING_AREAS,
    FLOOR_TOKENS,
    ROWER_TOKENS,
    TRACK_END,
    TRACK_WALL_SPACES,
    risk,
)

from .look import L, symbol_label


def data_html(lang: Lang) -> str:
    """The support track, dice, tokens and sea decks, tagged as reconstructed, with the reasons for each choice."""
    e = html.escape
    t = Text
    head = t("ノーリのデータ（再構成）", "Noli's data (reconstructed)")(lang)
    note = t(
        "翻訳ルールブックは陣営・最初のコイン・漁船・ダイスの数・壁6つ・勝利条件を定めていますが、支持トラックのマス数と壁のマス、"
        "ダイスの面、漕ぎ手と塔の階層トークンの数、4つの海域の山札の中身は書かれておらず、公開資料でも見つかりませんでした。"
        "以下はこのプロジェクトが、ルールブックの記述（ヒントや例を含む）すべてと矛盾しないよう設計した値です。"
        "出版社（River Horse）の値ではありません。実物に合わせたいときは kernel_games/noli/components.py の表を書き換えてください"
        "（読み込み時に制約を検査します）。",
        "The translated rulebook fixes the factions, starting coins, boats, number of dice, the six walls and how to "
        "win, but not the length of the support track or its wall spaces, the dice faces, how many rower and tower-floor "
        "tokens there are, or what the four sea decks contain, and no public source gives them. The values below were "
        "designed by this project to agree with everything the rulebook says (its tips and example included). They are "
        "not the publisher's (River Horse). To match a physical copy, edit the tables in kernel_games/noli/components.py "
        "(they are checked when loaded).")(lang)
    tag = t("【再構成】", "[reconstructed]")(lang)
    seed = t("【ルールブック】", "[rulebook]")(lang)
    starts = ", ".join(f"{f.name(lang)} {f.start}" for f in sorted(FACTIONS, key=lambda f: f.start))
    coins = ", ".join(f"{f.name(lang)} {f.coins}" for f in FACTIONS)
    rows = [
        (t("陣営と最初のコイン", "Factions and starting coins"), coins, seed, t(
            "ルールブックの準備のとおり。色はノーリの実際の地区の色を色覚に配慮した配色に寄せ、記号（◆●■▲）でも区別します。",
            "As the rulebook's set-up says. Colours follow Noli's real districts, taken from a colour-blind-safe palette, "
            "and each faction also has a shape (◆●■▲).")),
        (t("支持トラック", "Support track"),
         t(f"0〜{TRACK_END}の{TRACK_END + 1}マス、壁のマス {', '.join(map(str, TRACK_WALL_SPACES))}、開始 {starts}",
           f"{TRACK_END + 1} spaces 0-{TRACK_END}, wall spaces {', '.join(map(str, TRACK_WALL_SPACES))}, starts {starts}")(lang),
         tag, t("コインの多い陣営ほど後ろから始め、同額の入札で負けやすくして釣り合わせます。13マスでは貪欲ボットの4人戦の約7割が"
                "トラックの端で終わり、平均8ラウンド。15マスではほとんどが塔で決着し11〜12ラウンドかかりました。壁のマスは5から3マスおき。",
                "Richer factions start further back, so they lose tied bids more often. With thirteen spaces about 70% of "
                "greedy-bot 4-player games end at the track's end, in 8 rounds on average; with fifteen (tried) nearly all "
                "ran on to the tower in 11-12 rounds. Wall spaces every third space from 5.")),
        (t("ダイス", "Dice"), t(f"{DIE_FACES}面、うちブイ{BUOY_FACES}面", f"{DIE_FACES} faces, {BUOY_FACES} of them buoys")(lang),
         tag, t("4個を振ってブイ4つまで平均約5回、漕ぎ手3人（残り1個）なら約3回。漕ぎ手に価値があり、運も残ります。",
                "Four dice need about five rolls to show four buoys, one die (three rowers) about three: rowers are "
                "worth something and luck still matters.")),
        (t("漕ぎ手トークン", "Rower tokens"), str(ROWER_TOKENS), tag,
         t("ヒントのとおり、サプライが尽きるまで数ラウンドは漕ぎ手が手元に残ります（2組分で3〜5ラウンド）。",
           "As the tip says, rowers stay with their owner for several rounds until the supply runs out (two crews: "
           "three to five rounds).")),
        (t("塔の階層トークン", "Tower floors"), str(FLOOR_TOKENS), tag,
         t("各陣営5階＋勝利の6階目まで足りるので、尽きることはありません。", "Enough for five floors each plus a winning "
           "sixth: the supply never runs out.")),
        (t("漁区トークン（2〜3人）", "Fishing-zone tokens (2-3 players)"),
         t("3人で1枚、2人で2枚を引く", "one drawn with 3 players, two with 2")(lang), seed,
         t("ルールブックのとおり。", "As the rulebook says.")),
    ]
    table = "".join(f"<tr><td><b>{e(a(lang))}</b></td><td>{e(b)}</td><td>{e(c)}</td><td>{e(d(lang))}</td></tr>"
                    for a, b, c, d in rows)
    hdr = "".join(f"<th>{e(x(lang))}</th>" for x in (t("項目", "Item"), t("値", "Value"), t("出典", "Source"),
                                                       t("理由", "Why")))
    decks = []
    for a in FISHING_AREAS:
        cards = [CARDS[c] for c in AREA_CARDS[a]]
        listing = "<br>".join(
            e(f"{c.name(lang)}: " + " ".join(symbol_label(s.kind, s.value, lang) for s in c.symbols)) for c in cards)
        total = sum(c.coins for c in cards)
        decks.append(f"<td style='vertical-align:top'><b>{e(L['area'](lang).format(a=a))}</b> {e(tag)}<br>"
                     + e(t(f"{len(cards)}枚・コイン計{total}・危険{risk(a)}", f"{len(cards)} cards, {total} coins, risk {risk(a)}")
                         (lang)) + f"<br><small>{listing}</small></td>")
    why = t(
        "山札の理由: レガッタの着順に意味があるよう、海域1から4へコインは43・29・18・9と減り、危険（襲撃・難破・嵐のシンボル）は"
        "1・2・4・7と増えます。嵐は海域3と4だけ（海域2に入れると半分以上のラウンドで漁がなくなりました）。ジェノヴァは海域4に1枚。"
        "壁のシンボル6つに対して襲撃のシンボル8つで、壁はゆっくり減り、後半の襲撃は塔に届きます。襲撃はサラセン海賊・サヴォーナ・"
        "フィナーレのカードだけにあります（ルールブックのとおり）。",
        "Why the decks look like this: so that the regatta's order matters, coins fall from area 1 to 4 (43, 29, 18, 9) "
        "and risk (raid, shipwreck and storm symbols) rises (1, 2, 4, 7). Storms only in areas 3 and 4 (with one in area 2 "
        "more than half the rounds lost their fishing). One Genoa, in area 4. Six wall symbols against eight raid "
        "symbols: walls wear down slowly and late raids reach the towers. Raids appear only on the Saracen pirates, "
        "Savona and Finale cards, as the rulebook says.")(lang)
    return (f"<h4>{e(head)}</h4><p>{e(note)}</p>"
            f"<table class='kg-data' style='border-collapse:collapse' border='1' cellpadding='4'><tr>{hdr}</tr>{table}</table>"
            f"<h4>{e(t('4つの海域の山札', 'The four sea decks')(lang))} {e(tag)}</h4>"
            f"<table class='kg-data' style='border-collapse:collapse' border='1' cellpadding='4'><tr>{''.join(decks)}</tr>"
            f"</table><p>{e(why)}</p>")

