"""Bilingual text: every word a user sees exists in Japanese and English."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Lang = Literal["ja", "en"]
LANGS: tuple[Lang, ...] = ("ja", "en")


@dataclass(frozen=True, slots=True)
class Text:
    """A pair of strings, one per language.

    >>> Text("戦士", "Warrior")("en")
    'Warrior'
    >>> Text("{n}点", "{n} points").format(n=3)("ja")
    '3点'
    """

    ja: str
    en: str

    def __call__(self, lang: Lang = "en") -> str:
        return self.ja if lang == "ja" else self.en

    def format(self, **values: object) -> Text:
        """Fill ``{name}`` fields; a value that is itself a Text is filled in each language."""
        ja = en = values
        for k, v in values.items():
            if isinstance(v, Text):
                if ja is values:
                    ja, en = values.copy(), values.copy()
                ja[k], en[k] = v.ja, v.en
        return Text(self.ja.format_map(ja), self.en.format_map(en))

    def __add__(self, other: Text) -> Text:
        return Text(self.ja + other.ja, self.en + other.en)

    def to_json(self) -> dict[str, str]:
        return {"ja": self.ja, "en": self.en}


def join(parts: list[Text], ja_sep: str = "、", en_sep: str = ", ") -> Text:
    """Join texts with a separator suited to each language."""
    return Text(ja_sep.join(p.ja for p in parts), en_sep.join(p.en for p in parts))


def check_lang(lang: str) -> Lang:
    """Return ``lang`` if it is a known language, else raise a bilingual ValueError."""
    if lang not in LANGS:
        raise ValueError(f"言語は ja か en です / language must be ja or en (got {lang!r})")
    return lang  # type: ignore[return-value]
