"""Via Nebula's component data with its provenance: what the rulebook states, and what this project reconstructed
(both maps, the split of the exploitation tokens, the contract list) — said plainly, with where to correct it."""

from __future__ import annotations

import html
from collections import Counter

from kernel_games.core import Lang, Text
from kernel_games.via_nebula.components import (
    CONTRACTS,
    CONTRACTS_PROVENANCE,
    CRAFTSMEN,
    STACK_SIZE,
    STOCK_PER_KIND,
    TOKENS,
    TOKENS_PROVENANCE,
    base_vp,
)
from kernel_games.via_nebula.maps import BOARDS, TERRAINS
from kernel_games.via_nebula.narration import LABELS, needs_text

from ..provenance import STYLE, cell
from .hexmap import TERRAIN_NAME
from .look import VP, effect_words, res_name

LETTER = {"meadow": "M", "fog": "F", "forest": "T", "forbidden": "X", "ruin": "R"}


def _map(key: str, lang: Lang) -> str:
    """One side of the board as rows of letters, indented as the hexes lie, with its terrain counts."""
    b = BOARDS[key]
    rows: dict[int, list[tuple[int, int]]] = {}
    for h, (q, r) in enumerate(b.coords):
        rows.setdefault(r, []).append((q, h))
    lines = []
    left = min(min(rows[r])[0] + r / 2 for r in rows)
    for r in sorted(rows):
        cells = sorted(rows[r])
        indent = " " * round(2 * (cells[0][0] + r / 2 - left))  # a hex is two characters, half a hex one
        lines.append(f"{r + 1:>2} {indent}" + " ".join(LETTER[b.terrain[h]] for _, h in cells))
    count = Counter(b.terrain)
    counts = ("、" if lang == "ja" else ", ").join(f"{TERRAIN_NAME[t](lang)} {count[t]}" for t in TERRAINS)
    grid = Text(f"盤面と同じく、列はA〜I、行は1〜9（左上のマスは{LABELS[key][0]}）",
                f"As on the board: columns A-I, rows 1-9 (top-left hex: {LABELS[key][0]})")
    return (f"<p><b>{html.escape(b.name(lang))}</b> — {html.escape(counts)}</p>"
            f"<pre style='line-height:1.15'>{html.escape(chr(10).join(lines))}</pre>"
            f"<small>{html.escape(grid(lang))}</small>")


def data_html(lang: Lang) -> str:
    """The maps, the tokens, the contracts (each tagged rulebook or reconstructed) and the counts per player."""
    e, t = html.escape, Text
    head = t("ヴィア・ネビュラのデータ（ルールブックと再構成）", "Via Nebula's data (rulebook and reconstructed)")(lang)
    note = t(
        "ルールブックは遊び方と部品の数を定めていますが、ボードの地図、開拓トークンの内訳、契約カードの一覧（どの効果が何枚あり、"
        "それぞれ何の資源を求めるか）は公開されていません。そこでこのプロジェクトが、ルールブックに書かれた条件（草原24マス、"
        "入門者面の中央に遺跡2つ、上級者面は禁止区域と化石の森が多い、特別トークン5と通常トークン4・3など）を守るように設計しました。"
        "橙の欄は再構成で、出版社の値ではありません。実物に合わせるには kernel_games/via_nebula/maps.py と components.py "
        "の表を書き換えてください（読み込み時に検査されます）。",
        "The rulebook gives the rules and the numbers of components, but the board's maps, how the exploitation tokens "
        "split, and the contract list (which effects on how many cards, and the resources each asks for) have not been "
        "published. This project designed them to keep every condition the rulebook states (24 meadow hexes, two ruins "
        "in the centre of the beginner side, more forbidden hexes and petrified forests on the expert side, special "
        "tokens of 5 and normal ones of 4 and 3, and so on). Orange cells are reconstructed, not the publisher's. To "
        "match a physical copy, edit the tables in kernel_games/via_nebula/maps.py and components.py (they are "
        "checked when loaded).")(lang)
    legend = t("地図の文字: M 草原、F 霧、T 化石の森、X 禁止区域、R 遺跡（再構成）",
               "Map letters: M meadow, F fog, T petrified forest, X forbidden, R ruin (reconstructed)")(lang)
    maps = "".join(_map(key, lang) for key in BOARDS)
    tokens = Counter((tk.kind, tk.number, tk.vp, tk.special) for tk in TOKENS)
    token_rows = "".join(
        f"<tr><td>{e(res_name(k, lang))}</td>"
        + cell(t("特別" if special else "通常", "special" if special else "normal")(lang), "seed", lang)
        + cell(f"{number}", "seed", lang) + cell(f"{VP}{vp}" if vp else "—", "seed", lang)
        + cell(f"×{k_}", TOKENS_PROVENANCE, lang) + "</tr>"
        for (k, number, vp, special), k_ in sorted(tokens.items()))
    token_head = "".join(f"<th>{e(x(lang))}</th>" for x in (
        t("資源", "Resource"), t("種類", "Kind"), t("数字（4人での産出）", "Number (yield at 4 players)"), t("勝利点", "VP"),
        t("枚数", "Copies")))
    card_head = "".join(f"<th>{e(x(lang))}</th>" for x in (
        t("契約", "Contract"), t("裏", "Back"), t("必要な資源", "Resources"), t("勝利点", "VP"), t("効果", "Effect")))
    backs = (t("中立（茶）", "neutral (brown)")(lang), t("個人（紫）", "private (purple)")(lang))
    card_rows = "".join(
        f"<tr><td><b>{e(c.name(lang))}</b></td><td>{e(backs[c.private])}</td>"
        + cell(needs_text(i)(lang), CONTRACTS_PROVENANCE, lang)
        + cell(f"{VP}{base_vp(i)}" if base_vp(i) else "—", CONTRACTS_PROVENANCE, lang)
        + cell(effect_words(i)(lang), "seed", lang) + "</tr>"
        for i, c in enumerate(CONTRACTS))
    counts = t(
        f"資源は各{STOCK_PER_KIND}個（計90個は規定、種類ごとの数は推定）。職人: 2人戦{CRAFTSMEN[2]}人、3〜4人戦{CRAFTSMEN[3]}人。"
        f"草原タイルの山: 2人戦{STACK_SIZE[2]}枚×4、3人戦{STACK_SIZE[3]}枚×4、4人戦{STACK_SIZE[4]}枚×4（ルールブック）。",
        f"{STOCK_PER_KIND} resources of each kind (90 in all is the rule; the split per kind is inferred). Craftsmen: "
        f"{CRAFTSMEN[2]} at 2 players, {CRAFTSMEN[3]} at 3-4. Meadow stacks: 4 of {STACK_SIZE[2]} at 2 players, "
        f"4 of {STACK_SIZE[3]} at 3, 4 of {STACK_SIZE[4]} at 4 (rulebook).")(lang)
    return (f"<h4>{e(head)}</h4><p>{e(note)}</p><p>{e(legend)}</p>{maps}"
            f"<table class='kg-data' {STYLE}><tr>{token_head}</tr>{token_rows}</table><br>"
            f"<table class='kg-data' {STYLE}><tr>{card_head}</tr>{card_rows}</table><p>{e(counts)}</p>")
