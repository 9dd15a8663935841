// PageLanguage (widgets/page_lang.py): the page's <html lang> follows the 日本語/English switch, so that a screen
// reader reads the page with the right voice and axe's html-has-lang / valid-lang rules hold. It draws nothing.
function render({ model, el }) {
  el.classList.add("kg-page-lang");
  el.style.display = "none";
  const apply = () => {
    const lang = String(model.get("lang") || "");
    if (lang) document.documentElement.lang = lang;
  };
  apply();
  model.on("change:lang", apply);
  return () => model.off("change:lang", apply);
}
export default { render };
