// ---- Keys: the board from the keyboard ------------------------------------------------------------------------------
// Appended to board.js (widgets/board.py joins the two: anywidget takes one ES module), so it uses board.js's
// plainLines and boardTargets and has no import or export of its own; render() in board.js calls keyLayer().
//
// Inside the board's element, a layer div.kg-keys (role="group", named from layout.meta.kgKeys, the page's language)
// holds one transparent button.kg-target per LEGAL target key (the board's synced `legal`), placed over its point on
// the drawn plot, a fingertip ring in size, pointer-events:none: a mouse or a tap still reaches plotly as before.
// Each button's aria-label is its target's hover text (what it is, and the "▶" preview of what choosing it does) as
// one sentence-like string. Roving tabindex: one button has tabindex 0, so Tab enters the board once and the next
// Tab leaves it. ArrowRight/ArrowDown: next target, ArrowLeft/ArrowUp: previous (wrapping), Home/End: first/last;
// Enter or Space (the button's own click) sends exactly what a click on the point sends; the crowded-target chooser
// is for fingers only. Escape sends {"type": "cancel"}: the panel forgets a part-made choice. With Shift, the arrows
// also visit the targets that are not legal now (button.kg-try, named "Not allowed now: …"): choosing one is a try
// the table refuses with its rule, as a click on it is.
// Order: reading order of the drawn points (rows top to bottom within KEY_ROW_PX, left to right), unless the figure
// declares its own (layout.meta.kgOrder, widgets/boards/spec.py). After a redraw, focus that was in the layer stays
// there: on the same key if it is still a target, else on the first target, else on the layer itself.
// The layer is rebuilt after Plotly.react resolves and moved after every resize, in one pass of style writes.
const KEY_RING_PX = 44; // the ring around a focused target: a fingertip, as the targets are sized for taps
const KEY_ROW_PX = 12; // points whose heights differ by less than this are one row for the reading order
const KEYS_STYLE_ID = "kg-keys-style";
const KEYS_CSS = `
.kg-keys{position:absolute;left:0;top:0;pointer-events:none;border-radius:4px;}
.kg-keys:focus{outline:3px solid #111;outline-offset:-3px;box-shadow:inset 0 0 0 6px #fff;}
.kg-keys .kg-target,.kg-keys .kg-try{position:absolute;box-sizing:border-box;width:${KEY_RING_PX}px;
  height:${KEY_RING_PX}px;margin:${-KEY_RING_PX / 2}px 0 0 ${-KEY_RING_PX / 2}px;padding:0;border:0;border-radius:50%;
  background:transparent;color:transparent;pointer-events:none;font-size:1px;overflow:hidden;}
.kg-keys .kg-try{display:none;}
.kg-keys .kg-try.kg-visiting{display:block;}
.kg-keys .kg-target:focus,.kg-keys .kg-try:focus{outline:3px solid #111;outline-offset:2px;
  box-shadow:0 0 0 2px #fff,0 0 0 7px #fff;}
.kg-keys .kg-try:focus{outline-style:dashed;}
`;

function keysStyle() {
  pageStyle(KEYS_STYLE_ID, KEYS_CSS); // board.js
}

const STOP = /[。．.!?！？:：、,;；]$/;

function sentence(hover) {
  // a hover text as one sentence-like string: what the target is, then what choosing it does (hoverParts); a line that
  // a hover box only wrapped (the next goes on in lower case; in Japanese, a long line the next goes on in hiragana)
  // goes on, any other line ends in a stop
  const parts = hoverParts(hover).map((l) => l.text.trim()).filter(Boolean);
  const wide = Math.max(0, ...parts.map((t) => t.length));
  let out = "";
  parts.forEach((text, i) => {
    const next = parts[i + 1];
    const cjk = CJK.test(text.slice(-1));
    const wrapped = next && !STOP.test(text) &&
      (cjk ? text.length >= 0.6 * wide && /^[\u3040-\u309f]/.test(next) : /^[a-z(]/.test(next));
    out += text;
    if (!next) return;
    if (wrapped) out += cjk ? "" : " ";
    else out += STOP.test(text) ? (cjk ? "" : " ") : (cjk ? "。" : ". ");
  });
  return out;
}

function readingOrder(targets, order) {
  // the targets (one per key) in the figure's declared order, else rows top to bottom, left to right within a row
  const byKey = new Map();
  for (const t of targets) if (t.key && !byKey.has(t.key)) byKey.set(t.key, t);
  const rows = [];
  for (const t of [...byKey.values()].sort((a, b) => a.py - b.py)) {
    const row = rows[rows.length - 1];
    if (row && t.py - row[0].py < KEY_ROW_PX) row.push(t);
    else rows.push([t]);
  }
  const read = rows.flatMap((row) => row.sort((a, b) => a.px - b.px));
  if (!Array.isArray(order) || !order.length) return read;
  const rank = new Map(order.map((k, i) => [String(k), i]));
  const at = (t) => (rank.has(t.key) ? rank.get(t.key) : order.length);
  return read.map((t, i) => [t, i]).sort((a, b) => at(a[0]) - at(b[0]) || a[1] - b[1]).map(([t]) => t);
}

function plotPoints(div) {
  // the targets' points inside the plot div (pixels from its top left corner), read without a layout
  return boardTargets(div, true).map((t) => ({ ...t, px: t.sx, py: t.sy }));
}

function keyLayer(el, div, send, cancel) {
  // the keyboard layer of one board: update() after every draw (new figure or legal keys), place() after a resize
  keysStyle();
  el.style.position = el.style.position || "relative";
  const layer = document.createElement("div");
  layer.className = "kg-keys";
  layer.setAttribute("role", "group");
  layer.tabIndex = -1;
  el.appendChild(layer);
  let buttons = new Map(); // key -> button, legal targets and tries
  let last = null; // the key focused last: after a redraw, focus goes back to it

  const targets = () => [...layer.querySelectorAll(".kg-target")];
  const focusOn = (b) => {
    // roving tabindex: the legal target focused (or the one visited last) is the board's one Tab stop; a try is
    // focused without becoming it (hidden again once left, Tab would lose it)
    if (!b) return;
    const legal = b.classList.contains("kg-target");
    if (legal) for (const o of buttons.values()) o.tabIndex = o === b ? 0 : -1;
    else b.classList.add("kg-visiting");
    b.focus({ preventScroll: false });
    last = b.dataset.key;
  };
  layer.addEventListener("focusout", (e) => {
    // a try is shown (and heard) only while it is visited
    if (e.target.classList && e.target.classList.contains("kg-try")) e.target.classList.remove("kg-visiting");
  });
  layer.addEventListener("click", (e) => {
    const b = e.target.closest && e.target.closest("button");
    if (b && layer.contains(b) && b.dataset.key) {
      last = b.dataset.key;
      send(b.dataset.key);
    }
  });
  layer.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation(); // the board's key, not the notebook's
      cancel();
      return;
    }
    if (!step && e.key !== "Home" && e.key !== "End") return;
    // the layer's order holds legal targets and tries together; plain keys stop only at legal targets
    const all = [...layer.querySelectorAll(".kg-target, .kg-try")];
    const stops = all.filter((b) => e.shiftKey || b.classList.contains("kg-target"));
    if (!stops.length) return;
    e.preventDefault();
    e.stopPropagation();
    let next;
    if (e.key === "Home") next = stops[0];
    else if (e.key === "End") next = stops[stops.length - 1];
    else {
      const i = all.indexOf(document.activeElement);
      for (let k = 1; k <= all.length && !next; k += 1) {
        const b = all[(((i < 0 ? (step > 0 ? -1 : 0) : i) + step * k) % all.length + all.length) % all.length];
        if (stops.includes(b)) next = b;
      }
    }
    focusOn(next);
  });

  const name = () => {
    const meta = (div._fullLayout && div._fullLayout.meta) || {};
    const words = meta.kgKeys || {};
    const n = targets().length;
    const text = n === 0 ? words.none : n === 1 ? words.one : words.label;
    layer.setAttribute("aria-label", String(text || "").replace("{n}", String(n)));
    if (words.lang) layer.lang = words.lang;
  };

  const place = () => {
    // the layer over the plot div (the first thing in the board's element, at its top left corner), each button over
    // its point: style writes only, nothing read from the page's layout
    const fl = div._fullLayout;
    if (!fl) return;
    layer.style.width = `${fl.width}px`;
    layer.style.height = `${fl.height}px`;
    const points = new Map();
    for (const t of plotPoints(div)) if (t.key && !points.has(t.key)) points.set(t.key, t);
    // a ring whole inside the plot: one round a point at the edge would widen the board past a phone's window
    const half = KEY_RING_PX / 2;
    const inside = (v, size) => Math.round(Math.min(Math.max(v, half), Math.max(half, size - half)));
    for (const [key, b] of buttons) {
      const p = points.get(key);
      if (!p) continue;
      b.style.left = `${inside(p.px, fl.width)}px`;
      b.style.top = `${inside(p.py, fl.height)}px`;
    }
  };

  const update = (legalKeys) => {
    const had = layer.contains(document.activeElement);
    const focusedKey = had && document.activeElement !== layer ? document.activeElement.dataset.key : null;
    const visited = had && document.activeElement.classList.contains("kg-try");
    const meta = (div._fullLayout && div._fullLayout.meta) || {};
    const prefix = String((meta.kgKeys || {}).notNow || "");
    const legal = new Set(legalKeys);
    const ordered = readingOrder(plotPoints(div), meta.kgOrder);
    const old = buttons;
    buttons = new Map();
    const fresh = [];
    for (const t of ordered) {
      const ok = legal.has(t.key);
      let b = old.get(t.key);
      if (b && b.classList.contains("kg-target") !== ok) b = null; // a try that became legal, or back: made anew
      if (!b) {
        b = document.createElement("button");
        b.type = "button";
        b.className = ok ? "kg-target" : "kg-try";
        b.dataset.key = t.key;
      }
      if (b.__kgHover !== t.hover || b.__kgPrefix !== prefix) { // a redraw mostly keeps a target's hover
        b.setAttribute("aria-label", (ok ? "" : prefix) + sentence(t.hover));
        b.__kgHover = t.hover;
        b.__kgPrefix = prefix;
      }
      b.tabIndex = -1;
      buttons.set(t.key, b);
      fresh.push(b);
    }
    // in order, reusing the buttons still there: the focused one is never taken out of the page
    fresh.forEach((b, i) => {
      if (layer.children[i] !== b) layer.insertBefore(b, layer.children[i] || null);
    });
    place();
    const legalOnes = fresh.filter((b) => b.classList.contains("kg-target"));
    const keep = focusedKey ? buttons.get(focusedKey) : null;
    const again = last ? buttons.get(last) : null;
    const roving = again && again.classList.contains("kg-target") ? again : legalOnes[0];
    for (const b of fresh) b.tabIndex = b === roving ? 0 : -1;
    name();
    if (had) {
      // the same key while it is a legal target (a try visited with Shift stays visited: refused, its answer is read)
      if (keep && (keep.classList.contains("kg-target") || visited)) focusOn(keep);
      else if (legalOnes.length) focusOn(legalOnes[0]);
      else layer.focus({ preventScroll: true });
    }
    for (const [key, b] of old) if (buttons.get(key) !== b) b.remove();
  };

  return { update, place, layer };
}
