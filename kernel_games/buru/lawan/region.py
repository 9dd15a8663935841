"""A Lawan in the Ambelau region (buru.ambelau.lawan_canoe): its canoe goes to the highest-rated space it can reach
(a tie: the messenger's player chooses), takes the space's resources, offers to Ibu for free where the space says,
takes its guide where the space says, and gains 1 esteem for each task it never gives; with two explorers there, its
plot card's Ambelau bonus: its guide, or an Ibu card at no cost (buru.ambelau.lawan_double). Its offerings, here as
at the Lake, earn the Lake's double-placement esteem (``offered``, buru.ambelau.lawan_offers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kernel_games.core import Event, Text

from ..ambelau.canoe import destinations
from ..ambelau.cards import AMBELAU, IBU, TRACK
from ..ambelau.guides import take_guide
from ..ambelau.hooks import canoe_text
from ..components import LAKE
from ..economy import gain_logged, receive, totem_pays
from ..narration import rule
from ..phases import areas
from ..preview import signed
from ..state import State, put
from .common import card, double, name
from .plot_card import ESTEEM_PER_OFFER, GUIDE_BONUS, IBU_BONUS
from .plots import PLOTS

if TYPE_CHECKING:
    from ..view import BuruView


def best_spaces(s: State, p: int) -> list[int]:
    """The reachable canoe spaces of the highest rating."""
    reach = destinations(s, p)
    best = max(TRACK[i].rating for i in reach)
    return [i for i in reach if TRACK[i].rating == best]


def offered(s: State, p: int, ev: list[Event]) -> None:
    """After any offering of a Lawan in the afternoon: 1 esteem when its plot card's Lake bonus is esteem per offering
    and it has two explorers at the Lake (buru.ambelau.lawan_offers; the base game's buru.lawan.double)."""
    plot = card(s, p)
    if plot is not None and plot.lake == ESTEEM_PER_OFFER and double(s, p, LAKE):
        gain_logged(s, p, (0, 0, 0, 0, 1), "lawan.double", ev, "湖に2体置いたボーナス", "its double placement at the Lake")


def ibu_card(s: State, p: int, ev: list[Event], why: str) -> bool:
    """An offering to Ibu at no cost, its card taken unseen; False when Ibu's cards have run out."""
    if not s.offering_decks[IBU]:
        return False
    ev.append(Event(rule(why), Text("{p}がイブに供物をし、カードを見ないで伏せて取ります。",
                                    "{p} offers to Ibu and takes the card face down, unseen.").format(p=name(s, p)),
                    data={"player": p, "spirit": IBU}))
    receive(s, p, IBU, ev)
    offered(s, p, ev)
    return True


def paddle(s: State, p: int, i: int, ev: list[Event]) -> None:
    """The canoe to space ``i`` and everything the space and the plot card give; the action ends."""
    was = s.canoes[p]
    s.canoes = put(s.canoes, p, i)
    sp = TRACK[i]
    ev.append(Event(rule("ambelau.lawan_canoe"), Text(
        "{p}はカヌーを、届くうちで評価が最も高い{i}番のスペース（評価{r}）へ進めます。",
        "{p} paddles to the highest-rated space it can reach: space {i} (rating {r}).").format(
        p=name(s, p), i=i + 1, r=sp.rating), data={"player": p, "area": AMBELAU, "from": was, "space": i}))
    if any(sp.gain):
        gain_logged(s, p, sp.gain, "ambelau.actions", ev, "カヌーのスペース", "the canoe's space")
    if sp.offer:
        ibu_card(s, p, ev, "ambelau.lawan_canoe")
    if sp.guide and not s.guides[p]:
        take_guide(s, p, ev, "ambelau.lawan_canoe")
    if sp.task:
        gain_logged(s, p, (0, 0, 0, 0, sp.task), "ambelau.lawan_canoe", ev, "任務の代わり", "the task it never gives")
    plot = card(s, p)
    if plot is not None and plot.ambelau and double(s, p, AMBELAU):
        if plot.ambelau == GUIDE_BONUS and not s.guides[p]:
            take_guide(s, p, ev, "ambelau.lawan_double")
        elif plot.ambelau == IBU_BONUS and not ibu_card(s, p, ev, "ambelau.lawan_double"):
            ev.append(Event(rule("ambelau.lawan_double"), Text("イブの供物カードが尽きているので、ボーナスはありません。",
                                                               "Ibu's cards have run out: no bonus."),
                            data={"player": p}))
    s.left = areas.NONE_LEFT
    areas.finish(s, ev)


def canoe_preview(view: BuruView, lawan: int, i: int) -> Text:
    """A canoe space as the Lawan would take it, with what its offerings to Ibu pay the viewer holding Ibu's totem."""
    return signed(_ibu_totem_points(view, lawan, i), [Text("イブの象徴", "Ibu's totem")]) + _lawan_paddle(i)


def _ibu_totem_points(view: BuruView, lawan: int, i: int) -> int:
    """What the viewer gains when ``lawan`` stops on canoe space ``i``: 1 per offering to Ibu it makes there (the space's,
    then its plot card's Ibu bonus with two explorers in the region) while the viewer holds Ibu's totem."""
    holder = view["totems"][IBU]
    if holder != view["viewer"] or not totem_pays(holder, lawan):
        return 0
    card = view["plots"][view["lawan"].index(lawan)]
    bonus = card >= 0 and PLOTS[card].ambelau == IBU_BONUS and len(view["bids"][AMBELAU][lawan]) >= 2
    return min(view["offering_decks"][IBU], int(TRACK[i].offer) + int(bonus))


def _lawan_paddle(i: int) -> Text:
    """A canoe space as a Lawan uses it all (buru.ambelau.lawan_canoe)."""
    return canoe_text(i, ("得る", "gains"), (Text("イブに無償で供物", "offers to Ibu for free"),
                                             Text("ガイドを得る", "takes its guide"),
                                             Text("任務の代わりに1エスティーム", "1 esteem instead of a task")),
                      ("カヌーを{i}番のスペースへ（評価{r}）：{b}", "canoe to space {i} (rating {r}): {b}"))
