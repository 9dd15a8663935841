// ---- A section of the page that is built when the learner opens it (widgets/sections.py) ----------------------------
// The header is a real <button> (Enter, Space, a click and a tap all press it) that says whether the section is open
// (aria-expanded). A press asks the kernel to open or close the section. Until the section has been opened once, the
// header also opens it when the learner scrolls it near the view, so that a learner scrolling down finds it built.

const STYLE_ID = "kg-section-style";
const CSS = `
.kg-section-open { display: flex; align-items: center; gap: 8px; width: 100%; box-sizing: border-box;
  min-height: 44px; margin: 4px 0; padding: 8px 14px; text-align: start; font: inherit; font-weight: bold;
  color: #0D47A1; background: #E3F2FD; border: 1px solid #1565C0; border-radius: 4px; cursor: pointer; }
.kg-section-open:hover { background: #BBDEFB; }
.kg-section-open[aria-expanded="true"] { background: #F5F9FD; }
.kg-section-open .kg-section-mark { display: inline-block; width: 1em; transition: transform 0.15s; }
.kg-section-open[aria-expanded="true"] .kg-section-mark { transform: rotate(90deg); }
.kg-section-open .kg-section-busy { font-weight: normal; color: #37474F; }
`;
const RELEASE_MS = 15000;
const SETTLE_MS = 3000;
const GRACE_MS = 800; // a press this soon after the section opened by itself (scrolled near) still means "open"
const NEAR = 0.5; // open when the header's top is within this many window heights below the view (or above it)

// One section is built at a time by scrolling: the headers of closed sections sit close together, and a section just
// built pushes the next ones down, so each header looks again once the one asked for is built. anywidget loads this
// module once per header, so what the headers share lives on the page (window).
const shared = (window.kgSections ??= { waiting: new Set(), asking: null, frame: 0 });
// waiting: the checks of headers not asked for yet; asking: the model of the section a scroll is having built

function lookAgain() {
  shared.frame = 0;
  for (const check of Array.from(shared.waiting)) check();
}

function onScroll() {
  if (!shared.frame) shared.frame = requestAnimationFrame(lookAgain);
}

function sectionStyle() {
  if (document.getElementById(STYLE_ID)) return;
  const s = document.createElement("style");
  s.id = STYLE_ID;
  s.textContent = CSS;
  document.head.appendChild(s);
}

export default {
  render({ model, el }) {
    sectionStyle();
    const button = document.createElement("button");
    button.type = "button";
    button.className = "kg-section-open";
    const mark = document.createElement("span");
    mark.className = "kg-section-mark";
    mark.setAttribute("aria-hidden", "true");
    mark.textContent = "▶";
    const name = document.createElement("span");
    name.className = "kg-section-name";
    const busy = document.createElement("span");
    busy.className = "kg-section-busy";
    button.append(mark, name, busy);
    el.appendChild(button);
    let openedAt = -Infinity; // when the section last opened by itself (a scroll, a link), not by a press
    let pressedOpen = false;
    const show = () => {
      if (model.get("expanded") && button.getAttribute("aria-expanded") !== "true") {
        openedAt = pressedOpen ? -Infinity : performance.now();
        if (!pressedOpen) { // while this lasts, a press still means "open" (data-kg-grace says so, for the tests)
          button.dataset.kgGrace = "1";
          setTimeout(() => { delete button.dataset.kgGrace; }, GRACE_MS);
        }
        pressedOpen = false;
      }
      name.textContent = model.get("label");
      busy.textContent = model.get("busy") ? model.get("busy_label") : "";
      button.setAttribute("aria-expanded", model.get("expanded") ? "true" : "false");
      button.setAttribute("aria-busy", model.get("busy") ? "true" : "false");
    };
    show();
    model.on("change:label change:expanded change:busy change:busy_label", show);
    // what the learner saw decides: a closed header opens (even if it is being built already), an open one closes;
    // a press just after a scroll opened it was meant for the header as it was, closed
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") === "true" && performance.now() - openedAt > GRACE_MS;
      pressedOpen = !open;
      model.send({ type: open ? "close" : "open" });
    });

    // Near the view: any scroll of the page (Voila scrolls an inner box, JupyterLab its notebook panel) looks once a
    // frame; the first time the header comes near, the kernel builds the section. Not at load: a scroll starts it.
    let release = 0;
    const check = () => {
      if (model.get("built") || model.get("expanded")) { shared.waiting.delete(check); return; }
      if ((shared.asking && shared.asking !== model) || !button.isConnected || button.offsetParent === null) return;
      const box = button.getBoundingClientRect();
      const h = window.innerHeight || document.documentElement.clientHeight;
      if (box.top < h * (1 + NEAR) && box.bottom > -h * NEAR) {
        shared.waiting.delete(check);
        shared.asking = model;
        model.send({ type: "near" });
        // a kernel that never answers does not hold the other headers back for long
        release = setTimeout(() => { if (shared.asking === model) { shared.asking = null; lookAgain(); } }, RELEASE_MS);
      }
    };
    if (!model.get("built")) shared.waiting.add(check);
    // the same listener each time: added once for the page
    document.addEventListener("scroll", onScroll, { capture: true, passive: true });
    const settled = () => {
      if (shared.asking !== model || model.get("busy")) return;
      clearTimeout(release);
      // the headers below look again once the new content is drawn (as tall as the window, or after a while): it has
      // pushed them down, and the learner scrolls on to them
      const section = el.closest(".kg-section") || el;
      const start = performance.now();
      const drawn = () => {
        if (section.offsetHeight < window.innerHeight && performance.now() - start < SETTLE_MS) {
          requestAnimationFrame(drawn);
          return;
        }
        if (shared.asking === model) shared.asking = null;
        lookAgain();
      };
      requestAnimationFrame(drawn);
    };
    model.on("change:busy change:built change:expanded", settled);
    return () => {
      shared.waiting.delete(check);
      if (shared.asking === model) shared.asking = null;
      clearTimeout(release);
      model.off("change:label change:expanded change:busy change:busy_label", show);
      model.off("change:busy change:built change:expanded", settled);
    };
  },
};
