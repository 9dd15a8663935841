"""The five games of the project, with their status, for the gallery."""

from __future__ import annotations

from dataclasses import dataclass

from kernel_games.core import Text


@dataclass(frozen=True)
class Entry:
    id: str
    name: Text
    players: str
    status: Text
    playable: bool
    blurb: Text


CATALOG = (
    Entry("vaalbara", Text("バールバラ", "Vaalbara"), "2–5", Text("学べる・遊べる", "Learn and play"), True,
          Text("キャラクターを同時に選び、9ラウンドで土地を集める。", "Pick characters at once; gather lands over nine rounds.")),
    Entry("noli", Text("ノーリ", "Noli"), "2–4", Text("学べる・遊べる", "Learn and play"), True,
          Text("秘密の入札、サイコロのレガッタ、漁と塔。", "Sealed bids, a dice regatta, fishing and towers.")),
    Entry("buru", Text("ブル", "Buru"), "1–5", Text("準備中", "Coming"), False,
          Text("ラワン（ソロの相手）とアンベラウ拡張つき。", "With the Lawan solo opponents and the Ambelau expansion.")),
    Entry("blue_moon_city", Text("ブルームーンシティ", "Blue Moon City"), "2–4", Text("準備中", "Coming"), False,
          Text("街の再建とドラゴンの鱗。", "Rebuild the city, win the dragons' scales.")),
    Entry("via_nebula", Text("ヴィア・ネビュラ", "Via Nebula"), "2–4", Text("準備中", "Coming"), False,
          Text("霧を晴らし、道を作り、建物を建てる。", "Clear the mist, build paths, raise buildings.")),
)
