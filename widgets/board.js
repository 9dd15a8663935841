// Board (widgets/board.py): a Plotly figure drawn with Plotly.react; clicks on points go back to Python.
//
// plotly.js is not sent through the kernel: it is fetched once per page over HTTP from the copy installed in
// the environment (share/jupyter/voila/templates/kernel-games/static/, see widgets/static/README.md), which
// Voila's template static handler serves at <baseUrl>voila/templates/kernel-games/static/ in standalone
// Voila and, through Voila's server extension, in JupyterLab and any Jupyter server. Every Board on the page
// shares the one promise below; with ?v= the browser keeps the file in its cache.

const PLOTLY_VERSION = "4.1.1"; // the bundle's version (its first comment); tests/test_static_serving.py checks it
const PLOTLY_PATH = "voila/templates/kernel-games/static/plotly-basic.min.js";

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

async function render({ model, el }) {
  el.classList.add("kg-board-inner");
  const div = document.createElement("div");
  div.style.width = "100%";
  el.appendChild(div);
  let Plotly;
  try {
    Plotly = await loadPlotly();
  } catch (err) {
    div.remove();
    showError(el, err);
    return;
  }
  const draw = () => {
    const fig = model.get("figure") || {};
    const t0 = performance.now();
    Plotly.react(div, fig.data || [], fig.layout || {}, { displayModeBar: false, responsive: true })
      .then(() => {
        div.dataset.revision = String(model.get("revision"));
        div.dataset.drawMs = String(Math.round(performance.now() - t0));
      });
  };
  draw();
  if (!div.__kgClick) {
    div.__kgClick = true;
    div.on("plotly_click", (ev) => {
      const pt = ev && ev.points && ev.points[0];
      if (pt && pt.customdata !== undefined && pt.customdata !== null && pt.customdata !== "") {
        model.send({ type: "click", key: String(pt.customdata) });
      }
    });
  }
  model.on("change:figure", draw);
  return () => model.off("change:figure", draw);
}
export default { render };
