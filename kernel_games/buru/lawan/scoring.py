"""A Lawan's islanders scored in sets at the end (buru.lawan.score)."""

from __future__ import annotations

from kernel_games.core import Event, Text

from ..cards import ISLANDERS
from ..components import KINDS
from ..narration import kind_name, rule
from ..state import State
from ..ukam.cards import OUTLAW
from .common import name
from .plots import SET_ESTEEM

SET_KINDS = (*KINDS, OUTLAW)  # outlaws are a kind of their own ([ruling] buru.ambelau.lawan_ukam)


def set_esteem(count: int) -> int:
    """Islanders of one kind: 0-1 → 0, 2 → 1, 3 → 2, 4 → 3, 5 or more → 5."""
    return SET_ESTEEM[min(count, len(SET_ESTEEM) - 1)]


def sets(s: State, p: int) -> int:
    """A Lawan's esteem for its islanders, kind by kind (0 for anyone else)."""
    if p not in s.automata:
        return 0
    kinds = [ISLANDERS[c].kind for c in s.tableau[p]]
    return sum(set_esteem(kinds.count(k)) for k in SET_KINDS)


def announce(s: State, ev: list[Event]) -> None:
    """At the end, each Lawan's sets kind by kind, after the base game's totals (which include them)."""
    for p in s.automata:
        kinds = [ISLANDERS[c].kind for c in s.tableau[p]]
        parts = [(k, kinds.count(k)) for k in SET_KINDS if kinds.count(k)]
        said = [Text("{k}{n}人→{e}", "{k} ×{n} → {e}").format(k=kind_name(k), n=n, e=set_esteem(n)) for k, n in parts]
        ev.append(Event(rule("lawan.score"), Text("{p}の島民セット：{s}、計{t}エスティーム。",
                                                  "{p}'s islander sets: {s}; {t} esteem in all.").format(
            p=name(s, p), s=Text("、".join(x.ja for x in said) or "なし", "; ".join(x.en for x in said) or "none"),
            t=sets(s, p)), data={"player": p, "sets": sets(s, p)}))
