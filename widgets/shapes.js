// Fewer shapes, the same picture (appended to board.js by board.py; plain functions, no import or export).
// Plotly.react checks and fills in some thirty attributes of every layout shape on every redraw, changed or not, so
// a board of three hundred shapes pays for them at each click. joinShapes gives plotly the same drawing in fewer
// shapes: shapes of one look (fill, line, layer, opacity) become one path of several pieces when nothing drawn
// between them overlaps the piece that moves (so no piece comes out above or below something it did not before).
// Pieces that only touch (neighbouring hexes) may join when their outlines are drawn alike over opaque fills: the
// shared edge is then painted the same whichever is drawn last. Anything else (dashed lines, see-through fills,
// paths with curves, lines) is kept as it was.

const JOIN_EPS = 1e-9;

// Where a shape lies (its points' convex hull and box; a circle by a 16-gon around it), or null when it cannot be
// told (another axis, a path with curves).
function shapeGeom(s) {
  if (!s || (s.xref && s.xref !== "x") || (s.yref && s.yref !== "y")) return null;
  let pts;
  if (s.type === "rect" || s.type === "line" || s.type === "circle") {
    const [x0, y0, x1, y1] = [s.x0, s.y0, s.x1, s.y1].map(Number);
    if (s.type !== "circle") {
      pts = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
    } else {
      const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, rx = Math.abs(x1 - x0) / 2, ry = Math.abs(y1 - y0) / 2;
      const r = 1 / Math.cos(Math.PI / 16); // the 16-gon holds the circle
      pts = Array.from({ length: 16 }, (_, i) => [cx + r * rx * Math.cos((i * Math.PI) / 8),
        cy + r * ry * Math.sin((i * Math.PI) / 8)]);
    }
  } else if (s.type === "path" && typeof s.path === "string" && /^\s*M[\d\s.,MLZ+-]*$/.test(s.path)) {
    const nums = (s.path.match(/-?[\d.]+/g) || []).map(Number);
    pts = [];
    for (let i = 0; i + 1 < nums.length; i += 2) pts.push([nums[i], nums[i + 1]]);
  } else {
    return null;
  }
  if (!pts.length || pts.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) return null;
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  return { pts: convexHull(pts), box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
}

// The subpath a shape draws when it joins others (a filled rectangle, circle or one closed polygon, solid outline),
// or null.
function pieceOf(s) {
  const line = (s && s.line) || {};
  if (!s || s.visible === false || (line.dash && line.dash !== "solid")) return null;
  const [x0, y0, x1, y1] = [s.x0, s.y0, s.x1, s.y1].map(Number);
  if (s.type === "rect") return `M${x0},${y0}H${x1}V${y1}H${x0}Z`;
  if (s.type === "circle") {
    const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, rx = Math.abs(x1 - x0) / 2, ry = Math.abs(y1 - y0) / 2;
    const k = 0.5522847498; // four cubic arcs, as plotly itself draws a "circle" shape
    return `M${cx + rx},${cy}C${cx + rx},${cy + k * ry} ${cx + k * rx},${cy + ry} ${cx},${cy + ry}`
      + `C${cx - k * rx},${cy + ry} ${cx - rx},${cy + k * ry} ${cx - rx},${cy}`
      + `C${cx - rx},${cy - k * ry} ${cx - k * rx},${cy - ry} ${cx},${cy - ry}`
      + `C${cx + k * rx},${cy - ry} ${cx + rx},${cy - k * ry} ${cx + rx},${cy}Z`;
  }
  if (s.type === "path" && /Z\s*$/.test(s.path) && (s.path.match(/M/g) || []).length === 1) return s.path.trim();
  return null;
}

function convexHull(pts) {
  const p = pts.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [], upper = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  for (const q of p.slice().reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

// Do the two pieces' hulls overlap by more than touching (when touch is allowed), or come within margin of it?
function piecesMeet(a, b, margin, touchOk) {
  const m = touchOk ? -JOIN_EPS : margin;
  if (a.box[0] > b.box[2] + m || b.box[0] > a.box[2] + m || a.box[1] > b.box[3] + m || b.box[1] > a.box[3] + m) {
    return false;
  }
  for (const poly of [a.pts, b.pts]) {
    for (let i = 0; i < poly.length; i++) {
      const [x0, y0] = poly[i], [x1, y1] = poly[(i + 1) % poly.length];
      let nx = y1 - y0, ny = x0 - x1;
      const len = Math.hypot(nx, ny);
      if (len === 0) continue;
      nx /= len;
      ny /= len;
      let amin = Infinity, amax = -Infinity, bmin = Infinity, bmax = -Infinity;
      for (const [x, y] of a.pts) { const v = x * nx + y * ny; amin = Math.min(amin, v); amax = Math.max(amax, v); }
      for (const [x, y] of b.pts) { const v = x * nx + y * ny; bmin = Math.min(bmin, v); bmax = Math.max(bmax, v); }
      if (amax < bmin - m || bmax < amin - m) return false; // a separating line
    }
  }
  return true;
}

const opaque = (c) => typeof c === "string" && (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c) || /^rgb\(/i.test(c));

// ``shapes`` drawn alike in fewer shapes; ``unit``: data units per pixel (outlines reach past a piece's edge).
function joinShapes(shapes, unit) {
  if (!Array.isArray(shapes) || shapes.length < 2) return shapes;
  const margin = 4 * (unit || 0); // an outline's reach past the edge (lines up to 8 px wide)
  const groups = []; // in drawing order: {shape, look, lineKey, touchOk, items: [{d, geom}]}
  const lastOfLook = new Map(); // look -> index in groups of its latest group
  const out = [];
  const flush = () => {
    for (const g of groups) {
      out.push(g.items.length < 2 ? g.shape : {
        type: "path", path: g.items.map((p) => p.d).join(" "), fillcolor: g.shape.fillcolor, line: g.shape.line,
        layer: g.shape.layer, ...(g.shape.opacity !== undefined ? { opacity: g.shape.opacity } : {}),
        ...(g.shape.fillrule !== undefined ? { fillrule: g.shape.fillrule } : {}),
      });
    }
    groups.length = 0;
    lastOfLook.clear();
  };
  for (const s of shapes) {
    const geom = shapeGeom(s);
    if (!geom) { // where it lies cannot be told: nothing moves past it
      flush();
      out.push(s);
      continue;
    }
    const d = pieceOf(s);
    const line = s.line || {};
    const look = d && JSON.stringify([s.fillcolor, line.color, line.width, s.layer, s.opacity, s.fillrule]);
    const at = d ? lastOfLook.get(look) : undefined;
    if (at !== undefined) {
      const g = groups[at];
      const meets = (h) => h.items.some((p) => piecesMeet(p.geom, geom, margin,
        g.touchOk && h.touchOk && h.lineKey === g.lineKey));
      if (!groups.slice(at).some(meets)) {
        g.items.push({ d, geom });
        continue;
      }
    }
    const touchOk = Boolean(d) && opaque(s.fillcolor) && (s.opacity === undefined || Number(s.opacity) === 1);
    groups.push({ shape: s, look, touchOk, lineKey: JSON.stringify([line.color, line.width]), items: [{ d, geom }] });
    if (d) lastOfLook.set(look, groups.length - 1);
  }
  flush();
  return out;
}
