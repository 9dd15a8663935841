// ---- Focus: always visible, never lost ------------------------------------------------------------------------------
// Appended to board.js by board.py (anywidget takes one ESM string); it runs once per page, whichever board loads it
// first, in Voila, JupyterLab and the static site alike.
//
// 1. Every control of the page shows where keyboard focus is: a ring at least 3 px thick, dark on a white halo, on
//    :focus-visible (a mouse click shows none, as the browser decides), over whatever the widgets' own styles say.
// 2. Focus is never lost to the page's body when the kernel redraws: a press on an action button replaces the
//    buttons, a step's choice buttons are disabled once answered, the controls are built again. When the element that
//    had focus leaves the page (or is disabled or hidden) and focus fell to the body, focus goes to the nearest
//    sensible place, looking in the boxes it was in, nearest first: a control of the same kind (the new action
//    buttons), else the box's declared next place (`.kg-focus-home`: the walkthrough's Next), else the board's
//    keyboard layer, else the box's first control.
//    Focus a person moved elsewhere (a click on the page) is never taken back.

const FOCUS_STYLE_ID = "kg-focus-style";
const FOCUS_CSS = `
.jupyter-widgets :is(button, select, input, textarea, [contenteditable], .noUi-handle, summary, a,
  [tabindex]):not(.kg-keys, .kg-keys *):focus-visible {
  outline: 3px solid #1A1A1A !important; outline-offset: 1px !important; box-shadow: 0 0 0 5px #FFFFFF !important;
}`; // the board's keyboard layer draws its own ring (keys.js)
const FOCUSABLE = "button, select, input, textarea, a[href], summary, [contenteditable], [tabindex]";
const SETTLE_MS = 60; // the kernel's redraw arrives as several messages: look again this long after a change
const ALIKE_MS = 300; // how long a control like the lost one is waited for
const GIVE_UP_MS = 3000; // focus lost longer ago than this was not lost by a redraw

function focusStyle() {
  pageStyle(FOCUS_STYLE_ID, FOCUS_CSS); // board.js
}

function usable(e) {
  return e.isConnected && !e.disabled && e.tabIndex >= 0 && e.offsetParent !== null
    && !e.closest("[inert], [aria-hidden='true']");
}

function kindOf(e) {
  const own = Array.from(e.classList).filter((c) => c.startsWith("kg-"));
  const widget = e.closest(".jupyter-widgets");
  const box = widget ? Array.from(widget.classList).filter((c) => c.startsWith("kg-")) : [];
  return [...own.map((c) => "." + c), ...box.map((c) => "." + c + " " + e.tagName.toLowerCase())];
}

function* candidates(lost, alike) {
  // lost: {trail: the boxes it was in, nearest first; kinds: selectors for controls like it}; alike: only those
  for (const box of lost.trail) {
    if (!box.isConnected || box === document.body) continue;
    for (const kind of lost.kinds) yield* Array.from(box.querySelectorAll(kind)).filter(usable);
    if (alike) return;
    yield* Array.from(box.querySelectorAll(".kg-focus-home")).filter(usable);
    const layer = box.querySelector(".kg-keys");
    if (layer) {
      yield* Array.from(layer.querySelectorAll(".kg-target")).filter((t) => t.tabIndex === 0 && usable(t));
      if (layer.offsetParent !== null) yield layer;
    }
    yield* Array.from(box.querySelectorAll(FOCUSABLE)).filter(usable).slice(0, 1);
  }
}

function refocus(lost, alike) {
  // the first candidate that takes focus (a layer without targets may not)
  for (const next of candidates(lost, alike)) {
    next.focus({ preventScroll: false });
    if (document.activeElement === next) return true;
  }
  return false;
}

function keepFocus() {
  if (window.__kgFocus) return;
  const state = { lost: null, timer: 0 };
  window.__kgFocus = state;
  focusStyle();
  document.addEventListener("focusin", (e) => {
    const el = e.target;
    if (!(el instanceof Element)) return;
    const trail = [];
    for (let x = el.parentElement; x && x !== document.body; x = x.parentElement) trail.push(x);
    state.lost = { el, trail, kinds: kindOf(el), at: 0 };
  }, true);
  const check = () => {
    state.timer = 0;
    const lost = state.lost;
    const active = document.activeElement;
    if (!lost || (active && active !== document.body && !active.disabled)) return;
    const el = lost.el;
    if (el.isConnected && usable(el)) return; // still there: the person moved focus away themselves
    if (!lost.at) lost.at = Date.now();
    if (Date.now() - lost.at > GIVE_UP_MS) return;
    const waited = Date.now() - lost.at;
    // for a moment only a control like the lost one will do (the new action buttons may still be coming), then any
    if (!refocus(lost, waited < ALIKE_MS)) state.timer = setTimeout(check, SETTLE_MS);
  };
  const soon = () => {
    // at once, as each change lands (timers can be held back for seconds in a busy page), and once more a moment
    // later for a page that stops changing before the new controls are there
    if (!state.lost) return;
    check();
    if (!state.timer) state.timer = setTimeout(check, SETTLE_MS);
  };
  new MutationObserver(soon).observe(document.body, {
    childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "style", "class"],
  });
  document.addEventListener("focusout", (e) => {
    if (!e.relatedTarget) soon();
  }, true);
}

keepFocus();
