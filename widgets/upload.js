// FilePicker (widgets/upload.py): a button-like file chooser; the chosen file is checked here, in the browser.
//
// Over max_bytes, the file is not read and not sent: only {type: "too_big", size, name}. Within it, its text is
// sent as one custom message {type: "file", name, text}, never as synced state. A file holding control
// characters (not a text file: JSON would escape each into six bytes, and the message could outgrow the server's
// WebSocket limit) is not sent either: {type: "not_text", name}. The input is emptied after every pick, so
// picking the same file again fires again.

const NAME_CHARS = 80;
// C0 controls but tab, line feed and carriage return (which JSON.stringify escapes in two bytes).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const STYLE_ID = "kg-upload-style";
const CSS = `
.kg-upload-button { position: relative; display: inline-block; box-sizing: border-box; vertical-align: top;
  margin: var(--jp-widgets-margin, 2px); } /* as a Button beside it */
.kg-upload-button:hover { box-shadow: 0 2px 2px 0 rgba(0,0,0,.14), 0 3px 1px -2px rgba(0,0,0,.2), 0 1px 5px 0 rgba(0,0,0,.12); }
.kg-upload-button:focus-within { outline: 1px solid var(--jp-widgets-input-focus-border-color, #64b5f6); }
.kg-upload-input { position: absolute; left: 0; top: 0; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
`;

function addStyle() {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}

async function pick(model, input) {
  const file = input.files && input.files[0];
  if (!file) return;
  const name = String(file.name || "").slice(0, NAME_CHARS);
  try {
    if (file.size > model.get("max_bytes")) {
      model.send({ type: "too_big", size: file.size, name });
      return;
    }
    let text;
    try {
      text = await file.text();
    } catch (err) {
      console.error(`kernel-games: ${name} could not be read`, err);
      model.send({ type: "not_text", name });
      return;
    }
    if (CONTROL.test(text)) {
      model.send({ type: "not_text", name });
      return;
    }
    model.send({ type: "file", name, text });
  } finally {
    input.value = ""; // the same file can be picked again
  }
}

function render({ model, el }) {
  addStyle();
  const label = document.createElement("label");
  label.className = "jupyter-button widget-button kg-upload-button";
  const input = document.createElement("input");
  input.type = "file";
  input.className = "kg-upload-input";
  const words = document.createElement("span");
  label.append(input, words);
  el.appendChild(label);

  const sync = () => {
    words.textContent = model.get("description") || "";
    input.accept = model.get("accept") || "";
    label.title = words.textContent;
  };
  sync();
  const onChange = () => {
    pick(model, input).catch((err) => console.error("kernel-games: file pick failed", err));
  };
  input.addEventListener("change", onChange);
  model.on("change:description", sync);
  model.on("change:accept", sync);
  return () => {
    input.removeEventListener("change", onChange);
    model.off("change:description", sync);
    model.off("change:accept", sync);
  };
}
export default { render };
