"""The automatic phases of a round: Dawn (buru.dawn.decrees, buru.dawn.forest), Noon (buru.noon.fish) and Dusk
(buru.dusk.reset, buru.dusk.end)."""

from __future__ import annotations

from kernel_games.core import Event, Text
from kernel_games.core.rng import shuffled

from ..cards import DECREES, FOREST_CARDS
from ..components import DECREES_PER_ROUND, FISH, FOREST_DISPLAY, POWERS, SPACES_PER_AREA
from ..economy import gain
from ..narration import area_name, bundle_text, player, rule, spirit_name
from ..state import DAWN, MORNING, OVER, State, put


def display_order(card: int) -> tuple:
    """Highest rating first, then the richer card, then by number (buru.forest.rating)."""
    c = FOREST_CARDS[card]
    return (-c.rating, -(c.resources[0] + 2 * c.resources[1] + 3 * c.resources[2]), card)


def dawn(s: State, ev: list[Event]) -> None:
    s.round += 1
    ev.append(Event(rule("round.phases"), Text("第{r}ラウンド：夜明け。", "Round {r}: dawn.").format(r=s.round),
                    data={"round": s.round}))
    out, s.decree_stack = s.decree_stack[:DECREES_PER_ROUND], s.decree_stack[DECREES_PER_ROUND:]
    s.decrees = out
    for d in out:
        dec = DECREES[d]
        where = Text("{a}", "the {a}").format(a=area_name(dec.area)) if dec.area >= 0 else Text(
            "{s}の祭壇", "{s}'s altar").format(s=spirit_name(dec.spirit))
        ev.append(Event(rule("dawn.decrees"), Text("指令「{d}」が公開され、{w}に置かれます。",
                                                   "The decree “{d}” is revealed and goes to {w}.").format(
            d=decree_name(d), w=where), data={"decree": d}))
    s.forest_discard += tuple(c for c in s.display if c >= 0)
    want = FOREST_DISPLAY[s.n]
    deck = s.forest_deck
    if len(deck) < want:  # the discards shuffled into a new deck below the cards left (buru.dawn.forest)
        more, s.rng = shuffled(list(s.forest_discard), s.rng)
        deck, s.forest_discard = deck + tuple(more), ()
        ev.append(Event(rule("dawn.forest"), Text("森の山札が足りないので、捨て札を切り直します。",
                                                  "The forest deck runs short: its discards are shuffled in.")))
    s.display = tuple(sorted(deck[:want], key=display_order))
    s.forest_deck = deck[want:]
    ev.append(Event(rule("dawn.forest"), Text("森カードが{k}枚並びます。", "{k} forest cards are laid out.").format(
        k=len(s.display)), data={"display": list(s.display)}))
    s.current = s.messenger


def decree_name(d: int) -> Text:
    """A decree named by its bonus ("1 ebony")."""
    return bundle_text(DECREES[d].gain)


def noon(s: State, ev: list[Event]) -> None:
    for p in range(s.n):
        power = s.mat[p][0]
        got = gain(s, p, (0, 0, 0, power, 0))
        s.kept = put(s.kept, p, power)
        ev.append(Event(rule("noon.fish"), Text("{p}の残った探索者はパワー{k}：魚を{f}匹得ます。",
                                                "{p}'s last explorer has power {k}: {f} fish.").format(
            p=player(p), k=power, f=got[FISH]), data={"player": p, "power": power, "fish": got[FISH]}))
        if got[FISH] < power:
            ev.append(Event(rule("fish.cap"), Text("魚は20匹までです。", "Nobody holds more than 20 fish."),
                            data={"player": p}))
    s.mat = ((),) * s.n


def dusk(s: State, ev: list[Event]) -> None:
    if s.decrees:
        s.decrees_done += s.decrees
        s.decrees = ()
    s.mat = (POWERS,) * s.n
    areas = len(s.bids)
    s.bids = ((((),) * s.n),) * areas
    s.shown = (False,) * areas
    s.kept = (0,) * s.n
    s.spaces = ((-1,) * SPACES_PER_AREA,) * areas
    s.conquered = (-1,) * areas
    s.tasked = ((),) * s.n
    s.area, s.order, s.actor = -1, (), -1
    ev.append(Event(rule("dusk.reset"), Text("夕暮れ：指令が片づき、探索者が戻り、島民の任務が解かれます。",
                                             "Dusk: decrees cleared, explorers home, islanders untasked."),
                    data={"round": s.round}))
    if not s.decree_stack:
        ev.append(Event(rule("dusk.end"), Text("指令の山が尽きました。ゲーム終了です。",
                                               "The decree stack is empty: the game is over.")))


def after_dusk(s: State) -> str:
    return OVER if not s.decree_stack else DAWN


def dawned(s: State) -> bool:
    """Dawn is over once its two decrees are out (dusk clears them; the first dawn runs from the set-up)."""
    return bool(s.decrees)


def always(_s: State) -> bool:
    return True


def morning_over(s: State) -> bool:
    return s.phase == MORNING and not any(len(m) > 1 for m in s.mat)

