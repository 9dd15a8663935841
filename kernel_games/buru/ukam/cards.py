"""The Ukam module's cards (the Ambelau expansion): 9 outlaws, 10 offering cards to Ukam, 2 elders and 1 decree.

The seed gives the counts, the Smuggler's discard bonus (2 clay), the Tyrant's (your guide for the next round, so the
Tyrant plays only with the Ambelau region), that a discard bonus is worth about the outlaw's fish cost and that Ukam's
offering cards are worth less than the other spirits'. Everything else is ``reconstructed`` here, within those
facts; ``validate_ukam_cards`` checks them when the module loads. Loading also adds Ukam (a spirit), the outlaws
(a kind) and these cards to the base game's tables, ids after the base game's.
"""

from __future__ import annotations

from kernel_games.core import Text

from ..cards import BASE_OFFERINGS, add_decrees, add_elders, add_islanders, add_offerings, bundle_worth
from ..components import NO_GAIN, OFFERINGS_PER_SPIRIT, Decree, Elder, Gain, Islander, Perk, add_kind, add_spirit

UKAM = add_spirit(Text("ウカム", "Ukam"), Text("正義と秩序の精霊", "spirit of justice and order"))
OUTLAW = add_kind(Text("アウトロー", "outlaw"))


def _get(clay: int = 0, palm: int = 0, ebony: int = 0, fish: int = 0, esteem: int = 0) -> Gain:
    return (clay, palm, ebony, fish, esteem)


def _outlaw(key: str, ja: str, en: str, cost: int, bonus: Gain = NO_GAIN, guide: bool = False,
            provenance: str = "reconstructed") -> Islander:
    """An outlaw: no benefit in the tableau (seed); tasking it discards it as a free offering to Ukam, and any
    discard pays ``bonus`` (``guide``: the Tyrant's guide instead)."""
    return Islander(key, Text(ja, en), OUTLAW, cost, (Perk(),), provenance=provenance, banish=bonus, guide=guide)


OUTLAWS: tuple[Islander, ...] = (
    _outlaw("smuggler", "密輸屋", "Smuggler", 2, _get(clay=2), provenance="seed"),  # seed: discarding gives 2 clay
    _outlaw("pickpocket", "スリ", "Pickpocket", 1, _get(fish=2)),
    _outlaw("poacher", "密猟者", "Poacher", 1, _get(clay=1)),
    _outlaw("thief", "盗人", "Thief", 2, _get(palm=1)),
    _outlaw("swindler", "ペテン師", "Swindler", 2, _get(clay=1, fish=2)),
    _outlaw("bandit", "山賊", "Bandit", 3, _get(clay=1, palm=1)),
    _outlaw("pirate", "海賊", "Pirate", 3, _get(ebony=1)),
    _outlaw("raider", "略奪者", "Raider", 4, _get(clay=1, ebony=1)),
    _outlaw("tyrant", "暴君", "Tyrant", 3, guide=True),  # seed: its bonus is a guide (needs the Ambelau region)
)
TYRANT = "tyrant"

UKAM_ELDERS: tuple[Elder, ...] = (
    Elder("elder_justice", Text("正義の長老", "Elder of justice"), "ukam", ((1, 1), (2, 3), (3, 5))),
    Elder("elder_exile", Text("追放の長老", "Elder of exile"), "banished", ((1, 1), (2, 3), (4, 6))),
)

UKAM_DECREES: tuple[Decree, ...] = (Decree("altar_ukam", -1, UKAM, _get(clay=1, fish=1)),)

UKAM_OFFERINGS: tuple[int, ...] = (1, 1, 2, 2, 2, 2, 3, 3, 3, 4)  # 23: less than Banyu's, Gunung's or Manuk's
UKAM_OFFERINGS_PROVENANCE = "reconstructed"


def validate_ukam_cards() -> None:
    """What the seed states about the Ukam module's cards (``AssertionError`` if broken); ``cards.py`` checks that a
    discard bonus is worth about the outlaw's fish cost, as it weighs bundles."""
    assert len(OUTLAWS) == 9 and all(c.kind == OUTLAW for c in OUTLAWS) and len({c.key for c in OUTLAWS}) == 9
    for c in OUTLAWS:
        assert 1 <= c.cost <= 4 and c.perks == (Perk(),) and c.ongoing is None, c.key
        assert c.guide == (c.key == TYRANT) and (any(c.banish) != c.guide), c.key
    assert next(c for c in OUTLAWS if c.key == "smuggler").banish == _get(clay=2)
    assert len(UKAM_ELDERS) == 2 and len(UKAM_DECREES) == 1 and UKAM_DECREES[0].spirit == UKAM
    assert len(UKAM_OFFERINGS) == OFFERINGS_PER_SPIRIT and all(v >= 1 for v in UKAM_OFFERINGS)


validate_ukam_cards()
assert all(c.guide or abs(bundle_worth(c.banish) - c.cost) <= 1 for c in OUTLAWS)  # seed: a bonus worth about its cost
assert sum(UKAM_OFFERINGS) < min(sum(o) for o in BASE_OFFERINGS)  # seed: Ukam's cards are worth less
OUTLAW_IDS = add_islanders(OUTLAWS)
UKAM_ELDER_IDS = add_elders(UKAM_ELDERS, ("ukam", "banished"))  # offering cards to Ukam, outlaws you discarded
UKAM_DECREE_IDS = add_decrees(UKAM_DECREES)
add_offerings(UKAM, UKAM_OFFERINGS)
