"""Rules as data: a game's rulebook.toml, each rule with an id and ja/en title and text."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .text import Text

ID_PATTERN = re.compile(r"^[a-z_]+(\.[a-z0-9_]+)+$")


@dataclass(frozen=True)
class Rule:
    """One rule section: ``id`` such as ``vaalbara.character.falconer``."""

    id: str
    chapter: Text
    title: Text
    text: Text
    provenance: str  # "seed" or "decision": a ruling where the seed is silent
    note: Text | None = None  # the project's note (a ruling, reconstructed data): shown apart, to be opened


class Rulebook:
    """The ordered rule sections of one game, looked up by id."""

    def __init__(self, game: str, title: Text, rules: list[Rule]) -> None:
        self.game = game
        self.title = title
        self.rules = rules
        self._by_id = {r.id: r for r in rules}
        if len(self._by_id) != len(rules):
            raise ValueError(f"{game}: duplicate rule ids")

    def __getitem__(self, rule_id: str) -> Rule:
        return self._by_id[rule_id]

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._by_id

    def __iter__(self):
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)

    def ids(self) -> list[str]:
        return [r.id for r in self.rules]


def _text(d: dict, key: str, where: str) -> Text:
    v = d.get(key)
    if not isinstance(v, dict) or not v.get("ja") or not v.get("en"):
        raise ValueError(f"{where}: '{key}' needs both ja and en")
    return Text(v["ja"].strip(), v["en"].strip())


def parse_rulebook(source: str, where: str = "rulebook") -> Rulebook:
    """Parse and validate rulebook TOML text."""
    data = tomllib.loads(source)
    game = data["game"]
    rules = []
    for i, r in enumerate(data.get("rule", [])):
        rid = r.get("id", "")
        here = f"{where} rule #{i} ({rid})"
        if not ID_PATTERN.match(rid) or not rid.startswith(game + "."):
            raise ValueError(f"{here}: id must look like '{game}.section.name'")
        prov = r.get("provenance", "seed")
        if prov not in ("seed", "decision"):
            raise ValueError(f"{here}: provenance must be seed or decision")
        note = _text(r, "note", here) if "note" in r else None
        rules.append(Rule(rid, _text(r, "chapter", here), _text(r, "title", here), _text(r, "text", here), prov, note))
    return Rulebook(game, _text(data, "title", where), rules)


@cache
def load_rulebook(path: str) -> Rulebook:
    """Load a rulebook file once."""
    p = Path(path)
    return parse_rulebook(p.read_text(encoding="utf-8"), str(p))


CORE_RULEBOOK = str(Path(__file__).with_name("rulebook.toml"))
