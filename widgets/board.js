// Board (widgets/board.py): a Plotly figure drawn with Plotly.react; clicks on points go back to Python.
//
// plotly.js is not sent through the kernel: it is fetched once per page over HTTP from the copy installed in
// the environment (share/jupyter/voila/templates/kernel-games/static/, see widgets/static/README.md), which
// Voila's template static handler serves at <baseUrl>voila/templates/kernel-games/static/ in standalone
// Voila and, through Voila's server extension, in JupyterLab and any Jupyter server. Every Board on the page
// shares the one promise below; with ?v= the browser keeps the file in its cache.
//
// Boards also watch that the kernel is still there (a heartbeat; see "Is the kernel still there?" below): when it
// stops answering, one bilingual banner with a Reload button tells the player, instead of a page that just freezes.

const PLOTLY_VERSION = "4.1.1"; // the bundle's version (its first comment); tests/test_static_serving.py checks it
const PLOTLY_PATH = "voila/templates/kernel-games/static/plotly-basic.min.js";

// The heartbeat (see "Is the kernel still there?" below). A kernel busy with a bot, a simulation or a save answers
// late, not never: only a long silence over several pings counts as the kernel being gone. Tests may shorten both
// with `window.__kgHeartbeat = {every: 1000, timeout: 4000}` set before the page loads.
const HEARTBEAT_EVERY_MS = 5000; // one ping per kernel this often
const HEARTBEAT_TIMEOUT_MS = 20000; // no pong for this long, over every ping sent meanwhile: the kernel is gone
const OVERLAY_ID = "kg-kernel-lost"; // one overlay per page, however many boards (and kernels) it shows

function baseUrl() {
  // Voila and JupyterLab pages both carry the server's base URL in this JSON (JupyterHub: /user/<name>/).
  const el = document.getElementById("jupyter-config-data");
  let base = "/";
  try {
    base = (el && JSON.parse(el.textContent).baseUrl) || "/";
  } catch (e) {
    base = "/";
  }
  return new URL(base.endsWith("/") ? base : base + "/", window.location.href);
}

function plotlyUrl() {
  return new URL(`${PLOTLY_PATH}?v=${PLOTLY_VERSION}`, baseUrl()).href;
}

async function fetchPlotly(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const src = await res.text();
  const mod = { exports: {} };
  new Function("module", "exports", "define", src)(mod, mod.exports, undefined);
  if (!mod.exports || typeof mod.exports.react !== "function") throw new Error("not plotly.js");
  return mod.exports;
}

function loadPlotly() {
  if (!window.__kgPlotly) {
    const url = plotlyUrl();
    window.__kgPlotly = fetchPlotly(url).catch((err) => {
      console.error(`kernel-games: plotly.js could not be loaded from ${url}`, err);
      throw Object.assign(new Error(`plotly.js could not be loaded (${url})`), { url });
    });
  }
  return window.__kgPlotly;
}
loadPlotly().catch(() => {}); // start the download now, before the first render (each render handles a failure)

function showError(el, err) {
  const box = document.createElement("div");
  box.className = "kg-board-error";
  box.setAttribute("role", "alert");
  box.style.cssText = "padding:12px;border:1px solid #c62828;border-radius:4px;color:#c62828;background:#fff5f5;";
  box.textContent = `plotly.js を読み込めませんでした / plotly.js could not be loaded (${err.url || plotlyUrl()})`;
  el.appendChild(box);
}

// ---- Is the kernel still there? -------------------------------------------------------------------
// When a kernel dies or the server goes away, nothing in the page changes by itself: clicks just go nowhere. So the
// page pings: every HEARTBEAT_EVERY_MS, one {"type": "ping"} per kernel (the boards of one widget manager share a
// kernel; a JupyterLab page may hold several), sent through one of its boards in turn, and Board answers
// {"type": "pong"} (widgets/board.py), which costs the kernel nothing else. A kernel whose oldest unanswered ping is
// older than the timeout, with every ping sent in that time unanswered too, is gone: then ONE banner at the top of
// the page says so in Japanese and English, with a Reload button. Counting pings as well as time keeps a tab whose
// timers the browser throttled (in the background, after a sleep) from crying wolf: it must first ask again. Until
// a kernel has answered once (a page still running its cells), it gets twice the time. If pongs come back (a busy
// kernel caught up), the banner goes away. A kernel connection that reports itself dead or disposed counts at once.
// State is on `window`: the page has one watch, whichever copy of this module a board was rendered by.

function heartbeatSettings() {
  const o = window.__kgHeartbeat || {};
  const every = Number(o.every) > 0 ? Number(o.every) : HEARTBEAT_EVERY_MS;
  const timeout = Number(o.timeout) > 0 ? Number(o.timeout) : HEARTBEAT_TIMEOUT_MS;
  return { every, timeout };
}

function kernelWatch() {
  if (!window.__kgKernelWatch) {
    // groups: kernel key -> { links: Set of boards' models, unanswered, since, answered, turn }
    const watch = { groups: new Map(), timer: null, every: 0, pongs: 0, lost: false, dismissed: false, leaving: false };
    window.__kgKernelWatch = watch;
    // Leaving the page: Voila shuts the kernel down and disposes its connection; that is no loss to announce.
    // A leave can be cancelled (JupyterLab asks about unsaved changes): then the watch resumes by itself.
    window.addEventListener("beforeunload", () => {
      watch.leaving = true;
      setTimeout(() => { watch.leaving = false; }, 3000);
    });
    window.addEventListener("pagehide", () => { watch.leaving = true; });
    window.addEventListener("pageshow", () => { watch.leaving = false; });
  }
  return window.__kgKernelWatch;
}

function kernelOf(model) {
  try {
    return (model.widget_manager && model.widget_manager.kernel) || null;
  } catch (e) {
    return null;
  }
}

function kernelSaysGone(model) {
  // Not part of anywidget's promised API, hence only read, defensively: @jupyterlab/services' kernel connection.
  const k = kernelOf(model);
  return Boolean(k && (k.isDisposed || k.status === "dead" || k.connectionStatus === "disconnected"));
}

function groupLost(group, now, every, timeout) {
  const first = [...group.links][0];
  if (first && kernelSaysGone(first.model)) return true;
  if (group.unanswered === 0) return false;
  const grace = group.answered ? timeout : 2 * timeout;
  return now - group.since >= grace && group.unanswered > Math.ceil(grace / every);
}

function updateOverlay(watch) {
  const { every, timeout } = heartbeatSettings();
  const now = Date.now();
  const lost = !watch.leaving && [...watch.groups.values()].some((g) => groupLost(g, now, every, timeout));
  if (!lost) watch.dismissed = false;
  watch.lost = lost;
  const shown = document.getElementById(OVERLAY_ID);
  if (lost && !watch.dismissed && !shown) document.body.appendChild(makeOverlay(watch));
  if ((!lost || watch.dismissed) && shown) shown.remove();
}

function heartbeatTick(watch) {
  const now = Date.now();
  for (const group of watch.groups.values()) {
    const links = [...group.links];
    if (!links.length) continue;
    if (group.unanswered === 0) group.since = now;
    group.unanswered += 1;
    const link = links[group.turn++ % links.length]; // in turn: one closed board must not silence its kernel
    try {
      link.model.send({ type: "ping" });
    } catch (e) {
      // a closed comm or a dead kernel: the silence that follows says so
    }
  }
  updateOverlay(watch);
}

function startHeartbeat(watch) {
  const { every } = heartbeatSettings();
  if (watch.timer && watch.every === every) return;
  if (watch.timer) clearInterval(watch.timer);
  watch.every = every;
  watch.timer = setInterval(() => heartbeatTick(watch), every);
}

function watchKernel(model) {
  const watch = kernelWatch();
  const key = kernelOf(model) || model.widget_manager || model;
  if (!watch.groups.has(key)) watch.groups.set(key, { links: new Set(), unanswered: 0, since: 0, answered: false, turn: 0 });
  const group = watch.groups.get(key);
  const link = { model };
  const onMessage = (msg) => {
    if (!msg || msg.type !== "pong") return;
    group.unanswered = 0;
    group.answered = true;
    watch.pongs += 1;
    updateOverlay(watch);
  };
  model.on("msg:custom", onMessage);
  group.links.add(link);
  startHeartbeat(watch);
  return () => {
    model.off("msg:custom", onMessage);
    group.links.delete(link);
    if (!group.links.size && watch.groups.get(key) === group) watch.groups.delete(key);
    if (!watch.groups.size && watch.timer) {
      clearInterval(watch.timer);
      watch.timer = null;
    }
    updateOverlay(watch);
  };
}

const OVERLAY_TEXT = {
  ja: {
    title: "ゲームのカーネルとの接続が切れました",
    body: "カーネルが止まったか、サーバーが終了しました。それ以降の操作はゲームに届いていません。",
    voila: "ページを再読み込みして、最初から始めてください。",
    lab: "ページを再読み込みするか、カーネルを再起動して、すべてのセルを実行し直してください。",
  },
  en: {
    title: "The connection to the game's kernel was lost",
    body: "The kernel stopped or the server went away. Moves made since then did not reach the game.",
    voila: "Reload the page to start again.",
    lab: "Reload the page or restart the kernel, then run all cells again.",
  },
};

const UI_FONT = "system-ui,-apple-system,'Segoe UI','Hiragino Sans','Noto Sans CJK JP',sans-serif";

function pageStyle(id, css) {
  // a stylesheet of the page's own, added once per page whichever board (or copy of this module) asks first
  if (document.getElementById(id)) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}

function pageBox(id, className, attrs, css) {
  // a box of the page's own (the kernel banner, the answer line, the chooser): in document.body, fixed in the window
  const box = document.createElement("div");
  box.id = id;
  box.className = className;
  for (const [name, value] of Object.entries(attrs)) box.setAttribute(name, value);
  box.style.cssText = "position:fixed;box-sizing:border-box;" + css;
  return box;
}

function makeOverlay(watch) {
  const inVoila = Boolean(document.body && document.body.dataset && document.body.dataset.voila);
  const box = pageBox(OVERLAY_ID, "kg-kernel-lost",
    { role: "alertdialog", "aria-live": "assertive", "aria-labelledby": `${OVERLAY_ID}-ja ${OVERLAY_ID}-en` },
    "top:0;left:0;right:0;z-index:2147483000;padding:12px 16px;max-height:100vh;overflow:auto;" +
    "background:#8e0000;color:#fff;border-bottom:4px solid #ffd54f;box-shadow:0 4px 16px rgba(0,0,0,.45);" +
    `font:clamp(15px, 1.2vw + 11px, 18px)/1.5 ${UI_FONT};`);
  const inner = document.createElement("div");
  inner.style.cssText = "max-width:960px;margin:0 auto;";
  for (const lang of ["ja", "en"]) {
    const t = OVERLAY_TEXT[lang];
    const p = document.createElement("p");
    p.lang = lang;
    p.className = `kg-kernel-lost-${lang}`;
    p.style.cssText = "margin:0 0 10px;overflow-wrap:anywhere;";
    const title = document.createElement("strong");
    title.id = `${OVERLAY_ID}-${lang}`;
    title.style.cssText = "display:block;font-size:1.12em;";
    title.textContent = t.title;
    p.append(title, t.body + (lang === "ja" ? "" : " ") + (inVoila ? t.voila : t.lab));
    inner.appendChild(p);
  }
  const buttons = document.createElement("div");
  buttons.style.cssText = "display:flex;flex-wrap:wrap;gap:10px;margin-top:4px;";
  const button = (text, cls, style, onClick) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = text;
    b.style.cssText =
      "min-height:44px;padding:8px 14px;border-radius:6px;font:inherit;cursor:pointer;" + style;
    b.addEventListener("click", onClick);
    buttons.appendChild(b);
    return b;
  };
  const reload = button("再読み込み / Reload", "kg-kernel-lost-reload",
    "font-weight:700;background:#fff;color:#8e0000;border:2px solid #fff;", () => window.location.reload());
  button("閉じる / Close", "kg-kernel-lost-close", "background:transparent;color:#fff;border:2px solid #fff;", () => {
    watch.dismissed = true; // until the kernel answers again; a page in JupyterLab needs its menus back
    updateOverlay(watch);
  });
  inner.appendChild(buttons);
  box.appendChild(inner);
  setTimeout(() => reload.focus({ preventScroll: true }), 0);
  return box;
}

// ---- One tap, one click ---------------------------------------------------------------------------
// plotly answers a touch twice: its drag layer takes the tap itself (touchstart … touchend) and calls it a click, and
// then the browser, as every browser does after a tap that nobody cancelled, sends the compatibility mouse events
// (mousedown, mouseup, click) at the same spot, which plotly takes for a second click. The first click has already
// reached the kernel and the board is being redrawn, so the second lands on the new board: another target, or a spot
// that is none any more ("That cannot be chosen now"). So a click that comes from mouse events right after a tap's
// own click is that tap's echo and is dropped. A second tap is a touch again and counts; a board that only ever hears
// mouse events (a mouse, or a browser whose plotly gets no touch events) never drops anything.
const TAP_ECHO_MS = 1000; // the compatibility mouse events follow the tap at once; a person's next mouse click does not

function oneClickPerTap() {
  let echoUntil = 0; // a tap's click was sent: until then, a mouse click at the board is its echo
  return (event) => {
    const type = String((event && event.type) || "");
    const now = Date.now();
    if (type.startsWith("touch") || (event && event.pointerType === "touch")) {
      echoUntil = now + TAP_ECHO_MS;
      return true;
    }
    if (type.startsWith("mouse") && now < echoUntil) {
      echoUntil = 0; // one echo per tap
      return false;
    }
    return true;
  };
}

// ---- The answer where the learner looks ---------------------------------------------------------------------------
// The message line sits under the board (widgets/panel.py), which on a phone is thousands of pixels tall: the answer
// to a tap lands far below the finger. So Python also sends each answer to the board ({"type": "answer", "kind",
// "text"}) and the page shows it for a few seconds in a line of its own, fixed in the window: beside the point just
// tapped on this board, else at the window's bottom. The line is the page's one live region for these answers
// (the message line is not one), so a screen reader hears each answer once. It lives in document.body: a fixed box
// inside the notebook's output would be placed by whichever ancestor has a transform or contain, and a sticky one is
// held by the output's boxes with overflow (see docs/architecture.md, "The answer to a click").
const ANSWER_ID = "kg-answer"; // one per page, whichever board answers
const ANSWER_MS = { ok: 3500, info: 4000, note: 5000, error: 6500 }; // long enough to read the answer once
const TAP_FRESH_MS = 10000; // an answer this soon after a tap on this board is placed beside it
const ANSWER_COLOURS = {
  info: ["#EEF4FB", "#0072B2"], ok: ["#EAF7EF", "#009E73"], error: ["#FCEDE6", "#D55E00"], note: ["#F0F3F7", "#7A8CA3"],
}; // the message line's colours (widgets/ui.py, message_html)

function watchTaps(div) {
  // the page's last press, wherever it was (one listener per page): an answer goes beside it only if it was on this
  // board, not when a button under the board was pressed since
  if (!window.__kgPress) {
    window.__kgPress = { last: null };
    document.addEventListener("pointerdown", (e) => {
      window.__kgPress.last = { board: null, x: e.clientX, y: e.clientY, t: Date.now() };
    }, { capture: true, passive: true });
  }
  div.addEventListener("pointerdown", () => {  // after the document's listener: the same press, on this board
    if (window.__kgPress.last) window.__kgPress.last.board = div;
  }, { capture: true, passive: true });
  return () => {
    const last = window.__kgPress.last;
    return last && last.board === div && Date.now() - last.t < TAP_FRESH_MS ? last : null;
  };
}

function answerBox() {
  let box = document.getElementById(ANSWER_ID);
  if (!box) {
    box = pageBox(ANSWER_ID, "kg-answer", { role: "status", "aria-live": "polite", "aria-atomic": "true" },
      "z-index:2147482000;max-width:min(560px, calc(100vw - 16px));" +
      "padding:8px 12px;border-radius:6px;box-shadow:0 4px 14px rgba(0,0,0,.25);pointer-events:none;" +
      `font:15px/1.45 ${UI_FONT};color:#1a1a1a;overflow-wrap:anywhere;opacity:0;transition:opacity .2s;`);
    document.body.appendChild(box);
  }
  return box;
}

function showAnswer(msg, tap) {
  const box = answerBox();
  const kind = ANSWER_COLOURS[msg.kind] ? msg.kind : "info";
  const [bg, edge] = ANSWER_COLOURS[kind];
  clearTimeout(box.__kgHide);
  box.textContent = String(msg.text || "");
  if (msg.lang) box.lang = String(msg.lang); // the page's language: a screen reader reads it with the right voice
  box.dataset.kind = kind;
  // measured at the window's top left corner first: its width is then the text's, not what is left of a line
  Object.assign(box.style, { background: bg, borderLeft: `5px solid ${edge}`, left: "0px", top: "0px", bottom: "" });
  if (tap) {
    placeBeside(box, tap, 44); // clear of a fingertip and of most of the target it touched
  } else {
    const vw = document.documentElement.clientWidth || window.innerWidth;
    box.style.top = "";
    box.style.bottom = `${EDGE_PX + 4}px`;
    box.style.left = `${Math.round(Math.max(EDGE_PX, (vw - box.getBoundingClientRect().width) / 2))}px`;
  }
  box.style.opacity = "1";
  box.dataset.shown = "1";
  box.__kgHide = setTimeout(() => {
    box.style.opacity = "0";
    delete box.dataset.shown;
  }, ANSWER_MS[kind]);
}

const EDGE_PX = 8; // what a box fixed in the window keeps from its edges

function placeBeside(box, tap, gap) {
  // a box fixed in the window put beside the finger, not under it: ``gap`` pixels above the point in the window's lower
  // half, below it in the upper half; inside the window
  const rect = box.getBoundingClientRect();
  const vw = document.documentElement.clientWidth || window.innerWidth;
  const vh = window.innerHeight;
  const top = tap.y > vh * 0.45 ? tap.y - gap - rect.height : tap.y + gap;
  box.style.top = `${Math.round(Math.min(Math.max(top, EDGE_PX), Math.max(EDGE_PX, vh - rect.height - EDGE_PX)))}px`;
  box.style.left = `${Math.round(Math.min(Math.max(tap.x - rect.width / 2, EDGE_PX), vw - rect.width - EDGE_PX))}px`;
}

// ---- Announce ---------------------------------------------------------------------------------------------------------
// What a learner who cannot see the board must still hear: the bots' moves as the table plays them, whose turn it is,
// the walkthrough's step changes, the end of a game. Python sends {"type": "say", "text", "lang"} (Board.say) and the
// page's one polite voice speaks it: a visually hidden box in document.body (clipped to 1 px, not display:none, which
// a screen reader would skip), role="status", aria-live="polite", aria-atomic="true", whose lang is the language of
// what it says. The same words twice in a row must be heard twice: the box is emptied first and the text set on the
// next frame, so the live region changes each time. Words that come faster than SAY_GAP_MS after the last (bots played
// on a page with nobody to wait for them) are queued and said together when the gap is over: none is lost, and a
// screen reader is not handed a new line before it could start the last. The answers to picks have their own live
// region (#kg-answer).
const SAY_ID = "kg-say"; // one per page, whichever board speaks
const SAY_GAP_MS = 1500;

function sayBox() {
  let box = document.getElementById(SAY_ID);
  if (!box) {
    box = document.createElement("div");
    box.id = SAY_ID;
    box.className = "kg-say";
    for (const [name, value] of Object.entries({ role: "status", "aria-live": "polite", "aria-atomic": "true" })) {
      box.setAttribute(name, value);
    }
    box.style.cssText = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;" +
      "clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;";
    document.body.appendChild(box);
  }
  return box;
}

function speak(box, text, lang) {
  box.textContent = "";
  cancelAnimationFrame(box.__kgFrame);
  box.__kgFrame = requestAnimationFrame(() => {
    if (lang) box.lang = lang;
    box.textContent = text;
    box.dataset.said = String(Number(box.dataset.said || 0) + 1); // what was said, counted, for the tests
  });
}

function sayQueued(box) {
  // the words queued in one language (the first's), together; the rest after the next gap
  const queue = box.__kgQueue;
  if (!queue.length) {
    box.__kgTimer = null;
    return;
  }
  const lang = queue[0].lang;
  const run = queue.findIndex((m) => m.lang !== lang);
  const words = queue.splice(0, run < 0 ? queue.length : run).map((m) => m.text);
  speak(box, words.join(lang === "ja" ? "" : " "), lang);
  box.__kgTimer = setTimeout(() => sayQueued(box), SAY_GAP_MS);
}

function say(msg) {
  const box = sayBox();
  box.__kgQueue = box.__kgQueue || [];
  box.__kgQueue.push({ text: String(msg.text || ""), lang: String(msg.lang || "") });
  if (!box.__kgTimer) sayQueued(box);
}

// ---- Crowded targets: a tap asks which one --------------------------------------------------------------------------
// On a phone some boards put their targets closer than a fingertip (a hex map, rows of spaces): plotly gives a tap to
// the target nearest to it, which may not be the one meant. So the figure says how close is too close (layout.meta:
// kgCrowdPx, widgets/boards/spec.py, one constant with tests/test_phone_sizes.py) and, on a narrow board or after a
// tap, a click on a target that has another target (another key) within kgCrowdPx pixels of it both across and down
// is not sent: a small chooser opens beside the tap, fixed in the window, one button per target near the tapped one
// (the tapped one first, then by distance), each at least 44×44 px and labelled with the target's hover text (what a
// hover shows, tags stripped: nothing new), edged as the board outlines it (legal or not, data-legal), and Cancel.
// A button sends exactly its target's click; Escape, Cancel or a press elsewhere closes it and nothing is sent. A
// target with no near neighbour is sent at once, and a mouse click on a wide board is sent as ever. A tap on a point
// that only explains itself on hover (key "") between two or more targets asks too, instead of doing nothing.
const CHOOSER_ID = "kg-chooser"; // one per page
const CHOOSER_ECHO_MS = 800; // the tap's compatibility click, if the chooser opened under the finger, is not a pick
const MIN_BUTTON_PX = 44;

const CJK = /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/;

function plainLines(hover) {
  // a hover text's lines as plotly draws them (<br> breaks a line, <b> makes it bold), tags stripped, entities read;
  // a break inside a bold run only wrapped a long line for the hover box and is undone (the button wraps by itself)
  const decode = document.createElement("textarea");
  const lines = [];
  let bold = false;
  for (const line of String(hover == null ? "" : hover).split(/<br\s*\/?>/i)) {
    const wrapped = bold && lines.length > 0;
    const startsBold = bold || /^\s*<b>/i.test(line);
    for (const tag of line.match(/<\/?b>/gi) || []) bold = !tag.startsWith("</");
    decode.innerHTML = line.replace(/<[^>]*>/g, "");
    const text = decode.value;
    if (!text.trim()) continue;
    const last = lines[lines.length - 1];
    if (wrapped) {
      const glue = CJK.test(last.text.slice(-1)) || CJK.test(text.trim()[0]) ? "" : " ";
      last.text = last.text.trimEnd() + glue + text.trimStart();
    } else {
      lines.push({ text, bold: startsBold });
    }
  }
  return lines;
}

function hoverParts(hover) {
  // a hover's lines, what the target is first, then what choosing it would do (its "▶" previews): {text, bold, effect}
  const lines = plainLines(hover).map((l) => ({ ...l, effect: l.text.trimStart().startsWith("▶") }));
  return [...lines.filter((l) => !l.effect), ...lines.filter((l) => l.effect)];
}

function boardTargets(div, inPlot = false) {
  // the click targets (trace "targets") with their points in window pixels (or, inPlot, pixels from the plot div's
  // top left corner, read without a layout) and their hover texts
  const i = (div._fullData || []).findIndex((t) => t.name === "targets");
  const fl = div._fullLayout;
  if (i < 0 || !fl) return [];
  const tr = div._fullData[i];
  const keys = tr.customdata || [];
  const hovers = tr.hovertext || tr.text || [];
  const box = inPlot ? { left: 0, top: 0 } : div.getBoundingClientRect();
  return Array.from(tr.x, (x, k) => ({
    key: String(keys[k] ?? ""), hover: Array.isArray(hovers) ? hovers[k] : hovers,
    sx: fl.xaxis.d2p(x) + fl._size.l + box.left, sy: fl.yaxis.d2p(tr.y[k]) + fl._size.t + box.top,
  }));
}

function crowdAround(div, pt, crowd) {
  // the click targets (one per key) within `crowd` px of the tapped point both ways: the tapped one first, then the
  // nearest (a point that only explains itself on hover, key "", is none of them)
  const all = boardTargets(div);
  const me = all[pt.pointIndex ?? pt.pointNumber];
  if (!me) return [];
  const near = all.filter((t) => t.key && Math.abs(t.sx - me.sx) < crowd && Math.abs(t.sy - me.sy) < crowd)
    .sort((a, b) => Math.hypot(a.sx - me.sx, a.sy - me.sy) - Math.hypot(b.sx - me.sx, b.sy - me.sy));
  const byKey = new Map(me.key ? [[me.key, me]] : []);
  for (const t of near) if (!byKey.has(t.key)) byKey.set(t.key, t);
  return [...byKey.values()];
}

function closeChooser(refocus) {
  const box = document.getElementById(CHOOSER_ID);
  if (!box) return;
  box.__kgClose(refocus);
}

function openChooser(div, near, tap, words, send) {
  closeChooser(false);
  const legal = new Set((div.dataset.legal || "").split(" ").filter(Boolean));
  const opened = { t: Date.now(), x: tap.x, y: tap.y };
  const box = pageBox(CHOOSER_ID, "kg-chooser", { role: "dialog", "aria-modal": "true", "aria-label": words.title || "" },
    "z-index:2147482500;width:min(360px, calc(100vw - 16px));max-height:calc(100vh - 16px);overflow:auto;" +
    "padding:8px;border-radius:8px;background:#fff;border:1px solid #7A8CA3;box-shadow:0 6px 20px rgba(0,0,0,.3);" +
    `color:#1a1a1a;left:0;top:0;font:14px/1.35 ${UI_FONT};`);
  // the tap's compatibility mouse events land at the tap's point, which a tall chooser may cover: they neither pick
  // nor move the focus
  const echo = (e) => Date.now() - opened.t < CHOOSER_ECHO_MS && Math.abs(e.clientX - opened.x) < 2 &&
    Math.abs(e.clientY - opened.y) < 2;
  box.addEventListener("mousedown", (e) => {
    if (echo(e)) e.preventDefault();
  });
  const title = document.createElement("p");
  title.className = "kg-chooser-title";
  title.style.cssText = "margin:0 0 8px;font-weight:600;";
  title.textContent = words.title || "";
  box.appendChild(title);
  const button = (cls, style, onPick) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.style.cssText = `display:block;box-sizing:border-box;width:100%;min-height:${MIN_BUTTON_PX}px;margin:0 0 6px;` +
      "padding:6px 10px;border-radius:6px;font:inherit;text-align:left;cursor:pointer;overflow-wrap:anywhere;" + style;
    b.addEventListener("click", (e) => {
      if (!echo(e)) onPick();
    });
    box.appendChild(b);
    return b;
  };
  for (const t of near) {
    const ok = legal.has(t.key);
    const b = button("kg-chooser-pick", ok ? "background:#EAF7EF;border:2px solid #009E73;"
      : "background:#F4F4F4;border:2px dashed #8A8A8A;color:#444;", () => {
      close(false);
      send(t.key);
    });
    b.dataset.key = t.key;
    b.dataset.legal = ok ? "1" : "0";
    // what the target is (the hover's own lines) on top, what a click would do (its "▶" previews) under it, smaller:
    // the line that tells two near targets apart is read first; every line of the hover is there
    for (const line of hoverParts(t.hover)) {
      const span = document.createElement("span");
      span.className = line.effect ? "kg-chooser-effect" : "kg-chooser-name";
      span.style.cssText = "display:block;" + (line.effect ? "font-size:13px;color:#333;margin-top:2px;"
        : `font-size:15px;${line.bold ? "font-weight:600;" : ""}`);
      span.textContent = line.text;
      b.appendChild(span);
    }
  }
  // Cancel stays in sight at the chooser's bottom while a long list scrolls
  const cancel = button("kg-chooser-cancel", "background:#fff;border:1px solid #7A8CA3;text-align:center;margin:0;" +
    "position:sticky;bottom:0;box-shadow:0 -6px 8px #fff;",
    () => close(true));
  cancel.textContent = words.cancel || "Cancel";
  const buttons = [...box.querySelectorAll("button")];
  const onKey = (e) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") { // focus stays in the chooser while it is open
      const i = buttons.indexOf(document.activeElement);
      const next = e.shiftKey ? (i <= 0 ? buttons.length - 1 : i - 1) : (i + 1) % buttons.length;
      e.preventDefault();
      buttons[next].focus();
    }
  };
  const onPress = (e) => {
    if (!box.contains(e.target)) close(false); // a press elsewhere closes it, and does what it does
  };
  function close(refocus) {
    document.removeEventListener("pointerdown", onPress, true);
    box.remove();
    if (refocus || box.contains(document.activeElement) || document.activeElement === document.body) {
      div.focus({ preventScroll: true }); // keyboard focus back to the board
    }
  }
  box.__kgClose = close;
  box.__kgBoard = div;
  box.addEventListener("keydown", onKey);
  document.addEventListener("pointerdown", onPress, true);
  document.body.appendChild(box);
  placeBeside(box, tap, 28); // clear of the fingertip
  buttons[0].focus({ preventScroll: true });
  return box;
}

// The figure of a Board: sent as JSON in one binary buffer (board.py, figure_bytes), parsed once per figure.
const parsedFigures = new WeakMap();
function figureOf(model) {
  const raw = model.get("figure");
  if (!raw || typeof raw !== "object" || !(raw instanceof DataView || raw instanceof ArrayBuffer)) return raw || {};
  let fig = parsedFigures.get(raw);
  if (fig === undefined) {
    fig = JSON.parse(new TextDecoder().decode(raw)) || {};
    parsedFigures.set(raw, fig);
  }
  return fig;
}

// The layout plotly is given: the figure's, its shapes joined where the picture stays the same (shapes.js, joinShapes),
// which spares plotly most of its work on every redraw. The model's figure is left as it came.
function fewerShapes(layout, div) {
  const range = (layout.xaxis || {}).range;
  const width = div.getBoundingClientRect().width || Number(layout.width) || 700;
  if (!Array.isArray(layout.shapes) || !Array.isArray(range)) return layout;
  return { ...layout, shapes: joinShapes(layout.shapes, Math.abs(range[1] - range[0]) / width) };
}

async function render({ model, el }) {
  el.classList.add("kg-board-inner");
  const unwatch = watchKernel(model); // before plotly: a board that cannot draw still tells when the kernel is gone
  const div = document.createElement("div");
  div.style.width = "100%";
  el.appendChild(div);
  let Plotly;
  try {
    Plotly = await loadPlotly();
  } catch (err) {
    div.remove();
    showError(el, err);
    return unwatch;
  }
  // A board figure may carry its phone layout under "narrow" (widgets/boards/spec.py, "Phone width"): drawn while the
  // board is narrower than narrow.below pixels. A resize that crosses the line redraws at once, without the kernel.
  const isNarrow = (fig) => {
    const alt = fig && fig.narrow;
    const width = div.getBoundingClientRect().width || el.getBoundingClientRect().width || window.innerWidth;
    return Boolean(alt && alt.data && width > 0 && width < (Number(alt.below) || 720));
  };
  let keys = null; // the keyboard layer (keys.js), made with the click handler below
  const draw = () => {
    const fig = figureOf(model);
    const narrow = isNarrow(fig);
    const shown = narrow ? fig.narrow : fig;
    // The div holds the figure's height itself: Plotly.Plots.resize (below) drops layout.height and then sizes a
    // responsive plot to 100% of its div, which without a height of its own collapses the board to nothing.
    const height = Number((shown.layout || {}).height);
    div.style.height = height > 0 ? `${height}px` : "";
    const t0 = performance.now();
    Plotly.react(div, shown.data || [], fewerShapes(shown.layout || {}, div), { displayModeBar: false, responsive: true })
      .then(() => {
        div.dataset.layout = narrow ? "narrow" : "wide";
        div.dataset.revision = String(model.get("revision"));
        div.dataset.legal = (model.get("legal") || []).join(" "); // the keys outlined as legal moves
        const t1 = performance.now();
        if (keys) keys.update(model.get("legal") || []);
        const t2 = performance.now();
        div.dataset.drawMs = String(Math.round(t2 - t0)); // click → redraw, the keyboard layer included
        div.dataset.keysMs = (t2 - t1).toFixed(1); // of which the keyboard layer
        const label = ((shown.layout || {}).meta || {}).kgLabel; // the board's name, pointing to its text (Announce)
        if (label) {
          div.setAttribute("role", "img");
          div.setAttribute("aria-label", String(label.text || ""));
          if (label.lang) div.lang = String(label.lang);
        }
      });
  };
  draw();
  let resizeTimer = null; // throttled: one look at the width per burst of resizes
  const resized = new ResizeObserver(() => {
    if (resizeTimer) return;
    resizeTimer = setTimeout(() => {
      resizeTimer = null;
      const fig = figureOf(model);
      const width = div.getBoundingClientRect().width;
      if (fig.narrow && (isNarrow(fig) ? "narrow" : "wide") !== div.dataset.layout) draw();
      // drawn before the page had laid the board out (width 0), plotly fell back to its default 700 px: fit it now
      else if (width > 0 && div._fullLayout && Math.abs(div._fullLayout.width - width) > 2) Plotly.Plots.resize(div);
    }, 150);
  });
  resized.observe(div);
  if (!div.__kgClick) {
    div.__kgClick = true;
    const once = oneClickPerTap();
    const send = (key) => {
      model.send({ type: "click", key });
      div.dataset.clicks = String(Number(div.dataset.clicks || 0) + 1); // clicks sent to the kernel, for the tests
    };
    div.tabIndex = -1; // focus comes back here when a chooser closes
    keys = keyLayer(el, div, send, () => model.send({ type: "cancel" }));
    div.on("plotly_relayout", () => keys.place()); // a resize moved the points
    div.on("plotly_click", (ev) => {
      const event = ev && ev.event;
      if (!once(event)) return;
      const pt = ev && ev.points && ev.points[0];
      if (!pt) return;
      const key = pt.customdata === undefined || pt.customdata === null ? "" : String(pt.customdata);
      const meta = (div._fullLayout && div._fullLayout.meta) || {};
      const crowd = Number(meta.kgCrowdPx) || 0;
      const touch = String((event && event.type) || "").startsWith("touch") || (event && event.pointerType === "touch");
      const near = crowd > 0 && (div.dataset.layout === "narrow" || touch) ? crowdAround(div, pt, crowd) : [];
      if (near.length > 1) {
        const last = window.__kgPress && window.__kgPress.last;
        const tap = last && last.board === div ? last : { x: near[0].sx, y: near[0].sy };
        openChooser(div, near, tap, meta.kgChooser || {}, send);
      } else if (key) {
        send(key);
      }
    });
  }
  const tapped = watchTaps(div);
  const onAnswer = (msg) => {
    if (msg && msg.type === "answer") showAnswer(msg, tapped());
    else if (msg && msg.type === "say") say(msg);
  };
  model.on("msg:custom", onAnswer);
  const redrawn = () => {
    const open = document.getElementById(CHOOSER_ID);
    if (open && open.__kgBoard === div) closeChooser(false); // its targets may be gone
    draw();
  };
  model.on("change:figure", redrawn);
  return () => {
    model.off("msg:custom", onAnswer);
    model.off("change:figure", redrawn);
    closeChooser(false);
    resized.disconnect();
    if (resizeTimer) clearTimeout(resizeTimer);
    unwatch(); // no more pings from a board that left the page
  };
}
export default { render };
