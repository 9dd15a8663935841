"""A board drawn with its shapes joined (widgets/shapes.js, what board.js gives plotly) looks the same as the figure
drawn shape by shape: every game's table board, mid-game, wide and narrow, drawn by plotly.js in chromium."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import Page

from kernel_games import GAMES
from widgets.table import GameTable

pytestmark = pytest.mark.browser
WIDGETS = Path(__file__).resolve().parents[2] / "widgets"
ANTIALIAS = 40  # a pixel differs when a channel moves by more than this (of 255): an edge's shade is not a change
AT_MOST = 0.0005  # of the pixels: edges antialiased a shade apart where plotly draws one path instead of several

DRAW_BOTH_JS = """
async ([fig, width, antialias]) => {
  const pixels = async (join) => {
    const f = JSON.parse(JSON.stringify(fig));
    if (join) {
      const r = f.layout.xaxis.range;
      f.layout.shapes = joinShapes(f.layout.shapes, (r[1] - r[0]) / width);
    }
    const url = await Plotly.toImage({data: f.data, layout: {...f.layout, width}},
                                     {format: "png", width, height: f.layout.height || 640});
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext("2d");
    ctx.drawImage(img, 0, 0);
    return [ctx.getImageData(0, 0, img.width, img.height).data, f.layout.shapes.length];
  };
  const [a, shapes] = await pixels(false), [b, joined] = await pixels(true);
  let differ = 0;
  for (let k = 0; k < a.length; k += 4) {
    const d = Math.max(Math.abs(a[k] - b[k]), Math.abs(a[k + 1] - b[k + 1]), Math.abs(a[k + 2] - b[k + 2]));
    if (d > antialias) differ++;
  }
  return {differ, pixels: a.length / 4, shapes, joined};
}
"""


def boards(gid: str) -> list[dict]:
    """The table's board figure mid-game (the learner to act, bots having moved) and after one legal click."""
    table = GameTable(GAMES[gid], seed=5, bot_delay=0)
    rng = random.Random(7)
    for _ in range(3):  # a few moves in
        m = table.match
        legal = set(m.legal_actions(table.acting_human())) if table.acting_human() is not None else set()
        keys = sorted(k for k, acts in table.panel.clicks.items() if any(a in legal for a in acts))
        if keys:
            table.panel.board.click(rng.choice(keys))
        elif legal:
            table.play(rng.choice(sorted(legal, key=repr)))
    figure = table.panel.board.figure
    table.close()
    return [figure, figure["narrow"]]


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_joined_shapes_draw_the_same_board(page: Page, gid: str) -> None:
    page.goto("about:blank")
    page.add_script_tag(path=str(WIDGETS / "static" / "plotly-basic.min.js"))
    page.add_script_tag(content=(WIDGETS / "shapes.js").read_text(encoding="utf-8") + "\nwindow.joinShapes = joinShapes;")
    page.wait_for_function("() => window.Plotly && window.joinShapes")
    for fig, width in zip(boards(gid), (1280, 380), strict=True):
        drawn = page.evaluate(DRAW_BOTH_JS, [{"data": fig["data"], "layout": fig["layout"]}, width, ANTIALIAS])
        assert drawn["differ"] <= AT_MOST * drawn["pixels"], (
            f"{gid} at {width} px: {drawn['differ']} of {drawn['pixels']} pixels differ once its {drawn['shapes']} "
            f"shapes are drawn as {drawn['joined']}")
