"""The five games of the project, for the gallery: a registered game's facts come from the game itself."""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games import GAMES
from kernel_games.core import Text

PLAYABLE = Text("学べる・遊べる", "Learn and play")
COMING = Text("準備中", "Coming")


@dataclass(frozen=True)
class Entry:
    id: str
    name: Text
    planned_players: str  # for a game not written yet; a registered game's count comes from its facts
    blurb: Text

    @property
    def playable(self) -> bool:
        return self.id in GAMES

    @property
    def players(self) -> str:
        return GAMES[self.id].facts.players_text if self.playable else self.planned_players

    @property
    def status(self) -> Text:
        return PLAYABLE if self.playable else COMING


CATALOG = (
    Entry("vaalbara", Text("バールバラ", "Vaalbara"), "2–5",
          Text("キャラクターを同時に選び、9ラウンドで土地を集める。", "Pick characters at once; gather lands over nine rounds.")),
    Entry("noli", Text("ノーリ", "Noli"), "2–4",
          Text("秘密の入札、サイコロのレガッタ、漁と塔。", "Sealed bids, a dice regatta, fishing and towers.")),
    Entry("buru", Text("ブル", "Buru"), "2–5",
          Text("探索者を伏せて島に送り、島民を雇い、精霊に供物を。ラワン相手にひとりでも。拡張のウカムとアンベラウの地域も。",
               "Send explorers face down, hire islanders, honour the spirits; alone, too, against the Lawan; with the "
               "expansion's Ukam and the Ambelau region.")),
    Entry("blue_moon_city", Text("ブルームーンシティ", "Blue Moon City"), "2–4",
          Text("街の再建とドラゴンの鱗。", "Rebuild the city, win the dragons' scales.")),
    Entry("via_nebula", Text("ヴィア・ネビュラ", "Via Nebula"), "2–4",
          Text("霧を晴らし、道を作り、建物を建てる。", "Clear the mist, build paths, raise buildings.")),
)
