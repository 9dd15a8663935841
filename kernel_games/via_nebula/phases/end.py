"""The end of the game (via_nebula.end.*): resources left on your sites and exploitations go to your storage, then
the score; announced as the game enters OVER."""

from __future__ import annotations

from kernel_games.core import Event, Text, join

from ..components import CONTRACTS, END_CARD_VP, EXPLORER_VP, KINDS, TOKENS, base_vp
from ..narration import contract_name, player, players, rule
from ..state import State, put


def bonus(done: tuple[int, ...] | list[int], c: int, held: int, craftsmen: int) -> int:
    """What a scoring contract adds at the end (neutral.architect, mayor, merchant, lazy_explorer)."""
    effect = CONTRACTS[c].effect
    if effect == "neutral.architect":
        return len(done)
    if effect == "neutral.mayor":
        return 2 * sum(1 for x in done if CONTRACTS[x].size == 2)
    if effect == "neutral.merchant":
        return held
    if effect == "neutral.lazy_explorer":
        return craftsmen
    return 0


def parts(done: tuple[int, ...] | list[int], held: tuple[int, ...] | list[int], stacks: tuple[int, ...] | list[int],
          holder: bool, storage: tuple[int, ...] | list[int], craftsmen: int) -> dict[str, int]:
    """A score, part by part (end.scoring), from what is public: read from a state or from a view alike."""
    return {
        "tokens": sum(TOKENS[t].vp for t in held),
        "contracts": sum(base_vp(c) + bonus(done, c, len(held), craftsmen) for c in done),
        "explorers": EXPLORER_VP * sum(1 for left in stacks if left == 0),
        "end_card": END_CARD_VP if holder else 0,
        "storage": -sum(storage),
    }


def score(s: State, p: int) -> dict[str, int]:
    """``p``'s score if the game ended now (before the clean-up), part by part."""
    return parts(s.done[p], s.held[p], s.stacks[p], s.end_holder == p, s.storage[p], s.craftsmen[p])


def total(s: State, p: int) -> int:
    return sum(score(s, p).values())


def cleanup(s: State, ev: list[Event]) -> None:
    """end.cleanup: what lies on your sites and on the hexes your craftsmen hold goes to your storage (the craftsmen
    stay where they are)."""
    for slot, owner in enumerate(s.site):
        if owner >= 0 and sum(s.site_res[slot]):
            s.storage = put(s.storage, owner, tuple(a + b for a, b in zip(s.storage[owner], s.site_res[slot], strict=True)))
            s.site_res = put(s.site_res, slot, (0,) * len(KINDS))
    for h, owner in enumerate(s.craftsman):
        if owner >= 0 and s.heap[h]:
            k = s.heap_kind[h]
            s.storage = put(s.storage, owner, tuple(v + (s.heap[h] if i == k else 0) for i, v in enumerate(s.storage[owner])))
            s.heap = put(s.heap, h, 0)
    ev.append(Event(rule("end.cleanup"), Text("建設現場と自分の開拓地に残った資源は、それぞれの倉庫に入りました。",
                                              "Resources left on sites and on each player's exploitations go to their storage."),
                    data={"storage": [sum(x) for x in s.storage]}))


def winners(s: State) -> tuple[int, ...]:
    """Most points; a tie goes to fewer stored resources; still tied, the win is shared (end.tie)."""
    key = {p: (total(s, p), -sum(s.storage[p])) for p in range(s.n)}
    best = max(key.values())
    return tuple(p for p in range(s.n) if key[p] == best)


def reveal(s: State, ev: list[Event]) -> None:
    """end.scoring: the contracts and tokens each player kept face down are turned up, to be counted."""
    for p in range(s.n):
        cards = join([contract_name(c) for c in s.done[p]], "・") if s.done[p] else Text("なし", "none")
        vps = [TOKENS[t].vp for t in s.held[p]]
        tokens = Text("＋".join(map(str, vps)) + "点", " + ".join(map(str, vps)) + " VP") if vps else Text("なし", "none")
        ev.append(Event(rule("end.scoring"), Text("{p}が裏向きのカードを表にします。契約: {c}。トークン: {t}。",
                                                  "{p} turns up their face-down cards. Contracts: {c}. Tokens: {t}.").format(
            p=player(p), c=cards, t=tokens), data={"player": p, "contracts": list(s.done[p]), "tokens": list(s.held[p])}))


def announce(s: State, ev: list[Event]) -> None:
    """OVER's entry: the clean-up, the face-down cards turned up, the scores and the winners."""
    cleanup(s, ev)
    reveal(s, ev)
    s.winners = winners(s)
    totals = [total(s, p) for p in range(s.n)]
    ev.append(Event(rule("end.scoring"), Text("得点: {t}。{w}の勝ちです！", "Scores: {t}. {w} wins!").format(
        t=Text("、".join(str(x) for x in totals), ", ".join(str(x) for x in totals)), w=players(s.winners)),
        data={"scores": totals, "winners": list(s.winners), "parts": [score(s, p) for p in range(s.n)]}))
