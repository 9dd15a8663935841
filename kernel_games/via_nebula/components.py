"""Via Nebula's components: the five resources, the exploitation tokens, the contracts and the counts per player.

Provenance tags (docs/architecture.md, component data): ``seed`` = stated by the translated rulebook (seed 004);
``reconstructed`` = designed here because no public source gives it: the split of the twenty normal tokens, the
contract list (which effects on how many cards, each card's resources) and the board maps (``maps.py``). Everything
reconstructed is tagged and checked by ``validate`` when the module loads, so a physical copy can be matched by
editing the tables below.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kernel_games.core import Text

# ---- resources (seed: five kinds, matching the tokens' colours; 90 pieces, 18 a kind inferred) -------------------
WHEAT, WOOD, FOOD, CLAY, STONE = range(5)
KINDS = range(5)


@dataclass(frozen=True)
class Resource:
    key: str
    name: Text
    hex: str  # how the board paints it


RESOURCES: tuple[Resource, ...] = (
    Resource("wheat", Text("小麦", "wheat"), "#e8c547"),
    Resource("wood", Text("木材", "wood"), "#c8a97e"),
    Resource("food", Text("食料", "food"), "#f29bb3"),
    Resource("clay", Text("粘土", "clay"), "#b5473a"),
    Resource("stone", Text("石材", "stone"), "#8d8d8d"),
)
STOCK_PER_KIND = 18  # 90 pieces in five kinds (seed: 90; an even split, inferred)
STOCK_PROVENANCE = "reconstructed"  # how many of each kind


# ---- exploitation tokens: per kind a special "5" and four normal ones (the split is reconstructed) --------------
@dataclass(frozen=True)
class Token:
    kind: int
    number: int  # the large number printed: the yield at 4 players; one fewer at 2-3 (seed)
    vp: int  # 0 on the specials (seed)
    special: bool


# The split keeps every kind's tokens within its 18 pieces at 4 players (full yields): 5 + 4 + 3 + 3 + 3 = 18. With
# four normals of 3 or 4 to a kind, one 4 is the most that fits, and the seed's wheat shows both numbers.
NORMAL_SPLIT = ((4, 2), (3, 1), (3, 1), (3, 1))  # (number, VP) of each kind's four normal tokens
TOKENS: tuple[Token, ...] = tuple(
    [Token(k, 5, 0, True) for k in KINDS]
    + [Token(k, number, vp, False) for k in KINDS for number, vp in NORMAL_SPLIT])
SPECIALS = tuple(i for i, t in enumerate(TOKENS) if t.special)
NORMALS = tuple(i for i, t in enumerate(TOKENS) if not t.special)
TOKENS_PROVENANCE = "reconstructed"  # seed: 5 specials (5) + normals of 4 and 3, VP 2 and 1; which ones: designed


def yield_of(token: int, n: int) -> int:
    """How many resources a token puts out: its number at 4 players, one fewer at 2 or 3 (setup.yield)."""
    return TOKENS[token].number - (0 if n == 4 else 1)


def most_out(kind: int, n: int) -> int:
    """The most resources of ``kind`` the tokens can put on the board at ``n`` players: every token of the kind
    opened, its special among the four in play (setup.tokens), before any returns to the stock."""
    return sum(yield_of(t, n) for t, token in enumerate(TOKENS) if token.kind == kind)


# ---- per player and per player count (seed) --------------------------------------------------------------------
PLAYER_COUNTS = (2, 3, 4)
BUILDINGS = 5
SITES = 3
CRAFTSMEN = {2: 3, 3: 2, 4: 2}
STACKS = 4
STACK_SIZE = {2: 5, 3: 4, 4: 3}
MEADOW_TILES = 60
PRIVATE_EACH = 2
DISPLAY = 4
ACTIONS = 2
EXPLORER_VP = 2
END_CARD_VP = 2
PLAYER_COLOURS: tuple[tuple[Text, str], ...] = (  # seed: blue, brown, white and black pieces
    (Text("青", "Blue"), "#2f6db5"),
    (Text("茶", "Brown"), "#8a5a2b"),
    (Text("白", "White"), "#f4f4f4"),
    (Text("黒", "Black"), "#222222"),
)


def half_sites(n: int) -> bool:
    """3-4 players build on half tiles, two to a ruin; 2 players on full tiles (setup.players)."""
    return n >= 3


# ---- contracts -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Contract:
    """A contract card. ``needs``: the resources it asks for; ``same`` / ``different``: a card that asks for so many of
    one kind / of different kinds instead. ``vp``: printed points (None: one per resource required). ``effect``: the
    rule key of what it does."""

    key: str
    name: Text
    private: bool
    effect: str
    needs: tuple[int, ...] = ()
    same: int = 0
    different: int = 0
    vp: int | None = None

    @property
    def size(self) -> int:
        return len(self.needs) or self.same or self.different


W, F, C, S, H = WOOD, FOOD, CLAY, STONE, WHEAT
_NAMES = {
    "quiet_town": Text("静かな街", "Quiet Town"), "express_delivery": Text("特急便", "Express Delivery"),
    "secret_plan": Text("秘密の計画", "Secret Plan"), "shortcut": Text("近道", "Shortcut"),
    "abundance": Text("豊富", "Abundance"), "architect": Text("建築家", "Architect"),
    "adventures": Text("冒険", "Adventures"), "mayor": Text("市長", "Mayor"), "caravan": Text("キャラバン", "Caravan"),
    "distillery": Text("蒸留所", "Distillery"), "lazy_explorer": Text("怠け者の探検家", "Lazy Explorer"),
    "exportation": Text("輸出", "Exportation"), "store": Text("店", "Store"), "merchant": Text("商人", "Merchant"),
    "workshop": Text("工房", "Workshop"), "priest": Text("僧", "Priest"), "by_air": Text("気流！", "By Air!"),
}
PLAIN_NAMES = (
    Text("井戸", "Well"), Text("パン屋", "Bakery"), Text("納屋", "Barn"), Text("鍛冶屋", "Smithy"),
    Text("宿屋", "Inn"), Text("市場", "Market"), Text("水車小屋", "Mill"), Text("見張り塔", "Watchtower"),
    Text("蔵", "Warehouse"), Text("礼拝堂", "Chapel"), Text("橋", "Bridge"), Text("城門", "Gate"),
)


def _private(key: str, needs: tuple[int, ...], vp: int | None = None) -> Contract:
    return Contract(key, _NAMES[key], True, f"private.{key}", tuple(sorted(needs)), vp=vp)


def _neutral(key: str, needs: tuple[int, ...] = (), **kw) -> Contract:
    return Contract(key, _NAMES[key], False, f"neutral.{key}", tuple(sorted(needs)), **kw)


def _plain(i: int, needs: tuple[int, ...]) -> Contract:
    return Contract(f"plain_{i + 1}", PLAIN_NAMES[i], False, "neutral.plain", tuple(sorted(needs)))


CONTRACTS: tuple[Contract, ...] = (
    # private (seed: four effects; two copies each, reconstructed requirements)
    _private("quiet_town", (W, S, S), vp=4), _private("quiet_town", (H, C, C), vp=4),
    _private("express_delivery", (F, W, C)), _private("express_delivery", (H, S, F)),
    _private("secret_plan", (H, W)), _private("secret_plan", (C, S)),
    _private("shortcut", (F, F, S)), _private("shortcut", (W, H, C)),
    # neutral with a one-time effect: two copies each
    _neutral("abundance", (H, F, S)), _neutral("abundance", (W, C)),
    _neutral("adventures", (F, S)), _neutral("adventures", (H, W, C)),
    _neutral("caravan", (W, F)), _neutral("caravan", (C, S, H)),
    _neutral("distillery", (H, H, F)), _neutral("distillery", (W, S, S)),
    _neutral("exportation", (C, F)), _neutral("exportation", (S, H, W)),
    _neutral("store", (W, H, F)), _neutral("store", (C, S)),
    _neutral("workshop", (W, W, S)), _neutral("workshop", (C, F, H)),
    _neutral("by_air", (F, H)), _neutral("by_air", (S, C, W)),
    # neutral that score at the end: one each (their points are only the bonus, the priest's 3: rulebook)
    _neutral("architect", (H, W, C, S), vp=0), _neutral("mayor", (F, C, S), vp=0),
    _neutral("merchant", (H, F, W), vp=0), _neutral("lazy_explorer", same=2, vp=0),
    _neutral("priest", different=3, vp=3),
    # neutral without an effect
    _plain(0, (H, W)), _plain(1, (C, S)), _plain(2, (F, H)), _plain(3, (W, C)),
    _plain(4, (H, W, S)), _plain(5, (F, C, H)), _plain(6, (S, W, F)), _plain(7, (C, C, H)),
    _plain(8, (H, H, W, S)), _plain(9, (F, F, C, S)), _plain(10, (W, W, C, F)), _plain(11, (S, S, H, C)),
)
PRIVATE = tuple(i for i, c in enumerate(CONTRACTS) if c.private)
NEUTRAL = tuple(i for i, c in enumerate(CONTRACTS) if not c.private)
NEEDS = tuple(tuple(c.needs.count(k) for k in KINDS) for c in CONTRACTS)  # counts per kind, made once
CONTRACTS_PROVENANCE = "reconstructed"  # seed: the 4 private and 13 neutral effects; counts and resources designed


def base_vp(c: int) -> int:
    """A contract's printed points: the number of resources it asks for unless the card says otherwise."""
    card = CONTRACTS[c]
    return card.size if card.vp is None else card.vp


def satisfied(c: int, have: tuple[int, ...]) -> tuple[int, ...] | None:
    """The resources (counts per kind) that contract ``c`` takes from a site holding ``have`` (counts per kind),
    or None when they are not all there. For "same" and "different" cards, the kinds the site has most of."""
    card = CONTRACTS[c]
    if card.needs:
        need = NEEDS[c]
        for a, b in zip(have, need, strict=True):
            if a < b:
                return None
        return need
    if card.same:
        kinds = [k for k in KINDS if have[k] >= card.same]
        if not kinds:
            return None
        best = max(kinds, key=lambda k: have[k])
        return tuple(card.same if k == best else 0 for k in KINDS)
    kinds = sorted((k for k in KINDS if have[k]), key=lambda k: -have[k])[:card.different]
    if len(kinds) < card.different:
        return None
    return tuple(1 if k in kinds else 0 for k in KINDS)


def validate() -> None:
    """What the seed states about these components, and the balance the reconstruction keeps."""
    assert len(TOKENS) == 25 and len(SPECIALS) == 5 and {TOKENS[i].kind for i in SPECIALS} == set(KINDS)
    assert all(t.number in (3, 4) and t.vp in (1, 2) for t in (TOKENS[i] for i in NORMALS))
    assert {t.number for t in TOKENS if t.special} == {5}
    # the tokens of one kind never ask for more pieces than the kind has, at any player count (supply.stock)
    assert all(most_out(k, n) <= STOCK_PER_KIND for k in KINDS for n in PLAYER_COUNTS), "a kind's tokens outgrow its stock"
    assert len(PRIVATE) == 8 and len(NEUTRAL) == 33 and len(CONTRACTS) == 41
    assert {CONTRACTS[i].effect for i in PRIVATE} == {f"private.{k}" for k in
                                                       ("quiet_town", "express_delivery", "secret_plan", "shortcut")}
    assert len({CONTRACTS[i].effect for i in NEUTRAL} - {"neutral.plain"}) == 13
    assert all(2 <= c.size <= 4 for c in CONTRACTS), "a contract asks for 2 to 4 resources"
    demand = Counter(k for c in CONTRACTS for k in c.needs)
    assert max(demand.values()) - min(demand.values()) <= 3, demand  # no kind far more wanted than another
    assert CONTRACTS[NEUTRAL[0]].key == "abundance" and base_vp(PRIVATE[0]) == 4


validate()
