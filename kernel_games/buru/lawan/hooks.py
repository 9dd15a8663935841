"""Where the Lawan plug into the base game (``plugs``): the seats the rules play, chosen with the option (the last
seats, A first: buru.lawan.setup), the check that someone plays besides them, a Lawan's name, its islander sets as a
part of the final score (buru.lawan.score), and what the bots, previews and tries say of breaking a Lawan's tie."""

from __future__ import annotations

from typing import Any

from kernel_games.core import Action, OptionError, ScorePart, Text

from .. import plugs
from ..actions import Choose, Gather
from ..ambelau.hooks import canoe_worth
from ..bots import ESTEEM_WORTH, islander_worth
from ..cards import FOREST_CARDS, ISLANDERS, bundle_worth
from ..components import SHORE, SPACES
from ..narration import player, rule
from ..preview import preview
from ..state import State
from . import view
from .actions import PICK, Pick
from .common import letter
from .region import canoe_preview
from .scoring import sets

View = dict[str, Any]

SETS = ScorePart("sets", rule("lawan.score"), Text("ラワンの島民セット", "Lawan's islander sets"),
                 Text("島民セット", "islander sets"), lambda s, p: sets(s, p) if p in s.automata else None)


def seats(n: int, options: dict[str, Any]) -> tuple[int, ...]:
    """The last seats, A first (buru.lawan.setup)."""
    return tuple(range(n - options["lawan"], n))


def someone_plays(num_players: int, options: dict[str, Any]) -> None:
    """At least one person besides the Lawan (buru.lawan.setup)."""
    if options["lawan"] >= num_players:
        raise OptionError(Text(f"ラワン{options['lawan']}人なら、席は{options['lawan'] + 1}つ以上にします（人間が1人はいります）",
                               f"with {options['lawan']} Lawan, choose at least {options['lawan'] + 1} seats (someone "
                               "must play them)"), rule("lawan.setup"))


def seat_name(s: State, p: int) -> Text:
    return player(p) + Text("（ラワン{x}）", " (Lawan {x})").format(x=letter(s, p))


# ---- the bots, previews and tries ----------------------------------------------------------------------------------------
def lawan_gain(view: View, option: int) -> float:
    """What a Lawan's tied option is worth to it, roughly: a space's credits (a task is its esteem), a forest card's
    resources, an islander's worth, a canoe space's worth."""
    if view["pick"] == "space":
        sp = SPACES[view["area"]][option]
        return sp.task + (sp.task_kind >= 0) + sp.offer + sp.elder + sp.messenger + sp.hire + 0.5 * sp.fish
    if view["pick"] == "forest":
        return bundle_worth((*FOREST_CARDS[view["display"][option]].resources, 0, 0)) / ESTEEM_WORTH
    if view["pick"] == "canoe":
        return canoe_worth(view, option)
    return islander_worth(view, view["row"][option])


def pick_preview(view: View, a: Action) -> Text:
    """The Lawan's tied option as it would take it (buru.lawan.tie): its space, forest card or islander."""
    lawan = view["actor"]
    if view["pick"] == "hire":
        isl = ISLANDERS[view["row"][a.option]]
        cost = max(0, isl.cost - (1 if len(view["bids"][SHORE][lawan]) >= 2 else 0))  # buru.lawan.double
        inner = Text("{c}を魚{k}匹で雇う（{f}→{g}匹）", "hires the {c} for {k} fish ({f}, then {g})").format(
            c=isl.name, k=cost, f=view["fish"][lawan], g=view["fish"][lawan] - cost)
    elif view["pick"] == "forest":
        inner = preview(view, Gather(a.option))
    elif view["pick"] == "canoe":
        inner = canoe_preview(view, lawan, a.option)
    else:
        inner = preview(view, Choose(a.option))
    return Text("ラワンのための選択：{x}", "The Lawan's choice: {x}").format(x=inner)


def pick_tries(s: State, p: int) -> tuple[list[Action], list[Action]]:
    """The other spaces, cards or islanders than the tied ones."""
    size = {"space": len(s.spaces[s.area]), "forest": len(s.display)}.get(s.pick, len(s.row))
    return [Pick(i) for i in s.picks], [Pick(i) for i in range(size)]


plugs.AUTOMATA.append(seats)
plugs.OPTION_CHECKS.append(someone_plays)
plugs.SEAT_NAMES.append(seat_name)
plugs.VALUES[Pick] = lambda view, a: -lawan_gain(view, a.option)
plugs.PREVIEWS[Pick] = pick_preview
plugs.STEP_TRIES[PICK] = pick_tries
plugs.VIEW_PARTS.append(view.view)
plugs.REDEAL.append(view.redeal)
