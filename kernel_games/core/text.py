"""Bilingual text: every word a user sees exists in Japanese and English."""

from __future__ import annotations

from operator import attrgetter
from typing import Literal

Lang = Literal["ja", "en"]
LANGS: tuple[Lang, ...] = ("ja", "en")


class Text:
    """A pair of strings, one per language; immutable (its fields are read-only).

    >>> Text("戦士", "Warrior")("en")
    'Warrior'
    >>> Text("{n}点", "{n} points").format(n=3)("ja")
    '3点'
    """

    __slots__ = ("_ja", "_en")

    def __init__(self, ja: str, en: str) -> None:  # not a frozen dataclass: narration makes thousands a move
        self._ja = ja
        self._en = en

    ja = property(attrgetter("_ja"), doc="The Japanese.")
    en = property(attrgetter("_en"), doc="The English.")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Text:
            return NotImplemented
        return self._ja == other._ja and self._en == other._en  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self._ja, self._en))

    def __repr__(self) -> str:
        return f"Text(ja={self._ja!r}, en={self._en!r})"

    def __reduce__(self) -> tuple:
        return Text, (self._ja, self._en)

    def __call__(self, lang: Lang = "en") -> str:
        return self._ja if lang == "ja" else self._en

    def format(self, **values: object) -> Text:
        """Fill ``{name}`` fields; a value that is itself a Text is filled in each language."""
        ja = en = values
        for k, v in values.items():
            if isinstance(v, Text):
                if ja is values:
                    ja, en = values.copy(), values.copy()
                ja[k], en[k] = v._ja, v._en
        return Text(self._ja.format_map(ja), self._en.format_map(en))

    def __add__(self, other: Text) -> Text:
        return Text(self._ja + other._ja, self._en + other._en)

    def to_json(self) -> dict[str, str]:
        return {"ja": self.ja, "en": self.en}


def plural(n: int, one: str, many: str | None = None) -> str:
    """``n`` and the English noun that fits it: ``1 card``, ``2 cards`` (``many`` for an irregular plural)."""
    return f"{n} {one if n == 1 else many or one + 's'}"


def ordinal(k: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st (English)."""
    return f"{k}{'th' if 10 <= k % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')}"


def join(parts: list[Text], ja_sep: str = "、", en_sep: str = ", ") -> Text:
    """Join texts with a separator suited to each language."""
    return Text(ja_sep.join(p.ja for p in parts), en_sep.join(p.en for p in parts))


def check_lang(lang: str) -> Lang:
    """Return ``lang`` if it is a known language, else raise a bilingual ValueError."""
    if lang not in LANGS:
        raise ValueError(f"言語は ja か en です / language must be ja or en (got {lang!r})")
    return lang  # type: ignore[return-value]
