"""The printable rules summary (kernel_games/summary.py): every rule of the rulebook, in the language asked for, rulings
marked, nothing fetched from elsewhere; the copies the notebooks link to (notebooks/summaries/) are up to date.
tests/browser/test_classroom_links.py prints each one to check it fills one A4 page."""

from __future__ import annotations

import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from kernel_games import GAMES
from kernel_games.core.text import LANGS
from kernel_games.summary import SMALLEST_PT, _fits, file_name, sheets, summary_html, write_all

REPO = Path(__file__).resolve().parents[1]
SUMMARIES = REPO / "notebooks" / "summaries"
CASES = [(gid, lang) for gid in sorted(GAMES) for lang in LANGS]


class Page(HTMLParser):
    """The summary as a reader meets it: headings, rules (id, classes, text) and every address it refers to."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.lang = ""
        self.headings: list[str] = []
        self.rules: dict[str, dict] = {}
        self.addresses: list[str] = []
        self.tags: set[str] = set()
        self._open: list[tuple[str, dict | None]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        self.tags.add(tag)
        self.addresses += [v for k, v in attrs if k in ("href", "src") and v]
        if tag == "html":
            self.lang = a.get("lang", "")
        rule = None
        if tag == "div" and "rule" in (a.get("class") or "").split():
            rule = self.rules[a["id"]] = {"classes": a["class"].split(), "text": ""}
        self._open.append((tag, rule))

    def handle_endtag(self, tag: str) -> None:
        while self._open and self._open.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        tags = [t for t, _ in self._open]
        if tags and tags[-1] == "h2":
            self.headings.append(data)
        for _, rule in self._open:
            if rule is not None:
                rule["text"] += data


@pytest.mark.parametrize("gid, lang", CASES)
def test_every_rule_is_in_the_summary_in_that_language(gid: str, lang: str) -> None:
    book = GAMES[gid].rulebook
    page = Page(summary_html(GAMES[gid], lang))
    assert page.lang == lang
    assert list(page.rules) == book.ids(), "every rule id, once, in the rulebook's order"
    other = "en" if lang == "ja" else "ja"
    for r in book:
        text = page.rules[r.id]["text"]
        assert r.title(lang) in text and r.text(lang) in text, r.id
        assert r.title(other) not in text or r.title(other) == r.title(lang), f"{r.id}: the other language leaked"
    chapters = list(dict.fromkeys(r.chapter(lang) for r in book))
    assert [h for h in page.headings if h in chapters] == page.headings
    assert list(dict.fromkeys(page.headings)) == chapters, "a heading per chapter, in order"


@pytest.mark.parametrize("gid, lang", CASES)
def test_the_projects_rulings_are_marked(gid: str, lang: str) -> None:
    page = Page(summary_html(GAMES[gid], lang))
    for r in GAMES[gid].rulebook:
        marked = "decision" in page.rules[r.id]["classes"] and page.rules[r.id]["text"].startswith("◆")
        assert marked == (r.provenance == "decision"), r.id
    assert "◆" in summary_html(GAMES[gid], lang).split("<main>")[0], "the legend says what ◆ means"


@pytest.mark.parametrize("gid, lang", CASES)
def test_the_page_fetches_nothing(gid: str, lang: str) -> None:
    html = summary_html(GAMES[gid], lang)
    page = Page(html)
    assert page.addresses == [], "no link, script, picture or font"
    assert not page.tags & {"script", "link", "img", "iframe"}
    assert "url(" not in html and "@import" not in html
    assert '<meta charset="utf-8">' in html and "@page { size: A4" in html


def test_the_command_line_writes_one_page_or_every_file(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "kernel_games.summary", "vaalbara", "--lang", "en"], cwd=REPO,
                         capture_output=True, check=True)
    assert run.stdout.decode("utf-8") == summary_html(GAMES["vaalbara"], "en")
    subprocess.run([sys.executable, "-m", "kernel_games.summary", "--out", str(tmp_path)], cwd=REPO, check=True,
                   capture_output=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(file_name(g, lang) for g, lang in CASES)


def test_the_linked_summaries_match_the_rulebooks(tmp_path: Path) -> None:
    """notebooks/summaries/ is committed (every host serves it without a build step): it must say what the rulebooks
    say now."""
    fresh = {p.name: p.read_text(encoding="utf-8") for p in write_all(tmp_path)}
    committed = {p.name: p.read_text(encoding="utf-8") for p in SUMMARIES.glob("*.html")}
    stale = sorted(n for n in fresh if committed.get(n) != fresh[n]) + sorted(set(committed) - set(fresh))
    assert not stale, f"notebooks/summaries/ is out of date ({', '.join(stale)}): run `make notebooks`"


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_too_long_for_one_sheet_starts_a_sheet_at_each_module(lang: str) -> None:
    """Buru with its modules does not fit one A4 page: the base game fills the first sheet and the Lawan chapter starts
    the second, the Ambelau modules following on (a sheet ends only where the next chapter would overflow it), each
    sheet headed by its chapters; every rule stays in the rulebook's order. A game that fits keeps one sheet."""
    buru = GAMES["buru"]
    parts = sheets(buru, lang)
    lawan = buru.flow.modules["lawan"]
    chapter = [r for r in lawan.rules if r.startswith("buru.lawan.")]  # its own chapter (the Ambelau Lawan's come last)
    assert len(parts) >= 2 and [r.id for r in parts[1][:len(chapter)]] == chapter
    assert all(not r.id.startswith(("buru.lawan.", "buru.fifth.", "buru.ukam.")) for r in parts[0]), "base game alone"
    assert [r.id for part in parts for r in part] == buru.rulebook.ids()
    for later in parts[2:]:  # a later sheet exists only because the one before was full
        assert not _fits(parts[parts.index(later) - 1] + [r for r in later if r.chapter == later[0].chapter], lang,
                         SMALLEST_PT), \
            "a sheet ended before it was full"
    html = summary_html(buru, lang)
    of = len(parts)
    assert html.count('<section class="sheet"') == of
    second_title = html.split("<h1>")[2].split("</h1>")[0]
    assert lawan.name(lang) in second_title and buru.rulebook["buru.fifth.seats"].chapter(lang) in second_title
    marks = [f"{i}/{of}枚目" if lang == "ja" else f"sheet {i} of {of}" for i in range(1, of + 1)]
    assert all(m in html for m in marks), "each sheet says which it is"
    assert len(sheets(GAMES["vaalbara"], lang)) == 1 and summary_html(GAMES["vaalbara"], lang).count("<section") == 1
