"""Driving a page by keyboard only: the test reads the page (what has focus, the board's targets, the buttons' words)
to decide which keys to press, and only ``page.keyboard`` reaches it.

A ``Keys`` driver records the path of the focus: every element focus rests on between presses. Focus that falls to
``document.body`` after the learner did something (the learner would have to start again from the top of the page),
or rests on an element that shows no focus ring (no outline, no box-shadow), is recorded as a lapse: a test asserts
there were none (``Keys.assert_no_lapses``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

# What has focus: where it is (a short path of tags and classes), its words, and whether its focus shows.
FOCUS_JS = """
() => {
  const e = document.activeElement;
  if (!e || e === document.body || e === document.documentElement) return {body: true, path: "body"};
  const name = (x) => x.tagName.toLowerCase() + Array.from(x.classList).filter((c) => c.startsWith("kg-")
      || c.startsWith("widget-") || c === "jupyter-button" || c === "noUi-handle").map((c) => "." + c).join("");
  const path = [];
  for (let x = e; x && x !== document.body && path.length < 4; x = x.parentElement) path.unshift(name(x));
  const s = getComputedStyle(e);
  const ring = (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1) || (s.boxShadow && s.boxShadow !== "none");
  return {body: false, path: path.join(" > "), text: (e.innerText || e.value || e.getAttribute("aria-label") || "").slice(0, 60),
          ring: !!ring, outline: s.outlineStyle + " " + s.outlineWidth, shadow: s.boxShadow};
}
"""

# What had focus last (focus.js keeps it): its classes, whether it is still on the page and enabled.
LOST_JS = ("() => { const l = window.__kgFocus && window.__kgFocus.lost; if (!l) return 'nothing';"
           " return l.el.tagName.toLowerCase() + '.' + Array.from(l.el.classList).filter((c) => c.startsWith('kg-'))"
           ".join('.') + (l.el.isConnected ? (l.el.disabled ? ', switched off' : ', still there') : ', taken away')"
           " + (l.at ? `, missed ${Date.now() - l.at} ms ago` : ', never missed'); }")

# Focus rests on something that can take it: not the body, not a control being switched off.
STEADY_JS = ("() => { const e = document.activeElement;"
             " return !!e && e !== document.body && e !== document.documentElement && !e.disabled; }")
KEEP_MS = 4000  # how long the page may take to put focus back after a redraw took the focused control away

# Tab (forward) or Shift+Tab (back) towards the element `target()` finds: 1 forward, -1 back, 0 there (the element or
# something inside it has focus), null when there is no such element.
DIRECTION_JS = """
(find) => {
  const target = (new Function("return (" + find + ")()"))();
  if (!target) return null;
  const e = document.activeElement;
  if (e && (e === target || target.contains(e))) return 0;
  if (!e || e === document.body) return 1;
  return (e.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) ? 1 : -1;
}
"""
# Both at once, one round trip a press: [where focus is, which way the element `find()` returns lies].
FOCUS_AND_WAY_JS = f"(find) => [({FOCUS_JS})(), ({DIRECTION_JS})(find)]"


def within(root: str, selector: str, nth: int = 0, text: str | None = None) -> str:
    """JS finding the ``nth`` element matching ``selector`` inside ``root`` that is shown and enabled (and holds
    ``text``, if given)."""
    words = "null" if text is None else repr(text)
    return (f"() => {{ const r = document.querySelector({root!r}); if (!r) return null;"
            f" const all = Array.from(r.querySelectorAll({selector!r})).filter((e) => e.offsetParent !== null"
            f" && !e.disabled && ({words} === null || (e.innerText || e.value || '').trim() === {words}));"
            f" return all[{nth}] || null; }}")


TARGET_WAIT_MS = 5000  # how long a target the test means to reach may take to be drawn
HAS_TARGET_JS = ("([root, key]) => Array.from(document.querySelectorAll(root + ' .kg-board .kg-keys .kg-target'),"
                 " (b) => b.dataset.key).includes(key)")


class Gone(AssertionError):
    """What the keys were to reach is no longer on the page (the page moved on meanwhile)."""


@dataclass
class Keys:
    """The keyboard of one page, with the focus path it leads to."""

    page: Page
    presses: int = 0
    path: list[str] = field(default_factory=list)
    lapses: list[str] = field(default_factory=list)
    started: bool = False  # once the learner has focused something, focus on <body> is a lapse

    # ---- reading the focus ----------------------------------------------------------------------------------------
    def focus(self) -> dict[str, Any]:
        return dict(self.page.evaluate(FOCUS_JS))

    def steady(self) -> None:
        """Give a redraw that took the focused control away the moment the page needs to put focus back (focus.js):
        wait, up to ``KEEP_MS``, while focus is on the body or on a control being switched off."""
        if not self.started:
            return
        try:
            self.page.wait_for_function(STEADY_JS, timeout=KEEP_MS)
        except PlaywrightTimeout:
            pass  # a lapse: the caller reads it

    def look(self, after: str) -> dict[str, Any]:
        """Note where focus rests now (after ``after``): a lapse if it fell to the body or shows no ring."""
        self.steady()
        f = self.focus()
        if f["body"]:  # lost just after it was steady (the redraw's last message came late): give it its moment again
            self.steady()
            f = self.focus()
        self.path.append(f["path"])
        if f["body"]:
            if self.started:
                self.lapses.append(f"focus fell to <body> after {after} (it was on {self.page.evaluate(LOST_JS)})")
        else:
            self.started = True
            if not f["ring"]:
                self.lapses.append(f"no visible focus on {f['path']} ({f['text']!r}; outline {f['outline']}) after {after}")
        return f

    def assert_no_lapses(self) -> None:
        assert not self.lapses, "focus lapses:\n" + "\n".join(dict.fromkeys(self.lapses))

    # ---- pressing -------------------------------------------------------------------------------------------------
    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1

    def tab_to(self, find: str, limit: int = 400, what: str = "") -> int:
        """Tab (or Shift+Tab, whichever way the element lies) until focus is on the element the JS ``find`` returns,
        or inside it; fails with the focus path if it is not reached within ``limit`` presses. Returns the presses."""
        seen: list[str] = []
        self.steady()
        f, way = self.page.evaluate(FOCUS_AND_WAY_JS, find)
        if f["body"]:
            self.steady()
            f, way = self.page.evaluate(FOCUS_AND_WAY_JS, find)
        if f["body"] and self.started:  # a redraw dropped focus since the last look
            self.lapses.append(f"focus fell to <body> before tabbing to {what or find}")
        for n in range(limit + 1):
            if way is None:  # the page is being drawn again: wait for the element a moment
                try:
                    self.page.wait_for_function(f"() => !!({find})()", timeout=5000)
                except PlaywrightTimeout:
                    raise Gone(f"nothing to tab to: {what or find}") from None
                f, way = self.page.evaluate(FOCUS_AND_WAY_JS, find)
                continue
            if way == 0:
                self.look(f"Tab to {what or find}")
                return n
            self.press("Tab" if way > 0 else "Shift+Tab")
            f, way = self.page.evaluate(FOCUS_AND_WAY_JS, find)
            seen.append(f["path"])
            if not f["body"] and not f["ring"]:
                self.lapses.append(f"no visible focus on {f['path']} ({f['text']!r}; outline {f['outline']}) while "
                                   f"tabbing to {what or find}")
        raise AssertionError(f"{what or find} not reached in {limit} presses; focus went: " + " | ".join(seen[-30:]))

    def activate(self, find: str, what: str, key: str = "Enter") -> None:
        """Tab to a button and press it (Enter, or Space)."""
        self.tab_to(find, what=what)
        self.press(key)

    def choose_option(self, find: str, index: int, what: str) -> None:
        """A Dropdown (a ``<select>``) set to option ``index`` by keys: Home, then ArrowDown ``index`` times."""
        self.tab_to(find, what=what)
        self.press("Home")
        for _ in range(index):
            self.press("ArrowDown")
        got = self.page.evaluate("() => document.activeElement.selectedIndex")
        assert got == index, f"{what}: the list shows option {got}, not {index}"

    def type_into(self, find: str, text: str, what: str) -> None:
        """A text field, or a slider's readout: everything in it replaced by ``text``, then Enter."""
        self.tab_to(find, what=what)
        self.press("ControlOrMeta+A")
        self.page.keyboard.type(text)
        self.press("Enter")

    # ---- the board's keyboard layer (board.js: div.kg-keys with a button.kg-target per legal target) ---------------
    def board_keys(self, root: str) -> list[str]:
        """The keys of the legal targets the board's keyboard layer offers, in its order."""
        return list(self.page.evaluate(
            "(root) => Array.from(document.querySelectorAll(root + ' .kg-board .kg-keys .kg-target'),"
            " (b) => b.dataset.key)", root))

    def choose_target(self, root: str, key: str) -> None:
        """Into the board's layer (Tab), the arrows to the target ``key``, then Enter."""
        try:  # a redraw on its way (the last pick's, a bot's) may bring the target: the page is given a moment
            self.page.wait_for_function(HAS_TARGET_JS, arg=[root, key], timeout=TARGET_WAIT_MS)
        except PlaywrightTimeout:
            raise Gone(f"{key} is no longer a target of the board: {self.board_keys(root)}") from None
        self.tab_to(f"() => document.querySelector({root + ' .kg-board .kg-keys'!r})", what=f"the board of {root}")
        keys = self.board_keys(root)
        for _ in range(2 * len(keys) + 2):  # ArrowRight visits every target in the layer's own order, wrapping
            if self.page.evaluate("() => document.activeElement.dataset ? document.activeElement.dataset.key : null") == key:
                break
            self.press("ArrowRight")
        if self.page.evaluate("() => document.activeElement.dataset ? document.activeElement.dataset.key : null") != key:
            now = self.board_keys(root)
            if key not in now:  # drawn again while the arrows went round (a bot moved)
                raise Gone(f"{key} left the board while the arrows looked for it: {now}")
            raise AssertionError(f"the arrows never reached {key} among {now}")
        self.press("Enter")


def pick(rng: random.Random, options: list[Any]) -> Any:
    """A seeded random choice."""
    return options[rng.randrange(len(options))]
