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
const NEAR = 1.5; // open when the header's top is within this many window heights below the view (or above it)

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
    const show = () => {
      name.textContent = model.get("label");
      busy.textContent = model.get("busy") ? model.get("busy_label") : "";
      button.setAttribute("aria-expanded", model.get("expanded") ? "true" : "false");
      button.setAttribute("aria-busy", model.get("busy") ? "true" : "false");
    };
    show();
    model.on("change:label change:expanded change:busy change:busy_label", show);
    button.addEventListener("click", () => model.send({ type: "toggle" }));

    // Near the view: any scroll of the page (Voila scrolls an inner box, JupyterLab its notebook panel) looks once a
    // frame; the first time the header comes near, the kernel builds the section. Not at load: a scroll starts it.
    let asked = false;
    let frame = 0;
    const near = () => {
      frame = 0;
      if (asked || model.get("built") || !button.isConnected || button.offsetParent === null) return;
      const box = button.getBoundingClientRect();
      const h = window.innerHeight || document.documentElement.clientHeight;
      if (box.top < h * (1 + NEAR) && box.bottom > -h * NEAR) {
        asked = true;
        model.send({ type: "near" });
        stop();
      }
    };
    const onScroll = () => { if (!frame) frame = requestAnimationFrame(near); };
    const stop = () => document.removeEventListener("scroll", onScroll, true);
    if (!model.get("built")) document.addEventListener("scroll", onScroll, { capture: true, passive: true });
    const built = () => { if (model.get("built")) stop(); };
    model.on("change:built", built);
    return () => {
      stop();
      if (frame) cancelAnimationFrame(frame);
      model.off("change:label change:expanded change:busy change:busy_label", show);
      model.off("change:built", built);
    };
  },
};
