"""Links that fix what a teacher shares: the page's ``?lang=``, ``?step=``, ``?seed=`` and ``?game=``.

    …/voila/render/vaalbara.ipynb?lang=en&step=3    the walkthrough opens at step 3 (counted from 1), in English
    …/voila/render/vaalbara.ipynb?seed=42           the table deals seed 42 — whoever has the link knows the deal
    …/voila/render/vaalbara.ipynb?game=z.eNq…       the table opens a saved position (``share_link`` writes it)

``parse`` reads and checks a query string into a ``Link`` (each fault a bilingual message, nothing raised);
``apply_links`` is what a notebook's last cell calls: under Voila it waits for the page's request (preheated kernels
get it only then, ``voila.utils.get_query_string``), then applies the link to the page's widgets. A saved position
travels as its save file (the JSON of ``Match.to_json``) compressed and in URL-safe base64 (``z.`` first), or as
plain URL-safe base64 of the JSON; a running game's seed stays sealed in it: it opens on the server that saved it,
with the moves it was saved with, and a game opened from it never shows its seed (``Match.seed_shown``), so the
links made of it stay sealed too.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import parse_qs, urlencode

from kernel_games.core import FormatError, Lang, Text
from kernel_games.core.fields import shown
from kernel_games.core.match import MAX_SAVE_BYTES
from kernel_games.core.seeds import parse_seed

from .i18n import LANGUAGE, Language
from .ui import LINK_BUTTON

if TYPE_CHECKING:
    import ipywidgets as w

    from kernel_games.core import Match



class LinkedPage(Protocol):
    """A widget a link may speak through (the table, the walkthrough): it says a problem where the learner looks."""

    def say(self, text: Text, kind: str = "info") -> None: ...


class LinkedTable(LinkedPage, Protocol):
    """What a link asks of the page's table (``widgets.table.GameTable``): a saved position opened, a seed dealt."""

    seed_box: Any  # the seed field: a link's seed is typed into it

    def load(self, text: str | None = None) -> bool: ...

    def replay(self) -> None: ...


class LinkedSection(Protocol):
    """A part of the page built when opened (``widgets.sections.Section``): a link that needs the table opens it."""

    def open(self) -> LinkedTable | None: ...


class LinkedWalkthrough(LinkedPage, Protocol):
    """What a link asks of the page's walkthrough (``widgets.lesson.Walkthrough``): a step opened."""

    lessons: list

    def go(self, index: int) -> None: ...


MAX_GAME_CHARS = 16_000  # a ?game= longer than this is refused (a link this long breaks in mail and chat programs)
COMPRESSED = "z."  # '.' is not in the URL-safe base64 alphabet: the prefix cannot be mistaken for data
_B64 = re.compile(r"[A-Za-z0-9_-]*={0,2}")

T = {
    "lang": Text("リンクの lang は ja か en です（{v} は使えません）。", "A link's lang is ja or en, not {v}."),
    "step": Text("リンクの step は1から数えたステップの番号です（{v} は使えません）。",
                 "A link's step is a step number counted from 1, not {v}."),
    "step_range": Text("このウォークスルーのステップは1〜{n}です（リンクの step は {v}）。最初のステップから始めます。",
                       "This walkthrough has steps 1 to {n} (the link asked for step {v}): it starts at step 1."),
    "seed": Text("リンクの seed: ", "The link's seed: "),
    "dealt": Text("リンクのシードで配りました。", "Dealt from the link's seed."),
    "both": Text("リンクに保存した局面（game）があるので、seed は使いませんでした。",
                 "The link holds a saved position (game), so its seed was not used."),
    "damaged": Text("リンクの game が壊れています。途中で切れていないか確かめてください。",
                    "The link's game is damaged: check that the link was not cut short."),
    "too_long": Text(f"リンクの game が長すぎます（{MAX_GAME_CHARS}文字まで）。保存ファイルを使ってください。",
                     f"The link's game is too long (at most {MAX_GAME_CHARS} characters): use a save file instead."),
    "too_large": Text(f"リンクの game を開くと {MAX_SAVE_BYTES // 1024 // 1024} MB を超えます。",
                      f"The link's game opens to more than {MAX_SAVE_BYTES // 1024 // 1024} MB."),
    "share": Text("↗ この局面へのリンク（コピーして共有）", "↗ Link to this position (copy it to share)"),
}


@dataclass(frozen=True)
class Link:
    """What a page's query string asks for, checked; ``problems`` holds (parameter, why it was refused)."""

    lang: Lang | None = None
    step: int | None = None  # counted from 1, as the walkthrough shows it
    seed: int | None = None
    game: str | None = None  # the save file's text
    problems: tuple[tuple[str, Text], ...] = ()


def _first(values: dict[str, list[str]], key: str) -> str | None:
    got = values.get(key)
    return got[0] if got else None


def parse(query: str | None) -> Link:
    """Read ``lang``, ``step``, ``seed`` and ``game`` from a query string (other parameters are Voila's or unknown:
    ignored). A value that cannot be used is left out and explained in ``problems``."""
    values = parse_qs((query or "").lstrip("?"), keep_blank_values=True)
    problems: list[tuple[str, Text]] = []
    lang = _first(values, "lang")
    if lang is not None and lang.strip().lower() not in ("ja", "en"):
        problems.append(("lang", T["lang"].format(v=shown(lang))))
    lang = lang.strip().lower() if lang is not None and lang.strip().lower() in ("ja", "en") else None
    step, step_text = None, _first(values, "step")
    if step_text is not None:
        digits = step_text.strip()
        if digits.isascii() and digits.isdigit() and len(digits) <= 6 and int(digits) >= 1:
            step = int(digits)
        else:
            problems.append(("step", T["step"].format(v=shown(step_text))))
    seed, seed_text = None, _first(values, "seed")
    if seed_text is not None:
        try:
            seed = parse_seed(seed_text)
        except FormatError as err:
            problems.append(("seed", T["seed"] + err.text))
    game, game_text = None, _first(values, "game")
    if game_text is not None:
        try:
            game = decode_game(game_text)
        except FormatError as err:
            problems.append(("game", err.text))
    if game is not None and seed is not None:
        problems.append(("seed", T["both"]))
        seed = None
    return Link(lang, step, seed, game, tuple(problems))  # type: ignore[arg-type]


# ---- a saved position in a link ----------------------------------------------------------------------------------
def encode_game(save_text: str) -> str:
    """A save file as a ``?game=`` value: compressed, URL-safe base64, ``z.`` first."""
    packed = base64.urlsafe_b64encode(zlib.compress(save_text.encode("utf-8"), 9)).decode("ascii")
    return COMPRESSED + packed.rstrip("=")


def decode_game(value: str) -> str:
    """The save file's text from a ``?game=`` value (``encode_game``'s, plain URL-safe base64 of the JSON, or the
    JSON itself); ``FormatError`` with a bilingual message when it cannot be read."""
    value = value.strip()
    if len(value) > MAX_GAME_CHARS:
        raise FormatError(T["too_long"])
    if value.startswith("{"):
        return value
    compressed = value.startswith(COMPRESSED)
    body = value[len(COMPRESSED):] if compressed else value
    if not body or not _B64.fullmatch(body):
        raise FormatError(T["damaged"])
    unpack = zlib.decompressobj()
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        if compressed:
            raw = unpack.decompress(raw, MAX_SAVE_BYTES + 1)
    except (binascii.Error, ValueError, zlib.error) as err:
        raise FormatError(T["damaged"]) from err
    if len(raw) > MAX_SAVE_BYTES or unpack.unconsumed_tail:
        raise FormatError(T["too_large"])
    if compressed and not unpack.eof:
        raise FormatError(T["damaged"])
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise FormatError(T["damaged"]) from err


def build_query(lang: Lang | None = None, step: int | None = None, seed: int | None = None,
                game: str | None = None) -> str:
    """``lang=en&step=3``: the query string of a link (``game`` is a save file's text; it is encoded here)."""
    pairs: list[tuple[str, Any]] = [("lang", lang), ("step", step), ("seed", seed),
                                    ("game", encode_game(game) if game is not None else None)]
    return urlencode([(k, v) for k, v in pairs if v is not None])


def share_link(match: Match, lang: Lang, base: str = "") -> str:
    """A link that opens ``match`` as it stands now, in ``lang``: ``base`` (the page's address; by default none, so
    the link is relative to the page it is shown on) and ``?lang=…&game=…``, its seed sealed whenever its save file
    seals it. ``FormatError`` if it would be too long for a link (a save file is the way then)."""
    query = build_query(lang=lang, game=match.to_json())
    if len(query) > MAX_GAME_CHARS + 64:
        raise FormatError(T["too_long"])
    return f"{base}?{query}"


def share_html(match: Match, lang: Lang) -> str:
    """An HTML link to ``match`` as it stands (``share_link``), or the reason there is none."""
    from html import escape

    try:
        href = share_link(match, lang)
    except FormatError as err:
        return f'<span class="kg-share">{escape(err.text(lang))}</span>'
    return f'<a class="kg-share" href="{escape(href)}" target="_blank" style="{LINK_BUTTON}">{escape(T["share"](lang))}</a>'


# ---- the page ------------------------------------------------------------------------------------------------------
def page_query() -> str | None:
    """Under Voila, the page's query string (a preheated kernel waits here for the page's request); else None."""
    if os.environ.get("VOILA_PREHEAT") == "True":
        wait_for_request()
    return os.environ.get("QUERY_STRING")


def wait_for_request() -> None:
    """In a preheated Voila kernel, wait for the page's request and put what Voila sends about it (``QUERY_STRING``
    …) into ``os.environ``, as ``voila.utils.wait_for_request`` does (voila 0.5: a websocket at
    ``voila/query/<kernel id>``) but without importing Voila into the kernel, which costs every page's kernel about
    45 MB (`make bench-class`). Falls back on Voila's own function if the ``websockets`` package is missing."""
    try:
        from websockets.exceptions import WebSocketException
        from websockets.sync.client import connect
    except ImportError:  # pragma: no cover - websockets comes with Voila
        from voila.utils import wait_for_request as voila_wait

        voila_wait()
        return
    env = os.environ
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    url = (f"{env.get('VOILA_WS_PROTOCOL', 'ws')}://{env.get('VOILA_APP_IP', '127.0.0.1')}:"
           f"{env.get('VOILA_APP_PORT', '8866')}{base}voila/query/{env.get('VOILA_KERNEL_ID', '')}")
    try:
        with connect(url, open_timeout=5, max_size=2**20) as socket:
            info = json.loads(socket.recv())
    except (OSError, TimeoutError, ValueError, WebSocketException):
        return  # as Voila does: the page is shown without what its address asked for
    os.environ.update({str(k): str(v) for k, v in info.items()})


def _table(table: LinkedTable | LinkedSection | None, link: Link) -> LinkedTable | None:
    """The page's table; one in a section that is not built yet is built (and opened) only when the link has something
    for it: a deal, a saved position, or a problem with either."""
    if table is None or hasattr(table, "load"):
        return table  # type: ignore[return-value]
    wanted = link.game is not None or link.seed is not None or any(p in ("seed", "game") for p, _ in link.problems)
    return table.open() if wanted else None  # type: ignore[union-attr]


def apply(link: Link, language: Language = LANGUAGE, walkthrough: LinkedWalkthrough | None = None,
          table: LinkedTable | LinkedSection | None = None) -> list[Text]:
    """Apply ``link`` to the page: its language, the walkthrough's step, the table's deal or saved position (a table
    in a section is opened for them).

    Each problem is said by the widget it concerns (the language's and the step's by the walkthrough, the seed's and
    the game's by the table; by the other one if the page lacks it); returns those no widget on the page could say.
    """
    if link.lang:
        language.lang = link.lang
    problems = list(link.problems)
    table = _table(table, link)
    if walkthrough is not None and link.step is not None:
        n = len(walkthrough.lessons)
        if link.step <= n:
            walkthrough.go(link.step - 1)
        else:
            problems.append(("step", T["step_range"].format(n=n, v=link.step)))
    if table is not None and link.game is not None:
        table.load(link.game)  # a save file that does not load is explained by the table, as for any file
    elif table is not None and link.seed is not None:
        table.seed_box.value = str(link.seed)
        table.replay()  # the deal of the seed in the box
        table.say(T["dealt"], kind="ok")
    said: dict[int, tuple[LinkedPage, list[Text]]] = {}
    unsaid: list[Text] = []
    for param, problem in problems:
        first, second = (table, walkthrough) if param in ("seed", "game") else (walkthrough, table)
        target = first if first is not None else second
        if target is None:
            unsaid.append(problem)
        else:
            said.setdefault(id(target), (target, []))[1].append(problem)
    for target, texts in said.values():
        target.say(_joined(texts), kind="error")
    return unsaid


def _joined(texts: list[Text]) -> Text:
    return Text("".join(t.ja for t in texts), " ".join(t.en for t in texts))


def apply_links(walkthrough: LinkedWalkthrough | None = None, table: LinkedTable | LinkedSection | None = None,
                language: Language = LANGUAGE, query: str | None = None) -> w.Widget | None:
    """A notebook's last cell: apply the page's link (``query``, else the page's own) to its widgets; ``table`` may be
    the table's ``Section``, opened when the link deals a seed or opens a saved position.

    Under Voila the link is applied at once: returns nothing to show, or (on a page without those widgets, such as the
    gallery) a note of what the link asked for that could not be done. Where the kernel has no request to read (the
    static site's browser kernel, JupyterLab), returns a ``PageAddress``: the browser sends it the page's query string
    when it is drawn, and the link is applied then (the note shows in it).
    """
    if query is None:
        query = page_query()
    if query is None:
        from .address import PageAddress

        return PageAddress(lambda q: _note_text(apply(parse(q), language, walkthrough, table)))
    unsaid = apply(parse(query), language, walkthrough, table)
    if not unsaid:
        return None
    import ipywidgets as w

    from .ui import esc

    note = w.HTML(esc(_note_text(unsaid)).replace("\n", "<br>"))
    note.add_class("kg-link-note")
    return note


def _note_text(unsaid: list[Text]) -> str:
    """What a link asked for that no widget on the page could say, one line each, in both languages."""
    return "\n".join(f"{p.ja} / {p.en}" for p in unsaid)
