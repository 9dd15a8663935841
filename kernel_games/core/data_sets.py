"""Where a game's component data comes from, set by set: what a learner reads in the notebook's "About the data" and
in the README, both written from these records.

A game's components carry provenance tags where they are defined (an entry's ``provenance``, or a module constant
``…_PROVENANCE``): ``seed`` (the translated rulebook states it), ``published`` (public material on the published game)
or a tag saying the value is not the publisher's (``reconstructed``: designed by this project within every constraint
the seed states). A ``DataSet`` names one set of those components for a reader — its name, what the rulebook gives and
what this project designed, the file to correct it in — and holds the tagged entries and constants it speaks for, so a
test can check that every component tagged as not the publisher's is named where a learner reads about the data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .text import Text

AUTHORITATIVE = ("seed", "published")  # tags of values that are the game's own; any other tag is said out loud


@dataclass(frozen=True)
class DataSet:
    """One set of a game's component data: ``name`` (with its count), ``what`` (what the rulebook or public material
    gives, and what this project designed), ``source`` (the file that holds it) and the tagged ``items`` (entries with a
    ``provenance``) and ``constants`` (``"module:NAME"`` of a ``…_PROVENANCE`` tag) it speaks for."""

    name: Text
    what: Text
    source: str
    items: tuple[Any, ...] = ()
    constants: tuple[str, ...] = ()

    def tags(self) -> set[str]:
        """Every provenance tag of the set's entries and constants (a field-by-field tag counts each field's)."""
        from importlib import import_module

        out: set[str] = set()
        for item in self.items:
            tag = item.provenance
            out |= set(tag.values()) if isinstance(tag, dict) else {tag}
        for ref in self.constants:
            module, name = ref.split(":")
            out.add(getattr(import_module(module), name))
        return out

    @property
    def designed(self) -> bool:
        """Whether any of the set's values is not the publisher's (and so must be said wherever the data is read)."""
        return any(tag not in AUTHORITATIVE for tag in self.tags())


def designed(sets: tuple[DataSet, ...]) -> tuple[DataSet, ...]:
    """The sets holding any value that is not the publisher's, in order."""
    return tuple(s for s in sets if s.designed)


README_BEGIN = "<!-- the data section: written from each game's data sets by `make notebooks`; edit those -->"
README_END = "<!-- end of the data section -->"


def readme_section(games: list[tuple[Text, tuple[DataSet, ...]]], rulings: int) -> str:
    """The README's "Reconstructed data" between its markers: each game's sets this project designed, one line each,
    and how many rules carry this project's ruling."""
    lines = [README_BEGIN,
             "The seeds (translated rulebooks) are the authority on rules. Where neither they nor public sources give "
             "component data, the project designs it within every constraint the seed states, tags each value where it "
             "is defined (`seed`, `published`, `reconstructed`, or `image` for a value read from a picture too small to "
             "read for sure) and says so here and in each notebook's \"About the data\", both written from the same "
             "records (`kernel_games/<game>/data_sets.py`):", ""]
    for name, sets in games:
        lines.append(f"- **{name.en}**")
        lines += [f"  - {s.name.en} — {s.what.en} (`{s.source}`)" for s in designed(sets)]
    lines += ["", f"Where a seed is silent or unclear on a rule, the project's ruling ({rulings} rules in all) is a note "
              "under that rule, closed until the learner opens it, and the summary sheets mark the rule ◆.", README_END]
    return "\n".join(lines)
