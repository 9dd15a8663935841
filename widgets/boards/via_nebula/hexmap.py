"""The map of Via Nebula's board: the hexes by terrain, what lies on them, and the click targets.

A hex is filled by its terrain (a meadow tile laid on fog, forest or a forbidden hex is meadow, outlined in the colour
of whoever laid it); its grid label ("D3") sits at the top. An unopened token is a disc in its resource's colour with
its yield for this player count and its VP; resources on a hex are a square in their colour with their count, beside
the craftsman (a pawn) of whoever opened it. A ruin holds a site (a crane, with a small square per resource delivered)
or a building (a house); at 3-4 players it is split into two halves, left (a) and right (b). Legal spots are outlined;
a fog or forest the player may explore has a dashed green hexagon inside; offered transports are drawn as lines along
their meadow path.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from functools import cache

from kernel_games.core import Text
from kernel_games.via_nebula import bots, paths
from kernel_games.via_nebula.actions import Explore, Transport
from kernel_games.via_nebula.components import TOKENS, yield_of
from kernel_games.via_nebula.maps import BOARDS, FORBIDDEN, FOREST, MEADOW, RUIN
from kernel_games.via_nebula.narration import hex_name, resources_text
from kernel_games.via_nebula.view import ViaNebulaView

from ..common import around
from ..contrast import legible, luminance
from ..kit import Draw
from .look import (
    DARK_EDGE,
    EXPLORE,
    HEX_W,
    INK,
    OUTLINE,
    PAPER,
    TERRAIN,
    VP,
    chip,
    crane,
    cross,
    hexagon,
    house,
    pawn,
    res_colour,
    res_ink,
    res_name,
    tree,
)

PICK = "#E69F00"  # the spot a first click chose
TERRAIN_NAME = {"meadow": Text("草原", "meadow"), "fog": Text("霧", "fog"), "forest": Text("化石の森", "petrified forest"),
                "forbidden": Text("禁止区域", "forbidden hex"), "ruin": Text("遺跡", "ruin")}
H = {
    "token": Text("開拓トークン: {k}、{n}個産出（{v}{p}）", "Exploitation token: {k}, yields {n} ({v}{p})"),
    "heap": Text("資源: {k}{n}個", "Resources: {n} {k}"),
    "neutral": Text("（中立の開拓地: 誰の職人もいない）", " (a neutral exploitation: no craftsman)"),
    "craftsman": Text("{p}の職人", "{p}'s craftsman"),
    "tile": Text("{p}が置いた草原タイル（元は{t}）", "Meadow tile laid by {p} (was {t})"),
    "site": Text("建設現場{s}（{p}）: {r}", "Site {s} ({p}): {r}"),
    "building": Text("建物{s}（{p}）", "Building {s} ({p})"),
    "free": Text("{s}: 空き", "{s}: free"),
    "closed": Text("（2人戦: 1つの遺跡に建設現場は1つ）", "(2 players: one site per ruin)"),
    "empty": Text("何もない草原（道になる）", "An empty meadow (part of a path)"),
}


@cache
def _left(board: str) -> float:
    """The x of the board's leftmost hex centre (in hex units): where a drawn map's columns start."""
    b = BOARDS[board]
    return min(b.xy(k)[0] for k in range(len(b.coords)))


@dataclass(frozen=True)
class Geo:
    """Where the map lies: its left edge, its top, a hex's radius (units) and the pixels per unit; ``ky`` units of
    height per unit of width (1 when the drawing is as many pixels a unit both ways)."""

    board: str
    x0: float
    top: float
    r: float
    px: float
    ky: float = 1.0

    def centre(self, h: int) -> tuple[float, float]:
        x, y = BOARDS[self.board].xy(h)
        return self.x0 + (x - _left(self.board) + HEX_W / 2) * self.r, self.top - (-y + 1) * self.r * self.ky

    @property
    def width(self) -> float:
        b = BOARDS[self.board]
        xs = [b.xy(k)[0] for k in range(len(b.coords))]
        return (max(xs) - min(xs) + HEX_W) * self.r

    @property
    def height(self) -> float:
        b = BOARDS[self.board]
        ys = [b.xy(k)[1] for k in range(len(b.coords))]
        return (max(ys) - min(ys) + 2) * self.r * self.ky

    def font(self, k: float) -> int:
        """A font size (px) of ``k`` hex radii."""
        return max(7, round(k * self.r * self.px))


def slot_name(view: ViaNebulaView, slot: int) -> str:
    return hex_name(view["board"], slot // 2) + ("ab"[slot % 2] if view["half_sites"] else "")


def draw_map(d: Draw[ViaNebulaView], g: Geo) -> None:
    view, t = d.view, d.t
    b = BOARDS[view["board"]]
    explore = {a.hex for a in t.of(Explore) if a in t.legal}
    for h in range(len(b.coords)):
        _ground(d, g, h, h in explore)
    _paths(d, g)
    for h in range(len(b.coords)):
        _contents(d, g, h)


def _ground(d: Draw[ViaNebulaView], g: Geo, h: int, explorable: bool) -> None:
    cv, view = d.cv, d.view
    terrain = BOARDS[view["board"]].terrain[h]
    cx, cy = g.centre(h)
    r = g.r
    layer = view["tile"][h]
    corners = hexagon(cx, cy, r * 0.98, g.ky)
    if layer >= 0:
        s = d.seat(layer)
        cv.polygon(corners, TERRAIN[MEADOW], "#6E8F68", 0.8, name="land:meadow")
        cv.polygon(hexagon(cx, cy, r * 0.84, g.ky), "rgba(0,0,0,0)", s.fill if layer == 2 else s.colour, 2.5)
        return
    fill = TERRAIN[terrain]
    cv.polygon(corners, fill, "#9A9A8E", 0.8, name=f"land:{terrain}")
    if explorable:  # could become meadow: a dashed green hexagon inside
        cv.polygon(hexagon(cx, cy, r * 0.62, g.ky), "rgba(0,0,0,0)", EXPLORE, 2 if r * g.px >= 30 else 1.5, dash="dash")
    if terrain == FOREST:
        tree(cv, cx - r * 0.12, cy - r * 0.55 * g.ky, r * 0.6 * g.ky)
        tree(cv, cx + r * 0.3, cy - r * 0.45 * g.ky, r * 0.45 * g.ky)
    elif terrain == FORBIDDEN:
        cross(cv, cx, cy - r * 0.12 * g.ky, r * 0.3)
    elif terrain == RUIN:
        cv.polygon(hexagon(cx, cy, r * 0.78, g.ky), "rgba(0,0,0,0)", "#A89066", 1.2, dash="dot")
        if view["half_sites"]:
            cv.polyline([(cx, cy - r * 0.78 * g.ky), (cx, cy + r * 0.5 * g.ky)], "#8C7550", 1.2, dash="dash")


def _paths(d: Draw[ViaNebulaView], g: Geo) -> None:
    """Each offered transport as a line from the resources along the empty meadows to the site: thin while they are
    all offered, thick once a click chose a source or a site."""
    cv, view, t = d.cv, d.view, d.t
    moves = [a for a in t.of(Transport) if a in t.legal]
    if not moves:
        return
    graph = bots.board(view)
    chosen = t.picked is not None
    cache: dict[int, dict[int, list[int]]] = {}
    me = view["current"]
    # the mover's colour, as dark as standing out on every terrain needs (3:1)
    colour = d.seat(me).rim(min(TERRAIN.values(), key=luminance)) if me == view["viewer"] else DARK_EDGE
    for a in moves:
        ruin = a.slot // 2
        way = cache.setdefault(ruin, paths.sources(graph, ruin)).get(a.src, [])
        pts = [g.centre(a.src), *(g.centre(h) for h in way), _slot_xy(view, g, a.slot)]
        cv.polyline(pts, colour, 4.5 if chosen else 2, dash="solid" if chosen else "dot")
        x, y = pts[-1]
        cv.circle(around(x, y, g.r * (0.16 if chosen else 0.1)), colour, colour)
        if chosen:
            sx, sy = pts[0]
            cv.circle(around(sx, sy, g.r * 0.12), PAPER, colour, 2.5)


def _slot_xy(view: ViaNebulaView, g: Geo, slot: int) -> tuple[float, float]:
    cx, cy = g.centre(slot // 2)
    if not view["half_sites"]:
        return cx, cy - g.r * 0.12 * g.ky
    return cx + (-1 if slot % 2 == 0 else 1) * g.r * 0.42, cy - g.r * 0.12 * g.ky


def _contents(d: Draw[ViaNebulaView], g: Geo, h: int) -> None:
    cv, view, lang = d.cv, d.view, d.lang
    terrain = BOARDS[view["board"]].terrain[h]
    cx, cy = g.centre(h)
    r, ky = g.r, g.ky
    if not d.narrow:  # on a phone a hex is too small for its name beside its contents: the name is in its hover
        cv.text(cx, cy + r * 0.6 * ky, hex_name(view["board"], h), g.font(0.2), legible("#555555", TERRAIN[terrain]))
    info = [f"<b>{hex_name(view['board'], h)} — {html.escape(TERRAIN_NAME[terrain](lang))}</b>"]
    if terrain == RUIN:
        _ruin(d, g, h, info)
        return
    tok, heap = view["token"][h], view["heap"][h]
    if view["tile"][h] >= 0:
        info.append(H["tile"].format(p=d.seat(view["tile"][h]).name, t=TERRAIN_NAME[terrain])(lang))
    if tok >= 0:
        _token(d, g, cx, cy, tok)
        token = TOKENS[tok]
        info.append(H["token"].format(k=res_name(token.kind, lang), n=yield_of(tok, view["players"]), v=VP,
                                      p=token.vp)(lang))
    elif heap:
        k, owner = view["heap_kind"][h], view["craftsman"][h]
        side = r * 0.5 * 0.62 * 0.5 + r * 0.04  # half a pawn and a gap
        w = r * 0.62
        x = cx + (side if owner >= 0 else 0)
        cv.rect((x - w / 2, cy - r * 0.1 * ky - w * ky / 2, x + w / 2, cy - r * 0.1 * ky + w * ky / 2), res_colour(k),
                line=DARK_EDGE, width=1)
        cv.text(x, cy - r * 0.1 * ky, str(heap), g.font(0.36), res_ink(k))
        info.append(H["heap"].format(k=res_name(k, lang), n=heap)(lang))
        if owner >= 0:
            pawn(cv, x - w / 2 - r * 0.25, cy - r * 0.42 * ky, r * 0.6 * ky, d.seat(owner), f"player:{owner}")
            info.append(H["craftsman"].format(p=d.seat(owner).name)(lang))
        else:
            info.append(H["neutral"](lang))
    elif terrain == MEADOW or view["tile"][h] >= 0:
        info.append(H["empty"](lang))
    key = f"hex:{h}"
    _outline(d, g, key, hexagon(cx, cy, r * 0.9, ky))
    d.place(key, cx, cy, "<br>".join(info), HEX_W * r * g.px * 0.75)


def _token(d: Draw[ViaNebulaView], g: Geo, cx: float, cy: float, tok: int) -> None:
    cv, view = d.cv, d.view
    token = TOKENS[tok]
    r = g.r
    tr = r * 0.5
    y = cy - r * 0.1 * g.ky
    cv.circle(around(cx, y, tr), res_colour(token.kind), DARK_EDGE, 1.2)
    big = g.r * g.px >= 30  # room for the VP on a line of its own; else beside the number, as the legend writes it
    number = str(yield_of(tok, view["players"]))
    if big:
        cv.text(cx, y + tr * 0.36, f"<b>{number}</b>", g.font(0.32), res_ink(token.kind))
        cv.text(cx, y - tr * 0.56, f"{VP}{token.vp}", g.font(0.2), res_ink(token.kind))
    else:
        cv.text(cx, y, f"<b>{number}</b>{VP}{token.vp}", g.font(0.42), res_ink(token.kind))


def _ruin(d: Draw[ViaNebulaView], g: Geo, h: int, info: list[str]) -> None:
    cv, view, lang, t = d.cv, d.view, d.lang, d.t
    cx, cy = g.centre(h)
    r, ky = g.r, g.ky
    slots = (2 * h, 2 * h + 1) if view["half_sites"] else (2 * h,)
    free = [s for s in slots if view["site"][s] == -1 and view["building"][s] == -1]
    whole = hexagon(cx, cy, r * 0.9, ky)
    for s in slots:
        owner, built = view["site"][s], view["building"][s]
        name = slot_name(view, s)
        x, y = _slot_xy(view, g, s)
        size = r * (0.55 if view["half_sites"] else 0.7) * ky
        if built >= 0:
            house(cv, x, y - size * 0.45, size, d.seat(built), f"player:{built}")
            info.append(H["building"].format(s=name, p=d.label(built))(lang))
        elif owner >= 0:
            res = view["site_res"][s]
            crane(cv, x if view["half_sites"] else x - r * 0.3, y + (0.02 if view["half_sites"] else -0.3) * r * ky,
                  size * 0.8, d.seat(owner), f"player:{owner}")
            _delivered(d, g, s, res)
            info.append(H["site"].format(s=name, p=d.label(owner), r=resources_text(tuple(res)))(lang))
        else:
            info.append(H["free"].format(s=name)(lang))
    if not view["half_sites"] and view["site"][2 * h + 1] == -2:
        info.append(H["closed"](lang))
    hover = "<br>".join(info)
    site_keys = [f"site:{s}" for s in slots if t.actions(f"site:{s}") or view["site"][s] >= 0]
    if len(slots) == 1 or len(free) == 2:  # one spot: the whole ruin
        key = site_keys[0] if site_keys else f"hex:{h}"
        _outline(d, g, key, whole)
        d.place(key, cx, cy - r * 0.1 * ky, hover, HEX_W * r * g.px * 0.75)
        return
    for s in slots:  # two halves: each its own spot (a new site goes to the free one)
        key = f"site:{s}" if view["site"][s] >= 0 else f"hex:{h}" if s in free else ""
        x, y = _slot_xy(view, g, s)
        side = -1 if s % 2 == 0 else 1
        half = [(cx, cy + r * 0.9 * ky), (cx + side * HEX_W / 2 * r * 0.9, cy + r * 0.45 * ky),
                (cx + side * HEX_W / 2 * r * 0.9, cy - r * 0.45 * ky), (cx, cy - r * 0.9 * ky)]
        if key:
            _outline(d, g, key, half)
        d.place(key, x, y, hover, HEX_W * r * g.px * 0.4)


def _delivered(d: Draw[ViaNebulaView], g: Geo, slot: int, res: list[int]) -> None:
    """A small square per resource delivered to the site, in rows beside (full) or under (half) its crane."""
    cv, view = d.cv, d.view
    cubes = [k for k in range(len(res)) for _ in range(res[k])]
    if not cubes:
        return
    r, ky = g.r, g.ky
    q = r * 0.2
    cx, cy = g.centre(slot // 2)
    if view["half_sites"]:
        per_row, x0, y0 = 2, cx + (-1 if slot % 2 == 0 else 1) * r * 0.42 - q * 0.55, cy - r * 0.3 * ky
    else:
        per_row, x0, y0 = 3, cx + r * 0.05, cy + r * 0.05 * ky
    for i, k in enumerate(cubes[:8]):
        row, col = divmod(i, per_row)
        chip(cv, x0 + col * q * 1.1, y0 - row * q * 1.1 * ky, q, q * ky, k)


def _outline(d: Draw[ViaNebulaView], g: Geo, key: str, corners: list[tuple[float, float]]) -> None:
    """A legal spot outlined; the spot a first click chose, thicker and orange."""
    cv, t = d.cv, d.t
    small = g.r * g.px < 30  # a phone's map: thinner lines
    if key == t.picked:
        cv.polygon(corners, "rgba(0,0,0,0)", PICK, 3.5 if small else 5)
    elif t.ok(key):
        cv.polygon(corners, "rgba(0,0,0,0)", OUTLINE, 2 if small else 3)


__all__ = ["Geo", "INK", "draw_map", "slot_name"]
