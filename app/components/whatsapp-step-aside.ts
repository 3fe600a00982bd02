/** Issue 15: the floating WhatsApp button steps aside from form fields (loaded after the first paint). */

/** Form fields the button must never sit on (issue 15: it covered the cart's GST field). */
const FIELDS = "input:not([type=hidden]), select, textarea, [contenteditable='true']";
/** What it must not sit on while scrolling past: fields, and the page's buttons (Place Order, Save Address). */
const UNDER = `${FIELDS}, main button`;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether the button must step aside: a field has focus, or a visible field lies under it. */
function inTheWay(button: HTMLElement): boolean {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.matches(FIELDS)) return true;
  const box = button.getBoundingClientRect();
  for (const field of document.querySelectorAll<HTMLElement>(UNDER)) {
    if (button.contains(field)) continue;
    const r = field.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && overlaps(box, r)) return true;
  }
  return false;
}

/** Watches focus, scrolling, resizing and the page's changes; calls `setHidden` when the button must step aside. */
export function watchStepAside(button: HTMLElement, setHidden: (hidden: boolean) => void): () => void {
  let frame = 0;
  const check = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => setHidden(inTheWay(button)));
  };
  check();
  const events = ["scroll", "resize", "focusin", "focusout"] as const;
  for (const e of events) window.addEventListener(e, check, { passive: true, capture: true });
  // Fields appear without a scroll (a form opening, the cart's products loading).
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    for (const e of events) window.removeEventListener(e, check, { capture: true });
  };
}
