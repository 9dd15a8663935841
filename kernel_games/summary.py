"""A printable one-page rules summary of a game, in Japanese or English, from its rulebook.toml.

    python -m kernel_games.summary vaalbara --lang ja > vaalbara-ja.html
    python -m kernel_games.summary --out notebooks/summaries      # every game in both languages

The page is self-contained (its style inline, no font, script or picture fetched from anywhere) and styled for A4:
two columns, one heading per chapter, each rule's title and text, the project's rulings marked with ◆. A game whose
rules do not fit one sheet at the smallest size prints on several, whole chapters each, a module (Buru's Lawan)
starting a sheet of its own, each sheet at the largest size that fits it (``sheets``). Each rule is
an element whose ``id`` is the rule's id, so ``vaalbara-en.html#vaalbara.round.omen`` opens at that rule.
`make notebooks` writes the files into ``notebooks/summaries/`` (committed, like the notebooks: tests/test_summary.py
fails when one no longer matches its rulebook), where the gallery and each game's notebook link to them.
"""

from __future__ import annotations

import argparse
import sys
from html import escape
from pathlib import Path

from kernel_games import GAMES
from kernel_games.core import Game, Lang, Text
from kernel_games.core.rulebook import Rule
from kernel_games.core.text import LANGS

T = {
    "summary": Text("ルール要約", "Rules summary"),
    "players": Text("{p}人", "{p} players"),
    "ruling": Text("このプロジェクトの裁定（元のルールに書かれていない点をこう決めました）",
                   "a ruling by this project (the original rules do not say; this is how we decided)"),
    "print": Text("印刷: Ctrl+P（Macは ⌘P）、用紙はA4。", "To print: Ctrl+P (⌘P on a Mac), A4 paper."),
    "sheet": Text("{n}/{of}枚目", "sheet {n} of {of}"),
    "source": Text("kernel-games のルールブック（{f}）から作成。ノートブックの解説と同じ文章です。",
                   "Made by kernel-games from its rulebook ({f}): the same text as the notebook's walkthrough."),
}

STYLE = """
@page { size: A4; margin: 9mm 10mm; }
* { box-sizing: border-box; }
html { font-family: "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic", Meiryo, "IPAexGothic",
       system-ui, sans-serif; color: #111; }
body { margin: 0 auto; max-width: 190mm; line-height: 1.25; }
header { border-bottom: 1.5pt solid #111; margin-bottom: 2.5mm; padding-bottom: 1mm; }
h1 { font-size: 13pt; margin: 0; }
h1 small { font-size: 8.5pt; font-weight: normal; color: #444; margin-left: 2mm; }
.legend { margin: 0.6mm 0 0; color: #333; }
.mark { color: #6a3d9a; font-weight: bold; }
main { column-count: 2; column-gap: 6mm; column-rule: 0.5pt solid #bbb; }
h2 { font-size: 1.15em; margin: 1.2mm 0 0.5mm; padding: 0.2mm 1mm; background: #eee; break-after: avoid; }
h2:first-child { margin-top: 0; }
.rule { margin: 0 0 0.7mm; break-inside: avoid; }
.rule b { font-weight: bold; }
.rule.decision { border-left: 1.5pt solid #6a3d9a; padding-left: 1.2mm; }
footer { margin-top: 1.5mm; color: #555; font-size: 6pt; }
.sheet + .sheet { break-before: page; }
@media print { .sheet { font-size: var(--print-size); } }
.screen { display: none; }
@media screen {
  body { padding: 10mm; max-width: 210mm; font-size: 10pt; }
  .screen { display: block; background: #FFFDF5; border: 1px solid #ddd; padding: 2mm 3mm; margin-bottom: 3mm; }
  .sheet + .sheet { margin-top: 8mm; }
}
"""


# the printed page (A4 less the margins and the header), in millimetres, and the font sizes tried, in points
COLUMN_MM, COLUMN_HEIGHT_MM, LINE = (190 - 6) / 2, 297 - 18 - 16, 1.25
LARGEST_PT, SMALLEST_PT = 8.5, 6.0
MM_PER_PT = 25.4 / 72
FILL = {"ja": 0.88, "en": 0.95}  # the share of the columns the estimate may fill (Chromium breaks Japanese lines less
# tightly than it counts: a buru-ja sheet estimated at 95 % printed on two pages)


def _ems(text: str) -> float:
    """About how wide ``text`` is, in ems: a Japanese character is one em, a Latin one about half."""
    return sum(1.0 if ord(c) >= 0x2E80 else 0.52 for c in text)


def _fits(rules: list[Rule], lang: Lang, size: float) -> bool:
    """Whether ``rules`` fill at most the two columns of one A4 page at ``size`` points, by an estimate of their lines
    (each rule starts a line; a chapter heading takes about two)."""
    per_line = COLUMN_MM / (size * MM_PER_PT)
    lines = sum(-(-_ems(f"{r.title(lang)}: {r.text(lang)}") // per_line) + 0.15 for r in rules)
    lines += 2 * len(_chapters(rules, lang))
    return lines <= FILL[lang] * 2 * COLUMN_HEIGHT_MM / (size * MM_PER_PT * LINE)


def print_size(rules: list[Rule], lang: Lang) -> float:
    """The largest font size (points, in steps of 0.1) at which the rules fill one A4 page, ``SMALLEST_PT`` if none
    does. tests/browser/test_classroom_links.py prints each summary to check it."""
    size = LARGEST_PT
    while size > SMALLEST_PT and not _fits(rules, lang, size):
        size = round(size - 0.1, 1)
    return size


def sheets(game: Game, lang: Lang) -> list[list[Rule]]:
    """The printed sheets, each a run of whole chapters in the rulebook's order: one sheet when every rule fits it at
    ``SMALLEST_PT``; otherwise the first flow module's chapter starts a new sheet (Buru's Lawan: the base game keeps a
    sheet of its own), later modules follow on it (Ambelau's), and a sheet also ends wherever the next chapter would
    overflow it."""
    rules = list(game.rulebook)
    if _fits(rules, lang, SMALLEST_PT):
        return [rules]
    firsts = {m.rules[0] for m in game.flow.modules.values() if m.rules}
    out: list[list[Rule]] = [[]]
    modular = False  # whether the current sheet holds a module's chapters already (then the next module may follow on)
    for _chapter, chapter_rules in _chapters(rules, lang):
        starts = chapter_rules[0].id in firsts
        if out[-1] and ((starts and not modular) or not _fits(out[-1] + chapter_rules, lang, SMALLEST_PT)):
            out.append([])
            modular = False
        modular = modular or starts
        out[-1].extend(chapter_rules)
    return out


def file_name(game_id: str, lang: Lang) -> str:
    """``vaalbara-ja.html``: the summary's file name, as the gallery links to it."""
    return f"{game_id}-{lang}.html"


def _chapters(rules: list[Rule], lang: Lang) -> list[tuple[str, list[Rule]]]:
    """The rules grouped by chapter, in the rulebook's order (a chapter that comes back gets a heading again)."""
    groups: list[tuple[str, list[Rule]]] = []
    for r in rules:
        name = r.chapter(lang)
        if not groups or groups[-1][0] != name:
            groups.append((name, []))
        groups[-1][1].append(r)
    return groups


def _rule_html(r: Rule, lang: Lang) -> str:
    """A rule's line: ◆ before this project's ruling, its note (a ruling, reconstructed data) in the mark's tooltip."""
    decision = r.provenance == "decision"
    tip = T["ruling"](lang) + (f" — {r.note(lang)}" if r.note is not None else "")
    mark = f'<span class="mark" title="{escape(tip)}">◆</span> ' if decision else ""
    sep = "：" if lang == "ja" else ": "
    return (f'<div class="rule{" decision" if decision else ""}" id="{escape(r.id)}">{mark}<b>{escape(r.title(lang))}</b>'
            f"{sep}{escape(r.text(lang))}</div>")


def _sheet_html(game: Game, lang: Lang, rules: list[Rule], n: int, of: int) -> str:
    """One printed sheet: its header (the game; on a later sheet the game and its chapters), then its chapters in two
    columns."""
    name = escape(game.name(lang))
    chapters = _chapters(rules, lang)
    small = T["summary"](lang) if of == 1 else f"{T['summary'](lang)} · {T['sheet'].format(n=n, of=of)(lang)}"
    if n == 1:
        players = T["players"].format(p=game.facts.players_text)(lang)
        title = f"{name} <small>{escape(small)} · {escape(players)}</small>"
    else:
        title = f"{name} — {escape(' · '.join(dict.fromkeys(c for c, _ in chapters)))} <small>{escape(small)}</small>"
    legend = f'<p class="legend"><span class="mark">◆</span> = {escape(T["ruling"](lang))}</p>' if n == 1 else ""
    body = "".join(f"<h2>{escape(chapter)}</h2>" + "".join(_rule_html(r, lang) for r in chapter_rules)
                   for chapter, chapter_rules in chapters)
    return (f'<section class="sheet" style="--print-size: {print_size(rules, lang)}pt">\n'
            f"<header><h1>{title}</h1>{legend}</header>\n<main>{body}</main>\n</section>\n")


def summary_html(game: Game, lang: Lang) -> str:
    """The summary page of ``game`` in ``lang``: one HTML document, nothing fetched from elsewhere."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {LANGS}, not {lang!r}")
    parts = sheets(game, lang)
    source = f"kernel_games/{game.id}/rulebook.toml"
    body = "".join(_sheet_html(game, lang, rules, i, len(parts)) for i, rules in enumerate(parts, 1))
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(game.name(lang))} — {escape(T['summary'](lang))}</title>\n"
        f"<style>{STYLE}</style>\n</head>\n<body>\n"
        f'<p class="screen">{escape(T["print"](lang))}</p>\n{body}'
        f"<footer>{escape(T['source'].format(f=source)(lang))}</footer>\n</body>\n</html>\n"
    )


def write_all(folder: Path) -> list[Path]:
    """Write every registered game's summary in both languages into ``folder``; return the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for gid, game in sorted(GAMES.items()):
        for lang in LANGS:
            path = folder / file_name(gid, lang)
            path.write_text(summary_html(game, lang), encoding="utf-8")
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m kernel_games.summary", description=__doc__.splitlines()[0])
    ap.add_argument("game", nargs="?", choices=sorted(GAMES), help="the game (its summary goes to standard output)")
    ap.add_argument("--lang", choices=LANGS, default="ja", help="the language (default ja)")
    ap.add_argument("--out", type=Path, help="write every game in both languages into this folder instead")
    args = ap.parse_args(argv)
    if args.out is not None:
        for path in write_all(args.out):
            print(path)
    elif args.game:
        sys.stdout.reconfigure(encoding="utf-8")  # type: ignore[union-attr]
        sys.stdout.write(summary_html(GAMES[args.game], args.lang))
    else:
        ap.error("name a game, or give --out FOLDER")


if __name__ == "__main__":
    main()
